//! The legend of the rings on the board, drawn as the board draws them:
//! each marking's pattern in its colour.

use crate::locale::Catalogue;
use crate::palette;
use crate::systems::board::picking::Pattern;
use bevy_egui::egui;

/// What the rings on the board mean, each drawn with its pattern and colour.
pub(super) fn legend(ui: &mut egui::Ui, cat: &Catalogue) {
    ui.horizontal_wrapped(|ui| {
        for (colour, pattern, meaning) in [
            (palette::PLAYABLE, Pattern::Solid, "legend-playable"),
            (palette::LAST_MOVE, Pattern::Dotted, "legend-last-move"),
            (palette::HINT, Pattern::Double, "legend-suggested"),
            (palette::FOCUS, Pattern::Ticks, "legend-focus"),
        ] {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
            legend_ring(ui.painter(), rect.center(), colour, pattern);
            ui.small(cat.t(meaning));
        }
    });
}

/// A ring of the legend, as the board draws it.
fn legend_ring(
    painter: &egui::Painter,
    centre: egui::Pos2,
    colour: palette::Srgb,
    pattern: Pattern,
) {
    let [r, g, b] = colour.map(|c| (c * 255.0) as u8);
    let stroke = egui::Stroke::new(2.0, egui::Color32::from_rgb(r, g, b));
    let at = |a: f32, radius: f32| centre + radius * egui::vec2(a.cos(), a.sin());
    let tau = std::f32::consts::TAU;
    match pattern {
        Pattern::Dotted | Pattern::Dashed => {
            for i in 0..10 {
                let a = i as f32 * tau / 10.0;
                painter.line_segment([at(a, 6.0), at(a + 0.25, 6.0)], stroke);
            }
        }
        Pattern::Double => {
            painter.circle_stroke(centre, 4.0, stroke);
            painter.circle_stroke(centre, 7.5, stroke);
        }
        Pattern::Ticks => {
            painter.circle_stroke(centre, 5.0, stroke);
            for i in 0..4 {
                let a = i as f32 * tau / 4.0 + tau / 8.0;
                painter.line_segment([at(a, 5.0), at(a, 8.5)], stroke);
            }
        }
        Pattern::Solid | Pattern::Crossed => {
            painter.circle_stroke(centre, 6.0, stroke);
        }
    }
}

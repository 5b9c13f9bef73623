//! Words and buttons turned by 180°, for a player on the far side of a
//! touch table (the face-to-face setting).

use bevy_egui::egui;

/// A label turned by 180°, for a player on the far side of the table.
pub(super) fn upside_down(ui: &mut egui::Ui, text: egui::RichText) {
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Body,
    );
    let (rect, _) = ui.allocate_exact_size(galley.size(), egui::Sense::hover());
    let color = ui.visuals().strong_text_color();
    // Turned about its anchor: the text then spans the rectangle from its
    // bottom-right corner.
    ui.painter().add(
        egui::epaint::TextShape::new(rect.max, galley, color).with_angle(std::f32::consts::PI),
    );
}

/// A button whose words are turned by 180°: a rectangle turned about its
/// centre is the same rectangle, so it is clicked like any other.
pub(super) fn turned_button(ui: &mut egui::Ui, text: String) -> egui::Response {
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    let padding = ui.spacing().button_padding;
    let size = galley.size() + 2.0 * padding;
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let visuals = ui.style().interact(&response);
    ui.painter().rect(
        rect,
        visuals.corner_radius,
        visuals.weak_bg_fill,
        visuals.bg_stroke,
        egui::StrokeKind::Inside,
    );
    ui.painter().add(
        egui::epaint::TextShape::new(rect.max - padding, galley, visuals.text_color())
            .with_angle(std::f32::consts::PI),
    );
    response
}

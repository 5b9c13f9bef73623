//! How the screens look and how big their targets are: at a kiosk or once
//! the screen has been touched, every control is at least
//! [`TOUCH_TARGET`] logical pixels in its smaller dimension; high contrast
//! draws text on plain black with strong outlines; the UI scale (100–200 %)
//! zooms everything the screens draw.

use crate::settings::{Kiosk, Settings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The smallest a control may be for a finger, in logical pixels.
pub const TOUCH_TARGET: f32 = 48.0;

/// The screen has been touched: targets grow for fingers from then on.
#[derive(Resource, Default, Debug)]
pub struct TouchSeen(pub bool);

/// What the look depends on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    pub large_targets: bool,
    pub high_contrast: bool,
    pub scale: f32,
}

/// The size of the HUD's body text, in points (the UI scale zooms it): no
/// text of the game is smaller. egui's own small text (9 points) was
/// unreadable in the review, the puzzles and the lessons.
pub const BODY_SIZE: f32 = 13.0;

/// egui's style for a look (its scale is the context's zoom).
pub fn style(look: Look) -> egui::Style {
    let mut style = egui::Style::default();
    for (text_style, font) in style.text_styles.iter_mut() {
        font.size = match text_style {
            egui::TextStyle::Body => BODY_SIZE,
            _ => font.size.max(BODY_SIZE),
        };
    }
    if look.large_targets {
        let spacing = &mut style.spacing;
        spacing.interact_size = egui::vec2(TOUCH_TARGET, TOUCH_TARGET);
        spacing.button_padding = egui::vec2(14.0, 12.0);
        spacing.item_spacing = egui::vec2(10.0, 10.0);
        spacing.icon_width = 28.0;
        spacing.icon_width_inner = 16.0;
        spacing.slider_width = 180.0;
        spacing.combo_height = 400.0;
    }
    if look.high_contrast {
        high_contrast(&mut style.visuals);
    }
    style
}

/// Plain black behind text, white text, strong outlines on every control.
fn high_contrast(visuals: &mut egui::Visuals) {
    let strong = egui::Stroke::new(2.0, egui::Color32::WHITE);
    visuals.override_text_color = Some(egui::Color32::WHITE);
    visuals.panel_fill = egui::Color32::BLACK;
    visuals.window_fill = egui::Color32::BLACK;
    visuals.extreme_bg_color = egui::Color32::BLACK;
    visuals.faint_bg_color = egui::Color32::from_gray(20);
    visuals.window_stroke = strong;
    for widget in [
        &mut visuals.widgets.inactive,
        &mut visuals.widgets.hovered,
        &mut visuals.widgets.active,
        &mut visuals.widgets.open,
    ] {
        widget.bg_stroke = strong;
        widget.bg_fill = egui::Color32::from_gray(30);
        widget.weak_bg_fill = egui::Color32::from_gray(30);
        widget.fg_stroke = strong;
    }
    visuals.widgets.hovered.bg_stroke = egui::Stroke::new(3.0, egui::Color32::YELLOW);
    visuals.selection.bg_fill = egui::Color32::from_rgb(0, 70, 160);
    visuals.selection.stroke = egui::Stroke::new(2.0, egui::Color32::WHITE);
}

/// A touch anywhere makes the targets large.
pub(super) fn notice_touch(touches: Res<Touches>, mut seen: ResMut<TouchSeen>) {
    if !seen.0 && touches.any_just_pressed() {
        seen.0 = true;
    }
}

/// Applies the look whenever it changes.
pub(super) fn apply(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    kiosk: Res<Kiosk>,
    touch: Res<TouchSeen>,
    mut applied: Local<Option<Look>>,
) -> Result {
    let look = Look {
        large_targets: kiosk.on || touch.0,
        high_contrast: settings.high_contrast,
        scale: settings.ui_scale(),
    };
    if *applied == Some(look) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_global_style(style(look));
    ctx.set_zoom_factor(look.scale);
    *applied = Some(look);
    Ok(())
}

/// egui points to the window's logical pixels (the UI scale zooms egui).
pub fn to_window(ctx: &egui::Context, rect: egui::Rect) -> Rect {
    let z = ctx.zoom_factor();
    Rect::new(
        rect.min.x * z,
        rect.min.y * z,
        rect.max.x * z,
        rect.max.y * z,
    )
}

/// The window's logical pixels to egui points.
pub fn to_points(ctx: &egui::Context, p: Vec2) -> egui::Pos2 {
    let z = ctx.zoom_factor();
    egui::pos2(p.x / z, p.y / z)
}

/// The settings for seeing, hearing and moving: high contrast, less
/// motion, spoken captions, the size of the screens (100–200 %).
pub(super) fn access_settings(
    ui: &mut egui::Ui,
    settings: &mut Settings,
    cat: &crate::locale::Catalogue,
) {
    ui.checkbox(&mut settings.high_contrast, cat.t("settings-high-contrast"));
    ui.checkbox(&mut settings.reduce_motion, cat.t("settings-reduce-motion"));
    let spoken = cat.t("settings-spoken-captions");
    ui.checkbox(&mut settings.spoken_captions, spoken);
    ui.horizontal_wrapped(|ui| {
        ui.label(cat.t("settings-ui-scale"));
        for percent in [100, 125, 150, 175, 200] {
            let scale = percent as f32 / 100.0;
            let chosen = (settings.ui_scale() - scale).abs() < 0.01;
            if ui
                .selectable_label(chosen, format!("{percent} %"))
                .clicked()
            {
                settings.ui_scale = scale;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_text_style_is_smaller_than_the_body_in_any_look() {
        for large_targets in [false, true] {
            for high_contrast in [false, true] {
                let look = Look {
                    large_targets,
                    high_contrast,
                    scale: 1.0,
                };
                let style = style(look);
                let body = style.text_styles[&egui::TextStyle::Body].size;
                assert_eq!(body, BODY_SIZE);
                for (text_style, font) in &style.text_styles {
                    assert!(font.size >= BODY_SIZE, "{text_style:?}: {}", font.size);
                }
            }
        }
    }
}

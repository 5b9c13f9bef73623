//! Targets a finger can hit: the screens' real panels, laid out in egui
//! with the kiosk's style at every UI scale, have every control at least
//! [`TOUCH_TARGET`] logical pixels in its smaller dimension. The controls
//! are measured as a screen reader sees them: egui's AccessKit tree gives
//! every clickable widget with its rectangle.

use super::style::{Look, TOUCH_TARGET, style};
use crate::locale::{Catalogue, Lang};
use crate::settings::{Kiosk, Settings};
use crate::states::{Pause, Screen};
use crate::systems::session::{Action, MatchView, ReviewView};
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy_egui::egui;

/// Runs `panel` in a window of 1280×720 logical pixels at `scale`, and
/// returns each clickable widget's label and its size in logical pixels.
fn controls(scale: f32, mut panel: impl FnMut(&mut egui::Ui)) -> Vec<(String, f32, f32)> {
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    ctx.set_global_style(style(Look {
        large_targets: true,
        high_contrast: false,
        scale,
    }));
    ctx.set_zoom_factor(scale);
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 720.0),
        )),
        ..Default::default()
    };
    let mut found = Vec::new();
    // Twice: egui sizes some widgets from the pass before.
    for _ in 0..2 {
        let mut out = ctx.run_ui(input.clone(), |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| panel(ui));
        });
        // No renderer takes the font texture here.
        out.textures_delta.clear();
        let Some(update) = out.platform_output.accesskit_update else {
            continue;
        };
        found = update
            .nodes
            .iter()
            .filter(|(_, node)| node.supports_action(egui::accesskit::Action::Click))
            // Not controls: the test's own scroll bar, and text (which is
            // clickable to select it).
            .filter(|(_, node)| {
                use egui::accesskit::Role;
                !matches!(node.role(), Role::ScrollBar | Role::Label | Role::Unknown)
            })
            .filter_map(|(_, node)| {
                let b = node.bounds()?;
                let label = format!("{:?} {}", node.role(), node.label().unwrap_or_default());
                Some((
                    label,
                    (b.x1 - b.x0) as f32 * scale,
                    (b.y1 - b.y0) as f32 * scale,
                ))
            })
            .collect();
    }
    found
}

fn assert_large(screen: &str, found: &[(String, f32, f32)]) {
    assert!(found.len() >= 3, "{screen}: controls found: {found:?}");
    for (label, w, h) in found {
        assert!(
            w.min(*h) >= TOUCH_TARGET - 0.01,
            "{screen}: {label:?} is {w:.0}×{h:.0} logical px"
        );
    }
}

#[test]
fn every_control_of_the_game_and_the_menu_is_large_enough_at_every_scale() {
    let cat = Catalogue::new(Lang::En);
    let mut world = World::new();
    world.init_resource::<Messages<Action>>();
    world.init_resource::<Messages<AppExit>>();
    world.init_resource::<NextState<Pause>>();
    world.init_resource::<NextState<Screen>>();
    world.init_resource::<super::menu::MenuPage>();
    let view = MatchView {
        undo: true,
        hints: true,
        ..MatchView::default()
    };
    let review = ReviewView {
        active: true,
        total: 3,
        at: 1,
        positions: 4,
        analysed: 4,
        advantage: vec![Some(0.0); 4],
        cap: 24.0,
        ..ReviewView::default()
    };
    let mut writer = SystemState::<MessageWriter<Action>>::new(&mut world);
    let mut menu =
        SystemState::<(ResMut<super::menu::MenuPage>, super::menu::MenuExits)>::new(&mut world);
    for scale in [1.0, 1.5, 2.0] {
        let mut settings = Settings::default();
        let mut actions = writer.get_mut(&mut world).unwrap();
        let hud = controls(scale, |ui| {
            super::hud::controls_panel(ui, &view, &mut settings, &mut actions, &cat)
        });
        assert_large(&format!("the game's panel at {scale}"), &hud);
        let shown = controls(scale, |ui| {
            super::review::panel(ui, false, &review, &mut actions, &cat)
        });
        assert_large(&format!("the review at {scale}"), &shown);
        let (mut page, mut exits) = menu.get_mut(&mut world).unwrap();
        let kiosk = Kiosk { on: true };
        let found = controls(scale, |ui| {
            super::menu::menu_buttons(ui, &mut page, &mut exits, &kiosk, &cat)
        });
        assert_large(&format!("the menu at {scale}"), &found);
    }
}

//! What shows at the pits, over the 3D view: their counts (with their
//! names) and the choices the game's question offers at a pit.

use super::turned::{turned_button, upside_down};
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::settings::Settings;
use crate::systems::board::animation::AnimQueue;
use crate::systems::board::camera::ViewCamera;
use crate::systems::board::picking::HoveredPit;
use crate::systems::session::{Action, MatchView, TableView};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mancala::Side;

/// Screen position of a point on the board, in egui points.
pub(super) fn on_screen(
    ctx: &egui::Context,
    camera: &ViewCamera,
    point: Vec3,
) -> Option<egui::Pos2> {
    let p = camera.world_to_window(point)?;
    Some(super::style::to_points(ctx, p))
}

/// A pit's name on the board: Omweso's letter, Oware's house letter or store.
fn pit_name(game: GameKind, k: u8, cat: &Catalogue) -> String {
    match game.pit_letter(k) {
        Some(letter) => letter.to_string(),
        None => format!("{} ", cat.t("store")),
    }
}

pub(super) fn pit_numbers(
    mut contexts: EguiContexts,
    view: Res<TableView>,
    settings: Res<Settings>,
    hovered: Res<HoveredPit>,
    camera: ViewCamera,
    queue: Res<AnimQueue>,
    cat: Res<Catalogue>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !queue.is_idle() {
        return Ok(());
    }
    let game = view.game;
    for side in Side::BOTH {
        for k in game.pits() {
            if !settings.counts_shown() && hovered.0 != Some((side, k)) {
                continue;
            }
            // Just outside the pit, on its owner's side.
            let towards_owner = if side == Side::South { 0.5 } else { -0.5 };
            let anchor = game.pit_center(side, k) + Vec3::new(0.0, 0.02, towards_owner);
            let Some(pos) = on_screen(ctx, &camera, anchor) else {
                continue;
            };
            egui::Area::new(egui::Id::new(("count", side.index(), k)))
                .fixed_pos(pos - egui::vec2(10.0, 10.0))
                .interactable(false)
                .show(ctx, |ui| {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}{}",
                            pit_name(game, k, &cat),
                            view.counts[side.index()][k as usize]
                        ))
                        .size(14.0)
                        .color(egui::Color32::WHITE)
                        .background_color(
                            egui::Color32::from_black_alpha(if settings.high_contrast {
                                255
                            } else {
                                150
                            }),
                        ),
                    );
                });
        }
    }
    Ok(())
}

/// Buttons at the pit for the question the game asks.
pub(super) fn choices(
    mut contexts: EguiContexts,
    view: Res<MatchView>,
    table: Res<TableView>,
    camera: ViewCamera,
    mut actions: MessageWriter<Action>,
    cat: Res<Catalogue>,
    settings: Res<Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(question) = &view.question else {
        return Ok(());
    };
    // Face to face, North's choices are turned to North: the prompt at
    // North's top (the screen's bottom), each button turned.
    let turned = settings.face_to_face && question.pit.0 == Side::North;
    let (side, k) = question.pit;
    let Some(pos) = on_screen(ctx, &camera, table.game.pit_center(side, k) + Vec3::Y * 0.4) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("choice"))
        .fixed_pos(pos + egui::vec2(-110.0, -110.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                let prompt = egui::RichText::new(cat.text(&question.prompt)).strong();
                if turned {
                    for (label, action) in question.answers.iter().rev() {
                        if turned_button(ui, cat.text(label)).clicked() {
                            actions.write(action.clone());
                        }
                    }
                    upside_down(ui, prompt);
                    return;
                }
                ui.label(prompt);
                for (label, action) in &question.answers {
                    if ui.button(cat.text(label)).clicked() {
                        actions.write(action.clone());
                    }
                }
            });
        });
    Ok(())
}

//! The HUD, one for both games, drawn from the session's [`MatchView`]: the
//! score bar, the side panel (move list, take-backs, settings), the replay
//! bar, the set-up window, the end-of-game banner, the choices at a pit,
//! and the counts on the pits.

use super::layout::{PanelPlace, TOP_BAR, panel_place};
use super::{BRASS, NoticeBoard, root_ui};
use crate::layout::{STORE, Table};
use crate::settings::{AnimSpeed, Quality, Settings};
use crate::states::Pause;
use crate::systems::board::animation::AnimQueue;
use crate::systems::board::camera::FreeArea;
use crate::systems::board::models::AssetProblem;
use crate::systems::board::picking::{HINT, HoveredPit, LAST_MOVE, PLAYABLE};
use crate::systems::session::{Action, MatchView, SetupStyle, TableView};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mancala::Side;

#[allow(clippy::too_many_arguments)]
pub(super) fn hud(
    mut contexts: EguiContexts,
    view: Res<MatchView>,
    mut settings: ResMut<Settings>,
    notices: Res<NoticeBoard>,
    mut actions: MessageWriter<Action>,
    mut pause: ResMut<NextState<Pause>>,
    mut free: ResMut<FreeArea>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    let names = &view.names;
    let window = ctx.viewport_rect().size();
    egui::Panel::top("score")
        .exact_size(TOP_BAR)
        .resizable(false)
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                for side in Side::BOTH {
                    let mover = view.to_move == side && !view.over;
                    let text = format!(
                        "{}{}: {}",
                        if mover { "▶ " } else { "" },
                        names[side.index()],
                        view.scores[side.index()]
                    );
                    let text = egui::RichText::new(text).strong().size(15.0);
                    if side == Side::North && settings.face_to_face {
                        upside_down(ui, text);
                    } else {
                        ui.label(text);
                    }
                    ui.separator();
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("Menu (Esc)").clicked() {
                        pause.set(Pause::Paused);
                    }
                });
            });
        });
    let panel = match panel_place(bevy::math::Vec2::new(window.x, window.y)) {
        PanelPlace::Right(width) => egui::Panel::right("moves").exact_size(width),
        PanelPlace::Bottom(height) => egui::Panel::bottom("moves").exact_size(height),
    };
    let portrait = matches!(
        panel_place(bevy::math::Vec2::new(window.x, window.y)),
        PanelPlace::Bottom(_)
    );
    // A demonstration shows the table, not the controls.
    let demo = view.config.demo;
    let panel = panel.resizable(false);
    if !demo {
        panel.show(&mut root, |ui| {
            if portrait {
                ui.columns(2, |cols| {
                    match_panel(&mut cols[0], &view);
                    controls_panel(&mut cols[1], &view, &mut settings, &mut actions);
                });
            } else {
                match_panel(ui, &view);
                controls_panel(ui, &view, &mut settings, &mut actions);
            }
        });
    }
    let left = root.available_rect_before_wrap();
    let area = Rect::new(left.min.x, left.min.y, left.max.x, left.max.y);
    if free.0 != Some(area) {
        free.0 = Some(area);
    }
    if view.deciding {
        egui::Area::new(egui::Id::new("deciding"))
            .fixed_pos(left.center() + egui::vec2(0.0, -40.0))
            .pivot(egui::Align2::CENTER_CENTER)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(
                            egui::RichText::new("The relay goes on: working out where it ends…")
                                .size(17.0),
                        );
                    });
                });
            });
    } else if let Some(caption) = &view.caption {
        // Over the board's far edge, where it hides nothing.
        egui::Area::new(egui::Id::new("caption"))
            .fixed_pos(left.center_top() + egui::vec2(0.0, 8.0))
            .pivot(egui::Align2::CENTER_TOP)
            .interactable(false)
            .show(ctx, |ui| {
                ui.set_max_width(left.width() - 32.0);
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(egui::RichText::new(caption).size(16.0));
                });
            });
    }
    // Face to face, what is said to North is turned to North.
    show_notice(
        ctx,
        &notices,
        settings.face_to_face && view.to_move == Side::North,
    );
    if let Some((played, ahead)) = view.replay {
        replay_bar(ctx, played, ahead, &mut actions);
    }
    if let Some(arranging) = &view.arranging {
        egui::Window::new("Set-up")
            .resizable(false)
            .anchor(egui::Align2::LEFT_BOTTOM, [16.0, -16.0])
            .show(ctx, |ui| {
                for line in &arranging.lines {
                    ui.label(line);
                }
                if !arranging.human {
                    return;
                }
                ui.label(
                    egui::RichText::new(format!("{} seeds left to place", arranging.left))
                        .size(20.0)
                        .strong(),
                );
                ui.horizontal(|ui| {
                    if ui.button("Standard").clicked() {
                        actions.write(Action::Arrange(SetupStyle::Standard));
                    }
                    if ui.button("Two each").clicked() {
                        actions.write(Action::Arrange(SetupStyle::TwoEach));
                    }
                    if ui.button("Clear").clicked() {
                        actions.write(Action::Arrange(SetupStyle::Custom));
                    }
                    if ui
                        .add_enabled(arranging.left == 0, egui::Button::new("Done"))
                        .clicked()
                    {
                        actions.write(Action::DoneArranging);
                    }
                });
            });
    }
    if let Some(result) = &view.result {
        egui::Window::new("result")
            .title_bar(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, -80.0])
            .show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    ui.heading(egui::RichText::new(&result.title).size(32.0).color(BRASS));
                    if !result.subtitle.is_empty() {
                        ui.label(egui::RichText::new(&result.subtitle).italics().size(18.0));
                    }
                    ui.label(egui::RichText::new(&result.detail).size(19.0));
                    ui.label(&result.match_line);
                    if let Some(winner) = view.match_winner {
                        ui.heading(format!("{} wins the match!", names[winner.index()]));
                    } else if !view.match_over && ui.button("Next game").clicked() {
                        actions.write(Action::NextGame);
                    }
                    if ui.button("New match").clicked() {
                        actions.write(Action::NewMatch(view.config.clone()));
                    }
                });
            });
    }
    Ok(())
}

/// The game: its number and format, whose turn, the clock, the moves.
fn match_panel(ui: &mut egui::Ui, view: &MatchView) {
    ui.heading(format!("Game {}", view.game_number));
    match &view.rules_line {
        Some(line) => ui.small(line),
        None => ui.small(&view.format),
    };
    ui.horizontal(|ui| {
        ui.label(&view.status);
        if view.thinking {
            ui.spinner();
            ui.label("thinking…");
        }
    });
    if let Some(clock) = view.clock {
        let color = if clock < 1.0 {
            egui::Color32::from_rgb(255, 110, 90)
        } else {
            BRASS
        };
        ui.label(
            egui::RichText::new(format!("⏱ {:.1} s", clock.max(0.0)))
                .size(18.0)
                .strong()
                .color(color),
        );
    }
    if let Some(last) = &view.last_move {
        ui.label(last);
    }
    legend(ui);
    ui.separator();
    ui.label("Moves");
    egui::ScrollArea::vertical()
        .max_height((ui.available_height() - 20.0).clamp(60.0, 260.0))
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (i, (side, mv)) in view.moves.iter().enumerate() {
                ui.monospace(format!("{:>3}. {side} {mv}", i + 1));
            }
        });
}

/// What the rings on the board mean, in their colours.
fn legend(ui: &mut egui::Ui) {
    ui.horizontal_wrapped(|ui| {
        for (color, meaning) in [
            (PLAYABLE, "you may play"),
            (LAST_MOVE, "last move"),
            (HINT, "suggested"),
        ] {
            let [r, g, b, _] = color.to_srgba().to_u8_array();
            let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
            ui.painter().circle_stroke(
                rect.center(),
                5.5,
                egui::Stroke::new(2.0, egui::Color32::from_rgb(r, g, b)),
            );
            ui.small(meaning);
        }
    });
}

/// Take-backs and the settings.
fn controls_panel(
    ui: &mut egui::Ui,
    view: &MatchView,
    settings: &mut Settings,
    actions: &mut MessageWriter<Action>,
) {
    if view.undo {
        undo_redo(ui, view.can_redo, actions);
        ui.separator();
    }
    if view.hints {
        if ui.button("Suggest a move (?)").clicked() {
            actions.write(Action::Hint);
        }
        if let Some(hint) = &view.hint {
            ui.label(hint);
        }
        ui.separator();
    }
    settings_ui(ui, settings);
}

/// Take-back buttons; Undo is always clickable, since a refused take-back
/// explains itself.
fn undo_redo(ui: &mut egui::Ui, can_redo: bool, actions: &mut MessageWriter<Action>) {
    ui.horizontal(|ui| {
        if ui.button("⟲ Undo (U)").clicked() {
            actions.write(Action::Undo);
        }
        if ui
            .add_enabled(can_redo, egui::Button::new("Redo (R) ⟳"))
            .clicked()
        {
            actions.write(Action::Redo);
        }
    });
}

/// Steps through a replay: back (undo) and forward (redo).
fn replay_bar(
    ctx: &egui::Context,
    played: usize,
    ahead: usize,
    actions: &mut MessageWriter<Action>,
) {
    egui::Window::new("Replay")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -64.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if ui.button("◀ back (U)").clicked() {
                    actions.write(Action::Undo);
                }
                ui.label(format!("Replay: move {played} of {}", played + ahead));
                if ui.button("forward (R) ▶").clicked() {
                    actions.write(Action::Redo);
                }
            });
        });
}

/// Animation speed, numbers on pits, the camera seat and sound.
fn settings_ui(ui: &mut egui::Ui, settings: &mut Settings) {
    ui.label("Animation");
    ui.horizontal_wrapped(|ui| {
        for speed in AnimSpeed::ALL {
            ui.selectable_value(&mut settings.speed, speed, speed.name());
        }
    });
    ui.checkbox(&mut settings.show_numbers, "Numbers on pits (Tab)");
    ui.horizontal(|ui| {
        ui.label("Seat");
        ui.selectable_value(&mut settings.fixed_seat, None, "mover");
        ui.selectable_value(&mut settings.fixed_seat, Some(Side::South), "South");
        ui.selectable_value(&mut settings.fixed_seat, Some(Side::North), "North");
    });
    ui.checkbox(
        &mut settings.face_to_face,
        "Face to face (North's text turned to North)",
    );
    ui.horizontal(|ui| {
        ui.label("Quality");
        ui.selectable_value(&mut settings.quality, Quality::Auto, "auto");
        ui.selectable_value(&mut settings.quality, Quality::High, "high");
        ui.selectable_value(&mut settings.quality, Quality::Low, "low");
    });
    ui.horizontal(|ui| {
        ui.checkbox(&mut settings.muted, "Mute");
        ui.add_enabled(
            !settings.muted,
            egui::Slider::new(&mut settings.volume, 0.0..=1.0).show_value(false),
        );
    });
}

fn show_notice(ctx: &egui::Context, notices: &NoticeBoard, for_north: bool) {
    if notices.seconds <= 0.0 {
        return;
    }
    let text = egui::RichText::new(&notices.text).size(17.0);
    let (anchor, offset) = if for_north {
        (egui::Align2::CENTER_TOP, [0.0, TOP_BAR + 24.0])
    } else {
        (egui::Align2::CENTER_BOTTOM, [0.0, -24.0])
    };
    egui::Area::new(egui::Id::new("notice"))
        .anchor(anchor, offset)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                if for_north {
                    upside_down(ui, text);
                } else {
                    ui.label(text);
                }
            });
        });
}

/// A label turned by 180°, for a player on the far side of the table.
fn upside_down(ui: &mut egui::Ui, text: egui::RichText) {
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

/// Screen position of a point on the board, in egui points.
fn on_screen(
    camera: &Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    point: Vec3,
) -> Option<egui::Pos2> {
    let (camera, transform) = camera.single().ok()?;
    let p = camera.world_to_viewport(transform, point).ok()?;
    Some(egui::pos2(p.x, p.y))
}

/// A pit's name on the board: Omweso's letter, Oware's house letter or store.
fn pit_name(table: Table, k: u8) -> String {
    match table {
        Table::Omweso => mancala::omweso::letter(k).to_string(),
        Table::Oware if k == STORE => "store ".to_string(),
        Table::Oware => mancala::oware::Move::new(k).map_or_else(String::new, |m| m.to_string()),
    }
}

pub(super) fn pit_numbers(
    mut contexts: EguiContexts,
    view: Res<TableView>,
    settings: Res<Settings>,
    hovered: Res<HoveredPit>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    queue: Res<AnimQueue>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !queue.is_idle() {
        return Ok(());
    }
    let table = view.table;
    for side in Side::BOTH {
        for k in table.pits() {
            if !settings.show_numbers && hovered.0 != Some((side, k)) {
                continue;
            }
            // Just outside the pit, on its owner's side.
            let towards_owner = if side == Side::South { 0.5 } else { -0.5 };
            let anchor = table.pit_center(side, k) + Vec3::new(0.0, 0.02, towards_owner);
            let Some(pos) = on_screen(&camera, anchor) else {
                continue;
            };
            egui::Area::new(egui::Id::new(("count", side.index(), k)))
                .fixed_pos(pos - egui::vec2(10.0, 10.0))
                .interactable(false)
                .show(ctx, |ui| {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}{}",
                            pit_name(table, k),
                            view.counts[side.index()][k as usize]
                        ))
                        .size(14.0)
                        .color(egui::Color32::WHITE)
                        .background_color(egui::Color32::from_black_alpha(150)),
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
    camera: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    mut actions: MessageWriter<Action>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(question) = &view.question else {
        return Ok(());
    };
    let (side, k) = question.pit;
    let Some(pos) = on_screen(&camera, table.table.pit_center(side, k) + Vec3::Y * 0.4) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("choice"))
        .fixed_pos(pos + egui::vec2(-110.0, -110.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(egui::RichText::new(&question.prompt).strong());
                for (label, action) in &question.answers {
                    if ui.button(label).clicked() {
                        actions.write(action.clone());
                    }
                }
            });
        });
    Ok(())
}

pub(super) fn asset_problem(
    mut contexts: EguiContexts,
    problem: Option<Res<AssetProblem>>,
) -> Result {
    let Some(AssetProblem(Some(message))) = problem.as_deref() else {
        return Ok(());
    };
    egui::Window::new("Missing files")
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(message);
        });
    Ok(())
}

//! The HUD, one for both games, drawn from the session's [`MatchView`]: the
//! score bar, the side panel (move list, take-backs, settings), the replay
//! bar, the set-up window, the end-of-game banner, the choices at a pit,
//! and the counts on the pits.

use super::layout::{Panels, TOP_BAR, show_panels, window_size};
use super::turned::{turned_button, upside_down};
use super::{BRASS, NoticeBoard, publish_free_area};
use crate::layout::{STORE, Table};
use crate::locale::Catalogue;
use crate::settings::{AnimSpeed, Quality, Settings};
use crate::states::Pause;
use crate::systems::board::animation::AnimQueue;
use crate::systems::board::camera::{FreeArea, ViewCamera};
use crate::systems::board::models::AssetProblem;
use crate::systems::board::picking::{HINT, HoveredPit, LAST_MOVE, PLAYABLE};
use crate::systems::lessons::{LessonAction, Tutor};
use crate::systems::session::config::side_name;
use crate::systems::session::{Action, MatchView, SetupStyle, TableView};
use crate::text::Text;
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
    cat: Res<Catalogue>,
    tutor: Res<Tutor>,
    mut lesson_requests: MessageWriter<LessonAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = view.names.clone().map(|name| cat.text(&name));
    // A demonstration shows the table, not the controls.
    let panels = Panels::hud(window_size(ctx), view.config.demo);
    let portrait = panels.side_at_bottom();
    let face_to_face = settings.face_to_face;
    let top = |ui: &mut egui::Ui| {
        ui.horizontal(|ui| {
            for side in Side::BOTH {
                let mover = view.to_move == side && !view.over;
                let text = format!(
                    "{}{}: {}",
                    if mover { "▶ " } else { "" },
                    names[side.index()],
                    cat.text(&view.scores[side.index()])
                );
                let text = egui::RichText::new(text).strong().size(15.0);
                if side == Side::North && face_to_face {
                    upside_down(ui, text);
                } else {
                    ui.label(text);
                }
                ui.separator();
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(cat.t("hud-menu")).clicked() {
                    pause.set(Pause::Paused);
                }
            });
        });
    };
    let side = |ui: &mut egui::Ui| {
        if portrait {
            ui.columns(2, |cols| {
                if tutor.current.is_some() {
                    super::lessons::panel(
                        &mut cols[0],
                        &tutor,
                        &cat,
                        &mut lesson_requests,
                        &mut actions,
                    );
                } else {
                    match_panel(&mut cols[0], &view, &cat);
                }
                controls_panel(&mut cols[1], &view, &mut settings, &mut actions, &cat);
            });
        } else if tutor.current.is_some() {
            // A lesson: its words first, the board's legend, settings.
            super::lessons::panel(ui, &tutor, &cat, &mut lesson_requests, &mut actions);
            ui.separator();
            legend(ui, &cat);
            ui.separator();
            settings_ui(ui, &mut settings, &cat);
        } else {
            match_panel(ui, &view, &cat);
            controls_panel(ui, &view, &mut settings, &mut actions, &cat);
        }
    };
    let left = show_panels(ctx, panels, "moves", None, top, side);
    publish_free_area(&mut free, left);
    if let Some(laps) = view.deciding {
        egui::Area::new(egui::Id::new("deciding"))
            .fixed_pos(left.center() + egui::vec2(0.0, -40.0))
            .pivot(egui::Align2::CENTER_CENTER)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.vertical(|ui| {
                            ui.label(egui::RichText::new(cat.t("hud-deciding")).size(17.0));
                            let count = Text::new("hud-laps").str("laps", grouped(laps));
                            ui.label(egui::RichText::new(cat.text(&count)).monospace());
                        });
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
                    ui.label(egui::RichText::new(cat.text(caption)).size(16.0));
                });
            });
    }
    // Face to face, what is said to North is turned to North.
    show_notice(
        ctx,
        &notices,
        settings.face_to_face && view.to_move == Side::North,
        &cat,
    );
    if let Some((played, ahead)) = view.replay {
        replay_bar(ctx, played, ahead, &mut actions, &cat);
    }
    if let Some(arranging) = &view.arranging {
        egui::Window::new(cat.t("setup-title"))
            .id(egui::Id::new("setup window"))
            .resizable(false)
            .anchor(egui::Align2::LEFT_BOTTOM, [16.0, -16.0])
            .show(ctx, |ui| {
                for line in &arranging.lines {
                    ui.label(cat.text(line));
                }
                if !arranging.human {
                    return;
                }
                ui.label(
                    egui::RichText::new(
                        cat.text(&Text::new("setup-left").num("seeds", arranging.left)),
                    )
                    .size(20.0)
                    .strong(),
                );
                ui.horizontal(|ui| {
                    if ui.button(cat.t("setup-button-standard")).clicked() {
                        actions.write(Action::Arrange(SetupStyle::Standard));
                    }
                    if ui.button(cat.t("setup-button-two-each")).clicked() {
                        actions.write(Action::Arrange(SetupStyle::TwoEach));
                    }
                    if ui.button(cat.t("setup-button-clear")).clicked() {
                        actions.write(Action::Arrange(SetupStyle::Custom));
                    }
                    if ui
                        .add_enabled(
                            arranging.left == 0,
                            egui::Button::new(cat.t("setup-button-done")),
                        )
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
                    let title = cat.text(&result.title);
                    ui.heading(egui::RichText::new(title).size(32.0).color(BRASS));
                    if let Some(subtitle) = &result.subtitle {
                        let subtitle = cat.text(subtitle);
                        ui.label(egui::RichText::new(subtitle).italics().size(18.0));
                    }
                    ui.label(egui::RichText::new(cat.text(&result.detail)).size(19.0));
                    ui.label(cat.text(&result.match_line));
                    if let Some(winner) = view.match_winner {
                        let won = Text::new("wins-match")
                            .text("name", view.names[winner.index()].clone());
                        ui.heading(cat.text(&won));
                    } else if !view.match_over && ui.button(cat.t("next-game")).clicked() {
                        actions.write(Action::NextGame);
                    }
                    if ui.button(cat.t("menu-new-match")).clicked() {
                        actions.write(Action::NewMatch(Box::new(view.config.clone())));
                    }
                });
            });
    }
    Ok(())
}

/// The game: its number and format, whose turn, the clock, the moves.
fn match_panel(ui: &mut egui::Ui, view: &MatchView, cat: &Catalogue) {
    ui.heading(cat.text(&Text::new("game-number").num("number", view.game_number)));
    match &view.rules_line {
        Some(line) => ui.small(cat.text(line)),
        None => ui.small(cat.text(&view.format)),
    };
    ui.horizontal(|ui| {
        ui.label(cat.text(&view.status));
        if view.thinking {
            ui.spinner();
            ui.label(cat.t("thinking"));
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
        ui.label(cat.text(last));
    }
    legend(ui, cat);
    ui.separator();
    ui.label(cat.t("moves"));
    egui::ScrollArea::vertical()
        .max_height((ui.available_height() - 20.0).clamp(60.0, 260.0))
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let sides = Side::BOTH.map(|side| cat.text(&side_name(side)));
            for (i, (side, mv)) in view.moves.iter().enumerate() {
                ui.monospace(format!("{:>3}. {} {mv}", i + 1, sides[side.index()]));
            }
        });
}

/// What the rings on the board mean, in their colours.
fn legend(ui: &mut egui::Ui, cat: &Catalogue) {
    ui.horizontal_wrapped(|ui| {
        for (color, meaning) in [
            (PLAYABLE, "legend-playable"),
            (LAST_MOVE, "legend-last-move"),
            (HINT, "legend-suggested"),
        ] {
            let [r, g, b, _] = color.to_srgba().to_u8_array();
            let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
            ui.painter().circle_stroke(
                rect.center(),
                5.5,
                egui::Stroke::new(2.0, egui::Color32::from_rgb(r, g, b)),
            );
            ui.small(cat.t(meaning));
        }
    });
}

/// Take-backs and the settings.
fn controls_panel(
    ui: &mut egui::Ui,
    view: &MatchView,
    settings: &mut Settings,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    if view.undo {
        undo_redo(ui, view.can_redo, actions, cat);
        ui.separator();
    }
    if view.hints {
        if ui.button(cat.t("suggest-move")).clicked() {
            actions.write(Action::Hint);
        }
        if let Some(hint) = &view.hint {
            ui.label(cat.text(hint));
        }
        ui.separator();
    }
    settings_ui(ui, settings, cat);
}

/// Take-back buttons; Undo is always clickable, since a refused take-back
/// explains itself.
fn undo_redo(
    ui: &mut egui::Ui,
    can_redo: bool,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    ui.horizontal(|ui| {
        if ui.button(cat.t("undo")).clicked() {
            actions.write(Action::Undo);
        }
        if ui
            .add_enabled(can_redo, egui::Button::new(cat.t("redo")))
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
    cat: &Catalogue,
) {
    egui::Window::new("replay")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -64.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if ui.button(cat.t("replay-back")).clicked() {
                    actions.write(Action::Undo);
                }
                let where_ = Text::new("replay-where")
                    .num("played", played)
                    .num("total", played + ahead);
                ui.label(cat.text(&where_));
                if ui.button(cat.t("replay-forward")).clicked() {
                    actions.write(Action::Redo);
                }
            });
        });
}

/// Animation speed, numbers on pits, the camera seat and sound.
fn settings_ui(ui: &mut egui::Ui, settings: &mut Settings, cat: &Catalogue) {
    ui.label(cat.t("settings-animation"));
    ui.horizontal_wrapped(|ui| {
        for speed in AnimSpeed::ALL {
            ui.selectable_value(&mut settings.speed, speed, cat.t(speed.name()));
        }
    });
    ui.checkbox(&mut settings.show_numbers, cat.t("settings-numbers"));
    ui.horizontal_wrapped(|ui| {
        ui.label(cat.t("settings-seat"));
        ui.selectable_value(&mut settings.fixed_seat, None, cat.t("settings-seat-mover"));
        for side in Side::BOTH {
            let name = cat.text(&side_name(side));
            ui.selectable_value(&mut settings.fixed_seat, Some(side), name);
        }
    });
    ui.checkbox(&mut settings.face_to_face, cat.t("settings-face-to-face"));
    ui.horizontal_wrapped(|ui| {
        ui.label(cat.t("settings-quality"));
        ui.selectable_value(&mut settings.quality, Quality::Auto, cat.t("quality-auto"));
        ui.selectable_value(&mut settings.quality, Quality::High, cat.t("quality-high"));
        ui.selectable_value(&mut settings.quality, Quality::Low, cat.t("quality-low"));
    });
    super::language_picker(ui, settings, cat);
    ui.horizontal(|ui| {
        ui.checkbox(&mut settings.muted, cat.t("settings-mute"));
        ui.add_enabled(
            !settings.muted,
            egui::Slider::new(&mut settings.volume, 0.0..=1.0).show_value(false),
        );
    });
}

fn show_notice(ctx: &egui::Context, notices: &NoticeBoard, for_north: bool, cat: &Catalogue) {
    if notices.seconds <= 0.0 {
        return;
    }
    let text = egui::RichText::new(cat.text(&notices.text)).size(17.0);
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

/// 70425284 → "70 425 284" (narrow no-break spaces: read in every language).
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{202F}');
        }
        out.push(c);
    }
    out
}

/// Screen position of a point on the board, in egui points.
fn on_screen(camera: &ViewCamera, point: Vec3) -> Option<egui::Pos2> {
    let p = camera.world_to_window(point)?;
    Some(egui::pos2(p.x, p.y))
}

/// A pit's name on the board: Omweso's letter, Oware's house letter or store.
fn pit_name(table: Table, k: u8, cat: &Catalogue) -> String {
    match table {
        Table::Omweso => mancala::omweso::letter(k).to_string(),
        Table::Oware if k == STORE => format!("{} ", cat.t("store")),
        Table::Oware => mancala::oware::Move::new(k).map_or_else(String::new, |m| m.to_string()),
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
                            pit_name(table, k, &cat),
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
    let Some(pos) = on_screen(&camera, table.table.pit_center(side, k) + Vec3::Y * 0.4) else {
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

pub(super) fn asset_problem(
    mut contexts: EguiContexts,
    problem: Option<Res<AssetProblem>>,
    cat: Res<Catalogue>,
) -> Result {
    let Some(AssetProblem(Some(message))) = problem.as_deref() else {
        return Ok(());
    };
    egui::Window::new(cat.t("asset-missing-title"))
        .id(egui::Id::new("missing files"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(cat.text(message));
        });
    Ok(())
}

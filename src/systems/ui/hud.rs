//! The HUD, one for both games, drawn from the session's [`MatchView`]: the
//! score bar, the side panel (move list, take-backs, settings), the replay
//! bar, the set-up window, the end-of-game banner (the choices at a pit and
//! the counts on the pits are in [`super::pits`]).

use super::layout::{Panels, TOP_BAR, show_panels, window_size};
use super::turned::upside_down;
use super::{BRASS, NoticeBoard, publish_free_area};
use crate::locale::Catalogue;
use crate::settings::Settings;
use crate::states::Pause;
use crate::systems::board::camera::FreeArea;
use crate::systems::board::models::AssetProblem;
use crate::systems::lessons::puzzles::{PuzzleAction, Solver};
use crate::systems::lessons::{LessonAction, Tutor};
use crate::systems::session::view::{ArrangingView, ResultView};
use crate::systems::session::{Action, MatchView, Notice, ReviewView, SetupStyle, TableView};
use crate::text::Text;
use crate::text::side_name;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mancala::Side;

/// What the HUD shows: the match, the lesson, the latest notice, and the
/// words for them in the player's language.
#[derive(SystemParam)]
pub(super) struct HudShown<'w> {
    view: Res<'w, MatchView>,
    table: Res<'w, TableView>,
    review: Res<'w, ReviewView>,
    tutor: Res<'w, Tutor>,
    solver: Res<'w, Solver>,
    notices: Res<'w, NoticeBoard>,
    cat: Res<'w, Catalogue>,
}

/// What the HUD's controls change: the settings, the match and the lesson.
#[derive(SystemParam)]
pub(super) struct HudControls<'w> {
    settings: ResMut<'w, Settings>,
    actions: MessageWriter<'w, Action>,
    lessons: MessageWriter<'w, LessonAction>,
    puzzles: MessageWriter<'w, PuzzleAction>,
    notices: MessageWriter<'w, Notice>,
}

/// The HUD: its panels, then what shows over the board.
pub(super) fn hud(
    mut contexts: EguiContexts,
    shown: HudShown,
    mut controls: HudControls,
    mut pause: ResMut<NextState<Pause>>,
    mut free: ResMut<FreeArea>,
    time: Res<Time<Real>>,
    mut laps_shown: Local<(f32, u64)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let panels = Panels::hud(window_size(ctx), shown.view.config.demonstration);
    let face_to_face = controls.settings.face_to_face;
    let left = show_panels(
        ctx,
        panels,
        "moves",
        None,
        |ui| score_bar(ui, &shown, face_to_face, &mut pause),
        |ui| scrolling_side_panel(ui, panels.side_at_bottom(), &shown, &mut controls),
    );
    publish_free_area(&mut free, ctx, left);
    let (view, cat) = (&shown.view, &shown.cat);
    if let Some(laps) = view.deciding {
        deciding(
            ctx,
            left,
            slowly(&mut laps_shown, time.elapsed_secs(), laps),
            cat,
        );
    } else if let Some(caption) = &view.caption {
        move_caption(ctx, left, caption, cat);
    }
    // Face to face, what is said to North is turned to North.
    let for_north = controls.settings.face_to_face && view.to_move == Side::North;
    show_notice(ctx, &shown.notices, for_north, cat);
    let actions = &mut controls.actions;
    if let Some((played, ahead)) = view.replay
        && !shown.review.active
    {
        replay_bar(ctx, played, ahead, actions, cat);
    }
    if let Some(arranging) = &view.arranging {
        setup_window(ctx, arranging, actions, cat);
    }
    // A puzzle's panel says how it ended.
    if let Some(result) = view
        .result
        .as_ref()
        .filter(|_| shown.solver.current.is_none())
    {
        result_banner(ctx, view, &shown.review, result, actions, cat);
    }
    Ok(())
}

/// The score bar: each side's points, the mover's marked (face to face,
/// North's turned to North), and the menu's button.
fn score_bar(
    ui: &mut egui::Ui,
    shown: &HudShown,
    face_to_face: bool,
    pause: &mut ResMut<NextState<Pause>>,
) {
    let (view, cat) = (&shown.view, &shown.cat);
    let names = view.names.clone().map(|name| cat.text(&name));
    // The menu's button first, at the right, so that long scores (large
    // text, a narrow window) shorten rather than push it off the bar.
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        if ui.button(cat.t("hud-menu")).clicked() {
            pause.set(Pause::Paused);
        }
        ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
            let each = (ui.available_width() / 2.0 - 12.0).max(60.0);
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
                    // Shortened with "…" when it does not fit; the whole
                    // line shows on hover.
                    ui.scope(|ui| {
                        ui.set_max_width(each);
                        ui.add(egui::Label::new(text).truncate());
                    });
                }
                ui.separator();
            }
        });
    });
}

/// The count shown, changed at most twice a second: nothing flashes.
fn slowly(shown: &mut (f32, u64), now: f32, count: u64) -> u64 {
    if now - shown.0 >= 0.5 || count < shown.1 {
        *shown = (now, count);
    }
    shown.1
}

/// The side panel, scrolling when large text fills it (the review scrolls
/// its own move list).
fn scrolling_side_panel(
    ui: &mut egui::Ui,
    at_bottom: bool,
    shown: &HudShown,
    controls: &mut HudControls,
) {
    if shown.review.active {
        side_panel(ui, at_bottom, shown, controls);
    } else {
        egui::ScrollArea::vertical()
            .id_salt("side panel")
            .show(ui, |ui| side_panel(ui, at_bottom, shown, controls));
    }
}

/// The side panel: the lesson's words or the game's, and the controls;
/// in two columns when it runs along the bottom.
fn side_panel(ui: &mut egui::Ui, at_bottom: bool, shown: &HudShown, controls: &mut HudControls) {
    let (view, tutor, cat) = (&shown.view, &shown.tutor, &shown.cat);
    let HudControls {
        settings,
        actions,
        lessons,
        puzzles,
        notices,
    } = controls;
    super::access::describe_button(ui, &shown.table, view, settings, cat, notices);
    if shown.solver.current.is_some() {
        super::puzzles::panel(ui, &shown.solver, settings, cat, puzzles);
    } else if shown.review.active {
        super::review::panel(ui, at_bottom, &shown.review, actions, cat);
    } else if at_bottom {
        ui.columns(2, |cols| {
            if tutor.current.is_some() {
                super::lessons::panel(&mut cols[0], tutor, cat, lessons, actions);
            } else {
                match_panel(&mut cols[0], view, cat);
            }
            controls_panel(&mut cols[1], view, settings, actions, cat);
        });
    } else if tutor.current.is_some() {
        // A lesson: its words first, the board's legend, settings.
        super::lessons::panel(ui, tutor, cat, lessons, actions);
        ui.separator();
        super::legend::legend(ui, cat);
        ui.separator();
        super::settings::settings_ui(ui, settings, cat);
    } else {
        match_panel(ui, view, cat);
        controls_panel(ui, view, settings, actions, cat);
    }
}

/// Over the board while the computer decides a long move: the laps it
/// has counted so far.
fn deciding(ctx: &egui::Context, left: egui::Rect, laps: u64, cat: &Catalogue) {
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
}

/// What the move being shown does, over the board's far edge, where it
/// hides nothing.
fn move_caption(ctx: &egui::Context, left: egui::Rect, caption: &Text, cat: &Catalogue) {
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

/// The set-up window: what the arranging player is to do and, for a
/// person, the seeds left and the ways to lay them.
fn setup_window(
    ctx: &egui::Context,
    arranging: &ArrangingView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
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
            ui.horizontal_wrapped(|ui| setup_buttons(ui, arranging, actions, cat));
        });
}

/// The set-up's buttons: lay the standard way, two each, fours in the
/// inner row, the opponent's arrangement (arranging second), clear, undo,
/// done (once every seed is laid). Tab reaches each.
fn setup_buttons(
    ui: &mut egui::Ui,
    arranging: &ArrangingView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    let fills = [
        (
            "setup-button-standard",
            Action::Arrange(SetupStyle::Standard),
        ),
        (
            "setup-button-two-each",
            Action::Arrange(SetupStyle::TwoEach),
        ),
        ("setup-button-inner", Action::FillInnerRow),
    ];
    for (key, action) in fills {
        if ui.button(cat.t(key)).clicked() {
            actions.write(action);
        }
    }
    let mirror = egui::Button::new(cat.t("setup-button-mirror"));
    if ui.add_enabled(arranging.can_mirror, mirror).clicked() {
        actions.write(Action::MirrorArrangement);
    }
    if ui.button(cat.t("setup-button-clear")).clicked() {
        actions.write(Action::Arrange(SetupStyle::Custom));
    }
    let undo = egui::Button::new(cat.t("setup-button-undo"));
    if ui.add_enabled(arranging.can_undo, undo).clicked() {
        actions.write(Action::UndoArranging);
    }
    let done = egui::Button::new(cat.t("setup-button-done"));
    if ui.add_enabled(arranging.left == 0, done).clicked() {
        actions.write(Action::DoneArranging);
    }
}

/// The banner at the end of a game: who won and how, the match so far,
/// and the way on.
fn result_banner(
    ctx: &egui::Context,
    view: &MatchView,
    review: &ReviewView,
    result: &ResultView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
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
                if let Some(known) = &result.known {
                    ui.label(cat.text(known));
                }
                if review.active {
                    review_banner_buttons(ui, review, actions, cat);
                    return;
                }
                if ui.button(cat.t("review-this-game")).clicked() {
                    actions.write(Action::ReviewGame);
                }
                if let Some(winner) = view.match_winner {
                    let won =
                        Text::new("wins-match").text("name", view.names[winner.index()].clone());
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

/// The end banner in a review: back to the game from a move tried, or
/// the review's own way on.
fn review_banner_buttons(
    ui: &mut egui::Ui,
    review: &ReviewView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    if review.branching {
        if ui.button(cat.t("review-back-to-game")).clicked() {
            actions.write(Action::BackToGame);
        }
    } else if ui.button(cat.t("review-first")).clicked() {
        actions.write(Action::Seek(0));
    }
}

/// The game: its number and format, whose turn, the clock, the moves.
fn match_panel(ui: &mut egui::Ui, view: &MatchView, cat: &Catalogue) {
    ui.heading(cat.text(&Text::new("game-number").num("number", view.game_number)));
    match &view.rules_line {
        Some(line) => ui.small(cat.text(line)),
        None => ui.small(cat.text(&view.format)),
    };
    if let Some(known) = &view.known {
        ui.small(cat.text(known));
    }
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
            // Whole seconds: the count changes once a second.
            egui::RichText::new(format!("⏱ {} s", clock.max(0.0).ceil()))
                .size(18.0)
                .strong()
                .color(color),
        );
    }
    if let Some(last) = &view.last_move {
        ui.label(cat.text(last));
    }
    super::legend::legend(ui, cat);
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

/// Take-backs and the settings.
pub(super) fn controls_panel(
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
    super::settings::settings_ui(ui, settings, cat);
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

/// What the player must know about the files (one that could not be read,
/// a save that could not be written), over every screen until dismissed.
pub(super) fn file_problems(
    mut contexts: EguiContexts,
    mut problems: ResMut<crate::systems::persistence::FileProblems>,
    cat: Res<Catalogue>,
) -> Result {
    if problems.shown.is_empty() {
        return Ok(());
    }
    let mut dismissed = false;
    egui::Window::new(cat.t("files-title"))
        .id(egui::Id::new("file problems"))
        .collapsible(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 110.0])
        .show(contexts.ctx_mut()?, |ui| {
            for problem in &problems.shown {
                ui.label(cat.text(problem));
            }
            dismissed = ui.button(cat.t("files-dismiss")).clicked();
        });
    if dismissed {
        problems.shown.clear();
    }
    Ok(())
}

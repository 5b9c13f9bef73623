//! The puzzles on screen: the list (from the title's "Puzzles") with the
//! player's progress, and during a puzzle the panel that asks, gives the
//! hints, says why a wrong move fails, and leads on.

use super::BRASS;
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::settings::Settings;
use crate::systems::lessons::puzzles::{PuzzleAction, PuzzleState, Solver, collection};
use crate::text::Text;
use bevy::prelude::*;
use bevy_egui::egui;
use mancala::puzzles::Puzzle;

/// Its difficulty as stars: ★☆☆ to ★★★.
fn stars(puzzle: &Puzzle) -> String {
    let n = puzzle.difficulty.clamp(1, 3) as usize;
    format!("{}{}", "★".repeat(n), "☆".repeat(3 - n))
}

/// What the puzzle asks, by its theme.
fn ask(puzzle: &Puzzle) -> Text {
    Text::new(format!("puzzle-ask-{}", puzzle.theme.name()))
        .num("moves", puzzle.solution.len().div_ceil(2))
}

fn progress(game: GameKind, settings: &Settings) -> Text {
    let all = collection(game);
    let solved = all
        .iter()
        .filter(|p| settings.puzzles_solved.contains(&p.id))
        .count();
    Text::new("puzzles-progress")
        .num("solved", solved)
        .num("total", all.len())
        .num("streak", settings.puzzle_streak)
}

/// The puzzles of a game: the progress, the next one to solve, and each
/// with its stars and a tick once solved.
pub(super) fn list_window(
    ctx: &egui::Context,
    (game, height): (GameKind, f32),
    open: &mut bool,
    settings: &Settings,
    cat: &Catalogue,
    requests: &mut MessageWriter<PuzzleAction>,
) {
    super::top_right_window(cat.t("puzzles-title"), "puzzles", 460.0)
        .open(open)
        .show(ctx, |ui| {
            ui.label(cat.t("puzzles-intro"));
            ui.label(egui::RichText::new(cat.text(&progress(game, settings))).color(BRASS));
            egui::ScrollArea::vertical()
                .max_height((height - 200.0).max(120.0))
                .show(ui, |ui| {
                    for (n, puzzle) in collection(game).iter().enumerate() {
                        let done = settings.puzzles_solved.contains(&puzzle.id);
                        let label = format!(
                            "{} {}. {} {}",
                            if done { "✔" } else { "○" },
                            n + 1,
                            stars(puzzle),
                            cat.text(&ask(puzzle))
                        );
                        let button = egui::Button::new(label).min_size(egui::vec2(400.0, 48.0));
                        if ui.add(button).clicked() {
                            requests.write(PuzzleAction::Open(game, n));
                        }
                    }
                });
        });
}

/// The puzzle's panel: its number and stars, what it asks, the hints, and
/// what came of the last move with the way on.
pub(super) fn panel(
    ui: &mut egui::Ui,
    solver: &Solver,
    settings: &Settings,
    cat: &Catalogue,
    requests: &mut MessageWriter<PuzzleAction>,
) {
    let (Some(puzzle), Some((game, n))) = (solver.puzzle(), solver.current) else {
        return;
    };
    let title = if solver.of_the_day {
        "puzzle-of-the-day"
    } else {
        "puzzles-title"
    };
    ui.heading(egui::RichText::new(cat.t(title)).color(BRASS));
    let number = Text::new("puzzle-number")
        .num("number", n + 1)
        .num("total", collection(game).len())
        .str("stars", stars(puzzle));
    ui.small(cat.text(&number));
    ui.label(egui::RichText::new(cat.text(&ask(puzzle))).size(17.0));
    if solver.hints >= 1 {
        let theme = Text::new(format!("puzzle-hint-{}", puzzle.theme.name()));
        ui.label(egui::RichText::new(cat.text(&theme)).italics());
    }
    if solver.hints >= 2 {
        ui.label(egui::RichText::new(cat.t("puzzle-hint-pit")).italics());
    }
    outcome(ui, &solver.state, puzzle, cat);
    buttons(ui, solver, cat, requests);
    ui.separator();
    ui.small(cat.text(&progress(game, settings)));
}

/// What came of the last move.
fn outcome(ui: &mut egui::Ui, state: &PuzzleState, puzzle: &Puzzle, cat: &Catalogue) {
    match state {
        PuzzleState::Solving => {}
        PuzzleState::Refuting => {
            ui.spinner();
        }
        PuzzleState::Refuted(words) => {
            ui.label(egui::RichText::new(format!("✘ {}", cat.text(words))).size(16.0));
        }
        PuzzleState::Solved => {
            let move_ = puzzle.solution.first().cloned().unwrap_or_default();
            let solved = Text::new("puzzle-solved").str("move", move_);
            ui.label(
                egui::RichText::new(format!("✔ {}", cat.text(&solved)))
                    .size(18.0)
                    .color(BRASS),
            );
        }
    }
}

fn buttons(
    ui: &mut egui::Ui,
    solver: &Solver,
    cat: &Catalogue,
    requests: &mut MessageWriter<PuzzleAction>,
) {
    let big = |text: String| egui::Button::new(text).min_size(egui::vec2(96.0, 48.0));
    ui.horizontal_wrapped(|ui| {
        let solving = solver.state == PuzzleState::Solving;
        if solving && solver.hints < 2 && ui.add(big(cat.t("puzzle-hint"))).clicked() {
            requests.write(PuzzleAction::Hint);
        }
        if matches!(solver.state, PuzzleState::Refuted(_))
            && ui.add(big(cat.t("puzzle-retry"))).clicked()
        {
            requests.write(PuzzleAction::Retry);
        }
        if !solver.of_the_day && ui.add(big(cat.t("puzzle-next"))).clicked() {
            requests.write(PuzzleAction::Next);
        }
        if ui.add(big(cat.t("puzzle-leave"))).clicked() {
            requests.write(PuzzleAction::Leave);
        }
    });
}

//! Oware's puzzles: the rules options, and what big-capture and
//! avoid-grand-slam claim of a move.

use super::prove::{PuzzleGame, Root, big_capture_claim, rules_diff, rules_from_diff};
use super::{ProofLimits, Theme};
use crate::ai::Level;
use crate::game::Oware;
use crate::games::GameId;
use crate::oware::{GrandSlamEffect, Move, Position, Rules};
use serde_json::{Map, Value};

impl PuzzleGame for Oware {
    const GAME: GameId = GameId::Oware;
    const BIG_CAPTURE: i32 = 6;
    const LEAD: i32 = 400;
    /// Six moves each: Oware's losses lie further off than Omweso's.
    const LIMITS: ProofLimits = ProofLimits {
        depth: 12,
        nodes: 2_000_000,
    };

    fn rules_to_map(rules: &Rules) -> Map<String, Value> {
        rules_diff(rules)
    }

    fn rules_from_map(map: &Map<String, Value>) -> Result<Rules, String> {
        rules_from_diff(map)
    }

    fn claim(theme: Theme, root: &Root<'_, Oware>, solution: usize) -> Result<(), String> {
        match theme {
            Theme::AvoidGrandSlam => avoids_grand_slam(root, solution),
            Theme::BigCapture => big_capture_claim(root, solution),
            _ => Ok(()),
        }
    }

    const PAIRS: &'static [(Level, Level)] = &[
        (Level::Beginner, Level::Casual),
        (Level::Casual, Level::Intermediate),
        (Level::Intermediate, Level::Expert),
        (Level::Beginner, Level::Intermediate),
        (Level::Casual, Level::Expert),
        (Level::Expert, Level::Expert),
    ];

    fn game_start(_index: u32) -> (crate::oware::Rules, crate::oware::Position) {
        (
            crate::oware::Rules::default(),
            crate::oware::Position::start(),
        )
    }
}

/// The seeds `mv` would have taken if it is a grand slam that the rules
/// make capture nothing.
pub(crate) fn forfeited_grand_slam(position: &Position, rules: &Rules, mv: Move) -> Option<u8> {
    let played = position.play(rules, mv).ok()?;
    (played.trace.grand_slam == Some(GrandSlamEffect::Forfeited))
        .then(|| played.position.row_total(position.side().opponent()))
}

/// The solution is no grand slam, and another move is one that would have
/// taken at least as many seeds as the solution captures: the tempting
/// move that takes nothing.
fn avoids_grand_slam(root: &Root<'_, Oware>, solution: usize) -> Result<(), String> {
    let forfeits = |i: usize| forfeited_grand_slam(&root.position, root.rules, root.child(i).mv);
    let sol = root.child(solution);
    if forfeits(solution).is_some() {
        return Err(format!("the solution {} is itself a grand slam", sol.mv));
    }
    let tempting = (0..root.scores.len())
        .filter(|&i| i != solution)
        .filter_map(|i| forfeits(i).map(|seeds| (root.child(i).mv, seeds)))
        .max_by_key(|&(_, seeds)| seeds);
    match tempting {
        None => Err("no other move is a grand slam".into()),
        Some((mv, seeds)) if i32::from(seeds) < sol.gain => Err(format!(
            "the grand slam {mv} would take {seeds} seeds, fewer than the solution captures ({})",
            sol.gain
        )),
        Some(_) => Ok(()),
    }
}

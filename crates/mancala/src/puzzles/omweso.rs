//! Omweso's puzzles: the rules options, and what win-now and big-capture
//! claim of a move.

use super::prove::{PuzzleGame, Root, big_capture_claim, rules_diff, rules_from_diff};
use super::{ProofLimits, Theme};
use crate::ai::Level;
use crate::game::Omweso;
use crate::games::GameId;
use crate::omweso::Rules;
use serde_json::{Map, Value};

impl PuzzleGame for Omweso {
    const GAME: GameId = GameId::Omweso;
    const BIG_CAPTURE: i32 = 12;
    const LEAD: i32 = 400;
    /// Four moves each: Omweso games are short, so a loss is often that
    /// near; the node budget keeps the re-proving test short.
    const LIMITS: ProofLimits = ProofLimits {
        depth: 8,
        nodes: 2_000_000,
    };

    fn rules_to_map(rules: &Rules) -> Map<String, Value> {
        rules_diff(rules)
    }

    fn rules_from_map(map: &Map<String, Value>) -> Result<Rules, String> {
        let rules: Rules = rules_from_diff(map)?;
        rules.validate().map_err(|e| e.to_string())?;
        Ok(rules)
    }

    fn claim(theme: Theme, root: &Root<'_, Omweso>, solution: usize) -> Result<(), String> {
        match theme {
            Theme::WinNow => wins_now(root, solution),
            Theme::BigCapture => big_capture_claim(root, solution),
            _ => Ok(()),
        }
    }

    const PAIRS: &'static [(Level, Level)] = &[
        (Level::Beginner, Level::Casual),
        (Level::Casual, Level::Intermediate),
        (Level::Intermediate, Level::Expert),
        (Level::Expert, Level::Expert),
        (Level::Casual, Level::Expert),
        (Level::Beginner, Level::Intermediate),
    ];

    /// Every fourth game with akakyala (so that its wins come up), every
    /// third from the two-each set-up.
    fn game_start(index: u32) -> (crate::omweso::Rules, crate::omweso::Position) {
        let rules = crate::omweso::Rules {
            akakyala: index % 4 == 3,
            ..crate::omweso::Rules::default()
        };
        let start = if index % 3 == 2 {
            crate::omweso::Position::from_arrangements([2; 16], [2; 16], crate::Side::South)
        } else {
            crate::omweso::Position::start()
        };
        (rules, start)
    }
}

/// The move ends the game this very move with the mover winning, and the
/// position it leaves is not a third occurrence (which annuls the game
/// before any win counts).
fn wins_now(root: &Root<'_, Omweso>, solution: usize) -> Result<(), String> {
    let child = root.child(solution);
    let mover = root.position.side();
    match child.outcome {
        Some(o) if o.winner == Some(mover) => {}
        Some(o) => {
            return Err(format!(
                "{} ends the game without the mover winning ({o})",
                child.mv
            ));
        }
        None => return Err(format!("{} does not end the game", child.mv)),
    }
    let occurrences = root
        .history
        .iter()
        .chain(std::iter::once(&root.position))
        .filter(|p| Omweso::repetition_hash(p) == child.rep)
        .count();
    if occurrences >= 2 {
        return Err(format!(
            "{} leaves a position seen twice before: the game is annulled",
            child.mv
        ));
    }
    Ok(())
}

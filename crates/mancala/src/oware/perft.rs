//! Move-path counting and random playouts: engine checks and benchmarks.

use super::record::Repetitions;
use super::{EndReason, Move, Outcome, Position, Rules};
use rand::Rng;

/// The number of move sequences of exactly `depth` moves from `position`;
/// a game that ends earlier (25+ or no legal move) contributes nothing, and
/// depth 0 counts 1. Repetition needs history and is not applied.
///
/// Copy-make with no heap allocation; the last ply is counted in bulk from
/// the legal-move mask instead of being played. `None` when `depth` exceeds
/// [`crate::MAX_PERFT_DEPTH`].
pub fn perft(position: &Position, rules: &Rules, depth: u32) -> Option<u64> {
    (depth <= crate::MAX_PERFT_DEPTH).then(|| perft_unchecked(position, rules, depth))
}

fn perft_unchecked(position: &Position, rules: &Rules, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => u64::from(position.legal_moves_mask().count_ones()),
        _ => Move::from_mask(position.legal_moves_mask())
            .map(|mv| perft_unchecked(&position.apply_unchecked(rules, mv), rules, depth - 1))
            .sum(),
    }
}

/// [`perft`] split by first move, `a` first, for finding where two engines
/// disagree.
/// Empty at depth 0 and beyond [`crate::MAX_PERFT_DEPTH`].
pub fn perft_divide(position: &Position, rules: &Rules, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 || depth > crate::MAX_PERFT_DEPTH {
        return Vec::new();
    }
    Move::from_mask(position.legal_moves_mask())
        .map(|mv| {
            (
                mv,
                perft_unchecked(&position.apply_unchecked(rules, mv), rules, depth - 1),
            )
        })
        .collect()
}

/// How a random playout went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutStats {
    /// Moves played.
    pub turns: u32,
    /// How the game ended.
    pub outcome: Outcome,
}

/// Plays uniformly random legal moves from `start` until the game ends, by
/// every rule including repetition. Repetition is what guarantees the end:
/// between two captures no position can occur twice, and each capture takes
/// at least 2 of the 48 seeds. (A repeated position did not end the game
/// the first time, so it is never also over by 25+ or no legal move.)
pub fn random_playout(
    start: &Position,
    rules: &Rules,
    rng: &mut (impl Rng + ?Sized),
) -> PlayoutStats {
    let mut position = *start;
    let mut repetitions = Repetitions::new(position);
    let mut turns = 0;
    loop {
        if let Some(outcome) = position.outcome(rules) {
            return PlayoutStats { turns, outcome };
        }
        let mask = position.legal_moves_mask();
        let pick = rng.random_range(0..mask.count_ones());
        // `pick` < the number of set bits, so `nth` always finds one.
        let mv = Move::from_mask(mask)
            .nth(pick as usize)
            .unwrap_or(Move::ALL[0]);
        position = position.apply_unchecked(rules, mv);
        turns += 1;
        if repetitions.repeated(position) {
            let outcome = position.settle(EndReason::Repetition);
            return PlayoutStats { turns, outcome };
        }
    }
}

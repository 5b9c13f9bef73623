//! Where each pair of a match starts: the set-up, then random opening
//! moves drawn from the match's seed, and for matches that ask for it an
//! opening no earlier pair played.

use super::{MatchOptions, Seat};
use crate::ai::SearchLimits;
use crate::ai::search::Searcher;
use crate::ai::{Searchable, Strategy};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// The search that rates a pair's random opening moves (see
/// [`Game::OPENING_MARGIN`]).
const OPENING_LIMITS: SearchLimits = SearchLimits {
    movetime: None,
    nodes: Some(100_000),
    depth: None,
};

/// Where a pair of games starts: the position the players take over from
/// and the moves before it (set-up and random opening moves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening<G: Searchable> {
    pub history: Vec<G::Position>,
    pub start: G::Position,
}

/// The opening of pair `pair` of a match: its set-up (`seats`: South's and
/// North's players, for custom set-ups), then `options.random_moves` random
/// moves, for Oware among those a search rates nearly best (see
/// [`Game::OPENING_MARGIN`]).
pub fn opening<G: Searchable>(
    rules: &G::Rules,
    options: &MatchOptions,
    pair: u32,
    seats: [Seat; 2],
    opener: &mut Searcher<G>,
) -> Opening<G> {
    opening_draw(rules, options, pair, 0, seats, opener)
}

/// [`opening`], drawn afresh: draw 0 is the pair's first opening, each
/// further draw another one.
pub(super) fn opening_draw<G: Searchable>(
    rules: &G::Rules,
    options: &MatchOptions,
    pair: u32,
    draw: u64,
    seats: [Seat; 2],
    opener: &mut Searcher<G>,
) -> Opening<G> {
    // Both games of a pair draw the same random numbers.
    let mut rng = SmallRng::seed_from_u64(
        options
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(pair as u64)
            .wrapping_add(draw << 32),
    );
    let mut position = G::Strategy::pair_start(rules, options, pair, seats, &mut rng);
    let mut history = Vec::new();
    for _ in 0..options.random_moves {
        let scores = match G::Strategy::OPENING_MARGIN {
            Some(_) => {
                opener
                    .root_scores(&position, &history, &OPENING_LIMITS, None)
                    .0
            }
            None => opener
                .root_children(&position)
                .into_iter()
                .map(|c| (c, 0))
                .collect(),
        };
        let best = scores.iter().map(|(_, s)| *s).max().unwrap_or(0);
        let margin = G::Strategy::OPENING_MARGIN.unwrap_or(0);
        let fair: Vec<_> = scores
            .iter()
            .filter(|(c, s)| c.outcome.is_none() && *s >= best - margin)
            .collect();
        if fair.is_empty() {
            break;
        }
        let next = fair[rng.random_range(0..fair.len())].0.pos;
        history.push(position);
        position = next;
    }
    Opening {
        history,
        start: position,
    }
}

/// Draws at most this many openings for a pair before giving up on one
/// no earlier pair played.
const OPENING_DRAWS: u64 = 1_000;

/// An opening for `pair` that starts from none of the `used` positions.
pub(super) fn unused_opening<G: Searchable>(
    rules: &G::Rules,
    options: &MatchOptions,
    pair: u32,
    seats: [Seat; 2],
    opener: &mut Searcher<G>,
    used: &std::collections::HashSet<G::Position>,
) -> Option<Opening<G>> {
    (0..OPENING_DRAWS)
        .map(|draw| opening_draw(rules, options, pair, draw, seats, opener))
        .find(|o| !used.contains(&o.start))
}

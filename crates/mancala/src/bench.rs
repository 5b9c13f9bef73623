//! The search's signature, after Stockfish's `bench`: the nodes searched
//! over a fixed set of positions at a fixed depth, for both games. Any
//! change to the search, the evaluation or move ordering changes it, so a
//! figure that names the signature it was measured at says which engine
//! it describes (`mancala bench`, and `tests/signature.rs` against the
//! reports).
//!
//! One thread, no book, no endgame tables, a fresh searcher per position:
//! the count is the same on every machine and at every load.

use crate::ai::Searchable;
use crate::ai::{SearchLimits, Searcher};
use crate::game::{Omweso, Oware};

/// The plies of the signature's search in each game.
pub const OMWESO_DEPTH: u32 = 9;
pub const OWARE_DEPTH: u32 = 15;

/// Positions per game: the start and the ends of random-looking games.
const POSITIONS: usize = 8;

/// Nodes searched per game at the fixed depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signature {
    pub omweso: u64,
    pub oware: u64,
}

impl Signature {
    /// The one number a report names: both games' nodes together.
    pub fn total(&self) -> u64 {
        self.omweso + self.oware
    }
}

/// The signature of this build's search.
pub fn signature() -> Signature {
    Signature {
        omweso: nodes::<Omweso>(OMWESO_DEPTH),
        oware: nodes::<Oware>(OWARE_DEPTH),
    }
}

/// The fixed positions of game `G`: the start, then the position after
/// 4, 8, … plies of a game whose moves a fixed sequence picks (no random
/// number library, whose streams may change between versions).
pub fn positions<G: Searchable>() -> Vec<G::Position> {
    let rules = G::Rules::default();
    let mut out = vec![G::start()];
    let mut pick: u64 = 0x5151_ab1e;
    for game in 1..POSITIONS {
        let mut pos = G::start();
        for _ in 0..4 * game {
            let moves = G::legal_moves(&pos, &rules);
            if moves.is_empty() {
                break;
            }
            // A linear congruential step (Knuth's MMIX constants).
            pick = pick
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let mv = moves[(pick >> 33) as usize % moves.len()];
            match G::apply(&pos, &rules, mv) {
                Ok((next, None)) => pos = next,
                _ => break,
            }
        }
        out.push(pos);
    }
    out
}

/// Total nodes of a depth-`depth` search of each of [`positions`].
pub fn nodes<G: Searchable>(depth: u32) -> u64 {
    let limits = SearchLimits::depth(depth);
    positions::<G>()
        .iter()
        .map(|pos| {
            let mut searcher = Searcher::<G>::new(G::Rules::default());
            searcher.search(pos, &[], &limits, None);
            searcher.nodes()
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_positions_are_distinct_and_unfinished() {
        let omweso = positions::<Omweso>();
        let oware = positions::<Oware>();
        assert_eq!(omweso.len(), POSITIONS);
        assert_eq!(oware.len(), POSITIONS);
        for i in 1..POSITIONS {
            assert_ne!(omweso[i], omweso[i - 1]);
            assert_ne!(oware[i], oware[i - 1]);
        }
    }

    #[test]
    fn a_deeper_search_is_a_different_signature() {
        assert!(nodes::<Oware>(4) < nodes::<Oware>(6));
    }
}

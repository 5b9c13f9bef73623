//! How a game ended.

use crate::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The end of a game: final totals and the winner.
///
/// However the game ends, the seeds still on the board go to the player in
/// whose houses they lie, so `south + north == 48` always.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The player with more seeds (25 or more); `None` for 24–24.
    pub winner: Option<Side>,
    /// South's store plus the seeds left in South's houses.
    pub south: u8,
    /// North's store plus the seeds left in North's houses.
    pub north: u8,
    /// Why the game ended.
    pub reason: EndReason,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A player has captured 25 or more.
    Majority,
    /// The player to move has no legal move (their opponent is empty and no
    /// move feeds them, or they have no seeds).
    NoLegalMove,
    /// A position (board, stores, side to move) occurred a second time.
    Repetition,
}

impl Outcome {
    /// The final totals of `side`.
    pub fn total(&self, side: Side) -> u8 {
        match side {
            Side::South => self.south,
            Side::North => self.north,
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Majority => "a player has captured 25 or more",
            EndReason::NoLegalMove => "the player to move has no legal move",
            EndReason::Repetition => "a position repeated",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(side) => write!(f, "{side} wins")?,
            None => f.write_str("draw")?,
        }
        write!(f, " {}-{} ({})", self.south, self.north, self.reason)
    }
}

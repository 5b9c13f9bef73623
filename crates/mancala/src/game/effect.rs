//! What a move did, read from the engine's own trace: the seeds it took and
//! from which pits, where the captured seeds were sown again, the laps of a
//! relay, a grand slam, the end of the game. The review's words are built
//! from these facts, never from a list of canned phrases.

use crate::Side;
use serde::Serialize;

/// One capture: the opponent's pits emptied, named as their owner names
/// them, and the seeds taken from each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Taken {
    /// Pit letters on the opponent's side, in the order the rules take them.
    pub pits: Vec<String>,
    /// Seeds taken from each of those pits.
    pub seeds: Vec<u32>,
    /// Omweso: the mover's pit the captured seeds are sown from again.
    pub resown_from: Option<String>,
    /// Omweso: the lap that captured ran clockwise (a reverse capture).
    pub reverse: bool,
}

impl Taken {
    pub fn total(&self) -> u32 {
        self.seeds.iter().sum()
    }
}

/// How a move ended the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ending {
    pub winner: Option<Side>,
    /// The kind of result in the engine's words: Omweso `bulijo`,
    /// `okutema`, `akawumbi`, `akakyala`, `annulled`; Oware `majority`,
    /// `no-legal-move`, `repetition`.
    pub kind: &'static str,
    /// Omweso: the points; Oware: the winner's seeds (a draw's 24).
    pub points: u32,
}

/// Everything a move did that words about it may mention.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Effect {
    /// The move in notation.
    #[serde(rename = "move")]
    pub mv: String,
    pub mover: Side,
    /// The captures in the order they happened.
    pub captures: Vec<Taken>,
    /// Laps the move sowed (Oware: always 1).
    pub laps: u64,
    /// An Omweso move that never ends (the game is annulled).
    pub never_ending: bool,
    /// An Oware grand slam: `Some(true)` when its capture was forfeited.
    pub grand_slam_forfeited: Option<bool>,
    /// Set when the move ended the game.
    pub ending: Option<Ending>,
}

impl Effect {
    /// Seeds captured in all.
    pub fn captured(&self) -> u32 {
        self.captures.iter().map(Taken::total).sum()
    }

    /// A move that is not played on the board (an Omweso turn lost to the
    /// blitz clock).
    pub fn pass(mv: String, mover: Side) -> Effect {
        Effect {
            mv,
            mover,
            captures: Vec::new(),
            laps: 0,
            never_ending: false,
            grand_slam_forfeited: None,
            ending: None,
        }
    }
}

//! A match as data: what a save file holds and a replay opens. The session
//! makes and reads these; the persistence layer only moves them to and
//! from files. The game's own part is its id and its data ([`ByGame`]),
//! read by that game through the registry (`kinds.rs`), so the formats
//! have no case per game.

use super::config::MatchConfig;
use crate::games::{ByGame, GameKind};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A match as saved: the game in progress and the match score are
/// `{"<game>": {"record": …, "score": …}}`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedMatch {
    pub version: u32,
    pub config: MatchConfig,
    pub games: u32,
    pub game: ByGame,
}

/// A saved game's data: its record (rules, start, moves in notation,
/// result) and the match score, each as its game writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameAndScore<R, S> {
    pub record: R,
    pub score: S,
}

impl<R: DeserializeOwned, S: DeserializeOwned> GameAndScore<R, S> {
    /// A saved game's data read, its record replayed and checked.
    pub fn decode(data: &serde_json::Value) -> Result<Self, String> {
        Self::deserialize(data).map_err(|e| format!("not a saved match: {e}"))
    }
}

/// The save format's version.
pub const SAVE_VERSION: u32 = 1;

impl SavedMatch {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a saved match serialises")
    }

    /// Reads a save's envelope: its version, configuration and which game
    /// it holds. Its record is checked by the game
    /// (`session::read_saved` does both).
    pub fn from_json(text: &str) -> Result<SavedMatch, String> {
        let version = serde_json::from_str::<serde_json::Value>(text)
            .map_err(|e| format!("not a saved match: {e}"))?["version"]
            .as_u64();
        if version != Some(SAVE_VERSION as u64) {
            return Err(match version {
                Some(v) => format!("saved by an unknown version ({v})"),
                None => "not a saved match: it has no version".into(),
            });
        }
        serde_json::from_str(text).map_err(|e| format!("not a saved match: {e}"))
    }

    /// The number of moves played in the game in progress.
    pub fn moves(&self) -> usize {
        self.game.data["record"]["moves"]
            .as_array()
            .map_or(0, Vec::len)
    }

    /// The game's record as JSON, as a record file holds it.
    pub fn record_json(&self) -> String {
        let record = &self.game.data["record"];
        serde_json::to_string_pretty(record).expect("JSON serialises")
    }
}

/// A game record of any game, read and checked by its game: the game and
/// the record as its file holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct AnyRecord(pub ByGame);

impl AnyRecord {
    /// The game it is a record of.
    pub fn game(&self) -> GameKind {
        self.0.game
    }

    /// The number of moves recorded.
    pub fn moves(&self) -> usize {
        self.0.data["moves"].as_array().map_or(0, Vec::len)
    }
}

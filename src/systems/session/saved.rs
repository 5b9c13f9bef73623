//! A match as data: what a save file holds and a replay opens. The session
//! makes and reads these; the persistence layer only moves them to and
//! from files.

use super::config::MatchConfig;
use crate::text::Text;
use mancala::{Side, omweso, oware};
use serde::{Deserialize, Serialize};

/// A match as saved.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedMatch {
    pub version: u32,
    pub config: MatchConfig,
    pub games: u32,
    pub game: SavedGame,
}

/// The game in progress and the match score. Reading a record replays and
/// checks every move.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SavedGame {
    Omweso {
        record: omweso::GameRecord,
        score: omweso::MatchScore,
    },
    Oware {
        record: oware::GameRecord,
        score: oware::MatchScore,
    },
}

impl SavedGame {
    /// The game's record as JSON (rules, start, moves in notation, result).
    pub fn record_json(&self) -> String {
        match self {
            SavedGame::Omweso { record, .. } => record.to_json(),
            SavedGame::Oware { record, .. } => record.to_json(),
        }
    }
}

/// The save format's version.
pub const SAVE_VERSION: u32 = 1;

impl SavedMatch {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a saved match serialises")
    }

    /// Reads a save; its records are replayed and checked as they are read.
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
        match &self.game {
            SavedGame::Omweso { record, .. } => record.moves().len(),
            SavedGame::Oware { record, .. } => record.moves().len(),
        }
    }

    /// One line for the title screen.
    pub fn describe(&self) -> Text {
        let [south_name, north_name] = self.config.display_names();
        let (game, [south, north]) = match &self.game {
            SavedGame::Omweso { score, .. } => ("Omweso", Side::BOTH.map(|s| score.score(s))),
            SavedGame::Oware { score, .. } => ("Oware", Side::BOTH.map(|s| score.wins(s))),
        };
        Text::new("saved-match")
            .str("game", game)
            .text("south", south_name)
            .num("a", south)
            .num("b", north)
            .text("north", north_name)
            .num("number", self.games + 1)
            .num("moves", self.moves())
    }
}

/// A game record of either game.
#[derive(Clone, Debug)]
pub enum AnyRecord {
    Omweso(Box<omweso::GameRecord>),
    Oware(Box<oware::GameRecord>),
}

impl AnyRecord {
    /// Reads a record of either game, replaying its moves to check them.
    pub fn from_json(text: &str) -> Result<AnyRecord, String> {
        AnyRecord::from_json_bytes(text.as_bytes())
    }

    /// [`AnyRecord::from_json`] from a file's bytes: anything that is not such
    /// a record, not UTF-8 included, is refused with one line saying why.
    pub fn from_json_bytes(bytes: &[u8]) -> Result<AnyRecord, String> {
        let omweso_error = match omweso::GameRecord::from_json_bytes(bytes) {
            Ok(r) => return Ok(AnyRecord::Omweso(Box::new(r))),
            Err(e) => e,
        };
        match oware::GameRecord::from_json_bytes(bytes) {
            Ok(r) => Ok(AnyRecord::Oware(Box::new(r))),
            // An Oware record that is wrong inside: its own reason.
            Err(e) if !matches!(e, oware::RecordError::Json(_)) => Err(e.to_string()),
            Err(_) => Err(omweso_error.to_string()),
        }
    }

    /// The number of moves recorded.
    pub fn moves(&self) -> usize {
        match self {
            AnyRecord::Omweso(r) => r.moves().len(),
            AnyRecord::Oware(r) => r.moves().len(),
        }
    }
}

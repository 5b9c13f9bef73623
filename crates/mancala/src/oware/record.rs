//! A game with its history: the repetition rule, and JSON records.

use super::{EndReason, Move, MoveError, Outcome, Played, Position, PositionError, Rules};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The positions since the last capture: the repetition rule.
///
/// A capture changes a store and stores never go down, so no position from
/// before a capture can recur; forgetting them keeps the list short.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Repetitions {
    since_capture: Vec<Position>,
}

impl Repetitions {
    pub(super) fn new(start: Position) -> Repetitions {
        Repetitions {
            since_capture: vec![start],
        }
    }

    /// Records the position after a move; true when it already occurred,
    /// which ends the game.
    pub(super) fn repeated(&mut self, next: Position) -> bool {
        if self
            .since_capture
            .last()
            .is_some_and(|p| p.stores != next.stores)
        {
            self.since_capture.clear();
        } else if self.since_capture.contains(&next) {
            return true;
        }
        self.since_capture.push(next);
        false
    }
}

/// A game from a start position: the moves so far, the current position and
/// the result once it is over, including by repetition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    rules: Rules,
    start: Position,
    moves: Vec<Move>,
    result: Option<Outcome>,
    current: Position,
    repetitions: Repetitions,
}

impl GameRecord {
    /// A game with no moves yet (over at once if `start` is).
    pub fn new(start: Position, rules: Rules) -> GameRecord {
        GameRecord {
            result: start.outcome(&rules),
            rules,
            start,
            moves: Vec::new(),
            current: start,
            repetitions: Repetitions::new(start),
        }
    }

    /// A game with no moves yet; the same argument order as
    /// [`crate::omweso::GameRecord::from_position`].
    pub fn from_position(rules: &Rules, start: Position) -> GameRecord {
        GameRecord::new(start, rules.clone())
    }

    /// Takes back the last move; `None` if there is none. The repetition
    /// history is rebuilt by replaying the rest, which is always legal.
    pub fn undo(&mut self) -> Option<Move> {
        let (&last, earlier) = self.moves.split_last()?;
        let mut record = GameRecord::new(self.start, self.rules.clone());
        for &mv in earlier {
            record
                .push(mv)
                .expect("a move already played is legal when replayed");
        }
        *self = record;
        Some(last)
    }

    /// The positions that count for the repetition rule: those since the
    /// last capture, oldest first, the current one last.
    pub fn history(&self) -> &[Position] {
        &self.repetitions.since_capture
    }

    /// Plays `mv` and returns the game's result if it is now over.
    pub fn push(&mut self, mv: Move) -> Result<Option<Outcome>, MoveError> {
        self.play(mv).map(|played| played.outcome)
    }

    /// Plays `mv` and returns the trace; `outcome` includes repetition.
    /// The record is unchanged on error.
    pub fn play(&mut self, mv: Move) -> Result<Played, MoveError> {
        if self.result.is_some() {
            return Err(MoveError::GameOver);
        }
        let mut played = self.current.play(&self.rules, mv)?;
        if self.repetitions.repeated(played.position) && played.outcome.is_none() {
            played.outcome = Some(played.position.settle(EndReason::Repetition));
        }
        self.moves.push(mv);
        self.current = played.position;
        self.result = played.outcome;
        Ok(played)
    }

    /// The legal moves now: none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.result.is_some() {
            Vec::new()
        } else {
            self.current.legal_moves(&self.rules)
        }
    }

    /// The position now.
    pub fn current(&self) -> &Position {
        &self.current
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The rule options of the game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<Outcome> {
        self.result
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// Reads a record and checks it by replaying every move; the recorded
    /// result must be the one the replay reaches.
    pub fn from_json(json: &str) -> Result<GameRecord, RecordError> {
        GameRecord::from_json_bytes(json.as_bytes())
    }

    /// [`GameRecord::from_json`] from raw bytes (a file as read); non-UTF-8
    /// is an error.
    pub fn from_json_bytes(json: &[u8]) -> Result<GameRecord, RecordError> {
        let raw: RecordJson =
            serde_json::from_slice(json).map_err(|e| RecordError::Json(e.to_string()))?;
        raw.replay()
    }

    /// The record as pretty-printed JSON: rules, start position (notation),
    /// moves (letters) and result.
    pub fn to_json(&self) -> String {
        // A struct of strings, numbers and unit enums cannot fail to serialize.
        serde_json::to_string_pretty(self).expect("a game record always serializes")
    }
}

/// The JSON form of a [`GameRecord`].
// A misspelt field ("move") would otherwise be dropped in silence, and the
// record read as another game: refused, as Omweso's records are.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordJson {
    #[serde(default)]
    rules: Rules,
    start: String,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    result: Option<Outcome>,
}

impl RecordJson {
    fn replay(self) -> Result<GameRecord, RecordError> {
        let start = self.start.parse().map_err(RecordError::Start)?;
        let mut record = GameRecord::new(start, self.rules);
        for (index, text) in self.moves.into_iter().enumerate() {
            let mv = text
                .parse()
                .map_err(|_| RecordError::MoveNotation { index, text })?;
            record
                .push(mv)
                .map_err(|error| RecordError::IllegalMove { index, mv, error })?;
        }
        if record.result != self.result {
            return Err(RecordError::ResultMismatch {
                recorded: self.result,
                replayed: record.result,
            });
        }
        Ok(record)
    }
}

impl Serialize for GameRecord {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RecordJson {
            rules: self.rules.clone(),
            start: self.start.to_string(),
            moves: self.moves.iter().map(Move::to_string).collect(),
            result: self.result,
        }
        .serialize(serializer)
    }
}

/// Deserializing replays and checks the record, as [`GameRecord::from_json`].
impl<'de> Deserialize<'de> for GameRecord {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        RecordJson::deserialize(deserializer)?
            .replay()
            .map_err(serde::de::Error::custom)
    }
}

/// Why a game record was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON of the record's shape.
    Json(String),
    /// The start position is not valid notation.
    Start(PositionError),
    /// Move `index` (from 0) is not a letter `a`..`f`.
    MoveNotation { index: usize, text: String },
    /// Move `index` (from 0) cannot be played when it comes.
    IllegalMove {
        index: usize,
        mv: Move,
        error: MoveError,
    },
    /// The recorded result is not where the moves lead.
    ResultMismatch {
        recorded: Option<Outcome>,
        replayed: Option<Outcome>,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = |o: &Option<Outcome>| o.map_or("game not over".to_string(), |o| o.to_string());
        match self {
            RecordError::Json(e) => write!(f, "not a game record: {e}"),
            RecordError::Start(e) => write!(f, "start position: {e}"),
            RecordError::MoveNotation { index, text } => {
                write!(f, "move index {index}: {text:?} is not a move a-f")
            }
            RecordError::IllegalMove { index, mv, error } => {
                write!(f, "move index {index} ({mv}) is illegal: {error}")
            }
            RecordError::ResultMismatch { recorded, replayed } => write!(
                f,
                "the recorded result ({}) is not what the moves lead to ({})",
                result(recorded),
                result(replayed)
            ),
        }
    }
}

impl std::error::Error for RecordError {}

//! Game records (set-ups, moves, result; the third-repetition rule) and
//! matches (points towards the target, who moves first next).

use super::moves::{Move, MoveSyntaxError};
use super::outcome::{Outcome, ResultKind};
use super::play::{MoveError, Played, Turn};
use super::position::{Position, PositionError};
use super::rules::{Rules, RulesError};
use super::setup::{Setup, SetupError};
use crate::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

impl Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// How a recorded game began.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStart {
    /// From both players' set-ups; `first` arranged first and moves first.
    Setup {
        first: Side,
        south: Setup,
        north: Setup,
    },
    /// From a given position (a problem, an analysis, a resumed game).
    Position(Position),
}

/// Why a record cannot be loaded or extended.
#[derive(Debug, PartialEq, Eq)]
pub enum RecordError {
    Json(String),
    Rules(RulesError),
    Setup {
        side: Side,
        error: SetupError,
    },
    Move {
        index: usize,
        text: String,
        error: MoveError,
    },
    MoveSyntax {
        index: usize,
        error: MoveSyntaxError,
    },
    Position(PositionError),
    ResultMismatch {
        stored: Option<Outcome>,
        replayed: Option<Outcome>,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Json(e) => write!(f, "not a valid game record: {e}"),
            RecordError::Rules(e) => write!(f, "the record's rules: {e}"),
            RecordError::Setup { side, error } => write!(f, "{side}'s set-up: {error}"),
            RecordError::Move { index, text, error } => {
                write!(f, "move {} ({text:?}) is illegal: {error}", index + 1)
            }
            RecordError::MoveSyntax { index, error } => write!(f, "move {}: {error}", index + 1),
            RecordError::Position(e) => write!(f, "the record's position: {e}"),
            RecordError::ResultMismatch { stored, replayed } => write!(
                f,
                "the record says the result is {}, but replaying its moves gives {}",
                stored.map_or("none".into(), |o| o.to_string()),
                replayed.map_or("none".into(), |o| o.to_string())
            ),
        }
    }
}

impl std::error::Error for RecordError {}

/// One game: how it began, the moves played, the result. It keeps the
/// positions so far and so applies the third-repetition rule.
///
/// Deserializing replays and checks the record, as [`GameRecord::from_json`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredRecord")]
pub struct GameRecord {
    rules: Rules,
    start: GameStart,
    moves: Vec<Move>,
    result: Option<Outcome>,
    #[serde(skip)]
    positions: Vec<Position>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredRecord {
    rules: Rules,
    start: GameStart,
    moves: Vec<String>,
    result: Option<Outcome>,
}

impl GameRecord {
    /// A new game from both set-ups.
    pub fn from_setup(
        rules: &Rules,
        first: Side,
        south: Setup,
        north: Setup,
    ) -> Result<GameRecord, RecordError> {
        rules.validate().map_err(RecordError::Rules)?;
        let arrangement = |side: Side, setup: &Setup| {
            setup
                .arrangement(rules)
                .map_err(|error| RecordError::Setup { side, error })
        };
        let position = Position::from_arrangements(
            arrangement(Side::South, &south)?,
            arrangement(Side::North, &north)?,
            first,
        );
        Ok(GameRecord {
            rules: rules.clone(),
            start: GameStart::Setup {
                first,
                south,
                north,
            },
            moves: Vec::new(),
            result: None,
            positions: vec![position],
        })
    }

    /// A game from a given position.
    pub fn from_position(rules: &Rules, position: Position) -> GameRecord {
        GameRecord {
            rules: rules.clone(),
            start: GameStart::Position(position),
            moves: Vec::new(),
            result: None,
            positions: vec![position],
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn start(&self) -> &GameStart {
        &self.start
    }

    /// The moves played, canonical.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game so far, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The position now.
    pub fn current(&self) -> &Position {
        self.positions
            .last()
            .expect("a record always has its start")
    }

    /// The result, once the game has ended.
    pub fn result(&self) -> Option<Outcome> {
        self.result
    }

    /// Plays a move. After the engine's own end rules, a position (board and
    /// side to move) arising for the third time annuls the game; since
    /// annulment comes first in the order, it also overrides a win.
    pub fn play(&mut self, mv: Move) -> Result<Played, MoveError> {
        if self.result.is_some() {
            return Err(MoveError::GameOver);
        }
        let played = self.current().play(&self.rules, mv)?;
        Ok(self.commit(played))
    }

    /// Ekyobutabal: the player to move let the clock run out; the opponent
    /// steals the turn. The record keeps it as `pass`.
    pub fn steal_turn(&mut self) -> Result<(), MoveError> {
        if self.result.is_some() {
            return Err(MoveError::GameOver);
        }
        let mut next = *self.current();
        next.side = next.side.opponent();
        self.moves.push(Move::PASS);
        self.positions.push(next);
        Ok(())
    }

    /// Records a turn played step by step from the current position.
    pub fn finish_turn(&mut self, turn: Turn) -> Result<Played, MoveError> {
        if self.result.is_some() {
            return Err(MoveError::GameOver);
        }
        if turn.position_before() != self.current() {
            return Err(MoveError::OtherPosition);
        }
        let played = turn.finish()?;
        Ok(self.commit(played))
    }

    /// Applies the third-repetition rule and appends a played move.
    fn commit(&mut self, mut played: Played) -> Played {
        let key = played.position.repetition_key();
        let seen = self
            .positions
            .iter()
            .filter(|p| p.repetition_key() == key)
            .count();
        if seen >= 2 && !played.trace.never_ending {
            played.outcome = Some(Outcome::annulled());
        }
        self.moves.push(played.mv);
        self.positions.push(played.position);
        self.result = played.outcome;
        played
    }

    /// Takes back the last move; `None` if there is none.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.result = None;
        Some(mv)
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises")
    }

    /// Loads a record, replaying every move to validate it.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        GameRecord::from_json_bytes(text.as_bytes())
    }

    /// [`GameRecord::from_json`] from raw bytes (a file as read): anything
    /// that is not such a record, non-UTF-8 included, is an error.
    pub fn from_json_bytes(json: &[u8]) -> Result<GameRecord, RecordError> {
        let stored: StoredRecord =
            serde_json::from_slice(json).map_err(|e| RecordError::Json(e.to_string()))?;
        GameRecord::try_from(stored)
    }
}

impl TryFrom<StoredRecord> for GameRecord {
    type Error = RecordError;

    fn try_from(stored: StoredRecord) -> Result<GameRecord, RecordError> {
        let mut record = match stored.start {
            GameStart::Setup {
                first,
                south,
                north,
            } => GameRecord::from_setup(&stored.rules, first, south, north)?,
            GameStart::Position(p) => {
                stored.rules.validate().map_err(RecordError::Rules)?;
                GameRecord::from_position(&stored.rules, p)
            }
        };
        for (index, text) in stored.moves.iter().enumerate() {
            let mv: Move = text
                .parse()
                .map_err(|error| RecordError::MoveSyntax { index, error })?;
            let played = if mv.is_pass() {
                record.steal_turn()
            } else {
                record.play(mv).map(|_| ())
            };
            played.map_err(|error| RecordError::Move {
                index,
                text: text.clone(),
                error,
            })?;
        }
        if record.result != stored.result {
            return Err(RecordError::ResultMismatch {
                stored: stored.result,
                replayed: record.result,
            });
        }
        Ok(record)
    }
}

/// A match: games until a player reaches the target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchScore {
    pub rules: Rules,
    /// Points by `Side::index()`.
    pub scores: [u32; 2],
    /// Who moves (and arranges) first in the next game.
    pub next_first: Side,
    /// Every finished game's outcome, annulled ones included.
    pub results: Vec<Outcome>,
}

impl MatchScore {
    /// A match whose first game `first` starts (chosen by lot).
    pub fn new(rules: &Rules, first: Side) -> MatchScore {
        MatchScore {
            rules: rules.clone(),
            scores: [0, 0],
            next_first: first,
            results: Vec::new(),
        }
    }

    /// Scores a finished game: the winner gets the points and the loser
    /// moves first next; after an annulled game the same player starts again.
    pub fn record(&mut self, outcome: Outcome) {
        if let Some(winner) = outcome.winner {
            // Saturating: a loaded match may hold any numbers.
            self.scores[winner.index()] =
                self.scores[winner.index()].saturating_add(outcome.points);
            self.next_first = winner.opponent();
        }
        self.results.push(outcome);
    }

    /// Loads a match from JSON text or bytes, checking what can be checked:
    /// the rules are playable, every result is one the rules can produce, and
    /// the scores are the sums of the results' points.
    pub fn from_json(text: &str) -> Result<MatchScore, RecordError> {
        MatchScore::from_json_bytes(text.as_bytes())
    }

    /// [`MatchScore::from_json`] from raw bytes; non-UTF-8 is an error.
    pub fn from_json_bytes(json: &[u8]) -> Result<MatchScore, RecordError> {
        let stored: MatchScore =
            serde_json::from_slice(json).map_err(|e| RecordError::Json(e.to_string()))?;
        stored.rules.validate().map_err(RecordError::Rules)?;
        let mut replayed = MatchScore::new(&stored.rules, stored.next_first);
        for &outcome in &stored.results {
            if !outcome.is_possible(&stored.rules) {
                return Err(RecordError::Json(format!(
                    "impossible game result {outcome}"
                )));
            }
            replayed.record(outcome);
        }
        if replayed.scores != stored.scores {
            return Err(RecordError::Json(format!(
                "the scores {}-{} are not the sums of the results' points ({}-{})",
                stored.scores[0], stored.scores[1], replayed.scores[0], replayed.scores[1]
            )));
        }
        Ok(stored)
    }

    pub fn score(&self, side: Side) -> u32 {
        self.scores[side.index()]
    }

    /// The match winner: the first to the target, or an akawumbi worth 12.
    pub fn winner(&self) -> Option<Side> {
        if let Some(o) = self
            .results
            .iter()
            .find(|o| o.kind == ResultKind::Akawumbi && o.points >= 12)
        {
            return o.winner;
        }
        Side::BOTH
            .into_iter()
            .find(|s| self.score(*s) >= self.rules.match_target)
    }

    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_third_repetition_annuls_through_the_game_record() {
        // Repetitions are rare in real play (none in 100,000 random games), so
        // the history is laid down by hand: the position after `o` has been
        // seen twice already, and reaching it again annuls the game, although
        // the move itself captures.
        let rules = Rules::default();
        let before: Position = "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S"
            .parse()
            .unwrap();
        let mv: Move = "m".parse().unwrap();
        let after = before.play(&rules, mv).unwrap().position;
        let mut record = GameRecord::from_position(&rules, after);
        record.positions = vec![after, before, after, before];
        let played = record.play(mv).unwrap();
        assert_eq!(played.outcome, Some(Outcome::annulled()));
        assert_eq!(record.result(), Some(Outcome::annulled()));
        assert_eq!(record.play(mv), Err(MoveError::GameOver));
        // A second occurrence is not enough.
        let mut twice = GameRecord::from_position(&rules, before);
        twice.positions = vec![after, before];
        assert_eq!(twice.play(mv).unwrap().outcome, None);
        // A stolen turn is kept as `pass` and survives a JSON round trip.
        let mut blitz = GameRecord::from_position(&rules, before);
        blitz.steal_turn().unwrap();
        assert_eq!(blitz.current().side(), Side::North);
        assert_eq!(blitz.moves(), &[Move::PASS]);
        assert_eq!(GameRecord::from_json(&blitz.to_json()).unwrap(), blitz);
        assert_eq!(before.play(&rules, Move::PASS), Err(MoveError::Pass));
        // Taking the move back reopens the game.
        assert_eq!(record.undo(), Some(mv));
        assert_eq!(record.result(), None);
    }
}

//! Matches of several games.
//!
//! Draws count for nothing: they add no win to anyone, so every format ends
//! only when someone has won it (a drawn game is in effect replayed), and in
//! `ThreeInARow` a draw breaks the run. South starts the first game and the
//! players then alternate, draws included.

use super::Position;
use crate::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// When a match is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchFormat {
    /// The first to this many wins (5 in Kumasi). At least 1.
    FirstTo(u32),
    /// Best of this many games (odd, 3 or 5 in tournaments): the first to
    /// more than half of them. Draws are not games, so this is
    /// `FirstTo((n + 1) / 2)`.
    BestOf(u32),
    /// Six wins, or a lead of three (Antigua).
    SixOrLeadOfThree,
    /// Three wins in a row (Yoruba).
    ThreeInARow,
}

impl Default for MatchFormat {
    fn default() -> Self {
        MatchFormat::FirstTo(5)
    }
}

impl MatchFormat {
    /// Refuses `FirstTo(0)` and an even or zero `BestOf`.
    pub fn validate(self) -> Result<(), MatchError> {
        match self {
            MatchFormat::FirstTo(0) => Err(MatchError::BadFormat(self)),
            MatchFormat::BestOf(n) if n.is_multiple_of(2) => Err(MatchError::BadFormat(self)),
            _ => Ok(()),
        }
    }

    /// Who has won, given the wins so far and the current run of wins.
    fn decides(self, wins: [u32; 2], run: Option<(Side, u32)>) -> Option<Side> {
        let reached = |needed: u32| {
            Side::BOTH
                .into_iter()
                .find(|s| wins[s.index()] >= needed.max(1))
        };
        match self {
            MatchFormat::FirstTo(n) => reached(n),
            MatchFormat::BestOf(n) => reached(n / 2 + 1),
            MatchFormat::SixOrLeadOfThree => reached(6).or_else(|| {
                Side::BOTH
                    .into_iter()
                    .find(|s| wins[s.index()] >= wins[s.opponent().index()] + 3)
            }),
            MatchFormat::ThreeInARow => run.filter(|&(_, n)| n >= 3).map(|(s, _)| s),
        }
    }
}

/// Why a match refused something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// `FirstTo(0)` or an even `BestOf`.
    BadFormat(MatchFormat),
    /// A result was recorded after the match was won.
    Over,
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::BadFormat(MatchFormat::FirstTo(_)) => {
                f.write_str("a first-to match needs at least 1 win")
            }
            MatchError::BadFormat(format) => {
                write!(
                    f,
                    "{format:?}: a best-of match needs an odd number of games"
                )
            }
            MatchError::Over => f.write_str("the match is over"),
        }
    }
}

impl std::error::Error for MatchError {}

/// A match: its format and each game's winner so far (`None` for a draw).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchScore {
    pub format: MatchFormat,
    pub results: Vec<Option<Side>>,
}

impl MatchScore {
    /// A match with no games yet.
    pub fn new(format: MatchFormat) -> Result<MatchScore, MatchError> {
        format.validate()?;
        Ok(MatchScore {
            format,
            results: Vec::new(),
        })
    }

    /// Loads a match from JSON text or bytes: the format must be valid and
    /// no result may follow the one that decided the match.
    pub fn from_json(text: &str) -> Result<MatchScore, String> {
        MatchScore::from_json_bytes(text.as_bytes())
    }

    /// [`MatchScore::from_json`] from raw bytes; non-UTF-8 is an error.
    pub fn from_json_bytes(json: &[u8]) -> Result<MatchScore, String> {
        let stored: MatchScore =
            serde_json::from_slice(json).map_err(|e| format!("not a match: {e}"))?;
        stored.format.validate().map_err(|e| e.to_string())?;
        let decided = stored.decided_after_each().position(|w| w.is_some());
        match decided {
            Some(i) if i + 1 < stored.results.len() => {
                Err(format!("result {} comes after the match was won", i + 1))
            }
            _ => Ok(stored),
        }
    }

    /// After each result in turn, who has won the match by then. One pass,
    /// so any number of results is judged in linear time.
    fn decided_after_each(&self) -> impl Iterator<Item = Option<Side>> + '_ {
        let mut wins = [0u32; 2];
        let mut run: Option<(Side, u32)> = None;
        self.results.iter().map(move |&result| {
            run = result.map(|side| {
                wins[side.index()] += 1;
                match run {
                    Some((s, n)) if s == side => (side, n + 1),
                    _ => (side, 1),
                }
            });
            self.format.decides(wins, run)
        })
    }

    /// Records a game's winner (`None` for a draw). Refused once the match
    /// is won.
    pub fn record(&mut self, winner: Option<Side>) -> Result<(), MatchError> {
        if self.is_over() {
            return Err(MatchError::Over);
        }
        self.results.push(winner);
        Ok(())
    }

    /// Games `side` has won.
    pub fn wins(&self, side: Side) -> u32 {
        self.results.iter().filter(|&&r| r == Some(side)).count() as u32
    }

    /// Games drawn.
    pub fn draws(&self) -> u32 {
        self.results.iter().filter(|r| r.is_none()).count() as u32
    }

    /// The match winner: the first side the format declares, game by game.
    pub fn winner(&self) -> Option<Side> {
        self.decided_after_each().flatten().next()
    }

    /// Whether someone has won the match.
    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// Who moves first in the next game: South in the first, then the
    /// players alternate.
    pub fn next_starter(&self) -> Side {
        if self.results.len().is_multiple_of(2) {
            Side::South
        } else {
            Side::North
        }
    }

    /// The start position of the next game.
    pub fn next_start(&self) -> Position {
        Position::start().with_side(self.next_starter())
    }
}

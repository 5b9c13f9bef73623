//! Complete moves and their text form (rules page, "Decision points and move
//! notation").

use super::position::{letter, pit_of_letter};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The direction of a lap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    /// `+`: the normal direction, `k + 1 mod 16`.
    #[serde(rename = "+")]
    Anticlockwise,
    /// `-`: `k − 1 mod 16`, only from a reverse pit and only to capture.
    #[serde(rename = "-")]
    Clockwise,
}

impl Dir {
    /// The notation sign.
    pub fn sign(self) -> char {
        match self {
            Dir::Anticlockwise => '+',
            Dir::Clockwise => '-',
        }
    }

    /// The next pit in this direction.
    #[inline]
    pub fn step(self, k: u8, n: u8) -> u8 {
        match self {
            Dir::Anticlockwise => ((k as u32 + n as u32) % 16) as u8,
            Dir::Clockwise => ((k as u32 + 16 * 16 - n as u32 % 16) % 16) as u8,
        }
    }
}

/// The most direction decisions one move can record.
pub const MAX_DECISIONS: u8 = 128;

/// A complete move: the starting pit plus one direction for every lap start
/// at which both directions were legal, or an okwesera.
///
/// A parsed move may carry fewer signs than it has decisions (missing ones
/// are `+`); the moves the engine returns are canonical.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pit: u8,
    okwesera: bool,
    decisions: u8,
    /// Bit `i` set: clockwise at decision `i`.
    signs: u128,
}

impl Move {
    /// Not a move: a turn lost to the blitz clock (Ekyobutabal), as a game
    /// record keeps it. Written `pass`; [`super::GameRecord::steal_turn`]
    /// records it and no position plays it.
    pub const PASS: Move = Move {
        pit: 16,
        okwesera: false,
        decisions: 0,
        signs: 0,
    };

    /// Is this the record of a stolen turn?
    pub fn is_pass(&self) -> bool {
        self.pit == 16
    }

    /// An ordinary move from pit `k` with no decisions given yet.
    pub fn sow(pit: u8) -> Move {
        Move {
            pit: pit & 15,
            okwesera: false,
            decisions: 0,
            signs: 0,
        }
    }

    /// The okwesera move of pit `k`.
    pub fn okwesera(pit: u8) -> Move {
        Move {
            okwesera: true,
            ..Move::sow(pit)
        }
    }

    /// The starting pit's circuit index.
    pub fn pit(&self) -> u8 {
        self.pit
    }

    /// Is this the 2 + 1 okwesera play?
    pub fn is_okwesera(&self) -> bool {
        self.okwesera
    }

    /// How many direction decisions this move records.
    pub fn decisions(&self) -> usize {
        self.decisions as usize
    }

    /// The direction chosen at decision `i`; `+` beyond the recorded ones.
    pub fn direction(&self, i: usize) -> Dir {
        if i < 128 && self.signs >> i & 1 == 1 {
            Dir::Clockwise
        } else {
            Dir::Anticlockwise
        }
    }

    /// This move with one more decision appended.
    pub(crate) fn with_decision(mut self, dir: Dir) -> Move {
        if self.decisions < MAX_DECISIONS {
            if dir == Dir::Clockwise {
                self.signs |= 1 << self.decisions;
            }
            self.decisions += 1;
        }
        self
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("pass");
        }
        write!(f, "{}", letter(self.pit))?;
        if self.okwesera {
            return f.write_str("*");
        }
        for i in 0..self.decisions() {
            write!(f, "{}", self.direction(i).sign())?;
        }
        Ok(())
    }
}

/// A move's text that cannot be read, whatever the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSyntaxError(pub String);

impl fmt::Display for MoveSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MoveSyntaxError {}

impl FromStr for Move {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Move, MoveSyntaxError> {
        // Exact, like Oware's moves: no surrounding whitespace.
        if text == "pass" {
            return Ok(Move::PASS);
        }
        let mut chars = text.chars();
        let first = chars
            .next()
            .ok_or_else(|| MoveSyntaxError("empty move".into()))?;
        let pit = pit_of_letter(first).ok_or_else(|| {
            MoveSyntaxError(format!(
                "{text:?}: a move starts with a pit letter a–p, not {first:?}"
            ))
        })?;
        let mut mv = Move::sow(pit);
        for c in chars {
            if mv.okwesera {
                return Err(MoveSyntaxError(format!(
                    "{text:?}: nothing may follow the okwesera mark '*'"
                )));
            }
            mv = match c {
                '+' if mv.decisions < MAX_DECISIONS => mv.with_decision(Dir::Anticlockwise),
                '-' if mv.decisions < MAX_DECISIONS => mv.with_decision(Dir::Clockwise),
                '+' | '-' => {
                    return Err(MoveSyntaxError(format!("{text:?}: too many signs")));
                }
                '*' if mv.decisions == 0 => Move::okwesera(pit),
                '*' => {
                    return Err(MoveSyntaxError(format!(
                        "{text:?}: an okwesera '*' takes no direction signs"
                    )));
                }
                _ => {
                    return Err(MoveSyntaxError(format!(
                        "{text:?}: {c:?} is not '+', '-' or '*'"
                    )));
                }
            };
        }
        Ok(mv)
    }
}

impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

//! The two players, shared by both games.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A player. South sits at the bottom of every diagram, North at the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    #[serde(rename = "S")]
    South,
    #[serde(rename = "N")]
    North,
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The other player.
    #[inline]
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North: the index into per-side arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The notation letter, `S` or `N`.
    pub fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Side {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "S" => Ok(Side::South),
            "N" => Ok(Side::North),
            _ => Err(format!("side must be S or N, not {s:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_round_trips_and_flips() {
        for side in Side::BOTH {
            assert_eq!(side.to_string().parse::<Side>(), Ok(side));
            assert_eq!(side.opponent().opponent(), side);
        }
        assert_eq!(Side::South.index(), 0);
        assert_eq!(Side::North.index(), 1);
        assert!("X".parse::<Side>().is_err());
    }
}

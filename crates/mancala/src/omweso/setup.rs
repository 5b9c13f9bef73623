//! Set-up before each game (rules page, section 5).

use super::position::Pits;
use super::rules::Rules;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Seeds each player arranges.
pub const SEEDS_PER_PLAYER: u32 = 32;

/// How a player arranges their 32 seeds.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Setup {
    /// 4 seeds in each pit of the outer row.
    Standard,
    /// 2 seeds in every pit.
    TwoEach,
    /// Any arrangement of 32 seeds within the per-pit cap, by circuit index.
    Custom(Pits),
}

/// A custom arrangement that breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 32 seeds.
    SeedTotal(u32),
    /// A pit holds more than the cap.
    OverCap { pit: u8, seeds: u8, cap: u8 },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::SeedTotal(n) => {
                write!(
                    f,
                    "an arrangement places exactly 32 seeds, this one places {n}"
                )
            }
            SetupError::OverCap { pit, seeds, cap } => write!(
                f,
                "pit {} holds {seeds} seeds, more than the cap of {cap}",
                super::position::letter(*pit)
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// Its name on the command line (`--setup`) and in the names of the
    /// shipped proofs' files.
    pub fn name(&self) -> &'static str {
        match self {
            Setup::Standard => "standard",
            Setup::TwoEach => "two-each",
            Setup::Custom(_) => "custom",
        }
    }

    /// The 16 pits this set-up gives, checked against the rules.
    pub fn arrangement(&self, rules: &Rules) -> Result<Pits, SetupError> {
        match self {
            Setup::Standard => Ok(std::array::from_fn(|k| if k < 8 { 4 } else { 0 })),
            Setup::TwoEach => Ok([2; 16]),
            Setup::Custom(pits) => {
                check_arrangement(pits, rules)?;
                Ok(*pits)
            }
        }
    }
}

/// Checks a custom arrangement: 32 seeds, none over the cap.
pub fn check_arrangement(pits: &Pits, rules: &Rules) -> Result<(), SetupError> {
    if let Some(cap) = rules.max_seeds_per_pit
        && let Some(k) = pits.iter().position(|&n| n > cap)
    {
        return Err(SetupError::OverCap {
            pit: k as u8,
            seeds: pits[k],
            cap,
        });
    }
    let total: u32 = pits.iter().map(|&n| n as u32).sum();
    if total != SEEDS_PER_PLAYER {
        return Err(SetupError::SeedTotal(total));
    }
    Ok(())
}

//! The rules options of section 1–6 of the rules page; the defaults are "standard rules".

use serde::{Deserialize, Serialize};
use std::fmt;

/// Every rule marked *(option)* on the rules page.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Rule 5: a lap from a reverse pit may go clockwise when it captures.
    pub reverse_captures: bool,
    /// Rule 6: no capture during a player's own first turn of a game.
    pub first_turn_capture_ban: bool,
    /// Rule 7: a pit of exactly 3 may be played 2 + 1 while no capture has been made.
    pub okwesera: bool,
    /// End condition 4 (2 points), agreed before the match.
    pub akakyala: bool,
    /// Points for akawumbi: 6 or 12.
    pub akawumbi_points: u32,
    /// Points that win a match.
    pub match_target: u32,
    /// The most seeds a custom set-up may put in one pit; `None` = no cap.
    pub max_seeds_per_pit: Option<u8>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            reverse_captures: true,
            first_turn_capture_ban: true,
            okwesera: true,
            akakyala: false,
            akawumbi_points: 12,
            match_target: 12,
            max_seeds_per_pit: Some(10),
        }
    }
}

/// A rules configuration that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    AkawumbiPoints(u32),
    MatchTarget,
    PitCap(u8),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::AkawumbiPoints(p) => write!(f, "akawumbi is worth 6 or 12 points, not {p}"),
            RulesError::MatchTarget => write!(f, "the match target must be at least 1 point"),
            RulesError::PitCap(c) => {
                write!(
                    f,
                    "a per-pit cap of {c} cannot hold 32 seeds in 16 pits (needs 2 or more)"
                )
            }
        }
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// Checks the values a file or a command line may get wrong.
    pub fn validate(&self) -> Result<(), RulesError> {
        if self.akawumbi_points != 6 && self.akawumbi_points != 12 {
            return Err(RulesError::AkawumbiPoints(self.akawumbi_points));
        }
        if self.match_target == 0 {
            return Err(RulesError::MatchTarget);
        }
        if let Some(cap) = self.max_seeds_per_pit
            && cap < 2
        {
            return Err(RulesError::PitCap(cap));
        }
        Ok(())
    }
}

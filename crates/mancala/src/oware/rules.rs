//! The options of the rules page.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The rule options of a game. The default is Abapa as played in competition.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// What a capture that would empty the opponent's row does.
    pub grand_slam: GrandSlam,
}

/// The `grand_slam` option: a capture that would take every seed on the
/// opponent's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GrandSlam {
    /// The move is legal but captures nothing (Abapa).
    #[default]
    NoCapture,
    /// The grand slam captures if that brings the mover to 25 or more (which
    /// ends the game); otherwise it captures nothing, as with `NoCapture`.
    CaptureIfWinning,
}

impl GrandSlam {
    /// The option's name on the rules page.
    pub fn name(self) -> &'static str {
        match self {
            GrandSlam::NoCapture => "no_capture",
            GrandSlam::CaptureIfWinning => "capture_if_winning",
        }
    }
}

impl fmt::Display for GrandSlam {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GrandSlam {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [GrandSlam::NoCapture, GrandSlam::CaptureIfWinning]
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| {
                format!("grand_slam must be no_capture or capture_if_winning, not {s:?}")
            })
    }
}

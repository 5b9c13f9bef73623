//! How a match is set up: the game, who plays each side, their names, the
//! rules options of both games and Omweso's way of playing and set-up.
//!
//! One flat configuration for both games rather than an enum of the two:
//! the title screen keeps each game's options while the player switches
//! between them, and a saved match carries exactly what was chosen.

use crate::games::GameKind;
use crate::text::{Text, side_name};
use bevy::prelude::*;
pub use mancala::ai::Level;
use mancala::omweso::{Position, Rules};
use mancala::{Side, oware};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    Human,
    Computer(Level),
}

/// A level's name for people.
pub fn level_name(level: Level) -> Text {
    Text::new(format!("level-{}", level.name()))
}

/// How a match was set up on the title screen.
#[derive(Resource, Clone, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchConfig {
    /// Omweso or Oware (named `table` in files written before 0.5).
    #[serde(alias = "table")]
    pub game: GameKind,
    pub players: [Controller; 2],
    pub names: [String; 2],
    /// Who moves first in the first game.
    pub first: Side,
    /// Omweso's part (in a file, its fields sit beside the others).
    #[serde(flatten)]
    pub omweso: OmwesoConfig,
    /// Oware's part (in a file, its fields are `oware_…`).
    #[serde(flatten)]
    pub oware: OwareConfig,
    /// Any other game's part, under its id: its rules and its start, as
    /// the game's defaults in `MatchGame` read and write them.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub others: BTreeMap<String, OtherConfig>,
    /// A demonstration between computers (played when nobody plays):
    /// never saved, never offered for resumption.
    #[serde(alias = "demo")]
    pub demonstration: bool,
    /// A lesson's step: one move, checked against the moves it accepts;
    /// never saved.
    #[serde(skip)]
    pub guide: Option<Guide>,
    /// A puzzle (its id): the player looks for its one right move; never
    /// saved, never kept in the journal.
    #[serde(skip)]
    pub puzzle: Option<String>,
    /// The seed of the computer's custom set-ups (then each is the same on
    /// every run and machine); `None`: from the clock, so that each visitor
    /// meets another. Never saved.
    #[serde(skip)]
    pub setup_seed: Option<u64>,
}

/// Omweso's part of a match's set-up.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct OmwesoConfig {
    pub rules: Rules,
    /// The way of playing (take-backs, formal, blitz).
    pub way: Way,
    pub setup: SetupStyle,
    /// Start the first game here instead of from the set-ups (screenshots,
    /// problems).
    pub position: Option<Position>,
}

/// Oware's part of a match's set-up.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct OwareConfig {
    #[serde(rename = "oware_rules")]
    pub rules: oware::Rules,
    #[serde(rename = "oware_format")]
    pub format: oware::MatchFormat,
    /// Start the first game here.
    #[serde(rename = "oware_position")]
    pub position: Option<oware::Position>,
}

/// Another game's part of a match's set-up.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OtherConfig {
    /// The game's rules as it serialises them (`null`: its defaults).
    pub rules: serde_json::Value,
    /// Start the first game here, in the game's notation.
    pub position: Option<String>,
}

/// What a lesson's step accepts, and what it says to any other legal move.
#[derive(Clone, Debug, PartialEq)]
pub struct Guide {
    /// Complete moves in notation.
    pub accept: Vec<String>,
    pub refusal: Text,
}

impl Guide {
    /// Whether a move begun so far (`i`, `i-`, …) can still become one the
    /// step accepts.
    pub fn allows(&self, so_far: &str) -> bool {
        self.accept.iter().any(|mv| mv.starts_with(so_far))
    }
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig {
            game: GameKind::default(),
            players: [Controller::Human, Controller::Computer(Level::Intermediate)],
            names: Side::BOTH.map(|s| default_name(s).to_string()),
            first: Side::South,
            omweso: OmwesoConfig::default(),
            oware: OwareConfig::default(),
            others: BTreeMap::new(),
            demonstration: false,
            guide: None,
            puzzle: None,
            setup_seed: None,
        }
    }
}

impl MatchConfig {
    /// The names to show: a person by the name typed (or the side's name
    /// in the player's language), a computer by its level, and two
    /// computers of one level by their sides too, so they can be told apart.
    pub fn display_names(&self) -> [Text; 2] {
        let same = self.players[0] == self.players[1];
        Side::BOTH.map(|side| match self.players[side.index()] {
            Controller::Human => {
                let name = self.names[side.index()].trim();
                if name.is_empty() || name == default_name(side) {
                    side_name(side)
                } else {
                    Text::plain(name)
                }
            }
            Controller::Computer(level) if same => Text::new("computer-of-side")
                .text("level", level_name(level))
                .text("side", side_name(side)),
            Controller::Computer(level) => {
                Text::new("computer-named").text("level", level_name(level))
            }
        })
    }

    /// How many sides a person plays.
    pub fn humans(&self) -> usize {
        self.players
            .iter()
            .filter(|p| **p == Controller::Human)
            .count()
    }
}

/// The names a match starts with: the notation's side names (shown in the
/// player's language).
pub fn default_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

/// The three ways of playing (rules page, section 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Way {
    /// "Counting": deliberate play; a move may be taken back.
    #[default]
    Ekyokubala,
    /// Formal play: a played move is binding.
    Ekisibe,
    /// Blitz: 3 seconds to start each move, or the opponent steals the turn.
    Ekyobutabal,
}

impl Way {
    pub const ALL: [Way; 3] = [Way::Ekyokubala, Way::Ekisibe, Way::Ekyobutabal];

    /// Its Luganda name (the same in every language).
    pub fn name(self) -> &'static str {
        match self {
            Way::Ekyokubala => "Ekyokubala",
            Way::Ekisibe => "Ekisibé",
            Way::Ekyobutabal => "Ekyobutabal",
        }
    }

    /// What it means, in the player's language.
    pub fn describe(self) -> Text {
        Text::new(match self {
            Way::Ekyokubala => "way-ekyokubala",
            Way::Ekisibe => "way-ekisibe",
            Way::Ekyobutabal => "way-ekyobutabal",
        })
    }

    /// In Ekyobutabal the computer must start within 3 seconds too: the
    /// strongest levels play at blitz speed.
    pub fn computer_level(self, level: Level) -> Level {
        match (self, level) {
            (Way::Ekyobutabal, Level::Master | Level::Expert) => Level::Blitz,
            _ => level,
        }
    }
}

/// Seconds to start a move in Ekyobutabal.
pub const BLITZ_SECONDS: f32 = 3.0;

/// How the players set up each game (rules page, section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SetupStyle {
    /// 4 seeds in each pit of the outer row.
    #[default]
    Standard,
    /// 2 seeds in every pit.
    TwoEach,
    /// Each player arranges their 32 seeds on the board.
    Custom,
}

impl SetupStyle {
    pub const ALL: [SetupStyle; 3] = [
        SetupStyle::Standard,
        SetupStyle::TwoEach,
        SetupStyle::Custom,
    ];

    pub fn name(self) -> Text {
        Text::new(match self {
            SetupStyle::Standard => "setup-standard",
            SetupStyle::TwoEach => "setup-two-each",
            SetupStyle::Custom => "setup-custom",
        })
    }
}

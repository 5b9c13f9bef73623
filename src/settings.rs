//! The player's settings: one resource that the screens change, the board
//! and the sound follow, and the data folder keeps between runs. A leaf
//! every layer may read.

use crate::locale::Lang;
use bevy::prelude::*;
use mancala::Side;
use serde::{Deserialize, Serialize};

/// How fast seeds move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum AnimSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl AnimSpeed {
    pub const ALL: [AnimSpeed; 4] = [
        AnimSpeed::Slow,
        AnimSpeed::Normal,
        AnimSpeed::Fast,
        AnimSpeed::Instant,
    ];

    /// Seconds for one seed to fall.
    pub fn seed_time(self) -> f32 {
        match self {
            AnimSpeed::Slow => 0.34,
            AnimSpeed::Normal => 0.17,
            AnimSpeed::Fast => 0.06,
            AnimSpeed::Instant => 0.0,
        }
    }

    /// Its name: a catalogue message.
    pub fn name(self) -> &'static str {
        match self {
            AnimSpeed::Slow => "speed-slow",
            AnimSpeed::Normal => "speed-normal",
            AnimSpeed::Fast => "speed-fast",
            AnimSpeed::Instant => "speed-instant",
        }
    }
}

/// How much the renderer does: `High` casts soft shadows and smooths
/// edges, `Low` does neither (for modest exhibition machines and software
/// rendering), `Auto` is high on a graphics card and low on a software
/// rasteriser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Quality {
    #[default]
    Auto,
    Low,
    High,
}

impl Quality {
    /// Whether to draw at high quality, on a software rasteriser or not.
    pub fn is_high(self, software: bool) -> bool {
        match self {
            Quality::High => true,
            Quality::Low => false,
            Quality::Auto => !software,
        }
    }
}

/// Everything the player can set outside a match.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation speed.
    pub speed: AnimSpeed,
    /// Every pit's count on the board, not only the hovered one's.
    pub show_numbers: bool,
    /// The camera stays at this seat instead of following the mover.
    pub fixed_seat: Option<Side>,
    /// Sound volume, 0–1.
    pub volume: f32,
    pub muted: bool,
    /// The players' names, South's first (empty: the side's name).
    pub names: [String; 2],
    /// Rendering quality.
    pub quality: Quality,
    /// Players face each other across a touch table: North's part of the
    /// HUD (name, score, prompts) is turned to face North.
    pub face_to_face: bool,
    /// The language of every word shown (on a first run, the system's
    /// when the game speaks it).
    pub language: Lang,
    /// The lessons finished (their ids).
    pub lessons_done: Vec<String>,
    /// The puzzles solved (their ids), and how many in a row at the first try.
    pub puzzles_solved: Vec<String>,
    pub puzzle_streak: u32,
    /// Stronger rings, every pit's count, plain backgrounds behind text.
    pub high_contrast: bool,
    /// Seeds land at once (no flight) and the title's camera stays still.
    pub reduce_motion: bool,
    /// The size of everything the screens draw, 1.0–2.0 (100–200 %).
    pub ui_scale: f32,
    /// Each caption and notice is read aloud in the chosen language (the
    /// platform's speech service; off unless a player turns it on).
    pub spoken_captions: bool,
}

impl Settings {
    /// The smallest and largest UI scale.
    pub const UI_SCALES: std::ops::RangeInclusive<f32> = 1.0..=2.0;

    /// The UI scale in its range (a hand-edited file may say anything).
    pub fn ui_scale(&self) -> f32 {
        if self.ui_scale.is_finite() {
            self.ui_scale
                .clamp(*Self::UI_SCALES.start(), *Self::UI_SCALES.end())
        } else {
            1.0
        }
    }

    /// Every pit's count is shown (asked for, or high contrast).
    pub fn counts_shown(&self) -> bool {
        self.show_numbers || self.high_contrast
    }
}

impl Settings {
    /// Reads a settings file as far as it can be read: each setting the
    /// file holds is taken if this version understands its value, and is
    /// the default otherwise (a language it does not know, a newer
    /// version's value), so that one strange value never costs the
    /// player's puzzles and lessons. Also returns the keys it could not
    /// take, unknown ones included. `Err` when the text is no JSON object.
    pub fn from_json_lenient(text: &[u8]) -> Result<(Settings, Vec<String>), String> {
        use serde_json::{Map, Value};
        let file: Map<String, Value> = serde_json::from_slice(text).map_err(|e| e.to_string())?;
        let Value::Object(mut taken) =
            serde_json::to_value(Settings::default()).expect("settings serialise")
        else {
            unreachable!("settings are an object")
        };
        let mut unread = Vec::new();
        for (key, value) in file {
            let known = taken.contains_key(&key);
            let mut trial = taken.clone();
            trial.insert(key.clone(), value.clone());
            if known && serde_json::from_value::<Settings>(Value::Object(trial)).is_ok() {
                taken.insert(key, value);
            } else {
                unread.push(key);
            }
        }
        let settings = serde_json::from_value(Value::Object(taken)).expect("every value was tried");
        Ok((settings, unread))
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: AnimSpeed::Normal,
            show_numbers: false,
            fixed_seat: None,
            volume: 0.7,
            muted: false,
            // Empty: the sides' names, in the player's language.
            names: [String::new(), String::new()],
            quality: Quality::Auto,
            face_to_face: false,
            language: Lang::from_system().unwrap_or_default(),
            lessons_done: Vec::new(),
            puzzles_solved: Vec::new(),
            puzzle_streak: 0,
            high_contrast: false,
            reduce_motion: false,
            ui_scale: 1.0,
            spoken_captions: false,
        }
    }
}

/// `omweso --lang CODE`: the language chosen on the command line, which
/// wins over the saved one (and is saved in its place).
#[derive(Resource, Clone, Copy, Debug)]
pub struct LanguageFromCommandLine(pub Lang);

/// A kiosk's staff profile: the settings every visitor starts from, read
/// at start (from `--kiosk-settings FILE`, else the data folder's settings)
/// and restored at each idle reset. A kiosk never writes it.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct StaffProfile(pub Settings);

/// `omweso --kiosk --kiosk-settings FILE`: where the staff profile is read.
#[derive(Resource, Clone, Debug)]
pub struct KioskSettingsFile(pub std::path::PathBuf);

/// Whether the game runs as a kiosk, an unattended exhibition piece
/// (`omweso --kiosk`): fullscreen, no quit or file menus, nothing of a
/// visitor's kept for the next.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kiosk {
    pub on: bool,
}

impl Kiosk {
    /// Whether the screens offer Quit.
    pub fn offers_quit(self) -> bool {
        !self.on
    }

    /// Whether the screens offer the files: saving, exporting, loading,
    /// resuming a saved match.
    pub fn offers_files(self) -> bool {
        !self.on
    }
}

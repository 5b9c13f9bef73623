//! The app's states and the order of a frame: a leaf every layer may read
//! (defined here rather than in `lib.rs` so that the lower layers never
//! import the top one).

use bevy::prelude::*;

/// The top-level screens.
#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Screen {
    #[default]
    Title,
    Playing,
}

/// The menu is open: the computer, the animation and the blitz clock wait.
#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pause {
    #[default]
    Running,
    Paused,
}

/// The order of a frame: input, then the rules, then the animation, then
/// the screens that show the result.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameSet {
    Input,
    Logic,
    Animate,
    Ui,
}

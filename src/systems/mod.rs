//! One plugin per concern. `logic_plugin` runs without a renderer (the
//! headless tests use it alone); `view_plugin` adds the window's side.

pub mod ai;
pub mod animation;
pub mod audio;
pub mod board;
pub mod camera;
pub mod hud;
pub mod input;
pub mod library;
pub mod oware_session;
pub mod persistence;
pub mod screenshot;
pub mod session;

use bevy::prelude::*;

/// The top-level screens.
#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Screen {
    #[default]
    Title,
    Playing,
}

/// The order of a frame: input, then the rules, then the animation.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameSet {
    Input,
    Logic,
    Animate,
}

/// Everything that decides what happens: no window, no GPU.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.configure_sets(
        Update,
        (GameSet::Input, GameSet::Logic, GameSet::Animate).chain(),
    );
    app.add_plugins((
        session::plugin,
        oware_session::plugin,
        persistence::plugin,
        library::plugin,
        ai::plugin,
        animation::plugin,
        board::logic_plugin,
    ));
}

/// What a player sees and touches.
pub fn view_plugin(app: &mut App) {
    app.add_plugins(bevy_egui::EguiPlugin::default());
    app.add_plugins((
        board::view_plugin,
        audio::plugin,
        persistence::settings_plugin,
        camera::plugin,
        input::plugin,
        hud::plugin,
        screenshot::plugin,
    ));
}

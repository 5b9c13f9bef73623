//! Omweso, the 3D game: an ECS world of pits and 64 seeds driven by the rules
//! engine in `mancala`, animated lap by lap from the engine's sowing traces.

pub mod layout;
pub mod options;
pub mod systems;
pub mod testing;

use bevy::prelude::*;
use bevy::window::{PresentMode, WindowResolution};

/// Builds and runs the windowed game with the command-line options.
pub fn run() -> AppExit {
    let options = match options::Options::from_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(message) => {
            eprintln!("omweso: {message}");
            return AppExit::error();
        }
    };
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Omweso".into(),
                    resolution: WindowResolution::new(1280, 720),
                    present_mode: PresentMode::AutoVsync,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: options.assets_dir(),
                ..default()
            }),
    );
    app.insert_resource(options);
    app.add_plugins((systems::logic_plugin, systems::view_plugin));
    app.run()
}

//! Files: the data folder, atomic writes, the autosave and settings file,
//! and the library of named saves and game records. Reads the session and
//! the settings; all file work runs on `IoTaskPool`.

pub mod autosave;
pub mod files;
pub mod library;

pub use autosave::{Loading, Resume, Writes, load_save};
pub use files::{DataDir, data_dir, file_stem, write_atomic, write_unused};
pub use library::{Library, LibraryRequest, LibraryTask};

use crate::systems::session::TableGame;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<Resume>();
    app.init_resource::<DataDir>();
    app.init_resource::<Library>();
    app.init_resource::<Writes>();
    app.add_message::<LibraryRequest>();
    app.add_systems(Startup, autosave::start_loading);
    app.add_systems(
        Update,
        (
            autosave::finish_loading,
            autosave::save_settings,
            autosave::finish_writing,
            library::file_requests,
            library::finish_tasks,
        ),
    );
    game_plugin::<mancala::game::Omweso>(app);
    game_plugin::<mancala::game::Oware>(app);
}

fn game_plugin<G: TableGame>(app: &mut App) {
    use crate::systems::session::Session;
    app.add_systems(
        Update,
        (autosave::autosave::<G>, library::save_requests::<G>)
            .run_if(resource_exists::<Session<G>>),
    );
}

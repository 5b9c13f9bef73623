//! Files: the data folder, atomic writes, the autosave and settings file,
//! the library of named saves and game records, and the journal of finished
//! games, and the staff log. Reads the session and the settings; all file
//! work runs on `IoTaskPool` (the staff log on a thread of its own).

pub mod autosave;
pub mod clock;
pub mod files;
pub mod journal;
pub mod library;
pub mod service;
pub mod staff_log;

pub use autosave::{
    Loading, Resume, SettingsOnDisk, Writer, Writes, load_save, read_save, read_settings,
};
pub use files::{
    DataDir, DataLock, FileProblems, LOCK_FILE, LockError, READ_CAP, Unreadable, data_dir,
    file_stem, keep_aside, read_capped, write_atomic, write_unused,
};
pub use journal::{Journal, JournalRequest, JournalTask, load_journal};
pub use library::{Library, LibraryRequest, LibraryTask, open_replay};
pub use service::{Notifier, StopSignal};
pub use staff_log::StaffLog;

use crate::states::GameSet;
use crate::systems::session::MatchGame;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<Resume>();
    app.init_resource::<DataDir>();
    app.init_resource::<Library>();
    app.init_resource::<Writes>();
    app.init_resource::<Journal>();
    app.init_resource::<FileProblems>();
    app.add_message::<LibraryRequest>();
    app.add_message::<JournalRequest>();
    app.add_systems(Startup, (autosave::start_loading, journal::start_loading));
    app.add_systems(
        Update,
        (
            autosave::finish_loading,
            autosave::save_settings,
            autosave::finish_writing,
            library::file_requests,
            library::finish_tasks,
            journal::requests,
            journal::finish_tasks,
        ),
    );
    app.add_systems(
        Update,
        (staff_log::renderer, staff_log::uptime).run_if(resource_exists::<StaffLog>),
    );
    app.add_systems(
        Update,
        (
            service::stop_on_signal.run_if(resource_exists::<StopSignal>),
            service::notify_systemd.run_if(resource_exists::<Notifier>),
        ),
    );
}

/// The autosave, the library's saves and the journal of one game's matches.
pub fn game_plugin<G: MatchGame>(app: &mut App) {
    use crate::systems::session::Session;
    app.add_systems(
        Update,
        (autosave::autosave::<G>, library::save_requests::<G>)
            .run_if(resource_exists::<Session<G>>),
    );
    // After the frame's logic, which announces the end of a game, and
    // before the match can be left.
    app.add_systems(
        Update,
        journal::record_finished::<G>
            .after(GameSet::Logic)
            .run_if(resource_exists::<Session<G>>),
    );
    app.add_systems(
        Update,
        staff_log::games::<G>
            .after(GameSet::Logic)
            .run_if(resource_exists::<Session<G>>.and_then(resource_exists::<StaffLog>)),
    );
}

//! Named saves and game records in the data folder: save the match under a
//! name (never over another file), export the game's record in the
//! notation, load a saved match, open a record in the replay viewer. All
//! file work runs on `IoTaskPool`.

use super::files::{DataDir, file_stem, write_unused};
use crate::states::Screen;
use crate::systems::session::{AnyRecord, MatchGame, NextMatch, OpenMatch, SavedMatch, Session};
use crate::text::Text;
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};
use std::path::{Path, PathBuf};

/// What the menu shows of the folder.
#[derive(Resource, Default)]
pub struct Library {
    pub saves: Vec<String>,
    pub records: Vec<String>,
    /// The name typed for saving or exporting.
    pub name: String,
    /// The result of the last request, for the player.
    pub message: Option<Text>,
}

/// What the menu asks for.
#[derive(Message, Clone, Debug)]
pub enum LibraryRequest {
    Refresh,
    SaveMatch(String),
    ExportRecord(String),
    LoadMatch(String),
    Replay(String),
}

pub(super) enum Done {
    Listed(Vec<String>, Vec<String>),
    Wrote(Text),
    Loaded(Box<SavedMatch>),
    Record(AnyRecord),
    Failed(Text),
}

#[derive(Component)]
pub struct LibraryTask(Task<Done>);

impl LibraryTask {
    /// Has the file work finished (waiting only to be picked up)?
    pub fn finished(&self) -> bool {
        self.0.is_finished()
    }
}

fn list(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let path = e.path();
            if path.extension()? != "json" {
                return None;
            }
            Some(path.file_stem()?.to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}

fn write_new(dir: PathBuf, stem: String, contents: String) -> Done {
    match write_unused(&dir, &stem, contents.as_bytes()) {
        Ok(path) => Done::Wrote(Text::new("saved-as").str("path", path.display().to_string())),
        Err(e) => Done::Failed(
            Text::new("could-not-write")
                .str(
                    "path",
                    dir.join(format!("{stem}.json")).display().to_string(),
                )
                .str("why", e.to_string()),
        ),
    }
}

/// Saving the match and exporting the game's record need the session.
pub(super) fn save_requests<G: MatchGame>(
    mut commands: Commands,
    mut requests: MessageReader<LibraryRequest>,
    dir: Res<DataDir>,
    session: Res<Session<G>>,
) {
    for request in requests.read() {
        let (folder, name, json) = match request {
            LibraryRequest::SaveMatch(name) => (dir.saves(), name, session.saved().to_json()),
            LibraryRequest::ExportRecord(name) => {
                (dir.records(), name, session.saved().record_json())
            }
            _ => continue,
        };
        let stem = file_stem(name);
        let task = IoTaskPool::get().spawn(async move { write_new(folder, stem, json) });
        commands.spawn((Name::new("Library"), LibraryTask(task)));
    }
}

/// Listing the folder, loading a save, opening a record.
pub(super) fn file_requests(
    mut commands: Commands,
    mut requests: MessageReader<LibraryRequest>,
    dir: Res<DataDir>,
) {
    for request in requests.read() {
        let (saves, records) = (dir.saves(), dir.records());
        let task = match request.clone() {
            LibraryRequest::Refresh => {
                IoTaskPool::get().spawn(async move { Done::Listed(list(&saves), list(&records)) })
            }
            LibraryRequest::LoadMatch(name) => {
                let path = saves.join(format!("{}.json", file_stem(&name)));
                IoTaskPool::get().spawn(async move {
                    match read_text(&path).and_then(|text| SavedMatch::read(&text)) {
                        Ok(saved) => Done::Loaded(Box::new(saved)),
                        Err(e) => Done::Failed(
                            Text::new("cannot-load")
                                .str("path", path.display().to_string())
                                .str("why", e),
                        ),
                    }
                })
            }
            LibraryRequest::Replay(name) => {
                let path = records.join(format!("{}.json", file_stem(&name)));
                IoTaskPool::get().spawn(async move {
                    match read_bytes(&path).and_then(|bytes| AnyRecord::from_json_bytes(&bytes)) {
                        Ok(record) => Done::Record(record),
                        Err(e) => Done::Failed(
                            Text::new("cannot-open")
                                .str("path", path.display().to_string())
                                .str("why", e),
                        ),
                    }
                })
            }
            LibraryRequest::SaveMatch(_) | LibraryRequest::ExportRecord(_) => continue,
        };
        commands.spawn((Name::new("Library"), LibraryTask(task)));
    }
}

/// A file's bytes (at most [`READ_CAP`](super::files::READ_CAP)), or why
/// they cannot be had.
fn read_bytes(path: &Path) -> Result<Vec<u8>, String> {
    match super::files::read_capped(path) {
        Ok(Some(bytes)) => Ok(bytes),
        Ok(None) => Err("it cannot be read: it is not there".into()),
        Err(why) => Err(format!("it cannot be read: {why}")),
    }
}

/// A file's text, or why it cannot be had.
fn read_text(path: &Path) -> Result<String, String> {
    String::from_utf8(read_bytes(path)?).map_err(|_| "it is not UTF-8 text".to_string())
}

pub(super) fn finish_tasks(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut LibraryTask)>,
    mut library: ResMut<Library>,
    mut next_match: ResMut<NextMatch>,
    mut next: ResMut<NextState<Screen>>,
) {
    for (entity, mut task) in &mut tasks {
        let Some(done) = check_ready(&mut task.0) else {
            continue;
        };
        commands.entity(entity).despawn();
        match done {
            Done::Listed(saves, records) => {
                library.saves = saves;
                library.records = records;
            }
            Done::Wrote(message) | Done::Failed(message) => library.message = Some(message),
            // Through the title screen, which opens what is pending at once.
            Done::Loaded(saved) => {
                next_match.0 = Some(OpenMatch::Restore(saved));
                next.set(Screen::Title);
            }
            Done::Record(record) => open_replay(record, &mut next_match, &mut next),
        }
    }
}

/// Opens a game record in the replay viewer: the one way in, for the
/// menu's records and the journal's games alike. It goes through the title
/// screen, which opens what is pending at once (from the title itself too:
/// setting the screen it is on enters it again).
pub fn open_replay(record: AnyRecord, next_match: &mut NextMatch, screen: &mut NextState<Screen>) {
    next_match.0 = Some(OpenMatch::Replay(record));
    screen.set(Screen::Title);
}

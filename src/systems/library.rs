//! Named saves and game records in the data folder: save the match under a
//! name (never over another file), export the game's record in the
//! notation, load a saved match, open a record in the replay viewer. All
//! file work runs on `IoTaskPool`.

use super::Screen;
use super::oware_session::OwareSession;
use super::persistence::{DataDir, Record, Resume, SavedMatch, write_atomic};
use super::session::{MatchConfig, Session};
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
    pub message: Option<String>,
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

enum Done {
    Listed(Vec<String>, Vec<String>),
    Wrote(String),
    Loaded(Box<SavedMatch>),
    Record(Record),
    Failed(String),
}

#[derive(Component)]
struct LibraryTask(Task<Done>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Library>();
    app.add_message::<LibraryRequest>();
    app.add_systems(Update, (handle_requests, finish_tasks));
    app.add_systems(OnEnter(Screen::Title), open_pending);
}

/// A file name from what the player typed: letters, digits, spaces and
/// dashes only, so a name can never leave the folder.
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .collect();
    if stem.is_empty() {
        "untitled".into()
    } else {
        stem
    }
}

/// `dir/stem.json`, or `dir/stem (2).json`… whichever does not exist yet.
pub fn unused_path(dir: &Path, stem: &str) -> PathBuf {
    let first = dir.join(format!("{stem}.json"));
    if !first.exists() {
        return first;
    }
    (2..)
        .map(|i| dir.join(format!("{stem} ({i}).json")))
        .find(|p| !p.exists())
        .expect("some name is free")
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
    let path = unused_path(&dir, &stem);
    match write_atomic(&path, &contents) {
        Ok(()) => Done::Wrote(format!("Saved as {}", path.display())),
        Err(e) => Done::Failed(format!("Could not write {}: {e}", path.display())),
    }
}

fn handle_requests(
    mut commands: Commands,
    mut requests: MessageReader<LibraryRequest>,
    dir: Res<DataDir>,
    session: Option<Res<Session>>,
    oware: Option<Res<OwareSession>>,
) {
    for request in requests.read() {
        let saves = dir.0.join("saves");
        let records = dir.0.join("records");
        let task = match request.clone() {
            LibraryRequest::Refresh => {
                IoTaskPool::get().spawn(async move { Done::Listed(list(&saves), list(&records)) })
            }
            LibraryRequest::SaveMatch(name) => {
                let saved = match (&session, &oware) {
                    (Some(s), _) => SavedMatch::of_omweso(s),
                    (_, Some(s)) => SavedMatch::of_oware(s),
                    _ => continue,
                };
                let json = saved.to_json();
                IoTaskPool::get().spawn(async move { write_new(saves, file_stem(&name), json) })
            }
            LibraryRequest::ExportRecord(name) => {
                let json = match (&session, &oware) {
                    (Some(s), _) => s.record.to_json(),
                    (_, Some(s)) => s.record.to_json(),
                    _ => continue,
                };
                IoTaskPool::get().spawn(async move { write_new(records, file_stem(&name), json) })
            }
            LibraryRequest::LoadMatch(name) => {
                let path = saves.join(format!("{}.json", file_stem(&name)));
                IoTaskPool::get().spawn(async move {
                    match std::fs::read_to_string(&path) {
                        Ok(text) => match SavedMatch::from_json(&text) {
                            Ok(saved) => Done::Loaded(Box::new(saved)),
                            Err(e) => {
                                Done::Failed(format!("{} cannot be loaded: {e}", path.display()))
                            }
                        },
                        Err(e) => Done::Failed(format!("{} cannot be read: {e}", path.display())),
                    }
                })
            }
            LibraryRequest::Replay(name) => {
                let path = records.join(format!("{}.json", file_stem(&name)));
                IoTaskPool::get().spawn(async move {
                    match std::fs::read_to_string(&path) {
                        Ok(text) => match Record::from_json(&text) {
                            Ok(record) => Done::Record(record),
                            Err(e) => Done::Failed(format!("{}: {e}", path.display())),
                        },
                        Err(e) => Done::Failed(format!("{} cannot be read: {e}", path.display())),
                    }
                })
            }
        };
        commands.spawn((Name::new("Library"), LibraryTask(task)));
    }
}

fn finish_tasks(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut LibraryTask)>,
    mut library: ResMut<Library>,
    mut resume: ResMut<Resume>,
    mut config: ResMut<MatchConfig>,
    mut next: ResMut<NextState<Screen>>,
    mut paused: Option<ResMut<super::hud::Paused>>,
) {
    for (entity, mut task) in &mut tasks {
        let Some(done) = check_ready(&mut task.0) else {
            continue;
        };
        commands.entity(entity).despawn();
        // Through the title screen, which opens what is pending at once.
        let mut open = || {
            if let Some(p) = paused.as_mut() {
                p.open = false;
            }
            next.set(Screen::Title);
        };
        match done {
            Done::Listed(saves, records) => {
                library.saves = saves;
                library.records = records;
            }
            Done::Wrote(message) | Done::Failed(message) => library.message = Some(message),
            Done::Loaded(saved) => {
                *config = saved.config.clone();
                resume.saved = Some(*saved);
                resume.requested = true;
                open();
            }
            Done::Record(record) => {
                resume.replay = Some(record);
                open();
            }
        }
    }
}

/// Opens a loaded match or a replay as soon as the title screen shows.
fn open_pending(resume: Res<Resume>, mut next: ResMut<NextState<Screen>>) {
    if resume.pending() {
        next.set(Screen::Playing);
    }
}

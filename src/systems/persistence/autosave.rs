//! Nothing is lost: the settings and the running match are saved (JSON,
//! written atomically) after every change, off the main thread, and the
//! match is offered for resumption at the next start. A save that cannot be
//! read is kept aside under another name and reported; the game starts
//! fresh.

use super::files::{DataDir, keep_aside, write_atomic};
use crate::settings::{Kiosk, LanguageFromCommandLine, Settings};
use crate::states::Screen;
use crate::systems::session::{Review, SavedMatch, Session, TableGame};
use crate::text::Text;
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};
use mancala::files::remove_stale_temporaries;
use mancala::record::Record;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// What was found at start-up.
#[derive(Resource, Default)]
pub struct Resume {
    /// The match that can be resumed.
    pub saved: Option<SavedMatch>,
    /// Why a save could not be read.
    pub problem: Option<Text>,
}

/// Reads a save file: `Ok(None)` if there is none; a broken one is renamed
/// aside (never over another file) and reported.
pub fn load_save(path: &Path) -> Result<Option<SavedMatch>, Text> {
    let text = match std::fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(Text::new("file-unreadable")
                .str("path", path.display().to_string())
                .str("why", e.to_string()));
        }
    };
    text.and_then(|text| SavedMatch::from_json(&text))
        .map(Some)
        .map_err(|problem| {
            let kept = keep_aside(path);
            Text::new("resume-failed")
                .str("problem", problem)
                .text("kept", kept)
        })
}

type Loaded = (Result<Option<SavedMatch>, Text>, Option<Settings>);

#[derive(Component)]
pub struct Loading(Task<Loaded>);

impl Loading {
    /// Has the reading finished (waiting only to be picked up)?
    pub fn finished(&self) -> bool {
        self.0.is_finished()
    }
}

/// The files being written in the background, one write at a time per
/// file: contents that come while their file is being written wait, and
/// only the newest waiting contents are written next, so that the newest
/// state always wins and two writes of one file never race.
#[derive(Resource, Default)]
pub struct Writes {
    running: HashMap<PathBuf, Task<()>>,
    waiting: HashMap<PathBuf, String>,
}

impl Writes {
    /// Writes `contents` to `path` off the frame, after any write of it in
    /// progress (replacing any contents waiting for that one).
    pub fn write(&mut self, path: PathBuf, contents: String) {
        if self.running.contains_key(&path) {
            self.waiting.insert(path, contents);
            return;
        }
        let task = IoTaskPool::get().spawn({
            let path = path.clone();
            async move { write_or_warn(&path, &contents) }
        });
        self.running.insert(path, task);
    }

    /// Is every write asked for done?
    pub fn idle(&self) -> bool {
        self.running.is_empty() && self.waiting.is_empty()
    }

    /// Have the writes in progress finished (waiting only to be picked up
    /// by the next frame)?
    pub fn finished(&self) -> bool {
        self.running.values().all(Task::is_finished)
    }
}

/// The app is closing (quit, a closed window, a panic unwinding): every
/// write asked for is finished before it goes, so that a move played just
/// before quitting is kept. A dropped task would be cancelled unwritten.
impl Drop for Writes {
    fn drop(&mut self) {
        for (_, task) in self.running.drain() {
            bevy::tasks::block_on(task);
        }
        for (path, contents) in self.waiting.drain() {
            write_or_warn(&path, &contents);
        }
    }
}

fn write_or_warn(path: &Path, contents: &str) {
    if let Err(e) = write_atomic(path, contents.as_bytes()) {
        warn!("could not save {}: {e}", path.display());
    }
}

/// How old a temporary file of a save must be to count as left by a crash.
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(600);

pub(super) fn start_loading(mut commands: Commands, dir: Res<DataDir>) {
    let dir = dir.clone();
    let task = IoTaskPool::get().spawn(async move {
        // What a crash mid-write left behind (a writer of this or another
        // instance still at work would have touched its file just now).
        for folder in [dir.0.clone(), dir.saves(), dir.records()] {
            remove_stale_temporaries(&folder, STALE_AFTER);
        }
        let save = load_save(&dir.autosave());
        let settings = std::fs::read_to_string(dir.settings())
            .ok()
            .and_then(|text| serde_json::from_str::<Settings>(&text).ok());
        (save, settings)
    });
    commands.spawn((Name::new("Loading saves"), Loading(task)));
}

pub(super) fn finish_loading(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut Loading)>,
    mut resume: ResMut<Resume>,
    mut settings: ResMut<Settings>,
    command_line: Option<Res<LanguageFromCommandLine>>,
) {
    let Some((entity, mut task)) = tasks.iter_mut().next() else {
        return;
    };
    let Some((save, loaded)) = check_ready(&mut task.0) else {
        return;
    };
    commands.entity(entity).despawn();
    match save {
        Ok(saved) => resume.saved = saved,
        Err(problem) => {
            warn!("{problem:?}");
            resume.problem = Some(problem);
        }
    }
    if let Some(loaded) = loaded {
        *settings = loaded;
    }
    if let Some(lang) = command_line {
        settings.language = lang.0;
    }
}

/// Picks up finished writes and starts the ones waiting for them.
pub(super) fn finish_writing(mut writes: ResMut<Writes>) {
    if writes.running.is_empty() {
        return;
    }
    let done: Vec<PathBuf> = writes
        .running
        .iter_mut()
        .filter_map(|(path, task)| check_ready(task).map(|()| path.clone()))
        .collect();
    for path in done {
        writes.running.remove(&path);
        if let Some(contents) = writes.waiting.remove(&path) {
            writes.write(path, contents);
        }
    }
}

/// What identifies a state of the match worth saving: the match, the moves
/// played, the games finished and the position (a finished arrangement
/// changes it).
type Mark<G> = (u64, usize, u32, <G as mancala::game::Game>::Position);

/// Saves the match whenever a move, a game or the match changes. A review
/// (a replay, and another move tried in it) is not a match: the running
/// match's save stays.
pub(super) fn autosave<G: TableGame>(
    mut writes: ResMut<Writes>,
    dir: Res<DataDir>,
    state: Res<State<Screen>>,
    session: Res<Session<G>>,
    review: Option<Res<Review<G>>>,
    kiosk: Res<Kiosk>,
    mut last: Local<Option<Mark<G>>>,
) {
    // A demonstration is no one's match; at an exhibition a visitor's
    // abandoned match is not kept for the next visitor.
    if *state.get() != Screen::Playing
        || session.replay
        || review.is_some_and(|r| r.session == session.id)
        || session.working()
        || session.config.demonstration
        || session.config.guide.is_some()
        || session.config.puzzle.is_some()
        || kiosk.on
    {
        return;
    }
    let mark = (
        session.id,
        session.record.moves().len(),
        session.games,
        *session.position(),
    );
    if last.as_ref() != Some(&mark) {
        writes.write(dir.autosave(), session.saved().to_json());
        *last = Some(mark);
    }
}

/// Saves the settings when they change (not before they were loaded).
pub(super) fn save_settings(
    mut writes: ResMut<Writes>,
    dir: Res<DataDir>,
    settings: Res<Settings>,
    loading: Query<(), With<Loading>>,
    mut last: Local<Option<Settings>>,
) {
    if !loading.is_empty() {
        return;
    }
    if last.is_none() {
        // The first look only records what was loaded.
        *last = Some(settings.clone());
        return;
    }
    if last.as_ref() != Some(&*settings) {
        let json = serde_json::to_string_pretty(&*settings).expect("settings serialise");
        writes.write(dir.settings(), json);
        *last = Some(settings.clone());
    }
}

//! Nothing is lost: the settings and the running match are saved (JSON,
//! written atomically) after every change, off the main thread, and the
//! match is offered for resumption at the next start. A file that cannot
//! be read is kept aside under another name (or, if it cannot be moved,
//! never written over), the player is told and the staff log says so; the
//! game starts fresh. A write that fails is said once, logged, and tried
//! again, less and less often, until it succeeds.

use super::files::{DataDir, FileProblems, Unreadable, read_capped, why_text, write_atomic};
use super::staff_log::StaffLog;
use crate::settings::{Kiosk, KioskSettingsFile, LanguageFromCommandLine, Settings, StaffProfile};
use crate::states::Screen;
use crate::systems::session::{MatchGame, SavedMatch, Session, TableReview};
use crate::text::Text;
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};
use mancala::files::remove_stale_temporaries;
use serde_json::{Map, Value};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What was found at start-up.
#[derive(Resource, Default)]
pub struct Resume {
    /// The match that can be resumed.
    pub saved: Option<SavedMatch>,
    /// Why a save could not be read.
    pub problem: Option<Text>,
}

/// Reads a save file: `Ok(None)` if there is none; one that cannot be
/// read is kept aside (see [`Unreadable`]).
pub fn read_save(path: &Path) -> Result<Option<SavedMatch>, Unreadable> {
    let keep = |why: String| Unreadable::keep_aside(path, why);
    let Some(bytes) = read_capped(path).map_err(keep)? else {
        return Ok(None);
    };
    let text = String::from_utf8(bytes).map_err(|_| keep("it is not UTF-8 text".into()))?;
    SavedMatch::read(&text).map(Some).map_err(keep)
}

/// [`read_save`] with the problem in the player's words.
pub fn load_save(path: &Path) -> Result<Option<SavedMatch>, Text> {
    read_save(path).map_err(|unreadable| resume_failed(&unreadable))
}

fn resume_failed(unreadable: &Unreadable) -> Text {
    Text::new("resume-failed")
        .str("problem", unreadable.why.clone())
        .text("kept", unreadable.kept_text())
}

/// What the settings file held that this version could not take (keys it
/// does not know, values it does not understand: a newer version's), so
/// that writing the settings never loses them: each is written back as
/// it was while the player leaves that setting alone.
#[derive(Resource, Default, Debug)]
pub struct SettingsOnDisk {
    /// The values not taken, as the file had them.
    unread: Map<String, Value>,
    /// The settings as read (each value not taken at its default).
    read: Map<String, Value>,
}

impl SettingsOnDisk {
    /// The settings file's text for `settings`.
    pub fn json(&self, settings: &Settings) -> String {
        let Value::Object(mut out) = serde_json::to_value(settings).expect("settings serialise")
        else {
            unreachable!("settings are an object")
        };
        for (key, value) in &self.unread {
            if out.get(key) == self.read.get(key) {
                out.insert(key.clone(), value.clone());
            }
        }
        serde_json::to_string_pretty(&out).expect("settings serialise")
    }
}

/// Settings read from a file, with what they could not take.
type ReadSettings = (Settings, SettingsOnDisk);

/// Reads a settings file: `Ok(None)` if there is none. One that is no
/// settings at all (truncated, not JSON) is kept aside if `keep` (a kiosk
/// leaves its staff's file where it is: it never writes one).
pub fn read_settings(path: &Path, keep: bool) -> Result<Option<ReadSettings>, Unreadable> {
    let unreadable = |why: String| {
        if keep {
            Unreadable::keep_aside(path, why)
        } else {
            Unreadable {
                path: path.to_path_buf(),
                why,
                kept: Err("a kiosk writes no file".into()),
            }
        }
    };
    let Some(bytes) = read_capped(path).map_err(unreadable)? else {
        return Ok(None);
    };
    let (settings, unread_keys) = Settings::from_json_lenient(&bytes).map_err(unreadable)?;
    let file: Map<String, Value> = serde_json::from_slice(&bytes).expect("read once already");
    let unread = unread_keys
        .iter()
        .map(|key| (key.clone(), file[key].clone()))
        .collect();
    let Value::Object(read) = serde_json::to_value(&settings).expect("settings serialise") else {
        unreachable!("settings are an object")
    };
    Ok(Some((settings, SettingsOnDisk { unread, read })))
}

/// What the start-up reading found.
struct Loaded {
    save: Result<Option<SavedMatch>, Unreadable>,
    settings: Result<Option<ReadSettings>, Unreadable>,
}

#[derive(Component)]
pub struct Loading(Task<Loaded>);

impl Loading {
    /// Has the reading finished (waiting only to be picked up)?
    pub fn finished(&self) -> bool {
        self.0.is_finished()
    }
}

/// How a file is written: [`write_atomic`], or in a test whatever the
/// test needs (a full disk).
pub type Writer = Arc<dyn Fn(&Path, &[u8]) -> std::io::Result<()> + Send + Sync>;

/// The first wait before a failed write is tried again, and the longest.
const RETRY_FIRST: f64 = 1.0;
const RETRY_LONGEST: f64 = 60.0;

/// A write that failed, waiting to be tried again.
struct Failing {
    contents: String,
    /// Failures in a row.
    failures: u32,
    /// When to try again (real seconds since the start).
    at: f64,
}

/// The files being written in the background, one write at a time per
/// file: contents that come while their file is being written wait, and
/// only the newest waiting contents are written next, so that the newest
/// state always wins and two writes of one file never race. A failed
/// write is tried again after 1 s, 2 s, 4 s… at most a minute apart (the
/// newest contents each time), and reported once, when it first fails.
#[derive(Resource)]
pub struct Writes {
    writer: Writer,
    running: HashMap<PathBuf, Task<(String, std::io::Result<()>)>>,
    waiting: HashMap<PathBuf, String>,
    failing: HashMap<PathBuf, Failing>,
    /// Files that could not be read and stayed where they are: never
    /// written over.
    blocked: HashSet<PathBuf>,
    /// The "last saved" marker: how many writes of each file succeeded.
    /// It moves only when a write is on the disk.
    saved: HashMap<PathBuf, u64>,
    /// Failures and recoveries not yet told.
    news: Vec<WriteNews>,
}

/// What happened to a file's writes, for the player and the staff log.
#[derive(Debug)]
enum WriteNews {
    Failed(PathBuf, std::io::Error),
    Recovered(PathBuf),
}

impl Default for Writes {
    fn default() -> Self {
        Writes::with_writer(Arc::new(write_atomic))
    }
}

impl Writes {
    /// Writes that go through `writer`.
    pub fn with_writer(writer: Writer) -> Writes {
        Writes {
            writer,
            running: HashMap::new(),
            waiting: HashMap::new(),
            failing: HashMap::new(),
            blocked: HashSet::new(),
            saved: HashMap::new(),
            news: Vec::new(),
        }
    }

    /// Writes from now on through `writer` (a test's failing disk).
    pub fn set_writer(&mut self, writer: Writer) {
        self.writer = writer;
    }

    /// Writes `contents` to `path` off the frame, after any write of it in
    /// progress (replacing any contents waiting for that one); a file
    /// whose write is failing gets these contents at its next try.
    pub fn write(&mut self, path: PathBuf, contents: String) {
        if self.blocked.contains(&path) {
            return;
        }
        if let Some(failing) = self.failing.get_mut(&path) {
            failing.contents = contents;
            return;
        }
        if self.running.contains_key(&path) {
            self.waiting.insert(path, contents);
            return;
        }
        let writer = self.writer.clone();
        let task = IoTaskPool::get().spawn({
            let path = path.clone();
            async move {
                let done = writer(&path, contents.as_bytes());
                (contents, done)
            }
        });
        self.running.insert(path, task);
    }

    /// Never writes `path` (a file that could not be read, left in place).
    pub fn block(&mut self, path: PathBuf) {
        self.waiting.remove(&path);
        self.failing.remove(&path);
        self.blocked.insert(path);
    }

    /// How many writes of `path` are on the disk.
    pub fn saved(&self, path: &Path) -> u64 {
        self.saved.get(path).copied().unwrap_or(0)
    }

    /// Is a write of `path` failing (to be tried again)?
    pub fn failing(&self, path: &Path) -> bool {
        self.failing.contains_key(path)
    }

    /// Is every write asked for done?
    pub fn idle(&self) -> bool {
        self.running.is_empty() && self.waiting.is_empty() && self.failing.is_empty()
    }

    /// Have the writes in progress finished (waiting only to be picked up
    /// by the next frame)?
    pub fn finished(&self) -> bool {
        self.running.values().all(Task::is_finished)
    }

    /// Takes in the writes that finished and starts those waiting, and
    /// those due to be tried again at `now`.
    fn advance(&mut self, now: f64) {
        let done: Vec<(PathBuf, (String, std::io::Result<()>))> = self
            .running
            .iter_mut()
            .filter_map(|(path, task)| check_ready(task).map(|done| (path.clone(), done)))
            .collect();
        for (path, (contents, result)) in done {
            self.running.remove(&path);
            match result {
                Ok(()) => {
                    *self.saved.entry(path.clone()).or_default() += 1;
                    if self.failing.remove(&path).is_some() {
                        self.news.push(WriteNews::Recovered(path.clone()));
                    }
                }
                Err(error) => {
                    let failures = self.failing.get(&path).map_or(0, |f| f.failures) + 1;
                    if failures == 1 {
                        self.news.push(WriteNews::Failed(path.clone(), error));
                    }
                    let wait = (RETRY_FIRST * 2f64.powi(failures as i32 - 1)).min(RETRY_LONGEST);
                    // Newer contents asked for meanwhile are the ones to retry.
                    let contents = self.waiting.remove(&path).unwrap_or(contents);
                    self.failing.insert(
                        path.clone(),
                        Failing {
                            contents,
                            failures,
                            at: now + wait,
                        },
                    );
                    continue;
                }
            }
            if let Some(contents) = self.waiting.remove(&path) {
                self.write(path, contents);
            }
        }
        let due: Vec<PathBuf> = self
            .failing
            .iter()
            .filter(|(path, f)| f.at <= now && !self.running.contains_key(*path))
            .map(|(path, _)| path.clone())
            .collect();
        for path in due {
            self.retry(path);
        }
    }

    /// Tries a failing write again (it stays failing until it succeeds).
    fn retry(&mut self, path: PathBuf) {
        let Some(failing) = self.failing.get(&path) else {
            return;
        };
        let (writer, contents) = (self.writer.clone(), failing.contents.clone());
        let task = IoTaskPool::get().spawn({
            let path = path.clone();
            async move {
                let done = writer(&path, contents.as_bytes());
                (contents, done)
            }
        });
        self.running.insert(path, task);
    }
}

/// The app is closing (quit, a closed window, a signal, a panic
/// unwinding): every write asked for is finished before it goes, so that
/// a move played just before quitting is kept (a dropped task would be
/// cancelled unwritten); a failing one is tried a last time.
impl Drop for Writes {
    fn drop(&mut self) {
        for (path, task) in self.running.drain() {
            let (contents, result) = bevy::tasks::block_on(task);
            if result.is_err() {
                self.waiting.entry(path).or_insert(contents);
            }
        }
        let failing = self.failing.drain().map(|(path, f)| (path, f.contents));
        let last: Vec<(PathBuf, String)> = self.waiting.drain().chain(failing).collect();
        for (path, contents) in last {
            if let Err(e) = (self.writer)(&path, contents.as_bytes()) {
                error!("could not save {}: {e}", path.display());
            }
        }
    }
}

/// How old a temporary file of a save must be to count as left by a crash.
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(600);

pub(super) fn start_loading(
    mut commands: Commands,
    dir: Res<DataDir>,
    kiosk: Res<Kiosk>,
    kiosk_file: Option<Res<KioskSettingsFile>>,
) {
    let dir = dir.clone();
    let kiosk = kiosk.on;
    let settings_path = match kiosk_file {
        Some(file) if kiosk => file.0.clone(),
        _ => dir.settings(),
    };
    let task = IoTaskPool::get().spawn(async move {
        // What a crash mid-write left behind (a writer of this or another
        // instance still at work would have touched its file just now).
        for folder in [dir.0.clone(), dir.saves(), dir.records()] {
            remove_stale_temporaries(&folder, STALE_AFTER);
        }
        Loaded {
            // A kiosk resumes nothing: its visitors' matches are not kept.
            save: if kiosk {
                Ok(None)
            } else {
                read_save(&dir.autosave())
            },
            settings: read_settings(&settings_path, !kiosk),
        }
    });
    commands.spawn((Name::new("Loading saves"), Loading(task)));
}

/// Tells the player and the staff log of a file that could not be read;
/// one left in place is never written.
pub(super) fn report_unreadable(
    unreadable: &Unreadable,
    text: Text,
    problems: &mut FileProblems,
    log: Option<&StaffLog>,
    writes: &mut Writes,
) {
    info!("{}", unreadable.log_line());
    if let Some(log) = log {
        log.write("file unreadable", &unreadable.log_line());
    }
    if unreadable.kept.is_err() {
        writes.block(unreadable.path.clone());
    }
    problems.shown.push(text);
}

#[allow(clippy::too_many_arguments)]
pub(super) fn finish_loading(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut Loading)>,
    mut resume: ResMut<Resume>,
    mut settings: ResMut<Settings>,
    (mut problems, mut writes, log): (ResMut<FileProblems>, ResMut<Writes>, Option<Res<StaffLog>>),
    kiosk: Res<Kiosk>,
    command_line: Option<Res<LanguageFromCommandLine>>,
) {
    let Some((entity, mut task)) = tasks.iter_mut().next() else {
        return;
    };
    let Some(loaded) = check_ready(&mut task.0) else {
        return;
    };
    commands.entity(entity).despawn();
    let log = log.as_deref();
    match loaded.save {
        Ok(saved) => resume.saved = saved,
        Err(unreadable) => {
            let text = resume_failed(&unreadable);
            report_unreadable(&unreadable, text.clone(), &mut problems, log, &mut writes);
            resume.problem = Some(text);
        }
    }
    match loaded.settings {
        Ok(Some((loaded, on_disk))) => {
            *settings = loaded;
            commands.insert_resource(on_disk);
        }
        Ok(None) => {}
        Err(unreadable) => {
            let text = Text::new("settings-unreadable")
                .str("problem", unreadable.why.clone())
                .text("kept", unreadable.kept_text());
            report_unreadable(&unreadable, text, &mut problems, log, &mut writes);
        }
    }
    if let Some(lang) = command_line {
        settings.language = lang.0;
    }
    if kiosk.on {
        commands.insert_resource(StaffProfile(settings.clone()));
    }
}

/// Picks up finished writes, starts the ones waiting for them and the
/// failed ones due again, and tells of a write that fails (once) and of
/// one that works again.
pub(super) fn finish_writing(
    mut writes: ResMut<Writes>,
    time: Res<Time<Real>>,
    mut problems: ResMut<FileProblems>,
    log: Option<Res<StaffLog>>,
) {
    if writes.running.is_empty() && writes.failing.is_empty() {
        return;
    }
    writes.advance(time.elapsed_secs_f64());
    for news in std::mem::take(&mut writes.news) {
        let line = match news {
            WriteNews::Failed(path, error) => {
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                problems.shown.push(
                    Text::new("could-not-save")
                        .str("file", name.into_owned())
                        .text("why", why_text(&error)),
                );
                (
                    "write failed",
                    format!("{}: {error}; trying again", path.display()),
                )
            }
            WriteNews::Recovered(path) => ("write recovered", path.display().to_string()),
        };
        warn!("{}  {}", line.0, line.1);
        if let Some(log) = &log {
            log.write(line.0, &line.1);
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
pub(super) fn autosave<G: MatchGame>(
    mut writes: ResMut<Writes>,
    dir: Res<DataDir>,
    state: Res<State<Screen>>,
    session: Res<Session<G>>,
    review: Option<Res<TableReview<G>>>,
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
        session.recorded().moves.len(),
        session.games,
        *session.position(),
    );
    if last.as_ref() != Some(&mark) {
        writes.write(dir.autosave(), session.saved().to_json());
        *last = Some(mark);
    }
}

/// Saves the settings when they change (not before they were read, and
/// never at a kiosk: a visitor's changes last until the idle reset).
pub(super) fn save_settings(
    mut writes: ResMut<Writes>,
    dir: Res<DataDir>,
    settings: Res<Settings>,
    on_disk: Option<Res<SettingsOnDisk>>,
    kiosk: Res<Kiosk>,
    loading: Query<(), With<Loading>>,
    mut last: Local<Option<Settings>>,
) {
    if !loading.is_empty() || kiosk.on {
        return;
    }
    if last.is_none() {
        // The first look only records what was loaded.
        *last = Some(settings.clone());
        return;
    }
    if last.as_ref() != Some(&*settings) {
        let json = match on_disk {
            Some(on_disk) => on_disk.json(&settings),
            None => SettingsOnDisk::default().json(&settings),
        };
        writes.write(dir.settings(), json);
        *last = Some(settings.clone());
    }
}

//! "Your games": every game a person finished (not at an exhibition, not a
//! demonstration, a lesson or a replay) is kept in `history.json` in the
//! data folder, the newest [`JOURNAL_CAP`], each with its record so that it
//! can be opened in the replay viewer. Read at start and written after each
//! game off the frame (`IoTaskPool`, [`Writes`]); a file that cannot be
//! read is kept aside, reported once, and a new journal begins.

pub mod entry;

pub use entry::{Against, Entry, GameResult, JOURNAL_CAP, Tally, Total, games_of, iso_utc, totals};

use super::autosave::{Writes, report_unreadable};
use super::files::{DataDir, FileProblems, Unreadable, read_capped};
use super::library::open_replay;
use super::staff_log::StaffLog;
use crate::settings::Kiosk;
use crate::states::Screen;
use crate::systems::session::{
    AnyRecord, GameOver, MatchGame, NextMatch, Phase, Session, TableReview,
};
use crate::text::Text;
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};
use std::path::Path;

/// The games finished, oldest first, and what the title says about them.
#[derive(Resource, Default)]
pub struct Journal {
    entries: Vec<Entry>,
    loaded: bool,
    /// Why the file could not be read at start (it was kept aside).
    pub problem: Option<Text>,
    /// Why the last game asked for could not be opened.
    pub message: Option<Text>,
}

impl Journal {
    /// The games, oldest first (an entry's index here is what
    /// [`HistoryRequest::Open`] names).
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Has the file been read (or found missing or broken)?
    pub fn loaded(&self) -> bool {
        self.loaded
    }

    fn add(&mut self, entry: Entry) {
        self.entries.push(entry);
        entry::keep_newest(&mut self.entries);
    }

    /// Writes the journal (once it has been read: never over a file not
    /// yet read).
    fn save(&self, writes: &mut Writes, dir: &DataDir) {
        if self.loaded {
            writes.write(dir.journal(), entry::to_json(&self.entries));
        }
    }
}

/// What the title's "Your games" window asks for.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum JournalRequest {
    /// Open the game at this index of [`History::entries`] in the replay
    /// viewer.
    Open(usize),
    /// Forget every game.
    Clear,
}

enum Done {
    Loaded(Result<Vec<Entry>, Unreadable>),
    Opened(Result<AnyRecord, Text>),
}

/// The journal's file work in progress.
#[derive(Component)]
pub struct JournalTask(Task<Done>);

impl JournalTask {
    /// Has the work finished (waiting only to be picked up)?
    pub fn finished(&self) -> bool {
        self.0.is_finished()
    }
}

/// Reads the journal file: empty when there is none; one that cannot be
/// read is kept aside (see [`Unreadable`]).
pub fn read_journal(path: &Path) -> Result<Vec<Entry>, Unreadable> {
    let keep = |why: String| Unreadable::keep_aside(path, why);
    match read_capped(path).map_err(keep)? {
        Some(bytes) => entry::from_json(&bytes).map_err(keep),
        None => Ok(Vec::new()),
    }
}

/// [`read_journal`] with the problem in the player's words.
pub fn load_journal(path: &Path) -> Result<Vec<Entry>, Text> {
    read_journal(path).map_err(|unreadable| unreadable_text(&unreadable))
}

fn unreadable_text(unreadable: &Unreadable) -> Text {
    Text::new("journal-unreadable")
        .str("problem", unreadable.why.clone())
        .text("kept", unreadable.kept_text())
}

pub(super) fn start_loading(mut commands: Commands, dir: Res<DataDir>) {
    let path = dir.journal();
    let task = IoTaskPool::get().spawn(async move { Done::Loaded(read_journal(&path)) });
    commands.spawn((Name::new("Loading the journal"), JournalTask(task)));
}

/// Whether a game of this match is a person's own to keep: not at an
/// exhibition, not a demonstration, a lesson, a review or another move
/// tried in one (a match without a person is left out by
/// [`Entry::finished`]).
fn kept<G: MatchGame>(session: &Session<G>, reviewing: bool, kiosk: &Kiosk) -> bool {
    !kiosk.on
        && !session.replay
        && !reviewing
        && !session.config.demonstration
        && session.config.guide.is_none()
        && session.config.puzzle.is_none()
}

/// Adds each game a person finishes to the journal, once, and writes it
/// (the match, and its review if it is one).
pub(super) fn record_finished<G: MatchGame>(
    mut over: MessageReader<GameOver>,
    (session, review): (Res<Session<G>>, Option<Res<TableReview<G>>>),
    kiosk: Res<Kiosk>,
    mut journal: ResMut<Journal>,
    mut writes: ResMut<Writes>,
    dir: Res<DataDir>,
    mut last: Local<Option<(u64, u32)>>,
) {
    if over.read().count() == 0 || !matches!(session.phase, Phase::Over(_)) {
        return;
    }
    let mark = (session.id, session.games);
    let reviewing = review.is_some_and(|r| r.session == session.id);
    if *last == Some(mark) || !kept(&session, reviewing, &kiosk) {
        return;
    }
    *last = Some(mark);
    if let Some(entry) = Entry::finished(&*session, entry::now_utc()) {
        journal.add(entry);
        journal.save(&mut writes, &dir);
    }
}

/// Opening a game (its record read and checked off the frame) and
/// clearing the journal.
pub(super) fn requests(
    mut commands: Commands,
    mut requests: MessageReader<JournalRequest>,
    mut journal: ResMut<Journal>,
    mut writes: ResMut<Writes>,
    dir: Res<DataDir>,
) {
    for request in requests.read() {
        match request {
            JournalRequest::Open(index) => {
                let Some(record) = journal.entries.get(*index).map(|e| e.record.to_string()) else {
                    continue;
                };
                journal.message = None;
                let task = IoTaskPool::get().spawn(async move {
                    Done::Opened(
                        AnyRecord::from_json(&record)
                            .map_err(|why| Text::new("journal-cannot-open").str("why", why)),
                    )
                });
                commands.spawn((Name::new("Opening a game"), JournalTask(task)));
            }
            JournalRequest::Clear if journal.loaded => {
                journal.entries.clear();
                journal.save(&mut writes, &dir);
            }
            JournalRequest::Clear => {}
        }
    }
}

/// What the file work found: the journal read at start (with the games
/// finished meanwhile), or a game to open in the replay viewer.
pub(super) fn finish_tasks(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut JournalTask)>,
    mut journal: ResMut<Journal>,
    mut writes: ResMut<Writes>,
    dir: Res<DataDir>,
    (mut problems, log): (ResMut<FileProblems>, Option<Res<StaffLog>>),
    (mut next_match, mut screen): (ResMut<NextMatch>, ResMut<NextState<Screen>>),
) {
    for (entity, mut task) in &mut tasks {
        let Some(done) = check_ready(&mut task.0) else {
            continue;
        };
        commands.entity(entity).despawn();
        match done {
            Done::Loaded(read) => {
                let read = read.map_err(|unreadable| {
                    let text = unreadable_text(&unreadable);
                    let log = log.as_deref();
                    report_unreadable(&unreadable, text.clone(), &mut problems, log, &mut writes);
                    text
                });
                loaded(&mut journal, read, &mut writes, &dir);
            }
            Done::Opened(Ok(record)) => open_replay(record, &mut next_match, &mut screen),
            Done::Opened(Err(why)) => journal.message = Some(why),
        }
    }
}

/// The journal read at start goes before the games finished while it was
/// being read; those are written at once.
fn loaded(
    journal: &mut Journal,
    read: Result<Vec<Entry>, Text>,
    writes: &mut Writes,
    dir: &DataDir,
) {
    let mut entries = read.unwrap_or_else(|problem| {
        journal.problem = Some(problem);
        Vec::new()
    });
    let meanwhile = std::mem::take(&mut journal.entries);
    let write = !meanwhile.is_empty();
    entries.extend(meanwhile);
    entry::keep_newest(&mut entries);
    journal.entries = entries;
    journal.loaded = true;
    if write {
        journal.save(writes, dir);
    }
}

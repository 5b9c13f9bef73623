//! The staff log: a small text file in the data folder that says what an
//! unattended game did — its start (version, mode), the renderer and the
//! quality chosen, each game's start and result, every error and panic,
//! and a kiosk's uptime each hour — for whoever looks after an exhibition
//! PC. Lines are written by a thread of their own (the frame never waits
//! on a file); a panic is written at once, before the process ends. At
//! [`ROTATE_AT`] bytes the file moves to `omweso.log.1` (the one before it
//! is dropped), so the two never hold more than twice that.

use super::clock::now_utc;
use super::files::DataDir;
use crate::settings::{Kiosk, Settings};
use crate::systems::session::{Controller, GameOver, MatchGame, Phase, Session};
use bevy::log::BoxedLayer;
use bevy::log::tracing::field::{Field, Visit};
use bevy::log::tracing::{Event, Level, Subscriber};
use bevy::log::tracing_subscriber::layer::{Context, Layer};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Sender, channel};
use std::time::Duration;

/// The log's file name in the data folder.
pub const FILE: &str = "omweso.log";

/// The size at which the log starts a new file.
pub const ROTATE_AT: u64 = 256 * 1024;

/// Where the log goes; cloned freely (every clone writes to one thread).
#[derive(Resource, Clone, Debug)]
pub struct StaffLog {
    path: PathBuf,
    lines: Sender<Job>,
}

#[derive(Debug)]
enum Job {
    Line(String),
    Flush(Sender<()>),
}

impl StaffLog {
    /// The log of this data folder, its writer started.
    pub fn open(dir: &DataDir) -> StaffLog {
        let path = dir.0.join(FILE);
        let (lines, jobs) = channel::<Job>();
        let file = path.clone();
        let writer = move || {
            for job in jobs {
                match job {
                    // A log that cannot be written must not stop the game.
                    Job::Line(line) => drop(append(&file, &line)),
                    Job::Flush(done) => drop(done.send(())),
                }
            }
        };
        if let Err(e) = std::thread::Builder::new()
            .name(WRITER.into())
            .spawn(writer)
        {
            eprintln!("omweso: the staff log cannot start: {e}");
        }
        StaffLog { path, lines }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Adds a line: the time, what happened, and its details on one line.
    pub fn write(&self, what: &str, details: &str) {
        drop(self.lines.send(Job::Line(line(what, details))));
    }

    /// Returns once every line written so far is in the file.
    pub fn flush(&self) {
        flush(&self.lines, None);
    }

    /// Writes panics to the log, at once, then lets the usual report
    /// (the message on stderr) follow.
    pub fn catch_panics(&self) {
        let path = self.path.clone();
        let lines = self.lines.clone();
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            // What happened before comes first in the file: the lines
            // still queued, unless the writer itself panicked (and never
            // long, whatever state the writer is in).
            if std::thread::current().name() != Some(WRITER) {
                flush(&lines, Some(Duration::from_secs(1)));
            }
            let message = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(no message)".into());
            let place = info
                .location()
                .map_or(String::new(), |l| format!(" at {}:{}", l.file(), l.line()));
            drop(append(&path, &line("panic", &format!("{message}{place}"))));
            before(info);
        }));
    }
}

/// The writer's thread.
const WRITER: &str = "staff log";

/// Waits until the writer has written every line sent before, at most
/// `limit`.
fn flush(lines: &Sender<Job>, limit: Option<Duration>) {
    let (done, wait) = channel();
    if lines.send(Job::Flush(done)).is_ok() {
        let _ = match limit {
            Some(limit) => wait.recv_timeout(limit).ok(),
            None => wait.recv().ok(),
        };
    }
}

/// `2026-12-02T10:00:00Z  what  details`, with any control character in
/// the details escaped so that one event is one line.
fn line(what: &str, details: &str) -> String {
    let details: String = details
        .chars()
        .flat_map(|c| {
            let escaped = c.is_control().then(|| c.escape_default());
            escaped
                .into_iter()
                .flatten()
                .chain((!c.is_control()).then_some(c))
        })
        .collect();
    format!("{}  {what}  {details}\n", now_utc())
}

fn append(path: &Path, line: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    if std::fs::metadata(path).is_ok_and(|m| m.len() >= ROTATE_AT) {
        std::fs::rename(path, path.with_extension("log.1"))?;
    }
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    file.write_all(line.as_bytes())
}

/// For `LogPlugin::custom_layer`: every error, and this game's warnings
/// (a save that failed, an asset missing), go to the staff log too.
pub fn errors_layer(app: &mut App) -> Option<BoxedLayer> {
    let log = app.world().get_resource::<StaffLog>()?.clone();
    Some(Box::new(ErrorsToLog(log)))
}

struct ErrorsToLog(StaffLog);

impl<S: Subscriber> Layer<S> for ErrorsToLog {
    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        let meta = event.metadata();
        let ours = ["omweso", "mancala"]
            .iter()
            .any(|name| meta.target().starts_with(name));
        let what = match *meta.level() {
            Level::ERROR => "error",
            Level::WARN if ours => "warning",
            _ => return,
        };
        let mut text = Words(format!("{}:", meta.target()));
        event.record(&mut text);
        self.0.write(what, &text.0);
    }
}

/// An event's message and fields as words.
struct Words(String);

impl Visit for Words {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        match field.name() {
            "message" => drop(write!(self.0, " {value:?}")),
            name => drop(write!(self.0, " {name}={value:?}")),
        }
    }
}

/// Each game's start and result.
pub(super) fn games<G: MatchGame>(
    log: Res<StaffLog>,
    session: Res<Session<G>>,
    mut over: MessageReader<GameOver>,
    mut begun: Local<Option<(u64, u32)>>,
) {
    if session.replay {
        over.clear();
        return;
    }
    let game = (session.id, session.games);
    let config = &session.config;
    if *begun != Some(game) && !matches!(session.phase, Phase::Over(_)) {
        *begun = Some(game);
        let player = |p: &Controller| match p {
            Controller::Human => "a person".to_string(),
            Controller::Computer(level) => format!("the computer ({})", level.name()),
        };
        let kind = if config.demonstration {
            "demonstration"
        } else if config.guide.is_some() {
            "lesson"
        } else if config.puzzle.is_some() {
            "puzzle"
        } else {
            "game"
        };
        let details = format!(
            "{} {kind} {} of the match: South {}, North {}",
            config.game.name(),
            session.games + 1,
            player(&config.players[0]),
            player(&config.players[1]),
        );
        log.write("game begins", &details);
    }
    for GameOver { winner } in over.read() {
        let result = winner.map_or("a draw".to_string(), |side| format!("{side:?} won"));
        let details = format!(
            "{} game {}: {result}, seeds captured South {} North {}, {} moves",
            config.game.name(),
            session.games,
            session.captured[0],
            session.captured[1],
            session.recorded().moves.len(),
        );
        log.write("game ends", &details);
    }
}

/// The renderer, once it is known, and the quality chosen (again whenever
/// the setting changes).
pub(super) fn renderer(
    log: Res<StaffLog>,
    adapter: Option<Res<RenderAdapterInfo>>,
    settings: Res<Settings>,
    mut told: Local<Option<(crate::settings::Quality, bool)>>,
) {
    let Some(adapter) = adapter else { return };
    let software = format!("{:?}", adapter.0.device_type) == "Cpu";
    let now = (settings.quality, settings.quality.is_high(software));
    if *told == Some(now) {
        return;
    }
    if told.is_none() {
        let a = &adapter.0;
        let details = format!(
            "{} ({:?}, {:?}, {})",
            a.name, a.backend, a.device_type, a.driver
        );
        log.write("renderer", &details);
    }
    *told = Some(now);
    let chosen = if now.1 { "high" } else { "low" };
    log.write("quality", &format!("{:?}: {chosen}", now.0).to_lowercase());
}

/// A kiosk says each hour that it is still up.
pub(super) fn uptime(
    log: Res<StaffLog>,
    kiosk: Res<Kiosk>,
    time: Res<Time<Real>>,
    mut hours: Local<u64>,
) {
    let up = (time.elapsed_secs_f64() / 3600.0) as u64;
    if kiosk.on && up > *hours {
        *hours = up;
        log.write("uptime", &format!("{up} h"));
    }
}

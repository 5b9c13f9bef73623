//! A headless `App` with the game's core plugin and no renderer or window,
//! for tests: `app.update()` drives it, time advances 50 ms per update.

use crate::core_plugin;
use crate::games::GameKind;
use crate::locale::{Catalogue, Lang};
use crate::settings::{AnimSpeed, Settings};
use crate::states::{Pause, Screen};
use crate::systems::board::animation::AnimQueue;
use crate::systems::board::entities::{InPit, seeds_per_pit};
use crate::systems::persistence::{DataDir, JournalTask, LibraryTask, Loading, Writes};
use crate::systems::session::computer::{Hinting, Thinking};
use crate::systems::session::{
    Counts, MatchConfig, MatchGame, Notice, OmwesoSession, OwareSession, Session, TableView,
};
use crate::text::Text;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

/// The logic of the game, headless, on the title screen, with its saves
/// in a fresh folder that goes when the app does.
pub fn app() -> TestApp {
    let folder = temp_dir();
    TestApp {
        app: app_with_data(&folder),
        _folder: folder,
    }
}

/// A headless [`App`] and the folder of its saves. The app goes first (its
/// writes finish as it goes), then the folder, so no write can put the
/// folder back.
pub struct TestApp {
    app: App,
    _folder: TempDir,
}

impl std::ops::Deref for TestApp {
    type Target = App;

    fn deref(&self) -> &App {
        &self.app
    }
}

impl std::ops::DerefMut for TestApp {
    fn deref_mut(&mut self) -> &mut App {
        &mut self.app
    }
}

/// A fresh, empty folder for one test's saves, removed when dropped, unless
/// the test failed (then it stays, to look at).
pub struct TempDir(std::path::PathBuf);

impl std::ops::Deref for TempDir {
    type Target = std::path::Path;

    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::path::Path> for TempDir {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

/// A fresh, empty folder for one test's saves.
pub fn temp_dir() -> TempDir {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!(
        "omweso-test-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    TempDir(dir)
}

/// The headless game with its saves in `dir` (borrowed: a [`TempDir`]
/// must outlive the app).
pub fn app_with_data(dir: &std::path::Path) -> App {
    app_with(dir, |_| {})
}

/// [`app_with_data`] with `setup` done before the game starts (and reads
/// its files): a kiosk, a failing disk.
pub fn app_with(dir: &std::path::Path, setup: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    setup(&mut app);
    finish_app(app, dir)
}

/// [`app`] with the game's sounds: loaded and played as the game plays
/// them, on a machine with no audio device (no sound is ever heard, so
/// Bevy never ends one).
pub fn app_with_sound() -> TestApp {
    let folder = temp_dir();
    let mut app = App::new();
    crate::assets::serve_built_in(&mut app);
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        bevy::asset::AssetPlugin::default(),
    ));
    add_sound_without_device(&mut app);
    TestApp {
        app: finish_app(app, &folder),
        _folder: folder,
    }
}

/// The game's sounds in a headless app (after `AssetPlugin`): loaded and
/// played as the game plays them, with no audio output at all, as on a
/// machine without an audio device.
pub fn add_sound_without_device(app: &mut App) {
    app.init_asset::<bevy::audio::AudioSource>()
        .init_asset_loader::<bevy::audio::AudioLoader>();
    app.add_plugins(crate::systems::audio::plugin);
}

/// The rest of a headless app: its folder, the test clock, the game.
fn finish_app(mut app: App, dir: &std::path::Path) -> App {
    use mancala::oware::tables::{TableConfig, config, configure};
    // No endgame tables, whatever this machine has cached: a review is the
    // same on every machine.
    configure(TableConfig::Off);
    assert_eq!(
        *config(),
        TableConfig::Off,
        "tables looked for before a test app"
    );
    app.insert_resource(DataDir(dir.to_path_buf()));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.add_plugins(core_plugin);
    // Tests read English, whatever the machine's language.
    app.world_mut().resource_mut::<Settings>().language = Lang::En;
    app.update();
    app
}

/// Words in English, as the tests read them.
pub fn english(text: &Text) -> String {
    static CATALOGUE: std::sync::OnceLock<Catalogue> = std::sync::OnceLock::new();
    CATALOGUE
        .get_or_init(|| Catalogue::new(Lang::En))
        .text(text)
}

/// What the game has told the player since the last call, in English.
pub fn notices(app: &mut App) -> Vec<String> {
    app.world_mut()
        .resource_mut::<Messages<Notice>>()
        .drain()
        .map(|Notice(text)| english(&text))
        .collect()
}

/// Starts a match with this configuration and lets the seeds settle.
pub fn start_match(app: &mut App, config: MatchConfig, speed: AnimSpeed) {
    app.insert_resource(config);
    app.world_mut().resource_mut::<Settings>().speed = speed;
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    run_until_quiet(app, 2_000);
}

/// Opens or closes the menu (which pauses the game).
pub fn set_paused(app: &mut App, paused: bool) {
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(if paused {
            Pause::Paused
        } else {
            Pause::Running
        });
    app.update();
}

/// The Omweso match being played.
pub fn omweso(app: &App) -> &OmwesoSession {
    app.world().resource::<OmwesoSession>()
}

/// The Oware match being played.
pub fn oware(app: &App) -> &OwareSession {
    app.world().resource::<OwareSession>()
}

/// Is nothing moving: no engine work, no animation, no turn in progress?
pub fn is_quiet(app: &mut App) -> bool {
    let world = app.world_mut();
    let queue_idle = world.resource::<AnimQueue>().is_idle();
    let probes = world.resource::<GameProbes>().0.clone();
    queue_idle && !probes.iter().any(|probe| (probe.working)(world))
}

/// How long background work may run before a test calls it a hang. A
/// watchdog, not a speed test: the longest job in the suite (a relay of
/// hundreds of millions of laps) takes seconds even on a loaded machine.
const HANG: Duration = Duration::from_secs(600);

/// What the test helpers ask of each game's matches; [`crate::add_game`]
/// adds a game's.
#[derive(Resource, Default)]
pub struct GameProbes(pub Vec<GameProbe>);

#[derive(Clone, Copy)]
pub struct GameProbe {
    searches_finished: fn(&mut World) -> bool,
    computer_busy: fn(&mut App) -> bool,
    working: fn(&World) -> bool,
    match_on_table: fn(&App) -> Option<(GameKind, u64)>,
}

impl GameProbe {
    pub fn of<G: MatchGame>() -> GameProbe {
        GameProbe {
            searches_finished: searches_finished::<G>,
            computer_busy: computer_busy::<G>,
            working: |world| {
                world
                    .get_resource::<Session<G>>()
                    .is_some_and(|s| s.working())
            },
            match_on_table: |app| {
                let session = app.world().get_resource::<Session<G>>()?;
                Some((G::KIND, session.id))
            },
        }
    }
}

/// Have game `G`'s searches off the frame finished?
fn searches_finished<G: MatchGame>(world: &mut World) -> bool {
    world
        .query::<&Thinking<G>>()
        .iter(world)
        .all(Thinking::finished)
        && world
            .query::<&Hinting<G>>()
            .iter(world)
            .all(Hinting::finished)
        && world
            .get_resource::<crate::systems::session::Session<G>>()
            .is_none_or(|s| s.work_finished())
        && world
            .get_resource::<crate::systems::session::TableReview<G>>()
            .is_none_or(|r| r.finished())
        && world
            .query::<&crate::systems::lessons::puzzles::Refuting<G>>()
            .iter(world)
            .all(|r| r.finished())
}

/// Has every task the game runs off the frame (engine jobs, searches,
/// file reads and writes) finished on its thread, so that the next update
/// picks it up?
fn background_finished(app: &mut App) -> bool {
    let probes = app.world().resource::<GameProbes>().0.clone();
    let world = app.world_mut();
    probes.iter().all(|probe| (probe.searches_finished)(world))
        && world.resource::<Writes>().finished()
        && world
            .query::<&crate::systems::session::turning_point::FindingTurningPoint>()
            .iter(world)
            .all(|t| t.finished())
        && world.query::<&Loading>().iter(world).all(Loading::finished)
        && world
            .query::<&LibraryTask>()
            .iter(world)
            .all(LibraryTask::finished)
        && world
            .query::<&JournalTask>()
            .iter(world)
            .all(JournalTask::finished)
}

/// Waits, without updating, until the background work has finished: the
/// updates a test counts then never depend on how fast the machine is.
pub fn wait_for_background(app: &mut App) {
    let began = std::time::Instant::now();
    while !background_finished(app) {
        assert!(began.elapsed() < HANG, "background work ran for {HANG:?}");
        std::thread::sleep(Duration::from_micros(200));
    }
}

/// Updates until `done` says so, each update after the background work
/// has finished; false if it did not within `max` updates.
pub fn update_until(app: &mut App, max: usize, done: impl FnMut(&mut App) -> bool) -> bool {
    updates_until(app, max, done).is_some()
}

/// [`update_until`], saying how many updates came before the last.
fn updates_until(
    app: &mut App,
    max: usize,
    mut done: impl FnMut(&mut App) -> bool,
) -> Option<usize> {
    for i in 0..max {
        wait_for_background(app);
        app.update();
        if done(app) {
            return Some(i);
        }
    }
    None
}

/// Updates until every file the game asked to write is written.
pub fn flush_writes(app: &mut App) {
    loop {
        wait_for_background(app);
        app.update();
        if app.world().resource::<Writes>().idle() {
            return;
        }
    }
}

/// Updates until quiet; returns the updates used. Each update comes after
/// the background work has finished. Fails the test when `max` updates
/// were not enough: what it checks next would be checked mid-move.
pub fn run_until_quiet(app: &mut App, max: usize) -> usize {
    updates_until(app, max, is_quiet).unwrap_or_else(|| panic!("still moving after {max} updates"))
}

/// Is a computer thinking, or due to think, in a match of game `G`?
fn computer_busy<G: MatchGame>(app: &mut App) -> bool {
    let world = app.world_mut();
    let thinking = world.query::<&Thinking<G>>().iter(world).count() > 0;
    // A computer to move that has not started thinking yet is not settled.
    let due = world
        .get_resource::<crate::systems::session::Session<G>>()
        .is_some_and(|s| s.computer_to_move().is_some() && s.recorded().result.is_none());
    thinking || due
}

/// Updates until the computer is neither thinking nor moving; returns the
/// updates used. Fails the test when `max` updates were not enough.
pub fn run_until_settled(app: &mut App, max: usize) -> usize {
    updates_until(app, max, |app| {
        let probes = app.world().resource::<GameProbes>().0.clone();
        !probes.iter().any(|probe| (probe.computer_busy)(app)) && is_quiet(app)
    })
    .unwrap_or_else(|| panic!("the computer still thinking or moving after {max} updates"))
}

/// Seeds per pit as the seed entities say.
pub fn seed_counts(app: &mut App) -> Counts {
    let world = app.world_mut();
    let pits: Vec<InPit> = world.query::<&InPit>().iter(world).copied().collect();
    seeds_per_pit(pits.into_iter())
}

/// Seeds per pit as the session says (the engine's position, or a set-up
/// being arranged; Oware's stores at `k` = 6).
pub fn engine_counts(app: &App) -> Counts {
    app.world().resource::<TableView>().counts
}

/// The match on the table and its id, for runs that count matches.
pub fn match_on_table(app: &App) -> Option<(GameKind, u64)> {
    let probes = &app.world().resource::<GameProbes>().0;
    probes.iter().find_map(|probe| (probe.match_on_table)(app))
}

/// This process's resident memory in KiB (Linux; 0 elsewhere).
pub fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// One of this test binary's own `#[ignore]`d tests run as a child process
/// (a crash, a signal), its stderr kept: a child that ends early says why
/// in the parent's failure message, instead of leaving only "no line".
pub struct ChildTest {
    child: std::process::Child,
    lines: std::io::Lines<std::io::BufReader<std::process::ChildStdout>>,
    /// Drained on a thread of its own, so a child that writes much to
    /// stderr never blocks on a full pipe.
    stderr: Option<std::thread::JoinHandle<String>>,
}

impl ChildTest {
    /// Runs the ignored test `name` of the binary that is running now, with
    /// `env` set.
    pub fn start(name: &str, env: &[(&str, &std::ffi::OsStr)]) -> ChildTest {
        ChildTest::start_under(&[], name, env)
    }

    /// [`ChildTest::start`] through a program that runs it: `nohup` starts
    /// it with hangups ignored, and execs it, so the child's process id is
    /// the one a signal goes to.
    pub fn start_under(
        wrapper: &[&str],
        name: &str,
        env: &[(&str, &std::ffi::OsStr)],
    ) -> ChildTest {
        use std::io::Read;
        use std::process::{Command, Stdio};
        let me = std::env::current_exe().expect("the test binary's path");
        let mut command = match wrapper.split_first() {
            Some((program, args)) => {
                let mut command = Command::new(program);
                command.args(args).arg(me);
                command
            }
            None => Command::new(me),
        };
        command
            .args([
                "--ignored",
                "--exact",
                name,
                "--test-threads=1",
                "--nocapture",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (key, value) in env {
            command.env(key, value);
        }
        let mut child = command.spawn().expect("the test binary starts again");
        let stdout = child.stdout.take().expect("a piped stdout");
        let mut stderr = child.stderr.take().expect("a piped stderr");
        let stderr = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        });
        ChildTest {
            child,
            lines: std::io::BufRead::lines(std::io::BufReader::new(stdout)),
            stderr: Some(stderr),
        }
    }

    /// The child's process id, for a signal.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// The next line on the child's stdout, `None` once it has closed it.
    pub fn next_line(&mut self) -> Option<String> {
        self.lines.next().and_then(Result::ok)
    }

    /// Reads the child's stdout up to the line `wanted`; when it ends
    /// first, fails with its exit status and everything it wrote.
    pub fn wait_for_line(&mut self, wanted: &str) {
        let mut seen = Vec::new();
        while let Some(line) = self.next_line() {
            if line == wanted {
                return;
            }
            seen.push(line);
        }
        let (status, stderr) = self.finish();
        panic!(
            "the child never printed {wanted:?}; it ended with {status:?}\n\
             its stdout:\n{}\nits stderr:\n{stderr}",
            seen.join("\n")
        );
    }

    /// Kills the child (SIGKILL on Unix) and waits for it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Waits for the child to end: its exit status and its stderr.
    pub fn finish(&mut self) -> (std::process::ExitStatus, String) {
        let status = self.child.wait().expect("the child is waited for");
        let stderr = self
            .stderr
            .take()
            .map(|t| t.join().unwrap_or_default())
            .unwrap_or_default();
        (status, stderr)
    }
}

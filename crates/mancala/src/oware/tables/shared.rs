//! Where a process finds its endgame tables, and the one copy its engine
//! players share: the configuration (off, or a cache and an installed
//! folder), loading, building in the background, and the state a player
//! is shown.

use super::{DEFAULT_SEEDS, EndgameTables, Exactness, MAX_TABLE_SEEDS, Ranker};
use std::path::{Path, PathBuf};

/// The file of tables for `max_seeds` in a folder of tables.
pub fn table_file(dir: &Path, max_seeds: u8) -> PathBuf {
    dir.join(format!("oware-endgame-{max_seeds}.bin"))
}

/// Where a package installs tables, found from the program's own path:
/// `<prefix>/share/mancala/` beside `<prefix>/bin` or `<prefix>/games`
/// (`/usr/share/mancala/` for `/usr/bin/mancala` and `/usr/games/omweso`).
pub fn installed_dir(exe: &Path) -> Option<PathBuf> {
    Some(exe.parent()?.parent()?.join("share/mancala"))
}

/// Where the engine finds Oware's endgame tables. One setting per process:
/// the environment's ([`TableConfig::from_env`]) unless the program sets
/// its own first with [`configure`], as every test does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableConfig {
    /// No tables: none read, none built (`MANCALA_TABLES=off`).
    Off,
    /// The tables built on this machine, in `cache` (where [`warm_up`]
    /// builds them when there are none), else those a package installed
    /// in `installed`.
    Folders {
        cache: Option<PathBuf>,
        installed: Option<PathBuf>,
    },
}

impl TableConfig {
    /// [`TableConfig::Off`] (`MANCALA_TABLES=off`). else the cache `$MANCALA_DATA` or the user's
    /// (see [`crate::files::app_dir`]) and the folder installed beside the
    /// program ([`installed_dir`]).
    pub fn from_env() -> TableConfig {
        let exe = std::env::current_exe().ok();
        Self::from_env_with(|name| std::env::var_os(name), exe.as_deref())
    }

    /// [`TableConfig::from_env`] reading `env`, for the program at `exe`.
    pub fn from_env_with(
        env: impl Fn(&str) -> Option<std::ffi::OsString>,
        exe: Option<&Path>,
    ) -> TableConfig {
        if env("MANCALA_TABLES").is_some_and(|v| v == "off") {
            return TableConfig::Off;
        }
        let cache =
            crate::files::app_dir_from(&env, crate::files::Base::Cache, "mancala", "MANCALA_DATA");
        TableConfig::Folders {
            cache,
            installed: exe.and_then(installed_dir),
        }
    }

    /// The tables for `max_seeds` from the cache, else the installed ones;
    /// `None` when there are neither, or they are refused by
    /// [`EndgameTables::load`] (damaged, or of an older format).
    pub fn load(&self, max_seeds: u8) -> Option<EndgameTables> {
        let TableConfig::Folders { cache, installed } = self else {
            return None;
        };
        [cache, installed]
            .into_iter()
            .flatten()
            .find_map(|dir| EndgameTables::load(&table_file(dir, max_seeds)).ok())
    }

    /// The largest tables [`TableConfig::load`] finds.
    pub fn load_largest(&self) -> Option<EndgameTables> {
        (1..=MAX_TABLE_SEEDS).rev().find_map(|n| self.load(n))
    }

    /// Where [`warm_up`] caches the tables it builds for `max_seeds`.
    fn build_path(&self, max_seeds: u8) -> Option<PathBuf> {
        match self {
            TableConfig::Folders {
                cache: Some(dir), ..
            } => Some(table_file(dir, max_seeds)),
            _ => None,
        }
    }
}

fn config_slot() -> &'static std::sync::OnceLock<TableConfig> {
    static CONFIG: std::sync::OnceLock<TableConfig> = std::sync::OnceLock::new();
    &CONFIG
}

/// Sets where this process finds its tables, before anything looks
/// (else the environment decides at the first look). `false` when it was
/// set or read already: it stays as it was.
pub fn configure(config: TableConfig) -> bool {
    config_slot().set(config).is_ok()
}

/// Where this process finds its tables (see [`configure`]). The crate's
/// own unit tests never read the machine's: their default is no tables.
pub fn config() -> &'static TableConfig {
    config_slot().get_or_init(|| {
        if cfg!(test) {
            TableConfig::Off
        } else {
            TableConfig::from_env()
        }
    })
}

/// The tables an engine service shares, once [`warm_up`] has found or
/// built them; never waits.
pub fn shared() -> Option<std::sync::Arc<EndgameTables>> {
    slot().lock().ok()?.clone()
}

fn slot() -> &'static std::sync::Mutex<Option<std::sync::Arc<EndgameTables>>> {
    static SLOT: std::sync::OnceLock<std::sync::Mutex<Option<std::sync::Arc<EndgameTables>>>> =
        std::sync::OnceLock::new();
    SLOT.get_or_init(|| std::sync::Mutex::new(None))
}

/// Where the tables a process shares stand, for a player to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TablesState {
    /// Nothing has looked for them yet.
    NotLoaded,
    /// [`TableConfig::Off`] (`MANCALA_TABLES=off`).
    Off,
    /// None cached or installed: being built, this share of the boards done.
    Building { percent: u8 },
    /// Loaded or built: bounds for every board of up to `max_seeds`
    /// seeds, exact for `exact` of them.
    Ready { max_seeds: u8, exact: Exactness },
}

static STATE: std::sync::Mutex<TablesState> = std::sync::Mutex::new(TablesState::NotLoaded);
/// The shared tables' [`Exactness`], counted once when they are installed.
static EXACTNESS: std::sync::Mutex<Option<Exactness>> = std::sync::Mutex::new(None);

/// Where the shared tables stand; never waits for them.
pub fn state() -> TablesState {
    if tables_off() {
        return TablesState::Off;
    }
    if let Some(t) = shared()
        && let Some(exact) = EXACTNESS.lock().ok().and_then(|e| *e)
    {
        return TablesState::Ready {
            max_seeds: t.max_seeds(),
            exact,
        };
    }
    STATE.lock().map_or(TablesState::NotLoaded, |s| *s)
}

fn set_state(state: TablesState) {
    if let Ok(mut s) = STATE.lock() {
        *s = state;
    }
}

fn tables_off() -> bool {
    *config() == TableConfig::Off
}

/// Once per process: loads the largest cached or installed tables (before
/// returning), or, with none cached, starts a background thread at the
/// lowest priority that builds [`DEFAULT_SEEDS`] tables (their time and
/// memory: `docs/engine.md`, "Endgame tables") and caches them; [`shared`]
/// returns them from then on and [`state`] tells the progress.
/// Nothing with [`TableConfig::Off`].
pub fn warm_up() {
    use std::sync::atomic::{AtomicBool, Ordering};
    static STARTED: AtomicBool = AtomicBool::new(false);
    if tables_off() || STARTED.swap(true, Ordering::SeqCst) {
        return;
    }
    if load_shared() {
        return;
    }
    set_state(TablesState::Building { percent: 0 });
    let _ = std::thread::Builder::new()
        .name("endgame-tables".into())
        .spawn(move || {
            lower_priority();
            let ranker = Ranker::new(DEFAULT_SEEDS as usize);
            let boards = |upto: u8| (0..=upto as usize).map(|n| ranker.count(n)).sum::<usize>();
            let all = boards(DEFAULT_SEEDS);
            let (tables, _) = EndgameTables::build(DEFAULT_SEEDS, |done, _| {
                let percent = (boards(done) * 100 / all) as u8;
                set_state(TablesState::Building { percent });
            });
            if let Some(path) = config().build_path(DEFAULT_SEEDS) {
                // Not cached: built again next time, nothing worse.
                let _ = tables.save(&path);
            }
            install(tables);
        });
}

/// Puts the calling thread at the lowest priority, so that building the
/// tables never takes time from a game's frames or an engine's search.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        unsafe extern "C" {
            /// POSIX `nice`: on Linux it changes the calling thread only.
            fn nice(inc: std::ffi::c_int) -> std::ffi::c_int;
        }
        // SAFETY: `nice` takes a plain integer and touches no memory of ours;
        // a failure leaves the priority as it was, which is harmless.
        unsafe {
            nice(19);
        }
    }
}

/// Loads the largest cached or installed tables for [`shared`], unless
/// they are loaded already; `false` when there are none (nothing is built).
pub fn load_shared() -> bool {
    if tables_off() {
        return false;
    }
    if shared().is_some() {
        return true;
    }
    let Some(cached) = largest_cached() else {
        return false;
    };
    install(cached);
    true
}

/// The largest tables cached on this machine or installed with the
/// program, where [`config`] says.
pub fn largest_cached() -> Option<EndgameTables> {
    config().load_largest()
}

/// Shares `tables` with every engine player of this process from now on
/// (tables a program loaded or built itself, such as a test's small ones).
pub fn install(tables: EndgameTables) {
    if let Ok(mut e) = EXACTNESS.lock() {
        *e = Some(tables.exactness());
    }
    if let Ok(mut s) = slot().lock() {
        *s = Some(std::sync::Arc::new(tables));
    }
}

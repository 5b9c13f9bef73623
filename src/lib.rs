//! Omweso, the 3D game: an ECS world of pits and 64 seeds driven by the rules
//! engine in `mancala`, animated lap by lap from the engine's sowing traces.
//!
//! [`core_plugin`] is everything that decides what happens and runs without
//! a window (the headless tests use it alone); [`view_plugin`] adds what a
//! player sees and touches. A frame runs one chained order: input, logic,
//! animation, screens; input, logic and animation wait while the menu is
//! open ([`Pause`]).

pub mod assets;
pub mod games;
pub mod geometry;
pub mod locale;
pub mod options;
pub mod palette;
pub mod settings;
pub mod states;
pub mod systems;
pub mod testing;
pub mod text;

pub use states::{GameSet, Pause, Screen};

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PresentMode, WindowMode, WindowResolution};
use systems::session::MatchGame;

/// The game's version and the git commit it was built from, as `--version`
/// and the staff log give it: `0.1.0 (1a2b3c4d5)`.
pub fn version() -> String {
    format!("{} ({})", env!("CARGO_PKG_VERSION"), mancala::COMMIT)
}

/// Opens the staff log of a data folder and writes the start: the version
/// and what the game was started as.
pub fn open_staff_log(
    dir: &systems::persistence::DataDir,
    options: &options::Options,
) -> systems::persistence::StaffLog {
    let log = systems::persistence::StaffLog::open(dir);
    log.write(
        "start",
        &format!(
            "omweso {}, {}, search threads: {}",
            version(),
            options.mode(),
            mancala::ai::Threads::default().get()
        ),
    );
    log
}

/// Builds and runs the windowed game with the command-line options.
pub fn run() -> AppExit {
    let options = match options::Launch::from_os_args(std::env::args_os().skip(1)) {
        Ok(options::Launch::Run(options)) => *options,
        Ok(options::Launch::Print(text)) => {
            println!("{text}");
            return AppExit::Success;
        }
        Err(message) => {
            eprintln!("omweso: {message}");
            return AppExit::error();
        }
    };
    let dir = systems::persistence::DataDir::default();
    let _lock = match hold_data_folder(&dir, &options) {
        Ok(lock) => lock,
        Err(exit) => return exit,
    };
    let mut app = App::new();
    assets::serve_built_in(&mut app);
    let log = open_staff_log(&dir, &options);
    log.catch_panics();
    app.insert_resource(log.clone());
    // Before Bevy's own Ctrl+C handler, which then stands aside.
    match systems::persistence::StopSignal::catch() {
        Ok(signal) => drop(app.insert_resource(signal)),
        Err(e) => log.write("warning", &format!("signals are not caught: {e}")),
    }
    if let Some(notifier) = systems::persistence::Notifier::from_env() {
        app.insert_resource(notifier);
    }
    app.add_plugins(default_plugins(&options));
    app.insert_resource(settings::Kiosk { on: options.kiosk });
    if let Some(file) = &options.kiosk_settings {
        app.insert_resource(settings::KioskSettingsFile(file.clone()));
    }
    if let Some(lang) = options.lang {
        app.insert_resource(settings::LanguageFromCommandLine(lang));
    }
    app.insert_resource(options);
    systems::session::computer::warm_up_knowledge();
    app.add_plugins((core_plugin, view_plugin));
    // Per-pass GPU times and the frame time in the log (how the rendering
    // figures in docs/operating.md were split).
    if std::env::var_os("OMWESO_RENDER_DIAG").is_some() {
        app.add_plugins((
            bevy::render::diagnostic::RenderDiagnosticsPlugin,
            bevy::diagnostic::FrameTimeDiagnosticsPlugin::default(),
            bevy::diagnostic::LogDiagnosticsPlugin::default(),
        ));
    }
    run_and_log(app, &log)
}

/// One instance per data folder: a second would write over the first's
/// journal and settings. The lock is held until the process ends; a folder
/// that cannot be locked at all is used without one.
fn hold_data_folder(
    dir: &systems::persistence::DataDir,
    options: &options::Options,
) -> Result<Option<systems::persistence::DataLock>, AppExit> {
    match dir.lock() {
        Ok(lock) => Ok(Some(lock)),
        Err(systems::persistence::LockError::Held(message)) => {
            eprintln!("omweso: {message}");
            open_staff_log(dir, options).write("not started", &message);
            Err(AppExit::error())
        }
        Err(systems::persistence::LockError::Unavailable(why)) => {
            eprintln!("omweso: the data folder cannot be locked, running without: {why}");
            Ok(None)
        }
    }
}

/// Bevy's plugins with the game's window and the staff log's error layer.
fn default_plugins(options: &options::Options) -> bevy::app::PluginGroupBuilder {
    let mode = if options.kiosk {
        WindowMode::BorderlessFullscreen(MonitorSelection::Primary)
    } else {
        WindowMode::Windowed
    };
    DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Omweso".into(),
                // WM_CLASS on X11: the desktop entry's StartupWMClass.
                name: Some("omweso".into()),
                resolution: WindowResolution::new(options.window.0, options.window.1),
                present_mode: PresentMode::AutoVsync,
                mode,
                ..default()
            }),
            ..default()
        })
        .set(bevy::log::LogPlugin {
            custom_layer: systems::persistence::staff_log::errors_layer,
            ..default()
        })
}

/// Runs `app` to its end, then, once every write is on the disk (the
/// runner owns the app and drops it before it returns), says in the staff
/// log how it ended: `stopped` when a signal asked (`systemctl stop`),
/// `stop` otherwise.
pub fn run_and_log(mut app: App, log: &systems::persistence::StaffLog) -> AppExit {
    let signal = app
        .world()
        .get_resource::<systems::persistence::StopSignal>()
        .cloned();
    let exit = app.run();
    drop(app);
    if signal.is_some_and(|s| s.asked()) {
        log.write(
            "stopped",
            "a signal asked (SIGTERM, SIGINT or SIGHUP); every write made",
        );
    } else {
        log.write("stop", &format!("{exit:?}"));
    }
    log.flush();
    exit
}

/// Everything that decides what happens: the match, the table's entities
/// and their animation, the files. No window, no GPU.
pub fn core_plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.init_state::<Pause>();
    app.init_resource::<settings::Settings>();
    app.init_resource::<settings::Kiosk>();
    app.init_resource::<locale::Catalogue>();
    app.configure_sets(
        Update,
        (
            GameSet::Input,
            GameSet::Logic,
            GameSet::Animate,
            GameSet::Ui,
        )
            .chain(),
    );
    for set in [GameSet::Input, GameSet::Logic, GameSet::Animate] {
        app.configure_sets(Update, set.run_if(in_state(Pause::Running)));
    }
    // Leaving the game screen closes the menu.
    app.add_systems(
        OnExit(Screen::Playing),
        |mut pause: ResMut<NextState<Pause>>| pause.set(Pause::Running),
    );
    app.init_resource::<testing::GameProbes>();
    app.add_plugins((
        systems::session::plugin,
        systems::board::logic_plugin,
        systems::persistence::plugin,
        systems::demonstration::plugin,
        systems::lessons::plugin,
    ));
    add_game::<mancala::game::Omweso>(app);
    add_game::<mancala::game::Oware>(app);
}

/// Puts game `G` on the table: it joins the registry of games (the title
/// offers it, files name it) and its matches are played, saved, journalled
/// and followed in lessons like every other game's. Omweso and Oware come
/// this way; so may a game defined outside this crate.
pub fn add_game<G: MatchGame>(app: &mut App) {
    systems::session::kinds::register::<G>();
    systems::session::game_plugin::<G>(app);
    systems::persistence::game_plugin::<G>(app);
    systems::lessons::game_plugin::<G>(app);
    let mut probes = app.world_mut().resource_mut::<testing::GameProbes>();
    probes.0.push(testing::GameProbe::of::<G>());
}

/// What a player sees and touches.
pub fn view_plugin(app: &mut App) {
    app.add_plugins(bevy_egui::EguiPlugin::default());
    // The screens draw through a camera of their own over the whole window:
    // the 3D camera renders only the part the panels leave free.
    app.insert_resource(bevy_egui::EguiGlobalSettings {
        auto_create_primary_context: false,
        ..default()
    });
    app.add_plugins((
        systems::board::view_plugin,
        systems::audio::plugin,
        systems::ui::plugin,
    ));
}

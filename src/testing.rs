//! A headless `App` with the game's logic plugins and no renderer or window,
//! for tests: `app.update()` drives it, time advances 50 ms per update.

use crate::systems::animation::Counts;
use crate::systems::animation::{AnimQueue, AnimSpeed};
use crate::systems::board::{InPit, seeds_per_pit};
use crate::systems::oware_session::{OwarePhase, OwareSession};
use crate::systems::session::{ArrangeJob, EngineJob, MatchConfig, Phase, Session};
use crate::systems::{Screen, ai::Thinking, logic_plugin};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

/// The logic of the game, headless, on the title screen.
pub fn app() -> App {
    app_with_data(temp_dir())
}

/// A fresh, empty folder for one test's saves.
pub fn temp_dir() -> std::path::PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!(
        "omweso-test-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The headless game with its saves in `dir`.
pub fn app_with_data(dir: std::path::PathBuf) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(crate::systems::persistence::DataDir(dir));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.add_plugins(logic_plugin);
    app.update();
    app
}

/// Starts a match with this configuration and lets the seeds settle.
pub fn start_match(app: &mut App, config: MatchConfig, speed: AnimSpeed) {
    app.insert_resource(config);
    app.world_mut().resource_mut::<AnimQueue>().speed = speed;
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    run_until_quiet(app, 2_000);
}

/// Is nothing moving: no engine job, no animation, no turn in progress?
pub fn is_quiet(app: &mut App) -> bool {
    let world = app.world_mut();
    let jobs = world.query::<&EngineJob>().iter(world).count()
        + world.query::<&ArrangeJob>().iter(world).count();
    let queue_idle = world.resource::<AnimQueue>().is_idle();
    let busy = world
        .get_resource::<Session>()
        .is_some_and(|s| matches!(s.phase, Phase::Busy))
        || world
            .get_resource::<OwareSession>()
            .is_some_and(|s| s.phase == OwarePhase::Busy);
    jobs == 0 && queue_idle && !busy
}

/// Updates until quiet (or `max` updates); returns the updates used.
pub fn run_until_quiet(app: &mut App, max: usize) -> usize {
    for i in 0..max {
        app.update();
        // Background tasks finish on other threads: give them a moment.
        if is_quiet(app) {
            return i;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    max
}

/// Updates until the computer is neither thinking nor moving.
pub fn run_until_settled(app: &mut App, max: usize) -> usize {
    for i in 0..max {
        app.update();
        let world = app.world_mut();
        let thinking = world.query::<&Thinking>().iter(world).count();
        // A computer to move that has not started thinking yet is not settled.
        let computer_due = world.get_resource::<Session>().is_some_and(|s| {
            matches!(s.phase, Phase::Waiting)
                && matches!(
                    s.player(s.to_move()),
                    crate::systems::session::Player::Computer(_)
                )
                && s.position().has_legal_move()
        });
        if thinking == 0 && !computer_due && is_quiet(app) {
            return i;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    max
}

/// Seeds per pit as the seed entities say.
pub fn seed_counts(app: &mut App) -> [[u8; 16]; 2] {
    let world = app.world_mut();
    let pits: Vec<InPit> = world.query::<&InPit>().iter(world).copied().collect();
    seeds_per_pit(pits.into_iter())
}

/// The session's position as the engine says.
pub fn engine_counts(app: &App) -> [[u8; 16]; 2] {
    let session = app.world().resource::<Session>();
    let p = session.position();
    [*p.pits(mancala::Side::South), *p.pits(mancala::Side::North)]
}

/// The Oware session's seeds per pit (stores at `k` = 6) as the engine says.
pub fn oware_engine_counts(app: &App) -> Counts {
    app.world().resource::<OwareSession>().counts()
}

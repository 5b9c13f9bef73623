//! The computer player: the search of `mancala::ai` on `AsyncComputeTaskPool`,
//! never on the frame. A search for a position that is no longer on the
//! board (a take-back, a new match) is cancelled.

use super::session::{Session, Way, ai_may_move, start_computer_turn};
use super::{GameSet, Screen};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
pub use mancala::ai::Level;
use mancala::ai::{Player as Searcher, SearchLimits};
use mancala::game::{Omweso, Oware};
use mancala::omweso::{Move, Pits, Position, Rules};
use mancala::{Side, oware};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A level's name for people.
pub fn level_title(level: Level) -> String {
    let name = level.name();
    name[..1].to_uppercase() + &name[1..]
}

/// In Ekyobutabal the computer must start within 3 seconds too: the
/// strongest levels play at blitz speed.
fn level_for(level: Level, way: Way) -> Level {
    match (way, level) {
        (Way::Ekyobutabal, Level::Master | Level::Expert) => Level::Blitz,
        _ => level,
    }
}

/// The computer's Omweso move (off the main thread).
pub fn think(
    position: &Position,
    history: &[Position],
    rules: &Rules,
    level: Level,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<Move> {
    let mut player = Searcher::<Omweso>::new(rules.clone(), level.settings::<Omweso>(), seed);
    player.choose(position, history, Some(cancel)).best
}

/// The computer's Oware move (off the main thread).
pub fn think_oware(
    position: &oware::Position,
    history: &[oware::Position],
    rules: &oware::Rules,
    level: Level,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<oware::Move> {
    let mut player = Searcher::<Oware>::new(rules.clone(), level.settings::<Oware>(), seed);
    player.choose(position, history, Some(cancel)).best
}

/// The computer's own custom set-up, knowing the first arrangement when it
/// arranges second (off the main thread).
pub fn arrange(rules: &Rules, side: Side, opponent: Option<&Pits>, seed: u64) -> Pits {
    let mut rng = SmallRng::seed_from_u64(seed ^ 0x5eed);
    let limits = SearchLimits {
        nodes: Some(40_000),
        movetime: Some(std::time::Duration::from_secs(2)),
        depth: None,
    };
    mancala::ai::choose_arrangement(rules, side, opponent, &limits, &mut rng)
}

/// A computer's move being thought about.
#[derive(Component)]
pub struct Thinking {
    task: Task<Option<Move>>,
    /// The position thought about: a result for any other is dropped.
    position: Position,
    cancel: Arc<AtomicBool>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (cancel_stale, start_thinking, finish_thinking)
            .chain()
            .in_set(GameSet::Logic)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(OnExit(Screen::Playing), cancel_all);
}

fn cancel_all(mut commands: Commands, thinking: Query<(Entity, &Thinking)>) {
    for (entity, t) in &thinking {
        t.cancel.store(true, Ordering::Relaxed);
        commands.entity(entity).despawn();
    }
}

/// A take-back or a new match leaves a search without its position.
fn cancel_stale(
    mut commands: Commands,
    session: Res<Session>,
    thinking: Query<(Entity, &Thinking)>,
) {
    for (entity, t) in &thinking {
        if t.position != *session.position() {
            t.cancel.store(true, Ordering::Relaxed);
            commands.entity(entity).despawn();
        }
    }
}

fn start_thinking(
    mut commands: Commands,
    session: Res<Session>,
    thinking: Query<(), With<Thinking>>,
) {
    let Some(level) = ai_may_move(&session) else {
        return;
    };
    if !thinking.is_empty() {
        return;
    }
    let level = level_for(level, session.config.way);
    let position = *session.position();
    let history = session.record.positions().to_vec();
    let rules = session.config.rules.clone();
    let seed = session.record.moves().len() as u64 ^ (session.games as u64) << 32;
    let cancel = Arc::new(AtomicBool::new(false));
    let stop = cancel.clone();
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { think(&position, &history, &rules, level, seed, &stop) });
    commands.spawn((
        Name::new("Computer thinking"),
        Thinking {
            task,
            position,
            cancel,
        },
    ));
}

fn finish_thinking(
    mut commands: Commands,
    mut session: ResMut<Session>,
    mut tasks: Query<(Entity, &mut Thinking)>,
) {
    for (entity, mut thinking) in &mut tasks {
        let Some(result) = check_ready(&mut thinking.task) else {
            continue;
        };
        commands.entity(entity).despawn();
        if ai_may_move(&session).is_none() || thinking.position != *session.position() {
            continue;
        }
        if let Some(mv) = result {
            start_computer_turn(&mut commands, &mut session, mv);
        }
    }
}

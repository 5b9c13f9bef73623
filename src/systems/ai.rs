//! The computer player: thinks on `AsyncComputeTaskPool`, never on the frame.

use super::session::{Session, ai_may_move, start_computer_turn};
use super::{GameSet, Screen};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::omweso::{Move, Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Beginner,
    Casual,
    Intermediate,
    Expert,
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Intermediate,
        Level::Expert,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Intermediate => "Intermediate",
            Level::Expert => "Expert",
            Level::Master => "Master",
        }
    }
}

/// The computer's move for a position (runs off the main thread).
pub fn think(position: &Position, rules: &Rules, level: Level, seed: u64) -> Option<Move> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let successors = position.successors(rules);
    if level == Level::Beginner {
        return successors.choose(&mut rng).map(|s| s.0);
    }
    // Greedy: the move that leaves the opponent fewest seeds, wins first.
    let opponent = position.side().opponent();
    let value = |(_, next, outcome): &(Move, Position, Option<mancala::omweso::Outcome>)| {
        let win = outcome.is_some_and(|o| o.winner == Some(position.side()));
        (win, std::cmp::Reverse(next.total(opponent)))
    };
    let best = successors.iter().map(value).max()?;
    let best_moves: Vec<Move> = successors
        .iter()
        .filter(|s| value(s) == best)
        .map(|s| s.0)
        .collect();
    best_moves.choose(&mut rng).copied()
}

/// A computer's move being thought about.
#[derive(Component)]
pub struct Thinking {
    task: Task<Option<Move>>,
    /// The position thought about: a result for any other is dropped.
    position: Position,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_thinking, finish_thinking)
            .chain()
            .in_set(GameSet::Logic)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
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
    let position = *session.position();
    let rules = session.config.rules.clone();
    let seed = session.record.moves().len() as u64 ^ (session.games as u64) << 32;
    let task =
        AsyncComputeTaskPool::get().spawn(async move { think(&position, &rules, level, seed) });
    commands.spawn((Name::new("Computer thinking"), Thinking { task, position }));
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

/// Is the computer thinking now? (for the HUD)
pub fn is_thinking(tasks: &Query<(), With<Thinking>>) -> bool {
    !tasks.is_empty()
}

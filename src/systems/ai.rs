//! The computer player: thinks on `AsyncComputeTaskPool`, never on the frame.

use super::session::{Session, ai_may_move, start_computer_turn};
use super::{GameSet, Screen};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::omweso::{Move, Pits, Position, Rules, Setup};
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

/// The computer's own custom set-up: of the standard and two-each set-ups
/// and a few hundred random arrangements within the cap, the one whose
/// position gives it the most playable pits and seeds in its inner row,
/// knowing the opponent's arrangement when it arranges second.
pub fn arrange(rules: &Rules, side: mancala::Side, opponent: Option<&Pits>, seed: u64) -> Pits {
    use rand::Rng;
    let mut rng = SmallRng::seed_from_u64(seed ^ 0x5eed);
    let cap = rules.max_seeds_per_pit.unwrap_or(32);
    let mut candidates: Vec<Pits> = vec![
        Setup::Standard.arrangement(rules).expect("valid"),
        Setup::TwoEach.arrangement(rules).expect("valid"),
    ];
    for _ in 0..300 {
        let mut pits = [0u8; 16];
        let mut left = 32;
        while left > 0 {
            let k = rng.random_range(0..16);
            if pits[k] < cap {
                pits[k] += 1;
                left -= 1;
            }
        }
        candidates.push(pits);
    }
    let value = |pits: &Pits| {
        let mobility = pits.iter().filter(|&&n| n >= 2).count() as i32;
        let front: i32 = pits[8..].iter().map(|&n| n as i32).sum();
        // Seeds facing the opponent's loaded pits are exposed to capture.
        let exposed: i32 = opponent.map_or(0, |o| {
            (8..16)
                .filter(|&k| o[k - 8] > 0 && o[23 - k] > 0)
                .map(|k| pits[k] as i32)
                .sum()
        });
        3 * mobility + front - 2 * exposed
    };
    let _ = side;
    candidates
        .into_iter()
        .filter(|p| mancala::omweso::check_arrangement(p, rules).is_ok())
        .max_by_key(value)
        .expect("the standard set-up is always a candidate")
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

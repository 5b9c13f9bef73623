//! The table's entities: a pit entity for every pit and a seed entity for
//! every seed, spawned when a match opens. The seeds start in a heap beside
//! the board; the session's first settle sows them into the set-up.

use crate::games::GameKind;
use crate::states::Screen;
use bevy::prelude::*;
use mancala::Side;
use rand::{Rng, SeedableRng};
use std::collections::VecDeque;

/// A pit: its owner and circuit index.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pit {
    pub owner: Side,
    pub k: u8,
}

/// A seed. `jitter` nudges it off its pile slot so piles look natural.
#[derive(Component, Clone, Copy, Debug)]
pub struct Seed {
    pub index: usize,
    pub jitter: Vec3,
}

/// The pit a seed lies in, and its place in the pile.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct InPit {
    pub side: Side,
    pub k: u8,
    pub slot: usize,
}

/// A seed in the sowing hand.
#[derive(Component, Clone, Copy, Debug)]
pub struct InHand;

/// Seeds per pit as the entities say (for tests and the HUD).
pub fn seeds_per_pit(seeds: impl Iterator<Item = InPit>) -> [[u8; 16]; 2] {
    let mut counts = [[0u8; 16]; 2];
    for p in seeds {
        counts[p.side.index()][p.k as usize] += 1;
    }
    counts
}

pub(super) fn spawn_table(mut commands: Commands, game: Res<GameKind>, mut hand: ResMut<Hand>) {
    let game = *game;
    for side in Side::BOTH {
        for k in game.pits() {
            commands.spawn((
                Name::new(format!("Pit {side} {k}")),
                Pit { owner: side, k },
                Transform::from_translation(game.pit_center(side, k)),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    let mut rng = rand::rngs::SmallRng::seed_from_u64(64);
    hand.seeds.clear();
    for index in 0..game.seeds() {
        let jitter = Vec3::new(
            rng.random_range(-0.025..0.025),
            0.0,
            rng.random_range(-0.025..0.025),
        );
        let heap = Vec3::new(
            5.2 + (index % 4) as f32 * 0.12,
            0.1 + (index / 16) as f32 * 0.1,
            -1.0 + (index / 4 % 4) as f32 * 0.12,
        );
        let entity = commands
            .spawn((
                Name::new(format!("Seed {index}")),
                Seed { index, jitter },
                InHand,
                Transform::from_translation(heap).with_rotation(Quat::from_rotation_y(
                    rng.random_range(0.0..std::f32::consts::TAU),
                )),
                DespawnOnExit(Screen::Playing),
            ))
            .id();
        hand.seeds.push_back(entity);
    }
}

/// Seeds at rest in a game's starting position, for a still table (behind
/// the title).
pub fn spawn_still_seeds(commands: &mut Commands, game: GameKind, screen: Screen) {
    let counts = game.start_counts();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(64);
    let mut index = 0;
    for side in Side::BOTH {
        for k in game.pits() {
            for slot in 0..usize::from(counts[side.index()][k as usize]) {
                let jitter = Vec3::new(
                    rng.random_range(-0.025..0.025),
                    0.0,
                    rng.random_range(-0.025..0.025),
                );
                let at = game.pit_center(side, k) + game.rest_offset(k, slot) + jitter;
                commands.spawn((
                    Name::new(format!("Seed {index}")),
                    Seed { index, jitter },
                    Transform::from_translation(at).with_rotation(Quat::from_rotation_y(
                        rng.random_range(0.0..std::f32::consts::TAU),
                    )),
                    DespawnOnExit(screen),
                ));
                index += 1;
            }
        }
    }
}

/// Where the hand is and which seeds it holds, in sowing order.
#[derive(Resource, Default)]
pub struct Hand {
    pub seeds: VecDeque<Entity>,
    pub at: Vec3,
}

//! The shapes on the table, in world units (1.0 = the pit pitch): cups,
//! seeds, and how seeds pile in a cup. The numbers match the models that
//! `tools/modelgen` writes; where each game's pits lie is the game's
//! (its `MatchGame`).

use bevy::prelude::*;

/// Radius and depth of an Omweso pit's cup.
pub const PIT_RADIUS: f32 = 0.42;
pub const PIT_DEPTH: f32 = 0.26;
/// Radius and depth of an Oware house, and its stores' half-lengths and depth.
pub const HOUSE_RADIUS: f32 = 0.45;
pub const HOUSE_DEPTH: f32 = 0.28;
pub const STORE_RADII: Vec2 = Vec2::new(0.45, 1.05);
pub const STORE_DEPTH: f32 = 0.3;
/// Half-extents of a seed (x, y, z).
pub const SEED_RADII: Vec3 = Vec3::new(0.085, 0.07, 0.08);
/// The board's thickness below its top (y = 0).
pub const BOARD_THICKNESS: f32 = 0.5;

/// The floor of a cup of radius `radius` and depth `depth` at distance `r`.
pub fn bowl_height(r: f32, radius: f32, depth: f32) -> f32 {
    if r >= radius {
        0.0
    } else {
        -depth * (1.0 - (r / radius).powi(2))
    }
}

/// The `slot`-th seed's place in a round cup, from its centre: rings on
/// the cup's floor, then further layers above.
pub fn pile_offset(slot: usize, radius: f32, depth: f32) -> Vec3 {
    const PER_LAYER: [usize; 3] = [7, 6, 5];
    let mut i = slot;
    let mut layer = 0usize;
    loop {
        let n = PER_LAYER[layer.min(2)];
        if i < n {
            break;
        }
        i -= n;
        layer += 1;
    }
    let n = PER_LAYER[layer.min(2)];
    // The first seed of a layer sits in the middle, the rest around it.
    let (r, angle) = if i == 0 {
        (0.0, 0.0)
    } else {
        let ring = 0.17 - 0.02 * layer.min(3) as f32;
        (
            ring,
            (i as f32 / (n - 1) as f32) * std::f32::consts::TAU + layer as f32 * 0.6,
        )
    };
    let floor = bowl_height(r, radius, depth) + SEED_RADII.y;
    // Each layer rests on the one below: about a seed's height higher.
    let y = floor + layer as f32 * SEED_RADII.y * 1.7;
    Vec3::new(r * angle.cos(), y, r * angle.sin())
}

/// A store is long: seeds lie in three files along it, layer on layer.
pub fn store_offset(slot: usize) -> Vec3 {
    const FILES: usize = 3;
    const RANKS: usize = 9;
    let layer = slot / (FILES * RANKS);
    let i = slot % (FILES * RANKS);
    let (file, rank) = (i % FILES, i / FILES);
    let x = (file as f32 - 1.0) * 0.17;
    let z = (rank as f32 - 4.0) * 0.17;
    let r = (Vec2::new(x, z) / STORE_RADII).length();
    let floor = -STORE_DEPTH * (1.0 - r * r).max(0.0) + SEED_RADII.y;
    Vec3::new(x, floor + layer as f32 * SEED_RADII.y * 1.7, z)
}

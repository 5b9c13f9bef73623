//! Where things are on the table, in world units (1.0 = the pit pitch).
//! The numbers match the models that `tools/modelgen` writes.

use bevy::prelude::*;
use mancala::Side;
use mancala::omweso::square;
use serde::{Deserialize, Serialize};

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
/// Row centres (z) from South's outer row (nearest South, at +z) up.
const ROW_Z: [f32; 4] = [1.65, 0.55, -0.55, -1.65];

/// Which game's board is on the table. Pits are `(side, k)`: for Omweso `k`
/// is the circuit index; for Oware `k` 0..5 is the house from its owner's
/// left and [`STORE`] is the owner's store.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum GameKind {
    #[default]
    Omweso,
    Oware,
}

/// The `k` of an Oware store.
pub const STORE: u8 = 6;

impl GameKind {
    /// Every game, in the order the title offers them.
    pub const ALL: [GameKind; 2] = [GameKind::Omweso, GameKind::Oware];

    /// Seeds in play.
    pub fn seeds(self) -> usize {
        match self {
            GameKind::Omweso => 64,
            GameKind::Oware => 48,
        }
    }

    /// Every pit of one side (stores included).
    pub fn pits(self) -> std::ops::Range<u8> {
        match self {
            GameKind::Omweso => 0..16,
            GameKind::Oware => 0..7,
        }
    }

    pub fn model(self) -> &'static str {
        match self {
            GameKind::Omweso => "models/omweso_board.glb",
            GameKind::Oware => "models/oware_board.glb",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GameKind::Omweso => "Omweso",
            GameKind::Oware => "Oware",
        }
    }

    /// The centre of a pit's rim (y = 0, the board top).
    pub fn pit_center(self, side: Side, k: u8) -> Vec3 {
        match self {
            GameKind::Omweso => {
                let (row, col) = square(side, k);
                Vec3::new(col as f32 - 3.5, 0.0, ROW_Z[row as usize])
            }
            GameKind::Oware => {
                // Each store sits at its owner's right.
                let (x, z) = match (side, k) {
                    (Side::South, STORE) => (4.05, 0.0),
                    (Side::North, STORE) => (-4.05, 0.0),
                    (Side::South, k) => ((k as f32 - 2.5) * 1.1, 0.6),
                    (Side::North, k) => ((2.5 - k as f32) * 1.1, -0.6),
                };
                Vec3::new(x, 0.0, z)
            }
        }
    }

    /// The radius a pit's seeds may use, for picking and rings.
    pub fn pit_radius(self, k: u8) -> f32 {
        match (self, k) {
            (GameKind::Omweso, _) => PIT_RADIUS,
            (GameKind::Oware, STORE) => STORE_RADII.x,
            (GameKind::Oware, _) => HOUSE_RADIUS,
        }
    }

    /// The resting place of the `slot`-th seed of pit `k`, from its centre:
    /// rings on the cup's floor, then further layers above, so a pile looks
    /// natural and no seed floats or sinks into the wood.
    pub fn rest_offset(self, k: u8, slot: usize) -> Vec3 {
        match (self, k) {
            (GameKind::Omweso, _) => pile_offset(slot, PIT_RADIUS, PIT_DEPTH),
            (GameKind::Oware, STORE) => store_offset(slot),
            (GameKind::Oware, _) => pile_offset(slot, HOUSE_RADIUS, HOUSE_DEPTH),
        }
    }

    /// Where the hand holds seeds above a pit.
    pub fn hand_above(self, side: Side, k: u8) -> Vec3 {
        self.pit_center(side, k) + Vec3::Y * 0.75
    }

    /// Half the board's length (x) and depth (z), as `tools/modelgen`
    /// makes it (Oware's stores are inside it).
    pub fn half_extent(self) -> Vec2 {
        match self {
            GameKind::Omweso => Vec2::new(4.45, 2.6),
            GameKind::Oware => Vec2::new(4.75, 1.45),
        }
    }

    /// The board's corners, top and bottom: what the camera must keep in view.
    pub fn corners(self) -> [Vec3; 8] {
        let h = self.half_extent();
        let mut corners = [Vec3::ZERO; 8];
        for (i, corner) in corners.iter_mut().enumerate() {
            let x = if i & 1 == 0 { -h.x } else { h.x };
            let z = if i & 2 == 0 { -h.y } else { h.y };
            let y = if i & 4 == 0 { 0.0 } else { -BOARD_THICKNESS };
            *corner = Vec3::new(x, y, z);
        }
        corners
    }

    /// The pit nearest a point on the board top, if it lies within a pit.
    pub fn pit_at_point(self, point: Vec3) -> Option<(Side, u8)> {
        Side::BOTH
            .into_iter()
            .flat_map(|side| self.pits().map(move |k| (side, k)))
            .filter(|&(side, k)| {
                let d = (self.pit_center(side, k) - point).xz();
                if self == GameKind::Oware && k == STORE {
                    (d / STORE_RADII).length() < 1.0
                } else {
                    d.length() < self.pit_radius(k) + 0.08
                }
            })
            .min_by(|a, b| {
                let da = self.pit_center(a.0, a.1).xz().distance(point.xz());
                let db = self.pit_center(b.0, b.1).xz().distance(point.xz());
                da.total_cmp(&db)
            })
    }
}

/// The floor of a cup of radius `radius` and depth `depth` at distance `r`.
pub fn bowl_height(r: f32, radius: f32, depth: f32) -> f32 {
    if r >= radius {
        0.0
    } else {
        -depth * (1.0 - (r / radius).powi(2))
    }
}

fn pile_offset(slot: usize, radius: f32, depth: f32) -> Vec3 {
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
fn store_offset(slot: usize) -> Vec3 {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pit_is_found_at_its_centre() {
        for game in GameKind::ALL {
            for side in Side::BOTH {
                for k in game.pits() {
                    let centre = game.pit_center(side, k);
                    assert_eq!(game.pit_at_point(centre), Some((side, k)), "{game:?}");
                }
            }
            assert_eq!(game.pit_at_point(Vec3::new(0.0, 0.0, 0.0)), None);
        }
    }

    #[test]
    fn seeds_rest_in_the_bowl_and_do_not_overlap_in_a_layer() {
        for (game, radius, depth) in [
            (GameKind::Omweso, PIT_RADIUS, PIT_DEPTH),
            (GameKind::Oware, HOUSE_RADIUS, HOUSE_DEPTH),
        ] {
            for slot in 0..30 {
                let p = game.rest_offset(0, slot);
                let r = p.xz().length();
                assert!(r + SEED_RADII.x <= radius, "slot {slot} leaves the pit");
                let floor = bowl_height(r, radius, depth) + SEED_RADII.y;
                assert!(p.y >= floor - 1e-5, "slot {slot} sinks");
            }
            for a in 0..18 {
                for b in 0..a {
                    let d = game.rest_offset(0, a).distance(game.rest_offset(0, b));
                    assert!(d > SEED_RADII.y * 1.2, "slots {a} and {b} intersect ({d})");
                }
            }
        }
        for slot in 0..48 {
            let p = GameKind::Oware.rest_offset(STORE, slot);
            let inside = (p.xz() / STORE_RADII).length() < 1.0;
            assert!(inside, "store slot {slot} leaves the store");
        }
    }
}

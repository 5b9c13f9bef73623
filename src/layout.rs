//! Where things are on the table, in world units (1.0 = the pit pitch).
//! The numbers match the models that `tools/modelgen` writes.

use bevy::prelude::*;
use mancala::Side;
use mancala::omweso::square;

/// Radius and depth of an Omweso pit's cup.
pub const PIT_RADIUS: f32 = 0.42;
pub const PIT_DEPTH: f32 = 0.26;
/// Half-extents of a seed (x, y, z).
pub const SEED_RADII: Vec3 = Vec3::new(0.085, 0.07, 0.08);
/// Row centres (z) from South's outer row (nearest South, at +z) up.
const ROW_Z: [f32; 4] = [1.65, 0.55, -0.55, -1.65];

/// The centre of a pit's rim (y = 0, the board top).
pub fn pit_center(side: Side, k: u8) -> Vec3 {
    let (row, col) = square(side, k);
    Vec3::new(col as f32 - 3.5, 0.0, ROW_Z[row as usize])
}

/// The bowl's floor height at distance `r` from the centre.
pub fn bowl_height(r: f32) -> f32 {
    if r >= PIT_RADIUS {
        0.0
    } else {
        -PIT_DEPTH * (1.0 - (r / PIT_RADIUS).powi(2))
    }
}

/// The resting place of the `slot`-th seed in a pit, relative to its centre:
/// rings that grow outwards on the bowl's floor, then further layers above,
/// so a pile looks natural and no seed floats or sinks into the wood.
pub fn pile_offset(slot: usize) -> Vec3 {
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
    let x = r * angle.cos();
    let z = r * angle.sin();
    let floor = bowl_height(r) + SEED_RADII.y;
    // Each layer rests on the one below: about a seed's height higher.
    let y = floor + layer as f32 * SEED_RADII.y * 1.7;
    Vec3::new(x, y, z)
}

/// Where the hand holds seeds above a pit.
pub fn hand_above(side: Side, k: u8) -> Vec3 {
    pit_center(side, k) + Vec3::Y * 0.75
}

/// The camera's seat for a player: behind their outer row, looking across.
pub fn seat_transform(side: Side) -> Transform {
    let z = match side {
        Side::South => 6.2,
        Side::North => -6.2,
    };
    Transform::from_xyz(0.0, 6.4, z).looking_at(Vec3::new(0.0, -0.4, 0.0), Vec3::Y)
}

/// The pit nearest a point on the board top, if it lies within a pit.
pub fn pit_at_point(point: Vec3) -> Option<(Side, u8)> {
    Side::BOTH
        .into_iter()
        .flat_map(|side| (0..16).map(move |k| (side, k)))
        .map(|(side, k)| ((side, k), pit_center(side, k).xz().distance(point.xz())))
        .filter(|&(_, d)| d < PIT_RADIUS + 0.08)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(pit, _)| pit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pit_is_found_at_its_centre() {
        for side in Side::BOTH {
            for k in 0..16 {
                assert_eq!(pit_at_point(pit_center(side, k)), Some((side, k)));
            }
        }
        assert_eq!(pit_at_point(Vec3::new(0.0, 0.0, 0.0)), None);
    }

    #[test]
    fn seeds_rest_in_the_bowl_and_do_not_overlap_in_a_layer() {
        for slot in 0..30 {
            let p = pile_offset(slot);
            let r = p.xz().length();
            assert!(r + SEED_RADII.x <= PIT_RADIUS, "slot {slot} leaves the pit");
            assert!(
                p.y >= bowl_height(r) + SEED_RADII.y - 1e-5,
                "slot {slot} sinks"
            );
        }
        for a in 0..18 {
            for b in 0..a {
                let (pa, pb) = (pile_offset(a), pile_offset(b));
                let d = pa.distance(pb);
                assert!(d > SEED_RADII.y * 1.2, "slots {a} and {b} intersect ({d})");
            }
        }
    }
}

//! Oware's board: two rows of six houses, each side's store at its right.

use super::{Cell, Counts, GameFacts, STORE};
use crate::geometry::{HOUSE_DEPTH, HOUSE_RADIUS, STORE_RADII, pile_offset, store_offset};
use bevy::prelude::*;
use mancala::Side;
use mancala::oware::Position;
use std::ops::Range;

pub struct Oware;

impl GameFacts for Oware {
    fn id(&self) -> &'static str {
        "oware"
    }
    fn name(&self) -> &'static str {
        "Oware"
    }

    fn pits(&self) -> Range<u8> {
        0..STORE + 1
    }
    fn houses(&self) -> Range<u8> {
        0..STORE
    }
    fn board_model(&self) -> &'static str {
        "models/oware_board.glb"
    }
    fn seed_model(&self) -> &'static str {
        "models/oware_seed.glb"
    }
    fn start_counts(&self) -> Counts {
        let p = Position::start();
        let mut counts = [[0u8; 16]; 2];
        for side in Side::BOTH {
            counts[side.index()][..6].copy_from_slice(p.row(side));
        }
        counts
    }
    fn pit_center(&self, side: Side, k: u8) -> Vec3 {
        // Each store sits at its owner's right.
        let (x, z) = match (side, k) {
            (Side::South, STORE) => (4.05, 0.0),
            (Side::North, STORE) => (-4.05, 0.0),
            (Side::South, k) => ((k as f32 - 2.5) * 1.1, 0.6),
            (Side::North, k) => ((2.5 - k as f32) * 1.1, -0.6),
        };
        Vec3::new(x, 0.0, z)
    }
    fn pit_radius(&self, k: u8) -> f32 {
        if k == STORE {
            STORE_RADII.x
        } else {
            HOUSE_RADIUS
        }
    }
    fn rest_offset(&self, k: u8, slot: usize) -> Vec3 {
        if k == STORE {
            store_offset(slot)
        } else {
            pile_offset(slot, HOUSE_RADIUS, HOUSE_DEPTH)
        }
    }
    fn half_extent(&self) -> Vec2 {
        // The stores are inside it.
        Vec2::new(4.75, 1.45)
    }
    fn covers(&self, side: Side, k: u8, point: Vec3) -> bool {
        let d = (self.pit_center(side, k) - point).xz();
        if k == STORE {
            (d / STORE_RADII).length() < 1.0
        } else {
            d.length() < HOUSE_RADIUS + 0.08
        }
    }
    fn rows(&self, seat: Side) -> Vec<Vec<Cell>> {
        // Each store sits at its owner's right, at an end of the board.
        let (far, near) = (seat.opponent(), seat);
        let far_row = std::iter::once((0, far, STORE))
            .chain((0..6u8).map(|i| (usize::from(i) + 1, far, 5 - i)))
            .collect();
        let near_row = (0..6u8)
            .map(|k| (usize::from(k) + 1, near, k))
            .chain(std::iter::once((7, near, STORE)))
            .collect();
        vec![far_row, near_row]
    }

    fn check_position(&self, text: &str) -> Result<(), String> {
        text.parse::<Position>()
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    fn puzzles(&self) -> &'static [u8] {
        include_bytes!("../../assets/puzzles/oware.json")
    }
}

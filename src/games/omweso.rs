//! Omweso's board: four rows of eight pits, each side's two nearest it.

use super::{Cell, Counts, GameFacts};
use crate::geometry::{PIT_DEPTH, PIT_RADIUS, pile_offset};
use crate::text::{Text, side_name};
use bevy::prelude::*;
use mancala::Side;
use mancala::omweso::{Position, is_inner, letter, pit_at, pit_of_letter, square};
use std::ops::Range;

pub struct Omweso;

/// Row centres (z) from South's outer row (nearest South, at +z) up.
const ROW_Z: [f32; 4] = [1.65, 0.55, -0.55, -1.65];

impl GameFacts for Omweso {
    fn id(&self) -> &'static str {
        "omweso"
    }
    fn name(&self) -> &'static str {
        "Omweso"
    }

    fn pits(&self) -> Range<u8> {
        0..16
    }
    fn board_model(&self) -> &'static str {
        "models/omweso_board.glb"
    }
    fn seed_model(&self) -> &'static str {
        "models/seed.glb"
    }
    fn start_counts(&self) -> Counts {
        let p = Position::start();
        [*p.pits(Side::South), *p.pits(Side::North)]
    }
    fn pit_center(&self, side: Side, k: u8) -> Vec3 {
        let (row, col) = square(side, k);
        Vec3::new(col as f32 - 3.5, 0.0, ROW_Z[row as usize])
    }
    fn pit_radius(&self, _k: u8) -> f32 {
        PIT_RADIUS
    }
    fn rest_offset(&self, _k: u8, slot: usize) -> Vec3 {
        pile_offset(slot, PIT_RADIUS, PIT_DEPTH)
    }
    fn half_extent(&self) -> Vec2 {
        Vec2::new(4.45, 2.6)
    }
    fn rows(&self, seat: Side) -> Vec<Vec<Cell>> {
        // Squares' rows run from South's outer row up, their columns left
        // to right as South sees the board.
        let (rows, turned) = match seat {
            Side::South => ([3, 2, 1, 0], false),
            Side::North => ([0, 1, 2, 3], true),
        };
        let cells = |row| {
            (0..8)
                .filter_map(|i: usize| {
                    let column = if turned { 7 - i } else { i };
                    pit_at(row, column as u8).map(|(side, k)| (i, side, k))
                })
                .collect()
        };
        rows.into_iter().map(cells).collect()
    }

    fn pit_letter(&self, k: u8) -> Option<char> {
        Some(letter(k))
    }
    fn pit_of_letter(&self, letter: char) -> Option<u8> {
        pit_of_letter(letter)
    }
    fn check_position(&self, text: &str) -> Result<(), String> {
        text.parse::<Position>()
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
    fn row_words(&self, side: Side, k: u8) -> Text {
        let row = if is_inner(k) {
            "access-inner-row"
        } else {
            "access-outer-row"
        };
        Text::new(row).text("side", side_name(side))
    }
    fn pit_words(&self, side: Side, k: u8) -> Text {
        Text::new("access-pit")
            .text("row", self.row_words(side, k))
            .text("side", side_name(side))
            .str("pit", letter(k))
    }

    fn about(&self) -> Vec<String> {
        vec!["about-omweso".into(), "about-omweso-solved".into()]
    }

    fn puzzles(&self) -> &'static [u8] {
        include_bytes!("../../assets/puzzles/omweso.json")
    }
    fn arranges(&self) -> bool {
        true
    }
}

//! Oware, in its competition rule set Abapa, exactly as
//! `docs/rules/oware.md` ("the rules page") states it.
//!
//! Houses are numbered 0..11: South's 0..5 and North's 6..11, each row left
//! to right as its owner sees it, so sowing (anticlockwise) is `index + 1 mod
//! 12`. A [`Move`] is relative to the mover (`a`..`f` from their own left).
//!
//! Each rule lives in one place:
//! - sowing, capture and the grand slam: `Position::make_move` (moves.rs);
//! - feeding and "no legal move": `Position::legal_moves_mask` (moves.rs);
//! - 25+ and settling the board at the end: position.rs;
//! - repetition, which needs the history of a game: [`GameRecord`]
//!   (record.rs), shared with [`random_playout`].

mod effect;
mod game;
mod matches;
mod moves;
mod notation;
mod outcome;
mod perft;
mod position;
mod record;
mod rules;
mod strategy;
pub mod tables;

pub use matches::{MatchError, MatchFormat, MatchScore};
pub use moves::{CaptureStep, GrandSlamEffect, Move, MoveError, MoveParseError, Played, Trace};
pub use outcome::{EndReason, Outcome};
pub use perft::{PlayoutStats, perft, perft_divide, random_playout};
pub(crate) use position::single_spaced;
pub use position::{Position, PositionError};
pub use record::{GameRecord, RecordError};
pub use rules::{GrandSlam, Rules};
pub use strategy::{OwareScratch, OwareWeights, book};

use crate::Side;

/// Houses on the board.
pub const HOUSES: usize = 12;
/// Houses in one player's row.
pub const ROW: usize = 6;
/// Seeds in the game: the board plus both stores always hold exactly this.
pub const TOTAL_SEEDS: u32 = 48;
/// A player who has captured this many has won (more than half of 48).
pub const WINNING_STORE: u8 = 25;

/// The index of `side`'s leftmost house (its `a`): 0 for South, 6 for North.
#[inline]
fn row_start(side: Side) -> usize {
    side.index() * ROW
}

/// The houses of `side`'s row.
#[inline]
fn row_range(side: Side) -> std::ops::Range<usize> {
    row_start(side)..row_start(side) + ROW
}

/// The next house anticlockwise, the direction of every sowing.
#[inline]
fn next_house(house: usize) -> usize {
    if house + 1 == HOUSES { 0 } else { house + 1 }
}

//! Omweso, Uganda's royal four-row mancala, exactly as `docs/rules/omweso.md`
//! ("the rules page") describes it.
//!
//! ```
//! use mancala::omweso::{Position, Rules};
//! let rules = Rules::default();
//! let before: Position = "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S"
//!     .parse().unwrap();
//! let played = before.play(&rules, "m".parse().unwrap()).unwrap();
//! assert_eq!(
//!     played.position.to_string(),
//!     "5,0,0,0,1,1,1,0/0,3,0,5,5,5,0,0/10,4,1,4,4,1,1,6/1,0,0,0,0,2,2,2 N - 2-1"
//! );
//! ```

mod chooser;
mod cycle;
mod effect;
mod game;
mod moves;
mod outcome;
mod packed;
mod play;
mod position;
pub mod proofs;
pub mod prove;
mod record;
mod rules;
mod setup;
mod sowing;
mod strategy;

pub use chooser::{Arranger, MASTER_ARRANGING_NODES, choose_arrangement, familiar_arrangements};
pub use moves::{Dir, MAX_DECISIONS, Move, MoveSyntaxError};
pub use outcome::{Outcome, ResultKind};
pub use play::{
    Decision, Lap, MAX_TRACE_LAPS, MoveError, POLL_LAPS, Played, Playout, Step, Trace, Turn,
};
pub use position::{
    LETTERS, Pits, Position, PositionError, SEEDS, column, is_inner, is_reverse_pit, letter,
    opposite, pit_at, pit_of_letter, square,
};
pub use record::{GameRecord, GameStart, MatchScore, RecordError};
pub use rules::{Rules, RulesError};
pub use setup::{
    ArrangementError, Arrangements, SEEDS_PER_PLAYER, Setup, SetupError, arrangement_text,
    check_arrangement, parse_arrangement,
};
pub use sowing::{Capture, LapKind};
pub use strategy::{OmwesoScratch, OmwesoWeights};

//! Rules engines for two mancala games — Omweso (Uganda, four rows) and
//! Oware/Abapa (West Africa, two rows) — and a computer opponent for both.
//!
//! The engines are plain data and pure functions: a [`omweso::Position`] or
//! [`oware::Position`] is parsed from and printed as the text notation of the
//! rules pages, `legal_moves` lists complete moves, and `play` returns the next
//! position, the outcome if the game ended and a sowing trace from which an
//! animation can move every seed.
//!
//! [`ai`] is the computer opponent; [`engine`] keeps one for a whole game
//! (table, history, book, clock) and serves it over the UCI-like protocol of
//! Oware GUIs (`mancala uci oware`).

pub mod ai;
pub mod bench;
pub mod engine;
pub mod files;
pub mod game;
pub mod games;
pub mod omweso;
pub mod oware;
pub mod puzzles;
pub mod review;
pub mod side;

pub use side::Side;

/// The git commit this was built from (9 hex digits, or `unknown`
/// outside a checkout); the game shares it, being in the same repository.
pub const COMMIT: &str = env!("MANCALA_COMMIT");

/// The version and the commit, as `--version` prints them: `0.1.0 (1a2b3c4d5)`.
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("MANCALA_COMMIT"), ")");

/// The deepest perft either engine counts. Far beyond any depth that ends in
/// reasonable time, and shallow enough that the recursion can never exhaust
/// a thread's stack, whatever the caller asks for.
pub const MAX_PERFT_DEPTH: u32 = 32;

/// Fixed seeds and a count of what was compared, for the property tests.
#[cfg(test)]
#[path = "../tests/support/props.rs"]
mod props;

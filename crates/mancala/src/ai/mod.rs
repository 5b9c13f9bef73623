//! The computer opponent for both games: iterative-deepening negamax with
//! alpha-beta (principal variation search), a transposition table, move
//! ordering and a hand-built evaluation per game, under a deadline, a node
//! budget or a depth, and cancellable at any time.
//!
//! ```
//! use mancala::ai::{Level, ComputerPlayer, SearchLimits};
//! use mancala::game::Oware;
//! use mancala::oware::{Position, Rules};
//!
//! let mut player = ComputerPlayer::<Oware>::new(Rules::default(), Level::Intermediate.settings::<Oware>(), 7);
//! let result = player.choose(&Position::start(), &[], None);
//! assert!(result.best.is_some());
//! ```
//!
//! The search is one generic engine over [`Game`]; each game adds its
//! evaluation, its move generation with the AI's own budget (Omweso) and its
//! repetition rule.

pub mod arena;
mod book;
mod clock;
mod level;
pub mod mcts;
mod player;
mod search;
mod strategy;
mod tt;

pub use book::Book;
pub use clock::{Clock, Go};
pub use level::{ComputerPlayer, ComputerSpec, Level, LevelSettings, ParseLevelError};
pub use player::{DEFAULT_TABLE_BYTES, Player, Source, Thought};
pub(crate) use search::win_distance as win_plies;
pub use search::{Iteration, MAX_THREADS, Searcher, Threads, available_threads};
pub use strategy::{DefaultStrategy, Proven, Scratch, Searchable, Strategy, Weights};

use crate::Side;
use crate::game::Game;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::time::Duration;

/// Scores are from the side to move's point of view, in hundredths of a
/// seed. A won game scores `WIN` plus its worth (Omweso points, Oware seed
/// margin) times the game's unit, minus the plies to reach it, so that a
/// bigger win beats a smaller one and a quicker win a slower one.
pub const WIN: i32 = 1_000_000;
/// Any score at least this large is a game-theoretic win (or loss).
pub const WIN_MIN: i32 = WIN - 1_000;
/// Larger than any score.
pub(crate) const INFINITY: i32 = 2 * WIN;
/// Evaluations are clamped to this, well below [`WIN_MIN`].
pub(crate) const EVAL_LIMIT: i32 = WIN / 2;

/// How long or how far a search may go; any combination, the first reached
/// stops it. With none set the search runs to the depth cap or until
/// cancelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchLimits {
    /// A hard deadline from the start of the search; it is overshot by at
    /// most a few milliseconds, also inside long Omweso move generations.
    pub movetime: Option<Duration>,
    /// A budget of nodes: a search limited only by nodes (and depth) gives
    /// the same result every time, on every machine.
    pub nodes: Option<u64>,
    /// The deepest iteration, in plies (complete moves).
    pub depth: Option<u32>,
}

impl SearchLimits {
    pub fn movetime(ms: u64) -> SearchLimits {
        SearchLimits {
            movetime: Some(Duration::from_millis(ms)),
            ..SearchLimits::default()
        }
    }

    pub fn nodes(n: u64) -> SearchLimits {
        SearchLimits {
            nodes: Some(n),
            ..SearchLimits::default()
        }
    }

    pub fn depth(d: u32) -> SearchLimits {
        SearchLimits {
            depth: Some(d),
            ..SearchLimits::default()
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play; `None` only when the game is already over.
    pub best: Option<M>,
    /// The best move's score for the side to move (see [`WIN`]).
    pub score: i32,
    /// The principal variation, starting with `best`.
    pub pv: Vec<M>,
    /// The deepest iteration completed (0 if none was).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Nodes per second.
    pub nps: u64,
}

impl<M: Copy> SearchResult<M> {
    /// No move: the game is over, or nothing was searched yet.
    pub fn none() -> SearchResult<M> {
        SearchResult {
            best: None,
            score: 0,
            pv: Vec::new(),
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            nps: 0,
        }
    }

    /// `best` known without a search (a book, exact tables), worth `score`.
    pub fn settled(best: M, score: i32, elapsed: Duration) -> SearchResult<M> {
        SearchResult {
            best: Some(best),
            score,
            pv: vec![best],
            elapsed,
            ..SearchResult::none()
        }
    }
}

/// A legal move with what the AI needs to search it: the next position, the
/// outcome if the move ends the game, hashes, and the seeds it captures.
#[derive(Clone, Copy, Debug)]
pub struct Child<G: Game> {
    pub mv: G::Move,
    pub pos: G::Position,
    pub outcome: Option<G::Outcome>,
    /// [`Game::hash`] of `pos`.
    pub key: u64,
    /// The key deciding a repetition (Omweso: board and side only).
    pub rep: u64,
    /// Seeds the move captures (for move ordering and the greedy player).
    pub gain: i32,
    /// Index in generation order (what the transposition table stores).
    pub(crate) idx: u8,
    pub(crate) order: i32,
}

impl<G: Searchable> Child<G> {
    /// A move to `pos`, capturing `gain` seeds, with its hashes.
    pub fn new(mv: G::Move, pos: G::Position, outcome: Option<G::Outcome>, gain: i32) -> Child<G> {
        let key = G::hash(&pos);
        Child {
            mv,
            pos,
            outcome,
            key,
            rep: G::Strategy::repetition_key(&pos, key),
            gain,
            idx: 0,
            order: 0,
        }
    }
}

/// The levels below master of a game that does not set its own: Oware's
/// ladder, which suits a game whose moves differ by a few seeds.
pub(crate) fn default_ladder(level: Level, base: LevelSettings) -> LevelSettings {
    match level {
        Level::Beginner => LevelSettings {
            limits: SearchLimits::depth(1),
            noise: 300,
            miss_captures: 40,
            ..base
        },
        Level::Casual => LevelSettings {
            limits: SearchLimits::depth(2),
            noise: 150,
            miss_captures: 15,
            ..base
        },
        Level::Intermediate => LevelSettings {
            limits: SearchLimits::nodes(1_000),
            ..base
        },
        _ => LevelSettings {
            limits: SearchLimits::nodes(10_000),
            table_bytes: 4 << 20,
            ..base
        },
    }
}

/// The score of an outcome for `side`, before the distance adjustment.
pub(crate) fn outcome_score<G: Searchable>(outcome: &G::Outcome, side: Side, unit: i32) -> i32 {
    let v = G::value(outcome, side);
    match v.signum() {
        1 => WIN + v.min(60) * unit,
        -1 => -(WIN + (-v).min(60) * unit),
        _ => 0,
    }
}

/// A score as people read it: seeds with two decimals, or a won or lost
/// game with its worth and distance in moves (plies). The search ranks a
/// won game by its worth before its distance, so the distance is that of
/// the line in which the loser concedes the least.
pub fn describe_score<G: Searchable>(score: i32) -> String {
    if score.abs() >= WIN_MIN {
        let excess = score.abs() - WIN;
        let worth = (excess + G::Strategy::WIN_UNIT - 1)
            .div_euclid(G::Strategy::WIN_UNIT)
            .max(0);
        let plies = worth * G::Strategy::WIN_UNIT - excess;
        let what = if score > 0 { "win" } else { "loss" };
        let unit = G::Strategy::WORTH_UNIT;
        let moves = if plies == 1 { "move" } else { "moves" };
        if plies == 0 {
            // Settled by endgame knowledge, not by a line played out.
            format!("{what} ({worth} {unit}), exact")
        } else {
            format!("{what} ({worth} {unit}) in {plies} {moves}")
        }
    } else {
        format!("{:+.2}", score as f64 / 100.0)
    }
}

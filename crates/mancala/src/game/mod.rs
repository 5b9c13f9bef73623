//! The rules of a two-player mancala game, as one trait: what the
//! computer opponent, the review, the arena, the protocol (and the game and
//! the command line) need to know of a game's rules, so they treat Omweso
//! and Oware alike. What only the computer needs (its evaluation, book,
//! tables and proofs) is [`crate::ai::Strategy`], the one other trait a game
//! implements. Each game's impls are in its own folder (`omweso/`,
//! `oware/`).
//!
//! A move is always a *complete* move: Omweso's direction decisions are part
//! of its [`crate::omweso::Move`], never separate plies, so Oware is not made
//! to carry a concept it does not have. Repetition needs a game's history and
//! is left to the game's record ([`Game::Record`]) and to the search, which
//! knows its own path.

mod effect;
mod record;

pub use effect::{Effect, Ending, Taken};
pub use record::Recorded;

use crate::Side;
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// A cancellable move generation was stopped before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interrupted;

impl Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("move generation was interrupted")
    }
}

impl std::error::Error for Interrupted {}

/// A position after a move and the outcome if the move ended the game.
pub type Next<G> = (<G as Game>::Position, Option<<G as Game>::Outcome>);

/// A legal move, the position it leads to and the outcome if it ends the game.
pub type Successor<G> = (
    <G as Game>::Move,
    <G as Game>::Position,
    Option<<G as Game>::Outcome>,
);

/// A two-player mancala game's rules: the moves, the record (the repetition
/// rule), what a move did and how a game ended, and the notation. Everything
/// with a generic answer has it as a default, so a new game writes the
/// rules, its record, its material and what a move did, and then
/// [`crate::ai::Strategy`], whose every method has a default
/// (`tests/third_game.rs` builds one).
pub trait Game: Copy + Sized + Send + Sync + 'static {
    type Position: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;
    type Move: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;
    type Rules: Clone + Debug + Default + PartialEq + Send + Sync + 'static;
    type Outcome: Copy + Debug + Display + PartialEq + Send + Sync + 'static;
    type MoveError: Debug + Display;
    /// What the computer knows of the game beyond its rules: a type that
    /// implements `ai::Strategy<Self>`; `ai::DefaultStrategy` knows the
    /// material balance and nothing more.
    type Strategy;

    /// The lower-case name the command line uses.
    const NAME: &'static str;

    // ---- the rules

    /// The standard starting position (Omweso: both standard set-ups, South first).
    fn start() -> Self::Position;

    /// Parses a position's notation (or `start`).
    fn parse_position(text: &str) -> Result<Self::Position, String>;

    /// Parses a move's notation.
    fn parse_move(text: &str) -> Result<Self::Move, String>;

    /// The player to move.
    fn side_to_move(position: &Self::Position) -> Side;

    /// The legal moves in the engine's documented order; by default those
    /// of [`Game::successors`] (a game may list them without playing them).
    fn legal_moves(position: &Self::Position, rules: &Self::Rules) -> Vec<Self::Move> {
        let successors = Self::successors(position, rules);
        successors.into_iter().map(|(mv, _, _)| mv).collect()
    }

    /// Every legal move with the position it leads to and the outcome.
    fn successors(position: &Self::Position, rules: &Self::Rules) -> Vec<Successor<Self>> {
        let mut out = Vec::new();
        // Never stopped, so never interrupted.
        let _ = Self::successors_until(position, rules, &mut out, &mut || false);
        out
    }

    /// [`Game::successors`] appended to `out`, with a stop check that long
    /// move generations poll (an Omweso never-ending move can take seconds to
    /// detect). On `Err` the moves generated so far are in `out`.
    fn successors_until(
        position: &Self::Position,
        rules: &Self::Rules,
        out: &mut Vec<Successor<Self>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted>;

    /// Plays a move (checked): the next position and the outcome if the game ended.
    fn apply(
        position: &Self::Position,
        rules: &Self::Rules,
        mv: Self::Move,
    ) -> Result<Next<Self>, Self::MoveError>;

    /// Whether the game is over by the position alone (no history).
    fn outcome(position: &Self::Position, rules: &Self::Rules) -> Option<Self::Outcome>;

    /// The winner; `None` for a draw or an annulled game. By default the
    /// side the game is worth something to.
    fn winner(outcome: &Self::Outcome) -> Option<Side> {
        [Side::South, Side::North]
            .into_iter()
            .find(|&side| Self::value(outcome, side) > 0)
    }

    /// What the game is worth to `side`: Omweso the points won (negative when
    /// lost, 0 when annulled), Oware the final seed margin (0 for 24–24).
    fn value(outcome: &Self::Outcome, side: Side) -> i32;

    /// A Zobrist hash of everything that makes the position (board, side to
    /// move and the game's other state).
    fn hash(position: &Self::Position) -> u64;

    /// The seeds `side` holds (Omweso: on its side; Oware: captured and on
    /// its side): the evaluation's first term, and the score of an
    /// unfinished Monte-Carlo playout.
    fn material(position: &Self::Position, side: Side) -> i32;

    /// Whether a game can be annulled, worth nothing to either side
    /// (Omweso's never-ending move).
    const ANNULS: bool = false;

    // ---- the record: a game as played, with the repetition rule

    /// A game in progress (the engine's record, which applies the
    /// repetition rule and reads and writes the game's files).
    type Record: Clone + Debug + PartialEq + Send + Sync + 'static;

    /// A game from `start`, with no moves yet (over at once if `start` is).
    fn new_record(rules: &Self::Rules, start: Self::Position) -> Self::Record;

    /// What a record holds, read alike for every game.
    fn recorded(record: &Self::Record) -> Recorded<'_, Self>;

    /// Plays `mv` (checked): the next position and the outcome if the game
    /// ended, repetition included. The record is unchanged on error.
    fn record_move(
        record: &mut Self::Record,
        mv: Self::Move,
    ) -> Result<Next<Self>, Self::MoveError>;

    /// Takes back the last move; `None` if there is none.
    fn take_back(record: &mut Self::Record) -> Option<Self::Move>;

    /// Reads a record of this game from a file's bytes.
    fn parse_record(bytes: &[u8]) -> Result<Self::Record, String>;

    // ---- what a move did and how a game ended (the review's facts)

    /// What `mv` does from `position`; `None` if it is not legal there.
    fn effect(position: &Self::Position, rules: &Self::Rules, mv: Self::Move) -> Option<Effect>;

    /// How a finished game ended.
    fn ending(outcome: &Self::Outcome) -> Ending;

    // ---- the protocol's notation (crate::engine)

    /// Parses the text after `fen` (its tokens joined by single spaces).
    fn parse_fen(text: &str) -> Result<Self::Position, String> {
        Self::parse_position(text)
    }

    /// Parses the tokens after `moves`: each move with the side that must
    /// play it where the notation says (Aualé's letters do).
    fn parse_moves(tokens: &[&str]) -> Result<Vec<SidedMove<Self>>, String> {
        tokens
            .iter()
            .map(|t| Self::parse_move(t).map(|m| (None, m)))
            .collect()
    }

    /// A move as the protocol writes it.
    fn move_text(position: &Self::Position, mv: &Self::Move) -> String {
        let _ = position;
        mv.to_string()
    }

    /// `position` with `side` to move, for naming a move someone tried
    /// out of turn (games whose notation does not show the side ignore it).
    fn with_mover(position: &Self::Position, side: Side) -> Self::Position {
        let _ = side;
        *position
    }

    /// A line of moves from `position` (for `info … pv`), by default their
    /// notation joined by spaces.
    fn line_text(position: &Self::Position, rules: &Self::Rules, moves: &[Self::Move]) -> String {
        let _ = rules;
        let words: Vec<String> = moves.iter().map(|m| Self::move_text(position, m)).collect();
        words.join(" ")
    }
}

/// A move as a protocol writes it: with its mover when the notation shows it.
pub type SidedMove<G> = (Option<Side>, <G as Game>::Move);

/// Omweso, the four-row game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Omweso;

/// Oware in its Abapa rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Oware;

/// SplitMix64: the random numbers of the Zobrist tables, computed at compile time.
pub(crate) const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

pub(crate) const fn zobrist<const N: usize>(seed: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        t[i] = splitmix(seed.wrapping_mul(0x1000_0000_01B3).wrapping_add(i as u64));
        i += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{omweso, oware};

    #[test]
    fn successors_agree_with_the_engines() {
        let rules = omweso::Rules::default();
        let p: omweso::Position =
            "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S"
                .parse()
                .unwrap();
        assert_eq!(Omweso::successors(&p, &rules), p.successors(&rules));
        let mut out = Vec::new();
        assert_eq!(
            Omweso::successors_until(&p, &rules, &mut out, &mut || true),
            Ok(()),
            "no move here runs a million laps, so the check is never polled"
        );
        assert_eq!(out, p.successors(&rules));

        let rules = oware::Rules::default();
        let p = oware::Position::start();
        let succ = Oware::successors(&p, &rules);
        assert_eq!(succ.len(), 6);
        for (mv, next, outcome) in succ {
            assert_eq!(Oware::apply(&p, &rules, mv), Ok((next, outcome)));
        }
    }

    #[test]
    fn hashes_tell_positions_apart() {
        let a = omweso::Position::start();
        let rules = omweso::Rules::default();
        let (b, _) = a.apply(&rules, "m".parse().unwrap()).unwrap();
        assert_ne!(Omweso::hash(&a), Omweso::hash(&b));
        let mid: omweso::Position =
            "4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S"
                .parse()
                .unwrap();
        assert_ne!(
            Omweso::hash(&a),
            Omweso::hash(&mid),
            "first-turn flags differ"
        );
        assert_eq!(Omweso::repetition_hash(&a), Omweso::repetition_hash(&mid));
        let o = oware::Position::start();
        assert_ne!(Oware::hash(&o), Oware::hash(&o.with_side(Side::North)));
    }

    #[test]
    fn values_are_from_the_side_asked() {
        let win = omweso::Outcome {
            kind: omweso::ResultKind::Okutema,
            winner: Some(Side::South),
            points: 2,
        };
        assert_eq!(Omweso::value(&win, Side::South), 2);
        assert_eq!(Omweso::value(&win, Side::North), -2);
        assert_eq!(Omweso::value(&omweso::Outcome::annulled(), Side::North), 0);
    }
}

//! One interface over both games, so that the computer opponent (and the
//! game and the command line) can treat Omweso and Oware alike.
//!
//! A move is always a *complete* move: Omweso's direction decisions are part
//! of its [`omweso::Move`], never separate plies, so Oware is not made to
//! carry a concept it does not have. Repetition needs a game's history and is
//! left to the records ([`omweso::GameRecord`], [`oware::GameRecord`]) and
//! to the search, which knows its own path.

use crate::Side;
use crate::{omweso, oware};
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

/// A two-player mancala game as the AI sees it: positions, complete moves,
/// outcomes and a hash.
pub trait Game: Sized + Send + Sync + 'static {
    type Position: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;
    type Move: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;
    type Rules: Clone + Debug + Default + PartialEq + Send + Sync + 'static;
    type Outcome: Copy + Debug + Display + PartialEq + Send + Sync + 'static;
    type MoveError: Debug + Display;

    /// A game in progress: the engine's record, which applies the
    /// repetition rule.
    type Record: crate::record::Record<Game = Self>;

    /// The lower-case name the command line uses.
    const NAME: &'static str;

    /// The standard starting position (Omweso: both standard set-ups, South first).
    fn start() -> Self::Position;

    /// Parses a position's notation (or `start`).
    fn parse_position(text: &str) -> Result<Self::Position, String>;

    /// Parses a move's notation.
    fn parse_move(text: &str) -> Result<Self::Move, String>;

    /// The player to move.
    fn side_to_move(position: &Self::Position) -> Side;

    /// The legal moves in the engine's documented order.
    fn legal_moves(position: &Self::Position, rules: &Self::Rules) -> Vec<Self::Move>;

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

    /// The winner; `None` for a draw or an annulled game.
    fn winner(outcome: &Self::Outcome) -> Option<Side>;

    /// What the game is worth to `side`: Omweso the points won (negative when
    /// lost, 0 when annulled), Oware the final seed margin (0 for 24–24).
    fn value(outcome: &Self::Outcome, side: Side) -> i32;

    /// A Zobrist hash of everything that makes the position (board, side to
    /// move and the game's other state).
    fn hash(position: &Self::Position) -> u64;
}

/// Omweso, the four-row game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Omweso;

/// Oware in its Abapa rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Oware;

/// SplitMix64: the random numbers of the Zobrist tables, computed at compile time.
const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

const fn zobrist<const N: usize>(seed: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        t[i] = splitmix(seed.wrapping_mul(0x1000_0000_01B3).wrapping_add(i as u64));
        i += 1;
    }
    t
}

/// Omweso: one key per (player, pit, seeds 0..=64).
static OMWESO_PITS: [u64; 2 * 16 * 65] = zobrist(1);
const OMWESO_NORTH: u64 = splitmix(0x6f6d_7765_736f);

/// Oware: one key per (house, seeds 0..=48) and per (store, seeds 0..=48).
static OWARE_HOUSES: [u64; 12 * 49] = zobrist(2);
static OWARE_STORES: [u64; 2 * 49] = zobrist(3);
const OWARE_NORTH: u64 = splitmix(0x006f_7761_7265);

impl Omweso {
    /// The hash of the board alone (what decides a repetition), without the
    /// side to move.
    #[inline]
    pub fn board_hash(position: &omweso::Position) -> u64 {
        let mut h = 0;
        for side in Side::BOTH {
            for (k, &n) in position.pits(side).iter().enumerate() {
                let i = (side.index() * 16 + k) * 65 + (n as usize).min(64);
                h ^= OMWESO_PITS[i];
            }
        }
        h
    }

    /// The repetition key: board and side to move (rules page, section 4).
    #[inline]
    pub fn repetition_hash(position: &omweso::Position) -> u64 {
        let side = if position.side() == Side::North {
            OMWESO_NORTH
        } else {
            0
        };
        Omweso::board_hash(position) ^ side
    }
}

impl Omweso {
    /// The full hash and the repetition key together (one pass over the board).
    #[inline]
    pub fn hashes(position: &omweso::Position) -> (u64, u64) {
        let rep = Omweso::repetition_hash(position);
        let first = position.in_first_turn(Side::South) as u64
            | (position.in_first_turn(Side::North) as u64) << 1;
        let rest = position.capture_turns(Side::South) as u64
            | (position.capture_turns(Side::North) as u64) << 16
            | first << 32;
        (rep ^ splitmix(rest ^ 0x5eed_0000_0000_0000), rep)
    }
}

impl Game for Omweso {
    type Position = omweso::Position;
    type Move = omweso::Move;
    type Rules = omweso::Rules;
    type Outcome = omweso::Outcome;
    type MoveError = omweso::MoveError;
    type Record = omweso::GameRecord;

    const NAME: &'static str = "omweso";

    fn start() -> omweso::Position {
        omweso::Position::start()
    }

    fn parse_position(text: &str) -> Result<omweso::Position, String> {
        text.parse()
            .map_err(|e: omweso::PositionError| e.to_string())
    }

    fn parse_move(text: &str) -> Result<omweso::Move, String> {
        text.parse()
            .map_err(|e: omweso::MoveSyntaxError| e.to_string())
    }

    fn side_to_move(position: &omweso::Position) -> Side {
        position.side()
    }

    fn legal_moves(position: &omweso::Position, rules: &omweso::Rules) -> Vec<omweso::Move> {
        position.legal_moves(rules)
    }

    fn successors(position: &omweso::Position, rules: &omweso::Rules) -> Vec<Successor<Self>> {
        position.successors(rules)
    }

    fn successors_until(
        position: &omweso::Position,
        rules: &omweso::Rules,
        out: &mut Vec<Successor<Self>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        position
            .for_each_move_until(rules, &mut |_| stop(), &mut |mv, sowing| {
                let (next, outcome) = position.conclude(rules, sowing);
                out.push((mv, next, outcome));
            })
            .map_err(|_| Interrupted)
    }

    fn apply(
        position: &omweso::Position,
        rules: &omweso::Rules,
        mv: omweso::Move,
    ) -> Result<(omweso::Position, Option<omweso::Outcome>), omweso::MoveError> {
        position.apply(rules, mv)
    }

    /// A position where the player to move has no legal move is over
    /// (okwa bulijo for the other player); nothing else is decided by the
    /// position alone.
    fn outcome(position: &omweso::Position, _rules: &omweso::Rules) -> Option<omweso::Outcome> {
        (!position.has_legal_move()).then_some(omweso::Outcome {
            kind: omweso::ResultKind::Bulijo,
            winner: Some(position.side().opponent()),
            points: 1,
        })
    }

    fn winner(outcome: &omweso::Outcome) -> Option<Side> {
        outcome.winner
    }

    fn value(outcome: &omweso::Outcome, side: Side) -> i32 {
        match outcome.winner {
            Some(w) if w == side => outcome.points as i32,
            Some(_) => -(outcome.points as i32),
            None => 0,
        }
    }

    fn hash(position: &omweso::Position) -> u64 {
        Omweso::hashes(position).0
    }
}

impl Game for Oware {
    type Position = oware::Position;
    type Move = oware::Move;
    type Rules = oware::Rules;
    type Outcome = oware::Outcome;
    type MoveError = oware::MoveError;
    type Record = oware::GameRecord;

    const NAME: &'static str = "oware";

    fn start() -> oware::Position {
        oware::Position::start()
    }

    fn parse_position(text: &str) -> Result<oware::Position, String> {
        text.parse()
            .map_err(|e: oware::PositionError| e.to_string())
    }

    fn parse_move(text: &str) -> Result<oware::Move, String> {
        text.parse()
            .map_err(|e: oware::MoveParseError| e.to_string())
    }

    fn side_to_move(position: &oware::Position) -> Side {
        position.side()
    }

    fn legal_moves(position: &oware::Position, rules: &oware::Rules) -> Vec<oware::Move> {
        position.legal_moves(rules)
    }

    fn successors_until(
        position: &oware::Position,
        rules: &oware::Rules,
        out: &mut Vec<Successor<Self>>,
        _stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        // Six moves of at most 47 seeds each: nothing worth interrupting.
        for mv in oware::Move::from_mask(position.legal_moves_mask()) {
            let next = position.apply(rules, mv);
            out.push((mv, next, next.outcome(rules)));
        }
        Ok(())
    }

    fn apply(
        position: &oware::Position,
        rules: &oware::Rules,
        mv: oware::Move,
    ) -> Result<(oware::Position, Option<oware::Outcome>), oware::MoveError> {
        position
            .play(rules, mv)
            .map(|played| (played.position, played.outcome))
    }

    fn outcome(position: &oware::Position, rules: &oware::Rules) -> Option<oware::Outcome> {
        position.outcome(rules)
    }

    fn winner(outcome: &oware::Outcome) -> Option<Side> {
        outcome.winner
    }

    fn value(outcome: &oware::Outcome, side: Side) -> i32 {
        outcome.total(side) as i32 - outcome.total(side.opponent()) as i32
    }

    fn hash(position: &oware::Position) -> u64 {
        let mut h = if position.side() == Side::North {
            OWARE_NORTH
        } else {
            0
        };
        for (i, &n) in position.houses().iter().enumerate() {
            h ^= OWARE_HOUSES[i * 49 + (n as usize).min(48)];
        }
        for side in Side::BOTH {
            h ^= OWARE_STORES[side.index() * 49 + (position.store(side) as usize).min(48)];
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

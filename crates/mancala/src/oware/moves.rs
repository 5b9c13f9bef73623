//! Moves: legality (feeding), sowing, capture and the grand slam.

use super::{GrandSlam, Outcome, Position, ROW, Rules, WINNING_STORE, next_house, row_start};
use crate::Side;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A move: the mover's house `a`..`f` counted from the mover's own left
/// (South's `a` is house 0, North's `a` is house 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u8);

impl Move {
    /// The six moves, `a` first.
    pub const ALL: [Move; ROW] = [Move(0), Move(1), Move(2), Move(3), Move(4), Move(5)];

    /// The move of the mover's house `house` (0..=5 from their left).
    pub fn new(house: u8) -> Option<Move> {
        (usize::from(house) < ROW).then_some(Move(house))
    }

    /// The mover's house, 0..=5 from their left.
    pub fn house(self) -> u8 {
        self.0
    }

    /// The absolute house index (0..=11) this move lifts when `side` plays it.
    #[inline]
    pub fn index(self, side: Side) -> usize {
        row_start(side) + usize::from(self.0)
    }

    /// The owner and move of an absolute house index, for a click on a house.
    pub fn from_index(index: usize) -> Option<(Side, Move)> {
        let side = match index / ROW {
            0 => Side::South,
            1 => Side::North,
            _ => return None,
        };
        Some((side, Move((index % ROW) as u8)))
    }

    /// The moves in a [`Position::legal_moves_mask`], `a` first.
    pub fn from_mask(mask: u8) -> impl Iterator<Item = Move> {
        Move::ALL
            .into_iter()
            .filter(move |m| mask & (1 << m.0) != 0)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", char::from(b'a' + self.0))
    }
}

/// A move's notation was not a letter `a`..`f`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveParseError {
    /// The text that was refused.
    pub text: String,
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a move is one letter a-f (the mover's house from their own left), not {:?}",
            self.text
        )
    }
}

impl std::error::Error for MoveParseError {}

impl FromStr for Move {
    type Err = MoveParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            [b @ b'a'..=b'f'] => Ok(Move(b - b'a')),
            _ => Err(MoveParseError {
                text: s.to_string(),
            }),
        }
    }
}

/// Moves travel in JSON as their letter.
impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game is over: a player has 25 or more, the player to move has no
    /// legal move, or a position repeated.
    GameOver,
    /// The mover's house is empty.
    EmptyHouse(Move),
    /// The opponent has no seeds and this move puts none on their side.
    DoesNotFeed(Move),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::EmptyHouse(m) => write!(f, "house {m} is empty"),
            MoveError::DoesNotFeed(m) => write!(
                f,
                "house {m} does not reach the opponent, who has no seeds: the move must feed them"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// One captured house, in capture order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CaptureStep {
    /// Absolute house index.
    pub house: u8,
    /// Seeds taken from it (2 or 3).
    pub seeds: u8,
}

/// What a grand slam (a capture that would take every seed on the opponent's
/// side) did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GrandSlamEffect {
    /// The capture was forfeited: the seeds stay on the board.
    Forfeited,
    /// The capture was made (option `capture_if_winning`, mover reached 25).
    Captured,
}

/// Everything a move did, in order, so an animation can move every seed
/// without knowing the rules.
///
/// Replaying it on the old board (empty `house`, add one seed per entry of
/// `sown`, empty each captured house) gives the new board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Trace {
    /// Who moved.
    pub mover: Side,
    /// The absolute index of the house played.
    pub house: u8,
    /// Seeds lifted from it.
    pub seeds: u8,
    /// The absolute house of every seed, in the order sown.
    pub sown: Vec<u8>,
    /// The sowing passed over its origin at least once (12+ seeds).
    pub skipped_origin: bool,
    /// Captured houses, the last seed's house first, then clockwise.
    pub captures: Vec<CaptureStep>,
    /// `None` when the move was no grand slam.
    pub grand_slam: Option<GrandSlamEffect>,
}

/// The result of [`Position::play`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Played {
    /// The position after the move.
    pub position: Position,
    /// Set when the new position ends the game by itself (25+, no legal
    /// move). Repetition is decided by [`super::GameRecord`].
    pub outcome: Option<Outcome>,
    /// What the move did, seed by seed.
    pub trace: Trace,
}

/// What `make_move` saw on the way that is not in the new position.
struct Summary {
    skipped_origin: bool,
    grand_slam: Option<GrandSlamEffect>,
}

/// Whether a seed lands in a house that it captures (with the seed in it).
#[inline]
fn capturable(seeds: u8) -> bool {
    seeds == 2 || seeds == 3
}

impl Position {
    /// The legal moves as a bitmask (bit `n` = house `n` from the mover's
    /// left). Zero when the game is over by the position alone.
    ///
    /// Feeding: when the opponent has no seeds, only a move that reaches
    /// their row is legal. The grand slam option never changes legality.
    #[inline]
    pub fn legal_moves_mask(&self) -> u8 {
        if self.has_majority() {
            return 0;
        }
        let own = row_start(self.side);
        let opponent_empty = self.row(self.side.opponent()).iter().all(|&s| s == 0);
        let mut mask = 0;
        for h in 0..ROW {
            let seeds = usize::from(self.houses[own + h]);
            // House h reaches the opponent's first house with 6 - h seeds.
            if seeds > 0 && (!opponent_empty || seeds >= ROW - h) {
                mask |= 1 << h;
            }
        }
        mask
    }

    /// The legal moves, `a` first; empty when the game is over by the
    /// position alone. `rules` is taken for symmetry with `play`: no option
    /// changes legality.
    pub fn legal_moves(&self, rules: &Rules) -> Vec<Move> {
        let _ = rules;
        Move::from_mask(self.legal_moves_mask()).collect()
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves_mask() & (1 << mv.0) != 0
    }

    /// Why `mv` is illegal here, if it is.
    fn check(&self, mv: Move) -> Result<(), MoveError> {
        let mask = self.legal_moves_mask();
        if mask == 0 {
            Err(MoveError::GameOver)
        } else if mask & (1 << mv.0) != 0 {
            Ok(())
        } else if self.houses[mv.index(self.side)] == 0 {
            Err(MoveError::EmptyHouse(mv))
        } else {
            Err(MoveError::DoesNotFeed(mv))
        }
    }

    /// Plays `mv`, with the trace of every seed. The position is unchanged
    /// on error.
    pub fn play(&self, rules: &Rules, mv: Move) -> Result<Played, MoveError> {
        self.check(mv)?;
        let house = mv.index(self.side);
        let seeds = self.houses[house];
        let mut sown = Vec::with_capacity(usize::from(seeds));
        let mut captures = Vec::new();
        let (position, summary) = self.make_move(
            rules,
            mv,
            |h| sown.push(h as u8),
            |h, seeds| {
                captures.push(CaptureStep {
                    house: h as u8,
                    seeds,
                })
            },
        );
        Ok(Played {
            position,
            outcome: position.outcome(rules),
            trace: Trace {
                mover: self.side,
                house: house as u8,
                seeds,
                sown,
                skipped_origin: summary.skipped_origin,
                captures,
                grand_slam: summary.grand_slam,
            },
        })
    }

    /// Plays `mv` without a trace or allocation: the fast path for perft and
    /// search.
    ///
    /// Precondition: `mv` is legal here (`is_legal`). An illegal move gives
    /// an unspecified position (checked only in debug builds); use
    /// [`Position::play`] for moves that come from a user.
    #[inline]
    pub fn apply_unchecked(&self, rules: &Rules, mv: Move) -> Position {
        debug_assert!(self.is_legal(mv), "apply({mv}) on {self}: illegal move");
        self.make_move(rules, mv, |_| {}, |_, _| {}).0
    }

    /// The one implementation of a move: sow, capture, grand slam. The
    /// callbacks see each seed's house and each capture, in order.
    #[inline]
    fn make_move(
        &self,
        rules: &Rules,
        mv: Move,
        mut on_sow: impl FnMut(usize),
        mut on_capture: impl FnMut(usize, u8),
    ) -> (Position, Summary) {
        let mover = self.side;
        let opponent = mover.opponent();
        let mut next = *self;
        next.side = opponent;
        let (last, skipped_origin) = next.sow(mv.index(mover), &mut on_sow);
        let (first, mut taken) = next.capture_run(opponent, last);
        let grand_slam = next.grand_slam(rules, mover, taken);
        if grand_slam == Some(GrandSlamEffect::Forfeited) {
            taken = 0;
        }
        if taken > 0 {
            for h in (first..=last).rev() {
                on_capture(h, next.houses[h]);
                next.houses[h] = 0;
            }
            next.stores[mover.index()] += taken;
        }
        let summary = Summary {
            skipped_origin,
            grand_slam,
        };
        (next, summary)
    }

    /// Sows the seeds of house `origin` one by one anticlockwise, passing
    /// over the emptied origin: the last seed's house, and whether the
    /// sowing passed over the origin.
    #[inline(always)]
    fn sow(&mut self, origin: usize, on_sow: &mut impl FnMut(usize)) -> (usize, bool) {
        let seeds = self.houses[origin];
        self.houses[origin] = 0;
        let mut last = origin;
        let mut skipped_origin = false;
        for _ in 0..seeds {
            last = next_house(last);
            if last == origin {
                skipped_origin = true;
                last = next_house(last);
            }
            self.houses[last] += 1;
            on_sow(last);
        }
        (last, skipped_origin)
    }

    /// What a last seed in house `last` would capture: from it clockwise,
    /// the houses while they are the `opponent`'s and hold 2 or 3. The
    /// first of them (`last + 1` for none) and the seeds they hold.
    #[inline(always)]
    fn capture_run(&self, opponent: Side, last: usize) -> (usize, u8) {
        let row = row_start(opponent);
        let mut first = last + 1;
        let mut taken = 0;
        if (row..row + ROW).contains(&last) {
            while first > row && capturable(self.houses[first - 1]) {
                first -= 1;
                taken += self.houses[first];
            }
        }
        (first, taken)
    }

    /// Whether capturing `taken` seeds is a grand slam, taking every seed
    /// on the opponent's side, and what the rules make of it: the capture
    /// made (only with `capture_if_winning`, when it wins) or forfeited.
    #[inline(always)]
    fn grand_slam(&self, rules: &Rules, mover: Side, taken: u8) -> Option<GrandSlamEffect> {
        if taken == 0 || taken != self.row_total(mover.opponent()) {
            return None;
        }
        let wins = self.stores[mover.index()] + taken >= WINNING_STORE;
        let captures = rules.grand_slam == GrandSlam::CaptureIfWinning && wins;
        Some(if captures {
            GrandSlamEffect::Captured
        } else {
            GrandSlamEffect::Forfeited
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_letters() {
        for (i, letter) in ["a", "b", "c", "d", "e", "f"].into_iter().enumerate() {
            let m = Move::new(i as u8).unwrap();
            assert_eq!(m.to_string(), letter);
            assert_eq!(letter.parse(), Ok(m));
        }
        assert_eq!(Move::new(6), None);
        for bad in ["", "g", "A", "ab", " a", "1"] {
            assert!(bad.parse::<Move>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn absolute_index() {
        let f = Move::new(5).unwrap();
        assert_eq!(f.index(Side::South), 5);
        assert_eq!(f.index(Side::North), 11);
        assert_eq!(Move::from_index(11), Some((Side::North, f)));
        assert_eq!(Move::from_index(12), None);
    }
}

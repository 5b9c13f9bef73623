//! Moves: legality (feeding), sowing, capture and the grand slam.

use super::{GrandSlam, HOUSES, Outcome, Position, ROW, Rules, WINNING_STORE};
use super::{next_house, row_range, row_start};
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

    /// The seeds `mv` would capture, as [`Position::apply_unchecked`]
    /// takes them, without making the move: the evaluation asks it of
    /// every move of every leaf. Same precondition.
    #[inline]
    pub fn capture_of(&self, rules: &Rules, mv: Move) -> u8 {
        let mover = self.side;
        let sowing = Sowing::of(mv.index(mover), self.houses[mv.index(mover)]);
        let after = |h: usize| self.houses[h] + sowing.added(h);
        let (_, taken) = capture_run(mover.opponent(), sowing.last(), after);
        if taken == 0 {
            return 0;
        }
        let left: u8 = row_range(mover.opponent()).map(after).sum();
        let store = self.stores[mover.index()];
        match grand_slam(rules, store, taken, left) {
            Some(GrandSlamEffect::Forfeited) => 0,
            _ => taken,
        }
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
        let origin = mv.index(mover);
        let sowing = Sowing::of(origin, self.houses[origin]);
        sowing.sow(&mut next.houses);
        sowing.houses().for_each(&mut on_sow);
        let last = sowing.last();
        let (first, mut taken) = capture_run(opponent, last, |h| next.houses[h]);
        let left = next.row_total(opponent);
        let grand_slam = grand_slam(rules, next.stores[mover.index()], taken, left);
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
            skipped_origin: sowing.passes_origin(),
            grand_slam,
        };
        (next, summary)
    }
}

/// The sowing of a house's seeds one by one anticlockwise, passing over the
/// emptied origin, told house by house: every other house gets `laps`
/// seeds, and the `rest` houses after the origin one more.
#[derive(Clone, Copy)]
struct Sowing {
    origin: usize,
    seeds: u8,
    laps: u8,
    rest: usize,
}

impl Sowing {
    /// Houses a lap of the board sows: all but the origin.
    const LAP: u8 = HOUSES as u8 - 1;

    #[inline(always)]
    fn of(origin: usize, seeds: u8) -> Sowing {
        Sowing {
            origin,
            seeds,
            laps: seeds / Sowing::LAP,
            rest: usize::from(seeds % Sowing::LAP),
        }
    }

    /// The seeds house `h` receives.
    #[inline(always)]
    fn added(&self, h: usize) -> u8 {
        if h == self.origin {
            return 0;
        }
        let after_origin = (h + HOUSES - self.origin) % HOUSES;
        self.laps + u8::from(after_origin <= self.rest)
    }

    /// Sows `houses` (the origin's seeds still in it).
    #[inline(always)]
    fn sow(&self, houses: &mut [u8; HOUSES]) {
        houses[self.origin] = 0;
        for (h, seeds) in houses.iter_mut().enumerate() {
            *seeds += self.added(h);
        }
    }

    /// The last seed's house.
    #[inline(always)]
    fn last(&self) -> usize {
        let steps = if self.rest == 0 {
            HOUSES - 1
        } else {
            self.rest
        };
        (self.origin + steps) % HOUSES
    }

    /// Whether the sowing passed over the origin (12 seeds or more).
    fn passes_origin(&self) -> bool {
        self.seeds > Sowing::LAP
    }

    /// The house of each seed, in the order sown.
    fn houses(&self) -> impl Iterator<Item = usize> {
        let origin = self.origin;
        std::iter::successors(Some(origin), |&h| Some(next_house(h)))
            .filter(move |&h| h != origin)
            .take(usize::from(self.seeds))
    }
}

/// What a last seed in house `last` would capture, the houses holding
/// `seeds(h)` after the sowing: from it clockwise, the houses while they
/// are the `opponent`'s and hold 2 or 3. The first of them (`last + 1` for
/// none) and the seeds they hold.
#[inline(always)]
fn capture_run(opponent: Side, last: usize, seeds: impl Fn(usize) -> u8) -> (usize, u8) {
    let row = row_start(opponent);
    let mut first = last + 1;
    let mut taken = 0;
    if (row..row + ROW).contains(&last) {
        while first > row && capturable(seeds(first - 1)) {
            first -= 1;
            taken += seeds(first);
        }
    }
    (first, taken)
}

/// Whether capturing `taken` seeds is a grand slam, taking every seed on
/// the opponent's side (`left` there after the sowing), and what the rules
/// make of it: the capture made (only with `capture_if_winning`, when it
/// wins: the mover's store holds `store`) or forfeited.
#[inline(always)]
fn grand_slam(rules: &Rules, store: u8, taken: u8, left: u8) -> Option<GrandSlamEffect> {
    if taken == 0 || taken != left {
        return None;
    }
    let wins = store + taken >= WINNING_STORE;
    let captures = rules.grand_slam == GrandSlam::CaptureIfWinning && wins;
    Some(if captures {
        GrandSlamEffect::Captured
    } else {
        GrandSlamEffect::Forfeited
    })
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

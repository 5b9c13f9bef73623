//! Every legal complete move with its finished turn machine, with or
//! without a stop check; and what is built on it: the legal moves,
//! successors, perft and random playouts.

use crate::omweso::moves::{Dir, Move};
use crate::omweso::outcome::Outcome;
use crate::omweso::position::Position;
use crate::omweso::rules::Rules;
use crate::omweso::sowing::{Sowing, Status, Stopped};

impl Position {
    /// Calls `f` with every legal complete move, in the documented order, and
    /// the finished turn machine. Allocation-free.
    pub(crate) fn for_each_move(&self, rules: &Rules, f: &mut impl FnMut(Move, &Sowing)) {
        for pit in 0..16 {
            if let Ok(sowing) = self.begin_sowing(rules, pit) {
                explore(sowing, Move::sow(pit), f);
            }
            if self.okwesera_allowed(rules, pit)
                && let Ok((sowing, _)) = self.begin_okwesera(rules, pit)
            {
                f(Move::okwesera(pit), &sowing);
            }
        }
    }

    /// Every legal complete move: by start pit `k` = 0..15, a pit's ordinary
    /// moves before its okwesera, sign strings `+` before `-`.
    pub fn legal_moves(&self, rules: &Rules) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_move(rules, &mut |mv, _| moves.push(mv));
        moves
    }

    /// Every legal move with the position it leads to and the outcome.
    pub fn successors(&self, rules: &Rules) -> Vec<(Move, Position, Option<Outcome>)> {
        let mut out = Vec::new();
        self.for_each_move(rules, &mut |mv, sowing| {
            let (p, o) = self.conclude(rules, sowing);
            out.push((mv, p, o));
        });
        out
    }

    /// Does the player to move have any legal move?
    pub fn has_legal_move(&self) -> bool {
        self.pits(self.side).iter().any(|&n| n >= 2)
    }

    /// The directions the first lap from `pit` may take (empty if the pit
    /// cannot be played; okwesera aside).
    pub fn start_directions(&self, rules: &Rules, pit: u8) -> Vec<Dir> {
        match self.begin_sowing(rules, pit) {
            Err(_) => Vec::new(),
            Ok(mut s) => match s.status() {
                Status::Choose => vec![Dir::Anticlockwise, Dir::Clockwise],
                _ => vec![Dir::Anticlockwise],
            },
        }
    }

    /// The number of sequences of exactly `depth` complete moves; a game that
    /// ends earlier contributes nothing. No heap allocation. `None` when
    /// `depth` exceeds [`crate::MAX_PERFT_DEPTH`].
    pub fn perft(&self, rules: &Rules, depth: u32) -> Option<u64> {
        (depth <= crate::MAX_PERFT_DEPTH).then(|| self.perft_unchecked(rules, depth))
    }

    fn perft_unchecked(&self, rules: &Rules, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut count = 0;
        self.for_each_move(rules, &mut |_, sowing| {
            if depth == 1 {
                count += 1;
            } else {
                let (next, outcome) = self.conclude(rules, sowing);
                if outcome.is_none() {
                    count += next.perft_unchecked(rules, depth - 1);
                }
            }
        });
        count
    }
}

/// Finishes a turn machine along every combination of decisions, `+` first.
fn explore(mut sowing: Sowing, mv: Move, f: &mut impl FnMut(Move, &Sowing)) {
    loop {
        match sowing.status() {
            Status::Forced => {
                if sowing.run_fast(&mut |_| false) == Ok(0) {
                    sowing.lap(Dir::Anticlockwise);
                }
            }
            Status::Choose => {
                let mut clockwise = sowing.clone();
                sowing.lap(Dir::Anticlockwise);
                explore(sowing, mv.with_decision(Dir::Anticlockwise), f);
                clockwise.lap(Dir::Clockwise);
                explore(clockwise, mv.with_decision(Dir::Clockwise), f);
                return;
            }
            Status::Finished | Status::NeverEnding => {
                f(mv, &sowing);
                return;
            }
        }
    }
}

/// Laps of one move between two polls of a generation's stop check (and
/// two progress reports of
/// [`Turn::run_forced_counting`](super::Turn::run_forced_counting)): often
/// enough that a deadline is overshot by no more than the time these laps
/// take, even inside a never-ending move that takes seconds to detect, and
/// rarely enough that reading the clock costs nothing (docs/engine.md, "Speed").
pub const POLL_LAPS: u64 = 1 << 16;

impl Position {
    /// [`Position::for_each_move`] for the moves that start at `pit` (its
    /// ordinary moves, then its okwesera), calling `stop` with the move's
    /// laps so far every [`POLL_LAPS`] laps of a move; when it returns true,
    /// generation ends with `Err(Stopped)` (the moves already reported stay
    /// reported). The same moves in the same order, the same machines: only
    /// the polling is added, so that a search can keep its deadline.
    pub(crate) fn for_each_move_of_pit_until(
        &self,
        rules: &Rules,
        pit: u8,
        stop: &mut impl FnMut(u64) -> bool,
        f: &mut impl FnMut(Move, &Sowing),
    ) -> Result<(), Stopped> {
        if let Ok(sowing) = self.begin_sowing(rules, pit) {
            explore_until(sowing, Move::sow(pit), stop, f)?;
        }
        if self.okwesera_allowed(rules, pit)
            && let Ok((sowing, _)) = self.begin_okwesera(rules, pit)
        {
            f(Move::okwesera(pit), &sowing);
        }
        Ok(())
    }

    /// [`Position::for_each_move`] with a stop check polled every
    /// [`POLL_LAPS`] laps of a move (see [`Position::for_each_move_of_pit_until`]).
    pub(crate) fn for_each_move_until(
        &self,
        rules: &Rules,
        stop: &mut impl FnMut(u64) -> bool,
        f: &mut impl FnMut(Move, &Sowing),
    ) -> Result<(), Stopped> {
        for pit in 0..16 {
            self.for_each_move_of_pit_until(rules, pit, stop, f)?;
        }
        Ok(())
    }
}

/// [`explore`] with a stop check every [`POLL_LAPS`] laps.
fn explore_until(
    mut sowing: Sowing,
    mv: Move,
    stop: &mut impl FnMut(u64) -> bool,
    f: &mut impl FnMut(Move, &Sowing),
) -> Result<(), Stopped> {
    loop {
        match sowing.status() {
            Status::Forced if sowing.run_fast(stop)? > 0 => {}
            Status::Forced => {
                sowing.lap(Dir::Anticlockwise);
                if sowing.laps.is_multiple_of(POLL_LAPS) && stop(sowing.laps) {
                    return Err(Stopped);
                }
            }
            Status::Choose => {
                let mut clockwise = sowing.clone();
                sowing.lap(Dir::Anticlockwise);
                explore_until(sowing, mv.with_decision(Dir::Anticlockwise), stop, f)?;
                clockwise.lap(Dir::Clockwise);
                return explore_until(clockwise, mv.with_decision(Dir::Clockwise), stop, f);
            }
            Status::Finished | Status::NeverEnding => {
                f(mv, &sowing);
                return Ok(());
            }
        }
    }
}

/// A finished random game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// Turns played.
    pub turns: u32,
    /// How it ended; `None` if it reached the turn limit first.
    pub outcome: Option<Outcome>,
}

impl Position {
    /// Plays uniformly random legal complete moves until the game ends or
    /// `max_turns` have been played (the third-repetition rule needs a
    /// history, which playouts do without). Allocation-free.
    pub fn random_playout(
        &self,
        rules: &Rules,
        rng: &mut impl rand::Rng,
        max_turns: u32,
    ) -> Playout {
        let mut position = *self;
        for turn in 0..max_turns {
            // Reservoir sampling: one pass over the moves, no list.
            let mut seen = 0u32;
            let mut chosen: Option<Sowing> = None;
            position.for_each_move(rules, &mut |_, sowing| {
                seen += 1;
                if rng.random_range(0..seen) == 0 {
                    chosen = Some(sowing.clone());
                }
            });
            let Some(sowing) = chosen else {
                // Only reachable from a position given with no legal move.
                return Playout {
                    turns: turn,
                    outcome: None,
                };
            };
            let (next, outcome) = position.conclude(rules, &sowing);
            if outcome.is_some() {
                return Playout {
                    turns: turn + 1,
                    outcome,
                };
            }
            position = next;
        }
        Playout {
            turns: max_turns,
            outcome: None,
        }
    }
}

//! The step-by-step turn, for a human player.

use super::{Lap, MAX_TRACE_LAPS, MoveError, Played, Trace};
use crate::omweso::moves::{Dir, Move};
use crate::omweso::position::{Pits, Position};
use crate::omweso::rules::Rules;
use crate::omweso::sowing::{Sowing, Status};
use std::sync::atomic::{AtomicU64, Ordering};

/// What a step-by-step turn asks for next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A lap whose direction was forced has been played.
    Lap(Lap),
    /// Both directions are legal for the next lap: call [`Turn::choose`].
    Decision(Decision),
    /// The turn is over: call [`Turn::finish`].
    Done,
}

/// A pending direction decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The lap's pickup pit (a reverse pit).
    pub pit: u8,
    /// Seeds in hand.
    pub hand: u8,
    /// The legal directions, anticlockwise first.
    pub directions: [Dir; 2],
}

/// A turn played lap by lap, for a human player. Finishing it gives exactly
/// what [`Position::play`] gives for the same complete move.
#[derive(Clone, Debug)]
pub struct Turn {
    before: Position,
    rules: Rules,
    sowing: Sowing,
    mv: Move,
    laps: Vec<Lap>,
}

impl Turn {
    /// Lifts the seeds of `pit`. The first lap may itself be a decision.
    pub fn begin(position: &Position, rules: &Rules, pit: u8) -> Result<Turn, MoveError> {
        if pit >= 16 {
            return Err(MoveError::Pass);
        }
        let sowing = position.begin_sowing(rules, pit)?;
        Ok(Turn {
            before: *position,
            rules: rules.clone(),
            sowing,
            mv: Move::sow(pit),
            laps: Vec::new(),
        })
    }

    /// Plays `pit` as okwesera; the turn is then already done.
    pub fn okwesera(position: &Position, rules: &Rules, pit: u8) -> Result<Turn, MoveError> {
        if pit >= 16 {
            return Err(MoveError::Pass);
        }
        let (sowing, info) = position.begin_okwesera(rules, pit)?;
        Ok(Turn {
            before: *position,
            rules: rules.clone(),
            sowing,
            mv: Move::okwesera(pit),
            laps: vec![Lap::from_info(&info)],
        })
    }

    /// The pending decision, if the next lap has two legal directions.
    pub fn pending_decision(&mut self) -> Option<Decision> {
        let (pit, hand, _) = self.sowing.next_lap();
        (self.sowing.status() == Status::Choose).then_some(Decision {
            pit,
            hand,
            directions: [Dir::Anticlockwise, Dir::Clockwise],
        })
    }

    /// Plays the next lap if its direction is forced, or reports the
    /// decision to make, or that the turn is done.
    pub fn advance(&mut self) -> Step {
        match self.sowing.status() {
            Status::Forced => Step::Lap(self.sow(Dir::Anticlockwise)),
            Status::Choose => Step::Decision(self.pending_decision().expect("status is Choose")),
            Status::Finished | Status::NeverEnding => Step::Done,
        }
    }

    /// Makes the pending decision and plays that lap.
    pub fn choose(&mut self, dir: Dir) -> Result<Lap, MoveError> {
        if self.sowing.status() != Status::Choose {
            return Err(MoveError::NoDecisionPending);
        }
        self.mv = self.mv.with_decision(dir);
        Ok(self.sow(dir))
    }

    fn sow(&mut self, dir: Dir) -> Lap {
        let lap = Lap::from_info(&self.sowing.lap(dir));
        if self.laps.len() < MAX_TRACE_LAPS {
            self.laps.push(lap.clone());
        }
        lap
    }

    /// Has the turn ended (normally or as a never-ending move)?
    pub fn is_done(&mut self) -> bool {
        matches!(self.sowing.status(), Status::Finished | Status::NeverEnding)
    }

    /// The laps played so far (the first [`MAX_TRACE_LAPS`]).
    pub fn laps(&self) -> &[Lap] {
        &self.laps
    }

    /// The position the turn started from.
    pub fn position_before(&self) -> &Position {
        &self.before
    }

    /// The move so far, with the decisions made.
    pub fn move_so_far(&self) -> Move {
        self.mv
    }

    /// The mover's and the opponent's pits now, and the seeds in hand.
    pub fn board(&self) -> (Pits, Pits, u8) {
        let (_, hand, _) = self.sowing.next_lap();
        (self.sowing.mine(), *self.sowing.theirs(), hand)
    }

    /// Plays forced laps until a decision is pending or the turn is done, and
    /// returns the laps played (no more than the trace keeps). Never-ending
    /// moves stop too: the machine detects the repeat.
    pub fn run_forced(&mut self) -> Vec<Lap> {
        self.run_forced_reporting(&mut |_| {})
    }

    /// [`Turn::run_forced`], for a caller that runs it on another thread and
    /// wants to show progress: `laps` is set to the turn's laps played so far
    /// (all of them, from the first lap of the turn) every
    /// [`POLL_LAPS`](super::POLL_LAPS) laps of a long relay, and to the total
    /// when it returns. It is only written (`Relaxed`), so reading it costs
    /// the turn nothing.
    ///
    /// ```
    /// use mancala::omweso::{Position, Rules, Turn};
    /// use std::sync::{Arc, atomic::{AtomicU64, Ordering}};
    ///
    /// let position: Position =
    ///     "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5"
    ///         .parse()
    ///         .unwrap();
    /// let mut turn = Turn::begin(&position, &Rules::default(), 4).unwrap(); // m
    /// let laps = Arc::new(AtomicU64::new(0));
    /// let counter = Arc::clone(&laps);
    /// let worker = std::thread::spawn(move || {
    ///     turn.run_forced_counting(&counter);
    ///     turn
    /// });
    /// // Meanwhile, e.g. once a frame: `laps.load(Ordering::Relaxed)`.
    /// let turn = worker.join().unwrap();
    /// let played = turn.finish().unwrap();
    /// assert!(played.trace.never_ending);
    /// assert_eq!(laps.load(Ordering::Relaxed), played.trace.total_laps);
    /// ```
    pub fn run_forced_counting(&mut self, laps: &AtomicU64) -> Vec<Lap> {
        let played = self.run_forced_reporting(&mut |so_far| laps.store(so_far, Ordering::Relaxed));
        laps.store(self.sowing.laps, Ordering::Relaxed);
        played
    }

    /// [`Turn::run_forced`], calling `report` with the turn's laps so far
    /// every [`POLL_LAPS`](super::POLL_LAPS) laps of the fast relay.
    pub(super) fn run_forced_reporting(&mut self, report: &mut impl FnMut(u64)) -> Vec<Lap> {
        let kept = self.laps.len();
        let mut poll = |so_far| {
            report(so_far);
            false
        };
        while self.sowing.status() == Status::Forced {
            if self.laps.len() >= MAX_TRACE_LAPS && self.sowing.run_fast(&mut poll) != Ok(0) {
                continue;
            }
            let info = self.sowing.lap(Dir::Anticlockwise);
            if self.laps.len() < MAX_TRACE_LAPS {
                self.laps.push(Lap::from_info(&info));
            }
        }
        self.laps[kept..].to_vec()
    }

    /// The finished turn, as [`Position::play`] would report it.
    pub fn finish(mut self) -> Result<Played, MoveError> {
        if !self.is_done() {
            return Err(MoveError::TurnNotFinished);
        }
        let (position, outcome) = self.before.conclude(&self.rules, &self.sowing);
        let laps = if !self.sowing.is_never_ending() && self.sowing.laps > self.laps.len() as u64 {
            // Kept short while playing; a move that ends keeps every lap.
            self.before.play(&self.rules, self.mv)?.trace.laps
        } else {
            self.laps
        };
        Ok(Played {
            position,
            mv: self.mv,
            outcome,
            trace: Trace {
                mover: self.before.side(),
                mv: self.mv,
                laps,
                total_laps: self.sowing.laps,
                never_ending: self.sowing.is_never_ending(),
            },
        })
    }
}

//! Playing turns: complete moves and the sowing trace; legal-move
//! generation, perft and playouts are in [`generate`], the step-by-step turn
//! for a human player in [`turn`].

use super::moves::{Dir, Move};
use super::outcome::{Outcome, judge};
use super::position::{Position, letter};
use super::rules::Rules;
use super::sowing::{Capture, LapInfo, LapKind, Sowing, Status, sown_pits};
use crate::Side;
use serde::Serialize;
use std::fmt;

mod generate;
mod turn;

#[cfg(test)]
mod tests;

pub use generate::{POLL_LAPS, Playout};
pub use turn::{Decision, Step, Turn};

/// The trace of a never-ending move keeps its first this many laps (the
/// trace of a move that ends keeps them all).
pub const MAX_TRACE_LAPS: usize = 100;

/// One lap of a turn, with every seed's pit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Lap {
    pub kind: LapKind,
    /// The pit the seeds came from (the mover's circuit index). For a capture
    /// re-sow this is the last pickup pit: the seeds come from the opponent.
    pub pickup: u8,
    pub dir: Dir,
    /// Seeds in hand at the lap's start.
    pub hand: u8,
    /// The mover's pits each seed falls into, in order; the last is the landing pit.
    pub sown: Vec<u8>,
    /// The capture this lap's last seed made, if any.
    pub capture: Option<Capture>,
}

impl Lap {
    fn from_info(info: &LapInfo) -> Lap {
        let sown = match info.kind {
            LapKind::Okwesera => {
                let two = info.dir.step(info.pickup, 1);
                vec![two, two, info.dir.step(info.pickup, 2)]
            }
            _ => sown_pits(info.pickup, info.hand, info.dir).collect(),
        };
        Lap {
            kind: info.kind,
            pickup: info.pickup,
            dir: info.dir,
            hand: info.hand,
            sown,
            capture: info.capture,
        }
    }

    /// The pit the last seed fell into.
    pub fn landing(&self) -> u8 {
        *self.sown.last().unwrap_or(&self.pickup)
    }
}

/// Everything an animation needs to replay a turn seed by seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Trace {
    pub mover: Side,
    /// The canonical move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Every lap in order; a never-ending move keeps its first [`MAX_TRACE_LAPS`].
    pub laps: Vec<Lap>,
    /// How many laps the turn had; for a never-ending move, the laps played
    /// until the engine knew (which may be long before the real lap-start
    /// state repeats: see `src/omweso/cycle/mod.rs`).
    pub total_laps: u64,
    pub never_ending: bool,
}

impl Trace {
    /// Seeds captured in the whole turn (as far as the trace goes).
    pub fn captured(&self) -> u32 {
        self.laps
            .iter()
            .filter_map(|l| l.capture)
            .map(|c| c.total() as u32)
            .sum()
    }
}

/// The result of playing a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The position after the move (unchanged after a never-ending move).
    pub position: Position,
    /// The move as the engine writes it, with every decision.
    pub mv: Move,
    /// Set when the game ended with this move (repetition aside: see `GameRecord`).
    pub outcome: Option<Outcome>,
    pub trace: Trace,
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Rule 1: pits with 0 or 1 seed cannot be played.
    TooFewSeeds { pit: u8, seeds: u8 },
    /// Okwesera is switched off in these rules.
    OkweseraOff,
    /// Okwesera needs a pit of exactly 3 seeds.
    OkweseraNotThree { pit: u8, seeds: u8 },
    /// Okwesera is over once anyone has captured in this game.
    OkweseraAfterCapture,
    /// The move gives more direction signs than it has decisions.
    TooManySigns { given: usize, decisions: usize },
    /// [`Turn::choose`] was called where no decision is pending.
    NoDecisionPending,
    /// [`Turn::advance`] was called where a decision is pending.
    DecisionPending,
    /// [`Turn::finish`] was called before the turn ended.
    TurnNotFinished,
    /// The game has already ended.
    GameOver,
    /// `pass` only records a turn stolen by the blitz clock.
    Pass,
    /// A step-by-step turn begun in another position than the record's.
    OtherPosition,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::TooFewSeeds { pit, seeds } => write!(
                f,
                "pit {} holds {seeds} seed{}: only a pit with 2 or more can be played",
                letter(*pit),
                if *seeds == 1 { "" } else { "s" }
            ),
            MoveError::OkweseraOff => write!(f, "okwesera is not allowed in these rules"),
            MoveError::OkweseraNotThree { pit, seeds } => write!(
                f,
                "okwesera needs exactly 3 seeds, pit {} holds {seeds}",
                letter(*pit)
            ),
            MoveError::OkweseraAfterCapture => {
                write!(
                    f,
                    "okwesera is only allowed before the first capture of the game"
                )
            }
            MoveError::TooManySigns { given, decisions } => write!(
                f,
                "the move gives {given} direction sign(s) but has only {decisions} decision(s)"
            ),
            MoveError::NoDecisionPending => write!(f, "no direction decision is pending"),
            MoveError::DecisionPending => write!(f, "a direction decision is pending"),
            MoveError::TurnNotFinished => write!(f, "the turn has not finished"),
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::OtherPosition => {
                write!(f, "the turn was begun in another position than the game's")
            }
            MoveError::Pass => write!(
                f,
                "'pass' is not a move: it records a turn stolen by the blitz clock"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

impl Position {
    /// Starts the machine for `pit` (ordinary sowing) after checking rule 1.
    fn begin_sowing(&self, rules: &Rules, pit: u8) -> Result<Sowing, MoveError> {
        let seeds = self.seeds(self.side, pit);
        if seeds < 2 {
            return Err(MoveError::TooFewSeeds { pit, seeds });
        }
        let mover = self.side;
        Ok(Sowing::start(
            self.pits(mover),
            self.pits(mover.opponent()),
            pit,
            self.in_first_turn(mover),
            rules,
        ))
    }

    /// Plays rule 7 on `pit` after checking that it is allowed.
    fn begin_okwesera(&self, rules: &Rules, pit: u8) -> Result<(Sowing, LapInfo), MoveError> {
        if !rules.okwesera {
            return Err(MoveError::OkweseraOff);
        }
        if self.captures != [0, 0] {
            return Err(MoveError::OkweseraAfterCapture);
        }
        let seeds = self.seeds(self.side, pit);
        if seeds != 3 {
            return Err(MoveError::OkweseraNotThree { pit, seeds });
        }
        let mover = self.side;
        Ok(Sowing::okwesera(
            self.pits(mover),
            self.pits(mover.opponent()),
            pit,
            rules,
        ))
    }

    /// Is okwesera available for `pit` here?
    fn okwesera_allowed(&self, rules: &Rules, pit: u8) -> bool {
        rules.okwesera && self.captures == [0, 0] && self.seeds(self.side, pit) == 3
    }

    /// Runs a complete move through the machine, reporting each of its first
    /// `traced` laps (the rest runs in `Sowing::run_fast` where it can),
    /// and returns the finished machine and the canonical move.
    fn run(
        &self,
        rules: &Rules,
        mv: Move,
        traced: u64,
        mut on_lap: impl FnMut(&LapInfo),
    ) -> Result<(Sowing, Move), MoveError> {
        if mv.is_pass() {
            return Err(MoveError::Pass);
        }
        if mv.is_okwesera() {
            let (sowing, info) = self.begin_okwesera(rules, mv.pit())?;
            on_lap(&info);
            return Ok((sowing, mv));
        }
        let mut sowing = self.begin_sowing(rules, mv.pit())?;
        let mut canonical = Move::sow(mv.pit());
        loop {
            let dir = match sowing.status() {
                Status::Finished | Status::NeverEnding => break,
                Status::Forced
                    if sowing.laps >= traced && sowing.run_fast(&mut |_| false) != Ok(0) =>
                {
                    continue;
                }
                Status::Forced => Dir::Anticlockwise,
                Status::Choose => {
                    let dir = mv.direction(canonical.decisions());
                    canonical = canonical.with_decision(dir);
                    dir
                }
            };
            on_lap(&sowing.lap(dir));
        }
        if mv.decisions() > canonical.decisions() {
            return Err(MoveError::TooManySigns {
                given: mv.decisions(),
                decisions: canonical.decisions(),
            });
        }
        Ok((sowing, canonical))
    }

    /// The position after a finished machine, and the outcome if the game ended.
    pub(crate) fn conclude(&self, rules: &Rules, turn: &Sowing) -> (Position, Option<Outcome>) {
        if turn.is_never_ending() {
            return (*self, Some(Outcome::annulled()));
        }
        let mover = self.side.index();
        let mut after = *self;
        after.pits[mover] = turn.mine();
        after.pits[1 - mover] = *turn.theirs();
        after.first[mover] = false;
        if turn.captured {
            after.captures[mover] = after.captures[mover].saturating_add(1);
        }
        after.side = self.side.opponent();
        let outcome = judge(&after, turn, rules);
        (after, outcome)
    }

    /// Plays a complete move and returns the new position, the outcome and
    /// the sowing trace. On error the position is untouched.
    pub fn play(&self, rules: &Rules, mv: Move) -> Result<Played, MoveError> {
        let mut laps = Vec::new();
        let (sowing, canonical) = self.run(rules, mv, MAX_TRACE_LAPS as u64, |info| {
            if laps.len() < MAX_TRACE_LAPS {
                laps.push(Lap::from_info(info));
            }
        })?;
        if !sowing.is_never_ending() && sowing.laps > laps.len() as u64 {
            // A long move that does end: its trace keeps every lap. (Only a
            // never-ending move, which has no end to show, is cut short.)
            laps.clear();
            self.run(rules, canonical, u64::MAX, |info| {
                laps.push(Lap::from_info(info))
            })?;
        }
        let (position, outcome) = self.conclude(rules, &sowing);
        Ok(Played {
            position,
            mv: canonical,
            outcome,
            trace: Trace {
                mover: self.side,
                mv: canonical,
                laps,
                total_laps: sowing.laps,
                never_ending: sowing.is_never_ending(),
            },
        })
    }

    /// Plays a complete move without a trace (fast; for search).
    pub fn apply(&self, rules: &Rules, mv: Move) -> Result<(Position, Option<Outcome>), MoveError> {
        let (sowing, _) = self.run(rules, mv, 0, |_| {})?;
        Ok(self.conclude(rules, &sowing))
    }

    /// The canonical form of a (possibly shortened) move, if it is legal.
    pub fn canonical(&self, rules: &Rules, mv: Move) -> Result<Move, MoveError> {
        self.run(rules, mv, 0, |_| {}).map(|(_, m)| m)
    }
}

//! Playing turns: complete moves, legal-move generation, perft, the sowing
//! trace, and the step-by-step turn for a human player.

use super::moves::{Dir, Move};
use super::outcome::{Outcome, judge};
use super::position::{Pits, Position, letter};
use super::rules::Rules;
use super::sowing::{Capture, LapInfo, LapKind, Sowing, Status, sown_pits};
use crate::Side;
use serde::Serialize;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

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
    /// state repeats: see `Sowing::run_fast`).
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

/// A cancellable move generation was stopped by its caller's check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stopped;

/// Laps of one move between two polls of a generation's stop check (and
/// two progress reports of [`Turn::run_forced_counting`]): about 0.2 ms at
/// 300M laps/s, so a deadline is overshot by no more than that even
/// inside a never-ending move that takes seconds to detect, and the clock is
/// read too rarely to cost anything.
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
    /// (all of them, from the first lap of the turn) every [`POLL_LAPS`]
    /// laps of a long relay (about 0.2 ms), and to the total when it returns.
    /// It is only written (`Relaxed`), so reading it costs the turn nothing;
    /// a never-ending move that takes a second to decide updates it about
    /// 5,000 times.
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
    /// every [`POLL_LAPS`] laps of the fast relay.
    fn run_forced_reporting(&mut self, report: &mut impl FnMut(u64)) -> Vec<Lap> {
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

#[cfg(test)]
mod tests {
    //! The fast relay loop against the reference: the lap-by-lap
    //! machine with Brent's cycle finding over the real lap-start states.
    use super::*;
    use proptest::prelude::*;

    /// The reference: every lap through [`Sowing::lap`], nothing skipped;
    /// `None` if it has not decided within `cap` laps.
    fn reference(position: &Position, rules: &Rules, mv: Move, cap: u64) -> Option<Sowing> {
        let mut sowing = position
            .begin_sowing(rules, mv.pit())
            .ok()?
            .without_shortcut();
        let mut decisions = 0;
        loop {
            let dir = match sowing.status() {
                Status::Finished | Status::NeverEnding => return Some(sowing),
                Status::Forced => Dir::Anticlockwise,
                Status::Choose => {
                    decisions += 1;
                    mv.direction(decisions - 1)
                }
            };
            if sowing.laps >= cap {
                return None;
            }
            sowing.lap(dir);
        }
    }

    /// Every legal move decided both ways: the same position, outcome and
    /// (for a move that ends) lap count. Returns how many never end.
    fn agree(position: &Position, rules: &Rules, cap: u64) -> Result<u32, TestCaseError> {
        let mut never = 0;
        for mv in position.legal_moves(rules) {
            if mv.is_okwesera() {
                continue;
            }
            let Some(slow) = reference(position, rules, mv, cap) else {
                continue;
            };
            let (fast, canonical) = position.run(rules, mv, 0, |_| {}).unwrap();
            prop_assert_eq!(canonical, mv);
            prop_assert_eq!(
                fast.is_never_ending(),
                slow.is_never_ending(),
                "{} {}",
                position,
                mv
            );
            prop_assert_eq!(
                position.conclude(rules, &fast),
                position.conclude(rules, &slow)
            );
            if slow.is_never_ending() {
                never += 1;
            } else {
                prop_assert_eq!(fast.laps, slow.laps, "{} {}", position, mv);
                prop_assert_eq!(fast.mine(), slow.mine());
            }
        }
        Ok(never)
    }

    /// A board of 64 seeds: `mine` seeds spread at random over the mover's
    /// pits, the rest over the opponent's; with `blocked`, the opponent's
    /// inner row is left empty, so that every relay is closed from the start.
    fn board() -> impl Strategy<Value = Position> {
        (16u32..=62, any::<bool>(), any::<bool>(), any::<u64>()).prop_map(
            |(mine, blocked, first, seed)| {
                use rand::{Rng, SeedableRng};
                let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
                let mut pits = [[0u8; 16]; 2];
                for i in 0..64 {
                    let side = usize::from(i >= mine);
                    let k = if side == 1 && blocked {
                        rng.random_range(0..8)
                    } else {
                        rng.random_range(0..16)
                    };
                    pits[side][k] += 1;
                }
                Position::new(pits[0], pits[1], Side::South, [first, false], [1, 1]).unwrap()
            },
        )
    }

    /// Known never-ending positions with a few of the mover's seeds moved:
    /// never-ending moves are rare in random boards, common near these.
    fn near_never_ending() -> impl Strategy<Value = Position> {
        const BASES: [&str; 3] = [
            "0,0,1,1,1,1,1,0/0,0,0,0,0,0,2,0/10,7,2,7,6,1,5,8/0,1,3,2,3,1,0,1 S - 2-0",
            "0,0,0,0,0,0,0,0/0,0,1,3,0,0,2,1/4,3,2,1,6,4,1,8/12,2,3,0,1,2,1,7 S - 2-1",
            "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5",
        ];
        (
            0..BASES.len(),
            proptest::collection::vec((0u8..16, 0u8..16), 1..5),
        )
            .prop_map(|(base, shifts)| {
                let mut p: Position = BASES[base].parse().unwrap();
                for (from, to) in shifts {
                    let pits = &mut p.pits[0];
                    if pits[from as usize] > 0 {
                        pits[from as usize] -= 1;
                        pits[to as usize] += 1;
                    }
                }
                p
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 40, failure_persistence: None, ..ProptestConfig::default() })]

        #[test]
        fn the_fast_relay_agrees_near_never_ending_moves(position in near_never_ending()) {
            agree(&position, &Rules::default(), 1_000_000)?;
        }

        #[test]
        fn the_fast_relay_agrees_with_the_reference(position in board()) {
            agree(&position, &Rules::default(), 1_000_000)?;
        }
    }

    #[test]
    fn they_agree_along_random_games() {
        // Never-ending moves are rare on random boards but common in play:
        // every move of every position of 30 random games (seeded, so the
        // count below is exact), the reference capped at 300,000 laps.
        use rand::{Rng, SeedableRng};
        let rules = Rules::default();
        let mut rng = rand::rngs::SmallRng::seed_from_u64(13);
        let (mut positions, mut never) = (0, 0);
        for _ in 0..30 {
            let mut p = Position::start();
            for _ in 0..80 {
                positions += 1;
                never += agree(&p, &rules, 300_000).unwrap();
                let moves = p.legal_moves(&rules);
                if moves.is_empty() {
                    break;
                }
                match p.apply(&rules, moves[rng.random_range(0..moves.len())]) {
                    Ok((next, None)) => p = next,
                    _ => break,
                }
            }
        }
        // Ordinary play from the start: 993 positions, no never-ending move
        // short enough for the capped reference (they are rare: one in
        // 5,836 positions of such games, at 77 million laps).
        assert_eq!((positions, never), (993, 0));
    }

    #[test]
    fn run_forced_counting_reports_the_laps_as_it_goes() {
        // The rules tests' never-ending move: 399,389 laps, reported every
        // 65,536, then the total.
        let p: Position =
            "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5"
                .parse()
                .unwrap();
        let rules = Rules::default();
        let mut turn = Turn::begin(&p, &rules, 4).unwrap();
        let mut reports = Vec::new();
        let laps = turn.run_forced_reporting(&mut |so_far| reports.push(so_far));
        assert_eq!(laps.len(), MAX_TRACE_LAPS);
        assert_eq!(reports, (1..=6).map(|i| i * POLL_LAPS).collect::<Vec<_>>());
        // The same through the atomic counter, read from another thread
        // while the turn runs.
        let counter = std::sync::Arc::new(AtomicU64::new(0));
        let mut turn = Turn::begin(&p, &rules, 4).unwrap();
        let worker = {
            let counter = std::sync::Arc::clone(&counter);
            std::thread::spawn(move || {
                turn.run_forced_counting(&counter);
                turn
            })
        };
        let mut seen = 0;
        while !worker.is_finished() {
            let now = counter.load(Ordering::Relaxed);
            assert!(now >= seen && (now.is_multiple_of(POLL_LAPS) || now == 399_389));
            seen = now;
        }
        let played = worker.join().unwrap().finish().unwrap();
        assert!(played.trace.never_ending);
        assert_eq!(played.trace.total_laps, 399_389);
        assert_eq!(counter.load(Ordering::Relaxed), 399_389);
    }

    #[test]
    fn they_agree_on_the_short_never_ending_corpus() {
        let corpus = include_str!("../../tests/data/never_ending_short.txt");
        let rules = Rules::default();
        let mut checked = 0;
        for line in corpus.lines().filter(|l| !l.starts_with('#')) {
            let [laps, position, mv] = line.split('\t').collect::<Vec<_>>()[..] else {
                panic!("laps, position and move: {line:?}");
            };
            let p: Position = position.parse().unwrap();
            let mv: Move = mv.parse().unwrap();
            let slow = reference(&p, &rules, mv, u64::MAX).unwrap();
            let (fast, _) = p.run(&rules, mv, 0, |_| {}).unwrap();
            assert!(slow.is_never_ending() && fast.is_never_ending(), "{line}");
            assert_eq!(fast.laps, laps.parse::<u64>().unwrap(), "{line}");
            assert!(fast.laps <= slow.laps, "{line}");
            assert_eq!(p.conclude(&rules, &fast), p.conclude(&rules, &slow));
            checked += 1;
        }
        assert_eq!(checked, 11);
    }

    #[test]
    fn the_long_loop_finds_the_short_corpus_cycles() {
        // The lean loop of long closed relays, entered as soon as each
        // never-ending move of the short corpus (and the rules tests') is
        // closed: it must find every cycle too, as the return of the state
        // it was entered at, seen from the pickup pit.
        let corpus = include_str!("../../tests/data/never_ending_short.txt");
        let rules = Rules::default();
        let mut lines: Vec<(Position, Move)> = corpus
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|line| {
                let fields: Vec<&str> = line.split('\t').collect();
                (fields[1].parse().unwrap(), fields[2].parse().unwrap())
            })
            .collect();
        lines.push((
            "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5"
                .parse()
                .unwrap(),
            "m".parse().unwrap(),
        ));
        let mut closed = 0;
        for (p, mv) in lines {
            let mut sowing = p.begin_sowing(&rules, mv.pit()).unwrap();
            let mut decisions = 0;
            loop {
                let dir = match sowing.status() {
                    Status::Finished | Status::NeverEnding => break,
                    Status::Forced if sowing.long_now() => {
                        closed += 1;
                        break;
                    }
                    Status::Forced => Dir::Anticlockwise,
                    Status::Choose => {
                        decisions += 1;
                        mv.direction(decisions - 1)
                    }
                };
                sowing.lap(dir);
            }
            assert!(sowing.is_never_ending(), "{p} {mv}");
        }
        assert_eq!(closed, 12);
    }

    #[test]
    fn they_agree_on_a_long_never_ending_move() {
        // The rules tests' never-ending move: the reference knows after 858,140 laps.
        let p: Position =
            "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5"
                .parse()
                .unwrap();
        let rules = Rules::default();
        assert_eq!(agree(&p, &rules, u64::MAX).unwrap(), 1);
        let mv: Move = "m".parse().unwrap();
        let slow = reference(&p, &rules, mv, u64::MAX).unwrap();
        assert_eq!(slow.laps, 858_140);
        let (fast, _) = p.run(&rules, mv, 0, |_| {}).unwrap();
        // The rotated frame repeats sooner: the real state repeats 16
        // periods of the frame later.
        assert_eq!(fast.laps, 399_389);
    }
}

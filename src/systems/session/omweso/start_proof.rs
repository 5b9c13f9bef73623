//! What a short proof search says of two arrangements (rules page, §5):
//! once the second player has laid all 32 seeds, the engine's proof search
//! (`mancala::omweso::prove`, the search of `mancala prove setups`) runs
//! on a background task within a small node budget, and the set-up window
//! says who wins by force, if it found out. When the computer arranges
//! second the game begins at once, and the search runs as it is played.
//! The verdict stays with the game: the match panel, its end and its
//! review say it.

use super::{Arranging, OmwesoTurn, Question};
use crate::systems::session::game::{Phase, Session};
use crate::text::{Text, side_name};
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::Side;
use mancala::game::{Game, Omweso};
use mancala::omweso::prove::{Answer, prove};
use mancala::omweso::{GameStart, Position, Rules, Setup};

/// Tree nodes of the search: a second or so, and about 6 MB. Most random
/// pairs are settled within it (docs/rules/omweso-setups.md, run A).
pub const BUDGET: usize = 100_000;

/// What the search found of a start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartProof {
    /// This side wins by force.
    Wins(Side),
    /// Neither side can force a win: best play annuls the game.
    NotAWin,
    /// Not settled within the budget.
    Open,
}

/// The proof search's job and its answer, for one start.
#[derive(Default)]
pub struct StartProofs {
    job: Option<(Position, Task<StartProof>)>,
    /// The last start searched and what was found.
    pub found: Option<(Position, StartProof)>,
}

impl StartProofs {
    /// Has the search running finished on its thread (or is there none)?
    pub fn finished(&self) -> bool {
        self.job.as_ref().is_none_or(|(_, job)| job.is_finished())
    }
}

/// The proof search of `start`, within [`BUDGET`].
pub fn prove_start(rules: &Rules, start: Position) -> StartProof {
    match prove(rules, &[], start, BUDGET).map(|p| p.answer) {
        Ok(Answer::Win(certificate)) => StartProof::Wins(certificate.winner()),
        Ok(Answer::NotAWin) => StartProof::NotAWin,
        // A strategy that failed its check proves nothing.
        Ok(Answer::Open { .. }) | Err(_) => StartProof::Open,
    }
}

/// The start two finished arrangements make: the first arranger moves
/// first.
pub fn start_of(a: &Arranging) -> Option<Position> {
    let first = a.done?;
    if a.left() > 0 {
        return None;
    }
    let (south, north) = match a.first {
        Side::South => (first, a.pits),
        Side::North => (a.pits, first),
    };
    Some(Position::from_arrangements(south, north, a.first))
}

/// The start to search: two complete arrangements on the set-up window,
/// or, once an arranged game is under way, its start (the computer may
/// have arranged second, and then the game began at once).
fn start_to_search(session: &Session<Omweso>) -> Option<Position> {
    match &session.phase {
        Phase::Asking(Question::Arranging(a)) => start_of(a),
        _ => arranged_start(session),
    }
}

/// The start of the game being played when its players arranged it.
fn arranged_start(session: &Session<Omweso>) -> Option<Position> {
    let GameStart::Setup { south, north, .. } = session.record.start() else {
        return None;
    };
    let arranged = matches!(south, Setup::Custom(_)) || matches!(north, Setup::Custom(_));
    arranged.then(|| *<Omweso as Game>::recorded(&session.record).start)
}

/// Starts the search of a start not yet searched (see
/// [`start_to_search`]), and takes up its answer. Says whether anything
/// changed.
pub fn poll(session: &mut Session<Omweso>) -> bool {
    let mut changed = false;
    let proofs = &mut session.turn.proofs;
    if let Some((start, job)) = proofs.job.as_mut()
        && let Some(found) = check_ready(job)
    {
        proofs.found = Some((*start, found));
        proofs.job = None;
        changed = true;
    }
    let Some(start) = start_to_search(session) else {
        return changed;
    };
    let proofs = &mut session.turn.proofs;
    let searched = |p: &Option<Position>| *p == Some(start);
    if searched(&proofs.found.map(|f| f.0)) || searched(&proofs.job.as_ref().map(|j| j.0)) {
        return changed;
    }
    let rules = session.config.omweso.rules.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { prove_start(&rules, start) });
    // A job for an arrangement since changed is dropped with its answer.
    proofs.job = Some((start, task));
    true
}

/// The line the set-up window shows of `start`: the verdict, or that the
/// search is running.
pub fn line(turn: &OmwesoTurn, start: Position) -> Text {
    match turn.proofs.found {
        Some((searched, found)) if searched == start => verdict_line(found),
        _ => Text::new("arranging-proof-running"),
    }
}

/// A verdict in words.
pub fn verdict_line(found: StartProof) -> Text {
    match found {
        StartProof::Wins(side) => Text::new("arranging-proof-wins").text("side", side_name(side)),
        StartProof::NotAWin => Text::new("arranging-proof-not-a-win"),
        StartProof::Open => Text::new("arranging-proof-open").num("nodes", BUDGET as i64),
    }
}

/// What is known of an arranged game's start: the search's verdict, or
/// that it is running; for the match panel while the game goes on, and
/// for the end of the game and its review.
pub fn known_of_game(session: &Session<Omweso>) -> Option<Text> {
    let start = arranged_start(session)?;
    let proofs = &session.turn.proofs;
    let verdict = match (proofs.found, &proofs.job) {
        (Some((searched, found)), _) if searched == start => verdict_line(found),
        (_, Some((searched, _))) if *searched == start => Text::new("arranging-proof-running"),
        _ => return None,
    };
    Some(Text::new("arranged-start-verdict").text("verdict", verdict))
}

//! The review of a game: the replay viewer with the engine's judgement of
//! every move filling in off the frame (one position at a time on
//! `AsyncComputeTaskPool`, `mancala::review`), steps and jumps along the
//! game, and a branch to try another move and come back.
//!
//! The game reviewed is kept once, whole; a jump takes a copy of it back
//! to the point asked for (moves taken back, never played forward: an
//! Omweso relay can be long), so a jump anywhere is quick and never plays
//! a relay on the frame, and a long game costs no copy of every prefix.

use super::config::{Controller, Level};
use super::game::{MatchGame, Phase, Session};
use super::messages::Action;
use crate::text::Text;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::Side;
use mancala::ai::SearchLimits;
use mancala::review::{Moment, MoveReview, PositionReview, Reviewer, judge};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The search budget of each position of a review.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ReviewBudget(pub SearchLimits);

impl Default for ReviewBudget {
    /// A quarter of a second a position: a 100-move Oware game in about a
    /// minute (crates/mancala/README.md, "Reviewing a game"), the board
    /// usable all along.
    fn default() -> Self {
        ReviewBudget(SearchLimits::movetime(250))
    }
}

/// What a branch set aside: the game as it stood in the review.
struct MainLine<G: MatchGame> {
    record: G::Record,
    redo: Vec<G::Move>,
    captured: [u32; 2],
    captured_before: Vec<[u32; 2]>,
    players: [Controller; 2],
    score: G::Score,
    games: u32,
}

/// A position's number, the engine's view of it, the move into it judged,
/// and the engine, back from its thread.
type Analysed<G> = (usize, PositionReview<G>, Option<MoveReview<G>>, Reviewer<G>);

/// The game under review and the engine's view of it.
#[derive(Resource)]
pub struct TableReview<G: MatchGame> {
    /// The session (a replay) it belongs to.
    pub session: u64,
    /// The whole game.
    game: G::Record,
    steps: Arc<Vec<Moment<G>>>,
    /// The engine's view of each position, as it comes.
    pub positions: Vec<Option<PositionReview<G>>>,
    /// Each move judged, as soon as both its positions are known.
    pub moves: Vec<Option<MoveReview<G>>>,
    job: Option<Task<Analysed<G>>>,
    /// The engine between positions. (It may move between threads but
    /// not be shared: the mutex makes the resource shareable; only `ResMut`
    /// reaches inside.)
    reviewer: Mutex<Option<Reviewer<G>>>,
    cancel: Arc<AtomicBool>,
    branch: Option<MainLine<G>>,
    /// The engine's line is shown on the board.
    pub show_line: bool,
}

impl<G: MatchGame> TableReview<G> {
    /// A review of `game` (the whole game) for the session `session`.
    pub fn new(session: u64, game: &G::Record, budget: SearchLimits) -> TableReview<G> {
        let steps = mancala::review::moments(game);
        let n = steps.len();
        TableReview {
            session,
            game: game.clone(),
            steps: Arc::new(steps),
            positions: vec![None; n],
            moves: vec![None; n - 1],
            job: None,
            reviewer: Mutex::new(Some(Reviewer::new(G::recorded(game).rules.clone(), budget))),
            cancel: Arc::new(AtomicBool::new(false)),
            branch: None,
            show_line: false,
        }
    }

    /// The whole game.
    pub fn game(&self) -> &G::Record {
        &self.game
    }

    /// The game after its first `n` moves (at most the whole game).
    fn prefix(&self, n: usize) -> G::Record {
        let mut record = self.game.clone();
        while G::recorded(&record).moves.len() > n && G::take_back(&mut record).is_some() {}
        record
    }

    /// Positions analysed so far.
    pub fn analysed(&self) -> usize {
        self.positions.iter().filter(|p| p.is_some()).count()
    }

    /// Is a player trying another move (away from the game)?
    pub fn branching(&self) -> bool {
        self.branch.is_some()
    }

    /// The moves of the game shown where the branch began.
    pub fn branch_point(&self) -> Option<usize> {
        self.branch
            .as_ref()
            .map(|b| G::recorded(&b.record).moves.len())
    }

    /// Has the position being analysed finished on its thread (or is
    /// none being analysed)?
    pub fn finished(&self) -> bool {
        self.job.as_ref().is_none_or(Task::is_finished)
    }

    /// Stops the analysis (leaving the review).
    pub fn stop(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Takes a finished position in and starts the next one.
    fn advance(&mut self) {
        if let Some(job) = &mut self.job {
            let Some((i, view, judged, reviewer)) = check_ready(job) else {
                return;
            };
            self.job = None;
            *self.engine() = Some(reviewer);
            self.positions[i] = Some(view);
            if let Some(m) = i.checked_sub(1) {
                self.moves[m] = judged;
            }
        }
        // Positions are analysed in order, so the one before `next` is known.
        let Some(next) = self.positions.iter().position(Option::is_none) else {
            return;
        };
        let Some(mut reviewer) = self.engine().take() else {
            return;
        };
        let steps = self.steps.clone();
        let outcome = (next == steps.len() - 1)
            .then(|| G::recorded(self.game()).result)
            .flatten();
        let before = next.checked_sub(1).and_then(|m| self.positions[m].clone());
        let cancel = self.cancel.clone();
        self.job = Some(AsyncComputeTaskPool::get().spawn(async move {
            let view = reviewer.analyse(&steps[next], outcome.as_ref(), Some(&cancel));
            // Judging replays moves for their words (a relay may be long):
            // off the frame too.
            let judged = before.and_then(|before| {
                let m = next - 1;
                let rules = reviewer.rules();
                judge(rules, m, &steps[m], &before, &view, &steps[next].position)
            });
            (next, view, judged, reviewer)
        }));
    }

    fn engine(&mut self) -> &mut Option<Reviewer<G>> {
        self.reviewer
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A replay of `game` with its review.
pub fn open<G: MatchGame>(
    commands: &mut Commands,
    config: super::MatchConfig,
    game: G::Record,
    budget: &ReviewBudget,
) -> Session<G> {
    let session = Session::replay(config, game.clone());
    commands.insert_resource(TableReview::<G>::new(session.id, &game, budget.0));
    session
}

/// A review outlives no session but its own (a new match, another replay).
pub(super) fn drop_stale<G: MatchGame>(
    mut commands: Commands,
    session: Option<Res<Session<G>>>,
    review: Option<Res<TableReview<G>>>,
) {
    if let Some(review) = review
        && session.is_none_or(|s| s.id != review.session)
    {
        review.stop();
        commands.remove_resource::<TableReview<G>>();
        commands.insert_resource(super::ReviewView::default());
    }
}

pub(super) fn analyse<G: MatchGame>(review: Option<ResMut<TableReview<G>>>) {
    if let Some(mut review) = review {
        review.advance();
    }
}

/// The review's own actions: jumps, branches, the engine's line; and the
/// end banner's "Review this game".
pub(super) fn review_actions<G: MatchGame>(
    mut commands: Commands,
    mut actions: MessageReader<Action>,
    mut session: ResMut<Session<G>>,
    mut review: Option<ResMut<TableReview<G>>>,
    budget: Res<ReviewBudget>,
) {
    for action in actions.read() {
        match (action, review.as_deref_mut()) {
            (Action::ReviewGame, None) if matches!(session.phase, Phase::Over(_)) => {
                let game = session.record.clone();
                *session = open(&mut commands, session.config.clone(), game, &budget);
            }
            (Action::Seek(n), Some(r)) => seek(&mut session, r, *n),
            (Action::Branch(against), Some(r)) => branch(&mut session, r, *against),
            (Action::BackToGame, Some(r)) => back_to_game(&mut session, r),
            (Action::ShowLine(on), Some(r)) => r.show_line = *on,
            _ => {}
        }
    }
}

/// Shows the game after `n` moves, at once.
fn seek<G: MatchGame>(session: &mut Session<G>, review: &TableReview<G>, n: usize) {
    if review.branching() || !session.replay {
        return;
    }
    if session.working() {
        session.notice(Text::new("wait-for-seeds"));
        return;
    }
    let moves = G::recorded(review.game()).moves;
    let n = n.min(moves.len());
    let record = review.prefix(n);
    let redo = moves[n..].iter().rev().copied().collect();
    let mut captured = [0u32; 2];
    let mut before = Vec::with_capacity(n);
    for pair in review.steps[..=n].windows(2) {
        before.push(captured);
        let (a, b) = (&pair[0].position, &pair[1].position);
        let mover = G::side_to_move(a);
        captured[mover.index()] += G::seeds_captured(a, b, mover);
    }
    jump(session, record, redo, captured, before);
}

/// Puts the game at another point, at once.
fn jump<G: MatchGame>(
    session: &mut Session<G>,
    record: G::Record,
    redo: Vec<G::Move>,
    captured: [u32; 2],
    captured_before: Vec<[u32; 2]>,
) {
    session.phase = match G::recorded(&record).result {
        Some(outcome) => Phase::Over(outcome),
        None => Phase::Waiting,
    };
    session.record = record;
    session.redo = redo;
    session.captured = captured;
    session.captured_before = captured_before;
    session.last = None;
    session.hint = None;
    session.turn = G::Turn::default();
    session.settle();
}

/// Leaves the game to try another move from here, against the computer
/// at `against`, or alone (a person plays both sides).
fn branch<G: MatchGame>(
    session: &mut Session<G>,
    review: &mut TableReview<G>,
    against: Option<Level>,
) {
    if review.branching() || session.working() || matches!(session.phase, Phase::Over(_)) {
        return;
    }
    let mover = session.to_move();
    review.branch = Some(MainLine {
        record: session.record.clone(),
        redo: std::mem::take(&mut session.redo),
        captured: session.captured,
        captured_before: session.captured_before.clone(),
        players: session.config.players,
        score: session.score.clone(),
        games: session.games,
    });
    session.replay = false;
    session.config.players = Side::BOTH.map(|side| match against {
        Some(level) if side != mover => Controller::Computer(level),
        _ => Controller::Human,
    });
    session.notice(Text::new("review-branch-begun"));
}

/// Back from a branch to the game where it was left.
fn back_to_game<G: MatchGame>(session: &mut Session<G>, review: &mut TableReview<G>) {
    if session.working() {
        session.notice(Text::new("wait-for-seeds"));
        return;
    }
    let Some(main) = review.branch.take() else {
        return;
    };
    session.config.players = main.players;
    session.score = main.score;
    session.games = main.games;
    session.replay = true;
    jump(
        session,
        main.record,
        main.redo,
        main.captured,
        main.captured_before,
    );
}

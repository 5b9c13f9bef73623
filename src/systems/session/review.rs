//! The review of a game: the replay viewer with the engine's judgement of
//! every move filling in off the frame (a few positions at a time, one a
//! thread, from a task on `AsyncComputeTaskPool`, `mancala::review`), steps
//! and jumps along the game, and a branch to try another move and come
//! back.
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

/// The search budget of each position of a review, and how many
/// positions are analysed at once, each on a thread of its own.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ReviewBudget(pub SearchLimits, pub usize);

impl Default for ReviewBudget {
    /// As `mancala review`'s default: its time a position, every core, at
    /// most eight (crates/mancala/README.md, "Reviewing a game"); the
    /// board stays usable all along.
    fn default() -> Self {
        ReviewBudget(
            SearchLimits::movetime(mancala::review::DEFAULT_MOVETIME_MS),
            mancala::review::default_threads(),
        )
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

/// Positions from the first number on, the engine's view of each, the
/// moves into them judged, and the engines, back from their threads.
type Analysed<G> = (
    usize,
    Vec<PositionReview<G>>,
    Vec<Option<MoveReview<G>>>,
    Vec<Reviewer<G>>,
);

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
    /// The engines between positions, one a thread. (They may move between
    /// threads but not be shared: the mutex makes the resource shareable;
    /// only `ResMut` reaches inside.)
    reviewers: Mutex<Option<Vec<Reviewer<G>>>>,
    cancel: Arc<AtomicBool>,
    branch: Option<MainLine<G>>,
    /// The engine's line is shown on the board.
    pub show_line: bool,
}

impl<G: MatchGame> TableReview<G> {
    /// A review of `game` (the whole game) for the session `session`.
    pub fn new(session: u64, game: &G::Record, budget: ReviewBudget) -> TableReview<G> {
        let steps = mancala::review::moments(game);
        let n = steps.len();
        let rules = G::recorded(game).rules;
        let reviewers = (0..budget.1.max(1))
            .map(|_| Reviewer::new(rules.clone(), budget.0))
            .collect();
        TableReview {
            session,
            game: game.clone(),
            steps: Arc::new(steps),
            positions: vec![None; n],
            moves: vec![None; n - 1],
            job: None,
            reviewers: Mutex::new(Some(reviewers)),
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

    /// Takes finished positions in and starts the next ones.
    fn advance(&mut self) {
        if let Some(job) = &mut self.job {
            let Some((first, views, judged, reviewers)) = check_ready(job) else {
                return;
            };
            self.job = None;
            *self.engines() = Some(reviewers);
            for (i, view) in (first..).zip(views) {
                self.positions[i] = Some(view);
            }
            for (i, judged) in (first..).zip(judged) {
                if let Some(m) = i.checked_sub(1) {
                    self.moves[m] = judged;
                }
            }
        }
        // Positions are analysed in order, so the one before `next` is known.
        let Some(next) = self.positions.iter().position(Option::is_none) else {
            return;
        };
        let Some(reviewers) = self.engines().take() else {
            return;
        };
        let steps = self.steps.clone();
        let result = G::recorded(self.game()).result;
        let before = next.checked_sub(1).and_then(|m| self.positions[m].clone());
        let cancel = self.cancel.clone();
        self.job =
            Some(AsyncComputeTaskPool::get().spawn(async move {
                analyse_from(next, before, reviewers, &steps, result, &cancel)
            }));
    }

    fn engines(&mut self) -> &mut Option<Vec<Reviewer<G>>> {
        self.reviewers
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Positions `first`, `first + 1`, … analysed at once, one a reviewer and
/// a thread, and the moves into them judged (`before`: the view of the
/// position before `first`, if known).
fn analyse_from<G: MatchGame>(
    first: usize,
    before: Option<PositionReview<G>>,
    mut reviewers: Vec<Reviewer<G>>,
    steps: &[Moment<G>],
    result: Option<G::Outcome>,
    cancel: &AtomicBool,
) -> Analysed<G> {
    let last = steps.len() - 1;
    let views: Vec<PositionReview<G>> = std::thread::scope(|scope| {
        let jobs: Vec<_> = (first..=last)
            .zip(reviewers.iter_mut())
            .map(|(i, reviewer)| {
                let outcome = result.filter(|_| i == last);
                scope.spawn(move || reviewer.analyse(&steps[i], outcome.as_ref(), Some(cancel)))
            })
            .collect();
        jobs.into_iter()
            .map(|job| {
                job.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    // Judging replays moves for their words (a relay may be long): off the
    // frame too.
    let rules = reviewers[0].rules();
    let judged = (first..)
        .zip(&views)
        .map(|(i, view)| {
            let m = i.checked_sub(1)?;
            let before = if i == first {
                before.as_ref()?
            } else {
                &views[i - 1 - first]
            };
            judge(rules, m, &steps[m], before, view, &steps[i].position)
        })
        .collect();
    (first, views, judged, reviewers)
}

/// A replay of `game` with its review.
pub fn open<G: MatchGame>(
    commands: &mut Commands,
    config: super::MatchConfig,
    game: G::Record,
    budget: &ReviewBudget,
) -> Session<G> {
    let session = Session::replay(config, game.clone());
    commands.insert_resource(TableReview::<G>::new(session.id, &game, *budget));
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
    let rules = G::recorded(review.game()).rules;
    for pair in review.steps[..=n].windows(2) {
        before.push(captured);
        let (a, b) = (&pair[0].position, &pair[1].position);
        let mover = G::side_to_move(a);
        if let Some(mv) = pair[0].played {
            captured[mover.index()] += G::seeds_captured(rules, a, mv, b);
        }
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

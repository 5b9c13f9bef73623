//! The root of a search: iterative deepening, each iteration's moves in
//! the order the last one scored them, and the root's own entry points for
//! the levels that score every move.

use super::node::distance;
use super::{Ctx, Iteration, MAX_PLY, Pace, Searcher, number, win_distance};
use crate::ai::tt::NO_MOVE;
use crate::ai::{Child, INFINITY, SearchLimits, SearchResult, WIN_MIN, outcome_score};
use crate::ai::{Searchable, Strategy};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

impl<G: Searchable> Searcher<G> {
    /// Starts a search: its state reset for `position`, and the root's
    /// moves generated (`Err` if stopped inside the generation).
    fn begin_root(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        ctx: &Ctx,
    ) -> (Vec<Child<G>>, Result<(), crate::game::Interrupted>) {
        self.begin(position, history);
        self.iterations.clear();
        let mut root = Vec::new();
        let generated = G::Strategy::expand(
            &mut self.scratch,
            position,
            G::hash(position),
            &self.rules,
            &mut root,
            &mut || ctx.hard_stop(),
        );
        (root, generated)
    }

    /// [`Searcher::begin_root`] for a search of its own (the review's and
    /// the noisy levels' root scores), its moves numbered.
    fn begin_scoring(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        ctx: &Ctx,
    ) -> (Vec<Child<G>>, Result<(), crate::game::Interrupted>) {
        self.tt.next_search();
        let (mut root, generated) = self.begin_root(position, history, ctx);
        number(&mut root);
        (root, generated)
    }

    /// The iterative deepening of [`Searcher::search_timed`]; a helper
    /// (see [`Ctx::pace`]) goes on a ply past the main search each time.
    pub(super) fn iterate(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        ctx: &Ctx,
        depth_limit: Option<u32>,
        soft: Option<Duration>,
        start: Instant,
    ) -> SearchResult<G::Move> {
        let (mut root, generated) = self.begin_root(position, history, ctx);
        let mut result = SearchResult::none();
        number(&mut root);
        if generated.is_err() || root.is_empty() {
            // Stopped inside the first generation, or no legal move.
            result.best = self.unsearched_move(position, &root, generated.is_err());
            result.pv = result.best.into_iter().collect();
            return self.finish(result, start);
        }
        self.order_root(&mut root, G::side_to_move(position));
        result.best = Some(root[0].mv);
        result.pv = vec![root[0].mv];
        let max_depth = depth_cap(depth_limit);
        // How unclear the position looks, for the soft limit: 1.0 when the
        // best move and score are stable, up to 3.0.
        let mut unclear = 1.0f64;
        let mut depth = 0;
        let mut clock = IterationClock::of(ctx, start, soft);
        loop {
            depth = next_depth(ctx.pace, depth);
            if depth > max_depth || !clock.next_may_finish() {
                break;
            }
            let (score, best_idx, complete) = self.root_iteration(ctx, &mut root, depth);
            self.note_iteration(depth, start, best_idx.map(|i| root[i].mv), complete);
            if let Some(i) = best_idx {
                if depth > 4 && complete {
                    unclear = unclear_after(unclear, &result, root[i].mv, score);
                }
                self.take_best(&mut result, root[i].mv, score);
            }
            if !complete {
                break;
            }
            result.depth = depth;
            clock.finished_one();
            // The best move first next time, then the others as they scored.
            if let Some(i) = best_idx {
                let best = root.remove(i);
                root.insert(0, best);
            }
            if nothing_deeper::<G>(&root, score, depth) || past_soft_limit(soft, start, unclear) {
                break;
            }
        }
        self.finish(result, start)
    }

    /// The root's moves in the order the search tries them first.
    fn order_root(&self, root: &mut [Child<G>], side: crate::Side) {
        for c in root.iter_mut() {
            c.order = self.order_key(c, side, 0, NO_MOVE);
        }
        sort_by_order(root);
    }

    /// Keeps an iteration's end for [`Searcher::iterations`].
    fn note_iteration(
        &mut self,
        depth: u32,
        start: Instant,
        best: Option<G::Move>,
        complete: bool,
    ) {
        let ended = start.elapsed();
        let iteration = Iteration {
            depth,
            ended,
            best,
            complete,
        };
        self.iterations.push(iteration);
    }

    /// The move when no iteration can run: the biggest capture generated,
    /// else, if the generation was `stopped`, the game's fallback.
    fn unsearched_move(
        &self,
        position: &G::Position,
        root: &[Child<G>],
        stopped: bool,
    ) -> Option<G::Move> {
        best_by_gain(root).or_else(|| {
            stopped
                .then(|| G::Strategy::fallback_move(position, &self.rules))
                .flatten()
        })
    }

    /// An iteration's best move `best`, scoring `score`, as the result so
    /// far, with the principal variation it leads (or alone, if the table
    /// of variations lost it).
    fn take_best(&self, result: &mut SearchResult<G::Move>, best: G::Move, score: i32) {
        result.best = Some(best);
        result.score = score;
        result.pv = self.pv[0].clone();
        if result.pv.first() != result.best.as_ref() {
            result.pv = vec![best];
        }
    }

    /// Scores every root move exactly (a full window each) with iterative
    /// deepening, for the levels that choose among moves with noise: the
    /// scores of the deepest iteration that finished, and its depth.
    pub fn root_scores(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        limits: &SearchLimits,
        cancel: Option<&AtomicBool>,
    ) -> (Vec<(Child<G>, i32)>, u32) {
        let ctx = Ctx::alone(limits, Instant::now(), cancel);
        let (root, generated) = self.begin_scoring(position, history, &ctx);
        let mut scores = self.static_scores(&root, G::side_to_move(position));
        if generated.is_err() {
            return (scores, 0);
        }
        let max_depth = depth_cap(limits.depth);
        let mut completed = 1;
        for depth in 2..=max_depth {
            let mut next = scores.clone();
            for (c, s) in next.iter_mut() {
                if c.outcome.is_some() {
                    continue;
                }
                *s = self.score_child(&ctx, c, depth, -INFINITY, INFINITY, 0, true, true, 0);
                if self.stopped {
                    return (scores, completed);
                }
            }
            scores = next;
            completed = depth;
        }
        (scores, completed)
    }

    /// Every move's score without a search: its outcome's or its
    /// evaluation's (a node each).
    fn static_scores(&mut self, root: &[Child<G>], side: crate::Side) -> Vec<(Child<G>, i32)> {
        self.nodes += root.len() as u64;
        root.iter()
            .map(|c| {
                let s = match c.outcome {
                    Some(o) => distance(outcome_score::<G>(&o, side, G::Strategy::WIN_UNIT), 1),
                    None => -self.evaluate(&c.pos),
                };
                (*c, s)
            })
            .collect()
    }

    /// The scores a review needs, by iterative deepening: the best move's
    /// (found by the usual alpha-beta search, which only bounds the other
    /// moves) and, if another move is `also` to be judged, that move's
    /// from a full window at the same depth. The scores of the deepest
    /// iteration that finished, best first, and its depth (every move's
    /// static score if none did, as [`Searcher::root_scores`] gives).
    pub fn best_and_also(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        limits: &SearchLimits,
        also: Option<G::Move>,
        cancel: Option<&AtomicBool>,
    ) -> (Vec<(Child<G>, i32)>, u32) {
        let ctx = Ctx::alone(limits, Instant::now(), cancel);
        let (mut root, generated) = self.begin_scoring(position, history, &ctx);
        if generated.is_err() || root.is_empty() {
            return (Vec::new(), 0);
        }
        let side = G::side_to_move(position);
        self.order_root(&mut root, side);
        let max_depth = depth_cap(limits.depth);
        // Stopped before the first iteration finished: the moves as they
        // stand.
        let (mut scored, mut completed) = (self.static_scores(&root, side), 1);
        let mut clock = IterationClock::new(limits.movetime, Instant::now());
        for depth in 1..=max_depth {
            if !clock.next_may_finish() {
                break;
            }
            let (score, Some(best), true) = self.root_iteration(&ctx, &mut root, depth) else {
                break;
            };
            let mut now = vec![(root[best], score)];
            if let Some(other) = root
                .iter()
                .find(|c| Some(c.mv) == also && c.mv != root[best].mv)
            {
                let s = self.score_child(&ctx, other, depth, -INFINITY, INFINITY, 0, true, true, 0);
                if self.stopped {
                    break;
                }
                now.push((*other, s));
            }
            (scored, completed) = (now, depth);
            clock.finished_one();
            let best = root.remove(best);
            root.insert(0, best);
            // A won game is searched on: of two winning moves, the review
            // names the one that wins by more.
            if root.len() == 1 || root.iter().all(|c| c.outcome.is_some()) {
                break;
            }
        }
        (scored, completed)
    }

    /// The root's moves as the search generates them (presumed never-ending
    /// Omweso moves included), for the simple players.
    pub(crate) fn root_children(&mut self, position: &G::Position) -> Vec<Child<G>> {
        let mut root = Vec::new();
        let key = G::hash(position);
        // Never stopped: generation is bounded by the presumption anyway.
        let _ = G::Strategy::expand(
            &mut self.scratch,
            position,
            key,
            &self.rules,
            &mut root,
            &mut || false,
        );
        number(&mut root);
        root
    }

    /// One iteration at the root: the score, the best move's index in
    /// `root`, and whether it finished. A stopped iteration still reports a
    /// best move if its first move was searched to the end, since any later
    /// move that beat it is proven better.
    fn root_iteration(
        &mut self,
        ctx: &Ctx,
        root: &mut [Child<G>],
        depth: u32,
    ) -> (i32, Option<usize>, bool) {
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best = None;
        let mut best_score = -INFINITY;
        for (i, c) in root.iter().enumerate() {
            let score = self.score_child(ctx, c, depth, alpha, beta, 0, true, i == 0, 0);
            if self.stopped {
                return (best_score, best, false);
            }
            if score > best_score {
                best_score = score;
                best = Some(i);
                if score > alpha {
                    alpha = score;
                    self.set_pv(0, c.mv);
                }
            }
        }
        (best_score, best, true)
    }
}

/// When a search with a move time is to start no iteration it cannot
/// finish: each iteration is expected to take as much longer than the last
/// as the last took than the one before (at least 1.5 times), and one
/// expected to end past the move time is not begun. A search that would
/// only be stopped in the middle of it ends sooner, at the same depth (what
/// a stopped iteration cost and changed: `examples/iterations.rs`).
struct IterationClock {
    movetime: Option<Duration>,
    start: Instant,
    /// When the last iteration ended, and how long the last two took.
    last_end: Instant,
    took: [Duration; 2],
}

impl IterationClock {
    fn new(movetime: Option<Duration>, start: Instant) -> IterationClock {
        IterationClock {
            movetime,
            start,
            last_end: start,
            took: [Duration::ZERO; 2],
        }
    }

    /// The clock of a search's iterative deepening begun at `start`: with
    /// a game clock (a `soft` limit), no iteration is begun that would end
    /// past the hard deadline, so that the time is kept for later moves.
    /// A fixed move time is used whole: the iteration it stops fills the
    /// table the next move's search begins with. A helper goes on until
    /// the main search stops it.
    fn of(ctx: &Ctx, start: Instant, soft: Option<Duration>) -> IterationClock {
        let movetime = match ctx.pace {
            Pace::Follows(_) => None,
            _ => ctx.deadline.filter(|_| soft.is_some()),
        };
        IterationClock::new(movetime.map(|deadline| deadline - start), start)
    }

    fn finished_one(&mut self) {
        let now = Instant::now();
        self.took = [self.took[1], now - self.last_end];
        self.last_end = now;
    }

    fn next_may_finish(&self) -> bool {
        let Some(movetime) = self.movetime else {
            return true;
        };
        let [before, last] = self.took.map(|t| t.as_secs_f64());
        // Iterations of a millisecond or less tell nothing of the next.
        if last < 1e-3 || before <= 0.0 {
            return true;
        }
        let growth = (last / before).clamp(1.5, 8.0);
        let expected_end = self.last_end - self.start + Duration::from_secs_f64(last * growth);
        expected_end <= movetime
    }
}

/// The deepest iteration a search may run: its depth limit, if any,
/// within what the search's stacks hold.
fn depth_cap(limit: Option<u32>) -> u32 {
    limit.unwrap_or(MAX_PLY as u32).clamp(1, MAX_PLY as u32 - 1)
}

/// The depth of the next iteration after `depth`: one more, announced to
/// the helpers by a main search, and past the main search's for a helper.
fn next_depth(pace: Pace, depth: u32) -> u32 {
    match pace {
        Pace::Alone => depth + 1,
        Pace::Leads(now) => {
            now.store(depth + 1, Ordering::Relaxed);
            depth + 1
        }
        Pace::Follows(main) => (depth + 1).max(main.load(Ordering::Relaxed) + 1),
    }
}

/// How unclear the position looks after an iteration whose best move
/// `best` scored `score`, the result before it `result`: more so (up to
/// 3.0) when the best move changed or its score fell, less so (down to
/// 1.0) when they held.
fn unclear_after<M: PartialEq>(unclear: f64, result: &SearchResult<M>, best: M, score: i32) -> f64 {
    let changed = result.best.as_ref() != Some(&best);
    let fell = score < result.score - 50;
    if changed || fell {
        (unclear * 1.6).min(3.0)
    } else {
        (unclear * 0.85).max(1.0)
    }
}

/// Nothing to learn deeper: every move ends the game, or there is only
/// one, or a won (lost) line was searched a few plies past its end, so a
/// bigger win later is unlikely to be missed.
fn nothing_deeper<G: Searchable>(root: &[Child<G>], score: i32, depth: u32) -> bool {
    let all_terminal = root.iter().all(|c| c.outcome.is_some());
    all_terminal
        || root.len() == 1
        || score.abs() >= WIN_MIN && depth >= win_distance::<G>(score) + 4
}

/// With a soft limit, no new iteration after it (stretched by `unclear`),
/// and none expected to end past the hard deadline ([`IterationClock`]);
/// otherwise the deadline alone stops the search, in the middle of an
/// iteration if need be: the table keeps what the unfinished iteration
/// learnt, and its best move is taken when its first move was searched to
/// the end.
fn past_soft_limit(soft: Option<Duration>, start: Instant, unclear: f64) -> bool {
    soft.is_some_and(|t| start.elapsed().as_secs_f64() > t.as_secs_f64() * unclear)
}

fn sort_by_order<G: Searchable>(children: &mut [Child<G>]) {
    children.sort_by_key(|c| std::cmp::Reverse(c.order));
}

/// The move that captures most, the first of equals.
fn best_by_gain<G: Searchable>(children: &[Child<G>]) -> Option<G::Move> {
    children
        .iter()
        .max_by_key(|c| (c.gain, std::cmp::Reverse(c.idx)))
        .map(|c| c.mv)
}

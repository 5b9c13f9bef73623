//! The search: iterative deepening over a principal variation search
//! (negamax with alpha-beta and null windows), one engine for both games.
//!
//! Why these pieces: iterative deepening gives a best move at any moment
//! (the deadline can fall anywhere) and orders each iteration by the last;
//! the transposition table carries best moves and bounds between iterations
//! and across transpositions, which are frequent in mancala games; captures,
//! killers and history put the moves that refute first, which is what makes
//! alpha-beta prune.

use super::tt::{Bound, NO_MOVE, Table};
use super::{
    AiGame, Child, EVAL_LIMIT, INFINITY, SearchLimits, SearchResult, WIN_MIN, outcome_score,
};
use crate::game::Game;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The deepest the search goes, in plies.
pub(crate) const MAX_PLY: usize = 100;
/// Nodes between two looks at the clock and the cancel flag.
const POLL_NODES: u64 = 1024;
/// The default transposition table: 16 MiB.
const DEFAULT_TABLE_BYTES: usize = 16 << 20;
/// The most threads one search may use.
pub const MAX_THREADS: usize = 64;

/// The limits of one search, apart from the searcher's own state.
struct Ctx<'a> {
    deadline: Option<Instant>,
    node_limit: u64,
    cancel: Option<&'a AtomicBool>,
    /// The depth the main search of a threaded search is on: the main
    /// search sets it, the helpers search past it.
    pace: Pace<'a>,
}

/// Subtrees at least this deep are announced in [`Busy`] (shallower ones
/// cost less than the announcing).
const BUSY_DEPTH: u32 = 3;

/// The positions the threads of a search are in now, by key: a small
/// table of slots that a thread claims on entering a subtree and frees on
/// leaving it. A collision only makes a move wait or not wait.
struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Default for Busy {
    fn default() -> Busy {
        Busy {
            slots: (0..Busy::SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }
}

impl Busy {
    const SLOTS: usize = 1 << 15;

    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[(key >> 20) as usize % Busy::SLOTS]
    }

    fn enter(&self, key: u64) {
        self.slot(key).store(key, Ordering::Relaxed);
    }

    fn leave(&self, key: u64) {
        let _ = self
            .slot(key)
            .compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
    }

    fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }
}

#[derive(Clone, Copy)]
enum Pace<'a> {
    Alone,
    Leads(&'a AtomicU32),
    Follows(&'a AtomicU32),
}

impl Ctx<'_> {
    /// A stop asked from outside or by the clock (not the node budget).
    fn hard_stop(&self) -> bool {
        self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// A reusable searcher: its transposition table, move-ordering tables and
/// per-ply buffers are allocated once and kept from move to move.
pub struct Searcher<G: AiGame> {
    rules: G::Rules,
    weights: G::Weights,
    /// The transposition table, shared with the helpers.
    tt: Arc<Table>,
    /// Searchers that search the same position on other threads during
    /// [`Searcher::search_timed`], filling the shared table ("lazy SMP"):
    /// `threads - 1` of them, none by default.
    helpers: Vec<Searcher<G>>,
    scratch: G::Scratch,
    /// Generated moves, one buffer per ply, reused.
    stack: Vec<Vec<Child<G>>>,
    /// The triangular principal-variation table.
    pv: Vec<Vec<G::Move>>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: [[i32; 32]; 2],
    /// Repetition keys: the game's history, then the current search path.
    reps: Vec<u64>,
    /// How many keys of `reps` fall in each of 4096 buckets: a cheap
    /// "certainly not a repetition" before scanning `reps`.
    rep_filter: Vec<u16>,
    nodes: u64,
    stopped: bool,
    /// The positions some thread is searching now, shared by a threaded
    /// search's threads (`None` with one thread).
    busy: Option<Arc<Busy>>,
    /// Per ply: the moves put off because another thread was on them.
    deferred: Vec<Vec<usize>>,
}

impl<G: AiGame> Searcher<G> {
    /// A searcher with the default weights and a 16 MiB table.
    pub fn new(rules: G::Rules) -> Searcher<G> {
        Searcher::with_weights(rules, G::Weights::default())
    }

    pub fn with_weights(rules: G::Rules, weights: G::Weights) -> Searcher<G> {
        Searcher {
            rules,
            weights,
            tt: Arc::new(Table::new(DEFAULT_TABLE_BYTES)),
            helpers: Vec::new(),
            scratch: G::Scratch::default(),
            stack: (0..MAX_PLY + 1).map(|_| Vec::new()).collect(),
            pv: (0..MAX_PLY + 2).map(|_| Vec::new()).collect(),
            killers: vec![[None, None]; MAX_PLY + 1],
            history: [[0; 32]; 2],
            reps: Vec::new(),
            rep_filter: vec![0; 4096],
            nodes: 0,
            stopped: false,
            busy: None,
            deferred: (0..MAX_PLY + 1).map(|_| Vec::new()).collect(),
        }
    }

    /// The same searcher with a transposition table of about `bytes` bytes
    /// (weak levels need little; two engines in one match need two).
    pub fn with_table_bytes(mut self, bytes: usize) -> Searcher<G> {
        self.tt = Arc::new(Table::new(bytes));
        let threads = self.threads();
        self.helpers.clear();
        self.set_threads(threads);
        self
    }

    /// Searches with `threads` threads (1 to [`MAX_THREADS`]; 1 by default):
    /// [`Searcher::search_timed`] then runs `threads - 1` helpers beside
    /// itself that search the same position a ply deeper and share its
    /// transposition table, where their results speed the main search up.
    /// The main search alone decides and reports; with more than one thread
    /// a search is no longer reproducible node for node, so the levels
    /// bounded by nodes or depth keep one.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        self.busy = (helpers > 0).then(|| self.busy.clone().unwrap_or_default());
        while self.helpers.len() < helpers {
            let mut helper = Searcher::with_weights(self.rules.clone(), self.weights.clone());
            helper.tt = Arc::clone(&self.tt);
            helper.busy = self.busy.clone();
            self.helpers.push(helper);
        }
    }

    /// The threads a search uses.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    pub fn weights(&self) -> &G::Weights {
        &self.weights
    }

    /// Forgets what earlier searches learnt (a new game, or a take-back
    /// across games).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.forget_ordering();
        for helper in &mut self.helpers {
            helper.forget_ordering();
        }
    }

    fn forget_ordering(&mut self) {
        self.history = [[0; 32]; 2];
        for k in &mut self.killers {
            *k = [None, None];
        }
    }

    /// The static evaluation of a position for its side to move.
    pub fn evaluate(&self, position: &G::Position) -> i32 {
        G::evaluate(position, &self.rules, &self.weights).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Searches `position`. `history` holds the game's earlier positions,
    /// oldest first and without `position` itself, for the repetition rules;
    /// `cancel` set to true from another thread stops the search, which then
    /// returns the best move found so far.
    pub fn search(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        limits: &SearchLimits,
        cancel: Option<&AtomicBool>,
    ) -> SearchResult<G::Move> {
        self.search_timed(position, history, limits, None, cancel)
    }

    /// [`Searcher::search`] with a time plan: `limits.movetime` is the hard
    /// deadline, and `soft` (with a game clock, see
    /// [`crate::engine::Clock`]) the time after which no new iteration
    /// starts unless the position is unclear (the best move changed in the
    /// last iteration, or its score fell), which may stretch it up to 3
    /// times. Without `soft` the search runs until the deadline, the depth
    /// or the node budget, finishing early only when nothing deeper can
    /// change its mind (one legal move, a proven result).
    pub fn search_timed(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        limits: &SearchLimits,
        soft: Option<Duration>,
        cancel: Option<&AtomicBool>,
    ) -> SearchResult<G::Move> {
        let start = Instant::now();
        let ctx = Ctx {
            deadline: limits.movetime.map(|t| start + t),
            node_limit: limits.nodes.unwrap_or(u64::MAX).max(1),
            cancel,
            pace: Pace::Alone,
        };
        self.tt.next_search();
        if self.helpers.is_empty() {
            return self.iterate(position, history, &ctx, limits.depth, soft, start);
        }
        let mut helpers = std::mem::take(&mut self.helpers);
        // The helpers stop when the main search does (whatever stopped it);
        // their node budget is the main one's, counted apart.
        let done = AtomicBool::new(false);
        let depth_now = AtomicU32::new(1);
        let main_ctx = Ctx {
            pace: Pace::Leads(&depth_now),
            ..ctx
        };
        let helper_ctx = Ctx {
            deadline: ctx.deadline,
            node_limit: ctx.node_limit,
            cancel: Some(&done),
            pace: Pace::Follows(&depth_now),
        };
        let mut result = std::thread::scope(|scope| {
            for helper in helpers.iter_mut() {
                helper.scratch.clone_from(&self.scratch);
                let helper_ctx = &helper_ctx;
                scope.spawn(move || {
                    helper.iterate(position, history, helper_ctx, None, None, start)
                });
            }
            let result = self.iterate(position, history, &main_ctx, limits.depth, soft, start);
            done.store(true, Ordering::Relaxed);
            result
        });
        // Nodes and speed count every thread.
        result.nodes += helpers.iter().map(|h| h.nodes).sum::<u64>();
        let secs = result.elapsed.as_secs_f64();
        if secs > 0.0 {
            result.nps = (result.nodes as f64 / secs) as u64;
        }
        self.helpers = helpers;
        result
    }

    /// The iterative deepening of [`Searcher::search_timed`]; a helper
    /// (see [`Ctx::pace`]) goes on a ply past the main search each time.
    fn iterate(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        ctx: &Ctx,
        depth_limit: Option<u32>,
        soft: Option<Duration>,
        start: Instant,
    ) -> SearchResult<G::Move> {
        self.begin(position, history);
        let key = G::hash(position);
        let mut root = Vec::new();
        let generated = G::expand(
            &mut self.scratch,
            position,
            key,
            &self.rules,
            &mut root,
            &mut || ctx.hard_stop(),
        );
        let mut result = SearchResult {
            best: None,
            score: 0,
            pv: Vec::new(),
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            nps: 0,
        };
        number(&mut root);
        if generated.is_err() || root.is_empty() {
            // Stopped inside the first generation, or no legal move.
            result.best = best_by_gain(&root).or_else(|| {
                generated
                    .is_err()
                    .then(|| G::fallback_move(position, &self.rules))
                    .flatten()
            });
            result.pv = result.best.into_iter().collect();
            return self.finish(result, start);
        }
        let side = G::side_to_move(position);
        for c in &mut root {
            c.order = self.order_key(c, side, 0, NO_MOVE);
        }
        sort_by_order(&mut root);
        result.best = Some(root[0].mv);
        result.pv = vec![root[0].mv];
        let max_depth = depth_limit
            .unwrap_or(MAX_PLY as u32)
            .clamp(1, MAX_PLY as u32 - 1);
        // How unclear the position looks, for the soft limit: 1.0 when the
        // best move and score are stable, up to 3.0.
        let mut unclear = 1.0f64;
        let mut depth = 0;
        loop {
            depth = match ctx.pace {
                Pace::Alone => depth + 1,
                Pace::Leads(now) => {
                    now.store(depth + 1, Ordering::Relaxed);
                    depth + 1
                }
                Pace::Follows(main) => (depth + 1).max(main.load(Ordering::Relaxed) + 1),
            };
            if depth > max_depth {
                break;
            }
            let (score, best_idx, complete) = self.root_iteration(ctx, &mut root, depth);
            if let Some(i) = best_idx {
                if depth > 4 && complete {
                    let changed = result.best != Some(root[i].mv);
                    let fell = score < result.score - 50;
                    unclear = if changed || fell {
                        (unclear * 1.6).min(3.0)
                    } else {
                        (unclear * 0.85).max(1.0)
                    };
                }
                result.best = Some(root[i].mv);
                result.score = score;
                result.pv = self.pv[0].clone();
                if result.pv.first() != result.best.as_ref() {
                    result.pv = vec![root[i].mv];
                }
            }
            if !complete {
                break;
            }
            result.depth = depth;
            // The best move first next time, then the others as they scored.
            if let Some(i) = best_idx {
                let best = root.remove(i);
                root.insert(0, best);
            }
            // Nothing to learn deeper: every move ends the game, or there
            // is only one, or a won (lost) line was searched a few plies
            // past its end, so a bigger win later is unlikely to be missed.
            let all_terminal = root.iter().all(|c| c.outcome.is_some());
            if all_terminal
                || root.len() == 1
                || score.abs() >= WIN_MIN && depth >= win_distance::<G>(score) + 4
            {
                break;
            }
            // With a soft limit, no new iteration after it (stretched in
            // unclear positions); otherwise the deadline alone stops the
            // search, in the middle of an iteration if need be: the table
            // keeps what the unfinished iteration learnt, and its best move
            // is taken when its first move was searched to the end.
            if let Some(t) = soft
                && start.elapsed().as_secs_f64() > t.as_secs_f64() * unclear
            {
                break;
            }
        }
        self.finish(result, start)
    }

    /// Scores every root move exactly (a full window each) with iterative
    /// deepening, for the levels that choose among moves with noise: the
    /// scores of the deepest iteration that finished, and its depth.
    pub(crate) fn root_scores(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        limits: &SearchLimits,
        cancel: Option<&AtomicBool>,
    ) -> (Vec<(Child<G>, i32)>, u32) {
        let start = Instant::now();
        let ctx = Ctx {
            deadline: limits.movetime.map(|t| start + t),
            node_limit: limits.nodes.unwrap_or(u64::MAX).max(1),
            cancel,
            pace: Pace::Alone,
        };
        self.tt.next_search();
        self.begin(position, history);
        let key = G::hash(position);
        let mut root = Vec::new();
        let generated = G::expand(
            &mut self.scratch,
            position,
            key,
            &self.rules,
            &mut root,
            &mut || ctx.hard_stop(),
        );
        number(&mut root);
        let side = G::side_to_move(position);
        let mut scores: Vec<(Child<G>, i32)> = root
            .iter()
            .map(|c| {
                let s = match c.outcome {
                    Some(o) => distance(outcome_score::<G>(&o, side, G::WIN_UNIT), 1),
                    None => -self.evaluate(&c.pos),
                };
                (*c, s)
            })
            .collect();
        self.nodes += scores.len() as u64;
        if generated.is_err() {
            return (scores, 0);
        }
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32)
            .clamp(1, MAX_PLY as u32 - 1);
        let mut completed = 1;
        for depth in 2..=max_depth {
            let mut next = scores.clone();
            for (c, s) in next.iter_mut() {
                if c.outcome.is_some() {
                    continue;
                }
                *s = self.score_child(&ctx, c, depth, -INFINITY, INFINITY, 0, true, true);
                if self.stopped {
                    return (scores, completed);
                }
            }
            scores = next;
            completed = depth;
        }
        (scores, completed)
    }

    /// The root's moves as the search generates them (presumed never-ending
    /// Omweso moves included), for the simple players.
    pub(crate) fn root_children(&mut self, position: &G::Position) -> Vec<Child<G>> {
        let mut root = Vec::new();
        let key = G::hash(position);
        // Never stopped: generation is bounded by the presumption anyway.
        let _ = G::expand(
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

    /// The game's per-searcher state (Oware: the endgame tables to use).
    pub fn scratch_mut(&mut self) -> &mut G::Scratch {
        &mut self.scratch
    }

    /// Nodes of the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Resets the per-search state and loads the repetition keys.
    fn begin(&mut self, position: &G::Position, history: &[G::Position]) {
        self.nodes = 0;
        self.stopped = false;
        for h in &mut self.history {
            for v in h.iter_mut() {
                *v /= 8;
            }
        }
        self.reps.clear();
        self.rep_filter.fill(0);
        // A history that already ends with the position (a game record's
        // list of positions) is taken as it is.
        let history = match history.split_last() {
            Some((last, earlier)) if last == position => earlier,
            _ => history,
        };
        for p in history.iter().chain(std::iter::once(position)) {
            let rep = G::repetition_key(p, G::hash(p));
            self.push_rep(rep);
        }
    }

    fn finish(
        &mut self,
        mut result: SearchResult<G::Move>,
        start: Instant,
    ) -> SearchResult<G::Move> {
        result.nodes = self.nodes;
        result.elapsed = start.elapsed();
        let secs = result.elapsed.as_secs_f64();
        result.nps = if secs > 0.0 {
            (self.nodes as f64 / secs) as u64
        } else {
            0
        };
        result
    }

    #[inline]
    fn push_rep(&mut self, rep: u64) {
        self.reps.push(rep);
        self.rep_filter[(rep & 4095) as usize] += 1;
    }

    #[inline]
    fn pop_rep(&mut self) {
        if let Some(rep) = self.reps.pop() {
            self.rep_filter[(rep & 4095) as usize] -= 1;
        }
    }

    #[inline]
    fn repeats(&self, rep: u64) -> bool {
        self.rep_filter[(rep & 4095) as usize] > 0 && self.reps.contains(&rep)
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
            let score = self.score_child(ctx, c, depth, alpha, beta, 0, true, i == 0);
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

    /// The score of the move to `c` for the side to move at `ply`, searched
    /// to `depth` in total (so the child gets `depth - 1`), null window first
    /// for all but the first move.
    #[allow(clippy::too_many_arguments)]
    fn score_child(
        &mut self,
        ctx: &Ctx,
        c: &Child<G>,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        first: bool,
    ) -> i32 {
        self.pv[ply + 1].clear();
        if let Some(o) = &c.outcome {
            self.nodes += 1;
            let mover = G::side_to_move(&c.pos).opponent();
            // Omweso's annulled outcome keeps the position (and side) as it
            // was: its value is 0 whoever "moved".
            return distance(outcome_score::<G>(o, mover, G::WIN_UNIT), ply + 1);
        }
        if self.repeats(c.rep) {
            self.nodes += 1;
            return -distance(G::repetition_score(&c.pos), ply + 1);
        }
        // Endgame knowledge after a capture: an exact score, or a bound
        // that is outside the window.
        if c.gain > 0
            && let Some((lo, hi)) = G::probe(&self.scratch, &c.pos, &self.rules)
        {
            let (low, high) = (-distance(hi, ply + 1), -distance(lo, ply + 1));
            if low == high || low >= beta {
                self.nodes += 1;
                return low;
            }
            if high <= alpha {
                self.nodes += 1;
                return high;
            }
        }
        self.push_rep(c.rep);
        let d = depth - 1;
        let busy = self.busy.clone().filter(|_| d >= BUSY_DEPTH);
        if let Some(busy) = &busy {
            busy.enter(c.key);
        }
        let score = if first || !pv_node {
            -self.negamax(ctx, &c.pos, c.key, d, -beta, -alpha, ply + 1, pv_node)
        } else {
            let s = -self.negamax(ctx, &c.pos, c.key, d, -alpha - 1, -alpha, ply + 1, false);
            if s > alpha && s < beta && !self.stopped {
                -self.negamax(ctx, &c.pos, c.key, d, -beta, -alpha, ply + 1, true)
            } else {
                s
            }
        };
        if let Some(busy) = &busy {
            busy.leave(c.key);
        }
        self.pop_rep();
        score
    }

    fn set_pv(&mut self, ply: usize, mv: G::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply].clear();
        head[ply].push(mv);
        head[ply].extend_from_slice(&tail[0]);
    }

    /// Checks the node budget every node and the clock and the cancel flag
    /// every [`POLL_NODES`] nodes.
    #[inline]
    fn should_stop(&mut self, ctx: &Ctx) -> bool {
        if !self.stopped
            && (self.nodes >= ctx.node_limit
                || self.nodes.is_multiple_of(POLL_NODES) && ctx.hard_stop())
        {
            self.stopped = true;
        }
        self.stopped
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        ctx: &Ctx,
        pos: &G::Position,
        key: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        self.nodes += 1;
        self.pv[ply].clear();
        if self.should_stop(ctx) {
            return 0;
        }
        if depth == 0 || ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        let mut tt_best = NO_MOVE;
        if let Some(e) = self.tt.probe(key) {
            tt_best = e.best;
            if !pv_node && e.depth as u32 >= depth {
                let s = from_table(e.score, ply);
                match e.bound() {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let mut children = std::mem::take(&mut self.stack[ply]);
        children.clear();
        let generated = G::expand(
            &mut self.scratch,
            pos,
            key,
            &self.rules,
            &mut children,
            &mut || ctx.hard_stop(),
        );
        if generated.is_err() {
            self.stopped = true;
            self.stack[ply] = children;
            return 0;
        }
        if children.is_empty() {
            // Only a position given with no legal move gets here: the game
            // is over by the position.
            self.stack[ply] = children;
            let side = G::side_to_move(pos);
            return match G::outcome(pos, &self.rules) {
                Some(o) => distance(outcome_score::<G>(&o, side, G::WIN_UNIT), ply),
                None => self.evaluate(pos),
            };
        }
        number(&mut children);
        let side = G::side_to_move(pos);
        for c in children.iter_mut() {
            c.order = self.order_key(c, side, ply, tt_best);
        }
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_idx = NO_MOVE;
        // Moves another thread is searching now are put off until the
        // others are done (the "simplified ABDADA" of threaded searches),
        // by when the table most likely holds their results.
        let mut deferred = std::mem::take(&mut self.deferred[ply]);
        deferred.clear();
        let (mut next, mut next_deferred) = (0, 0);
        loop {
            let i = if next < children.len() {
                pick_next(&mut children, next);
                next += 1;
                let i = next - 1;
                if i > 0
                    && depth > BUSY_DEPTH
                    && self
                        .busy
                        .as_ref()
                        .is_some_and(|b| b.is_busy(children[i].key))
                {
                    deferred.push(i);
                    continue;
                }
                i
            } else if let Some(&i) = deferred.get(next_deferred) {
                next_deferred += 1;
                i
            } else {
                break;
            };
            let c = children[i];
            let score = self.score_child(ctx, &c, depth, alpha, beta, ply, pv_node, i == 0);
            if self.stopped {
                self.stack[ply] = children;
                self.deferred[ply] = deferred;
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_idx = c.idx;
                if score > alpha {
                    alpha = score;
                    if pv_node {
                        self.set_pv(ply, c.mv);
                    }
                    if score >= beta {
                        if c.gain == 0 && c.outcome.is_none() {
                            self.reward(side, ply, c.mv, depth);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, depth, to_table(best_score, ply), bound, best_idx);
        self.stack[ply] = children;
        self.deferred[ply] = deferred;
        best_score
    }

    /// A quiet move that refuted: remember it as a killer at this ply and in
    /// the history of its side.
    fn reward(&mut self, side: crate::Side, ply: usize, mv: G::Move, depth: u32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let h = &mut self.history[side.index()][G::history_slot(&mv)];
        *h = (*h + (depth * depth) as i32).min(60_000);
    }

    /// The ordering key: the table's move, winning moves, captures by size,
    /// killers, then history.
    fn order_key(&self, c: &Child<G>, side: crate::Side, ply: usize, tt_best: u8) -> i32 {
        if c.idx == tt_best {
            return 4_000_000;
        }
        if let Some(o) = &c.outcome {
            let s = outcome_score::<G>(o, side, G::WIN_UNIT);
            if s > 0 {
                return 3_000_000 + s / 1000;
            }
            // A draw or annulment is searched after the captures, a loss last.
            return if s == 0 { 50_000 } else { -1 };
        }
        if c.gain > 0 {
            return 1_000_000 + c.gain * 1000;
        }
        let k = &self.killers[ply];
        if k[0] == Some(c.mv) {
            return 900_000;
        }
        if k[1] == Some(c.mv) {
            return 800_000;
        }
        self.history[side.index()][G::history_slot(&c.mv)]
    }
}

/// Numbers the children in generation order, the table's names for them.
fn number<G: Game>(children: &mut [Child<G>]) {
    for (i, c) in children.iter_mut().enumerate() {
        c.idx = i.min(NO_MOVE as usize - 1) as u8;
    }
}

/// Moves the best-ordered remaining child to `i` (selection sort, lazily:
/// a cut-off usually comes before the list is sorted).
#[inline]
fn pick_next<G: Game>(children: &mut [Child<G>], i: usize) {
    let mut best = i;
    for j in i + 1..children.len() {
        if children[j].order > children[best].order {
            best = j;
        }
    }
    children.swap(i, best);
}

fn sort_by_order<G: Game>(children: &mut [Child<G>]) {
    children.sort_by_key(|c| std::cmp::Reverse(c.order));
}

/// The move that captures most, the first of equals.
fn best_by_gain<G: Game>(children: &[Child<G>]) -> Option<G::Move> {
    children
        .iter()
        .max_by_key(|c| (c.gain, std::cmp::Reverse(c.idx)))
        .map(|c| c.mv)
}

/// A won or lost score reached `ply` plies from the root: the sooner the
/// better for the winner.
#[inline]
fn distance(score: i32, ply: usize) -> i32 {
    if score >= WIN_MIN {
        score - ply as i32
    } else if score <= -WIN_MIN {
        score + ply as i32
    } else {
        score
    }
}

/// The plies to the end of the game of a won or lost score.
pub(crate) fn win_distance<G: AiGame>(score: i32) -> u32 {
    let excess = score.abs() - super::WIN;
    let worth = (excess + G::WIN_UNIT - 1).div_euclid(G::WIN_UNIT).max(0);
    (worth * G::WIN_UNIT - excess).max(0) as u32
}

/// Won scores are stored relative to the node, not the root.
#[inline]
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_MIN {
        score + ply as i32
    } else if score <= -WIN_MIN {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_MIN {
        score - ply as i32
    } else if score <= -WIN_MIN {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Omweso;
    use crate::omweso;

    #[test]
    fn a_never_ending_move_scores_exactly_nothing_at_every_depth() {
        // North's f never ends (1.6 × 10⁹ laps): annulled, worth 0, while
        // North's other moves win or lose.
        let position: omweso::Position =
            "1,2,7,2,3,2,1,8/4,5,2,1,3,5,8,1/0,0,1,0,1,3,0,1/0,1,0,0,1,0,1,0 N - 0-4"
                .parse()
                .unwrap();
        let mut searcher = Searcher::<Omweso>::new(omweso::Rules::default());
        for depth in 1..=3 {
            let (scores, completed) =
                searcher.root_scores(&position, &[], &SearchLimits::depth(depth), None);
            assert_eq!(completed, depth);
            let score = |name: &str| {
                scores
                    .iter()
                    .find(|(c, _)| c.mv.to_string() == name)
                    .map(|&(_, s)| s)
                    .expect("the move is generated")
            };
            assert_eq!(score("f"), 0, "depth {depth}");
            // Not a score every move gets: b- is worth more, a win once the
            // search sees far enough.
            assert!(score("b-") > 0, "depth {depth}: {}", score("b-"));
            assert_eq!(score("b-") >= WIN_MIN, depth == 3, "depth {depth}");
        }
    }
}

//! The search: iterative deepening over a principal variation search
//! (negamax with alpha-beta and null windows), one engine for both games.
//!
//! Why these pieces: iterative deepening gives a best move at any moment
//! (the deadline can fall anywhere) and orders each iteration by the last;
//! the transposition table carries best moves and bounds between iterations
//! and across transpositions, which are frequent in mancala games; captures,
//! killers and move scores (the history heuristic) put the moves that refute first, which is what makes
//! alpha-beta prune; in Oware, late quiet moves are searched a ply
//! shallower first (late move reductions), since after that ordering they
//! rarely refute, and the plies saved go deeper into the long endings.
//!
//! Here: the searcher, its threads and its repetition keys; the root and
//! iterative deepening in [`root`], the search below the root in [`node`].

use super::tt::{NO_MOVE, TranspositionTable};
use super::{Child, EVAL_LIMIT, SearchLimits, SearchResult};
use super::{Scratch, Searchable, Strategy, Weights};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

mod node;
mod root;

#[cfg(test)]
mod tests;

use node::Busy;

/// The deepest the search goes, in plies.
pub(crate) const MAX_PLY: usize = 100;
/// Nodes between two looks at the clock and the cancel flag.
const POLL_NODES: u64 = 1024;
/// The default transposition table: 16 MiB.
const DEFAULT_TABLE_BYTES: usize = 16 << 20;
/// The most threads one search may use.
pub const MAX_THREADS: usize = 64;

/// The threads this machine runs at once (at most [`MAX_THREADS`]).
pub fn available_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
}

/// The threads a full-strength search uses. The default is the same for
/// every engine player (the game, `mancala uci`, `analyse`, `match`): every
/// core but one, at least one and at most [`Threads::MEASURED`]. The core
/// left over draws the game's frames, or runs the other engine of a match
/// on the same machine. More are used only when asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threads(usize);

impl Threads {
    pub const ONE: Threads = Threads(1);
    /// The most threads shown to help in games (crates/mancala/AI_STRENGTH.md,
    /// "Threads": two threads against one at equal time, on a machine with
    /// two cores; more were never measured, so more are not the default).
    pub const MEASURED: usize = 2;

    /// `n` threads, if `n` is 1 to [`MAX_THREADS`].
    pub fn new(n: usize) -> Option<Threads> {
        (1..=MAX_THREADS).contains(&n).then_some(Threads(n))
    }

    pub fn get(self) -> usize {
        self.0
    }

    /// The default on a machine running `cores` threads at once.
    pub fn default_for(cores: usize) -> Threads {
        Threads(cores.saturating_sub(1).clamp(1, Threads::MEASURED))
    }
}

impl Default for Threads {
    fn default() -> Threads {
        Threads::default_for(available_threads())
    }
}

/// The limits of one search, apart from the searcher's own state.
struct Ctx<'a> {
    deadline: Option<Instant>,
    node_limit: u64,
    cancel: Option<&'a AtomicBool>,
    /// The depth the main search of a threaded search is on: the main
    /// search sets it, the helpers search past it.
    pace: Pace<'a>,
}

impl<'a> Ctx<'a> {
    /// A search alone, bounded by `limits` from `start`.
    fn alone(limits: &SearchLimits, start: Instant, cancel: Option<&'a AtomicBool>) -> Ctx<'a> {
        Ctx {
            deadline: limits.movetime.map(|t| start + t),
            node_limit: limits.nodes.unwrap_or(u64::MAX).max(1),
            cancel,
            pace: Pace::Alone,
        }
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
pub struct Searcher<G: Searchable> {
    rules: G::Rules,
    weights: Weights<G>,
    /// The transposition table, shared with the helpers.
    tt: Arc<TranspositionTable>,
    /// Searchers that search the same position on other threads during
    /// [`Searcher::search_timed`], filling the shared table ("lazy SMP"):
    /// `threads - 1` of them, none by default.
    helpers: Vec<Searcher<G>>,
    scratch: Scratch<G>,
    /// Generated moves, one buffer per ply, reused.
    stack: Vec<Vec<Child<G>>>,
    /// The triangular principal-variation table.
    pv: Vec<Vec<G::Move>>,
    killers: Vec<[Option<G::Move>; 2]>,
    move_scores: [[i32; 32]; 2],
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
    /// Plies by which late quiet moves are searched shallower first
    /// ([`Game::LATE_MOVE_REDUCTION`] unless [`Searcher::full_width`]).
    late_move_reduction: u32,
    /// The iterations of the last iterative deepening, for measuring how
    /// a move's time is spent.
    iterations: Vec<Iteration<G::Move>>,
}

/// One iteration of an iterative deepening, as it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iteration<M> {
    pub depth: u32,
    /// Time from the start of the search.
    pub ended: Duration,
    /// Its best move (of the moves it finished, if it was stopped).
    pub best: Option<M>,
    /// Whether it searched every root move (it was not stopped).
    pub complete: bool,
}

impl<G: Searchable> Searcher<G> {
    /// A searcher with the default weights and a 16 MiB table.
    pub fn new(rules: G::Rules) -> Searcher<G> {
        Searcher::with_weights(rules, Weights::<G>::default())
    }

    pub fn with_weights(rules: G::Rules, weights: Weights<G>) -> Searcher<G> {
        Searcher {
            rules,
            weights,
            tt: Arc::new(TranspositionTable::new(DEFAULT_TABLE_BYTES)),
            helpers: Vec::new(),
            scratch: Scratch::<G>::default(),
            stack: (0..MAX_PLY + 1).map(|_| Vec::new()).collect(),
            pv: (0..MAX_PLY + 2).map(|_| Vec::new()).collect(),
            killers: vec![[None, None]; MAX_PLY + 1],
            move_scores: [[0; 32]; 2],
            reps: Vec::new(),
            rep_filter: vec![0; 4096],
            nodes: 0,
            stopped: false,
            busy: None,
            deferred: (0..MAX_PLY + 1).map(|_| Vec::new()).collect(),
            late_move_reduction: G::Strategy::LATE_MOVE_REDUCTION,
            iterations: Vec::new(),
        }
    }

    /// The same searcher with a transposition table of about `bytes` bytes
    /// (weak levels need little; two engines in one match need two).
    pub fn with_table_bytes(mut self, bytes: usize) -> Searcher<G> {
        self.set_table_bytes(bytes);
        self
    }

    /// A new, empty transposition table of about `bytes` bytes.
    pub fn set_table_bytes(&mut self, bytes: usize) {
        self.tt = Arc::new(TranspositionTable::new(bytes));
        let threads = self.threads();
        self.helpers.clear();
        self.set_threads(threads);
    }

    /// The same searcher searching every move to the full depth (no late
    /// move reductions): for proofs that state the depth they searched.
    pub fn full_width(mut self) -> Searcher<G> {
        self.late_move_reduction = 0;
        for helper in &mut self.helpers {
            helper.late_move_reduction = 0;
        }
        self
    }

    /// Searches with `threads` threads (1 to [`MAX_THREADS`]; 1 by default):
    /// [`Searcher::search_timed`] then runs `threads - 1` helpers beside
    /// itself that search the same position a ply deeper and share its
    /// transposition table, where their results speed the main search up.
    /// The main search reports as it goes; the move is that of the deepest
    /// iteration any thread finished (within the depth asked). With more
    /// than one thread a search is no longer reproducible node for node, so
    /// the levels bounded by nodes or depth keep one.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        self.busy = (helpers > 0).then(|| self.busy.clone().unwrap_or_default());
        while self.helpers.len() < helpers {
            let mut helper = Searcher::with_weights(self.rules.clone(), self.weights.clone());
            helper.tt = Arc::clone(&self.tt);
            helper.busy = self.busy.clone();
            helper.late_move_reduction = self.late_move_reduction;
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

    pub fn weights(&self) -> &Weights<G> {
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
        self.move_scores = [[0; 32]; 2];
        for k in &mut self.killers {
            *k = [None, None];
        }
    }

    /// The static evaluation of a position for its side to move.
    pub fn evaluate(&self, position: &G::Position) -> i32 {
        G::Strategy::evaluate(position, &self.rules, &self.weights).clamp(-EVAL_LIMIT, EVAL_LIMIT)
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
    /// times, and no iteration is begun that is not expected to finish by
    /// the deadline. Without `soft` the search runs until the deadline, the
    /// depth or the node budget, finishing early only when nothing deeper
    /// can change its mind (one legal move, a proven result).
    pub fn search_timed(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        limits: &SearchLimits,
        soft: Option<Duration>,
        cancel: Option<&AtomicBool>,
    ) -> SearchResult<G::Move> {
        let start = Instant::now();
        self.iterations.clear();
        if let Some((best, score)) =
            G::Strategy::solve(&self.scratch, position, history, &self.rules)
        {
            // Settled exactly, history and all: no search can do better.
            return SearchResult::settled(best, score, start.elapsed());
        }
        let ctx = Ctx::alone(limits, start, cancel);
        self.tt.next_search();
        if self.helpers.is_empty() {
            return self.iterate(position, history, &ctx, limits.depth, soft, start);
        }
        self.search_with_helpers(position, history, limits, soft, &ctx, start)
    }

    /// [`Searcher::search_timed`] with the helpers on threads of their own
    /// ("lazy SMP"), each a ply ahead of this search, all stopped when it
    /// stops (whatever stopped it), their node budget the main one's,
    /// counted apart.
    fn search_with_helpers(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        limits: &SearchLimits,
        soft: Option<Duration>,
        ctx: &Ctx,
        start: Instant,
    ) -> SearchResult<G::Move> {
        let mut helpers = std::mem::take(&mut self.helpers);
        let done = AtomicBool::new(false);
        let depth_now = AtomicU32::new(1);
        let main_ctx = Ctx {
            pace: Pace::Leads(&depth_now),
            ..*ctx
        };
        let helper_ctx = Ctx {
            deadline: ctx.deadline,
            node_limit: ctx.node_limit,
            cancel: Some(&done),
            pace: Pace::Follows(&depth_now),
        };
        let mut result = std::thread::scope(|scope| {
            let running: Vec<_> = helpers
                .iter_mut()
                .map(|helper| {
                    helper.scratch.clone_from(&self.scratch);
                    let helper_ctx = &helper_ctx;
                    scope.spawn(move || {
                        helper.iterate(position, history, helper_ctx, None, None, start)
                    })
                })
                .collect();
            let main = self.iterate(position, history, &main_ctx, limits.depth, soft, start);
            done.store(true, Ordering::Relaxed);
            deepest(main, running, limits.depth)
        });
        // Nodes and speed count every thread.
        result.nodes = self.nodes + helpers.iter().map(|h| h.nodes).sum::<u64>();
        let secs = result.elapsed.as_secs_f64();
        if secs > 0.0 {
            result.nps = (result.nodes as f64 / secs) as u64;
        }
        self.helpers = helpers;
        result
    }

    /// The game's per-searcher state (Oware: the endgame tables it uses).
    pub fn scratch(&self) -> &Scratch<G> {
        &self.scratch
    }

    /// The game's per-searcher state (Oware: the endgame tables to use).
    pub fn scratch_mut(&mut self) -> &mut Scratch<G> {
        &mut self.scratch
    }

    /// Nodes of the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The iterations of the last iterative deepening (none if the search
    /// was settled without one).
    pub fn iterations(&self) -> &[Iteration<G::Move>] {
        &self.iterations
    }

    /// Resets the per-search state and loads the repetition keys.
    fn begin(&mut self, position: &G::Position, history: &[G::Position]) {
        self.nodes = 0;
        self.stopped = false;
        for h in &mut self.move_scores {
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
            let rep = G::Strategy::repetition_key(p, G::hash(p));
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
}

/// The result of the deepest iteration finished: a helper searches one ply
/// ahead of the main search, so when it finished an iteration deeper than
/// the main one did (within the depth asked), its move is the better
/// informed.
fn deepest<M>(
    main: SearchResult<M>,
    helpers: Vec<std::thread::ScopedJoinHandle<'_, SearchResult<M>>>,
    depth: Option<u32>,
) -> SearchResult<M> {
    let deepest = depth.unwrap_or(u32::MAX);
    helpers
        .into_iter()
        .map(|h| {
            h.join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        })
        .filter(|h| h.best.is_some() && h.depth <= deepest)
        .fold(main, |best, h| if h.depth > best.depth { h } else { best })
}

/// Numbers the children in generation order, the table's names for them.
fn number<G: Searchable>(children: &mut [Child<G>]) {
    for (i, c) in children.iter_mut().enumerate() {
        c.idx = i.min(NO_MOVE as usize - 1) as u8;
    }
}

/// The plies to the end of the game of a won or lost score.
pub(crate) fn win_distance<G: Searchable>(score: i32) -> u32 {
    let excess = score.abs() - super::WIN;
    let worth = (excess + G::Strategy::WIN_UNIT - 1)
        .div_euclid(G::Strategy::WIN_UNIT)
        .max(0);
    (worth * G::Strategy::WIN_UNIT - excess).max(0) as u32
}

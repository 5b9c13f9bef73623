//! Below the root: the principal variation search itself (negamax with
//! alpha-beta and null windows), its move ordering, and the table of
//! subtrees other threads are in.

use super::{Ctx, MAX_PLY, POLL_NODES, Searcher, number};
use crate::ai::tt::{Bound, NO_MOVE};
use crate::ai::{Child, INFINITY, WIN_MIN, outcome_score};
use crate::ai::{Searchable, Strategy};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, Ordering};

/// Subtrees at least this deep are announced in [`Busy`] (shallower ones
/// cost less than the announcing).
const BUSY_DEPTH: u32 = 3;

/// The positions the threads of a search are in now, by key: a small
/// table of slots that a thread claims on entering a subtree and frees on
/// leaving it. A collision only makes a move wait or not wait.
pub(super) struct Busy {
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

impl<G: Searchable> Searcher<G> {
    /// The score of the move to `c` for the side to move at `ply`, searched
    /// to `depth` in total (so the child gets `depth - 1`), null window first
    /// for all but the first move.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn score_child(
        &mut self,
        ctx: &Ctx,
        c: &Child<G>,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        first: bool,
        reduction: u32,
    ) -> i32 {
        self.pv[ply + 1].clear();
        if let Some(score) = self.known_score(c, alpha, beta, ply) {
            self.nodes += 1;
            return score;
        }
        self.push_rep(c.rep);
        let d = depth - 1;
        // Announced only for deep subtrees, and without cloning the shared
        // `Arc` (a count both threads would write at every node).
        let announce = d >= BUSY_DEPTH;
        if let Some(busy) = self.busy.as_ref().filter(|_| announce) {
            busy.enter(c.key);
        }
        let score = if first || !pv_node && reduction == 0 {
            -self.negamax(ctx, &c.pos, c.key, d, -beta, -alpha, ply + 1, pv_node)
        } else {
            self.null_window_first(ctx, c, d, alpha, beta, ply, pv_node, reduction)
        };
        if let Some(busy) = self.busy.as_ref().filter(|_| announce) {
            busy.leave(c.key);
        }
        self.pop_rep();
        score
    }

    /// The score of the move to `c` when it needs no search (each such
    /// child counts as a node): the game ended, the position repeated, or
    /// the endgame tables know it after a capture, exactly or as a bound
    /// outside the window.
    #[inline]
    fn known_score(&self, c: &Child<G>, alpha: i32, beta: i32, ply: usize) -> Option<i32> {
        if let Some(o) = &c.outcome {
            let mover = G::side_to_move(&c.pos).opponent();
            // Omweso's annulled outcome keeps the position (and side) as it
            // was: its value is 0 whoever "moved".
            return Some(distance(
                outcome_score::<G>(o, mover, G::Strategy::WIN_UNIT),
                ply + 1,
            ));
        }
        if self.repeats(c.rep) {
            return Some(-distance(G::Strategy::repetition_score(&c.pos), ply + 1));
        }
        if c.gain > 0
            && let Some((lo, hi)) = G::Strategy::probe(&self.scratch, &c.pos, &self.rules)
        {
            let (low, high) = (-distance(hi, ply + 1), -distance(lo, ply + 1));
            if low == high || low >= beta {
                return Some(low);
            }
            if high <= alpha {
                return Some(high);
            }
        }
        None
    }

    /// A move after the first, searched to `d` plies with a null window
    /// around `alpha` (only proving it no better), after a shallower search
    /// if it is a late quiet one (`reduction`); searched again to the full
    /// depth only if it beat alpha, and at a PV node with the full window
    /// only if it landed inside it.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn null_window_first(
        &mut self,
        ctx: &Ctx,
        c: &Child<G>,
        d: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        reduction: u32,
    ) -> i32 {
        let mut s = alpha + 1;
        if reduction > 0 {
            let r = d.saturating_sub(reduction);
            s = -self.negamax(ctx, &c.pos, c.key, r, -alpha - 1, -alpha, ply + 1, false);
        }
        if s > alpha && !self.stopped {
            s = -self.negamax(ctx, &c.pos, c.key, d, -alpha - 1, -alpha, ply + 1, false);
        }
        if pv_node && s > alpha && s < beta && !self.stopped {
            s = -self.negamax(ctx, &c.pos, c.key, d, -beta, -alpha, ply + 1, true);
        }
        s
    }

    pub(super) fn set_pv(&mut self, ply: usize, mv: G::Move) {
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

    /// The score of `pos` (key `key`) for its side to move, searched
    /// `depth` plies deep at `ply` plies from the root within the window
    /// (`alpha`, `beta`), in the numbered steps of Stockfish's `search`.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        ctx: &Ctx,
        pos: &G::Position,
        key: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        // 1. Count the node; stop at the limits (a stopped search's scores go unused).
        self.nodes += 1;
        self.pv[ply].clear();
        if self.should_stop(ctx) {
            return 0;
        }
        // 2. The horizon: the static evaluation.
        if depth == 0 || ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        // 3. Transposition table lookup: a cut-off, or the move to try first.
        let tt_best = match self.table_lookup(key, depth, alpha, beta, ply, pv_node) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(best) => best,
        };
        // 4. Move generation, into this ply's buffer (kept from node to node).
        let mut children = match self.generate(ctx, pos, key, depth, ply) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(children) => children,
        };
        // 5. Move ordering.
        let side = G::side_to_move(pos);
        self.order_moves(&mut children, side, ply, tt_best);
        // 6. The loop over the moves, until one refutes (a beta cut-off).
        let mut deferred = std::mem::take(&mut self.deferred[ply]);
        deferred.clear();
        let best = self.search_moves(
            ctx,
            &mut children,
            &mut deferred,
            depth,
            alpha,
            beta,
            ply,
            pv_node,
            side,
        );
        self.stack[ply] = children;
        self.deferred[ply] = deferred;
        // 7. Transposition table store (not of a stopped search's partial result).
        let Some((best_score, best_idx)) = best else {
            return 0;
        };
        let bound = bound_of(best_score, alpha, beta);
        self.tt
            .store(key, depth, to_table(best_score, ply), bound, best_idx);
        best_score
    }

    /// Step 3 of [`Searcher::negamax`]: a score stored at least `depth`
    /// deep that settles the node (`Break`; never at a PV node, whose line
    /// the table does not hold), else the best move stored (`Continue`,
    /// [`NO_MOVE`] for none).
    #[inline]
    fn table_lookup(
        &self,
        key: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> ControlFlow<i32, u8> {
        let Some(e) = self.tt.probe(key) else {
            return ControlFlow::Continue(NO_MOVE);
        };
        if !pv_node && e.depth as u32 >= depth {
            let s = from_table(e.score, ply);
            match e.bound() {
                Bound::Exact => return ControlFlow::Break(s),
                Bound::Lower if s >= beta => return ControlFlow::Break(s),
                Bound::Upper if s <= alpha => return ControlFlow::Break(s),
                _ => {}
            }
        }
        ControlFlow::Continue(e.best)
    }

    /// Step 4 of [`Searcher::negamax`]: the moves of `pos`, in the buffer
    /// of `ply` taken for the node (`Continue`), or the node's score when
    /// there are none to search (`Break`, the buffer given back): 0 when
    /// stopped inside the generation, the game's end when it has no move.
    /// Children `depth` will search (not leaves) have their table buckets
    /// fetched into the cache meanwhile, for their probes.
    #[inline]
    fn generate(
        &mut self,
        ctx: &Ctx,
        pos: &G::Position,
        key: u64,
        depth: u32,
        ply: usize,
    ) -> ControlFlow<i32, Vec<Child<G>>> {
        let mut children = std::mem::take(&mut self.stack[ply]);
        children.clear();
        let generated = G::Strategy::expand(
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
            return ControlFlow::Break(0);
        }
        if children.is_empty() {
            // Only a position given with no legal move gets here: the game
            // is over by the position.
            self.stack[ply] = children;
            let side = G::side_to_move(pos);
            return ControlFlow::Break(match G::outcome(pos, &self.rules) {
                Some(o) => distance(outcome_score::<G>(&o, side, G::Strategy::WIN_UNIT), ply),
                None => self.evaluate(pos),
            });
        }
        if depth > 1 {
            for c in &children {
                self.tt.prefetch(c.key);
            }
        }
        ControlFlow::Continue(children)
    }

    /// Step 5 of [`Searcher::negamax`]: each move numbered as the table
    /// names it and given its ordering key (see [`Searcher::order_key`]).
    #[inline]
    fn order_moves(&self, children: &mut [Child<G>], side: crate::Side, ply: usize, tt_best: u8) {
        number(children);
        for c in children.iter_mut() {
            c.order = self.order_key(c, side, ply, tt_best);
        }
    }

    /// Step 6 of [`Searcher::negamax`]: the moves in order, each scored by
    /// [`Searcher::score_child`] (a late quiet one reduced), until one
    /// refutes; a cut-off by a quiet move is rewarded. The best score and
    /// the best move's index, or `None` if the search stopped.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn search_moves(
        &mut self,
        ctx: &Ctx,
        children: &mut [Child<G>],
        deferred: &mut Vec<usize>,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        side: crate::Side,
    ) -> Option<(i32, u8)> {
        let mut best_score = -INFINITY;
        let mut best_idx = NO_MOVE;
        let mut picker = MovePicker::default();
        let mut searched = 0;
        while let Some(i) = picker.next(children, deferred, self.busy.as_deref(), depth) {
            let c = children[i];
            let reduction = if searched >= 2 && depth >= 3 && is_late_quiet(&c) {
                self.late_move_reduction
            } else {
                0
            };
            searched += 1;
            let score =
                self.score_child(ctx, &c, depth, alpha, beta, ply, pv_node, i == 0, reduction);
            if self.stopped {
                return None;
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
        Some((best_score, best_idx))
    }

    /// A quiet move that refuted: remember it as a killer at this ply and in
    /// its side's move scores.
    fn reward(&mut self, side: crate::Side, ply: usize, mv: G::Move, depth: u32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let h = &mut self.move_scores[side.index()][G::Strategy::move_score_slot(&mv)];
        *h = (*h + (depth * depth) as i32).min(60_000);
    }

    /// The ordering key: the table's move, winning moves, captures by size,
    /// killers, then history.
    pub(super) fn order_key(
        &self,
        c: &Child<G>,
        side: crate::Side,
        ply: usize,
        tt_best: u8,
    ) -> i32 {
        if c.idx == tt_best {
            return 4_000_000;
        }
        if let Some(o) = &c.outcome {
            let s = outcome_score::<G>(o, side, G::Strategy::WIN_UNIT);
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
        self.move_scores[side.index()][G::Strategy::move_score_slot(&c.mv)]
    }
}

/// A move ordered after the table's move, the captures and the killers
/// that neither captures nor ends the game.
fn is_late_quiet<G: Searchable>(c: &Child<G>) -> bool {
    c.gain == 0 && c.outcome.is_none() && c.order < 800_000
}

/// The order a node searches its children in: the best-ordered not yet
/// searched first, and those another thread is searching now put off until
/// the others are done (the "simplified ABDADA" of threaded searches), by
/// when the table most likely holds their results.
#[derive(Default)]
struct MovePicker {
    /// The children before this one are searched or put off.
    next: usize,
    /// The put-off children before this one are searched.
    next_deferred: usize,
}

impl MovePicker {
    /// The index of the next child to search, `None` when all were.
    #[inline]
    fn next<G: Searchable>(
        &mut self,
        children: &mut [Child<G>],
        deferred: &mut Vec<usize>,
        busy: Option<&Busy>,
        depth: u32,
    ) -> Option<usize> {
        while self.next < children.len() {
            let i = self.next;
            pick_next(children, i);
            self.next += 1;
            if i > 0 && depth > BUSY_DEPTH && busy.is_some_and(|b| b.is_busy(children[i].key)) {
                deferred.push(i);
                continue;
            }
            return Some(i);
        }
        let i = *deferred.get(self.next_deferred)?;
        self.next_deferred += 1;
        Some(i)
    }
}

/// What a node's best score says of its value, searched with the window
/// (`alpha`, `beta`): at least it (a cut-off), exactly it, or at most it.
#[inline]
fn bound_of(best_score: i32, alpha: i32, beta: i32) -> Bound {
    if best_score >= beta {
        Bound::Lower
    } else if best_score > alpha {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

/// Moves the best-ordered remaining child to `i` (selection sort, lazily:
/// a cut-off usually comes before the list is sorted).
#[inline]
fn pick_next<G: Searchable>(children: &mut [Child<G>], i: usize) {
    let mut best = i;
    for j in i + 1..children.len() {
        if children[j].order > children[best].order {
            best = j;
        }
    }
    children.swap(i, best);
}

/// A won or lost score reached `ply` plies from the root: the sooner the
/// better for the winner.
#[inline]
pub(super) fn distance(score: i32, ply: usize) -> i32 {
    if score >= WIN_MIN {
        score - ply as i32
    } else if score <= -WIN_MIN {
        score + ply as i32
    } else {
        score
    }
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

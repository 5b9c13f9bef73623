//! Below the root: the principal variation search itself (negamax with
//! alpha-beta and null windows), its move ordering, and the table of
//! subtrees other threads are in.

use super::{Ctx, MAX_PLY, POLL_NODES, Searcher, number};
use crate::ai::Strategy;
use crate::ai::tt::{Bound, NO_MOVE};
use crate::ai::{Child, INFINITY, WIN_MIN, outcome_score};
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

impl<G: Strategy> Searcher<G> {
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
        // Announced only for deep subtrees, and without cloning the shared
        // `Arc` (a count both threads would write at every node).
        let announce = d >= BUSY_DEPTH;
        if let Some(busy) = self.busy.as_ref().filter(|_| announce) {
            busy.enter(c.key);
        }
        let score = if first || !pv_node && reduction == 0 {
            -self.negamax(ctx, &c.pos, c.key, d, -beta, -alpha, ply + 1, pv_node)
        } else {
            // A late quiet move is first searched shallower; only one that
            // then beats alpha is searched to the full depth.
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
        };
        if let Some(busy) = self.busy.as_ref().filter(|_| announce) {
            busy.leave(c.key);
        }
        self.pop_rep();
        score
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
        let mut searched = 0;
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
            let reduction = if searched >= 2 && depth >= 3 && is_late_quiet(&c) {
                self.late_move_reduction
            } else {
                0
            };
            searched += 1;
            let score =
                self.score_child(ctx, &c, depth, alpha, beta, ply, pv_node, i == 0, reduction);
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
    /// its side's move scores.
    fn reward(&mut self, side: crate::Side, ply: usize, mv: G::Move, depth: u32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let h = &mut self.move_scores[side.index()][G::move_score_slot(&mv)];
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
        self.move_scores[side.index()][G::move_score_slot(&c.mv)]
    }
}

/// A move ordered after the table's move, the captures and the killers
/// that neither captures nor ends the game.
fn is_late_quiet<G: Strategy>(c: &Child<G>) -> bool {
    c.gain == 0 && c.outcome.is_none() && c.order < 800_000
}

/// Moves the best-ordered remaining child to `i` (selection sort, lazily:
/// a cut-off usually comes before the list is sorted).
#[inline]
fn pick_next<G: Strategy>(children: &mut [Child<G>], i: usize) {
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

//! A second player, unlike the alpha-beta searcher: Monte-Carlo tree search
//! (UCT) with random playouts.
//!
//! Each iteration walks down the tree by the UCT rule, adds one new move
//! (in random order), plays the game out at random from there, and credits
//! the result (win 1, draw ½, loss 0) to every node on the way, each from the
//! view of the side that moved into it. The most-visited root move is played.
//!
//! Moves come from the search's own generation ([`Strategy::expand`]), so a
//! very long Omweso relay is presumed never-ending: an annulment, a draw.
//! A playout takes an immediate win when it has one (the generation knows
//! each move's outcome anyway), else a uniformly random move; a playout still
//! running after `playout_cap` moves is scored by material, the seeds each
//! side holds ([`Game::material`]): more is a win, equal a draw. The
//! repetition rule is not applied inside the search.
//!
//! The search is deterministic for a given seed and iteration budget.

use super::{Child, SearchResult};
use super::{Scratch, Searchable, Strategy};
use crate::Side;
use crate::game::Interrupted;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The UCT exploration constant (crates/mancala/docs/notes/ai-strength-lab-notes.md, "A second player: MCTS").
pub const EXPLORATION: f64 = 0.5;
/// The longest playout, in moves (same section).
pub const PLAYOUT_CAP: u32 = 5;
/// The tree never grows beyond this many nodes (the search stops there).
const MAX_NODES: usize = 4_000_000;

/// How long the search runs and how it explores.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsSettings {
    /// A deadline from the start of the search.
    pub movetime: Option<Duration>,
    /// A budget of iterations (one playout each): the same result on every
    /// machine.
    pub iterations: Option<u64>,
    /// The UCT constant `c` in `q + c·sqrt(ln N / n)`.
    pub exploration: f64,
    /// Moves after which a playout is scored by material.
    pub playout_cap: u32,
}

impl MctsSettings {
    /// A time budget in milliseconds, default exploration.
    pub fn movetime(ms: u64) -> MctsSettings {
        MctsSettings {
            movetime: Some(Duration::from_millis(ms)),
            ..MctsSettings::default()
        }
    }

    /// An iteration budget, default exploration.
    pub fn iterations(n: u64) -> MctsSettings {
        MctsSettings {
            iterations: Some(n),
            ..MctsSettings::default()
        }
    }
}

impl Default for MctsSettings {
    /// One second a move.
    fn default() -> MctsSettings {
        MctsSettings {
            movetime: Some(Duration::from_secs(1)),
            iterations: None,
            exploration: EXPLORATION,
            playout_cap: PLAYOUT_CAP,
        }
    }
}

struct Node<G: Searchable> {
    pos: G::Position,
    key: u64,
    mv: Option<G::Move>,
    outcome: Option<G::Outcome>,
    /// The side that moved into this node: `reward` is from its view.
    mover: Side,
    children: Vec<u32>,
    /// Moves not yet in the tree; `None` until generated.
    untried: Option<Vec<Child<G>>>,
    visits: u32,
    reward: f64,
}

impl<G: Searchable> Node<G> {
    /// A node not yet visited, its moves not yet generated.
    fn new(
        pos: G::Position,
        key: u64,
        mv: Option<G::Move>,
        outcome: Option<G::Outcome>,
        mover: Side,
    ) -> Node<G> {
        Node {
            pos,
            key,
            mv,
            outcome,
            mover,
            children: Vec::new(),
            untried: None,
            visits: 0,
            reward: 0.0,
        }
    }
}

/// The Monte-Carlo player.
pub struct Mcts<G: Searchable> {
    rules: G::Rules,
    settings: MctsSettings,
    scratch: Scratch<G>,
    rng: SmallRng,
    nodes: Vec<Node<G>>,
    buf: Vec<Child<G>>,
}

/// A search stopped by its deadline or a cancel, mid-iteration.
struct Stopped;

impl<G: Searchable> Mcts<G> {
    pub fn new(rules: G::Rules, settings: MctsSettings, seed: u64) -> Mcts<G> {
        Mcts {
            rules,
            settings,
            scratch: Scratch::<G>::default(),
            rng: SmallRng::seed_from_u64(seed),
            nodes: Vec::new(),
            buf: Vec::new(),
        }
    }

    pub fn settings(&self) -> &MctsSettings {
        &self.settings
    }

    /// Chooses a move for `position`. The score is the best move's expected
    /// result, `2q − 1` in ten-thousandths (+10,000: every playout won).
    pub fn choose(
        &mut self,
        position: &G::Position,
        cancel: Option<&AtomicBool>,
    ) -> SearchResult<G::Move> {
        let start = Instant::now();
        let deadline = self.settings.movetime.map(|t| start + t);
        let stop = move || {
            deadline.is_some_and(|d| Instant::now() >= d)
                || cancel.is_some_and(|c| c.load(Ordering::Relaxed))
        };
        self.nodes.clear();
        if G::outcome(position, &self.rules).is_some() {
            return self.result(0, 0, start);
        }
        let key = G::hash(position);
        let side = G::side_to_move(position);
        self.nodes
            .push(Node::new(*position, key, None, None, side.opponent()));
        // The root's moves, never interrupted: a move is always found.
        let mut root = Vec::new();
        let _ = G::Strategy::expand(
            &mut self.scratch,
            position,
            key,
            &self.rules,
            &mut root,
            &mut || false,
        );
        if let Some(win) = root.iter().find(|c| wins::<G>(&c.outcome, side)) {
            // A win at once needs no search.
            let mv = win.mv;
            self.nodes[0].untried = Some(vec![*win]);
            self.iterate(&mut || false).ok();
            debug_assert_eq!(self.nodes[1].mv, Some(mv));
            return self.result(1, 1, start);
        }
        self.nodes[0].untried = Some(root);
        let (iterations, depth) = self.run(stop);
        self.result(iterations, depth, start)
    }

    /// Iterations until the budget, the tree's size or `stop` ends them
    /// (the first always runs, so that a move is chosen): how many ran,
    /// and the depth of the deepest node added.
    fn run(&mut self, stop: impl Fn() -> bool) -> (u64, u32) {
        let mut iterations = 0u64;
        let mut depth = 0;
        while self.settings.iterations.is_none_or(|n| iterations < n)
            && self.nodes.len() < MAX_NODES
        {
            if iterations > 0 && stop() {
                break;
            }
            let first = iterations == 0;
            match self.iterate(&mut || !first && stop()) {
                Ok(d) => depth = depth.max(d),
                Err(Stopped) => break,
            }
            iterations += 1;
        }
        (iterations, depth)
    }

    /// One iteration: select, expand, play out, back up. Returns the depth
    /// of the node added.
    fn iterate(&mut self, stop: &mut dyn FnMut() -> bool) -> Result<u32, Stopped> {
        let path = self.descend(stop)?;
        let leaf = &self.nodes[*path.last().expect("root") as usize];
        let south = match leaf.outcome {
            Some(o) => south_reward::<G>(&o),
            None => {
                let (pos, key) = (leaf.pos, leaf.key);
                self.playout(pos, key, stop)?
            }
        };
        for &id in &path {
            let node = &mut self.nodes[id as usize];
            node.visits += 1;
            node.reward += if node.mover == Side::South {
                south
            } else {
                1.0 - south
            };
        }
        Ok(path.len() as u32 - 1)
    }

    /// Selection and expansion: from the root down by the UCT rule to the
    /// first node with a move not yet in the tree, whose new child ends the
    /// path, or to the end of a game. The path's nodes, root first.
    fn descend(&mut self, stop: &mut dyn FnMut() -> bool) -> Result<Vec<u32>, Stopped> {
        let mut path = vec![0u32];
        let mut n = 0usize;
        loop {
            if self.nodes[n].outcome.is_some() {
                break;
            }
            if self.nodes[n].untried.is_none() {
                let node = &self.nodes[n];
                let (pos, key) = (node.pos, node.key);
                let mut list = Vec::new();
                G::Strategy::expand(&mut self.scratch, &pos, key, &self.rules, &mut list, stop)
                    .map_err(|Interrupted| Stopped)?;
                self.nodes[n].untried = Some(list);
            }
            if let Some(id) = self.add_untried(n) {
                path.push(id);
                break;
            }
            if self.nodes[n].children.is_empty() {
                // No move and no outcome (cannot happen in either game).
                break;
            }
            n = self.select(n) as usize;
            path.push(n as u32);
        }
        Ok(path)
    }

    /// Adds one of the moves of node `n` not yet in the tree, at random, as
    /// its child: the child's id, `None` when every move is in the tree.
    fn add_untried(&mut self, n: usize) -> Option<u32> {
        let untried = self.nodes[n].untried.as_mut().expect("generated");
        if untried.is_empty() {
            return None;
        }
        let i = self.rng.random_range(0..untried.len());
        let c = untried.swap_remove(i);
        let id = self.nodes.len() as u32;
        let mover = G::side_to_move(&self.nodes[n].pos);
        self.nodes
            .push(Node::new(c.pos, c.key, Some(c.mv), c.outcome, mover));
        self.nodes[n].children.push(id);
        Some(id)
    }

    /// The child of `n` with the best UCT value (the first on ties).
    fn select(&self, n: usize) -> u32 {
        let node = &self.nodes[n];
        let log = (node.visits.max(1) as f64).ln();
        let c = self.settings.exploration;
        let mut best = (f64::NEG_INFINITY, node.children[0]);
        for &id in &node.children {
            let child = &self.nodes[id as usize];
            let v = child.visits.max(1) as f64;
            let uct = child.reward / v + c * (log / v).sqrt();
            if uct > best.0 {
                best = (uct, id);
            }
        }
        best.1
    }

    /// A random game from `pos`; South's reward.
    fn playout(
        &mut self,
        mut pos: G::Position,
        mut key: u64,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<f64, Stopped> {
        for _ in 0..self.settings.playout_cap {
            self.buf.clear();
            G::Strategy::expand(
                &mut self.scratch,
                &pos,
                key,
                &self.rules,
                &mut self.buf,
                stop,
            )
            .map_err(|Interrupted| Stopped)?;
            if self.buf.is_empty() {
                break;
            }
            let side = G::side_to_move(&pos);
            let pick = match self.buf.iter().position(|c| wins::<G>(&c.outcome, side)) {
                Some(i) => i,
                None => self.rng.random_range(0..self.buf.len()),
            };
            let c = &self.buf[pick];
            if let Some(o) = c.outcome {
                return Ok(south_reward::<G>(&o));
            }
            (pos, key) = (c.pos, c.key);
        }
        let margin = G::material(&pos, Side::South) - G::material(&pos, Side::North);
        Ok(match margin.signum() {
            1 => 1.0,
            -1 => 0.0,
            _ => 0.5,
        })
    }

    fn result(&self, iterations: u64, depth: u32, start: Instant) -> SearchResult<G::Move> {
        let mut pv = Vec::new();
        let mut n = 0usize;
        let mut score = 0;
        while let Some(&best) = self.nodes.get(n).and_then(|node| {
            node.children
                .iter()
                .max_by_key(|&&id| (self.nodes[id as usize].visits, std::cmp::Reverse(id)))
        }) {
            let child = &self.nodes[best as usize];
            if pv.is_empty() {
                let q = child.reward / child.visits.max(1) as f64;
                score = ((2.0 * q - 1.0) * 10_000.0).round() as i32;
            }
            pv.extend(child.mv);
            n = best as usize;
        }
        let elapsed = start.elapsed();
        let secs = elapsed.as_secs_f64();
        SearchResult {
            best: pv.first().copied(),
            score,
            pv,
            depth,
            nodes: iterations,
            elapsed,
            nps: if secs > 0.0 {
                (iterations as f64 / secs) as u64
            } else {
                0
            },
        }
    }
}

/// Whether an outcome is a win for `side`.
fn wins<G: Searchable>(outcome: &Option<G::Outcome>, side: Side) -> bool {
    outcome.as_ref().is_some_and(|o| G::winner(o) == Some(side))
}

/// An outcome as South's reward: 1 won, ½ drawn or annulled, 0 lost.
fn south_reward<G: Searchable>(outcome: &G::Outcome) -> f64 {
    match G::value(outcome, Side::South).signum() {
        1 => 1.0,
        -1 => 0.0,
        _ => 0.5,
    }
}

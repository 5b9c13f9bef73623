//! Proof-number search: a best-first AND/OR search that grows its tree
//! where a proof (or a refutation) looks cheapest, with no depth bound.
//!
//! The tree holds no transpositions, so every node knows its own line and
//! the repetition rule is applied exactly as the rules state it: a position
//! (board and side to move) arising for the third time in the game,
//! counting the game before the root, annuls it, which W fails to win. A
//! proven win is a strategy that wins against every defence under the real
//! rules; a refuted one means the defender can always at least annul the
//! game.

use super::certificate::{Play, Replies, Strategy};
use super::{RepetitionKey, key};
use crate::Side;
use crate::omweso::{Position, Rules};

/// A proof or disproof number that can no longer fall (a loss, or a win,
/// settled).
const INFINITE: u32 = u32::MAX;

struct Node {
    pos: Position,
    parent: u32,
    /// The children are `first..first + count`, in the order of
    /// `Position::successors`; `count == 0` with a finite `pn` and `dn`:
    /// not expanded yet.
    first: u32,
    count: u32,
    /// Leaves to expand, at least, to prove that W wins from here.
    pn: u32,
    /// Leaves to expand, at least, to show that W does not.
    dn: u32,
}

/// What the best-first search settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// W wins against every defence.
    Won,
    /// W cannot force a win: the defender can at least annul the game.
    NotWon,
    /// The node budget ran out first.
    Open,
}

/// A search for a win of one side from a position and the game before it.
pub struct BestFirst<'a> {
    rules: &'a Rules,
    winner: Side,
    nodes: Vec<Node>,
    /// Boards of the game before the root (repetition keys).
    history: Vec<RepetitionKey>,
}

impl<'a> BestFirst<'a> {
    /// A search for a win of `winner` from `position`, the positions of
    /// `history` (the game before it) counting as seen.
    pub fn new(
        rules: &'a Rules,
        history: &[Position],
        position: Position,
        winner: Side,
    ) -> BestFirst<'a> {
        let leaf = Node {
            pos: position,
            parent: 0,
            first: 0,
            count: 0,
            pn: 1,
            dn: 1,
        };
        BestFirst {
            rules,
            winner,
            nodes: vec![leaf],
            history: history.iter().map(key).collect(),
        }
    }

    /// The side whose win is sought.
    pub fn winner(&self) -> Side {
        self.winner
    }

    /// Nodes in the tree.
    pub fn size(&self) -> usize {
        self.nodes.len()
    }

    /// Searches until the root is settled or the tree holds `max_nodes`.
    pub fn run(&mut self, max_nodes: usize) -> Verdict {
        let mut current = 0;
        while self.nodes[0].pn != 0 && self.nodes[0].dn != 0 {
            if self.nodes.len() >= max_nodes {
                return Verdict::Open;
            }
            let leaf = self.most_proving(current);
            self.expand(leaf);
            current = self.update_ancestors(leaf);
        }
        if self.nodes[0].pn == 0 {
            Verdict::Won
        } else {
            Verdict::NotWon
        }
    }

    /// The winning strategy of a search that returned [`Verdict::Won`]:
    /// where W moves, of the proven moves the one whose longest line is
    /// shortest; where the defender moves, every move. `None` before a win.
    pub fn strategy(&self) -> Option<Strategy> {
        if self.nodes[0].pn != 0 {
            return None;
        }
        Some(if self.w_moves(0) {
            Strategy::Play(self.play(0).0)
        } else {
            Strategy::Replies(self.replies(0).0)
        })
    }

    /// W's best proven move at a proven W `node`, and its longest line.
    fn play(&self, node: usize) -> (Play, u32) {
        let moves = self.nodes[node].pos.successors(self.rules);
        self.children(node)
            .zip(moves)
            .filter(|&(c, _)| self.nodes[c].pn == 0)
            .map(|(c, (mv, _, outcome))| match outcome {
                Some(_) => (Play { mv, replies: None }, 1),
                None => {
                    let (replies, plies) = self.replies(c);
                    let play = Play {
                        mv,
                        replies: Some(replies),
                    };
                    (play, plies + 1)
                }
            })
            .min_by_key(|(_, plies)| *plies)
            .expect("a proven node has a proven move")
    }

    /// Every defence at a proven defender `node`, each with W's answer, and
    /// the longest line.
    fn replies(&self, node: usize) -> (Replies, u32) {
        let moves = self.nodes[node].pos.successors(self.rules);
        let mut longest = 0;
        let replies = self
            .children(node)
            .zip(moves)
            .map(|(c, (mv, _, _))| {
                let (play, plies) = self.play(c);
                longest = longest.max(plies + 1);
                (mv, play)
            })
            .collect();
        (Replies(replies), longest)
    }

    fn w_moves(&self, node: usize) -> bool {
        self.nodes[node].pos.side() == self.winner
    }

    fn children(&self, node: usize) -> std::ops::Range<usize> {
        let n = &self.nodes[node];
        n.first as usize..(n.first + n.count) as usize
    }

    /// From `node` down to the leaf whose expansion moves the root most:
    /// where W moves, the child cheapest to prove; where the opponent
    /// moves, the child cheapest to refute.
    fn most_proving(&self, mut node: usize) -> usize {
        while self.nodes[node].count > 0 {
            let w = self.w_moves(node);
            node = self
                .children(node)
                .min_by_key(|&c| {
                    let c = &self.nodes[c];
                    if w { c.pn } else { c.dn }
                })
                .expect("an expanded node has children");
        }
        node
    }

    fn expand(&mut self, node: usize) {
        let pos = self.nodes[node].pos;
        let first = self.nodes.len() as u32;
        for (_, child, outcome) in pos.successors(self.rules) {
            // The third time a position arises annuls the game, before any
            // win counts (rules §4, item 1 first).
            let annulled = self.occurrences(node, &child) >= 2;
            let (pn, dn) = match outcome {
                _ if annulled => (INFINITE, 0),
                Some(o) if o.winner == Some(self.winner) => (0, INFINITE),
                // A loss or an annulled game.
                Some(_) => (INFINITE, 0),
                None => (1, 1),
            };
            self.nodes.push(Node {
                pos: child,
                parent: node as u32,
                first: 0,
                count: 0,
                pn,
                dn,
            });
        }
        let count = self.nodes.len() as u32 - first;
        let n = &mut self.nodes[node];
        n.first = first;
        n.count = count;
    }

    /// How often `child`'s board and side to move arose before it, on the
    /// line to `node` and in the game before the root.
    fn occurrences(&self, mut node: usize, child: &Position) -> usize {
        let k = key(child);
        let mut seen = 0;
        loop {
            seen += usize::from(key(&self.nodes[node].pos) == k);
            if node == 0 {
                return seen + self.history.iter().filter(|&&h| h == k).count();
            }
            node = self.nodes[node].parent as usize;
        }
    }

    /// Recomputes the numbers from `node` upwards while they change; the
    /// node where they stop changing is where the next descent starts.
    fn update_ancestors(&mut self, mut node: usize) -> usize {
        loop {
            let (pn, dn) = self.numbers(node);
            let n = &mut self.nodes[node];
            let changed = (n.pn, n.dn) != (pn, dn);
            (n.pn, n.dn) = (pn, dn);
            if node == 0 || (!changed && n.count > 0 && pn != 0 && dn != 0) {
                return node;
            }
            node = n.parent as usize;
        }
    }

    /// A node's numbers from its children's. With no children (no legal
    /// move: the game would have ended, so this does not occur) a node
    /// keeps its own.
    fn numbers(&self, node: usize) -> (u32, u32) {
        let n = &self.nodes[node];
        if n.count == 0 {
            return (n.pn, n.dn);
        }
        let (mut min, mut sum) = (INFINITE, 0u32);
        let w = self.w_moves(node);
        for c in self.children(node) {
            let c = &self.nodes[c];
            let (to_min, to_sum) = if w { (c.pn, c.dn) } else { (c.dn, c.pn) };
            min = min.min(to_min);
            sum = sum.saturating_add(to_sum);
        }
        if w { (min, sum) } else { (sum, min) }
    }
}

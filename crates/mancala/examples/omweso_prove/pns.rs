//! Proof-number search: a best-first AND/OR search that grows its tree
//! where a proof (or a refutation) looks cheapest, with no depth bound.
//!
//! The tree holds no transpositions, so every node knows its own line and
//! the repetition rule is applied exactly, as the rules state it rather
//! than as the depth-first search's stricter reading: a position (board
//! and side to move) arising for the third time in the game, counting the
//! game before the root, annuls it, which W fails to win. A proven win is
//! a strategy that wins against every defence under the real rules; a
//! refuted one means the defender can always at least annul the game.

use mancala::Side;
use mancala::omweso::{Move, Position, Rules};
use std::collections::HashMap;

/// A proof or disproof number that can no longer fall (a loss, or a win,
/// settled).
const INFINITE: u32 = u32::MAX;

struct Node {
    pos: Position,
    parent: u32,
    /// The children are `first..first + count`; `count == 0` with a finite
    /// `pn` and `dn`: not expanded yet.
    first: u32,
    count: u32,
    /// Leaves to expand, at least, to prove that W wins from here.
    pn: u32,
    /// Leaves to expand, at least, to show that W does not.
    dn: u32,
}

/// What the best-first search settled.
pub enum Verdict {
    /// W wins: W's first move (when W is to move at the root), and the
    /// longest line of the proof in plies.
    Won { first: Option<Move>, plies: u32 },
    /// W cannot force a win: the defender can at least annul the game.
    NotWon,
    /// The node budget ran out first.
    Open,
}

pub struct BestFirst<'a> {
    rules: &'a Rules,
    winner: Side,
    nodes: Vec<Node>,
    /// Boards of the game before the root (repetition keys).
    history: Vec<RepetitionKey>,
}

/// A position's board and side to move, as the repetition rule compares them.
pub type RepetitionKey = ([u8; 16], [u8; 16], Side);

pub fn key(pos: &Position) -> RepetitionKey {
    let (pits, side) = pos.repetition_key();
    (pits[0], pits[1], side)
}

impl<'a> BestFirst<'a> {
    /// A search for a win of `winner` from `game`'s last position, the
    /// earlier ones counting as seen.
    pub fn new(rules: &'a Rules, game: &[Position], winner: Side) -> BestFirst<'a> {
        let (root, history) = game.split_last().expect("a position");
        let leaf = Node {
            pos: *root,
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
        if self.nodes[0].dn == 0 {
            return Verdict::NotWon;
        }
        let root = &self.nodes[0];
        let first = self.w_moves(0).then(|| {
            let best = (root.first..root.first + root.count)
                .find(|&c| self.nodes[c as usize].pn == 0)
                .expect("a proven root has a proven child");
            root.pos.successors(self.rules)[(best - root.first) as usize].0
        });
        Verdict::Won {
            first,
            plies: self.proof_plies(0),
        }
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
                // A loss, a draw or an annulled game.
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

    /// Checks a proof afresh, trusting none of the search's numbers but
    /// "proven" to pick W's move: each node's children are its successors
    /// as the rules give them, every defence is there, every line ends in a
    /// win for W, and no position arises a third time on it (counted anew,
    /// with the game before the root). Returns the positions checked.
    pub fn check_proof(&self) -> Result<u64, String> {
        let mut seen: HashMap<RepetitionKey, u32> = HashMap::new();
        for k in self.history.iter().chain([&key(&self.nodes[0].pos)]) {
            *seen.entry(*k).or_default() += 1;
        }
        let mut checked = 0;
        self.check_node(0, &mut seen, &mut checked)?;
        Ok(checked)
    }

    fn check_node(
        &self,
        node: usize,
        seen: &mut HashMap<RepetitionKey, u32>,
        checked: &mut u64,
    ) -> Result<(), String> {
        *checked += 1;
        let n = &self.nodes[node];
        let successors = n.pos.successors(self.rules);
        if n.count as usize != successors.len() {
            return Err(format!("{}: not every move is in the tree", n.pos));
        }
        let mut children: Vec<usize> = self.children(node).collect();
        if self.w_moves(node) {
            children.retain(|&c| self.nodes[c].pn == 0);
            children.truncate(1);
            if children.is_empty() {
                return Err(format!("{}: no proven move for {}", n.pos, self.winner));
            }
        }
        for c in children {
            let (_, pos, outcome) = &successors[c - n.first as usize];
            if *pos != self.nodes[c].pos {
                return Err(format!("{}: a child is not its move's position", n.pos));
            }
            if seen.get(&key(pos)).is_some_and(|&times| times >= 2) {
                return Err(format!("{pos}: arises a third time"));
            }
            match outcome {
                Some(o) if o.winner == Some(self.winner) => {}
                Some(_) => return Err(format!("{pos}: the game ends without a win")),
                None if self.nodes[c].count == 0 => {
                    return Err(format!("{pos}: a line of the proof stops here"));
                }
                None => {
                    *seen.entry(key(pos)).or_default() += 1;
                    self.check_node(c, seen, checked)?;
                    *seen.get_mut(&key(pos)).expect("just counted") -= 1;
                }
            }
        }
        Ok(())
    }

    /// The longest line of the proof below a proven `node`, in plies, W
    /// taking its shortest proven move.
    fn proof_plies(&self, node: usize) -> u32 {
        let n = &self.nodes[node];
        if n.count == 0 {
            return 0;
        }
        let proven = self.children(node).filter(|&c| self.nodes[c].pn == 0);
        let depths = proven.map(|c| 1 + self.proof_plies(c));
        if self.w_moves(node) {
            depths.min().expect("a proven node has a proven child")
        } else {
            depths.max().expect("a proven node has children")
        }
    }
}

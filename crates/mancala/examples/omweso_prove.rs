//! Proves that the side to move wins an Omweso position within a number of
//! moves, by an exhaustive AND/OR search over the engine's exact rules (no
//! evaluation, no presumption about long relays: every successor comes from
//! `Position::successors`, which decides never-ending moves exactly).
//!
//! `cargo run --release -p mancala --example omweso_prove -- <max plies>
//! '<position>'...` (each argument may be the game so far,
//! `'<earlier>|…|<position>'`, so that boards of the history count as seen)
//! deepens 1, 3, 5, … plies up to the maximum and prints,
//! for each position, the first depth at which the win is proven, or that
//! none was found within the maximum.
//!
//! What "proven" means: the winner W has a strategy such that every line of
//! play ends, within that many plies, with a game result that W wins; every
//! move of the other side is tried, an annulled game (a never-ending move)
//! counts as a failure for W, and so does any board (with side to move)
//! that repeats on a line, so no third repetition can occur on any line
//! of the strategy (boards never repeat on it). Only failures are cached,
//! which can cost a proof but never make a false one.

use mancala::Side;
use mancala::omweso::{Move, Position, Rules};
use std::collections::HashMap;
use std::time::Instant;

struct Prover {
    rules: Rules,
    winner: Side,
    /// Positions where W was shown not to win within this many plies.
    failed: HashMap<Position, u32>,
    /// The move that last proved a W node or refuted an opponent node.
    hint: HashMap<Position, Move>,
    nodes: u64,
}

impl Prover {
    /// Does W win from `pos` within `plies` plies? `path`: the boards of
    /// the line so far (repetition keys), the position itself included.
    fn wins(
        &mut self,
        pos: &Position,
        plies: u32,
        path: &mut Vec<([u8; 16], [u8; 16], Side)>,
    ) -> bool {
        if plies == 0 || self.failed.get(pos).is_some_and(|&d| d >= plies) {
            return false;
        }
        self.nodes += 1;
        let mut children = pos.successors(&self.rules);
        let w_moves = pos.side() == self.winner;
        let hint = self.hint.get(pos).copied();
        // W first tries the hinted move, then those leaving the opponent
        // fewest seeds; the opponent the hinted refutation, then those
        // leaving W fewest seeds.
        let victim = if w_moves {
            self.winner.opponent()
        } else {
            self.winner
        };
        children.sort_by_key(|(mv, p, o)| {
            let decided = match o {
                Some(o) if o.winner == Some(self.winner) => 0,
                Some(_) => 0,
                None => 1,
            };
            (Some(*mv) != hint, decided, p.total(victim))
        });
        for (mv, child, outcome) in children {
            let child_wins = match outcome {
                Some(o) => o.winner == Some(self.winner),
                None => {
                    let key = child.repetition_key();
                    let key = (key.0[0], key.0[1], key.1);
                    if path.contains(&key) {
                        false
                    } else {
                        path.push(key);
                        let w = self.wins(&child, plies - 1, path);
                        path.pop();
                        w
                    }
                }
            };
            if w_moves && child_wins {
                self.hint.insert(*pos, mv);
                return true;
            }
            if !w_moves && !child_wins {
                self.hint.insert(*pos, mv);
                let d = self.failed.entry(*pos).or_insert(0);
                *d = (*d).max(plies);
                return false;
            }
        }
        if w_moves {
            let d = self.failed.entry(*pos).or_insert(0);
            *d = (*d).max(plies);
        }
        !w_moves
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((max, positions)) = args.split_first() else {
        eprintln!("usage: omweso_prove <max plies> '<position>'...");
        std::process::exit(2);
    };
    let max: u32 = max.parse().expect("max plies: a number");
    for text in positions {
        let game: Vec<Position> = text
            .split('|')
            .map(|t| t.trim().parse().expect("a position"))
            .collect();
        let pos = *game.last().unwrap();
        let mut prover = Prover {
            rules: Rules::default(),
            winner: pos.side(),
            failed: HashMap::new(),
            hint: HashMap::new(),
            nodes: 0,
        };
        let start = Instant::now();
        let mut path: Vec<_> = game
            .iter()
            .map(|p| {
                let key = p.repetition_key();
                (key.0[0], key.0[1], key.1)
            })
            .collect();
        let mut proven = None;
        for plies in (1..=max).step_by(2) {
            if prover.wins(&pos, plies, &mut path) {
                proven = Some(plies);
                break;
            }
            eprintln!(
                "  {text}: no win within {plies} plies ({} nodes, {:.1} s)",
                prover.nodes,
                start.elapsed().as_secs_f64()
            );
        }
        let verdict = match proven {
            Some(p) => format!(
                "{} wins within {p} plies, first move {}",
                prover.winner, prover.hint[&pos]
            ),
            None => {
                // Each first move with the answer that refuted it last.
                let answers: Vec<String> = pos
                    .successors(&prover.rules)
                    .iter()
                    .map(|(mv, child, _)| match prover.hint.get(child) {
                        Some(answer) => format!("{mv} {answer}"),
                        None => format!("{mv} (ends the game)"),
                    })
                    .collect();
                format!(
                    "no win for {} within {max} plies (refutations: {})",
                    prover.winner,
                    answers.join(", ")
                )
            }
        };
        println!(
            "{text}: {verdict} ({} nodes, {:.1} s)",
            prover.nodes,
            start.elapsed().as_secs_f64()
        );
    }
}

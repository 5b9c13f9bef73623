//! Regenerates Oware's opening book (`data/oware-book.txt`) from our own
//! searches: every position of the first `plies` plies from the start (all
//! moves of both sides), each searched afresh with a node budget, so that
//! the book is the same on every machine.
//!
//! ```text
//! cargo run --release -p mancala --example book -- [plies] [nodes] > crates/mancala/data/oware-book.txt
//! ```
//!
//! The defaults (4 plies, 5,000,000 nodes a position: 259 positions) are
//! what the shipped book was built with; AI_STRENGTH.md says how long it took.

use mancala::ai::{SearchLimits, Searcher, describe_score};
use mancala::game::{Game, Oware};
use mancala::oware::{Position, Rules};
use std::collections::HashSet;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let plies: usize = args.first().map_or(4, |a| a.parse().expect("plies"));
    let nodes: u64 = args.get(1).map_or(5_000_000, |a| a.parse().expect("nodes"));
    let rules = Rules::default();
    let start = Instant::now();
    // Breadth first: the positions of each ply, once each.
    let mut layer = vec![Position::start()];
    let mut seen = HashSet::new();
    println!(
        "# Oware opening book: the first {plies} plies, each position searched with {nodes} nodes."
    );
    println!("# Regenerate: cargo run --release -p mancala --example book -- {plies} {nodes}");
    println!("# <position> | <move> | <score for the mover> <depth>");
    for ply in 0..plies {
        let mut next = Vec::new();
        for pos in layer {
            if !seen.insert(pos) || Oware::outcome(&pos, &rules).is_some() {
                continue;
            }
            let mut searcher = Searcher::<Oware>::new(rules.clone());
            let r = searcher.search(&pos, &[], &SearchLimits::nodes(nodes), None);
            let Some(best) = r.best else { continue };
            println!(
                "{pos} | {best} | {} {}",
                describe_score::<Oware>(r.score),
                r.depth
            );
            eprintln!(
                "ply {ply}: {pos} {best} depth {} ({:.0} s)",
                r.depth,
                start.elapsed().as_secs_f64()
            );
            for (_, child, outcome) in Oware::successors(&pos, &rules) {
                if outcome.is_none() {
                    next.push(child);
                }
            }
        }
        layer = next;
    }
}

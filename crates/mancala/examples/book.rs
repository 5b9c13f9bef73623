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
//! what the shipped book's first part was built with.
//!
//! `grow` then deepens it along the lines games take:
//!
//! ```text
//! cargo run --release -p mancala --example book -- grow <book> <lines> <plies> <nodes> <seed> [records…]
//! ```
//!
//! prints the book, then every position it lacks among the first `plies`
//! plies of `lines` self-play lines (each move drawn, with the seed, among
//! those a 200,000-node search rates within a seed of the best, so the
//! lines branch where the choice is close) and of the games in the record
//! files (lines with `moves: <letters>` as `examples/uci_match.rs` prints
//! them, Aualé's letters: the lines real opponents play), each searched
//! with `nodes` nodes. AI_STRENGTH.md gives the commands the shipped book
//! was built with and how long they took.
//!
//! `coverage <book> <records…>` says how far into those games the book
//! reaches: for each game, the plies from the start whose positions it
//! knows, without a gap.

use mancala::ai::{SearchLimits, Searcher, describe_score};
use mancala::game::{Game, Oware};
use mancala::oware::{Move, Position, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("grow") => return grow(&args[1..]),
        Some("coverage") => return coverage(&args[1..]),
        _ => {}
    }
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

/// Where a self-play line may go: a move within this of the best (a seed).
const LINE_MARGIN: i32 = 100;
/// The search that rates a line's choices.
const LINE_NODES: u64 = 200_000;

fn grow(args: &[String]) {
    let [book_path, lines, plies, nodes, seed, records @ ..] = args else {
        panic!("usage: book grow <book> <lines> <plies> <nodes> <seed> [records…]");
    };
    let number = |s: &String| s.parse::<u64>().expect("a number");
    let (lines, plies, nodes, seed) = (
        number(lines),
        number(plies) as usize,
        number(nodes),
        number(seed),
    );
    let rules = Rules::default();
    let text = std::fs::read_to_string(book_path).expect("the book");
    let book = mancala::ai::Book::<Oware>::parse(&text, &rules).expect("a valid book");
    print!("{text}");
    println!(
        "# Grown along {lines} self-play lines and {} record file(s), {plies} plies, {nodes} nodes a position, seed {seed}:",
        records.len()
    );
    println!(
        "#   cargo run --release -p mancala --example book -- grow <book> {lines} {plies} {nodes} {seed} {}",
        records.join(" ")
    );
    let start = Instant::now();
    let mut seen: HashSet<Position> = HashSet::new();
    let mut add = |pos: &Position, history: &[Position]| {
        if book.get(pos).is_some() || !seen.insert(*pos) {
            return;
        }
        let mut searcher = Searcher::<Oware>::new(rules.clone());
        let r = searcher.search(pos, history, &SearchLimits::nodes(nodes), None);
        if let Some(best) = r.best {
            println!(
                "{pos} | {best} | {} {}",
                describe_score::<Oware>(r.score),
                r.depth
            );
            eprintln!(
                "{} positions: {pos} {best} depth {} ({:.0} s)",
                seen.len(),
                r.depth,
                start.elapsed().as_secs_f64()
            );
        }
    };
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut rater = Searcher::<Oware>::new(rules.clone());
    for _ in 0..lines {
        let mut history = Vec::new();
        let mut pos = Position::start();
        for _ in 0..plies {
            if Oware::outcome(&pos, &rules).is_some() {
                break;
            }
            add(&pos, &history);
            let (scores, _) =
                rater.root_scores(&pos, &history, &SearchLimits::nodes(LINE_NODES), None);
            let best = scores.iter().map(|(_, s)| *s).max().unwrap_or(0);
            let near: Vec<Move> = scores
                .iter()
                .filter(|(_, s)| *s >= best - LINE_MARGIN)
                .map(|(c, _)| c.mv)
                .collect();
            let Some(&mv) = near.get(rng.random_range(0..near.len().max(1))) else {
                break;
            };
            history.push(pos);
            pos = pos.apply(&rules, mv);
        }
    }
    for game in recorded_games(records, &rules) {
        for (i, pos) in game.iter().take(plies).enumerate() {
            add(pos, &game[..i]);
        }
    }
}

/// The games of match logs (`moves: <letters>` lines, in Aualé's letters):
/// for each, the positions a move was played from, in order.
fn recorded_games(records: &[String], rules: &Rules) -> Vec<Vec<Position>> {
    let mut games = Vec::new();
    for path in records {
        let text = std::fs::read_to_string(path).expect("a record file");
        for line in text
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("moves:"))
        {
            let mut played = Vec::new();
            let mut pos = Position::start();
            for letter in line.chars().filter(char::is_ascii_alphabetic) {
                let house = letter.to_ascii_lowercase() as u8 - b'a';
                let Some(mv) = Move::new(house).filter(|mv| pos.is_legal(*mv)) else {
                    break;
                };
                if Oware::outcome(&pos, rules).is_some() {
                    break;
                }
                played.push(pos);
                pos = pos.apply(rules, mv);
            }
            games.push(played);
        }
    }
    games
}

fn coverage(args: &[String]) {
    let [book_path, records @ ..] = args else {
        panic!("usage: book coverage <book> <records…>");
    };
    let rules = Rules::default();
    let text = std::fs::read_to_string(book_path).expect("the book");
    let book = mancala::ai::Book::<Oware>::parse(&text, &rules).expect("a valid book");
    let mut reach: Vec<usize> = recorded_games(records, &rules)
        .iter()
        .map(|game| game.iter().take_while(|p| book.get(p).is_some()).count())
        .collect();
    reach.sort_unstable();
    let games = reach.len().max(1);
    println!(
        "{} games: the book knows the first {} plies at the median, {:.1} on average (fewest {}, most {})",
        reach.len(),
        reach.get(reach.len() / 2).copied().unwrap_or(0),
        reach.iter().sum::<usize>() as f64 / games as f64,
        reach.first().copied().unwrap_or(0),
        reach.last().copied().unwrap_or(0),
    );
}

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
//! with `nodes` nodes. crates/mancala/docs/notes/ai-strength-lab-notes.md gives the commands the shipped book
//! was built with and how long they took.
//!
//! `tree` grows it where a game from the start can go against a strong
//! opponent:
//!
//! ```text
//! cargo run --release -p mancala --example book -- tree <book> <plies> <nodes> <margin> <replies> [S|N]
//! ```
//!
//! prints the book, then, for each side in turn as ours (or the one given:
//! the two sides add different positions, so two processes can share the
//! work), every position of ours among the first `plies` plies that the
//! book lacks, searched with `nodes` nodes, following our book move and, for the opponent, up to
//! `replies` moves that a 200,000-node search rates within `margin`
//! hundredths of a seed of its best (the moves a strong player might
//! make; the others are mistakes the search punishes anyway).
//!
//! `coverage <book> <records…>` says how far into those games the book
//! reaches: for each game, the moves of ours (side A in the record) that it
//! answers before the first it does not, and the plies from the start whose
//! positions it knows, without a gap.

use mancala::ai::{Book, SearchLimits, Searcher, describe_score};
use mancala::game::{Game, Oware};
use mancala::oware::{Move, Position, Rules};
use mancala::side::Side;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("grow") => return grow(&args[1..]),
        Some("tree") => return tree(&args[1..]),
        Some("coverage") => return coverage(&args[1..]),
        _ => {}
    }
    let plies = args.first().map_or(4, |a| number(a)) as usize;
    let nodes = args.get(1).map_or(5_000_000, |a| number(a));
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
            let Some((best, depth)) = search_entry(&rules, &pos, &[], nodes) else {
                continue;
            };
            eprintln!(
                "ply {ply}: {pos} {best} depth {depth} ({:.0} s)",
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

/// Searches `pos` afresh with `nodes` nodes (so the book is the same on
/// every machine) and prints its book line: the move and the depth reached.
fn search_entry(
    rules: &Rules,
    pos: &Position,
    history: &[Position],
    nodes: u64,
) -> Option<(Move, u32)> {
    let mut searcher = Searcher::<Oware>::new(rules.clone());
    let r = searcher.search(pos, history, &SearchLimits::nodes(nodes), None);
    let best = r.best?;
    println!(
        "{pos} | {best} | {} {}",
        describe_score::<Oware>(r.score),
        r.depth
    );
    Some((best, r.depth))
}

const USAGE: &str = "usage: book [<plies> <nodes>] | book grow <book> <lines> <plies> <nodes> <seed> [records…] \
     | book tree <book> <plies> <nodes> <margin> <replies> [S|N] | book coverage <book> <records…>";

/// Stops with a one-line message and the usage: bad input is not a panic.
fn fail(problem: &str) -> ! {
    eprintln!("book: {problem}\n{USAGE}");
    std::process::exit(2);
}

fn number(text: &str) -> u64 {
    text.parse()
        .unwrap_or_else(|_| fail(&format!("{text:?} is not a number")))
}

fn read_text(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {path:?}: {e}")))
}

/// Reads and checks a book: its text and the book.
fn load_book(path: &str, rules: &Rules) -> (String, Book<Oware>) {
    let text = read_text(path);
    match Book::<Oware>::parse(&text, rules) {
        Ok(book) => (text, book),
        Err(e) => fail(&format!(
            "{path:?} is not a valid book: {}",
            e.escape_debug()
        )),
    }
}

/// Reads the book to grow and prints it: what is grown is printed after it.
fn read_book(path: &str, rules: &Rules) -> Book<Oware> {
    let (text, book) = load_book(path, rules);
    print!("{text}");
    book
}

/// Where a self-play line may go: a move within this of the best (a seed).
const LINE_MARGIN: i32 = 100;
/// The search that rates a line's choices.
const LINE_NODES: u64 = 200_000;

fn grow(args: &[String]) {
    let [book_path, lines, plies, nodes, seed, records @ ..] = args else {
        fail("grow needs a book, lines, plies, nodes and a seed");
    };
    let (lines, plies, nodes, seed) = (
        number(lines),
        number(plies) as usize,
        number(nodes),
        number(seed),
    );
    let rules = Rules::default();
    let book = read_book(book_path, &rules);
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
        if let Some((best, depth)) = search_entry(&rules, pos, history, nodes) {
            eprintln!(
                "{} positions: {pos} {best} depth {depth} ({:.0} s)",
                seen.len(),
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
            pos = pos.apply_unchecked(&rules, mv);
        }
    }
    for game in recorded_games(records, &rules) {
        for (i, pos) in game.positions.iter().take(plies).enumerate() {
            add(pos, &game.positions[..i]);
        }
    }
}

fn tree(args: &[String]) {
    let [book_path, plies, nodes, margin, replies, sides @ ..] = args else {
        fail("tree needs a book, plies, nodes, a margin and replies");
    };
    let ours: Vec<Side> = match sides {
        [] => Side::BOTH.to_vec(),
        [side] => vec![
            side.parse()
                .unwrap_or_else(|_| fail(&format!("{side:?} is not a side (S or N)"))),
        ],
        _ => fail("one side at most"),
    };
    let rules = Rules::default();
    let mut grower = TreeGrower {
        book: read_book(book_path, &rules),
        rater: Searcher::<Oware>::new(rules.clone()),
        rules,
        plies: number(plies) as usize,
        nodes: number(nodes),
        margin: number(margin) as i32,
        replies: number(replies) as usize,
        visited: HashSet::new(),
        added: 0,
        start: Instant::now(),
    };
    println!(
        "# Grown for games from the start, {} plies, {} nodes a position of ours, opponent replies within {} of the best, at most {}:",
        grower.plies, grower.nodes, grower.margin, grower.replies
    );
    println!(
        "#   cargo run --release -p mancala --example book -- tree <book> {} {} {} {}",
        grower.plies, grower.nodes, grower.margin, grower.replies
    );
    for side in ours {
        grower.walk(&Position::start(), &mut Vec::new(), side);
    }
}

struct TreeGrower {
    rules: Rules,
    /// The book so far, new positions included.
    book: Book<Oware>,
    plies: usize,
    nodes: u64,
    margin: i32,
    replies: usize,
    /// Rates the opponent's replies. It keeps its table from one position
    /// to the next, so its ratings depend on the walk: the same command
    /// grows the same book, another depth a slightly different one.
    rater: Searcher<Oware>,
    /// Positions already walked from, with the side that was ours.
    visited: HashSet<(Position, Side)>,
    added: usize,
    start: Instant,
}

impl TreeGrower {
    fn walk(&mut self, pos: &Position, history: &mut Vec<Position>, ours: Side) {
        if history.len() >= self.plies
            || Oware::outcome(pos, &self.rules).is_some()
            || !self.visited.insert((*pos, ours))
        {
            return;
        }
        let moves = if pos.side() == ours {
            self.our_move(pos, history).into_iter().collect()
        } else {
            self.likely_replies(pos, history)
        };
        for mv in moves {
            history.push(*pos);
            self.walk(&pos.apply_unchecked(&self.rules, mv), history, ours);
            history.pop();
        }
    }

    /// The book's move, searched and added when the book lacks it.
    fn our_move(&mut self, pos: &Position, history: &[Position]) -> Option<Move> {
        if let Some(mv) = self.book.get(pos) {
            return Some(mv);
        }
        let (best, depth) = search_entry(&self.rules, pos, history, self.nodes)?;
        self.book.insert(*pos, best);
        self.added += 1;
        eprintln!(
            "{} positions: ply {} {pos} {best} depth {depth} ({:.0} s)",
            self.added,
            history.len(),
            self.start.elapsed().as_secs_f64()
        );
        Some(best)
    }

    /// The opponent's moves worth preparing for, best first.
    fn likely_replies(&mut self, pos: &Position, history: &[Position]) -> Vec<Move> {
        let (mut scores, _) =
            self.rater
                .root_scores(pos, history, &SearchLimits::nodes(LINE_NODES), None);
        scores.sort_by_key(|(_, s)| -s);
        let best = scores.first().map_or(0, |(_, s)| *s);
        scores
            .iter()
            .filter(|(_, s)| *s >= best - self.margin)
            .take(self.replies)
            .map(|(c, _)| c.mv)
            .collect()
    }
}

/// A game of a match log: the positions a move was played from, in order,
/// and the side player A had, when the log says.
struct RecordedGame {
    positions: Vec<Position>,
    a_side: Option<Side>,
}

/// The games of match logs (`moves: <letters>` lines, in Aualé's letters,
/// each after the `… A is S, …` line `examples/uci_match.rs` prints).
fn recorded_games(records: &[String], rules: &Rules) -> Vec<RecordedGame> {
    let mut games = Vec::new();
    for path in records {
        let text = read_text(path);
        let mut a_side = None;
        for line in text.lines() {
            if let Some((_, rest)) = line.split_once("A is ") {
                a_side = rest.get(..1).and_then(|s| s.parse::<Side>().ok());
            }
            let Some(letters) = line.trim_start().strip_prefix("moves:") else {
                continue;
            };
            let mut positions = Vec::new();
            let mut pos = Position::start();
            for letter in letters.chars().filter(char::is_ascii_alphabetic) {
                let house = letter.to_ascii_lowercase() as u8 - b'a';
                let Some(mv) = Move::new(house).filter(|mv| pos.is_legal(*mv)) else {
                    break;
                };
                if Oware::outcome(&pos, rules).is_some() {
                    break;
                }
                positions.push(pos);
                pos = pos.apply_unchecked(rules, mv);
            }
            games.push(RecordedGame {
                positions,
                a_side: a_side.take(),
            });
        }
    }
    games
}

fn coverage(args: &[String]) {
    let [book_path, records @ ..] = args else {
        fail("coverage needs a book");
    };
    let rules = Rules::default();
    let (_, book) = load_book(book_path, &rules);
    let games = recorded_games(records, &rules);
    // Positions the book knows before the first it does not.
    let known = |positions: &mut dyn Iterator<Item = &Position>| {
        positions.take_while(|p| book.get(p).is_some()).count()
    };
    let plies: Vec<usize> = games
        .iter()
        .map(|g| known(&mut g.positions.iter()))
        .collect();
    report("plies from the start", plies);
    let ours: Vec<usize> = games
        .iter()
        .filter_map(|g| {
            let a = g.a_side?;
            Some(known(&mut g.positions.iter().filter(|p| p.side() == a)))
        })
        .collect();
    report("moves of player A", ours);
}

/// One line: how far the book reached, over the games.
fn report(what: &str, mut reach: Vec<usize>) {
    reach.sort_unstable();
    let games = reach.len().max(1);
    println!(
        "{} games: the book knows the first {} {what} at the median, {:.1} on average (fewest {}, most {})",
        reach.len(),
        reach.get(reach.len() / 2).copied().unwrap_or(0),
        reach.iter().sum::<usize>() as f64 / games as f64,
        reach.first().copied().unwrap_or(0),
        reach.last().copied().unwrap_or(0),
    );
}

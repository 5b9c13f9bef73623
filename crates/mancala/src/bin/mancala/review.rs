//! `review`: a recorded game judged move by move, for people (a table and
//! words) or programs (`--json`).

use crate::args::Args;
use mancala::Side;
use mancala::ai::Searchable;
use mancala::ai::{MAX_THREADS, SearchLimits, describe_score};
use mancala::game::{Omweso, Oware};
use mancala::games::GameId;
use mancala::review::{self, Class, Review, words};
use std::time::Instant;

pub fn run(game: GameId, rest: &[String], args: &Args) -> Result<(), String> {
    let [path] = rest else {
        return Err("review takes one record file (the game's record JSON)".into());
    };
    let limits = limits(args)?;
    let threads = threads(args, &limits)?;
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path:?}: {e}"))?;
    let json = args.has("json");
    match game {
        GameId::Omweso => review_game::<Omweso>(path, &bytes, limits, threads, json),
        GameId::Oware => review_game::<Oware>(path, &bytes, limits, threads, json),
    }
}

/// `--movetime MS` or `--nodes N` (the same review on every machine).
fn limits(args: &Args) -> Result<SearchLimits, String> {
    let movetime: Option<u64> = args.count("movetime")?;
    let nodes: Option<u64> = args.count("nodes")?;
    match (movetime, nodes) {
        (Some(_), Some(_)) => Err("give --movetime or --nodes, not both".into()),
        (Some(0), _) => Err("--movetime must be at least 1 ms".into()),
        (_, Some(0)) => Err("--nodes must be at least 1".into()),
        (None, Some(n)) => Ok(SearchLimits::nodes(n)),
        (ms, None) => Ok(SearchLimits::movetime(
            ms.unwrap_or(review::DEFAULT_MOVETIME_MS),
        )),
    }
}

/// `--threads N`: the positions are shared out among N threads. By
/// default every core (at most eight) under a time budget, and one under a node budget, so
/// that a review by nodes is the same on every machine.
fn threads(args: &Args, limits: &SearchLimits) -> Result<usize, String> {
    match args.count::<usize>("threads")? {
        None if limits.nodes.is_some() => Ok(1),
        None => Ok(review::default_threads()),
        Some(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        Some(n) => Err(format!("--threads: {n} is not 1 to {MAX_THREADS}")),
    }
}

fn review_game<G: Searchable>(
    path: &str,
    bytes: &[u8],
    limits: SearchLimits,
    threads: usize,
    json: bool,
) -> Result<(), String> {
    let record = G::parse_record(bytes).map_err(|e| {
        format!(
            "{path:?} is not {} {} record: {e}",
            article(G::NAME),
            G::NAME
        )
    })?;
    let start = Instant::now();
    // Progress for a person watching, not for a log.
    let tty = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let review = review::review::<G>(&record, limits, threads, None, |done, all| {
        if tty {
            eprint!("\ranalysed {done} of {all} positions");
        }
    });
    if tty {
        eprintln!();
    }
    let elapsed = start.elapsed().as_secs_f64();
    let winner = G::recorded(&record).result.and_then(|o| G::winner(&o));
    let turning = review.turning_point(winner);
    if json {
        return print_json(&record, &review, turning, elapsed);
    }
    print_table(&record, &review, turning, &limits);
    let nodes: u64 = review.positions.iter().map(|p| p.nodes).sum();
    out!(
        "time: {elapsed:.1} s for {} positions, {nodes} nodes; '=' marks an exact loss",
        review.positions.len()
    );
    Ok(())
}

/// The review for people: a line a move, with words where a move needs
/// them, the turning point and each side's moves by class.
fn print_table<G: Searchable>(
    record: &G::Record,
    review: &Review<G>,
    turning: Option<&review::MoveReview<G>>,
    limits: &SearchLimits,
) {
    out!(
        "review of {} {} game: {} moves, {}; {}",
        article(G::NAME),
        G::NAME,
        G::recorded(record).moves.len(),
        result_words::<G>(record),
        budget_words(limits)
    );
    out!("move  side   played    class        loss  best      value");
    for m in &review.moves {
        out!(
            "{:>4}  {:<5}  {:<8}  {:<10}  {:>5.1}{} {:<8}  {}",
            m.index + 1,
            side_name(m.mover),
            m.played.to_string(),
            m.class.name(),
            m.loss,
            if m.exact { "=" } else { " " },
            m.best.to_string(),
            describe_score::<G>(m.best_score)
        );
        if let Some(why) = words::explanation(m) {
            out!("      {why}");
        }
    }
    if let Some(m) = turning {
        out!("{}", words::turning_point(m));
    }
    for side in Side::BOTH {
        out!(
            "{}: {}",
            side_name(side),
            counts_words(&review.counts(side))
        );
    }
}

fn article(name: &str) -> &'static str {
    if name.starts_with('o') { "an" } else { "a" }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

fn result_words<G: Searchable>(record: &G::Record) -> String {
    match G::recorded(record).result {
        None => "not finished".into(),
        Some(outcome) => {
            let end = G::ending(&outcome);
            match end.winner {
                Some(w) => format!("{} won ({}, {})", side_name(w), end.kind, end.points),
                None => format!("no winner ({})", end.kind),
            }
        }
    }
}

fn budget_words(limits: &SearchLimits) -> String {
    match (limits.movetime, limits.nodes) {
        (_, Some(n)) => format!("{n} nodes a position"),
        (Some(t), _) => format!("{} ms a position", t.as_millis()),
        _ => "unlimited".into(),
    }
}

fn counts_words(counts: &[usize; 5]) -> String {
    Class::ALL
        .iter()
        .zip(counts)
        .map(|(c, n)| format!("{n} {}", c.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn print_json<G: Searchable>(
    record: &G::Record,
    review: &Review<G>,
    turning: Option<&review::MoveReview<G>>,
    elapsed: f64,
) -> Result<(), String> {
    let moves: Vec<serde_json::Value> = review
        .moves
        .iter()
        .map(|m| {
            let mut value = serde_json::to_value(m).map_err(|e| e.to_string())?;
            value["words"] = words::explanation(m).into();
            Ok(value)
        })
        .collect::<Result<_, String>>()?;
    let report = serde_json::json!({
        "game": G::NAME,
        "result": G::recorded(record).result.map(|o| G::ending(&o)),
        "moves": moves,
        "positions": review.positions,
        "advantage": review.advantage(),
        "turning_point": turning.map(|m| m.index),
        "turning_point_words": turning.map(words::turning_point),
        "seconds": elapsed,
    });
    out!(
        "{}",
        serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?
    );
    Ok(())
}

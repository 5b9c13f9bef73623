//! Self-play tuning of the evaluation weights, and quick matches.
//!
//! ```text
//! cargo run --release -p mancala --example tune -- match <game> <specA> <specB> <games> [seed]
//! cargo run --release -p mancala --example tune -- weights <game> <a,b,..> <a,b,..> <nodes> <games> [seed]
//! cargo run --release -p mancala --example tune -- tune <game> <nodes> <games> <rounds> [seed]
//! cargo run --release -p mancala --example tune -- timing <game> <spec> <games> [seed]
//! ```
//!
//! `tune` is coordinate ascent: each round tries every weight up and down by
//! a step, the candidate at `nodes` against the current best at twice the
//! nodes (colours swapped in pairs, the same precomputed openings in every
//! trial), and keeps a change that scores 5 points above the current best's
//! own score in that match; steps halve after a round without improvement.
//! What was run and what came out is recorded in `crates/mancala/docs/notes/ai-strength-lab-notes.md`.

use mancala::ai::arena::{MatchOptions, Opening, Seat, Tally, opening, play_match, play_players};
use mancala::ai::{ComputerPlayer, ComputerSpec, Level, LevelSettings, SearchLimits, Searcher};
use mancala::ai::{Searchable, Weights};
use mancala::game::{Omweso, Oware};
use mancala::omweso::OmwesoWeights;
use mancala::oware::OwareWeights;
use std::time::Instant;

/// The example's own view of a game's weights, as a vector to step through.
trait Tunable: Searchable {
    fn to_vec(w: &Weights<Self>) -> Vec<i32>;
    fn from_vec(v: &[i32]) -> Weights<Self>;
}

impl Tunable for Omweso {
    fn to_vec(w: &OmwesoWeights) -> Vec<i32> {
        w.to_vec()
    }
    fn from_vec(v: &[i32]) -> OmwesoWeights {
        OmwesoWeights::from_slice(v).expect("7 weights")
    }
}

impl Tunable for Oware {
    fn to_vec(w: &OwareWeights) -> Vec<i32> {
        w.to_vec()
    }
    fn from_vec(v: &[i32]) -> OwareWeights {
        OwareWeights::from_slice(v).expect("7 weights")
    }
}

fn settings(nodes: u64) -> LevelSettings {
    LevelSettings {
        limits: SearchLimits::nodes(nodes),
        noise: 0,
        miss_captures: 0,
        table_bytes: 4 << 20,
    }
}

/// Six random opening moves: deterministic players need many distinct
/// openings (two Oware moves give about 10 in 50 pairs, six about 40).
fn options(games: u32, seed: u64) -> MatchOptions {
    MatchOptions {
        games,
        seed,
        random_moves: 6,
        ..MatchOptions::default()
    }
}

/// The openings of a tuning run, computed once: every trial plays the same.
fn openings<G: Tunable>(games: u32, seed: u64) -> Vec<Opening<G>> {
    let rules = G::Rules::default();
    let spec = ComputerSpec::Level(Level::Intermediate, None);
    let mut opener = Searcher::<G>::new(rules.clone());
    (0..games.div_ceil(2))
        .map(|pair| {
            opening(
                &rules,
                &options(games, seed),
                pair,
                [Seat::of(&spec); 2],
                &mut opener,
            )
        })
        .collect()
}

/// `a` at `nodes` against `b` at `b_nodes`.
fn weights_match<G: Tunable>(
    a: &[i32],
    b: &[i32],
    nodes: u64,
    b_nodes: u64,
    open: &[Opening<G>],
) -> Tally {
    let rules = G::Rules::default();
    let mut pa =
        ComputerPlayer::<G>::with_weights(rules.clone(), G::from_vec(a), settings(nodes), 1);
    let mut pb =
        ComputerPlayer::<G>::with_weights(rules.clone(), G::from_vec(b), settings(b_nodes), 2);
    let spec = ComputerSpec::Level(Level::Intermediate, None);
    let games = 2 * open.len() as u32;
    play_players(
        &rules,
        [&spec, &spec],
        [&mut pa, &mut pb],
        &options(games, 1),
        Some(open),
        &mut |_| {},
    )
    .expect("engines play legal moves")
}

/// Coordinate ascent against a handicap: the candidate at `nodes` plays the
/// current best at twice as many. Between equals every pair of games splits
/// (in Omweso the side that moves first wins between players of one
/// strength), so only a stronger opponent lets a better evaluation show.
fn tune<G: Tunable>(nodes: u64, games: u32, rounds: u32, seed: u64) {
    let t = Instant::now();
    let open = openings::<G>(games, seed);
    println!("{} openings in {:.1?}", open.len(), t.elapsed());
    let mut best = G::to_vec(&Weights::<G>::default());
    let mut steps: Vec<i32> = best.iter().map(|&w| (w.abs() / 2).max(5)).collect();
    // The first weight (material / store) is the unit: keep it.
    steps[0] = 0;
    let mut baseline = weights_match::<G>(&best, &best, nodes, 2 * nodes, &open).score();
    println!("start {best:?} baseline {:.1}%", 100.0 * baseline);
    for round in 0..rounds {
        let mut improved = false;
        for i in 1..best.len() {
            for dir in [1, -1] {
                let mut trial = best.clone();
                trial[i] += dir * steps[i];
                let t = Instant::now();
                let tally = weights_match::<G>(&trial, &best, nodes, 2 * nodes, &open);
                println!(
                    "round {round} w{i} {:+} -> {trial:?}: {:.1}% ({}) {:.0?}",
                    dir * steps[i],
                    100.0 * tally.score(),
                    tally,
                    t.elapsed()
                );
                if tally.score() >= baseline + 0.05 {
                    best = trial;
                    improved = true;
                    baseline = weights_match::<G>(&best, &best, nodes, 2 * nodes, &open).score();
                    println!("  keep {best:?}, new baseline {:.1}%", 100.0 * baseline);
                    break;
                }
            }
        }
        if !improved {
            for s in steps.iter_mut() {
                *s /= 2;
            }
        }
        println!("after round {round}: {best:?}");
    }
    let vs_default = weights_match::<G>(
        &best,
        &G::to_vec(&Weights::<G>::default()),
        nodes,
        nodes,
        &open,
    );
    println!(
        "final {best:?}; against the start weights at equal nodes: {:.1}% {vs_default}",
        100.0 * vs_default.score()
    );
}

/// Plays `spec` against itself and reports the time of each move: the
/// longest, the mean, and the most the limit was overshot.
fn timing<G: Searchable>(spec: &str, games: u32, seed: u64) {
    let rules = G::Rules::default();
    let spec: ComputerSpec = spec.parse().expect("a player");
    let limit = spec.settings::<G>().and_then(|s| s.limits.movetime);
    let mut player = ComputerPlayer::<G>::from_spec(rules.clone(), spec, seed);
    let (mut longest, mut total, mut moves) =
        (std::time::Duration::ZERO, std::time::Duration::ZERO, 0u32);
    let mut nodes = 0u64;
    let mut times = Vec::new();
    for g in 0..games {
        let mut open = Searcher::<G>::new(rules.clone());
        let Opening { mut history, start } = opening(
            &rules,
            &options(games, seed),
            g,
            [Seat::of(&spec); 2],
            &mut open,
        );
        let mut position = start;
        player.new_game();
        let mut record = G::new_record(&rules, start);
        for _ in 0..500 {
            let t = Instant::now();
            let r = player.choose(&position, &history, None);
            let took = t.elapsed();
            let Some(mv) = r.best else { break };
            longest = longest.max(took);
            times.push(took);
            total += took;
            moves += 1;
            nodes += r.nodes;
            let (next, outcome) = G::record_move(&mut record, mv).expect("legal");
            history.push(position);
            position = next;
            if outcome.is_some() {
                break;
            }
        }
    }
    let over = limit.map(|l| longest.saturating_sub(l));
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    println!(
        "{spec}: {moves} moves, median {median:.3?}, longest {longest:.3?}, mean {:.3?}, overshoot {over:?}, {:.0} nodes/s",
        total / moves.max(1),
        nodes as f64 / total.as_secs_f64()
    );
    if let Some(l) = limit {
        let used = |t: &std::time::Duration| t.as_secs_f64() / l.as_secs_f64();
        let under90 = times.iter().filter(|t| used(t) < 0.9).count();
        println!(
            "median use {:.1}% of the movetime; {under90} of {moves} moves used under 90%",
            100.0 * used(&median)
        );
    }
}

fn parse(v: &str) -> Vec<i32> {
    v.split(',')
        .map(|x| x.trim().parse().expect("a whole number"))
        .collect()
}

fn run_match<G: Searchable>(a: &str, b: &str, games: u32, seed: u64) {
    let rules = G::Rules::default();
    let options = MatchOptions {
        games,
        seed,
        setup: std::env::var("SETUP")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(mancala::ai::arena::SetupMode::Standard),
        ..MatchOptions::default()
    };
    let t = Instant::now();
    let mut moves = 0u64;
    let tally = play_match::<G>(
        &rules,
        a.parse().unwrap(),
        b.parse().unwrap(),
        &options,
        |g| {
            moves += g.moves as u64;
        },
    )
    .expect("legal moves");
    let (elo, err) = tally.elo();
    println!(
        "{a} vs {b}: {:.1}% elo {elo:+.0} ± {err:.0} ({} moves, {:.1?}) {tally}",
        100.0 * tally.score(),
        moves,
        t.elapsed()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str).unwrap_or("");
    let num = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    match (arg(0), arg(1)) {
        ("match", "omweso") => run_match::<Omweso>(arg(2), arg(3), num(4, 20) as u32, num(5, 1)),
        ("match", "oware") => run_match::<Oware>(arg(2), arg(3), num(4, 20) as u32, num(5, 1)),
        ("weights", game) => {
            let (a, b, nodes, games, seed) = (
                parse(arg(2)),
                parse(arg(3)),
                num(4, 2000),
                num(5, 100) as u32,
                num(6, 1),
            );
            let b_nodes = num(7, nodes);
            let t = match game {
                "omweso" => weights_match::<Omweso>(&a, &b, nodes, b_nodes, &openings(games, seed)),
                _ => weights_match::<Oware>(&a, &b, nodes, b_nodes, &openings(games, seed)),
            };
            println!("{:.1}% {t}", 100.0 * t.score());
        }
        ("timing", "omweso") => timing::<Omweso>(arg(2), num(3, 2) as u32, num(4, 1)),
        ("timing", "oware") => timing::<Oware>(arg(2), num(3, 2) as u32, num(4, 1)),
        ("tune", "omweso") => tune::<Omweso>(
            num(2, 2000),
            num(3, 100) as u32,
            num(4, 3) as u32,
            num(5, 1),
        ),
        ("tune", "oware") => tune::<Oware>(
            num(2, 2000),
            num(3, 100) as u32,
            num(4, 3) as u32,
            num(5, 1),
        ),
        _ => eprintln!("usage: see the doc comment of examples/tune.rs"),
    }
}

//! How an Oware search spends a fixed move time (issue 58, item 2): over
//! positions reached by random play from a seed, how much of the time is
//! used, how often the last iteration is stopped unfinished and how much
//! time it had taken, and how often a finished iteration changes the best
//! move.
//!
//! ```sh
//! cargo run --release -p mancala --example iterations -- \
//!     --positions 60 --movetime 500 --seed 603
//! ```
//!
//! Each position is `6 + n % 45` random plies from the start (`n` its
//! number), so the sample runs from the opening into the endgame. Endgame
//! knowledge is whatever `MANCALA_TABLES` gives the engine.

use mancala::ai::{SearchLimits, Searcher, Strategy};
use mancala::game::{Game, Oware};
use mancala::oware::{Position, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Duration;

#[path = "support/flags.rs"]
mod flags;

struct Args {
    positions: u64,
    movetime: u64,
    seed: u64,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        positions: 60,
        movetime: 500,
        seed: 603,
    };
    flags::read(&mut [
        ("--positions", &mut args.positions),
        ("--movetime", &mut args.movetime),
        ("--seed", &mut args.seed),
    ])?;
    Ok(args)
}

/// A position `plies` random moves from the start, with the positions
/// before it; `None` if the game ended on the way.
fn random_position(rng: &mut SmallRng, plies: usize) -> Option<(Position, Vec<Position>)> {
    let rules = Rules::default();
    let mut position = Oware::start();
    let mut history = vec![position];
    for _ in 0..plies {
        let moves = Oware::legal_moves(&position, &rules);
        if moves.is_empty() {
            return None;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        let (next, outcome) = Oware::apply(&position, &rules, mv).ok()?;
        if outcome.is_some() {
            return None;
        }
        history.push(next);
        position = next;
    }
    history.pop();
    Some((position, history))
}

#[derive(Default)]
struct Tally {
    searched: usize,
    used: f64,
    stopped: usize,
    stopped_share: f64,
    stopped_changed: usize,
    last_changed: usize,
    depth: u64,
}

fn main() {
    let args = match args() {
        Ok(args) => args,
        Err(why) => {
            eprintln!("iterations: {why}");
            std::process::exit(2);
        }
    };
    let rules = Rules::default();
    Oware::warm_up(false);
    let mut searcher = Searcher::<Oware>::new(rules.clone());
    Oware::attach_knowledge(searcher.scratch_mut(), &rules, true);
    let movetime = Duration::from_millis(args.movetime);
    let limits = SearchLimits {
        movetime: Some(movetime),
        ..SearchLimits::default()
    };
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let mut tally = Tally::default();
    let mut n = 0;
    while (tally.searched as u64) < args.positions {
        let plies = 6 + n % 45;
        n += 1;
        let Some((position, history)) = random_position(&mut rng, plies) else {
            continue;
        };
        let result = searcher.search_timed(&position, &history, &limits, None, None);
        let iterations = searcher.iterations();
        let finished: Vec<_> = iterations.iter().filter(|i| i.complete).collect();
        let (Some(last), Some(result_best)) = (finished.last(), result.best) else {
            continue;
        };
        tally.searched += 1;
        tally.used += result.elapsed.as_secs_f64() / movetime.as_secs_f64();
        tally.depth += u64::from(last.depth);
        if iterations.last().is_some_and(|i| !i.complete) {
            tally.stopped += 1;
            let spent = result.elapsed.saturating_sub(last.ended);
            tally.stopped_share += spent.as_secs_f64() / result.elapsed.as_secs_f64();
            // A stopped iteration's best move is played if it found one.
            tally.stopped_changed += usize::from(last.best != Some(result_best));
        }
        if let [.., before, last] = finished.as_slice() {
            tally.last_changed += usize::from(before.best != last.best);
        }
    }
    let per = |x: f64| x / tally.searched as f64;
    println!(
        "{} positions (seed {}), {} ms a move:",
        tally.searched, args.seed, args.movetime
    );
    println!(
        "  time used {:.0} %, mean depth finished {:.1}",
        100.0 * per(tally.used),
        per(tally.depth as f64)
    );
    println!(
        "  last iteration stopped unfinished in {} ({:.0} %), having taken {:.0} % of the time it used",
        tally.stopped,
        100.0 * per(tally.stopped as f64),
        100.0 * tally.stopped_share / tally.stopped.max(1) as f64
    );
    println!(
        "  the stopped iteration changed the move played in {} of them",
        tally.stopped_changed
    );
    println!(
        "  the last finished iteration changed the best move in {} ({:.0} %)",
        tally.last_changed,
        100.0 * per(tally.last_changed as f64)
    );
}

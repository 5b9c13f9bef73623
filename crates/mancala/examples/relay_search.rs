//! Searches for the Omweso moves that take the engine longest to decide:
//! random games from the standard and random custom set-ups, then
//! hill-climbing on the laps the engine plays (moving one of the mover's
//! seeds at a time). Prints every never-ending move found as
//! `laps<TAB>seconds<TAB>position<TAB>move`, the best so far marked `best`.
//!
//! `cargo run --release -p mancala --example relay_search -- SECONDS SEED`

use mancala::Side;
use mancala::omweso::{Move, Position, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// The laps the engine plays to decide `mv`, if it never ends.
fn never_ending_laps(position: &Position, rules: &Rules, mv: Move) -> Option<(u64, f64)> {
    let started = Instant::now();
    let played = position.play(rules, mv).ok()?;
    let seconds = started.elapsed().as_secs_f64();
    played
        .trace
        .never_ending
        .then_some((played.trace.total_laps, seconds))
}

/// The worst never-ending move of a position.
fn worst_move(position: &Position, rules: &Rules) -> Option<(u64, f64, Move)> {
    position
        .legal_moves(rules)
        .into_iter()
        .filter_map(|mv| never_ending_laps(position, rules, mv).map(|(l, s)| (l, s, mv)))
        .max_by_key(|&(l, _, _)| l)
}

fn random_arrangement(rng: &mut SmallRng) -> [u8; 16] {
    let mut pits = [0u8; 16];
    for _ in 0..32 {
        loop {
            let k = rng.random_range(0..16);
            if pits[k] < 10 {
                pits[k] += 1;
                break;
            }
        }
    }
    pits
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("SECONDS SEED"))
        .collect();
    let budget = Duration::from_secs(args.first().copied().unwrap_or(60));
    let mut rng = SmallRng::seed_from_u64(args.get(1).copied().unwrap_or(1));
    let rules = Rules::default();
    let started = Instant::now();
    let mut best: Vec<(u64, Position, Move)> = Vec::new();
    let report =
        |laps: u64, seconds: f64, p: &Position, mv: Move, best: &mut Vec<(u64, Position, Move)>| {
            let is_best = best.first().is_none_or(|b| laps > b.0);
            println!(
                "{laps}\t{seconds:.3}\t{p}\t{mv}{}",
                if is_best { "\tbest" } else { "" }
            );
            best.push((laps, *p, mv));
            best.sort_by_key(|b| std::cmp::Reverse(b.0));
            best.truncate(8);
        };
    // Random play: half the budget.
    let mut games = 0u64;
    while started.elapsed() < budget / 2 {
        games += 1;
        let mut p = if rng.random_bool(0.5) {
            Position::start()
        } else {
            let s = random_arrangement(&mut rng);
            let n = random_arrangement(&mut rng);
            Position::from_arrangements(s, n, Side::South)
        };
        for _ in 0..200 {
            let moves = p.legal_moves(&rules);
            if moves.is_empty() {
                break;
            }
            if let Some((laps, seconds, mv)) = worst_move(&p, &rules)
                && laps > 1_000_000
            {
                report(laps, seconds, &p, mv, &mut best);
            }
            let mv = moves[rng.random_range(0..moves.len())];
            match p.apply(&rules, mv) {
                Ok((next, None)) => p = next,
                _ => break,
            }
        }
    }
    eprintln!("{games} random games");
    // Hill-climbing from the best found: move one of the mover's seeds.
    let mut climbs = 0u64;
    while started.elapsed() < budget && !best.is_empty() {
        let (mut laps, mut p, _) = best[rng.random_range(0..best.len())];
        for _ in 0..50 {
            climbs += 1;
            let side = p.side();
            let mut pits = *p.pits(side);
            let from = rng.random_range(0..16);
            let to = rng.random_range(0..16);
            if pits[from] == 0 || from == to {
                continue;
            }
            pits[from] -= 1;
            pits[to] += 1;
            let (south, north) = match side {
                Side::South => (pits, *p.pits(Side::North)),
                Side::North => (*p.pits(Side::South), pits),
            };
            let Ok(q) = Position::new(
                south,
                north,
                side,
                [false, false],
                [p.capture_turns(Side::South), p.capture_turns(Side::North)],
            ) else {
                continue;
            };
            if let Some((l, seconds, mv)) = worst_move(&q, &rules)
                && l > laps
            {
                laps = l;
                p = q;
                report(l, seconds, &q, mv, &mut best);
            }
            if started.elapsed() >= budget {
                break;
            }
        }
    }
    eprintln!("{climbs} hill-climbing steps");
}

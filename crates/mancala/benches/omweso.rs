//! Omweso engine speed: perft (complete moves, every decision and okwesera
//! enumerated) and random playouts.
//!
//! Run with `cargo bench -p mancala --bench omweso`; divan's items/s is perft
//! leaves, or turns for playouts.

use divan::Bencher;
use divan::counter::ItemsCount;
use mancala::omweso::{Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn main() {
    divan::main();
}

/// A mid-game position with captures, relays and a reverse decision.
const MIDGAME: &str = "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S";

#[divan::bench(args = [4, 5])]
fn perft_start(bencher: Bencher, depth: u32) {
    let rules = Rules::default();
    let start = Position::start();
    let leaves = start.perft(&rules, depth).unwrap();
    bencher
        .counter(ItemsCount::new(leaves))
        .bench(|| divan::black_box(&start).perft(&rules, divan::black_box(depth)));
}

#[divan::bench(args = [3, 4])]
fn perft_midgame(bencher: Bencher, depth: u32) {
    let rules = Rules::default();
    let position: Position = MIDGAME.parse().unwrap();
    let leaves = position.perft(&rules, depth).unwrap();
    bencher
        .counter(ItemsCount::new(leaves))
        .bench(|| divan::black_box(&position).perft(&rules, divan::black_box(depth)));
}

/// 100 uniformly random games from the start (the same seed every
/// iteration): turns/s of ordinary play. Long never-ending relays, which
/// cost ~14 ns a lap to detect, are measured by `mancala bench` instead.
#[divan::bench]
fn random_playouts_100(bencher: Bencher) {
    let rules = Rules::default();
    let start = Position::start();
    let run = || {
        let mut rng = SmallRng::seed_from_u64(2024);
        (0..100)
            .map(|_| u64::from(start.random_playout(&rules, &mut rng, 10_000).turns))
            .sum::<u64>()
    };
    let turns = run();
    bencher.counter(ItemsCount::new(turns)).bench(run);
}

/// Detecting the never-ending move of the rules tests (a real repeat after
/// 858,140 laps for Brent's algorithm over the real states; the engine now plays 399,389
/// laps to know: 65,536 before the lean loop, then the 333,853 of the cycle).
#[divan::bench(sample_count = 10)]
fn never_ending_detection(bencher: Bencher) {
    let rules = Rules::default();
    let position: Position =
        "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5"
            .parse()
            .unwrap();
    let mv = "m".parse().unwrap();
    bencher
        .counter(ItemsCount::new(399_389u64))
        .bench(|| position.apply(&rules, divan::black_box(mv)).unwrap());
}

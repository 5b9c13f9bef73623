//! Oware engine speed: perft leaf counting and random playouts.
//!
//! Run with `cargo bench -p mancala --bench oware`; divan reports items/s,
//! where an item is a perft leaf or a playout move.

use divan::Bencher;
use divan::counter::ItemsCount;
use mancala::oware::{Position, Rules, perft, random_playout};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn main() {
    divan::main();
}

/// Perft from the start position; the counter is the number of leaves.
#[divan::bench(args = [6, 8])]
fn perft_start(bencher: Bencher, depth: u32) {
    let rules = Rules::default();
    let start = Position::start();
    let leaves = perft(&start, &rules, depth).unwrap();
    bencher
        .counter(ItemsCount::new(leaves))
        .bench(|| perft(divan::black_box(&start), &rules, divan::black_box(depth)));
}

const PLAYOUTS: usize = 100;

/// 100 uniformly random games from the start (same seed every iteration);
/// the counter is the number of moves played, so items/s is moves/s and the
/// time per iteration / 100 is the time per game.
#[divan::bench]
fn random_playouts_100(bencher: Bencher) {
    let rules = Rules::default();
    let start = Position::start();
    let run = || {
        let mut rng = SmallRng::seed_from_u64(2024);
        (0..PLAYOUTS)
            .map(|_| u64::from(random_playout(&start, &rules, &mut rng).turns))
            .sum::<u64>()
    };
    let moves = run();
    bencher.counter(ItemsCount::new(moves)).bench(run);
}

//! Oware middlegame positions labelled by a deeper search, for fitting the
//! evaluation's weights to what a search of `--label` nodes says (issue
//! 58: the games against Aalina are lost in the middlegame).
//!
//! ```sh
//! cargo run --release -p mancala --example fit -- \
//!     --games 40 --label 300000 --seed 701 > positions.csv
//! ```
//!
//! Each game starts with four random plies, then a 5,000-node search plays
//! both sides, one move in ten at random, until 15 seeds or fewer are left
//! on the board (the endgame tables' part). One position in four with
//! 16 seeds or more is written: the deeper search's score for the side to
//! move, then each feature of the evaluation (its value with that weight
//! alone at 1), in `OwareWeights` field order. Won and lost scores are
//! left out. `crates/mancala/docs/notes/fit_weights.py` fits them.

use mancala::ai::{SearchLimits, Searcher, Strategy, WIN_MIN};
use mancala::game::{Game, Oware};
use mancala::oware::{OwareWeights, Position, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

#[path = "support/flags.rs"]
mod flags;

struct Args {
    games: u64,
    label: u64,
    seed: u64,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        games: 40,
        label: 300_000,
        seed: 701,
    };
    flags::read(&mut [
        ("--games", &mut args.games),
        ("--label", &mut args.label),
        ("--seed", &mut args.seed),
    ])?;
    Ok(args)
}

/// The evaluation's features at `position`: its value with one weight at 1
/// and the others at 0, for each weight in turn.
fn features(position: &Position, rules: &Rules) -> Vec<i32> {
    let fields = OwareWeights::default().to_vec().len();
    (0..fields)
        .map(|k| {
            let mut unit = vec![0; fields];
            unit[k] = 1;
            let weights = OwareWeights::from_slice(&unit).unwrap_or_default();
            <Oware as Strategy<Oware>>::evaluate(position, rules, &weights)
        })
        .collect()
}

/// Seeds on the board, stores left out.
fn on_board(position: &Position) -> u32 {
    position.houses().iter().map(|&n| u32::from(n)).sum()
}

/// One game's sampled positions, each with its label and features.
fn sample_game(rng: &mut SmallRng, label: u64) -> Vec<(i32, Vec<i32>)> {
    let rules = Rules::default();
    let mut play = Searcher::<Oware>::new(rules.clone());
    let mut judge = Searcher::<Oware>::new(rules.clone());
    let mut position = Oware::start();
    let mut history = vec![position];
    let mut out = Vec::new();
    for ply in 0.. {
        if Oware::outcome(&position, &rules).is_some() || on_board(&position) <= 15 {
            break;
        }
        let moves = Oware::legal_moves(&position, &rules);
        if ply >= 4 && rng.random_range(0..4) == 0 {
            let result = judge.search(&position, &history, &SearchLimits::nodes(label), None);
            if result.score.abs() < WIN_MIN {
                out.push((result.score, features(&position, &rules)));
            }
        }
        let mv = if ply < 4 || rng.random_range(0..10) == 0 {
            moves[rng.random_range(0..moves.len())]
        } else {
            let found = play.search(&position, &history, &SearchLimits::nodes(5_000), None);
            found.best.unwrap_or(moves[0])
        };
        let Ok((next, _)) = Oware::apply(&position, &rules, mv) else {
            break;
        };
        position = next;
        history.push(position);
    }
    out
}

fn main() {
    let args = match args() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("fit: {e}");
            std::process::exit(2);
        }
    };
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let names = "label,store,board,mobility,vulnerable,kroo,reach,threat";
    println!("{names}");
    for game in 0..args.games {
        for (label, features) in sample_game(&mut rng, args.label) {
            let row: Vec<String> = features.iter().map(i32::to_string).collect();
            println!("{label},{}", row.join(","));
        }
        eprintln!("game {} of {}", game + 1, args.games);
    }
}

//! Oware middlegame positions labelled by a deeper search or by the game's
//! result, for fitting the evaluation's weights (issue 58: the games
//! against Aalina are lost in the middlegame).
//!
//! ```sh
//! cargo run --release -p mancala --example fit -- \
//!     --games 40 --label 300000 --seed 701 > positions.csv
//! MANCALA_DATA=<tables> cargo run --release -p mancala --example fit -- \
//!     --games 300 --label 0 --play 20000 --seed 703 > results.csv
//! ```
//!
//! Each game starts with four random plies, then a `--play`-node search
//! (5,000 unless given) plays both sides, one move in ten at random, until
//! 15 seeds or fewer are left on the board (the endgame tables' part).
//! With `--label N`, one position in four with 16 seeds or more is written
//! with the score of an N-node search for the side to move (won and lost
//! scores left out). With `--label 0`, every such position is written
//! with the game's result for its side to move: the seeds it ends ahead
//! by, in hundredths, the board's last seeds split by the endgame tables
//! (the middle of their bounds; tables of 15 seeds or more, from the data
//! folder). Then come the evaluation's features (its
//! value with that weight alone at 1), in `OwareWeights` field order, and
//! `weak`, houses of one or two seeds, which the evaluation does not
//! weigh. `crates/mancala/docs/notes/fit_weights.py` fits them.

use mancala::Side;
use mancala::ai::{SearchLimits, Searcher, Strategy, WIN_MIN};
use mancala::game::{Game, Oware};
use mancala::oware::tables::{EndgameTables, MAX_TABLE_SEEDS};
use mancala::oware::{OwareWeights, Position, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

#[path = "support/flags.rs"]
mod flags;

struct Args {
    games: u64,
    label: u64,
    play: u64,
    seed: u64,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        games: 40,
        label: 300_000,
        play: 5_000,
        seed: 701,
    };
    flags::read(&mut [
        ("--games", &mut args.games),
        ("--label", &mut args.label),
        ("--play", &mut args.play),
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

/// Houses of one or two seeds, the mover's minus the opponent's: a feature
/// the evaluation lacks, written for the fit to weigh.
fn weak_houses(position: &Position) -> i32 {
    let h = position.houses();
    let weak = |side: Side| {
        let own = side.index() * 6;
        h[own..own + 6]
            .iter()
            .filter(|&&n| n == 1 || n == 2)
            .count() as i32
    };
    weak(position.side()) - weak(position.side().opponent())
}

/// The seeds the side to move of `end` ends the game ahead by, in
/// hundredths: the stores, and the board's split by the endgame tables
/// (`end` has just been reached by a capture, their domain), the middle
/// of their bounds; `None` without tables for the board.
fn final_margin(end: &Position, tables: Option<&EndgameTables>) -> Option<i32> {
    let me = end.side();
    let got = if Oware::outcome(end, &Rules::default()).is_some() {
        // However the game ends, each player takes their own houses.
        2 * i32::from(end.row_total(me))
    } else {
        let (lo, hi) = tables?.bounds(end)?;
        i32::from(lo) + i32::from(hi)
    };
    // Twice the mover's seeds, so that half a seed stays an integer.
    let twice = 2 * i32::from(end.store(me)) + got;
    Some((twice - 48) * 100)
}

/// One game's sampled positions, each with its label and features: the
/// score of a `label`-node search, or with `label` 0 the game's result
/// for the side to move (see [`final_margin`]).
fn sample_game(
    rng: &mut SmallRng,
    args: &Args,
    tables: Option<&EndgameTables>,
) -> Vec<(i32, Vec<i32>)> {
    let rules = Rules::default();
    let mut play = Searcher::<Oware>::new(rules.clone());
    let mut judge = Searcher::<Oware>::new(rules.clone());
    let mut position = Oware::start();
    let mut history = vec![position];
    let mut out = Vec::new();
    let mut seen = Vec::new();
    for ply in 0..400 {
        if Oware::outcome(&position, &rules).is_some() || on_board(&position) <= 15 {
            break;
        }
        let moves = Oware::legal_moves(&position, &rules);
        if ply >= 4 && args.label == 0 {
            let mut row = features(&position, &rules);
            row.push(weak_houses(&position));
            seen.push((position.side(), row));
        } else if ply >= 4 && rng.random_range(0..4) == 0 {
            let limits = SearchLimits::nodes(args.label);
            let result = judge.search(&position, &history, &limits, None);
            if result.score.abs() < WIN_MIN {
                let mut row = features(&position, &rules);
                row.push(weak_houses(&position));
                out.push((result.score, row));
            }
        }
        let mv = if ply < 4 || rng.random_range(0..10) == 0 {
            moves[rng.random_range(0..moves.len())]
        } else {
            let limits = SearchLimits::nodes(args.play);
            let found = play.search(&position, &history, &limits, None);
            found.best.unwrap_or(moves[0])
        };
        let Ok((next, _)) = Oware::apply(&position, &rules, mv) else {
            break;
        };
        position = next;
        history.push(position);
    }
    if let Some(margin) = final_margin(&position, tables) {
        for (side, row) in seen {
            let label = if side == position.side() {
                margin
            } else {
                -margin
            };
            out.push((label, row));
        }
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
    let tables = match args.label {
        0 => match (15..=MAX_TABLE_SEEDS)
            .rev()
            .find_map(|n| EndgameTables::load(&EndgameTables::default_path(n)?).ok())
        {
            Some(tables) => Some(tables),
            None => {
                eprintln!(
                    "fit: --label 0 needs tables of 15 seeds or more (mancala tables oware 17)"
                );
                std::process::exit(2);
            }
        },
        _ => None,
    };
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let names = "label,store,board,mobility,vulnerable,kroo,reach,threat,weak";
    println!("{names}");
    for game in 0..args.games {
        for (label, features) in sample_game(&mut rng, &args, tables.as_ref()) {
            let row: Vec<String> = features.iter().map(i32::to_string).collect();
            println!("{label},{}", row.join(","));
        }
        eprintln!("game {} of {}", game + 1, args.games);
    }
}

//! Plays one game between two players and prints its record as JSON (the
//! records under `tests/data/` were made this way):
//! `cargo run -p mancala --release --example record_game -- oware casual intermediate 3`
//! (game, South's player, North's player, seed; Omweso from the standard start).

use mancala::ai::{AiGame, Opponent, OpponentSpec};
use mancala::game::{Omweso, Oware};
use mancala::record::Record;

fn play<G: AiGame>(south: OpponentSpec, north: OpponentSpec, seed: u64) -> G::Record {
    let rules = G::Rules::default();
    let mut players = [
        Opponent::<G>::from_spec(rules.clone(), south, seed),
        Opponent::<G>::from_spec(rules.clone(), north, seed + 1),
    ];
    let mut record = G::Record::from_position(&rules, G::start());
    while record.result().is_none() && record.moves().len() < 300 {
        let mover = G::side_to_move(record.current()).index();
        let history = record.history().to_vec();
        let choice = players[mover].choose(record.current(), &history, None);
        let Some(mv) = choice.best else { break };
        record.apply(mv).expect("the engine plays legal moves");
    }
    record
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, south, north, seed] = args.as_slice() else {
        eprintln!("usage: record_game <omweso|oware> <south player> <north player> <seed>");
        std::process::exit(2);
    };
    let spec = |s: &str| s.parse::<OpponentSpec>().unwrap_or_else(|e| panic!("{e}"));
    let (south, north) = (spec(south), spec(north));
    let seed: u64 = seed.parse().expect("a seed is a whole number");
    let json = match game.as_str() {
        "omweso" => play::<Omweso>(south, north, seed).to_json(),
        _ => play::<Oware>(south, north, seed).to_json(),
    };
    println!("{json}");
}

//! Plays one game between two players and prints its record as JSON (the
//! records under `tests/data/` were made this way):
//! `cargo run -p mancala --release --example record_game -- oware casual intermediate 3`
//! (game, South's player, North's player, seed; Omweso from the standard start).

use mancala::ai::Searchable;
use mancala::ai::{ComputerPlayer, ComputerSpec};
use mancala::game::{Omweso, Oware};

fn play<G: Searchable>(south: ComputerSpec, north: ComputerSpec, seed: u64) -> G::Record {
    let rules = G::Rules::default();
    let mut players = [
        ComputerPlayer::<G>::from_spec(rules.clone(), south, seed),
        ComputerPlayer::<G>::from_spec(rules.clone(), north, seed + 1),
    ];
    let mut record = G::new_record(&rules, G::start());
    loop {
        let read = G::recorded(&record);
        if read.result.is_some() || read.moves.len() >= 300 {
            break;
        }
        let mover = G::side_to_move(read.current()).index();
        let choice = players[mover].choose(read.current(), read.history, None);
        let Some(mv) = choice.best else { break };
        G::record_move(&mut record, mv).expect("the engine plays legal moves");
    }
    record
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, south, north, seed] = args.as_slice() else {
        eprintln!("usage: record_game <omweso|oware> <south player> <north player> <seed>");
        std::process::exit(2);
    };
    let spec = |s: &str| s.parse::<ComputerSpec>().unwrap_or_else(|e| panic!("{e}"));
    let (south, north) = (spec(south), spec(north));
    let seed: u64 = seed.parse().expect("a seed is a whole number");
    let json = match game.as_str() {
        "omweso" => play::<Omweso>(south, north, seed).to_json(),
        _ => play::<Oware>(south, north, seed).to_json(),
    };
    println!("{json}");
}

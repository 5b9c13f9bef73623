//! Tuning the Monte-Carlo player: one setting against another at equal time.
//!
//! ```text
//! cargo run --release -p mancala --example mcts_tune -- <c> <cap> <c0> <cap0> <ms> <games> [seed]
//! ```
//!
//! Plays MCTS with exploration `c` and playout cap `cap` (A) against MCTS
//! with `c0` and `cap0` (B), both `ms` milliseconds a move, Omweso standard
//! set-up, colours alternating in pairs. What was run and what came out is
//! recorded in `crates/mancala/docs/notes/ai-strength-lab-notes.md` ("A second player: MCTS").

use mancala::ai::arena::{MatchOptions, play_players};
use mancala::ai::mcts::MctsSettings;
use mancala::ai::{ComputerPlayer, ComputerSpec};
use mancala::game::Omweso;
use mancala::omweso::Rules;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| -> f64 { args[i].parse().expect("a number") };
    if args.len() < 6 {
        eprintln!("usage: mcts_tune <c> <cap> <c0> <cap0> <ms> <games> [seed]");
        std::process::exit(2);
    }
    let settings = |c: f64, cap: f64| MctsSettings {
        exploration: c,
        playout_cap: cap as u32,
        ..MctsSettings::movetime(num(4) as u64)
    };
    let options = MatchOptions {
        games: num(5) as u32,
        seed: args.get(6).map_or(1, |s| s.parse().expect("a seed")),
        ..MatchOptions::default()
    };
    let rules = Rules::default();
    let mut a =
        ComputerPlayer::<Omweso>::mcts(rules.clone(), settings(num(0), num(1)), options.seed ^ 0xA);
    let mut b =
        ComputerPlayer::<Omweso>::mcts(rules.clone(), settings(num(2), num(3)), options.seed ^ 0xB);
    let spec = ComputerSpec::Mcts(None);
    let tally = play_players(
        &rules,
        [&spec, &spec],
        [&mut a, &mut b],
        &options,
        None,
        &mut |_| {},
    )
    .expect("legal moves");
    println!(
        "A c={} cap={} vs B c={} cap={}, {} ms, {} games: A {} draws {} B {} ({:.1}%)",
        args[0],
        args[1],
        args[2],
        args[3],
        args[4],
        options.games,
        tally.a,
        tally.draws,
        tally.b,
        100.0 * tally.score()
    );
}

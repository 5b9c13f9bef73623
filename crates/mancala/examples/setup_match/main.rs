//! The custom set-up chooser against the one it replaced (issue 29, item
//! 6): both players the same master level, each arranging its seeds with
//! its own chooser under the arena's set-up limits (ten moves' worth).
//!
//! `cargo run --release -p mancala --example setup_match -- <games> <seed>
//! [<ms a move>] [new|old] [new|old]` (defaults: 100 ms, A new, B old).
//! Games come in pairs: in the first A arranges first and moves first
//! (South), B arranges second knowing A's arrangement (North); in the
//! second the roles swap. No random opening moves: the players make their
//! own first turns, as in a real game, so the set-ups decide what follows.
//! Prints each game, the wins by colour and `final: A=.. draws=.. B=..`.

mod old_setup;

use mancala::Side;
use mancala::ai::arena::{ByColour, MatchOptions, Opening, Tally, play_players};
use mancala::ai::{ComputerPlayer, ComputerSpec, Level, SearchLimits};
use mancala::game::Omweso;
use mancala::omweso::choose_arrangement;
use mancala::omweso::{Pits, Position, Rules, check_arrangement};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::Instant;

#[derive(Clone, Copy, PartialEq)]
enum Chooser {
    New,
    Old,
}

fn arrange(
    who: Chooser,
    rules: &Rules,
    me: Side,
    opponent: Option<&Pits>,
    limits: &SearchLimits,
    rng: &mut SmallRng,
) -> Pits {
    let p = match who {
        Chooser::New => choose_arrangement(rules, me, opponent, limits, rng),
        Chooser::Old => old_setup::choose_arrangement(rules, me, opponent, limits, rng),
    };
    assert_eq!(check_arrangement(&p, rules), Ok(()));
    p
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: u64| {
        args.get(i)
            .map_or(default, |s| s.parse().expect("a number"))
    };
    let chooser = |i: usize, default: Chooser| match args.get(i).map(String::as_str) {
        None => default,
        Some("new") => Chooser::New,
        Some("old") => Chooser::Old,
        Some(other) => panic!("a chooser is new or old, not {other:?}"),
    };
    let games = num(0, 20) as u32;
    let seed = num(1, 1);
    let ms = num(2, 100);
    let choosers = [chooser(3, Chooser::New), chooser(4, Chooser::Old)];
    let rules = Rules::default();
    let spec = ComputerSpec::Level(Level::Master, Some(ms));
    // The arena's set-up limits: ten moves' worth.
    let setup_limits = SearchLimits::movetime(10 * ms);
    let mut players = [
        ComputerPlayer::<Omweso>::from_spec(rules.clone(), spec, seed ^ 0xA),
        ComputerPlayer::<Omweso>::from_spec(rules.clone(), spec, seed ^ 0xB),
    ];
    let options = MatchOptions {
        games: 1,
        seed,
        random_moves: 0,
        ..MatchOptions::default()
    };
    let (mut tally, mut colours) = (Tally::default(), ByColour::default());
    let start = Instant::now();
    for index in 0..games {
        // Player 0 is A; the first game of each pair A is South.
        let south = index as usize % 2;
        let north = 1 - south;
        let mut rng =
            SmallRng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9).wrapping_add(index as u64));
        let s = arrange(
            choosers[south],
            &rules,
            Side::South,
            None,
            &setup_limits,
            &mut rng,
        );
        let n = arrange(
            choosers[north],
            &rules,
            Side::North,
            Some(&s),
            &setup_limits,
            &mut rng,
        );
        let opening = Opening {
            history: Vec::new(),
            start: Position::from_arrangements(s, n, Side::South),
        };
        let [p0, p1] = &mut players;
        let (first, second) = if south == 0 { (p0, p1) } else { (p1, p0) };
        let mut south_won = None;
        play_players(
            &rules,
            [&spec, &spec],
            [first, second],
            &options,
            Some(std::slice::from_ref(&opening)),
            &mut |r| {
                south_won = r.a_won();
                let result = match south_won {
                    Some(true) => "South won",
                    Some(false) => "North won",
                    None => "draw",
                };
                let outcome = r.outcome.map_or("move cap".to_string(), |o| o.to_string());
                println!(
                    "game {}: A={} {result} after {} moves ({outcome}); set-ups S {s:?} N {n:?}",
                    index + 1,
                    if south == 0 { "S" } else { "N" },
                    r.moves,
                );
            },
        )
        .expect("legal moves");
        let a_side = if south == 0 { Side::South } else { Side::North };
        let a_won = south_won.map(|w| w == (a_side == Side::South));
        tally.add(a_won);
        colours.add(a_side, a_won);
    }
    println!("{colours}");
    println!(
        "A ({}) scored {:.1}% over {} games in {:.1} s",
        if choosers[0] == Chooser::New {
            "new"
        } else {
            "old"
        },
        100.0 * tally.score(),
        tally.games(),
        start.elapsed().as_secs_f64()
    );
    println!("{tally}");
}

//! The `analyse` and `match` subcommands: their output contract.

#[path = "support/run.rs"]
mod run;
use run::mancala;

fn field<'a>(out: &'a str, name: &str) -> &'a str {
    out.lines()
        .find_map(|l| l.strip_prefix(&format!("{name}: ")))
        .unwrap_or_else(|| panic!("no {name} line in {out}"))
}

#[test]
fn analyse_prints_the_engine_view() {
    let position = "2,0,3,0,0,2,1,1/4,7,1,0,2,2,1,1/0,1,2,2,2,7,3,2/2,1,1,1,9,1,1,2 N - 3-2";
    let (code, out, err) = mancala(&["analyse", "omweso", position, "--level", "expert"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(field(&out, "best"), "g--+");
    assert_eq!(
        field(&out, "score"),
        "win (2 pt) in 1 move (for N, to move)"
    );
    assert_eq!(field(&out, "pv"), "g--+");
    for name in ["depth", "nodes", "nodes/s"] {
        field(&out, name).parse::<u64>().unwrap();
    }
    assert!(field(&out, "time").ends_with(" s"));

    assert_eq!(field(&out, "from"), "search");

    // Master searches as the engine service does: the start is in its book.
    let (code, out, _) = mancala(&["analyse", "oware", "start", "--movetime", "50"]);
    assert_eq!(code, 0);
    assert!(["a", "b", "c", "d", "e", "f"].contains(&field(&out, "best")));
    assert_eq!(field(&out, "from"), "book");
    assert_eq!(
        field(&out, "score"),
        "none (a book move, played without a search)"
    );
    let midgame = "0,5,5,5,5,5/5,5,5,5,1,2 S 0-0";
    let (code, out, _) = mancala(&["analyse", "oware", midgame, "--movetime", "50"]);
    assert_eq!(code, 0);
    assert_eq!(field(&out, "from"), "search");
}

#[test]
fn match_ends_with_the_final_line() {
    let (code, out, err) = mancala(&[
        "match",
        "oware",
        "greedy",
        "random",
        "--games",
        "4",
        "--seed",
        "3",
        "--verbose",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.iter().filter(|l| l.starts_with("game ")).count(), 4);
    let last = lines.last().unwrap();
    let counts: Vec<u32> = last
        .strip_prefix("final: A=")
        .unwrap()
        .split([' ', '='])
        .filter_map(|t| t.parse().ok())
        .collect();
    assert_eq!(counts.len(), 3, "{last}");
    assert_eq!(counts.iter().sum::<u32>(), 4);
    assert!(
        lines[lines.len() - 2].starts_with("by opening: A scored "),
        "{out}"
    );
    assert!(lines[lines.len() - 3].contains("Elo"));
    // Wins by colour add up to the final line's counts.
    let colours: Vec<u32> = lines[lines.len() - 4]
        .strip_prefix("by colour: South won ")
        .unwrap()
        .split([' ', ',', ';'])
        .filter_map(|t| t.parse().ok())
        .collect();
    let [south, north, draws, a_s, a_n, b_s, b_n] = colours[..] else {
        panic!("{}", lines[lines.len() - 4]);
    };
    assert_eq!(south + north + draws, 4);
    assert_eq!((a_s + b_s, a_n + b_n), (south, north));
    assert_eq!(
        [a_s + a_n, draws, b_s + b_n],
        [counts[0], counts[1], counts[2]]
    );

    let (code, out, _) = mancala(&[
        "match", "omweso", "expert", "casual", "--games", "2", "--setup", "custom",
    ]);
    assert_eq!(code, 0);
    assert!(out.lines().last().unwrap().starts_with("final: A="));
}

/// The start of each game of a verbose match (`… from <position>`).
fn starts(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| l.rsplit_once(") from ").expect("a start").1)
        .collect()
}

/// A custom set-up match lays each player's seeds as its seat says: here
/// B a familiar shape and A at random, every game's pair of arrangements
/// its own.
#[test]
fn custom_set_ups_arrange_as_each_player_is_told() {
    use mancala::Side;
    use mancala::omweso::{Position, familiar_arrangements};
    let (code, out, err) = mancala(&[
        "match",
        "omweso",
        "beginner",
        "beginner",
        "--games",
        "8",
        "--seed",
        "5",
        "--setup",
        "custom",
        "--a-arranges",
        "random",
        "--b-arranges",
        "familiar",
        "--opening-plies",
        "0",
        "--distinct-openings",
        "--verbose",
    ]);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert!(
        out.lines()
            .next()
            .unwrap()
            .contains("set-up custom, A arranges random, B arranges familiar"),
        "{out}"
    );
    let familiar = familiar_arrangements(&Default::default());
    let games = starts(&out);
    assert_eq!(games.len(), 8);
    for (i, start) in games.iter().enumerate() {
        let position: Position = start.parse().unwrap();
        // A sits South in the even games.
        let (a, b) = match i % 2 {
            0 => (Side::South, Side::North),
            _ => (Side::North, Side::South),
        };
        assert!(familiar.contains(position.pits(b)), "game {i}: {start}");
        assert!(!familiar.contains(position.pits(a)), "game {i}: {start}");
    }
    let mut distinct = games.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 8, "{out}");
}

#[test]
fn distinct_openings_never_repeat_and_the_interval_counts_them() {
    let args = |distinct: bool| {
        let mut args = vec![
            "match",
            "oware",
            "greedy",
            "random",
            "--games",
            "40",
            "--seed",
            "9",
            "--opening-plies",
            "1",
            "--verbose",
        ];
        if distinct {
            args.push("--distinct-openings");
        }
        args
    };
    // One random move from the start: 8 openings (South's outer pits), so
    // 20 pairs repeat some; asked for distinct ones, the match stops with
    // an error after the pairs it could play.
    let (code, out, err) = mancala(&args(false));
    assert_eq!((code, err.as_str()), (0, ""));
    let mut seen = starts(&out);
    assert_eq!(seen.len(), 40);
    seen.sort();
    seen.dedup();
    assert!(seen.len() <= 8, "{seen:?}");
    let by_opening = out.lines().find(|l| l.starts_with("by opening: ")).unwrap();
    assert!(
        by_opening.ends_with(&format!("over {} distinct openings", seen.len())),
        "{by_opening}"
    );
    let (code, _, err) = mancala(&args(true));
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("mancala: only ") && err.contains(" distinct openings found"),
        "{err}"
    );
    // Four random moves: 10 pairs, 10 openings, each shared by its pair.
    let (code, out, err) = mancala(&[
        "match",
        "oware",
        "greedy",
        "random",
        "--games",
        "20",
        "--seed",
        "9",
        "--opening-plies",
        "4",
        "--distinct-openings",
        "--verbose",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    let games = starts(&out);
    for pair in games.chunks(2) {
        assert_eq!(pair[0], pair[1], "a pair shares its opening");
    }
    let mut openings: Vec<&str> = games.iter().step_by(2).copied().collect();
    openings.sort();
    openings.dedup();
    assert_eq!(openings.len(), 10, "{out}");
    assert!(out.contains("over 10 distinct openings"), "{out}");
}

#[test]
fn match_refuses_bad_arguments() {
    for args in [
        &["match", "oware", "greedy", "random"][..],
        &["match", "oware", "greedy", "god", "--games", "2"],
        &[
            "match", "oware", "greedy", "random", "--games", "2", "--setup", "custom",
        ],
        &[
            "match", "omweso", "greedy", "random", "--games", "2", "--setup", "odd",
        ],
        &[
            "match",
            "omweso",
            "greedy",
            "random",
            "--games",
            "2",
            "--setup",
            "custom",
            "--a-arranges",
            "well",
        ],
        &[
            "match",
            "oware",
            "greedy",
            "random",
            "--games",
            "2",
            "--b-arranges",
            "random",
        ],
        &["analyse", "oware", "start", "--level", "random"],
        &[
            "analyse",
            "oware",
            "start",
            "--level",
            "master",
            "--movetime",
            "5",
        ],
        &["analyse", "oware", "0,0,0,0,0,0/0,0,0,0,0,0 S 24-24"],
        &["analyse", "oware", "start", "--threads", "0"],
        &["analyse", "oware", "start", "--threads", "many"],
        &[
            "match",
            "oware",
            "greedy",
            "random",
            "--games",
            "2",
            "--threads",
            "65",
        ],
        &["moves", "oware", "start", "--threads", "2"],
        &[
            "match",
            "oware",
            "greedy",
            "random",
            "--games",
            "2",
            "--opening-plies",
            "x",
        ],
    ] {
        let (code, out, err) = mancala(args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "");
        assert!(
            err.starts_with("mancala: ") && err.lines().count() == 1,
            "{err}"
        );
    }
}

/// The engine owns the proofs: master answers the standard start with the
/// certificate's move, without a search, and says it is won by force.
#[test]
fn analyse_at_master_plays_the_proof_of_the_standard_start() {
    let (code, out, err) = mancala(&["analyse", "omweso", "start", "--level", "master"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(field(&out, "best"), "l");
    assert_eq!(field(&out, "from"), "proof");
    assert_eq!(field(&out, "score"), "won by force (proven) for S, to move");
    assert_eq!(
        field(&out, "proven"),
        "S wins by force (certificate assets/proofs/standard.json)"
    );
    assert_eq!(field(&out, "nodes"), "0");
}

/// Below master a level plays as it plays, proof or not; what is proven
/// is still said.
#[test]
fn analyse_below_master_searches_and_still_says_what_is_proven() {
    let (code, out, _) = mancala(&["analyse", "omweso", "start", "--level", "beginner"]);
    assert_eq!(code, 0);
    assert_eq!(field(&out, "from"), "search");
    assert_eq!(
        field(&out, "proven"),
        "S wins by force (certificate assets/proofs/standard.json)"
    );
    // Oware has no proofs: no such line.
    let (_, out, _) = mancala(&["analyse", "oware", "start", "--level", "beginner"]);
    assert!(!out.contains("proven:"), "{out}");
}

/// Levels keep their character in `mancala match` too: from the proven
/// start, a Beginner South loses to an Intermediate North.
#[test]
fn a_beginner_south_loses_to_an_intermediate_north_in_a_match() {
    let (code, out, err) = mancala(&[
        "match",
        "omweso",
        "beginner",
        "intermediate",
        "--games",
        "4",
        "--setup",
        "standard",
        "--opening-plies",
        "0",
        "--verbose",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lost_as_south = out
        .lines()
        .filter(|l| l.starts_with("game ") && l.contains(": A=S B wins"))
        .count();
    assert!(lost_as_south >= 1, "{out}");
}

/// The proof in `mancala match`: master as South from the standard start
/// wins, playing the certificate (no search, so no time is spent).
#[test]
fn master_south_wins_the_proven_start_in_a_match() {
    let (code, out, _) = mancala(&[
        "match",
        "omweso",
        "master:50",
        "expert",
        "--games",
        "2",
        "--setup",
        "standard",
        "--opening-plies",
        "0",
        "--verbose",
    ]);
    assert_eq!(code, 0);
    let first = out.lines().find(|l| l.starts_with("game 1:")).unwrap();
    assert!(first.contains("A=S A wins"), "{out}");
}

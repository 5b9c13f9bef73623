//! `mancala review` and the library's review: each move's class, the better
//! move and the words, on real recorded games (`tests/data/`). Searches are
//! bounded by nodes, so every machine gets the same review.

use mancala::Side;
use mancala::ai::SearchLimits;
use mancala::ai::{Searchable, Strategy};
use mancala::game::{Omweso, Oware};
use mancala::oware::tables::{self, TableConfig};
use mancala::review::{self, Class, Review};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

fn data(name: &str) -> String {
    format!("{DATA}/{name}")
}

#[path = "support/run.rs"]
mod run;
use run::mancala;

fn reviewed<G: Searchable>(file: &str, nodes: u64) -> (G::Record, Review<G>) {
    // No tables, whatever this machine has cached.
    tables::configure(TableConfig::Off);
    assert_eq!(*tables::config(), TableConfig::Off);
    let bytes = std::fs::read(data(file)).unwrap();
    let record = G::parse_record(&bytes).unwrap();
    let review = review::review::<G>(&record, SearchLimits::nodes(nodes), 1, None, |_, _| {});
    (record, review)
}

/// South's e leaves a, b and c at one seed each under North's f (3 seeds):
/// North takes 2 + 2 + 2. Only c (one seed on to d) keeps all three.
#[test]
fn a_planted_blunder_is_a_blunder_with_the_better_move_and_why() {
    let (_, review) = reviewed::<Oware>("oware_planted_blunder.json", 200_000);
    let first = &review.moves[0];
    assert_eq!(first.played.to_string(), "e");
    assert_eq!(first.class, Class::Blunder);
    assert_eq!(first.best.to_string(), "c");
    assert!(first.loss >= 5.0, "loss {}", first.loss);
    let answer = &first.reply_line_effects[0];
    assert_eq!((answer.mover, answer.mv.as_str()), (Side::North, "f"));
    assert_eq!(answer.captures[0].pits, ["c", "b", "a"]);
    assert_eq!(answer.captures[0].seeds, [2, 2, 2]);
    let words = review::words::explanation(first).unwrap();
    assert!(words.starts_with("better was c"), "{words}");
    assert!(
        words.contains("South played e; North's f captures 2 + 2 + 2 from South's c, b and a"),
        "{words}"
    );
    // North then took what was offered: the engine's own move.
    assert_eq!(review.moves[1].class, Class::Best);
}

/// Move 26 of the recorded Omweso game: North could win at once with g-
/// (a reverse relay that takes 51 seeds and cuts South's head) and played h.
#[test]
fn a_missed_win_in_one_is_a_blunder_and_names_the_winning_move() {
    let (record, review) = reviewed::<Omweso>("omweso_casual_intermediate.json", 100_000);
    assert_eq!(review.moves.len(), record.moves().len());
    let missed = &review.moves[25];
    assert_eq!(
        (missed.mover, missed.played.to_string()),
        (Side::North, "h".into())
    );
    assert_eq!(missed.class, Class::Blunder);
    assert_eq!(missed.best.to_string(), "g-");
    let ending = missed
        .best_effect
        .ending
        .as_ref()
        .expect("g- ends the game");
    assert_eq!((ending.winner, ending.kind), (Some(Side::North), "okutema"));
    assert!(missed.best_effect.captures.iter().any(|t| t.reverse));
    assert_eq!(missed.best_effect.captured(), 51);
    assert!(review.positions[25].exact, "a win in one is exact");
}

fn check_review<G: Searchable>(record: &G::Record, review: &Review<G>) {
    let record = G::recorded(record);
    assert_eq!(review.positions.len(), record.moves.len() + 1);
    assert_eq!(review.moves.len(), record.moves.len());
    for (m, played) in review.moves.iter().zip(record.moves) {
        assert_eq!(&m.played, played);
        assert!(m.loss >= 0.0);
        assert!(m.best_score >= m.played_score, "move {}", m.index + 1);
        assert!(m.class == Class::Best || m.loss > 0.0);
        assert_eq!(review::words::explanation(m).is_some(), m.class.is_error());
        assert_eq!(m.best_line.first(), Some(&m.best));
    }
    let advantage = review.advantage();
    let winner = record.result.and_then(|o| G::winner(&o));
    let last = *advantage.last().unwrap();
    let cap = G::Strategy::advantage_cap();
    match winner {
        Some(Side::South) => assert_eq!(last, cap),
        Some(Side::North) => assert_eq!(last, -cap),
        None => {}
    }
    assert!(advantage.iter().all(|a| a.abs() <= cap));
}

#[test]
fn every_move_of_recorded_games_is_judged_consistently() {
    let (record, review) = reviewed::<Oware>("oware_casual_intermediate.json", 20_000);
    check_review(&record, &review);
    let (record, review) = reviewed::<Omweso>("omweso_casual_intermediate.json", 20_000);
    check_review(&record, &review);
    // The loser's costliest error is the turning point.
    let turn = review.turning_point(Some(Side::North)).unwrap();
    assert_eq!(turn.mover, Side::South);
    let worst = review
        .moves
        .iter()
        .filter(|m| m.mover == Side::South)
        .map(|m| m.loss)
        .fold(0.0, f64::max);
    assert_eq!(turn.loss, worst);
}

#[test]
fn the_text_review_has_a_header_a_line_a_move_and_a_summary() {
    let file = data("oware_planted_blunder.json");
    let (code, out, err) = mancala(&["review", "oware", &file, "--nodes", "200000"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "review of an oware game: 2 moves, not finished; 200000 nodes a position"
    );
    assert!(lines[1].starts_with("move  side   played    class"));
    assert!(
        lines[2].starts_with("   1  South  e         blunder"),
        "{}",
        lines[2]
    );
    assert!(lines[3].trim_start().starts_with("better was c"));
    assert!(
        lines[4].starts_with("   2  North  f         best"),
        "{}",
        lines[4]
    );
    assert!(out.contains("The game turned at move 1: South played e; North's f captures"));
    assert!(out.contains("South: 0 best, 0 good, 0 inaccuracy, 0 mistake, 1 blunder"));
    assert!(lines.last().unwrap().starts_with("time: "));
}

#[test]
fn the_json_review_carries_classes_words_and_the_graph() {
    let file = data("oware_planted_blunder.json");
    let (code, out, err) = mancala(&["review", "oware", &file, "--nodes", "200000", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "oware");
    assert_eq!(v["moves"][0]["class"], "blunder");
    assert_eq!(v["moves"][0]["best"], "c");
    assert_eq!(v["moves"][0]["played"], "e");
    assert!(
        v["moves"][0]["words"]
            .as_str()
            .unwrap()
            .contains("2 + 2 + 2")
    );
    assert!(v["moves"][1]["words"].is_null());
    assert_eq!(v["advantage"].as_array().unwrap().len(), 3);
    assert_eq!(v["turning_point"], 0);
    assert_eq!(v["result"], serde_json::Value::Null);
}

#[test]
fn bad_input_is_one_line_and_exit_code_two() {
    let omweso = data("omweso_casual_intermediate.json");
    let oware = data("oware_planted_blunder.json");
    let missing = data("no_such_record.json");
    let cases: [(&[&str], &str); 7] = [
        (&["review", "oware", &missing], "cannot read"),
        (&["review", "oware", &omweso], "is not an oware record"),
        (&["review", "omweso", &oware], "is not an omweso record"),
        (
            &["review", "oware", &oware, "--grand-slam", "no-capture"],
            "not an option of review",
        ),
        (
            &["review", "oware", &oware, "--nodes", "5", "--movetime", "5"],
            "not both",
        ),
        (&["review", "oware"], "one record file"),
        (&["review", "oware", &oware, "--nodes", "0"], "at least 1"),
    ];
    for (args, expected) in cases {
        let (code, out, err) = mancala(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
    }
    // A record that is broken inside: a move that is not legal.
    let dir = std::env::temp_dir().join(format!("mancala-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let corrupt = dir.join("corrupt.json");
    std::fs::write(&corrupt, r#"{"start": "start", "moves": ["a", "z\n"]}"#).unwrap();
    let (code, _, err) = mancala(&["review", "oware", corrupt.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("is not an oware record"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

//! Puzzles: every shipped puzzle proved again, the collections' spread,
//! the checker refusing tampered puzzles with the right error, and the
//! generator's detector on one hand-made position per theme.

use mancala::games::GameId;
use mancala::puzzles::{
    GenerateOptions, Puzzle, PuzzleError, Requirement, Theme, check, detect_omweso, detect_oware,
    generate_oware, read_puzzles, write_puzzles,
};
use mancala::{omweso, oware};
use proptest::prelude::*;
use std::collections::HashSet;

fn shipped(game: GameId) -> Vec<Puzzle> {
    let path = format!(
        "{}/../../assets/puzzles/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        game.id()
    );
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    read_puzzles(&bytes).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn omweso_puzzle(position: &str, rules: &omweso::Rules) -> Option<Puzzle> {
    detect_omweso(&position.parse().unwrap(), &[], rules)
}

fn oware_puzzle(position: &str) -> Option<Puzzle> {
    detect_oware(&position.parse().unwrap(), &[], &oware::Rules::default())
}

/// The theme and the solution the detector found.
fn found(puzzle: &Option<Puzzle>) -> Option<(Theme, Vec<&str>)> {
    puzzle.as_ref().map(|p| {
        (
            p.theme,
            p.solution.iter().map(String::as_str).collect::<Vec<_>>(),
        )
    })
}

/// Oware: South's `d` sows 5 seeds and captures 2 + 2 + 2 in North's first
/// three houses; no other move captures more than 2 (a hand-made position).
const OWARE_BIG_CAPTURE: &str = "3,4,0,1,1,1/5,4,4,5,0,0 S 10-10";

/// Every shipped puzzle holds, and the words and numbers its proof states
/// are what the search finds now (a change to the search or the evaluation
/// that moves them calls for generating the files again: crates/mancala/README.md, "Puzzles").
#[test]
fn every_shipped_puzzle_is_proved_again() {
    let (mut failures, mut stale) = (Vec::new(), Vec::new());
    for game in [GameId::Omweso, GameId::Oware] {
        for puzzle in shipped(game) {
            assert_eq!(puzzle.game, game, "{} is in the wrong file", puzzle.id);
            match check(&puzzle) {
                Err(e) => failures.push(format!("{}: {e}", puzzle.id)),
                Ok(proof) if proof != puzzle.proof => {
                    stale.push(format!("{}: now {proof:?}", puzzle.id));
                }
                Ok(_) => {}
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(stale.is_empty(), "stale proofs:\n{}", stale.join("\n"));
}

#[test]
fn the_collections_spread_over_every_theme_and_three_difficulties() {
    let mut ids = HashSet::new();
    for (game, at_least) in [(GameId::Omweso, 60), (GameId::Oware, 40)] {
        let puzzles = shipped(game);
        assert!(puzzles.len() >= at_least, "{game}: {}", puzzles.len());
        for theme in Theme::of_game(game) {
            assert!(
                puzzles.iter().any(|p| p.theme == *theme),
                "{game} has no {theme} puzzle"
            );
        }
        let difficulties: HashSet<u8> = puzzles.iter().map(|p| p.difficulty).collect();
        assert_eq!(difficulties, HashSet::from([1, 2, 3]), "{game}");
        assert!(
            puzzles
                .windows(2)
                .all(|w| w[0].difficulty <= w[1].difficulty),
            "{game}: not ordered from easy to hard"
        );
        for p in &puzzles {
            assert!(ids.insert(p.id.clone()), "the id {} is used twice", p.id);
            assert!(
                p.id.starts_with(&format!("{game}-{}-", p.theme)),
                "{}",
                p.id
            );
        }
    }
}

#[test]
fn a_puzzle_file_round_trips() {
    let puzzles = shipped(GameId::Oware);
    assert_eq!(
        read_puzzles(write_puzzles(&puzzles).as_bytes()).unwrap(),
        puzzles
    );
    assert!(read_puzzles(b"[{\"id\": 1}]").is_err());
    assert!(read_puzzles(b"not json").is_err());
}

// The detector on one hand-made position per theme.

#[test]
fn omweso_win_now_from_the_rules_page() {
    // The rules page's re-sow example (section 7): its `l` captures 4, but
    // `j-+` (clockwise from j, then anticlockwise) empties North's front row
    // and cuts the head: okutema, 2 points, this very move.
    let puzzle = omweso_puzzle(
        "2,3,3,3,3,3,3,2/3,3,3,3,3,3,3,2/2,2,2,2,0,0,0,1/2,2,2,3,0,0,1,0 S",
        &omweso::Rules::default(),
    );
    assert_eq!(found(&puzzle), Some((Theme::WinNow, vec!["j-+"])));
    let proof = puzzle.unwrap().proof;
    assert_eq!(proof.requirement, Requirement::OnlyWin);
    assert_eq!(proof.solution_value, "win (2 pt) in 1 move");
}

#[test]
fn omweso_win_now_by_akakyala_when_the_rules_count_it() {
    // Wikipedia's example from the rules page, where South has captured in
    // one earlier turn and North in none: South's `m` captures 6, its second
    // capturing turn against none, which wins by akakyala only when the
    // rules count it.
    let position = "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S - 1-0";
    let akakyala = omweso::Rules {
        akakyala: true,
        ..omweso::Rules::default()
    };
    let puzzle = omweso_puzzle(position, &akakyala);
    assert_eq!(found(&puzzle), Some((Theme::WinNow, vec!["m"])));
    let puzzle = puzzle.unwrap();
    assert_eq!(
        serde_json::Value::Object(puzzle.rules.clone()),
        serde_json::json!({"akakyala": true})
    );
    assert_eq!(check(&puzzle), Ok(puzzle.proof.clone()));
    let standard = omweso_puzzle(position, &omweso::Rules::default());
    assert_ne!(found(&standard).map(|(t, _)| t), Some(Theme::WinNow));
}

#[test]
fn omweso_only_move() {
    // South can play only a, m and n; after m or n North cuts the head next
    // move (okutema, 2 points). Only a holds.
    let puzzle = omweso_puzzle(
        "6,2,1,3,3,4,1,4/3,2,1,4,2,5,5,4/3,0,0,0,1,0,0,1/1,1,1,0,2,3,0,1 S - 1-1",
        &omweso::Rules::default(),
    );
    assert_eq!(found(&puzzle), Some((Theme::OnlyMove, vec!["a"])));
    let proof = puzzle.unwrap().proof;
    assert_eq!(proof.requirement, Requirement::OnlySurvivor);
    assert!(
        proof.best_other_value.starts_with("loss (2 pt)"),
        "{proof:?}"
    );
}

#[test]
fn omweso_big_capture() {
    // `p` captures four times in a chain (6, 5, 5 and 6 seeds: 22); no
    // other move captures 11.
    let puzzle = omweso_puzzle(
        "0,0,3,2,2,2,3,3/2,1,2,0,3,4,3,2/0,4,2,2,3,1,3,0/1,2,1,4,3,1,2,3 S - 1-1",
        &omweso::Rules::default(),
    );
    assert_eq!(found(&puzzle), Some((Theme::BigCapture, vec!["p"])));
    assert!(puzzle.unwrap().proof.margin >= 400);
}

#[test]
fn oware_only_move() {
    // North's last seed, from its f, lands in South's a: with 1 seed there
    // it captures 2 and reaches 25. After e or f it does; only a, moving
    // that seed away, holds.
    let puzzle = oware_puzzle("1,0,0,0,0,0/1,0,0,0,1,1 S 20-24");
    assert_eq!(found(&puzzle), Some((Theme::OnlyMove, vec!["a"])));
}

#[test]
fn oware_avoid_grand_slam() {
    // North has one seed in each house. South's f (6 seeds) would make them
    // all 2 and take all 12: a grand slam, which under the default rule
    // takes nothing and hands North the seeds. South's e captures 4 instead,
    // and d is worse still.
    let puzzle = oware_puzzle("1,1,1,1,1,1/0,0,0,1,3,6 S 16-16");
    assert_eq!(found(&puzzle), Some((Theme::AvoidGrandSlam, vec!["e"])));
    assert_eq!(puzzle.unwrap().proof.best_other, "f");
}

#[test]
fn oware_win_in_two() {
    // South needs 2 seeds. d puts a seed in North's a; whichever house
    // North then plays, South captures 2 next move (e lands on North's b
    // after a, f on North's a after d).
    let puzzle = oware_puzzle("0,0,1,0,0,0/0,0,0,3,2,0 S 23-19");
    assert_eq!(found(&puzzle), Some((Theme::WinInN, vec!["d", "a", "e"])));
    assert_eq!(puzzle.unwrap().proof.limits.depth, 3);
}

#[test]
fn oware_big_capture() {
    let puzzle = oware_puzzle(OWARE_BIG_CAPTURE);
    assert_eq!(found(&puzzle), Some((Theme::BigCapture, vec!["d"])));
}

// The checker refuses what it should, with the right error.

fn big_capture() -> Puzzle {
    oware_puzzle(OWARE_BIG_CAPTURE).expect("the hand-made big capture")
}

#[test]
fn a_detected_puzzle_checks_with_the_same_proof() {
    let puzzle = big_capture();
    assert_eq!(check(&puzzle), Ok(puzzle.proof.clone()));
}

#[test]
fn a_wrong_solution_is_refused() {
    let mut puzzle = big_capture();
    puzzle.solution = vec!["a".into()];
    assert!(
        matches!(check(&puzzle), Err(PuzzleError::NotBest { ref better, .. }) if better == "d"),
        "{:?}",
        check(&puzzle)
    );
    puzzle.solution = vec!["g".into()];
    assert!(matches!(check(&puzzle), Err(PuzzleError::Solution(_))));
    puzzle.solution = vec!["d".into(), "a".into()];
    assert!(matches!(check(&puzzle), Err(PuzzleError::Solution(_))));
}

#[test]
fn a_solution_that_is_not_unique_is_refused() {
    // Both e (two seeds: into f and North's a) and f (one seed: into
    // North's a) make North's a 2 and capture it: either reaches 25.
    let mut puzzle = big_capture();
    puzzle.position = "0,3,3,5,0,1/0,0,0,0,2,1 S 23-10".into();
    puzzle.theme = Theme::WinInN;
    puzzle.solution = vec!["f".into()];
    puzzle.proof.limits.depth = 1;
    assert!(
        matches!(
            check(&puzzle),
            Err(PuzzleError::NotUnique {
                ref best_other,
                requirement: Requirement::OnlyWin,
                ..
            }) if best_other == "e"
        ),
        "{:?}",
        check(&puzzle)
    );
}

#[test]
fn a_broken_position_or_rules_is_refused() {
    let mut broken = big_capture();
    broken.position = "3,4,0,1,1,1/5,4,4,5,0,9 S 10-10".into();
    assert!(
        matches!(check(&broken), Err(PuzzleError::Position { ref which, .. }) if which == "position")
    );
    let mut history = big_capture();
    history.history = vec!["start".into(), "nonsense".into()];
    assert!(
        matches!(check(&history), Err(PuzzleError::Position { ref which, .. }) if which == "history entry 2")
    );
    let mut rules = big_capture();
    rules
        .rules
        .insert("feeding".into(), serde_json::json!(false));
    assert!(matches!(check(&rules), Err(PuzzleError::Rules(_))));
    let mut value = big_capture();
    value
        .rules
        .insert("grand_slam".into(), serde_json::json!("sometimes"));
    assert!(matches!(check(&value), Err(PuzzleError::Rules(_))));
}

#[test]
fn a_claim_the_position_does_not_bear_out_is_refused() {
    // d leads by the margin, but no move is a grand slam.
    let mut puzzle = big_capture();
    puzzle.theme = Theme::AvoidGrandSlam;
    assert!(matches!(check(&puzzle), Err(PuzzleError::Theme(_))));
    // A theme of the other game.
    puzzle.theme = Theme::WinNow;
    assert_eq!(
        check(&puzzle),
        Err(PuzzleError::ThemeOfOtherGame(Theme::WinNow))
    );
}

#[test]
fn a_tampered_difficulty_or_limits_are_refused() {
    let mut puzzle = big_capture();
    puzzle.difficulty = puzzle.difficulty % 3 + 1;
    assert!(matches!(check(&puzzle), Err(PuzzleError::Difficulty(_))));
    let mut puzzle = big_capture();
    puzzle.proof.limits.nodes = u64::MAX;
    assert!(matches!(check(&puzzle), Err(PuzzleError::Limits(_))));
    let mut puzzle = big_capture();
    puzzle.proof.limits.nodes = 10;
    assert!(matches!(
        check(&puzzle),
        Err(PuzzleError::Incomplete { nodes: 10, .. })
    ));
}

#[test]
fn generation_is_reproducible_and_every_puzzle_checks() {
    let options = GenerateOptions {
        max_games: 4,
        ..GenerateOptions::new(3, 5)
    };
    let first = generate_oware(&options, &[], &mut |_| {});
    let again = generate_oware(&options, &[], &mut |_| {});
    assert_eq!(first, again);
    assert!(!first.puzzles.is_empty() && first.puzzles.len() <= 3);
    for p in &first.puzzles {
        assert_eq!(check(p), Ok(p.proof.clone()), "{}", p.id);
    }
}

#[test]
fn generation_reads_the_positions_of_records() {
    let record = big_capture_record();
    let options = GenerateOptions {
        max_games: 0,
        ..GenerateOptions::new(1, 1)
    };
    let generated = generate_oware(&options, &[record], &mut |_| {});
    assert_eq!(generated.games, 0);
    assert_eq!(generated.puzzles, vec![big_capture()]);
}

/// A record whose first position is the hand-made big capture.
fn big_capture_record() -> oware::GameRecord {
    let mut record =
        oware::GameRecord::new(OWARE_BIG_CAPTURE.parse().unwrap(), oware::Rules::default());
    record.push("d".parse().unwrap()).unwrap();
    record
}

/// A kept puzzle is proved again: its id stays, its proof and hardness
/// become what the search finds now, and one that no longer holds is
/// dropped.
#[test]
fn generation_keeps_earlier_puzzles_that_still_hold_with_fresh_proofs() {
    let mut stale = big_capture();
    stale.proof.nodes += 1;
    stale.proof.solution_score -= 1;
    stale.hardness.found_at_depth = 9;
    stale.hardness.tempting_moves = 5;
    stale.difficulty = stale.hardness.difficulty();
    assert_ne!(stale, big_capture());
    let mut broken = big_capture();
    broken.id = "oware-big-capture-000000000000".into();
    broken.position = "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0".into();
    let options = GenerateOptions {
        max_games: 0,
        keep: vec![broken, stale],
        ..GenerateOptions::new(2, 1)
    };
    let generated = generate_oware(&options, &[], &mut |_| {});
    assert_eq!((generated.kept, generated.found), (1, 0));
    assert_eq!(generated.puzzles, vec![big_capture()]);
}

/// Within a theme, a kept puzzle is chosen before a new one.
#[test]
fn a_kept_puzzle_is_chosen_before_a_new_one_of_its_theme() {
    let kept = shipped(GameId::Oware)
        .into_iter()
        .find(|p| p.theme == Theme::BigCapture && p.history.is_empty())
        .expect("a shipped Oware big capture");
    assert_ne!(kept.id, big_capture().id);
    let options = GenerateOptions {
        max_games: 0,
        keep: vec![kept.clone()],
        ..GenerateOptions::new(1, 1)
    };
    let generated = generate_oware(&options, &[big_capture_record()], &mut |_| {});
    assert_eq!((generated.kept, generated.found), (1, 1));
    assert_eq!(generated.puzzles, vec![kept]);
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 24,
        rng_seed: proptest::test_runner::RngSeed::Fixed(27),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Any other legal first move in place of a shipped solution is refused.
    #[test]
    fn another_first_move_is_never_a_solution(pick in any::<prop::sample::Index>(), other in any::<prop::sample::Index>()) {
        let puzzles: Vec<Puzzle> = shipped(GameId::Omweso).into_iter().chain(shipped(GameId::Oware)).collect();
        let mut puzzle = pick.get(&puzzles).clone();
        let moves: Vec<String> = match puzzle.game {
            GameId::Omweso => {
                let position: omweso::Position = puzzle.position.parse().unwrap();
                let rules: omweso::Rules = serde_json::from_value(serde_json::Value::Object(puzzle.rules.clone())).unwrap();
                position.legal_moves(&rules).iter().map(|m| m.to_string()).collect()
            }
            GameId::Oware => {
                let position: oware::Position = puzzle.position.parse().unwrap();
                position.legal_moves(&oware::Rules::default()).iter().map(|m| m.to_string()).collect()
            }
        };
        let others: Vec<&String> = moves.iter().filter(|m| **m != puzzle.solution[0]).collect();
        prop_assume!(!others.is_empty());
        puzzle.solution[0] = other.get(&others).to_string();
        prop_assert!(check(&puzzle).is_err(), "{} accepts {}", puzzle.id, puzzle.solution[0]);
    }
}

use super::*;
use crate::omweso::Move;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A random game from the start, cut at a random ply of its last ten
/// (the game so far, the cut position last).
fn random_ending(rules: &Rules, rng: &mut SmallRng) -> Vec<Position> {
    let mut game = vec![Position::start()];
    loop {
        let pos = *game.last().unwrap();
        let children = pos.successors(rules);
        let (_, child, outcome) = children[rng.random_range(0..children.len())];
        if outcome.is_some() || game.len() > 400 {
            break;
        }
        game.push(child);
    }
    let cut = game.len() - rng.random_range(1..=10.min(game.len()));
    game.truncate(cut + 1);
    game
}

/// Does `winner` win within `plies`, no board of the line repeated:
/// every line, nothing cached.
fn brute(
    rules: &Rules,
    winner: Side,
    pos: &Position,
    plies: u32,
    path: &mut Vec<RepetitionKey>,
) -> bool {
    if plies == 0 {
        return false;
    }
    let mut results = pos
        .successors(rules)
        .into_iter()
        .map(|(_, child, outcome)| match outcome {
            Some(o) => o.winner == Some(winner),
            None => {
                let k = key(&child);
                if path.contains(&k) {
                    return false;
                }
                path.push(k);
                let w = brute(rules, winner, &child, plies - 1, path);
                path.pop();
                w
            }
        });
    if pos.side() == winner {
        results.any(|w| w)
    } else {
        results.all(|w| w)
    }
}

fn prove_game(rules: &Rules, game: &[Position], budget: usize) -> Answer {
    let (pos, history) = game.split_last().unwrap();
    prove(rules, history, *pos, budget).unwrap().answer
}

#[test]
fn every_win_found_by_trying_every_line_is_proven_with_a_line_no_shorter() {
    let rules = Rules::default();
    let mut rng = SmallRng::seed_from_u64(29);
    let mut compared = 0;
    for _ in 0..60 {
        let game = random_ending(&rules, &mut rng);
        let pos = *game.last().unwrap();
        let mut path: Vec<_> = game.iter().map(key).collect();
        let Some(shortest) = (1..=5)
            .step_by(2)
            .find(|&plies| brute(&rules, pos.side(), &pos, plies, &mut path))
        else {
            continue;
        };
        compared += 1;
        match prove_game(&rules, &game, 1_000_000) {
            Answer::Win(c) => {
                assert_eq!(c.winner(), pos.side(), "{game:?}");
                assert!(c.summary().longest_line >= shortest, "{game:?}");
                assert!(c.summary().positions >= 1);
            }
            other => panic!("a win within {shortest} plies not proven ({other:?}): {game:?}"),
        }
    }
    assert!(
        compared >= 10,
        "only {compared} proven positions to compare"
    );
}

#[test]
fn a_position_seen_twice_is_never_the_strategys_next_step() {
    let rules = Rules::default();
    let mut rng = SmallRng::seed_from_u64(31);
    let mut tried = 0;
    while tried < 5 {
        let game = random_ending(&rules, &mut rng);
        let pos = *game.last().unwrap();
        let Answer::Win(c) = prove_game(&rules, &game, 200_000) else {
            continue;
        };
        let Strategy::Play(play) = c.strategy() else {
            continue;
        };
        let Some(_) = play.replies else {
            continue; // a move that ends the game cannot repeat anything
        };
        tried += 1;
        let (child, _) = pos.apply(&rules, play.mv).unwrap();
        // The strategy's first move leads to a position seen twice before:
        // a third time annuls the game, so it cannot be the strategy's.
        let mut seen_twice = vec![child, child];
        seen_twice.extend(&game);
        if let Answer::Win(again) = prove_game(&rules, &seen_twice, 200_000) {
            assert!(
                !matches!(again.strategy(), Strategy::Play(p) if p.mv == play.mv),
                "{game:?}"
            );
        }
    }
}

/// A short proven position: South to move wins in a few plies.
fn small_certificate() -> Certificate {
    let rules = Rules::default();
    let mut rng = SmallRng::seed_from_u64(7);
    loop {
        let game = random_ending(&rules, &mut rng);
        if let Answer::Win(c) = prove_game(&rules, &game, 100_000)
            && c.summary().longest_line >= 3
            && c.summary().positions >= 3
            && c.winner() == c.position().side()
        {
            return c;
        }
    }
}

#[test]
fn a_certificate_reads_back_as_written() {
    let c = small_certificate();
    let json = c.to_json();
    assert_eq!(Certificate::from_json(json.as_bytes()), Ok(c));
}

#[test]
fn the_strategy_is_followed_move_by_move_and_no_further() {
    let c = small_certificate();
    let rules = c.rules().rules();
    let mut game: Vec<Position> = c.history().to_vec();
    game.push(*c.position());
    let Strategy::Play(play) = c.strategy() else {
        unreachable!("small_certificate's winner is to move")
    };
    assert_eq!(c.move_for(&rules, &game), Some(play.mv));
    let replies = play.replies.as_ref().expect("a line of 3 plies or more");
    let (after, _) = game.last().unwrap().apply(&rules, play.mv).unwrap();
    game.push(after);
    assert!(matches!(c.follow(&rules, &game), Some(Covered::Replies(_))));
    assert_eq!(c.move_for(&rules, &game), None);
    let (reply, answer) = &replies.0[0];
    let (after, _) = after.apply(&rules, *reply).unwrap();
    game.push(after);
    assert_eq!(c.move_for(&rules, &game), Some(answer.mv));
    // Other rules, or a game that left the strategy, are not covered.
    let other = Rules {
        okwesera: !rules.okwesera,
        ..rules.clone()
    };
    assert_eq!(c.move_for(&other, &game), None);
    let root = game.len() - 3;
    let (_, elsewhere, _) = game[root]
        .successors(&rules)
        .into_iter()
        .find(|(mv, _, _)| *mv != play.mv)
        .expect("a second move");
    game.truncate(root + 1);
    game.push(elsewhere);
    assert!(c.follow(&rules, &game).is_none());
    // Options that decide no move or winner do not matter.
    let match_rules = Rules {
        match_target: 6,
        akawumbi_points: 6,
        ..rules
    };
    game.truncate(root + 1);
    assert_eq!(c.move_for(&match_rules, &game), Some(play.mv));
}

#[test]
fn a_wrong_move_and_a_missing_reply_are_named_by_their_path() {
    let c = small_certificate();
    let Strategy::Play(play) = c.strategy().clone() else {
        unreachable!()
    };
    let new = |strategy| {
        Certificate::new(
            c.rules(),
            c.history().to_vec(),
            *c.position(),
            c.winner(),
            Strategy::Play(strategy),
        )
    };
    let mut dropped = play.clone();
    let replies = dropped.replies.as_mut().unwrap();
    let missing = replies.0.remove(0).0;
    assert_eq!(
        new(dropped).unwrap_err().to_string(),
        format!(
            "after {}: the reply {:?} is missing ({} legal replies, {} given)",
            play.mv,
            missing.to_string(),
            replies_len(&play),
            replies_len(&play) - 1
        )
    );
    let empty_pit = (0..16)
        .find(|&k| c.position().seeds(c.winner(), k) == 0)
        .expect("an empty pit in an ending");
    let wrong = Play {
        mv: Move::sow(empty_pit),
        ..play.clone()
    };
    let error = new(wrong).unwrap_err().to_string();
    assert!(
        error.starts_with(&format!(
            "at the root: the winner's move \"{}\" is not legal here",
            Move::sow(empty_pit)
        )),
        "{error}"
    );
    let cut = Play {
        replies: None,
        ..play.clone()
    };
    assert_eq!(
        new(cut).unwrap_err().to_string(),
        format!(
            "after {}: the line stops here, but the game is not over: the defender's replies are missing",
            play.mv
        )
    );
}

fn replies_len(play: &Play) -> usize {
    play.replies.as_ref().map_or(0, |r| r.0.len())
}

#[test]
fn play_rules_name_their_files_and_cover_every_combination() {
    let all = PlayRules::all();
    assert_eq!(all.len(), 16);
    assert_eq!(all[0], PlayRules::of(&Rules::default()));
    assert_eq!(all[0].file_name("standard"), "standard.json");
    let names: std::collections::HashSet<String> =
        all.iter().map(|r| r.file_name("standard")).collect();
    assert_eq!(names.len(), 16);
    let odd = PlayRules {
        reverse_captures: false,
        akakyala: true,
        ..all[0]
    };
    assert_eq!(
        odd.file_name("two-each"),
        "two-each-no-reverse-akakyala.json"
    );
}

use super::*;
use crate::ai::WIN;

const O: [f64; 3] = <crate::game::Oware as Strategy<_>>::THRESHOLDS;

#[test]
fn classes_follow_the_documented_thresholds() {
    assert_eq!(Class::of(300, 0.0, true, O), Class::Best);
    assert_eq!(Class::of(295, 0.05, false, O), Class::Best);
    assert_eq!(Class::of(250, 0.5, false, O), Class::Good);
    assert_eq!(Class::of(150, 1.5, false, O), Class::Inaccuracy);
    assert_eq!(Class::of(0, 3.0, false, O), Class::Mistake);
    assert_eq!(Class::of(-300, 6.0, false, O), Class::Blunder);
}

#[test]
fn a_won_game_counts_the_cap_so_throwing_it_away_is_a_blunder() {
    use crate::game::Oware;
    // A win given up for a small edge loses nearly the whole cap.
    let loss = seeds::<Oware>(WIN) - seeds::<Oware>(50);
    assert_eq!(Class::of(50, loss, false, O), Class::Blunder);
    // A level game walked into a lost one.
    let loss = seeds::<Oware>(0) - seeds::<Oware>(-WIN);
    assert_eq!(Class::of(-WIN, loss, false, O), Class::Blunder);
    // Still winning, if more slowly: nothing lost that matters.
    assert_eq!(Class::of(WIN + 100, 0.0, false, O), Class::Best);
}

#[test]
fn seeds_are_capped_for_won_games() {
    use crate::game::{Omweso, Oware};
    assert_eq!(seeds::<Oware>(WIN + 500), 24.0);
    assert_eq!(seeds::<Omweso>(-WIN), -32.0);
    assert_eq!(seeds::<Oware>(-250), -2.5);
    assert_eq!(seeds::<Oware>(900_000 / 2), 24.0);
}

#[test]
fn lists_are_joined_as_people_write_them() {
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(words::join_and(&s(&[])), "");
    assert_eq!(words::join_and(&s(&["d"])), "d");
    assert_eq!(words::join_and(&s(&["d", "e"])), "d and e");
    assert_eq!(words::join_and(&s(&["a", "b", "c"])), "a, b and c");
}

#[test]
fn a_reviewer_goes_on_through_the_game_and_then_takes_half_of_the_longest_stretch_left() {
    use crate::game::Oware;
    let mut shared = Shared::<Oware, _> {
        taken: vec![false; 10],
        done: (0..10).map(|_| None).collect(),
        progress: |_: usize, _: usize| {},
    };
    // Two reviewers begin at the start and in the middle.
    assert_eq!(shared.take(Some(0)), Some(0));
    assert_eq!(shared.take(Some(5)), Some(5));
    // Each goes on from where it is.
    assert_eq!(shared.take(Some(1)), Some(1));
    assert_eq!(shared.take(Some(6)), Some(6));
    // The first reaches the second's start: it takes the middle of the
    // longest stretch left (7, 8, 9).
    for i in 2..5 {
        assert_eq!(shared.take(Some(i)), Some(i));
    }
    assert_eq!(shared.take(Some(5)), Some(8));
    assert_eq!(shared.take(Some(7)), Some(7));
    assert_eq!(shared.take(Some(9)), Some(9));
    assert_eq!(shared.take(Some(8)), None);
    assert_eq!(shared.take(None), None);
}

#[test]
fn the_longest_free_run_is_found() {
    assert_eq!(longest_free_run(&[]), None);
    assert_eq!(longest_free_run(&[true, true]), None);
    let taken = [true, false, false, true, false, false, false, true, false];
    assert_eq!(longest_free_run(&taken), Some((4, 3)));
}

#[test]
fn a_move_other_than_the_best_is_worth_the_position_it_led_to_when_seen_as_deep() {
    use crate::game::{Game, Oware};
    let rules = crate::oware::Rules::default();
    let start = Oware::start();
    let moves = Oware::legal_moves(&start, &rules);
    let (best, played) = (moves[5], moves[0]);
    let (after_position, _) = Oware::apply(&start, &rules, played).expect("legal");
    let step = Moment::<Oware> {
        position: start,
        history: vec![start],
        played: Some(played),
    };
    let view = |side, score, best, scores: Vec<_>, depth| PositionReview::<Oware> {
        side,
        score,
        best,
        line: best.into_iter().collect(),
        scores,
        exact: false,
        depth,
        nodes: 0,
    };
    // The root scored the played move 0.2 seeds below the best at depth 10.
    let before = view(
        Side::South,
        100,
        Some(best),
        vec![(best, 100), (played, 80)],
        10,
    );
    let judged = |depth| {
        let after = view(Side::North, 200, None, Vec::new(), depth);
        judge(&rules, 0, &step, &before, &after, &after_position).expect("a move")
    };
    // Searched as deep from the next position (9 plies there, 10 from the
    // root), the move is worth North's 2 seeds: 3 seeds lost, a mistake.
    let deep = judged(9);
    assert_eq!((deep.played_score, deep.loss), (-200, 3.0));
    assert_eq!(deep.class, Class::Mistake);
    // Seen less deep there, the root's score stands: a good move.
    let shallow = judged(8);
    assert_eq!(shallow.played_score, 80);
    assert!((shallow.loss - 0.2).abs() < 1e-9);
    assert_eq!(shallow.class, Class::Good);
}

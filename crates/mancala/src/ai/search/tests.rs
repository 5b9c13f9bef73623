use super::*;
use crate::ai::WIN_MIN;
use crate::game::Omweso;
use crate::omweso;

#[test]
fn a_never_ending_move_scores_exactly_nothing_at_every_depth() {
    // North's f never ends (1.6 × 10⁹ laps): annulled, worth 0, while
    // North's other moves win or lose.
    let position: omweso::Position =
        "1,2,7,2,3,2,1,8/4,5,2,1,3,5,8,1/0,0,1,0,1,3,0,1/0,1,0,0,1,0,1,0 N - 0-4"
            .parse()
            .unwrap();
    let mut searcher = Searcher::<Omweso>::new(omweso::Rules::default());
    for depth in 1..=3 {
        let (scores, completed) =
            searcher.root_scores(&position, &[], &SearchLimits::depth(depth), None);
        assert_eq!(completed, depth);
        let score = |name: &str| {
            scores
                .iter()
                .find(|(c, _)| c.mv.to_string() == name)
                .map(|&(_, s)| s)
                .expect("the move is generated")
        };
        assert_eq!(score("f"), 0, "depth {depth}");
        // Not a score every move gets: b- is worth more, a win once the
        // search sees far enough.
        assert!(score("b-") > 0, "depth {depth}: {}", score("b-"));
        assert_eq!(score("b-") >= WIN_MIN, depth == 3, "depth {depth}");
    }
}

#[test]
fn oware_reduces_late_quiet_moves_unless_full_width() {
    use crate::game::Oware;
    use crate::oware;
    let position: oware::Position = "5,0,7,2,6,1/3,4,0,8,2,1 S 4-5".parse().unwrap();
    let limits = SearchLimits::depth(12);
    let reduced =
        Searcher::<Oware>::new(oware::Rules::default()).search(&position, &[], &limits, None);
    let full = Searcher::<Oware>::new(oware::Rules::default())
        .full_width()
        .search(&position, &[], &limits, None);
    assert_eq!((reduced.depth, full.depth), (12, 12));
    // The same depth for far fewer nodes: the plies the reductions buy.
    assert!(
        reduced.nodes * 2 < full.nodes,
        "{} reduced, {} full",
        reduced.nodes,
        full.nodes
    );
}

#[test]
fn the_default_threads_leave_a_core_spare_and_stop_at_the_two_measured() {
    let defaults: Vec<usize> = [1, 2, 3, 4, 16]
        .map(|cores| Threads::default_for(cores).get())
        .to_vec();
    assert_eq!(defaults, [1, 1, 2, 2, 2]);
}

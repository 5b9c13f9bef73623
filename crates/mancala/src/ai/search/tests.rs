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

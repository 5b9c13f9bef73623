//! The Monte-Carlo tree search player: legal moves, never-ending moves,
//! wins in one, determinism. Iteration budgets only: nothing here depends on
//! the machine's speed.

use mancala::Side;
use mancala::ai::ComputerPlayer;
use mancala::ai::mcts::{Mcts, MctsSettings};
use mancala::ai::{Scratch, Searchable, Strategy};
use mancala::game::{Game, Omweso, Oware};
use mancala::omweso::{Outcome, Position};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// `plies` random moves from the start, by the search's own generation,
/// avoiding moves that end the game (fewer if none is left).
fn random_position<G: Searchable>(rules: &G::Rules, seed: u64, plies: usize) -> G::Position {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut scratch = Scratch::<G>::default();
    let mut pos = G::start();
    for _ in 0..plies {
        let mut children = Vec::new();
        G::Strategy::expand(
            &mut scratch,
            &pos,
            G::hash(&pos),
            rules,
            &mut children,
            &mut || false,
        )
        .unwrap();
        children.retain(|c| c.outcome.is_none());
        if children.is_empty() {
            break;
        }
        pos = children[rng.random_range(0..children.len())].pos;
    }
    pos
}

fn chooses_legal<G: Searchable>(seed: u64, plies: usize) {
    let rules = G::Rules::default();
    let pos = random_position::<G>(&rules, seed, plies);
    let mut mcts = Mcts::<G>::new(rules.clone(), MctsSettings::iterations(60), seed);
    let r = mcts.choose(&pos, None);
    assert!(r.nodes <= 60);
    match r.best {
        Some(mv) => assert!(G::apply(&pos, &rules, mv).is_ok(), "{pos} {mv}"),
        None => assert!(G::outcome(&pos, &rules).is_some(), "{pos}: no move"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 24,
        rng_seed: proptest::test_runner::RngSeed::Fixed(49),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn mcts_plays_only_legal_moves_omweso(seed in any::<u64>(), plies in 0usize..40) {
        chooses_legal::<Omweso>(seed, plies);
    }

    #[test]
    fn mcts_plays_only_legal_moves_oware(seed in any::<u64>(), plies in 0usize..80) {
        chooses_legal::<Oware>(seed, plies);
    }
}

/// South's `m` never ends (tests/omweso_rules.rs, rule 8): 399,389 laps
/// before the engine knows; the search presumes it after 65,536.
const NEVER_ENDING: &str =
    "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5";

#[test]
fn mcts_finishes_a_game_with_a_never_ending_move() {
    let rules = mancala::omweso::Rules::default();
    let start: Position = NEVER_ENDING.parse().unwrap();
    let m = "m".parse().unwrap();
    assert_eq!(
        Omweso::apply(&start, &rules, m).unwrap().1,
        Some(Outcome::annulled())
    );
    let mut players = [11, 12].map(|seed| {
        ComputerPlayer::<Omweso>::mcts(rules.clone(), MctsSettings::iterations(200), seed)
    });
    let mut record = Omweso::new_record(&rules, start);
    let (mut pos, mut history, mut outcome) = (start, Vec::new(), None);
    for _ in 0..300 {
        let side = Omweso::side_to_move(&pos);
        let player = &mut players[usize::from(side == Side::North)];
        let r = player.choose(&pos, &history, None);
        let mv = r.best.expect("a move while the game goes on");
        let (next, result) = Omweso::record_move(&mut record, mv).expect("a legal move");
        history.push(pos);
        (pos, outcome) = (next, result);
        if outcome.is_some() {
            break;
        }
    }
    assert!(outcome.is_some(), "the game ended");
}

#[test]
fn mcts_searches_past_a_never_ending_move_at_the_root() {
    // With the never-ending move among the root's moves the search still
    // spends its budget and names a legal move, the same each time.
    let rules = mancala::omweso::Rules::default();
    let pos: Position = NEVER_ENDING.parse().unwrap();
    let choose = || {
        let mut mcts = Mcts::<Omweso>::new(rules.clone(), MctsSettings::iterations(300), 5);
        let r = mcts.choose(&pos, None);
        (r.best, r.pv, r.nodes)
    };
    let (best, pv, nodes) = choose();
    assert_eq!(nodes, 300);
    assert!(Omweso::apply(&pos, &rules, best.unwrap()).is_ok());
    assert_eq!((best, pv, nodes), choose());
}

/// South's `o` empties North's front row with a capture: okutema.
#[test]
fn mcts_plays_a_win_in_one() {
    let rules = mancala::omweso::Rules::default();
    let mut s = [0u8; 16];
    let mut n = [0u8; 16];
    for (k, c) in [(6, 2), (8, 1), (2, 10), (3, 10), (4, 10)] {
        s[k] = c;
    }
    for (k, c) in [(0, 1), (15, 1), (5, 10), (6, 10), (7, 9)] {
        n[k] = c;
    }
    let pos = Position::new(s, n, Side::South, [false, false], [1, 1]).unwrap();
    for seed in 0..4 {
        let mut mcts = Mcts::<Omweso>::new(rules.clone(), MctsSettings::iterations(100), seed);
        let mv = mcts.choose(&pos, None).best.unwrap();
        let (_, outcome) = Omweso::apply(&pos, &rules, mv).unwrap();
        assert_eq!(
            outcome.and_then(|o| Omweso::winner(&o)),
            Some(Side::South),
            "{mv}"
        );
    }
}

#[test]
fn mcts_same_seed_and_budget_same_move() {
    let rules = mancala::omweso::Rules::default();
    for seed in 0..4 {
        let pos = random_position::<Omweso>(&rules, seed, 6);
        let run = || {
            let mut mcts = Mcts::<Omweso>::new(rules.clone(), MctsSettings::iterations(150), seed);
            let r = mcts.choose(&pos, None);
            (r.best, r.pv, r.score, r.nodes, r.depth)
        };
        assert_eq!(run(), run(), "{pos}");
    }
}

#[test]
fn mcts_spec_names() {
    use mancala::ai::ComputerSpec;
    assert_eq!("mcts".parse(), Ok(ComputerSpec::Mcts(None)));
    assert_eq!("mcts:250".parse(), Ok(ComputerSpec::Mcts(Some(250))));
    let err = "mcts:0".parse::<ComputerSpec>().unwrap_err().to_string();
    assert!(err.contains("milliseconds"), "{err}");
    let err = "alphazero".parse::<ComputerSpec>().unwrap_err().to_string();
    assert!(err.contains("mcts"), "{err}");
}

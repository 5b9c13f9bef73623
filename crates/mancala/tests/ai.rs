//! The computer opponent: known best moves, legality everywhere, determinism
//! under node budgets, cancellation, levels and set-up choice.
//!
//! No test here measures wall-clock time (the machine may be loaded): the
//! searches are bounded by nodes or depth, and timing figures live in
//! crates/mancala/docs/notes/ai-strength-lab-notes.md.

use mancala::Side;
use mancala::ai::arena::{MatchOptions, SetupMode, play_match};
use mancala::ai::{
    Child, ComputerPlayer, ComputerSpec, Level, LevelSettings, SearchLimits, Searcher, WIN,
    WIN_MIN, describe_score,
};
use mancala::ai::{Scratch, Searchable, Strategy};
use mancala::game::{Game, Omweso, Oware};
use mancala::omweso::{OmwesoScratch, choose_arrangement};
use mancala::{omweso, oware};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

fn omweso_best(position: &str, limits: SearchLimits) -> (String, i32) {
    let position: omweso::Position = position.parse().unwrap();
    let mut searcher = Searcher::<Omweso>::new(omweso::Rules::default());
    let r = searcher.search(&position, &[], &limits, None);
    (r.best.unwrap().to_string(), r.score)
}

#[test]
fn omweso_winning_capture_chain() {
    // North's g, clockwise twice then anticlockwise, captures seven times
    // and empties South's front row: okutema at once. No other move wins.
    let (best, score) = omweso_best(
        "2,0,3,0,0,2,1,1/4,7,1,0,2,2,1,1/0,1,2,2,2,7,3,2/2,1,1,1,9,1,1,2 N - 3-2",
        SearchLimits::nodes(20_000),
    );
    assert_eq!(best, "g--+");
    assert_eq!(
        score,
        WIN + 2 * Omweso::WIN_UNIT - 1,
        "2 points, one move away"
    );
    // South's d captures five times and wins the same way.
    let (best, _) = omweso_best(
        "1,2,2,1,0,4,3,7/1,2,1,1,0,13,0,1/3,3,0,4,1,1,1,1/4,1,0,3,0,2,0,1 S - 2-3",
        SearchLimits::depth(1),
    );
    assert_eq!(best, "d");
}

#[test]
fn omweso_forced_okutema_in_three() {
    // No move wins at once; after South's e every reply of North's allows
    // an okutema, and e is the only move with that property.
    let position = "0,1,6,0,1,2,0,1/0,1,0,6,0,0,0,0/8,3,1,2,8,9,0,2/0,1,2,1,4,2,2,1 S - 6-7";
    let (best, score) = omweso_best(position, SearchLimits::depth(5));
    assert_eq!(best, "e");
    assert_eq!(score, WIN + 2 * Omweso::WIN_UNIT - 3);
    assert_eq!(describe_score::<Omweso>(score), "win (2 pt) in 3 moves");
    for (position, mv) in [
        (
            "0,3,1,5,2,4,3,1/0,4,2,0,11,6,2,1/3,3,0,0,1,1,0,0/2,2,1,2,0,3,1,0 N - 4-4",
            "m--",
        ),
        (
            "1,7,1,2,1,5,5,0/3,2,2,0,3,0,1,1/0,0,0,0,1,1,3,3/0,5,1,6,0,1,2,7 N - 0-1",
            "d",
        ),
    ] {
        assert_eq!(
            omweso_best(position, SearchLimits::depth(5)).0,
            mv,
            "{position}"
        );
    }
}

#[test]
fn omweso_a_lost_side_gives_up_fewest_points_before_it_plays_for_time() {
    // North is lost. Its c holds out longest, 6 plies, but then South cuts
    // the head (okutema, 2 points); g and i lose 1 point (bulijo) in 4. The
    // search concedes the fewest points, so its "loss in 4" is not the
    // longest North can last (a proof search asking only "does South win
    // within N plies" finds 6).
    let position: omweso::Position =
        "0,0,1,0,0,0,0,4/1,4,1,1,0,2,0,0/0,1,9,8,0,1,3,3/2,1,5,0,1,6,0,10 N - 3-0"
            .parse()
            .unwrap();
    let mut searcher = Searcher::<Omweso>::new(omweso::Rules::default());
    let (scores, _) = searcher.root_scores(&position, &[], &SearchLimits::depth(6), None);
    let score_of = |mv: &str| {
        scores
            .iter()
            .find(|(c, _)| c.mv.to_string() == mv)
            .map(|&(_, s)| s)
            .unwrap()
    };
    assert_eq!(score_of("c"), -(WIN + 2 * Omweso::WIN_UNIT - 6));
    assert_eq!(score_of("g"), -(WIN + Omweso::WIN_UNIT - 4));
    assert_eq!(score_of("i"), -(WIN + Omweso::WIN_UNIT - 4));
    let r = searcher.search(&position, &[], &SearchLimits::depth(6), None);
    assert!(["g", "i"].contains(&r.best.unwrap().to_string().as_str()));
    assert_eq!(describe_score::<Omweso>(r.score), "loss (1 pt) in 4 moves");
    // The line it gives does end so.
    let rules = omweso::Rules::default();
    let mut pos = position;
    let mut outcome = None;
    for mv in &r.pv {
        let (next, o) = pos.apply(&rules, *mv).unwrap();
        (pos, outcome) = (next, o);
    }
    assert_eq!(r.pv.len(), 4);
    let outcome = outcome.expect("the line ends the game");
    assert_eq!((outcome.winner, outcome.points), (Some(Side::South), 1));
}

#[test]
fn omweso_annulment_is_worth_nothing() {
    // North to move with a never-ending f (1.6 × 10⁹ laps): the search
    // presumes it and scores it 0, neither a win nor a loss.
    let position: omweso::Position =
        "1,2,7,2,3,2,1,8/4,5,2,1,3,5,8,1/0,0,1,0,1,3,0,1/0,1,0,0,1,0,1,0 N - 0-4"
            .parse()
            .unwrap();
    let rules = omweso::Rules::default();
    let mut children: Vec<Child<Omweso>> = Vec::new();
    Omweso::expand(
        &mut mancala::omweso::OmwesoScratch::default(),
        &position,
        Omweso::hash(&position),
        &rules,
        &mut children,
        &mut || false,
    )
    .unwrap();
    let f = children
        .iter()
        .find(|c| c.mv.to_string() == "f")
        .expect("f is generated");
    let outcome = f.outcome.expect("f ends the game");
    assert_eq!(outcome.kind, omweso::ResultKind::Annulled);
    // Worth nothing to either side (the search's own score of it is
    // checked in `ai::search`'s unit tests).
    assert_eq!(Omweso::value(&outcome, Side::North), 0);
    assert_eq!(Omweso::value(&outcome, Side::South), 0);
}

/// Oware: South's f (2 seeds) would take both of North's houses, all of
/// North's seeds: a grand slam. South's e takes house 6 only.
const GRAND_SLAM: &str = "0,0,0,0,2,1/3,3,3,0,2,2 S 22-10";

#[test]
fn oware_grand_slam_captures_nothing_under_abapa() {
    let position: oware::Position = GRAND_SLAM.parse().unwrap();
    let rules = oware::Rules::default();
    let mut scratch = mancala::oware::OwareScratch::default();
    let mut children: Vec<Child<Oware>> = Vec::new();
    Oware::expand(
        &mut scratch,
        &position,
        Oware::hash(&position),
        &rules,
        &mut children,
        &mut || false,
    )
    .unwrap();
    let gain = |letter: &str| {
        children
            .iter()
            .find(|c| c.mv.to_string() == letter)
            .unwrap()
            .gain
    };
    assert_eq!(gain("f"), 0, "the grand slam is forfeited");
    assert_eq!(gain("e"), 2);
    // The AI takes the real capture (24 seeds, and North must then feed).
    let mut searcher = Searcher::<Oware>::new(rules);
    let r = searcher.search(&position, &[], &SearchLimits::depth(6), None);
    assert_ne!(r.best.unwrap().to_string(), "f");
}

#[test]
fn oware_grand_slam_that_wins_is_played_when_it_captures() {
    let position: oware::Position = GRAND_SLAM.parse().unwrap();
    let rules = oware::Rules {
        grand_slam: oware::GrandSlam::CaptureIfWinning,
    };
    let mut searcher = Searcher::<Oware>::new(rules);
    let r = searcher.search(&position, &[], &SearchLimits::depth(4), None);
    assert_eq!(r.best.unwrap().to_string(), "f");
    assert!(r.score >= WIN_MIN, "{}", describe_score::<Oware>(r.score));
}

/// A reachable position: `plies` moves from the start, each chosen at random
/// among the moves the search generates (never-ending Omweso moves are
/// presumed there, so building a position never runs for seconds).
fn reachable<G: Searchable>(seed: u64, plies: u32) -> (G::Position, Vec<G::Position>) {
    let rules = G::Rules::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut scratch = Scratch::<G>::default();
    let mut position = G::start();
    let mut history = Vec::new();
    for _ in 0..plies {
        let mut children = Vec::new();
        let key = G::hash(&position);
        G::Strategy::expand(
            &mut scratch,
            &position,
            key,
            &rules,
            &mut children,
            &mut || false,
        )
        .unwrap();
        children.retain(|c| c.outcome.is_none());
        if children.is_empty() {
            break;
        }
        history.push(position);
        position = children[rng.random_range(0..children.len())].pos;
    }
    (position, history)
}

/// Checks that `mv` is legal in an Omweso position without running a
/// possibly never-ending move to its end: it is one the search generated,
/// and, unless presumed never-ending, the engine agrees on where it leads.
fn assert_omweso_legal(position: &omweso::Position, mv: omweso::Move) {
    let rules = omweso::Rules::default();
    let mut children = Vec::new();
    let key = Omweso::hash(position);
    Omweso::expand(
        &mut OmwesoScratch::default(),
        position,
        key,
        &rules,
        &mut children,
        &mut || false,
    )
    .unwrap();
    let child = children
        .iter()
        .find(|c| c.mv == mv)
        .unwrap_or_else(|| panic!("{mv} is not among the moves of {position}"));
    let presumed = child.pos == *position;
    if presumed {
        assert!(position.seeds(position.side(), mv.pit()) >= 2);
    } else {
        assert_eq!(position.apply(&rules, mv).map(|r| r.0), Ok(child.pos));
    }
}

fn settings(limits: SearchLimits, noise: i32, miss: u8) -> LevelSettings {
    LevelSettings {
        limits,
        noise,
        miss_captures: miss,
        table_bytes: 1 << 20,
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 48,
        rng_seed: proptest::test_runner::RngSeed::Fixed(49),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn omweso_moves_are_legal(seed in any::<u64>(), plies in 0u32..40, noisy in any::<bool>()) {
        let (position, history) = reachable::<Omweso>(seed, plies);
        let s = if noisy {
            settings(SearchLimits::depth(2), 150, 30)
        } else {
            settings(SearchLimits::nodes(300), 0, 0)
        };
        let mut player = ComputerPlayer::<Omweso>::new(omweso::Rules::default(), s, seed);
        let result = player.choose(&position, &history, None);
        match result.best {
            Some(mv) => assert_omweso_legal(&position, mv),
            None => prop_assert!(!position.has_legal_move()),
        }
    }

    #[test]
    fn oware_moves_are_legal(seed in any::<u64>(), plies in 0u32..80, noisy in any::<bool>()) {
        let (position, history) = reachable::<Oware>(seed, plies);
        let s = if noisy {
            settings(SearchLimits::depth(2), 150, 30)
        } else {
            settings(SearchLimits::nodes(300), 0, 0)
        };
        let mut player = ComputerPlayer::<Oware>::new(oware::Rules::default(), s, seed);
        let result = player.choose(&position, &history, None);
        match result.best {
            Some(mv) => prop_assert!(position.is_legal(mv), "{mv} in {position}"),
            None => prop_assert_eq!(position.legal_moves_mask(), 0),
        }
    }
}

#[test]
fn random_and_greedy_play_legal_moves() {
    for spec in [ComputerSpec::Random, ComputerSpec::Greedy] {
        for seed in 0..10 {
            let (p, h) = reachable::<Omweso>(seed, 10);
            let mut player =
                ComputerPlayer::<Omweso>::from_spec(omweso::Rules::default(), spec, seed);
            // `reachable` stops at a game still going: there is a move.
            let mv = player.choose(&p, &h, None).best;
            assert_omweso_legal(&p, mv.expect("a move where moves are legal"));
            let (p, h) = reachable::<Oware>(seed, 30);
            let mut player =
                ComputerPlayer::<Oware>::from_spec(oware::Rules::default(), spec, seed);
            let mv = player.choose(&p, &h, None).best;
            assert!(p.is_legal(mv.expect("a move where moves are legal")));
        }
    }
}

#[test]
fn greedy_takes_the_biggest_capture() {
    // South's e captures 2 (f's grand slam captures nothing).
    let position: oware::Position = GRAND_SLAM.parse().unwrap();
    let mut player =
        ComputerPlayer::<Oware>::from_spec(oware::Rules::default(), ComputerSpec::Greedy, 1);
    assert_eq!(
        player
            .choose(&position, &[], None)
            .best
            .unwrap()
            .to_string(),
        "e"
    );
}

fn same_search<G: Searchable>(position: &G::Position, settings: LevelSettings, seed: u64) {
    let run = || {
        let mut p = ComputerPlayer::<G>::new(G::Rules::default(), settings.clone(), seed);
        let r = p.choose(position, &[], None);
        (r.best, r.score, r.pv, r.depth, r.nodes)
    };
    assert_eq!(run(), run());
}

#[test]
fn node_budgeted_searches_are_deterministic() {
    let (p, _) = reachable::<Omweso>(7, 6);
    same_search::<Omweso>(&p, settings(SearchLimits::nodes(20_000), 0, 0), 1);
    same_search::<Omweso>(&p, Level::Beginner.settings::<Omweso>(), 42);
    same_search::<Omweso>(&p, Level::Casual.settings::<Omweso>(), 42);
    let (p, _) = reachable::<Oware>(7, 10);
    same_search::<Oware>(&p, settings(SearchLimits::nodes(20_000), 0, 0), 1);
    same_search::<Oware>(&p, Level::Beginner.settings::<Oware>(), 42);
}

#[test]
fn a_seeded_match_replays_exactly() {
    let options = MatchOptions {
        games: 4,
        seed: 9,
        random_moves: 2,
        max_moves: 300,
        setup: SetupMode::Both,
        ..MatchOptions::default()
    };
    let run = || {
        let mut lines = Vec::new();
        let tally = play_match::<Omweso>(
            &omweso::Rules::default(),
            "intermediate".parse().unwrap(),
            "casual".parse().unwrap(),
            &options,
            |g| lines.push(g.to_string()),
        )
        .unwrap();
        (tally, lines)
    };
    let (tally, lines) = run();
    assert_eq!(tally.games(), 4);
    assert_eq!(lines.len(), 4);
    assert_eq!(run(), (tally, lines));
    assert!(tally.to_string().starts_with("final: A="));
}

#[test]
fn cancelling_before_the_search_returns_a_legal_move_at_once() {
    let cancel = AtomicBool::new(true);
    let (p, h) = reachable::<Omweso>(3, 8);
    let mut searcher = Searcher::<Omweso>::new(omweso::Rules::default());
    let r = searcher.search(&p, &h, &SearchLimits::default(), Some(&cancel));
    assert!(
        r.nodes <= 1024,
        "stopped at the first poll, not after {} nodes",
        r.nodes
    );
    assert_omweso_legal(&p, r.best.unwrap());

    let (p, h) = reachable::<Oware>(3, 8);
    let mut searcher = Searcher::<Oware>::new(oware::Rules::default());
    let r = searcher.search(&p, &h, &SearchLimits::default(), Some(&cancel));
    assert!(r.nodes <= 1024);
    assert!(p.is_legal(r.best.unwrap()));
}

#[test]
fn cancelling_from_another_thread_stops_an_unbounded_search() {
    // With no limit at all the search would run to depth 99; only the flag
    // can end it.
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let worker = in_background(move || {
        let mut searcher = Searcher::<Oware>::new(oware::Rules::default());
        searcher.search(
            &oware::Position::start(),
            &[],
            &SearchLimits::default(),
            Some(&flag),
        )
    });
    // Whenever the flag comes (the thread may not even have started), the
    // search stops with a legal move.
    std::thread::sleep(std::time::Duration::from_millis(20));
    cancel.store(true, Ordering::Relaxed);
    let r = stopped(worker);
    assert!(oware::Position::start().is_legal(r.best.unwrap()));
    assert!(r.depth < 99);
    // Raised before the search begins: the same.
    let mut searcher = Searcher::<Oware>::new(oware::Rules::default());
    let raised = AtomicBool::new(true);
    let r = searcher.search(
        &oware::Position::start(),
        &[],
        &SearchLimits::default(),
        Some(&raised),
    );
    assert!(oware::Position::start().is_legal(r.best.unwrap()));
    assert!(r.depth < 99);
}

#[test]
fn a_threaded_search_finds_the_same_forced_wins() {
    // The forced okutema in three with a helper sharing the table, and the
    // winning Oware grand slam with two.
    let position: omweso::Position =
        "0,1,6,0,1,2,0,1/0,1,0,6,0,0,0,0/8,3,1,2,8,9,0,2/0,1,2,1,4,2,2,1 S - 6-7"
            .parse()
            .unwrap();
    let mut searcher = Searcher::<Omweso>::new(omweso::Rules::default());
    searcher.set_threads(2);
    let r = searcher.search(&position, &[], &SearchLimits::depth(5), None);
    assert_eq!(r.best.unwrap().to_string(), "e");
    assert_eq!(r.score, WIN + 2 * Omweso::WIN_UNIT - 3);

    let position: oware::Position = GRAND_SLAM.parse().unwrap();
    let rules = oware::Rules {
        grand_slam: oware::GrandSlam::CaptureIfWinning,
    };
    let mut searcher = Searcher::<Oware>::new(rules);
    searcher.set_threads(3);
    let r = searcher.search(&position, &[], &SearchLimits::depth(6), None);
    // The helpers search past the depth asked, but only a result within it
    // is taken.
    assert!(r.depth <= 6, "depth {}", r.depth);
    assert_eq!(r.best.unwrap().to_string(), "f");
    assert!(r.score >= WIN_MIN, "{}", describe_score::<Oware>(r.score));
}

#[test]
fn threads_are_clamped_and_a_threaded_search_stops_on_cancel() {
    let mut searcher = Searcher::<Oware>::new(oware::Rules::default());
    assert_eq!(searcher.threads(), 1);
    searcher.set_threads(0);
    assert_eq!(searcher.threads(), 1);
    searcher.set_threads(usize::MAX);
    assert_eq!(searcher.threads(), mancala::ai::MAX_THREADS);
    searcher.set_threads(2);
    // Unbounded: only the flag ends it, and the helper with it (the search
    // returns only once its helpers have).
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let worker = in_background(move || {
        let r = searcher.search(
            &oware::Position::start(),
            &[],
            &SearchLimits::default(),
            Some(&flag),
        );
        (r, searcher)
    });
    std::thread::sleep(std::time::Duration::from_millis(50));
    cancel.store(true, Ordering::Relaxed);
    let (r, mut searcher) = stopped(worker);
    assert!(oware::Position::start().is_legal(r.best.unwrap()));
    assert!(r.depth < 99);
    // The searcher (and its helper) search again after a new game.
    searcher.new_game();
    let r = searcher.search(
        &oware::Position::start(),
        &[],
        &SearchLimits::depth(4),
        None,
    );
    assert_eq!(r.depth, 4);
}

#[test]
fn every_level_is_bounded_and_blitz_fits_three_seconds() {
    for level in Level::ALL {
        for l in [
            level.settings::<Omweso>().limits,
            level.settings::<Oware>().limits,
        ] {
            assert!(
                l.movetime.is_some() || l.nodes.is_some() || l.depth.is_some(),
                "{level} has no limit"
            );
        }
    }
}

/// Blitz answers within a second, whatever the position: its search is
/// ended by its deadline alone (no depth or node budget, so a slow
/// machine plays weaker, never later), and that deadline ends a search
/// that would otherwise run on.
#[test]
fn blitz_answers_at_its_deadline_from_a_position_it_cannot_finish() {
    let limits = Level::Blitz.settings::<Omweso>().limits;
    let deadline = std::time::Duration::from_secs(1);
    assert_eq!(
        limits,
        SearchLimits {
            movetime: Some(deadline),
            nodes: None,
            depth: None
        }
    );
    // The start: no search settles it.
    let position = omweso::Position::start();
    let worker = in_background(move || {
        let mut searcher = Searcher::<Omweso>::new(omweso::Rules::default());
        searcher.search(&position, &[], &limits, None)
    });
    let r = stopped(worker);
    assert!(
        position
            .legal_moves(&omweso::Rules::default())
            .contains(&r.best.unwrap())
    );
    // Stopped by the clock: it had run its second, and had not finished.
    assert!(r.elapsed >= deadline, "{:?}", r.elapsed);
    assert!(r.depth < 99, "depth {}", r.depth);
}

/// A search (or anything) on a thread of its own, its result sent back.
fn in_background<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> std::sync::mpsc::Receiver<T> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(work()));
    rx
}

/// What the background work returned; fails, rather than waits for ever,
/// when it has not stopped within a watchdog's bound (not a speed test:
/// every search here stops within a second or two of being told to).
fn stopped<T>(worker: std::sync::mpsc::Receiver<T>) -> T {
    let patience = std::time::Duration::from_secs(120);
    worker
        .recv_timeout(patience)
        .unwrap_or_else(|_| panic!("the search did not stop within {patience:?}"))
}

#[test]
fn the_second_arranger_sees_the_first() {
    let rules = omweso::Rules::default();
    let mut rng = SmallRng::seed_from_u64(5);
    let limits = SearchLimits::nodes(30_000);
    let first = choose_arrangement(&rules, Side::South, None, &limits, &mut rng);
    assert_eq!(omweso::check_arrangement(&first, &rules), Ok(()));
    let second = choose_arrangement(&rules, Side::North, Some(&first), &limits, &mut rng);
    assert_eq!(omweso::check_arrangement(&second, &rules), Ok(()));
    // Reproducible for a seed.
    let mut rng = SmallRng::seed_from_u64(5);
    assert_eq!(
        choose_arrangement(&rules, Side::South, None, &limits, &mut rng),
        first
    );
    // North's answer depends on what South arranged: the same search with
    // the same random numbers answers two South arrangements differently,
    // for some of these random numbers (against many arrangements the same
    // defence is best).
    let other_first = choose_arrangement(
        &rules,
        Side::South,
        None,
        &limits,
        &mut SmallRng::seed_from_u64(6),
    );
    assert_ne!(other_first, first);
    let answer = |south: &_, seed| {
        let mut rng = SmallRng::seed_from_u64(seed);
        choose_arrangement(&rules, Side::North, Some(south), &limits, &mut rng)
    };
    assert!((0..6).any(|seed| answer(&first, seed) != answer(&other_first, seed)));
}

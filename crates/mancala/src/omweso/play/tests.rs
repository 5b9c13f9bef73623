//! The fast relay loop against the reference: the lap-by-lap
//! machine with Brent's cycle finding over the real lap-start states.

use super::*;
use crate::props::{check, config};
use proptest::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};

/// The reference: every lap through [`Sowing::lap`], nothing skipped;
/// `None` if it has not decided within `cap` laps.
fn reference(position: &Position, rules: &Rules, mv: Move, cap: u64) -> Option<Sowing> {
    let mut sowing = position
        .begin_sowing(rules, mv.pit())
        .ok()?
        .without_shortcut();
    let mut decisions = 0;
    loop {
        let dir = match sowing.status() {
            Status::Finished | Status::NeverEnding => return Some(sowing),
            Status::Forced => Dir::Anticlockwise,
            Status::Choose => {
                decisions += 1;
                mv.direction(decisions - 1)
            }
        };
        if sowing.laps >= cap {
            return None;
        }
        sowing.lap(dir);
    }
}

/// What [`agree`] compared: the moves the reference decided, and of
/// those, the ones that never end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Agreed {
    compared: u32,
    never: u32,
}

/// Every legal move decided both ways: the same position, outcome and
/// (for a move that ends) lap count.
fn agree(position: &Position, rules: &Rules, cap: u64) -> Result<Agreed, TestCaseError> {
    let mut agreed = Agreed::default();
    for mv in position.legal_moves(rules) {
        if mv.is_okwesera() {
            continue;
        }
        let Some(slow) = reference(position, rules, mv, cap) else {
            continue;
        };
        let (fast, canonical) = position.run(rules, mv, 0, |_| {}).unwrap();
        prop_assert_eq!(canonical, mv);
        prop_assert_eq!(
            fast.is_never_ending(),
            slow.is_never_ending(),
            "{} {}",
            position,
            mv
        );
        prop_assert_eq!(
            position.conclude(rules, &fast),
            position.conclude(rules, &slow)
        );
        agreed.compared += 1;
        if slow.is_never_ending() {
            agreed.never += 1;
        } else {
            prop_assert_eq!(fast.laps, slow.laps, "{} {}", position, mv);
            prop_assert_eq!(fast.mine(), slow.mine());
        }
    }
    Ok(agreed)
}

/// A board of 64 seeds: `mine` seeds spread at random over the mover's
/// pits, the rest over the opponent's; with `blocked`, the opponent's
/// inner row is left empty, so that every relay is closed from the start.
fn board() -> impl Strategy<Value = Position> {
    (16u32..=62, any::<bool>(), any::<bool>(), any::<u64>()).prop_map(
        |(mine, blocked, first, seed)| {
            use rand::{Rng, SeedableRng};
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut pits = [[0u8; 16]; 2];
            for i in 0..64 {
                let side = usize::from(i >= mine);
                let k = if side == 1 && blocked {
                    rng.random_range(0..8)
                } else {
                    rng.random_range(0..16)
                };
                pits[side][k] += 1;
            }
            Position::new(pits[0], pits[1], Side::South, [first, false], [1, 1]).unwrap()
        },
    )
}

/// Known never-ending positions with a few of the mover's seeds moved:
/// never-ending moves are rare in random boards, common near these.
fn near_never_ending() -> impl Strategy<Value = Position> {
    const BASES: [&str; 3] = [
        "0,0,1,1,1,1,1,0/0,0,0,0,0,0,2,0/10,7,2,7,6,1,5,8/0,1,3,2,3,1,0,1 S - 2-0",
        "0,0,0,0,0,0,0,0/0,0,1,3,0,0,2,1/4,3,2,1,6,4,1,8/12,2,3,0,1,2,1,7 S - 2-1",
        "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5",
    ];
    (
        0..BASES.len(),
        proptest::collection::vec((0u8..16, 0u8..16), 1..5),
    )
        .prop_map(|(base, shifts)| {
            let mut p: Position = BASES[base].parse().unwrap();
            for (from, to) in shifts {
                let pits = &mut p.pits[0];
                if pits[from as usize] > 0 {
                    pits[from as usize] -= 1;
                    pits[to as usize] += 1;
                }
            }
            p
        })
}

/// [`agree`] on the cases of `strategy` from a fixed seed: a case counts
/// when the reference decided every move.
fn agree_on(strategy: impl Strategy<Value = Position>) -> Agreed {
    let total = std::sync::Mutex::new(Agreed::default());
    check(config(49, 40), strategy, |position| {
        let legal = position.legal_moves(&Rules::default());
        let moves = legal.iter().filter(|mv| !mv.is_okwesera()).count() as u32;
        let agreed = agree(&position, &Rules::default(), 1_000_000)?;
        let mut total = total.lock().unwrap();
        total.compared += agreed.compared;
        total.never += agreed.never;
        Ok(agreed.compared == moves)
    });
    total.into_inner().unwrap()
}

#[test]
fn the_fast_relay_agrees_near_never_ending_moves() {
    // Seed 49's 40 boards: 409 moves decided by the reference, one of them
    // never ending.
    let agreed = agree_on(near_never_ending());
    assert_eq!(
        agreed,
        Agreed {
            compared: 409,
            never: 1
        }
    );
}

#[test]
fn the_fast_relay_agrees_with_the_reference() {
    // Seed 49's 40 boards: 459 moves decided by the reference.
    assert_eq!(
        agree_on(board()),
        Agreed {
            compared: 459,
            never: 0
        }
    );
}

#[test]
fn they_agree_along_random_games() {
    // Never-ending moves are rare on random boards but common in play:
    // every move of every position of 30 random games (seeded, so the
    // count below is exact), the reference capped at 300,000 laps.
    use rand::{Rng, SeedableRng};
    let rules = Rules::default();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(13);
    let (mut positions, mut never) = (0, 0);
    for _ in 0..30 {
        let mut p = Position::start();
        for _ in 0..80 {
            positions += 1;
            never += agree(&p, &rules, 300_000).unwrap().never;
            let moves = p.legal_moves(&rules);
            if moves.is_empty() {
                break;
            }
            match p.apply(&rules, moves[rng.random_range(0..moves.len())]) {
                Ok((next, None)) => p = next,
                _ => break,
            }
        }
    }
    // Ordinary play from the start: 993 positions, no never-ending move
    // short enough for the capped reference (they are rare: one in
    // 5,836 positions of such games, at 77 million laps).
    assert_eq!((positions, never), (993, 0));
}

#[test]
fn run_forced_counting_reports_the_laps_as_it_goes() {
    // The rules tests' never-ending move: 399,389 laps, reported every
    // 65,536, then the total.
    let p: Position = "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5"
        .parse()
        .unwrap();
    let rules = Rules::default();
    let mut turn = Turn::begin(&p, &rules, 4).unwrap();
    let mut reports = Vec::new();
    let laps = turn.run_forced_reporting(&mut |so_far| reports.push(so_far));
    assert_eq!(laps.len(), MAX_TRACE_LAPS);
    assert_eq!(reports, (1..=6).map(|i| i * POLL_LAPS).collect::<Vec<_>>());
    // The same through the atomic counter, read from another thread
    // while the turn runs.
    let counter = std::sync::Arc::new(AtomicU64::new(0));
    let mut turn = Turn::begin(&p, &rules, 4).unwrap();
    let worker = {
        let counter = std::sync::Arc::clone(&counter);
        std::thread::spawn(move || {
            turn.run_forced_counting(&counter);
            turn
        })
    };
    let mut seen = 0;
    while !worker.is_finished() {
        let now = counter.load(Ordering::Relaxed);
        assert!(now >= seen && (now.is_multiple_of(POLL_LAPS) || now == 399_389));
        seen = now;
    }
    let played = worker.join().unwrap().finish().unwrap();
    assert!(played.trace.never_ending);
    assert_eq!(played.trace.total_laps, 399_389);
    assert_eq!(counter.load(Ordering::Relaxed), 399_389);
}

#[test]
fn they_agree_on_the_short_never_ending_corpus() {
    let corpus = include_str!("../../../tests/data/never_ending_short.txt");
    let rules = Rules::default();
    let mut checked = 0;
    for line in corpus.lines().filter(|l| !l.starts_with('#')) {
        let [laps, position, mv] = line.split('\t').collect::<Vec<_>>()[..] else {
            panic!("laps, position and move: {line:?}");
        };
        let p: Position = position.parse().unwrap();
        let mv: Move = mv.parse().unwrap();
        let slow = reference(&p, &rules, mv, u64::MAX).unwrap();
        let (fast, _) = p.run(&rules, mv, 0, |_| {}).unwrap();
        assert!(slow.is_never_ending() && fast.is_never_ending(), "{line}");
        assert_eq!(fast.laps, laps.parse::<u64>().unwrap(), "{line}");
        assert!(fast.laps <= slow.laps, "{line}");
        assert_eq!(p.conclude(&rules, &fast), p.conclude(&rules, &slow));
        checked += 1;
    }
    assert_eq!(checked, 11);
}

#[test]
fn the_long_loop_finds_the_short_corpus_cycles() {
    // The lean loop of long closed relays, entered as soon as each
    // never-ending move of the short corpus (and the rules tests') is
    // closed: it must find every cycle too, as the return of the state
    // it was entered at, seen from the pickup pit.
    let corpus = include_str!("../../../tests/data/never_ending_short.txt");
    let rules = Rules::default();
    let mut lines: Vec<(Position, Move)> = corpus
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            (fields[1].parse().unwrap(), fields[2].parse().unwrap())
        })
        .collect();
    lines.push((
        "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5"
            .parse()
            .unwrap(),
        "m".parse().unwrap(),
    ));
    let mut closed = 0;
    for (p, mv) in lines {
        let mut sowing = p.begin_sowing(&rules, mv.pit()).unwrap();
        let mut decisions = 0;
        loop {
            let dir = match sowing.status() {
                Status::Finished | Status::NeverEnding => break,
                Status::Forced if sowing.long_now() => {
                    closed += 1;
                    break;
                }
                Status::Forced => Dir::Anticlockwise,
                Status::Choose => {
                    decisions += 1;
                    mv.direction(decisions - 1)
                }
            };
            sowing.lap(dir);
        }
        assert!(sowing.is_never_ending(), "{p} {mv}");
    }
    assert_eq!(closed, 12);
}

#[test]
fn they_agree_on_a_long_never_ending_move() {
    // The rules tests' never-ending move: the reference knows after 858,140 laps.
    let p: Position = "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5"
        .parse()
        .unwrap();
    let rules = Rules::default();
    let agreed = agree(&p, &rules, u64::MAX).unwrap();
    let moves = p
        .legal_moves(&rules)
        .iter()
        .filter(|m| !m.is_okwesera())
        .count();
    assert_eq!((agreed.compared as usize, agreed.never), (moves, 1));
    let mv: Move = "m".parse().unwrap();
    let slow = reference(&p, &rules, mv, u64::MAX).unwrap();
    assert_eq!(slow.laps, 858_140);
    let (fast, _) = p.run(&rules, mv, 0, |_| {}).unwrap();
    // The rotated frame repeats sooner: the real state repeats 16
    // periods of the frame later.
    assert_eq!(fast.laps, 399_389);
}

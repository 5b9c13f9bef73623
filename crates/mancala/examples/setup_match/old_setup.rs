//! The custom set-up chooser that issue 29 replaced, kept only to measure
//! the new one against it: candidate arrangements, each judged by short
//! searches from the start position it makes, then the best improved by
//! moving a few seeds at a time.

use mancala::Side;
use mancala::ai::{SearchLimits, Searcher, WIN_MIN};
use mancala::game::Omweso;
use mancala::omweso::{Pits, Position, Rules, SEEDS_PER_PLAYER, Setup, check_arrangement};
use rand::Rng;
use std::time::{Duration, Instant};

/// Searches one choice may make in all: the first candidates, then
/// improvements of the best.
const CANDIDATES: usize = 12;
const IMPROVEMENTS: usize = 12;

/// Arranges `me`'s 32 seeds for a custom set-up within the rules' per-pit
/// cap. With `opponent` given, `me` arranges second, knowing it, and the
/// opponent moves first; without, `me` arranges and moves first, and each
/// candidate is judged against a few likely replies (its worst result).
/// `limits` bound the whole choice (node budgets make it reproducible);
/// with none given, each search gets 5,000 nodes.
pub fn choose_arrangement(
    rules: &Rules,
    me: Side,
    opponent: Option<&Pits>,
    limits: &SearchLimits,
    rng: &mut impl Rng,
) -> Pits {
    let start = Instant::now();
    let mut searcher = Searcher::<Omweso>::new(rules.clone()).with_table_bytes(4 << 20);
    let replies: Vec<Pits> = match opponent {
        Some(theirs) => vec![*theirs],
        None => {
            let mut r: Vec<Pits> = [Setup::Standard, Setup::TwoEach]
                .iter()
                .filter_map(|s| s.arrangement(rules).ok())
                .collect();
            r.push(random_arrangement(rules, rng));
            r
        }
    };
    let searches = ((CANDIDATES + IMPROVEMENTS) * replies.len()) as u64;
    let each = SearchLimits {
        movetime: limits.movetime.map(|t| t / searches as u32),
        nodes: match (limits.nodes, limits.movetime, limits.depth) {
            (Some(n), _, _) => Some((n / searches).max(100)),
            (None, None, None) => Some(5_000),
            _ => None,
        },
        depth: limits.depth,
    };
    let deadline = limits.movetime.map(|t| start + t);
    let out_of_time = || deadline.is_some_and(|d| Instant::now() + Duration::from_millis(2) >= d);
    let judge = |mine: &Pits, searcher: &mut Searcher<Omweso>| -> i32 {
        replies
            .iter()
            .map(|theirs| {
                let (south, north) = match me {
                    Side::South => (*mine, *theirs),
                    Side::North => (*theirs, *mine),
                };
                let first = if opponent.is_some() {
                    me.opponent()
                } else {
                    me
                };
                let position = Position::from_arrangements(south, north, first);
                let r = searcher.search(&position, &[], &each, None);
                let score = if position.side() == me {
                    r.score
                } else {
                    -r.score
                };
                // A start that loses at once is as bad as any other loss.
                score.clamp(-WIN_MIN, WIN_MIN)
            })
            .min()
            .unwrap_or(0)
    };

    let mut candidates: Vec<Pits> = [Setup::Standard, Setup::TwoEach]
        .iter()
        .filter_map(|s| s.arrangement(rules).ok())
        .collect();
    for shape in SHAPES {
        if let Some(p) = shaped(shape, rules) {
            candidates.push(p);
        }
    }
    while candidates.len() < CANDIDATES {
        candidates.push(random_arrangement(rules, rng));
    }
    let mut best = candidates[0];
    let mut best_score = i32::MIN;
    for c in candidates.iter().take(CANDIDATES) {
        if best_score != i32::MIN && out_of_time() {
            return best;
        }
        let s = judge(c, &mut searcher);
        if s > best_score {
            best = *c;
            best_score = s;
        }
    }
    for _ in 0..IMPROVEMENTS {
        if out_of_time() {
            break;
        }
        let c = mutate(&best, rules, rng);
        let s = judge(&c, &mut searcher);
        if s > best_score {
            best = c;
            best_score = s;
        }
    }
    best
}

/// Seeds per pit by circuit index of a few arrangements players use
/// (outer row `i..p` = 0..7, inner row `h..a` = 8..15).
const SHAPES: [[u8; 16]; 3] = [
    // Threes on the outer left, twos in the front row.
    [3, 3, 3, 3, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2],
    // Heavy reverse pits on the left (clockwise captures), twos elsewhere.
    [4, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
    // A strong front row.
    [1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3],
];

fn shaped(shape: [u8; 16], rules: &Rules) -> Option<Pits> {
    check_arrangement(&shape, rules).ok().map(|_| shape)
}

/// The per-pit cap as a number.
fn cap(rules: &Rules) -> u8 {
    rules
        .max_seeds_per_pit
        .unwrap_or(SEEDS_PER_PLAYER as u8)
        .min(SEEDS_PER_PLAYER as u8)
        .max(2)
}

/// A random arrangement within the cap: the 32 seeds dropped one by one
/// into random pits with room, over a random number of pits.
fn random_arrangement(rules: &Rules, rng: &mut impl Rng) -> Pits {
    let cap = cap(rules);
    let mut pits = [0u8; 16];
    // Between 4 and 16 pits used, so that both spread and heaped
    // arrangements come up; with a low cap every pit may be needed.
    let least = (SEEDS_PER_PLAYER as usize).div_ceil(cap as usize);
    let used = rng.random_range(least.clamp(4, 16)..=16);
    let mut chosen: Vec<usize> = (0..16).collect();
    for i in 0..16 {
        let j = rng.random_range(i..16);
        chosen.swap(i, j);
    }
    let chosen = &chosen[..used];
    let mut left = SEEDS_PER_PLAYER;
    while left > 0 {
        let k = chosen[rng.random_range(0..chosen.len())];
        if pits[k] < cap {
            pits[k] += 1;
            left -= 1;
        }
    }
    pits
}

/// Moves one to three seeds between random pits, within the cap.
fn mutate(pits: &Pits, rules: &Rules, rng: &mut impl Rng) -> Pits {
    let cap = cap(rules);
    let mut p = *pits;
    for _ in 0..rng.random_range(1..=3) {
        let from = rng.random_range(0..16);
        let to = rng.random_range(0..16);
        if from != to && p[from] > 0 && p[to] < cap {
            p[from] -= 1;
            p[to] += 1;
        }
    }
    p
}

//! Choosing one's own Omweso set-up (rules page, section 5).
//!
//! Arranging first, the player picks among a pool of arrangements that
//! won as the first mover in self-play, and a few variations of them, each
//! judged against several likely replies; it picks at random among those
//! close to the best, so that its set-ups vary from game to game.
//! Arranging second, knowing the first arrangement, it screens defences
//! (all seeds in the inner row; those a proof search could not break),
//! the pool, the usual shapes and random candidates with short searches,
//! then judges the best few again with longer ones, which see past the two
//! capture-free first turns, and improves the best by moving a few seeds. The first mover wins most
//! games whatever either chooser does (crates/mancala/docs/notes/ai-strength-lab-notes.md, "The set-up
//! chooser").

use super::{Pits, Position, Rules, SEEDS_PER_PLAYER, Setup, check_arrangement};
use crate::Side;
use crate::ai::arena::{ArrangeBy, MatchOptions, Seat, SetupMode};
use crate::ai::{ComputerSpec, Level, SearchLimits, Searcher, WIN_MIN};
use crate::game::Omweso;
use rand::Rng;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use std::time::{Duration, Instant};

/// Arranging second: candidates screened, then how many of the best are
/// judged again, then how many variations of the best.
const SCREEN: usize = 17;
const FINALISTS: usize = 3;
const VARIATIONS: usize = 3;
/// Arranging first: candidates, each judged against every reply.
const OPENERS: usize = 8;
/// Scores within this many hundredths of a seed of the best count as
/// equally good, so the choice among them is random: the short searches
/// from a set-up score the same arrangement several seeds apart from one
/// search to the next.
const MARGIN: i32 = 400;
/// The whole choice's node budget when no limit is given.
const DEFAULT_NODES: u64 = 150_000;

/// Arranges `me`'s 32 seeds for a custom set-up within the rules' per-pit
/// cap. With `opponent` given, `me` arranges second, knowing it, and the
/// opponent moves first; without, `me` arranges and moves first. `limits`
/// bound the whole choice (node budgets make it reproducible); the choice
/// is random among near-equals, drawn from `rng`.
pub fn choose_arrangement(
    rules: &Rules,
    me: Side,
    opponent: Option<&Pits>,
    limits: &SearchLimits,
    rng: &mut impl Rng,
) -> Pits {
    let mut judge = Judge {
        searcher: Searcher::<Omweso>::new(rules.clone()).with_table_bytes(4 << 20),
        me,
        first: if opponent.is_some() {
            me.opponent()
        } else {
            me
        },
        limits: *limits,
        deadline: limits.movetime.map(|t| Instant::now() + t),
    };
    match opponent {
        Some(theirs) => answer(rules, theirs, &mut judge, rng),
        None => open(rules, &mut judge, rng),
    }
}

/// Judges arrangements by searches from the start position they make.
struct Judge {
    searcher: Searcher<Omweso>,
    me: Side,
    first: Side,
    limits: SearchLimits,
    deadline: Option<Instant>,
}

impl Judge {
    /// The limits of one search given `percent` of the whole choice shared
    /// among `searches` searches.
    fn share(&self, percent: u32, searches: usize) -> SearchLimits {
        let n = (searches as u64).max(1) * 100;
        let nodes = match (self.limits.nodes, self.limits.movetime, self.limits.depth) {
            (Some(total), _, _) => Some(total),
            (None, None, None) => Some(DEFAULT_NODES),
            _ => None,
        };
        SearchLimits {
            movetime: self.limits.movetime.map(|t| t * percent / n as u32),
            nodes: nodes.map(|total| (total * percent as u64 / n).max(100)),
            depth: self.limits.depth,
        }
    }

    fn out_of_time(&self) -> bool {
        self.deadline
            .is_some_and(|d| Instant::now() + Duration::from_millis(2) >= d)
    }

    /// `mine` against the worst of `replies` for `me`, in hundredths of a
    /// seed; a start that loses at once is as bad as any other loss.
    fn score(&mut self, mine: &Pits, replies: &[Pits], each: &SearchLimits) -> i32 {
        let mut worst = i32::MAX;
        for theirs in replies {
            let (south, north) = match self.me {
                Side::South => (*mine, *theirs),
                Side::North => (*theirs, *mine),
            };
            let position = Position::from_arrangements(south, north, self.first);
            let r = self.searcher.search(&position, &[], each, None);
            let score = if position.side() == self.me {
                r.score
            } else {
                -r.score
            };
            worst = worst.min(score.clamp(-WIN_MIN, WIN_MIN));
        }
        worst
    }
}

/// One of `scored` at random among those within [`MARGIN`] of the best.
fn pick(scored: &[(Pits, i32)], rng: &mut impl Rng) -> Pits {
    let best = scored.iter().map(|c| c.1).max().unwrap_or(0);
    let near: Vec<&Pits> = scored
        .iter()
        .filter(|c| c.1 >= best.saturating_sub(MARGIN))
        .map(|c| &c.0)
        .collect();
    *near[rng.random_range(0..near.len())]
}

/// Arranging first: pool arrangements and variations of them, each against
/// its worst of several replies (a strong front row, the pool's first
/// arrangement, two defences), the choice at random among the best.
fn open(rules: &Rules, judge: &mut Judge, rng: &mut impl Rng) -> Pits {
    let mut replies = legal(&[SHAPES[2], POOL[0], DEFENCES[0], DEFENCES[1]], rules);
    if replies.is_empty() {
        replies.push(random_arrangement(rules, rng));
    }
    let pool = legal(&POOL, rules);
    let mut candidates: Vec<Pits> = pool.clone();
    candidates.truncate(OPENERS / 2);
    while candidates.len() < OPENERS {
        let base = match pool.is_empty() {
            true => random_arrangement(rules, rng),
            false => pool[rng.random_range(0..pool.len())],
        };
        candidates.push(mutate(&base, rules, rng));
    }
    let each = judge.share(100, OPENERS * replies.len());
    let mut scored = Vec::new();
    for c in candidates {
        if !scored.is_empty() && judge.out_of_time() {
            break;
        }
        let s = judge.score(&c, &replies, &each);
        scored.push((c, s));
    }
    pick(&scored, rng)
}

/// Arranging second, against `theirs`: screen, judge the best again for
/// longer, vary the best.
fn answer(rules: &Rules, theirs: &Pits, judge: &mut Judge, rng: &mut impl Rng) -> Pits {
    let replies = [*theirs];
    // Two of the defences, drawn afresh each game: the search favours one
    // of them by far, and a visitor should not meet it in most games.
    let mut candidates = legal(&DEFENCES, rules);
    candidates.shuffle(rng);
    candidates.truncate(2);
    if candidates.is_empty() {
        candidates.extend((0..2).filter_map(|_| random_defence(rules, rng)));
    }
    candidates.extend(legal(&POOL, rules));
    candidates.extend(legal(&SHAPES, rules));
    candidates.extend(
        [Setup::Standard, Setup::TwoEach]
            .iter()
            .filter_map(|s| s.arrangement(rules).ok()),
    );
    candidates.truncate(SCREEN - 2);
    while candidates.len() < SCREEN {
        candidates.push(random_arrangement(rules, rng));
    }
    let screen = judge.share(50, SCREEN);
    let mut scored: Vec<(Pits, i32)> = Vec::new();
    for c in candidates {
        if !scored.is_empty() && judge.out_of_time() {
            return pick(&scored, rng);
        }
        let s = judge.score(&c, &replies, &screen);
        scored.push((c, s));
    }
    scored.sort_by_key(|c| std::cmp::Reverse(c.1));
    scored.truncate(FINALISTS);
    // The finalists and the variations get equal, longer searches.
    let long = judge.share(50, FINALISTS + VARIATIONS);
    let mut finals: Vec<(Pits, i32)> = Vec::new();
    for (c, _) in scored {
        if !finals.is_empty() && judge.out_of_time() {
            return pick(&finals, rng);
        }
        let s = judge.score(&c, &replies, &long);
        finals.push((c, s));
    }
    for _ in 0..VARIATIONS {
        if judge.out_of_time() {
            break;
        }
        let best = finals.iter().max_by_key(|c| c.1).map(|c| c.0);
        let c = mutate(&best.unwrap_or(*theirs), rules, rng);
        let s = judge.score(&c, &replies, &long);
        finals.push((c, s));
    }
    pick(&finals, rng)
}

/// Arrangements that won as the first mover in self-play between the
/// master levels (the old chooser's own picks; see crates/mancala/docs/notes/ai-strength-lab-notes.md),
/// circuit index order like [`SHAPES`].
const POOL: [[u8; 16]; 4] = [
    [3, 3, 3, 3, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2],
    [3, 3, 3, 3, 0, 1, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2],
    [3, 3, 4, 3, 0, 1, 0, 1, 2, 3, 2, 2, 2, 2, 2, 2],
    [3, 3, 3, 4, 1, 1, 1, 0, 2, 3, 2, 1, 2, 2, 2, 2],
];

/// Defences for the second mover: all seeds in the inner row, so that no
/// column holds seeds in both pits and the first mover has nothing to
/// capture, and a pit of three whose okwesera (rules page, 3.7) keeps them
/// in that row during the first turn. Only those that a proof search
/// (`examples/omweso_prove --best-first`, 30 million nodes) could not
/// break against any of the [`POOL`]'s first arrangements; other
/// defences of this kind, and outer-row ones, proved to be first-mover
/// wins (crates/mancala/docs/notes/ai-strength-lab-notes.md, "Custom set-ups").
const DEFENCES: [[u8; 16]; 4] = [
    [0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 3, 2, 2],
    [0, 0, 0, 0, 0, 0, 0, 0, 6, 6, 6, 6, 3, 3, 1, 1],
    [0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 3, 2, 4, 3, 4, 8],
    [0, 0, 0, 0, 0, 0, 0, 0, 3, 2, 7, 3, 3, 3, 8, 3],
];

/// A defence at random (used when the rules' cap allows none of
/// [`DEFENCES`]): the 32 seeds in the inner row, three of them in a
/// pit whose okwesera stays in the row (`h` to `c`), the rest spread at
/// random within the cap; `None` when the cap cannot hold them there.
fn random_defence(rules: &Rules, rng: &mut impl Rng) -> Option<Pits> {
    let cap = cap(rules);
    if 3 > cap || 7 * u32::from(cap) + 3 < SEEDS_PER_PLAYER {
        return None;
    }
    let mut pits = [0u8; 16];
    let three = rng.random_range(8..14);
    pits[three] = 3;
    let mut left = SEEDS_PER_PLAYER - 3;
    while left > 0 {
        let k = rng.random_range(8..16);
        if k != three && pits[k] < cap {
            pits[k] += 1;
            left -= 1;
        }
    }
    Some(pits)
}

/// The arrangements of `list` that the rules' cap allows.
fn legal(list: &[[u8; 16]], rules: &Rules) -> Vec<Pits> {
    list.iter()
        .filter(|p| check_arrangement(p, rules).is_ok())
        .copied()
        .collect()
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

/// The per-pit cap as a number.
fn cap(rules: &Rules) -> u8 {
    rules
        .max_seeds_per_pit
        .unwrap_or(SEEDS_PER_PLAYER as u8)
        .min(SEEDS_PER_PLAYER as u8)
        .max(2)
}

/// The shapes people lay without a second thought, those the rules allow:
/// the standard start, two in every pit (which fits every cap) and the
/// arrangements players use ([`SHAPES`]).
pub fn familiar_arrangements(rules: &Rules) -> Vec<Pits> {
    // The standard start's shape is laid as a custom arrangement here, so
    // the cap applies to it as to any other.
    let fixed = [Setup::Standard, Setup::TwoEach].map(|s| s.arrangement(rules).unwrap_or([0; 16]));
    let mut shapes = legal(&fixed, rules);
    shapes.extend(legal(&SHAPES, rules));
    shapes
}

/// A random arrangement within the cap: the 32 seeds dropped one by one
/// into random pits with room, over a random number of pits.
pub(crate) fn random_arrangement(rules: &Rules, rng: &mut impl Rng) -> Pits {
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

/// Whether each player of an Omweso match makes its own set-up.
pub(crate) fn players_arrange(options: &MatchOptions) -> bool {
    matches!(options.setup, SetupMode::Custom | SetupMode::Both)
}

/// South arranges first and moves first; with custom set-ups each player
/// arranges as its seat says, by node budgets alone, so that a seed gives
/// the same set-ups on every machine.
pub(crate) fn pair_start(
    rules: &Rules,
    options: &MatchOptions,
    pair: u32,
    players: [Seat; 2],
    rng: &mut SmallRng,
) -> Position {
    let custom = match options.setup {
        SetupMode::Standard => false,
        SetupMode::TwoEach => {
            let two = [2; 16];
            return Position::from_arrangements(two, two, Side::South);
        }
        SetupMode::Custom => true,
        SetupMode::Both => pair % 2 == 1,
    };
    let standard = Setup::Standard.arrangement(rules).unwrap_or([2; 16]);
    if !custom {
        return Position::from_arrangements(standard, standard, Side::South);
    }
    let [south_seat, north_seat] = players.map(Arranger::of_seat);
    let south = south_seat.arrange(rules, Side::South, None, None, rng);
    let north = north_seat.arrange(rules, Side::North, Some(&south), None, rng);
    Position::from_arrangements(south, north, Side::South)
}

/// The chooser's whole budget at master and blitz, in nodes.
pub const MASTER_ARRANGING_NODES: u64 = 40_000;

/// How a player lays its seeds for a custom set-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arranger {
    /// A familiar shape at random among those the rules allow
    /// ([`familiar_arrangements`]).
    Familiar,
    /// The chooser ([`choose_arrangement`]) with this whole node budget.
    Chooser(u64),
    /// Seeds dropped at random within the cap.
    Random,
}

impl Arranger {
    /// How the computer arranges at `level`, in the game and in matches:
    /// a familiar shape below Intermediate, so that a new player meets the
    /// arrangements people lay; the chooser above, with a budget that
    /// grows with the level.
    pub fn of_level(level: Level) -> Arranger {
        match level {
            Level::Beginner | Level::Casual => Arranger::Familiar,
            Level::Intermediate | Level::Expert => Arranger::Chooser(8_000),
            Level::Master | Level::Blitz => Arranger::Chooser(MASTER_ARRANGING_NODES),
        }
    }

    /// How a match's player arranges: as its level, unless its seat says
    /// otherwise; players without a level at random.
    fn of_seat(seat: Seat) -> Arranger {
        match (seat.arranges, seat.spec) {
            (ArrangeBy::Level, ComputerSpec::Level(level, _)) => Arranger::of_level(*level),
            (ArrangeBy::Level | ArrangeBy::Random, _) => Arranger::Random,
            (ArrangeBy::Chooser, _) => Arranger::Chooser(MASTER_ARRANGING_NODES),
            (ArrangeBy::Familiar, _) => Arranger::Familiar,
        }
    }

    /// `me`'s arrangement; with `opponent` given, `me` arranges second,
    /// knowing it. `time` also bounds the chooser by the clock (a player
    /// waits); without it the node budget alone ends the choice.
    pub fn arrange(
        self,
        rules: &Rules,
        me: Side,
        opponent: Option<&Pits>,
        time: Option<Duration>,
        rng: &mut impl Rng,
    ) -> Pits {
        let nodes = match self {
            Arranger::Random => return random_arrangement(rules, rng),
            Arranger::Familiar => {
                let shapes = familiar_arrangements(rules);
                match shapes.get(rng.random_range(0..shapes.len().max(1))) {
                    Some(&shape) => return shape,
                    None => 4_000,
                }
            }
            Arranger::Chooser(nodes) => nodes,
        };
        let limits = SearchLimits {
            nodes: Some(nodes),
            movetime: time,
            depth: None,
        };
        choose_arrangement(rules, me, opponent, &limits, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn shapes_hold_32_seeds() {
        for shape in SHAPES.iter().chain(&POOL).chain(&DEFENCES) {
            assert_eq!(
                shape.iter().map(|&n| n as u32).sum::<u32>(),
                SEEDS_PER_PLAYER
            );
        }
    }

    #[test]
    fn familiar_shapes_are_the_usual_ones_the_cap_allows() {
        let all = familiar_arrangements(&Rules::default());
        assert_eq!(all.len(), 5);
        assert_eq!(all[0], [4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(all[1], [2; 16]);
        let capped = Rules {
            max_seeds_per_pit: Some(2),
            ..Rules::default()
        };
        assert_eq!(familiar_arrangements(&capped), [[2; 16]]);
    }

    #[test]
    fn arrangements_are_legal_under_any_cap() {
        let mut rng = SmallRng::seed_from_u64(3);
        for cap in [Some(2), Some(3), Some(10), None] {
            let rules = Rules {
                max_seeds_per_pit: cap,
                ..Rules::default()
            };
            for _ in 0..50 {
                let p = random_arrangement(&rules, &mut rng);
                assert_eq!(check_arrangement(&p, &rules), Ok(()));
                if let Some(d) = random_defence(&rules, &mut rng) {
                    assert_eq!(check_arrangement(&d, &rules), Ok(()));
                    // One row only, so nothing of it can be captured at first.
                    assert!(d[..8].iter().all(|&n| n == 0), "{d:?}");
                }
                assert_eq!(
                    check_arrangement(&mutate(&p, &rules, &mut rng), &rules),
                    Ok(())
                );
            }
            let first = choose_arrangement(
                &rules,
                Side::South,
                None,
                &SearchLimits::nodes(20_000),
                &mut rng,
            );
            assert_eq!(check_arrangement(&first, &rules), Ok(()));
            let second = choose_arrangement(
                &rules,
                Side::North,
                Some(&first),
                &SearchLimits::nodes(20_000),
                &mut rng,
            );
            assert_eq!(check_arrangement(&second, &rules), Ok(()));
        }
    }

    /// The levels arrange as the game and the matches both say: familiar
    /// shapes at Beginner and Casual, the chooser above with its budget.
    #[test]
    fn each_level_arranges_its_own_way() {
        let rules = Rules::default();
        let familiar = familiar_arrangements(&rules);
        for level in [Level::Beginner, Level::Casual] {
            for seed in 0..6 {
                let mut rng = SmallRng::seed_from_u64(seed);
                let pits =
                    Arranger::of_level(level).arrange(&rules, Side::South, None, None, &mut rng);
                assert!(familiar.contains(&pits), "{level}: {pits:?}");
            }
        }
        let standard = Setup::Standard.arrangement(&rules).unwrap();
        for (level, nodes) in [
            (Level::Expert, 8_000),
            (Level::Master, MASTER_ARRANGING_NODES),
        ] {
            let by_level = Arranger::of_level(level).arrange(
                &rules,
                Side::North,
                Some(&standard),
                None,
                &mut SmallRng::seed_from_u64(7),
            );
            let chosen = choose_arrangement(
                &rules,
                Side::North,
                Some(&standard),
                &SearchLimits::nodes(nodes),
                &mut SmallRng::seed_from_u64(7),
            );
            assert_eq!(by_level, chosen, "{level}");
        }
    }

    /// A visitor does not see the same set-up every game: with the
    /// game's own budget and a new seed each game, the computer's
    /// arrangements differ, arranging first and answering the standard
    /// set-up alike.
    #[test]
    fn arrangements_vary_from_game_to_game() {
        let rules = Rules::default();
        let limits = SearchLimits::nodes(40_000);
        let standard = Setup::Standard.arrangement(&rules).unwrap();
        let mut firsts = Vec::new();
        let mut answers = Vec::new();
        for game in 0..8 {
            let mut rng = SmallRng::seed_from_u64(game);
            firsts.push(choose_arrangement(
                &rules,
                Side::South,
                None,
                &limits,
                &mut rng,
            ));
            answers.push(choose_arrangement(
                &rules,
                Side::North,
                Some(&standard),
                &limits,
                &mut rng,
            ));
        }
        for list in [&mut firsts, &mut answers] {
            list.sort();
            list.dedup();
        }
        assert!(firsts.len() >= 3, "first arrangements: {firsts:?}");
        assert!(answers.len() >= 3, "answers: {answers:?}");
    }
}

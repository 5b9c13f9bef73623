//! Omweso for the computer: its [`Strategy`] impl, move generation under
//! the AI's budget, a cache of expensive positions, and the evaluation.
//!
//! Never-ending moves. The engine detects them exactly, but a relay cycle
//! can run for hundreds of millions of laps, and search trees meet such
//! moves often: far beyond a node's budget. The search therefore takes a
//! start pit whose move is still relaying after [`PRESUME_LAPS`] laps to be
//! never-ending, worth 0 like the annulment it almost surely is (in random
//! games no move that ended came near that many laps; the figures, with the
//! commands that measured them, are in crates/mancala/docs/notes/ai-strength-lab-notes.md, "Time limits"). This
//! is the search's estimate only: the engine's rules are untouched, and the
//! move the AI names is an ordinary legal move that `play` resolves exactly.

use super::{Move, Outcome, Position, Rules};
use crate::Side;
use crate::ai::arena::{ArrangeBy, MatchOptions, Seat};
use crate::ai::{Child, Level, LevelSettings, Proven, SearchLimits, Strategy};
use crate::game::{Interrupted, Omweso};
use rand::rngs::SmallRng;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Laps of one move after which its start pit is presumed never-ending:
/// 16 times the longest move seen to end.
const PRESUME_LAPS: u64 = 1 << 16;
/// A position whose generation took this many laps is cached.
const CACHE_LAPS: u64 = 20_000;
/// The cache is emptied when it holds this many positions.
const CACHE_POSITIONS: usize = 512;

/// Successor lists of positions that were expensive to generate (long relay
/// chains, presumed never-ending moves), so that revisits cost nothing.
#[derive(Clone, Default)]
pub struct OmwesoScratch {
    cache: HashMap<u64, (Position, Vec<Child<Omweso>>)>,
}

/// The evaluation's weights, in hundredths of a seed per unit of each
/// feature; the features are differences "mover minus opponent" unless said.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OmwesoWeights {
    /// Per seed.
    pub material: i32,
    /// Per pit with 2 or more seeds (a pit that can be played).
    pub mobility: i32,
    /// Per occupied inner pit: an empty front row loses to okutema.
    pub front: i32,
    /// Per seed in a column whose two pits are both occupied facing an
    /// occupied opponent inner pit (a landing there captures them):
    /// opponent's exposed seeds minus the mover's.
    pub exposed: i32,
    /// Per seed of the best capture the mover's first lap makes at once.
    pub threat: i32,
    /// Per seed of the best capture the opponent's first lap would make
    /// (subtracted): what the mover must parry.
    pub counter: i32,
    /// Per clockwise (reverse) first lap that captures: mover minus opponent.
    pub reverse: i32,
}

impl Default for OmwesoWeights {
    /// Hand-set weights that self-play tuning could not improve on (no
    /// single change scored 5 points better; see crates/mancala/docs/notes/ai-strength-lab-notes.md).
    fn default() -> Self {
        OmwesoWeights {
            material: 100,
            mobility: 20,
            front: 10,
            exposed: 10,
            threat: 50,
            counter: 30,
            reverse: 10,
        }
    }
}

impl OmwesoWeights {
    /// The weights as a vector, in field order, for tuning.
    pub fn to_vec(&self) -> Vec<i32> {
        vec![
            self.material,
            self.mobility,
            self.front,
            self.exposed,
            self.threat,
            self.counter,
            self.reverse,
        ]
    }

    /// The inverse of [`OmwesoWeights::to_vec`]; `None` unless 7 values.
    pub fn from_slice(v: &[i32]) -> Option<OmwesoWeights> {
        let &[material, mobility, front, exposed, threat, counter, reverse] = v else {
            return None;
        };
        Some(OmwesoWeights {
            material,
            mobility,
            front,
            exposed,
            threat,
            counter,
            reverse,
        })
    }
}

fn child(parent: &Position, mv: Move, pos: Position, outcome: Option<Outcome>) -> Child<Omweso> {
    let (key, rep) = Omweso::hashes(&pos);
    let them = parent.side().opponent();
    Child {
        mv,
        pos,
        outcome,
        key,
        rep,
        gain: parent.total(them) as i32 - pos.total(them) as i32,
        idx: 0,
        order: 0,
    }
}

pub(crate) fn expand(
    scratch: &mut OmwesoScratch,
    pos: &Position,
    key: u64,
    rules: &Rules,
    out: &mut Vec<Child<Omweso>>,
    stop: &mut dyn FnMut() -> bool,
) -> Result<(), Interrupted> {
    if let Some((p, list)) = scratch.cache.get(&key)
        && p == pos
    {
        out.extend_from_slice(list);
        return Ok(());
    }
    let first = out.len();
    let mut laps = 0u64;
    let side = pos.side();
    for pit in 0..16u8 {
        if pos.seeds(side, pit) < 2 {
            continue;
        }
        laps += expand_pit(pos, rules, pit, out, stop)?;
    }
    if laps >= CACHE_LAPS {
        if scratch.cache.len() >= CACHE_POSITIONS {
            scratch.cache.clear();
        }
        scratch.cache.insert(key, (*pos, out[first..].to_vec()));
    }
    Ok(())
}

/// The moves of `pit` into `out`, and the laps it took to generate them; a
/// pit whose sowing runs past [`PRESUME_LAPS`] laps is presumed
/// never-ending.
#[inline]
fn expand_pit(
    pos: &Position,
    rules: &Rules,
    pit: u8,
    out: &mut Vec<Child<Omweso>>,
    stop: &mut dyn FnMut() -> bool,
) -> Result<u64, Interrupted> {
    let mut laps = 0u64;
    let mut delivered = false;
    let mut polled = 0u64;
    let mut hard = false;
    let generated = pos.for_each_move_of_pit_until(
        rules,
        pit,
        &mut |move_laps| {
            polled = move_laps;
            hard = stop();
            hard || move_laps >= PRESUME_LAPS
        },
        &mut |mv, sowing| {
            delivered = true;
            laps += sowing.laps;
            let (next, outcome) = pos.conclude(rules, sowing);
            out.push(child(pos, mv, next, outcome));
        },
    );
    laps += polled;
    if generated.is_err() {
        if hard {
            return Err(Interrupted);
        }
        // Presumed never-ending: the engine would leave the position
        // as it is and annul the game. (A pit whose first
        // decision branch ended keeps just the moves that ended.)
        if !delivered {
            out.push(child(pos, Move::sow(pit), *pos, Some(Outcome::annulled())));
        }
        // The okwesera of the same pit is never long.
        let okwesera = Move::okwesera(pit);
        if let Ok((next, outcome)) = pos.apply(rules, okwesera) {
            out.push(child(pos, okwesera, next, outcome));
        }
    }
    Ok(laps)
}

pub(crate) fn evaluate(pos: &Position, rules: &Rules, w: &OmwesoWeights) -> i32 {
    let me = pos.side();
    let them = me.opponent();
    let mine = pos.pits(me);
    let theirs = pos.pits(them);
    let can_capture = |side: Side| !(pos.in_first_turn(side) && rules.first_turn_capture_ban);
    let a = side_features(mine, theirs, can_capture(me), rules.reverse_captures);
    let b = side_features(theirs, mine, can_capture(them), rules.reverse_captures);
    w.material * (a.seeds - b.seeds)
        + w.mobility * (a.mobile - b.mobile)
        + w.front * (a.front - b.front)
        + w.exposed * (b.exposed - a.exposed)
        + w.threat * a.best_capture
        - w.counter * b.best_capture
        + w.reverse * (a.reverse - b.reverse)
}

/// Short: between players that both convert it, Omweso's first move
/// decides most games, so a level beats the one below 75% of the time
/// only if the one below squanders that often (crates/mancala/docs/notes/ai-strength-lab-notes.md, "What the
/// levels are", has the matches that set these budgets).
pub(crate) fn level_settings(level: Level, base: LevelSettings) -> LevelSettings {
    match level {
        Level::Beginner => LevelSettings {
            limits: SearchLimits::depth(1),
            noise: 800,
            miss_captures: 80,
            ..base
        },
        Level::Casual => LevelSettings {
            limits: SearchLimits::depth(1),
            noise: 150,
            miss_captures: 20,
            ..base
        },
        Level::Intermediate => LevelSettings {
            limits: SearchLimits::depth(2),
            noise: 100,
            miss_captures: 10,
            ..base
        },
        _ => LevelSettings {
            limits: SearchLimits::nodes(300),
            ..base
        },
    }
}

/// One side's features, seen as the attacker `x` facing `y`.
struct Features {
    seeds: i32,
    mobile: i32,
    front: i32,
    /// `x`'s seeds that `y` could take by landing on an occupied inner pit.
    exposed: i32,
    /// The largest capture one of `x`'s first laps makes.
    best_capture: i32,
    /// `x`'s capturing clockwise first laps.
    reverse: i32,
}

fn side_features(x: &[u8; 16], y: &[u8; 16], captures: bool, reverse: bool) -> Features {
    let mut f = Features {
        seeds: 0,
        mobile: 0,
        front: 0,
        exposed: 0,
        best_capture: 0,
        reverse: 0,
    };
    for k in 0..16usize {
        let n = x[k];
        f.seeds += n as i32;
        if k >= 8 {
            f.front += (n > 0) as i32;
            // y's inner pit j = 23 - k faces x's inner k and outer k - 8.
            let j = 23 - k;
            if y[j] > 0 && n > 0 && x[k - 8] > 0 {
                f.exposed += n as i32 + x[k - 8] as i32;
            }
        }
        if n < 2 {
            continue;
        }
        f.mobile += 1;
        if !captures {
            continue;
        }
        // The first lap's landing pit anticlockwise and, from a reverse pit,
        // clockwise: does its last seed fall on an occupied inner pit facing
        // two occupied pits?
        let rounds = (n as usize - 1) / 16;
        let landing_capture = |landing: usize| -> i32 {
            let before = if landing == k { 0 } else { x[landing] as usize } + rounds;
            if landing < 8 || before == 0 {
                return 0;
            }
            let (outer, inner) = (landing - 8, 23 - landing);
            if y[outer] > 0 && y[inner] > 0 {
                y[outer] as i32 + y[inner] as i32
            } else {
                0
            }
        };
        let forward = landing_capture((k + n as usize) % 16);
        f.best_capture = f.best_capture.max(forward);
        if reverse && matches!(k, 0 | 1 | 14 | 15) {
            let back = landing_capture((k + 16 * 4 - n as usize % 16) % 16);
            if back > 0 {
                f.reverse += 1;
                f.best_capture = f.best_capture.max(back);
            }
        }
    }
    f
}

impl Strategy<Omweso> for Omweso {
    // ---- the search

    type Weights = OmwesoWeights;
    type Scratch = OmwesoScratch;
    /// A point of an Omweso outcome is worth 10,000 (100 seeds).
    const WIN_UNIT: i32 = 10_000;
    const WORTH_UNIT: &'static str = "pt";

    fn expand(
        scratch: &mut OmwesoScratch,
        pos: &Position,
        key: u64,
        rules: &Rules,
        out: &mut Vec<Child<Self>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        expand(scratch, pos, key, rules, out, stop)
    }

    fn evaluate(pos: &Position, rules: &Rules, weights: &OmwesoWeights) -> i32 {
        evaluate(pos, rules, weights)
    }

    /// A repeated position annuls the game.
    fn repetition_score(_pos: &Position) -> i32 {
        0
    }

    fn repetition_key(pos: &Position, _key: u64) -> u64 {
        Omweso::repetition_hash(pos)
    }

    fn move_score_slot(mv: &Move) -> usize {
        mv.pit() as usize + if mv.is_okwesera() { 16 } else { 0 }
    }

    fn level_settings(level: Level, base: LevelSettings) -> LevelSettings {
        level_settings(level, base)
    }

    fn fallback_move(pos: &Position, _rules: &Rules) -> Option<Move> {
        // The first playable pit: legal, its decisions taken as `+`.
        (0..16u8)
            .find(|&k| pos.seeds(pos.side(), k) >= 2)
            .map(Move::sow)
    }

    fn proven_move(rules: &Rules, game: &[Position]) -> Option<Move> {
        super::proofs::proven_move(rules, game)
    }

    fn proof(rules: &Rules, game: &[Position]) -> Option<Proven> {
        super::proofs::proof(rules, game)
    }

    fn proof_now(rules: &Rules, game: &[Position]) -> Option<Proven> {
        super::proofs::proof_now(rules, game)
    }

    // ---- the review

    /// A capture moves twice its seeds in the balance, and captures of ten
    /// seeds and more are everyday.
    const THRESHOLDS: [f64; 3] = [3.0, 8.0, 16.0];

    fn is_pass(mv: &Move) -> bool {
        mv.is_pass()
    }

    // ---- the arena's openings

    /// Any move: Omweso's first moves differ by tens of seeds at any search
    /// depth, so a margin leaves a single opening (1 distinct in 50 pairs
    /// even at 8 seeds). Random first moves give 64 distinct 2-move openings,
    /// and the pairs keep them fair.
    const OPENING_MARGIN: Option<i32> = None;

    fn setup_words(options: &MatchOptions) -> Option<String> {
        let [a, b] = options.arrangers;
        Some(match (super::chooser::players_arrange(options), a, b) {
            (true, ArrangeBy::Level, ArrangeBy::Level) | (false, _, _) => {
                format!("set-up {}", options.setup)
            }
            _ => format!("set-up {}, A arranges {a}, B arranges {b}", options.setup),
        })
    }

    fn setup_depends_on_players(options: &MatchOptions) -> bool {
        super::chooser::players_arrange(options)
    }

    fn pair_start(
        rules: &Rules,
        options: &MatchOptions,
        pair: u32,
        players: [Seat; 2],
        rng: &mut SmallRng,
    ) -> Position {
        super::chooser::pair_start(rules, options, pair, players, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    #[test]
    fn expand_matches_the_engine() {
        let rules = Rules::default();
        for text in [
            "start",
            "1,1,2,2,1,3,1,3/2,2,2,2,2,3,2,3/3,2,0,0,0,1,0,2/3,5,5,4,4,0,1,2 S",
            "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S",
        ] {
            let pos: Position = text.parse().unwrap();
            let mut out = Vec::new();
            let mut scratch = OmwesoScratch::default();
            Omweso::expand(
                &mut scratch,
                &pos,
                Omweso::hash(&pos),
                &rules,
                &mut out,
                &mut || false,
            )
            .unwrap();
            let engine = pos.successors(&rules);
            assert_eq!(out.len(), engine.len());
            for (c, (mv, next, outcome)) in out.iter().zip(engine) {
                assert_eq!((c.mv, c.pos, c.outcome), (mv, next, outcome));
            }
        }
    }

    #[test]
    fn a_never_ending_move_is_presumed_and_cached() {
        // From random games: North's `f` relays in a cycle of 549 million
        // laps (the engine knows after 68.7 million).
        let pos: Position =
            "1,2,7,2,3,2,1,8/4,5,2,1,3,5,8,1/0,0,1,0,1,3,0,1/0,1,0,0,1,0,1,0 N - 0-4"
                .parse()
                .unwrap();
        let rules = Rules::default();
        let mut scratch = OmwesoScratch::default();
        let mut out = Vec::new();
        let key = Omweso::hash(&pos);
        Omweso::expand(&mut scratch, &pos, key, &rules, &mut out, &mut || false).unwrap();
        let f: Move = "f".parse().unwrap();
        let presumed = out.iter().find(|c| c.mv == f).unwrap();
        assert_eq!(presumed.outcome, Some(Outcome::annulled()));
        assert_eq!(presumed.pos, pos);
        assert_eq!(scratch.cache.len(), 1);
        let mut again = Vec::new();
        Omweso::expand(&mut scratch, &pos, key, &rules, &mut again, &mut || true).unwrap();
        assert_eq!(
            again.len(),
            out.len(),
            "served from the cache, no stop polled"
        );
        // A stop asked during the long generation interrupts it.
        let mut scratch = OmwesoScratch::default();
        let mut out = Vec::new();
        assert_eq!(
            Omweso::expand(&mut scratch, &pos, key, &rules, &mut out, &mut || true),
            Err(Interrupted)
        );
    }
}

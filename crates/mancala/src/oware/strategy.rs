//! Oware (Abapa) for the computer: its [`Strategy`] impl, the evaluation,
//! the repetition rule, the book and the endgame tables.

use super::{EndReason, Move, Position, Rules};
use crate::Side;
use crate::ai::{Book, Child, Searcher, Strategy};
use crate::game::{Interrupted, Oware};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

/// The evaluation's weights, in hundredths of a seed per unit of each
/// feature; the features are differences "mover minus opponent".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OwareWeights {
    /// Per captured seed: what decides the game.
    pub store: i32,
    /// Per seed in one's own houses (they go to their owner at the end).
    pub board: i32,
    /// Per non-empty house.
    pub mobility: i32,
    /// Per seed the mover's moves could capture in single houses the last
    /// seed reaches, minus the same for the opponent.
    pub vulnerable: i32,
    /// Per house of 12 or more seeds (a kroo, which laps the board and
    /// captures several houses).
    pub kroo: i32,
    /// Per seed that sowing would carry over to the opponent's side.
    pub reach: i32,
    /// Per seed of the best capture the mover can make at once (exact).
    pub threat: i32,
}

impl Default for OwareWeights {
    /// The weights fitted by least squares to 300,000-node searches of
    /// positions from self-play (`examples/fit.rs`, `docs/notes/fit_weights.py`;
    /// crates/mancala/docs/notes/ai-strength-lab-notes.md has the fits and
    /// the matches that chose them): about twice the first hand-tuned
    /// weights on the board's seeds, mobility and attacks, nearly four
    /// times on a kroo, and a penalty on seeds that sowing carries over.
    fn default() -> Self {
        OwareWeights {
            store: 100,
            board: 38,
            mobility: 152,
            vulnerable: 51,
            kroo: 295,
            reach: -48,
            threat: 43,
        }
    }
}

impl OwareWeights {
    /// The weights as a vector, in field order, for tuning.
    pub fn to_vec(&self) -> Vec<i32> {
        vec![
            self.store,
            self.board,
            self.mobility,
            self.vulnerable,
            self.kroo,
            self.reach,
            self.threat,
        ]
    }

    /// The inverse of [`OwareWeights::to_vec`]; `None` unless 7 values.
    pub fn from_slice(v: &[i32]) -> Option<OwareWeights> {
        let &[store, board, mobility, vulnerable, kroo, reach, threat] = v else {
            return None;
        };
        Some(OwareWeights {
            store,
            board,
            mobility,
            vulnerable,
            kroo,
            reach,
            threat,
        })
    }
}

/// An Oware searcher's own state: the endgame tables it consults, if any
/// (see [`super::endgame`]).
#[derive(Clone, Default)]
pub struct OwareScratch {
    pub tables: Option<std::sync::Arc<super::tables::EndgameTables>>,
}

pub(crate) fn evaluate(pos: &Position, rules: &Rules, w: &OwareWeights) -> i32 {
    let me = pos.side();
    let them = me.opponent();
    let h = pos.houses();
    let a = side_features(h, me);
    let b = side_features(h, them);
    let mut score = w.store * (pos.store(me) as i32 - pos.store(them) as i32)
        + w.board * (a.seeds - b.seeds)
        + w.mobility * (a.nonempty - b.nonempty)
        + w.vulnerable * (a.attack - b.attack)
        + w.kroo * (a.kroo - b.kroo)
        + w.reach * (a.reach - b.reach);
    if w.threat != 0 {
        let best = Move::from_mask(pos.legal_moves_mask())
            .map(|mv| pos.capture_of(rules, mv))
            .max()
            .unwrap_or(0);
        score += w.threat * best as i32;
    }
    score
}

struct Features {
    seeds: i32,
    nonempty: i32,
    /// Seeds in the opponent's houses that one of this side's moves would
    /// leave at 2 or 3 with its last seed there.
    attack: i32,
    kroo: i32,
    reach: i32,
}

fn side_features(h: &[u8; 12], side: Side) -> Features {
    let own = side.index() * 6;
    let opp = 6 - own;
    let mut f = Features {
        seeds: 0,
        nonempty: 0,
        attack: 0,
        kroo: 0,
        reach: 0,
    };
    let mut attacked = [false; 12];
    for i in 0..6 {
        let a = own + i;
        let n = h[a] as usize;
        f.seeds += n as i32;
        if n == 0 {
            continue;
        }
        f.nonempty += 1;
        f.kroo += (n >= 12) as i32;
        f.reach += n.saturating_sub(5 - i) as i32;
        // The last seed's house, passing over the origin from 12 seeds on.
        let offset = (n - 1) % 11 + 1;
        let last = (a + offset) % 12;
        if (opp..opp + 6).contains(&last) && !attacked[last] {
            let dropped = (n - offset) / 11 + 1;
            let after = h[last] as usize + dropped;
            if after == 2 || after == 3 {
                attacked[last] = true;
                f.attack += after as i32;
            }
        }
    }
    f
}

/// The shipped Oware book (default rules), parsed once.
pub fn book() -> Arc<Book<Oware>> {
    static BOOK: OnceLock<Arc<Book<Oware>>> = OnceLock::new();
    BOOK.get_or_init(|| {
        // Checked by a test: the shipped text always parses.
        Arc::new(
            Book::parse(
                include_str!("../../data/oware-book.txt"),
                &Default::default(),
            )
            .unwrap_or_default(),
        )
    })
    .clone()
}

impl Strategy<Oware> for Oware {
    // ---- the search

    type Weights = OwareWeights;
    type Scratch = OwareScratch;
    const LATE_MOVE_REDUCTION: u32 = 1;

    fn expand(
        _scratch: &mut OwareScratch,
        pos: &Position,
        _key: u64,
        rules: &Rules,
        out: &mut Vec<Child<Self>>,
        _stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        let me = pos.side();
        for mv in Move::from_mask(pos.legal_moves_mask()) {
            let next = pos.apply_unchecked(rules, mv);
            let gain = next.store(me) as i32 - pos.store(me) as i32;
            out.push(Child::new(mv, next, next.outcome(rules), gain));
        }
        Ok(())
    }

    fn evaluate(pos: &Position, rules: &Rules, weights: &OwareWeights) -> i32 {
        evaluate(pos, rules, weights)
    }

    /// The game ends; each player takes the seeds in their own houses.
    fn repetition_score(pos: &Position) -> i32 {
        let outcome = pos.settle(EndReason::Repetition);
        crate::ai::outcome_score::<Oware>(&outcome, pos.side(), Oware::WIN_UNIT)
    }

    fn move_score_slot(mv: &Move) -> usize {
        mv.house() as usize
    }

    fn fallback_move(pos: &Position, _rules: &Rules) -> Option<Move> {
        Move::from_mask(pos.legal_moves_mask()).next()
    }

    fn probe(scratch: &OwareScratch, pos: &Position, rules: &Rules) -> Option<(i32, i32)> {
        scratch.tables.as_ref()?.score_bounds(pos, rules)
    }

    fn solve(
        scratch: &OwareScratch,
        pos: &Position,
        history: &[Position],
        rules: &Rules,
    ) -> Option<(Move, i32)> {
        scratch.tables.as_ref()?.solve_game(pos, history, rules)
    }

    fn warm_up(build: bool) {
        if build {
            super::tables::warm_up();
        } else {
            super::tables::load_shared();
        }
    }

    /// The tables and the book are those of the default rules.
    fn attach_knowledge(scratch: &mut OwareScratch, rules: &Rules, use_it: bool) {
        let fits = *rules == Rules::default();
        scratch.tables = if use_it && fits {
            super::tables::shared()
        } else {
            None
        };
    }

    fn book(rules: &Rules) -> Option<Arc<Book<Oware>>> {
        (*rules == Rules::default()).then(book)
    }

    // ---- the review

    /// A capture runs back house by house; each house's seeds are told.
    const CAPTURES_ITEMISED: bool = true;

    /// The tables for a position just reached by a capture (no earlier
    /// position since, which is all they know), else their solver with the
    /// game's history, for the smallest boards.
    fn exact_score(
        searcher: &Searcher<Oware>,
        position: &Position,
        history: &[Position],
    ) -> Option<i32> {
        let tables = searcher.scratch().tables.as_ref()?;
        let rules = searcher.rules();
        match tables.score_bounds(position, rules) {
            Some((lo, hi)) if lo == hi && history.len() <= 1 => Some(lo),
            _ => tables.solve_game(position, history, rules).map(|(_, s)| s),
        }
    }

    // ---- the arena's openings

    /// Oware's moves differ by a few seeds at most: half a seed keeps the
    /// openings even and still varied (10 distinct in 50 pairs after 2 moves).
    const OPENING_MARGIN: Option<i32> = Some(50);
}

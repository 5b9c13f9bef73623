//! A finished (or unfinished) game reviewed move by move: for every
//! position the engine's best move, its line and its value; for every move
//! played what it cost the mover in seeds, a class (best, good, inaccuracy,
//! mistake, blunder) and, for the moves that cost something, the facts that
//! explain it (see [`effect`]) and words built from them (see [`words`]).
//!
//! Each position is searched once, with the same limits: the value of the
//! move played is the opponent's value of the position it led to, negated
//! (or the game's result when it ended the game). A program that shows the
//! review while it fills in (the game) analyses one [`Moment`] at a time with
//! a [`Reviewer`] and judges each move with [`judge`] once both of its
//! positions are known.

mod json;
pub mod words;

pub use crate::game::{Effect, Ending, Taken};

use crate::Side;
use crate::ai::{SearchLimits, Searcher, WIN_MIN};
use crate::ai::{Searchable, Strategy};
use json::{as_text, list_as_text, one_as_text, scores_as_text};
use serde::Serialize;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

/// How much a move cost, from the loss in seeds against the engine's best
/// move, both searched alike. The thresholds are the game's
/// ([`Strategy::THRESHOLDS`]): Omweso's captures move many more seeds
/// than Oware's. A won game counts as [`Strategy::advantage_cap`] seeds,
/// so throwing one away is a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    /// The engine's own choice, or a move it values as highly.
    Best,
    /// Loses less than the game's first threshold.
    Good,
    /// Less than the second.
    Inaccuracy,
    /// Less than the third.
    Mistake,
    /// The third threshold or more.
    Blunder,
}

/// A loss below this is no loss (rounding).
const NO_LOSS: f64 = 0.1;

impl Class {
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    /// The lower-case name the command line and the JSON use.
    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// A class worth words of explanation.
    pub fn is_error(self) -> bool {
        self >= Class::Inaccuracy
    }

    /// The class of a move worth `played` (for the mover) that loses
    /// `loss` seeds against the best, under `thresholds` (good,
    /// inaccuracy, mistake: the largest loss of each).
    fn of(played: i32, loss: f64, is_best: bool, thresholds: [f64; 3]) -> Class {
        let [good, inaccuracy, mistake] = thresholds;
        if is_best || loss < NO_LOSS || played >= WIN_MIN {
            // Winning still, if perhaps less or later: nothing to regret.
            Class::Best
        } else if loss < good {
            Class::Good
        } else if loss < inaccuracy {
            Class::Inaccuracy
        } else if loss < mistake {
            Class::Mistake
        } else {
            Class::Blunder
        }
    }
}

/// A position of the game with what the repetition rule needs, and the
/// move played from it.
#[derive(Clone, Debug)]
pub struct Moment<G: Searchable> {
    pub position: G::Position,
    /// The positions the repetition rule looks at, `position` last.
    pub history: Vec<G::Position>,
    /// The move played from here; `None` for the game's last position.
    pub played: Option<G::Move>,
}

/// Every position of a recorded game, oldest first, with its history.
pub fn moments<G: Searchable>(record: &G::Record) -> Vec<Moment<G>> {
    let mut record = record.clone();
    let step = |record: &G::Record, played| {
        let read = G::recorded(record);
        Moment {
            position: *read.current(),
            history: read.history.to_vec(),
            played,
        }
    };
    let mut out = vec![step(&record, None)];
    while let Some(mv) = G::take_back(&mut record) {
        out.push(step(&record, Some(mv)));
    }
    out.reverse();
    out
}

/// The engine's view of one position, for its side to move.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct PositionReview<G: Searchable> {
    pub side: Side,
    /// The value for `side` (the search's units: hundredths of a seed, or a
    /// won or lost game; see [`crate::ai::WIN`]).
    pub score: i32,
    /// The engine's move; `None` when the game is over here.
    #[serde(serialize_with = "as_text")]
    pub best: Option<G::Move>,
    /// The line the engine expects, `best` first.
    #[serde(serialize_with = "list_as_text")]
    pub line: Vec<G::Move>,
    /// Every legal move's value for `side`, all searched to the same depth,
    /// so that any two compare fairly.
    #[serde(serialize_with = "scores_as_text")]
    pub scores: Vec<(G::Move, i32)>,
    /// The value is the game's result, proven, or an endgame table's.
    pub exact: bool,
    pub depth: u32,
    pub nodes: u64,
}

impl<G: Searchable> PositionReview<G> {
    /// A position where the game has ended: its result, for `side`.
    pub fn over(outcome: &G::Outcome, side: Side) -> PositionReview<G> {
        PositionReview {
            side,
            score: crate::ai::outcome_score::<G>(outcome, side, G::Strategy::WIN_UNIT),
            best: None,
            line: Vec::new(),
            scores: Vec::new(),
            exact: true,
            depth: 0,
            nodes: 0,
        }
    }

    /// The value in seeds for `side`, a won game counting
    /// [`Strategy::advantage_cap`].
    pub fn seeds_for(&self, side: Side) -> f64 {
        let mine = seeds::<G>(self.score);
        if side == self.side { mine } else { -mine }
    }
}

/// A score in seeds, won and lost games (and anything beyond) at the cap.
pub fn seeds<G: Searchable>(score: i32) -> f64 {
    let cap = G::Strategy::advantage_cap();
    if score >= WIN_MIN {
        cap
    } else if score <= -WIN_MIN {
        -cap
    } else {
        (score as f64 / 100.0).clamp(-cap, cap)
    }
}

/// One move of the game judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct MoveReview<G: Searchable> {
    /// The move's index in the game, from 0.
    pub index: usize,
    pub mover: Side,
    #[serde(serialize_with = "one_as_text")]
    pub played: G::Move,
    /// The engine's move in the position before; the played one when the
    /// game gave no choice.
    #[serde(serialize_with = "one_as_text")]
    pub best: G::Move,
    /// Values for the mover, in the search's units.
    pub best_score: i32,
    pub played_score: i32,
    /// Seeds lost against the best move (0 or more).
    pub loss: f64,
    /// Both values are exact (results, proofs or endgame tables).
    pub exact: bool,
    pub class: Class,
    /// What the best move does.
    pub best_effect: Effect,
    /// The engine's line from the position before, `best` first.
    #[serde(serialize_with = "list_as_text")]
    pub best_line: Vec<G::Move>,
    /// What the first moves of that line do (at most [`LINE_SHOWN`]).
    pub best_line_effects: Vec<Effect>,
    /// What the move played does.
    pub played_effect: Effect,
    /// The engine's line after the move played, the opponent's answer
    /// first, and what its first moves do.
    #[serde(serialize_with = "list_as_text")]
    pub reply_line: Vec<G::Move>,
    pub reply_line_effects: Vec<Effect>,
}

/// How many moves of a line the review describes.
pub const LINE_SHOWN: usize = 4;

/// What the first moves of `line` do, played from `position`.
fn line_effects<G: Searchable>(
    position: &G::Position,
    rules: &G::Rules,
    line: &[G::Move],
) -> Vec<Effect> {
    let mut position = *position;
    let mut out = Vec::new();
    for &mv in line.iter().take(LINE_SHOWN) {
        let (Some(effect), Ok((next, _))) = (
            G::effect(&position, rules, mv),
            G::apply(&position, rules, mv),
        ) else {
            break;
        };
        out.push(effect);
        position = next;
    }
    out
}

/// Judges the move played at `step` from the engine's view of the position
/// before it (which scored every move alike) and of the one after it.
pub fn judge<G: Searchable>(
    rules: &G::Rules,
    index: usize,
    step: &Moment<G>,
    before: &PositionReview<G>,
    after: &PositionReview<G>,
    after_position: &G::Position,
) -> Option<MoveReview<G>> {
    let played = step.played?;
    let mover = before.side;
    let after_score = if after.side == mover {
        after.score
    } else {
        -after.score
    };
    let played_score = match before.scores.iter().find(|(m, _)| *m == played) {
        // The best move's score is the one its search found.
        Some(&(_, score)) if before.best == Some(played) => score,
        // Any other move is worth the position it led to, where a search
        // with a whole budget of its own sees it at least as deep as the
        // root's search did, and judges it better
        // (crates/mancala/docs/notes/review-speed.md).
        Some(_) if after.exact || after.depth + 1 >= before.depth => after_score,
        Some(&(_, score)) => score,
        // A move the search did not score (it presumed an endless relay).
        None => after_score,
    };
    let (best, best_score) = match before.best {
        Some(best) if !G::Strategy::is_pass(&played) => (best, before.score.max(played_score)),
        _ => (played, played_score),
    };
    let loss = (seeds::<G>(best_score) - seeds::<G>(played_score)).max(0.0);
    let played_effect = G::effect(&step.position, rules, played)?;
    let best_effect = G::effect(&step.position, rules, best).unwrap_or(played_effect.clone());
    let best_line = if before.line.first() == Some(&best) {
        before.line.clone()
    } else {
        vec![best]
    };
    let played_exact = played_score.abs() >= WIN_MIN || after.exact;
    Some(MoveReview {
        index,
        mover,
        played,
        best,
        best_score,
        played_score,
        loss,
        exact: before.exact && played_exact,
        class: Class::of(played_score, loss, best == played, G::Strategy::THRESHOLDS),
        best_effect,
        best_line_effects: line_effects::<G>(&step.position, rules, &best_line),
        best_line,
        played_effect,
        reply_line_effects: line_effects::<G>(after_position, rules, &after.line),
        reply_line: after.line.clone(),
    })
}

/// The engine that analyses positions, one at a time, with one search
/// budget for all (its table carries what it learnt from one to the next).
pub struct Reviewer<G: Searchable> {
    searcher: Searcher<G>,
    limits: SearchLimits,
}

impl<G: Searchable> Reviewer<G> {
    pub fn new(rules: G::Rules, limits: SearchLimits) -> Reviewer<G> {
        // What the engine player knows of endings (`MANCALA_TABLES=off`
        // leaves it out); a review builds nothing.
        G::Strategy::warm_up(false);
        let mut searcher = Searcher::new(rules.clone());
        G::Strategy::attach_knowledge(searcher.scratch_mut(), &rules, true);
        Reviewer { searcher, limits }
    }

    pub fn rules(&self) -> &G::Rules {
        self.searcher.rules()
    }

    /// The engine's view of a step's position; `outcome`: the game's result
    /// if it ended there. `cancel` stops the search early (its best so far).
    pub fn analyse(
        &mut self,
        step: &Moment<G>,
        outcome: Option<&G::Outcome>,
        cancel: Option<&AtomicBool>,
    ) -> PositionReview<G> {
        let side = G::side_to_move(&step.position);
        let ended = outcome
            .copied()
            .or_else(|| G::outcome(&step.position, self.rules()));
        if let Some(outcome) = ended {
            return PositionReview::over(&outcome, side);
        }
        let (scores, depth) = self.searcher.best_and_also(
            &step.position,
            &step.history,
            &self.limits,
            step.played,
            cancel,
        );
        let mut nodes = self.searcher.nodes();
        let scores: Vec<(G::Move, i32)> = scores.iter().map(|(c, s)| (c.mv, *s)).collect();
        let Some(&(best, score)) = scores.iter().max_by_key(|(_, s)| *s) else {
            // No move generated (a search stopped at once): nothing to say.
            let best = G::Strategy::fallback_move(&step.position, self.rules());
            return PositionReview {
                side,
                score: self.searcher.evaluate(&step.position),
                best,
                line: best.into_iter().collect(),
                scores,
                exact: false,
                depth: 0,
                nodes,
            };
        };
        // The line: a search to the same depth, quick on what the scoring
        // left in the table.
        let line = self
            .searcher
            .search(
                &step.position,
                &step.history,
                &SearchLimits::depth(depth.max(1)),
                cancel,
            )
            .pv;
        nodes += self.searcher.nodes();
        let known = G::Strategy::exact_score(&self.searcher, &step.position, &step.history);
        PositionReview {
            side,
            score: known.unwrap_or(score),
            best: Some(best),
            line,
            scores,
            exact: known.is_some() || score.abs() >= WIN_MIN,
            depth,
            nodes,
        }
    }
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct Review<G: Searchable> {
    /// The engine's view of every position, the start first.
    pub positions: Vec<PositionReview<G>>,
    /// Every move judged.
    pub moves: Vec<MoveReview<G>>,
}

impl<G: Searchable> Review<G> {
    /// South's advantage in seeds at every position (what the graph draws).
    pub fn advantage(&self) -> Vec<f64> {
        self.positions
            .iter()
            .map(|p| p.seeds_for(Side::South))
            .collect()
    }

    /// The move on which the game turned: the costliest error of the side
    /// that lost (of either side in a drawn or unfinished game), if any
    /// move was an error at all.
    pub fn turning_point(&self, winner: Option<Side>) -> Option<&MoveReview<G>> {
        self.moves
            .iter()
            .filter(|m| m.class.is_error())
            .filter(|m| winner.is_none_or(|w| m.mover != w))
            .max_by(|a, b| a.loss.total_cmp(&b.loss).then(b.index.cmp(&a.index)))
    }

    /// How many moves of each class `side` played.
    pub fn counts(&self, side: Side) -> [usize; 5] {
        let mut counts = [0; 5];
        for m in self.moves.iter().filter(|m| m.mover == side) {
            counts[m.class as usize] += 1;
        }
        counts
    }
}

/// The search time of each position unless told, the game's too: the most
/// that keeps a long Oware game's review within 10 s on two cores without
/// weaker verdicts (docs/notes/review-speed.md).
pub const DEFAULT_MOVETIME_MS: u64 = 225;

/// The threads a review uses unless told: every core, at most eight (each
/// reviewer has a transposition table of its own).
pub fn default_threads() -> usize {
    crate::ai::available_threads().min(8)
}

/// Reviews a recorded game, position by position; `progress` hears of each
/// position analysed (done, of how many). `cancel` stops every search at
/// once (the review is then made of what the searches had found).
///
/// `threads` reviewers, each with a table of its own on a thread of its
/// own, share the positions out. Each goes on through the game from where
/// it began, so that its table already holds the tree of the position
/// after the move it just judged. With one thread and a node budget, the
/// review is the same on every machine, and the same as a [`Reviewer`]'s
/// that analyses the positions in order.
pub fn review<G: Searchable>(
    record: &G::Record,
    limits: SearchLimits,
    threads: usize,
    cancel: Option<&AtomicBool>,
    progress: impl FnMut(usize, usize) + Send,
) -> Review<G> {
    let steps = moments::<G>(record);
    let read = G::recorded(record);
    let positions = analyse_all(
        &steps,
        read.rules,
        read.result,
        limits,
        threads,
        cancel,
        progress,
    );
    let moves = (0..steps.len() - 1)
        .filter_map(|i| {
            judge(
                read.rules,
                i,
                &steps[i],
                &positions[i],
                &positions[i + 1],
                &steps[i + 1].position,
            )
        })
        .collect();
    Review { positions, moves }
}

/// Every step analysed by `threads` reviewers, each taking the next step
/// still to analyse, in order (see [`review`]); `result` is the game's, at
/// its last step.
fn analyse_all<G: Searchable>(
    steps: &[Moment<G>],
    rules: &G::Rules,
    result: Option<G::Outcome>,
    limits: SearchLimits,
    threads: usize,
    cancel: Option<&AtomicBool>,
    progress: impl FnMut(usize, usize) + Send,
) -> Vec<PositionReview<G>> {
    let all = steps.len();
    let shared = Mutex::new(Shared {
        taken: vec![false; all],
        done: (0..all).map(|_| None).collect(),
        progress,
    });
    let threads = threads.clamp(1, all.max(1));
    let work = |thread: usize| {
        let mut reviewer = Reviewer::<G>::new(rules.clone(), limits);
        // Where this reviewer begins: the game cut in `threads` runs.
        let mut next = Some(thread * all / threads);
        loop {
            next = shared.lock().unwrap_or_else(|e| e.into_inner()).take(next);
            let Some(i) = next else { break };
            let outcome = result.filter(|_| i == all - 1);
            let view = reviewer.analyse(&steps[i], outcome.as_ref(), cancel);
            shared
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .put(i, view);
            next = Some(i + 1);
        }
    };
    std::thread::scope(|scope| {
        for thread in 1..threads {
            scope.spawn(move || work(thread));
        }
        work(0);
    });
    let shared = shared.into_inner().unwrap_or_else(|e| e.into_inner());
    shared.done.into_iter().flatten().collect()
}

/// What the reviewers of [`analyse_all`] share: the steps taken, the steps
/// analysed, and who hears of them.
struct Shared<G: Searchable, P> {
    taken: Vec<bool>,
    done: Vec<Option<PositionReview<G>>>,
    progress: P,
}

impl<G: Searchable, P: FnMut(usize, usize)> Shared<G, P> {
    /// The step to analyse: `wanted` if no one has taken it, else the
    /// middle of the longest run of steps no one has taken (the second
    /// half of another reviewer's stretch); `None` when all are taken.
    fn take(&mut self, wanted: Option<usize>) -> Option<usize> {
        let free = |i: &usize| self.taken.get(*i) == Some(&false);
        let i = wanted.filter(free).or_else(|| {
            let (start, length) = longest_free_run(&self.taken)?;
            Some(start + length / 2)
        })?;
        self.taken[i] = true;
        Some(i)
    }

    /// Step `i` analysed.
    fn put(&mut self, i: usize, view: PositionReview<G>) {
        self.done[i] = Some(view);
        let done = self.done.iter().flatten().count();
        (self.progress)(done, self.done.len());
    }
}

/// The start and length of the longest run of `false` in `taken`.
fn longest_free_run(taken: &[bool]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    let mut i = 0;
    while i < taken.len() {
        let length = taken[i..].iter().take_while(|&&t| !t).count();
        if length > best.map_or(0, |(_, l)| l) {
            best = Some((i, length));
        }
        i += length.max(1);
    }
    best
}

#[cfg(test)]
mod tests;

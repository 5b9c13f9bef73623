//! The exact value of a capture-free stretch of play, history and all.
//!
//! The tables bound the value of a position with no history (just after
//! a capture, see `super::cycle_fixpoint`); where the bounds differ,
//! only a search of the real rule (a position that repeats ends the game,
//! each player taking their own houses) can tell the value, and inside
//! that search every position has a history, which the bounds ignore.
//! [`solve`] is that search: alpha-beta over every line that does not
//! capture, each line carrying its own history, with a capture valued by
//! the tables of fewer seeds (a bound only where it settles the window,
//! else the search gives up), and the bounds only as the first window. It
//! is used twice: to make the tables exact for positions just after a
//! capture, and by the engine for the game's real history, so that a
//! position it settles is played exactly and at once.

use super::packed::{is_exact, pack, unpack};
use super::{EndgameTables, canonical, table_position};
use crate::oware::{Move, Position, Rules};

/// Why a search gave no exact value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsolved {
    /// More nodes than the budget allowed.
    Budget,
    /// A capture leads to a position the tables only bound, and the bound
    /// does not settle it.
    Inexact,
    /// The board holds more seeds than the tables know.
    Unknown,
}

/// An exact result: the seeds on the board the side to move gets, and a
/// move that gets them (`None` when there is no legal move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    pub seeds: u8,
    pub best: Option<Move>,
    /// Positions searched.
    pub nodes: u64,
}

/// What the search may trust: bounds for its own first position, and the
/// values of positions after a capture (or otherwise without history).
pub(super) trait Knowledge {
    /// `(lo, hi)` for the side to move of `pos` with no history (the
    /// tables' bounds, before any search).
    fn bounds(&self, pos: &Position) -> Option<(u8, u8)>;
    /// `(lo, hi)` for `pos` just reached by a capture (fewer seeds).
    fn after_capture(&self, pos: &Position) -> Option<(u8, u8)>;
}

impl Knowledge for EndgameTables {
    fn bounds(&self, pos: &Position) -> Option<(u8, u8)> {
        EndgameTables::bounds(self, pos)
    }

    fn after_capture(&self, pos: &Position) -> Option<(u8, u8)> {
        EndgameTables::bounds(self, pos)
    }
}

/// Solves `pos` given `since_capture`, the positions since the last
/// capture, oldest first (`pos` itself may end the list or not). At most
/// `budget` positions are searched.
pub fn solve(
    tables: &EndgameTables,
    pos: &Position,
    since_capture: &[Position],
    budget: u64,
) -> Result<Solved, Unsolved> {
    solve_with(tables, pos, since_capture, budget)
}

pub(super) fn solve_with(
    knows: &impl Knowledge,
    pos: &Position,
    since_capture: &[Position],
    budget: u64,
) -> Result<Solved, Unsolved> {
    let n = seeds(pos);
    knows.bounds(pos).ok_or(Unsolved::Unknown)?;
    let mut s = Search {
        knows,
        rules: Rules::default(),
        path: since_capture.iter().map(key).collect(),
        nodes: 0,
        budget,
    };
    let own = key(pos);
    if !s.path.contains(&own) {
        s.path.push(own);
    }
    let (seeds, best) = s.root(pos, n)?;
    Ok(Solved {
        seeds,
        best,
        nodes: s.nodes,
    })
}

fn seeds(pos: &Position) -> u8 {
    pos.houses().iter().sum()
}

/// Within a capture-free stretch only the board and the side change.
fn key(pos: &Position) -> [u8; 13] {
    let mut k = [0u8; 13];
    k[..12].copy_from_slice(pos.houses());
    k[12] = pos.side() as u8;
    k
}

struct Search<'a, K: Knowledge> {
    knows: &'a K,
    rules: Rules,
    path: Vec<[u8; 13]>,
    nodes: u64,
    budget: u64,
}

/// What one move gives the mover, or the position it leads to unsolved.
enum Outcome {
    Value(u8),
    Continue(Position),
}

impl<K: Knowledge> Search<'_, K> {
    /// The value of `pos` and a move that gets it, searched in the window
    /// `(lo - 1, hi + 1)`: the table's bounds when `pos` has no history
    /// (they hold only then), else `[0, n]`.
    fn root(&mut self, pos: &Position, n: u8) -> Result<(u8, Option<Move>), Unsolved> {
        let mask = pos.legal_moves_mask();
        if mask == 0 {
            return Ok((pos.row_total(pos.side()), None));
        }
        let (lo, hi) = match self.path.len() {
            1 => self.knows.bounds(pos).ok_or(Unsolved::Unknown)?,
            _ => (0, n),
        };
        let mut best = None;
        let mut alpha = lo as i16 - 1;
        for mv in self.ordered(pos, mask) {
            let v = match self.outcome(pos, mv, n, alpha, hi as i16 + 1)? {
                Outcome::Value(v) => v,
                Outcome::Continue(next) => {
                    self.path.push(key(&next));
                    let r = self.search(&next, n, n as i16 - hi as i16 - 1, n as i16 - alpha);
                    self.path.pop();
                    n - r?
                }
            };
            // At or below alpha a value is only a bound: not a best move.
            if v as i16 > alpha {
                best = Some((v, mv));
                alpha = v as i16;
            }
            if v >= hi {
                break;
            }
        }
        // No move reached the lower bound: the bounds were wrong, and
        // nothing here can be certified.
        let (v, mv) = best.ok_or(Unsolved::Inexact)?;
        Ok((v, Some(mv)))
    }

    /// Fail-soft alpha-beta: the seeds the mover of `pos` gets, exact when
    /// strictly inside `(alpha, beta)`, else a bound on that side.
    fn search(&mut self, pos: &Position, n: u8, mut alpha: i16, beta: i16) -> Result<u8, Unsolved> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(Unsolved::Budget);
        }
        let mask = pos.legal_moves_mask();
        if mask == 0 {
            return Ok(pos.row_total(pos.side()));
        }
        let mut best = 0u8;
        for mv in self.ordered(pos, mask) {
            let v = match self.outcome(pos, mv, n, alpha, beta)? {
                Outcome::Value(v) => v,
                Outcome::Continue(next) => {
                    self.path.push(key(&next));
                    let r = self.search(&next, n, n as i16 - beta, n as i16 - alpha);
                    self.path.pop();
                    n - r?
                }
            };
            best = best.max(v);
            alpha = alpha.max(v as i16);
            if alpha >= beta {
                break;
            }
        }
        Ok(best)
    }

    /// What `mv` gives the mover when it captures or repeats (exact, or a
    /// bound outside `(alpha, beta)` on its side); else the position it
    /// leads to.
    fn outcome(
        &self,
        pos: &Position,
        mv: Move,
        n: u8,
        alpha: i16,
        beta: i16,
    ) -> Result<Outcome, Unsolved> {
        let me = pos.side();
        let next = pos.apply_unchecked(&self.rules, mv);
        let captured = next.store(me) - pos.store(me);
        if captured == 0 {
            if self.path.contains(&key(&next)) {
                // The repetition: each takes their own houses.
                return Ok(Outcome::Value(next.row_total(me)));
            }
            return Ok(Outcome::Continue(next));
        }
        let (lo, hi) = self.knows.after_capture(&next).ok_or(Unsolved::Unknown)?;
        // The opponent gets between lo and hi of what is left.
        let (worst, best) = (n - hi, n - lo);
        if worst == best || best as i16 <= alpha {
            Ok(Outcome::Value(best))
        } else if worst as i16 >= beta {
            Ok(Outcome::Value(worst))
        } else {
            Err(Unsolved::Inexact)
        }
    }

    /// Captures first (they end the stretch), then the rest.
    fn ordered(&self, pos: &Position, mask: u8) -> impl Iterator<Item = Move> + use<K> {
        let me = pos.side();
        let mut moves: Vec<(bool, Move)> = Move::from_mask(mask)
            .map(|mv| {
                (
                    pos.apply_unchecked(&self.rules, mv).store(me) == pos.store(me),
                    mv,
                )
            })
            .collect();
        moves.sort_by_key(|&(quiet, _)| quiet);
        moves.into_iter().map(|(_, mv)| mv)
    }
}

/// The level's values made exact, with the real repetition rule, where a
/// search of at most `budget` positions per board settles them (see
/// [`solve`]); `bounds` are the level's before any search. The boards run
/// on all the machine's threads.
pub(super) fn solve_level(tables: &EndgameTables, n: usize, bounds: &[u8], budget: u64) -> Vec<u8> {
    let mut level = bounds.to_vec();
    if budget == 0 {
        return level;
    }
    let mut open = Vec::new();
    let mut rank = 0;
    tables.ranker.for_each(n, |board| {
        if !is_exact(bounds[rank]) {
            open.push((rank, *board));
        }
        rank += 1;
    });
    if open.is_empty() {
        return level;
    }
    let knows = LevelKnowledge {
        tables,
        n,
        level: bounds,
    };
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    let chunk = open.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let workers: Vec<_> = open
            .chunks(chunk)
            .map(|part| {
                let knows = &knows;
                scope.spawn(move || {
                    part.iter()
                        .filter_map(|(rank, board)| {
                            let p = table_position(board);
                            let s = solve_with(knows, &p, &[], budget).ok()?;
                            Some((*rank, s.seeds))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for worker in workers {
            for (rank, v) in worker.join().expect("a solving thread panicked") {
                level[rank] = pack(v, v);
            }
        }
    });
    level
}

/// What the exact search of one level may trust: the level's own bounds
/// (for the first position, which has no history) and the finished tables
/// below it.
struct LevelKnowledge<'a> {
    tables: &'a EndgameTables,
    n: usize,
    level: &'a [u8],
}

impl Knowledge for LevelKnowledge<'_> {
    fn bounds(&self, pos: &Position) -> Option<(u8, u8)> {
        debug_assert_eq!(
            pos.houses().iter().map(|&s| s as usize).sum::<usize>(),
            self.n
        );
        let b = self.level[self.tables.ranker.rank(&canonical(pos))];
        Some(unpack(b, self.n as u8))
    }

    fn after_capture(&self, pos: &Position) -> Option<(u8, u8)> {
        self.tables.bounds(pos)
    }
}

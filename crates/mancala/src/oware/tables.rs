//! Oware endgame tables: for every board with at most N seeds left, how
//! many of them the player to move gets by the end of the game with best
//! play, computed by iterative value propagation over all positions from 0
//! seeds up, with the engine's own moves (`Position::apply`,
//! `legal_moves_mask`): no rule is re-derived here.
//!
//! ## What a value means, and the repetition rule
//!
//! The rules end the game when a position repeats *since the last
//! capture*, and each player takes the seeds in their own houses: a
//! position's value depends on the positions before it. The tables hold,
//! for a position **with no earlier position since the last capture** (one
//! just reached by a capture, where the search probes them), two bounds
//! `lo ≤ value ≤ hi` of the seeds the mover gets:
//!
//! - A play that never captures again ends at the position it repeats,
//!   which lies on the cycle it goes round. `lo` is the value of the game
//!   in which such a play gives the mover the fewest seeds the mover's
//!   houses hold on its cycle, `hi` the one in which it gives the most
//!   (see `cycle_fixpoint` for why these bound the real game). Where
//!   `lo == hi` the value is exact. (Scoring a cycle as nothing or
//!   everything instead, as the first tables did, left the bounds far
//!   looser: `crates/mancala/docs/notes/ai-strength-lab-notes.md`, "Endgame tables".)
//! - Where they differ, [`solve`] searches the real rule, history and all:
//!   every board of up to [`SOLVED_SEEDS`] seeds is then exact. A capture
//!   leads to a position with no history, so each seed count's values rest
//!   on the exact ones below it (all of 5 seeds are exact that way).
//! - Stores do not enter the tables: the values are those of the game
//!   played to its end without the 25-seed stop. That game and ours are
//!   identical until a store reaches 25, after which its owner has won in
//!   both, so **who wins** (or a draw) is the same, and it follows from the
//!   stores: the mover wins when `store + lo ≥ 25`, loses when `store + hi
//!   ≤ 23`. The margin of a win can differ, since our game stops at 25.
//! - The tables are for the default grand-slam rule (`no_capture`).
//!
//! Tests prove the bounds against a brute-force search of the real rule
//! (history and all) on every position with few seeds.

use crate::Side;
use crate::oware::{GrandSlam, Move, Position, Rules};
use packed::{is_exact, pack, unpack};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Houses on the board.
const H: usize = 12;
/// The most seeds a table may hold. The format holds up to 31 (a bound
/// in five bits); this is the most that was built and measured: the
/// tables the package installs (`tools/package/deb.sh`; see
/// [`DEFAULT_SEEDS`] for those built on a machine without them).
pub const MAX_TABLE_SEEDS: u8 = 20;

/// Ranking of boards with `n` seeds (combinatorial number system).
struct Ranker {
    /// `ways[k][m]`: the boards of `k` houses holding `m` seeds.
    ways: Vec<Vec<u64>>,
}

impl Ranker {
    fn new(max: usize) -> Ranker {
        let mut ways = vec![vec![0u64; max + 1]; H + 1];
        ways[0][0] = 1;
        for k in 1..=H {
            for m in 0..=max {
                ways[k][m] = (0..=m).map(|v| ways[k - 1][m - v]).sum();
            }
        }
        Ranker { ways }
    }

    fn count(&self, n: usize) -> usize {
        self.ways[H][n] as usize
    }

    /// The rank of a board among those with the same seeds, in the order
    /// [`Ranker::for_each`] visits them.
    #[inline]
    fn rank(&self, h: &[u8; H]) -> usize {
        let mut rem: usize = h.iter().map(|&s| s as usize).sum();
        let mut r = 0u64;
        for (i, &seeds) in h.iter().enumerate().take(H - 1) {
            let rest = &self.ways[H - 1 - i];
            for v in 0..seeds as usize {
                r += rest[rem - v];
            }
            rem -= seeds as usize;
        }
        r as usize
    }

    /// Every board with `n` seeds, in rank order.
    fn for_each(&self, n: usize, mut f: impl FnMut(&[u8; H])) {
        fn go(h: &mut [u8; H], i: usize, rem: usize, f: &mut dyn FnMut(&[u8; H])) {
            if i == H - 1 {
                h[i] = rem as u8;
                f(h);
                return;
            }
            for v in 0..=rem {
                h[i] = v as u8;
                go(h, i + 1, rem - v, f);
            }
        }
        let mut h = [0u8; H];
        go(&mut h, 0, n, &mut f);
    }
}

/// The board turned so that the side to move's houses come first.
#[inline]
fn canonical(pos: &Position) -> [u8; H] {
    let h = *pos.houses();
    match pos.side() {
        Side::South => h,
        Side::North => {
            let mut r = [0u8; H];
            r[..6].copy_from_slice(&h[6..]);
            r[6..].copy_from_slice(&h[..6]);
            r
        }
    }
}

/// A position with this board, South to move, and stores that leave no
/// one at 25 (stores do not enter the tables).
fn table_position(board: &[u8; H]) -> Position {
    let n: u8 = board.iter().sum();
    Position::new(*board, [24, 24 - n], Side::South).expect("48 seeds by construction")
}

/// The tables: per seed count, one byte per board ([`pack`]), the
/// value of a position just reached by a capture (no history): exact where
/// the bounds meet or [`solve`] settled it.
pub struct EndgameTables {
    max_seeds: u8,
    levels: Vec<Vec<u8>>,
    ranker: Ranker,
}

/// How much of the tables is exact: every board holds bounds of its
/// value, and these are exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exactness {
    /// Every board of up to this many seeds is exact.
    pub all_up_to: u8,
    /// The share of all the boards whose value is exact, in whole percent
    /// (rounded down).
    pub percent: u8,
}

/// What building the tables took.
#[derive(Clone, Debug, Default)]
pub struct BuildStats {
    /// Per seed count.
    pub levels: Vec<LevelStats>,
    pub elapsed: Duration,
}

/// One seed count of the tables.
#[derive(Clone, Copy, Debug, Default)]
pub struct LevelStats {
    pub boards: usize,
    /// Sweeps until the bounds changed no more.
    pub sweeps: u32,
    /// Boards whose bounds meet before any search.
    pub exact_by_bounds: usize,
    /// Boards whose value just after a capture is exact (the bounds met,
    /// or the search settled it).
    pub exact: usize,
}

impl EndgameTables {
    /// Computes the tables for up to `max_seeds` seeds (at most
    /// [`MAX_TABLE_SEEDS`]); `progress` hears each finished seed count.
    pub fn build(max_seeds: u8, progress: impl FnMut(u8, Duration)) -> (EndgameTables, BuildStats) {
        Self::build_solving(max_seeds, DEFAULT_SOLVE_BUDGET, progress)
    }

    /// [`EndgameTables::build`], searching at most `solve_budget` positions
    /// per board of up to [`SOLVED_SEEDS`] seeds to make its bounds exact
    /// (0: bounds only).
    pub fn build_solving(
        max_seeds: u8,
        solve_budget: u64,
        mut progress: impl FnMut(u8, Duration),
    ) -> (EndgameTables, BuildStats) {
        let max_seeds = max_seeds.min(MAX_TABLE_SEEDS);
        let start = Instant::now();
        let ranker = Ranker::new(max_seeds as usize);
        let rules = Rules::default();
        let mut tables = EndgameTables {
            max_seeds,
            levels: Vec::new(),
            ranker,
        };
        let mut stats = BuildStats::default();
        for n in 0..=max_seeds as usize {
            // Above that, the searches cost much and settle nothing.
            let budget = if n <= SOLVED_SEEDS { solve_budget } else { 0 };
            let (bounds, level, sweeps) = tables.build_level(n, &rules, budget);
            let exact = |bytes: &[u8]| bytes.iter().filter(|&&b| is_exact(b)).count();
            stats.levels.push(LevelStats {
                boards: level.len(),
                sweeps,
                exact_by_bounds: exact(&bounds),
                exact: exact(&level),
            });
            tables.levels.push(level);
            progress(n as u8, start.elapsed());
        }
        stats.elapsed = start.elapsed();
        (tables, stats)
    }

    /// One seed count, from the ones below: `(bounds, the values with
    /// those the solver settled, sweeps)`.
    fn build_level(&self, n: usize, rules: &Rules, solve_budget: u64) -> (Vec<u8>, Vec<u8>, u32) {
        let count = self.ranker.count(n);
        // What captures and the end of the game guarantee (-1: nothing),
        // and the positions reached without capture.
        let mut base_lo = vec![-1i8; count];
        let mut base_hi = vec![-1i8; count];
        let mut first = Vec::with_capacity(count + 1);
        let mut kids: Vec<u32> = Vec::with_capacity(count * 4);
        // The seeds in the mover's own houses (what a repetition gives).
        let mut own = Vec::with_capacity(count);
        let mut rank = 0usize;
        self.ranker.for_each(n, |board| {
            debug_assert_eq!(self.ranker.rank(board), rank);
            first.push(kids.len() as u32);
            let pos = table_position(board);
            own.push(pos.row_total(Side::South));
            let mask = pos.legal_moves_mask();
            if mask == 0 {
                // No legal move: each player takes their own houses.
                base_lo[rank] = own[rank] as i8;
                base_hi[rank] = own[rank] as i8;
            }
            for mv in Move::from_mask(mask) {
                let next = pos.apply_unchecked(rules, mv);
                let captured = (next.store(Side::South) - 24) as usize;
                let child = canonical(&next);
                if captured == 0 {
                    kids.push(self.ranker.rank(&child) as u32);
                } else {
                    let left = n - captured;
                    let b = self.levels[left][self.ranker.rank(&child)];
                    let (lo, hi) = unpack(b, left as u8);
                    let (lo, hi) = (lo as usize, hi as usize);
                    base_lo[rank] = base_lo[rank].max((captured + left - hi) as i8);
                    base_hi[rank] = base_hi[rank].max((captured + left - lo) as i8);
                }
            }
            rank += 1;
        });
        first.push(kids.len() as u32);
        let (lo, hi, sweeps) = cycle_fixpoint(n as u8, &own, &base_lo, &base_hi, &first, &kids);
        let bounds: Vec<u8> = lo.iter().zip(&hi).map(|(&l, &h)| pack(l, h)).collect();
        let level = solve::solve_level(self, n, &bounds, solve_budget);
        (bounds, level, sweeps)
    }

    /// The most seeds on the board the tables know.
    pub fn max_seeds(&self) -> u8 {
        self.max_seeds
    }

    /// How much of the tables is exact rather than bounds (one pass over
    /// every board: ask once, not per frame).
    pub fn exactness(&self) -> Exactness {
        let exact = |level: &Vec<u8>| level.iter().filter(|&&b| is_exact(b)).count();
        let all_exact = self
            .levels
            .iter()
            .take_while(|level| exact(level) == level.len())
            .count();
        let boards: usize = self.levels.iter().map(Vec::len).sum();
        let exact: usize = self.levels.iter().map(exact).sum();
        Exactness {
            all_up_to: all_exact.saturating_sub(1) as u8,
            percent: (exact * 100 / boards.max(1)) as u8,
        }
    }

    /// `(lo, hi)`: bounds of the seeds on the board that the side to move
    /// gets by the end, for a position with no earlier position since the
    /// last capture (equal where the value is exact); `None` when the board
    /// holds more than the tables know.
    #[inline]
    pub fn bounds(&self, pos: &Position) -> Option<(u8, u8)> {
        let n: usize = pos.houses().iter().map(|&s| s as usize).sum();
        let b = self.levels.get(n)?[self.ranker.rank(&canonical(pos))];
        Some(unpack(b, n as u8))
    }

    /// Bounds on the search's score for the side to move of a position
    /// just reached by a capture (see the module's notes): the scores of
    /// ending with `lo` and with `hi` of the board's seeds. Who wins is
    /// exact; the margin is that of play past 25. Only under the default
    /// rules.
    pub(crate) fn score_bounds(&self, pos: &Position, rules: &Rules) -> Option<(i32, i32)> {
        if rules.grand_slam != GrandSlam::NoCapture {
            return None;
        }
        let (lo, hi) = self.bounds(pos)?;
        Some((final_score(pos, lo), final_score(pos, hi)))
    }

    /// The best move of `pos` and its exact score given `history` (the
    /// game's earlier positions, oldest first), when the board holds at
    /// most [`SOLVED_SEEDS`] seeds (more cost the search more time than
    /// they save) and [`solve::solve`] settles it within
    /// [`GAME_SOLVE_BUDGET`] positions; only under the default rules.
    pub fn solve_game(
        &self,
        pos: &Position,
        history: &[Position],
        rules: &Rules,
    ) -> Option<(Move, i32)> {
        let seeds: usize = pos.houses().iter().map(|&s| s as usize).sum();
        if seeds > SOLVED_SEEDS
            || rules.grand_slam != GrandSlam::NoCapture
            || pos.outcome(rules).is_some()
        {
            return None;
        }
        // The positions since the last capture: the stores have not moved.
        let stores = |p: &Position| (p.store(Side::South), p.store(Side::North));
        let since = history.len()
            - history
                .iter()
                .rev()
                .take_while(|p| stores(p) == stores(pos))
                .count();
        let solved = solve::solve(self, pos, &history[since..], GAME_SOLVE_BUDGET).ok()?;
        Some((solved.best?, final_score(pos, solved.seeds)))
    }

    const MAGIC: &'static [u8; 16] = b"mancala-egtb-v4\n";

    /// Writes the tables (16 bytes of header, the seed count, then one
    /// byte per board).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        // Two programs may build the same tables at once: each writes a
        // file of its own and the last rename wins, never a mixed file.
        crate::files::write_atomic_with(path, |f| {
            f.write_all(Self::MAGIC)?;
            f.write_all(&[self.max_seeds])?;
            for level in &self.levels {
                f.write_all(level)?;
            }
            Ok(())
        })
    }

    /// Reads tables written by [`EndgameTables::save`].
    pub fn load(path: &Path) -> std::io::Result<EndgameTables> {
        let bad =
            |what: &str| std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_string());
        let mut f = std::io::BufReader::new(std::fs::File::open(path)?);
        let mut head = [0u8; 17];
        f.read_exact(&mut head)?;
        if &head[..16] != Self::MAGIC || head[16] > MAX_TABLE_SEEDS {
            return Err(bad("not an endgame table file"));
        }
        let max_seeds = head[16];
        let ranker = Ranker::new(max_seeds as usize);
        let mut levels = Vec::new();
        for n in 0..=max_seeds as usize {
            let mut level = vec![0u8; ranker.count(n)];
            f.read_exact(&mut level)?;
            let wrong = |&b: &u8| {
                let (lo, hi) = unpack(b, n as u8);
                lo > hi || hi as usize > n
            };
            if level.iter().any(wrong) {
                return Err(bad("corrupt endgame table"));
            }
            levels.push(level);
        }
        Ok(EndgameTables {
            max_seeds,
            levels,
            ranker,
        })
    }

    /// Where `mancala tables` builds tables for `max_seeds`:
    /// `$MANCALA_DATA`, else `mancala` in the user's cache folder (see
    /// [`crate::files::app_dir`]), where the engine looks first.
    pub fn default_path(max_seeds: u8) -> Option<PathBuf> {
        let dir = crate::files::app_dir(crate::files::Base::Cache, "mancala", "MANCALA_DATA")?;
        Some(table_file(&dir, max_seeds))
    }
}

/// The search's score for the side to move of `pos` when it gets `got` of
/// the seeds on the board by the end.
fn final_score(pos: &Position, got: u8) -> i32 {
    use crate::ai::WIN;
    let unit = <crate::game::Oware as crate::ai::Strategy<_>>::WIN_UNIT;
    let m = 2 * (pos.store(pos.side()) as i32 + got as i32) - 48;
    match m.signum() {
        1 => WIN + m.min(60) * unit,
        -1 => -(WIN + (-m).min(60) * unit),
        _ => 0,
    }
}

/// Positions a game's search spends, at most, on solving its position
/// exactly before it searches as usual.
pub const GAME_SOLVE_BUDGET: u64 = 100_000;

/// The seed count of the tables built in the background when none are
/// cached or installed: 17, which scored more against Aalina than 15
/// (`crates/mancala/docs/notes/ai-strength-lab-notes.md`, "Sixteen and
/// seventeen seeds"). The package's 20 scored more on the openings that
/// chose them and at 1 s, not at 200 ms ("Eighteen to twenty seeds"), and
/// cost a core for minutes and gigabytes of memory to build: too much to
/// take from a player's machine unasked.
pub const DEFAULT_SEEDS: u8 = 17;

/// Positions searched per board, at most, to make its bounds exact.
pub const DEFAULT_SOLVE_BUDGET: u64 = 1_000_000;

/// The seed counts whose boards are searched to make them exact: every
/// board of up to 3 seeds is then exact. One seed more, the lines that
/// never capture run through hundreds of boards, and no budget tried
/// settled a board the bounds left open (`crates/mancala/docs/notes/ai-strength-lab-notes.md`, "Exact
/// endings").
pub const SOLVED_SEEDS: usize = 3;

/// The bounds of one seed count's boards, `(lo, hi, sweeps)`, from what
/// captures and the game's end give (`base_lo`, `base_hi`: the mover's
/// best over them, -1 for none), the boards each reaches without a capture
/// (`kids[first[p]..first[p + 1]]`) and the seeds in each mover's own
/// houses (`own`).
///
/// A play that never captures again ends, under the rules, at a repeated
/// position `Q` of its cycle, where each player takes their own houses. So
/// it gives a player at least the fewest seeds they have in their houses
/// on the cycle, and at most the most. Scoring every endless play that
/// way (the *lim inf* of one player's houses, or the *lim sup*) gives a
/// game whose value bounds the real one: it has optimal strategies that
/// depend on the position alone, and when the real game stops at `Q`, the
/// play that goes round the cycle for ever is one of that game's plays
/// too, which scores no more than `Q` does. (That holds from a position
/// with no history, as after a capture: with one, a play may stop at a
/// position before it, whose cycle the strategy never chose.)
///
/// That game's value is a nested fixpoint (`μX. νY. max(min(rows,
/// step(Y)), step(X))`: some play either captures well (`X` grows from
/// nothing) or stays for ever where the player's houses hold enough
/// (`Y` shrinks from everything)). The values are held for a fixed player
/// "Max": `a[p]` where Max moves at board `p` (the mover's `lo`), `b[p]`
/// where the opponent does (the board's mover gets `n - b[p]`, their `hi`).
fn cycle_fixpoint(
    n: u8,
    own: &[u8],
    base_lo: &[i8],
    base_hi: &[i8],
    first: &[u32],
    kids: &[u32],
) -> (Vec<u8>, Vec<u8>, u32) {
    let boards = Boards {
        n,
        own,
        base_lo,
        base_hi,
        first,
        kids,
    };
    let count = own.len();
    // Both fixpoints of `step` alone, which save most of the sweeps:
    // endless play giving Max nothing (the first tables' values, below
    // `X`'s fixpoint: `X` starts there) and everything (`high`, above
    // every `Y`, since `X` only grows: each `Y` starts there).
    let mut sweeps = 0;
    let (mut xa, mut xb) = (vec![0u8; count], vec![0u8; count]);
    boards.plain(&mut xa, &mut xb, &mut sweeps);
    let (mut high_a, mut high_b) = (vec![n; count], vec![n; count]);
    boards.plain(&mut high_a, &mut high_b, &mut sweeps);
    let (mut step_xa, mut step_xb) = (vec![0u8; count], vec![0u8; count]);
    loop {
        for p in 0..count {
            step_xa[p] = boards.step_a(p, &xb);
            step_xb[p] = boards.step_b(p, &xa);
        }
        let (mut ya, mut yb) = (high_a.clone(), high_b.clone());
        boards.stay(&mut ya, &mut yb, (&step_xa, &step_xb), &mut sweeps);
        if ya == xa && yb == xb {
            break;
        }
        (xa, xb) = (ya, yb);
    }
    let hi = xb.iter().map(|&b| n - b).collect();
    (xa, hi, sweeps)
}

/// One seed count's boards, as [`cycle_fixpoint`] takes them.
struct Boards<'a> {
    n: u8,
    own: &'a [u8],
    base_lo: &'a [i8],
    base_hi: &'a [i8],
    first: &'a [u32],
    kids: &'a [u32],
}

impl Boards<'_> {
    /// The boards board `p` reaches without a capture.
    #[inline]
    fn children(&self, p: usize) -> &[u32] {
        &self.kids[self.first[p] as usize..self.first[p + 1] as usize]
    }

    /// One step for Max where Max moves at `p`: the best capture or child.
    #[inline]
    fn step_a(&self, p: usize, b: &[u8]) -> u8 {
        self.children(p)
            .iter()
            .map(|&k| b[k as usize])
            .fold(self.base_lo[p].max(0) as u8, u8::max)
    }

    /// One step for Max where the opponent moves at `p`: the worst capture
    /// or child for Max.
    #[inline]
    fn step_b(&self, p: usize, a: &[u8]) -> u8 {
        let capture = if self.base_hi[p] >= 0 {
            self.n - self.base_hi[p] as u8
        } else {
            self.n
        };
        self.children(p)
            .iter()
            .map(|&k| a[k as usize])
            .fold(capture, u8::min)
    }

    /// Sweeps `step` alone over (`a`, `b`) until nothing changes.
    fn plain(&self, a: &mut [u8], b: &mut [u8], sweeps: &mut u32) {
        loop {
            *sweeps += 1;
            let mut changed = false;
            for p in 0..a.len() {
                let (na, nb) = (self.step_a(p, b), self.step_b(p, a));
                if na != a[p] || nb != b[p] {
                    (a[p], b[p]) = (na, nb);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// The inner fixpoint `νY`, from (`ya`, `yb`) down: a play stays where
    /// the player's houses hold enough, or captures as well as `step(X)`
    /// (`step_x`) does.
    fn stay(&self, ya: &mut [u8], yb: &mut [u8], step_x: (&[u8], &[u8]), sweeps: &mut u32) {
        let (step_xa, step_xb) = step_x;
        loop {
            *sweeps += 1;
            let mut changed = false;
            for p in 0..ya.len() {
                let a = self.step_a(p, yb).min(self.own[p]).max(step_xa[p]);
                let b = self.step_b(p, ya).min(self.n - self.own[p]).max(step_xb[p]);
                if a != ya[p] || b != yb[p] {
                    (ya[p], yb[p]) = (a, b);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }
}

mod packed;
mod shared;
pub mod solve;
pub use shared::*;

#[cfg(test)]
mod tests;

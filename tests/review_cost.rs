//! Opening a long game for review costs memory in proportion to the game,
//! not to its square: the review keeps the game once, not a copy of every
//! prefix. Bytes are counted by an allocator that counts for the thread
//! that allocates (the tests of this file run side by side).

use mancala::game::{Game, Omweso};
use omweso::systems::session::{ReviewBudget, TableReview};
use rand::{Rng, SeedableRng};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    static ALLOCATED: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATED.try_with(|n| n.set(n.get() + layout.size() as u64));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATED.try_with(|n| n.set(n.get() + new_size as u64));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// Bytes this thread allocates while `f` runs.
fn allocated<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = ALLOCATED.with(Cell::get);
    let out = f();
    (out, ALLOCATED.with(Cell::get) - before)
}

/// An Omweso game of at least `moves` moves, random moves from a fixed
/// seed (games that end sooner are played again).
fn long_game(moves: usize) -> mancala::omweso::GameRecord {
    let rules = mancala::omweso::Rules::default();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
    loop {
        let mut record = mancala::omweso::GameRecord::from_position(&rules, Omweso::start());
        while record.result().is_none() && record.moves().len() < moves {
            let legal = Omweso::legal_moves(record.current(), &rules);
            let mv = legal[rng.random_range(0..legal.len())];
            record.play(mv).expect("a legal move");
        }
        if record.moves().len() >= moves {
            return record;
        }
    }
}

#[test]
fn a_long_game_opens_for_review_without_a_copy_of_every_prefix() {
    let budget = ReviewBudget(mancala::ai::SearchLimits::movetime(1), 1);
    let cost = |game: &mancala::omweso::GameRecord| {
        // What the review adds to the engine's own steps of the game.
        let (_, steps) = allocated(|| mancala::review::moments::<Omweso>(game));
        let (review, opened) = allocated(|| TableReview::<Omweso>::new(1, game, budget));
        drop(review);
        opened.saturating_sub(steps)
    };
    let start = long_game(0);
    let n = 200;
    let game = long_game(n);
    let extra = cost(&game).saturating_sub(cost(&start));
    // A copy of the game is n positions and moves; a copy of every
    // prefix, n²/2 of them.
    let one_copy =
        (n * (size_of::<mancala::omweso::Position>() + size_of::<mancala::omweso::Move>())) as u64;
    assert!(
        extra < 8 * one_copy,
        "{extra} bytes for a {n}-move game, {one_copy} bytes a copy"
    );
}

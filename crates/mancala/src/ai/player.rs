//! The engine player: the one full-strength computer player that every
//! program plays and measures with. `mancala uci`, `mancala analyse`,
//! `mancala match` and the game's master and blitz levels all build it with
//! [`Player::new`], so they have the same opening book, the same endgame
//! tables, the same [`Threads`] and the same use of the time given.

use super::{Book, Go, SearchResult, Searcher, Threads};
use super::{Searchable, Strategy};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The default transposition table of an engine player: 64 MiB.
pub const DEFAULT_TABLE_BYTES: usize = 64 << 20;

/// Where a move came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A shipped proof: a move that keeps a win no reply can stop, played
    /// without a search.
    Proof,
    /// The opening book: played without a search.
    Book,
    /// The endgame tables settled the position exactly.
    Tables,
    /// The search.
    Search,
}

impl Source {
    pub fn name(self) -> &'static str {
        match self {
            Source::Proof => "proof",
            Source::Book => "book",
            Source::Tables => "endgame tables (exact)",
            Source::Search => "search",
        }
    }
}

/// A move thought about, and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought<M> {
    pub result: SearchResult<M>,
    pub source: Source,
}

/// A searcher with the game's book and endgame tables.
pub struct Player<G: Searchable> {
    searcher: Searcher<G>,
    book: Option<Arc<Book<G>>>,
    /// `None`: the searcher's own tables, whatever they are (a player made
    /// [`Player::with_searcher`]); else whether to attach the shared ones.
    use_tables: Option<bool>,
    looked_for_tables: bool,
}

impl<G: Searchable> Player<G> {
    /// The engine player for `rules`: a [`DEFAULT_TABLE_BYTES`] table,
    /// the game's book and endgame tables (as far as [`Strategy::warm_up`]
    /// has found them when a search starts), and `threads`.
    pub fn new(rules: G::Rules, threads: Threads) -> Player<G> {
        let book = G::Strategy::book(&rules);
        let mut searcher = Searcher::new(rules).with_table_bytes(DEFAULT_TABLE_BYTES);
        searcher.set_threads(threads.get());
        Player {
            searcher,
            book,
            use_tables: Some(true),
            looked_for_tables: false,
        }
    }

    /// A player over a searcher of one's own (tuned weights, a table size,
    /// tables of its own), without a book; its tables are left as they are.
    pub fn with_searcher(searcher: Searcher<G>) -> Player<G> {
        Player {
            searcher,
            book: None,
            use_tables: None,
            looked_for_tables: false,
        }
    }

    /// An opening book for [`Go::use_book`] (`None`: none).
    pub fn set_book(&mut self, book: Option<Arc<Book<G>>>) {
        self.book = book;
    }

    pub fn has_book(&self) -> bool {
        self.book.is_some()
    }

    /// Whether searches consult the endgame tables (the `UseLeaves` option).
    pub fn set_use_tables(&mut self, use_tables: bool) {
        self.use_tables = Some(use_tables);
    }

    pub fn searcher(&mut self) -> &mut Searcher<G> {
        &mut self.searcher
    }

    pub fn rules(&self) -> &G::Rules {
        self.searcher.rules()
    }

    /// The book's move for `position`, if the player has a book that knows it.
    pub fn book_move(&self, position: &G::Position) -> Option<G::Move> {
        self.book.as_ref()?.get(position)
    }

    /// The endgame tables' move for `position`, history and all, when they
    /// settle it.
    pub fn solved_move(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
    ) -> Option<G::Move> {
        self.attach_knowledge();
        let s = &self.searcher;
        G::Strategy::solve(s.scratch(), position, history, s.rules()).map(|(mv, _)| mv)
    }

    fn attach_knowledge(&mut self) {
        let Some(use_tables) = self.use_tables else {
            return;
        };
        if use_tables && !self.looked_for_tables {
            // Loads what this machine has, once (a thread of the caller's:
            // never the game's frame); building is for `warm_up(true)`.
            G::Strategy::warm_up(false);
            self.looked_for_tables = true;
        }
        let rules = self.searcher.rules().clone();
        G::Strategy::attach_knowledge(self.searcher.scratch_mut(), &rules, use_tables);
    }

    /// Chooses a move for `position` (`history`: the game's earlier
    /// positions, oldest first): a shipped proof's where one covers the
    /// game, the book's where `go.use_book` and the book knows it, the
    /// tables' where they settle it, else the search's within `go`'s
    /// limits. `cancel` stops the search from another thread.
    pub fn think(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        go: &Go,
        cancel: Option<&AtomicBool>,
    ) -> Thought<G::Move> {
        let start = Instant::now();
        let instant = |best: G::Move, score: i32, source: Source| Thought {
            result: SearchResult::settled(best, score, start.elapsed()),
            source,
        };
        // The game so far, the current position last (a caller's history
        // may end with it already).
        let mut game = history.to_vec();
        if game.last() != Some(position) {
            game.push(*position);
        }
        if let Some(mv) = G::Strategy::proven_move(self.rules(), &game) {
            // A proof keeps the win, not a margin: the least win.
            return instant(mv, super::WIN + G::Strategy::WIN_UNIT, Source::Proof);
        }
        if let Some(mv) = go.use_book.then(|| self.book_move(position)).flatten() {
            // The book keeps moves, not scores.
            return instant(mv, 0, Source::Book);
        }
        self.attach_knowledge();
        let s = &self.searcher;
        if let Some((mv, score)) = G::Strategy::solve(s.scratch(), position, history, s.rules()) {
            return instant(mv, score, Source::Tables);
        }
        let (limits, soft) = go.plan();
        let result = self
            .searcher
            .search_timed(position, history, &limits, soft, cancel);
        Thought {
            result,
            source: Source::Search,
        }
    }
}

impl<G: Searchable> std::fmt::Debug for Player<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Player")
            .field("threads", &self.searcher.threads())
            .field("book", &self.book.is_some())
            .field("use_tables", &self.use_tables)
            .finish()
    }
}

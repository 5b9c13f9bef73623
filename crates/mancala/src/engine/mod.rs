//! A computer player for a whole game: [`Engine`] keeps its transposition
//! table and the game (start, moves, positions, result) from move to move,
//! so that each search starts with what the last ones learnt and knows every
//! position the repetition rule may come back to.
//!
//! ```
//! use mancala::engine::{Engine, Go};
//! use mancala::game::Oware;
//! use mancala::oware::{Move, Position, Rules};
//!
//! let mut engine = Engine::<Oware>::new(Rules::default());
//! engine.new_game(Position::start());
//! engine.play(Move::ALL[5]).unwrap(); // South plays f
//! let reply = engine.think(&Go::depth(4), None);
//! assert!(reply.best.is_some());
//! // A game given whole (as a GUI sends it) keeps the table when it only
//! // grew by the moves since.
//! let moves = [Move::ALL[5], reply.best.unwrap()];
//! engine.set_game(Position::start(), &moves).unwrap();
//! assert_eq!(engine.moves().len(), 2);
//! ```
//!
//! The game's computer player can use it as it is: call [`Engine::new_game`]
//! for a new game (or a set-up), [`Engine::play`] for every move played by
//! anyone (or [`Engine::set_game`] after a take-back), and [`Engine::think`]
//! on a worker thread for the computer's move. [`crate::ai::ComputerPlayer`] also
//! keeps its table between calls to `choose`, for callers that keep the game
//! themselves.
//!
//! [`uci`] is the long-running service that speaks the UCI-like protocol of
//! Oware GUIs over this engine.

pub mod uci;

pub use crate::ai::{Clock, DEFAULT_TABLE_BYTES, Go, Player, Source, Thought};

use crate::ai::Searchable;
use crate::ai::{Book, SearchResult, Searcher, Threads};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Why a game was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// Move `index` (from 0) is not legal where it was played.
    IllegalMove { index: usize, reason: String },
    /// A move after the game ended.
    AfterTheEnd { index: usize },
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::IllegalMove { index, reason } => {
                write!(f, "move {} is illegal: {reason}", index + 1)
            }
            GameError::AfterTheEnd { index } => {
                write!(f, "move {} comes after the end of the game", index + 1)
            }
        }
    }
}

impl std::error::Error for GameError {}

/// A computer player that follows a game: the engine [`Player`] and the
/// game so far.
pub struct Engine<G: Searchable> {
    player: Player<G>,
    rules: G::Rules,
    start: G::Position,
    moves: Vec<G::Move>,
    /// `start` then the position after each move.
    positions: Vec<G::Position>,
    record: G::Record,
    result: Option<G::Outcome>,
}

impl<G: Searchable> Engine<G> {
    /// The engine player ([`Player::new`], the default [`Threads`]), at
    /// the start.
    pub fn new(rules: G::Rules) -> Engine<G> {
        Engine::with_player(Player::new(rules, Threads::default()))
    }

    /// An engine over a player of one's own.
    pub fn with_player(player: Player<G>) -> Engine<G> {
        let rules = player.rules().clone();
        let start = G::start();
        Engine {
            record: G::new_record(&rules, start),
            result: G::outcome(&start, &rules),
            player,
            rules,
            start,
            moves: Vec::new(),
            positions: vec![start],
        }
    }

    /// An engine over a searcher of one's own (weights, table size), with
    /// no book and no endgame tables.
    pub fn with_searcher(searcher: Searcher<G>) -> Engine<G> {
        Engine::with_player(Player::with_searcher(searcher))
    }

    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    /// The player (its book, whether it uses the endgame tables).
    pub fn player(&mut self) -> &mut Player<G> {
        &mut self.player
    }

    /// An opening book for [`Go::use_book`].
    pub fn set_book(&mut self, book: Option<Arc<Book<G>>>) {
        self.player.set_book(book);
    }

    /// The searcher (threads, table).
    pub fn searcher(&mut self) -> &mut Searcher<G> {
        self.player.searcher()
    }

    /// A new game from `start`: forgets the table and the game.
    pub fn new_game(&mut self, start: G::Position) {
        self.player.searcher().new_game();
        self.reset(start);
    }

    fn reset(&mut self, start: G::Position) {
        self.start = start;
        self.moves.clear();
        self.positions.clear();
        self.positions.push(start);
        self.record = G::new_record(&self.rules, start);
        self.result = G::outcome(&start, &self.rules);
    }

    /// The game from `start` with `moves`, checked by the rules; the table
    /// is kept (positions of an earlier game stay right, they are only
    /// positions). On error the engine is left at the start with the moves
    /// before the bad one.
    pub fn set_game(&mut self, start: G::Position, moves: &[G::Move]) -> Result<(), GameError> {
        let same_prefix = start == self.start
            && moves.len() >= self.moves.len()
            && moves[..self.moves.len()] == self.moves[..];
        let first_new = if same_prefix {
            self.moves.len()
        } else {
            self.reset(start);
            0
        };
        for &mv in &moves[first_new..] {
            self.play(mv)?;
        }
        Ok(())
    }

    /// Plays a move (anyone's), checked by the rules.
    pub fn play(&mut self, mv: G::Move) -> Result<(), GameError> {
        let index = self.moves.len();
        if self.result.is_some() {
            return Err(GameError::AfterTheEnd { index });
        }
        let (next, outcome) =
            G::record_move(&mut self.record, mv).map_err(|e| GameError::IllegalMove {
                index,
                reason: e.to_string(),
            })?;
        self.moves.push(mv);
        self.positions.push(next);
        self.result = outcome;
        Ok(())
    }

    pub fn start(&self) -> &G::Position {
        &self.start
    }

    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The position now.
    pub fn position(&self) -> &G::Position {
        self.positions.last().unwrap_or(&self.start)
    }

    /// The game's result once it is over (repetition included).
    pub fn result(&self) -> Option<G::Outcome> {
        self.result
    }

    /// The book's move for the position now, if the engine has a book that
    /// knows it.
    pub fn book_move(&self) -> Option<G::Move> {
        self.player.book_move(self.position())
    }

    /// The endgame tables' move for the position now, history and all,
    /// when they settle it (Oware endings of a few seeds); [`Engine::think`]
    /// then plays it without a search.
    pub fn solved_move(&mut self) -> Option<G::Move> {
        let (position, history) = self.positions.split_last()?;
        self.player.solved_move(position, history)
    }

    /// Thinks about the position now (see [`Player::think`]), with the
    /// game's earlier positions for the repetition rule. `best` is `None`
    /// only when the game is over.
    pub fn think(&mut self, go: &Go, cancel: Option<&AtomicBool>) -> SearchResult<G::Move> {
        self.think_why(go, cancel).result
    }

    /// [`Engine::think`], and where the move came from.
    pub fn think_why(&mut self, go: &Go, cancel: Option<&AtomicBool>) -> Thought<G::Move> {
        let (position, history) = self
            .positions
            .split_last()
            .expect("an engine always has a position");
        if self.result.is_some() {
            return Thought {
                result: SearchResult::none(),
                source: Source::Search,
            };
        }
        self.player.think(position, history, go, cancel)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Oware;
    use crate::oware::{Move, Position, Rules};

    #[test]
    fn a_game_is_followed_and_checked() {
        let mut e = Engine::<Oware>::new(Rules::default());
        let f = Move::ALL[5];
        e.set_game(Position::start(), &[f, f]).unwrap();
        assert_eq!(e.position().to_string(), "0,4,5,5,5,5/5,5,5,5,4,0 S 0-0");
        // An empty house: refused, and the game keeps the moves before.
        let err = e.set_game(Position::start(), &[f, f, f]).unwrap_err();
        assert_eq!(err.to_string(), "move 3 is illegal: house f is empty");
        assert_eq!(e.moves().len(), 2);
        assert!(e.result().is_none());
    }

    #[test]
    fn the_table_is_kept_between_moves_until_a_new_game() {
        let mut e = Engine::<Oware>::new(Rules::default());
        let go = Go {
            nodes: Some(30_000),
            ..Go::default()
        };
        let first = e.think(&go, None).depth;
        // The same budget again goes deeper: the table remembers.
        let again = e.think(&go, None).depth;
        assert!(again > first, "{first} then {again}");
        e.new_game(Position::start());
        assert_eq!(e.think(&go, None).depth, first);
    }

    #[test]
    fn a_repetition_ends_the_game() {
        // Each player's single seed walks round: after 12 moves the first
        // position is back.
        let start: Position = "1,0,0,0,0,0/0,0,0,0,0,1 S 23-23".parse().unwrap();
        let mut e = Engine::<Oware>::new(Rules::default());
        e.new_game(start);
        let letters = ["f", "f", "a", "a", "b", "b", "c", "c", "d", "d", "e", "e"];
        let moves: Vec<Move> = letters.iter().map(|m| m.parse().unwrap()).collect();
        e.set_game(start, &moves).unwrap();
        assert_eq!(e.position(), &start);
        assert_eq!(e.play(moves[0]), Err(GameError::AfterTheEnd { index: 12 }));
        assert_eq!(e.think(&Go::depth(3), None).best, None);
        assert_eq!(
            e.result().map(|o| o.reason),
            Some(crate::oware::EndReason::Repetition)
        );
    }
}

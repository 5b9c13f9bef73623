//! Opening books: a position → move table, written as text one entry a
//! line (`<position> | <move> | <score> <depth>`; `#` starts a comment),
//! so that a book is diffable and built by our own searches
//! (`examples/book.rs` regenerates Oware's, `oware::book`).

use crate::game::Game;
use std::collections::HashMap;

/// A book: the move to play in each position it knows.
#[derive(Clone, Debug)]
pub struct Book<G: Game> {
    moves: HashMap<G::Position, G::Move>,
}

impl<G: Game> Default for Book<G> {
    fn default() -> Self {
        Book {
            moves: HashMap::new(),
        }
    }
}

impl<G: Game> Book<G> {
    /// Parses a book's text; every move is checked to be legal where it is
    /// written (`rules`), so a book never makes an engine play an illegal
    /// move.
    pub fn parse(text: &str, rules: &G::Rules) -> Result<Book<G>, String> {
        let mut book = Book::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let mut fields = line.split('|').map(str::trim);
            let (Some(pos), Some(mv)) = (fields.next(), fields.next()) else {
                return Err(format!(
                    "book line {}: `<position> | <move>` expected",
                    n + 1
                ));
            };
            let pos = G::parse_position(pos).map_err(|e| format!("book line {}: {e}", n + 1))?;
            let mv = G::parse_move(mv).map_err(|e| format!("book line {}: {e}", n + 1))?;
            if !G::legal_moves(&pos, rules).contains(&mv) {
                return Err(format!("book line {}: {mv} is not legal in {pos}", n + 1));
            }
            book.moves.insert(pos, mv);
        }
        Ok(book)
    }

    /// The book's move in `position`, if it has one.
    pub fn get(&self, position: &G::Position) -> Option<G::Move> {
        self.moves.get(position).copied()
    }

    pub fn insert(&mut self, position: G::Position, mv: G::Move) {
        self.moves.insert(position, mv);
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Oware;
    use crate::oware::{Position, Rules};

    /// The book the engines use holds every line of the shipped text
    /// (not an empty book, as a text that failed to parse would give), and
    /// answers as the text says.
    #[test]
    fn the_shipped_book_parses_and_answers_the_start() {
        let book = crate::oware::book();
        // 7,750 positions: every one reached in the first 4 plies.
        assert_eq!(book.len(), 7_750);
        let mv = |text: &str| text.parse::<crate::oware::Move>().unwrap();
        assert_eq!(book.get(&Position::start()), Some(mv("f")));
        let after_a: Position = "4,4,4,4,4,4/0,5,5,5,5,4 N 0-0".parse().unwrap();
        assert_eq!(book.get(&after_a), Some(mv("f")));
        let fourth: Position = "5,5,5,5,0,4/0,5,5,5,5,4 S 0-0".parse().unwrap();
        assert_eq!(book.get(&fourth), Some(mv("d")));
        assert!(
            Book::<Oware>::parse("", &Rules::default())
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn bad_lines_are_refused() {
        let r = Book::<Oware>::parse("start | a\nstart | g\n", &Rules::default());
        assert!(r.unwrap_err().starts_with("book line 2:"));
        let r = Book::<Oware>::parse("0,0,0,0,0,0/0,0,0,0,0,1 S 24-23 | a", &Rules::default());
        assert!(r.unwrap_err().contains("not legal"));
    }
}

//! A game as played, read alike for every game: what a program that plays,
//! shows or replays a game needs, whichever game it is. Each game's record
//! type is its own ([`Game::Record`]: the repetition rule, the file format);
//! [`Game::recorded`] reads it as a [`Recorded`].

use super::Game;
use crate::Side;

/// What a record holds: its rules, the moves from its start, and its
/// result, the repetition rule included.
pub struct Recorded<'a, G: Game> {
    pub rules: &'a G::Rules,
    /// The position the game started from.
    pub start: &'a G::Position,
    pub moves: &'a [G::Move],
    /// The positions the repetition rule looks at, oldest first, the current
    /// one last (what a search needs to apply it).
    pub history: &'a [G::Position],
    pub result: Option<G::Outcome>,
}

impl<'a, G: Game> Recorded<'a, G> {
    /// The position now.
    pub fn current(&self) -> &'a G::Position {
        self.history
            .last()
            .expect("a record's history always holds the current position")
    }

    /// The moves in notation, each with its mover (turns alternate: a turn
    /// a player lost to the clock is recorded as a pass).
    pub fn move_list(&self) -> Vec<(Side, String)> {
        let mut side = G::side_to_move(self.start);
        self.moves
            .iter()
            .map(|mv| {
                let entry = (side, mv.to_string());
                side = side.opponent();
                entry
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Omweso, Oware};
    use crate::{omweso, oware};

    /// The same game through the trait and through the record's own API.
    fn round_trip<G: Game>(start: G::Position, moves: &[&str]) -> G::Record {
        let mut record = G::new_record(&Default::default(), start);
        for text in moves {
            let mv = G::parse_move(text).unwrap();
            let before = *G::recorded(&record).current();
            let (next, outcome) = G::record_move(&mut record, mv).unwrap();
            let read = G::recorded(&record);
            assert_eq!(read.current(), &next);
            assert_eq!(read.result, outcome);
            assert_ne!(before, next);
        }
        assert_eq!(G::recorded(&record).moves.len(), moves.len());
        assert_eq!(G::recorded(&record).start, &start);
        record
    }

    #[test]
    fn both_records_play_list_and_take_back_alike() {
        let mut omweso: omweso::GameRecord = round_trip::<Omweso>(Omweso::start(), &["m", "m"]);
        assert_eq!(
            Omweso::recorded(&omweso).move_list(),
            [(Side::South, "m".into()), (Side::North, "m".into())]
        );
        assert_eq!(
            Omweso::recorded(&omweso).history.len(),
            3,
            "every position so far"
        );
        assert_eq!(
            Omweso::take_back(&mut omweso).map(|m| m.to_string()),
            Some("m".into())
        );
        assert_eq!(omweso.moves().len(), 1);

        let mut oware: oware::GameRecord = round_trip::<Oware>(Oware::start(), &["f", "a"]);
        assert_eq!(
            Oware::recorded(&oware).move_list(),
            [(Side::South, "f".into()), (Side::North, "a".into())]
        );
        assert_eq!(
            Oware::take_back(&mut oware).map(|m| m.to_string()),
            Some("a".into())
        );
        assert_eq!(
            oware.current(),
            &Oware::apply(&Oware::start(), &Default::default(), "f".parse().unwrap())
                .unwrap()
                .0
        );
    }
}

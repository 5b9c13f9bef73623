//! One interface over both games' records and match scores, with one set of
//! names: what a program that plays, shows or replays a game needs, whichever
//! game it is.

use crate::game::{Game, Next, Omweso, Oware};
use crate::{Side, omweso, oware};
use std::fmt::Debug;

/// A game as it is played: its rules, the moves from its start, and its
/// result, the repetition rule included.
pub trait Record: Clone + Debug + PartialEq + Send + Sync + 'static {
    type Game: Game<Record = Self>;

    /// A game from `start`, with no moves yet (over at once if `start` is).
    fn from_position(rules: &Rules<Self>, start: Position<Self>) -> Self;
    fn rules(&self) -> &Rules<Self>;
    /// The position the game started from.
    fn start_position(&self) -> &Position<Self>;
    fn current(&self) -> &Position<Self>;
    fn moves(&self) -> &[Move<Self>];
    /// The positions the repetition rule looks at, oldest first, the current
    /// one last (what a search needs to apply it).
    fn history(&self) -> &[Position<Self>];
    fn result(&self) -> Option<Outcome<Self>>;
    /// Plays `mv` (checked): the next position and the outcome if the game
    /// ended, repetition included. The record is unchanged on error.
    fn apply(&mut self, mv: Move<Self>) -> Result<Next<Self::Game>, MoveError<Self>>;
    /// Takes back the last move; `None` if there is none.
    fn undo(&mut self) -> Option<Move<Self>>;

    /// The moves in notation, each with its mover (turns alternate: a turn
    /// a player lost to the clock is recorded as a pass).
    fn move_list(&self) -> Vec<(Side, String)> {
        let mut side = <Self::Game as Game>::side_to_move(self.start_position());
        self.moves()
            .iter()
            .map(|mv| {
                let entry = (side, mv.to_string());
                side = side.opponent();
                entry
            })
            .collect()
    }
}

type Position<R> = <<R as Record>::Game as Game>::Position;
type Move<R> = <<R as Record>::Game as Game>::Move;
type Rules<R> = <<R as Record>::Game as Game>::Rules;
type Outcome<R> = <<R as Record>::Game as Game>::Outcome;
type MoveError<R> = <<R as Record>::Game as Game>::MoveError;

/// A match's score over its games.
pub trait MatchScore: Clone + Debug + Send + Sync + 'static {
    type Game: Game;

    /// Counts a finished game (a finished match counts nothing more).
    fn add_game(&mut self, outcome: &<Self::Game as Game>::Outcome);
    fn is_over(&self) -> bool;
    /// The winner of the match once it is over.
    fn winner(&self) -> Option<Side>;
}

impl Record for omweso::GameRecord {
    type Game = Omweso;

    fn from_position(rules: &omweso::Rules, start: omweso::Position) -> Self {
        omweso::GameRecord::from_position(rules, start)
    }
    fn rules(&self) -> &omweso::Rules {
        self.rules()
    }
    fn start_position(&self) -> &omweso::Position {
        &self.positions()[0]
    }
    fn current(&self) -> &omweso::Position {
        self.current()
    }
    fn moves(&self) -> &[omweso::Move] {
        self.moves()
    }
    /// Omweso's rule looks at every position of the game.
    fn history(&self) -> &[omweso::Position] {
        self.positions()
    }
    fn result(&self) -> Option<omweso::Outcome> {
        self.result()
    }
    fn apply(&mut self, mv: omweso::Move) -> Result<Next<Omweso>, omweso::MoveError> {
        self.play(mv).map(|p| (p.position, p.outcome))
    }
    fn undo(&mut self) -> Option<omweso::Move> {
        self.undo()
    }
}

impl Record for oware::GameRecord {
    type Game = Oware;

    fn from_position(rules: &oware::Rules, start: oware::Position) -> Self {
        oware::GameRecord::from_position(rules, start)
    }
    fn rules(&self) -> &oware::Rules {
        self.rules()
    }
    fn start_position(&self) -> &oware::Position {
        self.start()
    }
    fn current(&self) -> &oware::Position {
        self.current()
    }
    fn moves(&self) -> &[oware::Move] {
        self.moves()
    }
    /// Oware's rule looks at the positions since the last capture.
    fn history(&self) -> &[oware::Position] {
        self.history()
    }
    fn result(&self) -> Option<oware::Outcome> {
        self.result()
    }
    fn apply(&mut self, mv: oware::Move) -> Result<Next<Oware>, oware::MoveError> {
        self.play(mv).map(|p| (p.position, p.outcome))
    }
    fn undo(&mut self) -> Option<oware::Move> {
        self.undo()
    }
}

impl MatchScore for omweso::Match {
    type Game = Omweso;

    fn add_game(&mut self, outcome: &omweso::Outcome) {
        self.record(*outcome);
    }
    fn is_over(&self) -> bool {
        self.is_over()
    }
    fn winner(&self) -> Option<Side> {
        self.winner()
    }
}

impl MatchScore for oware::Match {
    type Game = Oware;

    fn add_game(&mut self, outcome: &oware::Outcome) {
        // Err only for a match already over, which counts nothing more.
        let _ = self.record(outcome.winner);
    }
    fn is_over(&self) -> bool {
        self.is_over()
    }
    fn winner(&self) -> Option<Side> {
        self.winner()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same game through the trait and through the record's own API.
    fn round_trip<R: Record>(start: Position<R>, moves: &[&str]) -> R {
        let mut record = R::from_position(&Default::default(), start);
        for text in moves {
            let mv = <R::Game as Game>::parse_move(text).unwrap();
            let before = *record.current();
            let (next, outcome) = record.apply(mv).unwrap();
            assert_eq!(record.current(), &next);
            assert_eq!(record.result(), outcome);
            assert_ne!(before, next);
        }
        assert_eq!(record.moves().len(), moves.len());
        assert_eq!(record.start_position(), &start);
        record
    }

    #[test]
    fn both_records_play_list_and_take_back_alike() {
        let mut omweso: omweso::GameRecord = round_trip(Omweso::start(), &["m", "m"]);
        assert_eq!(
            omweso.move_list(),
            [(Side::South, "m".into()), (Side::North, "m".into())]
        );
        assert_eq!(omweso.history().len(), 3, "every position so far");
        assert_eq!(omweso.undo().map(|m| m.to_string()), Some("m".into()));
        assert_eq!(omweso.moves().len(), 1);

        let mut oware: oware::GameRecord = round_trip(Oware::start(), &["f", "a"]);
        assert_eq!(
            oware.move_list(),
            [(Side::South, "f".into()), (Side::North, "a".into())]
        );
        assert_eq!(oware.undo().map(|m| m.to_string()), Some("a".into()));
        assert_eq!(
            oware.current(),
            &Oware::apply(&Oware::start(), &Default::default(), "f".parse().unwrap())
                .unwrap()
                .0
        );
    }

    #[test]
    fn both_scores_count_games_to_a_winner() {
        let mut omweso = omweso::Match::new(&Default::default(), Side::South);
        let win = omweso::Outcome {
            kind: omweso::ResultKind::Okutema,
            winner: Some(Side::North),
            points: 2,
        };
        assert!(!MatchScore::is_over(&omweso));
        while !MatchScore::is_over(&omweso) {
            omweso.add_game(&win);
        }
        assert_eq!(MatchScore::winner(&omweso), Some(Side::North));

        let mut oware = oware::Match::new(oware::MatchFormat::FirstTo(1)).unwrap();
        let outcome = oware::Outcome {
            winner: Some(Side::South),
            south: 25,
            north: 23,
            reason: oware::EndReason::Majority,
        };
        oware.add_game(&outcome);
        assert!(MatchScore::is_over(&oware));
        assert_eq!(MatchScore::winner(&oware), Some(Side::South));
    }
}

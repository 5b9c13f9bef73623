//! What a game must tell the table: the one trait Omweso and Oware
//! implement so that the session, the computer player and the views are
//! written once for both.

use super::config::{MatchConfig, Way};
use super::core::{Phase, Session};
use super::messages::{Action, Counts};
use super::saved::SavedGame;
use super::view::{ArrangingView, QuestionView, ResultView};
use crate::layout::Table;
use crate::text::Text;
use mancala::Side;
use mancala::ai::AiGame;
use std::fmt::Debug;

/// A game on the table. Most of it is the engine's own API under one name;
/// the rest is how a person's pick becomes a move and how the game reads.
pub trait TableGame: AiGame<Record: Clone + Debug + Send + Sync> + Debug {
    /// The match score (Omweso: points to a target; Oware: games won).
    type Score: Clone + Debug + Send + Sync + 'static;
    /// A question only this game asks a player (Omweso: a direction, an
    /// arrangement); Oware asks none.
    type Question: Clone + Debug + PartialEq + Send + Sync + 'static;
    /// The game's own state between the steps of a move (Omweso's turn
    /// machine and its background jobs).
    type Turn: Default + Send + Sync + 'static;

    const TABLE: Table;

    // ---- the engine under one name

    fn rules(config: &MatchConfig) -> Self::Rules;
    fn new_score(config: &MatchConfig) -> Self::Score;
    /// A fresh game: its record and the phase it opens in.
    fn new_game(
        config: &MatchConfig,
        score: &Self::Score,
        first_game: bool,
    ) -> (Self::Record, Phase<Self>);
    fn current(record: &Self::Record) -> &Self::Position;
    fn moves(record: &Self::Record) -> &[Self::Move];
    fn result(record: &Self::Record) -> Option<Self::Outcome>;
    fn undo(record: &mut Self::Record) -> Option<Self::Move>;
    /// The moves so far in notation, each with its mover.
    fn move_list(record: &Self::Record) -> Vec<(Side, String)>;
    /// The positions the repetition rule looks at, the current one last.
    fn history(record: &Self::Record) -> Vec<Self::Position>;
    /// Counts a finished game in the match score.
    fn score_game(score: &mut Self::Score, outcome: &Self::Outcome);
    fn match_over(score: &Self::Score) -> bool;
    fn match_winner(score: &Self::Score) -> Option<Side>;
    fn save(record: &Self::Record, score: &Self::Score) -> SavedGame;
    /// A replayed record's rules become the match's.
    fn adopt_rules(config: &mut MatchConfig, record: &Self::Record);
    fn restore(game: SavedGame) -> Option<(Self::Record, Self::Score)>;

    /// The way of playing in force (Oware has only the untimed one).
    fn way(config: &MatchConfig) -> Way {
        let _ = config;
        Way::Ekyokubala
    }
    /// Ekyobutabal: the clock ran out and the opponent takes the turn.
    fn steal_turn(record: &mut Self::Record) -> bool {
        let _ = record;
        false
    }

    // ---- moves

    /// The notation a move from pit `k` begins with.
    fn pit_move(k: u8) -> String;
    /// A person picked pit `k` of the side to move: begin the move, ask a
    /// question, or say why not (through the session's notices).
    fn pick(session: &mut Session<Self>, k: u8);
    /// Plays a complete move (the computer's, or a redo).
    fn play(session: &mut Session<Self>, mv: Self::Move);
    /// An action only this game knows (answers to its questions).
    fn act(session: &mut Session<Self>, action: &Action) {
        let _ = (session, action);
    }
    /// Advances the game's background work (once a frame); says whether
    /// anything changed.
    fn poll(session: &mut Session<Self>) -> bool {
        let _ = session;
        false
    }
    /// Whether a move is half played (a decision is pending).
    fn turn_in_progress(session: &Session<Self>) -> bool {
        let _ = session;
        false
    }
    /// Once the engine has been working out a move for longer than
    /// `after`: the laps it has relayed so far.
    fn long_work(session: &Session<Self>, after: std::time::Duration) -> Option<u64> {
        let _ = (session, after);
        None
    }
    /// Whether the game's own background work is running.
    fn working(session: &Session<Self>) -> bool {
        let _ = session;
        false
    }
    /// Whether the game's background work has finished on its thread (and
    /// waits only for the next frame to be picked up), or there is none.
    fn work_finished(session: &Session<Self>) -> bool {
        let _ = session;
        true
    }

    // ---- what the table shows

    /// Seeds per pit to show.
    fn counts(session: &Session<Self>) -> Counts;
    /// The side that acts now (a set-up is arranged out of turn).
    fn acting_side(session: &Session<Self>) -> Side {
        session.to_move()
    }
    /// The pits the acting side may pick now.
    fn playable(session: &Session<Self>) -> Vec<u8>;
    /// A side's standing in the match and this game.
    fn score_line(session: &Session<Self>, side: Side) -> Text;
    /// The match's format and rules in a line or two.
    fn format_lines(session: &Session<Self>) -> (Text, Option<Text>);
    fn result_view(session: &Session<Self>, outcome: &Self::Outcome) -> ResultView;
    fn question_view(session: &Session<Self>, question: &Self::Question) -> Option<QuestionView> {
        let _ = (session, question);
        None
    }
    fn arranging_view(session: &Session<Self>) -> Option<ArrangingView> {
        let _ = session;
        None
    }
    /// Where a suggested move starts, and how to play it in words.
    fn hint_view(session: &Session<Self>, mv: Self::Move) -> (u8, Text);
    /// The rules in a few paragraphs, for the menu: a catalogue message.
    const RULES_SUMMARY: &'static str;
}

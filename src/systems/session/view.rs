//! What the board and the screens may read of the match: two plain
//! resources rebuilt from the session whenever it changed (or the HUD's
//! word on the computer's work did), the same for both games.

use super::config::MatchConfig;
use super::messages::{Action, Counts};
use crate::games::GameKind;
use crate::text::Text;
use crate::text::side_name;
use bevy::prelude::*;
use mancala::Side;

/// What the board, the input and the camera need to know.
#[derive(Resource, Debug)]
pub struct TableView {
    pub game: GameKind,
    /// The side that acts now (the mover, or the side arranging).
    pub to_move: Side,
    pub humans: [bool; 2],
    /// A person may pick a pit now.
    pub human_to_act: bool,
    /// The acting side's pits that can be picked.
    pub playable: Vec<u8>,
    /// The pits the last move sowed into.
    pub last: Vec<(Side, u8)>,
    pub counts: Counts,
    pub names: [Text; 2],
    /// The pit of a suggested move.
    pub hint: Option<(Side, u8)>,
}

impl Default for TableView {
    fn default() -> Self {
        TableView {
            game: GameKind::default(),
            to_move: Side::South,
            humans: [true, true],
            human_to_act: false,
            playable: Vec::new(),
            last: Vec::new(),
            counts: [[0; 16]; 2],
            names: Side::BOTH.map(side_name),
            hint: None,
        }
    }
}

/// The end of a game, in words.
#[derive(Clone, Debug)]
pub struct ResultView {
    /// The result's name (Omweso: in Luganda).
    pub title: Text,
    /// Under it (Omweso: its meaning in the player's language).
    pub subtitle: Option<Text>,
    /// Who won what.
    pub detail: Text,
    /// The match so far.
    pub match_line: Text,
    /// What was known of the start (Omweso: of the arrangements), if
    /// anything was.
    pub known: Option<Text>,
}

/// A question at a pit, with its answers.
#[derive(Clone, Debug)]
pub struct QuestionView {
    pub pit: (Side, u8),
    pub prompt: Text,
    pub answers: Vec<(Text, Action)>,
}

/// A set-up being arranged.
#[derive(Clone, Debug)]
pub struct ArrangingView {
    pub human: bool,
    pub lines: Vec<Text>,
    /// Seeds still to place.
    pub left: u32,
    /// Arranging second: the first arrangement can be laid again.
    pub can_mirror: bool,
    /// A change can be taken back.
    pub can_undo: bool,
}

/// What the HUD needs to know.
#[derive(Resource, Debug)]
pub struct MatchView {
    pub game: GameKind,
    pub config: MatchConfig,
    pub names: [Text; 2],
    pub to_move: Side,
    pub over: bool,
    /// Each side's standing.
    pub scores: [Text; 2],
    /// The match's format, and its rules in a line.
    pub format: Text,
    pub rules_line: Option<Text>,
    /// What is known of how the game started, while it is played.
    pub known: Option<Text>,
    /// Ekyobutabal: seconds left to start the move.
    pub clock: Option<f32>,
    /// The computer is thinking.
    pub thinking: bool,
    /// The engine has been working out a move for a while (a long relay).
    pub deciding: Option<u64>,
    /// The game being played (or just finished), from 1.
    pub game_number: u32,
    pub status: Text,
    pub last_move: Option<Text>,
    /// What the last move did, in words.
    pub caption: Option<Text>,
    /// The moves so far: who and what.
    pub moves: Vec<(Side, String)>,
    /// Take-backs are offered (a person plays and it is no replay).
    pub undo: bool,
    pub can_redo: bool,
    /// A replay: moves shown and moves ahead.
    pub replay: Option<(usize, usize)>,
    pub result: Option<ResultView>,
    /// The match is won by this side.
    pub match_winner: Option<Side>,
    pub match_over: bool,
    pub question: Option<QuestionView>,
    pub arranging: Option<ArrangingView>,
    /// The rules in a few paragraphs: a catalogue message.
    pub rules_summary: String,
    /// A suggestion may be asked for in this match.
    pub hints: bool,
    /// The suggested move in words.
    pub hint: Option<Text>,
}

impl Default for MatchView {
    fn default() -> Self {
        MatchView {
            game: GameKind::default(),
            config: MatchConfig::default(),
            names: Side::BOTH.map(side_name),
            to_move: Side::South,
            over: false,
            scores: Side::BOTH.map(|_| Text::plain("")),
            format: Text::plain(""),
            rules_line: None,
            known: None,
            clock: None,
            thinking: false,
            deciding: None,
            game_number: 1,
            status: Text::plain(""),
            last_move: None,
            caption: None,
            moves: Vec::new(),
            undo: false,
            can_redo: false,
            replay: None,
            result: None,
            match_winner: None,
            match_over: false,
            question: None,
            arranging: None,
            rules_summary: String::new(),
            hints: false,
            hint: None,
        }
    }
}

/// How long the engine works out a move before the player is told (the
/// HUD's count of laps); a test may set it to zero to see the count at once.
#[derive(Resource, Clone, Copy, Debug)]
pub struct LongWorkNotice(pub std::time::Duration);

impl Default for LongWorkNotice {
    fn default() -> Self {
        LongWorkNotice(std::time::Duration::from_millis(400))
    }
}

/// One move of a game under review.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewEntry {
    pub mover: Side,
    pub notation: String,
    /// Its class and loss in seeds, once the engine has judged it.
    pub class: Option<mancala::review::Class>,
    pub loss: Option<f64>,
    /// The loss is exact (results, proofs, endgame tables).
    pub exact: bool,
    /// Why it was worse than the engine's move, for an error.
    pub words: Option<Text>,
}

/// What the review screen shows: where the game stands, the engine's
/// judgement so far, the graph's points and the engine's line.
#[derive(Resource, Debug, Default)]
pub struct ReviewView {
    pub active: bool,
    /// Moves shown on the board, and in the game.
    pub at: usize,
    pub total: usize,
    /// Positions the engine has judged, of all.
    pub analysed: usize,
    pub positions: usize,
    /// A player is trying another move, away from the game.
    pub branching: bool,
    /// South's advantage in seeds at each position, once known, and the
    /// most the graph shows either way.
    pub advantage: Vec<Option<f32>>,
    pub cap: f32,
    pub entries: Vec<ReviewEntry>,
    /// Each side's moves by class (best … blunder).
    pub counts: [[usize; 5]; 2],
    /// The engine's line is shown: its words, and the pits it starts its
    /// moves from, in order.
    pub show_line: bool,
    pub line: Option<Text>,
    pub ghosts: Vec<(Side, u8)>,
    /// The move the game turned on, and why, once the whole game is judged.
    pub turning_point: Option<(usize, Text)>,
    /// A proof covers the position shown: who wins it by force.
    pub proven: Option<Text>,
    /// What is known of how the game started (an arranged start's proof
    /// search).
    pub known_start: Option<Text>,
}

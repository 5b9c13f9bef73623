//! What goes into the session and what it announces.
//!
//! In: [`Action`]s from players and screens, and the [`NextMatch`] to open.
//! Out: [`Show`] (what the board should show, in order), [`Notice`] (words
//! for the player) and [`GameOver`]. The session never calls a view: it
//! announces, and the board reports back through [`ShowProgress`] when it
//! has shown everything.

use super::config::{MatchConfig, SetupStyle};
use super::saved::{AnyRecord, SavedMatch};
use crate::text::Text;
use bevy::prelude::*;
use mancala::Side;
use mancala::omweso::Dir;

pub use crate::games::Counts;

/// A way to begin an Omweso turn at a pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartOption {
    /// Sow, the first lap in this direction.
    Sow(Dir),
    /// Rule 7: 2 seeds then 1.
    Okwesera,
}

/// What players (or the screens) ask for.
#[derive(Message, Clone, Debug)]
pub enum Action {
    /// A person touched a pit of either row on the board (`remove`: to take
    /// a seed back while arranging); the session decides whether it is
    /// theirs to pick.
    Touch { side: Side, pit: u8, remove: bool },
    /// The player to move picked one of their pits.
    Pit(u8),
    /// The answer to the choice offered at a pit.
    Start(StartOption),
    /// The answer to a mid-move direction decision.
    Decide(Dir),
    /// Set up the next game of the match.
    NextGame,
    /// Begin a new match.
    NewMatch(Box<MatchConfig>),
    /// Take a seed back out of a pit while arranging.
    Unplace(u8),
    /// Fill the arrangement in one go (standard, two each; custom = clear).
    Arrange(SetupStyle),
    /// Arranging second: lay the first player's arrangement on your side.
    MirrorArrangement,
    /// Arranging: four seeds in each pit of the inner row.
    FillInnerRow,
    /// Arranging: take back the last change to the arrangement.
    UndoArranging,
    /// The arrangement is finished.
    DoneArranging,
    /// Take back the last move (against the computer: your move and its reply).
    Undo,
    /// Play again what was taken back.
    Redo,
    /// Ask the computer to suggest a move for the player to move.
    Hint,
    /// Review the game just finished.
    ReviewGame,
    /// In a review: show the game after this many moves.
    Seek(usize),
    /// In a review: try another move here, against the computer at this
    /// level or alone.
    Branch(Option<super::config::Level>),
    /// In a review: leave the move being tried and go back to the game.
    BackToGame,
    /// In a review: show the engine's line on the board, or stop.
    ShowLine(bool),
}

/// Something to tell the player, e.g. why a click did nothing.
#[derive(Message, Clone, Debug)]
pub struct Notice(pub Text);

/// A game has just ended (the board has shown its last move).
#[derive(Message, Clone, Copy, Debug)]
pub struct GameOver {
    pub winner: Option<Side>,
}

/// One movement of seeds by hand, whatever the game: each game's session
/// turns its moves into these (Omweso's laps, Oware's sowing and
/// captures), and the board shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeedStep {
    /// Lift every seed of a pit into the hand.
    Lift(Side, u8),
    /// Drop the hand's next seed into a pit.
    Drop(Side, u8),
    /// Captured seeds fly from a pit into the hand above another.
    Take { from: (Side, u8), over: (Side, u8) },
    /// Every seed in the hand falls into this pit (a store).
    Bank(Side, u8),
}

/// What the board should show next, in the order sent.
#[derive(Clone, Debug, PartialEq)]
pub enum Scene {
    /// A move's seeds, step by step.
    Steps(Vec<SeedStep>),
    /// Bring the seeds to these counts (a new game, a take-back, the end).
    Settle(Box<Counts>),
}

/// A numbered [`Scene`]: the board reports the last number it finished.
#[derive(Message, Clone, Debug)]
pub struct Show {
    pub number: u64,
    pub scene: Scene,
}

/// How far the board has got with what the session sent.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct ShowProgress {
    /// The number of the last [`Show`] sent.
    pub sent: u64,
    /// The number of the last [`Show`] the board finished showing.
    pub finished: u64,
}

impl ShowProgress {
    /// Has the board shown everything it was sent?
    pub fn idle(&self) -> bool {
        self.finished >= self.sent
    }
}

/// How a match opens.
#[derive(Clone, Debug)]
pub enum OpenMatch {
    /// A new match with this configuration.
    Fresh(Box<MatchConfig>),
    /// A saved match, where it was left.
    Restore(Box<SavedMatch>),
    /// A game record in the replay viewer.
    Replay(AnyRecord),
}

/// The match to open when the game screen begins; without one, a fresh
/// match of the [`MatchConfig`] resource.
#[derive(Resource, Default, Debug)]
pub struct NextMatch(pub Option<OpenMatch>);

//! Which game is on the table, and what the app knows of each game outside
//! a match: its board (pits, where they lie, its models), its pits' names
//! and the catalogue's words about it. [`GameKind`] is the choice, one of
//! the registry's games, and stands for its game's [`GameFacts`]
//! (`game.pit_center(…)` asks the game). A leaf: it imports no layer, and
//! names no game. A game answers these questions in its session trait
//! (`MatchGame`), which makes this view of it; the registry of games is the
//! session's too (`session::kinds`).

use crate::geometry::BOARD_THICKNESS;
use crate::text::Text;
use bevy::prelude::*;
use mancala::Side;
use serde::Serialize;
use std::ops::Range;

/// Which game's board is on the table: a game in the registry of games,
/// standing for its [`GameFacts`] (`game.pit_center(…)` asks the game).
/// Omweso and Oware are built in; a game defined elsewhere joins with
/// `omweso::add_game`. Files name a game by its [`GameFacts::name`]
/// (`"Omweso"`), as they did when this was a closed list.
#[derive(Resource, Clone, Copy)]
pub struct GameKind(&'static dyn GameFacts);

impl GameKind {
    /// The game whose facts these are.
    pub const fn of(facts: &'static dyn GameFacts) -> GameKind {
        GameKind(facts)
    }
}

impl PartialEq for GameKind {
    fn eq(&self, other: &GameKind) -> bool {
        self.id() == other.id()
    }
}

impl Eq for GameKind {}

impl std::hash::Hash for GameKind {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id().hash(state);
    }
}

impl std::fmt::Debug for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for GameKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// What only one game can read, under its id: `{"omweso": …}`. Save
/// files, game records and the journal's points hold a game's data this
/// way, and the game decodes it (the session's registry of games does), so
/// a new game needs no new case in any file format.
#[derive(Clone, Debug, PartialEq)]
pub struct ByGame {
    pub game: GameKind,
    pub data: serde_json::Value,
}

impl Serialize for ByGame {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(1))?;
        map.serialize_entry(self.game.id(), &self.data)?;
        map.end()
    }
}

impl std::ops::Deref for GameKind {
    type Target = dyn GameFacts;

    fn deref(&self) -> &Self::Target {
        self.0
    }
}

/// The `k` of an Oware store.
pub const STORE: u8 = 6;

/// Seeds per pit, `[side][k]` (Oware: houses 0..5 and the store at 6).
pub type Counts = [[u8; 16]; 2];

/// A pit as a screen reader's grid holds it: its column, and the pit.
pub type Cell = (usize, Side, u8);

/// What the board, the screens and the command line know of a game
/// without playing it, as one object for any game. A game answers the
/// questions without defaults here in its session trait (`MatchGame`, whose
/// defaults describe a two-row board); the rest follow from those answers
/// (world units, 1.0 = the pit pitch).
pub trait GameFacts: Sync {
    // ---- names

    /// The game as commands and files name it: `omweso`.
    fn id(&self) -> &'static str;
    /// The game's name, the same in every language: `Omweso`.
    fn name(&self) -> &'static str;

    // ---- the board

    /// Every pit of one side (stores included).
    fn pits(&self) -> Range<u8>;
    /// The pits a player picks to move (Oware's stores are not).
    fn houses(&self) -> Range<u8>;
    fn board_model(&self) -> String;
    fn seed_model(&self) -> String;
    /// The seeds of the standard start.
    fn start_counts(&self) -> Counts;
    /// The centre of a pit's rim (y = 0, the board top).
    fn pit_center(&self, side: Side, k: u8) -> Vec3;
    /// The radius a pit's seeds may use, for picking and rings.
    fn pit_radius(&self, k: u8) -> f32;
    /// The resting place of the `slot`-th seed of pit `k`, from its centre.
    fn rest_offset(&self, k: u8, slot: usize) -> Vec3;
    /// Half the board's length (x) and depth (z).
    fn half_extent(&self) -> Vec2;
    /// Whether a point on the board top lies within a pit.
    fn covers(&self, side: Side, k: u8, point: Vec3) -> bool;
    /// The board's rows as seen from `seat`, far row first, each from the
    /// left.
    fn rows(&self, seat: Side) -> Vec<Vec<Cell>>;
    /// Whether a text is a position in the game's notation, and why not.
    fn check_position(&self, text: &str) -> Result<(), String>;

    // ---- the pits' names

    /// The letter a pit is named by (a store has none).
    fn pit_letter(&self, k: u8) -> Option<char>;
    /// The pit a letter names, of the mover's.
    fn pit_of_letter(&self, letter: char) -> Option<u8>;
    /// The row a pit is in, for a screen reader: "South".
    fn row_words(&self, side: Side, k: u8) -> Text;
    /// A pit, for a screen reader, missing only its `seeds`: "South,
    /// house c".
    fn pit_words(&self, side: Side, k: u8) -> Text;

    // ---- the game's other words and content

    /// The game's history and where it is played, paragraph by paragraph
    /// (catalogue ids).
    fn about(&self) -> Vec<String>;
    /// The game's built-in puzzles (the JSON `mancala puzzles` writes).
    fn puzzles(&self) -> &'static [u8];
    /// Whether a match may begin from seeds the players arrange (Omweso's
    /// set-ups), so that the start is asked before a match.
    fn arranges(&self) -> bool;

    // ---- what follows from the answers above

    /// Seeds in play.
    fn seeds(&self) -> usize {
        let counts = self.start_counts();
        counts.iter().flatten().map(|&n| usize::from(n)).sum()
    }

    /// Where the hand holds seeds above a pit.
    fn hand_above(&self, side: Side, k: u8) -> Vec3 {
        self.pit_center(side, k) + Vec3::Y * 0.75
    }

    /// The board's corners, top and bottom: what the camera must keep in view.
    fn corners(&self) -> [Vec3; 8] {
        let h = self.half_extent();
        std::array::from_fn(|i| {
            let x = if i & 1 == 0 { -h.x } else { h.x };
            let z = if i & 2 == 0 { -h.y } else { h.y };
            let y = if i & 4 == 0 { 0.0 } else { -BOARD_THICKNESS };
            Vec3::new(x, y, z)
        })
    }

    /// The pit nearest a point on the board top, if it lies within a pit.
    fn pit_at_point(&self, point: Vec3) -> Option<(Side, u8)> {
        let distance = |(side, k): (Side, u8)| self.pit_center(side, k).xz().distance(point.xz());
        Side::BOTH
            .into_iter()
            .flat_map(|side| self.pits().map(move |k| (side, k)))
            .filter(|&(side, k)| self.covers(side, k, point))
            .min_by(|&a, &b| distance(a).total_cmp(&distance(b)))
    }

    // Catalogue messages named after the game's id.

    /// A line under the game's name on the title.
    fn tagline(&self) -> String {
        format!("title-{}-tagline", self.id())
    }
    /// The rules in a few paragraphs, for the title and the menu.
    fn rules_summary(&self) -> String {
        format!("rules-{}", self.id())
    }
    /// Where the history comes from.
    fn about_source(&self) -> String {
        format!("about-{}-source", self.id())
    }
    /// The whole board in words (arguments `first`… a row each, `turn`).
    fn describe_board(&self) -> String {
        format!("access-describe-{}", self.id())
    }
    /// A tally of finished games against one opponent.
    fn tally(&self) -> String {
        format!("journal-tally-{}", self.id())
    }
}

//! Which game is on the table, and what the app knows of each game outside
//! a match: its board (pits, where they lie, its models), its pits' names
//! and the catalogue's words about it. [`GameKind`] is the choice, one of
//! the registry's games, and stands for its game's [`GameFacts`]
//! (`game.pit_center(…)` asks the game). A leaf: it imports no layer. What
//! a match of a game does is the session's `MatchGame`.

mod omweso;
mod oware;

use crate::geometry::{BOARD_THICKNESS, HOUSE_DEPTH, HOUSE_RADIUS, pile_offset};
use crate::text::{Text, side_name};
use bevy::prelude::*;
use mancala::Side;
use serde::{Deserialize, Serialize};
use std::ops::Range;

/// Which game's board is on the table: a game in the registry of games,
/// standing for its [`GameFacts`] (`game.pit_center(…)` asks the game).
/// Omweso and Oware are built in; a game defined elsewhere joins with
/// [`GameKind::register`]. Files name a game by its [`GameFacts::name`]
/// (`"Omweso"`), as they did when this was a closed list.
#[derive(Resource, Clone, Copy)]
pub struct GameKind(&'static dyn GameFacts);

impl Default for GameKind {
    fn default() -> GameKind {
        GameKind::OMWESO
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

impl<'de> Deserialize<'de> for GameKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<GameKind, D::Error> {
        use serde::de::Error;
        let name = String::deserialize(deserializer)?;
        GameKind::all()
            .into_iter()
            .find(|game| game.name() == name || game.id() == name)
            .ok_or_else(|| D::Error::custom(format!("a game this version does not know: {name:?}")))
    }
}

/// The games registered besides the built-in ones, in the order they came.
static REGISTERED: std::sync::RwLock<Vec<GameKind>> = std::sync::RwLock::new(Vec::new());

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

impl<'de> Deserialize<'de> for ByGame {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<ByGame, D::Error> {
        use serde::de::Error;
        let map =
            std::collections::BTreeMap::<String, serde_json::Value>::deserialize(deserializer)?;
        let mut entries = map.into_iter();
        let (Some((id, data)), None) = (entries.next(), entries.next()) else {
            return Err(D::Error::custom("expected one game's data under its name"));
        };
        let game = GameKind::from_id(&id).ok_or_else(|| {
            D::Error::custom(format!("a game this version does not know: {id:?}"))
        })?;
        Ok(ByGame { game, data })
    }
}

/// The `k` of an Oware store.
pub const STORE: u8 = 6;

/// Seeds per pit, `[side][k]` (Oware: houses 0..5 and the store at 6).
pub type Counts = [[u8; 16]; 2];

/// A pit as a screen reader's grid holds it: its column, and the pit.
pub type Cell = (usize, Side, u8);

impl GameKind {
    pub const OMWESO: GameKind = GameKind(&omweso::Omweso);
    pub const OWARE: GameKind = GameKind(&oware::Oware);
    const BUILT_IN: [GameKind; 2] = [GameKind::OMWESO, GameKind::OWARE];

    /// The game whose facts these are.
    pub const fn of(facts: &'static dyn GameFacts) -> GameKind {
        GameKind(facts)
    }

    /// Every game, in the order the title offers them: the built-in ones,
    /// then the registered ones.
    pub fn all() -> Vec<GameKind> {
        let registered = REGISTERED.read().unwrap_or_else(|e| e.into_inner());
        GameKind::BUILT_IN
            .into_iter()
            .chain(registered.iter().copied())
            .collect()
    }

    /// Adds a game to [`GameKind::all`]; `false` if a game of its id is
    /// there already (the same game registered twice is one game).
    pub fn register(game: GameKind) -> bool {
        let mut registered = REGISTERED.write().unwrap_or_else(|e| e.into_inner());
        let known = GameKind::BUILT_IN
            .iter()
            .chain(registered.iter())
            .any(|g| g.id() == game.id());
        if !known {
            registered.push(game);
        }
        !known
    }

    /// The game a command line or a file names by its [`GameFacts::id`].
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::all().into_iter().find(|game| game.id() == id)
    }

    /// The game's place in [`GameKind::all`].
    pub fn index(self) -> usize {
        GameKind::all().iter().position(|&g| g == self).unwrap_or(0)
    }
}

impl std::ops::Deref for GameKind {
    type Target = dyn GameFacts;

    fn deref(&self) -> &Self::Target {
        self.0
    }
}

/// What the board, the screens and the command line know of a game
/// without playing it. Each game's answers are in its own file here. Nine
/// answers are the game's own; the rest have defaults: a board of
/// Oware-sized houses, pits lettered `a`, `b`, … from each owner's left,
/// and catalogue messages named after the game's id (`title-<id>-tagline`,
/// `rules-<id>`, `about-<id>`, `about-<id>-source`,
/// `access-describe-<id>`, `journal-tally-<id>`).
pub trait GameFacts: Sync {
    // ---- names

    /// The game as commands and files name it: `omweso`.
    fn id(&self) -> &'static str;
    /// The game's name, the same in every language: `Omweso`.
    fn name(&self) -> &'static str;

    // ---- the board (world units, 1.0 = the pit pitch; the numbers match
    // the models that `tools/modelgen` writes)

    /// Every pit of one side (stores included).
    fn pits(&self) -> Range<u8>;
    fn board_model(&self) -> &'static str;
    fn seed_model(&self) -> &'static str;
    /// The seeds of the standard start.
    fn start_counts(&self) -> Counts;
    /// The centre of a pit's rim (y = 0, the board top).
    fn pit_center(&self, side: Side, k: u8) -> Vec3;
    /// The board's rows as seen from `seat`, far row first, each from the
    /// left.
    fn rows(&self, seat: Side) -> Vec<Vec<Cell>>;
    /// Whether a text is a position in the game's notation, and why not.
    fn check_position(&self, text: &str) -> Result<(), String>;

    /// Seeds in play.
    fn seeds(&self) -> usize {
        let counts = self.start_counts();
        counts.iter().flatten().map(|&n| usize::from(n)).sum()
    }
    /// The pits a player picks to move (Oware's stores are not).
    fn houses(&self) -> Range<u8> {
        self.pits()
    }
    /// The radius a pit's seeds may use, for picking and rings.
    fn pit_radius(&self, k: u8) -> f32 {
        let _ = k;
        HOUSE_RADIUS
    }
    /// The resting place of the `slot`-th seed of pit `k`, from its centre:
    /// rings on the cup's floor, then further layers above, so a pile looks
    /// natural and no seed floats or sinks into the wood.
    fn rest_offset(&self, k: u8, slot: usize) -> Vec3 {
        pile_offset(slot, self.pit_radius(k), HOUSE_DEPTH)
    }
    /// Half the board's length (x) and depth (z): by default the pits'
    /// extent with a rim of half a pit pitch.
    fn half_extent(&self) -> Vec2 {
        let rim = |side, k| self.pit_center(side, k).xz().abs() + self.pit_radius(k) + 0.5;
        Side::BOTH
            .into_iter()
            .flat_map(|side| self.pits().map(move |k| rim(side, k)))
            .fold(Vec2::ZERO, Vec2::max)
    }
    /// Whether a point on the board top lies within a pit.
    fn covers(&self, side: Side, k: u8, point: Vec3) -> bool {
        (self.pit_center(side, k) - point).xz().length() < self.pit_radius(k) + 0.08
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

    // ---- the pits' names

    /// The letter a pit is named by (a store has none): by default the
    /// houses from `a`.
    fn pit_letter(&self, k: u8) -> Option<char> {
        let houses = self.houses();
        houses
            .contains(&k)
            .then(|| char::from(b'a' + (k - houses.start)))
    }
    /// The pit a letter names, of the mover's.
    fn pit_of_letter(&self, letter: char) -> Option<u8> {
        self.houses().find(|&k| self.pit_letter(k) == Some(letter))
    }
    /// The row a pit is in, for a screen reader: "South".
    fn row_words(&self, side: Side, k: u8) -> Text {
        let _ = k;
        side_name(side)
    }
    /// A pit, for a screen reader, missing only its `seeds`: "South,
    /// house c" (a pit without a letter is the side's store).
    fn pit_words(&self, side: Side, k: u8) -> Text {
        let (id, letter) = match self.pit_letter(k) {
            Some(letter) => ("access-house", letter.to_string()),
            None => ("access-store", String::new()),
        };
        Text::new(id)
            .text("side", side_name(side))
            .str("pit", letter)
    }

    // ---- catalogue messages about the game

    /// A line under the game's name on the title.
    fn tagline(&self) -> String {
        format!("title-{}-tagline", self.id())
    }
    /// The rules in a few paragraphs, for the title and the menu.
    fn rules_summary(&self) -> String {
        format!("rules-{}", self.id())
    }
    /// The game's history and where it is played, paragraph by paragraph.
    fn about(&self) -> Vec<String> {
        vec![format!("about-{}", self.id())]
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

    /// The game's built-in puzzles (the JSON `mancala puzzles` writes).
    fn puzzles(&self) -> &'static [u8] {
        b"[]"
    }
    /// Whether a match may begin from seeds the players arrange (Omweso's
    /// set-ups), so that the start is asked before a match.
    fn arranges(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{
        HOUSE_DEPTH, HOUSE_RADIUS, PIT_DEPTH, PIT_RADIUS, SEED_RADII, STORE_RADII, bowl_height,
    };

    #[test]
    fn every_pit_is_found_at_its_centre() {
        for game in GameKind::all() {
            for side in Side::BOTH {
                for k in game.pits() {
                    let centre = game.pit_center(side, k);
                    assert_eq!(game.pit_at_point(centre), Some((side, k)), "{game:?}");
                }
            }
            assert_eq!(game.pit_at_point(Vec3::new(0.0, 0.0, 0.0)), None);
        }
    }

    #[test]
    fn seeds_rest_in_the_bowl_and_do_not_overlap_in_a_layer() {
        for (game, radius, depth) in [
            (GameKind::OMWESO, PIT_RADIUS, PIT_DEPTH),
            (GameKind::OWARE, HOUSE_RADIUS, HOUSE_DEPTH),
        ] {
            for slot in 0..30 {
                let p = game.rest_offset(0, slot);
                let r = p.xz().length();
                assert!(r + SEED_RADII.x <= radius, "slot {slot} leaves the pit");
                let floor = bowl_height(r, radius, depth) + SEED_RADII.y;
                assert!(p.y >= floor - 1e-5, "slot {slot} sinks");
            }
            for a in 0..18 {
                for b in 0..a {
                    let d = game.rest_offset(0, a).distance(game.rest_offset(0, b));
                    assert!(d > SEED_RADII.y * 1.2, "slots {a} and {b} intersect ({d})");
                }
            }
        }
        for slot in 0..48 {
            let p = GameKind::OWARE.rest_offset(STORE, slot);
            let inside = (p.xz() / STORE_RADII).length() < 1.0;
            assert!(inside, "store slot {slot} leaves the store");
        }
    }
}

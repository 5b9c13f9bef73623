//! The one place the session turns a [`GameKind`] into its [`MatchGame`]:
//! what the rest of the app asks of a game's matches without naming the
//! game's type, the reading of a game's own data in files included
//! ([`ByGame`]: saves, records, the journal's points). The registry of
//! games: Omweso and Oware are built in; another game joins with
//! [`register`].

use super::config::MatchConfig;
use super::game::{MatchGame, Session};
use super::review::{self, ReviewBudget};
use super::saved::{AnyRecord, GameAndScore, SavedMatch};
use crate::games::{ByGame, GameKind};
use crate::text::Text;
use bevy::prelude::*;
use mancala::Side;
use mancala::ai::Strategy;
use mancala::game::{Omweso, Oware};
use mancala::puzzles::Puzzle;
use serde::Deserialize;
use std::marker::PhantomData;
use std::sync::RwLock;

/// A game's matches, whatever its type.
pub trait MatchKind: Sync {
    /// Opens a fresh match of `config`.
    fn open(&self, commands: &mut Commands, config: MatchConfig);
    /// Opens a saved match where it was left.
    fn restore(&self, commands: &mut Commands, saved: SavedMatch);
    /// The match starts from `position`, in the game's notation (a text
    /// that is no position leaves the standard start).
    fn start_at(&self, config: &mut MatchConfig, position: &str);
    /// The match is played under a puzzle's rules.
    fn puzzle_rules(&self, config: &mut MatchConfig, puzzle: &Puzzle);
    /// Whether a saved game's record (replayed and checked) and score
    /// read, and why not.
    fn check_saved(&self, data: &serde_json::Value) -> Result<(), String>;
    /// Each side's standing in a saved match, from its score alone (the
    /// title says it every frame: the record is not replayed for it).
    fn standing(&self, score: &serde_json::Value) -> Option<[u32; 2]>;
    /// Reads a record file of this game, checking every move.
    fn read_record(&self, bytes: &[u8]) -> Result<AnyRecord, String>;
    /// Opens a record to step through, with its review.
    fn replay(
        &self,
        commands: &mut Commands,
        config: &MatchConfig,
        record: &AnyRecord,
        budget: &ReviewBudget,
    );
    /// What a finished game was worth (the journal's points) in words.
    fn points_words(&self, points: &serde_json::Value) -> Option<Text>;
    /// Finds the game's endgame knowledge, so the strongest levels have it
    /// from their first move (slow: call it off the frame).
    fn warm_up(&self);
}

/// A game in the registry: its facts and its matches.
type Entry = (GameKind, &'static dyn MatchKind);

/// The built-in games.
const BUILT_IN: [Entry; 2] = [
    (Omweso::KIND, &Matches::<Omweso>(PhantomData)),
    (Oware::KIND, &Matches::<Oware>(PhantomData)),
];

/// The games registered besides the built-in ones, in the order they came.
static REGISTERED: RwLock<Vec<Entry>> = RwLock::new(Vec::new());

/// Every game: the built-in ones, then the registered ones.
fn entries() -> Vec<Entry> {
    let registered = REGISTERED.read().unwrap_or_else(|e| e.into_inner());
    BUILT_IN.iter().chain(registered.iter()).copied().collect()
}

/// Adds `G` to the registry of games ([`GameKind::all`], [`matches`]);
/// registering it, or a game of its id, again changes nothing.
pub fn register<G: MatchGame>() {
    let mut registered = REGISTERED.write().unwrap_or_else(|e| e.into_inner());
    let known = BUILT_IN.iter().chain(registered.iter());
    if !known.into_iter().any(|(game, _)| game.id() == G::NAME) {
        registered.push((G::KIND, &Matches::<G>(PhantomData)));
    }
}

/// The matches of `game`. A game that was never [`register`]ed (its facts
/// alone made into a `GameKind`) has none: it opens nothing and reads no
/// file, and says so.
pub fn matches(game: GameKind) -> &'static dyn MatchKind {
    let entries = entries();
    let found = entries.iter().find(|(g, _)| *g == game);
    found.map_or(&Unplayable, |&(_, matches)| matches)
}

impl GameKind {
    pub const OMWESO: GameKind = Omweso::KIND;
    pub const OWARE: GameKind = Oware::KIND;

    /// Every game, in the order the title offers them: the built-in ones,
    /// then the registered ones.
    pub fn all() -> Vec<GameKind> {
        entries().into_iter().map(|(game, _)| game).collect()
    }

    /// The game a command line or a file names by its id.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::all().into_iter().find(|game| game.id() == id)
    }

    /// The game's place in [`GameKind::all`].
    pub fn index(self) -> usize {
        GameKind::all().iter().position(|&g| g == self).unwrap_or(0)
    }
}

impl Default for GameKind {
    fn default() -> GameKind {
        GameKind::OMWESO
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

/// The matches of a game without any: each refusal says so.
struct Unplayable;

impl Unplayable {
    fn refusal() -> String {
        "a game this version cannot play".to_string()
    }
}

impl MatchKind for Unplayable {
    fn open(&self, _: &mut Commands, config: MatchConfig) {
        error!("{}: {:?}", Unplayable::refusal(), config.game.id());
    }

    fn restore(&self, _: &mut Commands, saved: SavedMatch) {
        error!("{}: {:?}", Unplayable::refusal(), saved.config.game.id());
    }

    fn start_at(&self, _: &mut MatchConfig, _: &str) {}

    fn puzzle_rules(&self, _: &mut MatchConfig, _: &Puzzle) {}

    fn check_saved(&self, _: &serde_json::Value) -> Result<(), String> {
        Err(Unplayable::refusal())
    }

    fn standing(&self, _: &serde_json::Value) -> Option<[u32; 2]> {
        None
    }

    fn read_record(&self, _: &[u8]) -> Result<AnyRecord, String> {
        Err(Unplayable::refusal())
    }

    fn replay(&self, _: &mut Commands, _: &MatchConfig, record: &AnyRecord, _: &ReviewBudget) {
        error!("{}: {:?}", Unplayable::refusal(), record.game().id());
    }

    fn points_words(&self, _: &serde_json::Value) -> Option<Text> {
        None
    }

    fn warm_up(&self) {}
}

struct Matches<G>(PhantomData<fn() -> G>);

impl<G: MatchGame> MatchKind for Matches<G> {
    fn open(&self, commands: &mut Commands, config: MatchConfig) {
        commands.insert_resource(Session::<G>::new(config));
    }

    fn restore(&self, commands: &mut Commands, saved: SavedMatch) {
        let SavedMatch {
            config,
            games,
            game,
            ..
        } = saved;
        commands.insert_resource(Session::<G>::from_saved(config, games, game));
    }

    fn start_at(&self, config: &mut MatchConfig, position: &str) {
        G::start_at(config, position);
    }

    fn puzzle_rules(&self, config: &mut MatchConfig, puzzle: &Puzzle) {
        // A proved puzzle's rules always read: a bad one plays the defaults.
        G::set_rules(config, puzzle.rules().unwrap_or_default());
    }

    fn check_saved(&self, data: &serde_json::Value) -> Result<(), String> {
        GameAndScore::<G::Record, G::Score>::decode(data).map(drop)
    }

    fn standing(&self, score: &serde_json::Value) -> Option<[u32; 2]> {
        let score = G::Score::deserialize(score).ok()?;
        Some(Side::BOTH.map(|side| G::match_points(&score, side)))
    }

    fn read_record(&self, bytes: &[u8]) -> Result<AnyRecord, String> {
        Ok(G::any_record(&G::parse_record(bytes)?))
    }

    fn replay(
        &self,
        commands: &mut Commands,
        config: &MatchConfig,
        record: &AnyRecord,
        budget: &ReviewBudget,
    ) {
        // A record is checked when it is made: it decodes.
        if let Some(record) = record.decode::<G>() {
            let session: Session<G> = review::open(commands, config.clone(), record, budget);
            commands.insert_resource(session);
        }
    }

    fn points_words(&self, points: &serde_json::Value) -> Option<Text> {
        let points = G::Points::deserialize(points).ok()?;
        Some(G::points_words(&points))
    }

    fn warm_up(&self) {
        G::Strategy::warm_up(true);
    }
}

/// Reading the formats through the games. These live here, not in
/// `saved.rs`, so that the formats' module needs no game.
impl SavedMatch {
    /// Reads a save and checks its game: the record is replayed move by
    /// move, and the game must be the one the configuration plays.
    pub fn read(text: &str) -> Result<SavedMatch, String> {
        let saved = SavedMatch::from_json(text)?;
        if saved.game.game != saved.config.game {
            return Err(format!(
                "not a saved match: it plays {} but holds a game of {}",
                saved.config.game.name(),
                saved.game.game.name()
            ));
        }
        matches(saved.game.game).check_saved(&saved.game.data)?;
        Ok(saved)
    }

    /// One line for the title screen.
    pub fn describe(&self) -> Text {
        let [south_name, north_name] = self.config.display_names();
        let [south, north] = matches(self.game.game)
            .standing(&self.game.data["score"])
            .unwrap_or_default();
        Text::new("saved-match")
            .str("game", self.game.game.name())
            .text("south", south_name)
            .num("a", south)
            .num("b", north)
            .text("north", north_name)
            .num("number", self.games + 1)
            .num("moves", self.moves())
    }
}

impl AnyRecord {
    /// The record as `G`'s own, if it is one of `G`.
    pub fn decode<G: MatchGame>(&self) -> Option<G::Record> {
        (self.game() == G::KIND)
            .then(|| G::Record::deserialize(&self.0.data).ok())
            .flatten()
    }

    /// Reads a record of any game, replaying its moves to check them.
    pub fn from_json(text: &str) -> Result<AnyRecord, String> {
        AnyRecord::from_json_bytes(text.as_bytes())
    }

    /// [`AnyRecord::from_json`] from a file's bytes: anything that is not
    /// such a record, not UTF-8 included, is refused with one line saying
    /// why each game refused it.
    pub fn from_json_bytes(bytes: &[u8]) -> Result<AnyRecord, String> {
        let mut refusals = Vec::new();
        for game in GameKind::all() {
            match matches(game).read_record(bytes) {
                Ok(record) => return Ok(record),
                Err(why) => refusals.push(format!("{}: {why}", game.name())),
            }
        }
        Err(format!(
            "not a record of any game here ({})",
            refusals.join("; ")
        ))
    }
}

/// The journal's points of a finished game, in words.
pub fn points_words(points: &ByGame) -> Option<Text> {
    matches(points.game).points_words(&points.data)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::STORE;
    use crate::geometry::{
        HOUSE_DEPTH, HOUSE_RADIUS, PIT_DEPTH, PIT_RADIUS, SEED_RADII, STORE_RADII, bowl_height,
    };
    use bevy::math::{Vec3, Vec3Swizzles};

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

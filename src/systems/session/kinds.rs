//! The one place the session turns a [`GameKind`] into its [`MatchGame`]:
//! what the rest of the app asks of a game's matches without naming the
//! game's type, the reading of a game's own data in files included
//! ([`ByGame`]: saves, records, the journal's points).

use super::config::MatchConfig;
use super::game::{MatchGame, Session};
use super::review::{self, ReviewBudget};
use super::saved::{AnyRecord, GameAndScore, SavedMatch};
use crate::games::{ByGame, GameKind};
use crate::text::Text;
use bevy::prelude::*;
use mancala::Side;
use mancala::game::{Omweso, Oware};
use mancala::puzzles::Puzzle;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;

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
}

/// The matches of `game`.
pub fn matches(game: GameKind) -> &'static dyn MatchKind {
    match game {
        GameKind::Omweso => &Matches::<Omweso>(PhantomData),
        GameKind::Oware => &Matches::<Oware>(PhantomData),
    }
}

struct Matches<G>(PhantomData<fn() -> G>);

impl<G: MatchGame> MatchKind for Matches<G>
where
    G::Rules: Serialize + DeserializeOwned,
{
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
        for game in GameKind::ALL {
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

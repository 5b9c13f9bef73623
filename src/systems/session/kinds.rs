//! The one place the session turns a [`GameKind`] into its [`MatchGame`]:
//! what the rest of the app asks of a game's matches without naming the
//! game's type.

use super::config::MatchConfig;
use super::game::{MatchGame, Session};
use super::saved::SavedMatch;
use crate::games::GameKind;
use bevy::prelude::*;
use mancala::game::{Omweso, Oware};
use mancala::puzzles::Puzzle;
use serde::Serialize;
use serde::de::DeserializeOwned;
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
}

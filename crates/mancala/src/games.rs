//! The games this crate plays: the one list of them, and the one place a
//! game's id (`omweso`, `oware`) becomes its type. The command line reads a
//! game here once; every command then works through [`GameId::with`] or an
//! exhaustive `match`, so a game added here is a compile error wherever it
//! is not handled, never another game's branch.

use crate::ai::Searchable;
use crate::game::{Game, Omweso, Oware};

/// A game of this crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    Omweso,
    Oware,
}

/// Something done with a game whatever its type: [`GameId::with`] calls
/// [`WithGame::run`] with the game's type, rules and strategy.
pub trait WithGame {
    type Output;
    fn run<G: Searchable>(self) -> Self::Output;
}

impl GameId {
    /// Every game, in the order a list shows them.
    pub const ALL: [GameId; 2] = [GameId::Omweso, GameId::Oware];

    /// The id a command line or a file names the game by: its
    /// [`Game::NAME`].
    pub fn id(self) -> &'static str {
        self.with(Name)
    }

    /// The game an id names; an unknown id is a one-line error that lists
    /// the games.
    pub fn parse(id: &str) -> Result<GameId, String> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == id)
            .ok_or_else(|| format!("unknown game {id:?}: {}", GameId::list()))
    }

    /// The ids, as a sentence: "omweso or oware".
    pub fn list() -> String {
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
        match ids.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }

    /// Runs `work` with this game's type.
    pub fn with<W: WithGame>(self, work: W) -> W::Output {
        match self {
            GameId::Omweso => work.run::<Omweso>(),
            GameId::Oware => work.run::<Oware>(),
        }
    }
}

/// In a file a game is its id (`"oware"`); an unknown id is
/// [`GameId::parse`]'s error.
impl serde::Serialize for GameId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let id = String::deserialize(deserializer)?;
        GameId::parse(&id).map_err(serde::de::Error::custom)
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

struct Name;

impl WithGame for Name {
    type Output = &'static str;
    fn run<G: Game>(self) -> &'static str {
        G::NAME
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_names_its_game_and_an_unknown_one_is_refused() {
        for game in GameId::ALL {
            assert_eq!(GameId::parse(game.id()), Ok(game));
        }
        assert_eq!(GameId::Omweso.id(), "omweso");
        assert_eq!(GameId::Oware.id(), "oware");
        assert_eq!(
            GameId::parse("chess"),
            Err("unknown game \"chess\": omweso or oware".to_string())
        );
        assert_eq!(
            GameId::parse("Oware\n"),
            Err("unknown game \"Oware\\n\": omweso or oware".to_string())
        );
    }
}

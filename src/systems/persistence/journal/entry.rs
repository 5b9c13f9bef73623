//! A finished game as the journal keeps it, the journal file's format, and
//! the totals the title shows. Plain data and pure functions: the systems
//! that read, record and write them are in the module above.

use crate::games::{ByGame, GameKind};
use crate::systems::session::{Controller, Level, MatchConfig, MatchGame, Session};
use mancala::Side;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

pub use crate::systems::persistence::clock::{iso_utc, now_utc};

/// How many finished games the journal keeps: the newest.
pub const JOURNAL_CAP: usize = 500;

/// The journal file's format version.
pub const HISTORY_VERSION: u32 = 1;

/// Whom the player played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Against {
    /// The computer at this level (as chosen; in Ekyobutabal the strongest
    /// levels play at blitz speed).
    Computer(Level),
    /// Two people on one screen.
    TwoPlayers,
}

impl Against {
    /// The order totals are listed in: the levels weakest first, then two
    /// players.
    fn rank(self) -> usize {
        match self {
            Against::Computer(level) => Level::ALL.iter().position(|l| *l == level).unwrap_or(0),
            Against::TwoPlayers => Level::ALL.len(),
        }
    }

    /// Whom a person played in this match, and from which seat: `None`
    /// when no person played (a person watching two computers).
    pub fn of(config: &MatchConfig) -> Option<(Against, Side)> {
        match config.players {
            [Controller::Human, Controller::Human] => Some((Against::TwoPlayers, Side::South)),
            [Controller::Human, Controller::Computer(level)] => {
                Some((Against::Computer(level), Side::South))
            }
            [Controller::Computer(level), Controller::Human] => {
                Some((Against::Computer(level), Side::North))
            }
            [Controller::Computer(_), Controller::Computer(_)] => None,
        }
    }
}

/// How a game ended for the player in `seat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    Won,
    Lost,
    Draw,
    /// Omweso: a never-ending move or a third repetition.
    Annulled,
}

impl GameResult {
    fn of_winner(winner: Option<Side>, seat: Side) -> GameResult {
        match winner {
            Some(side) if side == seat => GameResult::Won,
            Some(_) => GameResult::Lost,
            None => GameResult::Draw,
        }
    }
}

/// A finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// When it ended, UTC, ISO 8601 (`2025-05-01T14:03:22Z`).
    pub date: String,
    pub game: GameKind,
    /// Whom the person played (the file's key is its older name).
    #[serde(rename = "opponent")]
    pub against: Against,
    /// The player's seat (in a two-player game, South's).
    pub seat: Side,
    /// From the seat's point of view.
    pub result: GameResult,
    /// What the game was worth, as its game says it (`{"omweso":
    /// {"points": 2}}`).
    pub points: ByGame,
    /// The game's record as a record file holds it (rules, start, moves,
    /// result): read, and checked, only when the game is opened.
    pub record: serde_json::Value,
}

impl Entry {
    /// The entry for the game just finished in this match, ended at `date`:
    /// `None` when no person played or the game has no result.
    pub fn finished<G: MatchGame>(session: &Session<G>, date: String) -> Option<Entry> {
        let (against, seat) = Against::of(&session.config)?;
        let outcome = G::recorded(&session.record).result?;
        let result = match G::winner(&outcome) {
            None if G::ANNULS => GameResult::Annulled,
            winner => GameResult::of_winner(winner, seat),
        };
        Some(Entry {
            date,
            game: G::KIND,
            against,
            seat,
            result,
            points: ByGame {
                game: G::KIND,
                data: serde_json::to_value(G::points(&outcome, seat)).ok()?,
            },
            record: serde_json::to_value(&session.record).ok()?,
        })
    }
}

/// Keeps the newest [`JOURNAL_CAP`] entries of a journal kept oldest first.
pub fn keep_newest(entries: &mut Vec<Entry>) {
    let excess = entries.len().saturating_sub(JOURNAL_CAP);
    entries.drain(..excess);
}

/// The journal file (`history.json`): a version and the games, oldest first.
#[derive(Serialize, Deserialize)]
struct JournalFile<'a> {
    version: u32,
    games: Cow<'a, [Entry]>,
}

/// The journal file's contents.
pub fn to_json(entries: &[Entry]) -> String {
    let file = JournalFile {
        version: HISTORY_VERSION,
        games: Cow::Borrowed(entries),
    };
    serde_json::to_string(&file).expect("a journal serialises")
}

/// Reads a journal file's contents, or says in a line why it cannot.
pub fn from_json(bytes: &[u8]) -> Result<Vec<Entry>, String> {
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| format!("not a journal: {e}"))?;
    match value["version"].as_u64() {
        Some(v) if v == u64::from(HISTORY_VERSION) => {}
        Some(v) => return Err(format!("written by an unknown version ({v})")),
        None => return Err("not a journal: it has no version".into()),
    }
    let file: JournalFile =
        serde_json::from_value(value).map_err(|e| format!("not a journal: {e}"))?;
    Ok(file.games.into_owned())
}

/// Games won, lost, drawn and annulled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub annulled: u32,
}

impl Tally {
    fn add(&mut self, result: GameResult) {
        match result {
            GameResult::Won => self.won += 1,
            GameResult::Lost => self.lost += 1,
            GameResult::Draw => self.drawn += 1,
            GameResult::Annulled => self.annulled += 1,
        }
    }

    /// Every game counted.
    pub fn games(&self) -> u32 {
        self.won + self.lost + self.drawn + self.annulled
    }
}

/// The totals of one game against one level, or of two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Total {
    pub game: GameKind,
    pub against: Against,
    pub tally: Tally,
}

/// The totals per game and whom it was played against: Omweso first, the levels weakest
/// first, two players last (only those played).
pub fn totals(entries: &[Entry]) -> Vec<Total> {
    let mut totals: Vec<Total> = Vec::new();
    for entry in entries {
        let at = totals
            .iter()
            .position(|t| t.game == entry.game && t.against == entry.against);
        let total = match at {
            Some(i) => &mut totals[i],
            None => {
                totals.push(Total {
                    game: entry.game,
                    against: entry.against,
                    tally: Tally::default(),
                });
                totals.last_mut().expect("just pushed")
            }
        };
        total.tally.add(entry.result);
    }
    totals.sort_by_key(|t| (t.game.index(), t.against.rank()));
    totals
}

/// The games of one kind.
pub fn games_of(entries: &[Entry], game: GameKind) -> usize {
    entries.iter().filter(|e| e.game == game).count()
}

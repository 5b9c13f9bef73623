//! The position, its notation and the end of the game by the position alone.

use super::{EndReason, HOUSES, Outcome, ROW, Rules, TOTAL_SEEDS, WINNING_STORE, row_start};
use crate::Side;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A position: the twelve houses, the two stores and the side to move.
///
/// Always holds 48 seeds; [`Position::new`] and the notation parser refuse
/// anything else, so the engine never has to. Notation:
/// `<North row>/<South row> <side> <S store>-<N store>`, both rows left to
/// right as South sees the board (North's row is houses 11,10,…,6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) houses: [u8; HOUSES],
    pub(super) stores: [u8; 2],
    pub(super) side: Side,
}

/// Why a position (or its notation) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The board plus both stores do not hold 48 seeds.
    SeedTotal { found: u32 },
    /// A field of the notation is missing.
    MissingField { field: &'static str },
    /// Text after the stores.
    ExtraField { text: String },
    /// The board field is not two rows separated by one `/`.
    RowCount { found: usize },
    /// A row does not have six houses.
    RowLength { row: Side, found: usize },
    /// A house is not a seed count 0..=48 (`entry` counts from 1, left to
    /// right as written).
    BadNumber {
        row: Side,
        entry: usize,
        text: String,
    },
    /// The side to move is not `S` or `N`.
    BadSide { text: String },
    /// The stores field is not `<S store>-<N store>` with counts 0..=48.
    BadStores { text: String },
    /// Whitespace other than single spaces between fields.
    Spacing,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::SeedTotal { found } => write!(
                f,
                "the board and both stores hold {found} seeds; they must hold {TOTAL_SEEDS}"
            ),
            PositionError::MissingField { field } => write!(
                f,
                "missing the {field}; expected `<North row>/<South row> <side> <S store>-<N store>`"
            ),
            PositionError::ExtraField { text } => {
                write!(f, "unexpected {text:?} after the stores")
            }
            PositionError::RowCount { found } => write!(
                f,
                "the board must be two rows separated by `/`, found {found} row(s)"
            ),
            PositionError::RowLength { row, found } => {
                write!(
                    f,
                    "{} row has {found} houses; it must have {ROW}",
                    row_name(*row)
                )
            }
            PositionError::BadNumber { row, entry, text } => write!(
                f,
                "{} row, house {entry}: {text:?} is not a seed count 0..={TOTAL_SEEDS}",
                row_name(*row)
            ),
            PositionError::BadSide { text } => {
                write!(f, "the side to move must be S or N, not {text:?}")
            }
            PositionError::Spacing => {
                f.write_str("fields are separated by single spaces, with no other whitespace")
            }
            PositionError::BadStores { text } => write!(
                f,
                "the stores must be `<S store>-<N store>` with counts 0..={TOTAL_SEEDS} (e.g. 0-0), not {text:?}"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

fn row_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

impl Position {
    /// Four seeds in every house, empty stores, South to move.
    pub const fn start() -> Position {
        Position {
            houses: [4; HOUSES],
            stores: [0; 2],
            side: Side::South,
        }
    }

    /// A position from its parts; `stores` is indexed by [`Side::index`].
    /// Refused unless the board and stores hold exactly 48 seeds.
    pub fn new(
        houses: [u8; HOUSES],
        stores: [u8; 2],
        side: Side,
    ) -> Result<Position, PositionError> {
        let found: u32 = houses.iter().chain(&stores).map(|&s| u32::from(s)).sum();
        if found != TOTAL_SEEDS {
            return Err(PositionError::SeedTotal { found });
        }
        Ok(Position {
            houses,
            stores,
            side,
        })
    }

    /// The twelve houses: South's 0..5 then North's 6..11, each left to right
    /// as its owner sees it.
    pub fn houses(&self) -> &[u8; HOUSES] {
        &self.houses
    }

    /// `side`'s six houses, left to right as `side` sees them.
    pub fn row(&self, side: Side) -> &[u8] {
        let start = row_start(side);
        &self.houses[start..start + ROW]
    }

    /// Seeds in `side`'s houses.
    pub fn row_total(&self, side: Side) -> u8 {
        self.row(side).iter().sum()
    }

    /// Seeds `side` has captured.
    pub fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The same board and stores with `side` to move (a match's later games
    /// start with either player).
    pub fn with_side(self, side: Side) -> Position {
        Position { side, ..self }
    }

    /// Whether someone has captured 25 or more: the game ended at once.
    #[inline]
    pub(super) fn has_majority(&self) -> bool {
        self.stores.iter().any(|&s| s >= WINNING_STORE)
    }

    /// How the game stands judged by this position alone: over when a player
    /// has 25 or more or the player to move has no legal move. Repetition
    /// needs the game's history: see [`super::GameRecord`].
    ///
    /// `rules` does not change when a position is over today; it is taken so
    /// that a future option can without changing callers.
    pub fn outcome(&self, rules: &Rules) -> Option<Outcome> {
        let _ = rules;
        if self.has_majority() {
            Some(self.settle(EndReason::Majority))
        } else if self.legal_moves_mask() == 0 {
            Some(self.settle(EndReason::NoLegalMove))
        } else {
            None
        }
    }

    /// The board as a game ending here leaves it: each player's houses
    /// emptied into their own store.
    pub fn settled(&self) -> Position {
        Position {
            houses: [0; HOUSES],
            stores: [
                self.stores[0] + self.row_total(Side::South),
                self.stores[1] + self.row_total(Side::North),
            ],
            side: self.side,
        }
    }

    /// Ends the game here: each player takes the seeds in their own houses.
    pub(super) fn settle(&self, reason: EndReason) -> Outcome {
        let [south, north] = self.settled().stores;
        let winner = match south.cmp(&north) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        };
        Outcome {
            winner,
            south,
            north,
            reason,
        }
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let north = (row_start(Side::North)..HOUSES).rev();
        let south = row_start(Side::South)..row_start(Side::South) + ROW;
        for (i, h) in north.enumerate() {
            write!(f, "{}{}", if i == 0 { "" } else { "," }, self.houses[h])?;
        }
        f.write_str("/")?;
        for (i, h) in south.enumerate() {
            write!(f, "{}{}", if i == 0 { "" } else { "," }, self.houses[h])?;
        }
        write!(f, " {} {}-{}", self.side, self.stores[0], self.stores[1])
    }
}

/// Fields separated by single spaces and no other whitespace: the one
/// notation grammar of both games.
pub(crate) fn single_spaced(text: &str) -> bool {
    text.split(' ').all(|field| !field.is_empty())
        && !text.chars().any(|c| c.is_whitespace() && c != ' ')
}

/// A seed count: ASCII digits only (no sign, no spaces), at most 48.
fn parse_count(text: &str) -> Option<u8> {
    if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u8>()
        .ok()
        .filter(|&n| u32::from(n) <= TOTAL_SEEDS)
}

/// One written row, left to right as South sees the board.
fn parse_row(text: &str, row: Side) -> Result<[u8; ROW], PositionError> {
    let found = text.split(',').count();
    if found != ROW {
        return Err(PositionError::RowLength { row, found });
    }
    let mut seeds = [0; ROW];
    for (i, item) in text.split(',').enumerate() {
        seeds[i] = parse_count(item).ok_or_else(|| PositionError::BadNumber {
            row,
            entry: i + 1,
            text: item.to_string(),
        })?;
    }
    Ok(seeds)
}

impl FromStr for Position {
    type Err = PositionError;

    /// Parses the notation, or the word `start`. Exact, like Omweso's: fields
    /// separated by single spaces, no other whitespace anywhere.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "start" {
            return Ok(Position::start());
        }
        if !s.is_empty() && !single_spaced(s) {
            return Err(PositionError::Spacing);
        }
        let mut fields = s.splitn(4, ' ').filter(|_| !s.is_empty());
        let mut field = |field| fields.next().ok_or(PositionError::MissingField { field });
        let (board, side, stores) = (field("board")?, field("side to move")?, field("stores")?);
        if let Some(text) = fields.next() {
            return Err(PositionError::ExtraField {
                text: text.to_string(),
            });
        }

        let rows: Vec<&str> = board.split('/').collect();
        let [north, south] = rows[..] else {
            return Err(PositionError::RowCount { found: rows.len() });
        };
        let north = parse_row(north, Side::North)?;
        let south = parse_row(south, Side::South)?;
        let mut houses = [0; HOUSES];
        houses[..ROW].copy_from_slice(&south);
        for (i, &seeds) in north.iter().enumerate() {
            // Written left to right as South sees it: North's f first.
            houses[HOUSES - 1 - i] = seeds;
        }

        let side = side.parse::<Side>().map_err(|_| PositionError::BadSide {
            text: side.to_string(),
        })?;
        let bad_stores = || PositionError::BadStores {
            text: stores.to_string(),
        };
        let (south_store, north_store) = stores.split_once('-').ok_or_else(bad_stores)?;
        let south_store = parse_count(south_store).ok_or_else(bad_stores)?;
        let north_store = parse_count(north_store).ok_or_else(bad_stores)?;

        Position::new(houses, [south_store, north_store], side)
    }
}

/// Positions travel in JSON as their notation.
impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_notation() {
        assert_eq!(
            Position::start().to_string(),
            "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0"
        );
        assert_eq!("start".parse(), Ok(Position::start()));
    }

    #[test]
    fn north_row_is_written_from_house_11() {
        let p: Position = "1,2,3,4,5,6/7,8,9,0,0,0 N 2-1".parse().unwrap();
        assert_eq!(p.houses(), &[7, 8, 9, 0, 0, 0, 6, 5, 4, 3, 2, 1]);
        assert_eq!(p.store(Side::South), 2);
        assert_eq!(p.store(Side::North), 1);
        assert_eq!(p.side(), Side::North);
    }

    #[test]
    fn counts_are_digits_only() {
        assert_eq!(parse_count("+4"), None);
        assert_eq!(parse_count(" 4"), None);
        assert_eq!(parse_count("049"), None);
        assert_eq!(parse_count("49"), None);
        assert_eq!(parse_count("48"), Some(48));
        assert_eq!(parse_count("04"), Some(4));
    }
}

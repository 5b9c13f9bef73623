//! Positions and their text notation (rules page, sections 1 and 2).

use crate::Side;
use std::fmt;
use std::str::FromStr;

/// One player's 16 pits by circuit index `k`: 0..7 the outer row from the
/// owner's left, 8..15 the inner row from the owner's right.
pub type Pits = [u8; 16];

/// Seeds on the board.
pub const SEEDS: u32 = 64;

/// Pit letters by circuit index, in anticlockwise order.
pub const LETTERS: [char; 16] = [
    'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'h', 'g', 'f', 'e', 'd', 'c', 'b', 'a',
];

/// The pit letter of circuit index `k`.
pub fn letter(k: u8) -> char {
    LETTERS[k as usize & 15]
}

/// The circuit index of a pit letter.
pub fn pit_of_letter(c: char) -> Option<u8> {
    LETTERS.iter().position(|&l| l == c).map(|k| k as u8)
}

/// Is `k` in the inner (front) row?
#[inline]
pub fn is_inner(k: u8) -> bool {
    k >= 8
}

/// Is `k` one of the four reverse pits `i j a b` at the owner's left?
#[inline]
pub fn is_reverse_pit(k: u8) -> bool {
    matches!(k, 0 | 1 | 14 | 15)
}

/// The opponent's pits facing the mover's inner pit `k` (k ≥ 8), in the
/// opponent's own circuit indices: `(outer, inner)`.
#[inline]
pub fn opposite(k: u8) -> (u8, u8) {
    debug_assert!(is_inner(k));
    (k - 8, 23 - k)
}

/// The column of pit `k` counted from its owner's left.
pub fn column(k: u8) -> u8 {
    if k < 8 { k } else { 15 - k }
}

/// Absolute square `(row, column)`: rows 0–3 from South's outer row up,
/// columns 0–7 left to right as South sees the board.
pub fn square(side: Side, k: u8) -> (u8, u8) {
    match (side, k < 8) {
        (Side::South, true) => (0, k),
        (Side::South, false) => (1, 15 - k),
        (Side::North, true) => (3, 7 - k),
        (Side::North, false) => (2, k - 8),
    }
}

/// The pit at an absolute square, the inverse of [`square`].
pub fn pit_at(row: u8, col: u8) -> Option<(Side, u8)> {
    if col > 7 {
        return None;
    }
    match row {
        0 => Some((Side::South, col)),
        1 => Some((Side::South, 15 - col)),
        2 => Some((Side::North, col + 8)),
        3 => Some((Side::North, 7 - col)),
        _ => None,
    }
}

/// A position: both players' pits, the side to move, who has not yet
/// completed a first turn, and how many turns of each contained a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pits: [Pits; 2],
    pub(crate) side: Side,
    pub(crate) first: [bool; 2],
    pub(crate) captures: [u16; 2],
}

/// What is wrong with a position's text or contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not 2 or 4 space-separated fields.
    FieldCount(usize),
    /// The board is not 4 rows separated by `/`.
    RowCount(usize),
    /// A row (1 = top) does not have 8 counts.
    RowLength { row: usize, len: usize },
    /// A count is not a non-negative whole number.
    Count { row: usize, text: String },
    /// The board does not hold exactly 64 seeds.
    SeedTotal(u32),
    /// The side to move is not `S` or `N`.
    Side(String),
    /// The first-turn field is not `SN`, `S`, `N` or `-`.
    First(String),
    /// The captures field is not `s-n`.
    Captures(String),
    /// Whitespace other than single spaces between fields.
    Spacing,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::FieldCount(n) => write!(
                f,
                "a position has 2 or 4 space-separated fields (board side [first captures]), found {n}"
            ),
            PositionError::RowCount(n) => {
                write!(f, "the board has 4 rows separated by '/', found {n}")
            }
            PositionError::RowLength { row, len } => {
                write!(f, "row {row} has {len} counts, expected 8")
            }
            PositionError::Count { row, text } => {
                write!(f, "row {row}: {text:?} is not a seed count")
            }
            PositionError::SeedTotal(n) => write!(f, "the board holds {n} seeds, expected 64"),
            PositionError::Side(s) => write!(f, "the side to move must be S or N, not {s:?}"),
            PositionError::First(s) => {
                write!(f, "the first-turn field must be SN, S, N or -, not {s:?}")
            }
            PositionError::Spacing => {
                f.write_str("fields are separated by single spaces, with no other whitespace")
            }
            PositionError::Captures(s) => {
                write!(f, "the captures field must be two counts as s-n, not {s:?}")
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// The standard starting position, South to move.
    pub fn start() -> Position {
        let outer: Pits = [4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0];
        Position::from_arrangements(outer, outer, Side::South)
    }

    /// A fresh game from both players' arrangements: `first` moves first and
    /// neither has played a turn or captured.
    pub fn from_arrangements(south: Pits, north: Pits, first: Side) -> Position {
        Position {
            pits: [south, north],
            side: first,
            first: [true, true],
            captures: [0, 0],
        }
    }

    /// A position from its parts; the only check is the seed total.
    pub fn new(
        south: Pits,
        north: Pits,
        side: Side,
        first: [bool; 2],
        captures: [u16; 2],
    ) -> Result<Position, PositionError> {
        let total: u32 = south.iter().chain(&north).map(|&n| n as u32).sum();
        if total != SEEDS {
            return Err(PositionError::SeedTotal(total));
        }
        Ok(Position {
            pits: [south, north],
            side,
            first,
            captures,
        })
    }

    /// The player to move.
    pub fn side(&self) -> Side {
        self.side
    }

    /// One player's pits by circuit index.
    pub fn pits(&self, side: Side) -> &Pits {
        &self.pits[side.index()]
    }

    /// Seeds in one pit.
    pub fn seeds(&self, side: Side, k: u8) -> u8 {
        self.pits[side.index()][k as usize]
    }

    /// Seeds a player holds in all.
    pub fn total(&self, side: Side) -> u32 {
        self.pits(side).iter().map(|&n| n as u32).sum()
    }

    /// Has this player still to complete their first turn of the game?
    pub fn in_first_turn(&self, side: Side) -> bool {
        self.first[side.index()]
    }

    /// How many of this player's turns in this game contained a capture.
    pub fn capture_turns(&self, side: Side) -> u16 {
        self.captures[side.index()]
    }

    /// The board and side to move, which decide a repetition.
    pub fn repetition_key(&self) -> ([Pits; 2], Side) {
        (self.pits, self.side)
    }

    fn first_field(&self) -> &'static str {
        match self.first {
            [true, true] => "SN",
            [true, false] => "S",
            [false, true] => "N",
            [false, false] => "-",
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [s, n] = &self.pits;
        let rows: [[u8; 8]; 4] = [
            std::array::from_fn(|c| n[7 - c]),
            std::array::from_fn(|c| n[8 + c]),
            std::array::from_fn(|c| s[15 - c]),
            std::array::from_fn(|c| s[c]),
        ];
        for (r, row) in rows.iter().enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for (c, count) in row.iter().enumerate() {
                if c > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{count}")?;
            }
        }
        write!(
            f,
            " {} {} {}-{}",
            self.side,
            self.first_field(),
            self.captures[0],
            self.captures[1]
        )
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Position, PositionError> {
        // Exact: no trimming, single spaces between fields (rule page §2).
        if text == "start" {
            return Ok(Position::start());
        }
        if !text.is_empty() && !crate::oware::single_spaced(text) {
            return Err(PositionError::Spacing);
        }
        let fields: Vec<&str> = text.split(' ').collect();
        if fields.len() != 2 && fields.len() != 4 {
            return Err(PositionError::FieldCount(fields.len()));
        }
        let [south, north] = parse_board(fields[0])?;
        let side: Side = fields[1]
            .parse()
            .map_err(|_| PositionError::Side(fields[1].to_string()))?;
        let (first, captures) = if fields.len() == 4 {
            (parse_first(fields[2])?, parse_captures(fields[3])?)
        } else {
            ([false, false], [1, 1])
        };
        Ok(Position {
            pits: [south, north],
            side,
            first,
            captures,
        })
    }
}

/// The board of a position's first field: four rows of 8 counts, North's
/// outer and inner rows, then South's inner and outer rows, as they lie
/// from North's side of the board down; South's pits and North's.
fn parse_board(text: &str) -> Result<[[u8; 16]; 2], PositionError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 4 {
        return Err(PositionError::RowCount(rows.len()));
    }
    let mut grid = [[0u8; 8]; 4];
    let mut total = 0u32;
    for (r, row) in rows.iter().enumerate() {
        let counts: Vec<&str> = row.split(',').collect();
        if counts.len() != 8 {
            return Err(PositionError::RowLength {
                row: r + 1,
                len: counts.len(),
            });
        }
        for (c, count) in counts.iter().enumerate() {
            let n = parse_count(count).ok_or_else(|| PositionError::Count {
                row: r + 1,
                text: count.to_string(),
            })?;
            total = total.saturating_add(n);
            grid[r][c] = n.min(255) as u8;
        }
    }
    if total != SEEDS {
        return Err(PositionError::SeedTotal(total));
    }
    let mut south = [0u8; 16];
    let mut north = [0u8; 16];
    for c in 0..8 {
        north[7 - c] = grid[0][c];
        north[8 + c] = grid[1][c];
        south[15 - c] = grid[2][c];
        south[c] = grid[3][c];
    }
    Ok([south, north])
}

/// A seed count of the notation: ASCII digits only (no sign, no spaces),
/// no larger than a `u32` holds.
pub(crate) fn parse_count(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn parse_first(text: &str) -> Result<[bool; 2], PositionError> {
    match text {
        "SN" => Ok([true, true]),
        "S" => Ok([true, false]),
        "N" => Ok([false, true]),
        "-" => Ok([false, false]),
        _ => Err(PositionError::First(text.to_string())),
    }
}

fn parse_captures(text: &str) -> Result<[u16; 2], PositionError> {
    let bad = || PositionError::Captures(text.to_string());
    let (s, n) = text.split_once('-').ok_or_else(bad)?;
    let count = |t: &str| -> Result<u16, PositionError> {
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        t.parse().map_err(|_| bad())
    };
    Ok([count(s)?, count(n)?])
}

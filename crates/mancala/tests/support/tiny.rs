//! A third game, built as ARCHITECTURE.md's "How to add a game" says: one
//! `impl Game` (the rules, with `type Strategy = DefaultStrategy`: the
//! computer knows its material balance and nothing more) and nothing
//! else. Two rows of four pits, two seeds in each;
//! a move sows a pit's seeds counter-clockwise, and a last seed that makes 2
//! or 3 in an opponent's pit captures them. The game ends when a player holds
//! more than half the seeds, when the player to move has none, or after 40
//! moves (then each takes the seeds on their side). The engine's tests
//! (`third_game.rs`) search, review, match and serve it; the app's
//! (`tests/third_game.rs` at the root) put it on the table.
#![allow(dead_code)]

use mancala::Side;
use mancala::ai::DefaultStrategy;
use mancala::game::{Game, Interrupted, Next, Recorded, Successor};
use mancala::review::{Effect, Ending, Taken};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tiny;

/// Pits 0–3 are South's from left to right, 4–7 North's from right to left,
/// so sowing runs 0, 1, …, 7, 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    pub pits: [u8; 8],
    pub stores: [u8; 2],
    pub side: Side,
    pub ply: u8,
}

pub const SEEDS: u8 = 16;
pub const LAST_PLY: u8 = 40;

impl Board {
    pub fn own(side: Side) -> std::ops::Range<usize> {
        match side {
            Side::South => 0..4,
            Side::North => 4..8,
        }
    }

    pub fn on_side(&self, side: Side) -> u8 {
        self.pits[Board::own(side)].iter().sum()
    }
}

impl fmt::Display for Board {
    /// `2,2,2,2,2,2,2,2;0,0;S;0`: the pits, the stores, the mover, the ply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pits: Vec<String> = self.pits.iter().map(u8::to_string).collect();
        let side = if self.side == Side::South { 'S' } else { 'N' };
        let [s, n] = self.stores;
        write!(f, "{};{s},{n};{side};{}", pits.join(","), self.ply)
    }
}

/// A pit of the mover's, `a`–`d`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pick(pub u8);

impl fmt::Display for Pick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", (b'a' + self.0) as char)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct End {
    pub south: u8,
    pub north: u8,
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.south, self.north)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    rules: (),
    pub start: Board,
    pub moves: Vec<Pick>,
    /// Every position so far, the start first (the game has no repetition
    /// rule; the move limit ends it).
    pub positions: Vec<Board>,
    pub result: Option<End>,
}

pub fn parse_board(text: &str) -> Result<Board, String> {
    if text == "start" {
        return Ok(Tiny::start());
    }
    let fields: Vec<&str> = text.split(';').collect();
    let numbers = |field: &str| -> Result<Vec<u8>, String> {
        field
            .split(',')
            .map(|n| {
                n.parse()
                    .map_err(|_| format!("{n:?} is not a number of seeds"))
            })
            .collect()
    };
    let [pits, stores, side, ply] = fields.as_slice() else {
        return Err(format!("{text:?}: expected pits;stores;side;ply"));
    };
    let pits: [u8; 8] = numbers(pits)?.try_into().map_err(|_| "eight pits")?;
    let stores: [u8; 2] = numbers(stores)?.try_into().map_err(|_| "two stores")?;
    let side = match *side {
        "S" => Side::South,
        "N" => Side::North,
        other => return Err(format!("{other:?}: the side is S or N")),
    };
    let ply = ply.parse().map_err(|_| format!("{ply:?} is not a ply"))?;
    let total: u32 = pits.iter().chain(&stores).map(|&n| n as u32).sum();
    if total != SEEDS as u32 {
        return Err(format!("{total} seeds, not {SEEDS}"));
    }
    Ok(Board {
        pits,
        stores,
        side,
        ply,
    })
}

/// The position after `pick` (legal) and what it captured.
pub fn sow(board: &Board, pick: Pick) -> (Board, Option<(usize, u8)>) {
    let mut next = *board;
    let from = Board::own(board.side).start + pick.0 as usize;
    let mut seeds = std::mem::take(&mut next.pits[from]);
    let mut at = from;
    while seeds > 0 {
        at = (at + 1) % 8;
        if at != from {
            next.pits[at] += 1;
            seeds -= 1;
        }
    }
    let mut captured = None;
    if !Board::own(board.side).contains(&at) && matches!(next.pits[at], 2 | 3) {
        captured = Some((at, next.pits[at]));
        next.stores[board.side.index()] += std::mem::take(&mut next.pits[at]);
    }
    next.side = board.side.opponent();
    next.ply += 1;
    (next, captured)
}

impl Game for Tiny {
    type Position = Board;
    type Move = Pick;
    type Rules = ();
    type Outcome = End;
    type MoveError = String;
    type Strategy = DefaultStrategy;

    const NAME: &'static str = "tiny";

    fn start() -> Board {
        Board {
            pits: [2; 8],
            stores: [0; 2],
            side: Side::South,
            ply: 0,
        }
    }

    fn parse_position(text: &str) -> Result<Board, String> {
        parse_board(text)
    }

    fn parse_move(text: &str) -> Result<Pick, String> {
        match text.as_bytes() {
            [c @ b'a'..=b'd'] => Ok(Pick(c - b'a')),
            _ => Err(format!("{text:?}: a move is a pit a-d")),
        }
    }

    fn side_to_move(board: &Board) -> Side {
        board.side
    }

    fn legal_moves(board: &Board, _: &()) -> Vec<Pick> {
        if Tiny::outcome(board, &()).is_some() {
            return Vec::new();
        }
        let own = Board::own(board.side);
        (0..4u8)
            .filter(|&i| board.pits[own.start + i as usize] > 0)
            .map(Pick)
            .collect()
    }

    fn successors_until(
        board: &Board,
        _: &(),
        out: &mut Vec<Successor<Self>>,
        _stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        for pick in Tiny::legal_moves(board, &()) {
            let (next, _) = sow(board, pick);
            out.push((pick, next, Tiny::outcome(&next, &())));
        }
        Ok(())
    }

    fn apply(board: &Board, _: &(), pick: Pick) -> Result<Next<Self>, String> {
        if !Tiny::legal_moves(board, &()).contains(&pick) {
            return Err(format!("{pick} is not a legal move in {board}"));
        }
        let (next, _) = sow(board, pick);
        Ok((next, Tiny::outcome(&next, &())))
    }

    fn outcome(board: &Board, _: &()) -> Option<End> {
        let half = SEEDS / 2;
        let over = board.stores.iter().any(|&s| s > half)
            || board.on_side(board.side) == 0
            || board.ply >= LAST_PLY;
        over.then(|| End {
            south: board.stores[0] + board.on_side(Side::South),
            north: board.stores[1] + board.on_side(Side::North),
        })
    }

    fn value(end: &End, side: Side) -> i32 {
        let margin = end.south as i32 - end.north as i32;
        if side == Side::South { margin } else { -margin }
    }

    fn hash(board: &Board) -> u64 {
        use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
        BuildHasherDefault::<DefaultHasher>::default().hash_one(board)
    }

    fn material(board: &Board, side: Side) -> i32 {
        (board.stores[side.index()] + board.on_side(side)) as i32
    }

    type Record = Record;

    fn new_record(_: &(), start: Board) -> Record {
        Record {
            rules: (),
            start,
            moves: Vec::new(),
            positions: vec![start],
            result: Tiny::outcome(&start, &()),
        }
    }

    fn recorded(record: &Record) -> Recorded<'_, Self> {
        Recorded {
            rules: &record.rules,
            start: &record.start,
            moves: &record.moves,
            history: &record.positions,
            result: record.result,
        }
    }

    fn record_move(record: &mut Record, pick: Pick) -> Result<Next<Self>, String> {
        let now = record.positions.last().expect("the start is always there");
        let (next, outcome) = Tiny::apply(now, &(), pick)?;
        record.moves.push(pick);
        record.positions.push(next);
        record.result = outcome;
        Ok((next, outcome))
    }

    fn take_back(record: &mut Record) -> Option<Pick> {
        let pick = record.moves.pop()?;
        record.positions.pop();
        record.result = None;
        Some(pick)
    }

    /// The start on the first line, the moves on the second.
    fn parse_record(bytes: &[u8]) -> Result<Record, String> {
        let text = std::str::from_utf8(bytes).map_err(|_| "not UTF-8 text".to_string())?;
        let mut lines = text.lines();
        let start = parse_board(lines.next().unwrap_or("").trim())?;
        let mut record = Tiny::new_record(&(), start);
        for word in lines.next().unwrap_or("").split_whitespace() {
            Tiny::record_move(&mut record, Tiny::parse_move(word)?)?;
        }
        Ok(record)
    }

    fn effect(board: &Board, _: &(), pick: Pick) -> Option<Effect> {
        Tiny::legal_moves(board, &())
            .contains(&pick)
            .then_some(())?;
        let (next, captured) = sow(board, pick);
        let captures = captured.map(|(pit, seeds)| Taken {
            pits: vec![Pick((pit % 4) as u8).to_string()],
            seeds: vec![seeds as u32],
            resown_from: None,
            reverse: false,
        });
        Some(Effect {
            mv: pick.to_string(),
            mover: board.side,
            captures: captures.into_iter().collect(),
            laps: 1,
            never_ending: false,
            grand_slam_forfeited: None,
            ending: Tiny::outcome(&next, &()).map(|end| Tiny::ending(&end)),
        })
    }

    fn ending(end: &End) -> Ending {
        Ending {
            winner: Tiny::winner(end),
            kind: "majority",
            points: end.south.max(end.north) as u32,
        }
    }
}

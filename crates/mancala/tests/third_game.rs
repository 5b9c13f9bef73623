//! A third game, built as ARCHITECTURE.md's "How to add a game" says: one
//! `impl Game` (the rules) and one `impl Strategy` (three scales) and
//! nothing else. Two rows of four pits, two seeds in each;
//! a move sows a pit's seeds counter-clockwise, and a last seed that makes 2
//! or 3 in an opponent's pit captures them. The game ends when a player holds
//! more than half the seeds, when the player to move has none, or after 40
//! moves (then each takes the seeds on their side). The computer's search,
//! the review, the arena and the protocol then work for it unchanged.

use mancala::Side;
use mancala::ai::arena::{MatchOptions, play_match};
use mancala::ai::{ComputerSpec, SearchLimits, Searcher, Strategy};
use mancala::game::{Game, Interrupted, Next, Recorded, Successor};
use mancala::review::{Effect, Ending, Taken};
use std::fmt;
use std::io::Write;
use std::sync::{Arc, Mutex};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Tiny;

/// Pits 0–3 are South's from left to right, 4–7 North's from right to left,
/// so sowing runs 0, 1, …, 7, 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Board {
    pits: [u8; 8],
    stores: [u8; 2],
    side: Side,
    ply: u8,
}

const SEEDS: u8 = 16;
const LAST_PLY: u8 = 40;

impl Board {
    fn own(side: Side) -> std::ops::Range<usize> {
        match side {
            Side::South => 0..4,
            Side::North => 4..8,
        }
    }

    fn on_side(&self, side: Side) -> u8 {
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Pick(u8);

impl fmt::Display for Pick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", (b'a' + self.0) as char)
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct End {
    south: u8,
    north: u8,
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.south, self.north)
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Record {
    rules: (),
    start: Board,
    moves: Vec<Pick>,
    /// Every position so far, the start first (the game has no repetition
    /// rule; the move limit ends it).
    positions: Vec<Board>,
    result: Option<End>,
}

fn parse_board(text: &str) -> Result<Board, String> {
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
fn sow(board: &Board, pick: Pick) -> (Board, Option<(usize, u8)>) {
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

/// What the computer needs beyond the rules: only the scales; the search
/// is material balance, with no book, tables or proofs.
impl Strategy for Tiny {
    type Weights = ();
    type Scratch = ();
    const WIN_UNIT: i32 = 1_000;
    const ADVANTAGE_CAP: f64 = 8.0;
    const THRESHOLDS: [f64; 3] = [1.0, 2.0, 4.0];
}

fn board(text: &str) -> Board {
    Tiny::parse_position(text).unwrap()
}

#[test]
fn the_toy_game_sows_and_captures_by_its_rules() {
    let (next, _) = Tiny::apply(&Tiny::start(), &(), Pick(0)).unwrap();
    assert_eq!(next, board("0,3,3,2,2,2,2,2;0,0;N;1"));
    // South's d sows into North's first two pits, the last making 2: taken.
    let before = board("0,3,3,2,1,1,2,2;2,0;S;6");
    let (after, outcome) = Tiny::apply(&before, &(), Pick(3)).unwrap();
    assert_eq!(after, board("0,3,3,0,2,0,2,2;4,0;N;7"));
    assert_eq!(outcome, None);
    assert_eq!(
        Tiny::apply(&after, &(), Pick(2)),
        Ok((board("1,3,3,0,2,0,0,3;4,0;S;8"), None)),
        "North's c ends on South's side: nothing taken"
    );
    assert!(Tiny::apply(&before, &(), Pick(0)).is_err(), "a is empty");
    assert!(Tiny::parse_position("1,1;0,0;S;0").is_err());
}

#[test]
fn the_search_takes_the_winning_capture() {
    // South's c makes 3 in North's first pit: 9 of 16 stored, a win; a
    // takes nothing.
    let win = board("1,0,2,0,2,1,0,0;6,4;S;20");
    assert_eq!(
        Tiny::apply(&win, &(), Pick(2)).unwrap().1,
        Some(End {
            south: 11,
            north: 5
        })
    );
    assert_eq!(Tiny::apply(&win, &(), Pick(0)).unwrap().1, None);
    let mut searcher = Searcher::<Tiny>::new(());
    let found = searcher.search(&win, &[win], &SearchLimits::depth(4), None);
    assert_eq!(found.best, Some(Pick(2)));
    assert!(found.score > 0, "a won game scores above nothing");
}

/// A game between two searchers, to its end.
fn searched_game() -> Record {
    let mut record = Tiny::new_record(&(), Tiny::start());
    let mut searcher = Searcher::<Tiny>::new(());
    while record.result.is_none() {
        let read = Tiny::recorded(&record);
        let now = *read.current();
        let history = read.history.to_vec();
        let found = searcher.search(&now, &history, &SearchLimits::depth(3), None);
        Tiny::record_move(
            &mut record,
            found.best.expect("a move while the game goes on"),
        )
        .unwrap();
    }
    record
}

#[test]
fn a_searched_game_is_recorded_read_back_and_reviewed() {
    let record = searched_game();
    let read = Tiny::recorded(&record);
    assert!(read.result.is_some());
    assert_eq!(read.history.len(), read.moves.len() + 1);
    let words: Vec<String> = read.moves.iter().map(Pick::to_string).collect();
    let file = format!("start\n{}\n", words.join(" "));
    assert_eq!(Tiny::parse_record(file.as_bytes()), Ok(record.clone()));

    let review = mancala::review::review::<Tiny>(&record, SearchLimits::depth(3), None, |_, _| {});
    assert_eq!(review.positions.len(), record.positions.len());
    assert_eq!(review.moves.len(), record.moves.len());
    let last = review.positions.last().unwrap();
    assert_eq!(
        last,
        &mancala::review::PositionReview::over(&record.result.unwrap(), last.side),
        "the review's last word is the game's result"
    );
}

#[test]
fn the_arena_plays_a_match_of_the_toy_game() {
    let options = MatchOptions {
        games: 4,
        random_moves: 1,
        max_moves: 60,
        ..MatchOptions::default()
    };
    let mut reports = 0;
    let tally = play_match::<Tiny>(
        &(),
        ComputerSpec::Greedy,
        ComputerSpec::Random,
        &options,
        |_| reports += 1,
    )
    .unwrap();
    assert_eq!((tally.games(), reports), (4, 4));
}

/// Output the protocol writes, kept for the test to read.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().write(bytes)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn the_protocol_serves_the_toy_game() {
    let out = Shared::default();
    let input =
        "uci\nisready\nposition startpos moves a e\nposition startpos moves a\ngo depth 2\n";
    mancala::engine::uci::serve::<Tiny>((), input.as_bytes(), out.clone());
    let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
    assert!(text.lines().any(|l| l == "readyok"), "{text}");
    assert!(text.contains("a move is a pit a-d"), "{text}");
    let best = text
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("an answer to go");
    let after_a = Tiny::apply(&Tiny::start(), &(), Pick(0)).unwrap().0;
    let legal: Vec<String> = Tiny::legal_moves(&after_a, &())
        .iter()
        .map(Pick::to_string)
        .collect();
    assert!(legal.iter().any(|m| m == best), "{best} of {legal:?}");
}

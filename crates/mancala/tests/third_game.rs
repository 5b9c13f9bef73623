//! The third game of `support/tiny.rs`, built as ARCHITECTURE.md's "How
//! to add a game" says: the computer's search, the review, the arena and the
//! protocol then work for it unchanged.

#[path = "support/tiny.rs"]
mod tiny;

use mancala::ai::arena::{MatchOptions, play_match};
use mancala::ai::{ComputerSpec, SearchLimits, Searcher};
use mancala::game::Game;
use std::io::Write;
use std::sync::{Arc, Mutex};
use tiny::*;

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

    let review =
        mancala::review::review::<Tiny>(&record, SearchLimits::depth(3), 1, None, |_, _| {});
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

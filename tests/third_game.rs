//! ARCHITECTURE.md's recipe, followed for a game the app has never heard
//! of: the engine's tiny third game (`crates/mancala/tests/support/tiny.rs`,
//! two rows of four pits) is put on the table from here, outside the
//! crate, with one `MatchGame` impl (its matches and its board) and `add_game`. The
//! registry then lists it and files name it; the computer searches it
//! and plays it headless against itself, a person's pick plays it, the
//! board's seeds follow it, and a saved match of it reads back.

#[path = "../crates/mancala/tests/support/tiny.rs"]
mod tiny;

use bevy::prelude::*;
use mancala::Side;
use mancala::game::Game;
use omweso::games::{Counts, GameKind};
use omweso::settings::AnimSpeed;
use omweso::systems::session::game::Moved;
use omweso::systems::session::view::ResultView;
use omweso::systems::session::{
    Action, Controller, Level, MatchConfig, MatchGame, SavedMatch, Scene, SeedStep, Session,
};
use omweso::testing::{
    engine_counts, match_on_table, notices, run_until_quiet, run_until_settled, seed_counts,
    start_match,
};
use omweso::text::Text;
use serde::{Deserialize, Serialize};
use std::ops::Range;
use tiny::{Board, End, Pick, Tiny};

/// Each side's store, after its four pits.
const STORE: u8 = 4;

/// Seeds per pit of a board (pit `i` of the engine's eight is South's `i`
/// for 0–3 and North's `i - 4` for 4–7).
fn counts_of(board: &Board) -> Counts {
    let mut counts = [[0u8; 16]; 2];
    for side in Side::BOTH {
        let own = Board::own(side);
        counts[side.index()][..4].copy_from_slice(&board.pits[own]);
        counts[side.index()][usize::from(STORE)] = board.stores[side.index()];
    }
    counts
}

/// The pit of one of the engine's eight.
fn pit(i: usize) -> (Side, u8) {
    let side = if i < 4 { Side::South } else { Side::North };
    (side, (i % 4) as u8)
}

/// A match of the tiny game: the first to win two games.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Wins([u32; 2]);

impl MatchGame for Tiny {
    type Score = Wins;
    type Points = End;
    type Question = std::convert::Infallible;
    type Turn = ();

    fn new_score(_: &MatchConfig) -> Wins {
        Wins::default()
    }
    fn count_game(score: &mut Wins, outcome: &End) {
        if let Some(winner) = Tiny::winner(outcome) {
            score.0[winner.index()] += 1;
        }
    }
    fn match_over(score: &Wins) -> bool {
        score.0.iter().any(|&wins| wins >= 2)
    }
    fn match_winner(score: &Wins) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|side| score.0[side.index()] >= 2)
    }
    fn match_points(score: &Wins, side: Side) -> u32 {
        score.0[side.index()]
    }
    fn points(outcome: &End, _: Side) -> End {
        *outcome
    }
    fn points_words(points: &End) -> Text {
        Text::plain(points.to_string())
    }

    fn play(session: &mut Session<Self>, pick: Pick) {
        let before = *session.position();
        let (after, outcome) = match Tiny::record_move(&mut session.record, pick) {
            Ok(next) => next,
            Err(why) => return session.notice(Text::plain(why)),
        };
        let from = Board::own(before.side).start + usize::from(pick.0);
        let mut steps = vec![SeedStep::Lift(pit(from).0, pit(from).1)];
        let mut sown = Vec::new();
        let mut at = from;
        while sown.len() < usize::from(before.pits[from]) {
            at = (at + 1) % 8;
            if at != from {
                sown.push(pit(at));
            }
        }
        steps.extend(sown.iter().map(|&(side, k)| SeedStep::Drop(side, k)));
        let captured = Tiny::seeds_captured(&(), &before, pick, &after);
        if captured > 0 {
            let store = (before.side, STORE);
            steps.push(SeedStep::Take {
                from: pit(at),
                over: store,
            });
            steps.push(SeedStep::Bank(store.0, store.1));
        }
        session.show(Scene::Steps(steps));
        session.moved(Moved {
            mover: before.side,
            mv: pick,
            pits: sown,
            captured,
            outcome,
            caption: Text::plain(format!("{pick}")),
        });
    }

    fn counts(session: &Session<Self>) -> Counts {
        counts_of(session.position())
    }
    fn score_line(session: &Session<Self>, side: Side) -> Text {
        Text::plain(session.score.0[side.index()].to_string())
    }
    fn format_lines(_: &Session<Self>) -> (Text, Option<Text>) {
        (Text::plain("first to two"), None)
    }
    fn result_view(session: &Session<Self>, outcome: &End) -> ResultView {
        ResultView {
            title: Text::plain(outcome.to_string()),
            subtitle: None,
            detail: Text::plain(""),
            match_line: Text::plain(format!("{:?}", session.score.0)),
            known: None,
        }
    }

    // The board: each side's row of four pits, its store at its right.
    fn name() -> &'static str {
        "Tiny"
    }
    fn board_counts(board: &Board) -> Counts {
        counts_of(board)
    }
    fn pits() -> Range<u8> {
        0..STORE + 1
    }
    fn houses() -> Range<u8> {
        0..STORE
    }
    fn board_model() -> String {
        "models/oware_board.glb".into()
    }
    fn seed_model() -> String {
        "models/oware_seed.glb".into()
    }
    fn pit_center(side: Side, k: u8) -> Vec3 {
        let x = match (side, k) {
            (Side::South, STORE) => 3.0,
            (Side::North, STORE) => -3.0,
            (Side::South, k) => f32::from(k) * 1.1 - 1.65,
            (Side::North, k) => 1.65 - f32::from(k) * 1.1,
        };
        let z = if k == STORE { 0.0 } else { 0.6 };
        Vec3::new(x, 0.0, if side == Side::South { z } else { -z })
    }
}

/// The headless app with the tiny game added, as a program would add it.
fn app() -> omweso::testing::TestApp {
    let mut app = omweso::testing::app();
    omweso::add_game::<Tiny>(&mut app);
    app
}

fn tiny_match(players: [Controller; 2]) -> MatchConfig {
    MatchConfig {
        game: Tiny::KIND,
        players,
        ..MatchConfig::default()
    }
}

#[test]
fn the_registry_lists_the_third_game_and_refuses_an_unknown_one() {
    let _app = app();
    assert_eq!(GameKind::from_id("tiny"), Some(Tiny::KIND));
    let names: Vec<&str> = GameKind::all().iter().map(|game| game.name()).collect();
    assert_eq!(names, ["Omweso", "Oware", "Tiny"]);
    assert_eq!(GameKind::from_id("bao"), None);
    // Its facts come from the nine answers and the defaults.
    assert_eq!(Tiny::KIND.seeds(), 16);
    assert_eq!(Tiny::KIND.pit_of_letter('c'), Some(2));
    assert_eq!(Tiny::KIND.tagline(), "title-tiny-tagline");
    // Files name it like the others; an unknown game is one line.
    let config = tiny_match([Controller::Human, Controller::Human]);
    let json = serde_json::to_string(&config).unwrap();
    assert!(json.contains(r#""game":"Tiny""#), "{json}");
    let back: MatchConfig = serde_json::from_str(&json).unwrap();
    assert_eq!(back.game, Tiny::KIND);
    let unknown = json.replace(r#""game":"Tiny""#, r#""game":"Bao""#);
    let error = serde_json::from_str::<MatchConfig>(&unknown).unwrap_err();
    assert!(
        error.to_string().contains(r#"does not know: "Bao""#),
        "{error}"
    );
    let error = omweso::options::Options::from_args(["--game".into(), "bao".into()]);
    let error = error.expect_err("an unknown game is refused");
    assert!(error.contains("tiny"), "the known games are named: {error}");
}

#[test]
fn the_computer_plays_the_third_game_against_itself_headless() {
    let mut app = app();
    let computers = [Level::Beginner, Level::Casual].map(Controller::Computer);
    start_match(&mut app, tiny_match(computers), AnimSpeed::Instant);
    run_until_settled(&mut app, 5_000);
    assert_eq!(match_on_table(&app).map(|(game, _)| game), Some(Tiny::KIND));
    let session = app.world().resource::<Session<Tiny>>();
    assert!(session.games >= 1, "a game was played to its end");
    let played = session.recorded().moves.len() + session.games as usize;
    assert!(played > 1, "moves were played");
    assert!(session.recorded().result.is_some() || Tiny::match_over(&session.score));
    // The board's seeds went where the engine's did, game after game.
    assert_eq!(seed_counts(&mut app), engine_counts(&app));
}

#[test]
fn a_pick_plays_the_third_game_and_an_empty_pit_is_refused() {
    let mut app = app();
    let people = [Controller::Human, Controller::Human];
    start_match(&mut app, tiny_match(people), AnimSpeed::Instant);
    app.world_mut().write_message(Action::Pit(1));
    app.update();
    run_until_quiet(&mut app, 2_000);
    let board = *app.world().resource::<Session<Tiny>>().position();
    assert_eq!(board.to_string(), "2,0,3,3,2,2,2,2;0,0;N;1");
    assert_eq!(seed_counts(&mut app), counts_of(&board));
    // North's pit b (the engine's 5) is full; South's own b is now empty,
    // but it is North's turn: North picks its b, then South its empty b.
    app.world_mut().write_message(Action::Pit(1));
    app.update();
    run_until_quiet(&mut app, 2_000);
    notices(&mut app);
    app.world_mut().write_message(Action::Pit(1));
    app.update();
    run_until_quiet(&mut app, 2_000);
    let said = notices(&mut app);
    assert!(
        said.iter().any(|n| n.contains("not a legal move")),
        "{said:?}"
    );
    let moves = app
        .world()
        .resource::<Session<Tiny>>()
        .recorded()
        .moves
        .len();
    assert_eq!(moves, 2, "the refused pick played nothing");
}

#[test]
fn a_saved_match_of_the_third_game_reads_back() {
    let mut app = app();
    let people = [Controller::Human, Controller::Human];
    start_match(&mut app, tiny_match(people), AnimSpeed::Instant);
    app.world_mut().write_message(Action::Pit(0));
    app.update();
    run_until_quiet(&mut app, 2_000);
    let saved = app.world().resource::<Session<Tiny>>().saved();
    let json = saved.to_json();
    assert!(
        json.contains(r#""tiny": {"#),
        "the game's data under its id: {json}"
    );
    let read = SavedMatch::read(&json).unwrap();
    assert_eq!(read.config.game, Tiny::KIND);
    assert_eq!(read.moves(), 1);
    let spoiled = json.replacen(r#""moves": ["#, r#""moves": [[9],"#, 1);
    assert!(SavedMatch::read(&spoiled).is_err(), "a bad move is refused");
}

/// The trait impls for `Tiny` in `source`.
fn traits_implemented(source: &str) -> Vec<&str> {
    source
        .lines()
        .filter_map(|line| line.strip_prefix("impl ")?.strip_suffix(" for Tiny {"))
        .collect()
}

#[test]
fn the_third_game_implements_two_traits_one_per_crate() {
    let engine = include_str!("../crates/mancala/tests/support/tiny.rs");
    let table = include_str!("third_game.rs");
    assert_eq!(traits_implemented(engine), ["Game"]);
    assert_eq!(traits_implemented(table), ["MatchGame"]);
}

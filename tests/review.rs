//! The review screen, headless: the engine's judgement fills in off the
//! frame and equals the engine's own review; the board follows every step
//! and jump; another move tried comes back to the game; the end banner's
//! "Review this game" opens it. Searches are bounded by nodes, so every
//! machine sees the same review.

use bevy::prelude::*;
use mancala::ai::SearchLimits;
use mancala::ai::Searchable;
use mancala::game::{Omweso, Oware};
use omweso::Screen;
use omweso::settings::AnimSpeed;
use omweso::systems::persistence::DataDir;
use omweso::systems::session::{
    Action, AnyRecord, Controller, MatchConfig, MatchGame, NextMatch, OpenMatch, ReviewBudget,
    ReviewView, Session,
};
use omweso::testing::{
    TestApp, app, engine_counts, english, run_until_quiet, seed_counts, start_match, update_until,
};

const BUDGET: u64 = 3_000;

fn record<G: Searchable>(name: &str) -> G::Record {
    let path = format!(
        "{}/crates/mancala/tests/data/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    G::parse_record(&std::fs::read(path).unwrap()).unwrap()
}

/// The game opened in the review, the seeds settled, the engine's
/// judgement complete.
fn open_review(record: AnyRecord) -> TestApp {
    let mut app = app();
    app.insert_resource(ReviewBudget(SearchLimits::nodes(BUDGET), 1));
    app.world_mut()
        .resource_mut::<omweso::settings::Settings>()
        .speed = AnimSpeed::Instant;
    app.insert_resource(NextMatch(Some(OpenMatch::Replay(record))));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    let judged = update_until(&mut app, 1_000, |app| {
        let view = app.world().resource::<ReviewView>();
        view.active && view.analysed == view.positions
    });
    assert!(judged, "the review finished");
    run_until_quiet(&mut app, 100);
    app
}

fn view(app: &App) -> &ReviewView {
    app.world().resource::<ReviewView>()
}

fn session<G: MatchGame>(app: &App) -> &Session<G> {
    app.world().resource::<Session<G>>()
}

fn act(app: &mut App, action: Action) {
    app.world_mut().write_message(action);
    run_until_quiet(app, 2_000);
}

/// The board shows the game after `n` moves: the engine's position and the
/// seed entities agree with it.
fn assert_shows<G: MatchGame>(app: &mut App, game: &G::Record, n: usize) {
    let mut prefix = game.clone();
    while G::recorded(&prefix).moves.len() > n {
        G::take_back(&mut prefix);
    }
    assert_eq!(
        session::<G>(app).position(),
        G::recorded(&prefix).current(),
        "after {n} moves"
    );
    assert_eq!(view(app).at, n);
    assert_eq!(seed_counts(app), engine_counts(app), "after {n} moves");
}

#[test]
fn the_graph_and_the_classes_are_the_engines_own_review() {
    let game = record::<Oware>("oware_casual_intermediate.json");
    let app = open_review(Oware::any_record(&game));
    let expected =
        mancala::review::review::<Oware>(&game, SearchLimits::nodes(BUDGET), 1, None, |_, _| {});
    let shown = view(&app);
    let advantage: Vec<f32> = shown.advantage.iter().map(|a| a.unwrap()).collect();
    let engine: Vec<f32> = expected.advantage().iter().map(|&a| a as f32).collect();
    assert_eq!(advantage, engine);
    assert_eq!(shown.entries.len(), game.moves().len());
    for (entry, judged) in shown.entries.iter().zip(&expected.moves) {
        assert_eq!(entry.class, Some(judged.class));
        assert_eq!(entry.notation, judged.played.to_string());
        assert_eq!(entry.words.is_some(), judged.class.is_error());
    }
    // North won: the turning point is one of South's errors, in words.
    let (index, words) = shown.turning_point.clone().expect("a turning point");
    assert_eq!(shown.entries[index].mover, mancala::Side::South);
    assert!(english(&words).starts_with(&format!("The game turned at move {}", index + 1)));
    // An error's words name the better move.
    let error = shown.entries.iter().find(|e| e.words.is_some()).unwrap();
    assert!(english(error.words.as_ref().unwrap()).starts_with("Better was "));
}

#[test]
fn stepping_and_jumping_keep_the_board_on_the_game() {
    let game = record::<Oware>("oware_casual_intermediate.json");
    let mut app = open_review(Oware::any_record(&game));
    assert_shows::<Oware>(&mut app, &game, 0);
    for n in 1..=game.moves().len() {
        act(&mut app, Action::Redo);
        assert_shows::<Oware>(&mut app, &game, n);
    }
    for n in (40..game.moves().len()).rev() {
        act(&mut app, Action::Undo);
        assert_shows::<Oware>(&mut app, &game, n);
    }
    for n in [0, 31, 7, game.moves().len(), 12] {
        act(&mut app, Action::Seek(n));
        assert_shows::<Oware>(&mut app, &game, n);
    }
}

#[test]
fn an_omweso_review_steps_too_and_keeps_the_captures() {
    let game = record::<Omweso>("omweso_casual_intermediate.json");
    let mut app = open_review(Omweso::any_record(&game));
    for n in [9, 26, 38, 0] {
        act(&mut app, Action::Seek(n));
        assert_shows::<Omweso>(&mut app, &game, n);
    }
    // Stepping one move forward from a jump counts the same captures as
    // jumping there.
    act(&mut app, Action::Seek(24));
    act(&mut app, Action::Redo);
    let stepped = session::<Omweso>(&app).captured;
    act(&mut app, Action::Seek(25));
    assert_eq!(session::<Omweso>(&app).captured, stepped);
}

#[test]
fn another_move_tried_comes_back_to_the_game() {
    let game = record::<Oware>("oware_casual_intermediate.json");
    let mut app = open_review(Oware::any_record(&game));
    act(&mut app, Action::Seek(10));
    let played = game.moves()[10];
    act(&mut app, Action::Branch(None));
    assert!(view(&app).branching);
    let s = session::<Oware>(&app);
    assert!(!s.replay, "a branch plays");
    assert_eq!(s.config.players, [Controller::Human, Controller::Human]);
    let other = s
        .position()
        .legal_moves(&Default::default())
        .into_iter()
        .find(|&m| m != played)
        .unwrap();
    act(&mut app, Action::Pit(other.house()));
    let reply = session::<Oware>(&app)
        .position()
        .legal_moves(&Default::default())[0];
    act(&mut app, Action::Pit(reply.house()));
    assert_eq!(session::<Oware>(&app).record.moves().len(), 12);
    assert_ne!(session::<Oware>(&app).record.moves()[10], played);
    act(&mut app, Action::BackToGame);
    assert!(!view(&app).branching);
    assert!(session::<Oware>(&app).replay);
    assert_shows::<Oware>(&mut app, &game, 10);
    // The rest of the game is still there to step through.
    act(&mut app, Action::Seek(game.moves().len()));
    assert_shows::<Oware>(&mut app, &game, game.moves().len());
    // Nothing of the review or the branch was saved as a match.
    let dir = app.world().resource::<DataDir>().clone();
    assert!(!dir.autosave().exists());
}

#[test]
fn against_the_computer_a_branch_gets_its_reply() {
    let game = record::<Oware>("oware_casual_intermediate.json");
    let mut app = open_review(Oware::any_record(&game));
    act(&mut app, Action::Seek(4));
    act(
        &mut app,
        Action::Branch(Some(omweso::systems::session::Level::Beginner)),
    );
    let mover = session::<Oware>(&app).to_move();
    assert_eq!(
        session::<Oware>(&app).player(mover.opponent()),
        Controller::Computer(omweso::systems::session::Level::Beginner)
    );
    let first = session::<Oware>(&app)
        .position()
        .legal_moves(&Default::default())[0];
    act(&mut app, Action::Pit(first.house()));
    let replied = update_until(&mut app, 2_000, |app| {
        session::<Oware>(app).record.moves().len() == 6 && session::<Oware>(app).human_to_act()
    });
    assert!(replied, "the computer answered");
    act(&mut app, Action::BackToGame);
    assert_shows::<Oware>(&mut app, &game, 4);
}

#[test]
fn the_end_banners_review_opens_the_game_just_played() {
    // Two people play the recorded game again, move by move.
    let game = record::<Oware>("oware_casual_intermediate.json");
    let mut app = app();
    app.insert_resource(ReviewBudget(SearchLimits::nodes(BUDGET), 3));
    let config = MatchConfig {
        game: omweso::games::GameKind::OWARE,
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config.clone(), AnimSpeed::Instant);
    for mv in game.moves() {
        act(&mut app, Action::Pit(mv.house()));
    }
    assert_eq!(session::<Oware>(&app).record.result(), game.result());
    assert!(!view(&app).active);
    act(&mut app, Action::ReviewGame);
    let judged = update_until(&mut app, 1_000, |app| {
        let view = app.world().resource::<ReviewView>();
        view.active && view.analysed == view.positions
    });
    assert!(judged);
    assert!(session::<Oware>(&app).replay);
    assert_eq!(view(&app).total, game.moves().len());
    // Three positions at a time, each judged across the batches' seams.
    let classes = view(&app)
        .entries
        .iter()
        .filter(|e| e.class.is_some())
        .count();
    assert_eq!(classes, game.moves().len(), "every move is judged");
    assert_shows::<Oware>(&mut app, &game, 0);
    // The game is in the history once; a game finished in a branch of its
    // review is not a game of the player's.
    let kept = |app: &App| {
        app.world()
            .resource::<omweso::systems::persistence::Journal>()
            .entries()
            .len()
    };
    assert_eq!(kept(&app), 1);
    let n = game.moves().len();
    act(&mut app, Action::Seek(n - 1));
    act(&mut app, Action::Branch(None));
    act(&mut app, Action::Pit(game.moves()[n - 1].house()));
    assert!(session::<Oware>(&app).record.result().is_some());
    assert_eq!(kept(&app), 1);
    act(&mut app, Action::BackToGame);
    // A new match leaves the review.
    act(&mut app, Action::NewMatch(Box::new(config)));
    assert!(!view(&app).active, "a new match is no review");
}

#[test]
fn at_a_kiosk_the_end_of_a_game_tells_its_turning_point_for_a_while() {
    use omweso::systems::session::turning_point::{SHOWN_FOR, TurningPoint};
    let game = record::<Oware>("oware_casual_intermediate.json");
    let mut app = app();
    app.insert_resource(omweso::settings::Kiosk { on: true });
    let config = MatchConfig {
        game: omweso::games::GameKind::OWARE,
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    for mv in game.moves() {
        act(&mut app, Action::Pit(mv.house()));
    }
    let told = update_until(&mut app, 100, |app| {
        app.world().resource::<TurningPoint>().text.is_some()
    });
    assert!(told, "the turning point was found");
    let sentence = english(
        app.world()
            .resource::<TurningPoint>()
            .text
            .as_ref()
            .unwrap(),
    );
    assert!(
        sentence.starts_with("The game turned at move "),
        "{sentence}"
    );
    assert!(sentence.contains("South played"), "North won: {sentence}");
    // It goes after a while (50 ms an update), with no one touching anything.
    let updates = (SHOWN_FOR / 0.05) as usize + 2;
    assert!(update_until(&mut app, updates, |app| {
        app.world().resource::<TurningPoint>().text.is_none()
    }));
}

//! A kiosk left alone goes back to its title from wherever the last
//! visitor left it: a game with the menu open, a lesson, a puzzle, a
//! review. "Still playing?" comes first, then the title, with the lesson,
//! the puzzle, the review and the menu closed, ready for the next visitor.
//! Headless, with the test clock (50 ms an update).

use bevy::prelude::*;
use mancala::ai::SearchLimits;
use mancala::game::Game;
use mancala::game::Oware;
use omweso::games::GameKind;
use omweso::settings::{AnimSpeed, Kiosk, Settings};
use omweso::systems::demonstration::{Demonstration, GAME_IDLE, STILL_PLAYING};
use omweso::systems::lessons::puzzles::{PuzzleAction, Solver};
use omweso::systems::lessons::{LessonAction, Tutor};
use omweso::systems::session::{
    Controller, MatchConfig, MatchGame, NextMatch, OmwesoSession, OpenMatch, OwareSession,
    ReviewBudget, ReviewView,
};
use omweso::testing::{TestApp, app, run_until_quiet, set_paused, start_match, update_until};
use omweso::{Pause, Screen};

fn kiosk() -> TestApp {
    let mut app = app();
    app.insert_resource(Kiosk { on: true });
    app.world_mut().resource_mut::<Settings>().speed = AnimSpeed::Instant;
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Updates for this many seconds of the test clock.
fn wait(app: &mut App, seconds: f32) {
    for _ in 0..(seconds / 0.05).ceil() as usize {
        app.update();
    }
}

fn on_table(app: &App) -> bool {
    screen(app) == Screen::Playing
        && (app.world().get_resource::<OmwesoSession>().is_some()
            || app.world().get_resource::<OwareSession>().is_some())
}

/// Left alone, the kiosk asks "Still playing?" after its idle time, then
/// goes back to a clean title.
fn left_alone_it_goes_back_to_a_clean_title(app: &mut App) {
    assert!(on_table(app));
    wait(app, GAME_IDLE - 1.0);
    assert_eq!(
        app.world().resource::<Demonstration>().asking,
        None,
        "not yet"
    );
    wait(app, 2.0);
    assert!(
        app.world().resource::<Demonstration>().asking.is_some(),
        "Still playing? is asked"
    );
    assert_eq!(screen(app), Screen::Playing);
    wait(app, STILL_PLAYING + 1.0);
    assert_eq!(screen(app), Screen::Title);
    let world = app.world();
    assert_eq!(
        *world.resource::<State<Pause>>().get(),
        Pause::Running,
        "the menu closed"
    );
    assert!(world.get_resource::<OmwesoSession>().is_none());
    assert!(world.get_resource::<OwareSession>().is_none());
    assert_eq!(world.resource::<Tutor>().current, None, "the lesson closed");
    assert_eq!(
        world.resource::<Solver>().current,
        None,
        "the puzzle closed"
    );
    assert!(!world.resource::<ReviewView>().active, "the review closed");
}

#[test]
fn a_game_left_with_the_menu_open_goes_back_to_the_title() {
    let mut app = kiosk();
    let config = MatchConfig {
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    set_paused(&mut app, true);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    left_alone_it_goes_back_to_a_clean_title(&mut app);
}

#[test]
fn a_lesson_left_alone_goes_back_to_the_title() {
    let mut app = kiosk();
    app.world_mut().write_message(LessonAction::Open(0));
    assert!(update_until(&mut app, 50, |app| {
        on_table(app) && app.world().resource::<Tutor>().current.is_some()
    }));
    run_until_quiet(&mut app, 500);
    // The analysis took many updates of the test clock: the visitor's last
    // touch is now, as when they start reading the review.
    app.world_mut().resource_mut::<Demonstration>().idle = 0.0;
    left_alone_it_goes_back_to_a_clean_title(&mut app);
}

#[test]
fn a_puzzle_left_alone_goes_back_to_the_title() {
    let mut app = kiosk();
    app.world_mut()
        .write_message(PuzzleAction::Open(GameKind::OMWESO, 0));
    assert!(update_until(&mut app, 50, |app| {
        on_table(app) && app.world().resource::<Solver>().current.is_some()
    }));
    run_until_quiet(&mut app, 500);
    // The analysis took many updates of the test clock: the visitor's last
    // touch is now, as when they start reading the review.
    app.world_mut().resource_mut::<Demonstration>().idle = 0.0;
    left_alone_it_goes_back_to_a_clean_title(&mut app);
}

#[test]
fn a_review_left_alone_goes_back_to_the_title() {
    let mut app = kiosk();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/mancala/tests/data/oware_casual_intermediate.json"
    );
    let record = Oware::parse_record(&std::fs::read(path).unwrap()).unwrap();
    app.insert_resource(ReviewBudget(SearchLimits::nodes(3_000), 2));
    app.insert_resource(NextMatch(Some(OpenMatch::Replay(Oware::any_record(
        &record,
    )))));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    assert!(update_until(&mut app, 1_000, |app| {
        let view = app.world().resource::<ReviewView>();
        on_table(app) && view.active && view.analysed == view.positions
    }));
    run_until_quiet(&mut app, 500);
    // The analysis took many updates of the test clock: the visitor's last
    // touch is now, as when they start reading the review.
    app.world_mut().resource_mut::<Demonstration>().idle = 0.0;
    left_alone_it_goes_back_to_a_clean_title(&mut app);
}

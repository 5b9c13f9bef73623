//! The menu pauses the game: with it open no move is made, no lap is
//! shown, no seed moves and the blitz clock stands; closing it continues
//! exactly where it stopped.

use bevy::prelude::*;
use omweso::settings::AnimSpeed;
use omweso::systems::board::entities::Seed;
use omweso::systems::session::{Action, Controller, Level, MatchConfig, ShowProgress, Way};
use omweso::testing::{
    app, omweso as session, run_until_quiet, set_paused, start_match, update_until,
    wait_for_background,
};

/// Where every seed is.
fn seed_places(app: &mut App) -> Vec<(usize, Vec3)> {
    let world = app.world_mut();
    let mut places: Vec<(usize, Vec3)> = world
        .query::<(&Seed, &Transform)>()
        .iter(world)
        .map(|(seed, t)| (seed.index, t.translation))
        .collect();
    places.sort_by_key(|p| p.0);
    places
}

#[test]
fn with_the_menu_open_the_computer_the_seeds_and_the_board_wait() {
    let mut app = app();
    let config = MatchConfig {
        players: [
            Controller::Computer(Level::Beginner),
            Controller::Computer(Level::Beginner),
        ],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Slow);
    // Let the computers start: a move is being shown or thought about.
    assert!(update_until(&mut app, 2_000, |app| !session(app)
        .record
        .moves()
        .is_empty()));
    for _ in 0..3 {
        app.update();
    }
    set_paused(&mut app, true);
    let moves = session(&app).record.moves().len();
    let progress = *app.world().resource::<ShowProgress>();
    let places = seed_places(&mut app);
    for _ in 0..200 {
        wait_for_background(&mut app);
        app.update();
    }
    assert_eq!(session(&app).record.moves().len(), moves, "no move is made");
    let now = *app.world().resource::<ShowProgress>();
    assert_eq!((now.sent, now.finished), (progress.sent, progress.finished));
    assert_eq!(seed_places(&mut app), places, "no seed moves");
    // Closing the menu goes on from there.
    set_paused(&mut app, false);
    update_until(&mut app, 4_000, |app| {
        session(app).record.moves().len() > moves + 1
    });
    assert!(
        session(&app).record.moves().len() > moves + 1,
        "play goes on"
    );
}

#[test]
fn the_blitz_clock_stands_while_the_menu_is_open() {
    let mut app = app();
    let config = MatchConfig {
        omweso: omweso::systems::session::OmwesoConfig {
            way: Way::Ekyobutabal,
            ..Default::default()
        },
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    for _ in 0..20 {
        app.update();
    }
    set_paused(&mut app, true);
    let clock = session(&app).clock;
    assert!(clock > 0.5 && clock < 3.0, "{clock}");
    // Ten seconds of game time with the menu open: no steal.
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(session(&app).clock, clock);
    assert!(session(&app).record.moves().is_empty());
    // A click while paused is not played either.
    app.world_mut().write_message(Action::Pit(4));
    app.update();
    set_paused(&mut app, false);
    run_until_quiet(&mut app, 100);
    assert!(session(&app).record.moves().is_empty());
    app.update();
    assert!(session(&app).clock < clock, "the clock runs again");
}

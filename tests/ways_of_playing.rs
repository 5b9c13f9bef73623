//! The three ways of playing: take-backs in Ekyokubala (against the computer
//! one undo takes back your move and its reply), none in Ekisibé, and the
//! 3-second blitz clock of Ekyobutabal that steals the turn.

use bevy::prelude::*;
use mancala::Side;
use mancala::omweso::{Move, Position};
use omweso::settings::AnimSpeed;
use omweso::systems::session::{Action, Controller, Level, MatchConfig, OmwesoSession, Phase, Way};
use omweso::testing::{app, run_until_quiet, run_until_settled, start_match};

fn config(way: Way, players: [Controller; 2]) -> MatchConfig {
    MatchConfig {
        omweso: omweso::systems::session::OmwesoConfig {
            way,
            ..Default::default()
        },
        players,
        ..MatchConfig::default()
    }
}

fn send(app: &mut App, action: Action) {
    app.world_mut().write_message(action);
}

fn session(app: &App) -> &OmwesoSession {
    omweso::testing::omweso(app)
}

fn notices(app: &mut App) -> Vec<String> {
    omweso::testing::notices(app)
}

#[test]
fn ekyokubala_undo_against_the_computer_takes_back_the_move_and_its_reply() {
    let mut app = app();
    let players = [Controller::Human, Controller::Computer(Level::Casual)];
    start_match(
        &mut app,
        config(Way::Ekyokubala, players),
        AnimSpeed::Instant,
    );
    send(&mut app, Action::Pit(4));
    run_until_settled(&mut app, 5_000);
    assert_eq!(
        session(&app).record.moves().len(),
        2,
        "the computer replied"
    );
    let after_both = *session(&app).position();
    send(&mut app, Action::Undo);
    run_until_quiet(&mut app, 2_000);
    assert!(session(&app).record.moves().is_empty());
    assert_eq!(session(&app).position(), &Position::start());
    assert_eq!(session(&app).to_move(), Side::South);
    // Redo plays your move again, and the computer's reply with it.
    send(&mut app, Action::Redo);
    run_until_settled(&mut app, 5_000);
    assert_eq!(session(&app).record.moves().len(), 2);
    assert_eq!(session(&app).position(), &after_both);
    assert!(session(&app).redo.is_empty());
}

#[test]
fn ekyokubala_two_players_undo_one_move_and_a_new_move_clears_redo() {
    let mut app = app();
    start_match(
        &mut app,
        config(Way::Ekyokubala, [Controller::Human; 2]),
        AnimSpeed::Instant,
    );
    for k in [4, 4] {
        send(&mut app, Action::Pit(k));
        run_until_quiet(&mut app, 2_000);
    }
    send(&mut app, Action::Undo);
    run_until_quiet(&mut app, 2_000);
    assert_eq!(session(&app).record.moves().len(), 1);
    assert_eq!(session(&app).to_move(), Side::North);
    assert_eq!(session(&app).redo, vec!["m".parse::<Move>().unwrap()]);
    send(&mut app, Action::Pit(3));
    run_until_quiet(&mut app, 2_000);
    assert!(session(&app).redo.is_empty());
    assert_eq!(session(&app).record.moves()[1].to_string(), "l");
}

#[test]
fn ekisibe_moves_are_binding_and_the_player_is_told() {
    let mut app = app();
    start_match(
        &mut app,
        config(Way::Ekisibe, [Controller::Human; 2]),
        AnimSpeed::Instant,
    );
    send(&mut app, Action::Pit(4));
    run_until_quiet(&mut app, 2_000);
    notices(&mut app);
    send(&mut app, Action::Undo);
    app.update();
    assert_eq!(session(&app).record.moves().len(), 1);
    let told = notices(&mut app);
    assert!(told.iter().any(|n| n.contains("binding")), "{told:?}");
}

#[test]
fn ekyobutabal_the_clock_steals_the_turn_after_three_seconds() {
    let mut app = app();
    start_match(
        &mut app,
        config(Way::Ekyobutabal, [Controller::Human; 2]),
        AnimSpeed::Instant,
    );
    // The test clock advances 50 ms per update: 2.5 s is not yet too late.
    for _ in 0..50 {
        app.update();
    }
    assert!(session(&app).record.moves().is_empty());
    assert!(session(&app).clock > 0.0 && session(&app).clock < 0.6);
    notices(&mut app);
    let mut told = Vec::new();
    for _ in 0..12 {
        app.update();
        told.extend(notices(&mut app));
    }
    let s = session(&app);
    assert_eq!(s.record.moves(), &[Move::PASS]);
    assert_eq!(s.to_move(), Side::North, "North stole South's turn");
    assert!(matches!(s.phase, Phase::Waiting));
    assert!(s.clock > 2.0, "North's clock starts afresh");
    assert!(
        told.iter().any(|n| n.contains("steals the turn")),
        "{told:?}"
    );
    // North moves in time: no steal.
    send(&mut app, Action::Pit(4));
    run_until_quiet(&mut app, 2_000);
    assert_eq!(session(&app).record.moves().len(), 2);
    assert_eq!(session(&app).to_move(), Side::South);
    // No take-backs in blitz.
    send(&mut app, Action::Undo);
    app.update();
    assert_eq!(session(&app).record.moves().len(), 2);
}

/// In Ekyobutabal an expert computer searches at blitz level (a second a
/// move, inside the 3-second clock), answers with a move of its own, not
/// a stolen turn, and hands back a fresh clock.
#[test]
fn ekyobutabal_the_computer_plays_at_blitz_level_inside_the_clock() {
    use mancala::game::Omweso;
    use omweso::systems::session::computer::Thinking;
    let mut app = app();
    let players = [Controller::Human, Controller::Computer(Level::Expert)];
    start_match(
        &mut app,
        config(Way::Ekyobutabal, players),
        AnimSpeed::Instant,
    );
    send(&mut app, Action::Pit(4));
    let mut level = None;
    let thought = omweso::testing::update_until(&mut app, 200, |app| {
        let world = app.world_mut();
        level = world
            .query::<&Thinking<Omweso>>()
            .iter(world)
            .next()
            .map(Thinking::level);
        level.is_some()
    });
    assert!(thought, "the computer thinks after South's move");
    assert_eq!(level, Some(Level::Blitz));
    run_until_settled(&mut app, 2_000);
    let s = session(&app);
    assert_eq!(s.record.moves().len(), 2);
    assert_ne!(s.record.moves()[1], Move::PASS, "North moved in time");
    assert_eq!(s.to_move(), Side::South);
    assert!(s.clock > 2.0, "South's clock starts afresh: {}", s.clock);
}

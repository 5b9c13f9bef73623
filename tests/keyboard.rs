//! The keyboard alone plays the game: the arrow keys move the focus over
//! the pits as the board lies on the screen, Enter plays the focused pit
//! and starts the next game; a whole match is played with key presses only.

use bevy::prelude::*;
use mancala::Side;
use omweso::games::GameKind;
use omweso::settings::AnimSpeed;
use omweso::systems::board::keyboard::{Arrow, PitFocus, step};
use omweso::systems::session::{Controller, Level, MatchConfig, MatchView};
use omweso::testing::{app, oware, run_until_settled, start_match, update_until};

#[test]
fn arrows_follow_the_rows_as_the_player_sees_them() {
    let t = GameKind::OMWESO;
    // South's m (outer row, fifth from the left), seen from South.
    let m = (Side::South, 4);
    assert_eq!(step(t, Side::South, m, Arrow::Right), (Side::South, 5));
    assert_eq!(step(t, Side::South, m, Arrow::Left), (Side::South, 3));
    // Up: South's inner row (e, k = 11), then North's inner row, then its outer.
    let up = step(t, Side::South, m, Arrow::Up);
    assert_eq!(up, (Side::South, 11));
    let up = step(t, Side::South, up, Arrow::Up);
    assert_eq!(up, (Side::North, 12));
    assert_eq!(step(t, Side::South, up, Arrow::Up), (Side::North, 3));
    // At the edge the focus stays.
    assert_eq!(
        step(t, Side::South, (Side::South, 7), Arrow::Right),
        (Side::South, 7)
    );
    assert_eq!(step(t, Side::South, m, Arrow::Down), m);
    // Seen from North the board is turned: right is South's left.
    assert_eq!(step(t, Side::North, m, Arrow::Right), (Side::South, 3));
    assert_eq!(step(t, Side::North, m, Arrow::Down), (Side::South, 11));
    // Oware: up from South's a is North's f, across the board.
    let o = GameKind::OWARE;
    assert_eq!(
        step(o, Side::South, (Side::South, 0), Arrow::Up),
        (Side::North, 5)
    );
    assert_eq!(
        step(o, Side::South, (Side::South, 0), Arrow::Right),
        (Side::South, 1)
    );
}

/// One key press: down for an update, then up.
fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    update_until(app, 1, |_| true);
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

#[test]
fn a_whole_match_is_played_with_key_presses_only() {
    let mut app = app();
    app.init_resource::<ButtonInput<KeyCode>>();
    let config = MatchConfig {
        game: GameKind::OWARE,
        players: [Controller::Human, Controller::Computer(Level::Beginner)],
        oware: omweso::systems::session::OwareConfig {
            format: mancala::oware::MatchFormat::FirstTo(1),
            ..Default::default()
        },
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    // A walk of the focus, the same every run.
    let walk = [
        KeyCode::ArrowRight,
        KeyCode::ArrowRight,
        KeyCode::ArrowLeft,
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
    ];
    let mut presses = 0;
    for i in 0..5_000 {
        if app.world().resource::<MatchView>().match_over {
            break;
        }
        press(&mut app, walk[i % walk.len()]);
        press(&mut app, KeyCode::Enter);
        presses += 2;
        run_until_settled(&mut app, 2_000);
    }
    let view = app.world().resource::<MatchView>();
    assert!(
        view.match_over,
        "the match ended after {presses} key presses"
    );
    assert!(oware(&app).record.result().is_some());
    assert!(oware(&app).record.moves().len() > 10);
    assert!(
        app.world().resource::<PitFocus>().shown,
        "the focus was shown"
    );
}

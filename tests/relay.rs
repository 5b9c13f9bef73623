//! A move that relays for hundreds of millions of laps: while the engine
//! works it out off the frame, the view counts the laps (the HUD shows them,
//! the board circles a hand of seeds); then the game is annulled.

use bevy::prelude::*;
use mancala::omweso::{Position, ResultKind};
use omweso::settings::AnimSpeed;
use omweso::systems::session::{Action, MatchConfig, MatchView, Phase, Player};
use omweso::testing::{app, omweso, run_until_quiet, start_match};
use std::time::{Duration, Instant};

#[test]
fn a_long_relay_counts_its_laps_then_the_game_is_annulled() {
    let mut app = app();
    // From random play: North's `a` never ends; the engine knows after
    // about 210 million laps (a second or more here).
    let position = "17,1,0,1,6,3,2,0/9,0,1,0,8,0,1,11/0,1,0,0,1,2,0,0/0,0,0,0,0,0,0,0 N - 0-5";
    let config = MatchConfig {
        players: [Player::Human, Player::Human],
        position: Some(position.parse::<Position>().unwrap()),
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    app.world_mut().write_message(Action::Pit(15));
    let began = Instant::now();
    let mut counted = Vec::new();
    while began.elapsed() < Duration::from_secs(120) {
        app.update();
        if let Some(laps) = app.world().resource::<MatchView>().deciding {
            counted.push(laps);
        }
        if !matches!(omweso(&app).phase, Phase::Busy) && !omweso(&app).working() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    run_until_quiet(&mut app, 2_000);
    assert!(!counted.is_empty(), "the long relay was announced");
    assert!(
        counted.windows(2).all(|w| w[0] <= w[1]),
        "the count only grows"
    );
    assert!(*counted.last().unwrap() > 1_000_000, "{counted:?}");
    match &omweso(&app).phase {
        Phase::Over(outcome) => assert_eq!(outcome.kind, ResultKind::Annulled),
        other => panic!("the game is annulled, not {other:?}"),
    }
    assert_eq!(app.world().resource::<MatchView>().deciding, None);
}

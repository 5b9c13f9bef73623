//! A move that relays for hundreds of millions of laps: while the engine
//! works it out off the frame, the view counts the laps (the HUD shows them,
//! the board circles a hand of seeds); then the game is annulled.

use bevy::prelude::*;
use mancala::omweso::{Position, ResultKind};
use omweso::settings::AnimSpeed;
use omweso::systems::session::{Action, Controller, LongWorkNotice, MatchConfig, MatchView, Phase};
use omweso::testing::{app, omweso, run_until_quiet, start_match};
use std::time::Duration;

#[test]
fn a_long_relay_counts_its_laps_then_the_game_is_annulled() {
    let mut app = app();
    // Announced from the first frame the engine works, so that what the
    // test sees does not depend on how fast the machine decides the relay.
    app.insert_resource(LongWorkNotice(Duration::ZERO));
    // From random play: North's `a` never ends; the engine knows after
    // about 210 million laps.
    let position = "17,1,0,1,6,3,2,0/9,0,1,0,8,0,1,11/0,1,0,0,1,2,0,0/0,0,0,0,0,0,0,0 N - 0-5";
    let config = MatchConfig {
        players: [Controller::Human, Controller::Human],
        omweso: omweso::systems::session::OmwesoConfig {
            position: Some(position.parse::<Position>().unwrap()),
            ..Default::default()
        },
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    app.world_mut().write_message(Action::Pit(15));
    app.update();
    // The frame that handed the pit to the engine already tells the player
    // (a relay of this length cannot be decided within one frame's systems).
    assert!(
        matches!(omweso(&app).phase, Phase::Working),
        "the engine works off the frame"
    );
    let mut counted = vec![
        app.world()
            .resource::<MatchView>()
            .deciding
            .expect("the long relay was announced at once"),
    ];
    // While it works, each frame shows the count so far. A watchdog, not
    // a speed test: the relay takes seconds even on a loaded machine.
    let began = std::time::Instant::now();
    while omweso(&app).working() {
        assert!(
            began.elapsed() < Duration::from_secs(600),
            "the engine did not decide the relay within 10 minutes"
        );
        app.update();
        if let Some(laps) = app.world().resource::<MatchView>().deciding {
            counted.push(laps);
        }
        // Only to keep the loop from spinning: what is checked does not
        // depend on how many frames the relay takes.
        std::thread::sleep(Duration::from_millis(5));
    }
    run_until_quiet(&mut app, 2_000);
    assert!(
        counted.windows(2).all(|w| w[0] <= w[1]),
        "the count only grows: {counted:?}"
    );
    match &omweso(&app).phase {
        Phase::Over(outcome) => assert_eq!(outcome.kind, ResultKind::Annulled),
        other => panic!("the game is annulled, not {other:?}"),
    }
    assert_eq!(app.world().resource::<MatchView>().deciding, None);
    // The engine's own verdict on the move, the same on every machine: it
    // never ends, after more laps than the HUD ever counted.
    let played = position
        .parse::<Position>()
        .unwrap()
        .play(&Default::default(), "a".parse().unwrap())
        .unwrap();
    assert!(played.trace.never_ending);
    let total = played.trace.total_laps;
    assert!(
        counted.iter().all(|&laps| laps <= total),
        "{counted:?} against {total}"
    );
}

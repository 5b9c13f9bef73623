//! The game's logic, headless: moves go in through the same messages a click
//! sends, and once the animation has finished the seed entities per pit
//! equal the engine's position.

use bevy::prelude::*;
use mancala::Side;
use mancala::omweso::{Dir, Position, ResultKind};
use omweso::settings::AnimSpeed;
use omweso::systems::session::omweso::Question;
use omweso::systems::session::{
    Action, Controller, Level, MatchConfig, OmwesoSession, Phase, StartOption,
};
use omweso::testing::{
    app, engine_counts, run_until_quiet, run_until_settled, seed_counts, start_match,
};

fn two_humans(position: &str) -> MatchConfig {
    MatchConfig {
        players: [Controller::Human, Controller::Human],
        omweso: omweso::systems::session::OmwesoConfig {
            position: Some(position.parse::<Position>().unwrap()),
            ..Default::default()
        },
        ..MatchConfig::default()
    }
}

fn send(app: &mut App, action: Action) {
    app.world_mut().write_message(action);
}

/// What the game told the player since the last look.
fn told(app: &mut App) -> Vec<String> {
    omweso::testing::notices(app)
}

fn session(app: &App) -> &OmwesoSession {
    omweso::testing::omweso(app)
}

#[test]
fn seeds_settle_into_the_start_position() {
    let mut app = app();
    start_match(
        &mut app,
        MatchConfig {
            players: [Controller::Human, Controller::Human],
            ..MatchConfig::default()
        },
        AnimSpeed::Fast,
    );
    assert_eq!(seed_counts(&mut app), engine_counts(&app));
    assert_eq!(seed_counts(&mut app)[0][0], 4);
}

#[test]
fn a_clicked_move_is_animated_lap_by_lap_and_ends_on_the_engine_position() {
    let mut app = app();
    let golden = "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S";
    start_match(&mut app, two_humans(golden), AnimSpeed::Fast);
    send(&mut app, Action::Pit(4));
    let updates = run_until_quiet(&mut app, 5_000);
    assert!(
        updates > 5,
        "the animation takes several frames at normal speed"
    );
    assert_eq!(
        session(&app).position().to_string(),
        "5,0,0,0,1,1,1,0/0,3,0,5,5,5,0,0/10,4,1,4,4,1,1,6/1,0,0,0,0,2,2,2 N - 2-1"
    );
    assert_eq!(seed_counts(&mut app), engine_counts(&app));
    assert_eq!(session(&app).captured[Side::South.index()], 6);
    assert_eq!(session(&app).last.as_ref().unwrap().mv.to_string(), "m");
    // The move is told in words, from its trace.
    let caption = app
        .world()
        .resource::<omweso::systems::session::MatchView>()
        .caption
        .clone()
        .expect("a caption for the last move");
    let caption = omweso::testing::english(&caption);
    assert!(caption.starts_with("South sowed from m: "), "{caption}");
    assert!(caption.contains("captured 6 seeds from "), "{caption}");
    assert!(caption.contains(", re-sowed from "), "{caption}");
}

#[test]
fn a_reverse_capture_with_a_mid_move_decision_works_end_to_end() {
    let mut app = app();
    // d relays at b, where clockwise captures (see the engine's rule 5 tests).
    let mut south = [0u8; 16];
    let mut north = [0u8; 16];
    for (k, n) in [(12, 2), (14, 2), (11, 1), (4, 5)] {
        south[k] = n;
    }
    for (k, n) in [(3, 2), (12, 2), (1, 10), (2, 10), (5, 10), (6, 10), (7, 10)] {
        north[k] = n;
    }
    let p = Position::new(south, north, Side::South, [false, false], [1, 1]).unwrap();
    start_match(&mut app, two_humans(&p.to_string()), AnimSpeed::Fast);
    send(&mut app, Action::Pit(12));
    run_until_quiet(&mut app, 5_000);
    let Phase::Asking(Question::Deciding { decision }) = session(&app).phase else {
        panic!("expected a decision, got {:?}", session(&app).phase);
    };
    assert_eq!(decision.pit, 14);
    // Mid-move, the seeds show the board so far: b's 3 seeds are in the hand.
    send(&mut app, Action::Decide(Dir::Clockwise));
    run_until_quiet(&mut app, 5_000);
    assert_eq!(session(&app).record.moves()[0].to_string(), "d-");
    assert_eq!(seed_counts(&mut app), engine_counts(&app));
    assert_eq!(session(&app).position().seeds(Side::North, 3), 0);
}

#[test]
fn a_reverse_pit_with_two_directions_asks_first() {
    let mut app = app();
    let golden = "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S";
    start_match(&mut app, two_humans(golden), AnimSpeed::Instant);
    send(&mut app, Action::Pit(0));
    app.update();
    assert!(matches!(
        session(&app).phase,
        Phase::Asking(Question::Choosing { pit: 0, .. })
    ));
    send(&mut app, Action::Start(StartOption::Sow(Dir::Clockwise)));
    run_until_quiet(&mut app, 5_000);
    assert_eq!(
        session(&app).position().to_string(),
        "1,2,0,2,2,2,3,3/3,0,0,3,3,3,3,3/1,1,2,2,2,2,2,2/0,6,1,2,2,2,2,2 N - 2-1"
    );
    assert_eq!(seed_counts(&mut app), engine_counts(&app));
}

#[test]
fn illegal_clicks_are_explained() {
    let mut app = app();
    start_match(
        &mut app,
        MatchConfig {
            players: [Controller::Human, Controller::Human],
            ..MatchConfig::default()
        },
        AnimSpeed::Instant,
    );
    send(&mut app, Action::Pit(9)); // South's g is empty at the start.
    app.update();
    let notices = told(&mut app);
    assert!(
        notices.iter().any(|n| n.contains("holds 0 seeds")),
        "{notices:?}"
    );
    assert!(matches!(session(&app).phase, Phase::Waiting));
    assert!(session(&app).record.moves().is_empty());
}

#[test]
fn a_never_ending_move_shows_a_few_laps_and_annuls_the_game() {
    let mut app = app();
    let p = "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5";
    start_match(&mut app, two_humans(p), AnimSpeed::Instant);
    send(&mut app, Action::Pit(4));
    run_until_quiet(&mut app, 20_000);
    let Phase::Over(outcome) = session(&app).phase else {
        panic!("the game must end")
    };
    assert_eq!(outcome.kind, ResultKind::Annulled);
    assert_eq!(session(&app).position().to_string(), p);
    assert_eq!(seed_counts(&mut app), engine_counts(&app));
    assert_eq!(session(&app).score.scores, [0, 0]);
    // The game is set up again with the same first player.
    send(&mut app, Action::NextGame);
    run_until_quiet(&mut app, 5_000);
    assert_eq!(
        session(&app).position().to_string(),
        Position::start().to_string()
    );
    assert_eq!(seed_counts(&mut app), engine_counts(&app));
}

#[test]
fn computer_against_computer_plays_a_game_to_its_end_and_the_score_follows() {
    let mut app = app();
    let config = MatchConfig {
        players: [
            Controller::Computer(Level::Casual),
            Controller::Computer(Level::Beginner),
        ],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    for _ in 0..400 {
        run_until_settled(&mut app, 2_000);
        assert_eq!(seed_counts(&mut app), engine_counts(&app));
        if matches!(session(&app).phase, Phase::Over(_)) {
            break;
        }
    }
    let Phase::Over(outcome) = session(&app).phase else {
        panic!("the game must end")
    };
    let s = session(&app);
    match outcome.winner {
        Some(w) => assert_eq!(s.score.score(w), outcome.points),
        None => assert_eq!(s.score.scores, [0, 0]),
    }
    assert_eq!(s.games, 1);
    assert_eq!(s.record.result(), Some(outcome));
    // The loser arranges and moves first in the next game.
    let loser = outcome.winner.map(|w| w.opponent()).unwrap_or(Side::South);
    send(&mut app, Action::NextGame);
    app.update();
    assert_eq!(session(&app).position().side(), loser);
    assert_eq!(session(&app).captured, [0, 0]);
}

mod oware_table {
    use super::*;
    use omweso::games::GameKind;
    use omweso::testing::oware as oware_session;

    fn oware(players: [Controller; 2]) -> MatchConfig {
        MatchConfig {
            game: GameKind::OWARE,
            players,
            ..MatchConfig::default()
        }
    }

    #[test]
    fn an_oware_move_is_animated_and_ends_on_the_engine_position() {
        let mut app = app();
        start_match(
            &mut app,
            oware([Controller::Human, Controller::Human]),
            AnimSpeed::Fast,
        );
        assert_eq!(seed_counts(&mut app), engine_counts(&app));
        send(&mut app, Action::Pit(0));
        run_until_quiet(&mut app, 5_000);
        let s = oware_session(&app);
        assert_eq!(s.position().to_string(), "4,4,4,4,4,4/0,5,5,5,5,4 N 0-0");
        assert_eq!(seed_counts(&mut app), engine_counts(&app));
        // Clicking the store is explained, not played.
        send(&mut app, Action::Pit(6));
        app.update();
        assert_eq!(oware_session(&app).record.moves().len(), 1);
    }

    #[test]
    fn a_capture_goes_into_the_movers_store() {
        let mut app = app();
        // South's f (1 seed) lands on North's a, which holds 1: 2 captured.
        let config = MatchConfig {
            oware: omweso::systems::session::OwareConfig {
                position: Some("5,5,5,5,5,1/4,4,4,4,5,1 S 0-0".parse().unwrap()),
                ..Default::default()
            },
            ..oware([Controller::Human, Controller::Human])
        };
        start_match(&mut app, config, AnimSpeed::Fast);
        send(&mut app, Action::Pit(5));
        run_until_quiet(&mut app, 5_000);
        let s = oware_session(&app);
        assert_eq!(
            omweso::testing::english(&s.last.as_ref().unwrap().caption),
            "South sowed 1 seed from f: captured 2 from a."
        );
        assert_eq!(s.position().store(Side::South), 2);
        assert_eq!(seed_counts(&mut app)[0][6], 2);
        assert_eq!(seed_counts(&mut app), engine_counts(&app));
    }

    #[test]
    fn computer_against_computer_plays_oware_to_the_end() {
        let mut app = app();
        start_match(
            &mut app,
            oware([
                Controller::Computer(Level::Casual),
                Controller::Computer(Level::Beginner),
            ]),
            AnimSpeed::Instant,
        );
        for _ in 0..600 {
            run_until_quiet(&mut app, 2_000);
            app.update();
            if matches!(oware_session(&app).phase, Phase::Over(_)) {
                break;
            }
        }
        let s = oware_session(&app);
        let Phase::Over(outcome) = s.phase else {
            panic!("the game must end")
        };
        assert_eq!(outcome.south as u32 + outcome.north as u32, 48);
        assert_eq!(s.games, 1);
        // At the end every seed lies in a store, as the rules count them.
        let counts = seed_counts(&mut app);
        assert_eq!((counts[0][6], counts[1][6]), (outcome.south, outcome.north));
    }

    /// `config` from a position the opening book does not know, so the
    /// master searches (from the start it answers from the book at once).
    fn off_the_book(mut config: MatchConfig) -> MatchConfig {
        let position = "3,5,2,6,4,4/4,4,6,1,5,4 S 0-0".parse().expect("a position");
        config.oware.position = Some(position);
        config
    }

    #[test]
    fn the_oware_computer_shows_it_is_thinking_and_stops_when_the_match_is_left() {
        use omweso::Screen;
        use omweso::systems::session::MatchView;
        use omweso::systems::session::computer::Thinking;
        let mut app = app();
        start_match(
            &mut app,
            off_the_book(oware([
                Controller::Computer(Level::Master),
                Controller::Human,
            ])),
            AnimSpeed::Instant,
        );
        app.update();
        let thinking = |app: &mut App| {
            let world = app.world_mut();
            world
                .query::<&Thinking<mancala::game::Oware>>()
                .iter(world)
                .count()
        };
        assert_eq!(thinking(&mut app), 1, "the master thinks for seconds");
        assert!(app.world().resource::<MatchView>().thinking);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        app.update();
        assert_eq!(thinking(&mut app), 0, "leaving the match ends the search");
    }

    #[test]
    fn a_take_back_cancels_the_oware_computers_search_for_the_old_position() {
        use omweso::systems::session::computer::Thinking;
        let mut app = app();
        start_match(
            &mut app,
            off_the_book(oware([
                Controller::Human,
                Controller::Computer(Level::Master),
            ])),
            AnimSpeed::Instant,
        );
        send(&mut app, Action::Pit(0));
        run_until_quiet(&mut app, 2_000);
        app.update();
        assert_eq!(oware_session(&app).record.moves().len(), 1);
        send(&mut app, Action::Undo);
        run_until_quiet(&mut app, 2_000);
        let world = app.world_mut();
        let searches = world
            .query::<&Thinking<mancala::game::Oware>>()
            .iter(world)
            .count();
        assert_eq!(searches, 0);
        assert!(oware_session(&app).record.moves().is_empty());
        // The computer's search never lands on the board it was for.
        for _ in 0..20 {
            app.update();
        }
        assert!(oware_session(&app).record.moves().is_empty());
        assert_eq!(oware_session(&app).redo.len(), 1);
    }

    #[test]
    fn the_oware_computer_is_given_the_repetition_history() {
        let mut app = app();
        start_match(
            &mut app,
            oware([Controller::Human, Controller::Human]),
            AnimSpeed::Instant,
        );
        for k in [0, 0] {
            send(&mut app, Action::Pit(k));
            run_until_quiet(&mut app, 2_000);
        }
        let s = oware_session(&app);
        // No capture yet: the start and both moves' positions count.
        let history = s.recorded().history;
        assert_eq!(history.len(), 3);
        assert_eq!(history.last(), Some(s.position()));
        assert_eq!(history[0], mancala::oware::Position::start());
    }
}

mod hints {
    use super::*;
    use omweso::games::GameKind;
    use omweso::systems::session::{MatchView, TableView, Way};

    fn hint_after_asking(app: &mut App) -> (Option<(Side, u8)>, Option<String>) {
        send(app, Action::Hint);
        omweso::testing::update_until(app, 20, |app| {
            app.world().resource::<TableView>().hint.is_some()
        });
        (
            app.world().resource::<TableView>().hint,
            app.world()
                .resource::<MatchView>()
                .hint
                .as_ref()
                .map(omweso::testing::english),
        )
    }

    #[test]
    fn a_suggested_omweso_move_is_a_playable_pit_and_goes_when_the_position_changes() {
        let mut app = app();
        start_match(&mut app, two_humans("start"), AnimSpeed::Instant);
        let (pit, words) = hint_after_asking(&mut app);
        let (side, k) = pit.expect("a suggestion");
        assert_eq!(side, Side::South);
        let playable = app.world().resource::<TableView>().playable.clone();
        assert!(playable.contains(&k), "{k} in {playable:?}");
        assert!(words.unwrap().starts_with("Suggested: sow from "));
        send(&mut app, Action::Pit(k));
        run_until_quiet(&mut app, 2_000);
        assert_eq!(app.world().resource::<TableView>().hint, None);
    }

    #[test]
    fn oware_gets_suggestions_from_the_same_session_code() {
        let mut app = app();
        let config = MatchConfig {
            game: GameKind::OWARE,
            players: [Controller::Human, Controller::Human],
            ..MatchConfig::default()
        };
        start_match(&mut app, config, AnimSpeed::Instant);
        let (pit, words) = hint_after_asking(&mut app);
        let (_, k) = pit.expect("a suggestion");
        assert!(k < 6);
        assert!(words.unwrap().starts_with("Suggested: sow from "));
    }

    #[test]
    fn no_suggestions_against_the_computer_in_binding_play() {
        let mut app = app();
        let config = MatchConfig {
            omweso: omweso::systems::session::OmwesoConfig {
                way: Way::Ekisibe,
                ..Default::default()
            },
            players: [Controller::Human, Controller::Computer(Level::Beginner)],
            ..MatchConfig::default()
        };
        start_match(&mut app, config, AnimSpeed::Instant);
        send(&mut app, Action::Hint);
        app.update();
        let notices = told(&mut app);
        assert!(
            notices.iter().any(|n| n.contains("suggests moves")),
            "{notices:?}"
        );
        for _ in 0..50 {
            app.update();
        }
        assert_eq!(app.world().resource::<TableView>().hint, None);
        assert!(!app.world().resource::<MatchView>().hints);
    }
}

/// A touch on the board goes to the session, the one place that knows whose
/// turn it is: the other row is refused, a computer's turn is refused, the
/// player's own pit is played.
#[test]
fn a_touched_pit_is_played_only_when_it_is_the_touchers_to_pick() {
    let mut app = app();
    let config = MatchConfig {
        players: [Controller::Human, Controller::Computer(Level::Beginner)],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    told(&mut app);
    let touch = |side, pit| Action::Touch {
        side,
        pit,
        remove: false,
    };
    send(&mut app, touch(Side::North, 4));
    app.update();
    assert_eq!(
        told(&mut app),
        ["That pit is Computer (Beginner)'s: play from your own side."]
    );
    assert!(session(&app).record.moves().is_empty());
    send(&mut app, touch(Side::South, 4));
    run_until_quiet(&mut app, 2_000);
    assert_eq!(
        session(&app).record.moves().len(),
        1,
        "South's own pit is played"
    );
    // Now the computer is to move: a touch of either row is refused (both
    // in one frame, whose actions come before the computer's move).
    assert_eq!(session(&app).to_move(), Side::North);
    told(&mut app);
    send(&mut app, touch(Side::North, 4));
    send(&mut app, touch(Side::South, 4));
    app.update();
    assert_eq!(told(&mut app), ["It is Computer (Beginner)'s turn."; 2]);
}

#[test]
fn both_scores_count_games_to_a_winner() {
    use mancala::game::{Omweso, Oware};
    use omweso::systems::session::MatchGame;
    let config = MatchConfig::default();
    let mut score = Omweso::new_score(&config);
    let win = mancala::omweso::Outcome {
        kind: ResultKind::Okutema,
        winner: Some(Side::North),
        points: 2,
    };
    assert!(!Omweso::match_over(&score));
    while !Omweso::match_over(&score) {
        Omweso::count_game(&mut score, &win);
    }
    assert_eq!(Omweso::match_winner(&score), Some(Side::North));

    let config = MatchConfig {
        game: omweso::games::GameKind::OWARE,
        oware: omweso::systems::session::OwareConfig {
            format: mancala::oware::MatchFormat::FirstTo(1),
            ..Default::default()
        },
        ..MatchConfig::default()
    };
    let mut score = Oware::new_score(&config);
    let outcome = mancala::oware::Outcome {
        winner: Some(Side::South),
        south: 25,
        north: 23,
        reason: mancala::oware::EndReason::Majority,
    };
    assert!(!Oware::match_over(&score));
    Oware::count_game(&mut score, &outcome);
    assert!(Oware::match_over(&score));
    assert_eq!(Oware::match_winner(&score), Some(Side::South));
}

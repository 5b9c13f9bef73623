//! The set-up phase of a custom game: the first player arranges first, then
//! the second; the per-pit cap and the 32 seeds are enforced; the computer
//! arranges its own seeds.

use bevy::prelude::*;
use mancala::Side;
use mancala::omweso::{Position, Setup, check_arrangement, familiar_arrangements};
use omweso::settings::AnimSpeed;
use omweso::systems::session::omweso::Question;
use omweso::systems::session::{
    Action, Controller, Level, MatchConfig, OmwesoSession, Phase, SetupStyle,
};
use omweso::testing::{app, engine_counts, run_until_quiet, seed_counts, start_match};

fn custom(players: [Controller; 2]) -> MatchConfig {
    MatchConfig {
        players,
        omweso: omweso::systems::session::OmwesoConfig {
            setup: SetupStyle::Custom,
            ..Default::default()
        },
        ..MatchConfig::default()
    }
}

fn act(app: &mut App, action: Action) -> Vec<String> {
    app.world_mut().write_message(action);
    app.update();
    let notices = omweso::testing::notices(app);
    run_until_quiet(app, 1_000);
    notices
}

fn session(app: &App) -> &OmwesoSession {
    omweso::testing::omweso(app)
}

#[test]
fn players_arrange_in_turn_within_the_cap_and_the_game_starts_from_both() {
    let mut app = app();
    start_match(&mut app, custom([Controller::Human; 2]), AnimSpeed::Instant);
    let Phase::Asking(Question::Arranging(a)) = &session(&app).phase else {
        panic!("a custom game starts with the set-up")
    };
    assert_eq!((a.side, a.left()), (Side::South, 32));
    for _ in 0..10 {
        assert!(act(&mut app, Action::Pit(0)).is_empty());
    }
    let told = act(&mut app, Action::Pit(0));
    assert!(told.iter().any(|n| n.contains("at most 10")), "{told:?}");
    // The seeds on the board follow the arrangement, the rest wait in a heap.
    assert_eq!(seed_counts(&mut app)[0][0], 10);
    act(&mut app, Action::Unplace(0));
    assert_eq!(seed_counts(&mut app)[0][0], 9);
    let told = act(&mut app, Action::DoneArranging);
    assert!(
        told.iter().any(|n| n.contains("32")),
        "not all placed: {told:?}"
    );
    act(&mut app, Action::Arrange(SetupStyle::Standard));
    act(&mut app, Action::DoneArranging);
    let Phase::Asking(Question::Arranging(a)) = &session(&app).phase else {
        panic!("North arranges second")
    };
    assert_eq!(a.side, Side::North);
    act(&mut app, Action::Arrange(SetupStyle::TwoEach));
    act(&mut app, Action::DoneArranging);
    assert!(matches!(session(&app).phase, Phase::Waiting));
    let rules = &session(&app).config.omweso.rules;
    let expected = Position::from_arrangements(
        Setup::Standard.arrangement(rules).unwrap(),
        Setup::TwoEach.arrangement(rules).unwrap(),
        Side::South,
    );
    assert_eq!(session(&app).position(), &expected);
    assert_eq!(seed_counts(&mut app), engine_counts(&app));
    // South, who arranged first, moves first.
    assert_eq!(session(&app).to_move(), Side::South);
}

#[test]
fn the_computer_arranges_its_own_seeds_knowing_the_first_arrangement() {
    let mut app = app();
    start_match(
        &mut app,
        custom([Controller::Human, Controller::Computer(Level::Casual)]),
        AnimSpeed::Instant,
    );
    act(&mut app, Action::Arrange(SetupStyle::TwoEach));
    act(&mut app, Action::DoneArranging);
    run_until_quiet(&mut app, 1_000);
    assert!(!matches!(
        session(&app).phase,
        Phase::Asking(Question::Arranging(_))
    ));
    let north = *session(&app).position().pits(Side::North);
    assert!(check_arrangement(&north, &session(&app).config.omweso.rules).is_ok());
    assert_eq!(session(&app).position().total(Side::South), 32);
}

#[test]
fn pits_are_only_arranged_by_their_arranger() {
    let mut app = app();
    start_match(
        &mut app,
        custom([Controller::Computer(Level::Casual), Controller::Human]),
        AnimSpeed::Instant,
    );
    // The computer (South) arranged at once; North, a person, arranges now.
    let Phase::Asking(Question::Arranging(a)) = &session(&app).phase else {
        panic!("North arranges")
    };
    assert_eq!(a.side, Side::North);
    assert!(a.done.is_some());
}

/// North's set-up when the computer at `level` arranges after South's two
/// in each pit, its choices drawn from `seed`.
fn computers_setup(level: Level, seed: u64) -> [u8; 16] {
    let mut app = app();
    let config = MatchConfig {
        setup_seed: Some(seed),
        ..custom([Controller::Human, Controller::Computer(level)])
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    act(&mut app, Action::Arrange(SetupStyle::TwoEach));
    act(&mut app, Action::DoneArranging);
    run_until_quiet(&mut app, 1_000);
    assert!(matches!(session(&app).phase, Phase::Waiting));
    *session(&app).position().pits(Side::North)
}

#[test]
fn the_computers_set_up_from_a_fixed_seed_is_the_same_on_every_run() {
    let first = computers_setup(Level::Master, 7);
    assert!(check_arrangement(&first, &Default::default()).is_ok());
    // The same seed, another app: the same set-up, on any machine.
    assert_eq!(computers_setup(Level::Master, 7), first);
    assert_eq!(first, SEED_7);
}

#[test]
fn below_intermediate_the_computer_lays_a_familiar_shape() {
    let familiar = familiar_arrangements(&Default::default());
    let mut laid = Vec::new();
    for seed in 0..6 {
        for level in [Level::Beginner, Level::Casual] {
            let pits = computers_setup(level, seed);
            assert!(familiar.contains(&pits), "{level:?}, seed {seed}: {pits:?}");
            laid.push(pits);
        }
    }
    laid.dedup();
    assert!(laid.len() > 1, "the shape varies with the seed: {laid:?}");
}

#[test]
fn arranging_second_copies_the_opponent_fills_the_inner_row_and_takes_changes_back() {
    let mut app = app();
    start_match(
        &mut app,
        custom([Controller::Human, Controller::Human]),
        AnimSpeed::Instant,
    );
    let notices = act(&mut app, Action::MirrorArrangement);
    assert!(!notices.is_empty(), "nothing to copy when arranging first");
    act(&mut app, Action::Arrange(SetupStyle::TwoEach));
    act(&mut app, Action::Unplace(0));
    act(&mut app, Action::Pit(3));
    act(&mut app, Action::DoneArranging);
    let south = arranging(&app).done.expect("South has arranged");
    assert_eq!(south[3], 3);
    assert_eq!(south[0], 1);
    act(&mut app, Action::FillInnerRow);
    assert_eq!(arranging(&app).pits, INNER_ROW);
    act(&mut app, Action::MirrorArrangement);
    assert_eq!(arranging(&app).pits, south);
    act(&mut app, Action::UndoArranging);
    assert_eq!(arranging(&app).pits, INNER_ROW);
    act(&mut app, Action::UndoArranging);
    assert_eq!(arranging(&app).pits, [0; 16]);
    act(&mut app, Action::MirrorArrangement);
    act(&mut app, Action::DoneArranging);
    assert_eq!(*session(&app).position().pits(Side::North), south);
}

/// Fours in every pit of the inner row (`h`..`a`, 8..15).
const INNER_ROW: [u8; 16] = [0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4];

/// The arrangement in progress.
fn arranging(app: &App) -> omweso::systems::session::omweso::Arranging {
    match &session(app).phase {
        Phase::Asking(Question::Arranging(a)) => a.clone(),
        other => panic!("not arranging: {other:?}"),
    }
}

/// What the computer arranges from seed 7 (a node budget, no clock).
const SEED_7: [u8; 16] = [0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 3, 2, 2];

#[test]
fn the_set_up_window_says_what_a_short_proof_search_found_of_both_arrangements() {
    use omweso::systems::session::MatchView;
    use omweso::text::Text;
    // Without the first-turn ban, two each against two each is won by
    // South's first move: a search of a few dozen positions.
    let mut config = custom([Controller::Human, Controller::Human]);
    config.omweso.rules.first_turn_capture_ban = false;
    let mut app = app();
    start_match(&mut app, config, AnimSpeed::Instant);
    act(&mut app, Action::Arrange(SetupStyle::TwoEach));
    act(&mut app, Action::DoneArranging);
    let lines = |app: &App| {
        let view = app.world().resource::<MatchView>();
        view.arranging
            .as_ref()
            .expect("North arranges")
            .lines
            .clone()
    };
    let verdict =
        Text::new("arranging-proof-wins").text("side", omweso::text::side_name(Side::South));
    assert!(
        !lines(&app).contains(&verdict),
        "no verdict before North's seeds lie"
    );
    act(&mut app, Action::Arrange(SetupStyle::TwoEach));
    assert!(
        omweso::testing::update_until(&mut app, 100, |app| lines(app).contains(&verdict)),
        "{:?}",
        lines(&app)
    );
    // One seed moved: that start is searched afresh.
    act(&mut app, Action::Unplace(0));
    act(&mut app, Action::Pit(1));
    assert!(omweso::testing::update_until(&mut app, 100, |app| {
        lines(app)
            .iter()
            .any(|l| *l == verdict || *l == Text::new("arranging-proof-not-a-win"))
            || lines(app)
                .iter()
                .any(|l| format!("{l:?}").contains("arranging-proof-open"))
    }));
}

/// When the computer arranges second the game begins at once; the proof
/// search of the two arrangements runs while it is played, and the match
/// panel says what it found, the same verdict as the engine's own search.
#[test]
fn the_match_panel_says_what_was_found_of_the_start_when_the_computer_arranged_second() {
    use mancala::omweso::prove::{Answer, prove};
    use omweso::systems::session::MatchView;
    use omweso::text::{Text, side_name};
    let mut config = MatchConfig {
        setup_seed: Some(3),
        ..custom([Controller::Human, Controller::Computer(Level::Casual)])
    };
    config.omweso.rules.first_turn_capture_ban = false;
    let mut app = app();
    start_match(&mut app, config, AnimSpeed::Instant);
    act(&mut app, Action::Arrange(SetupStyle::TwoEach));
    act(&mut app, Action::DoneArranging);
    run_until_quiet(&mut app, 1_000);
    assert!(matches!(session(&app).phase, Phase::Waiting));
    let start = *session(&app).position();
    let rules = session(&app).config.omweso.rules.clone();
    let verdict = match prove(&rules, &[], start, 100_000).unwrap().answer {
        Answer::Win(c) => Text::new("arranging-proof-wins").text("side", side_name(c.winner())),
        Answer::NotAWin => Text::new("arranging-proof-not-a-win"),
        Answer::Open { .. } => Text::new("arranging-proof-open").num("nodes", 100_000),
    };
    let expected = Text::new("arranged-start-verdict").text("verdict", verdict);
    let known = |app: &App| app.world().resource::<MatchView>().known.clone();
    assert!(
        omweso::testing::update_until(&mut app, 200, |app| known(app) == Some(expected.clone())),
        "{:?}, expected {expected:?}",
        known(&app)
    );
    // South, a person, is still to move: the game goes on beside it.
    assert_eq!(session(&app).to_move(), Side::South);
}

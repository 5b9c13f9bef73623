//! Puzzles in the game, headless: solved by clicking; a wrong move is
//! refuted by the engine, in words, and the puzzle waits to be tried
//! again; a longer puzzle plays its forced replies; hints; progress is
//! kept, but not at an exhibition; a puzzle of the day for every day.

use bevy::prelude::*;
use mancala::Side;
use omweso::Screen;
use omweso::games::GameKind;
use omweso::settings::{AnimSpeed, Kiosk, Settings};
use omweso::systems::lessons::puzzles::{
    PuzzleAction, PuzzleState, Solver, collection, of_the_day,
};
use omweso::systems::session::{Action, TableView};
use omweso::testing::{app, english, omweso, oware, run_until_quiet, update_until};

fn open(app: &mut App, n: usize) {
    app.world_mut().resource_mut::<Settings>().speed = AnimSpeed::Instant;
    app.world_mut()
        .write_message(PuzzleAction::Open(GameKind::OWARE, n));
    assert!(update_until(app, 20, |app| {
        app.world()
            .get_resource::<omweso::systems::session::OwareSession>()
            .is_some_and(|s| s.config.puzzle.is_some())
    }));
    run_until_quiet(app, 200);
}

/// Clicks the pit of an Oware move (a letter) for the side to move.
fn click(app: &mut App, mv: &str) {
    let house = mv.parse::<mancala::oware::Move>().unwrap().house();
    let side = oware(app).to_move();
    app.world_mut().write_message(Action::Touch {
        side,
        pit: house,
        remove: false,
    });
    update_until(app, 200, |app| {
        let solver = app.world().resource::<Solver>();
        !matches!(solver.state, PuzzleState::Refuting) && !oware(app).working()
    });
    run_until_quiet(app, 200);
}

fn solver(app: &App) -> &Solver {
    app.world().resource::<Solver>()
}

#[test]
fn a_puzzle_is_solved_by_clicking_and_kept_in_the_settings() {
    let mut app = app();
    open(&mut app, 0);
    let puzzle = &collection(GameKind::OWARE)[0];
    assert_eq!(oware(&app).position().to_string(), puzzle.position);
    click(&mut app, &puzzle.solution[0]);
    assert_eq!(solver(&app).state, PuzzleState::Solved);
    let settings = app.world().resource::<Settings>();
    assert_eq!(settings.puzzles_solved, std::slice::from_ref(&puzzle.id));
    assert_eq!(settings.puzzle_streak, 1);
    // Next: the first puzzle not solved yet.
    app.world_mut().write_message(PuzzleAction::Next);
    update_until(&mut app, 20, |app| {
        solver(app).current == Some((GameKind::OWARE, 1))
    });
    run_until_quiet(&mut app, 200);
    assert_eq!(
        oware(&app).position().to_string(),
        collection(GameKind::OWARE)[1].position
    );
}

#[test]
fn a_wrong_move_is_refuted_in_words_and_the_puzzle_waits() {
    let mut app = app();
    open(&mut app, 4);
    let puzzle = &collection(GameKind::OWARE)[4];
    let wrong = oware(&app)
        .position()
        .legal_moves(&Default::default())
        .into_iter()
        .map(|m| m.to_string())
        .find(|m| *m != puzzle.solution[0])
        .unwrap();
    click(&mut app, &wrong);
    let PuzzleState::Refuted(words) = solver(&app).state.clone() else {
        panic!("refuted: {:?}", solver(&app).state);
    };
    let words = english(&words);
    assert!(
        words.starts_with(&format!("{wrong} is not the answer")),
        "{words}"
    );
    // The engine answered on the board.
    assert_eq!(oware(&app).record.moves().len(), 2, "{words}");
    assert_eq!(solver(&app).current, Some((GameKind::OWARE, 4)));
    assert_eq!(app.world().resource::<Settings>().puzzle_streak, 0);
    // Again, from the puzzle's position: solved, but not at the first try.
    app.world_mut().write_message(PuzzleAction::Retry);
    update_until(&mut app, 20, |app| oware(app).record.moves().is_empty());
    run_until_quiet(&mut app, 200);
    assert_eq!(oware(&app).position().to_string(), puzzle.position);
    click(&mut app, &puzzle.solution[0]);
    assert_eq!(solver(&app).state, PuzzleState::Solved);
    let settings = app.world().resource::<Settings>();
    assert!(settings.puzzles_solved.contains(&puzzle.id));
    assert_eq!(settings.puzzle_streak, 0, "a second try is no streak");
}

#[test]
fn a_longer_puzzle_plays_the_forced_replies_and_hints_show_the_pit() {
    let mut app = app();
    let n = collection(GameKind::OWARE)
        .iter()
        .position(|p| p.solution.len() == 3)
        .unwrap();
    let puzzle = &collection(GameKind::OWARE)[n];
    open(&mut app, n);
    // Hints: first the theme, then the pit of the move.
    for _ in 0..2 {
        app.world_mut().write_message(PuzzleAction::Hint);
        app.update();
    }
    app.update();
    let mover = oware(&app).to_move();
    let house = puzzle.solution[0]
        .parse::<mancala::oware::Move>()
        .unwrap()
        .house();
    assert_eq!(
        app.world().resource::<TableView>().hint,
        Some((mover, house))
    );
    click(&mut app, &puzzle.solution[0]);
    // The forced reply was played for the opponent.
    assert_eq!(oware(&app).record.moves().len(), 2);
    assert_eq!(
        oware(&app).record.moves()[1].to_string(),
        puzzle.solution[1]
    );
    assert_eq!(solver(&app).state, PuzzleState::Solving);
    click(&mut app, &puzzle.solution[2]);
    assert_eq!(solver(&app).state, PuzzleState::Solved);
}

#[test]
fn at_an_exhibition_nothing_is_kept() {
    let mut app = app();
    app.insert_resource(Kiosk { on: true });
    open(&mut app, 0);
    click(&mut app, &collection(GameKind::OWARE)[0].solution[0]);
    assert_eq!(solver(&app).state, PuzzleState::Solved);
    let settings = app.world().resource::<Settings>();
    assert!(settings.puzzles_solved.is_empty());
    assert_eq!(settings.puzzle_streak, 0);
}

#[test]
fn the_puzzle_of_the_day_opens_with_one_touch_and_goes_round_every_puzzle() {
    let all = collection(GameKind::OMWESO).len() + collection(GameKind::OWARE).len();
    let days: std::collections::HashSet<_> = (0..all as u64).map(of_the_day).collect();
    assert_eq!(days.len(), all, "each puzzle once in {all} days");
    assert_ne!(
        of_the_day(20_000).0,
        of_the_day(20_001).0,
        "the games alternate"
    );
    let mut app = app();
    app.world_mut().write_message(PuzzleAction::OfTheDay);
    assert!(update_until(&mut app, 20, |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Playing
    }));
    let solver = solver(&app);
    assert!(solver.of_the_day);
    let (game, n) = solver.current.unwrap();
    let side_to_move = (game == GameKind::OWARE).then(|| oware(&app).to_move());
    assert!(n < collection(game).len());
    assert!(side_to_move.is_none_or(|s| s == Side::South || s == Side::North));
}

#[test]
fn a_touch_on_the_puzzle_of_the_day_during_a_demonstration_opens_it() {
    use omweso::systems::demonstration::Activity;
    use omweso::systems::session::{Controller, MatchConfig};
    let mut app = app();
    app.insert_resource(Kiosk { on: true });
    let demonstration = MatchConfig {
        game: GameKind::OWARE,
        players: [
            Controller::Computer(omweso::systems::session::Level::Beginner),
            Controller::Computer(omweso::systems::session::Level::Beginner),
        ],
        demonstration: true,
        ..MatchConfig::default()
    };
    omweso::testing::start_match(&mut app, demonstration, AnimSpeed::Instant);
    app.world_mut()
        .resource_mut::<omweso::systems::demonstration::Demonstration>()
        .running = true;
    // The touch on the button: the button's request, and the touch itself.
    app.world_mut().write_message(PuzzleAction::OfTheDay);
    app.world_mut().write_message(Activity);
    let opened = update_until(&mut app, 50, |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Playing
            && app.world().resource::<Solver>().current.is_some()
            && app
                .world()
                .resource::<omweso::systems::session::MatchView>()
                .config
                .puzzle
                .is_some()
    });
    assert!(
        opened,
        "the puzzle of the day opened: {:?} {:?}",
        app.world().resource::<State<Screen>>().get(),
        app.world().resource::<Solver>()
    );
    assert!(app.world().resource::<Solver>().of_the_day);
}

/// Picks the pit of an Omweso move of one letter for the side to move,
/// and waits for the move (and any refutation) to be played out: for a
/// puzzle of one move.
fn pick_omweso(app: &mut App, mv: &str) {
    use mancala::game::Omweso;
    use omweso::systems::session::MatchGame;
    let k = (0..16).find(|&k| <Omweso as MatchGame>::pit_move(k) == mv);
    let before = omweso(app).record.moves().len();
    app.world_mut().write_message(Action::Pit(k.unwrap()));
    let settled = update_until(app, 400, |app| {
        let solver = app.world().resource::<Solver>();
        // A one-move puzzle: refuted or solved, and the board still.
        omweso(app).record.moves().len() > before
            && matches!(solver.state, PuzzleState::Refuted(_) | PuzzleState::Solved)
            && !omweso(app).working()
    });
    assert!(settled, "{mv} was played and answered");
    run_until_quiet(app, 400);
}

#[test]
fn an_omweso_puzzle_refutes_a_wrong_pit_and_is_solved_by_its_own() {
    let puzzles = collection(GameKind::OMWESO);
    // The first whose answer is one pit, with no direction to choose.
    let (n, puzzle) = puzzles
        .iter()
        .enumerate()
        .find(|(_, p)| p.solution.len() == 1 && p.solution[0].len() == 1)
        .unwrap();
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = AnimSpeed::Instant;
    app.world_mut()
        .write_message(PuzzleAction::Open(GameKind::OMWESO, n));
    assert!(update_until(&mut app, 20, |app| {
        app.world()
            .get_resource::<omweso::systems::session::OmwesoSession>()
            .is_some_and(|s| s.config.puzzle.as_ref() == Some(&puzzle.id))
    }));
    run_until_quiet(&mut app, 200);
    assert_eq!(omweso(&app).position().to_string(), puzzle.position);
    let wrong = omweso(&app)
        .position()
        .legal_moves(&omweso(&app).config.omweso.rules)
        .into_iter()
        .map(|m| m.to_string())
        .find(|m| m.len() == 1 && *m != puzzle.solution[0])
        .unwrap();
    pick_omweso(&mut app, &wrong);
    let PuzzleState::Refuted(words) = solver(&app).state.clone() else {
        panic!("refuted: {:?}", solver(&app).state);
    };
    let words = english(&words);
    assert!(
        words.starts_with(&format!("{wrong} is not the answer")),
        "{words}"
    );
    app.world_mut().write_message(PuzzleAction::Retry);
    update_until(&mut app, 20, |app| omweso(app).record.moves().is_empty());
    run_until_quiet(&mut app, 200);
    assert_eq!(omweso(&app).position().to_string(), puzzle.position);
    pick_omweso(&mut app, &puzzle.solution[0]);
    assert_eq!(solver(&app).state, PuzzleState::Solved);
    let settings = app.world().resource::<Settings>();
    assert!(settings.puzzles_solved.contains(&puzzle.id));
}

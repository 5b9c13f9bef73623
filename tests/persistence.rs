//! Saving: the running match is saved after every move and comes back the
//! same; a broken save is reported, kept aside, and the game starts fresh.

use bevy::prelude::*;
use omweso::systems::Screen;
use omweso::systems::animation::AnimSpeed;
use omweso::systems::persistence::{DataDir, Resume, SavedMatch, load_save, write_atomic};
use omweso::systems::session::{Action, MatchConfig, Player, Session};
use omweso::testing::{app_with_data, run_until_quiet, start_match, temp_dir};
use std::time::Duration;

fn two_humans() -> MatchConfig {
    MatchConfig {
        players: [Player::Human, Player::Human],
        ..MatchConfig::default()
    }
}

/// Updates until the start-up loading has finished.
fn until_loaded(app: &mut App) {
    for _ in 0..500 {
        app.update();
        let world = app.world_mut();
        let resume = world.resource::<Resume>();
        if resume.saved.is_some() || resume.problem.is_some() {
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn the_match_is_saved_after_every_move_and_resumes_the_same() {
    let dir = temp_dir();
    let mut app = app_with_data(dir.clone());
    start_match(&mut app, two_humans(), AnimSpeed::Instant);
    for k in [4, 5] {
        app.world_mut().write_message(Action::Pit(k));
        run_until_quiet(&mut app, 2_000);
    }
    let expected = app.world().resource::<Session>().record.clone();
    assert_eq!(expected.moves().len(), 2);
    // The write happens on a background task: wait for it.
    let path = app.world().resource::<DataDir>().autosave();
    let mut saved = None;
    for _ in 0..500 {
        app.update();
        if let Ok(Some(s)) = load_save(&path)
            && let omweso::systems::persistence::SavedGame::Omweso { record, .. } = &s.game
            && record["moves"].as_array().is_some_and(|m| m.len() == 2)
        {
            saved = Some(s);
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(saved.is_some(), "the autosave holds both moves");

    // A new start finds it and resumes the very same game.
    let mut again = app_with_data(dir);
    until_loaded(&mut again);
    {
        let mut resume = again.world_mut().resource_mut::<Resume>();
        let saved = resume.saved.clone().expect("offered for resumption");
        assert!(saved.describe().contains("2 moves"));
        resume.requested = true;
    }
    again
        .world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    again.update();
    run_until_quiet(&mut again, 2_000);
    let resumed = &again.world().resource::<Session>().record;
    assert_eq!(resumed, &expected);
}

#[test]
fn a_corrupt_save_is_reported_kept_aside_and_the_game_starts_fresh() {
    let dir = temp_dir();
    let autosave = dir.join("autosave.json");
    let good = SavedMatch::of_omweso(&Session::new(two_humans())).to_json();
    // A truncated file, and an older broken one that must not be overwritten.
    std::fs::write(&autosave, &good[..good.len() / 2]).unwrap();
    std::fs::write(dir.join("autosave.corrupt-1.json"), "older").unwrap();
    std::fs::write(dir.join("named.json"), &good).unwrap();
    let mut app = app_with_data(dir.clone());
    until_loaded(&mut app);
    let resume = app.world().resource::<Resume>();
    let problem = resume.problem.clone().expect("the problem is reported");
    assert!(problem.contains("could not be resumed"), "{problem}");
    assert!(resume.saved.is_none());
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.corrupt-1.json")).unwrap(),
        "older"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.corrupt-2.json")).unwrap(),
        &good[..good.len() / 2]
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("named.json")).unwrap(),
        good
    );
    // A fresh match still starts.
    start_match(&mut app, two_humans(), AnimSpeed::Instant);
    assert!(app.world().resource::<Session>().record.moves().is_empty());
}

#[test]
fn a_save_with_an_illegal_move_is_refused() {
    let mut saved = SavedMatch::of_omweso(&Session::new(two_humans()));
    if let omweso::systems::persistence::SavedGame::Omweso { record, .. } = &mut saved.game {
        record["moves"] = serde_json::json!(["m", "z"]);
    }
    let err = SavedMatch::from_json(&saved.to_json()).unwrap_err();
    assert!(err.contains("move 2"), "{err}");
}

#[test]
fn atomic_writes_leave_no_temporary_file() {
    let dir = temp_dir();
    let path = dir.join("x.json");
    write_atomic(&path, "one").unwrap();
    write_atomic(&path, "two").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

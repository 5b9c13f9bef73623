//! Saving: the running match is saved after every move and comes back the
//! same; a broken save is reported, kept aside, and the game starts fresh.

use bevy::prelude::*;
use omweso::Screen;
use omweso::settings::AnimSpeed;
use omweso::systems::persistence::{DataDir, Resume, Writes, load_save, write_atomic};
use omweso::systems::session::{
    Action, MatchConfig, NextMatch, OmwesoSession, OpenMatch, Player, SavedGame, SavedMatch,
};
use omweso::testing::{
    app_with_data, flush_writes, omweso as session, run_until_quiet, start_match, temp_dir,
    update_until,
};

fn two_humans() -> MatchConfig {
    MatchConfig {
        players: [Player::Human, Player::Human],
        ..MatchConfig::default()
    }
}

/// Updates until the start-up loading has finished.
fn until_loaded(app: &mut App) {
    let loaded = update_until(app, 10, |app| {
        let resume = app.world().resource::<Resume>();
        resume.saved.is_some() || resume.problem.is_some()
    });
    assert!(loaded, "the start-up loading found a save");
}

#[test]
fn the_match_is_saved_after_every_move_and_resumes_the_same() {
    let dir = temp_dir();
    let mut app = app_with_data(&dir);
    start_match(&mut app, two_humans(), AnimSpeed::Instant);
    for k in [4, 5] {
        app.world_mut().write_message(Action::Pit(k));
        run_until_quiet(&mut app, 2_000);
    }
    let expected = session(&app).record.clone();
    assert_eq!(expected.moves().len(), 2);
    // The write happens on a background task: wait for it.
    flush_writes(&mut app);
    let path = app.world().resource::<DataDir>().autosave();
    let saved = load_save(&path).unwrap().filter(
        |s| matches!(&s.game, SavedGame::Omweso { record, .. } if record.moves().len() == 2),
    );
    assert!(saved.is_some(), "the autosave holds both moves");

    // A new start finds it and resumes the very same game.
    let mut again = app_with_data(&dir);
    until_loaded(&mut again);
    {
        let resume = again.world().resource::<Resume>();
        let saved = resume.saved.clone().expect("offered for resumption");
        assert!(omweso::testing::english(&saved.describe()).contains("2 moves"));
        again.world_mut().resource_mut::<NextMatch>().0 = Some(OpenMatch::Restore(Box::new(saved)));
    }
    again
        .world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    again.update();
    run_until_quiet(&mut again, 2_000);
    let resumed = &session(&again).record;
    assert_eq!(resumed, &expected);
}

#[test]
fn a_corrupt_save_is_reported_kept_aside_and_the_game_starts_fresh() {
    let dir = temp_dir();
    let autosave = dir.join("autosave.json");
    let good = OmwesoSession::new(two_humans()).saved().to_json();
    // A truncated file, and an older broken one that must not be overwritten.
    std::fs::write(&autosave, &good[..good.len() / 2]).unwrap();
    std::fs::write(dir.join("autosave.corrupt-1.json"), "older").unwrap();
    std::fs::write(dir.join("named.json"), &good).unwrap();
    let mut app = app_with_data(&dir);
    until_loaded(&mut app);
    let resume = app.world().resource::<Resume>();
    let problem =
        omweso::testing::english(&resume.problem.clone().expect("the problem is reported"));
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
    assert!(session(&app).record.moves().is_empty());
}

#[test]
fn a_save_with_an_illegal_move_is_refused() {
    let saved = OmwesoSession::new(two_humans()).saved();
    let mut json: serde_json::Value = serde_json::from_str(&saved.to_json()).unwrap();
    json["game"]["omweso"]["record"]["moves"] = serde_json::json!(["m", "z"]);
    let err = SavedMatch::from_json(&json.to_string()).unwrap_err();
    assert!(err.contains("move 2"), "{err}");
}

#[test]
fn atomic_writes_leave_no_temporary_file() {
    let dir = temp_dir();
    let path = dir.join("x.json");
    write_atomic(&path, b"one").unwrap();
    write_atomic(&path, b"two").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

#[test]
fn writes_of_one_file_go_one_at_a_time_and_the_newest_wins() {
    // Autosaves and settings come faster than a slow disk writes them: the
    // writes of one file never overlap, and the file ends as the last
    // contents asked for (whichever writes in between were skipped).
    let dir = temp_dir();
    let mut app = app_with_data(&dir);
    let path = dir.join("autosave.json");
    let other = dir.join("settings.json");
    for i in 0..50 {
        let mut writes = app.world_mut().resource_mut::<Writes>();
        writes.write(path.clone(), format!("{{\"n\": {i}}}"));
        writes.write(other.clone(), format!("{{\"m\": {i}}}"));
        if i % 7 == 0 {
            app.update();
        }
    }
    flush_writes(&mut app);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"n\": 49}");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "{\"m\": 49}");
}

#[test]
fn every_write_asked_for_is_on_disk_once_the_app_has_closed() {
    // Quitting right after a move: the app goes with one write of the file
    // under way and newer contents waiting for it.
    let dir = temp_dir();
    let path = dir.join("autosave.json");
    {
        let mut app = app_with_data(&dir);
        let mut writes = app.world_mut().resource_mut::<Writes>();
        for i in 0..5 {
            writes.write(path.clone(), format!("{{\"n\": {i}}}"));
        }
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"n\": 4}");
}

mod library {
    use super::*;
    use omweso::systems::persistence::{Library, LibraryRequest, file_stem, write_unused};
    use omweso::systems::session::{OwareSession, Phase};
    use omweso::testing::{engine_counts, seed_counts};

    fn until<F: Fn(&mut App) -> bool>(app: &mut App, done: F) -> bool {
        update_until(app, 20, done)
    }

    #[test]
    fn names_never_leave_the_folder_or_overwrite_a_file() {
        assert_eq!(file_stem("../../etc/passwd"), "etcpasswd");
        assert_eq!(file_stem("  "), "untitled");
        let dir = temp_dir();
        std::fs::write(dir.join("a.json"), "x").unwrap();
        std::fs::write(dir.join("a (2).json"), "x").unwrap();
        assert_eq!(
            write_unused(&dir, "a", b"y").unwrap(),
            dir.join("a (3).json")
        );
        assert_eq!(std::fs::read_to_string(dir.join("a.json")).unwrap(), "x");
    }

    #[test]
    fn a_named_save_loads_back_and_an_exported_record_replays_move_by_move() {
        let dir = temp_dir();
        let mut app = app_with_data(&dir);
        start_match(&mut app, two_humans(), AnimSpeed::Instant);
        for k in [4, 4, 3] {
            app.world_mut().write_message(Action::Pit(k));
            run_until_quiet(&mut app, 2_000);
        }
        let record = session(&app).record.clone();
        app.world_mut()
            .write_message(LibraryRequest::SaveMatch("my game".into()));
        app.world_mut()
            .write_message(LibraryRequest::ExportRecord("my game".into()));
        assert!(until(&mut app, |_| {
            dir.join("saves/my game.json").exists() && dir.join("records/my game.json").exists()
        }));
        // Saving again never overwrites.
        app.world_mut()
            .write_message(LibraryRequest::SaveMatch("my game".into()));
        assert!(until(&mut app, |_| dir
            .join("saves/my game (2).json")
            .exists()));
        app.world_mut().write_message(LibraryRequest::Refresh);
        assert!(until(&mut app, |a| a
            .world()
            .resource::<Library>()
            .saves
            .len()
            == 2));

        // Replay the exported record: it opens at the start, then steps.
        app.world_mut()
            .write_message(LibraryRequest::Replay("my game".into()));
        assert!(until(&mut app, |a| a
            .world()
            .get_resource::<OmwesoSession>()
            .is_some_and(|s| s.replay)));
        run_until_quiet(&mut app, 2_000);
        assert!(session(&app).record.moves().is_empty());
        for i in 1..=3 {
            app.world_mut().write_message(Action::Redo);
            run_until_quiet(&mut app, 2_000);
            let s = session(&app);
            assert_eq!(s.position(), &record.positions()[i]);
            assert_eq!(seed_counts(&mut app), engine_counts(&app));
        }
        app.world_mut().write_message(Action::Undo);
        run_until_quiet(&mut app, 2_000);
        assert_eq!(session(&app).position(), &record.positions()[2]);
        // Clicking a pit in a replay is explained, not played.
        app.world_mut().write_message(Action::Pit(0));
        app.update();
        assert_eq!(session(&app).record.moves().len(), 2);

        // Loading the named save brings the match back as it was.
        app.world_mut()
            .write_message(LibraryRequest::LoadMatch("my game".into()));
        assert!(until(&mut app, |a| a
            .world()
            .get_resource::<OmwesoSession>()
            .is_some_and(|s| !s.replay && s.record.moves().len() == 3)));
        assert_eq!(session(&app).record, record);
        assert!(matches!(session(&app).phase, Phase::Waiting));
    }

    #[test]
    fn an_oware_record_replays_too() {
        use omweso::geometry::GameKind;
        let dir = temp_dir();
        let mut app = app_with_data(&dir);
        let config = MatchConfig {
            table: GameKind::Oware,
            ..two_humans()
        };
        start_match(&mut app, config, AnimSpeed::Instant);
        for k in [0, 2] {
            app.world_mut().write_message(Action::Pit(k));
            run_until_quiet(&mut app, 2_000);
        }
        let after_two = *omweso::testing::oware(&app).position();
        app.world_mut()
            .write_message(LibraryRequest::ExportRecord("oware".into()));
        assert!(until(&mut app, |_| dir.join("records/oware.json").exists()));
        app.world_mut()
            .write_message(LibraryRequest::Replay("oware".into()));
        assert!(until(&mut app, |a| a
            .world()
            .get_resource::<OwareSession>()
            .is_some_and(|s| s.replay)));
        run_until_quiet(&mut app, 2_000);
        assert_eq!(
            omweso::testing::oware(&app).position().to_string(),
            "start"
                .parse::<mancala::oware::Position>()
                .unwrap()
                .to_string()
        );
        for _ in 0..2 {
            app.world_mut().write_message(Action::Redo);
            run_until_quiet(&mut app, 2_000);
        }
        assert_eq!(omweso::testing::oware(&app).position(), &after_two);
        assert_eq!(seed_counts(&mut app), engine_counts(&app));
    }
}

#[test]
fn a_crashed_writers_old_temporary_file_is_removed_at_start() {
    let dir = temp_dir();
    std::fs::create_dir_all(dir.join("saves")).unwrap();
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for path in [
        dir.join(".autosave.json.k1Lls.tmp"),
        dir.join("saves/.my game.json.x0Yz.tmp"),
    ] {
        std::fs::File::create(&path)
            .unwrap()
            .set_modified(hour_ago)
            .unwrap();
    }
    // One being written now by another instance stays.
    std::fs::write(dir.join(".settings.json.nOw1.tmp"), "{").unwrap();
    let mut app = app_with_data(&dir);
    omweso::testing::wait_for_background(&mut app);
    assert!(!dir.join(".autosave.json.k1Lls.tmp").exists());
    assert!(!dir.join("saves/.my game.json.x0Yz.tmp").exists());
    assert!(dir.join(".settings.json.nOw1.tmp").exists());
}

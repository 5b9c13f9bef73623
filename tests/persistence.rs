//! Saving: the running match is saved after every move and comes back the
//! same; a broken save is reported, kept aside, and the game starts fresh.

use bevy::prelude::*;
use omweso::Screen;
use omweso::games::GameKind;
use omweso::settings::AnimSpeed;
use omweso::systems::persistence::{DataDir, Resume, Writes, load_save, write_atomic};
use omweso::systems::session::{
    Action, Controller, MatchConfig, NextMatch, OmwesoSession, OpenMatch, SavedMatch,
};
use omweso::testing::{
    app_with_data, flush_writes, omweso as session, run_until_quiet, start_match, temp_dir,
    update_until,
};

fn two_humans() -> MatchConfig {
    MatchConfig {
        players: [Controller::Human, Controller::Human],
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
    let saved = load_save(&path)
        .unwrap()
        .filter(|s| s.game.game == GameKind::OMWESO && s.moves() == 2);
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
    let err = SavedMatch::read(&json.to_string()).unwrap_err();
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
        use omweso::games::GameKind;
        let dir = temp_dir();
        let mut app = app_with_data(&dir);
        let config = MatchConfig {
            game: GameKind::OWARE,
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

/// Files that cannot be read, writes that fail, two instances: nothing is
/// lost without a word.
mod faults {
    use super::*;
    use omweso::locale::Lang;
    use omweso::settings::Settings;
    use omweso::systems::persistence::staff_log::StaffLog;
    use omweso::systems::persistence::{FileProblems, LockError, READ_CAP, Writer};
    use omweso::testing::{app_with, english};
    use std::path::Path;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// A settings file with progress in it.
    const SETTINGS: &str = r#"{
  "muted": true,
  "lessons_done": ["sowing", "capture"],
  "puzzles_solved": ["omweso-1"],
  "puzzle_streak": 3
}"#;

    /// The headless game on `dir` with its staff log.
    fn app_logged(dir: &Path, setup: impl FnOnce(&mut App)) -> (App, StaffLog) {
        let log = StaffLog::open(&DataDir(dir.to_path_buf()));
        let app = app_with(dir, |app| {
            app.insert_resource(log.clone());
            setup(app);
        });
        (app, log)
    }

    /// The staff log's events of one kind (the words after the time).
    fn logged(log: &StaffLog, what: &str) -> Vec<String> {
        log.flush();
        let text = std::fs::read_to_string(log.path()).unwrap_or_default();
        text.lines()
            .filter_map(|line| line.split_once("  ").map(|(_, event)| event.to_string()))
            .filter(|event| event.starts_with(&format!("{what}  ")))
            .collect()
    }

    /// Updates until the start-up reading is done, then says what the
    /// player was told.
    fn told_at_start(app: &mut App) -> Vec<String> {
        update_until(app, 20, |app| {
            let world = app.world_mut();
            world
                .query::<&omweso::systems::persistence::Loading>()
                .iter(world)
                .count()
                == 0
        });
        app.update();
        told(app)
    }

    fn told(app: &App) -> Vec<String> {
        let problems = app.world().resource::<FileProblems>();
        problems.shown.iter().map(english).collect()
    }

    fn settings(app: &App) -> Settings {
        app.world().resource::<Settings>().clone()
    }

    /// Changes a setting and waits for the writes.
    fn change(app: &mut App, edit: impl FnOnce(&mut Settings)) {
        edit(&mut app.world_mut().resource_mut::<Settings>());
        app.update();
    }

    #[test]
    fn a_truncated_settings_file_is_kept_aside_told_logged_and_never_written_over() {
        let dir = temp_dir();
        let truncated = &SETTINGS[..SETTINGS.len() / 2];
        std::fs::write(dir.join("settings.json"), truncated).unwrap();
        // An older one kept aside stays as it is.
        std::fs::write(dir.join("settings.corrupt-1.json"), "older").unwrap();
        let (mut app, log) = app_logged(&dir, |_| {});
        let told = told_at_start(&mut app);
        assert_eq!(told.len(), 1, "{told:?}");
        assert!(
            told[0].starts_with("Your settings could not be read ("),
            "{told:?}"
        );
        assert!(told[0].contains("settings.corrupt-2.json"), "{told:?}");
        assert_eq!(
            std::fs::read_to_string(dir.join("settings.corrupt-2.json")).unwrap(),
            truncated
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("settings.corrupt-1.json")).unwrap(),
            "older"
        );
        let lines = logged(&log, "file unreadable");
        assert_eq!(lines.len(), 1, "one line in the staff log: {lines:?}");
        assert!(
            lines[0].contains("settings.json: EOF while parsing"),
            "{lines:?}"
        );
        // The next change writes a new file; the copy kept aside stays.
        change(&mut app, |s| s.muted = true);
        flush_writes(&mut app);
        assert!(dir.join("settings.json").exists());
        assert_eq!(
            std::fs::read_to_string(dir.join("settings.corrupt-2.json")).unwrap(),
            truncated
        );
    }

    #[test]
    fn a_newer_versions_settings_keep_the_progress_and_what_this_version_cannot_read() {
        let dir = temp_dir();
        let newer = r#"{
  "muted": true,
  "language": "Fr",
  "speed": "Warp",
  "lessons_done": ["sowing", "capture"],
  "puzzles_solved": ["omweso-1"],
  "puzzle_streak": 3,
  "colour_theme": {"name": "dusk"}
}"#;
        std::fs::write(dir.join("settings.json"), newer).unwrap();
        let (mut app, log) = app_logged(&dir, |_| {});
        assert_eq!(told_at_start(&mut app), Vec::<String>::new());
        let read = settings(&app);
        assert_eq!(read.lessons_done, ["sowing", "capture"]);
        assert_eq!(read.puzzles_solved, ["omweso-1"]);
        assert_eq!(read.puzzle_streak, 3);
        assert!(read.muted);
        // Only the values this version does not know are at their defaults.
        assert_eq!(read.language, Settings::default().language);
        assert_eq!(read.speed, Settings::default().speed);
        assert!(logged(&log, "file unreadable").is_empty());
        // A change writes the file with what it could not read as it was.
        change(&mut app, |s| s.muted = false);
        flush_writes(&mut app);
        let written: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("settings.json")).unwrap())
                .unwrap();
        assert_eq!(written["muted"], false);
        assert_eq!(written["language"], "Fr");
        assert_eq!(written["speed"], "Warp");
        assert_eq!(written["colour_theme"]["name"], "dusk");
        assert_eq!(written["lessons_done"][1], "capture");
        // Until the player chooses another value.
        change(&mut app, |s| s.language = Lang::Sw);
        flush_writes(&mut app);
        let written: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("settings.json")).unwrap())
                .unwrap();
        assert_eq!(written["language"], "Sw");
        assert_eq!(written["speed"], "Warp");
    }

    #[test]
    fn a_settings_file_larger_than_the_cap_is_refused_with_a_clear_message() {
        let dir = temp_dir();
        // Valid JSON, padded past the cap.
        let mut huge = SETTINGS.to_string();
        huge.push_str(&" ".repeat(READ_CAP as usize));
        std::fs::write(dir.join("settings.json"), &huge).unwrap();
        let (mut app, _log) = app_logged(&dir, |_| {});
        let told = told_at_start(&mut app);
        assert_eq!(told.len(), 1, "{told:?}");
        assert!(told[0].contains("(it is larger than 8 MiB)"), "{told:?}");
        assert!(!settings(&app).muted, "not read");
        assert_eq!(
            std::fs::metadata(dir.join("settings.corrupt-1.json"))
                .unwrap()
                .len(),
            huge.len() as u64
        );
    }

    #[test]
    fn a_folder_where_a_file_should_be_is_moved_aside_and_the_match_is_saved() {
        let dir = temp_dir();
        for name in ["autosave.json", "history.json"] {
            std::fs::create_dir_all(dir.join(name).join("inside")).unwrap();
        }
        let (mut app, log) = app_logged(&dir, |_| {});
        let told = told_at_start(&mut app);
        assert_eq!(told.len(), 2, "{told:?}");
        assert!(
            told.iter()
                .any(|t| t.contains("saved match could not be resumed"))
        );
        assert!(told.iter().any(|t| t.contains("history of your games")));
        assert_eq!(logged(&log, "file unreadable").len(), 2);
        for name in ["autosave.corrupt-1.json", "history.corrupt-1.json"] {
            assert!(
                dir.join(name).join("inside").is_dir(),
                "{name} kept as it was"
            );
        }
        start_match(&mut app, two_humans(), AnimSpeed::Instant);
        app.world_mut().write_message(Action::Pit(4));
        run_until_quiet(&mut app, 2_000);
        flush_writes(&mut app);
        let saved = load_save(&dir.join("autosave.json")).unwrap().unwrap();
        assert_eq!((saved.game.game, saved.moves()), (GameKind::OMWESO, 1));
    }

    /// A disk that fails every write while `full` is set.
    fn full_disk(full: Arc<AtomicBool>) -> Writer {
        Arc::new(move |path: &Path, bytes: &[u8]| {
            if full.load(Ordering::SeqCst) {
                Err(std::io::ErrorKind::StorageFull.into())
            } else {
                write_atomic(path, bytes)
            }
        })
    }

    #[test]
    fn a_failed_write_is_told_once_logged_and_retried_and_the_marker_moves_only_on_success() {
        let dir = temp_dir();
        let full = Arc::new(AtomicBool::new(true));
        let (mut app, log) = app_logged(&dir, |app| {
            app.insert_resource(Writes::with_writer(full_disk(full.clone())));
        });
        told_at_start(&mut app);
        let path = dir.join("autosave.json");
        let write = |app: &mut App, text: &str| {
            let mut writes = app.world_mut().resource_mut::<Writes>();
            writes.write(path.clone(), text.to_string());
        };
        write(&mut app, "first");
        // Ten seconds of failing: tried again several times, said once.
        for i in 0..200 {
            omweso::testing::wait_for_background(&mut app);
            app.update();
            if i == 50 {
                write(&mut app, "newest");
            }
        }
        assert_eq!(
            told(&app),
            ["Could not save autosave.json: the disk is full. The game keeps trying."]
        );
        let writes = app.world().resource::<Writes>();
        assert_eq!(writes.saved(&path), 0, "the marker has not moved");
        assert!(writes.failing(&path));
        assert!(!path.exists());
        let failed = logged(&log, "write failed");
        assert_eq!(failed.len(), 1, "{failed:?}");
        assert!(failed[0].contains("autosave.json"), "{failed:?}");
        // Space again: the newest contents are written at the next try
        // (at most a minute away) and the marker moves.
        full.store(false, Ordering::SeqCst);
        let saved = update_until(&mut app, 60 * 20 + 20, |app| {
            app.world().resource::<Writes>().saved(&path) == 1
        });
        assert!(saved, "written once there was space");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "newest");
        assert_eq!(logged(&log, "write recovered").len(), 1);
        assert_eq!(told(&app).len(), 1, "told once");
    }

    /// Whether permissions hold for this process (they do not for root,
    /// as in many CI containers).
    fn permissions_hold(dir: &Path) -> bool {
        use std::os::unix::fs::PermissionsExt;
        let probe = dir.join("probe");
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555)).unwrap();
        let holds = std::fs::write(&probe, "x").is_err();
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        let _ = std::fs::remove_file(probe);
        holds
    }

    #[test]
    fn a_read_only_data_folder_is_told_and_the_files_in_it_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp_dir();
        std::fs::write(dir.join("settings.json"), SETTINGS).unwrap();
        // With permissions that hold the folder is made read-only; where
        // they do not (root), a disk that refuses every write stands in
        // for it, so that the test still checks what the player is told.
        let chmod = permissions_hold(&dir);
        let refusing: Writer =
            Arc::new(|_: &Path, _: &[u8]| Err(std::io::ErrorKind::ReadOnlyFilesystem.into()));
        if !chmod {
            eprintln!("permissions do not hold here (root): a refusing disk stands in");
        }
        // The staff log elsewhere: in a read-only folder it could not be
        // written either.
        let log_dir = temp_dir();
        let log = StaffLog::open(&DataDir(log_dir.to_path_buf()));
        let mut app = app_with(&dir, |app| {
            app.insert_resource(log.clone());
            if chmod {
                let mode = std::fs::Permissions::from_mode(0o555);
                std::fs::set_permissions(&*dir, mode).unwrap();
            } else {
                app.insert_resource(Writes::with_writer(refusing));
            }
        });
        assert_eq!(told_at_start(&mut app), Vec::<String>::new());
        assert_eq!(settings(&app).lessons_done, ["sowing", "capture"]);
        change(&mut app, |s| s.muted = false);
        for _ in 0..40 {
            omweso::testing::wait_for_background(&mut app);
            app.update();
        }
        assert_eq!(
            told(&app),
            [
                "Could not save settings.json: the folder cannot be written to. The game keeps trying."
            ]
        );
        assert_eq!(logged(&log, "write failed").len(), 1);
        assert_eq!(
            std::fs::read_to_string(dir.join("settings.json")).unwrap(),
            SETTINGS
        );
        drop(app);
        std::fs::set_permissions(&*dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    }

    #[test]
    fn a_second_instance_on_one_data_folder_is_refused_with_a_clear_message() {
        let dir = temp_dir();
        let data = DataDir(dir.to_path_buf());
        let first = data.lock().expect("the first holds the folder");
        let Err(LockError::Held(message)) = data.lock() else {
            panic!("a second instance is refused");
        };
        assert!(
            message.starts_with(&format!(
                "Omweso is already running (process {}) with the data folder",
                std::process::id()
            )),
            "{message}"
        );
        assert!(
            message.contains(&format!("{:?}", dir.display().to_string())),
            "{message}"
        );
        assert!(!message.contains('\n'));
        drop(first);
        assert!(data.lock().is_ok(), "free once the first has gone");
    }
}

//! Files written before the formats became generic (a game's data under its
//! id, read through the registry of games) still load. The files in
//! `tests/data/written-by-a6a6cc8/` were written by the game at commit
//! a6a6cc8, by its own tests' play (`tests/persistence.rs` and
//! `tests/journal.rs` there): an autosave of each game, an exported Oware
//! record, and a journal (`history.json` joins the two journal files that
//! the Omweso and the Oware test wrote).

use bevy::prelude::*;
use mancala::Side;
use mancala::game::{Omweso, Oware};
use omweso::Screen;
use omweso::games::GameKind;
use omweso::systems::persistence::journal::GameResult;
use omweso::systems::persistence::{load_journal, load_save};
use omweso::systems::session::{
    MatchGame, NextMatch, OmwesoSession, OpenMatch, OwareSession, SavedMatch, points_words,
};
use omweso::testing::{TestApp, app, english, run_until_quiet};
use std::path::PathBuf;

fn file(name: &str) -> PathBuf {
    [
        env!("CARGO_MANIFEST_DIR"),
        "tests/data/written-by-a6a6cc8",
        name,
    ]
    .iter()
    .collect()
}

/// Opens a saved match as the title's "Resume" does.
fn resume(saved: SavedMatch) -> TestApp {
    let mut app = app();
    app.insert_resource(NextMatch(Some(OpenMatch::Restore(Box::new(saved)))));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    run_until_quiet(&mut app, 2_000);
    app
}

#[test]
fn an_omweso_autosave_of_the_last_release_resumes_where_it_was_left() {
    let saved = load_save(&file("autosave-omweso.json"))
        .unwrap()
        .expect("a save");
    assert_eq!((saved.game.game, saved.moves()), (GameKind::OMWESO, 2));
    assert!(english(&saved.describe()).contains("2 moves"));
    let app = resume(saved.clone());
    let session = app.world().resource::<OmwesoSession>();
    assert_eq!(
        session
            .record
            .moves()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        saved.game.data["record"]["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    );
    // Saved again, it is the same file.
    assert_eq!(session.saved().to_json(), saved.to_json());
}

#[test]
fn an_oware_autosave_of_the_last_release_resumes_where_it_was_left() {
    let saved = load_save(&file("autosave-oware.json"))
        .unwrap()
        .expect("a save");
    assert_eq!(saved.game.game, GameKind::OWARE);
    assert!(saved.moves() > 0);
    let app = resume(saved.clone());
    let session = app.world().resource::<OwareSession>();
    assert_eq!(session.record.moves().len(), saved.moves());
    assert_eq!(session.saved().to_json(), saved.to_json());
}

#[test]
fn a_journal_of_the_last_release_reads_with_its_points_and_records() {
    let entries = load_journal(&file("history.json")).unwrap();
    let games: Vec<GameKind> = entries.iter().map(|e| e.game).collect();
    assert_eq!(games, [GameKind::OMWESO, GameKind::OWARE]);
    let words: Vec<String> = entries
        .iter()
        .map(|e| english(&points_words(&e.points).expect("points in words")))
        .collect();
    assert!(words[0].contains('1'), "{words:?}");
    assert!(
        words[1].contains("23") && words[1].contains("25"),
        "{words:?}"
    );
    assert_eq!(entries[0].result, GameResult::Won);
    assert_eq!(
        (entries[1].seat, entries[1].result),
        (Side::North, GameResult::Lost)
    );
    // Each game's record opens as its own game's.
    let records: Vec<_> = entries
        .iter()
        .map(|e| omweso::systems::session::AnyRecord::from_json(&e.record.to_string()).unwrap())
        .collect();
    assert!(records[0].decode::<Omweso>().is_some());
    assert!(records[1].decode::<Oware>().is_some());
    assert!(records[0].decode::<Oware>().is_none());
    assert_eq!(
        Oware::any_record(&records[1].decode::<Oware>().unwrap()),
        records[1]
    );
}

#[test]
fn a_save_of_a_game_this_version_does_not_know_is_refused_in_one_line() {
    let text = std::fs::read_to_string(file("autosave-omweso.json")).unwrap();
    let unknown = text.replacen("\"omweso\": {", "\"bao\": {", 1);
    assert_ne!(unknown, text);
    let err = SavedMatch::read(&unknown).unwrap_err();
    assert!(err.contains("\"bao\""), "{err}");
    assert!(!err.contains('\n'), "{err}");
}

#[test]
fn a_record_exported_by_the_last_release_opens_for_replay() {
    let bytes = std::fs::read(file("record-oware.json")).unwrap();
    let record = omweso::systems::session::AnyRecord::from_json_bytes(&bytes).unwrap();
    assert_eq!((record.game(), record.moves()), (GameKind::OWARE, 2));
    let decoded = record.decode::<Oware>().expect("an Oware record");
    assert_eq!(decoded.moves().len(), 2);
}

//! "Your games": every game a person finishes is kept in `history.json`
//! with its record; kiosk games, demonstrations and replays are not; the
//! newest 500 are kept; a broken file is set aside and the game still
//! starts; an entry opens in the replay viewer.

use bevy::prelude::*;
use mancala::Side;
use mancala::game::{Game, Omweso};
use omweso::Screen;
use omweso::games::{ByGame, GameKind};
use omweso::settings::{AnimSpeed, Kiosk};
use omweso::systems::persistence::journal::{
    Against, Entry, GameResult, JOURNAL_CAP, Tally, entry, iso_utc, totals,
};
use omweso::systems::persistence::{DataDir, Journal, JournalRequest, load_journal};
use omweso::systems::session::config::Guide;
use omweso::systems::session::{
    Action, AnyRecord, Controller, Level, MatchConfig, MatchGame, OmwesoSession, OwareSession,
};
use omweso::testing::{
    app_with_data, english, flush_writes, omweso as session, run_until_settled, start_match,
    temp_dir, update_until,
};
use serde_json::json;

/// South to move; `h` wins at once by okwa bulijo (1 point).
const OMWESO_WON_BY_H: &str =
    "0,1,0,1,3,0,1,0/1,0,1,0,1,1,0,1/0,0,0,0,1,0,0,3/8,7,7,7,6,7,7,0 S - 3-2";

/// South to move, with `f` its only move: it captures 2 and wins 25–23.
const OWARE_SOUTH_WINS_BY_F: &str = "1,0,0,0,0,1/0,0,0,0,0,1 S 23-22";

fn omweso_against(level: Level) -> MatchConfig {
    MatchConfig {
        players: [Controller::Human, Controller::Computer(level)],
        omweso: omweso::systems::session::OmwesoConfig {
            position: Some(OMWESO_WON_BY_H.parse().unwrap()),
            ..Default::default()
        },
        ..MatchConfig::default()
    }
}

fn oware(players: [Controller; 2]) -> MatchConfig {
    MatchConfig {
        game: GameKind::OWARE,
        players,
        oware: omweso::systems::session::OwareConfig {
            position: Some(OWARE_SOUTH_WINS_BY_F.parse().unwrap()),
            ..Default::default()
        },
        ..MatchConfig::default()
    }
}

/// The headless game with its files in `dir`, the history read.
fn started(dir: &std::path::Path) -> App {
    let mut app = app_with_data(dir);
    let loaded = update_until(&mut app, 20, |app| {
        app.world().resource::<Journal>().loaded()
    });
    assert!(loaded, "the history is read at start");
    app
}

/// Plays the Omweso game that South wins with `h`, to its end and its
/// writes.
fn win_omweso(app: &mut App, config: MatchConfig) {
    start_match(app, config, AnimSpeed::Instant);
    let h = (0..16).find(|&k| <Omweso as MatchGame>::pit_move(k) == "h");
    app.world_mut().write_message(Action::Pit(h.unwrap()));
    run_until_settled(app, 2_000);
    flush_writes(app);
}

/// Plays a match to its end and its writes.
fn play_out(app: &mut App, config: MatchConfig) {
    let game = config.game;
    start_match(app, config, AnimSpeed::Instant);
    run_until_settled(app, 2_000);
    let over = match game.id() {
        "omweso" => session(app).record.result().is_some(),
        "oware" => app
            .world()
            .resource::<OwareSession>()
            .record
            .result()
            .is_some(),
        other => panic!("no such game here: {other}"),
    };
    assert!(over, "the {game:?} game was played to its end");
    flush_writes(app);
}

fn journal_file(app: &App) -> std::path::PathBuf {
    app.world().resource::<DataDir>().journal()
}

#[test]
fn a_game_won_against_the_computer_is_kept_with_its_fields_and_record() {
    let dir = temp_dir();
    let mut app = started(&dir);
    win_omweso(&mut app, omweso_against(Level::Expert));
    let played = session(&app).record.clone();
    let entries = load_journal(&journal_file(&app)).unwrap();
    assert_eq!(entries.len(), 1);
    let entry = &entries[0];
    assert_eq!(entry.game, GameKind::OMWESO);
    assert_eq!(entry.against, Against::Computer(Level::Expert));
    assert_eq!(entry.seat, Side::South);
    assert_eq!(entry.result, GameResult::Won);
    assert_eq!(entry.points, points(GameKind::OMWESO, json!({"points": 1})));
    // 2025-05-01T14:03:22Z
    let date = entry.date.as_bytes();
    assert_eq!(date.len(), 20, "{}", entry.date);
    assert_eq!(
        (date[4], date[10], date[13], date[19]),
        (b'-', b'T', b':', b'Z')
    );
    let record = AnyRecord::from_json(&entry.record.to_string()).unwrap();
    assert_eq!(record.decode::<Omweso>(), Some(played));
    assert_eq!(app.world().resource::<Journal>().entries(), &entries[..]);
}

#[test]
fn an_oware_game_lost_from_north_is_kept_with_the_final_seeds() {
    let dir = temp_dir();
    let mut app = started(&dir);
    play_out(
        &mut app,
        oware([Controller::Computer(Level::Beginner), Controller::Human]),
    );
    let entries = load_journal(&journal_file(&app)).unwrap();
    assert_eq!(entries.len(), 1);
    let entry = &entries[0];
    assert_eq!(entry.game, GameKind::OWARE);
    assert_eq!(entry.against, Against::Computer(Level::Beginner));
    assert_eq!(entry.seat, Side::North);
    assert_eq!(entry.result, GameResult::Lost);
    assert_eq!(
        entry.points,
        points(GameKind::OWARE, json!({"mine": 23, "theirs": 25}))
    );
}

#[test]
fn kiosk_games_lessons_demonstrations_and_computers_alone_are_not_kept() {
    let dir = temp_dir();
    let mut app = started(&dir);
    app.insert_resource(Kiosk { on: true });
    win_omweso(&mut app, omweso_against(Level::Beginner));
    assert!(session(&app).record.result().is_some(), "the game ended");
    app.insert_resource(Kiosk { on: false });
    let lesson_step = MatchConfig {
        guide: Some(Guide {
            accept: vec!["h".into()],
            refusal: omweso::text::Text::plain("not that one"),
        }),
        ..omweso_against(Level::Beginner)
    };
    win_omweso(&mut app, lesson_step);
    assert!(
        session(&app).record.result().is_some(),
        "the step ended the game"
    );
    let computer = Controller::Computer(Level::Beginner);
    let demonstration = MatchConfig {
        demonstration: true,
        ..oware([computer, computer])
    };
    play_out(&mut app, demonstration);
    play_out(&mut app, oware([computer, computer]));
    assert!(app.world().resource::<Journal>().entries().is_empty());
    assert!(!journal_file(&app).exists());
}

/// A game's points as the journal keeps them.
fn points(game: GameKind, data: serde_json::Value) -> ByGame {
    ByGame { game, data }
}

/// A made-up finished game, told apart by its date.
fn made_up(i: u64, game: GameKind, against: Against, result: GameResult) -> Entry {
    Entry {
        date: iso_utc(i),
        game,
        against,
        seat: Side::South,
        result,
        points: points(GameKind::OMWESO, json!({"points": 1})),
        record: serde_json::Value::Null,
    }
}

#[test]
fn the_journal_keeps_the_newest_500_games() {
    let dir = temp_dir();
    let old: Vec<Entry> = (0..JOURNAL_CAP as u64)
        .map(|i| {
            let against = Against::Computer(Level::Casual);
            made_up(i, GameKind::OMWESO, against, GameResult::Lost)
        })
        .collect();
    std::fs::write(dir.join("history.json"), entry::to_json(&old)).unwrap();
    let mut app = started(&dir);
    assert_eq!(
        app.world().resource::<Journal>().entries().len(),
        JOURNAL_CAP
    );
    win_omweso(&mut app, omweso_against(Level::Master));
    let entries = load_journal(&journal_file(&app)).unwrap();
    assert_eq!(entries.len(), JOURNAL_CAP);
    assert_eq!(entries[0].date, iso_utc(1), "the oldest went");
    assert_eq!(
        entries[JOURNAL_CAP - 2].date,
        iso_utc(JOURNAL_CAP as u64 - 1)
    );
    assert_eq!(
        entries[JOURNAL_CAP - 1].against,
        Against::Computer(Level::Master)
    );
}

#[test]
fn a_corrupt_journal_is_set_aside_reported_and_the_game_still_starts() {
    let dir = temp_dir();
    let broken = "{\"version\": 1, \"games\": [{\"date\": ";
    std::fs::write(dir.join("history.json"), broken).unwrap();
    let mut app = started(&dir);
    let problem = app.world().resource::<Journal>().problem.clone();
    let problem = english(&problem.expect("the player is told"));
    assert!(problem.contains("could not be read"), "{problem}");
    assert!(problem.contains("history.corrupt-1.json"), "{problem}");
    let aside = std::fs::read_to_string(dir.join("history.corrupt-1.json")).unwrap();
    assert_eq!(aside, broken);
    // A game still starts, and its end begins a new history.
    win_omweso(&mut app, omweso_against(Level::Casual));
    assert_eq!(load_journal(&journal_file(&app)).unwrap().len(), 1);
    // A file of an unknown version is set aside too.
    std::fs::write(dir.join("history.json"), "{\"version\": 99, \"games\": []}").unwrap();
    let again = started(&dir);
    let problem = english(&again.world().resource::<Journal>().problem.clone().unwrap());
    assert!(problem.contains("unknown version (99)"), "{problem}");
    assert!(dir.join("history.corrupt-2.json").exists());
}

#[test]
fn totals_count_each_level_and_two_players_of_each_game() {
    use GameResult::{Annulled, Draw, Lost, Won};
    let expert = Against::Computer(Level::Expert);
    let beginner = Against::Computer(Level::Beginner);
    let games = [
        (GameKind::OWARE, expert, Draw),
        (GameKind::OMWESO, expert, Won),
        (GameKind::OMWESO, Against::TwoPlayers, Won),
        (GameKind::OMWESO, expert, Lost),
        (GameKind::OMWESO, beginner, Won),
        (GameKind::OMWESO, expert, Lost),
        (GameKind::OMWESO, expert, Annulled),
        (GameKind::OWARE, expert, Won),
    ];
    let entries: Vec<Entry> = games
        .iter()
        .enumerate()
        .map(|(i, &(game, against, result))| made_up(i as u64, game, against, result))
        .collect();
    let found: Vec<(GameKind, Against, Tally)> = totals(&entries)
        .into_iter()
        .map(|t| (t.game, t.against, t.tally))
        .collect();
    let tally = |won, lost, drawn, annulled| Tally {
        won,
        lost,
        drawn,
        annulled,
    };
    assert_eq!(
        found,
        vec![
            (GameKind::OMWESO, beginner, tally(1, 0, 0, 0)),
            (GameKind::OMWESO, expert, tally(1, 2, 0, 1)),
            (GameKind::OMWESO, Against::TwoPlayers, tally(1, 0, 0, 0)),
            (GameKind::OWARE, expert, tally(1, 0, 1, 0)),
        ]
    );
    assert_eq!(found[1].2.games(), 4);
    assert!(totals(&[]).is_empty());
}

#[test]
fn an_entry_opens_its_game_in_the_replay_viewer_and_a_replay_is_not_kept() {
    let dir = temp_dir();
    let mut app = started(&dir);
    win_omweso(&mut app, omweso_against(Level::Intermediate));
    let played = session(&app).record.clone();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert!(app.world().get_resource::<OmwesoSession>().is_none());
    // A bad index is ignored.
    app.world_mut().write_message(JournalRequest::Open(7));
    app.world_mut().write_message(JournalRequest::Open(0));
    let opened = update_until(&mut app, 20, |app| {
        app.world().get_resource::<OmwesoSession>().is_some()
    });
    assert!(opened, "the game opens");
    let replay = session(&app);
    assert!(replay.replay);
    assert_eq!(replay.recorded().start, Omweso::recorded(&played).start);
    let mut moves = replay.redo.clone();
    moves.reverse();
    assert_eq!(moves, played.moves());
    // Stepping through the replay to its end keeps nothing new.
    app.world_mut().write_message(Action::Redo);
    run_until_settled(&mut app, 2_000);
    flush_writes(&mut app);
    assert!(
        session(&app).record.result().is_some(),
        "the replay reached the end"
    );
    assert_eq!(app.world().resource::<Journal>().entries().len(), 1);
    assert_eq!(load_journal(&journal_file(&app)).unwrap().len(), 1);
}

#[test]
fn clearing_forgets_every_game() {
    let dir = temp_dir();
    let mut app = started(&dir);
    win_omweso(&mut app, omweso_against(Level::Beginner));
    assert_eq!(load_journal(&journal_file(&app)).unwrap().len(), 1);
    app.world_mut().write_message(JournalRequest::Clear);
    app.update();
    flush_writes(&mut app);
    assert!(app.world().resource::<Journal>().entries().is_empty());
    assert!(load_journal(&journal_file(&app)).unwrap().is_empty());
}

#[test]
fn dates_are_iso_8601_utc() {
    assert_eq!(iso_utc(0), "1970-01-01T00:00:00Z");
    assert_eq!(iso_utc(951_782_400), "2000-02-29T00:00:00Z");
    assert_eq!(iso_utc(1_700_000_000), "2023-11-14T22:13:20Z");
    assert_eq!(iso_utc(4_107_542_399), "2100-02-28T23:59:59Z");
}

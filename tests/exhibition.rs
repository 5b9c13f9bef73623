//! The exhibition, headless with the test clock (50 ms an update): idle on
//! the title, the game plays itself; a touch wakes it without playing a
//! pit; an idle visitor's game asks "Still playing?" and goes back to the
//! title; the demonstration is never saved and does not grow.

use bevy::prelude::*;
use omweso::Screen;
use omweso::games::GameKind;
use omweso::settings::AnimSpeed;
use omweso::systems::demonstration::{
    Activity, Demonstration, GAME_IDLE, STILL_PLAYING, TITLE_IDLE,
};
use omweso::systems::persistence::DataDir;
use omweso::systems::session::{Controller, Level, MatchConfig, OmwesoSession};
use omweso::testing::{
    TestApp, app, flush_writes, match_on_table, run_until_quiet, start_match, wait_for_background,
};

/// Updates for this many seconds of the test clock.
fn wait(app: &mut App, seconds: f32) {
    for _ in 0..(seconds / 0.05).ceil() as usize {
        app.update();
    }
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn demo_app() -> TestApp {
    let mut app = app();
    app.world_mut().resource_mut::<Demonstration>().level = Level::Beginner;
    app.world_mut()
        .resource_mut::<omweso::settings::Settings>()
        .speed = AnimSpeed::Instant;
    app
}

#[test]
fn an_idle_title_starts_a_demonstration_and_a_touch_wakes_it() {
    let mut app = demo_app();
    wait(&mut app, TITLE_IDLE - 1.0);
    assert_eq!(screen(&app), Screen::Title, "not yet");
    wait(&mut app, 2.0);
    assert_eq!(screen(&app), Screen::Playing);
    let session = app.world().resource::<OmwesoSession>();
    assert!(session.config.demonstration);
    assert_eq!(session.config.humans(), 0);
    // The first touch only wakes the game.
    run_until_quiet(&mut app, 200);
    app.world_mut().write_message(Activity);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    assert!(!app.world().resource::<Demonstration>().running);
    assert!(app.world().get_resource::<OmwesoSession>().is_none());
    // And the title waits its 30 seconds again.
    wait(&mut app, TITLE_IDLE - 2.0);
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn an_idle_visitors_game_asks_then_goes_back_to_the_title() {
    let mut app = demo_app();
    let config = MatchConfig {
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    wait(&mut app, GAME_IDLE - 1.0);
    assert_eq!(app.world().resource::<Demonstration>().asking, None);
    wait(&mut app, 2.0);
    assert!(app.world().resource::<Demonstration>().asking.is_some());
    // An answer keeps the game.
    app.world_mut().write_message(Activity);
    app.update();
    assert_eq!(app.world().resource::<Demonstration>().asking, None);
    assert_eq!(screen(&app), Screen::Playing);
    // No answer: back to the title.
    wait(&mut app, GAME_IDLE + STILL_PLAYING + 1.0);
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn demonstrations_alternate_the_games_are_never_saved_and_do_not_grow() {
    // A long run: 120 demonstrations (beginner level, instant speed), the
    // entities counted as each new table is laid.
    const GAMES: usize = 120;
    let mut app = demo_app();
    let dir = app.world().resource::<DataDir>().0.clone();
    wait(&mut app, TITLE_IDLE + 0.5);
    let mut tables = Vec::new();
    let mut entities = Vec::new();
    let mut last_id = None;
    for _ in 0..5_000_000 {
        wait_for_background(&mut app);
        app.update();
        if let Some((game, id)) = match_on_table(&app)
            && last_id != Some(id)
        {
            last_id = Some(id);
            // Counted once the new table is laid.
            app.update();
            tables.push(game);
            let world = app.world_mut();
            entities.push(world.query::<Entity>().iter(world).count());
            if tables.len() == GAMES {
                break;
            }
        }
    }
    assert_eq!(tables.len(), GAMES, "{GAMES} demonstrations were shown");
    for (i, game) in tables.iter().enumerate() {
        let expected = if i % 2 == 0 {
            GameKind::OMWESO
        } else {
            GameKind::OWARE
        };
        assert_eq!(*game, expected, "the games alternate");
    }
    // The same game, the same entities: a thinking task or a file write
    // may come and go, nothing grows.
    for i in 2..GAMES {
        let first = entities[i % 2];
        assert!(
            entities[i].abs_diff(first) <= 4,
            "demonstration {i}: {} entities, {first} at the first: {entities:?}",
            entities[i]
        );
    }
    flush_writes(&mut app);
    assert!(
        !dir.join("autosave.json").exists(),
        "a demonstration is never saved"
    );
}

#[test]
fn a_kiosk_saves_no_match() {
    let mut app = demo_app();
    app.insert_resource(omweso::settings::Kiosk { on: true });
    let dir = app.world().resource::<DataDir>().0.clone();
    let config = MatchConfig {
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    app.world_mut()
        .write_message(omweso::systems::session::Action::Pit(4));
    run_until_quiet(&mut app, 2_000);
    // Every write asked for is done: a save would be on the disk by now.
    flush_writes(&mut app);
    assert_eq!(
        app.world().resource::<OmwesoSession>().record.moves().len(),
        1
    );
    assert!(!dir.join("autosave.json").exists());
}

#[test]
fn computers_playing_each_other_are_not_asked_whether_anyone_is_still_playing() {
    let mut app = demo_app();
    let computers = MatchConfig {
        players: [
            Controller::Computer(Level::Beginner),
            Controller::Computer(Level::Beginner),
        ],
        ..MatchConfig::default()
    };
    start_match(&mut app, computers, AnimSpeed::Slow);
    wait(&mut app, GAME_IDLE + STILL_PLAYING + 5.0);
    assert_eq!(app.world().resource::<Demonstration>().asking, None);
    assert_eq!(screen(&app), Screen::Playing, "the match plays on");
}

/// Seconds a WAV file plays at speed 1 (from its header).
fn wav_seconds(bytes: &[u8]) -> f32 {
    let mut rate = 0u32;
    let mut at = 12;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().unwrap()) as usize;
        match id {
            // Bytes a second, at offset 8 of the format chunk.
            b"fmt " => rate = u32::from_le_bytes(bytes[at + 16..at + 20].try_into().unwrap()),
            b"data" => return size as f32 / rate as f32,
            _ => {}
        }
        at += 8 + size + size % 2;
    }
    panic!("no data chunk")
}

#[test]
fn every_sound_ends_before_its_entity_goes() {
    use omweso::systems::audio::{CLICK_SPEEDS, SOUND_LIFETIME};
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds");
    let mut longest = 0.0f32;
    for entry in std::fs::read_dir(folder).unwrap() {
        let seconds = wav_seconds(&std::fs::read(entry.unwrap().path()).unwrap());
        longest = longest.max(seconds / CLICK_SPEEDS.start);
    }
    assert!(longest > 1.9, "the chime is found: {longest} s");
    assert!(longest < SOUND_LIFETIME, "{longest} s");
}

#[test]
fn without_an_audio_device_the_sounds_of_a_demonstration_do_not_pile_up() {
    use bevy::audio::AudioPlayer;
    use omweso::systems::audio::SOUND_LIFETIME;
    fn sounds(app: &mut App) -> usize {
        let world = app.world_mut();
        world.query::<&AudioPlayer>().iter(world).count()
    }
    let mut app = omweso::testing::app_with_sound();
    app.world_mut().resource_mut::<Demonstration>().level = Level::Beginner;
    // Normal speed: a click for each seed, as a kiosk plays them.
    wait(&mut app, TITLE_IDLE + 0.5);
    assert_eq!(screen(&app), Screen::Playing);
    let (mut most, mut spawned, mut before) = (0, 0, 0);
    for _ in 0..(90.0 / 0.05) as usize {
        wait_for_background(&mut app);
        app.update();
        let now = sounds(&mut app);
        // Sounds live 3 s: at most one of each kind a frame (20 a second).
        most = most.max(now);
        spawned += now.saturating_sub(before);
        before = now;
    }
    assert!(spawned > 100, "the demonstration made sounds: {spawned}");
    let bound = (3.0 * SOUND_LIFETIME / 0.05) as usize;
    assert!(most <= bound, "{most} sounds at once, at most {bound}");
    // Back to the quiet title: every sound is gone within its lifetime.
    app.world_mut()
        .write_message(omweso::systems::demonstration::Activity);
    wait(&mut app, SOUND_LIFETIME + 0.5);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(sounds(&mut app), 0);
}

/// A kiosk on `dir`, its staff profile read from `profile` if given.
fn kiosk_app(dir: &std::path::Path, profile: Option<std::path::PathBuf>) -> App {
    use omweso::settings::{Kiosk, KioskSettingsFile};
    let mut app = omweso::testing::app_with(dir, |app| {
        app.insert_resource(Kiosk { on: true });
        if let Some(file) = profile {
            app.insert_resource(KioskSettingsFile(file));
        }
    });
    let loaded = omweso::testing::update_until(&mut app, 20, |app| {
        app.world()
            .get_resource::<omweso::settings::StaffProfile>()
            .is_some()
    });
    assert!(loaded, "the staff profile is read");
    app.world_mut().resource_mut::<Demonstration>().level = Level::Beginner;
    app
}

/// What a visitor changes: sound, language, size, quality, a name.
fn visitor_changes(app: &mut App) {
    use omweso::settings::{Quality, Settings};
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.muted = false;
    settings.language = omweso::locale::Lang::Ru;
    settings.ui_scale = 2.0;
    settings.quality = Quality::High;
    settings.names[0] = "Visitor".into();
    app.update();
}

const STAFF_PROFILE: &str = r#"{"muted": true, "language": "Sw", "ui_scale": 1.25}"#;

fn staff_settings() -> omweso::settings::Settings {
    let (settings, unread) =
        omweso::settings::Settings::from_json_lenient(STAFF_PROFILE.as_bytes()).unwrap();
    assert!(unread.is_empty());
    settings
}

#[test]
fn a_kiosk_visitors_settings_last_until_the_idle_reset_and_no_file_is_written() {
    use omweso::settings::Settings;
    let dir = omweso::testing::temp_dir();
    std::fs::write(dir.join("settings.json"), STAFF_PROFILE).unwrap();
    let mut app = kiosk_app(&dir, None);
    assert_eq!(*app.world().resource::<Settings>(), staff_settings());
    // A visitor on the title changes everything, then walks away: the
    // idle title starts a demonstration, and the staff profile is back.
    visitor_changes(&mut app);
    wait(&mut app, TITLE_IDLE - 1.0);
    assert!(
        !app.world().resource::<Settings>().muted,
        "kept while they play"
    );
    wait(&mut app, 2.0);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(*app.world().resource::<Settings>(), staff_settings());
    // Another plays a game, changes everything and leaves it: "Still
    // playing?" goes unanswered, and the title has the staff profile.
    app.world_mut()
        .write_message(omweso::systems::demonstration::Activity);
    app.update();
    let config = MatchConfig {
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    visitor_changes(&mut app);
    wait(&mut app, GAME_IDLE + STILL_PLAYING + 1.0);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(*app.world().resource::<Settings>(), staff_settings());
    // Visitors wrote nothing.
    flush_writes(&mut app);
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.json")).unwrap(),
        STAFF_PROFILE
    );
    let mut names: Vec<String> = std::fs::read_dir(&*dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["settings.json"]);
}

#[test]
fn a_kiosk_reads_its_staff_profile_from_the_file_it_is_given() {
    use omweso::settings::Settings;
    let dir = omweso::testing::temp_dir();
    // The data folder's settings are a player's, not the kiosk's.
    std::fs::write(dir.join("settings.json"), r#"{"muted": false}"#).unwrap();
    let staff = omweso::testing::temp_dir();
    let profile = staff.join("kiosk.json");
    std::fs::write(&profile, STAFF_PROFILE).unwrap();
    let mut app = kiosk_app(&dir, Some(profile.clone()));
    assert_eq!(*app.world().resource::<Settings>(), staff_settings());
    visitor_changes(&mut app);
    wait(&mut app, TITLE_IDLE + 1.0);
    assert_eq!(*app.world().resource::<Settings>(), staff_settings());
    flush_writes(&mut app);
    assert_eq!(std::fs::read_to_string(&profile).unwrap(), STAFF_PROFILE);
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.json")).unwrap(),
        r#"{"muted": false}"#
    );
}

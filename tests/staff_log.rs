//! The staff log: the start, each game's start and result, errors and
//! panics, a kiosk's uptime, and the file turning over at its size.

use bevy::log::tracing_subscriber::Registry;
use bevy::log::tracing_subscriber::layer::SubscriberExt;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use omweso::options::Options;
use omweso::settings::{AnimSpeed, Kiosk};
use omweso::systems::persistence::DataDir;
use omweso::systems::persistence::staff_log::{ROTATE_AT, StaffLog, errors_layer};
use omweso::systems::session::{Action, Controller, Level, MatchConfig, MatchGame};
use omweso::testing::{ChildTest, app, app_with_data, run_until_settled, start_match, temp_dir};
use std::time::Duration;

/// South to move; `h` wins at once by okwa bulijo (1 point).
const OMWESO_WON_BY_H: &str =
    "0,1,0,1,3,0,1,0/1,0,1,0,1,1,0,1/0,0,0,0,1,0,0,3/8,7,7,7,6,7,7,0 S - 3-2";

fn lines(log: &StaffLog) -> Vec<String> {
    log.flush();
    let text = std::fs::read_to_string(log.path()).unwrap_or_default();
    text.lines().map(str::to_string).collect()
}

/// The words after the time: `what  details`.
fn events(log: &StaffLog) -> Vec<String> {
    lines(log)
        .iter()
        .map(|line| line.split_once("  ").expect("a time first").1.to_string())
        .collect()
}

#[test]
fn a_game_an_error_and_a_panic_are_written_after_the_start() {
    let dir = temp_dir();
    let options = Options::from_args(["--kiosk".to_string()]).unwrap();
    let log = omweso::open_staff_log(&DataDir(dir.to_path_buf()), &options);
    assert_eq!(log.path(), dir.join("omweso.log"));

    let mut app = app_with_data(&dir);
    app.insert_resource(log.clone());
    start_match(
        &mut app,
        MatchConfig {
            players: [Controller::Human, Controller::Computer(Level::Beginner)],
            omweso: omweso::systems::session::OmwesoConfig {
                position: Some(OMWESO_WON_BY_H.parse().unwrap()),
                ..Default::default()
            },
            ..MatchConfig::default()
        },
        AnimSpeed::Instant,
    );
    let h = (0..16).find(|&k| <mancala::game::Omweso as MatchGame>::pit_move(k) == "h");
    app.world_mut().write_message(Action::Pit(h.unwrap()));
    run_until_settled(&mut app, 2_000);
    // Errors reach the log through the tracing layer the game gives
    // Bevy's LogPlugin.
    let layer = errors_layer(&mut app).expect("a log to write to");
    let subscriber = Registry::default().with(layer);
    bevy::log::tracing::subscriber::with_default(subscriber, || {
        error!("the projector's cable came loose\nsecond line");
    });

    log.catch_panics();
    let caught = std::panic::catch_unwind(|| panic!("a simulated crash"));
    drop(std::panic::take_hook());
    assert!(caught.is_err());

    let events = events(&log);
    let expected_start = format!(
        "start  omweso {}, kiosk, search threads: {}",
        omweso::version(),
        mancala::ai::Threads::default().get()
    );
    assert_eq!(events[0], expected_start);
    assert_eq!(
        events[1],
        "game begins  Omweso game 1 of the match: South a person, North the computer (beginner)"
    );
    assert_eq!(
        events[2],
        "game ends  Omweso game 1: South won, seeds captured South 4 North 0, 1 moves"
    );
    assert_eq!(
        events[3],
        "error  staff_log: the projector's cable came loose\\nsecond line"
    );
    assert!(
        events[4].starts_with("panic  a simulated crash at tests/staff_log.rs:"),
        "{events:?}"
    );
    assert_eq!(events.len(), 5, "{events:?}");
}

#[test]
fn a_kiosk_writes_its_uptime_each_hour() {
    let mut app = app();
    let log = StaffLog::open(&app.world().resource::<DataDir>().clone());
    app.insert_resource(log.clone());
    app.insert_resource(Kiosk { on: true });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(
        25 * 60,
    )));
    for _ in 0..6 {
        app.update();
    }
    // (A kiosk's idle title also starts a demonstration, logged too.)
    let events = events(&log);
    let uptimes: Vec<&String> = events.iter().filter(|e| e.starts_with("uptime")).collect();
    assert_eq!(uptimes, ["uptime  1 h", "uptime  2 h"]);
}

#[test]
fn the_log_turns_over_at_its_size_keeping_the_one_before() {
    let dir = temp_dir();
    let log = StaffLog::open(&DataDir(dir.to_path_buf()));
    let details = "x".repeat(1000);
    let path = dir.join("omweso.log");
    // Up to the size, then one line more, which starts the next file.
    while std::fs::metadata(&path).map_or(0, |m| m.len()) < ROTATE_AT {
        log.write("filler", &details);
        log.flush();
    }
    log.write("after", "the turn");
    assert_eq!(events(&log), ["after  the turn"]);
    let before = std::fs::metadata(dir.join("omweso.log.1")).unwrap().len();
    assert!(before >= ROTATE_AT, "{before}");
}

/// The child of the stop test: the game headless on the folder it is
/// given, with a slow disk, until a signal stops it.
#[test]
#[ignore = "run by the stop test as a child process"]
fn stopped_by_a_signal_child() {
    use omweso::systems::persistence::{StopSignal, Writes, write_atomic};
    use std::io::Write;
    let Some(dir) = std::env::var_os("OMWESO_STOP_DIR") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    let signal = StopSignal::catch().unwrap();
    let log = StaffLog::open(&DataDir(dir.clone()));
    let mut app = app_with_data(&dir);
    app.insert_resource(signal);
    app.insert_resource(log.clone());
    // A slow disk: the last write asked for is still under way when the
    // signal comes.
    let mut writes = app.world_mut().resource_mut::<Writes>();
    writes.set_writer(std::sync::Arc::new(
        |path: &std::path::Path, bytes: &[u8]| {
            std::thread::sleep(Duration::from_millis(500));
            write_atomic(path, bytes)
        },
    ));
    writes.write(dir.join("autosave.json"), "the last move".into());
    // On a line of its own: the harness has begun one without ending it.
    println!("\nthe game is running");
    std::io::stdout().flush().unwrap();
    let exit = omweso::run_and_log(app, &log);
    assert_eq!(exit, AppExit::Success);
}

#[test]
fn sigterm_ends_the_game_as_quit_does_every_write_made_and_logged() {
    stopped_by_sigterm(&[]);
}

/// `nohup`, or a shell's background job, starts the game with signals
/// ignored (inherited through exec); the game still catches them. A first
/// run on a fresh machine, started that way, once failed here with
/// "Ctrl-C signal handler already registered".
#[test]
fn started_with_hangups_ignored_the_game_still_stops_on_sigterm() {
    stopped_by_sigterm(&["nohup"]);
}

/// The stop test, the child started through `wrapper`.
fn stopped_by_sigterm(wrapper: &[&str]) {
    let dir = temp_dir();
    let mut child = ChildTest::start_under(
        wrapper,
        "stopped_by_a_signal_child",
        &[("OMWESO_STOP_DIR", dir.as_os_str())],
    );
    child.wait_for_line("the game is running");
    // What `systemctl stop` sends.
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let (status, stderr) = child.finish();
    assert!(
        status.success(),
        "a clean stop: {status:?}; stderr:\n{stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.json")).unwrap(),
        "the last move"
    );
    let log = std::fs::read_to_string(dir.join("omweso.log")).unwrap();
    let events: Vec<&str> = log
        .lines()
        .map(|line| line.split_once("  ").unwrap().1)
        .collect();
    assert_eq!(
        events,
        ["stopped  a signal asked (SIGTERM, SIGINT or SIGHUP); every write made"]
    );
}

#[test]
fn systemd_hears_the_start_then_the_frames_turning() {
    use omweso::systems::persistence::Notifier;
    use std::os::unix::net::UnixDatagram;
    let dir = temp_dir();
    let path = dir.join("notify");
    let systemd = UnixDatagram::bind(&path).unwrap();
    systemd.set_nonblocking(true).unwrap();
    let received = || {
        let mut buf = [0u8; 64];
        let mut all = Vec::new();
        while let Ok(n) = systemd.recv(&mut buf) {
            all.push(String::from_utf8_lossy(&buf[..n]).into_owned());
        }
        all
    };
    let mut app = app();
    // A watchdog ping each second (the test clock: 50 ms an update).
    app.insert_resource(Notifier::to(&path, 1.0).unwrap());
    app.update();
    assert_eq!(received(), ["READY=1"]);
    for _ in 0..19 {
        app.update();
    }
    assert_eq!(received(), Vec::<String>::new(), "not every frame");
    app.update();
    assert_eq!(received(), ["WATCHDOG=1"]);
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(received(), ["WATCHDOG=1"; 3]);
}

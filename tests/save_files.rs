//! Hostile save files: every kind the game reads (the autosave, named saves,
//! game records) through a corpus of broken files — truncated, bit-flipped,
//! wrong types, huge numbers, deep nesting, not UTF-8. Each gives a clear
//! one-line message, the broken autosave is kept aside, no other file is
//! touched, nothing panics. And a writer killed at any moment leaves the
//! autosave whole: the old match or the new one, never a torn file.

use omweso::systems::persistence::{load_save, write_atomic};
use omweso::systems::session::{MatchConfig, OmwesoSession, OwareSession, Player, Record};
use omweso::testing::temp_dir;
use rand::{Rng, SeedableRng};

fn good_saves() -> Vec<String> {
    let config = MatchConfig {
        players: [Player::Human, Player::Human],
        ..MatchConfig::default()
    };
    let oware = MatchConfig {
        table: omweso::layout::Table::Oware,
        ..config.clone()
    };
    vec![
        OmwesoSession::new(config).saved().to_json(),
        OwareSession::new(oware).saved().to_json(),
    ]
}

/// Broken versions of a good file.
fn corpus(good: &str, rng: &mut impl Rng) -> Vec<Vec<u8>> {
    let bytes = good.as_bytes();
    let mut broken: Vec<Vec<u8>> = Vec::new();
    for cut in [0, 1, bytes.len() / 3, bytes.len() / 2, bytes.len() - 1] {
        broken.push(bytes[..cut].to_vec());
    }
    for _ in 0..40 {
        let mut flipped = bytes.to_vec();
        let i = rng.random_range(0..flipped.len());
        flipped[i] ^= 1 << rng.random_range(0..8);
        broken.push(flipped);
    }
    broken.push(
        good.replace("\"version\": 1", "\"version\": \"one\"")
            .into_bytes(),
    );
    broken.push(
        good.replace("\"version\": 1", "\"version\": 99999999999999999999999")
            .into_bytes(),
    );
    broken.push(good.replace("\"games\": 0", "\"games\": -1").into_bytes());
    broken.push(
        good.replace("\"games\": 0", "\"games\": 1e400")
            .into_bytes(),
    );
    broken.push(
        good.replace("\"moves\": []", "\"moves\": [[[[[[[[[[]]]]]]]]]]")
            .into_bytes(),
    );
    broken.push(format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)).into_bytes());
    broken.push(vec![0xff, 0xfe, b'{', 0x80]);
    broken.push(b"null".to_vec());
    broken.push(b"{\"version\": 1}".to_vec());
    broken
}

#[test]
fn broken_autosaves_are_refused_kept_aside_and_nothing_else_is_touched() {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(13);
    for good in good_saves() {
        for bad in corpus(&good, &mut rng) {
            let dir = temp_dir();
            let path = dir.join("autosave.json");
            std::fs::write(&path, &bad).unwrap();
            std::fs::write(dir.join("settings.json"), "{}").unwrap();
            match load_save(&path) {
                // A flipped bit can land where it changes nothing that matters
                // (inside a name, say): a save that loads is a valid one.
                Ok(Some(saved)) => assert!(saved.to_json().len() > 10),
                Ok(None) => panic!("the file is there"),
                Err(message) => {
                    let message = omweso::testing::english(&message);
                    assert!(!message.contains('\n'), "one line: {message}");
                    assert!(message.contains("could not be resumed"), "{message}");
                    assert!(!path.exists(), "the broken save was moved aside");
                    assert_eq!(
                        std::fs::read(dir.join("autosave.corrupt-1.json")).unwrap(),
                        bad
                    );
                }
            }
            assert_eq!(
                std::fs::read_to_string(dir.join("settings.json")).unwrap(),
                "{}"
            );
        }
    }
}

#[test]
fn broken_game_records_are_refused_with_a_message() {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(14);
    let record = mancala::omweso::GameRecord::from_position(
        &Default::default(),
        mancala::omweso::Position::start(),
    )
    .to_json();
    for bad in corpus(&record, &mut rng) {
        let Ok(text) = String::from_utf8(bad) else {
            continue;
        };
        if let Err(message) = Record::from_json(&text) {
            assert!(!message.is_empty());
        }
    }
}

/// The child of the crash test: writes the autosave for ever, alternating
/// two matches, until it is killed.
#[test]
#[ignore = "run by the crash-safety test as a child process"]
fn autosave_writer_child() {
    let Some(path) = std::env::var_os("OMWESO_CRASH_PATH") else {
        return;
    };
    let saves = good_saves();
    for i in 0.. {
        write_atomic(std::path::Path::new(&path), &saves[i % 2]).unwrap();
    }
}

#[test]
fn a_writer_killed_at_any_moment_leaves_the_old_or_the_new_autosave() {
    let saves = good_saves();
    let dir = temp_dir();
    let path = dir.join("autosave.json");
    write_atomic(&path, &saves[0]).unwrap();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(15);
    let mut seen = [false, false];
    for _ in 0..12 {
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--ignored",
                "--exact",
                "autosave_writer_child",
                "--test-threads=1",
            ])
            .env("OMWESO_CRASH_PATH", &path)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(rng.random_range(20..200)));
        child.kill().unwrap(); // SIGKILL on Unix: no chance to finish a write
        child.wait().unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            saves.contains(&text),
            "a torn autosave: {} bytes",
            text.len()
        );
        assert!(load_save(&path).unwrap().is_some());
        seen[usize::from(text == saves[1])] = true;
    }
    // The writer really wrote: both matches were found at some kill.
    assert_eq!(seen, [true, true]);
}

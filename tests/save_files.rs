//! Hostile save files: every kind the game reads (the autosave, named saves,
//! game records) through a corpus of broken files — truncated, bit-flipped,
//! wrong types, huge numbers, deep nesting, not UTF-8. Each gives a clear
//! one-line message, the broken autosave is kept aside, no other file is
//! touched, nothing panics. And a writer killed at any moment leaves the
//! autosave whole: the old match or the new one, never a torn file.

use omweso::systems::persistence::{load_save, write_atomic};
use omweso::systems::session::{AnyRecord, Controller, MatchConfig, OmwesoSession, OwareSession};
use omweso::testing::{ChildTest, temp_dir};
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

fn good_saves() -> Vec<String> {
    let config = MatchConfig {
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    let oware = MatchConfig {
        game: omweso::games::GameKind::OWARE,
        ..config.clone()
    };
    vec![
        OmwesoSession::new(config).saved().to_json(),
        OwareSession::new(oware).saved().to_json(),
    ]
}

/// What a file of the corpus must do.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Expect {
    /// Refused with a one-line message.
    Refused,
    /// Loaded: the change keeps it a valid file.
    Loads,
}

/// One file of the corpus: how it was made from a good one, and what it
/// must do.
struct Case {
    what: String,
    bytes: Vec<u8>,
    expect: Expect,
}

/// The good file with its JSON edited by `edit`.
fn edited(good: &str, what: &str, expect: Expect, edit: impl FnOnce(&mut Value)) -> Case {
    let mut json: Value = serde_json::from_str(good).unwrap();
    edit(&mut json);
    Case {
        what: what.into(),
        bytes: serde_json::to_string_pretty(&json).unwrap().into_bytes(),
        expect,
    }
}

fn raw(what: &str, bytes: Vec<u8>) -> Case {
    Case {
        what: what.into(),
        bytes,
        expect: Expect::Refused,
    }
}

/// Broken versions of any good JSON file: cut short, a bit flipped in its
/// punctuation (where any flip breaks the syntax), not UTF-8, not an object,
/// nested too deep, empty.
fn broken_bytes(good: &str, rng: &mut impl Rng) -> Vec<Case> {
    let bytes = good.as_bytes();
    let mut cases = Vec::new();
    for cut in [0, 1, bytes.len() / 3, bytes.len() / 2, bytes.len() - 1] {
        cases.push(raw(&format!("cut at {cut}"), bytes[..cut].to_vec()));
    }
    let punctuation: Vec<usize> = (0..bytes.len())
        .filter(|&i| b"{}[]:,\"".contains(&bytes[i]))
        .collect();
    for _ in 0..40 {
        let i = punctuation[rng.random_range(0..punctuation.len())];
        let bit = rng.random_range(0..8);
        let mut flipped = bytes.to_vec();
        flipped[i] ^= 1 << bit;
        cases.push(raw(&format!("bit {bit} of byte {i} flipped"), flipped));
    }
    let mut latin1 = bytes.to_vec();
    let quote = bytes.iter().position(|&b| b == b'"').unwrap();
    latin1.insert(quote + 1, 0xe9);
    cases.push(raw("a byte that is not UTF-8 in a string", latin1));
    cases.push(raw("not UTF-8 at all", vec![0xff, 0xfe, b'{', 0x80]));
    cases.push(raw(
        "nested too deep",
        format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)).into_bytes(),
    ));
    cases.push(raw("null", b"null".to_vec()));
    cases.push(raw("an empty object", b"{}".to_vec()));
    let mut bom = "\u{feff}".as_bytes().to_vec();
    bom.extend_from_slice(bytes);
    cases.push(raw("a byte-order mark in front", bom));
    cases
}

/// The autosave's corpus: broken bytes, and edits of what a save holds.
fn broken_saves(good: &str, rng: &mut impl Rng) -> Vec<Case> {
    use Expect::*;
    let game = |json: &mut Value| -> Value {
        let game = json["game"].as_object().unwrap();
        game.values().next().unwrap().clone()
    };
    let mut cases = broken_bytes(good, rng);
    cases.extend([
        edited(good, "a version that is a word", Refused, |j| {
            j["version"] = json!("one")
        }),
        edited(good, "a version from the future", Refused, |j| {
            j["version"] = json!(99)
        }),
        edited(good, "no version", Refused, |j| {
            j.as_object_mut().unwrap().remove("version");
        }),
        edited(good, "games below zero", Refused, |j| {
            j["games"] = json!(-1)
        }),
        edited(good, "games beyond any number", Refused, |j| {
            j["games"] = json!(1e300)
        }),
        edited(good, "moves nested in moves", Refused, |j| {
            let mut g = game(j);
            g["record"]["moves"] = json!([[[[[[[[[[]]]]]]]]]]);
            j["game"] = json!({ game_name(j): g });
        }),
        edited(good, "a move that is not one", Refused, |j| {
            let mut g = game(j);
            g["record"]["moves"] = json!(["z9"]);
            j["game"] = json!({ game_name(j): g });
        }),
        edited(good, "no game", Refused, |j| {
            j.as_object_mut().unwrap().remove("game");
        }),
        edited(good, "a game of chess", Refused, |j| {
            j["game"] = json!({ "chess": {} })
        }),
        edited(good, "written on one line", Loads, |_| ()),
    ]);
    // One line: the same save without the pretty printing.
    let last = cases.last_mut().unwrap();
    last.bytes = serde_json::to_string(&serde_json::from_str::<Value>(good).unwrap())
        .unwrap()
        .into_bytes();
    cases
}

/// The name of the save's game ("omweso" or "oware").
fn game_name(json: &Value) -> String {
    json["game"]
        .as_object()
        .unwrap()
        .keys()
        .next()
        .unwrap()
        .clone()
}

/// Checks a corpus entry was really made from the good file by a change.
fn assert_changed(case: &Case, good: &str) {
    assert_ne!(
        case.bytes,
        good.as_bytes(),
        "{}: the mutation changed nothing",
        case.what
    );
}

#[test]
fn broken_autosaves_are_refused_kept_aside_and_nothing_else_is_touched() {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(13);
    let mut refused = 0;
    for good in good_saves() {
        for case in broken_saves(&good, &mut rng) {
            assert_changed(&case, &good);
            let what = &case.what;
            let dir = temp_dir();
            let path = dir.join("autosave.json");
            std::fs::write(&path, &case.bytes).unwrap();
            std::fs::write(dir.join("settings.json"), "{}").unwrap();
            match (load_save(&path), case.expect) {
                (Ok(Some(saved)), Expect::Loads) => {
                    assert_eq!(saved.to_json(), good, "{what}: the same save");
                }
                (Err(message), Expect::Refused) => {
                    refused += 1;
                    let message = omweso::testing::english(&message);
                    assert!(!message.contains('\n'), "{what}: one line: {message}");
                    assert!(
                        message.contains("could not be resumed"),
                        "{what}: {message}"
                    );
                    assert!(!path.exists(), "{what}: the broken save was moved aside");
                    assert_eq!(
                        std::fs::read(dir.join("autosave.corrupt-1.json")).unwrap(),
                        case.bytes,
                        "{what}: kept as it was"
                    );
                }
                (Ok(None), _) => panic!("{what}: the file is there"),
                (Ok(Some(_)), Expect::Refused) => panic!("{what}: loaded, but it is broken"),
                (Err(message), Expect::Loads) => panic!(
                    "{what}: refused, but it is valid: {}",
                    omweso::testing::english(&message)
                ),
            }
            assert_eq!(
                std::fs::read_to_string(dir.join("settings.json")).unwrap(),
                "{}",
                "{what}: nothing else is touched"
            );
        }
    }
    assert!(refused > 100, "{refused}");
}

/// Game records of both games, a few moves into each.
fn good_records() -> Vec<String> {
    let mut omweso =
        mancala::omweso::GameRecord::from_position(&Default::default(), "start".parse().unwrap());
    let mut oware =
        mancala::oware::GameRecord::from_position(&Default::default(), "start".parse().unwrap());
    for _ in 0..4 {
        use mancala::game::Game;
        let mv = mancala::game::Omweso::legal_moves(omweso.current(), &Default::default())[0];
        omweso.play(mv).unwrap();
        let mv = mancala::game::Oware::legal_moves(oware.current(), &Default::default())[1];
        oware.play(mv).unwrap();
    }
    vec![omweso.to_json(), oware.to_json()]
}

/// A record's corpus: broken bytes, and edits of what a record holds.
fn broken_records(good: &str, rng: &mut impl Rng) -> Vec<Case> {
    use Expect::*;
    let mut cases = broken_bytes(good, rng);
    cases.extend([
        edited(good, "a move that is not one", Refused, |j| {
            j["moves"].as_array_mut().unwrap().push(json!("z9"))
        }),
        edited(good, "the same player moving twice", Refused, |j| {
            let first = j["moves"][0].clone();
            j["moves"].as_array_mut().unwrap().insert(1, first);
        }),
        edited(good, "moves nested in moves", Refused, |j| {
            j["moves"] = json!([[[[[[[[[[]]]]]]]]]])
        }),
        edited(good, "a move that is a number", Refused, |j| {
            j["moves"][0] = json!(4)
        }),
        edited(good, "a field no record has", Refused, |j| {
            j["comment"] = json!("hello")
        }),
        edited(good, "no start", Refused, |j| {
            j.as_object_mut().unwrap().remove("start");
        }),
        edited(good, "a result the moves did not reach", Refused, |j| {
            j["result"] = json!("not a result")
        }),
        edited(good, "rules that are a word", Refused, |j| {
            j["rules"] = json!("house rules")
        }),
        edited(good, "one move fewer", Loads, |j| {
            j["moves"].as_array_mut().unwrap().pop();
        }),
        edited(good, "the fields in another order", Loads, |j| {
            let fields: Vec<(String, Value)> =
                j.as_object().unwrap().clone().into_iter().rev().collect();
            let mut reordered = serde_json::Map::new();
            reordered.extend(fields);
            *j = Value::Object(reordered);
        }),
    ]);
    // Written on one line, the same record.
    cases.push(Case {
        what: "written on one line".into(),
        bytes: serde_json::to_string(&serde_json::from_str::<Value>(good).unwrap())
            .unwrap()
            .into_bytes(),
        expect: Loads,
    });
    cases
}

#[test]
fn broken_game_records_are_refused_with_a_message() {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(14);
    let mut refused = 0;
    for good in good_records() {
        for case in broken_records(&good, &mut rng) {
            assert_changed(&case, &good);
            let what = &case.what;
            match (AnyRecord::from_json_bytes(&case.bytes), case.expect) {
                (Ok(record), Expect::Loads) => {
                    let moves = serde_json::from_slice::<Value>(&case.bytes).unwrap()["moves"]
                        .as_array()
                        .unwrap()
                        .len();
                    assert_eq!(record.moves(), moves, "{what}: every move is kept");
                }
                (Err(message), Expect::Refused) => {
                    refused += 1;
                    assert!(message.len() > 10, "{what}: says why: {message}");
                    assert!(!message.contains('\n'), "{what}: one line: {message}");
                }
                (Ok(_), Expect::Refused) => panic!("{what}: loaded, but it is broken"),
                (Err(message), Expect::Loads) => {
                    panic!("{what}: refused, but it is valid: {message}")
                }
            }
        }
    }
    assert!(refused > 100, "{refused}");
}

/// The two saves of the crash test: good saves padded with 4 MiB of white
/// space (still the same JSON), so that a write takes long enough for a
/// kill to land inside it.
fn big_saves() -> Vec<String> {
    good_saves()
        .into_iter()
        .map(|save| save + &" ".repeat(4 << 20))
        .collect()
}

/// The child of the crash test: writes the autosave for ever, alternating
/// two matches and saying on stdout after each write that it is done,
/// until it is killed.
#[test]
#[ignore = "run by the crash-safety test as a child process"]
fn autosave_writer_child() {
    use std::io::Write;
    let Some(path) = std::env::var_os("OMWESO_CRASH_PATH") else {
        return;
    };
    let saves = big_saves();
    let mut out = std::io::stdout();
    // On lines of their own: the harness has begun one without ending it.
    writeln!(out).unwrap();
    for i in 0.. {
        write_atomic(std::path::Path::new(&path), saves[i % 2].as_bytes()).unwrap();
        // The harness's own lines go to stdout too: ours are marked.
        writeln!(out, "wrote {i}").unwrap();
        out.flush().unwrap();
    }
}

#[test]
fn a_writer_killed_at_any_moment_leaves_the_old_or_the_new_autosave() {
    let saves = big_saves();
    let dir = temp_dir();
    let path = dir.join("autosave.json");
    write_atomic(&path, saves[0].as_bytes()).unwrap();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(15);
    for _ in 0..12 {
        let mut child = ChildTest::start(
            "autosave_writer_child",
            &[("OMWESO_CRASH_PATH", path.as_os_str())],
        );
        // Killed once it has finished a chosen number of writes: it is then
        // in the middle of the next one, or between two; how far it got
        // depends on the machine, what it leaves must not.
        let writes = rng.random_range(1..8);
        for i in 0..writes {
            child.wait_for_line(&format!("wrote {i}"));
        }
        child.kill(); // SIGKILL on Unix: no chance to finish a write
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            saves.contains(&text),
            "a torn autosave: {} bytes",
            text.len()
        );
        assert!(load_save(&path).unwrap().is_some());
    }
}

#[test]
fn concurrent_writers_leave_exactly_one_of_their_files() {
    // Many writers of one file at once (as autosaves, settings or the
    // engine's tables could be on a machine with many cores): the file is
    // always exactly one writer's contents, and no temporary file is left.
    let dir = temp_dir();
    let path = dir.join("autosave.json");
    let contents: Vec<String> = (0..16)
        .map(|i| {
            format!(
                "{{\"writer\": {i}, \"padding\": \"{}\"}}",
                "x".repeat(i * 10_000)
            )
        })
        .collect();
    for _ in 0..10 {
        std::thread::scope(|scope| {
            for text in &contents {
                let path = &path;
                scope.spawn(move || write_atomic(path, text.as_bytes()).unwrap());
            }
        });
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            contents.contains(&text),
            "a mixed file of {} bytes",
            text.len()
        );
        serde_json::from_str::<serde_json::Value>(&text).expect("parseable");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["autosave.json"], "no temporary file is left");
    }
}

#[test]
fn concurrent_saves_of_one_name_each_get_a_file_of_their_own() {
    // Two saves named alike at once never overwrite one another: each
    // takes the next free name, whole.
    use omweso::systems::persistence::write_unused;
    let dir = temp_dir();
    let contents: Vec<String> = (0..12).map(|i| format!("{{\"save\": {i}}}")).collect();
    let paths: Vec<std::path::PathBuf> = std::thread::scope(|scope| {
        let handles: Vec<_> = contents
            .iter()
            .map(|text| {
                let dir = &dir;
                scope.spawn(move || write_unused(dir, "my game", text.as_bytes()).unwrap())
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut found: Vec<String> = paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    found.sort();
    let mut expected = contents.clone();
    expected.sort();
    assert_eq!(found, expected, "every save is kept, whole, once");
    let mut names: Vec<String> = paths
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut wanted: Vec<String> = std::iter::once("my game.json".to_string())
        .chain((2..=12).map(|i| format!("my game ({i}).json")))
        .collect();
    wanted.sort();
    assert_eq!(names, wanted);
}

#[test]
fn a_save_written_before_the_game_field_was_renamed_still_loads() {
    // Before 0.5 the match's game was stored as `table`.
    let dir = temp_dir();
    for good in good_saves() {
        let mut json: Value = serde_json::from_str(&good).unwrap();
        let config = json["config"].as_object_mut().expect("a config");
        let game = config.remove("game").expect("the game is stored");
        config.insert("table".into(), game.clone());
        let path = dir.join("autosave.json");
        std::fs::write(&path, json.to_string()).unwrap();
        let loaded = load_save(&path).expect("it loads").expect("a match");
        assert_eq!(json!(loaded.config.game), game);
    }
}

#[test]
fn each_games_part_of_the_match_is_stored_as_before() {
    // The config groups each game's fields; the file keeps them side by
    // side, so files written before and after read alike.
    for good in good_saves() {
        let json: Value = serde_json::from_str(&good).unwrap();
        let config = json["config"].as_object().expect("a config");
        for key in [
            "game",
            "rules",
            "way",
            "setup",
            "oware_rules",
            "oware_format",
        ] {
            assert!(config.contains_key(key), "{key} in {config:?}");
        }
        assert!(!config.contains_key("omweso") && !config.contains_key("oware"));
    }
}

//! The `mancala` command line: its exact output contract.

use std::process::Command;

#[path = "support/run.rs"]
mod run;
use run::mancala;

const GOLDEN: [(&str, &str, &str); 4] = [
    (
        "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S",
        "m",
        "5,0,0,0,1,1,1,0/0,3,0,5,5,5,0,0/10,4,1,4,4,1,1,6/1,0,0,0,0,2,2,2 N - 2-1",
    ),
    (
        "1,1,2,2,1,3,1,3/2,2,2,2,2,3,2,3/3,2,0,0,0,1,0,2/3,5,5,4,4,0,1,2 S",
        "m",
        "1,1,2,2,1,0,1,0/2,2,2,2,2,0,2,0/3,2,1,1,1,0,2,5/3,5,5,4,0,3,4,5 N - 2-1",
    ),
    (
        "2,3,3,3,3,3,3,2/3,3,3,3,3,3,3,2/2,2,2,2,0,0,0,1/2,2,2,3,0,0,1,0 S",
        "l",
        "2,3,3,3,3,3,3,0/3,3,3,3,3,3,3,0/2,2,2,2,0,1,1,3/2,2,2,0,1,1,0,2 N - 2-1",
    ),
    (
        "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S",
        "i-",
        "1,2,0,2,2,2,3,3/3,0,0,3,3,3,3,3/1,1,2,2,2,2,2,2/0,6,1,2,2,2,2,2 N - 2-1",
    ),
];

#[test]
fn play_reproduces_the_four_golden_examples() {
    for (before, mv, after) in GOLDEN {
        let (code, out, err) = mancala(&["play", "omweso", before, mv]);
        assert_eq!((code, err.as_str()), (0, ""));
        assert_eq!(out, format!("{after}\n"));
    }
}

#[test]
fn play_prints_the_result_line_and_traces() {
    // South's `i` leaves North only single seeds: okwa bulijo, 1 point.
    let pos = "1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/2,0,0,14,10,10,10,10 S";
    let (code, out, _) = mancala(&["play", "omweso", pos, "i", "--trace"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,1,1,14,10,10,10,10 N - 1-1"
    );
    assert_eq!(lines[1], "result: bulijo S 1");
    let trace: serde_json::Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!(trace["laps"][0]["sown"], serde_json::json!([1, 2]));
    let (code, _, err) = mancala(&["play", "omweso", pos, "i", "m"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1);
    assert!(err.contains("game is over"), "{err}");
}

#[test]
fn moves_are_listed_in_the_documented_order() {
    let (_, out, _) = mancala(&["moves", "omweso", "start"]);
    assert_eq!(out, "i\nj\nk\nl\nm\nn\no\np\n");
    let golden = GOLDEN[3].0;
    let (_, out, _) = mancala(&["moves", "omweso", golden]);
    let moves: Vec<&str> = out.lines().collect();
    assert_eq!(moves[0], "i+");
    assert_eq!(moves[1], "i-");
    let (_, out, _) = mancala(&["moves", "omweso", golden, "--no-reverse"]);
    assert_eq!(out.lines().next(), Some("i"));
}

#[test]
fn perft_counts_and_reports_speed_on_stderr() {
    let (code, out, err) = mancala(&["perft", "omweso", "start", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out, "420\n");
    assert!(err.contains("leaves/s"));
    let (_, out, _) = mancala(&["perft", "oware", "start", "4"]);
    assert_eq!(out, "1014\n");
}

#[test]
fn bad_input_is_one_line_on_stderr_and_exit_2() {
    for args in [
        vec!["play", "omweso", "1,2,3 S"],
        vec!["play", "omweso", "start", "z"],
        vec!["play", "omweso", "start", "i-"],
        vec!["moves", "omweso", "start", "--akawumbi-points", "7"],
        vec!["moves", "omweso", "start", "--grand-slam", "no-capture"],
        vec!["moves", "chess", "start"],
        vec!["perft", "omweso", "start", "x"],
        vec!["play", "oware", "start", "g"],
        vec!["bench", "omweso", "--seconds", "-1"],
        vec!["moves", "omweso", "start", "--frobnicate"],
        vec!["moves", "omweso", " start"],
        vec!["play", "omweso", "start", "m "],
        vec!["perft", "omweso", "start", "33"],
        vec!["bench", "omweso", "--seconds", "inf"],
        vec!["moves", "oware", "start", "--trace"],
    ] {
        let (code, out, err) = mancala(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn oware_play_and_result_lines() {
    let (_, out, _) = mancala(&["play", "oware", "start", "a"]);
    assert_eq!(out, "4,4,4,4,4,4/0,5,5,5,5,4 N 0-0\n");
}

#[test]
fn a_reader_that_stops_reading_is_not_a_crash() {
    // A closed pipe (`mancala moves … | head -0`): quiet success.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        // No endgame tables, whatever this machine has cached.
        .env("MANCALA_TABLES", "off")
        .args(["moves", "omweso", "start"])
        .stdout(writer)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Any other write error (a full disk) is the usual one-line error.
    let full = std::fs::File::create("/dev/full").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        // No endgame tables, whatever this machine has cached.
        .env("MANCALA_TABLES", "off")
        .args(["moves", "omweso", "start"])
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("mancala: cannot write the output"), "{err}");
}

#[test]
fn help_and_version_are_printed_on_stdout_with_success() {
    for flag in ["--help", "-h", "help"] {
        let (code, out, err) = mancala(&[flag]);
        assert_eq!((code, err.as_str()), (0, ""), "{flag}");
        assert!(out.starts_with("usage:\n"), "{flag}: {out}");
        assert!(
            out.contains("mancala moves <omweso|oware>"),
            "{flag}: {out}"
        );
    }
    for flag in ["--version", "-V"] {
        let (code, out, err) = mancala(&[flag]);
        assert_eq!((code, err.as_str()), (0, ""), "{flag}");
        assert_eq!(out, format!("mancala {}\n", expected_version()));
    }
    // Anything else that is not a command is still an error.
    let (code, out, err) = mancala(&["--helpful"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// `0.1.0 (<commit>)`: the checkout's HEAD, or `unknown` without git.
fn expected_version() -> String {
    let head = std::process::Command::new("git")
        .args(["rev-parse", "--short=9", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string());
    let commit = std::env::var("MANCALA_COMMIT")
        .ok()
        .or(head)
        .unwrap_or_else(|| "unknown".into());
    format!("{} ({commit})", env!("CARGO_PKG_VERSION"))
}

const OWARE_PUZZLES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../assets/puzzles/oware.json"
);

#[test]
fn puzzles_check_prints_a_line_per_puzzle_and_a_summary() {
    let (code, out, err) = mancala(&["puzzles", "check", OWARE_PUZZLES]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    let (summary, each) = lines.split_last().unwrap();
    assert!(each.iter().all(|l| l.contains(": ok: oware ")), "{out}");
    assert_eq!(
        *summary,
        format!("{0} puzzles: {0} proved, 0 failed", each.len())
    );
}

#[test]
fn puzzles_check_fails_with_exit_2_on_a_tampered_puzzle() {
    let mut puzzles: Vec<serde_json::Value> =
        serde_json::from_slice(&std::fs::read(OWARE_PUZZLES).unwrap()).unwrap();
    puzzles.truncate(3);
    puzzles[1]["position"] = "4,4,4,4,4,4/4,4,4,4,4,5 S 0-0".into();
    puzzles[2]["id"] = puzzles[0]["id"].clone();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("tampered.json");
    std::fs::write(&file, serde_json::to_string(&puzzles).unwrap()).unwrap();
    let (code, out, err) = mancala(&["puzzles", "check", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains(": ok: "), "{out}");
    assert!(lines[1].contains(": failed: bad position"), "{out}");
    assert!(
        lines[2].ends_with(": failed: the id of an earlier puzzle"),
        "{out}"
    );
    assert_eq!(lines[3], "3 puzzles: 1 proved, 2 failed");
    assert_eq!(err, "mancala: 2 of 3 puzzles failed the check\n");
}

#[test]
fn puzzles_generates_the_same_json_array_from_the_same_seed() {
    let args = ["puzzles", "oware", "--count", "2", "--seed", "3"];
    let (code, out, err) = mancala(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("puzzles oware: game 1 "),
        "progress on stderr: {err}"
    );
    let puzzles = mancala::puzzles::read_puzzles(out.as_bytes()).unwrap();
    assert_eq!(puzzles.len(), 2);
    for p in &puzzles {
        assert_eq!(mancala::puzzles::check(p), Ok(p.proof.clone()), "{}", p.id);
    }
    let (_, again, _) = mancala(&args);
    assert_eq!(again, out);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.json");
    let (code, stdout, _) = mancala(&[&args[..], &["--out", file.to_str().unwrap()]].concat());
    assert_eq!((code, stdout.as_str()), (0, ""));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), out);
}

/// `--keep`: the earlier file's puzzles that still hold come out again
/// under their ids, with no game played when they are enough.
#[test]
fn puzzles_keep_brings_back_an_earlier_files_puzzles_by_id() {
    let mut puzzles: Vec<serde_json::Value> =
        serde_json::from_slice(&std::fs::read(OWARE_PUZZLES).unwrap()).unwrap();
    puzzles.truncate(2);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("earlier.json");
    std::fs::write(&file, serde_json::to_string(&puzzles).unwrap()).unwrap();
    let args = [
        "puzzles",
        "oware",
        "--count",
        "2",
        "--keep",
        file.to_str().unwrap(),
    ];
    let (code, out, err) = mancala(&args);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("puzzles oware: kept 2;"), "{err}");
    assert!(!err.contains(": game 1 "), "no game needed: {err}");
    let ids: Vec<String> = mancala::puzzles::read_puzzles(out.as_bytes())
        .unwrap()
        .into_iter()
        .map(|p| p.id)
        .collect();
    let earlier: Vec<&str> = puzzles.iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(ids, earlier);
}

#[test]
fn puzzles_bad_input_is_one_line_on_stderr_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let oware_record = dir.path().join("oware.json");
    let mut record = mancala::oware::GameRecord::new(
        mancala::oware::Position::start(),
        mancala::oware::Rules::default(),
    );
    record.push("a".parse().unwrap()).unwrap();
    std::fs::write(&oware_record, record.to_json()).unwrap();
    let oware_record = oware_record.to_str().unwrap();
    // The shipped file's first puzzle twice, and once more as a game we
    // do not have.
    let puzzles: Vec<serde_json::Value> =
        serde_json::from_slice(&std::fs::read(OWARE_PUZZLES).unwrap()).unwrap();
    let twice = dir.path().join("twice.json");
    std::fs::write(
        &twice,
        serde_json::to_string(&[&puzzles[0], &puzzles[0]]).unwrap(),
    )
    .unwrap();
    let twice = twice.to_str().unwrap();
    let mut chess = puzzles[0].clone();
    chess["game"] = "chess".into();
    let chess_file = dir.path().join("chess.json");
    std::fs::write(&chess_file, serde_json::to_string(&[chess]).unwrap()).unwrap();
    let chess_file = chess_file.to_str().unwrap();
    for (args, expected) in [
        (
            vec!["puzzles", "check", "/no/such/file.json"],
            "cannot read",
        ),
        (
            vec!["puzzles", "check", "Cargo.toml"],
            "not a list of puzzles",
        ),
        (vec!["puzzles", "check"], "takes one file"),
        (
            vec!["puzzles", "chess", "--count", "1"],
            "unknown game \"chess\"",
        ),
        (vec!["puzzles", "oware"], "needs --count N"),
        (
            vec!["puzzles", "oware", "--count", "0"],
            "--count must be 1 to 1000",
        ),
        (
            vec!["puzzles", "oware", "--count", "1", "--games", "2"],
            "--games is not an option of puzzles oware",
        ),
        (
            vec!["puzzles", "check", OWARE_PUZZLES, "--seed", "1"],
            "--seed is not an option of puzzles check",
        ),
        (
            vec!["puzzles", "oware", "--count", "1", "extra.json"],
            "record files follow --records",
        ),
        (
            vec![
                "puzzles",
                "omweso",
                "--count",
                "1",
                "--records",
                oware_record,
            ],
            "is not an omweso game record",
        ),
        (
            vec![
                "puzzles",
                "oware",
                "--count",
                "1",
                "--records",
                "/no/such.json",
            ],
            "cannot read",
        ),
        (
            vec![
                "puzzles",
                "oware",
                "--count",
                "1",
                "--out",
                "/no/such/folder/p.json",
            ],
            "not in a folder that exists",
        ),
        (
            vec![
                "puzzles",
                "oware",
                "--count",
                "1",
                "--keep",
                "/no/such.json",
            ],
            "--keep: cannot read",
        ),
        (
            vec!["puzzles", "omweso", "--count", "1", "--keep", OWARE_PUZZLES],
            "is of oware, not omweso",
        ),
        (
            vec!["puzzles", "oware", "--count", "1", "--keep", twice],
            "is there twice",
        ),
        (
            vec!["puzzles", "check", chess_file],
            "unknown game \"chess\"",
        ),
    ] {
        let (code, out, err) = mancala(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

/// One list of games: every command that names a game refuses one it does
/// not know with the same line and exit code 2, never playing another.
#[test]
fn every_command_refuses_an_unknown_game_in_one_line() {
    let commands: [&[&str]; 9] = [
        &["moves", "chess", "start"],
        &["play", "chess", "start"],
        &["perft", "chess", "start", "1"],
        &["bench", "chess"],
        &["analyse", "chess", "start"],
        &["review", "chess", "game.json"],
        &["match", "chess", "random", "random", "--games", "2"],
        &["uci", "chess"],
        &["uci", "Oware"],
    ];
    for args in commands {
        let (code, out, err) = mancala(args);
        let game = args[1];
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (
                2,
                "",
                format!("mancala: unknown game {game:?}: omweso or oware\n").as_str()
            ),
            "{args:?}"
        );
    }
}

/// `bench` alone prints the search's signature: the same every time.
#[test]
fn bench_alone_prints_the_signature() {
    let (code, out, err) = mancala(&["bench"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("omweso: ") && lines[0].ends_with(" nodes at depth 9"));
    assert!(lines[1].starts_with("oware: ") && lines[1].ends_with(" nodes at depth 15"));
    let signature = mancala::bench::signature().total();
    assert!(
        lines[2].starts_with(&format!("signature {signature} (")),
        "{out}"
    );
    let (code, _, err) = mancala(&["bench", "--seed", "3"]);
    assert_eq!(
        (code, err.as_str()),
        (
            2,
            "mancala: --seed is not an option of bench without a game\n"
        )
    );
}

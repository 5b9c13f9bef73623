//! The command line's contract under hostile input: whatever the arguments
//! (non-UTF-8, newlines, huge numbers, options in the wrong place), the
//! binary exits 0 or 2, says why in exactly one stderr line when it exits 2,
//! never panics, and never hangs.

use proptest::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};

#[path = "support/props.rs"]
mod props;
use props::{check, config};
use std::ffi::OsString;
use std::io::Read;
use std::os::unix::ffi::OsStringExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A watchdog, not a speed test: every run here is a fraction of a second
/// of work (a 0.05 s bench, 20 ms searches), so only a hang or a runaway
/// reaches five minutes, however slow or loaded the machine.
const TIME_BOUND: Duration = Duration::from_secs(300);

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    elapsed: Duration,
}

fn run(args: &[OsString]) -> Run {
    let started = Instant::now();
    // In a folder of its own: no fuzzed command line may leave a file among
    // the sources.
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        // No endgame tables, whatever this machine has cached.
        .env("MANCALA_TABLES", "off")
        .current_dir(std::env::temp_dir())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            r.read_to_end(&mut bytes).ok();
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > TIME_BOUND {
            child.kill().ok();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    Run {
        code: status.code(),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
        elapsed: started.elapsed(),
    }
}

/// The contract for one command line; `true` when it succeeded (exit 0).
fn keeps_the_contract(args: &[OsString]) -> Result<bool, TestCaseError> {
    let r = run(args);
    if std::env::var_os("FUZZ_LOG").is_some() {
        eprintln!(
            "{:?} {:?} {:?} {}",
            r.code,
            r.elapsed,
            args,
            r.stderr.trim_end()
        );
    }
    prop_assert!(r.elapsed < TIME_BOUND, "{args:?} ran for {:?}", r.elapsed);
    prop_assert!(!r.stderr.contains("panicked"), "{args:?}: {}", r.stderr);
    match r.code {
        Some(0) => {}
        Some(2) => {
            prop_assert_eq!(r.stderr.lines().count(), 1, "{:?}: {}", args, r.stderr);
            prop_assert!(r.stderr.starts_with("mancala: "), "{args:?}: {}", r.stderr);
            prop_assert!(r.stdout.is_empty(), "{args:?}: {}", r.stdout);
        }
        other => prop_assert!(false, "{args:?} exited {other:?}: {}", r.stderr),
    }
    Ok(r.code == Some(0))
}

/// Text that is never a bare number, so that no depth or count comes out of
/// it by chance (a perft depth of 12 would be slow, not wrong).
fn garbage() -> impl Strategy<Value = String> {
    "[a-z\\-=,/*+ \\n\\t\\u{a0}é]{0,8}"
}

const POSITIONS: &[&str] = &[
    "start",
    " start",
    "start\n",
    "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S",
    "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S",
    "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0  S",
    "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S - 99999-1",
    "4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 N SN 0-0",
    "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0",
    "4,4,4,4,4,4/4,4,4,4,4,4\tS 0-0",
    "4,4,4,4,4,4/0,5,5,5,5,4 N 0-0",
    "0,0,0,0,0,0/1,0,0,1,0,0 S 23-23",
    "255,4,4,4,4,4/4,4,4,4,4,4 S 0-0",
];

fn token() -> BoxedStrategy<OsString> {
    let words: Vec<&'static str> = vec![
        // moves
        "m",
        "i-",
        "a+-+-",
        "c*",
        "pass",
        "a",
        "f",
        "g",
        " m",
        "a\n",
        // numbers
        "0",
        "1",
        "2",
        "3",
        "33",
        "100000",
        "4294967296",
        "18446744073709551616",
        "-1",
        "+1",
        "1e20",
        "0.01",
        "inf",
        "NaN",
        // players
        "random",
        "greedy",
        "beginner",
        "master:5",
        "master:0",
        "master:+5",
        // options, with and without values
        "--trace",
        "--verbose",
        "--no-reverse",
        "--no-first-turn-ban",
        "--no-okwesera",
        "--akakyala",
        "--akakyala=1",
        "--akawumbi-points",
        "--akawumbi-points=6",
        "--match-target=0",
        "--max-seeds-per-pit=none",
        "--max-seeds-per-pit",
        "--grand-slam=capture-if-winning",
        "--grand-slam",
        "--seconds",
        "--seconds=1e20",
        "--seed",
        "--seed=18446744073709551615",
        "--movetime",
        "--level=beginner",
        "--level",
        "--games",
        "--setup=custom",
        "--setup",
        "--max-turns=0",
        "--max-turns",
        "--count",
        "--count=0",
        "--records",
        "--records=/no/such/record.json",
        "check",
        "--",
        "--fo\no",
        "-x",
    ];
    prop_oneof![
        6 => proptest::sample::select(words).prop_map(OsString::from),
        1 => proptest::sample::select(POSITIONS).prop_map(OsString::from),
        1 => garbage().prop_map(OsString::from),
        // Any bytes but NUL, which no argument can hold.
        1 => proptest::collection::vec(1u8..=255, 0..6).prop_map(OsString::from_vec),
    ]
    .boxed()
}

/// Options that keep every command quick, always added; given again by the
/// fuzzed part they make it exit 2 (each option at most once).
fn quick(command: &str) -> &'static [&'static str] {
    match command {
        "bench" => &["--seconds", "0.05"],
        "analyse" => &["--movetime", "20"],
        "match" => &["--games", "1", "--movetime", "5", "--max-turns", "6"],
        "puzzles" => &["--count", "1"],
        "review" => &["--nodes", "200"],
        _ => &[],
    }
}

fn argv() -> impl Strategy<Value = Vec<OsString>> {
    let command = prop_oneof![
        12 => proptest::sample::select(vec![
            "moves", "play", "perft", "bench", "analyse", "match", "puzzles", "review",
        ])
        .prop_map(String::from),
        1 => proptest::sample::select(vec!["help", "", "chess"]).prop_map(String::from),
        1 => garbage(),
    ];
    let game = prop_oneof![
        12 => proptest::sample::select(vec!["omweso", "oware", "check"]).prop_map(String::from),
        1 => proptest::sample::select(vec!["Omweso", ""]).prop_map(String::from),
        1 => garbage(),
    ];
    let position = proptest::option::weighted(0.8, proptest::sample::select(POSITIONS));
    (
        command,
        game,
        position,
        proptest::collection::vec(token(), 0..5),
    )
        .prop_map(|(command, game, position, tokens)| {
            let mut args = vec![OsString::from(&command), OsString::from(game)];
            args.extend(position.map(OsString::from));
            args.extend(tokens);
            args.extend(quick(&command).iter().map(OsString::from));
            args
        })
}

/// Every case checks the contract; of the 128 command lines of seed 49,
/// these many succeed (the rest are refused in one line).
#[test]
fn any_argument_vector_exits_0_or_2_with_one_line() {
    let succeeded = AtomicU32::new(0);
    check(config(49, 128), argv(), |args| {
        if keeps_the_contract(&args)? {
            succeeded.fetch_add(1, Ordering::Relaxed);
        }
        Ok(true)
    });
    assert_eq!(succeeded.into_inner(), ANY_SUCCEEDED);
}

const ANY_SUCCEEDED: u32 = 5;

/// Mostly well-formed command lines, so that the paths that succeed are
/// fuzzed too: a game's own positions, moves and options.
fn well_formed() -> impl Strategy<Value = Vec<OsString>> {
    let omweso = (
        proptest::sample::select(vec![
            "start",
            "5,0,0,0,1,1,1,1/0,3,0,5,5,5,0,5/10,4,1,4,4,0,0,4/1,0,0,0,4,0,0,0 S",
            "1,2,1,2,2,2,3,3/3,0,1,3,3,3,3,3/0,0,1,2,2,2,2,2/3,5,0,2,2,2,2,2 S",
            "0,0,0,0,0,0,2,0/0,1,5,5,1,1,0,2/0,1,10,1,2,0,1,5/2,1,7,8,3,1,2,3 S - 8-5",
        ]),
        proptest::collection::vec(
            proptest::sample::select(vec![
                "i",
                "j",
                "k",
                "l",
                "m",
                "n",
                "o",
                "p",
                "a",
                "b",
                "h",
                "i-",
                "a+-",
                "m*",
                "pass",
                "--trace",
                "--no-reverse",
                "--no-okwesera",
                "--akakyala",
                "--no-first-turn-ban",
                "--akawumbi-points=6",
                "--max-seeds-per-pit=none",
            ]),
            0..5,
        ),
    )
        .prop_map(|(p, t)| ("omweso", p, t));
    let oware = (
        proptest::sample::select(vec![
            "start",
            "4,4,4,4,4,4/0,5,5,5,5,4 N 0-0",
            "0,0,0,0,0,0/1,0,0,1,0,0 S 23-23",
        ]),
        proptest::collection::vec(
            proptest::sample::select(vec![
                "a",
                "b",
                "c",
                "d",
                "e",
                "f",
                "--trace",
                "--grand-slam=capture-if-winning",
            ]),
            0..6,
        ),
    )
        .prop_map(|(p, t)| ("oware", p, t));
    (
        proptest::sample::select(vec!["moves", "play", "perft"]),
        prop_oneof![omweso, oware],
        0u32..4,
    )
        .prop_map(|(command, (game, position, tokens), depth)| {
            let mut args: Vec<OsString> = vec![command.into(), game.into(), position.into()];
            match command {
                "perft" => args.push(depth.to_string().into()),
                "play" => args.extend(tokens.iter().map(OsString::from)),
                _ => args.extend(
                    tokens
                        .iter()
                        .filter(|t| t.starts_with("--") && *t != &"--trace")
                        .map(OsString::from),
                ),
            }
            args
        })
}

/// Most well-formed command lines succeed, so the paths that print a
/// result are fuzzed too: a case counts when it did.
#[test]
fn well_formed_command_lines_keep_the_contract() {
    let succeeded = check(config(49, 128), well_formed(), |args| {
        keeps_the_contract(&args)
    });
    assert_eq!(succeeded, WELL_FORMED_SUCCEEDED);
}

const WELL_FORMED_SUCCEEDED: u32 = 109;

/// The concrete breakages of issue 13, each pinned.
#[test]
fn hostile_arguments_are_one_line_errors() {
    let cases: Vec<(Vec<OsString>, &str)> = vec![
        (
            vec![
                "moves".into(),
                "omweso".into(),
                OsString::from_vec(vec![0xff]),
            ],
            "argument 3 is not valid UTF-8",
        ),
        (
            ["bench", "oware", "--seconds", "1e20"]
                .map(OsString::from)
                .to_vec(),
            "--seconds: \"1e20\"",
        ),
        (
            ["perft", "oware", "start", "100000"]
                .map(OsString::from)
                .to_vec(),
            "is too deep: the deepest is 32",
        ),
        (
            ["perft", "oware", "start", "4294967296"]
                .map(OsString::from)
                .to_vec(),
            "is too deep: the deepest is 32",
        ),
        (
            ["play", "oware", "start", "a\n"]
                .map(OsString::from)
                .to_vec(),
            "(\"a\\n\")",
        ),
        (
            ["moves", "omweso", "start", "--fo\no"]
                .map(OsString::from)
                .to_vec(),
            "unknown option \"--fo\\no\"",
        ),
        (
            [
                "moves", "omweso", "start", "--games", "abc", "--level", "bogus",
            ]
            .map(OsString::from)
            .to_vec(),
            "is not an option of moves omweso",
        ),
        (
            [
                "match",
                "oware",
                "random",
                "random",
                "--games",
                "1",
                "--max-turns",
                "0",
            ]
            .map(OsString::from)
            .to_vec(),
            "--max-turns must be at least 1",
        ),
        (
            ["moves", "oware", "4,4,4,4,4,4/4,4,4,4,4,4\tS 0-0"]
                .map(OsString::from)
                .to_vec(),
            "separated by single spaces",
        ),
        (
            ["moves", "oware", "4,4,4,4,4,4/4,4,4,4,4,4  S 0-0"]
                .map(OsString::from)
                .to_vec(),
            "separated by single spaces",
        ),
        (
            ["play", "omweso", "start", " m"]
                .map(OsString::from)
                .to_vec(),
            "a move starts with a pit letter",
        ),
        (
            ["moves", "omweso", "start", "--seed", "1", "--seed", "2"]
                .map(OsString::from)
                .to_vec(),
            "--seed is given more than once",
        ),
        (
            ["perft", "omweso", "start", "-3"]
                .map(OsString::from)
                .to_vec(),
            "perft depth \"-3\" is not a whole number",
        ),
        (
            ["bench", "omweso", "--seed", "+1"]
                .map(OsString::from)
                .to_vec(),
            "--seed: \"+1\" is not a whole number",
        ),
        (
            vec![
                "puzzles".into(),
                "check".into(),
                OsString::from_vec(vec![b'p', 0xff]),
            ],
            "argument 3 is not valid UTF-8",
        ),
        (
            ["puzzles", "check", "/no/such/puzzles.json"]
                .map(OsString::from)
                .to_vec(),
            "cannot read \"/no/such/puzzles.json\"",
        ),
        (
            ["puzzles", "oware", "--count", "4294967296000"]
                .map(OsString::from)
                .to_vec(),
            "--count must be 1 to 1000",
        ),
        (
            ["puzzles", "omweso", "--count", "1", "--no-reverse"]
                .map(OsString::from)
                .to_vec(),
            "--no-reverse is not an option of puzzles omweso",
        ),
    ];
    for (args, expected) in cases {
        let r = run(&args);
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(expected), "{args:?}: {}", r.stderr);
    }
}

//! `mancala prove` and the certificates shipped in `assets/proofs/`: every
//! one passes the check, and broken ones are rejected at their first bad
//! node.

use mancala::Side;
use mancala::omweso::prove::{Certificate, PlayRules, Strategy};
use mancala::omweso::{Position, Rules};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "support/run.rs"]
mod run;
use run::mancala;

fn proofs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/proofs")
}

fn standard() -> Value {
    serde_json::from_slice(&std::fs::read(proofs().join("standard.json")).unwrap()).unwrap()
}

/// `value` written to a file of its own, checked by the command line.
fn check(value: &Value) -> (i32, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("certificate.json");
    std::fs::write(&file, serde_json::to_vec(value).unwrap()).unwrap();
    mancala(&["prove", "--check", file.to_str().unwrap()])
}

/// The checker's one line for a rejected certificate, without the file name.
fn rejection(value: &Value) -> String {
    let (code, out, err) = check(value);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let (_, why) = err
        .trim_end()
        .split_once(".json\": ")
        .expect("the file is named");
    why.to_string()
}

/// The moves of a path in the strategy's nested arrays, as the checker
/// names a node.
fn moves(path: &[&str]) -> String {
    path.join(" ")
}

#[test]
fn every_shipped_certificate_proves_the_standard_start_a_south_win_by_l() {
    let mut checked = Vec::new();
    for rules in PlayRules::all() {
        let name = rules.file_name("standard");
        let bytes = std::fs::read(proofs().join(&name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let certificate = Certificate::from_json(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(certificate.rules(), rules, "{name}");
        assert_eq!(*certificate.position(), Position::start(), "{name}");
        assert!(certificate.history().is_empty(), "{name}");
        assert_eq!(certificate.winner(), Side::South, "{name}");
        let Strategy::Play(play) = certificate.strategy() else {
            panic!("{name}: South is to move at the start")
        };
        assert_eq!(play.mv.to_string(), "l", "{name}");
        checked.push(name);
    }
    assert_eq!(checked.len(), 16);
}

#[test]
fn every_shipped_two_each_certificate_proves_a_first_mover_win() {
    let two_each: Position =
        "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S SN 0-0"
            .parse()
            .unwrap();
    let mut one_move = 0;
    for rules in PlayRules::all() {
        let name = rules.file_name("two-each");
        let bytes = std::fs::read(proofs().join(&name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let certificate = Certificate::from_json(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(certificate.rules(), rules, "{name}");
        assert_eq!(*certificate.position(), two_each, "{name}");
        assert_eq!(certificate.winner(), Side::South, "{name}");
        // Without the first-turn ban South's first move already ends the
        // game: its captures leave North's inner row empty.
        let summary = certificate.summary();
        if !rules.first_turn_capture_ban {
            assert_eq!(summary.longest_line, 1, "{name}");
            one_move += 1;
        } else {
            assert!(summary.longest_line > 1, "{name}");
        }
    }
    assert_eq!(one_move, 8);
}

#[test]
fn the_first_turn_ban_changes_no_strategy_from_the_standard_start() {
    for rules in PlayRules::all()
        .into_iter()
        .filter(|r| r.first_turn_capture_ban)
    {
        let without = PlayRules {
            first_turn_capture_ban: false,
            ..rules
        };
        let read = |r: PlayRules| {
            let mut v: Value = serde_json::from_slice(
                &std::fs::read(proofs().join(r.file_name("standard"))).unwrap(),
            )
            .unwrap();
            v.as_object_mut().unwrap().remove("rules");
            v
        };
        assert_eq!(
            read(rules),
            read(without),
            "{}",
            rules.file_name("standard")
        );
    }
}

#[test]
fn the_command_line_checks_a_shipped_certificate() {
    let file = proofs().join("standard.json");
    let (code, out, err) = mancala(&["prove", "--check", file.to_str().unwrap()]);
    assert_eq!((code, err.as_str()), (0, ""));
    let summary = Certificate::from_json(&std::fs::read(&file).unwrap())
        .unwrap()
        .summary();
    assert_eq!(
        out,
        format!(
            "ok: S wins \"4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S SN 0-0\" \
             (default rules): {} positions, longest line {} plies\n",
            summary.positions, summary.longest_line
        )
    );
}

/// The first reply of the defender's node after `l`, and South's answer:
/// `strategy[1][0]` is `[reply, answer, replies]`.
fn first_line(v: &Value) -> (String, String) {
    let entry = &v["strategy"][1][0];
    (
        entry[0].as_str().unwrap().to_string(),
        entry[1].as_str().unwrap().to_string(),
    )
}

#[test]
fn a_dropped_defender_reply_is_rejected() {
    let mut v = standard();
    let (reply, answer) = first_line(&v);
    let replies = v["strategy"][1][0][2].as_array_mut().unwrap();
    let legal = replies.len();
    let dropped = replies.remove(0)[0].as_str().unwrap().to_string();
    assert_eq!(
        rejection(&v),
        format!(
            "after {}: the reply {dropped:?} is missing ({legal} legal replies, {} given)",
            moves(&["l", &reply, &answer]),
            legal - 1
        )
    );
}

#[test]
fn a_wrong_winners_move_is_rejected() {
    // `a`, an empty pit, for South's first move.
    let mut v = standard();
    v["strategy"][0] = "a".into();
    assert_eq!(
        rejection(&v),
        "at the root: the winner's move \"a\" is not legal here: pit a holds 0 seeds: only a pit with 2 or more can be played"
    );
    // A legal move that is not the strategy's: `k` instead of `l`. The
    // defender's replies are the same eight, but the strategy after them
    // fails somewhere below.
    let mut v = standard();
    v["strategy"][0] = "k".into();
    assert!(rejection(&v).starts_with("after k "), "{}", rejection(&v));
}

#[test]
fn a_line_cut_short_is_rejected() {
    let mut v = standard();
    let (reply, answer) = first_line(&v);
    v["strategy"][1][0].as_array_mut().unwrap().truncate(2);
    assert_eq!(
        rejection(&v),
        format!(
            "after {}: the line stops here, but the game is not over: the defender's replies are missing",
            moves(&["l", &reply, &answer])
        )
    );
}

#[test]
fn a_changed_rules_option_is_rejected() {
    for option in ["reverse_captures", "akakyala"] {
        let mut v = standard();
        let was = v["rules"][option].as_bool().unwrap();
        v["rules"][option] = (!was).into();
        let why = rejection(&v);
        assert!(why.starts_with("after l "), "{option}: {why}");
    }
}

#[test]
fn the_default_strategy_never_meets_okwesera_so_it_also_proves_the_rules_without() {
    // No defender's position of the strategy offers an okwesera move and
    // the winner never plays one, so the same tree is a proof without
    // okwesera too (the search, run under those rules, found another:
    // `standard-no-okwesera.json`).
    let mut v = standard();
    v["rules"]["okwesera"] = false.into();
    let (code, out, _) = check(&v);
    assert_eq!(code, 0);
    assert!(
        out.contains("(rules --no-okwesera): 9707 positions"),
        "{out}"
    );
}

#[test]
fn a_repetition_in_the_history_annuls_the_line_through_it() {
    // The position after `l` seen twice before the game: `l` would make
    // it arise a third time.
    let rules = Rules::default();
    let (after_l, _) = Position::start()
        .apply(&rules, "l".parse().unwrap())
        .unwrap();
    let mut v = standard();
    v["history"] = Value::from(vec![after_l.to_string(), after_l.to_string()]);
    assert_eq!(
        rejection(&v),
        "after l: the game is annulled here (a never-ending move or a third repetition)"
    );
}

#[test]
fn a_changed_header_is_rejected() {
    let mut v = standard();
    v["version"] = 2.into();
    assert_eq!(
        rejection(&v),
        "format version 2 is not known: this reads version 1"
    );
    let mut v = standard();
    v["longest_line"] = 1.into();
    assert!(rejection(&v).starts_with("the certificate states"));
    let mut v = standard();
    v["winner"] = "N".into();
    assert_eq!(
        rejection(&v),
        "at the root: expected [reply, answer] or [reply, answer, replies]"
    );
    let mut v = standard();
    v["extra"] = 1.into();
    assert!(rejection(&v).starts_with("not a certificate: unknown field `extra`"));
}

#[test]
fn prove_answers_win_and_writes_a_certificate_that_checks() {
    // South's `i` leaves North only single seeds: okwa bulijo.
    let pos = "1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/2,0,0,14,10,10,10,10 S";
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("won.json");
    let file = file.to_str().unwrap();
    let (code, out, err) = mancala(&["prove", "omweso", pos, "--certificate", file]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.starts_with("win S: first move i, longest line 1 ply, certificate of 1 position ("),
        "{out}"
    );
    let (code, out, _) = mancala(&["prove", "--check", file]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        format!("ok: S wins {pos:?} (default rules): 1 position, longest line 1 ply\n")
            .replace(" S\"", " S - 1-1\"")
    );
}

#[test]
fn prove_says_open_when_the_budget_is_spent() {
    let (code, out, err) = mancala(&["prove", "omweso", "start", "--budget", "1000"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.starts_with("open: whether S can force a win is not settled within --budget 1000 ("),
        "{out}"
    );
}

#[test]
fn proving_the_standard_start_again_gives_the_shipped_certificate() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("standard.json");
    let (code, out, err) = mancala(&[
        "prove",
        "omweso",
        "--setup",
        "standard",
        "--certificate",
        file.to_str().unwrap(),
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.starts_with("win S: first move l, longest line "),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        std::fs::read_to_string(proofs().join("standard.json")).unwrap()
    );
}

#[test]
fn bad_input_is_one_line_on_stderr_and_exit_2() {
    let cases: [(&[&str], &str); 10] = [
        (
            &["prove"],
            "prove needs a game and a position (prove omweso '<position>'), setups, or --check FILE",
        ),
        (
            &["prove", "oware", "start"],
            "prove is for omweso; Oware's endgames are solved by 'mancala tables'",
        ),
        (
            &["prove", "chess"],
            "unknown game \"chess\": prove omweso or prove --check FILE",
        ),
        (
            &["prove", "omweso"],
            "prove omweso needs a position (or 'start') or --setup standard|two-each",
        ),
        (
            &["prove", "omweso", "start", "--setup", "standard"],
            "give a position or --setup, not both",
        ),
        (
            &["prove", "omweso", "--setup", "custom"],
            "--setup is standard or two-each, not \"custom\" (a custom set-up is given as a position)",
        ),
        (
            &["prove", "omweso", "start", "--budget", "0"],
            "--budget must be at least 1 node",
        ),
        (
            &["prove", "omweso", "start", "--budget", "-1"],
            "--budget: \"-1\" is not a whole number",
        ),
        (
            &["prove", "--check", "x.json", "--no-reverse"],
            "--no-reverse is not an option of prove --check",
        ),
        (
            &["prove", "omweso", "start|4,4"],
            "position 2 of 2 of the game (\"4,4\"): a position has 2 or 4 space-separated fields (board side [first captures]), found 1",
        ),
    ];
    for (args, message) in cases {
        let (code, out, err) = mancala(args);
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (2, "", format!("mancala: {message}\n").as_str()),
            "{args:?}"
        );
    }
    let (code, _, err) = mancala(&["prove", "--check", "/nonexistent/c.json"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("mancala: cannot read \"/nonexistent/c.json\": "),
        "{err}"
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("c.json");
    std::fs::write(&file, b"\xff not json").unwrap();
    let (code, _, err) = mancala(&["prove", "--check", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains(": not a certificate: "), "{err}");
    assert_eq!(err.lines().count(), 1);
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_an_error_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["prove", "--check"])
        .arg(std::ffi::OsStr::from_bytes(b"\xffcert.json"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "mancala: argument 3 is not valid UTF-8: \"\u{fffd}cert.json\"\n"
    );
}

//! The game's command line: every bad argument is a clear one-line error,
//! never a panic, non-UTF-8 included.

use omweso::locale::Lang;
use omweso::options::Options;
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

fn parse(args: &[&str]) -> Result<Options, String> {
    Options::from_args(args.iter().map(|a| a.to_string()))
}

#[test]
fn a_non_utf8_argument_is_refused_in_words() {
    let args = vec![
        OsString::from("--lang"),
        OsString::from_vec(vec![0xff, b'r']),
    ];
    let err = Options::from_os_args(args).unwrap_err();
    assert!(err.contains("not valid UTF-8"), "{err}");
    assert!(!err.contains('\n'));
}

#[test]
fn the_language_is_one_of_seven_codes() {
    assert_eq!(parse(&["--lang", "ru"]).unwrap().lang, Some(Lang::Ru));
    assert_eq!(parse(&["--lang", "gu"]).unwrap().lang, Some(Lang::Gu));
    let err = parse(&["--lang", "de\n"]).unwrap_err();
    assert!(
        err.contains(r#""de\n""#),
        "user text is quoted escaped: {err}"
    );
    assert!(parse(&["--lang"]).is_err());
}

#[test]
fn a_lesson_is_named_by_its_id() {
    assert_eq!(parse(&["--lesson", "sowing"]).unwrap().lesson, Some(0));
    let err = parse(&["--lesson", "chess"]).unwrap_err();
    assert!(
        err.contains("sowing") && err.contains("oware-grand-slam"),
        "{err}"
    );
}

#[test]
fn a_pit_to_play_needs_a_position_and_a_pit_of_the_game() {
    assert!(parse(&["--play", "m"]).is_err());
    let start = "4,4,4,4,4,4/4,4,4,4,4,4 S 0-0";
    let oware = parse(&["--game", "oware", "--position", start, "--play", "c"]).unwrap();
    assert_eq!(oware.pit_to_play(), Some(2));
    assert!(parse(&["--game", "oware", "--position", start, "--play", "m"]).is_err());
    let omweso = parse(&[
        "--position",
        "4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S",
        "--play",
        "m",
    ]);
    assert_eq!(omweso.unwrap().pit_to_play(), Some(4));
    assert!(parse(&["--position", "start", "--play", "mm"]).is_err());
}

#[test]
fn help_and_version_print_on_stdout_and_succeed() {
    let run = |arg: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_omweso"))
            .arg(arg)
            .output()
            .expect("the game's binary runs");
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    for flag in ["--help", "-h"] {
        let (code, out, err) = run(flag);
        assert_eq!((code, err.as_str()), (Some(0), ""), "{flag}");
        assert!(out.starts_with("usage: omweso"), "{flag}: {out}");
        assert!(out.contains("--kiosk"), "{flag}: {out}");
    }
    for flag in ["--version", "-V"] {
        let (code, out, err) = run(flag);
        assert_eq!((code, err.as_str()), (Some(0), ""), "{flag}");
        // The commit is the engine's (one repository); tests/cli.rs of the
        // engine checks it is the checkout's HEAD.
        let commit = mancala::COMMIT;
        assert!(
            commit == "unknown"
                || commit.len() == 9 && commit.bytes().all(|b| b.is_ascii_hexdigit()),
            "{commit:?}"
        );
        let expected = format!("omweso {} ({commit})\n", env!("CARGO_PKG_VERSION"));
        assert_eq!(out, expected);
    }
    // --help wins over a bad argument beside it; a bad argument alone is an
    // error on stderr.
    assert_eq!(run("--nonsense").0, Some(1));
    let launch =
        omweso::options::Launch::from_os_args(["--lang", "xx", "--help"].map(OsString::from));
    assert!(matches!(launch, Ok(omweso::options::Launch::Print(_))));
}

#[test]
fn a_review_opens_a_record_of_either_game_and_refuses_anything_else() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/mancala/tests/data");
    let oware = format!("{data}/oware_casual_intermediate.json");
    let omweso = format!("{data}/omweso_casual_intermediate.json");
    let options = parse(&["--review", &oware, "--at", "12"]).unwrap();
    assert_eq!(
        options.review.map(|r| r.game()),
        Some(omweso::games::GameKind::OWARE)
    );
    assert_eq!(options.at, Some(12));
    assert_eq!(
        parse(&["--review", &omweso])
            .unwrap()
            .review
            .map(|r| r.game()),
        Some(omweso::games::GameKind::OMWESO)
    );
    for (args, expected) in [
        (vec!["--review", "/no/such/record.json"], "--review"),
        (
            vec![
                "--review",
                concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"),
            ],
            "--review",
        ),
        (vec!["--at", "3"], "--at needs --review"),
        (vec!["--review", &oware, "--at", "-1"], "not a whole number"),
        (vec!["--review", &oware, "--at", "x\n"], r#""x\n""#),
    ] {
        let err = parse(&args).unwrap_err();
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(!err.contains('\n'), "{args:?}: one line: {err}");
    }
}

#[test]
fn a_kiosks_staff_profile_is_a_file_given_with_kiosk() {
    let dir = omweso::testing::temp_dir();
    let file = dir.join("kiosk.json");
    std::fs::write(&file, "{}").unwrap();
    let path = file.to_str().unwrap();
    let options = parse(&["--kiosk", "--kiosk-settings", path]).unwrap();
    assert_eq!(options.kiosk_settings.as_deref(), Some(file.as_path()));
    assert_eq!(
        parse(&["--kiosk-settings", path]).unwrap_err(),
        "--kiosk-settings needs --kiosk"
    );
    assert_eq!(
        parse(&["--kiosk", "--kiosk-settings", "/no/such\nfile.json"]).unwrap_err(),
        r#"--kiosk-settings "/no/such\nfile.json": no such file"#
    );
    assert!(parse(&["--kiosk", "--kiosk-settings"]).is_err());
}

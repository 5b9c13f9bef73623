//! `mancala prove setups` refuses bad input in one line on stderr with
//! exit code 2, quoting the user's text escaped, and leaves no file behind.

use std::path::Path;

#[path = "support/run.rs"]
mod run;
use run::mancala_in;

const DRAW: [&str; 6] = ["--sample", "2", "--seed", "5", "--budget", "1000"];

/// Bad options, each with the one line it must get; `true`: after the
/// options of [`DRAW`].
const REFUSALS: &[(bool, &[&str], &str)] = &[
    (
        true,
        &["--south", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,3"],
        "--south \"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,3\": an arrangement places exactly 32 seeds, this one places 33",
    ),
    (
        true,
        &["--north", "11,0,0,0,0,0,0,0/3,3,3,3,3,3,3,0"],
        "--north \"11,0,0,0,0,0,0,0/3,3,3,3,3,3,3,0\": pit a holds 11 seeds, more than the cap of 10",
    ),
    (
        true,
        &["--north", "4,4,4,4/4,4,4,4,4,4,4,4"],
        "--north \"4,4,4,4/4,4,4,4,4,4,4,4\": the inner row has 4 counts, expected 8",
    ),
    (
        true,
        &["--south", "lots\nof seeds"],
        "--south \"lots\\nof seeds\": an arrangement is standard, two-each or two rows of 8 counts separated by '/' (inner a..h, outer i..p), found 1 rows",
    ),
    (
        true,
        &["--south", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,two"],
        "--south \"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,two\": \"two\" is not a seed count",
    ),
    (
        true,
        &["--shard", "3/2"],
        "--shard \"3/2\": shares are counted from 0, so K is 0 to 1 of 2",
    ),
    (
        true,
        &["--shard", "0/0"],
        "--shard \"0/0\": there must be at least 1 share",
    ),
    (
        true,
        &["--shard", "one/2"],
        "--shard \"one/2\" is not K/N, two whole numbers: share K of N, counted from 0",
    ),
    (
        false,
        &["--sample", "ten", "--seed", "5"],
        "--sample: \"ten\" is not a whole number",
    ),
    (
        false,
        &["--sample", "-1", "--seed", "5"],
        "--sample: \"-1\" is not a whole number",
    ),
    (
        false,
        &["--sample", "0", "--seed", "5"],
        "--sample must be at least 1 pair",
    ),
    (
        false,
        &["--sample", "2", "--seed", "1.5"],
        "--seed: \"1.5\" is not a whole number",
    ),
    (
        false,
        &["--sample", "2", "--seed", "5", "--budget", "1e6"],
        "--budget: \"1e6\" is not a whole number",
    ),
    (
        false,
        &["--sample", "2", "--seed", "5", "--budget", "0"],
        "--budget must be at least 1 node",
    ),
    (
        false,
        &["--sample", "2"],
        "prove setups --sample needs --seed S, so that the pairs can be drawn again",
    ),
    (
        false,
        &["--seed", "2"],
        "prove setups needs --sample N (or both --south and --north)",
    ),
    (
        false,
        &["--south", "standard", "--north", "two-each", "--seed", "3"],
        "--seed draws nothing when both --south and --north are given",
    ),
    (
        true,
        &["--max-seeds-per-pit", "2"],
        "--sample: 2 distinct pairs asked for, but only 1 exist under these rules",
    ),
    (
        true,
        &["--games", "3"],
        "--games is not an option of prove setups omweso",
    ),
    (
        false,
        &["merge"],
        "merge needs the results files of a run's shares",
    ),
    (
        false,
        &["merge", "no such.jsonl"],
        "cannot read \"no such.jsonl\": No such file or directory (os error 2)",
    ),
    (
        false,
        &["all", "of", "them"],
        "prove setups takes options, or merge FILE...; not [\"all\", \"of\", \"them\"]",
    ),
];

#[test]
fn bad_input_is_one_line_on_stderr_with_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    for &(drawn, options, expected) in REFUSALS {
        let draw: &[&str] = if drawn { &DRAW } else { &[] };
        let args = [&["prove", "setups"], draw, options].concat();
        let (code, out, err) = mancala_in(dir.path(), &args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
        assert_eq!(err, format!("mancala: {expected}\n"), "{args:?}");
    }
    // Nothing was written: no folder, no results.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn a_file_that_is_not_results_and_a_results_file_run_again_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let certificate =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/proofs/two-each.json");
    let (code, _, err) = mancala_in(
        dir.path(),
        &["prove", "setups", "merge", certificate.to_str().unwrap()],
    );
    assert_eq!(code, 2);
    assert!(
        err.ends_with(
            "two-each.json\": line 1: not a results file of prove setups \
             (EOF while parsing an object at line 1 column 1)\n"
        ),
        "{err}"
    );
    let args = [&["prove", "setups"], &DRAW[..]].concat();
    let (code, _, err) = mancala_in(dir.path(), &args);
    assert_eq!((code, err.as_str()), (0, ""));
    let (code, out, err) = mancala_in(dir.path(), &args);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "mancala: \"setups/results-0-of-1.jsonl\" exists: give another --out, or remove it\n"
    );
}

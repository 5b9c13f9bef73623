//! `mancala prove setups`: random arrangement pairs proved, the same for
//! the same seed, split into shares that merge to the whole run's
//! summary, certificates the checker accepts, and one-line errors for bad
//! input. Budgets are in nodes, so nothing here depends on the machine's
//! speed.

use mancala::omweso::prove::Certificate;
use mancala::omweso::prove::setups::{Pair, PairVerdict, Share, merge, read_results};
use mancala::omweso::{Rules, parse_arrangement};
use serde_json::Value;
use std::path::{Path, PathBuf};

#[path = "support/run.rs"]
mod run;
use run::mancala_in;

/// Runs `prove setups` with `args` into `dir/out`; its stdout.
fn setups(dir: &Path, out: &str, args: &[&str]) -> String {
    let args = [&["prove", "setups", "--out", out], args].concat();
    let (code, stdout, stderr) = mancala_in(dir, &args);
    assert_eq!((code, stderr.as_str()), (0, ""), "{args:?}");
    stdout
}

/// The lines of a results file, each without its time (the machine's).
fn results(file: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(file).unwrap();
    text.lines()
        .map(|line| {
            let mut value: Value = serde_json::from_str(line).unwrap();
            value.as_object_mut().unwrap().remove("seconds");
            value
        })
        .collect()
}

/// A summary's lines that do not depend on the machine's speed.
fn timeless(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|l| !l.starts_with("pair ") && !l.starts_with("largest") && !l.starts_with("time"))
        .collect()
}

const SAMPLE: [&str; 6] = ["--sample", "9", "--seed", "321", "--budget", "20000"];

#[test]
fn the_same_seed_draws_and_settles_the_same_pairs() {
    let dir = tempfile::tempdir().unwrap();
    let first = setups(dir.path(), "a", &SAMPLE);
    let again = setups(dir.path(), "b", &SAMPLE);
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    let lines = results(&a.join("results-0-of-1.jsonl"));
    assert_eq!(lines.len(), 10, "a header and 9 pairs");
    assert_eq!(lines, results(&b.join("results-0-of-1.jsonl")));
    assert_eq!(timeless(&first), timeless(&again));
    assert!(first.starts_with("pair 0 \""), "{first}");
    // Another seed, other pairs.
    let other = [&SAMPLE[..3], &["322"], &SAMPLE[4..]].concat();
    setups(dir.path(), "c", &other);
    let others = results(&dir.path().join("c/results-0-of-1.jsonl"));
    let pairs = |lines: &[Value]| -> Vec<(String, String)> {
        lines[1..]
            .iter()
            .map(|l| (l["south"].to_string(), l["north"].to_string()))
            .collect()
    };
    let theirs = pairs(&others);
    assert!(pairs(&lines).iter().all(|p| !theirs.contains(p)));
}

#[test]
fn shares_partition_the_pairs_and_merge_to_the_whole_runs_summary() {
    let dir = tempfile::tempdir().unwrap();
    let whole = setups(dir.path(), "whole", &SAMPLE);
    let whole_lines = results(&dir.path().join("whole/results-0-of-1.jsonl"));
    let mut files = Vec::new();
    for k in 0..3 {
        let shard = format!("{k}/3");
        let stdout = setups(
            dir.path(),
            "split",
            &[&SAMPLE[..], &["--shard", &shard]].concat(),
        );
        assert!(
            stdout.contains(&format!("3 of 9 pairs (share {k}/3)")),
            "{stdout}"
        );
        let file = format!("split/results-{k}-of-3.jsonl");
        let lines = results(&dir.path().join(&file));
        // Share k holds pairs k, k + 3, k + 6, each as the whole run has it.
        let numbers: Vec<u64> = lines[1..]
            .iter()
            .map(|l| l["pair"].as_u64().unwrap())
            .collect();
        assert_eq!(numbers, [k, k + 3, k + 6]);
        for line in &lines[1..] {
            assert_eq!(
                *line,
                whole_lines[1 + line["pair"].as_u64().unwrap() as usize]
            );
        }
        files.push(file);
    }
    let merge = |files: &[String]| {
        let args = [
            &["prove", "setups", "merge"],
            &files.iter().map(String::as_str).collect::<Vec<_>>()[..],
        ]
        .concat();
        mancala_in(dir.path(), &args)
    };
    let (code, merged, err) = merge(&files);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(timeless(&merged), timeless(&whole));
    let totals = merged.lines().next().unwrap();
    assert!(totals.starts_with("9 pairs: South wins "), "{totals}");
    // Without share 2 the merge says which share is missing.
    let (code, out, err) = merge(&files[..2]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "mancala: 3 pairs of the run are in no file: shares 2/3 are missing or incomplete\n"
    );
}

/// Pair 5 of seed 123: South wins within 17 plies (15,343 nodes).
const QUICK: [&str; 4] = [
    "--south",
    "0,0,0,0,1,1,3,8/0,4,2,3,0,4,2,4",
    "--north",
    "1,0,5,1,3,0,3,0/0,0,1,6,2,5,4,1",
];

#[test]
fn every_certificate_written_passes_the_checker() {
    let dir = tempfile::tempdir().unwrap();
    let stdout = setups(
        dir.path(),
        "one",
        &[&QUICK[..], &["--budget", "100000"]].concat(),
    );
    assert!(stdout.starts_with("pair 0 \""), "{stdout}");
    assert!(
        stdout.contains(": South wins, longest line 17 plies, 15343 nodes"),
        "{stdout}"
    );
    let one = dir.path().join("one");
    let name = "s-00001138-04230424-n-10513030-00162541.json";
    assert_eq!(checked(&one.join(name)), "S");
    // A sample: one certificate for each pair won, each accepted.
    let stdout = setups(
        dir.path(),
        "six",
        &["--sample", "6", "--seed", "123", "--budget", "100000"],
    );
    let six = dir.path().join("six");
    let mut won = 0;
    for line in &results(&six.join("results-0-of-1.jsonl"))[1..] {
        let Some(name) = line["certificate"].as_str() else {
            assert_eq!(line["verdict"], "open");
            continue;
        };
        let winner = checked(&six.join(name));
        assert_eq!(
            line["verdict"],
            if winner == "S" { "south" } else { "north" }
        );
        won += 1;
    }
    assert_eq!(won, 2, "{stdout}");
    assert!(
        stdout.contains("6 pairs: South wins 2, North wins 0, not a win 0, open 4;"),
        "{stdout}"
    );
    let files = std::fs::read_dir(&six).unwrap().count();
    assert_eq!(files, 1 + won);
}

/// `prove --check` on a file: the winner it names.
fn checked(file: &Path) -> String {
    let (code, out, err) = mancala_in(
        Path::new("."),
        &["prove", "--check", file.to_str().unwrap()],
    );
    assert_eq!((code, err.as_str()), (0, ""), "{file:?}");
    assert!(out.starts_with("ok: "), "{out}");
    out[4..5].to_string()
}

fn shipped() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/proofs/setups")
}

#[test]
fn every_shipped_setup_certificate_proves_the_pair_it_is_named_for() {
    let rules = Rules::default();
    let mut north_wins_against_standard = Vec::new();
    let mut checked = 0;
    for entry in std::fs::read_dir(shipped()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if !name.ends_with(".json") {
            continue;
        }
        let certificate = Certificate::from_json(&std::fs::read(&path).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let pair = Pair {
            south: certificate.position().pits(mancala::Side::South).to_owned(),
            north: certificate.position().pits(mancala::Side::North).to_owned(),
        };
        assert_eq!(
            pair.position(),
            *certificate.position(),
            "{name}: a fresh start"
        );
        assert_eq!(pair.certificate_name(certificate.rules()), name);
        assert!(certificate.history().is_empty(), "{name}");
        let standard = parse_arrangement("standard", &rules).unwrap();
        if pair.south == standard && certificate.winner() == mancala::Side::North {
            north_wins_against_standard.push(name);
        }
        checked += 1;
    }
    assert!(checked >= 2, "{checked}");
    // North's answers that beat South's standard arrangement by force.
    assert!(
        north_wins_against_standard
            .contains(&"s-00000000-44444444-n-22222222-22222222.json".to_string()),
        "{north_wins_against_standard:?}"
    );
}

/// The shipped results files (the runs of docs/rules/omweso-setups.md):
/// each is a whole run, every pair it says is won names a shipped
/// certificate of that pair and winner, and every shipped certificate is
/// named by one of them.
#[test]
fn the_shipped_results_and_certificates_agree() {
    let rules = Rules::default();
    let mut named = std::collections::BTreeSet::new();
    let mut runs = 0;
    for entry in std::fs::read_dir(shipped()).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_str().unwrap().to_string();
        if !file.ends_with(".jsonl") {
            continue;
        }
        let (header, records) = read_results(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let merged = merge(&[Share {
            file: file.clone(),
            header,
            records,
        }])
        .unwrap_or_else(|e| panic!("{file}: {e}"));
        for record in merged.records {
            let Some(name) = &record.certificate else {
                assert_eq!(
                    record.verdict,
                    PairVerdict::Open,
                    "{file}: pair {}",
                    record.pair
                );
                continue;
            };
            let certificate = Certificate::from_json(&std::fs::read(shipped().join(name)).unwrap())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let pair = Pair {
                south: parse_arrangement(&record.south, &rules).unwrap(),
                north: parse_arrangement(&record.north, &rules).unwrap(),
            };
            assert_eq!(*certificate.position(), pair.position(), "{name}");
            let winner = match record.verdict {
                PairVerdict::SouthWins => mancala::Side::South,
                PairVerdict::NorthWins => mancala::Side::North,
                other => panic!("{file}: pair {} is {other} with a certificate", record.pair),
            };
            assert_eq!(certificate.winner(), winner, "{name}");
            assert_eq!(
                Some(certificate.summary().longest_line),
                record.longest_line
            );
            named.insert(name.clone());
        }
        runs += 1;
    }
    assert_eq!(runs, 4);
    let shipped: std::collections::BTreeSet<String> = std::fs::read_dir(shipped())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".json"))
        .collect();
    assert_eq!(named, shipped);
}

//! Every strength and speed figure names the engine it measured by the
//! search's signature (`mancala bench`: nodes at a fixed depth over fixed
//! positions). A figure measured at another signature must say so
//! ("measured at signature X; the engine has changed since"), so no
//! report outlives its engine unmarked.

use mancala::bench;
use std::path::Path;

/// The documents whose figures name a signature.
const REPORTS: [&str; 3] = [
    "crates/mancala/AI_STRENGTH.md",
    "docs/engine.md",
    "README.md",
];

/// The words that mark a figure of an older engine.
const CHANGED: &str = "the engine has changed since";

/// Every `signature N` a text names.
fn signatures(text: &str) -> Vec<u64> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("signature ") {
        rest = &rest[at + "signature ".len()..];
        let digits: String = rest
            .trim_start_matches('`')
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if let Ok(n) = digits.parse() {
            found.push(n);
        }
    }
    found
}

/// The paragraphs that name a signature other than `current` without
/// saying the engine has changed since.
fn unmarked_stale(text: &str, current: u64) -> Vec<String> {
    text.split("\n\n")
        .filter(|p| signatures(p).iter().any(|&s| s != current))
        .filter(|p| !p.replace('\n', " ").contains(CHANGED))
        .map(|p| p.lines().next().unwrap_or_default().to_string())
        .collect()
}

fn read(report: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(report)).unwrap_or_else(|e| panic!("{report}: {e}"))
}

#[test]
fn every_report_names_the_signature_its_figures_were_measured_at() {
    let current = bench::signature().total();
    for report in REPORTS {
        let text = read(report);
        assert!(
            !signatures(&text).is_empty(),
            "{report} names no engine signature (`mancala bench` prints it)"
        );
        let stale = unmarked_stale(&text, current);
        assert!(
            stale.is_empty(),
            "{report}: figures of another engine (today's signature is {current}), \
             not marked \"{CHANGED}\": {stale:?}"
        );
    }
}

#[test]
fn a_figure_of_another_engine_is_caught_unless_marked() {
    let text = "Intro.\n\nWon 70 % (signature 12, seed 1001).\n\n\
                Lost 40 % (measured at signature 11;\nthe engine has changed since).\n\n\
                Drew (signature `13`).";
    assert_eq!(signatures(text), [12, 11, 13]);
    assert_eq!(
        unmarked_stale(text, 12),
        ["Drew (signature `13`)."],
        "the marked paragraph passes, the unmarked one is caught"
    );
    assert_eq!(unmarked_stale(text, 13).len(), 1);
}

#[test]
fn the_signature_is_the_same_every_time() {
    assert_eq!(bench::signature(), bench::signature());
}

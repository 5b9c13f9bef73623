//! One meaning per word (ARCHITECTURE.md, "Words of the code"): the names
//! a word's other meanings once had never come back, in either crate, and
//! every name the glossary gives is one the code has.

use std::path::{Path, PathBuf};

/// Names retired so that a word keeps one meaning, each with what it is
/// now called.
const RETIRED: [(&str, &str); 12] = [
    // "history" is a game's earlier positions only.
    ("history_slot", "Strategy::move_score_slot"),
    ("HISTORY_CAP", "JOURNAL_CAP"),
    ("\"history-", "the `journal-` catalogue keys"),
    ("\nhistory-", "the `journal-` catalogue keys"),
    ("title-history", "title-journal"),
    // "table" alone is the wooden table.
    ("struct Table ", "TranspositionTable"),
    ("ai::endgame", "oware::tables (EndgameTables)"),
    (
        "TableGame",
        "MatchGame (what the session needs of a game's matches)",
    ),
    // "Player" is the engine's player only.
    ("enum Player", "Controller (who plays a side in the game)"),
    // "opponent" is the other side only.
    ("OpponentSpec", "ComputerSpec"),
    ("struct Opponent", "ComputerPlayer"),
    ("pub opponent: Against", "Entry::against"),
];

/// Every `.rs` file under `dir`, and `.ftl` files when asked.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs" || e == "ftl") {
            out.push(path);
        }
    }
}

/// The source of both crates, their tests, examples and the catalogue.
fn sources() -> Vec<(PathBuf, String)> {
    let mut paths = Vec::new();
    for dir in [
        "src",
        "tests",
        "assets/locale",
        "crates/mancala/src",
        "crates/mancala/tests",
        "crates/mancala/examples",
        "crates/mancala/benches",
        "examples",
    ] {
        files(Path::new(dir), &mut paths);
    }
    let me = Path::new("tests/words.rs");
    paths
        .into_iter()
        .filter(|p| p != me)
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a readable source");
            (p, text)
        })
        .collect()
}

/// The names in backquotes in the glossary's rows, without paths, calls
/// or file names: `Strategy::move_score_slot` gives `move_score_slot`.
fn glossary_names(architecture: &str) -> Vec<String> {
    let start = architecture
        .find("Words of the code")
        .expect("ARCHITECTURE.md has its glossary");
    let mut names = Vec::new();
    for line in architecture[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
    {
        for (i, quoted) in line.split('`').enumerate() {
            if i % 2 == 0 || quoted.contains(['/', '.', ' ', '(', '<']) {
                continue;
            }
            let last = quoted.rsplit("::").next().unwrap_or(quoted);
            if last.chars().all(|c| c.is_alphanumeric() || c == '_') && !last.is_empty() {
                names.push(last.to_string());
            }
        }
    }
    names
}

#[test]
fn no_retired_name_comes_back() {
    let mut found = Vec::new();
    for (path, text) in sources() {
        for (old, now) in RETIRED {
            if text.contains(old) {
                found.push(format!("{}: {old:?} (now {now})", path.display()));
            }
        }
    }
    assert!(found.is_empty(), "retired names: {found:#?}");
}

#[test]
fn the_glossary_names_only_what_the_code_has() {
    let architecture = std::fs::read_to_string("ARCHITECTURE.md").expect("ARCHITECTURE.md");
    let names = glossary_names(&architecture);
    assert!(
        names.len() > 20,
        "the glossary's names were read: {names:?}"
    );
    let code: Vec<String> = sources().into_iter().map(|(_, text)| text).collect();
    let missing: Vec<&String> = names
        .iter()
        .filter(|name| !code.iter().any(|text| has_word(text, name)))
        .collect();
    assert!(
        missing.is_empty(),
        "the glossary names what the code lacks: {missing:?}"
    );
}

/// Whether `word` occurs in `text` as a whole identifier.
fn has_word(text: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

#[test]
fn the_checks_read_what_they_claim() {
    let glossary = "Words of the code\n\n| a | b |\n| `x::Foo` | `bar` (`src/x.rs`), `a b` |\n";
    assert_eq!(glossary_names(glossary), ["Foo", "bar"]);
    assert!(has_word("let Foo = 1;", "Foo"));
    assert!(!has_word("let FooBar = 1;", "Foo"));
}

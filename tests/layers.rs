//! The game crate's layers, checked from its source: imports run one way,
//! `mancala ← session ← {board, audio, persistence} ← ui ← lib.rs`, with
//! `settings`, `states`, `games`, `geometry`, `text`, `locale` and `palette` as leaves anyone may read; and no file
//! grows past the size a reader can hold.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// A file's path under `src/`, with forward slashes.
fn relative(src: &Path, file: &Path) -> String {
    let path = file.strip_prefix(src).expect("a file under src/");
    path.to_string_lossy().replace('\\', "/")
}

/// The layer a source file belongs to, by its path under `src/`.
fn layer(relative: &str) -> &str {
    let parts: Vec<&str> = relative.trim_end_matches(".rs").split('/').collect();
    match parts.as_slice() {
        ["systems", "mod"] => "systems",
        ["systems", layer, ..] => layer,
        [file] => file,
        [folder, ..] => folder,
        _ => "other",
    }
}

/// The layers a layer must never import.
fn forbidden(layer: &str) -> &'static [&'static str] {
    match layer {
        "session" => &[
            "board",
            "audio",
            "persistence",
            "demonstration",
            "lessons",
            "ui",
            "options",
            "testing",
        ],
        "lessons" => &[
            "board",
            "audio",
            "persistence",
            "demonstration",
            "ui",
            "options",
            "testing",
        ],
        "board" => &[
            "audio",
            "persistence",
            "lessons",
            "ui",
            "options",
            "testing",
        ],
        "audio" => &["persistence", "lessons", "ui", "options", "testing"],
        "persistence" => &[
            "board",
            "audio",
            "ui",
            "demonstration",
            "lessons",
            "options",
            "testing",
        ],
        "demonstration" => &[
            "board",
            "audio",
            "persistence",
            "lessons",
            "ui",
            "options",
            "testing",
        ],
        "ui" => &["testing"],
        "settings" | "states" | "games" | "geometry" | "text" | "locale" | "palette" => &[
            "session",
            "board",
            "audio",
            "persistence",
            "lessons",
            "ui",
            "systems",
        ],
        _ => &[],
    }
}

/// The crate paths a line of source names: `crate::systems::board::…` is
/// `board`, `crate::settings::…` is `settings`.
fn named_layers(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (i, _) in line.match_indices("crate::") {
        let rest = &line[i + "crate::".len()..];
        let rest = rest.strip_prefix("systems::").unwrap_or(rest);
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            found.push(name);
        }
    }
    found
}

#[test]
fn imports_run_one_way_between_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut broken = Vec::new();
    for file in sources(&src) {
        let relative = relative(&src, &file);
        let own = layer(&relative);
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.contains("super::super::") {
                broken.push(format!(
                    "{relative}:{}: reaches up with super::super",
                    n + 1
                ));
            }
            for named in named_layers(line) {
                if forbidden(own).contains(&named.as_str()) {
                    broken.push(format!("{relative}:{}: {own} imports {named}", n + 1));
                }
            }
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// Where a line tells the games apart by name: a `match` arm or a
/// comparison with one `GameKind` variant.
fn names_a_game(line: &str) -> bool {
    ["GameKind::OMWESO", "GameKind::OWARE"]
        .iter()
        .any(|variant| {
            line.contains(&format!("{variant} =>"))
                || line.contains(&format!("{variant}) =>"))
                || line.contains(&format!("== {variant}"))
                || line.contains(&format!("!= {variant}"))
        })
}

#[test]
fn a_game_kind_becomes_its_game_in_three_places_only() {
    // The session's registry of games (`kinds.rs`) and the title's rules
    // form: everything else asks the game.
    const DISPATCH: [&str; 2] = ["systems/session/kinds.rs", "systems/ui/title/options.rs"];
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for file in sources(&src) {
        let relative = relative(&src, &file);
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if names_a_game(line) && !DISPATCH.contains(&relative.as_str()) {
                found.push(format!("{relative}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "matches on GameKind:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_game_kind_check_sees_a_match_arm_and_a_comparison() {
    assert!(names_a_game("        GameKind::OWARE => 48,"));
    assert!(names_a_game("        (_, GameKind::OMWESO) => \"tally\","));
    assert!(names_a_game("    if game == GameKind::OMWESO {"));
    assert!(!names_a_game("        game: GameKind::OWARE,"));
}

#[test]
fn the_check_sees_a_forbidden_import() {
    // The check itself can fail: a session file naming the board is caught.
    assert_eq!(layer("systems/session/core.rs"), "session");
    assert_eq!(
        named_layers("use crate::systems::board::animation::AnimQueue;"),
        ["board"]
    );
    assert!(forbidden("session").contains(&"board"));
    assert!(!forbidden("ui").contains(&"session"));
}

#[test]
fn no_source_file_is_longer_than_600_lines() {
    // The game's sources and the engine crate's (unit tests in them
    // included); integration tests, benches and examples are outside `src/`.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let long: Vec<String> = ["src", "crates/mancala/src"]
        .into_iter()
        .flat_map(|dir| sources(&root.join(dir)))
        .filter_map(|file| {
            let lines = std::fs::read_to_string(&file).unwrap().lines().count();
            (lines > 600).then(|| format!("{} ({lines} lines)", file.display()))
        })
        .collect();
    assert!(long.is_empty(), "{long:?}");
}

/// The functions in a source text longer than `limit` lines, each counted
/// from its `fn` line to the closing brace at the same indentation, as
/// `name (n lines)`.
fn long_functions(text: &str, limit: usize) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut long = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        let Some(at) = body.find("fn ") else {
            continue;
        };
        let head = &body[..at];
        let is_fn = head
            .split_whitespace()
            .all(|word| word.starts_with("pub") || ["const", "async", "unsafe"].contains(&word));
        // Not a function, or one without a body or on one line.
        if !is_fn || body.starts_with("//") || body.ends_with(';') || body.ends_with('}') {
            continue;
        }
        let closing = format!("{indent}}}");
        let Some(end) = (start..lines.len()).find(|&i| lines[i].starts_with(&closing)) else {
            continue;
        };
        let count = end - start + 1;
        if count > limit {
            let name: String = body[at + 3..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            long.push(format!("{name} ({count} lines)"));
        }
    }
    long
}

#[test]
fn no_function_in_either_crate_is_longer_than_60_lines() {
    // Every layer's systems and what they call, not only the screens', the
    // start-up and the command line beside them; and the engine, its
    // search in numbered steps, its unit tests and its command line.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let long: Vec<String> = ["src", "crates/mancala/src"]
        .into_iter()
        .flat_map(|dir| sources(&root.join(dir)))
        .flat_map(|file| {
            let text = std::fs::read_to_string(&file).unwrap();
            long_functions(&text, 60)
                .into_iter()
                .map(move |f| format!("{}: {f}", file.display()))
        })
        .collect();
    assert!(long.is_empty(), "{long:#?}");
}

#[test]
fn the_length_check_counts_a_function_to_its_closing_brace() {
    // A 6-line function in an impl, its body's braces deeper in; one on a
    // line, and one without a body, before closing braces.
    let text = "impl A {\n    fn e() {}\n    fn d();\n    pub(super) fn f(\n        x: u8,\n    ) {\n        if x > 0 {\n        }\n    }\n}\nfn g() {}\n";
    assert_eq!(long_functions(text, 5), ["f (6 lines)"]);
    assert!(long_functions(text, 6).is_empty());
}

/// The layers as ARCHITECTURE.md's table names them, each with the layers
/// it says it never imports.
fn documented_layers() -> Vec<(String, Vec<String>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("ARCHITECTURE.md");
    let text = std::fs::read_to_string(path).expect("ARCHITECTURE.md is there");
    let section = text
        .split("## Layers of the game")
        .nth(1)
        .expect("a section on the layers")
        .split("\n## ")
        .next()
        .unwrap();
    let names = |cell: &str| -> Vec<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .map(String::from)
            .collect()
    };
    section
        .lines()
        .filter(|line| line.starts_with("| `"))
        .map(|row| {
            let cells: Vec<&str> = row.split('|').collect();
            let layer = names(cells[1]).remove(0);
            let never: Vec<String> = cells[3]
                .split(',')
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty() && !w.starts_with('('))
                .collect();
            (layer, never)
        })
        .collect()
}

#[test]
fn the_architecture_page_names_the_layers_this_test_checks() {
    let documented = documented_layers();
    let layers: Vec<&str> = documented.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(
        layers,
        [
            "session",
            "lessons",
            "demonstration",
            "board",
            "audio",
            "persistence",
            "ui"
        ]
    );
    for (layer, never) in &documented {
        let mut checked: Vec<&str> = forbidden(layer)
            .iter()
            .copied()
            .filter(|l| !["options", "testing"].contains(l))
            .collect();
        let mut said: Vec<&str> = never.iter().map(String::as_str).collect();
        checked.sort();
        said.sort();
        assert_eq!(said, checked, "{layer}: ARCHITECTURE.md against the check");
    }
}

/// The session's modules each file imports: `super::config` and
/// `crate::systems::session::config` are both `config`; a file in a folder
/// (`omweso/turn.rs`) belongs to the folder's module (`omweso`).
fn session_imports(session: &Path) -> Vec<(String, Vec<String>)> {
    sources(session)
        .into_iter()
        .map(|file| {
            let relative = file
                .strip_prefix(session)
                .unwrap()
                .to_string_lossy()
                .to_string();
            let module = relative
                .split(['/', '\\'])
                .next()
                .unwrap()
                .trim_end_matches(".rs")
                .to_string();
            let nested = relative.contains(['/', '\\']);
            let text = std::fs::read_to_string(&file).unwrap();
            let mut named: Vec<String> = Vec::new();
            for line in text.lines() {
                let line = line.trim_start();
                let mut prefixes = vec!["crate::systems::session::"];
                if !nested {
                    prefixes.push("super::");
                }
                for prefix in prefixes {
                    for (i, _) in line.match_indices(prefix) {
                        // `crate::systems::session::x` also contains `session::`,
                        // never `super::`; a nested file's `super::` is its folder.
                        let rest = &line[i + prefix.len()..];
                        let name: String = rest
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .collect();
                        if !name.is_empty() && name != module && !named.contains(&name) {
                            named.push(name);
                        }
                    }
                }
            }
            (module, named)
        })
        .collect()
}

/// An import circle among `edges` (module, what it imports), as the path
/// round it, if there is one.
fn import_circle(edges: &[(String, Vec<String>)]) -> Option<Vec<String>> {
    fn visit(
        module: &str,
        edges: &[(String, Vec<String>)],
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|m| m == module) {
            let mut circle = path[at..].to_vec();
            circle.push(module.to_string());
            return Some(circle);
        }
        if done.iter().any(|m| m == module) {
            return None;
        }
        path.push(module.to_string());
        for (from, to) in edges.iter().filter(|(from, _)| from == module) {
            debug_assert_eq!(from, module);
            for next in to {
                if let Some(circle) = visit(next, edges, path, done) {
                    return Some(circle);
                }
            }
        }
        path.pop();
        done.push(module.to_string());
        None
    }
    let mut done = Vec::new();
    edges
        .iter()
        .find_map(|(module, _)| visit(module, edges, &mut Vec::new(), &mut done))
}

#[test]
fn the_session_modules_import_each_other_without_a_circle() {
    let session = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/systems/session");
    let edges = session_imports(&session);
    assert!(
        edges
            .iter()
            .any(|(m, to)| m == "core" && to.contains(&"game".to_string()))
    );
    assert_eq!(import_circle(&edges), None);
}

#[test]
fn the_circle_check_finds_a_circle() {
    let edge =
        |from: &str, to: &[&str]| (from.to_string(), to.iter().map(|s| s.to_string()).collect());
    let line = [
        edge("core", &["game"]),
        edge("game", &["view"]),
        edge("view", &[]),
    ];
    assert_eq!(import_circle(&line), None);
    let circle = [
        edge("core", &["game"]),
        edge("game", &["view"]),
        edge("view", &["core"]),
    ];
    assert_eq!(
        import_circle(&circle),
        Some(vec![
            "core".into(),
            "game".into(),
            "view".into(),
            "core".into()
        ])
    );
}

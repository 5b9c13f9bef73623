//! No import cycles, in the game (`src/`) or the engine
//! (`crates/mancala/src/`): among the modules of each folder, if `a` uses
//! `b` (by `crate::`, `super::` or `self::` paths, anywhere inside `a`), `b`
//! never uses `a`, directly or round a circle. A module's use of its own
//! parent is no cycle: the child is part of it. Unit tests (`mod tests`,
//! `tests.rs`) and comments do not count.
//!
//! One circle is known and listed below with what breaks it; the test
//! fails on any other, and on a listed one that is gone, so the list only
//! shrinks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Known circles, by folder (`""`: the crate) and modules, and why they
/// remain.
const KNOWN: [(&str, &str, &[&str]); 1] = [
    // `options` checks a `--review` record, `--lesson` and reads files
    // through the systems, and the screenshot system reads `Options`.
    ("src", "", &["options", "systems"]),
];

/// A source file's module path: `a/b.rs` and `a/b/mod.rs` are `a::b`.
fn module_path(relative: &str) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_string)
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The text that names other modules: no comments, strings or unit tests.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests {") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut out = String::new();
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or_default();
        // Strings hold no paths worth following (and may hold `//`).
        let mut in_string = false;
        for c in line.chars() {
            if c == '"' {
                in_string = !in_string;
            } else if !in_string {
                out.push(c);
            }
        }
        out.push('\n');
    }
    out
}

/// The module paths a source names (`crate::a::b`, `super::c`,
/// `self::d`), resolved from module `me`.
fn named_paths(me: &[String], text: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in text.match_indices(start) {
            let before = at.checked_sub(1).map(|i| bytes[i] as char);
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let path: Vec<String> = text[at..]
                .split("::")
                .map(|seg| {
                    seg.chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect::<String>()
                })
                .take_while(|seg| !seg.is_empty())
                .collect();
            let mut base: Vec<String> = match path[0].as_str() {
                "crate" => Vec::new(),
                // In `a/b.rs` (module a::b) `super` is `a`; in `a/b/mod.rs`
                // too, since the file is the module itself.
                "super" => me[..me.len().saturating_sub(1)].to_vec(),
                _ => me.to_vec(),
            };
            let mut rest = &path[1..];
            while let Some(("super", tail)) = rest.split_first().map(|(h, t)| (h.as_str(), t)) {
                base.pop();
                rest = tail;
            }
            base.extend(rest.iter().cloned());
            found.push(base);
        }
    }
    found
}

/// The circles among sibling modules of a crate whose files are given as
/// (path under its `src/`, text): each as (folder, modules).
fn cycles(files: &[(String, String)]) -> BTreeSet<(String, Vec<String>)> {
    let modules: BTreeSet<Vec<String>> = files.iter().map(|(p, _)| module_path(p)).collect();
    // Per folder: module → modules it uses.
    let mut graphs: BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (path, text) in files {
        let me = module_path(path);
        if me.iter().any(|m| m == "tests") {
            continue;
        }
        for named in named_paths(&me, &code(text)) {
            // The longest prefix that is a module of the crate.
            let Some(target) = (1..=named.len())
                .rev()
                .map(|k| named[..k].to_vec())
                .find(|p| modules.contains(p))
            else {
                continue;
            };
            let shared = me.iter().zip(&target).take_while(|(a, b)| a == b).count();
            if shared >= me.len() || shared >= target.len() {
                continue; // itself, its parent or its own child
            }
            graphs
                .entry(me[..shared].to_vec())
                .or_default()
                .entry(me[shared].clone())
                .or_default()
                .insert(target[shared].clone());
        }
    }
    let mut found = BTreeSet::new();
    for (folder, graph) in &graphs {
        for component in strongly_connected(graph) {
            if component.len() > 1 {
                found.insert((folder.join("/"), component));
            }
        }
    }
    found
}

/// The strongly connected components of `graph`, each sorted (Tarjan).
fn strongly_connected(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'g>(w: &mut Walk<'g>, v: &'g str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        for next in w.graph.get(v).into_iter().flatten() {
            let next = next.as_str();
            if !w.index.contains_key(next) {
                visit(w, next);
                let low = w.low[v].min(w.low[next]);
                w.low.insert(v, low);
            } else if w.stack.contains(&next) {
                let low = w.low[v].min(w.index[next]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut component = Vec::new();
            while let Some(top) = w.stack.pop() {
                component.push(top.to_string());
                if top == v {
                    break;
                }
            }
            component.sort();
            w.out.push(component);
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !walk.index.contains_key(v.as_str()) {
            visit(&mut walk, v);
        }
    }
    walk.out
}

/// Every `.rs` file under `dir` as (path under it, text); a crate's own
/// binaries (`bin/`) are crates of their own and left out.
fn crate_files(dir: &Path) -> Vec<(String, String)> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(root, &path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(root).unwrap();
                let relative = relative.to_string_lossy().replace('\\', "/");
                out.push((relative, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.retain(|(p, _)| !p.starts_with("bin/"));
    out
}

fn check(crate_src: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = cycles(&crate_files(&root.join(crate_src)));
    let known: BTreeSet<(String, Vec<String>)> = KNOWN
        .iter()
        .filter(|(src, ..)| *src == crate_src)
        .map(|(_, folder, modules)| {
            (
                folder.to_string(),
                modules.iter().map(|m| m.to_string()).collect(),
            )
        })
        .collect();
    let new: Vec<_> = found.difference(&known).collect();
    let gone: Vec<_> = known.difference(&found).collect();
    assert!(new.is_empty(), "{crate_src}: import circles: {new:?}");
    assert!(
        gone.is_empty(),
        "{crate_src}: a known circle is gone or has changed; update KNOWN: {gone:?}"
    );
}

#[test]
fn the_game_has_no_import_cycles_but_the_known_one() {
    check("src");
}

#[test]
fn the_engine_has_no_import_cycles() {
    check("crates/mancala/src");
}

#[test]
fn the_check_finds_a_circle_and_ignores_parents_comments_and_tests() {
    let file = |p: &str, t: &str| (p.to_string(), t.to_string());
    let files = [
        file("lib.rs", "mod a; mod b; mod c;"),
        file("a.rs", "use crate::b::X;\n// crate::c::Y in a comment"),
        file("b/mod.rs", "use super::a::Z;\nmod inner;"),
        file("b/inner.rs", "use super::W; use crate::c::V;"),
        file("c.rs", "fn f() { let s = \"crate::a\"; }"),
        file("c/tests.rs", "use crate::a::T;"),
    ];
    assert_eq!(
        cycles(&files),
        BTreeSet::from([(String::new(), vec!["a".to_string(), "b".to_string()])])
    );
}

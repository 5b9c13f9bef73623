//! Oware's endgame tables as the programs find them: `mancala tables`
//! builds them where `mancala` then reads them, a package's installed
//! tables are found beside the program, and a damaged or older file is
//! passed over. Each run is told where to look (`MANCALA_DATA` in a
//! folder of its own, or `MANCALA_TABLES=off`), never the machine's cache.

use mancala::oware::tables::{EndgameTables, table_file};
use std::path::Path;
use std::process::Command;

/// Three seeds on the board: the tables settle it before any search.
const ENDING: &str = "0,0,0,0,1,1/0,0,0,0,0,1 S 22-23";

/// Runs `program` with `env`, the cache pinned to `cache` and nothing
/// else of the machine's: (exit code, stdout, stderr).
fn run(program: &Path, args: &[&str], cache: &Path, env: &[(&str, &str)]) -> (i32, String, String) {
    let out = Command::new(program)
        .args(args)
        .env_remove("MANCALA_TABLES")
        .env("MANCALA_DATA", cache)
        .envs(env.iter().copied())
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn mancala() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_mancala"))
}

/// Where `mancala analyse` says its move came from.
fn from(program: &Path, cache: &Path, env: &[(&str, &str)]) -> String {
    let args = ["analyse", "oware", ENDING, "--movetime", "50"];
    let (code, out, err) = run(program, &args, cache, env);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    let line = out.lines().find_map(|l| l.strip_prefix("from: "));
    line.unwrap_or_else(|| panic!("no from line in {out}"))
        .to_string()
}

#[test]
fn mancala_tables_builds_them_where_the_engine_reads_them() {
    let cache = tempfile::tempdir().unwrap();
    assert_eq!(
        from(mancala(), cache.path(), &[]),
        "search",
        "no tables yet"
    );
    let (code, out, err) = run(mancala(), &["tables", "oware", "4"], cache.path(), &[]);
    assert_eq!(code, 0, "{err}");
    let path = table_file(cache.path(), 4);
    assert!(
        out.ends_with(&format!("saved {}\n", path.display())),
        "{out}"
    );
    assert!(out.contains(" 4 seeds: "), "{out}");
    assert!(err.contains("4 seeds done at "), "{err}");
    assert_eq!(EndgameTables::load(&path).unwrap().max_seeds(), 4);
    assert_eq!(from(mancala(), cache.path(), &[]), "endgame tables (exact)");
    // Turned off, they are not read.
    let off = [("MANCALA_TABLES", "off")];
    assert_eq!(from(mancala(), cache.path(), &off), "search");
}

#[test]
fn mancala_tables_refuses_a_bad_seed_count_in_one_line() {
    let cache = tempfile::tempdir().unwrap();
    for (args, want) in [
        (
            &["tables", "oware", "99"][..],
            "mancala: tables: the seed count is 0 to 20, not \"99\"\n",
        ),
        (
            &["tables", "oware", "4", "--solve", "many"][..],
            "mancala: tables: --solve takes a number of positions, not \"many\"\n",
        ),
    ] {
        let (code, out, err) = run(mancala(), args, cache.path(), &[]);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", want));
    }
    assert_eq!(
        std::fs::read_dir(cache.path()).unwrap().count(),
        0,
        "nothing written"
    );
}

/// A copy of `mancala` installed under `prefix/bin`, as a package puts it.
fn install_in(prefix: &Path) -> std::path::PathBuf {
    let bin = prefix.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let program = bin.join("mancala");
    if std::fs::hard_link(mancala(), &program).is_err() {
        std::fs::copy(mancala(), &program).unwrap();
    }
    program
}

#[test]
fn installed_tables_are_found_beside_the_program_and_bad_ones_passed_over() {
    // The program's own folder, so that a hard link can stand for a copy.
    let prefix = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let program = install_in(prefix.path());
    let cache = tempfile::tempdir().unwrap();
    assert_eq!(
        from(&program, cache.path(), &[]),
        "search",
        "none installed"
    );
    let (tables, _) = EndgameTables::build(4, |_, _| {});
    let installed = prefix.path().join("share/mancala");
    tables.save(&table_file(&installed, 4)).unwrap();
    assert_eq!(from(&program, cache.path(), &[]), "endgame tables (exact)");
    // The same program elsewhere has none.
    assert_eq!(from(mancala(), cache.path(), &[]), "search");
    // A damaged file in the cache is passed over for the installed one.
    std::fs::write(
        table_file(cache.path(), 4),
        b"mancala-egtb-v3\n\x04 cut short",
    )
    .unwrap();
    assert_eq!(from(&program, cache.path(), &[]), "endgame tables (exact)");
    // Damaged or of an older format, installed: no tables, no failure.
    let file = table_file(&installed, 4);
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[..16].copy_from_slice(b"mancala-egtb-v2\n");
    std::fs::write(&file, &bytes).unwrap();
    assert_eq!(from(&program, cache.path(), &[]), "search");
}

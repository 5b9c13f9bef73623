//! The `mancala` binary as a test runs it: its exit code, stdout and
//! stderr. Each test file uses one or both of these.
#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

/// Runs `mancala ARGS` in `dir` (where the files it writes go), without
/// endgame tables, whatever this machine has cached.
pub fn mancala_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .current_dir(dir)
        .env("MANCALA_TABLES", "off")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// [`mancala_in`] in the test's own folder.
pub fn mancala(args: &[&str]) -> (i32, String, String) {
    mancala_in(Path::new("."), args)
}

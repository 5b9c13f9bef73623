//! Gives the build its git commit (`mancala --version`, `omweso --version`;
//! both crates live in one repository, so the engine's commit is the game's).
//! Outside a git checkout, e.g. from a source tarball, the commit is
//! `unknown`; `MANCALA_COMMIT` set when building wins over git.

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_string())
}

fn main() {
    println!("cargo:rerun-if-env-changed=MANCALA_COMMIT");
    let commit = std::env::var("MANCALA_COMMIT")
        .ok()
        .or_else(|| git(&["rev-parse", "--short=9", "HEAD"]))
        .unwrap_or_else(|| "unknown".into());
    // Build again when HEAD moves: HEAD itself, the branch it names and
    // the packed refs (wherever this checkout keeps them).
    let mut watched = vec!["HEAD".to_string(), "packed-refs".to_string()];
    watched.extend(git(&["symbolic-ref", "-q", "HEAD"]));
    for name in watched {
        // A path that does not exist would make cargo run this every build.
        let path = git(&["rev-parse", "--path-format=absolute", "--git-path", &name]);
        if let Some(path) = path.filter(|p| std::path::Path::new(p).exists()) {
            println!("cargo:rerun-if-changed={path}");
        }
    }
    println!("cargo:rustc-env=MANCALA_COMMIT={commit}");
}

//! `mancala uci <oware|omweso>`: the engine service of
//! [`mancala::engine::uci`] on stdin and stdout, and `mancala tables …`,
//! Oware's endgame tables. Dispatched before the other commands' argument
//! parsing, which these commands do not share.

use mancala::game::{Omweso, Oware};
use std::process::ExitCode;

const USAGE: &str = "usage: mancala uci <oware|omweso>";

/// `Some(exit code)` when the arguments name one of these commands.
pub fn dispatch(args: Vec<String>) -> Option<ExitCode> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["uci", "oware"] => {
            let stdin = std::io::stdin();
            mancala::engine::uci::serve::<Oware>(Default::default(), stdin.lock(), std::io::stdout());
            Some(ExitCode::SUCCESS)
        }
        ["uci", "omweso"] => {
            let stdin = std::io::stdin();
            mancala::engine::uci::serve::<Omweso>(Default::default(), stdin.lock(), std::io::stdout());
            Some(ExitCode::SUCCESS)
        }
        ["uci", ..] => {
            eprintln!("mancala: {USAGE}");
            Some(ExitCode::from(2))
        }
        _ => None,
    }
}

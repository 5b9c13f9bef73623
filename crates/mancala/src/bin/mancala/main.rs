//! `mancala`: the rules engines and the AI on the command line.
//!
//! Every error is one line on stderr and exit code 2.

mod ai;
mod args;
mod commands;
mod uci;

use args::Args;
use std::process::ExitCode;

const USAGE: &str = "usage:
  mancala moves <omweso|oware> '<position>' [rules options]
  mancala play  <omweso|oware> '<position>' [MOVE...] [--trace] [rules options]
  mancala perft <omweso|oware> '<position>' <depth> [rules options]
  mancala bench <omweso|oware> [--seconds S] [--seed N] [rules options]
  mancala analyse <omweso|oware> '<position>' [--movetime MS | --level L] [rules options]
  mancala match <omweso|oware> <A> <B> --games N [--movetime MS] [--seed S]
        [--setup standard|two-each|custom|both] [--max-turns N] [--verbose] [rules options]
players: random, greedy, beginner, casual, intermediate, expert, master, blitz,
  or level:milliseconds (master:500); --setup both alternates standard and custom pairs
rules options, omweso: --no-reverse --no-first-turn-ban --no-okwesera --akakyala
  --akawumbi-points 6|12 --match-target N --max-seeds-per-pit N|none
rules options, oware: --grand-slam no-capture|capture-if-winning
a position may be the word 'start'";

fn main() -> ExitCode {
    if let Some(code) = uci::dispatch(std::env::args().skip(1).collect()) {
        return code;
    }
    let result = Args::parse(std::env::args().skip(1)).and_then(|args| run(&args));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("mancala: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &Args) -> Result<(), String> {
    let [command, game, rest @ ..] = args.positional.as_slice() else {
        if args.positional.first().is_some_and(|c| c == "help") {
            println!("{USAGE}");
            return Ok(());
        }
        return Err(format!("a command and a game are needed\n{USAGE}").replace('\n', " | "));
    };
    let game = game.as_str();
    if game != "omweso" && game != "oware" {
        return Err(format!("unknown game {game:?}: omweso or oware"));
    }
    match command.as_str() {
        "moves" => commands::moves(game, rest, args),
        "play" => commands::play(game, rest, args),
        "perft" => commands::perft(game, rest, args),
        "bench" => commands::bench(game, rest, args),
        "analyse" => ai::analyse(game, rest, args),
        "match" => ai::run_match(game, rest, args),
        other => Err(format!(
            "unknown command {other:?}: moves, play, perft, bench, analyse or match"
        )),
    }
}

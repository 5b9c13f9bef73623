//! `mancala`: the rules engines and the AI on the command line.
//!
//! Every error is one line on stderr and exit code 2.

/// `println!` that survives its reader: writes a line to stdout, and when
/// the reader has stopped reading (a closed pipe, `| head`) ends the program
/// quietly with success instead of panicking; any other write error is the
/// usual one-line error and exit code 2.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::write_line(format_args!($($arg)*))
    };
}

mod ai;
mod args;
mod commands;
mod prove;
mod puzzles;
mod review;
mod uci;

fn write_line(line: std::fmt::Arguments) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout
        .write_fmt(line)
        .and_then(|()| stdout.write_all(b"\n"))
    {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("mancala: cannot write the output: {e}");
        std::process::exit(2);
    }
}

use args::Args;
use mancala::games::GameId;
use std::process::ExitCode;

const USAGE: &str = "usage:
  mancala --help | --version
  mancala moves <omweso|oware> '<position>' [rules options]
  mancala play  <omweso|oware> '<position>' [MOVE...] [--trace] [rules options]
  mancala perft <omweso|oware> '<position>' <depth> [rules options]
  mancala bench                    the search's signature: nodes at a fixed depth
                                   over fixed positions of both games
  mancala bench <omweso|oware> [--seconds S] [--seed N] [rules options]
  mancala analyse <omweso|oware> '<position>' [--movetime MS | --level L] [--threads N]
        [rules options]
  mancala review <omweso|oware> <record.json> [--movetime MS | --nodes N] [--threads N] [--json]
  mancala match <omweso|oware> <A> <B> --games N [--movetime MS] [--seed S]
        [--setup standard|two-each|custom|both] [--a-arranges HOW] [--b-arranges HOW]
        [--max-turns N] [--verbose] [--threads N] [--opening-plies N] [--distinct-openings]
        [rules options]
  mancala uci <omweso|oware>       the engine service on stdin/stdout (UCI-like)
  mancala tables oware <seeds> [--solve <positions>]
                                   build Oware's endgame tables into the data folder
  mancala puzzles <omweso|oware> --count N [--seed S] [--out FILE] [--keep FILE] [--records FILE...]
        puzzles proved by the engine, from self-play and game records (JSON);
        --keep: an earlier file's puzzles that still hold come first, ids kept
  mancala puzzles check <FILE>     prove every puzzle of a file again
  mancala prove omweso '<position>'|--setup standard|two-each [--budget NODES]
        [--certificate FILE] [rules options]
                                   who wins by force (win S|N, not a win, open);
                                   a position may be a game: 'earlier|…|position'
  mancala prove --check <FILE>     check a certificate from the rules alone
  mancala prove setups --sample N --seed S [--budget NODES] [--shard K/N] [--out DIR]
        [--south ARR | --north ARR] [rules options]
                                   random arrangement pairs (South's, North's answer)
                                   proved: South wins, North wins, not a win, open;
                                   results and certificates in DIR (./setups)
  mancala prove setups --south ARR --north ARR [--budget NODES] [--out DIR] [rules options]
  mancala prove setups merge <FILE>...
                                   the shares' results files as one run's summary
players: random, greedy, beginner, casual, intermediate, expert, master, blitz,
  or level:milliseconds (master:500); mcts (Monte-Carlo tree search, 1 s a move)
  or mcts:milliseconds; --setup both alternates standard and custom pairs;
  in a custom set-up a player arranges HOW: level (as its level does in the game),
  chooser (master's chooser), familiar (a usual shape) or random;
  each pair opens with --opening-plies random moves (2), --distinct-openings:
  no two pairs from the same position
master, blitz and level:milliseconds are the engine player (book, endgame tables,
  --threads: one by default), as in `mancala uci`
rules options, omweso: --no-reverse --no-first-turn-ban --no-okwesera --akakyala
  --akawumbi-points 6|12 --match-target N --max-seeds-per-pit N|none
rules options, oware: --grand-slam no-capture|capture-if-winning
a position may be the word 'start'; fields are separated by single spaces
an arrangement ARR is standard, two-each, or its owner's inner row a..h and outer
  row i..p, left to right from their seat: 0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4
numbers are ASCII digits; each option at most once, only where it applies";

fn main() -> ExitCode {
    // A newcomer's first commands: the usage or the version on stdout.
    let first = std::env::args_os().nth(1);
    match first.as_ref().and_then(|a| a.to_str()) {
        Some("--help" | "-h" | "help") => {
            out!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Some("--version" | "-V") => {
            out!("mancala {}", mancala::VERSION);
            return ExitCode::SUCCESS;
        }
        _ => {}
    }
    // The service's words are plain ASCII; anything else falls through to
    // the parser below, which refuses a non-UTF-8 argument with a message.
    let words = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned());
    if let Some(code) = uci::dispatch(words.collect()) {
        return code;
    }
    // args_os: an argument that is not UTF-8 is an error, not a panic.
    let result = Args::parse(std::env::args_os().skip(1)).and_then(|args| run(&args));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("mancala: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &Args) -> Result<(), String> {
    // `prove --check FILE` names no game.
    if let [command, rest @ ..] = args.positional.as_slice()
        && command == "prove"
    {
        return prove::run(rest, args);
    }
    // `bench` alone: the search's signature over both games.
    if let [command] = args.positional.as_slice()
        && command == "bench"
    {
        return commands::signature(args);
    }
    let [command, game, rest @ ..] = args.positional.as_slice() else {
        return Err(format!("a command and a game are needed\n{USAGE}").replace('\n', " | "));
    };
    let game = game.as_str();
    const COMMANDS: [&str; 8] = [
        "moves", "play", "perft", "bench", "analyse", "review", "match", "puzzles",
    ];
    if !COMMANDS.contains(&command.as_str()) {
        return Err(format!(
            "unknown command {command:?}: moves, play, perft, bench, analyse, review, match, puzzles or prove"
        ));
    }
    if command == "puzzles" {
        return puzzles::run(game, rest, args);
    }
    let game = GameId::parse(game)?;
    args.check_flags(command, Some(game))?;
    match command.as_str() {
        "moves" => commands::moves(game, rest, args),
        "play" => commands::play(game, rest, args),
        "perft" => commands::perft(game, rest, args),
        "bench" => commands::bench(game, rest, args),
        "analyse" => ai::analyse(game, rest, args),
        "review" => review::run(game, rest, args),
        _ => ai::run_match(game, rest, args),
    }
}

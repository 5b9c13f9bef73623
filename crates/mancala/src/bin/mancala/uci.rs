//! `mancala uci <oware|omweso>`: the engine service of
//! [`mancala::engine::uci`] on stdin and stdout, and `mancala tables …`,
//! Oware's endgame tables. Dispatched before the other commands' argument
//! parsing, which these commands do not share.

use mancala::ai::Searchable;
use mancala::games::{GameId, WithGame};
use std::process::ExitCode;

/// The engine service of a game on stdin and stdout.
struct Serve;

impl WithGame for Serve {
    type Output = ();
    fn run<G: Searchable>(self) {
        let stdin = std::io::stdin();
        mancala::engine::uci::serve::<G>(Default::default(), stdin.lock(), std::io::stdout());
    }
}

/// Builds Oware's endgame tables and caches them where the engine looks;
/// `budget`: positions searched per board to make a value exact.
fn build_tables(seeds: &str, budget: Option<&str>) -> ExitCode {
    use mancala::oware::tables::{DEFAULT_SOLVE_BUDGET, EndgameTables, MAX_TABLE_SEEDS};
    let Some(n) = seeds.parse::<u8>().ok().filter(|&n| n <= MAX_TABLE_SEEDS) else {
        eprintln!("mancala: tables: the seed count is 0 to {MAX_TABLE_SEEDS}, not {seeds:?}");
        return ExitCode::from(2);
    };
    let budget = match budget.map(str::parse::<u64>) {
        None => DEFAULT_SOLVE_BUDGET,
        Some(Ok(b)) => b,
        Some(Err(_)) => {
            eprintln!(
                "mancala: tables: --solve takes a number of positions, not {:?}",
                budget.unwrap_or_default()
            );
            return ExitCode::from(2);
        }
    };
    let Some(path) = EndgameTables::default_path(n) else {
        eprintln!("mancala: tables: no data folder (set MANCALA_DATA or HOME)");
        return ExitCode::from(2);
    };
    let (tables, stats) = EndgameTables::build_solving(n, budget, |seeds, t| {
        eprintln!("{seeds} seeds done at {:.1} s", t.as_secs_f64());
    });
    for (seeds, l) in stats.levels.iter().enumerate() {
        let share = |k: usize| 100.0 * k as f64 / l.boards as f64;
        println!(
            "{seeds:2} seeds: {:9} boards, {:4} sweeps, exact by the bounds {:5.1}%, after the solver {:9} ({:5.1}%)",
            l.boards,
            l.sweeps,
            share(l.exact_by_bounds),
            l.exact,
            share(l.exact),
        );
    }
    println!("built in {:.1} s", stats.elapsed.as_secs_f64());
    match tables.save(&path) {
        Ok(()) => {
            println!("saved {}", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("mancala: tables: cannot write {}: {e}", path.display());
            ExitCode::from(1)
        }
    }
}

const USAGE: &str = "usage: mancala uci <oware|omweso>";

/// `Some(exit code)` when the arguments name one of these commands.
pub fn dispatch(args: Vec<String>) -> Option<ExitCode> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["uci", game] => match GameId::parse(game) {
            Ok(game) => {
                game.with(Serve);
                Some(ExitCode::SUCCESS)
            }
            Err(e) => {
                eprintln!("mancala: {e}");
                Some(ExitCode::from(2))
            }
        },
        ["tables", "oware", seeds] => Some(build_tables(seeds, None)),
        ["tables", "oware", seeds, "--solve", budget] => Some(build_tables(seeds, Some(budget))),
        ["tables", ..] => {
            eprintln!(
                "mancala: usage: mancala tables oware <max seeds, e.g. 15> [--solve <positions per board>]"
            );
            Some(ExitCode::from(2))
        }
        ["uci", ..] => {
            eprintln!("mancala: {USAGE}");
            Some(ExitCode::from(2))
        }
        _ => None,
    }
}

//! The AI subcommands: `analyse` (the engine's view of one position) and
//! `match` (engine against engine, with an Elo estimate).

use crate::args::Args;
use mancala::ai::arena::{ArrangeBy, ByColour, ByOpening, MatchOptions, SetupMode, play_match};
use mancala::ai::{ComputerPlayer, ComputerSpec, Level, SearchResult, Threads, describe_score};
use mancala::ai::{Searchable, Strategy};
use mancala::engine::{Go, Player};
use mancala::game::{Omweso, Oware};
use mancala::games::GameId;
use std::time::Instant;

/// The default move cap of a match game: far beyond any finished game seen
/// (Omweso games between the levels last 10–30 moves, Oware 60–110; Oware's
/// repetition rule ends every game anyway).
const MAX_MOVES: u32 = 500;

pub fn analyse(game: GameId, rest: &[String], args: &Args) -> Result<(), String> {
    let [text] = rest else {
        return Err("analyse takes one position (or 'start')".into());
    };
    match game {
        GameId::Omweso => analyse_game::<Omweso>(text, args.omweso_rules()?, args),
        GameId::Oware => analyse_game::<Oware>(text, args.oware_rules()?, args),
    }
}

/// The player `--level` or `--movetime` asks for (master for 3 s by default).
fn analysis_spec(args: &Args) -> Result<ComputerSpec, String> {
    let movetime: Option<u64> = args.count("movetime")?;
    let level = args.text("level");
    match (level, movetime) {
        (Some(_), Some(_)) => Err("give --level or --movetime, not both".into()),
        (Some(l), None) => l
            .parse::<ComputerSpec>()
            .map_err(|e| format!("--level: {e}"))
            .and_then(|s| match s {
                ComputerSpec::Level(..) => Ok(s),
                _ => Err(format!("--level: {l:?} is a player, not a level")),
            }),
        (None, Some(0)) => Err("--movetime must be at least 1 ms".into()),
        (None, ms) => Ok(ComputerSpec::Level(Level::Master, ms)),
    }
}

fn analyse_game<G: Searchable>(text: &str, rules: G::Rules, args: &Args) -> Result<(), String> {
    let position = G::parse_position(text)?;
    let spec = analysis_spec(args)?;
    let seed: u64 = args.count("seed")?.unwrap_or(1);
    // What is proven is said at every level; only master and blitz play it.
    let proven = G::Strategy::proof_now(&rules, &[position]);
    let (r, from) = match spec {
        // A timed level searches as the engine service does.
        ComputerSpec::Level(level @ (Level::Master | Level::Blitz), ms) => {
            let own = level.settings::<G>().limits.movetime;
            let ms = ms.or(own.map(|t| t.as_millis() as u64)).unwrap_or(3_000);
            as_the_service::<G>(rules, &position, ms, args.threads()?)
        }
        _ => {
            let mut player = ComputerPlayer::<G>::from_spec(rules, spec, seed);
            (player.choose(&position, &[], None), "search")
        }
    };
    let Some(best) = r.best else {
        return Err(format!(
            "the game is over in {position}: no move to analyse"
        ));
    };
    let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    out!("best: {best}");
    out!("from: {from}");
    if from == "book" {
        // The book keeps moves, not scores: a score would be made up.
        out!("score: none (a book move, played without a search)");
    } else if from == "proof" {
        out!(
            "score: won by force (proven) for {}, to move",
            G::side_to_move(&position)
        );
    } else {
        out!(
            "score: {} (for {}, to move)",
            describe_score::<G>(r.score),
            G::side_to_move(&position)
        );
    }
    if let Some(p) = proven {
        out!(
            "proven: {} wins by force (certificate {})",
            p.winner,
            p.certificate
        );
    }
    out!("pv: {}", pv.join(" "));
    out!("depth: {}", r.depth);
    out!("nodes: {}", r.nodes);
    out!("time: {:.3} s", r.elapsed.as_secs_f64());
    out!("nodes/s: {}", r.nps);
    Ok(())
}

/// One position searched as `mancala uci` searches it: the engine player
/// with the endgame tables this machine has (none is built). Also says
/// where the move came from.
fn as_the_service<G: Searchable>(
    rules: G::Rules,
    position: &G::Position,
    ms: u64,
    threads: Threads,
) -> (SearchResult<G::Move>, &'static str) {
    G::Strategy::warm_up(false);
    let mut player = Player::<G>::new(rules, threads);
    let go = Go {
        use_book: true,
        ..Go::movetime(ms)
    };
    let thought = player.think(position, &[], &go, None);
    (thought.result, thought.source.name())
}

pub fn run_match(game: GameId, rest: &[String], args: &Args) -> Result<(), String> {
    let [a, b] = rest else {
        return Err(
            "match takes two players: random, greedy, a level, level:milliseconds, mcts or mcts:milliseconds".into(),
        );
    };
    let parse = |s: &str| s.parse::<ComputerSpec>().map_err(|e| e.to_string());
    let (mut a, mut b) = (parse(a)?, parse(b)?);
    // --movetime gives a time to the levels that have none of their own.
    if let Some(ms) = args.count::<u64>("movetime")? {
        if ms == 0 {
            return Err("--movetime must be at least 1 ms".into());
        }
        for spec in [&mut a, &mut b] {
            match *spec {
                ComputerSpec::Level(level, None) => *spec = ComputerSpec::Level(level, Some(ms)),
                ComputerSpec::Mcts(None) => *spec = ComputerSpec::Mcts(Some(ms)),
                _ => {}
            }
        }
    }
    let games: u32 = args.count("games")?.ok_or("match needs --games N")?;
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let setup = match args.text("setup") {
        None => SetupMode::Standard,
        Some(s) => s.parse()?,
    };
    let arranges = |flag: &str| match args.text(flag) {
        None => Ok(ArrangeBy::Level),
        Some(s) => s.parse::<ArrangeBy>().map_err(|e| format!("--{flag}: {e}")),
    };
    let options = MatchOptions {
        arrangers: [arranges("a-arranges")?, arranges("b-arranges")?],
        games,
        seed: args.count("seed")?.unwrap_or(1),
        max_moves: crate::commands::max_turns(args)?.unwrap_or(MAX_MOVES),
        setup,
        threads: args.threads()?,
        random_moves: args.count("opening-plies")?.unwrap_or(2),
        distinct_openings: args.has("distinct-openings"),
    };
    let verbose = args.has("verbose");
    match game {
        GameId::Omweso => match_game::<Omweso>(&args.omweso_rules()?, a, b, &options, verbose),
        GameId::Oware => match_game::<Oware>(&args.oware_rules()?, a, b, &options, verbose),
    }
}

/// Elo and its margin as the summary says them: a signed whole number or
/// an infinity, and `± N` or that there is no finite bound.
fn elo_words((elo, margin): (f64, f64)) -> (String, String) {
    let elo_text = if elo.is_finite() {
        format!("{elo:+.0}")
    } else if elo > 0.0 {
        "+inf".into()
    } else {
        "-inf".into()
    };
    let margin_text = if margin.is_finite() {
        format!("± {margin:.0}")
    } else {
        "(no finite bound)".into()
    };
    (elo_text, margin_text)
}

fn match_game<G: Searchable>(
    rules: &G::Rules,
    a: ComputerSpec,
    b: ComputerSpec,
    options: &MatchOptions,
    verbose: bool,
) -> Result<(), String> {
    out!(
        "{}: A={a} B={b}, {} games, seed {}{}, colours alternate, a game not over after {} moves is a draw{}",
        G::NAME,
        options.games,
        options.seed,
        G::Strategy::setup_words(options)
            .map(|words| format!(", {words}"))
            .unwrap_or_default(),
        options.max_moves,
        if G::ANNULS {
            " (so is an annulled one)"
        } else {
            ""
        }
    );
    let mut moves = 0u64;
    let mut colours = ByColour::default();
    let mut openings = ByOpening::<G>::default();
    let start = Instant::now();
    let tally = play_match::<G>(rules, a, b, options, |report| {
        moves += report.moves as u64;
        colours.add(report.a_side, report.a_won());
        openings.add(report);
        if verbose {
            out!("{report}");
        }
    })
    .map_err(|e| e.to_string())?;
    let (elo_text, margin_text) = elo_words(tally.elo());
    out!("{colours}");
    out!(
        "A scored {:.1}% over {} games ({} moves in {:.1} s): Elo A−B {elo_text} {margin_text} (95%)",
        100.0 * tally.score(),
        tally.games(),
        moves,
        start.elapsed().as_secs_f64()
    );
    let (score, half) = openings.score();
    out!(
        "by opening: A scored {:.1}% ± {:.1} (95%) over {} distinct openings",
        100.0 * score,
        100.0 * half,
        openings.count()
    );
    out!("{tally}");
    Ok(())
}

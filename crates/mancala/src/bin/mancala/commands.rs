//! The rules subcommands: `moves`, `play`, `perft`, `bench`.

use crate::args::{Args, NumberError, whole_number};
use mancala::MAX_PERFT_DEPTH;
use mancala::games::GameId;
use mancala::{omweso, oware};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::{Duration, Instant};

fn position_arg<'a>(rest: &'a [String], what: &str) -> Result<&'a str, String> {
    rest.first()
        .map(String::as_str)
        .ok_or_else(|| format!("{what} needs a position (or 'start')"))
}

pub fn moves(game: GameId, rest: &[String], args: &Args) -> Result<(), String> {
    let text = position_arg(rest, "moves")?;
    if rest.len() > 1 {
        return Err(format!("moves takes one position, not {:?}", &rest[1..]));
    }
    let moves: Vec<String> = match game {
        GameId::Omweso => {
            let rules = args.omweso_rules()?;
            let position: omweso::Position = text.parse().map_err(|e| format!("{e}"))?;
            position
                .legal_moves(&rules)
                .iter()
                .map(|m| m.to_string())
                .collect()
        }
        GameId::Oware => {
            let rules = args.oware_rules()?;
            let position: oware::Position = text.parse().map_err(|e| format!("{e}"))?;
            position
                .legal_moves(&rules)
                .iter()
                .map(|m| m.to_string())
                .collect()
        }
    };
    for m in moves {
        out!("{m}");
    }
    Ok(())
}

pub fn play(game: GameId, rest: &[String], args: &Args) -> Result<(), String> {
    let text = position_arg(rest, "play")?;
    let moves = &rest[1..];
    let trace = args.has("trace");
    let mut traces = Vec::new();
    let (position, result) = match game {
        GameId::Omweso => {
            let rules = args.omweso_rules()?;
            let start: omweso::Position = text.parse().map_err(|e| format!("{e}"))?;
            let mut record = omweso::GameRecord::from_position(&rules, start);
            for (i, text) in moves.iter().enumerate() {
                let bad = |e: &dyn std::fmt::Display| format!("move {} ({text:?}): {e}", i + 1);
                let mv: omweso::Move = text.parse().map_err(|e| bad(&e))?;
                let played = record.play(mv).map_err(|e| bad(&e))?;
                if trace {
                    traces.push(serde_json::to_string(&played.trace).map_err(|e| e.to_string())?);
                }
            }
            let result = record.result().map(|o| o.to_string());
            (record.current().to_string(), result)
        }
        GameId::Oware => {
            let rules = args.oware_rules()?;
            let start: oware::Position = text.parse().map_err(|e| format!("{e}"))?;
            let mut record = oware::GameRecord::new(start, rules);
            for (i, text) in moves.iter().enumerate() {
                let bad = |e: &dyn std::fmt::Display| format!("move {} ({text:?}): {e}", i + 1);
                let mv: oware::Move = text.parse().map_err(|e| bad(&e))?;
                let played = record.play(mv).map_err(|e| bad(&e))?;
                if trace {
                    traces.push(serde_json::to_string(&played.trace).map_err(|e| e.to_string())?);
                }
            }
            let result = record.result().map(|o| match o.winner {
                Some(w) => format!("win {w} {}-{}", o.south, o.north),
                None => format!("draw - {}-{}", o.south, o.north),
            });
            (record.current().to_string(), result)
        }
    };
    out!("{position}");
    if let Some(result) = result {
        out!("result: {result}");
    }
    for t in traces {
        out!("{t}");
    }
    Ok(())
}

pub fn perft(game: GameId, rest: &[String], args: &Args) -> Result<(), String> {
    let text = position_arg(rest, "perft")?;
    let depth: u32 = match rest.get(1..) {
        Some([d]) => match whole_number::<u32>(d) {
            Ok(depth) if depth <= MAX_PERFT_DEPTH => depth,
            Err(NumberError::NotANumber) => {
                return Err(format!("perft depth {d:?} is not a whole number"));
            }
            _ => {
                return Err(format!(
                    "perft depth {d:?} is too deep: the deepest is {MAX_PERFT_DEPTH}"
                ));
            }
        },
        _ => return Err("perft needs a position and a depth".into()),
    };
    let started = Instant::now();
    let count = match game {
        GameId::Omweso => {
            let rules = args.omweso_rules()?;
            let position: omweso::Position = text.parse().map_err(|e| format!("{e}"))?;
            position.perft(&rules, depth)
        }
        GameId::Oware => {
            let rules = args.oware_rules()?;
            let position: oware::Position = text.parse().map_err(|e| format!("{e}"))?;
            oware::perft(&position, &rules, depth)
        }
    }
    .ok_or("perft depth out of range")?;
    let seconds = started.elapsed().as_secs_f64();
    out!("{count}");
    eprintln!(
        "perft {game} depth {depth}: {count} leaves in {seconds:.3} s ({:.0} leaves/s)",
        count as f64 / seconds.max(1e-9)
    );
    Ok(())
}

pub fn bench(game: GameId, rest: &[String], args: &Args) -> Result<(), String> {
    if !rest.is_empty() {
        return Err(format!("bench takes no positional arguments, not {rest:?}"));
    }
    // Bounded by Args::seconds, so the Duration always exists.
    let seconds = args.seconds()?.unwrap_or(5.0);
    let seed: u64 = args.count("seed")?.unwrap_or(1);
    let budget = Duration::from_secs_f64(seconds);
    let mut rng = SmallRng::seed_from_u64(seed);
    let (mut games, mut turns) = (0u64, 0u64);
    let started = Instant::now();
    match game {
        GameId::Omweso => {
            let rules = args.omweso_rules()?;
            let max_turns = max_turns(args)?.unwrap_or(10_000);
            let start = omweso::Position::start();
            while started.elapsed() < budget {
                turns += start.random_playout(&rules, &mut rng, max_turns).turns as u64;
                games += 1;
            }
        }
        GameId::Oware => {
            let rules = args.oware_rules()?;
            let start = oware::Position::start();
            while started.elapsed() < budget {
                turns += oware::random_playout(&start, &rules, &mut rng).turns as u64;
                games += 1;
            }
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    out!(
        "{game}: {games} random games, {turns} turns in {elapsed:.2} s: {:.0} games/s, {:.0} turns/s",
        games as f64 / elapsed,
        turns as f64 / elapsed
    );
    Ok(())
}

/// `mancala bench` alone: the search's signature (see `mancala::bench`),
/// the number every strength figure names.
pub fn signature(args: &Args) -> Result<(), String> {
    use mancala::bench;
    if let Some(flag) = args.any_flag() {
        return Err(format!("--{flag} is not an option of bench without a game"));
    }
    let started = Instant::now();
    let signature = bench::signature();
    out!(
        "omweso: {} nodes at depth {}",
        signature.omweso,
        bench::OMWESO_DEPTH
    );
    out!(
        "oware: {} nodes at depth {}",
        signature.oware,
        bench::OWARE_DEPTH
    );
    out!(
        "signature {} ({:.2} s)",
        signature.total(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `--max-turns`: a whole number, at least 1.
pub fn max_turns(args: &Args) -> Result<Option<u32>, String> {
    match args.count("max-turns")? {
        Some(0) => Err("--max-turns must be at least 1".into()),
        n => Ok(n),
    }
}

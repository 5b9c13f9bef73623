//! `prove`: proves who wins an Omweso position by force and writes the
//! strategy as a certificate, or checks a certificate from the rules alone;
//! `prove setups` proves arranged starts in bulk (`setups.rs`).

use crate::args::Args;
use mancala::Side;
use mancala::games::GameId;
use mancala::omweso::prove::{Answer, Certificate, PlayRules, Strategy, prove};
use mancala::omweso::{Position, Rules, Setup};
use std::path::Path;
use std::time::Instant;

mod setups;

/// Tree nodes each search may grow to unless `--budget` says otherwise:
/// about 1.1 GB; the standard start's hardest rules need 16.5 million.
const DEFAULT_BUDGET: usize = 20_000_000;

/// `prove omweso …`, `prove setups …` or `prove --check FILE`.
pub fn run(rest: &[String], args: &Args) -> Result<(), String> {
    if let Some(file) = args.text("check") {
        args.check_flags("prove --check", None)?;
        if !rest.is_empty() {
            return Err(format!(
                "prove --check takes one file and nothing else, not {rest:?}"
            ));
        }
        return check_file(file);
    }
    match rest {
        [first, more @ ..] if first == "setups" => setups::run(more, args),
        [game, given @ ..] => prove_omweso(game, given, args),
        [] => Err(
            "prove needs a game and a position (prove omweso '<position>'), setups, or --check FILE"
                .into(),
        ),
    }
}

/// `prove omweso '<position>'|--setup …`: one position proved.
fn prove_omweso(game: &str, given: &[String], args: &Args) -> Result<(), String> {
    match GameId::parse(game) {
        Ok(GameId::Omweso) => {}
        Ok(GameId::Oware) => {
            return Err(
                "prove is for omweso; Oware's endgames are solved by 'mancala tables'".into(),
            );
        }
        Err(_) => {
            return Err(format!(
                "unknown game {game:?}: prove omweso or prove --check FILE"
            ));
        }
    }
    args.check_flags("prove", Some(GameId::Omweso))?;
    let rules = args.omweso_rules()?;
    let game = the_game(given, args, &rules)?;
    let budget: usize = args.count("budget")?.unwrap_or(DEFAULT_BUDGET);
    if budget == 0 {
        return Err("--budget must be at least 1 node".into());
    }
    let out = certificate_path(args)?;
    let (position, history) = game.split_last().expect("a game has a position");
    let started = Instant::now();
    let proved = prove(&rules, history, *position, budget).map_err(|e| {
        format!("the strategy found failed its own check ({e}): a fault of the search")
    })?;
    let searched = format!(
        "{} nodes searched, {:.1} s",
        proved.nodes,
        started.elapsed().as_secs_f64()
    );
    report(proved.answer, position.side(), budget, &searched, out)
}

/// The game to prove: one position (a game as `'earlier|…|position'`) or
/// a fresh one from `--setup`.
fn the_game(given: &[String], args: &Args, rules: &Rules) -> Result<Vec<Position>, String> {
    match (given, args.text("setup")) {
        ([text], None) => parse_game(text),
        ([], Some(setup)) => Ok(vec![fresh_game(setup, rules)?]),
        ([], None) => {
            Err("prove omweso needs a position (or 'start') or --setup standard|two-each".into())
        }
        ([_], Some(_)) => Err("give a position or --setup, not both".into()),
        (more, _) => Err(format!(
            "prove omweso takes one position (a game as 'earlier|…|position'), not {more:?}"
        )),
    }
}

/// `--certificate FILE`, checked before the long search, so that an
/// error stays one line.
fn certificate_path(args: &Args) -> Result<Option<&Path>, String> {
    let out = args.text("certificate").map(Path::new);
    if let Some(path) = out {
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if !folder.is_dir() {
            return Err(format!(
                "--certificate: {path:?} is not in a folder that exists"
            ));
        }
    }
    Ok(out)
}

/// The answer's line, and its certificate written to `out`.
fn report(
    answer: Answer,
    mover: Side,
    budget: usize,
    searched: &str,
    out: Option<&Path>,
) -> Result<(), String> {
    match answer {
        Answer::Win(certificate) => {
            let summary = certificate.summary();
            let how = match certificate.strategy() {
                Strategy::Play(play) => format!("first move {}", play.mv),
                Strategy::Replies(_) => format!("whatever {mover} plays"),
            };
            out!(
                "win {}: {how}, longest line {}, certificate of {} ({searched})",
                certificate.winner(),
                plies(summary.longest_line),
                positions(summary.positions)
            );
            if let Some(path) = out {
                mancala::files::write_atomic(path, certificate.to_json().as_bytes())
                    .map_err(|e| format!("cannot write {path:?}: {e}"))?;
            }
        }
        Answer::NotAWin => out!(
            "not a win: neither side can force one; with best play the game is annulled ({searched})"
        ),
        Answer::Open { not_won_by } => {
            let how = match not_won_by {
                Some(side) => format!(
                    "{side} cannot force a win; whether {} can is not settled",
                    side.opponent()
                ),
                None => format!("whether {mover} can force a win is not settled"),
            };
            out!("open: {how} within --budget {budget} ({searched})");
        }
    }
    Ok(())
}

/// A game given as `'<earlier>|…|<position>'`, each position exact.
fn parse_game(text: &str) -> Result<Vec<Position>, String> {
    let parts: Vec<&str> = text.split('|').collect();
    parts
        .iter()
        .enumerate()
        .map(|(i, part)| {
            part.parse().map_err(|e| match parts.len() {
                1 => format!("{e}"),
                n => format!("position {} of {n} of the game ({part:?}): {e}", i + 1),
            })
        })
        .collect()
}

/// The start of a fresh game from a named set-up, South first.
fn fresh_game(setup: &str, rules: &Rules) -> Result<Position, String> {
    let setup = Setup::named(setup).ok_or_else(|| {
        format!(
            "--setup is standard or two-each, not {setup:?} (a custom set-up is given as a position)"
        )
    })?;
    let pits = setup.arrangement(rules).map_err(|e| e.to_string())?;
    Ok(Position::from_arrangements(pits, pits, Side::South))
}

fn check_file(file: &str) -> Result<(), String> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {file:?}: {e}"))?;
    let certificate = Certificate::from_json(&bytes).map_err(|e| format!("{file:?}: {e}"))?;
    let summary = certificate.summary();
    out!(
        "ok: {} wins {:?} ({}): {}, longest line {}",
        certificate.winner(),
        certificate.position().to_string(),
        rules_text(certificate.rules()),
        positions(summary.positions),
        plies(summary.longest_line)
    );
    Ok(())
}

fn positions(n: u64) -> String {
    match n {
        1 => "1 position".into(),
        n => format!("{n} positions"),
    }
}

fn plies(n: u32) -> String {
    match n {
        1 => "1 ply".into(),
        n => format!("{n} plies"),
    }
}

/// The rules as the flags that give them.
fn rules_text(rules: PlayRules) -> String {
    let flags = rules.flags();
    if flags.is_empty() {
        "default rules".into()
    } else {
        let flags: Vec<String> = flags.iter().map(|f| format!("--{f}")).collect();
        format!("rules {}", flags.join(" "))
    }
}

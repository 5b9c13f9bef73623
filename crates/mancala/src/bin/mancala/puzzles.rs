//! `puzzles`: generate puzzles proved by the engine, or prove a file of
//! them again.

use crate::args::Args;
use mancala::games::GameId;
use mancala::puzzles::{
    GenerateOptions, Generated, Puzzle, Theme, check, generate_omweso, generate_oware,
    read_puzzles, write_puzzles,
};
use mancala::{omweso, oware};
use std::collections::HashSet;
use std::path::Path;

/// The most puzzles one generation makes: the games it may play grow with
/// the count.
const MAX_COUNT: usize = 1_000;

/// `puzzles <omweso|oware> …` or `puzzles check FILE`.
pub fn run(what: &str, rest: &[String], args: &Args) -> Result<(), String> {
    match what {
        "check" => {
            args.check_flags("puzzles check", None)?;
            match rest {
                [file] => check_file(file),
                _ => Err("puzzles check takes one file".into()),
            }
        }
        other => match GameId::parse(other) {
            Ok(game) => {
                args.check_flags("puzzles", Some(game))?;
                generate(game, rest, args)
            }
            Err(_) => Err(format!(
                "unknown game {other:?}: puzzles omweso, puzzles oware or puzzles check FILE"
            )),
        },
    }
}

fn generate(game: GameId, rest: &[String], args: &Args) -> Result<(), String> {
    let count: usize = args.count("count")?.ok_or("puzzles needs --count N")?;
    if !(1..=MAX_COUNT).contains(&count) {
        return Err(format!("--count must be 1 to {MAX_COUNT}"));
    }
    let seed: u64 = args.count("seed")?.unwrap_or(1);
    // `--records A B C`: the flag takes the first file, the rest follow it.
    let files: Vec<&str> = match args.text("records") {
        Some(first) => std::iter::once(first)
            .chain(rest.iter().map(String::as_str))
            .collect(),
        None if rest.is_empty() => Vec::new(),
        None => {
            return Err(format!(
                "puzzles {game} takes no positional arguments, not {rest:?} (record files follow --records)"
            ));
        }
    };
    // Everything that can fail is checked before the long generation, so
    // that an error stays one line.
    let out = out_path(args)?;
    let keep = match args.text("keep") {
        Some(file) => read_keep(game, file)?,
        None => Vec::new(),
    };
    let options = GenerateOptions {
        keep,
        ..GenerateOptions::new(count, seed)
    };
    let mut progress = |line: &str| eprintln!("puzzles {game}: {line}");
    let generated = match game {
        GameId::Omweso => {
            let records = read_records(game, &files, |b| {
                omweso::GameRecord::from_json_bytes(b).map_err(|e| e.to_string())
            })?;
            generate_omweso(&options, &records, &mut progress)
        }
        GameId::Oware => {
            let records = read_records(game, &files, |b| {
                oware::GameRecord::from_json_bytes(b).map_err(|e| e.to_string())
            })?;
            generate_oware(&options, &records, &mut progress)
        }
    };
    let text = write_puzzles(&generated.puzzles);
    match out {
        Some(path) => mancala::files::write_atomic(path, text.as_bytes())
            .map_err(|e| format!("cannot write {path:?}: {e}"))?,
        None => out!("{}", text.trim_end()),
    }
    eprintln!("puzzles {game}: {}", summary(&generated, files.len()));
    Ok(())
}

/// `--out FILE`, if given, in a folder that exists.
fn out_path(args: &Args) -> Result<Option<&Path>, String> {
    let Some(path) = args.text("out").map(Path::new) else {
        return Ok(None);
    };
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(format!("--out: {:?} is not in a folder that exists", path));
    }
    Ok(Some(path))
}

/// The puzzles of `--keep FILE`, all of them of `game`.
fn read_keep(game: GameId, file: &str) -> Result<Vec<Puzzle>, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("--keep: cannot read {file:?}: {e}"))?;
    let puzzles = read_puzzles(&bytes).map_err(|e| format!("--keep {file:?}: {e}"))?;
    if let Some(other) = puzzles.iter().find(|p| p.game != game) {
        return Err(format!(
            "--keep {file:?}: puzzle {:?} is of {}, not {game}",
            other.id, other.game
        ));
    }
    let mut ids = std::collections::HashSet::new();
    match puzzles.iter().find(|p| !ids.insert(p.id.as_str())) {
        Some(twice) => Err(format!(
            "--keep {file:?}: puzzle id {:?} is there twice",
            twice.id
        )),
        None => Ok(puzzles),
    }
}

fn read_records<R>(
    game: GameId,
    files: &[&str],
    parse: impl Fn(&[u8]) -> Result<R, String>,
) -> Result<Vec<R>, String> {
    files
        .iter()
        .map(|file| {
            let bytes = std::fs::read(file).map_err(|e| format!("cannot read {file:?}: {e}"))?;
            parse(&bytes).map_err(|e| format!("{file:?} is not an {game} game record: {e}"))
        })
        .collect()
}

fn summary(generated: &Generated, records: usize) -> String {
    let puzzles = &generated.puzzles;
    let themes: Vec<String> = Theme::ALL
        .iter()
        .filter_map(|t| {
            let n = puzzles.iter().filter(|p| p.theme == *t).count();
            (n > 0).then(|| format!("{t} {n}"))
        })
        .collect();
    let difficulties: Vec<String> = (1..=3)
        .map(|d| {
            let n = puzzles.iter().filter(|p| p.difficulty == d).count();
            format!("{d}: {n}")
        })
        .collect();
    format!(
        "{} puzzles ({}; difficulty {}) chosen from {} kept and {} found in {} positions of {} games and {records} records",
        puzzles.len(),
        themes.join(", "),
        difficulties.join(", "),
        generated.kept,
        generated.found,
        generated.positions,
        generated.games,
    )
}

fn check_file(file: &str) -> Result<(), String> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {file:?}: {e}"))?;
    let puzzles = read_puzzles(&bytes).map_err(|e| format!("{file:?}: {e}"))?;
    let mut ids = HashSet::new();
    let mut failed = 0;
    for puzzle in &puzzles {
        match check_one(puzzle, &mut ids) {
            Ok(line) => out!("{}: ok: {line}", puzzle.id),
            Err(why) => {
                failed += 1;
                out!("{}: failed: {why}", puzzle.id);
            }
        }
    }
    out!(
        "{} puzzles: {} proved, {failed} failed",
        puzzles.len(),
        puzzles.len() - failed
    );
    if failed > 0 {
        return Err(format!(
            "{failed} of {} puzzles failed the check",
            puzzles.len()
        ));
    }
    Ok(())
}

fn check_one(puzzle: &Puzzle, ids: &mut HashSet<String>) -> Result<String, String> {
    if !ids.insert(puzzle.id.clone()) {
        return Err("the id of an earlier puzzle".into());
    }
    let proof = check(puzzle).map_err(|e| e.to_string())?;
    Ok(format!(
        "{} {}, difficulty {}: {} {} against {} {}",
        puzzle.game,
        puzzle.theme,
        puzzle.difficulty,
        puzzle.solution.join(" "),
        proof.solution_value,
        proof.best_other,
        proof.best_other_value
    ))
}

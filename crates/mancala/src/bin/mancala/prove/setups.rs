//! `prove setups`: arranged starts proved in bulk, in shares for a batch
//! engine, and the shares merged (`docs/rules/omweso-setups.md`).

use super::{DEFAULT_BUDGET, plies, rules_text};
use crate::args::Args;
use mancala::games::GameId;
use mancala::omweso::prove::PlayRules;
use mancala::omweso::prove::setups::{
    Header, Pair, PairVerdict, Record, Run, Sample, Shard, Share, Tally, draw, merge, prove_pair,
    read_results,
};
use mancala::omweso::{Pits, Rules, arrangement_text, parse_arrangement};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The folder of the results and certificates unless `--out` names one.
const DEFAULT_OUT: &str = "setups";

/// The open pairs and the North wins a summary names; the results file
/// has them all.
const OPEN_NAMED: usize = 20;
const NORTH_NAMED: usize = 5;

/// `prove setups [options]` or `prove setups merge FILE...`.
pub fn run(rest: &[String], args: &Args) -> Result<(), String> {
    match rest {
        [] => sample(args),
        [merge, files @ ..] if merge == "merge" => merge_files(files, args),
        more => Err(format!(
            "prove setups takes options, or merge FILE...; not {more:?}"
        )),
    }
}

/// What the options ask for: the run, its pairs, this share and the folder.
struct Plan {
    rules: Rules,
    run: Run,
    pairs: Vec<Pair>,
    shard: Shard,
    out: PathBuf,
}

fn plan(args: &Args) -> Result<Plan, String> {
    args.check_flags("prove setups", Some(GameId::Omweso))?;
    let rules = args.omweso_rules()?;
    let arrangement = |flag: &str| -> Result<Option<Pits>, String> {
        let parse = |text: &str| {
            parse_arrangement(text, &rules).map_err(|e| format!("--{flag} {text:?}: {e}"))
        };
        args.text(flag).map(parse).transpose()
    };
    let (south, north) = (arrangement("south")?, arrangement("north")?);
    let (pairs, seed) = how_many(args, south.is_none() || north.is_none())?;
    let budget = args.count::<usize>("budget")?.unwrap_or(DEFAULT_BUDGET);
    if budget == 0 {
        return Err("--budget must be at least 1 node".into());
    }
    let shard = match args.text("shard") {
        Some(text) => text.parse().map_err(|e| format!("--shard {e}"))?,
        None => Shard::WHOLE,
    };
    let sample = Sample {
        pairs,
        seed: seed.unwrap_or(0),
        south,
        north,
    };
    let pairs = draw(&rules, &sample).map_err(|e| format!("--sample: {e}"))?;
    let run = Run {
        pairs: sample.pairs,
        seed,
        budget,
        rules: PlayRules::of(&rules),
        cap: rules.max_seeds_per_pit,
        south: south.as_ref().map(arrangement_text),
        north: north.as_ref().map(arrangement_text),
    };
    let out = PathBuf::from(args.text("out").unwrap_or(DEFAULT_OUT));
    Ok(Plan {
        rules,
        run,
        pairs,
        shard,
        out,
    })
}

/// `--sample` and `--seed`: how many pairs, drawn from which seed; with
/// both arrangements given (nothing `drawn`), one pair and no seed.
fn how_many(args: &Args, drawn: bool) -> Result<(usize, Option<u64>), String> {
    let pairs = match args.count::<usize>("sample")? {
        Some(0) => return Err("--sample must be at least 1 pair".into()),
        Some(n) => n,
        None if !drawn => 1,
        None => return Err("prove setups needs --sample N (or both --south and --north)".into()),
    };
    let seed = match (args.count::<u64>("seed")?, drawn) {
        (Some(_), false) => {
            return Err("--seed draws nothing when both --south and --north are given".into());
        }
        (None, true) => {
            return Err(
                "prove setups --sample needs --seed S, so that the pairs can be drawn again".into(),
            );
        }
        (seed, _) => seed,
    };
    Ok((pairs, seed))
}

/// Proves this share's pairs, one results line and one printed line each,
/// then the share's summary.
fn sample(args: &Args) -> Result<(), String> {
    let plan = plan(args)?;
    let Plan { shard, out, .. } = &plan;
    let path = out.join(format!("results-{}-of-{}.jsonl", shard.index, shard.count));
    std::fs::create_dir_all(out).map_err(|e| format!("cannot make the folder {out:?}: {e}"))?;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => {
                format!("{path:?} exists: give another --out, or remove it")
            }
            _ => format!("cannot write {path:?}: {e}"),
        })?;
    let header = Header::new(plan.run.clone(), *shard);
    write_json_line(&mut file, &path, &header)?;
    let mut records = Vec::new();
    for (i, pair) in plan.pairs.iter().enumerate() {
        if !shard.owns(i) {
            continue;
        }
        let record = settle(&plan, i, pair)?;
        write_json_line(&mut file, &path, &record)?;
        out!("{}", pair_line(&record, pair, out));
        records.push(record);
    }
    for line in summary(&plan.run, *shard, &records) {
        out!("{line}");
    }
    Ok(())
}

/// One pair given to the proof search, its certificate written if won.
fn settle(plan: &Plan, i: usize, pair: &Pair) -> Result<Record, String> {
    let started = Instant::now();
    let proof = prove_pair(&plan.rules, pair, plan.run.budget).map_err(|e| {
        format!("pair {i}: the strategy found failed its own check ({e}): a fault of the search")
    })?;
    let seconds = (started.elapsed().as_secs_f64() * 1000.0).round() / 1000.0;
    let mut certificate = None;
    if let Some(proven) = &proof.certificate {
        let name = pair.certificate_name(plan.run.rules);
        let path = plan.out.join(&name);
        mancala::files::write_atomic(&path, proven.to_json().as_bytes())
            .map_err(|e| format!("cannot write {path:?}: {e}"))?;
        certificate = Some(name);
    }
    Ok(Record {
        pair: i,
        south: arrangement_text(&pair.south),
        north: arrangement_text(&pair.north),
        verdict: proof.verdict,
        cannot_win: proof.cannot_win,
        nodes: proof.nodes,
        seconds,
        longest_line: proof.certificate.map(|c| c.summary().longest_line),
        certificate,
    })
}

fn write_json_line(
    file: &mut std::fs::File,
    path: &Path,
    value: &impl serde::Serialize,
) -> Result<(), String> {
    let mut line = serde_json::to_vec(value).expect("results serialize");
    line.push(b'\n');
    // Written and flushed line by line: a share stopped partway keeps
    // every pair it settled.
    file.write_all(&line)
        .and_then(|()| file.flush())
        .map_err(|e| format!("cannot write {path:?}: {e}"))
}

/// `pair 3 "<start>": North wins, longest line 58 plies, 4539926 nodes, 7.1 s, <certificate>`.
fn pair_line(record: &Record, pair: &Pair, out: &Path) -> String {
    let verdict = match (record.verdict, record.cannot_win, record.longest_line) {
        (PairVerdict::Open, Some(side), _) => format!("open ({side} cannot force a win)"),
        (verdict, _, Some(line)) => format!("{verdict}, longest line {}", plies(line)),
        (verdict, _, None) => verdict.to_string(),
    };
    let certificate = match &record.certificate {
        Some(name) => format!(", {:?}", out.join(name)),
        None => String::new(),
    };
    format!(
        "pair {} {:?}: {verdict}, {} nodes, {:.1} s{certificate}",
        record.pair,
        pair.position().to_string(),
        record.nodes,
        record.seconds
    )
}

/// The summary of a share's or a merged run's records: the totals, how
/// many nodes the settled pairs took, the largest, the open ones and the
/// time. Only the lines that start `largest` and `time` depend on the
/// machine.
fn summary(run: &Run, shard: Shard, records: &[Record]) -> Vec<String> {
    let tally = Tally::of(records);
    let pairs = match shard == Shard::WHOLE {
        true => count(tally.pairs, "pair"),
        false => format!(
            "{} of {} (share {shard})",
            tally.pairs,
            count(run.pairs, "pair")
        ),
    };
    let settled: Vec<&Record> = records
        .iter()
        .filter(|r| r.verdict != PairVerdict::Open)
        .collect();
    let open: Vec<&Record> = records
        .iter()
        .filter(|r| r.verdict == PairVerdict::Open)
        .collect();
    vec![
        format!(
            "{pairs}: South wins {}, North wins {}, not a win {}, open {}; {} nodes",
            tally.south, tally.north, tally.not_a_win, tally.open, tally.nodes
        ),
        format!("run: {}", describe(run)),
        within(&settled),
        largest(&settled),
        north_wins(records),
        open_line(&open),
        format!(
            "time: {:.1} s of search",
            records.iter().map(|r| r.seconds).sum::<f64>()
        ),
    ]
}

/// The run's options: `seed 123, budget 1000000 nodes a search, default rules, cap 10`.
fn describe(run: &Run) -> String {
    let mut parts = Vec::new();
    if let Some(seed) = run.seed {
        parts.push(format!("seed {seed}"));
    }
    parts.push(format!("budget {} nodes a search", run.budget));
    parts.push(rules_text(run.rules));
    parts.push(match run.cap {
        Some(cap) => format!("cap {cap}"),
        None => "no cap".into(),
    });
    for (side, given) in [("South", &run.south), ("North", &run.north)] {
        if let Some(text) = given {
            parts.push(format!("{side} {text}"));
        }
    }
    parts.join(", ")
}

/// How many pairs were settled within each power of ten of nodes.
fn within(settled: &[&Record]) -> String {
    let most = settled.iter().map(|r| r.nodes).max().unwrap_or(0);
    let mut steps = Vec::new();
    let mut bound = 10_000usize;
    loop {
        let n = settled.iter().filter(|r| r.nodes <= bound).count();
        steps.push(format!("{n} within {bound}"));
        if bound >= most {
            break;
        }
        bound = bound.saturating_mul(10);
    }
    format!("settled: {}", steps.join(", "))
}

fn largest(settled: &[&Record]) -> String {
    match settled.iter().max_by_key(|r| r.nodes) {
        Some(r) => format!(
            "largest settled: pair {} ({}), {} nodes, {:.1} s",
            r.pair, r.verdict, r.nodes, r.seconds
        ),
        None => "largest settled: none".into(),
    }
}

fn open_line(open: &[&Record]) -> String {
    if open.is_empty() {
        return "open pairs: none".into();
    }
    let named: Vec<String> = open
        .iter()
        .take(OPEN_NAMED)
        .map(|r| r.pair.to_string())
        .collect();
    let more = if open.len() > OPEN_NAMED { ", …" } else { "" };
    let refuted = |side| open.iter().filter(|r| r.cannot_win == Some(side)).count();
    format!(
        "open pairs: {}{more} (of them, South cannot force a win in {}, North in {})",
        named.join(", "),
        refuted(mancala::Side::South),
        refuted(mancala::Side::North)
    )
}

/// The quickest North wins: where South arranged first and lost.
fn north_wins(records: &[Record]) -> String {
    let mut won: Vec<&Record> = records
        .iter()
        .filter(|r| r.verdict == PairVerdict::NorthWins)
        .collect();
    won.sort_by_key(|r| (r.longest_line, r.pair));
    let named: Vec<String> = won
        .iter()
        .take(NORTH_NAMED)
        .map(|r| format!("pair {} ({})", r.pair, plies(r.longest_line.unwrap_or(0))))
        .collect();
    match named.is_empty() {
        true => "North wins: none".into(),
        false => format!("North wins, quickest first: {}", named.join(", ")),
    }
}

/// `3 pairs`, `1 pair`.
fn count(n: usize, what: &str) -> String {
    match n {
        1 => format!("1 {what}"),
        n => format!("{n} {what}s"),
    }
}

/// `prove setups merge FILE...`: the shares' summary as one run's.
fn merge_files(files: &[String], args: &Args) -> Result<(), String> {
    if let Some(flag) = args.any_flag() {
        return Err(format!("--{flag} is not an option of prove setups merge"));
    }
    let shares = files
        .iter()
        .map(|file| {
            let text =
                std::fs::read_to_string(file).map_err(|e| format!("cannot read {file:?}: {e}"))?;
            let (header, records) = read_results(&text).map_err(|e| format!("{file:?}: {e}"))?;
            Ok(Share {
                file: file.clone(),
                header,
                records,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let merged = merge(&shares).map_err(|e| e.to_string())?;
    for line in summary(&merged.run, Shard::WHOLE, &merged.records) {
        out!("{line}");
    }
    Ok(())
}

//! The result files of `mancala prove setups`, one per share: JSON lines,
//! a [`Header`] first, then a [`Record`] for each pair as it is settled,
//! so that a share stopped partway keeps what it did; and [`merge`],
//! which puts the shares of a run back together.

use super::{PairVerdict, Shard};
use crate::Side;
use crate::omweso::prove::PlayRules;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// The `format` field of every results file's header.
pub const FORMAT: &str = "omweso-setups";

/// The version of the results files this code writes and reads.
pub const VERSION: u64 = 1;

/// What makes a run; the shares of one run agree on all of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// Pairs in the whole sample.
    pub pairs: usize,
    /// The draws' seed; `None` when both arrangements are given.
    pub seed: Option<u64>,
    /// Tree nodes each of a pair's two searches may grow to.
    pub budget: usize,
    pub rules: PlayRules,
    /// The per-pit cap the arrangements were drawn under.
    pub cap: Option<u8>,
    /// The arrangement given for a side, if any, as `arrangement_text`.
    pub south: Option<String>,
    pub north: Option<String>,
}

/// A results file's first line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    pub format: String,
    pub version: u64,
    pub shard: Shard,
    pub run: Run,
}

impl Header {
    pub fn new(run: Run, shard: Shard) -> Header {
        Header {
            format: FORMAT.into(),
            version: VERSION,
            shard,
            run,
        }
    }
}

/// One pair settled, or left open, as a line of a results file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The pair's number in the sample, from 0.
    pub pair: usize,
    /// The arrangements, as `arrangement_text`.
    pub south: String,
    pub north: String,
    pub verdict: PairVerdict,
    /// For an open pair, the side proven unable to force a win, if any.
    pub cannot_win: Option<Side>,
    /// Tree nodes of both searches together.
    pub nodes: usize,
    /// The search's time, on whatever machine ran it.
    pub seconds: f64,
    /// For a win: the certificate's longest line, in plies.
    pub longest_line: Option<u32>,
    /// For a win: the certificate's file name, in the results' folder.
    pub certificate: Option<String>,
}

/// How many pairs got each verdict, and the nodes searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub pairs: usize,
    pub south: usize,
    pub north: usize,
    pub not_a_win: usize,
    pub open: usize,
    pub nodes: u64,
}

impl Tally {
    pub fn of<'a>(records: impl IntoIterator<Item = &'a Record>) -> Tally {
        let mut tally = Tally::default();
        for record in records {
            tally.pairs += 1;
            tally.nodes += record.nodes as u64;
            *match record.verdict {
                PairVerdict::SouthWins => &mut tally.south,
                PairVerdict::NorthWins => &mut tally.north,
                PairVerdict::NotAWin => &mut tally.not_a_win,
                PairVerdict::Open => &mut tally.open,
            } += 1;
        }
        tally
    }
}

/// Why a results file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultsError {
    Empty,
    /// The first bad line (from 1) and what is wrong with it.
    Line {
        line: usize,
        why: String,
    },
}

impl fmt::Display for ResultsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultsError::Empty => f.write_str("empty: not a results file of prove setups"),
            ResultsError::Line { line, why } => write!(f, "line {line}: {why}"),
        }
    }
}

impl std::error::Error for ResultsError {}

/// A results file's header and records.
pub fn read_results(text: &str) -> Result<(Header, Vec<Record>), ResultsError> {
    let mut lines = text.lines().enumerate();
    let (_, first) = lines.next().ok_or(ResultsError::Empty)?;
    let bad = |line: usize, why: String| ResultsError::Line {
        line: line + 1,
        why,
    };
    let foreign = |why: String| bad(0, format!("not a results file of prove setups{why}"));
    let value: Value = serde_json::from_str(first).map_err(|e| foreign(format!(" ({e})")))?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(foreign(String::new()));
    }
    match value.get("version").and_then(Value::as_u64) {
        Some(VERSION) => {}
        v => {
            let v = v.map_or("none".to_string(), |v| v.to_string());
            return Err(bad(
                0,
                format!("version {v} is not known: this reads {VERSION}"),
            ));
        }
    }
    let header: Header = serde_json::from_value(value).map_err(|e| bad(0, e.to_string()))?;
    let records = lines
        .map(|(i, line)| serde_json::from_str(line).map_err(|e| bad(i, e.to_string())))
        .collect::<Result<_, _>>()?;
    Ok((header, records))
}

/// One share's results file, read.
#[derive(Clone, Debug, PartialEq)]
pub struct Share {
    /// Its name, for the errors.
    pub file: String,
    pub header: Header,
    pub records: Vec<Record>,
}

/// The shares of a run put together.
#[derive(Clone, Debug, PartialEq)]
pub struct Merged {
    pub run: Run,
    /// Every pair of the run once, in order.
    pub records: Vec<Record>,
}

/// Why shares do not merge into their run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MergeError {
    NoFiles,
    /// A share of another run (sample, seed, budget, rules or arrangement).
    OtherRun {
        file: String,
        first: String,
    },
    /// The same share twice, or shares of different splits.
    Shares {
        file: String,
        why: String,
    },
    /// A pair that is not its share's, or that is there twice.
    Pair {
        file: String,
        pair: usize,
        why: &'static str,
    },
    /// Pairs of the run no file holds: how many, and the shares they are in.
    Missing {
        missing: usize,
        shards: Vec<Shard>,
    },
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::NoFiles => f.write_str("merge needs the results files of a run's shares"),
            MergeError::OtherRun { file, first } => write!(
                f,
                "{file:?} is from another run than {first:?} (its sample, seed, budget, rules \
                 or arrangements differ)"
            ),
            MergeError::Shares { file, why } => write!(f, "{file:?}: {why}"),
            MergeError::Pair { file, pair, why } => write!(f, "{file:?}: pair {pair} {why}"),
            MergeError::Missing { missing, shards } => {
                let named: Vec<String> = shards.iter().take(8).map(Shard::to_string).collect();
                let more = if shards.len() > 8 { ", …" } else { "" };
                write!(
                    f,
                    "{missing} pairs of the run are in no file: shares {}{more} are missing or \
                     incomplete",
                    named.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for MergeError {}

/// Refuses a share of another run than `first`'s, of another split, or
/// one `seen` already (share index → file).
fn same_split<'a>(
    share: &'a Share,
    first: &Share,
    seen: &mut BTreeMap<u32, &'a str>,
) -> Result<(), MergeError> {
    let file = share.file.clone();
    let shard = share.header.shard;
    if share.header.run != first.header.run {
        let first = first.file.clone();
        return Err(MergeError::OtherRun { file, first });
    }
    if shard.count != first.header.shard.count {
        let why = format!("share {shard} is not one of {}", first.header.shard.count);
        return Err(MergeError::Shares { file, why });
    }
    if let Some(other) = seen.insert(shard.index, &share.file) {
        let why = format!("share {shard} is also {other:?}");
        return Err(MergeError::Shares { file, why });
    }
    Ok(())
}

/// Merges the shares of one run: every share once, every pair once and in
/// its own share, none missing.
pub fn merge(shares: &[Share]) -> Result<Merged, MergeError> {
    let first = shares.first().ok_or(MergeError::NoFiles)?;
    let run = &first.header.run;
    let mut seen: BTreeMap<u32, &str> = BTreeMap::new();
    let mut records: BTreeMap<usize, &Record> = BTreeMap::new();
    for share in shares {
        let file = || share.file.clone();
        let shard = share.header.shard;
        same_split(share, first, &mut seen)?;
        for record in &share.records {
            let pair = record.pair;
            let why = if pair >= run.pairs || !shard.owns(pair) {
                "is not of this share"
            } else if records.insert(pair, record).is_some() {
                "is there twice"
            } else {
                continue;
            };
            return Err(MergeError::Pair {
                file: file(),
                pair,
                why,
            });
        }
    }
    let count = first.header.shard.count;
    let missing: Vec<usize> = (0..run.pairs)
        .filter(|i| !records.contains_key(i))
        .collect();
    if !missing.is_empty() {
        let shards: BTreeSet<u32> = missing
            .iter()
            .map(|&i| (i % count as usize) as u32)
            .collect();
        let shards = shards
            .into_iter()
            .map(|index| Shard { index, count })
            .collect();
        return Err(MergeError::Missing {
            missing: missing.len(),
            shards,
        });
    }
    Ok(Merged {
        run: run.clone(),
        records: records.into_values().cloned().collect(),
    })
}

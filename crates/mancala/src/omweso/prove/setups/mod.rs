//! Arranged starts (rules page §5) proved in bulk: pairs of arrangements,
//! South's and North's answer, drawn at random from a seed ([`draw`]), each
//! given to [`prove`] with a node budget ([`prove_pair`]); the
//! work split into independent shares for a batch engine ([`Shard`]), and
//! the shares' result files read and merged ([`results`]).
//! `mancala prove setups` runs it; `docs/rules/omweso-setups.md` says what
//! it found.

mod results;

pub use results::{
    FORMAT, Header, MergeError, Merged, Record, ResultsError, Run, Share, Tally, VERSION, merge,
    read_results,
};

use super::{Answer, Certificate, CertificateError, PlayRules, prove};
use crate::Side;
use crate::game::splitmix;
use crate::omweso::{Arrangements, Pits, Position, Rules, arrangement_text};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

/// The most pairs one sample may ask for: every share holds the whole
/// list (32 bytes a pair) to find its own.
pub const MAX_SAMPLE: usize = 10_000_000;

/// South's arrangement and North's answer to it; South moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pair {
    pub south: Pits,
    pub north: Pits,
}

impl Pair {
    /// The start of the game the pair makes: South to move, neither
    /// player's first turn played.
    pub fn position(&self) -> Position {
        Position::from_arrangements(self.south, self.north, Side::South)
    }

    /// The pair in a file name: `s-`, South's arrangement, `-n-`, North's,
    /// each in [`arrangement_text`]'s order (inner row, `-`, outer row) one
    /// character a pit: `0`–`9`, then `a` for 10 up to `w` for 32.
    pub fn name(&self) -> String {
        let side = |pits: &Pits| -> String {
            let text = arrangement_text(pits);
            let (inner, outer) = text.split_once('/').expect("two rows");
            let row = |row: &str| -> String {
                row.split(',')
                    .map(|count| {
                        let n: u32 = count.parse().expect("a count of arrangement_text");
                        char::from_digit(n, 36).expect("at most 32 seeds in a pit")
                    })
                    .collect()
            };
            format!("{}-{}", row(inner), row(outer))
        };
        format!("s-{}-n-{}", side(&self.south), side(&self.north))
    }

    /// The file name of the pair's certificate under `rules`, named like
    /// the shipped ones ([`PlayRules::file_name`]).
    pub fn certificate_name(&self, rules: PlayRules) -> String {
        rules.file_name(&self.name())
    }
}

/// What a sample draws: `pairs` distinct pairs from `seed`. An
/// arrangement given for a side is that side's in every pair; the other
/// side's, or both, are drawn uniformly from every legal arrangement
/// ([`Arrangements`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    pub pairs: usize,
    pub seed: u64,
    pub south: Option<Pits>,
    pub north: Option<Pits>,
}

/// A sample that cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SampleError {
    /// More pairs than [`MAX_SAMPLE`].
    TooLarge(usize),
    /// More pairs than there are distinct ones.
    TooFew { asked: usize, exist: u128 },
}

impl fmt::Display for SampleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SampleError::TooLarge(n) => {
                write!(f, "{n} pairs are more than one sample holds ({MAX_SAMPLE})")
            }
            SampleError::TooFew { asked, exist } => write!(
                f,
                "{asked} distinct pairs asked for, but only {exist} exist under these rules"
            ),
        }
    }
}

impl std::error::Error for SampleError {}

/// Draws a sample's pairs, the same ones for the same sample and rules on
/// every machine: pair `i` is the `i`-th distinct pair drawn.
pub fn draw(rules: &Rules, sample: &Sample) -> Result<Vec<Pair>, SampleError> {
    let all = Arrangements::new(rules);
    let choices = |given: Option<Pits>| given.map_or(all.count() as u128, |_| 1);
    let exist = choices(sample.south) * choices(sample.north);
    if sample.pairs > MAX_SAMPLE {
        return Err(SampleError::TooLarge(sample.pairs));
    }
    if sample.pairs as u128 > exist {
        return Err(SampleError::TooFew {
            asked: sample.pairs,
            exist,
        });
    }
    let mut draws = Draws(sample.seed);
    let mut side = |given: Option<Pits>| {
        given.unwrap_or_else(|| {
            let index = draws.below(all.count());
            all.nth(index).expect("an index below the count")
        })
    };
    let mut seen = HashSet::with_capacity(sample.pairs);
    let mut pairs = Vec::with_capacity(sample.pairs);
    while pairs.len() < sample.pairs {
        let south = side(sample.south);
        let pair = Pair {
            south,
            north: side(sample.north),
        };
        if seen.insert(pair) {
            pairs.push(pair);
        }
    }
    Ok(pairs)
}

/// SplitMix64 from the seed. Its own generator, not one of `rand`'s: the
/// shares of a batch run, on different machines, must draw the same pairs,
/// and the figures of a document must come back in a later version.
struct Draws(u64);

impl Draws {
    fn next(&mut self) -> u64 {
        let drawn = splitmix(self.0);
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        drawn
    }

    /// A number below `bound` (at least 1), every one equally likely: a
    /// draw beyond the last whole multiple of `bound` is drawn again.
    fn below(&mut self, bound: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let drawn = self.next();
            if drawn < zone {
                return drawn % bound;
            }
        }
    }
}

/// One share of a sample's pairs for a batch engine: share `index` of
/// `count` holds the pairs `i` with `i mod count == index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Shard {
    pub index: u32,
    pub count: u32,
}

impl Shard {
    /// The whole sample, unshared: `0/1`.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Does pair `pair` belong to this share?
    pub fn owns(&self, pair: usize) -> bool {
        pair % self.count as usize == self.index as usize
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = String;

    /// `K/N`: whole numbers, `N` at least 1, `K` from 0 to `N − 1`.
    fn from_str(text: &str) -> Result<Shard, String> {
        let number = |t: &str| {
            (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse::<u32>().ok())
                .flatten()
        };
        let parts = text.split_once('/').map(|(k, n)| (number(k), number(n)));
        let Some((Some(index), Some(count))) = parts else {
            return Err(format!(
                "{text:?} is not K/N, two whole numbers: share K of N, counted from 0"
            ));
        };
        if count == 0 {
            return Err(format!("{text:?}: there must be at least 1 share"));
        }
        if index >= count {
            return Err(format!(
                "{text:?}: shares are counted from 0, so K is 0 to {} of {count}",
                count - 1
            ));
        }
        Ok(Shard { index, count })
    }
}

impl TryFrom<String> for Shard {
    type Error = String;
    fn try_from(text: String) -> Result<Shard, String> {
        text.parse()
    }
}

impl From<Shard> for String {
    fn from(shard: Shard) -> String {
        shard.to_string()
    }
}

/// What the proof search settled about a pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PairVerdict {
    /// South, the first mover, wins by force.
    #[serde(rename = "south")]
    SouthWins,
    /// North, who answered, wins by force.
    #[serde(rename = "north")]
    NorthWins,
    /// Neither can force a win: with best play the game is annulled.
    #[serde(rename = "not a win")]
    NotAWin,
    /// The budget ran out first.
    #[serde(rename = "open")]
    Open,
}

impl fmt::Display for PairVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PairVerdict::SouthWins => "South wins",
            PairVerdict::NorthWins => "North wins",
            PairVerdict::NotAWin => "not a win",
            PairVerdict::Open => "open",
        })
    }
}

/// A pair given to the proof search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairProof {
    pub verdict: PairVerdict,
    /// Tree nodes of both searches together.
    pub nodes: usize,
    /// The checked certificate of a win.
    pub certificate: Option<Certificate>,
    /// For an open pair: the side whose search was settled, which cannot
    /// force a win.
    pub cannot_win: Option<Side>,
}

/// Proves who wins `pair` by force, each search up to `budget` nodes
/// ([`prove`]); an error only if a strategy found failed its check.
pub fn prove_pair(
    rules: &Rules,
    pair: &Pair,
    budget: usize,
) -> Result<PairProof, CertificateError> {
    let proved = prove(rules, &[], pair.position(), budget)?;
    let (verdict, certificate, cannot_win) = match proved.answer {
        Answer::Win(certificate) => {
            let verdict = match certificate.winner() {
                Side::South => PairVerdict::SouthWins,
                Side::North => PairVerdict::NorthWins,
            };
            (verdict, Some(certificate), None)
        }
        Answer::NotAWin => (PairVerdict::NotAWin, None, None),
        Answer::Open { not_won_by } => (PairVerdict::Open, None, not_won_by),
    };
    Ok(PairProof {
        verdict,
        nodes: proved.nodes,
        certificate,
        cannot_win,
    })
}

#[cfg(test)]
mod tests;

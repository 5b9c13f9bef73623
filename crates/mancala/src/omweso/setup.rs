//! Set-up before each game (rules page, section 5).

use super::position::Pits;
use super::rules::Rules;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Seeds each player arranges.
pub const SEEDS_PER_PLAYER: u32 = 32;

/// How a player arranges their 32 seeds.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Setup {
    /// 4 seeds in each pit of the outer row.
    Standard,
    /// 2 seeds in every pit.
    TwoEach,
    /// Any arrangement of 32 seeds within the per-pit cap, by circuit index.
    Custom(Pits),
}

/// A custom arrangement that breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 32 seeds.
    SeedTotal(u32),
    /// A pit holds more than the cap.
    OverCap { pit: u8, seeds: u8, cap: u8 },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::SeedTotal(n) => {
                write!(
                    f,
                    "an arrangement places exactly 32 seeds, this one places {n}"
                )
            }
            SetupError::OverCap { pit, seeds, cap } => write!(
                f,
                "pit {} holds {seeds} seeds, more than the cap of {cap}",
                super::position::letter(*pit)
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// Its name on the command line (`--setup`) and in the names of the
    /// shipped proofs' files.
    pub fn name(&self) -> &'static str {
        match self {
            Setup::Standard => "standard",
            Setup::TwoEach => "two-each",
            Setup::Custom(_) => "custom",
        }
    }

    /// The named set-up called `name` ([`Setup::name`]): standard or
    /// two-each.
    pub fn named(name: &str) -> Option<Setup> {
        [Setup::Standard, Setup::TwoEach]
            .into_iter()
            .find(|s| s.name() == name)
    }

    /// The 16 pits this set-up gives, checked against the rules.
    pub fn arrangement(&self, rules: &Rules) -> Result<Pits, SetupError> {
        match self {
            Setup::Standard => Ok(std::array::from_fn(|k| if k < 8 { 4 } else { 0 })),
            Setup::TwoEach => Ok([2; 16]),
            Setup::Custom(pits) => {
                check_arrangement(pits, rules)?;
                Ok(*pits)
            }
        }
    }
}

/// Checks a custom arrangement: 32 seeds, none over the cap.
pub fn check_arrangement(pits: &Pits, rules: &Rules) -> Result<(), SetupError> {
    if let Some(cap) = rules.max_seeds_per_pit
        && let Some(k) = pits.iter().position(|&n| n > cap)
    {
        return Err(SetupError::OverCap {
            pit: k as u8,
            seeds: pits[k],
            cap,
        });
    }
    let total: u32 = pits.iter().map(|&n| n as u32).sum();
    if total != SEEDS_PER_PLAYER {
        return Err(SetupError::SeedTotal(total));
    }
    Ok(())
}

/// Why the text of an arrangement ([`parse_arrangement`]) is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArrangementError {
    /// Not two rows separated by `/`.
    Rows(usize),
    /// A row (1 = inner, 2 = outer) without 8 counts.
    RowLength { row: usize, len: usize },
    /// A count that is not a whole number of seeds.
    Count(String),
    /// Readable, but against the rules.
    Setup(SetupError),
}

impl fmt::Display for ArrangementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArrangementError::Rows(n) => write!(
                f,
                "an arrangement is standard, two-each or two rows of 8 counts separated by '/' \
                 (inner a..h, outer i..p), found {n} rows"
            ),
            ArrangementError::RowLength { row, len } => {
                let name = if *row == 1 { "inner" } else { "outer" };
                write!(f, "the {name} row has {len} counts, expected 8")
            }
            ArrangementError::Count(text) => write!(f, "{text:?} is not a seed count"),
            ArrangementError::Setup(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ArrangementError {}

/// The circuit indices of an arrangement's text, in the order written:
/// the inner row `a..h`, then the outer row `i..p`, each left to right as
/// the owner sees them (for South, the bottom two rows of a position).
const WRITTEN: [usize; 16] = [15, 14, 13, 12, 11, 10, 9, 8, 0, 1, 2, 3, 4, 5, 6, 7];

/// An arrangement as text, from its owner's seat: `a,b,…,h/i,j,…,p`.
pub fn arrangement_text(pits: &Pits) -> String {
    let row = |ks: &[usize]| -> String {
        let counts: Vec<String> = ks.iter().map(|&k| pits[k].to_string()).collect();
        counts.join(",")
    };
    format!("{}/{}", row(&WRITTEN[..8]), row(&WRITTEN[8..]))
}

/// An arrangement from its text: a set-up's name (`standard`,
/// `two-each`) or [`arrangement_text`]'s form, checked against the rules.
pub fn parse_arrangement(text: &str, rules: &Rules) -> Result<Pits, ArrangementError> {
    if let Some(setup) = Setup::named(text) {
        return setup.arrangement(rules).map_err(ArrangementError::Setup);
    }
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 2 {
        return Err(ArrangementError::Rows(rows.len()));
    }
    let mut counts = Vec::with_capacity(16);
    for (r, row) in rows.iter().enumerate() {
        let before = counts.len();
        for count in row.split(',') {
            let n = super::position::parse_count(count)
                .ok_or_else(|| ArrangementError::Count(count.to_string()))?;
            counts.push(n);
        }
        if counts.len() - before != 8 {
            return Err(ArrangementError::RowLength {
                row: r + 1,
                len: counts.len() - before,
            });
        }
    }
    // A count too large for a pit cannot make 32 seeds: say so by the total.
    let total = counts.iter().fold(0u32, |sum, &n| sum.saturating_add(n));
    if counts.iter().any(|&n| n > u32::from(u8::MAX)) {
        return Err(ArrangementError::Setup(SetupError::SeedTotal(total)));
    }
    let mut pits = [0u8; 16];
    for (&k, &n) in WRITTEN.iter().zip(&counts) {
        pits[k] = n as u8;
    }
    check_arrangement(&pits, rules).map_err(ArrangementError::Setup)?;
    Ok(pits)
}

/// Every legal arrangement under a rules' per-pit cap, numbered in
/// lexicographic order of the pits by circuit index: counted, and any one
/// found from its number, so that one can be drawn uniformly.
pub struct Arrangements {
    cap: u8,
    /// `ways[k][s]`: the ways to put `s` seeds in pits `k..16`.
    ways: [[u64; SEEDS_PER_PLAYER as usize + 1]; 17],
}

impl Arrangements {
    pub fn new(rules: &Rules) -> Arrangements {
        let most = SEEDS_PER_PLAYER as u8;
        let cap = rules.max_seeds_per_pit.unwrap_or(most).min(most);
        let mut ways = [[0u64; SEEDS_PER_PLAYER as usize + 1]; 17];
        ways[16][0] = 1;
        for k in (0..16).rev() {
            for s in 0..=SEEDS_PER_PLAYER as usize {
                ways[k][s] = (0..=s.min(cap as usize)).map(|n| ways[k + 1][s - n]).sum();
            }
        }
        Arrangements { cap, ways }
    }

    /// How many legal arrangements there are (7.5 × 10¹¹ with no cap, 6.6 × 10¹¹ under
    /// the default cap of 10).
    pub fn count(&self) -> u64 {
        self.ways[0][SEEDS_PER_PLAYER as usize]
    }

    /// The arrangement numbered `index` (from 0), if there are that many.
    pub fn nth(&self, mut index: u64) -> Option<Pits> {
        if index >= self.count() {
            return None;
        }
        let mut pits = [0u8; 16];
        let mut left = SEEDS_PER_PLAYER as usize;
        for (k, pit) in pits.iter_mut().enumerate() {
            for n in 0..=left.min(self.cap as usize) {
                let ways = self.ways[k + 1][left - n];
                if index < ways {
                    *pit = n as u8;
                    left -= n;
                    break;
                }
                index -= ways;
            }
        }
        Some(pits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn capped(cap: Option<u8>) -> Rules {
        Rules {
            max_seeds_per_pit: cap,
            ..Rules::default()
        }
    }

    #[test]
    fn an_arrangement_is_written_from_its_owners_seat() {
        let rules = Rules::default();
        let standard = Setup::Standard.arrangement(&rules).unwrap();
        assert_eq!(
            arrangement_text(&standard),
            "0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4"
        );
        // `a` is circuit index 15, `h` 8, `i` 0, `p` 7.
        let mut pits = [2u8; 16];
        (pits[15], pits[8], pits[0], pits[7]) = (1, 3, 0, 4);
        let text = "1,2,2,2,2,2,2,3/0,2,2,2,2,2,2,4";
        assert_eq!(arrangement_text(&pits), text);
        assert_eq!(parse_arrangement(text, &rules), Ok(pits));
        assert_eq!(parse_arrangement("standard", &rules), Ok(standard));
        assert_eq!(parse_arrangement("two-each", &rules), Ok([2; 16]));
    }

    #[test]
    fn bad_arrangements_say_what_is_wrong() {
        let rules = Rules::default();
        let error = |text: &str| parse_arrangement(text, &rules).unwrap_err().to_string();
        assert!(
            error("custom").ends_with("found 1 rows"),
            "{}",
            error("custom")
        );
        assert_eq!(
            error("2,2,2,2,2,2,2/2,2,2,2,2,2,2,2"),
            "the inner row has 7 counts, expected 8"
        );
        assert_eq!(
            error("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,x"),
            "\"x\" is not a seed count"
        );
        assert_eq!(
            error("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,3"),
            "an arrangement places exactly 32 seeds, this one places 33"
        );
        assert_eq!(
            error("11,0,0,0,0,0,0,0/3,3,3,3,3,3,3,0"),
            "pit a holds 11 seeds, more than the cap of 10"
        );
        assert_eq!(
            error("300,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0"),
            "an arrangement places exactly 32 seeds, this one places 300"
        );
    }

    /// The count by inclusion and exclusion, independent of the table:
    /// the ways to put 32 seeds in 16 pits less those with `j` pits over
    /// the cap.
    fn counted_otherwise(cap: u64) -> u64 {
        let choose =
            |n: u64, k: u64| (0..k).fold(1u128, |c, i| c * (n - i) as u128 / (i + 1) as u128);
        let mut total: i128 = 0;
        for j in 0..=16u64 {
            let Some(rest) = 32u64.checked_sub(j * (cap + 1)) else {
                break;
            };
            let term = (choose(16, j) * choose(rest + 15, 15)) as i128;
            total += if j % 2 == 0 { term } else { -term };
        }
        total as u64
    }

    #[test]
    fn the_legal_arrangements_are_counted_exactly() {
        assert_eq!(Arrangements::new(&capped(Some(2))).count(), 1);
        for cap in [3, 4, 10, 32] {
            let counted = Arrangements::new(&capped(Some(cap))).count();
            assert_eq!(counted, counted_otherwise(cap as u64), "cap {cap}");
        }
        // No cap: C(47, 15), every way to put 32 seeds in 16 pits.
        assert_eq!(Arrangements::new(&capped(None)).count(), 751_616_304_549);
    }

    #[test]
    fn the_numbered_arrangements_are_legal_and_in_order() {
        let rules = Rules::default();
        let all = Arrangements::new(&rules);
        let mut first = [0u8; 16];
        (first[12], first[13], first[14], first[15]) = (2, 10, 10, 10);
        assert_eq!(all.nth(0), Some(first));
        let mut last = [0u8; 16];
        (last[0], last[1], last[2], last[3]) = (10, 10, 10, 2);
        assert_eq!(all.nth(all.count() - 1), Some(last));
        assert_eq!(all.nth(all.count()), None);
        let step = all.count() / 997;
        let mut before = None;
        for i in (0..all.count()).step_by(step as usize) {
            let pits = all.nth(i).unwrap();
            assert_eq!(check_arrangement(&pits, &rules), Ok(()), "{i}");
            assert!(before < Some(pits), "{i}: {before:?} then {pits:?}");
            before = Some(pits);
        }
    }
}

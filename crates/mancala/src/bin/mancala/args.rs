//! Command-line parsing shared by every subcommand: positional arguments,
//! flags, and the rules options of both games.
//!
//! One strict grammar: every argument must be UTF-8; a flag is `--name VALUE`
//! or `--name=VALUE` (switches take no value), given at most once, and only
//! where the subcommand and game use it; numbers are ASCII digits only
//! (`--seconds` may have a decimal fraction). User text in an error message is
//! always quoted and escaped (`{:?}`), so every message stays one line.

use mancala::ai::{MAX_THREADS, Threads};
use mancala::games::GameId;
use mancala::{omweso, oware};
use std::collections::BTreeMap;
use std::ffi::OsString;

/// Flags that take a value (`--flag VALUE` or `--flag=VALUE`).
const VALUE_FLAGS: &[&str] = &[
    "akawumbi-points",
    "match-target",
    "max-seeds-per-pit",
    "grand-slam",
    "seconds",
    "seed",
    "movetime",
    "level",
    "games",
    "setup",
    "max-turns",
    "nodes",
    "count",
    "out",
    "records",
    "keep",
    "threads",
    "opening-plies",
    "check",
    "certificate",
    "budget",
    "sample",
    "shard",
    "south",
    "north",
    "a-arranges",
    "b-arranges",
];

/// Flags that stand alone.
const SWITCHES: &[&str] = &[
    "no-reverse",
    "no-first-turn-ban",
    "no-okwesera",
    "akakyala",
    "trace",
    "verbose",
    "json",
    "distinct-openings",
];

const OMWESO_FLAGS: &[&str] = &[
    "no-reverse",
    "no-first-turn-ban",
    "no-okwesera",
    "akakyala",
    "akawumbi-points",
    "match-target",
    "max-seeds-per-pit",
];
const OWARE_FLAGS: &[&str] = &["grand-slam"];

/// The rules options of `game`.
fn rules_flags(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Omweso => OMWESO_FLAGS,
        GameId::Oware => OWARE_FLAGS,
    }
}

/// The flags each subcommand uses besides the rules options, for `game`.
fn command_flags(command: &str, game: Option<GameId>) -> &'static [&'static str] {
    match (command, game) {
        ("play", _) => &["trace"],
        ("bench", Some(GameId::Omweso)) => &["seconds", "seed", "max-turns"],
        ("bench", _) => &["seconds", "seed"],
        ("analyse", _) => &["movetime", "level", "seed", "threads"],
        ("review", _) => &["movetime", "nodes", "threads", "json"],
        ("match", Some(GameId::Omweso)) => &[
            "games",
            "movetime",
            "seed",
            "setup",
            "a-arranges",
            "b-arranges",
            "max-turns",
            "verbose",
            "threads",
            "opening-plies",
            "distinct-openings",
        ],
        ("match", _) => &[
            "games",
            "movetime",
            "seed",
            "max-turns",
            "verbose",
            "threads",
            "opening-plies",
            "distinct-openings",
        ],
        ("puzzles", _) => &["count", "seed", "out", "records", "keep"],
        ("prove", _) => &["setup", "certificate", "budget"],
        ("prove --check", _) => &["check"],
        ("prove setups", _) => &["sample", "seed", "budget", "shard", "out", "south", "north"],
        _ => &[],
    }
}

/// The longest `bench --seconds`: a day.
pub const MAX_BENCH_SECONDS: f64 = 86_400.0;

/// The parsed command line.
pub struct Args {
    pub positional: Vec<String>,
    flags: BTreeMap<String, Option<String>>,
}

impl Args {
    pub fn parse(raw: impl IntoIterator<Item = OsString>) -> Result<Args, String> {
        let mut positional = Vec::new();
        let mut flags = BTreeMap::new();
        let mut raw = raw.into_iter().enumerate().map(|(i, arg)| {
            arg.into_string().map_err(|arg| {
                format!(
                    "argument {} is not valid UTF-8: {:?}",
                    i + 1,
                    arg.to_string_lossy()
                )
            })
        });
        while let Some(arg) = raw.next() {
            let arg = arg?;
            let Some(flag) = arg.strip_prefix("--") else {
                positional.push(arg);
                continue;
            };
            let (name, inline) = match flag.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (flag, None),
            };
            let name = if let Some(&known) = VALUE_FLAGS.iter().find(|&&f| f == name) {
                let value = match inline {
                    Some(v) => v,
                    None => raw
                        .next()
                        .ok_or_else(|| format!("--{known} needs a value"))??,
                };
                flags.insert(known.to_string(), Some(value)).map(|_| known)
            } else if let Some(&known) = SWITCHES.iter().find(|&&f| f == name) {
                if inline.is_some() {
                    return Err(format!("--{known} takes no value"));
                }
                flags.insert(known.to_string(), None).map(|_| known)
            } else {
                return Err(format!("unknown option {arg:?}"));
            };
            if let Some(twice) = name {
                return Err(format!("--{twice} is given more than once"));
            }
        }
        Ok(Args { positional, flags })
    }

    /// Refuses flags that `command` does not use for `game`, including the
    /// other game's rules options. `puzzles` takes no rules options: its
    /// games choose their own, and each puzzle carries them; nor does
    /// `review`: a record carries its rules; nor does `prove --check`: a
    /// certificate carries them.
    pub fn check_flags(&self, command: &str, game: Option<GameId>) -> Result<(), String> {
        let takes_rules =
            !(command.starts_with("puzzles") || command == "review" || command == "prove --check");
        let rules = match game {
            Some(game) if takes_rules => rules_flags(game),
            _ => &[],
        };
        // The other games' rules options, named as such in the error.
        let foreign: Vec<&str> = GameId::ALL
            .into_iter()
            .filter(|&other| takes_rules && Some(other) != game)
            .flat_map(rules_flags)
            .copied()
            .collect();
        let own = command_flags(command, game);
        let game = game.map(GameId::id).unwrap_or_default();
        match self
            .flags
            .keys()
            .find(|f| !rules.contains(&f.as_str()) && !own.contains(&f.as_str()))
        {
            Some(f) if foreign.contains(&f.as_str()) => {
                Err(format!("--{f} is not an option of {game}"))
            }
            Some(f) => Err(format!(
                "--{f} is not an option of {}",
                format!("{command} {game}").trim_end()
            )),
            None => Ok(()),
        }
    }

    /// The first flag given, if any: for commands that take none.
    pub fn any_flag(&self) -> Option<&str> {
        self.flags.keys().next().map(String::as_str)
    }

    /// Is a switch given?
    pub fn has(&self, name: &str) -> bool {
        self.flags.contains_key(name)
    }

    /// A flag's text, if given.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.flags.get(name).and_then(|v| v.as_deref())
    }

    /// A flag's value as a whole number: ASCII digits only, at most `T::MAX`.
    pub fn count<T: TryFrom<u64>>(&self, name: &str) -> Result<Option<T>, String> {
        self.text(name)
            .map(|text| whole_number(text).map_err(|why| format!("--{name}: {text:?} {why}")))
            .transpose()
    }

    /// `--threads`: the engine player's threads, 1 to [`MAX_THREADS`]
    /// (by default [`Threads::default`]: every core but one, at most two).
    pub fn threads(&self) -> Result<Threads, String> {
        match self.count::<usize>("threads")? {
            None => Ok(Threads::default()),
            Some(n) => {
                Threads::new(n).ok_or_else(|| format!("--threads: {n} is not 1 to {MAX_THREADS}"))
            }
        }
    }

    /// `--seconds`: a positive decimal number (digits, optionally `.` and
    /// more digits) of at most [`MAX_BENCH_SECONDS`].
    pub fn seconds(&self) -> Result<Option<f64>, String> {
        let Some(text) = self.text("seconds") else {
            return Ok(None);
        };
        let bad = || {
            format!(
                "--seconds: {text:?} is not a number of seconds above 0 and at most {MAX_BENCH_SECONDS}"
            )
        };
        let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
        let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || !digits(fraction) {
            return Err(bad());
        }
        let seconds: f64 = text.parse().map_err(|_| bad())?;
        if seconds > 0.0 && seconds <= MAX_BENCH_SECONDS {
            Ok(Some(seconds))
        } else {
            Err(bad())
        }
    }

    /// Omweso's rules from the flags; unset options keep the defaults.
    pub fn omweso_rules(&self) -> Result<omweso::Rules, String> {
        let mut rules = omweso::Rules {
            reverse_captures: !self.has("no-reverse"),
            first_turn_capture_ban: !self.has("no-first-turn-ban"),
            okwesera: !self.has("no-okwesera"),
            akakyala: self.has("akakyala"),
            ..omweso::Rules::default()
        };
        if let Some(points) = self.count("akawumbi-points")? {
            rules.akawumbi_points = points;
        }
        if let Some(target) = self.count("match-target")? {
            rules.match_target = target;
        }
        if let Some(cap) = self.text("max-seeds-per-pit") {
            rules.max_seeds_per_pit = match cap {
                "none" => None,
                n => Some(
                    whole_number(n)
                        .map_err(|why| format!("--max-seeds-per-pit: {n:?} {why} (or 'none')"))?,
                ),
            };
        }
        rules.validate().map_err(|e| e.to_string())?;
        Ok(rules)
    }

    /// Oware's rules from the flags.
    pub fn oware_rules(&self) -> Result<oware::Rules, String> {
        let mut rules = oware::Rules::default();
        if let Some(text) = self.text("grand-slam") {
            rules.grand_slam = match text {
                "no-capture" => oware::GrandSlam::NoCapture,
                "capture-if-winning" => oware::GrandSlam::CaptureIfWinning,
                _ => {
                    return Err(format!(
                        "--grand-slam: {text:?} is not no-capture or capture-if-winning"
                    ));
                }
            };
        }
        Ok(rules)
    }
}

/// Why a text is not a whole number of the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// Not ASCII digits only.
    NotANumber,
    /// Digits, but more than the type holds.
    TooLarge,
}

impl std::fmt::Display for NumberError {
    /// Completes "`<text>` …".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            NumberError::NotANumber => "is not a whole number",
            NumberError::TooLarge => "is too large",
        })
    }
}

/// A whole number in the one grammar of the command line: ASCII digits only
/// (no sign, no spaces), no larger than `T` holds.
pub fn whole_number<T: TryFrom<u64>>(text: &str) -> Result<T, NumberError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotANumber);
    }
    text.parse::<u64>()
        .ok()
        .and_then(|n| T::try_from(n).ok())
        .ok_or(NumberError::TooLarge)
}

//! Command-line parsing shared by every subcommand: positional arguments,
//! flags, and the rules options of both games.

use mancala::{omweso, oware};
use std::collections::BTreeMap;
use std::str::FromStr;

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
];

/// Flags that stand alone.
const SWITCHES: &[&str] = &[
    "no-reverse",
    "no-first-turn-ban",
    "no-okwesera",
    "akakyala",
    "trace",
    "verbose",
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

/// The parsed command line.
pub struct Args {
    pub positional: Vec<String>,
    flags: BTreeMap<String, Option<String>>,
}

impl Args {
    pub fn parse(raw: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let mut positional = Vec::new();
        let mut flags = BTreeMap::new();
        let mut raw = raw.into_iter();
        while let Some(arg) = raw.next() {
            let Some(flag) = arg.strip_prefix("--") else {
                positional.push(arg);
                continue;
            };
            let (name, inline) = match flag.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (flag.to_string(), None),
            };
            if VALUE_FLAGS.contains(&name.as_str()) {
                let value = match inline {
                    Some(v) => v,
                    None => raw
                        .next()
                        .ok_or_else(|| format!("--{name} needs a value"))?,
                };
                flags.insert(name, Some(value));
            } else if SWITCHES.contains(&name.as_str()) {
                if inline.is_some() {
                    return Err(format!("--{name} takes no value"));
                }
                flags.insert(name, None);
            } else {
                return Err(format!("unknown option --{name}"));
            }
        }
        Ok(Args { positional, flags })
    }

    /// Is a switch given?
    pub fn has(&self, name: &str) -> bool {
        self.flags.contains_key(name)
    }

    /// A flag's value, parsed.
    pub fn value<T: FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        match self.flags.get(name) {
            Some(Some(text)) => text
                .parse()
                .map(Some)
                .map_err(|_| format!("--{name}: {text:?} is not a valid value")),
            _ => Ok(None),
        }
    }

    /// Refuses the other game's rules options.
    pub fn check_game_flags(&self, game: &str) -> Result<(), String> {
        let foreign = if game == "omweso" {
            OWARE_FLAGS
        } else {
            OMWESO_FLAGS
        };
        match self.flags.keys().find(|f| foreign.contains(&f.as_str())) {
            Some(f) => Err(format!("--{f} is not an option of {game}")),
            None => Ok(()),
        }
    }

    /// Omweso's rules from the flags; unset options keep the defaults.
    pub fn omweso_rules(&self) -> Result<omweso::Rules, String> {
        self.check_game_flags("omweso")?;
        let mut rules = omweso::Rules {
            reverse_captures: !self.has("no-reverse"),
            first_turn_capture_ban: !self.has("no-first-turn-ban"),
            okwesera: !self.has("no-okwesera"),
            akakyala: self.has("akakyala"),
            ..omweso::Rules::default()
        };
        if let Some(points) = self.value("akawumbi-points")? {
            rules.akawumbi_points = points;
        }
        if let Some(target) = self.value("match-target")? {
            rules.match_target = target;
        }
        if let Some(cap) = self.value::<String>("max-seeds-per-pit")? {
            rules.max_seeds_per_pit =
                match cap.as_str() {
                    "none" => None,
                    n => Some(n.parse().map_err(|_| {
                        format!("--max-seeds-per-pit: {n:?} is not a count or 'none'")
                    })?),
                };
        }
        rules.validate().map_err(|e| e.to_string())?;
        Ok(rules)
    }

    /// Oware's rules from the flags.
    pub fn oware_rules(&self) -> Result<oware::Rules, String> {
        self.check_game_flags("oware")?;
        let mut rules = oware::Rules::default();
        if let Some(text) = self.flags.get("grand-slam").cloned().flatten() {
            rules.grand_slam = text.replace('-', "_").parse().map_err(|_| {
                format!("--grand-slam: {text:?} is not no-capture or capture-if-winning")
            })?;
        }
        Ok(rules)
    }
}

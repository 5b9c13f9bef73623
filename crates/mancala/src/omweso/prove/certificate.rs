//! A winning strategy as a file anyone can check from the rules alone
//! (`docs/rules/omweso-certificate.md` describes the format).
//!
//! A [`Certificate`] only exists checked: [`Certificate::new`] and
//! [`Certificate::from_json`] both regenerate every move of the defender,
//! follow every line to its end and count repetitions along it, so a value
//! of this type is a proof.

mod strategy_json;

use super::{RepetitionKey, key};
use crate::Side;
use crate::omweso::{Move, Outcome, Position, Rules};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;
use strategy_json::{as_items, parse_play, parse_replies, write_play, write_replies};

/// The `format` field of every certificate.
pub const FORMAT: &str = "omweso-certificate";

/// The format version this code writes and reads.
pub const VERSION: u64 = 1;

/// The rules options that decide a game's moves and its winner. The others
/// (akawumbi's points, the match target, the set-up cap) change neither,
/// so a certificate holds whatever they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayRules {
    pub reverse_captures: bool,
    pub first_turn_capture_ban: bool,
    pub okwesera: bool,
    pub akakyala: bool,
}

impl PlayRules {
    /// The options of `rules` that decide play.
    pub fn of(rules: &Rules) -> PlayRules {
        PlayRules {
            reverse_captures: rules.reverse_captures,
            first_turn_capture_ban: rules.first_turn_capture_ban,
            okwesera: rules.okwesera,
            akakyala: rules.akakyala,
        }
    }

    /// Full rules with these options, the others at their defaults.
    pub fn rules(&self) -> Rules {
        Rules {
            reverse_captures: self.reverse_captures,
            first_turn_capture_ban: self.first_turn_capture_ban,
            okwesera: self.okwesera,
            akakyala: self.akakyala,
            ..Rules::default()
        }
    }

    /// Every combination of the four options, the defaults first.
    pub fn all() -> Vec<PlayRules> {
        (0..16u8)
            .map(|bits| PlayRules {
                reverse_captures: bits & 1 == 0,
                first_turn_capture_ban: bits & 2 == 0,
                okwesera: bits & 4 == 0,
                akakyala: bits & 8 != 0,
            })
            .collect()
    }

    /// The `mancala` flags that give these options (empty for the defaults),
    /// joined by `-` without their dashes: `no-reverse-akakyala`.
    pub fn flags(&self) -> Vec<&'static str> {
        [
            (!self.reverse_captures, "no-reverse"),
            (!self.first_turn_capture_ban, "no-first-turn-ban"),
            (!self.okwesera, "no-okwesera"),
            (self.akakyala, "akakyala"),
        ]
        .into_iter()
        .filter_map(|(on, flag)| on.then_some(flag))
        .collect()
    }

    /// The name of the shipped certificate for a fresh game from `setup`
    /// (`standard`, `two-each`) under these options:
    /// `standard.json`, `standard-no-reverse-akakyala.json`.
    pub fn file_name(&self, setup: &str) -> String {
        let mut name = setup.to_string();
        for flag in self.flags() {
            name.push('-');
            name.push_str(flag);
        }
        name + ".json"
    }
}

/// The winner to move: one move and, unless it ends the game, every reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    pub mv: Move,
    pub replies: Option<Replies>,
}

/// The defender to move: every legal move, each with the winner's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replies(pub Vec<(Move, Play)>);

/// A strategy from the root: the winner's play if the winner is to move
/// there, the defender's replies otherwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Strategy {
    Play(Play),
    Replies(Replies),
}

/// Where a game stands in a certificate's strategy.
#[derive(Clone, Copy, Debug)]
pub enum Covered<'a> {
    /// The winner is to move, and this is the strategy's move.
    Play(&'a Play),
    /// The defender is to move; every reply is covered.
    Replies(&'a Replies),
}

/// What a check found: the positions in the strategy where someone is to
/// move (the root included) and the longest line, in plies, to the end of
/// the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub positions: u64,
    pub longest_line: u32,
}

/// Why a certificate is not a proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CertificateError {
    /// Not a certificate at all, or its header is wrong.
    Format(String),
    /// The first bad node: the moves from the root to it, and what is wrong.
    Node { path: Vec<Move>, why: String },
}

impl fmt::Display for CertificateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CertificateError::Format(why) => f.write_str(why),
            CertificateError::Node { path, why } if path.is_empty() => {
                write!(f, "at the root: {why}")
            }
            CertificateError::Node { path, why } => {
                let line: Vec<String> = path.iter().map(Move::to_string).collect();
                write!(f, "after {}: {why}", line.join(" "))
            }
        }
    }
}

impl std::error::Error for CertificateError {}

/// A checked winning strategy from a position and the game before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    rules: PlayRules,
    history: Vec<Position>,
    position: Position,
    winner: Side,
    strategy: Strategy,
    summary: Summary,
}

/// The file's fields, as stored.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
    version: u64,
    rules: PlayRules,
    history: Vec<Position>,
    position: Position,
    winner: Side,
    positions: u64,
    longest_line: u32,
    strategy: Value,
}

impl Certificate {
    /// A certificate for `strategy`, checked: `winner` wins from `position`,
    /// the positions of `history` (the game before it, oldest first)
    /// counting as seen, under `rules`.
    pub fn new(
        rules: PlayRules,
        history: Vec<Position>,
        position: Position,
        winner: Side,
        strategy: Strategy,
    ) -> Result<Certificate, CertificateError> {
        let mut certificate = Certificate {
            rules,
            history,
            position,
            winner,
            strategy,
            summary: Summary {
                positions: 0,
                longest_line: 0,
            },
        };
        certificate.summary = certificate.check()?;
        Ok(certificate)
    }

    /// Reads a certificate and checks it; its stated size and longest line
    /// must be the strategy's.
    pub fn from_json(bytes: &[u8]) -> Result<Certificate, CertificateError> {
        let bad =
            |e: serde_json::Error| CertificateError::Format(format!("not a certificate: {e}"));
        let value: Value = serde_json::from_slice(bytes).map_err(bad)?;
        match value.get("format").and_then(Value::as_str) {
            Some(FORMAT) => {}
            _ => {
                return Err(CertificateError::Format(format!(
                    "not a certificate: the \"format\" field is not {FORMAT:?}"
                )));
            }
        }
        match value.get("version").and_then(Value::as_u64) {
            Some(VERSION) => {}
            Some(v) => {
                return Err(CertificateError::Format(format!(
                    "format version {v} is not known: this reads version {VERSION}"
                )));
            }
            None => {
                return Err(CertificateError::Format(
                    "not a certificate: no whole-number \"version\" field".into(),
                ));
            }
        }
        let stored: Stored = serde_json::from_value(value).map_err(bad)?;
        let strategy = if stored.position.side() == stored.winner {
            Strategy::Play(parse_play(
                as_items(&stored.strategy, &[], 1..=2, "[move] or [move, replies]")?,
                &mut Vec::new(),
            )?)
        } else {
            Strategy::Replies(parse_replies(&stored.strategy, &mut Vec::new())?)
        };
        let certificate = Certificate::new(
            stored.rules,
            stored.history,
            stored.position,
            stored.winner,
            strategy,
        )?;
        let claimed = Summary {
            positions: stored.positions,
            longest_line: stored.longest_line,
        };
        if claimed != certificate.summary {
            return Err(CertificateError::Format(format!(
                "the certificate states {} positions and a longest line of {} plies; \
                 its strategy has {} and {}",
                claimed.positions,
                claimed.longest_line,
                certificate.summary.positions,
                certificate.summary.longest_line
            )));
        }
        Ok(certificate)
    }

    /// The certificate as the documented JSON: a few header lines, then the
    /// strategy on one line of nested arrays.
    pub fn to_json(&self) -> String {
        let history: Vec<String> = self.history.iter().map(json).collect();
        let mut strategy = String::new();
        match &self.strategy {
            Strategy::Play(play) => write_play(play, &mut strategy, true),
            Strategy::Replies(replies) => write_replies(replies, &mut strategy),
        }
        format!(
            "{{\n  \"format\": \"{FORMAT}\",\n  \"version\": {VERSION},\n  \"rules\": {},\n  \
             \"history\": [{}],\n  \"position\": {},\n  \"winner\": {},\n  \
             \"positions\": {},\n  \"longest_line\": {},\n  \"strategy\": {strategy}\n}}\n",
            json(&self.rules),
            history.join(", "),
            json(&self.position),
            json(&self.winner),
            self.summary.positions,
            self.summary.longest_line,
        )
    }

    pub fn rules(&self) -> PlayRules {
        self.rules
    }

    /// The game before the root, oldest first.
    pub fn history(&self) -> &[Position] {
        &self.history
    }

    /// The root position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The side that wins by force.
    pub fn winner(&self) -> Side {
        self.winner
    }

    pub fn strategy(&self) -> &Strategy {
        &self.strategy
    }

    /// Positions and longest line, as checked.
    pub fn summary(&self) -> Summary {
        self.summary
    }

    /// Where a game under `rules` stands in the strategy: `game` is every
    /// position of it so far, oldest first, the current one last. `None`
    /// unless the rules are the certificate's, the game began with its
    /// history and root, and every move since is on the strategy.
    pub fn follow(&self, rules: &Rules, game: &[Position]) -> Option<Covered<'_>> {
        let rules = if PlayRules::of(rules) == self.rules {
            self.rules.rules()
        } else {
            return None;
        };
        let (before, rest) = game.split_at_checked(self.history.len())?;
        let (root, after) = rest.split_first()?;
        if before != self.history || *root != self.position {
            return None;
        }
        let mut node = match &self.strategy {
            Strategy::Play(play) => Covered::Play(play),
            Strategy::Replies(replies) => Covered::Replies(replies),
        };
        let mut pos = *root;
        for next in after {
            let leads_there = |mv: Move| pos.apply(&rules, mv).is_ok_and(|(p, _)| p == *next);
            node = match node {
                Covered::Play(play) if leads_there(play.mv) => {
                    Covered::Replies(play.replies.as_ref()?)
                }
                Covered::Play(_) => return None,
                Covered::Replies(replies) => {
                    Covered::Play(&replies.0.iter().find(|(mv, _)| leads_there(*mv))?.1)
                }
            };
            pos = *next;
        }
        Some(node)
    }

    /// The strategy's move for the game so far (see [`Certificate::follow`]),
    /// when the winner is to move in a position it covers.
    pub fn move_for(&self, rules: &Rules, game: &[Position]) -> Option<Move> {
        match self.follow(rules, game)? {
            Covered::Play(play) => Some(play.mv),
            Covered::Replies(_) => None,
        }
    }

    /// Checks the strategy from the rules alone.
    fn check(&self) -> Result<Summary, CertificateError> {
        let mut checker = Checker {
            rules: self.rules.rules(),
            winner: self.winner,
            line: self
                .history
                .iter()
                .chain([&self.position])
                .map(key)
                .collect(),
            path: Vec::new(),
            positions: 0,
        };
        if checker.occurrences(&self.position) >= 3 {
            return Err(checker.error(
                "the root position arises a third time in the game: the game is annulled".into(),
            ));
        }
        let longest_line = match &self.strategy {
            Strategy::Play(play) if self.position.side() == self.winner => {
                checker.play(&self.position, play)?
            }
            Strategy::Replies(replies) if self.position.side() != self.winner => {
                checker.replies(&self.position, replies)?
            }
            _ => {
                return Err(checker.error(format!(
                    "the strategy's root is not {}'s to move",
                    if matches!(self.strategy, Strategy::Play(_)) {
                        "the winner"
                    } else {
                        "the defender"
                    }
                )));
            }
        };
        Ok(Summary {
            positions: checker.positions,
            longest_line,
        })
    }
}

/// A header value as compact JSON.
fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("a header value always serialises")
}

/// The check's state along the current line.
struct Checker {
    rules: Rules,
    winner: Side,
    /// The boards (with side to move) of the line so far, the game before
    /// the root included: a line is short, so a scan beats a hash.
    line: Vec<RepetitionKey>,
    /// The moves from the root to the node being checked.
    path: Vec<Move>,
    positions: u64,
}

impl Checker {
    fn error(&self, why: String) -> CertificateError {
        CertificateError::Node {
            path: self.path.clone(),
            why,
        }
    }

    /// The winner's node: its move must be legal, and the line must go on
    /// to a win. Returns the longest line below, in plies.
    fn play(&mut self, pos: &Position, play: &Play) -> Result<u32, CertificateError> {
        self.positions += 1;
        // One move to play, not every move to list: the canonical form of
        // a legal move is itself.
        let (child, outcome) = match pos.canonical(&self.rules, play.mv) {
            Ok(canonical) if canonical == play.mv => {
                pos.apply(&self.rules, play.mv).expect("a legal move plays")
            }
            Ok(canonical) => {
                return Err(self.error(format!(
                    "the winner's move {:?} is not in canonical notation ({:?})",
                    play.mv.to_string(),
                    canonical.to_string()
                )));
            }
            Err(e) => {
                return Err(self.error(format!(
                    "the winner's move {:?} is not legal here: {e}",
                    play.mv.to_string()
                )));
            }
        };
        self.path.push(play.mv);
        let plies = self.after_move(&child, &outcome, play.replies.as_ref());
        self.path.pop();
        Ok(plies? + 1)
    }

    /// What follows the winner's move to `child`: the game won, or every
    /// reply covered.
    fn after_move(
        &mut self,
        child: &Position,
        outcome: &Option<Outcome>,
        replies: Option<&Replies>,
    ) -> Result<u32, CertificateError> {
        let outcome = self.with_repetition(child, outcome);
        match (outcome, replies) {
            (Some(o), None) if o.winner == Some(self.winner) => Ok(0),
            (Some(o), Some(_)) if o.winner == Some(self.winner) => Err(self.error(format!(
                "the game is over ({o}), but the certificate goes on"
            ))),
            (Some(o), _) => Err(self.error(ended_without_win(&o))),
            (None, None) => Err(self.error(
                "the line stops here, but the game is not over: the defender's replies are missing"
                    .into(),
            )),
            (None, Some(replies)) => {
                self.line.push(key(child));
                let plies = self.replies(child, replies);
                self.line.pop();
                plies
            }
        }
    }

    /// The defender's node: every legal move once, no other, each answered.
    fn replies(&mut self, pos: &Position, replies: &Replies) -> Result<u32, CertificateError> {
        self.positions += 1;
        let successors = pos.successors(&self.rules);
        for (i, (mv, _)) in replies.0.iter().enumerate() {
            if !successors.iter().any(|(legal, ..)| legal == mv) {
                return Err(self.error(format!(
                    "the reply {:?} is not a legal move in canonical notation",
                    mv.to_string()
                )));
            }
            if replies.0[..i].iter().any(|(earlier, _)| earlier == mv) {
                return Err(self.error(format!("the reply {:?} is given twice", mv.to_string())));
            }
        }
        if let Some((missing, ..)) = successors
            .iter()
            .find(|(legal, ..)| !replies.0.iter().any(|(mv, _)| mv == legal))
        {
            return Err(self.error(format!(
                "the reply {:?} is missing ({} legal replies, {} given)",
                missing.to_string(),
                successors.len(),
                replies.0.len()
            )));
        }
        let mut longest = 0;
        for (mv, play) in &replies.0 {
            let (_, child, outcome) = successors
                .iter()
                .find(|(legal, ..)| legal == mv)
                .expect("every reply was found legal");
            self.path.push(*mv);
            let plies = match self.with_repetition(child, outcome) {
                Some(o) => Err(self.error(ended_without_win(&o))),
                None => {
                    self.line.push(key(child));
                    let plies = self.play(child, play);
                    self.line.pop();
                    plies
                }
            };
            self.path.pop();
            longest = longest.max(plies? + 1);
        }
        Ok(longest)
    }

    /// How often `pos`'s board and side to move arose on the line so far.
    fn occurrences(&self, pos: &Position) -> usize {
        let k = key(pos);
        self.line.iter().filter(|&&seen| seen == k).count()
    }

    /// A move's outcome with the repetition rule applied: a position arising
    /// for the third time annuls the game, before anything else counts.
    fn with_repetition(&self, child: &Position, outcome: &Option<Outcome>) -> Option<Outcome> {
        if self.occurrences(child) >= 2 {
            Some(Outcome::annulled())
        } else {
            *outcome
        }
    }
}

fn ended_without_win(o: &Outcome) -> String {
    match o.winner {
        None => "the game is annulled here (a never-ending move or a third repetition)".into(),
        Some(w) => format!("the game ends here and {w} wins ({o})"),
    }
}

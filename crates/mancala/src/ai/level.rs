//! Playing strengths, and the players the command line and the game build
//! from a name: `random`, `greedy`, a level, or a level with its own time.

use super::mcts::{Mcts, MctsSettings};
use super::search::Searcher;
use super::{Child, Go, Player, SearchLimits, SearchResult, Source, Threads};
use super::{Searchable, Strategy, Weights};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// A playing strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Looks one move ahead, misjudges, and often overlooks captures.
    Beginner,
    /// Two moves ahead, misjudges a little, sometimes overlooks a capture.
    Casual,
    /// A small search without mistakes by design.
    Intermediate,
    /// A larger search.
    Expert,
    /// Full strength: 3 s per move unless told otherwise.
    Master,
    /// Full strength within Ekyobutabal's 3 s: answers within 1 s (1.5 s
    /// at worst on a loaded machine).
    Blitz,
}

impl Level {
    /// Weakest first.
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Casual,
        Level::Intermediate,
        Level::Expert,
        Level::Master,
        Level::Blitz,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Intermediate => "intermediate",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Blitz => "blitz",
        }
    }

    /// What the level searches and how it errs in game `G`. Node budgets
    /// below master make the levels play alike on every machine; each game
    /// has its own ladder, measured so that every level wins at least 75%
    /// against the one below (crates/mancala/docs/notes/ai-strength-lab-notes.md).
    pub fn settings<G: Searchable>(self) -> LevelSettings {
        let base = LevelSettings {
            limits: SearchLimits::default(),
            noise: 0,
            miss_captures: 0,
            table_bytes: 1 << 20,
        };
        match self {
            Level::Master => LevelSettings {
                limits: SearchLimits::movetime(3_000),
                table_bytes: 64 << 20,
                ..base
            },
            Level::Blitz => LevelSettings {
                limits: SearchLimits::movetime(1_000),
                table_bytes: 32 << 20,
                ..base
            },
            _ => G::Strategy::level_settings(self, base),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a level (or player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| {
                ParseLevelError(format!(
                    "unknown level {s:?}: beginner, casual, intermediate, expert, master or blitz"
                ))
            })
    }
}

/// How a level plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelSettings {
    pub limits: SearchLimits,
    /// Mistakes of judgment: each move's score gets a uniform random error
    /// of up to ± this many hundredths of a seed (0: the search decides).
    pub noise: i32,
    /// The percentage of capturing moves the player overlooks, each turn
    /// afresh (unless every move captures).
    pub miss_captures: u8,
    /// Transposition table size.
    pub table_bytes: usize,
}

/// Who plays: the command line's player names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComputerSpec {
    /// A uniformly random legal move.
    Random,
    /// The move that wins at once or captures the most seeds (ties at random).
    Greedy,
    /// A level, with its own move time in milliseconds if given (`master:500`).
    Level(Level, Option<u64>),
    /// Monte-Carlo tree search, 1 s a move unless given its own time
    /// (`mcts:500`); an Omweso custom set-up it arranges at random.
    Mcts(Option<u64>),
}

impl fmt::Display for ComputerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComputerSpec::Random => f.write_str("random"),
            ComputerSpec::Greedy => f.write_str("greedy"),
            ComputerSpec::Level(l, None) => write!(f, "{l}"),
            ComputerSpec::Level(l, Some(ms)) => write!(f, "{l}:{ms}"),
            ComputerSpec::Mcts(None) => f.write_str("mcts"),
            ComputerSpec::Mcts(Some(ms)) => write!(f, "mcts:{ms}"),
        }
    }
}

impl FromStr for ComputerSpec {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<ComputerSpec, ParseLevelError> {
        match s {
            "random" => return Ok(ComputerSpec::Random),
            "greedy" => return Ok(ComputerSpec::Greedy),
            _ => {}
        }
        let (name, time) = match s.split_once(':') {
            Some((name, ms)) => {
                // Digits only, like every number of the command line.
                let digits = !ms.is_empty() && ms.bytes().all(|b| b.is_ascii_digit());
                let ms = ms.parse::<u64>().ok().filter(|&ms| digits && ms > 0);
                let ms: u64 = ms.ok_or_else(|| {
                    ParseLevelError(format!(
                        "{s:?}: the time after ':' is a whole number of milliseconds (at least 1)"
                    ))
                })?;
                (name, Some(ms))
            }
            None => (s, None),
        };
        if name == "mcts" {
            return Ok(ComputerSpec::Mcts(time));
        }
        let level = name.parse::<Level>().map_err(|_| {
            ParseLevelError(format!(
                "unknown player {s:?}: random, greedy, a level (beginner, casual, intermediate, \
                 expert, master, blitz), level:milliseconds, mcts or mcts:milliseconds"
            ))
        })?;
        Ok(ComputerSpec::Level(level, time))
    }
}

impl ComputerSpec {
    /// The Monte-Carlo search's settings, for `mcts` specs.
    pub fn mcts_settings(&self) -> Option<MctsSettings> {
        match *self {
            ComputerSpec::Mcts(time) => Some(MctsSettings::movetime(time.unwrap_or(1_000))),
            _ => None,
        }
    }

    /// The level's settings with the spec's time: a given time replaces
    /// the level's node or depth budget but keeps its mistakes.
    pub fn settings<G: Searchable>(&self) -> Option<LevelSettings> {
        match *self {
            ComputerSpec::Level(level, time) => {
                let mut s = level.settings::<G>();
                if let Some(ms) = time {
                    s.limits = SearchLimits::movetime(ms);
                }
                Some(s)
            }
            _ => None,
        }
    }
}

enum Kind<G: Searchable> {
    Random,
    Greedy,
    Search(LevelSettings),
    /// A timed level without mistakes: the engine player itself.
    Engine(Box<Player<G>>, Go),
    Mcts(Box<Mcts<G>>),
}

/// A computer player: a searcher, how it plays and its own random numbers
/// (seeded, so that a match can be replayed exactly under node budgets).
///
/// Keep one `ComputerPlayer` for a whole game: its transposition table survives
/// from one [`ComputerPlayer::choose`] to the next (entries of earlier searches are
/// replaced first, never wiped), so each move starts with what the last
/// searches learnt; call [`ComputerPlayer::new_game`] when a new game starts. Pass
/// the game's earlier positions to `choose` for the repetition rule. For a
/// player that also keeps the game itself (moves, repetition, result, book,
/// a game clock), see [`crate::engine::Engine`].
pub struct ComputerPlayer<G: Searchable> {
    searcher: Searcher<G>,
    kind: Kind<G>,
    rng: SmallRng,
    /// Where the engine player's last move came from.
    last_source: Option<Source>,
}

impl<G: Searchable> ComputerPlayer<G> {
    /// A player at the given settings, its randomness from `seed`. A timed
    /// level without mistakes (master, blitz, `level:ms`) is the engine
    /// player ([`Player::new`], the default [`Threads`]): its book, its
    /// endgame tables and its threads.
    pub fn new(rules: G::Rules, settings: LevelSettings, seed: u64) -> ComputerPlayer<G> {
        let full_strength = settings.noise == 0 && settings.miss_captures == 0;
        if let (true, Some(movetime)) = (full_strength, settings.limits.movetime) {
            let go = Go {
                movetime: Some(movetime),
                depth: settings.limits.depth,
                nodes: settings.limits.nodes,
                use_book: true,
                ..Go::default()
            };
            return ComputerPlayer {
                searcher: Searcher::new(rules.clone()).with_table_bytes(0),
                kind: Kind::Engine(Box::new(Player::new(rules, Threads::default())), go),
                rng: SmallRng::seed_from_u64(seed),
                last_source: None,
            };
        }
        ComputerPlayer::with_weights(rules, Weights::<G>::default(), settings, seed)
    }

    /// The same with evaluation weights of one's own (for tuning): always
    /// a plain search, without book or tables.
    pub fn with_weights(
        rules: G::Rules,
        weights: Weights<G>,
        settings: LevelSettings,
        seed: u64,
    ) -> ComputerPlayer<G> {
        let searcher =
            Searcher::with_weights(rules, weights).with_table_bytes(settings.table_bytes);
        ComputerPlayer {
            searcher,
            kind: Kind::Search(settings),
            rng: SmallRng::seed_from_u64(seed),
            last_source: None,
        }
    }

    /// The threads of an engine player (other players keep one, which
    /// keeps them the same on every machine).
    pub fn set_threads(&mut self, threads: Threads) {
        if let Kind::Engine(player, _) = &mut self.kind {
            player.searcher().set_threads(threads.get());
        }
    }

    /// Where the last move came from, for an engine player.
    pub fn last_source(&self) -> Option<Source> {
        self.last_source
    }

    /// A Monte-Carlo tree search player (see [`super::mcts`]).
    pub fn mcts(rules: G::Rules, settings: MctsSettings, seed: u64) -> ComputerPlayer<G> {
        ComputerPlayer {
            searcher: Searcher::new(rules.clone()).with_table_bytes(0),
            kind: Kind::Mcts(Box::new(Mcts::new(rules, settings, seed))),
            rng: SmallRng::seed_from_u64(seed),
            last_source: None,
        }
    }

    /// The player a spec names.
    pub fn from_spec(rules: G::Rules, spec: ComputerSpec, seed: u64) -> ComputerPlayer<G> {
        if let Some(settings) = spec.mcts_settings() {
            return ComputerPlayer::mcts(rules, settings, seed);
        }
        match spec.settings::<G>() {
            Some(settings) => ComputerPlayer::new(rules, settings, seed),
            None => ComputerPlayer {
                // No search: the smallest table.
                searcher: Searcher::new(rules).with_table_bytes(0),
                kind: if spec == ComputerSpec::Random {
                    Kind::Random
                } else {
                    Kind::Greedy
                },
                rng: SmallRng::seed_from_u64(seed),
                last_source: None,
            },
        }
    }

    /// The searcher (for analysis with other limits).
    pub fn searcher(&mut self) -> &mut Searcher<G> {
        match &mut self.kind {
            Kind::Engine(player, _) => player.searcher(),
            _ => &mut self.searcher,
        }
    }

    /// A new game: forget what earlier searches learnt.
    pub fn new_game(&mut self) {
        self.searcher().new_game();
    }

    /// Chooses a move. `history`: the game's earlier positions, oldest
    /// first; `cancel` stops the search from another thread (the best move
    /// so far is returned).
    pub fn choose(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        cancel: Option<&AtomicBool>,
    ) -> SearchResult<G::Move> {
        if let Kind::Mcts(m) = &mut self.kind {
            return m.choose(position, cancel);
        }
        if let Kind::Engine(player, go) = &mut self.kind {
            let thought = player.think(position, history, go, cancel);
            self.last_source = Some(thought.source);
            return thought.result;
        }
        match &self.kind {
            Kind::Search(s) if s.noise == 0 && s.miss_captures == 0 => {
                let limits = s.limits;
                self.searcher.search(position, history, &limits, cancel)
            }
            Kind::Search(s) => {
                let settings = s.clone();
                self.choose_with_mistakes(position, history, &settings, cancel)
            }
            Kind::Random | Kind::Greedy | Kind::Engine(..) | Kind::Mcts(_) => {
                self.choose_simply(position)
            }
        }
    }

    /// Scores every move with a small search, then errs: overlooks some
    /// captures and adds noise to each score.
    fn choose_with_mistakes(
        &mut self,
        position: &G::Position,
        history: &[G::Position],
        s: &LevelSettings,
        cancel: Option<&AtomicBool>,
    ) -> SearchResult<G::Move> {
        let start = Instant::now();
        let (scores, depth) = self
            .searcher
            .root_scores(position, history, &s.limits, cancel);
        let nodes = self.searcher.nodes();
        let rng = &mut self.rng;
        let seen: Vec<bool> = scores
            .iter()
            .map(|(c, _)| c.gain == 0 || rng.random_range(0..100) >= s.miss_captures)
            .collect();
        let any_seen = seen.iter().any(|&v| v);
        let mut best: Option<(G::Move, i32, i32)> = None;
        for ((c, score), seen) in scores.iter().zip(seen) {
            if !seen && any_seen {
                continue;
            }
            let noisy = score + rng.random_range(-s.noise..=s.noise);
            if best.is_none_or(|(_, _, b)| noisy > b) {
                best = Some((c.mv, *score, noisy));
            }
        }
        let elapsed = start.elapsed();
        result(best.map(|(m, s, _)| (m, s)), depth, nodes, elapsed)
    }

    /// `random` and `greedy`.
    fn choose_simply(&mut self, position: &G::Position) -> SearchResult<G::Move> {
        let start = Instant::now();
        let children = self.searcher.root_children(position);
        let side = G::side_to_move(position);
        let worth = |c: &Child<G>| -> i32 {
            match (&self.kind, &c.outcome) {
                (Kind::Random, _) => 0,
                (_, Some(o)) if G::winner(o) == Some(side) => i32::MAX,
                _ => c.gain,
            }
        };
        let top = children.iter().map(worth).max();
        let candidates: Vec<&Child<G>> =
            children.iter().filter(|c| Some(worth(c)) == top).collect();
        let pick = (!candidates.is_empty())
            .then(|| candidates[self.rng.random_range(0..candidates.len())])
            .map(|c| (c.mv, c.gain * 100));
        result(pick, 0, children.len() as u64, start.elapsed())
    }
}

fn result<M: Copy>(
    best: Option<(M, i32)>,
    depth: u32,
    nodes: u64,
    elapsed: Duration,
) -> SearchResult<M> {
    let secs = elapsed.as_secs_f64();
    SearchResult {
        best: best.map(|(m, _)| m),
        score: best.map_or(0, |(_, s)| s),
        pv: best.map(|(m, _)| m).into_iter().collect(),
        depth,
        nodes,
        elapsed,
        nps: if secs > 0.0 {
            (nodes as f64 / secs) as u64
        } else {
            0
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{level}\""));
        }
        assert!("grandmaster".parse::<Level>().is_err());
        for text in [
            "random",
            "greedy",
            "expert",
            "master:250",
            "blitz",
            "mcts",
            "mcts:40",
        ] {
            assert_eq!(text.parse::<ComputerSpec>().unwrap().to_string(), text);
        }
        for bad in [
            "master:", "master:0", "master:x", "god", "", "mcts:", "mcts:0",
        ] {
            assert!(bad.parse::<ComputerSpec>().is_err(), "{bad}");
        }
        let spec: ComputerSpec = "expert:40".parse().unwrap();
        let s = spec.settings::<crate::game::Oware>().unwrap();
        assert_eq!(s.limits, SearchLimits::movetime(40));
    }
}

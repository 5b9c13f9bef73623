//! Engine-against-engine matches: the command line's `match`, the strength
//! table and the tuning runs all play their games here.
//!
//! Games come in pairs from the same start, the players swapping sides, so
//! that neither gains from the start or from moving first. Each pair's start
//! gets a few random moves (seeded), else two deterministic players would
//! play the same two games over and over.

use super::Threads;
use super::level::{ComputerPlayer, ComputerSpec};
use super::search::Searcher;
use super::{Searchable, Strategy};
use crate::Side;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

mod openings;
use openings::unused_opening;
pub use openings::{Opening, opening};

/// How a match is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchOptions {
    /// Games in all (pairs of games, sides swapped; an odd last game is played alone).
    pub games: u32,
    /// The seed of the openings and of the players' own randomness.
    pub seed: u64,
    /// Random moves played from each pair's start before the players take over.
    pub random_moves: u32,
    /// A game not over after this many moves is scored a draw.
    pub max_moves: u32,
    /// Omweso's set-ups (ignored for Oware).
    pub setup: SetupMode,
    /// The threads of each engine player (see [`ComputerPlayer::new`]).
    pub threads: Threads,
    /// No two pairs start from the same position (random openings are
    /// drawn again until they differ): the games then count as many
    /// openings as pairs, and an interval over them is honest. With custom
    /// set-ups, every game's arrangement pair differs from every other's.
    pub distinct_openings: bool,
    /// How A and B lay their seeds in an Omweso custom set-up.
    pub arrangers: [ArrangeBy; 2],
}

impl Default for MatchOptions {
    fn default() -> Self {
        MatchOptions {
            games: 100,
            seed: 1,
            random_moves: 2,
            max_moves: 500,
            setup: SetupMode::Standard,
            threads: Threads::default(),
            distinct_openings: false,
            arrangers: [ArrangeBy::Level; 2],
        }
    }
}

/// The Omweso set-ups of a match's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SetupMode {
    /// 4 seeds in each outer pit.
    Standard,
    /// 2 seeds in every pit.
    TwoEach,
    /// Each player arranges its own seeds (the AI's chooser; `random` and
    /// `greedy` arrange at random).
    Custom,
    /// Pairs alternate between standard and custom set-ups.
    Both,
}

impl SetupMode {
    pub fn name(self) -> &'static str {
        match self {
            SetupMode::Standard => "standard",
            SetupMode::TwoEach => "two-each",
            SetupMode::Custom => "custom",
            SetupMode::Both => "both",
        }
    }
}

impl fmt::Display for SetupMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SetupMode {
    type Err = String;
    fn from_str(s: &str) -> Result<SetupMode, String> {
        [
            SetupMode::Standard,
            SetupMode::TwoEach,
            SetupMode::Custom,
            SetupMode::Both,
        ]
        .into_iter()
        .find(|m| m.name() == s)
        .ok_or_else(|| format!("--setup is standard, two-each, custom or both, not {s:?}"))
    }
}

/// How a player of a match lays its seeds in an Omweso custom set-up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ArrangeBy {
    /// As its level does in the game (`random`, `greedy` and `mcts`: at
    /// random).
    #[default]
    Level,
    /// The chooser with master's budget, whatever the level.
    Chooser,
    /// A familiar shape, at random among those the rules allow.
    Familiar,
    /// Seeds dropped at random within the cap.
    Random,
}

impl ArrangeBy {
    pub fn name(self) -> &'static str {
        match self {
            ArrangeBy::Level => "level",
            ArrangeBy::Chooser => "chooser",
            ArrangeBy::Familiar => "familiar",
            ArrangeBy::Random => "random",
        }
    }
}

impl fmt::Display for ArrangeBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ArrangeBy {
    type Err = String;
    fn from_str(s: &str) -> Result<ArrangeBy, String> {
        [
            ArrangeBy::Level,
            ArrangeBy::Chooser,
            ArrangeBy::Familiar,
            ArrangeBy::Random,
        ]
        .into_iter()
        .find(|m| m.name() == s)
        .ok_or_else(|| {
            format!("an arrangement is made by level, chooser, familiar or random, not {s:?}")
        })
    }
}

/// One player of a game as its start sees it: how it plays and how it
/// lays its seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat<'a> {
    pub spec: &'a ComputerSpec,
    pub arranges: ArrangeBy,
}

impl<'a> Seat<'a> {
    /// A player that arranges as its level does.
    pub fn of(spec: &'a ComputerSpec) -> Seat<'a> {
        Seat {
            spec,
            arranges: ArrangeBy::Level,
        }
    }
}

/// One finished game of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport<G: Searchable> {
    /// 0-based.
    pub index: u32,
    /// The side player A had.
    pub a_side: Side,
    /// The position the players took over from (after the random moves).
    pub start: G::Position,
    /// `None` when the game reached the move cap.
    pub outcome: Option<G::Outcome>,
    /// Moves played by the players (random opening moves not counted).
    pub moves: u32,
}

impl<G: Searchable> GameReport<G> {
    /// The winner: `Some(true)` for A, `Some(false)` for B, `None` for a
    /// draw (Omweso: annulled, or the move cap).
    pub fn a_won(&self) -> Option<bool> {
        let winner = G::winner(self.outcome.as_ref()?)?;
        Some(winner == self.a_side)
    }
}

impl<G: Searchable> fmt::Display for GameReport<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = match self.a_won() {
            Some(true) => "A wins",
            Some(false) => "B wins",
            None => "draw",
        };
        write!(
            f,
            "game {}: A={} {} after {} moves (",
            self.index + 1,
            self.a_side,
            result,
            self.moves
        )?;
        match &self.outcome {
            Some(o) => write!(f, "{o}")?,
            None => f.write_str("move cap")?,
        }
        write!(f, ") from {}", self.start)
    }
}

/// Wins, draws and losses of a match, from A's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub a: u32,
    pub draws: u32,
    pub b: u32,
}

impl Tally {
    pub fn add(&mut self, a_won: Option<bool>) {
        match a_won {
            Some(true) => self.a += 1,
            Some(false) => self.b += 1,
            None => self.draws += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.a + self.draws + self.b
    }

    /// A's score: wins plus half the draws, over the games.
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (self.a as f64 + self.draws as f64 / 2.0) / n as f64
    }

    /// The Elo difference A − B and the half-width of its 95% interval
    /// (infinite at a score of 0 or 1).
    pub fn elo(&self) -> (f64, f64) {
        let n = self.games() as f64;
        let s = self.score();
        let elo = |s: f64| -400.0 * (1.0 / s - 1.0).log10();
        if n == 0.0 {
            return (0.0, f64::INFINITY);
        }
        let var = (self.a as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.b as f64 * s.powi(2))
            / n;
        let se = (var / n).sqrt();
        let lo = (s - 1.96 * se).max(0.0);
        let hi = (s + 1.96 * se).min(1.0);
        (elo(s), (elo(hi) - elo(lo)) / 2.0)
    }
}

impl fmt::Display for Tally {
    /// The match's last line, exactly: `final: A=<wins> draws=<draws> B=<wins>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "final: A={} draws={} B={}", self.a, self.draws, self.b)
    }
}

/// A's score opening by opening. The two games of a pair share their
/// opening, and a match may draw the same opening twice, so a match's
/// spread is that of its openings, not of its games.
#[derive(Clone, Debug)]
pub struct ByOpening<G: Searchable> {
    /// Each opening's points for A and games.
    openings: std::collections::HashMap<G::Position, (f64, u32)>,
}

impl<G: Searchable> Default for ByOpening<G> {
    fn default() -> Self {
        ByOpening {
            openings: Default::default(),
        }
    }
}

impl<G: Searchable> ByOpening<G> {
    pub fn add(&mut self, report: &GameReport<G>) {
        let points = match report.a_won() {
            Some(true) => 1.0,
            Some(false) => 0.0,
            None => 0.5,
        };
        let entry = self.openings.entry(report.start).or_insert((0.0, 0));
        entry.0 += points;
        entry.1 += 1;
    }

    /// How many distinct openings were played.
    pub fn count(&self) -> usize {
        self.openings.len()
    }

    /// A's mean score over the openings and the half-width of its 95%
    /// interval (normal approximation; infinite under two openings).
    pub fn score(&self) -> (f64, f64) {
        let scores: Vec<f64> = self
            .openings
            .values()
            .map(|&(points, games)| points / games as f64)
            .collect();
        let n = scores.len() as f64;
        if n < 2.0 {
            return (scores.first().copied().unwrap_or(0.5), f64::INFINITY);
        }
        let mean = scores.iter().sum::<f64>() / n;
        let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0);
        (mean, 1.96 * (var / n).sqrt())
    }
}

/// Wins by colour: in Omweso the side that moves first wins most games,
/// which a match's pairs hide in its score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByColour {
    /// Games A won as South, as North.
    pub a: [u32; 2],
    /// Games B won as South, as North.
    pub b: [u32; 2],
    pub draws: u32,
}

impl ByColour {
    pub fn add(&mut self, a_side: Side, a_won: Option<bool>) {
        let (winner, side) = match a_won {
            None => return self.draws += 1,
            Some(true) => (&mut self.a, a_side),
            Some(false) => (&mut self.b, a_side.opponent()),
        };
        winner[usize::from(side == Side::North)] += 1;
    }
}

impl fmt::Display for ByColour {
    /// `by colour: South won S, North won N, draws D; A won x as South, y
    /// as North; B won x as South, y as North`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = (self.a, self.b);
        write!(
            f,
            "by colour: South won {}, North won {}, draws {}; A won {} as South, {} as North; \
             B won {} as South, {} as North",
            a[0] + b[0],
            a[1] + b[1],
            self.draws,
            a[0],
            a[1],
            b[0],
            b[1]
        )
    }
}

/// A match stopped because a player named an illegal move (a bug).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub game: u32,
    pub position: String,
    pub mv: String,
    pub error: String,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}: the engine chose the illegal move {} in {}: {}",
            self.game + 1,
            self.mv,
            self.position,
            self.error
        )
    }
}

impl std::error::Error for IllegalMove {}

/// Why a match stopped before its last game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// A player named an illegal move (a bug).
    IllegalMove(IllegalMove),
    /// [`MatchOptions::distinct_openings`]: after `pairs` pairs, no
    /// opening was left that no pair had played.
    TooFewOpenings { pairs: u32 },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::IllegalMove(e) => e.fmt(f),
            MatchError::TooFewOpenings { pairs } => write!(
                f,
                "only {pairs} distinct openings found: play fewer games or more random opening moves"
            ),
        }
    }
}

impl std::error::Error for MatchError {}

/// Plays a match between two player specs; `on_game` sees every finished
/// game. Single-threaded, and reproducible under node budgets.
pub fn play_match<G: Searchable>(
    rules: &G::Rules,
    a: ComputerSpec,
    b: ComputerSpec,
    options: &MatchOptions,
    mut on_game: impl FnMut(&GameReport<G>),
) -> Result<Tally, MatchError> {
    let mut player_a = ComputerPlayer::<G>::from_spec(rules.clone(), a, options.seed ^ 0xA);
    let mut player_b = ComputerPlayer::<G>::from_spec(rules.clone(), b, options.seed ^ 0xB);
    player_a.set_threads(options.threads);
    player_b.set_threads(options.threads);
    play_players(
        rules,
        [&a, &b],
        [&mut player_a, &mut player_b],
        options,
        None,
        &mut on_game,
    )
}

/// [`play_match`] with players already built (tuning plays weight
/// vectors), and optionally with openings computed beforehand (pair `i`
/// plays `openings[i % len]`), which a tuning run reuses from match to match.
pub fn play_players<G: Searchable>(
    rules: &G::Rules,
    specs: [&ComputerSpec; 2],
    players: [&mut ComputerPlayer<G>; 2],
    options: &MatchOptions,
    openings: Option<&[Opening<G>]>,
    on_game: &mut dyn FnMut(&GameReport<G>),
) -> Result<Tally, MatchError> {
    let mut tally = Tally::default();
    let [player_a, player_b] = players;
    let [a, b] = [0, 1].map(|i| Seat {
        spec: specs[i],
        arranges: options.arrangers[i],
    });
    let mut source = OpeningSource::new(rules, openings);
    for index in 0..options.games {
        let a_side = if index % 2 == 0 {
            Side::South
        } else {
            Side::North
        };
        let seats = if a_side == Side::South {
            [a, b]
        } else {
            [b, a]
        };
        let open = source.for_game(rules, options, index, seats)?;
        let players = [&mut *player_a, &mut *player_b];
        let report = play_game(rules, players, options, index, a_side, open)?;
        tally.add(report.a_won());
        on_game(&report);
    }
    Ok(tally)
}

/// Game `index` of a match, from `open`: `players` are A and B, A on
/// `a_side`.
fn play_game<G: Searchable>(
    rules: &G::Rules,
    players: [&mut ComputerPlayer<G>; 2],
    options: &MatchOptions,
    index: u32,
    a_side: Side,
    open: Opening<G>,
) -> Result<GameReport<G>, MatchError> {
    let [player_a, player_b] = players;
    let Opening { mut history, start } = open;
    let mut position = start;
    player_a.new_game();
    player_b.new_game();
    let mut record = G::new_record(rules, start);
    let mut outcome = G::outcome(&position, rules);
    let mut moves = 0;
    while outcome.is_none() && moves < options.max_moves {
        let side = G::side_to_move(&position);
        let player = if side == a_side {
            &mut *player_a
        } else {
            &mut *player_b
        };
        let Some(mv) = player.choose(&position, &history, None).best else {
            break;
        };
        moves += 1;
        let (next, result) = G::record_move(&mut record, mv).map_err(|e| {
            MatchError::IllegalMove(IllegalMove {
                game: index,
                position: position.to_string(),
                mv: mv.to_string(),
                error: e.to_string(),
            })
        })?;
        history.push(position);
        position = next;
        outcome = result;
    }
    Ok(GameReport {
        index,
        a_side,
        start,
        outcome,
        moves,
    })
}

/// Where a match's openings come from: a list given beforehand (pair `i`
/// plays `given[i % len]`), or drawn pair by pair, once for both games of
/// a pair unless its set-up depends on who sits where.
struct OpeningSource<'a, G: Searchable> {
    given: Option<&'a [Opening<G>]>,
    /// The search that rates the random moves of a drawn opening.
    opener: Searcher<G>,
    /// The last pair's opening, drawn for its first game.
    computed: Option<(u32, Opening<G>)>,
    /// The starts drawn so far, with [`MatchOptions::distinct_openings`].
    used: std::collections::HashSet<G::Position>,
}

impl<'a, G: Searchable> OpeningSource<'a, G> {
    fn new(rules: &G::Rules, given: Option<&'a [Opening<G>]>) -> OpeningSource<'a, G> {
        OpeningSource {
            given,
            opener: Searcher::<G>::new(rules.clone()).with_table_bytes(1 << 20),
            computed: None,
            used: std::collections::HashSet::new(),
        }
    }

    /// The opening of game `index`, South's and North's players `seats`.
    fn for_game(
        &mut self,
        rules: &G::Rules,
        options: &MatchOptions,
        index: u32,
        seats: [Seat; 2],
    ) -> Result<Opening<G>, MatchError> {
        let pair = index / 2;
        if let Some(list) = self.given.filter(|list| !list.is_empty()) {
            return Ok(list[pair as usize % list.len()].clone());
        }
        // A custom set-up depends on who sits where: recompute it, and
        // keep each game's apart.
        let by_seat = G::Strategy::setup_depends_on_players(options);
        if let Some((p, o)) = &self.computed
            && *p == pair
            && !by_seat
        {
            return Ok(o.clone());
        }
        let o = if options.distinct_openings && (by_seat || index.is_multiple_of(2)) {
            let o = unused_opening(rules, options, pair, seats, &mut self.opener, &self.used)
                .ok_or(MatchError::TooFewOpenings { pairs: pair })?;
            self.used.insert(o.start);
            o
        } else {
            opening(rules, options, pair, seats, &mut self.opener)
        };
        self.computed = Some((pair, o.clone()));
        Ok(o)
    }
}

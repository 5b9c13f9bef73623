//! Puzzles proved by the engine: positions from real games where exactly one
//! move reaches a theme's goal, each with the proof a deterministic search
//! gave, and a checker that proves it again from scratch.
//!
//! A puzzle is data (serde JSON, see `assets/puzzles/`): the position in the
//! engine's notation, the rules options that differ from the defaults, the
//! earlier positions when the repetition rule bears on it, the solution, the
//! theme, a difficulty and the proof. Proofs are bounded by depth and nodes,
//! never by time, so [`check`] gives the same answer on every machine.
//!
//! ```
//! use mancala::puzzles::{Theme, check, detect_oware};
//!
//! // South's d sows 5 seeds and captures 2 + 2 + 2; no other move takes
//! // more than 2.
//! let position = "3,4,0,1,1,1/5,4,4,5,0,0 S 10-10".parse().unwrap();
//! let puzzle = detect_oware(&position, &[], &Default::default()).unwrap();
//! assert_eq!(puzzle.theme, Theme::BigCapture);
//! assert_eq!(puzzle.solution, ["d"]);
//! assert_eq!(check(&puzzle), Ok(puzzle.proof.clone()));
//! ```

mod generate;
mod omweso;
mod oware;
mod prove;

pub use generate::{
    GenerateOptions, Generated, detect_omweso, detect_oware, generate_omweso, generate_oware,
};

use crate::game::{Omweso, Oware};
use crate::games::GameId;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::fmt;

/// What a puzzle asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Omweso: the one move that wins the game this very move, by whatever
    /// result the rules give.
    WinNow,
    /// Oware: the one move that starts a forced win in N of the mover's
    /// moves (the solution lists the whole line).
    WinInN,
    /// The only move that does not lose by the deep search.
    OnlyMove,
    /// Oware, default grand-slam rule: a move that would take every seed of
    /// the opponent (so, by the rule, takes nothing) tempts; the solution
    /// is the one good move, and no grand slam.
    AvoidGrandSlam,
    /// A capture of many seeds where every other move captures less than
    /// half as many, and the search confirms it is the only good move.
    BigCapture,
}

impl Theme {
    pub const ALL: [Theme; 5] = [
        Theme::WinNow,
        Theme::WinInN,
        Theme::OnlyMove,
        Theme::AvoidGrandSlam,
        Theme::BigCapture,
    ];

    /// The kebab-case name the files use.
    pub fn name(self) -> &'static str {
        match self {
            Theme::WinNow => "win-now",
            Theme::WinInN => "win-in-n",
            Theme::OnlyMove => "only-move",
            Theme::AvoidGrandSlam => "avoid-grand-slam",
            Theme::BigCapture => "big-capture",
        }
    }

    /// The themes of a game, in the order a position is tried against them.
    pub fn of_game(game: GameId) -> &'static [Theme] {
        match game {
            GameId::Omweso => &[Theme::WinNow, Theme::OnlyMove, Theme::BigCapture],
            GameId::Oware => &[
                Theme::WinInN,
                Theme::OnlyMove,
                Theme::AvoidGrandSlam,
                Theme::BigCapture,
            ],
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How far the solution must stand above every other move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Requirement {
    /// At least this many hundredths of a seed above the best other move.
    Lead(i32),
    /// The solution is a proven win and no other move is.
    OnlyWin,
    /// Every other move is a proven loss and the solution is not.
    OnlySurvivor,
}

impl fmt::Display for Requirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Requirement::Lead(l) => write!(f, "a lead of {:.2} seeds", *l as f64 / 100.0),
            Requirement::OnlyWin => f.write_str("a proven win against no proven win"),
            Requirement::OnlySurvivor => f.write_str("no proven loss against proven losses"),
        }
    }
}

/// The bounds of a proving search: deterministic on every machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProofLimits {
    /// Plies (complete moves) every move is searched to.
    pub depth: u32,
    /// The node budget: a search that needs more has proved nothing.
    pub nodes: u64,
}

/// The deepest proving search the checker runs.
pub const MAX_PROOF_DEPTH: u32 = 16;
/// The largest node budget the checker grants a proof.
pub const MAX_PROOF_NODES: u64 = 20_000_000;

/// What the proving search found, for the first move of the solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Proof {
    pub limits: ProofLimits,
    pub requirement: Requirement,
    /// Nodes the proving search used.
    pub nodes: u64,
    /// The solution's score for the mover, in the engine's units (see
    /// [`crate::ai::WIN`]), and in words.
    pub solution_score: i32,
    pub solution_value: String,
    /// The best other move, its score and its value in words.
    pub best_other: String,
    pub best_other_score: i32,
    pub best_other_value: String,
    /// `solution_score - best_other_score`.
    pub margin: i32,
}

/// What the difficulty is computed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hardness {
    /// The shallowest search depth from which the solution is the one best
    /// move at every depth up to the proof's.
    pub found_at_depth: u32,
    /// Other moves that capture more at once than the solution, or that a
    /// one-move look rates at least as high.
    pub tempting_moves: u32,
}

impl Hardness {
    /// 1 easy, 2 medium, 3 hard: a deeper search needed and more tempting
    /// wrong moves both make a puzzle harder.
    pub fn difficulty(self) -> u8 {
        let depth = match self.found_at_depth {
            0 | 1 => 0,
            2 | 3 => 1,
            _ => 2,
        };
        let temptation = match self.tempting_moves {
            0 => 0,
            1 | 2 => 1,
            _ => 2,
        };
        match depth + temptation {
            0 => 1,
            1 | 2 => 2,
            _ => 3,
        }
    }
}

/// One puzzle, as the files hold it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Stable: the game, the theme and a hash of the position, rules and history.
    pub id: String,
    pub game: GameId,
    /// The position in the game's notation.
    pub position: String,
    /// The rules options that differ from the defaults, as in the game's
    /// records (`{"akakyala": true}`).
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub rules: Map<String, Value>,
    /// Earlier positions, oldest first, when the repetition rule bears on
    /// the proof (else empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<String>,
    pub theme: Theme,
    /// 1 easy, 2 medium, 3 hard ([`Hardness::difficulty`]).
    pub difficulty: u8,
    pub hardness: Hardness,
    /// The moves in notation: the mover's solution, then for a line the
    /// forced reply, the next solution, and so on.
    pub solution: Vec<String>,
    pub proof: Proof,
}

impl Puzzle {
    /// The puzzle's rules: the game's defaults with the puzzle's options.
    pub fn rules<R>(&self) -> Result<R, String>
    where
        R: Serialize + serde::de::DeserializeOwned + Default,
    {
        prove::rules_from_diff(&self.rules)
    }
}

/// Why a puzzle was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The rules options cannot be rebuilt.
    Rules(String),
    /// The position (`which` = "position") or a history entry ("history 2")
    /// does not parse.
    Position { which: String, why: String },
    /// The game is over in the position, or it has a single legal move:
    /// nothing to find.
    NothingToFind(String),
    /// The theme is not one of the puzzle's game.
    ThemeOfOtherGame(Theme),
    /// The difficulty is not 1-3 or does not follow from the hardness.
    Difficulty(String),
    /// The proof's limits are out of the checker's range.
    Limits(String),
    /// A solution move does not parse, is illegal, or the solution has the
    /// wrong length for its theme.
    Solution(String),
    /// The search did not finish its depth within the node budget.
    Incomplete { depth: u32, nodes: u64 },
    /// Another move scores better than the solution.
    NotBest {
        solution: String,
        better: String,
        score: String,
    },
    /// No other move is better, but the solution does not stand out by the
    /// theme's requirement.
    NotUnique {
        best_other: String,
        margin: i32,
        requirement: Requirement,
    },
    /// The theme's own claim does not hold.
    Theme(String),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Rules(why) => write!(f, "bad rules options: {why}"),
            PuzzleError::Position { which, why } => write!(f, "bad {which}: {why}"),
            PuzzleError::NothingToFind(why) => write!(f, "nothing to find: {why}"),
            PuzzleError::ThemeOfOtherGame(t) => write!(f, "{t} is not a theme of this game"),
            PuzzleError::Difficulty(why) => write!(f, "bad difficulty: {why}"),
            PuzzleError::Limits(why) => write!(f, "bad proof limits: {why}"),
            PuzzleError::Solution(why) => write!(f, "bad solution: {why}"),
            PuzzleError::Incomplete { depth, nodes } => write!(
                f,
                "the search did not finish depth {depth} within {nodes} nodes"
            ),
            PuzzleError::NotBest {
                solution,
                better,
                score,
            } => write!(
                f,
                "{better} ({score}) is better than the solution {solution}"
            ),
            PuzzleError::NotUnique {
                best_other,
                margin,
                requirement,
            } => write!(
                f,
                "not unique: {best_other} comes within {:.2} seeds, and the theme needs {requirement}",
                *margin as f64 / 100.0
            ),
            PuzzleError::Theme(why) => write!(f, "the theme does not hold: {why}"),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// Proves a puzzle again from scratch: rebuilds the rules and the position,
/// runs the same deterministic search under the puzzle's limits, and checks
/// that the solution is legal, unique by the theme's requirement, and that
/// the theme's claim holds. The fresh proof on success.
pub fn check(puzzle: &Puzzle) -> Result<Proof, PuzzleError> {
    match puzzle.game {
        GameId::Omweso => prove::check_as::<Omweso>(puzzle),
        GameId::Oware => prove::check_as::<Oware>(puzzle),
    }
}

/// Reads a file's JSON array of puzzles.
pub fn read_puzzles(json: &[u8]) -> Result<Vec<Puzzle>, String> {
    serde_json::from_slice(json).map_err(|e| format!("not a list of puzzles: {e}"))
}

/// Writes puzzles as the files hold them: a pretty JSON array.
pub fn write_puzzles(puzzles: &[Puzzle]) -> String {
    let mut text = serde_json::to_string_pretty(puzzles).expect("puzzles always serialise");
    text.push('\n');
    text
}

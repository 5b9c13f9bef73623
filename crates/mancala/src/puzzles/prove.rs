//! The proving search and the checker: every root move scored exactly by a
//! depth- and node-bounded search, the solution judged against the best
//! other move by the theme's requirement, then the theme's own claim.

use super::{
    MAX_PROOF_DEPTH, MAX_PROOF_NODES, Proof, ProofLimits, Puzzle, PuzzleError, Requirement, Theme,
};
use crate::ai::Searchable;
use crate::ai::{Child, Level, SearchLimits, Searcher, WIN_MIN, describe_score};
use crate::games::GameId;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// The transposition table of a proving search: a fixed size, since the
/// table's size can change which entries survive and so the node count.
pub(crate) const PROOF_TABLE_BYTES: usize = 4 << 20;

/// What the puzzles need of a game beyond [`Game`]: only the games that
/// offer puzzles (Omweso, Oware) implement it.
pub(crate) trait PuzzleGame: Searchable {
    const GAME: GameId;
    /// The fewest seeds a big-capture puzzle captures.
    const BIG_CAPTURE: i32;
    /// The lead over every other move (hundredths of a seed) that
    /// big-capture and avoid-grand-slam puzzles need.
    const LEAD: i32;
    /// The search that proves a single-move puzzle.
    const LIMITS: ProofLimits;

    /// The rules options that differ from the defaults.
    fn rules_to_map(rules: &Self::Rules) -> Map<String, Value>;
    /// The rules from those options; `Err` for an unknown option or value.
    fn rules_from_map(map: &Map<String, Value>) -> Result<Self::Rules, String>;
    /// The theme's own claim about the solution `root.scores[solution]`,
    /// beyond the requirement (what the move does on the board).
    fn claim(theme: Theme, root: &Root<'_, Self>, solution: usize) -> Result<(), String>;
    /// The pairs of levels that play each other to find puzzles, in turn.
    const PAIRS: &'static [(Level, Level)];
    /// The rules and the start of self-play game `index`.
    fn game_start(index: u32) -> (Self::Rules, Self::Position);
}

/// The root of a proving search: every legal move with its score for the
/// side to move, in generation order.
pub(crate) struct Root<'a, G: Searchable> {
    pub position: G::Position,
    pub rules: &'a G::Rules,
    pub history: &'a [G::Position],
    pub scores: Vec<(Child<G>, i32)>,
    pub nodes: u64,
    pub limits: ProofLimits,
}

impl<G: Searchable> Root<'_, G> {
    /// The best-scored move other than `solution` (the first of equals).
    pub fn best_other(&self, solution: usize) -> Option<usize> {
        (0..self.scores.len())
            .filter(|&i| i != solution)
            .max_by_key(|&i| (self.scores[i].1, std::cmp::Reverse(i)))
    }

    /// The best-scored move (the first of equals).
    pub fn best(&self) -> Option<usize> {
        (0..self.scores.len()).max_by_key(|&i| (self.scores[i].1, std::cmp::Reverse(i)))
    }

    pub fn child(&self, i: usize) -> &Child<G> {
        &self.scores[i].0
    }
}

/// Scores every root move with a fresh searcher under `limits`; a puzzle
/// needs at least two legal moves.
pub(crate) fn search_root<'a, G: PuzzleGame>(
    position: G::Position,
    history: &'a [G::Position],
    rules: &'a G::Rules,
    limits: ProofLimits,
) -> Result<Root<'a, G>, PuzzleError> {
    let root = score_all(position, history, rules, limits)?;
    if root.scores.len() < 2 {
        return Err(PuzzleError::NothingToFind(format!(
            "{position} has {} legal moves",
            root.scores.len()
        )));
    }
    Ok(root)
}

/// [`search_root`] for any number of legal moves.
pub(crate) fn score_all<'a, G: PuzzleGame>(
    position: G::Position,
    history: &'a [G::Position],
    rules: &'a G::Rules,
    limits: ProofLimits,
) -> Result<Root<'a, G>, PuzzleError> {
    let mut searcher = Searcher::<G>::new(rules.clone())
        .with_table_bytes(PROOF_TABLE_BYTES)
        .full_width();
    let search = SearchLimits {
        movetime: None,
        nodes: Some(limits.nodes),
        depth: Some(limits.depth),
    };
    let (scores, completed) = searcher.root_scores(&position, history, &search, None);
    if completed < limits.depth && !scores.is_empty() {
        return Err(PuzzleError::Incomplete {
            depth: limits.depth,
            nodes: limits.nodes,
        });
    }
    Ok(Root {
        position,
        rules,
        history,
        scores,
        nodes: searcher.nodes(),
        limits,
    })
}

/// What a theme needs of the solution against the best other move.
pub(crate) fn requirement<G: PuzzleGame>(theme: Theme) -> Requirement {
    match theme {
        Theme::WinNow | Theme::WinInN => Requirement::OnlyWin,
        Theme::OnlyMove => Requirement::OnlySurvivor,
        Theme::BigCapture | Theme::AvoidGrandSlam => Requirement::Lead(G::LEAD),
    }
}

/// Judges the solution against every other move: better than all, and
/// standing out by `requirement`.
pub(crate) fn judge<G: PuzzleGame>(
    root: &Root<'_, G>,
    solution: usize,
    requirement: Requirement,
) -> Result<Proof, PuzzleError> {
    let Some(other) = root.best_other(solution) else {
        return Err(PuzzleError::NothingToFind("a single legal move".into()));
    };
    let (sol_child, sol) = &root.scores[solution];
    let (other_child, best) = &root.scores[other];
    if best > sol {
        return Err(PuzzleError::NotBest {
            solution: sol_child.mv.to_string(),
            better: other_child.mv.to_string(),
            score: describe_score::<G>(*best),
        });
    }
    let margin = sol.saturating_sub(*best);
    let stands_out = match requirement {
        Requirement::Lead(lead) => margin >= lead,
        Requirement::OnlyWin => *sol >= WIN_MIN && *best < WIN_MIN,
        Requirement::OnlySurvivor => *sol > -WIN_MIN && *best <= -WIN_MIN,
    };
    if !stands_out {
        return Err(PuzzleError::NotUnique {
            best_other: other_child.mv.to_string(),
            margin,
            requirement,
        });
    }
    Ok(Proof {
        limits: root.limits,
        requirement,
        nodes: root.nodes,
        solution_score: *sol,
        solution_value: describe_score::<G>(*sol),
        best_other: other_child.mv.to_string(),
        best_other_score: *best,
        best_other_value: describe_score::<G>(*best),
        margin,
    })
}

/// The index of the solution's move among the root's, by its notation.
pub(crate) fn find_move<G: PuzzleGame>(
    root: &Root<'_, G>,
    text: &str,
) -> Result<usize, PuzzleError> {
    if let Some(i) = root
        .scores
        .iter()
        .position(|(c, _)| c.mv.to_string() == text)
    {
        return Ok(i);
    }
    let mv = G::parse_move(text).map_err(|e| PuzzleError::Solution(format!("{text:?}: {e}")))?;
    match G::apply(&root.position, root.rules, mv) {
        Err(e) => Err(PuzzleError::Solution(format!("{text}: {e}"))),
        Ok(_) => Err(PuzzleError::Solution(format!(
            "{text} is legal but not written as the engine writes it, or presumed never-ending"
        ))),
    }
}

/// Proves the single-move puzzle `solution` of `theme` (not a line).
pub(crate) fn prove_move<G: PuzzleGame>(
    theme: Theme,
    position: G::Position,
    history: &[G::Position],
    rules: &G::Rules,
    limits: ProofLimits,
    solution: &str,
) -> Result<Proof, PuzzleError> {
    let root = search_root::<G>(position, history, rules, limits)?;
    let i = find_move(&root, solution)?;
    let proof = judge(&root, i, requirement::<G>(theme))?;
    G::claim(theme, &root, i).map_err(PuzzleError::Theme)?;
    Ok(proof)
}

/// One of the mover's moves in a winning line: the only move that wins
/// within the plies searched (or the only legal move, winning), and the
/// line's last move wins at once while the others leave the game going.
/// The proof, where there was a choice.
pub(crate) fn step_child<G: PuzzleGame>(
    root: &Root<'_, G>,
    pick: usize,
    last: bool,
) -> Result<Option<Proof>, PuzzleError> {
    let child = root.child(pick);
    let proof = if root.scores.len() == 1 {
        if root.scores[pick].1 < WIN_MIN {
            return Err(PuzzleError::Theme(format!("{} does not win", child.mv)));
        }
        None
    } else {
        Some(judge(root, pick, Requirement::OnlyWin)?)
    };
    let mover = G::side_to_move(&root.position);
    match (&child.outcome, last) {
        (Some(o), true) if G::winner(o) == Some(mover) => Ok(proof),
        (_, true) => Err(PuzzleError::Theme(format!(
            "the line's last move {} does not win at once",
            child.mv
        ))),
        (Some(_), false) => Err(PuzzleError::Theme(format!(
            "the game ends with {}, before the line does",
            child.mv
        ))),
        (None, false) => Ok(proof),
    }
}

/// Proves a forced win in N moves: `line` is the mover's solution, the
/// reply, the next solution, …, 2N − 1 moves. At each of the mover's turns
/// the listed move is the only one that wins within the moves left (the
/// search's depth is the plies left), the last one ends the game with the
/// mover winning, and no move at the start wins in fewer than N moves.
pub(crate) fn prove_line<G: PuzzleGame>(
    position: G::Position,
    history: &[G::Position],
    rules: &G::Rules,
    limits: ProofLimits,
    line: &[String],
) -> Result<Proof, PuzzleError> {
    let plies = line_plies(line, limits)?;
    let first = search_root::<G>(position, history, rules, limits)?;
    let s = find_move(&first, &line[0])?;
    let proof = step_child(&first, s, plies == 1)?
        .ok_or_else(|| PuzzleError::NothingToFind("a single legal move".into()))?;
    let mut now = first.child(s).pos;
    let mut seen = history.to_vec();
    seen.push(position);
    for (i, text) in line.iter().enumerate().skip(1) {
        let next = if i % 2 == 0 {
            let depth = ProofLimits {
                depth: plies - i as u32,
                ..limits
            };
            let root = score_all::<G>(now, &seen, rules, depth)?;
            let s = find_move(&root, text)?;
            step_child(&root, s, i + 1 == line.len())?;
            root.child(s).pos
        } else {
            play_reply::<G>(now, rules, text)?
        };
        seen.push(now);
        now = next;
    }
    if plies > 1 {
        let shorter = ProofLimits {
            depth: plies - 2,
            ..limits
        };
        no_shorter_win(&search_root::<G>(position, history, rules, shorter)?)?;
    }
    Ok(proof)
}

/// The plies of a win-in-N line, 2N - 1 moves, which its proof searches.
fn line_plies(line: &[String], limits: ProofLimits) -> Result<u32, PuzzleError> {
    if line.len().is_multiple_of(2) {
        return Err(PuzzleError::Solution(format!(
            "a win in N lists 2N - 1 moves, not {}",
            line.len()
        )));
    }
    let plies = line.len() as u32;
    if limits.depth != plies {
        return Err(PuzzleError::Limits(format!(
            "a line of {plies} moves is proved at depth {plies}, not {}",
            limits.depth
        )));
    }
    Ok(plies)
}

/// The position after the line's reply `text` from `now`, which must not
/// end the game.
fn play_reply<G: PuzzleGame>(
    now: G::Position,
    rules: &G::Rules,
    text: &str,
) -> Result<G::Position, PuzzleError> {
    let mv =
        G::parse_move(text).map_err(|e| PuzzleError::Solution(format!("reply {text:?}: {e}")))?;
    let (next, outcome) = G::apply(&now, rules, mv)
        .map_err(|e| PuzzleError::Solution(format!("reply {text}: {e}")))?;
    if outcome.is_some() {
        return Err(PuzzleError::Theme(format!(
            "the game ends with the reply {text}"
        )));
    }
    Ok(next)
}

/// Fails if the best move of `root`, searched two plies short of the
/// line, already wins.
fn no_shorter_win<G: PuzzleGame>(root: &Root<'_, G>) -> Result<(), PuzzleError> {
    if let Some(b) = root.best()
        && root.scores[b].1 >= WIN_MIN
    {
        return Err(PuzzleError::Theme(format!(
            "{} wins in fewer moves ({})",
            root.child(b).mv,
            describe_score::<G>(root.scores[b].1)
        )));
    }
    Ok(())
}

/// Proves a puzzle as [`super::check`] does, for the game `G`.
pub(crate) fn check_as<G: PuzzleGame>(puzzle: &Puzzle) -> Result<Proof, PuzzleError> {
    if !Theme::of_game(G::GAME).contains(&puzzle.theme) {
        return Err(PuzzleError::ThemeOfOtherGame(puzzle.theme));
    }
    let computed = puzzle.hardness.difficulty();
    if puzzle.difficulty != computed {
        return Err(PuzzleError::Difficulty(format!(
            "{} where the hardness gives {computed}",
            puzzle.difficulty
        )));
    }
    let rules = G::rules_from_map(&puzzle.rules).map_err(PuzzleError::Rules)?;
    let parse = |which: String, text: &str| {
        G::parse_position(text).map_err(|why| PuzzleError::Position { which, why })
    };
    let position = parse("position".into(), &puzzle.position)?;
    let history = puzzle
        .history
        .iter()
        .enumerate()
        .map(|(i, text)| parse(format!("history entry {}", i + 1), text))
        .collect::<Result<Vec<_>, _>>()?;
    let limits = puzzle.proof.limits;
    if !(1..=MAX_PROOF_DEPTH).contains(&limits.depth)
        || !(1..=MAX_PROOF_NODES).contains(&limits.nodes)
    {
        return Err(PuzzleError::Limits(format!(
            "depth {} and {} nodes: the checker allows depth 1-{MAX_PROOF_DEPTH} and 1-{MAX_PROOF_NODES} nodes",
            limits.depth, limits.nodes
        )));
    }
    match (puzzle.theme, puzzle.solution.as_slice()) {
        (Theme::WinInN, line) if !line.is_empty() => {
            prove_line::<G>(position, &history, &rules, limits, line)
        }
        (theme, [solution]) => prove_move::<G>(theme, position, &history, &rules, limits, solution),
        (theme, line) => Err(PuzzleError::Solution(format!(
            "a {theme} puzzle has one solution move, not {}",
            line.len()
        ))),
    }
}

/// The options of `rules` that differ from the defaults.
pub(crate) fn rules_diff<R: Serialize + Default>(rules: &R) -> Map<String, Value> {
    match (
        serde_json::to_value(rules),
        serde_json::to_value(R::default()),
    ) {
        (Ok(Value::Object(mine)), Ok(Value::Object(default))) => mine
            .into_iter()
            .filter(|(k, v)| default.get(k) != Some(v))
            .collect(),
        _ => Map::new(),
    }
}

/// Rules from their options that differ from the defaults; an option the
/// rules do not have is an error.
pub(crate) fn rules_from_diff<R: Serialize + DeserializeOwned + Default>(
    map: &Map<String, Value>,
) -> Result<R, String> {
    if let Ok(Value::Object(known)) = serde_json::to_value(R::default())
        && let Some(unknown) = map.keys().find(|k| !known.contains_key(*k))
    {
        return Err(format!("unknown option {unknown:?}"));
    }
    serde_json::from_value(Value::Object(map.clone())).map_err(|e| e.to_string())
}

/// Big capture: at least `G::BIG_CAPTURE` seeds, every other move less than
/// half as many.
pub(crate) fn big_capture_claim<G: PuzzleGame>(
    root: &Root<'_, G>,
    solution: usize,
) -> Result<(), String> {
    let gain = root.child(solution).gain;
    if gain < G::BIG_CAPTURE {
        return Err(format!(
            "the solution captures {gain} seeds, fewer than {}",
            G::BIG_CAPTURE
        ));
    }
    match root
        .scores
        .iter()
        .enumerate()
        .find(|(i, (c, _))| *i != solution && 2 * c.gain >= gain)
    {
        Some((_, (c, _))) => Err(format!(
            "{} captures {} seeds, at least half as many as the solution's {gain}",
            c.mv, c.gain
        )),
        None => Ok(()),
    }
}

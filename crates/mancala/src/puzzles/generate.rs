//! Generating puzzles: the positions of game records and of games the
//! engine plays against itself at several levels (seeded, so the same
//! options give the same puzzles), each tried against the game's themes.
//! Whatever passes is proved again by [`super::check`] before it is kept.

use super::prove::{PuzzleGame, judge, requirement, score_all, search_root, step_child};
use super::{Hardness, Proof, ProofLimits, Puzzle, Requirement, Theme, check};
use crate::ai::Searchable;
use crate::ai::{ComputerPlayer, SearchLimits, Searcher, WIN_MIN};
use crate::game::{Game, Omweso, Oware};
use crate::{omweso, oware};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{Map, Value};
use std::collections::{HashSet, VecDeque};

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// Puzzles wanted.
    pub count: usize,
    /// The seed of the self-play games.
    pub seed: u64,
    /// Self-play games at most: the generation stops earlier once it has
    /// `count` puzzles spread over the themes and difficulties.
    pub max_games: u32,
    /// Earlier puzzles to keep where they still hold (their ids with them,
    /// so that what a player solved still counts): each is proved again and
    /// chosen before anything new of its theme.
    pub keep: Vec<Puzzle>,
}

impl GenerateOptions {
    /// `count` puzzles from seed `seed`, with room for rare themes: up to
    /// 40 games plus 10 per puzzle.
    pub fn new(count: usize, seed: u64) -> GenerateOptions {
        GenerateOptions {
            count,
            seed,
            max_games: 40 + 10 * count.min(1_000) as u32,
            keep: Vec::new(),
        }
    }
}

/// What a generation found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// At most `count`, easiest first.
    pub puzzles: Vec<Puzzle>,
    /// Self-play games played.
    pub games: u32,
    /// Distinct positions tried.
    pub positions: usize,
    /// Earlier puzzles of this game that still hold.
    pub kept: usize,
    /// New puzzles found before the selection.
    pub found: usize,
}

/// Omweso puzzles from `records` (all their positions), then from
/// self-play; `progress` gets a line per record and per game.
pub fn generate_omweso(
    options: &GenerateOptions,
    records: &[omweso::GameRecord],
    progress: &mut dyn FnMut(&str),
) -> Generated {
    generate::<Omweso>(options, records, progress)
}

/// Oware puzzles, as [`generate_omweso`].
pub fn generate_oware(
    options: &GenerateOptions,
    records: &[oware::GameRecord],
    progress: &mut dyn FnMut(&str),
) -> Generated {
    generate::<Oware>(options, records, progress)
}

/// The generator's detector on one Omweso position: the puzzle it makes
/// (the first of the game's themes that fits), proved; `history` holds the
/// game's earlier positions, oldest first.
pub fn detect_omweso(
    position: &omweso::Position,
    history: &[omweso::Position],
    rules: &omweso::Rules,
) -> Option<Puzzle> {
    find_puzzle::<Omweso>(*position, history, rules)
}

/// [`detect_omweso`] for Oware (`history`: the positions since the last
/// capture).
pub fn detect_oware(
    position: &oware::Position,
    history: &[oware::Position],
    rules: &oware::Rules,
) -> Option<Puzzle> {
    find_puzzle::<Oware>(*position, history, rules)
}

/// Random moves at the start of each self-play game, so that games differ.
const OPENING_MOVES: usize = 2;
/// A self-play game stops after this many moves.
const MAX_GAME_MOVES: usize = 300;
/// The longest win a win-in-n puzzle asks for, in the mover's moves.
const MAX_WIN_MOVES: u32 = 3;

/// A position to try, with the earlier positions the repetition rule sees.
type Candidate<G> = (<G as Game>::Position, Vec<<G as Game>::Position>);

fn generate<G: PuzzleGame>(
    options: &GenerateOptions,
    records: &[G::Record],
    progress: &mut dyn FnMut(&str),
) -> Generated {
    let themes = Theme::of_game(G::GAME);
    // Kept puzzles come first in the pool; the new ones follow.
    let mut pool = refresh_all::<G>(&options.keep, progress);
    let kept = pool.len();
    let mut seen: HashSet<String> = pool
        .iter()
        .map(|p| seen_key(&p.position, &p.rules))
        .collect();
    let kept_positions = seen.len();
    if !options.keep.is_empty() {
        progress(&format!("kept {kept}; {}", tally(&pool, themes)));
    }
    let mut try_all = |rules: &G::Rules, candidates: Vec<Candidate<G>>, pool: &mut Vec<Puzzle>| {
        let before = pool.len();
        for (position, history) in candidates {
            let key = seen_key(&position, &G::rules_to_map(rules));
            if seen.insert(key)
                && let Some(p) = find_puzzle::<G>(position, &history, rules)
            {
                pool.push(p);
            }
        }
        pool.len() - before
    };
    for (i, record) in records.iter().enumerate() {
        let read = G::recorded(record);
        let found = try_all(read.rules, record_positions::<G>(record), &mut pool);
        progress(&format!(
            "record {}: {} moves, {found} puzzles; {}",
            i + 1,
            read.moves.len(),
            tally(&pool, themes)
        ));
    }
    let mut games = 0;
    while games < options.max_games && !enough(&pool, options.count, themes) {
        let (rules, levels, candidates) = self_play::<G>(options.seed, games);
        let moves = candidates.len();
        let found = try_all(&rules, candidates, &mut pool);
        games += 1;
        progress(&format!(
            "game {games} ({levels}): {moves} moves, {found} puzzles; {}",
            tally(&pool, themes)
        ));
    }
    let positions = seen.len() - kept_positions;
    let found = pool.split_off(kept);
    Generated {
        games,
        positions,
        kept,
        found: found.len(),
        puzzles: select(pool, found, options.count, themes),
    }
}

/// What tells one tried position from another: the position and the rules
/// options (the history aside, as the detector tries it).
fn seen_key(position: &dyn std::fmt::Display, rules: &Map<String, Value>) -> String {
    format!("{position} {rules:?}")
}

/// The puzzles of `keep` that are of this game and still hold, proved
/// again; a line to `progress` for each that is dropped.
fn refresh_all<G: PuzzleGame>(keep: &[Puzzle], progress: &mut dyn FnMut(&str)) -> Vec<Puzzle> {
    keep.iter()
        .filter(|p| p.game == G::GAME)
        .filter_map(|old| match refresh::<G>(old) {
            Ok(p) => Some(p),
            Err(why) => {
                progress(&format!("{} is not kept: {why}", old.id));
                None
            }
        })
        .collect()
}

/// An earlier puzzle proved again by the engine as it is now: its id,
/// theme and solution as they were, its proof and hardness as the search
/// finds them now; why not, when it no longer holds.
fn refresh<G: PuzzleGame>(old: &Puzzle) -> Result<Puzzle, String> {
    let proof = check(old).map_err(|e| e.to_string())?;
    let rules = G::rules_from_map(&old.rules)?;
    let position = G::parse_position(&old.position)?;
    let history = old
        .history
        .iter()
        .map(|text| G::parse_position(text))
        .collect::<Result<Vec<_>, _>>()?;
    let solution = old.solution.first().ok_or("no solution")?;
    let hardness = hardness::<G>(position, &history, &rules, old.proof.limits, solution)
        .ok_or("the solution is not among the moves searched")?;
    Ok(Puzzle {
        difficulty: hardness.difficulty(),
        hardness,
        proof,
        ..old.clone()
    })
}

/// Every position of a record before each of its moves.
fn record_positions<G: Searchable>(record: &G::Record) -> Vec<Candidate<G>> {
    let read = G::recorded(record);
    let mut replay = G::new_record(read.rules, *read.start);
    let mut out = Vec::new();
    for &mv in read.moves {
        out.push(candidate::<G>(&replay));
        if G::record_move(&mut replay, mv).is_err() {
            break;
        }
    }
    out
}

fn candidate<G: Searchable>(record: &G::Record) -> Candidate<G> {
    let read = G::recorded(record);
    let earlier = read.history.split_last().map_or(&[][..], |(_, e)| e);
    (*read.current(), earlier.to_vec())
}

/// Self-play game `index`: its rules, its players, and every position
/// before a move of the players.
fn self_play<G: PuzzleGame>(seed: u64, index: u32) -> (G::Rules, String, Vec<Candidate<G>>) {
    let (rules, start) = G::game_start(index);
    let (a, b) = G::PAIRS[index as usize % G::PAIRS.len()];
    // Each pair of levels plays both sides in turn.
    let levels = if (index as usize / G::PAIRS.len()).is_multiple_of(2) {
        [a, b]
    } else {
        [b, a]
    };
    let game_seed = seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(index));
    let mut rng = SmallRng::seed_from_u64(game_seed);
    let mut players =
        levels.map(|l| ComputerPlayer::<G>::new(rules.clone(), l.settings::<G>(), rng.random()));
    let mut record = G::new_record(&rules, start);
    for _ in 0..OPENING_MOVES {
        let moves: Vec<G::Move> = G::successors(G::recorded(&record).current(), &rules)
            .into_iter()
            .filter(|(_, _, outcome)| outcome.is_none())
            .map(|(mv, _, _)| mv)
            .collect();
        if moves.is_empty()
            || G::record_move(&mut record, moves[rng.random_range(0..moves.len())]).is_err()
        {
            break;
        }
    }
    let mut out = Vec::new();
    while G::recorded(&record).result.is_none() && out.len() < MAX_GAME_MOVES {
        let (position, history) = candidate::<G>(&record);
        let player = &mut players[G::side_to_move(&position).index()];
        let Some(mv) = player.choose(&position, &history, None).best else {
            break;
        };
        out.push((position, history));
        if G::record_move(&mut record, mv).is_err() {
            break;
        }
    }
    let names = format!("S {} v N {}", levels[0], levels[1]);
    (rules, names, out)
}

/// Enough puzzles: `count` of them, and of each theme and each difficulty
/// a fair share (so that a selection can spread over them).
fn enough(pool: &[Puzzle], count: usize, themes: &[Theme]) -> bool {
    let theme_share = count / themes.len();
    let difficulty_share = count / 6;
    pool.len() >= count
        && themes
            .iter()
            .all(|t| pool.iter().filter(|p| p.theme == *t).count() >= theme_share)
        && (1..=3).all(|d| pool.iter().filter(|p| p.difficulty == d).count() >= difficulty_share)
}

fn tally(pool: &[Puzzle], themes: &[Theme]) -> String {
    let per_theme: Vec<String> = themes
        .iter()
        .map(|t| format!("{t} {}", pool.iter().filter(|p| p.theme == *t).count()))
        .collect();
    format!("{} so far ({})", pool.len(), per_theme.join(", "))
}

/// `count` puzzles taken from the themes in turn; within a theme the kept
/// ones first, then the found ones from the difficulties in turn; then
/// ordered from easy to hard.
fn select(kept: Vec<Puzzle>, found: Vec<Puzzle>, count: usize, themes: &[Theme]) -> Vec<Puzzle> {
    let mut queues: Vec<VecDeque<Puzzle>> = themes
        .iter()
        .map(|&theme| {
            let mut by_difficulty: Vec<VecDeque<Puzzle>> = (1..=3)
                .map(|d| {
                    found
                        .iter()
                        .filter(|p| p.theme == theme && p.difficulty == d)
                        .cloned()
                        .collect()
                })
                .collect();
            let mut queue: VecDeque<Puzzle> =
                kept.iter().filter(|p| p.theme == theme).cloned().collect();
            while by_difficulty.iter().any(|q| !q.is_empty()) {
                queue.extend(by_difficulty.iter_mut().filter_map(|q| q.pop_front()));
            }
            queue
        })
        .collect();
    let mut chosen = Vec::new();
    while chosen.len() < count && queues.iter().any(|q| !q.is_empty()) {
        for queue in &mut queues {
            if chosen.len() < count
                && let Some(p) = queue.pop_front()
            {
                chosen.push(p);
            }
        }
    }
    chosen.sort_by(|a, b| {
        let key = |p: &Puzzle| {
            (
                p.difficulty,
                p.hardness.found_at_depth,
                p.hardness.tempting_moves,
                p.theme,
            )
        };
        key(a).cmp(&key(b)).then_with(|| a.id.cmp(&b.id))
    });
    chosen
}

/// The first theme `position` makes a puzzle of, proved.
fn find_puzzle<G: PuzzleGame>(
    position: G::Position,
    history: &[G::Position],
    rules: &G::Rules,
) -> Option<Puzzle> {
    let root = search_root::<G>(position, history, rules, G::LIMITS).ok()?;
    let best = root.best()?;
    for &theme in Theme::of_game(G::GAME) {
        let solution = if theme == Theme::WinInN {
            if root.scores[best].1 < WIN_MIN {
                continue;
            }
            match (1..=MAX_WIN_MOVES).find_map(|n| win_line::<G>(position, history, rules, n)) {
                Some(line) => line,
                None => continue,
            }
        } else {
            if judge(&root, best, requirement::<G>(theme)).is_err()
                || G::claim(theme, &root, best).is_err()
            {
                continue;
            }
            vec![root.child(best).mv.to_string()]
        };
        let limits = match theme {
            Theme::WinInN => ProofLimits {
                depth: solution.len() as u32,
                ..G::LIMITS
            },
            _ => G::LIMITS,
        };
        if let Some(p) = finish::<G>(theme, position, history, rules, limits, solution) {
            return Some(p);
        }
    }
    None
}

/// The line of a forced win in `n` moves: at the mover's turns the one move
/// that wins in the moves left, at the opponent's the reply that resists
/// longest by the search.
fn win_line<G: PuzzleGame>(
    position: G::Position,
    history: &[G::Position],
    rules: &G::Rules,
    n: u32,
) -> Option<Vec<String>> {
    let plies = 2 * n - 1;
    let mut line = Vec::new();
    let mut now = position;
    let mut seen = history.to_vec();
    for i in 0..plies {
        let limits = ProofLimits {
            depth: plies - i,
            ..G::LIMITS
        };
        let root = score_all::<G>(now, &seen, rules, limits).ok()?;
        let pick = root.best()?;
        if i % 2 == 0 {
            step_child(&root, pick, i + 1 == plies).ok()?;
        }
        let child = *root.child(pick);
        line.push(child.mv.to_string());
        seen.push(now);
        now = child.pos;
    }
    Some(line)
}

/// The puzzle with its proof: standalone if the proof holds without the
/// game's history, else with it; `None` if the checker refuses it.
fn finish<G: PuzzleGame>(
    theme: Theme,
    position: G::Position,
    history: &[G::Position],
    rules: &G::Rules,
    limits: ProofLimits,
    solution: Vec<String>,
) -> Option<Puzzle> {
    let unproved = Hardness {
        found_at_depth: 1,
        tempting_moves: 0,
    };
    let mut puzzle = Puzzle {
        id: String::new(),
        game: G::GAME,
        position: position.to_string(),
        rules: G::rules_to_map(rules),
        history: Vec::new(),
        theme,
        difficulty: unproved.difficulty(),
        hardness: unproved,
        solution,
        proof: Proof {
            limits,
            requirement: Requirement::OnlyWin,
            nodes: 0,
            solution_score: 0,
            solution_value: String::new(),
            best_other: String::new(),
            best_other_score: 0,
            best_other_value: String::new(),
            margin: 0,
        },
    };
    let (proof, history) = match check(&puzzle) {
        Ok(proof) => (proof, &[][..]),
        Err(_) if !history.is_empty() => {
            puzzle.history = history.iter().map(|p| p.to_string()).collect();
            (check(&puzzle).ok()?, history)
        }
        Err(_) => return None,
    };
    puzzle.proof = proof;
    puzzle.hardness = hardness::<G>(position, history, rules, limits, &puzzle.solution[0])?;
    puzzle.difficulty = puzzle.hardness.difficulty();
    puzzle.id = puzzle_id(&puzzle);
    Some(puzzle)
}

/// How hard the first move is to find: the shallowest depth from which it
/// is the one best move at every depth up to the proof's, and the other
/// moves that capture more at once or look at least as good one move ahead.
fn hardness<G: PuzzleGame>(
    position: G::Position,
    history: &[G::Position],
    rules: &G::Rules,
    limits: ProofLimits,
    solution: &str,
) -> Option<Hardness> {
    let mut searcher = Searcher::<G>::new(rules.clone())
        .with_table_bytes(super::prove::PROOF_TABLE_BYTES)
        .full_width();
    let mut found_at_depth = 1;
    let mut tempting_moves = 0;
    for depth in 1..=limits.depth {
        let search = SearchLimits {
            movetime: None,
            nodes: Some(limits.nodes),
            depth: Some(depth),
        };
        let (scores, done) = searcher.root_scores(&position, history, &search, None);
        let sol = scores
            .iter()
            .position(|(c, _)| c.mv.to_string() == solution)?;
        let (sol_child, sol_score) = scores[sol];
        let others = || scores.iter().enumerate().filter(move |(i, _)| *i != sol);
        if depth == 1 {
            tempting_moves = others()
                .filter(|(_, (c, s))| c.gain > sol_child.gain || *s >= sol_score)
                .count() as u32;
        }
        let alone_best = done == depth && others().all(|(_, (_, s))| *s < sol_score);
        if !alone_best {
            found_at_depth = (depth + 1).min(limits.depth);
        }
    }
    Some(Hardness {
        found_at_depth,
        tempting_moves,
    })
}

/// `<game>-<theme>-<12 hex digits>`: FNV-1a of the position, the rules and
/// the history, so the same puzzle keeps its id from one generation to
/// the next.
fn puzzle_id(puzzle: &Puzzle) -> String {
    let text = format!(
        "{}|{}|{}",
        puzzle.position,
        serde_json::Value::Object(puzzle.rules.clone()),
        puzzle.history.join(";")
    );
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        hash = (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{}-{}-{:012x}", puzzle.game, puzzle.theme, hash >> 16)
}

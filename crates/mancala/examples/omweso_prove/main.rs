//! Proves that the side to move wins an Omweso position within a number of
//! moves, by an exhaustive AND/OR search over the engine's exact rules (no
//! evaluation, no presumption about long relays: every successor comes from
//! `Position::successors`, which decides never-ending moves exactly).
//!
//! `cargo run --release -p mancala --example omweso_prove -- <max plies>
//! '<position>'...` (each argument may be the game so far,
//! `'<earlier>|…|<position>'`, so that boards of the history count as seen)
//! deepens 1, 3, 5, … plies up to the maximum and prints,
//! for each position, the first depth at which the win is proven, or that
//! none was found within the maximum.
//!
//! The best-first prover, with no bound on the plies and the repetition
//! rule as the rules give it, is in the library and the command line:
//! `mancala prove omweso '<position>'` (`mancala::omweso::prove`).
//!
//! The rules are the defaults unless the `mancala` tool's rules flags
//! follow the program's name: `--no-reverse`, `--no-first-turn-ban`,
//! `--no-okwesera`, `--akakyala`.
//!
//! What "proven" means: the winner W has a strategy such that every line of
//! play ends, within that many plies, with a game result that W wins; every
//! move of the other side is tried, an annulled game (a never-ending move)
//! counts as a failure for W, and so does any board (with side to move)
//! that repeats on a line, so no third repetition can occur on any line
//! of the strategy (boards never repeat on it). Only failures are cached,
//! and only those no board of the line cut short, so "no win within N
//! plies" is exact under that restriction.

use mancala::Side;
use mancala::omweso::prove::{RepetitionKey, key};
use mancala::omweso::{Move, Position, Rules};
use std::collections::HashMap;
use std::time::Instant;

struct Prover {
    rules: Rules,
    winner: Side,
    /// Positions where W was shown not to win within this many plies,
    /// whatever the line to them (no repeated board cut the search short).
    failed: HashMap<Position, u32>,
    /// Whether the subtree being searched met a board of its own line.
    met_line: bool,
    /// The move that last proved a W node or refuted an opponent node.
    hint: HashMap<Position, Move>,
    nodes: u64,
}

impl Prover {
    fn new(rules: Rules, winner: Side) -> Prover {
        Prover {
            rules,
            winner,
            failed: HashMap::new(),
            met_line: false,
            hint: HashMap::new(),
            nodes: 0,
        }
    }

    /// Does W win from `pos` within `plies` plies? `path`: the boards of
    /// the line so far (repetition keys), the position itself included.
    fn wins(&mut self, pos: &Position, plies: u32, path: &mut Vec<RepetitionKey>) -> bool {
        if plies == 0 || self.failed.get(pos).is_some_and(|&d| d >= plies) {
            return false;
        }
        self.nodes += 1;
        let outer = std::mem::replace(&mut self.met_line, false);
        let won = self.search_children(pos, plies, path);
        // A failure is kept only if no board of this line cut it short:
        // another line to the same position might not be cut there.
        if !won && !self.met_line {
            let d = self.failed.entry(*pos).or_insert(0);
            *d = (*d).max(plies);
        }
        self.met_line |= outer;
        won
    }

    fn search_children(
        &mut self,
        pos: &Position,
        plies: u32,
        path: &mut Vec<RepetitionKey>,
    ) -> bool {
        let mut children = pos.successors(&self.rules);
        let w_moves = pos.side() == self.winner;
        let hint = self.hint.get(pos).copied();
        // W first tries the hinted move, then those leaving the opponent
        // fewest seeds; the opponent the hinted refutation, then those
        // leaving W fewest seeds.
        let victim = if w_moves {
            self.winner.opponent()
        } else {
            self.winner
        };
        children.sort_by_key(|(mv, p, o)| {
            let decided = match o {
                Some(o) if o.winner == Some(self.winner) => 0,
                Some(_) => 0,
                None => 1,
            };
            (Some(*mv) != hint, decided, p.total(victim))
        });
        for (mv, child, outcome) in children {
            let child_wins = match outcome {
                Some(o) => o.winner == Some(self.winner),
                None => {
                    let key = key(&child);
                    if path.contains(&key) {
                        self.met_line = true;
                        false
                    } else {
                        path.push(key);
                        let w = self.wins(&child, plies - 1, path);
                        path.pop();
                        w
                    }
                }
            };
            if w_moves == child_wins {
                self.hint.insert(*pos, mv);
                return w_moves;
            }
        }
        !w_moves
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let rules = rules_from(&mut args);
    let Some((max, positions)) = args.split_first() else {
        eprintln!("usage: omweso_prove [rules flags] <max plies> '<position>'...");
        std::process::exit(2);
    };
    let max: u32 = number(max, "max plies");
    for text in positions {
        let game = parse_game(text);
        let pos = *game.last().unwrap();
        let mut prover = Prover::new(rules.clone(), pos.side());
        let start = Instant::now();
        let mut path: Vec<_> = game.iter().map(key).collect();
        let mut proven = None;
        for plies in (1..=max).step_by(2) {
            if prover.wins(&pos, plies, &mut path) {
                proven = Some(plies);
                break;
            }
            eprintln!(
                "  {text}: no win within {plies} plies ({} nodes, {:.1} s)",
                prover.nodes,
                start.elapsed().as_secs_f64()
            );
        }
        let verdict = match proven {
            Some(p) => format!(
                "{} wins within {p} plies, first move {}",
                prover.winner, prover.hint[&pos]
            ),
            None => {
                // Each first move with the answer that refuted it last.
                let answers: Vec<String> = pos
                    .successors(&prover.rules)
                    .iter()
                    .map(|(mv, child, _)| match prover.hint.get(child) {
                        Some(answer) => format!("{mv} {answer}"),
                        None => format!("{mv} (ends the game)"),
                    })
                    .collect();
                format!(
                    "no win for {} within {max} plies (refutations: {})",
                    prover.winner,
                    answers.join(", ")
                )
            }
        };
        println!(
            "{text}: {verdict} ({} nodes, {:.1} s)",
            prover.nodes,
            start.elapsed().as_secs_f64()
        );
    }
}

/// The rules the leading flags give (taken out of `args`), the defaults
/// otherwise.
fn rules_from(args: &mut Vec<String>) -> Rules {
    let mut rules = Rules::default();
    while let Some(flag) = args.first() {
        match flag.as_str() {
            "--no-reverse" => rules.reverse_captures = false,
            "--no-first-turn-ban" => rules.first_turn_capture_ban = false,
            "--no-okwesera" => rules.okwesera = false,
            "--akakyala" => rules.akakyala = true,
            _ => break,
        }
        args.remove(0);
    }
    rules
}

/// A count from the command line, or a clear error.
fn number<T: std::str::FromStr>(text: &str, what: &str) -> T {
    text.parse().unwrap_or_else(|_| {
        eprintln!("omweso_prove: {what}: {text:?} is not a number");
        std::process::exit(2)
    })
}

/// A game given as `'<earlier>|…|<position>'`.
fn parse_game(text: &str) -> Vec<Position> {
    text.split('|')
        .map(|t| {
            t.trim().parse().unwrap_or_else(|e| {
                eprintln!("omweso_prove: {:?} is not a position: {e}", t.trim());
                std::process::exit(2)
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala::omweso::prove::{Answer, prove};
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// A random game from the start, cut at a random ply of its last ten
    /// (the game so far, the cut position last).
    fn random_ending(rules: &Rules, rng: &mut SmallRng) -> Vec<Position> {
        let mut game = vec![Position::start()];
        loop {
            let pos = *game.last().unwrap();
            let children = pos.successors(rules);
            let (_, child, outcome) = children[rng.random_range(0..children.len())];
            if outcome.is_some() || game.len() > 400 {
                break;
            }
            game.push(child);
        }
        let cut = game.len() - rng.random_range(1..=10.min(game.len()));
        game.truncate(cut + 1);
        game
    }

    fn depth_first(rules: &Rules, game: &[Position], max: u32) -> Option<u32> {
        let pos = *game.last().unwrap();
        let mut prover = Prover::new(rules.clone(), pos.side());
        let mut path: Vec<_> = game.iter().map(key).collect();
        (1..=max)
            .step_by(2)
            .find(|&plies| prover.wins(&pos, plies, &mut path))
    }

    /// Does `winner` win within `plies`, no board of the line repeated:
    /// every line, nothing cached.
    fn brute(
        rules: &Rules,
        winner: Side,
        pos: &Position,
        plies: u32,
        path: &mut Vec<RepetitionKey>,
    ) -> bool {
        if plies == 0 {
            return false;
        }
        let mut results =
            pos.successors(rules)
                .into_iter()
                .map(|(_, child, outcome)| match outcome {
                    Some(o) => o.winner == Some(winner),
                    None => {
                        let key = key(&child);
                        if path.contains(&key) {
                            return false;
                        }
                        path.push(key);
                        let w = brute(rules, winner, &child, plies - 1, path);
                        path.pop();
                        w
                    }
                });
        if pos.side() == winner {
            results.any(|w| w)
        } else {
            results.all(|w| w)
        }
    }

    #[test]
    fn the_depth_first_search_agrees_with_every_line_searched_uncached() {
        let rules = Rules::default();
        let mut rng = SmallRng::seed_from_u64(37);
        let mut wins = 0;
        for _ in 0..40 {
            let game = random_ending(&rules, &mut rng);
            let pos = *game.last().unwrap();
            let mut path: Vec<_> = game.iter().map(key).collect();
            let exact = (1..=5)
                .step_by(2)
                .find(|&plies| brute(&rules, pos.side(), &pos, plies, &mut path));
            assert_eq!(depth_first(&rules, &game, 5), exact, "{game:?}");
            wins += exact.is_some() as u32;
        }
        assert!(wins >= 5, "only {wins} wins to compare");
    }

    #[test]
    fn the_library_proves_every_win_the_depth_first_search_proves() {
        let rules = Rules::default();
        let mut rng = SmallRng::seed_from_u64(29);
        let mut compared = 0;
        for _ in 0..60 {
            let game = random_ending(&rules, &mut rng);
            let Some(shortest) = depth_first(&rules, &game, 5) else {
                continue;
            };
            compared += 1;
            let (pos, history) = game.split_last().unwrap();
            match prove(&rules, history, *pos, 1_000_000).map(|p| p.answer) {
                // No strategy wins faster than the shortest forced win.
                Ok(Answer::Win(c)) => {
                    assert_eq!(c.winner(), pos.side(), "{game:?}");
                    assert!(c.summary().longest_line >= shortest, "{game:?}");
                }
                other => panic!("a win within {shortest} plies not proven ({other:?}): {game:?}"),
            }
        }
        assert!(
            compared >= 10,
            "only {compared} proven positions to compare"
        );
    }
}

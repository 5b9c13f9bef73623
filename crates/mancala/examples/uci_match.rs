//! An Oware match between two engines that speak the UCI-like protocol
//! (`mancala uci oware`, Aalina's `service`, …), both kept running for the
//! whole match, refereed by this crate's rules (`GameRecord`).
//!
//! ```text
//! cargo run --release -p mancala --example uci_match -- \
//!     --a 'target/release/mancala uci oware' --b 'java -cp … com.joansala.oware.OwareModule service' \
//!     --pairs 5 --movetime 1000 [--seed 1] [--opening-plies 2] \
//!     [--a-init 'setoption name KeepHash value false; …'] [--b-init …] \
//!     [--a-movetime MS] [--b-movetime MS] [--clock MS [--increment MS]]
//! ```
//!
//! Games come in pairs from the same opening (`--opening-plies` random
//! moves, seeded; no opening is played by two pairs) with the engines'
//! sides swapped. Each move the mover gets
//! `position startpos moves …` (Aualé's letters) and `go movetime MS`
//! (`--a-movetime`, `--b-movetime`: one engine's own time, to measure what
//! more time is worth). With `--clock`, each engine has a game clock
//! instead (`go wtime … btime … winc … binc …`, the increment added after
//! each move), and loses the game when its clock runs out.
//! A score is wins plus half the draws, for A. Its interval counts
//! openings, not games: the two games of a pair share their opening, so
//! the spread is that of the pairs' scores.

use mancala::Side;
use mancala::oware::{GameRecord, Move, Position, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

struct Engine {
    name: String,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start(command: &str, init: Option<&str>) -> Engine {
        let words: Vec<&str> = command.split_whitespace().collect();
        let mut child = Command::new(words[0])
            .args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut e = Engine {
            name: command.to_string(),
            child,
            stdin,
            stdout,
        };
        e.send("uci");
        e.wait_for("uciok");
        // Commands for this engine alone, `;`-separated (setoption …).
        for line in init
            .unwrap_or("")
            .split(';')
            .filter(|l| !l.trim().is_empty())
        {
            e.send(line.trim());
        }
        e.ready();
        e
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads");
        self.stdin.flush().expect("the engine reads");
    }

    fn wait_for(&mut self, prefix: &str) -> String {
        let mut line = String::new();
        loop {
            line.clear();
            let n = self.stdout.read_line(&mut line).expect("the engine writes");
            assert!(n > 0, "{} ended before {prefix}", self.name);
            if line.starts_with(prefix) {
                return line.trim().to_string();
            }
        }
    }

    fn ready(&mut self) {
        self.send("isready");
        self.wait_for("readyok");
    }
}

fn letters(moves: &[(Side, Move)]) -> String {
    moves
        .iter()
        .map(|(side, mv)| {
            let c = (b'a' + mv.house()) as char;
            if *side == Side::South {
                c.to_ascii_uppercase()
            } else {
                c
            }
        })
        .collect()
}

fn parse_move(text: &str, side: Side) -> Option<Move> {
    let c = text.chars().next()?;
    let mover = if c.is_ascii_uppercase() {
        Side::South
    } else {
        Side::North
    };
    (mover == side && text.len() == 1)
        .then(|| c.to_ascii_lowercase().to_string().parse().ok())
        .flatten()
}

fn usage(problem: &str) -> ! {
    eprintln!(
        "uci_match: {problem}\nusage: uci_match --a '<engine command>' --b '<engine command>' \
         [--pairs N] [--movetime MS] [--a-movetime MS] [--b-movetime MS] [--seed N] \
         [--opening-plies N] [--a-init '<commands>'] [--b-init '<commands>'] \
         [--clock MS [--increment MS]]"
    );
    std::process::exit(2);
}

/// `plies` random legal moves from the start that do not end the game.
fn random_opening(rng: &mut SmallRng, rules: &Rules, plies: usize) -> Vec<(Side, Move)> {
    let mut opening = Vec::new();
    let mut pos = Position::start();
    for _ in 0..plies {
        let moves = pos.legal_moves(rules);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        opening.push((pos.side(), mv));
        pos = pos.apply_unchecked(rules, mv);
    }
    opening
}

/// The half-width of the 95% interval of the mean of `scores` (normal
/// approximation), one score per opening.
fn half_width(scores: &[f64]) -> f64 {
    let n = scores.len() as f64;
    if n < 2.0 {
        return 0.0;
    }
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0);
    1.96 * (var / n).sqrt()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let Some((a_cmd, b_cmd)) = get("--a").zip(get("--b")) else {
        usage("--a and --b name the two engines");
    };
    let number = |name: &str, default: u64| match get(name) {
        None => default,
        Some(v) => v
            .parse()
            .unwrap_or_else(|_| usage(&format!("{name} takes a number, not {v:?}"))),
    };
    let pairs = u32::try_from(number("--pairs", 5)).unwrap_or_else(|_| usage("too many --pairs"));
    let movetime = number("--movetime", 1000);
    let movetimes = ["--a-movetime", "--b-movetime"].map(|name| number(name, movetime));
    let clock = get("--clock").map(|_| Duration::from_millis(number("--clock", 0)));
    let increment = Duration::from_millis(number("--increment", 0));
    let seed = number("--seed", 1);
    let opening_plies = number("--opening-plies", 2) as usize;
    let rules = Rules::default();
    let a_init = get("--a-init");
    let b_init = get("--b-init");
    let mut engines = [
        Engine::start(&a_cmd, a_init.as_deref()),
        Engine::start(&b_cmd, b_init.as_deref()),
    ];
    let mut rng = SmallRng::seed_from_u64(seed);
    let (mut a_score, mut games) = (0.0, 0);
    let mut longest = [Duration::ZERO; 2];
    let mut thinking = [(Duration::ZERO, 0u32); 2];
    let mut openings: Vec<Vec<(Side, Move)>> = Vec::new();
    let mut pair_scores: Vec<f64> = Vec::new();
    let time = match clock {
        Some(c) => format!("a clock of {c:?} + {increment:?} a move each"),
        None => format!("A {} ms and B {} ms a move", movetimes[0], movetimes[1]),
    };
    println!("A = {a_cmd}\nB = {b_cmd}\n{pairs} pairs, {time}, seed {seed}");
    for pair in 0..pairs {
        // The opening: random legal moves, one no earlier pair played.
        let Some(opening) = (0..1000)
            .map(|_| random_opening(&mut rng, &rules, opening_plies))
            .find(|o| !openings.contains(o))
        else {
            usage(&format!(
                "only {} distinct openings of {opening_plies} moves found: play fewer pairs or longer openings",
                openings.len()
            ));
        };
        openings.push(opening.clone());
        let mut pair_score = 0.0;
        for swap in [false, true] {
            // South is A unless swapped.
            let south = usize::from(swap);
            for e in &mut engines {
                e.send("ucinewgame");
                e.ready();
            }
            let mut record = GameRecord::new(Position::start(), rules.clone());
            let mut played: Vec<(Side, Move)> = Vec::new();
            for &(side, mv) in &opening {
                record.push(mv).expect("a legal opening");
                played.push((side, mv));
            }
            let mut forfeit = None;
            // Each engine's clock (A's first), if the match has clocks.
            let mut left = [clock; 2];
            while record.result().is_none() && played.len() < 400 {
                let side = record.current().side();
                let who = if side == Side::South {
                    south
                } else {
                    1 - south
                };
                let e = &mut engines[who];
                let moves = letters(&played);
                if moves.is_empty() {
                    e.send("position startpos");
                } else {
                    e.send(&format!("position startpos moves {moves}"));
                }
                let t = Instant::now();
                e.send(&match left {
                    [Some(_), Some(_)] => {
                        let ms = |i: usize| left[i].unwrap_or_default().as_millis();
                        let (w, b) = (ms(south), ms(1 - south));
                        let inc = increment.as_millis();
                        format!("go wtime {w} btime {b} winc {inc} binc {inc}")
                    }
                    _ => format!("go movetime {}", movetimes[who]),
                });
                let reply = e.wait_for("bestmove");
                if let Some(rest) = left[who] {
                    match rest.checked_sub(t.elapsed()) {
                        Some(rest) => left[who] = Some(rest + increment),
                        None => {
                            eprintln!("{}: out of time at {}", e.name, record.current());
                            forfeit = Some(who);
                            break;
                        }
                    }
                }
                longest[who] = longest[who].max(t.elapsed());
                thinking[who].0 += t.elapsed();
                thinking[who].1 += 1;
                let text = reply.split_whitespace().nth(1).unwrap_or("");
                match parse_move(text, side).map(|mv| (mv, record.push(mv))) {
                    Some((mv, Ok(_))) => played.push((side, mv)),
                    _ => {
                        eprintln!("{}: illegal move {reply:?} at {}", e.name, record.current());
                        forfeit = Some(who);
                        break;
                    }
                }
            }
            let a_side = if south == 0 { Side::South } else { Side::North };
            let a_points = match (forfeit, record.result()) {
                (Some(who), _) => f64::from(u8::from(who != 0)),
                (None, Some(o)) => match o.winner {
                    Some(w) if w == a_side => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                },
                (None, None) => 0.5,
            };
            a_score += a_points;
            pair_score += a_points;
            games += 1;
            let result = record
                .result()
                .map_or("unfinished".to_string(), |o| o.to_string());
            println!(
                "pair {} game {}: A is {a_side}, {result} in {} moves: A {a_points} ({a_score}/{games})",
                pair + 1,
                if swap { 2 } else { 1 },
                played.len(),
            );
            println!("  moves: {}", letters(&played));
        }
        pair_scores.push(pair_score / 2.0);
    }
    let mean = |i: usize| thinking[i].0 / thinking[i].1.max(1);
    println!(
        "final: A scored {a_score} of {games} ({:.1}% ± {:.1} over {} distinct openings); \
         mean reply A {:.3?}, B {:.3?}; longest reply A {:.3?}, B {:.3?}",
        100.0 * a_score / f64::from(games.max(1)),
        100.0 * half_width(&pair_scores),
        pair_scores.len(),
        mean(0),
        mean(1),
        longest[0],
        longest[1]
    );
    for e in &mut engines {
        e.send("quit");
        let _ = e.child.wait();
    }
}

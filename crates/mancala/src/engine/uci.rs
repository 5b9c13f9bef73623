//! The engine service: a long-running process speaking the UCI-like
//! protocol that the Oware GUI Aualé speaks with its engine Aalina, so that
//! `mancala uci oware` can stand in for Aalina; `mancala uci omweso` speaks
//! the same protocol with this project's Omweso notation.
//!
//! Commands (one a line): `uci`, `isready`, `ucinewgame`,
//! `position startpos [moves …]`, `position fen <position> [moves …]`,
//! `go [movetime MS] [depth D] [nodes N] [wtime MS btime MS winc MS binc MS
//! movestogo N] [infinite] [ponder]`, `stop`, `ponderhit`,
//! `setoption name <Hash|Threads|OwnBook|UseLeaves|KeepHash> value <v>`, `debug`, `quit`.
//! Replies: `id …`, `option …`, `uciok`, `readyok`, `info …` and
//! `bestmove <move>` (`bestmove 0000` when the game is over). Anything
//! wrong in a command is answered by an `info string error: …` line; the
//! service never stops on bad input. Input is read on the caller's thread
//! and each search runs on its own thread, so `stop` (and `isready`, `quit`)
//! work while a search runs.
//!
//! Oware's notation here is Aualé's: a move is a house letter, `A`–`F` for
//! South's houses 0–5 and `a`–`f` for North's 6–11 (each from its owner's
//! left), and a list of moves may be written together (`moves AbC`) or
//! apart (`moves A b C`); a `fen` is the twelve houses (0–11), South's and
//! North's stores and the side to move, joined by `-`
//! (`4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`). The project's own position notation
//! (`fen 4,4,4,4,4,4/4,4,4,4,4,4 S 0-0`) is accepted too.

use super::{Clock, Engine, Go, Player, Source, Thought};
use crate::Side;
use crate::ai::{MAX_THREADS, Threads, WIN_MIN, describe_score};
use crate::ai::{Searchable, Strategy};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// A running search: its thread, its cancel flag, and whether it has
/// answered (it then only has to hand the engine back).
type Running<G> = (JoinHandle<Engine<G>>, Arc<AtomicBool>, Arc<AtomicBool>);

/// Where the service writes: shared with the search thread, one whole line
/// at a time.
type Out = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Out, line: &str) {
    // A closed output (the GUI went away) is not the engine's error.
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// The service's options and state between commands.
struct Service<G: Searchable> {
    rules: G::Rules,
    /// The engine, when no search holds it.
    engine: Option<Engine<G>>,
    search: Option<Running<G>>,
    /// The last good `position`: its start and moves (`None` after a bad one).
    game: Option<(G::Position, Vec<G::Move>)>,
    own_book: bool,
    use_tables: bool,
    /// Keep the transposition table from move to move (else each `go`
    /// starts with an empty one, for measuring what keeping it is worth).
    keep_hash: bool,
    table_mb: usize,
    /// Threads a search uses (the `Threads` option).
    threads: Threads,
    out: Out,
}

/// Runs the service until `quit` or the end of the input.
pub fn serve<G: Searchable>(
    rules: G::Rules,
    input: impl BufRead,
    output: impl Write + Send + 'static,
) {
    let out: Out = Arc::new(Mutex::new(Box::new(output)));
    G::Strategy::warm_up(true);
    let threads = Threads::default();
    let engine = Engine::<G>::new(rules.clone());
    let mut service = Service {
        rules,
        engine: Some(engine),
        search: None,
        game: Some((G::start(), Vec::new())),
        own_book: true,
        use_tables: true,
        keep_hash: true,
        table_mb: super::DEFAULT_TABLE_BYTES >> 20,
        threads,
        out,
    };
    for line in input.lines() {
        let Ok(line) = line else {
            service.error("the input is not UTF-8 text");
            continue;
        };
        if !service.command(line.trim()) {
            break;
        }
    }
    service.stop();
}

impl<G: Searchable> Service<G> {
    fn error(&self, what: &str) {
        say(&self.out, &format!("info string error: {what}"));
    }

    /// One command; `false` to quit.
    fn command(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&name, args)) = tokens.split_first() else {
            return true;
        };
        self.reap();
        match name {
            "uci" => self.identify(),
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" => {
                if self.search.is_some() {
                    self.error("a search is running: send stop first");
                } else {
                    // Forget now, not in the next go's time.
                    if let Some(engine) = self.engine.as_mut() {
                        engine.new_game(G::start());
                    }
                    self.game = Some((G::start(), Vec::new()));
                }
            }
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => self.stop(),
            "ponderhit" | "debug" => {}
            "setoption" => self.set_option(args),
            "quit" => return false,
            other => self.error(&format!(
                "unknown command {other:?}: uci, isready, ucinewgame, position, go, stop, \
                 setoption or quit"
            )),
        }
        true
    }

    /// An engine player with the options set so far.
    fn fresh_engine(&self) -> Engine<G> {
        let mut player = Player::new(self.rules.clone(), self.threads);
        player.searcher().set_table_bytes(self.table_mb << 20);
        Engine::with_player(player)
    }

    fn identify(&self) {
        say(
            &self.out,
            &format!(
                "id name mancala {} ({})",
                env!("CARGO_PKG_VERSION"),
                G::NAME
            ),
        );
        say(&self.out, "id author the Omweso game project");
        say(
            &self.out,
            &format!(
                "option name Hash type spin default {} min 1 max 4096",
                super::DEFAULT_TABLE_BYTES >> 20
            ),
        );
        if G::Strategy::book(&self.rules).is_some() {
            say(&self.out, "option name OwnBook type check default true");
            say(&self.out, "option name UseLeaves type check default true");
        }
        say(&self.out, "option name KeepHash type check default true");
        say(
            &self.out,
            &format!(
                "option name Threads type spin default {} min 1 max {MAX_THREADS}",
                Threads::default().get()
            ),
        );
        say(&self.out, "uciok");
    }

    /// Takes back the engine of a search that ended by itself.
    fn reap(&mut self) {
        if self
            .search
            .as_ref()
            .is_some_and(|(h, _, answered)| h.is_finished() || answered.load(Ordering::Acquire))
        {
            self.join();
        }
    }

    fn join(&mut self) {
        if let Some((handle, _, _)) = self.search.take() {
            match handle.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => {
                    // A search that panicked is a bug; start afresh rather
                    // than stop serving.
                    self.error("the search failed; the engine was restarted");
                    self.engine = Some(self.fresh_engine());
                }
            }
        }
    }

    fn stop(&mut self) {
        if let Some((_, cancel, _)) = &self.search {
            cancel.store(true, Ordering::Relaxed);
        }
        self.join();
    }

    fn position(&mut self, args: &[&str]) {
        self.game = None;
        let moves_at = args.iter().position(|&t| t == "moves");
        let (head, moves) = match moves_at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &args[args.len()..]),
        };
        let start = match head {
            ["startpos"] => G::start(),
            ["fen", fen @ ..] if !fen.is_empty() => match G::parse_fen(&fen.join(" ")) {
                Ok(p) => p,
                Err(e) => return self.error(&format!("position: {e}")),
            },
            _ => {
                return self.error(
                    "position: expected `startpos` or `fen <position>`, then `moves …` if any",
                );
            }
        };
        let moves = match G::parse_moves(moves) {
            Ok(m) => m,
            Err(e) => return self.error(&format!("position: {e}")),
        };
        // The rules check every move (and the repetition rule, through the
        // game's record): no engine is needed, so this works mid-search.
        let mut record = G::new_record(&self.rules, start);
        let mut pos = start;
        let mut over = G::outcome(&start, &self.rules).is_some();
        let mut checked = Vec::with_capacity(moves.len());
        for (i, (side, mv)) in moves.into_iter().enumerate() {
            let n = i + 1;
            if over {
                return self.error(&format!(
                    "position: move {n} comes after the end of the game"
                ));
            }
            if let Some(side) = side
                && side != G::side_to_move(&pos)
            {
                let as_written = G::move_text(&G::with_mover(&pos, side), &mv);
                return self.error(&format!(
                    "position: move {n} ({as_written}) is {side}'s but {} is to move",
                    G::side_to_move(&pos)
                ));
            }
            match G::record_move(&mut record, mv) {
                Ok((next, outcome)) => {
                    pos = next;
                    over = outcome.is_some();
                    checked.push(mv);
                }
                Err(e) => return self.error(&format!("position: move {n} is illegal: {e}")),
            }
        }
        self.game = Some((start, checked));
    }

    fn set_option(&mut self, args: &[&str]) {
        let value_at = args.iter().position(|&t| t == "value");
        let (name, value) = match (args.first(), value_at) {
            (Some(&"name"), Some(i)) => (args[1..i].join(" "), args[i + 1..].join(" ")),
            (Some(&"name"), None) => (args[1..].join(" "), String::new()),
            _ => return self.error("setoption: expected `name <option> value <value>`"),
        };
        let flag = || match value.as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        };
        match name.as_str() {
            "OwnBook" => match flag() {
                Some(v) => self.own_book = v,
                None => self.error("setoption OwnBook: the value is true or false"),
            },
            "Hash" => match value.parse::<usize>() {
                Ok(mb @ 1..=4096) => {
                    if self.search.is_some() {
                        return self.error("setoption Hash: a search is running");
                    }
                    if mb != self.table_mb {
                        self.table_mb = mb;
                        if let Some(engine) = self.engine.take() {
                            drop(engine);
                            self.engine = Some(self.fresh_engine());
                        }
                    }
                }
                _ => self.error("setoption Hash: the value is a size in MiB, 1 to 4096"),
            },
            "Threads" => match value.parse::<usize>() {
                Ok(n @ 1..=MAX_THREADS) => {
                    if self.search.is_some() {
                        return self.error("setoption Threads: a search is running");
                    }
                    self.threads = Threads::new(n).unwrap_or_default();
                    if let Some(engine) = self.engine.as_mut() {
                        engine.searcher().set_threads(n);
                    }
                }
                _ => self.error(&format!(
                    "setoption Threads: the value is a number of threads, 1 to {MAX_THREADS}"
                )),
            },
            "KeepHash" => match flag() {
                Some(v) => self.keep_hash = v,
                None => self.error("setoption KeepHash: the value is true or false"),
            },
            "UseLeaves" => match flag() {
                Some(v) => self.use_tables = v,
                None => self.error("setoption UseLeaves: the value is true or false"),
            },
            "Ponder" | "DrawSearch" => {}
            other => self.error(&format!("setoption: unknown option {other:?}")),
        }
    }

    fn go(&mut self, args: &[&str]) {
        let Some(mut engine) = self.engine_for_go() else {
            return;
        };
        if !self.keep_hash {
            engine.searcher().new_game();
        }
        engine.player().set_use_tables(self.use_tables);
        let (go, infinite) = self.parse_go(args, G::side_to_move(engine.position()));
        let cancel = Arc::new(AtomicBool::new(false));
        let answered = Arc::new(AtomicBool::new(false));
        let (out, flag, answer) = (self.out.clone(), cancel.clone(), answered.clone());
        let spawned = std::thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                let position = *engine.position();
                let rules = engine.rules().clone();
                let thought = engine.think_why(&go, Some(&flag));
                if infinite {
                    // UCI: an infinite search answers only once stopped.
                    while !flag.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                }
                answer_go::<G>(&out, &position, &rules, &thought, &answer);
                engine
            });
        match spawned {
            Ok(handle) => self.search = Some((handle, cancel, answered)),
            Err(e) => {
                self.error(&format!("go: cannot start a search thread: {e}"));
                say(&self.out, "bestmove 0000");
            }
        }
    }

    /// The engine for `go`, set to the last good `position`; `None`, with
    /// the error said (and `bestmove 0000` where there is no position to
    /// search), when a search is running or there is no valid position.
    fn engine_for_go(&mut self) -> Option<Engine<G>> {
        if self.search.is_some() {
            self.error("go: a search is running: send stop first");
            return None;
        }
        let Some(mut engine) = self.engine.take() else {
            self.error("go: no engine (this is a bug)");
            return None;
        };
        let Some((start, moves)) = self.game.clone() else {
            self.engine = Some(engine);
            self.error("go: no valid position (the last `position` was refused)");
            say(&self.out, "bestmove 0000");
            return None;
        };
        if let Err(e) = engine.set_game(start, &moves) {
            // Checked at `position`: only a bug gets here.
            self.engine = Some(engine);
            self.error(&format!("go: {e}"));
            say(&self.out, "bestmove 0000");
            return None;
        }
        Some(engine)
    }

    /// The limits of `go`; bad parts are reported and left out. The second
    /// value says the search is infinite (it answers only after `stop`).
    fn parse_go(&self, args: &[&str], mover: Side) -> (Go, bool) {
        let mut go = Go {
            use_book: self.own_book,
            ..Go::default()
        };
        let mut infinite = false;
        let mut clocks = GoClocks::default();
        let mut i = 0;
        while i < args.len() {
            let key = args[i];
            if !GoClocks::takes_value(key) {
                match key {
                    "infinite" | "ponder" => infinite = true,
                    other => self.error(&format!("go: unknown parameter {other:?}")),
                }
                i += 1;
                continue;
            }
            let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            i += 2;
            match value {
                Some(v) => clocks.set(&mut go, key, v),
                None => self.error(&format!("go: {key} needs a whole number")),
            }
        }
        go.clock = clocks.clock(mover);
        if infinite {
            go = Go {
                use_book: false,
                ..Go::default()
            };
        } else if go.movetime.is_none()
            && go.clock.is_none()
            && go.depth.is_none()
            && go.nodes.is_none()
        {
            // Only bad limits: a bounded search rather than an endless one.
            self.error("go: no limit given; searching for 1000 ms");
            go.movetime = Some(Duration::from_millis(1000));
        }
        (go, infinite)
    }
}

/// The clock parameters of `go`, gathered until the side to move is known.
#[derive(Default)]
struct GoClocks {
    /// Each side's time and increment, South's first: South moves first,
    /// so South is "white".
    time: [Option<Duration>; 2],
    inc: [Option<Duration>; 2],
    to_go: Option<u32>,
}

impl GoClocks {
    /// Whether a parameter of `go` is followed by a number.
    fn takes_value(key: &str) -> bool {
        matches!(
            key,
            "movetime" | "depth" | "nodes" | "wtime" | "btime" | "winc" | "binc" | "movestogo"
        )
    }

    /// Parameter `key` (one that [`GoClocks::takes_value`]) with value `v`:
    /// a limit of `go`, or a clock parameter kept here.
    fn set(&mut self, go: &mut Go, key: &str, v: u64) {
        let ms = Duration::from_millis(v);
        match key {
            "movetime" => go.movetime = Some(ms.max(Duration::from_millis(1))),
            "depth" => go.depth = Some(v.clamp(1, 99) as u32),
            "nodes" => go.nodes = Some(v.max(1)),
            "wtime" => self.time[0] = Some(ms),
            "btime" => self.time[1] = Some(ms),
            "winc" => self.inc[0] = Some(ms),
            "binc" => self.inc[1] = Some(ms),
            _ => self.to_go = Some(v.min(1000) as u32),
        }
    }

    /// The clock of `mover`, if their time was given.
    fn clock(&self, mover: Side) -> Option<Clock> {
        let me = mover.index();
        self.time[me].map(|remaining| Clock {
            remaining,
            increment: self.inc[me].unwrap_or(Duration::ZERO),
            moves_to_go: self.to_go,
        })
    }
}

/// The answer to a `go` whose search thought `thought` from `position`:
/// the search's `info` line and what the move rests on, then `bestmove`
/// (`answered` set just before it, so that the service takes the engine
/// back at its next command).
fn answer_go<G: Searchable>(
    out: &Out,
    position: &G::Position,
    rules: &G::Rules,
    thought: &Thought<G::Move>,
    answered: &AtomicBool,
) {
    let r = &thought.result;
    let Some(best) = r.best else {
        say(out, "info string the game is over");
        answered.store(true, Ordering::Release);
        return say(out, "bestmove 0000");
    };
    let pv = G::line_text(position, rules, &r.pv);
    say(
        out,
        &format!(
            "info depth {} score {} nodes {} time {} nps {} pv {pv}",
            r.depth,
            score_text::<G>(r.score),
            r.nodes,
            r.elapsed.as_millis(),
            r.nps
        ),
    );
    match thought.source {
        Source::Book => say(out, "info string a book move"),
        Source::Tables => say(out, "info string solved exactly, history and all"),
        Source::Proof | Source::Search => say(
            out,
            &format!("info string {}", describe_score::<G>(r.score)),
        ),
    }
    answered.store(true, Ordering::Release);
    say(out, &format!("bestmove {}", G::move_text(position, &best)));
}

/// A score as UCI says it: `mate N` (in moves, negative when losing), or
/// `cp N` in hundredths of a seed, the final margin for a result the
/// endgame tables settled.
fn score_text<G: Searchable>(score: i32) -> String {
    let plies = crate::ai::win_plies::<G>(score) as i32;
    if score.abs() >= WIN_MIN && plies > 0 {
        format!("mate {}", if score > 0 { plies } else { -plies })
    } else if score.abs() >= WIN_MIN {
        // Settled by the endgame tables: the final margin, in hundredths
        // of a seed.
        let margin = (score.abs() - crate::ai::WIN) / G::Strategy::WIN_UNIT * 100;
        format!("cp {}", margin * score.signum())
    } else {
        format!("cp {score}")
    }
}

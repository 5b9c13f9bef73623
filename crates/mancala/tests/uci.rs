//! `mancala uci …`: scripted sessions with the long-running engine service,
//! bad input included. Searches are bounded by depth or nodes (never by
//! time) so that every answer here is the same on every machine; only the
//! `stop` tests use an unbounded search.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

/// A watchdog, not a speed test: every answer here is a short search
/// (at most 100 ms or depth 6), so only a hung engine waits five minutes,
/// however slow or loaded the machine.
const PATIENCE: Duration = Duration::from_secs(300);

struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// What the engine wrote on stderr so far, kept for a failure's message.
    stderr: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Session {
    fn start(game: &str) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(["uci", game])
            // No endgame tables: none cached, none built in the background.
            .env("MANCALA_TABLES", "off")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let stdin = child.stdin.take().unwrap();
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let errors = child.stderr.take().unwrap();
        let kept = stderr.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(errors).lines() {
                let Ok(line) = line else { break };
                if let Ok(mut all) = kept.lock() {
                    all.push_str(&line);
                    all.push('\n');
                }
            }
        });
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
            stderr,
        }
    }

    /// The engine's stderr so far.
    fn errors(&self) -> String {
        self.stderr.lock().map(|e| e.clone()).unwrap_or_default()
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!(
                        "no {prefix:?} line; got {seen:?}; stderr: {}",
                        self.errors()
                    )
                }
                Err(RecvTimeoutError::Disconnected) => panic!(
                    "the engine ended before {prefix:?}; got {seen:?}; stderr: {}",
                    self.errors()
                ),
            }
        }
    }

    /// Sends `line`, then `isready`, and returns what came before `readyok`.
    fn ask(&mut self, line: &str) -> Vec<String> {
        self.send(line);
        self.send("isready");
        let mut seen = self.until("readyok");
        seen.pop();
        seen
    }

    fn bestmove(&mut self, go: &str) -> String {
        self.send(go);
        let lines = self.until("bestmove");
        lines.last().unwrap()["bestmove ".len()..].to_string()
    }

    fn quit(mut self) -> i32 {
        self.send("quit");
        self.child.wait().unwrap().code().unwrap_or(-1)
    }
}

#[test]
fn oware_handshake_and_a_game_in_aualé_notation() {
    let mut s = Session::start("oware");
    s.send("uci");
    let id = s.until("uciok");
    assert!(id[0].starts_with("id name mancala"), "{id:?}");
    assert!(
        id.iter()
            .any(|l| l == "option name OwnBook type check default true")
    );
    assert_eq!(s.ask("ucinewgame"), Vec::<String>::new());
    // The book knows the start.
    assert!(s.ask("position startpos").is_empty());
    s.send("go movetime 50");
    let lines = s.until("bestmove");
    assert!(
        lines.contains(&"info string a book move".to_string()),
        "{lines:?}"
    );
    // North to move after South's F: a lower-case letter, found by search.
    s.ask("setoption name OwnBook value false");
    s.ask("position startpos moves F");
    let mv = s.bestmove("go depth 6");
    assert!(
        ["a", "b", "c", "d", "e", "f"].contains(&mv.as_str()),
        "{mv}"
    );
    // By default the library's `Threads` (every core but one, at most two:
    // `ai::search`'s tests); two threads search the same way as far as the
    // protocol shows.
    let default = mancala::ai::Threads::default().get();
    let threads = format!("option name Threads type spin default {default} min 1 max 64");
    assert!(id.contains(&threads), "{id:?}");
    assert!(s.ask("setoption name Threads value 2").is_empty());
    let mv = s.bestmove("go movetime 100");
    assert!(
        ["a", "b", "c", "d", "e", "f"].contains(&mv.as_str()),
        "{mv}"
    );
    // The same game as a fen and moves written together.
    assert!(
        s.ask("position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S moves Fa")
            .is_empty()
    );
    let mv = s.bestmove("go depth 4 nodes 20000");
    assert!(
        ["A", "B", "C", "D", "E", "F"].contains(&mv.as_str()),
        "{mv}"
    );
    // A capture: South's F reaches North's a, left at 2 (example below).
    // North's houses 6..11 = 1,0,0,0,0,0; South's F (house 5) holds 1.
    s.ask("position fen 0-0-0-0-0-1-1-3-0-0-0-0-20-23-S");
    s.send("go depth 3");
    let lines = s.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove F", "{lines:?}");
    assert_eq!(s.quit(), 0);
}

#[test]
fn bad_input_is_answered_never_fatal() {
    let mut s = Session::start("oware");
    let cases = [
        ("hello", "info string error: unknown command \"hello\""),
        (
            "position",
            "info string error: position: expected `startpos`",
        ),
        (
            "position startpos moves a",
            "info string error: position: move 1 (a) is N's but S is to move",
        ),
        (
            "position startpos moves F G",
            "info string error: position: \"G\": a move is a letter",
        ),
        (
            "position startpos moves FaFa",
            "info string error: position: move 3 is illegal: house f is empty",
        ),
        ("position fen 1-2-3", "info string error: position: "),
        (
            "position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-1-S",
            "info string error: position: fen: the board and both stores hold 49 seeds",
        ),
        (
            "setoption name Hash value lots",
            "info string error: setoption Hash",
        ),
        (
            "setoption name Colour value red",
            "info string error: setoption: unknown option \"Colour\"",
        ),
        ("setoption", "info string error: setoption: expected"),
        (
            "setoption name KeepHash value maybe",
            "info string error: setoption KeepHash: the value is true or false",
        ),
        (
            "setoption name Threads value 0",
            "info string error: setoption Threads: the value is a number of threads, 1 to 64",
        ),
        (
            "setoption name Threads value two",
            "info string error: setoption Threads: the value is a number of threads, 1 to 64",
        ),
    ];
    for (command, expected) in cases {
        let lines = s.ask(command);
        assert_eq!(lines.len(), 1, "{command}: {lines:?}");
        assert!(lines[0].starts_with(expected), "{command}: {lines:?}");
    }
    // A go after a refused position: an error and the null move, no search.
    s.ask("position fen nonsense");
    s.send("go depth 3");
    let lines = s.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove 0000");
    assert!(lines[0].starts_with("info string error: go: no valid position"));
    // A bad go parameter is reported and the rest still searches.
    s.ask("position startpos moves F");
    s.send("go depth x nodes 5000");
    let lines = s.until("bestmove");
    assert!(lines[0].starts_with("info string error: go: depth needs a whole number"));
    // Nothing usable at all: reported, and a bounded search still answers.
    s.send("go movetime soon");
    let lines = s.until("bestmove");
    assert!(lines[0].starts_with("info string error: go: movetime needs a whole number"));
    assert_eq!(
        lines[1],
        "info string error: go: no limit given; searching for 1000 ms"
    );
    // Binary junk and an empty line.
    s.stdin.write_all(b"\xff\xfe\n\n").unwrap();
    let lines = s.ask("uci");
    assert!(lines.iter().any(|l| l == "uciok"), "{lines:?}");
    // A game that is over: the null move.
    s.ask("position fen 0-0-0-0-0-0-0-0-0-0-0-1-24-23-S");
    assert_eq!(s.bestmove("go depth 3"), "0000");
    assert_eq!(s.quit(), 0);
}

#[test]
fn stop_ends_an_infinite_search() {
    let mut s = Session::start("oware");
    s.ask("position startpos moves F");
    s.send("go infinite");
    // isready is answered while the search runs; a second go is refused.
    s.send("isready");
    assert_eq!(s.until("readyok"), ["readyok"]);
    assert_eq!(
        s.ask("go depth 2"),
        ["info string error: go: a search is running: send stop first"]
    );
    s.send("stop");
    let lines = s.until("bestmove");
    let mv = &lines.last().unwrap()["bestmove ".len()..];
    assert!(["a", "b", "c", "d", "e", "f"].contains(&mv), "{lines:?}");
    // quit during a search ends the process too.
    s.send("go infinite");
    assert_eq!(s.quit(), 0);
}

#[test]
fn the_end_of_input_ends_the_service() {
    let mut s = Session::start("oware");
    s.send("go depth 2");
    s.until("bestmove");
    drop(s.stdin);
    assert_eq!(s.child.wait().unwrap().code(), Some(0));
}

#[test]
fn omweso_speaks_its_own_notation() {
    let mut s = Session::start("omweso");
    s.send("uci");
    let id = s.until("uciok");
    assert!(id[0].ends_with("(omweso)"), "{id:?}");
    s.ask("position startpos");
    let first = s.bestmove("go depth 2");
    assert!(
        s.ask(&format!("position startpos moves {first}"))
            .is_empty()
    );
    let reply = s.bestmove("go nodes 2000");
    assert!(
        s.ask(&format!("position startpos moves {first} {reply}"))
            .is_empty(),
        "{first} {reply}"
    );
    let lines = s.ask("position startpos moves z9");
    assert!(
        lines[0].starts_with("info string error: position: "),
        "{lines:?}"
    );
    assert_eq!(s.quit(), 0);
}

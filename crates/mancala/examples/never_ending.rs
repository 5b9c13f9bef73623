//! Times the decision of every move of the worst-case corpus
//! (`tests/data/never_ending_worst.txt`, or the files given): for each move,
//! whether it never ends, the laps played until the engine knew, and the
//! time (wall clock, and on Linux the process's CPU time too, which a busy
//! shared machine disturbs less). Run with
//! `cargo run --release -p mancala --example never_ending`.

use mancala::omweso::{Position, Rules};
use std::time::Instant;

/// This process's user + system CPU time in seconds, from `/proc/self/stat`
/// (in clock ticks, taken as 100 a second); `None` off Linux.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name (which is in parentheses).
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    let files = if files.is_empty() {
        vec![
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/data/never_ending_worst.txt"
            )
            .to_string(),
        ]
    } else {
        files
    };
    let rules = Rules::default();
    let mut worst = (0.0f64, String::new());
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a readable corpus file");
        for line in text
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            let position: Position = line.parse().expect("a valid position");
            let started = Instant::now();
            let moves = position.legal_moves(&rules);
            let all = started.elapsed().as_secs_f64();
            println!("{line}: {} moves decided in {all:.3} s", moves.len());
            for mv in moves {
                let cpu = cpu_seconds();
                let started = Instant::now();
                let played = position.play(&rules, mv).expect("a legal move");
                let seconds = started.elapsed().as_secs_f64();
                let cpu = cpu
                    .zip(cpu_seconds())
                    .map(|(before, after)| format!(" (CPU {:.2} s)", after - before))
                    .unwrap_or_default();
                if seconds > 0.01 || played.trace.never_ending {
                    println!(
                        "  {mv}: {} after {} laps, {seconds:.3} s{cpu}, {:.2} ns a lap",
                        if played.trace.never_ending {
                            "never ends"
                        } else {
                            "ends"
                        },
                        played.trace.total_laps,
                        seconds * 1e9 / played.trace.total_laps.max(1) as f64
                    );
                }
                if seconds > worst.0 {
                    worst = (seconds, format!("{line} {mv}"));
                }
            }
        }
    }
    println!("slowest move: {} in {:.3} s", worst.1, worst.0);
}

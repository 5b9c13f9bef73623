//! The frame budget of the game's own systems: a computer-against-computer
//! match runs headless (no rendering) at normal animation speed and every
//! frame's `update` is timed: the rules, the session, the animation and the
//! files, everything but drawing.
//!
//! `cargo run --release --example frame_budget -- 3000` times 3000 frames
//! and prints the median, 99th percentile and worst.

use omweso::settings::AnimSpeed;
use omweso::systems::session::{Controller, Level, MatchConfig};
use omweso::testing::{app, omweso as session, start_match};
use std::time::{Duration, Instant};

fn main() {
    let frames: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3_000);
    let mut app = app();
    let config = MatchConfig {
        players: [
            Controller::Computer(Level::Casual),
            Controller::Computer(Level::Casual),
        ],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Fast);
    let mut times: Vec<Duration> = Vec::with_capacity(frames);
    for _ in 0..frames {
        let start = Instant::now();
        app.update();
        times.push(start.elapsed());
        // The searches run on other threads, as in the game: give them time.
        std::thread::sleep(Duration::from_millis(2));
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{frames} frames, {} moves played: median {:.3} ms, p99 {:.3} ms, worst {:.3} ms",
        session(&app).record.moves().len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
    );
}

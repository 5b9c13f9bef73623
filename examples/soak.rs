//! Memory over a long computer-against-computer run, headless:
//! `cargo run --release --example soak -- 100` plays 100 games and prints
//! the resident memory every 10 games.

use omweso::settings::AnimSpeed;
use omweso::systems::session::{Action, Controller, Level, MatchConfig, Phase};
use omweso::testing::{app, omweso as session, resident_kib, run_until_settled, start_match};

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    let mut app = app();
    let config = MatchConfig {
        players: [
            Controller::Computer(Level::Casual),
            Controller::Computer(Level::Casual),
        ],
        // A long match, so that it does not end before the run does.
        omweso: omweso::systems::session::OmwesoConfig {
            rules: mancala::omweso::Rules {
                match_target: 10_000,
                ..Default::default()
            },
            ..Default::default()
        },
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    let started = std::time::Instant::now();
    let mut finished = 0;
    while finished < games {
        run_until_settled(&mut app, 10_000);
        let over = matches!(session(&app).phase, Phase::Over(_));
        if over {
            finished += 1;
            if finished % 10 == 0 {
                println!(
                    "games {finished:>4}  moves {:>4}  resident {:>7} KiB  {:.1} s",
                    session(&app).record.moves().len(),
                    resident_kib(),
                    started.elapsed().as_secs_f64()
                );
            }
            let session = session(&app);
            let next = if session.score.is_over() {
                // An akawumbi wins the match outright: start another.
                Action::NewMatch(Box::new(session.config.clone()))
            } else {
                Action::NextGame
            };
            app.world_mut().write_message(next);
            app.update();
        }
    }
}

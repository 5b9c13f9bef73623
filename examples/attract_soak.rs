//! The exhibition's attract loop over a long run, headless: the title
//! idles, the game plays itself computer against computer, alternating
//! Omweso and Oware, with the pause between games; at instant speed.
//! `cargo run --example attract_soak -- 300` runs 300 demonstrations and
//! prints the entity count and the resident memory every 20.

use omweso::layout::Table;
use omweso::settings::AnimSpeed;
use omweso::systems::exhibition::Attract;
use omweso::systems::session::{Level, OmwesoSession, OwareSession};
use omweso::testing::app;

fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300);
    let mut app = app();
    app.world_mut().resource_mut::<Attract>().level = Level::Beginner;
    app.world_mut()
        .resource_mut::<omweso::settings::Settings>()
        .speed = AnimSpeed::Instant;
    let started = std::time::Instant::now();
    let mut last = None;
    let mut shown = 0;
    while shown < games {
        app.update();
        let world = app.world();
        let now = match (
            world.get_resource::<OmwesoSession>(),
            world.get_resource::<OwareSession>(),
        ) {
            (Some(s), _) => Some((Table::Omweso, s.id)),
            (_, Some(s)) => Some((Table::Oware, s.id)),
            _ => None,
        };
        if now.is_some() && now != last {
            last = now;
            shown += 1;
            if shown % 20 == 0 {
                println!(
                    "demonstrations {shown:>4}  entities {:>4}  resident {:>7} KiB  {:.0} s",
                    app.world().entities().len(),
                    resident_kib(),
                    started.elapsed().as_secs_f64()
                );
            }
        }
    }
}

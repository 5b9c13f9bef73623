//! The exhibition's attract loop over a long run, headless: the title
//! idles, the game plays itself computer against computer, alternating
//! Omweso and Oware, with the pause between games; at instant speed.
//! `cargo run --example attract_soak -- 300` runs 300 demonstrations and
//! prints the entity count and the resident memory every 20.

use bevy::prelude::*;
use omweso::settings::AnimSpeed;
use omweso::systems::demonstration::Demonstration;
use omweso::systems::session::Level;
use omweso::testing::{app, match_on_table, resident_kib};

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300);
    let mut app = app();
    app.world_mut().resource_mut::<Demonstration>().level = Level::Beginner;
    app.world_mut()
        .resource_mut::<omweso::settings::Settings>()
        .speed = AnimSpeed::Instant;
    let started = std::time::Instant::now();
    let mut last = None;
    let mut shown = 0;
    while shown < games {
        app.update();
        let now = match_on_table(&app);
        if now.is_some() && now != last {
            last = now;
            shown += 1;
            if shown % 20 == 0 {
                let world = app.world_mut();
                let entities = world.query::<Entity>().iter(world).count();
                println!(
                    "demonstrations {shown:>4}  entities {entities:>4}  resident {:>7} KiB  {:.0} s",
                    resident_kib(),
                    started.elapsed().as_secs_f64()
                );
            }
        }
    }
}

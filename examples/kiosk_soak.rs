//! The kiosk's attract loop for hours, headless and in real time, with no
//! audio device: the title idles, the game plays itself, Omweso and Oware
//! in turn, at the kiosk's settings (normal speed, the demonstration's
//! level, the sounds played and never heard, the staff log written). Every
//! `--every` seconds it adds a line to the CSV: seconds since the start,
//! resident memory (KiB), live entities, open files, demonstrations begun.
//!
//! `cargo run --example kiosk_soak -- --hours 2 --csv soak.csv [--every 60]`
//! (`tools/soak.sh` runs it and plots the CSV).

use bevy::app::ScheduleRunnerPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use omweso::settings::Kiosk;
use omweso::systems::demonstration::Demonstration;
use omweso::systems::persistence::{DataDir, StaffLog};
use omweso::testing::{add_sound_without_device, resident_kib, temp_dir};
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

struct Args {
    hours: f64,
    every: f64,
    csv: PathBuf,
}

fn args() -> Result<Args, String> {
    let mut args = std::env::args().skip(1);
    let (mut hours, mut every, mut csv) = (None, 60.0, None);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        let number = |text: String| {
            text.parse::<f64>()
                .ok()
                .filter(|n| *n > 0.0)
                .ok_or(format!("{text:?} is not a positive number"))
        };
        match arg.as_str() {
            "--hours" => hours = Some(number(value()?)?),
            "--every" => every = number(value()?)?,
            "--csv" => csv = Some(PathBuf::from(value()?)),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(Args {
        hours: hours.ok_or("--hours is needed")?,
        every,
        csv: csv.ok_or("--csv is needed")?,
    })
}

/// The CSV being written and when the next line is due.
#[derive(Resource)]
struct Sampler {
    out: std::fs::File,
    every: f64,
    next: f64,
    end: f64,
}

fn open_files() -> usize {
    std::fs::read_dir("/proc/self/fd").map_or(0, |dir| dir.count())
}

fn sample(world: &mut World) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let sampler = world.resource::<Sampler>();
    if now < sampler.next {
        return;
    }
    let end = now >= sampler.end;
    let entities = world.query::<Entity>().iter(world).count();
    let games = world.resource::<Demonstration>().games;
    let line = format!(
        "{now:.0},{},{entities},{},{games}\n",
        resident_kib(),
        open_files()
    );
    let mut sampler = world.resource_mut::<Sampler>();
    sampler.next += sampler.every;
    if let Err(e) = sampler.out.write_all(line.as_bytes()) {
        eprintln!("kiosk_soak: the CSV cannot be written: {e}");
        world.write_message(AppExit::error());
    } else if end {
        world.write_message(AppExit::Success);
    }
}

fn main() -> AppExit {
    let args = match args() {
        Ok(args) => args,
        Err(message) => {
            eprintln!("kiosk_soak: {message}");
            return AppExit::error();
        }
    };
    let mut out = match std::fs::File::create(&args.csv) {
        Ok(out) => out,
        Err(e) => {
            eprintln!("kiosk_soak: {}: {e}", args.csv.display());
            return AppExit::error();
        }
    };
    let _ = writeln!(out, "seconds,rss_kib,entities,open_files,demonstrations");
    let folder = temp_dir();
    let dir = DataDir(folder.to_path_buf());
    let mut app = App::new();
    omweso::assets::serve_built_in(&mut app);
    app.add_plugins((
        MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_secs_f64(
            1.0 / 60.0,
        ))),
        StatesPlugin,
        AssetPlugin::default(),
    ));
    add_sound_without_device(&mut app);
    app.insert_resource(StaffLog::open(&dir));
    app.insert_resource(dir);
    app.insert_resource(Kiosk { on: true });
    app.insert_resource(Sampler {
        out,
        every: args.every,
        next: 0.0,
        end: args.hours * 3600.0,
    });
    app.add_plugins(omweso::core_plugin);
    app.add_systems(Last, sample);
    app.run()
}

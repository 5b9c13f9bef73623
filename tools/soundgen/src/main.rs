//! `cargo run -p soundgen --release [OUT_DIR]` writes the game's sound
//! effects, by default into `assets/sounds/` of the workspace.

use std::path::{Path, PathBuf};

use soundgen::dsp::SR;

fn main() -> std::io::Result<()> {
    // Default: <workspace root>/assets/sounds, the workspace root being two
    // levels above this crate's manifest.
    let out_dir = std::env::args_os().nth(1).map_or_else(
        || {
            let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
            let root = manifest
                .ancestors()
                .nth(2)
                .expect("tools/soundgen lives in the workspace");
            root.join("assets").join("sounds")
        },
        PathBuf::from,
    );
    std::fs::create_dir_all(&out_dir)?;
    for sound in soundgen::all() {
        let bytes = soundgen::wav::encode(&sound.samples);
        let path = out_dir.join(format!("{}.wav", sound.name));
        std::fs::write(&path, &bytes)?;
        let peak = sound
            .samples
            .iter()
            .map(|s| s.unsigned_abs())
            .max()
            .unwrap_or(0);
        println!(
            "{}: {:.0} ms, peak {:.2} dBFS, {} bytes",
            path.display(),
            sound.samples.len() as f64 / SR * 1000.0,
            20.0 * (f64::from(peak) / 32768.0).log10(),
            bytes.len()
        );
    }
    Ok(())
}

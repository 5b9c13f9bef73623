//! Checks every generated sound: valid WAV, length, −3 dBFS peak, clean
//! start and end, size, determinism, variety of the clicks, and that the
//! committed files in `assets/sounds/` are up to date.

use soundgen::dsp::{PEAK_DBFS, SR};
use soundgen::{Sound, all, wav};
use std::path::PathBuf;

fn ms(s: &Sound) -> f64 {
    s.samples.len() as f64 / SR * 1000.0
}

/// (name, min ms, max ms) for every sound, in `all()` order.
const SPECS: [(&str, f64, f64); 9] = [
    ("seed_click_1", 60.0, 160.0),
    ("seed_click_2", 60.0, 160.0),
    ("seed_click_3", 60.0, 160.0),
    ("seed_click_4", 60.0, 160.0),
    ("seed_click_5", 60.0, 160.0),
    ("seed_click_6", 60.0, 160.0),
    ("scoop", 300.0, 400.0),
    ("capture", 550.0, 650.0),
    ("chime", 1800.0, 2200.0),
];

#[test]
fn every_sound_meets_its_spec() {
    let sounds = all();
    assert_eq!(sounds.len(), SPECS.len());
    for (sound, (name, lo, hi)) in sounds.iter().zip(SPECS) {
        assert_eq!(sound.name, name);
        let len = ms(sound);
        assert!((lo..=hi).contains(&len), "{name}: {len} ms");

        let bytes = wav::encode(&sound.samples);
        assert!(bytes.len() < 300 * 1024, "{name}: {} bytes", bytes.len());
        assert_eq!(wav::decode(&bytes).unwrap(), sound.samples);

        let peak = sound
            .samples
            .iter()
            .map(|s| s.unsigned_abs())
            .max()
            .unwrap();
        let peak_db = 20.0 * (f64::from(peak) / 32767.0).log10();
        assert!((peak_db - PEAK_DBFS).abs() < 0.01, "{name}: {peak_db} dBFS");

        // Fades: silent ends, and no large jumps near them.
        assert_eq!(sound.samples[0], 0, "{name}");
        assert_eq!(*sound.samples.last().unwrap(), 0, "{name}");
        let tail = &sound.samples[sound.samples.len() - 20..];
        assert!(tail.iter().all(|s| s.abs() < 200), "{name}: {tail:?}");

        // Not silent for long stretches: the energy is in the first part
        // for the percussive sounds, but there is sound throughout.
        let rms = |xs: &[i16]| {
            (xs.iter().map(|&s| f64::from(s).powi(2)).sum::<f64>() / xs.len() as f64).sqrt()
        };
        let quarter = sound.samples.len() / 4;
        assert!(rms(&sound.samples[..quarter]) > 1000.0, "{name}");
    }
}

#[test]
fn output_is_deterministic() {
    assert_eq!(all(), all());
}

#[test]
fn click_variants_differ() {
    let clicks: Vec<Sound> = all().into_iter().take(6).collect();
    let mut lengths: Vec<usize> = clicks.iter().map(|c| c.samples.len()).collect();
    lengths.sort_unstable();
    lengths.dedup();
    assert_eq!(lengths.len(), 6, "every click has its own length");
    // Normalised correlation over the common first 60 ms stays low.
    let n = (0.06 * SR) as usize;
    for (i, a) in clicks.iter().enumerate() {
        for b in &clicks[i + 1..] {
            let (a, b) = (&a.samples[..n], &b.samples[..n]);
            let dot = |x: &[i16], y: &[i16]| {
                x.iter()
                    .zip(y)
                    .map(|(&p, &q)| f64::from(p) * f64::from(q))
                    .sum::<f64>()
            };
            let corr = dot(a, b) / (dot(a, a) * dot(b, b)).sqrt();
            assert!(corr.abs() < 0.8, "correlation {corr}");
        }
    }
}

/// The committed WAVs match the generator (±1 LSB, in case another
/// platform's `sin`/`exp` round differently); regenerate with
/// `cargo run -p soundgen --release`.
#[test]
fn committed_assets_are_up_to_date() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../assets/sounds");
    for sound in all() {
        let path = dir.join(format!("{}.wav", sound.name));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let committed = wav::decode(&bytes).unwrap();
        assert_eq!(committed.len(), sound.samples.len(), "{}", sound.name);
        let worst = committed
            .iter()
            .zip(&sound.samples)
            .map(|(&a, &b)| (i32::from(a) - i32::from(b)).abs())
            .max()
            .unwrap();
        assert!(worst <= 1, "{} differs by {worst} LSB", sound.name);
    }
}

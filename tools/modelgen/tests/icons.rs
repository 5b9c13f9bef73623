//! Checks the committed application icons in `assets/icons/`: each is an
//! 8-bit RGBA PNG of its size, transparent in the corners and opaque in the
//! middle, and exactly what the generator writes today.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The sizes, as in the README.
const SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

fn committed_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/icons")
}

fn file_name(size: u32) -> String {
    format!("omweso-{size}.png")
}

/// The names of the files in `dir`.
fn names(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect()
}

fn expected_names() -> BTreeSet<String> {
    SIZES.into_iter().map(file_name).collect()
}

/// A PNG decoded completely: its size and RGBA pixels.
fn decode(bytes: &[u8], what: &str) -> (u32, u32, Vec<u8>) {
    let (colour, width, height, pixels) = common::decode_png(bytes, what);
    assert_eq!(colour, png::ColorType::Rgba, "{what}");
    (width, height, pixels)
}

#[test]
fn committed_icons_are_rgba_pngs_transparent_outside_the_board() {
    let dir = committed_dir();
    assert_eq!(names(&dir), expected_names());
    for size in SIZES {
        let file = file_name(size);
        let bytes = std::fs::read(dir.join(&file)).unwrap();
        let (w, h, rgba) = decode(&bytes, &file);
        assert_eq!((w, h), (size, size), "{file}: size");
        assert_eq!(rgba.len(), (size * size * 4) as usize, "{file}");
        let alpha = |x: u32, y: u32| rgba[((y * size + x) * 4 + 3) as usize];
        let last = size - 1;
        for (x, y) in [(0, 0), (last, 0), (0, last), (last, last)] {
            assert_eq!(alpha(x, y), 0, "{file}: corner ({x}, {y}) not transparent");
        }
        // The middle quarter is all board.
        for y in size * 3 / 8..size * 5 / 8 {
            for x in size * 3 / 8..size * 5 / 8 {
                assert_eq!(alpha(x, y), 255, "{file}: ({x}, {y}) not opaque");
            }
        }
    }
}

#[test]
fn generator_reproduces_the_committed_icons() {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("modelgen-icons");
    if out.exists() {
        std::fs::remove_dir_all(&out).unwrap();
    }
    let status = Command::new(env!("CARGO_BIN_EXE_modelgen"))
        .arg(out.join("models"))
        .arg(out.join("icons"))
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "modelgen failed: {status}");
    assert_eq!(names(&out.join("icons")), expected_names());
    let committed = committed_dir();
    for size in SIZES {
        let file = file_name(size);
        let fresh = std::fs::read(out.join("icons").join(&file)).unwrap();
        let old = std::fs::read(committed.join(&file)).unwrap();
        assert!(
            fresh == old,
            "{file}: the generator's output ({} bytes) differs from the committed file ({} bytes); \
             run `cargo run -p modelgen --release` and commit assets/icons",
            fresh.len(),
            old.len()
        );
    }
}

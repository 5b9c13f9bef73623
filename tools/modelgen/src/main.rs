//! # modelgen — reproducible 3D models for the Omweso / Oware game
//!
//! `cargo run -p modelgen --release [OUT_DIR]` writes, by default into
//! `assets/models/` of the workspace:
//!
//! * `omweso_board.glb` — carved 4×8 Omweso board,
//! * `oware_board.glb` — carved 2×6 Oware board with two stores,
//! * `seed.glb` — one seed (*empiko*).
//!
//! Everything (geometry, textures, PNG and GLB encoding) is computed here,
//! deterministically, without dependencies: running twice gives identical
//! bytes.
//!
//! ## Layout constants (world units; 1.0 = Omweso pit pitch; y up)
//!
//! Both boards: top surface y = 0, bottom y = -0.5, top edges rounded with
//! radius 0.1 (the walls are vertical from y = -0.1 down). A cup's surface
//! is `y(r) = -D·(1 - (r/R)²)` for `r < R`, with its rim softened (a C¹
//! blend over ~0.05 either side of `r = R`, rim at y ≈ -0.0175), so the
//! cup bottom is at `(x, -D, z)` of its centre.
//!
//! ### Omweso (`omweso_board.glb`)
//! * pit centre (row, col), col 0..=7, row 0..=3:
//!   `x = (col - 3.5) * 1.0`, `z = [1.65, 0.55, -0.55, -1.65][row]`
//!   (row 0 nearest South, who sits at +z; rows 0–1 are South's, 2–3 North's)
//! * pit radius R = 0.42, depth D = 0.26
//! * slab x ∈ [-4.45, 4.45], z ∈ [-2.6, 2.6], y ∈ [-0.5, 0]
//! * groove along z = 0 for |x| ≤ 4.1 (fading out from 3.85): half-width
//!   0.07, depth 0.025
//!
//! ### Oware (`oware_board.glb`)
//! * pit centre (row, col), col 0..=5, row 0..=1:
//!   `x = (col - 2.5) * 1.1`, `z = [0.6, -0.6][row]` (row 0 = South, +z)
//! * pit radius R = 0.45, depth D = 0.28
//! * stores centred at x = ±4.05, z = 0: radii 0.45 (x) × 1.05 (z), depth 0.3
//! * slab x ∈ [-4.75, 4.75], z ∈ [-1.45, 1.45], y ∈ [-0.5, 0]
//! * groove along z = 0 for |x| ≤ 3.3 (fading out from 3.05): half-width
//!   0.07, depth 0.025
//!
//! ### Seed (`seed.glb`)
//! * ellipsoid centred at the origin, radii 0.085 (x) × 0.07 (y) × 0.08 (z);
//!   resting on a flat surface its centre is at y = 0.07
//! * a small dark hilum scar on its +x side
//!
//! ## Materials (pbrMetallicRoughness, base colour = embedded PNG texture)
//! * boards: material `"wood"`, metallic 0, roughness 0.55, baseColorFactor 1
//! * seed: material `"seed"`, metallic 0, roughness 0.25, baseColorFactor 1
//!
//! Each file has one scene, one node, one mesh with one primitive
//! (POSITION, NORMAL, TEXCOORD_0, u16 indices), one material, one texture.

mod board;
mod glb;
mod noise;
mod png;
mod seed;

use std::path::{Path, PathBuf};

use board::{Board, Cup, Groove, Knot};

/// Omweso pit rows' z, row 0 (South, nearest +z) first.
pub const OMWESO_ROW_Z: [f64; 4] = [1.65, 0.55, -0.55, -1.65];
pub const OMWESO_PIT_PITCH: f64 = 1.0;
pub const OMWESO_PIT_R: f64 = 0.42;
pub const OMWESO_PIT_D: f64 = 0.26;
pub const OMWESO_HALF: (f64, f64) = (4.45, 2.6);

pub const OWARE_ROW_Z: [f64; 2] = [0.6, -0.6];
pub const OWARE_PIT_PITCH: f64 = 1.1;
pub const OWARE_PIT_R: f64 = 0.45;
pub const OWARE_PIT_D: f64 = 0.28;
pub const OWARE_STORE_X: f64 = 4.05;
pub const OWARE_STORE_R: (f64, f64) = (0.45, 1.05);
pub const OWARE_STORE_D: f64 = 0.3;
pub const OWARE_HALF: (f64, f64) = (4.75, 1.45);

pub const BOARD_THICKNESS: f64 = 0.5;
pub const BOARD_EDGE_RADIUS: f64 = 0.1;

const GROOVE_HALF_WIDTH: f64 = 0.07;
const GROOVE_DEPTH: f64 = 0.025;
const LIP: f64 = 0.07;
const GRID_SPACING: f64 = 0.045;

fn omweso() -> Board {
    let col_x = |col: usize| (col as f64 - 3.5) * OMWESO_PIT_PITCH;
    let cups = OMWESO_ROW_Z
        .iter()
        .flat_map(|&z| {
            (0..8).map(move |col| Cup {
                x: col_x(col),
                z,
                rx: OMWESO_PIT_R,
                rz: OMWESO_PIT_R,
                depth: OMWESO_PIT_D,
            })
        })
        .collect();
    Board {
        half_x: OMWESO_HALF.0,
        half_z: OMWESO_HALF.1,
        thickness: BOARD_THICKNESS,
        bevel: BOARD_EDGE_RADIUS,
        lip: LIP,
        cups,
        groove: Some(Groove {
            half_length: 4.1,
            half_width: GROOVE_HALF_WIDTH,
            depth: GROOVE_DEPTH,
        }),
        grid_x: (4..8).map(col_x).collect(),
        grid_z: vec![GROOVE_HALF_WIDTH / 2.0, GROOVE_HALF_WIDTH, 0.55, 1.65],
        spacing: GRID_SPACING,
        knots: vec![
            Knot {
                x: -2.95,
                z: -2.3,
                radius: 0.22,
            },
            Knot {
                x: 1.0,
                z: 1.1,
                radius: 0.12,
            },
        ],
        wood_seed: 17,
        texture_size: (256, 512),
    }
}

fn oware() -> Board {
    let col_x = |col: usize| (col as f64 - 2.5) * OWARE_PIT_PITCH;
    let mut cups: Vec<Cup> = OWARE_ROW_Z
        .iter()
        .flat_map(|&z| {
            (0..6).map(move |col| Cup {
                x: col_x(col),
                z,
                rx: OWARE_PIT_R,
                rz: OWARE_PIT_R,
                depth: OWARE_PIT_D,
            })
        })
        .collect();
    for x in [-OWARE_STORE_X, OWARE_STORE_X] {
        cups.push(Cup {
            x,
            z: 0.0,
            rx: OWARE_STORE_R.0,
            rz: OWARE_STORE_R.1,
            depth: OWARE_STORE_D,
        });
    }
    let mut grid_x: Vec<f64> = (3..6).map(col_x).collect();
    grid_x.push(OWARE_STORE_X);
    Board {
        half_x: OWARE_HALF.0,
        half_z: OWARE_HALF.1,
        thickness: BOARD_THICKNESS,
        bevel: BOARD_EDGE_RADIUS,
        lip: LIP,
        cups,
        groove: Some(Groove {
            half_length: 3.3,
            half_width: GROOVE_HALF_WIDTH,
            depth: GROOVE_DEPTH,
        }),
        grid_x,
        grid_z: vec![GROOVE_HALF_WIDTH / 2.0, GROOVE_HALF_WIDTH, 0.6],
        spacing: GRID_SPACING,
        knots: vec![
            Knot {
                x: 2.2,
                z: -1.2,
                radius: 0.2,
            },
            Knot {
                x: -1.1,
                z: 0.05,
                radius: 0.1,
            },
        ],
        wood_seed: 29,
        texture_size: (512, 256),
    }
}

const WOOD: glb::Material = glb::Material {
    name: "wood",
    metallic: 0.0,
    roughness: 0.55,
};

const SEED: glb::Material = glb::Material {
    name: "seed",
    metallic: 0.0,
    roughness: 0.25,
};

fn board_glb(scene: &str, board: &Board) -> (Vec<u8>, glb::Mesh) {
    let mesh = board.mesh();
    let (w, h, rgb) = board.texture();
    let png = png::encode_rgb(w, h, &rgb);
    let texture = glb::Texture {
        name: "wood",
        png: &png,
        wrap_s: glb::CLAMP_TO_EDGE,
        wrap_t: glb::CLAMP_TO_EDGE,
    };
    (glb::write(scene, "board", &mesh, &WOOD, &texture), mesh)
}

fn seed_glb() -> (Vec<u8>, glb::Mesh) {
    let mesh = seed::mesh();
    let png = png::encode_rgb(256, 128, &seed::texture(256, 128));
    let texture = glb::Texture {
        name: "seed",
        png: &png,
        wrap_s: glb::REPEAT,
        wrap_t: glb::CLAMP_TO_EDGE,
    };
    (glb::write("seed", "seed", &mesh, &SEED, &texture), mesh)
}

fn main() -> std::io::Result<()> {
    // Default: <workspace root>/assets/models, the workspace root being two
    // levels above this crate's manifest.
    let out_dir = std::env::args_os().nth(1).map_or_else(
        || {
            let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
            let root = manifest
                .ancestors()
                .nth(2)
                .expect("tools/modelgen lives in the workspace");
            root.join("assets").join("models")
        },
        PathBuf::from,
    );
    std::fs::create_dir_all(&out_dir)?;
    let files = [
        ("omweso_board", board_glb("omweso_board", &omweso())),
        ("oware_board", board_glb("oware_board", &oware())),
        ("seed", seed_glb()),
    ];
    for (name, (bytes, mesh)) in files {
        let path = out_dir.join(format!("{name}.glb"));
        std::fs::write(&path, &bytes)?;
        println!(
            "{}: {} bytes, {} vertices, {} triangles",
            path.display(),
            bytes.len(),
            mesh.positions.len(),
            mesh.indices.len() / 3
        );
    }
    Ok(())
}

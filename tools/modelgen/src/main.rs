//! # modelgen — reproducible 3D models and icons for the Omweso / Oware game
//!
//! `cargo run -p modelgen --release [MODELS_DIR [ICONS_DIR]]` writes the
//! models, by default into `assets/models/` of the workspace:
//!
//! * `omweso_board.glb` — carved 4×8 Omweso board,
//! * `oware_board.glb` — carved 2×6 Oware board with two stores,
//! * `seed.glb` — one Omweso seed (*empiko*),
//! * `oware_seed.glb` — one Oware seed,
//! * `table.glb` — the low wooden table the boards stand on,
//!
//! and the application icon ([`icon`]), by default into `assets/icons/`:
//! `omweso-16.png`, `-24`, `-32`, `-48`, `-64`, `-128`, `-256` and
//! `omweso-512.png`, 8-bit RGBA PNGs of a carved Omweso board with seeds
//! seen from above, on a transparent background. Given only `MODELS_DIR`,
//! the icons go to the `icons` folder next to it (`MODELS_DIR/../icons`),
//! as `assets/icons` is next to `assets/models`.
//!
//! Everything (geometry, textures, icons, GLB layout) is computed here, with
//! the `png` crate compressing the images and `serde_json` writing the glTF
//! JSON, deterministically: running twice gives identical bytes.
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
//! ### Seeds
//! * `seed.glb` (Omweso *empiko*): ellipsoid centred at the origin, radii
//!   0.085 (x) × 0.07 (y) × 0.08 (z); resting on a flat surface its centre
//!   is at y = 0.07. Grey-olive, faint concentric lines around a small dark
//!   hilum on its +x side.
//! * `oware_seed.glb`: radii 0.098 (x) × 0.066 (y) × 0.092 (z) (about 15 %
//!   wider, and flatter); resting, its centre is at y = 0.066. Warm brown
//!   with a dark eye on its +x edge.
//!
//! ### Table (`table.glb`)
//! * top surface at y = -0.5 (where the boards' bottoms are), x ∈ [-5.5,
//!   5.5], z ∈ [-3.3, 3.3], 0.3 thick (underside y = -0.8), top edges
//!   rounded with radius 0.08; flat for |x| ≤ 5.42, |z| ≤ 3.22
//! * four legs from the underside down to the floor at y = -4.0, outer faces
//!   at x = ±5.15, z = ±2.95, 0.4 wide at the top and 0.3 at the foot
//!   (tapered on the inner faces)
//! * apron rails under the top, 0.35 high and 0.09 thick, 0.05 in from the
//!   legs' outer faces
//!
//! ## Materials (pbrMetallicRoughness, base colour = embedded PNG texture)
//! * boards and table: material `"wood"`, metallic 0, roughness factor 1
//!   with a metallic-roughness texture (roughness in G: about 0.62 on the
//!   flat top, 0.3 in the cups; the table about 0.7 all over)
//! * `seed.glb`: material `"seed"`, metallic 0, roughness 0.25
//! * `oware_seed.glb`: material `"seed"`, metallic 0, roughness 0.35
//!
//! Each file has one scene, one node, one mesh with one primitive
//! (POSITION, NORMAL, TEXCOORD_0, u16 indices), one material; texture 0 is
//! the base colour, texture 1 (wood only) the metallic-roughness texture.

mod board;
mod glb;
mod icon;
mod noise;
mod seed;
mod table;

use std::path::{Path, PathBuf};

use board::{Board, Cup, Groove, Knot, Wood};
use seed::Seed;
use table::Table;

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

pub const TABLE_HALF: (f64, f64) = (5.5, 3.3);
pub const TABLE_TOP_Y: f64 = -0.5;
pub const TABLE_TOP_THICKNESS: f64 = 0.3;
pub const TABLE_EDGE_RADIUS: f64 = 0.08;
pub const TABLE_FLOOR_Y: f64 = -4.0;
pub const TABLE_LEG_OUTER: (f64, f64) = (5.15, 2.95);
pub const TABLE_LEG_WIDTH: (f64, f64) = (0.4, 0.3);
/// Apron rails: height, thickness, inset from the legs' outer faces.
pub const TABLE_APRON: (f64, f64, f64) = (0.35, 0.09, 0.05);

const GROOVE_HALF_WIDTH: f64 = 0.07;
const GROOVE_DEPTH: f64 = 0.025;
const LIP: f64 = 0.07;

/// The boards: a dark reddish-brown African hardwood (like mvule / iroko
/// aged with oil), the rings running along x.
fn board_wood(pith_z: f64) -> Wood {
    Wood {
        light: [0.52, 0.27, 0.15],
        dark: [0.25, 0.11, 0.055],
        ring_spacing: 0.16,
        pith: (pith_z, -2.6),
        fibre: 65.0,
        texture: 1.0,
        plank_width: None,
        roughness: (0.62, 0.3),
    }
}

/// The table: a paler, golden-brown wood in glued planks along x.
fn table_wood() -> Wood {
    Wood {
        light: [0.74, 0.55, 0.34],
        dark: [0.52, 0.34, 0.18],
        ring_spacing: 0.22,
        pith: (0.0, -1.6),
        fibre: 45.0,
        texture: 0.8,
        plank_width: Some(1.1),
        roughness: (0.7, 0.7),
    }
}
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
        wood: board_wood(-0.9),
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
        wood: board_wood(0.5),
        wood_seed: 29,
        texture_size: (512, 256),
    }
}

fn table() -> Table {
    Table {
        top: Board {
            half_x: TABLE_HALF.0,
            half_z: TABLE_HALF.1,
            thickness: TABLE_TOP_THICKNESS,
            bevel: TABLE_EDGE_RADIUS,
            lip: LIP,
            cups: Vec::new(),
            groove: None,
            grid_x: Vec::new(),
            grid_z: Vec::new(),
            spacing: 1.1,
            knots: vec![Knot {
                x: -4.6,
                z: 2.45,
                radius: 0.16,
            }],
            wood: table_wood(),
            wood_seed: 41,
            texture_size: (512, 512),
        },
        top_y: TABLE_TOP_Y,
        floor_y: TABLE_FLOOR_Y,
        leg_outer: TABLE_LEG_OUTER,
        leg_width: TABLE_LEG_WIDTH,
        apron: TABLE_APRON,
    }
}

/// Wood (boards and table): the roughness is the G channel of the
/// metallic-roughness texture (factor 1).
const WOOD: glb::Material = glb::Material {
    name: "wood",
    metallic: 0.0,
    roughness: 1.0,
};

const EMPIKO: glb::Material = glb::Material {
    name: "seed",
    metallic: 0.0,
    roughness: 0.25,
};

const WARE: glb::Material = glb::Material {
    name: "seed",
    metallic: 0.0,
    roughness: 0.35,
};

/// Encodes `pixels` (row-major, top row first, 3 bytes per pixel for
/// `Rgb`, 4 for `Rgba`) as an 8-bit PNG of that colour type: zlib at its best level (9), each row given the PNG filter whose
/// output bytes have the least entropy (the png crate's adaptive `MinEntropy`
/// choice; its `Adaptive` one, least sum of differences, makes the models
/// 45 kB larger, and no filtering 7 kB). The output depends only on the
/// pixels and the png/flate2/miniz_oxide versions pinned in Cargo.lock.
fn encode_png(width: u32, height: u32, color: png::ColorType, pixels: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(color);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    encoder.set_filter(png::Filter::MinEntropy);
    let mut writer = encoder.write_header().expect("PNG header");
    writer
        .write_image_data(pixels)
        .expect("PNG pixel buffer size");
    writer.finish().expect("PNG end");
    out
}

/// The GLB of a wooden piece with its colour and roughness textures.
fn wood_glb(scene: &str, name: &str, board: &Board, mesh: glb::Mesh) -> (Vec<u8>, glb::Mesh) {
    let ((w, h, rgb), (mw, mh, mr)) = board.texture();
    let png = encode_png(w, h, png::ColorType::Rgb, &rgb);
    let mr_png = encode_png(mw, mh, png::ColorType::Rgb, &mr);
    let texture = glb::Texture {
        name: "wood",
        png: &png,
        wrap_s: glb::CLAMP_TO_EDGE,
        wrap_t: glb::CLAMP_TO_EDGE,
    };
    let roughness = glb::Texture {
        name: "wood_roughness",
        png: &mr_png,
        wrap_s: glb::CLAMP_TO_EDGE,
        wrap_t: glb::CLAMP_TO_EDGE,
    };
    let bytes = glb::write(scene, name, &mesh, &WOOD, &texture, Some(&roughness));
    (bytes, mesh)
}

fn board_glb(scene: &str, board: &Board) -> (Vec<u8>, glb::Mesh) {
    wood_glb(scene, "board", board, board.mesh())
}

fn table_glb() -> (Vec<u8>, glb::Mesh) {
    let table = table();
    wood_glb("table", "table", &table.top, table.mesh())
}

fn seed_glb(scene: &str, seed: &Seed, material: &glb::Material) -> (Vec<u8>, glb::Mesh) {
    let mesh = seed.mesh();
    let png = encode_png(256, 128, png::ColorType::Rgb, &seed.texture(256, 128));
    let texture = glb::Texture {
        name: "seed",
        png: &png,
        wrap_s: glb::REPEAT,
        wrap_t: glb::CLAMP_TO_EDGE,
    };
    (
        glb::write(scene, "seed", &mesh, material, &texture, None),
        mesh,
    )
}

fn main() -> std::io::Result<()> {
    // Defaults: <workspace root>/assets/models and assets/icons, the
    // workspace root being two levels above this crate's manifest; given
    // only the models' folder, the icons go to `icons` beside it.
    let mut args = std::env::args_os().skip(1).map(PathBuf::from);
    let assets = || {
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
        let root = manifest
            .ancestors()
            .nth(2)
            .expect("tools/modelgen lives in the workspace");
        root.join("assets")
    };
    let (out_dir, icon_dir) = match (args.next(), args.next()) {
        (None, _) => (assets().join("models"), assets().join("icons")),
        (Some(models), None) => {
            let icons = models.join("..").join("icons");
            (models, icons)
        }
        (Some(models), Some(icons)) => (models, icons),
    };
    std::fs::create_dir_all(&out_dir)?;
    let files = [
        ("omweso_board", board_glb("omweso_board", &omweso())),
        ("oware_board", board_glb("oware_board", &oware())),
        ("seed", seed_glb("seed", &seed::EMPIKO, &EMPIKO)),
        ("oware_seed", seed_glb("oware_seed", &seed::WARE, &WARE)),
        ("table", table_glb()),
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
    std::fs::create_dir_all(&icon_dir)?;
    for size in icon::SIZES {
        let bytes = encode_png(size, size, png::ColorType::Rgba, &icon::render(size));
        let path = icon_dir.join(format!("omweso-{size}.png"));
        std::fs::write(&path, &bytes)?;
        println!("{}: {} bytes", path.display(), bytes.len());
    }
    Ok(())
}

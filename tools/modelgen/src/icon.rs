//! The application icon: a carved Omweso board seen from straight above,
//! 4 rows of pits (4 columns of them; the real board has 8), the groove
//! between the players' halves, and grey-olive seeds (*empiko*) in some
//! pits, on a transparent background.
//!
//! The board is the same dark reddish-brown hardwood as the board model
//! (its texture function, [`Board::carve`] for the carving), rounded in
//! plan, lit from the upper left with soft shadows in the pits. Each pixel
//! averages a grid of samples (in linear light), and the alpha is the part
//! of the pixel the board covers (plus a faint drop shadow). The sizes up
//! to 32 px get their own layouts, with the pits centred on pixels and
//! fewer, larger seeds, so that they stay legible.

use std::f64::consts::TAU;

use crate::board::{Board, Cup, Groove, Knot};
use crate::noise::{fbm2, value2};

/// The sizes written, in pixels (square).
pub const SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// Pits per row and column, pit pitch and radius, seed size: the layout at
/// one icon size.
struct Layout {
    /// Pit centres' x, left first.
    cols_x: [f64; 4],
    /// Pit centres' z, top row first (z grows downwards in the image).
    rows_z: [f64; 4],
    pit_r: f64,
    pit_depth: f64,
    /// Half the board's width (x) and height (z).
    half: (f64, f64),
    /// Half the side of the square the icon shows.
    view: f64,
    /// Opacity of the drop shadow.
    shadow: f64,
    /// Seed radii (along its long axis, across, height) in world units.
    seed: [f64; 3],
    /// Seeds per pit, `[row][col]`.
    seeds: &'static [&'static [u8]],
    groove_half_width: f64,
    groove_depth: f64,
    /// Half-width of the rounded top edge.
    bevel: f64,
    /// Radius of the rounded corners (in plan). Where the board fills the
    /// square, 3.5 px leaves the corner pixels transparent.
    corner: f64,
}

const FULL: Layout = Layout {
    cols_x: [-1.65, -0.55, 0.55, 1.65],
    rows_z: [-1.7, -0.6, 0.6, 1.7],
    pit_r: 0.42,
    pit_depth: 0.3,
    half: (2.52, 2.57),
    view: 2.71,
    shadow: 0.4,
    seed: [0.135, 0.115, 0.11],
    seeds: &[&[2, 0, 3, 1], &[1, 4, 0, 2], &[0, 2, 1, 3], &[3, 1, 2, 0]],
    groove_half_width: 0.11,
    groove_depth: 0.06,
    bevel: 0.16,
    corner: 0.45,
};

/// One pixel at 16 px.
const TINY_PX: f64 = 1.1 / 3.0;

/// 16 px: the same 4 rows of 4 pits, 3 px apart (5 over the groove),
/// centred on pixels, the board filling the square, and one big seed in
/// some pits, so a filled pit reads as a pale dot.
const TINY: Layout = Layout {
    cols_x: [-4.5 * TINY_PX, -1.5 * TINY_PX, 1.5 * TINY_PX, 4.5 * TINY_PX],
    rows_z: [-5.5 * TINY_PX, -2.5 * TINY_PX, 2.5 * TINY_PX, 5.5 * TINY_PX],
    pit_r: 1.15 * TINY_PX,
    pit_depth: 0.55,
    half: (8.0 * TINY_PX, 8.0 * TINY_PX),
    view: 8.0 * TINY_PX,
    shadow: 0.0,
    seed: [0.22, 0.2, 0.16],
    seeds: &[&[1, 0, 1, 1], &[1, 1, 0, 1], &[0, 1, 1, 0], &[1, 0, 1, 1]],
    groove_half_width: 0.14,
    groove_depth: 0.08,
    bevel: 0.2,
    corner: 3.5 * TINY_PX,
};

/// One pixel at 24 px.
const SMALL_PX: f64 = 1.1 / 5.0;

/// 24 px: pits 5 px apart across, 5 or 7 (over the groove) down, centred
/// on pixels, the board filling the square, one big seed in some pits.
const SMALL: Layout = Layout {
    cols_x: [
        -7.5 * SMALL_PX,
        -2.5 * SMALL_PX,
        2.5 * SMALL_PX,
        7.5 * SMALL_PX,
    ],
    rows_z: [
        -8.5 * SMALL_PX,
        -3.5 * SMALL_PX,
        3.5 * SMALL_PX,
        8.5 * SMALL_PX,
    ],
    pit_r: 0.42,
    pit_depth: 0.3,
    half: (12.0 * SMALL_PX, 12.0 * SMALL_PX),
    view: 12.0 * SMALL_PX,
    shadow: 0.0,
    seed: [0.2, 0.18, 0.15],
    seeds: &[&[1, 0, 1, 1], &[1, 1, 0, 1], &[0, 1, 1, 0], &[1, 0, 1, 1]],
    groove_half_width: 0.12,
    groove_depth: 0.07,
    bevel: 0.18,
    corner: 3.5 * SMALL_PX,
};

/// One pixel at 32 px.
const MEDIUM_PX: f64 = 1.1 / 7.0;

/// 32 px: pits 7 px apart, centred on pixels, a 1 px margin for the
/// shadow, up to three seeds a pit.
const MEDIUM: Layout = Layout {
    cols_x: [
        -10.5 * MEDIUM_PX,
        -3.5 * MEDIUM_PX,
        3.5 * MEDIUM_PX,
        10.5 * MEDIUM_PX,
    ],
    rows_z: [
        -10.5 * MEDIUM_PX,
        -3.5 * MEDIUM_PX,
        3.5 * MEDIUM_PX,
        10.5 * MEDIUM_PX,
    ],
    pit_r: 0.42,
    pit_depth: 0.3,
    half: (15.0 * MEDIUM_PX, 15.0 * MEDIUM_PX),
    view: 16.0 * MEDIUM_PX,
    shadow: 0.3,
    seed: [0.16, 0.14, 0.12],
    seeds: &[&[2, 0, 3, 1], &[1, 3, 0, 2], &[0, 2, 1, 3], &[3, 1, 2, 0]],
    groove_half_width: 0.1,
    groove_depth: 0.06,
    bevel: 0.16,
    corner: 0.45,
};

/// A seed lying in a pit: an ellipsoid, its long axis at `angle`.
struct Pebble {
    x: f64,
    z: f64,
    radii: [f64; 3],
    angle: f64,
    /// y of its centre.
    base: f64,
    /// Shade variation, about ±0.1.
    tone: f64,
    seed: u32,
}

struct Scene {
    board: Board,
    half: (f64, f64),
    corner: f64,
    bevel: f64,
    pebbles: Vec<Pebble>,
    /// Half the side of the square the icon shows (world units).
    view: f64,
    shadow: f64,
}

/// The light: from the upper left (-x, -z) and above.
const LIGHT: [f64; 3] = [-0.5, 0.95, -0.62];
const AMBIENT: f64 = 0.38;

fn smoothstep(e0: f64, e1: f64, x: f64) -> f64 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn normalize(v: [f64; 3]) -> [f64; 3] {
    let len = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
    v.map(|c| c / len)
}

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn to_linear(c: f64) -> f64 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn to_srgb(c: f64) -> f64 {
    if c <= 0.003_130_8 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}

/// Signed distance to a rounded rectangle centred at the origin (negative
/// inside).
fn rounded_rect(x: f64, z: f64, half: (f64, f64), r: f64) -> f64 {
    let qx = x.abs() - (half.0 - r);
    let qz = z.abs() - (half.1 - r);
    let outside = (qx.max(0.0).powi(2) + qz.max(0.0).powi(2)).sqrt();
    outside + qx.max(qz).min(0.0) - r
}

/// What a sample sees.
struct Hit {
    normal: [f64; 3],
    /// Linear-light albedo.
    albedo: [f64; 3],
    /// Specular strength and exponent.
    gloss: (f64, f64),
    /// Height of the surface (for the shadow rays).
    y: f64,
    /// Carved below the flat top or on a seed: worth a shadow ray.
    sunken: bool,
}

impl Scene {
    fn new(layout: &Layout) -> Scene {
        let (half_x, half_z) = layout.half;
        let cups = layout
            .rows_z
            .iter()
            .flat_map(|&z| {
                layout.cols_x.iter().map(move |&x| Cup {
                    x,
                    z,
                    rx: layout.pit_r,
                    rz: layout.pit_r,
                    depth: layout.pit_depth,
                })
            })
            .collect();
        let board = Board {
            half_x,
            half_z,
            thickness: crate::BOARD_THICKNESS,
            bevel: layout.bevel,
            lip: crate::LIP,
            cups,
            groove: Some(Groove {
                half_length: half_x - 0.25,
                half_width: layout.groove_half_width,
                depth: layout.groove_depth,
            }),
            grid_x: Vec::new(),
            grid_z: Vec::new(),
            spacing: 1.0,
            knots: vec![Knot {
                x: 1.3,
                z: -2.28,
                radius: 0.13,
            }],
            wood: crate::board_wood(-0.7),
            wood_seed: 23,
            texture_size: (0, 0),
        };

        let mut pebbles = Vec::new();
        for (row, &cz) in layout.rows_z.iter().enumerate() {
            for (col, &cx) in layout.cols_x.iter().enumerate() {
                let n = layout.seeds[row][col] as usize;
                let pit = (row * 4 + col) as u32;
                // Seeds huddle at the bottom of the pit: a ring of n,
                // turned by a per-pit angle.
                let turn = TAU * value2(pit as f64 * 1.7, 0.3, 77);
                let spread = match n {
                    1 => 0.0,
                    2 => 0.14,
                    3 => 0.16,
                    _ => 0.185,
                };
                for k in 0..n {
                    let a = turn + TAU * k as f64 / n as f64;
                    let jitter = |salt: f64| value2(pit as f64 * 3.1 + k as f64, salt, 91) - 0.5;
                    let x = cx + spread * a.cos() + 0.03 * jitter(0.5);
                    let z = cz + spread * a.sin() + 0.03 * jitter(1.5);
                    let scale = 1.0 + 0.12 * jitter(2.5);
                    let radii = layout.seed.map(|r| r * scale);
                    pebbles.push(Pebble {
                        x,
                        z,
                        radii,
                        angle: a + 1.2 * jitter(3.5),
                        base: board.carve(x, z) + radii[2] * 0.85,
                        tone: 0.2 * jitter(4.5),
                        seed: 500 + pit * 8 + k as u32,
                    });
                }
            }
        }
        let half = (half_x, half_z);
        Scene {
            board,
            half,
            corner: layout.corner,
            bevel: layout.bevel,
            pebbles,
            view: layout.view,
            shadow: layout.shadow,
        }
    }

    /// Height of the wood at (x, z), or `None` off the board.
    fn wood_height(&self, x: f64, z: f64) -> Option<f64> {
        let d = -rounded_rect(x, z, self.half, self.corner);
        if d < 0.0 {
            return None;
        }
        if d < self.bevel {
            let c = (self.bevel - d) / self.bevel;
            return Some(-self.bevel + self.bevel * (1.0 - c * c).sqrt());
        }
        Some(self.board.carve(x, z))
    }

    /// The top seed at (x, z): its height there, and the pebble.
    fn pebble_at(&self, x: f64, z: f64) -> Option<(f64, &Pebble)> {
        let mut best: Option<(f64, &Pebble)> = None;
        for p in &self.pebbles {
            let (dx, dz) = (x - p.x, z - p.z);
            if dx.abs() > p.radii[0].max(p.radii[1]) || dz.abs() > p.radii[0].max(p.radii[1]) {
                continue;
            }
            let (s, c) = p.angle.sin_cos();
            let (u, v) = (dx * c + dz * s, -dx * s + dz * c);
            let q = (u / p.radii[0]).powi(2) + (v / p.radii[1]).powi(2);
            if q < 1.0 {
                let y = p.base + p.radii[2] * (1.0 - q).sqrt();
                if best.is_none_or(|(b, _)| y > b) {
                    best = Some((y, p));
                }
            }
        }
        best
    }

    /// Height of whatever is on top at (x, z) (for shadow rays).
    fn height(&self, x: f64, z: f64) -> f64 {
        let wood = self.wood_height(x, z).unwrap_or(-1.0);
        match self.pebble_at(x, z) {
            Some((y, _)) => y.max(wood),
            None => wood,
        }
    }

    fn hit(&self, x: f64, z: f64) -> Option<Hit> {
        let wood_y = self.wood_height(x, z)?;
        if let Some((y, p)) = self.pebble_at(x, z)
            && y > wood_y
        {
            let (dx, dz) = (x - p.x, z - p.z);
            let (s, c) = p.angle.sin_cos();
            let (u, v) = (dx * c + dz * s, -dx * s + dz * c);
            let [a, b, h] = p.radii;
            // Ellipsoid normal in the pebble's frame, turned back.
            let (nu, nv, ny) = (u / (a * a), v / (b * b), (y - p.base) / (h * h));
            let normal = normalize([nu * c - nv * s, ny, nu * s + nv * c]);
            // Grey-olive, mottled (as the seed model's texture).
            let light = [0.68, 0.68, 0.59];
            let dark = [0.45, 0.46, 0.38];
            let mottle = fbm2(u * 14.0, v * 14.0, 3, p.seed);
            let t = (0.4 + p.tone + 0.9 * (mottle - 0.5)).clamp(0.0, 1.0);
            let albedo = [0, 1, 2].map(|k| to_linear(light[k] + (dark[k] - light[k]) * t));
            return Some(Hit {
                normal,
                albedo,
                gloss: (0.45, 40.0),
                y,
                sunken: true,
            });
        }
        let d = -rounded_rect(x, z, self.half, self.corner);
        let normal = if d < self.bevel {
            // The rounded edge: the normal leans out along the distance
            // gradient.
            let e = 1e-5;
            let gx = rounded_rect(x + e, z, self.half, self.corner)
                - rounded_rect(x - e, z, self.half, self.corner);
            let gz = rounded_rect(x, z + e, self.half, self.corner)
                - rounded_rect(x, z - e, self.half, self.corner);
            let g = normalize([gx, 0.0, gz]);
            let c = ((self.bevel - d) / self.bevel).min(1.0);
            let s = (1.0 - c * c).max(0.0).sqrt();
            [g[0] * c, s, g[2] * c]
        } else {
            let e = 1e-4;
            let gx = (self.board.carve(x + e, z) - self.board.carve(x - e, z)) / (2.0 * e);
            let gz = (self.board.carve(x, z + e) - self.board.carve(x, z - e)) / (2.0 * e);
            normalize([-gx, 1.0, -gz])
        };
        let (rgb, roughness) = self.board.wood(x, z);
        // The rounded edge is end grain and a little darker.
        let edge = smoothstep(self.bevel, 0.0, d);
        let albedo = rgb.map(|c| to_linear(c * (1.0 - 0.25 * edge)));
        Some(Hit {
            normal,
            albedo,
            gloss: (0.12 * (1.0 - roughness), 12.0 + 30.0 * (1.0 - roughness)),
            y: wood_y,
            sunken: wood_y < -0.004,
        })
    }

    /// How much of the light reaches (x, y, z): 1 in full light, with a
    /// soft edge (penumbra) from the nearest miss along the ray.
    fn sunlit(&self, x: f64, y: f64, z: f64) -> f64 {
        let l = normalize(LIGHT);
        let horizontal = (l[0] * l[0] + l[2] * l[2]).sqrt();
        let (dx, dz, rise) = (l[0] / horizontal, l[2] / horizontal, l[1] / horizontal);
        let mut lit: f64 = 1.0;
        let step = 0.025;
        for i in 1..=40 {
            let t = i as f64 * step;
            let ray = y + rise * t;
            if ray > 0.3 {
                break;
            }
            let clearance = ray - self.height(x + dx * t, z + dz * t);
            lit = lit.min(smoothstep(-0.02, 0.05, clearance / (0.3 + t)));
            if lit == 0.0 {
                break;
            }
        }
        lit
    }

    /// Premultiplied linear RGBA of one sample.
    fn sample(&self, x: f64, z: f64) -> [f64; 4] {
        let Some(hit) = self.hit(x, z) else {
            // A faint drop shadow, down and to the right.
            let d = rounded_rect(x - 0.05, z - 0.09, self.half, self.corner);
            let a = self.shadow * smoothstep(0.13, -0.03, d);
            return [0.0, 0.0, 0.0, a];
        };
        let l = normalize(LIGHT);
        let shadow = if hit.sunken {
            self.sunlit(x, hit.y, z)
        } else {
            1.0
        };
        let flat = l[1];
        let diffuse = dot(hit.normal, l).max(0.0) * shadow;
        let light = (AMBIENT + (1.0 - AMBIENT) * diffuse / flat).max(0.0);
        // Ambient occlusion: deeper is darker.
        let occlusion = 1.0 - 0.35 * smoothstep(0.0, -0.3, hit.y.min(0.0));
        let half = normalize([l[0], l[1] + 1.0, l[2]]);
        let spec = hit.gloss.0 * dot(hit.normal, half).max(0.0).powf(hit.gloss.1) * shadow;
        let rgb = hit.albedo.map(|c| c * light * occlusion + spec);
        [rgb[0], rgb[1], rgb[2], 1.0]
    }
}

/// Samples per pixel side at `size`.
fn supersampling(size: u32) -> u32 {
    (1024 / size).clamp(3, 8)
}

/// The icon at `size` × `size` pixels as 8-bit RGBA rows (top row first,
/// straight alpha).
pub fn render(size: u32) -> Vec<u8> {
    let layout = match size {
        0..=16 => &TINY,
        17..=24 => &SMALL,
        25..=32 => &MEDIUM,
        _ => &FULL,
    };
    let scene = Scene::new(layout);
    let ss = supersampling(size);
    let n = (size * ss) as f64;
    let mut rgba = Vec::with_capacity((size * size * 4) as usize);
    for py in 0..size {
        for px in 0..size {
            let mut acc = [0.0; 4];
            for sy in 0..ss {
                for sx in 0..ss {
                    let u = ((px * ss + sx) as f64 + 0.5) / n;
                    let v = ((py * ss + sy) as f64 + 0.5) / n;
                    let x = scene.view * (2.0 * u - 1.0);
                    let z = scene.view * (2.0 * v - 1.0);
                    let s = scene.sample(x, z);
                    for k in 0..4 {
                        acc[k] += s[k];
                    }
                }
            }
            let count = (ss * ss) as f64;
            let alpha = acc[3] / count;
            let a8 = (alpha.clamp(0.0, 1.0) * 255.0).round() as u8;
            let rgb = if a8 == 0 {
                [0; 3]
            } else {
                [0, 1, 2].map(|k| {
                    let c = to_srgb((acc[k] / acc[3]).clamp(0.0, 1.0));
                    (c * 255.0).round() as u8
                })
            };
            rgba.extend_from_slice(&[rgb[0], rgb[1], rgb[2], a8]);
        }
    }
    rgba
}

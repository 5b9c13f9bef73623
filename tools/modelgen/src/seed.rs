//! The seeds: smooth, hard, polished nuts modelled as ellipsoids with a
//! UV-sphere layout, and their textures, evaluated in 3D on the sphere so
//! they have no seam or pole pinch.
//!
//! * [`EMPIKO`], for Omweso: a grey-olive nicker nut (*Caesalpinia
//!   bonduc*), with faint concentric lines around its small dark hilum.
//! * [`WARE`], for Oware: a larger, flatter, warm brown seed with a dark
//!   eye (a hilum with a pale rim) on its edge.

use std::f64::consts::{PI, TAU};

use crate::glb::Mesh;
use crate::noise::{fbm3, value3};

pub struct Seed {
    /// Semi-axes (x, y, z) of the ellipsoid; y is up, the hilum is at +x.
    pub radii: [f64; 3],
    pub look: Look,
}

pub enum Look {
    Empiko,
    Ware,
}

pub const EMPIKO: Seed = Seed {
    radii: [0.085, 0.07, 0.08],
    look: Look::Empiko,
};

pub const WARE: Seed = Seed {
    radii: [0.098, 0.066, 0.092],
    look: Look::Ware,
};

/// Segments around the y axis (longitude) and from pole to pole (latitude):
/// the seeds are small on screen and there are up to 64 of them.
const SEGMENTS: usize = 32;
const RINGS: usize = 16;

/// Unit direction for texture/mesh coordinates (u, v) ∈ [0, 1]²:
/// v = 0 is the +y pole, u runs around y starting at +x.
fn direction(u: f64, v: f64) -> [f64; 3] {
    let (theta, phi) = (v * PI, u * TAU);
    [
        theta.sin() * phi.cos(),
        theta.cos(),
        theta.sin() * phi.sin(),
    ]
}

fn smoothstep(e0: f64, e1: f64, x: f64) -> f64 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn mix(a: [f64; 3], b: [f64; 3], t: f64) -> [f64; 3] {
    [0, 1, 2].map(|k| a[k] + (b[k] - a[k]) * t)
}

impl Seed {
    pub fn mesh(&self) -> Mesh {
        let [a, b, c] = self.radii;
        let mut mesh = Mesh::default();
        let mut vertex = |d: [f64; 3], uv: [f64; 2]| {
            let p = [a * d[0], b * d[1], c * d[2]];
            let n = [p[0] / (a * a), p[1] / (b * b), p[2] / (c * c)];
            mesh.vertex(p, n, uv)
        };
        // One pole vertex per segment (u at the segment's middle), and rings
        // with a duplicated seam column (u = 0 and u = 1).
        let mut grid: Vec<Vec<u32>> = Vec::with_capacity(RINGS + 1);
        for j in 0..=RINGS {
            let v = j as f64 / RINGS as f64;
            let row = if j == 0 || j == RINGS {
                let y = if j == 0 { 1.0 } else { -1.0 };
                (0..SEGMENTS)
                    .map(|i| vertex([0.0, y, 0.0], [(i as f64 + 0.5) / SEGMENTS as f64, v]))
                    .collect()
            } else {
                (0..=SEGMENTS)
                    .map(|i| {
                        let u = i as f64 / SEGMENTS as f64;
                        vertex(direction(u, v), [u, v])
                    })
                    .collect()
            };
            grid.push(row);
        }
        let (top, rings, bottom) = (&grid[0], &grid[1..RINGS], &grid[RINGS]);

        let (first, last) = (&rings[0], &rings[RINGS - 2]);
        for i in 0..SEGMENTS {
            mesh.oriented_triangle(top[i], first[i + 1], first[i]);
            mesh.oriented_triangle(last[i], last[i + 1], bottom[i]);
        }
        for pair in rings.windows(2) {
            let (upper, lower) = (&pair[0], &pair[1]);
            for i in 0..SEGMENTS {
                mesh.oriented_triangle(upper[i], upper[i + 1], lower[i]);
                mesh.oriented_triangle(upper[i + 1], lower[i + 1], lower[i]);
            }
        }
        mesh
    }

    /// The texture as 8-bit RGB rows (equirectangular in (u, v)).
    pub fn texture(&self, width: u32, height: u32) -> Vec<u8> {
        let mut rgb = Vec::with_capacity((width * height * 3) as usize);
        for row in 0..height {
            for col in 0..width {
                let u = (col as f64 + 0.5) / width as f64;
                let v = (row as f64 + 0.5) / height as f64;
                let d = direction(u, v);
                let c = match self.look {
                    Look::Empiko => empiko(d),
                    Look::Ware => ware(d),
                };
                rgb.extend(c.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8));
            }
        }
        rgb
    }
}

/// Grey-olive, finely mottled, with faint thin concentric lines around the
/// hilum axis (+x) and a small dark brown hilum in a paler ring.
fn empiko([x, y, z]: [f64; 3]) -> [f64; 3] {
    const LIGHT: [f64; 3] = [0.68, 0.68, 0.59];
    const DARK: [f64; 3] = [0.47, 0.48, 0.40];
    const LINE: [f64; 3] = [0.40, 0.41, 0.34];
    const HILUM: [f64; 3] = [0.20, 0.13, 0.08];
    const RIM: [f64; 3] = [0.78, 0.76, 0.66];
    let mottle = fbm3(x * 2.0, y * 2.0, z * 2.0, 4, 101);
    let fine = fbm3(x * 8.0, y * 8.0, z * 8.0, 2, 202);
    let speck = value3(x * 30.0, y * 30.0, z * 30.0, 303);
    let mut t = 0.45 + 0.8 * (mottle - 0.5) + 0.25 * (fine - 0.5);
    t += 0.2 * smoothstep(0.82, 0.95, speck);
    let mut c = mix(LIGHT, DARK, t.clamp(0.0, 1.0));
    // Concentric lines: circles around the +x axis (angle from the hilum),
    // slightly wavy, irregularly spaced, and broken in places.
    let angle = x.clamp(-1.0, 1.0).acos();
    let phase = angle * 9.0 + 0.9 * (fine - 0.5) + 0.8 * (mottle - 0.5);
    let dist = (phase - phase.round()).abs();
    let broken = smoothstep(0.25, 0.55, fbm3(x * 3.0, y * 3.0, z * 3.0, 2, 404));
    let line = smoothstep(0.22, 0.06, dist) * broken * smoothstep(0.15, 0.5, angle);
    c = mix(c, LINE, 0.2 * line);
    // The hilum: a small dark oval at +x in a slightly paler ring.
    let (dy, dz) = (y / 0.13, z / 0.09);
    let h = if x > 0.0 { dy * dy + dz * dz } else { 10.0 };
    c = mix(
        c,
        RIM,
        0.5 * smoothstep(2.8, 1.3, h) * smoothstep(0.5, 1.0, h),
    );
    c = mix(c, HILUM, 0.92 * smoothstep(0.75, 0.4, h));
    c
}

/// Warm brown with darker flecks and faint streaks along the edge, and a
/// dark elongated eye on the +x edge with a tan rim.
fn ware([x, y, z]: [f64; 3]) -> [f64; 3] {
    const LIGHT: [f64; 3] = [0.62, 0.41, 0.25];
    const DARK: [f64; 3] = [0.40, 0.24, 0.13];
    const FLECK: [f64; 3] = [0.27, 0.15, 0.08];
    const EYE: [f64; 3] = [0.15, 0.09, 0.06];
    const RIM: [f64; 3] = [0.70, 0.52, 0.34];
    let mottle = fbm3(x * 2.4, y * 2.4, z * 2.4, 4, 111);
    let fine = fbm3(x * 9.0, y * 9.0, z * 9.0, 2, 222);
    let fleck = fbm3(x * 11.0, y * 11.0, z * 11.0, 3, 333);
    let mut t = 0.45 + 0.9 * (mottle - 0.5) + 0.3 * (fine - 0.5);
    // Streaks following the edge (around y).
    t += 0.12 * (y * 22.0 + 4.0 * (mottle - 0.5)).sin();
    let mut c = mix(LIGHT, DARK, t.clamp(0.0, 1.0));
    c = mix(c, FLECK, 0.4 * smoothstep(0.52, 0.72, fleck));
    // The eye: a dark oval along the edge at +x (long in z, short in y).
    let (dy, dz) = (y / 0.12, z / 0.26);
    let h = if x > 0.0 { dy * dy + dz * dz } else { 10.0 };
    c = mix(c, RIM, 0.5 * smoothstep(1.9, 1.2, h));
    c = mix(c, EYE, 0.9 * smoothstep(1.05, 0.75, h));
    c
}

//! One Omweso seed (*empiko*): a smooth, slightly flattened, polished
//! grey-brown nut, modelled as an ellipsoid with a UV-sphere layout.

use std::f64::consts::{PI, TAU};

use crate::glb::Mesh;
use crate::noise::{fbm3, value3};

/// Semi-axes (x, y, z) of the seed ellipsoid.
pub const RADII: [f64; 3] = [0.085, 0.07, 0.08];
/// Segments around the y axis (longitude) and from pole to pole (latitude).
const SEGMENTS: usize = 48;
const RINGS: usize = 24;

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

pub fn mesh() -> Mesh {
    let [a, b, c] = RADII;
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

/// Mottled grey-brown texture with fine dark speckles and a small hilum
/// scar, evaluated in 3D on the sphere so it has no seam or pole pinch.
pub fn texture(width: u32, height: u32) -> Vec<u8> {
    const LIGHT: [f64; 3] = [0.62, 0.57, 0.51];
    const DARK: [f64; 3] = [0.36, 0.31, 0.26];
    const HILUM: [f64; 3] = [0.24, 0.16, 0.11];
    let mut rgb = Vec::with_capacity((width * height * 3) as usize);
    for row in 0..height {
        for col in 0..width {
            let u = (col as f64 + 0.5) / width as f64;
            let v = (row as f64 + 0.5) / height as f64;
            let [x, y, z] = direction(u, v);
            let mottle = fbm3(x * 2.2, y * 2.2, z * 2.2, 4, 101);
            let fine = fbm3(x * 9.0, y * 9.0, z * 9.0, 2, 202);
            let speck = value3(x * 28.0, y * 28.0, z * 28.0, 303);
            // Faint bands around the y axis, like the growth lines of a nicker nut.
            let bands = 0.5 + 0.5 * (y * 38.0 + 2.5 * fine).sin();
            let mut t = 0.45 + 0.9 * (mottle - 0.5) + 0.3 * (fine - 0.5) + 0.05 * bands;
            t += 0.3 * ((speck - 0.8) / 0.2).clamp(0.0, 1.0);
            let t = t.clamp(0.0, 1.0);
            let mut c = [0, 1, 2].map(|k| LIGHT[k] + (DARK[k] - LIGHT[k]) * t);
            // Hilum: a small dark oval on the rim at +x.
            let (dy, dz) = (y / 0.16, z / 0.09);
            let h = dy * dy + dz * dz;
            if x > 0.0 && h < 1.5 {
                let k = (1.0 - ((h - 0.7) / 0.8).clamp(0.0, 1.0)) * 0.9;
                c = [0, 1, 2].map(|i| c[i] + (HILUM[i] - c[i]) * k);
            }
            rgb.extend(c.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8));
        }
    }
    rgb
}

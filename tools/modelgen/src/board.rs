//! Carved wooden boards: a heightfield top (flat at y = 0, paraboloid cups,
//! a centre groove, rounded top edges), vertical side walls, a flat bottom,
//! and a procedural hardwood texture mapped straight down onto the top, with
//! a matching roughness texture (the cups are darker and smoother: oiled by
//! hands and polished by the seeds). The table's top is a board without cups.

use std::f64::consts::FRAC_PI_2;

use crate::glb::Mesh;
use crate::noise::{fbm2, value2};

/// A cup carved into the top: `y = -depth * (1 - ρ²)` for `ρ < 1`, with
/// `ρ² = ((x - x0) / rx)² + ((z - z0) / rz)²`.
pub struct Cup {
    pub x: f64,
    pub z: f64,
    pub rx: f64,
    pub rz: f64,
    pub depth: f64,
}

/// A shallow groove along z = 0, from x = -half_length to +half_length.
pub struct Groove {
    pub half_length: f64,
    pub half_width: f64,
    pub depth: f64,
}

/// A knot in the wood texture (grain bends around it).
pub struct Knot {
    pub x: f64,
    pub z: f64,
    pub radius: f64,
}

/// The look of the wood.
pub struct Wood {
    /// sRGB colours of the early (light) and late (dark) wood.
    pub light: [f64; 3],
    pub dark: [f64; 3],
    /// Mean distance between growth rings.
    pub ring_spacing: f64,
    /// The pith of the log the piece was cut from, (z, y): the growth rings
    /// are cylinders around the line through it along x. Below the top, so
    /// the rings run along x on the flat top and show as ovals in the cups.
    pub pith: (f64, f64),
    /// Frequency of the fibres across the grain (per unit of z).
    pub fibre: f64,
    /// Strength of the fibres and pores (1 = full).
    pub texture: f64,
    /// Glued planks of this width along x (each its own log), if any.
    pub plank_width: Option<f64>,
    /// Roughness of the flat top and at the bottom of the cups.
    pub roughness: (f64, f64),
}

pub struct Board {
    /// Slab extent: x ∈ [-half_x, half_x], z ∈ [-half_z, half_z].
    pub half_x: f64,
    pub half_z: f64,
    /// Top at y = 0, bottom at y = -thickness.
    pub thickness: f64,
    /// Radius of the rounded top edges.
    pub bevel: f64,
    /// Smoothing (in height units) of the crease where a cup meets the top.
    pub lip: f64,
    pub cups: Vec<Cup>,
    pub groove: Option<Groove>,
    /// Coordinates ≥ 0 (mirrored) that must be grid lines, e.g. pit centres.
    pub grid_x: Vec<f64>,
    pub grid_z: Vec<f64>,
    /// Target grid spacing of the top heightfield.
    pub spacing: f64,
    pub knots: Vec<Knot>,
    pub wood: Wood,
    pub wood_seed: u32,
    /// Texture size in pixels: u runs along x (with the grain), v along z.
    pub texture_size: (u32, u32),
}

const BEVEL_STEPS: usize = 6;
/// World units of texture per unit of wall height (keeps the walls'
/// texture inside the pit-free margin of the top texture).
const WALL_UV_SCALE: f64 = 0.4;

fn smoothstep(e0: f64, e1: f64, x: f64) -> f64 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Polynomial smooth minimum (C¹), blending within `k` of the crossover.
fn smin(a: f64, b: f64, k: f64) -> f64 {
    let h = (k - (a - b).abs()).max(0.0) / k;
    a.min(b) - h * h * k * 0.25
}

fn normalize(v: [f64; 3]) -> [f64; 3] {
    let len = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
    v.map(|c| c / len)
}

/// Grid coordinates from -half to half, symmetric about 0: uniform runs
/// between the given feature lines, and a quarter-circle distribution over
/// the rounded edge.
fn axis(half: f64, bevel: f64, features: &[f64], spacing: f64) -> Vec<f64> {
    let inner = half - bevel;
    let mut breaks = vec![0.0];
    breaks.extend(features.iter().copied().filter(|&f| f > 0.0 && f < inner));
    breaks.push(inner);
    let mut positive = Vec::new();
    for w in breaks.windows(2) {
        let n = ((w[1] - w[0]) / spacing).ceil().max(1.0) as usize;
        positive.extend((0..n).map(|k| w[0] + (w[1] - w[0]) * k as f64 / n as f64));
    }
    for i in (0..=BEVEL_STEPS).rev() {
        let phi = i as f64 / BEVEL_STEPS as f64 * FRAC_PI_2;
        positive.push(half - bevel * (1.0 - phi.cos()));
    }
    let mut coords: Vec<f64> = positive[1..].iter().rev().map(|&c| -c).collect();
    coords.extend(positive);
    coords
}

impl Board {
    /// Depth carved below the flat top at (x, z), ignoring the rounded edge.
    pub fn carve(&self, x: f64, z: f64) -> f64 {
        let mut h: f64 = 0.0;
        for cup in &self.cups {
            let (u, w) = ((x - cup.x) / cup.rx, (z - cup.z) / cup.rz);
            let bowl = -cup.depth * (1.0 - (u * u + w * w));
            if bowl < self.lip {
                h = h.min(smin(0.0, bowl, self.lip));
            }
        }
        if let Some(g) = &self.groove {
            let t = z / g.half_width;
            if t.abs() < 1.0 {
                let fade = smoothstep(g.half_length, g.half_length - 0.25, x.abs());
                let s = 1.0 - t * t;
                h -= g.depth * s * s * fade;
            }
        }
        h
    }

    /// Height and unit normal of the top surface at (x, z).
    pub fn surface(&self, x: f64, z: f64) -> (f64, [f64; 3]) {
        let dx = self.half_x - x.abs();
        let dz = self.half_z - z.abs();
        let d = dx.min(dz).max(0.0);
        if d < self.bevel {
            // Quarter circle of radius `bevel` from the flat top down to the wall.
            debug_assert_eq!(self.carve(x, z), 0.0, "carving reaches the rounded edge");
            let c = (self.bevel - d) / self.bevel;
            let s = (1.0 - c * c).max(0.0).sqrt();
            let normal = if dx <= dz {
                [c * x.signum(), s, 0.0]
            } else {
                [0.0, s, c * z.signum()]
            };
            return (-self.bevel + self.bevel * s, normal);
        }
        let e = 1e-4;
        let gx = (self.carve(x + e, z) - self.carve(x - e, z)) / (2.0 * e);
        let gz = (self.carve(x, z + e) - self.carve(x, z - e)) / (2.0 * e);
        (self.carve(x, z), normalize([-gx, 1.0, -gz]))
    }

    fn uv(&self, x: f64, z: f64) -> [f64; 2] {
        [
            (x + self.half_x) / (2.0 * self.half_x),
            (z + self.half_z) / (2.0 * self.half_z),
        ]
    }

    pub fn mesh(&self) -> Mesh {
        self.mesh_at(0.0)
    }

    /// The mesh with its top at y = `top_y` instead of 0.
    pub fn mesh_at(&self, top_y: f64) -> Mesh {
        let xs = axis(self.half_x, self.bevel, &self.grid_x, self.spacing);
        let zs = axis(self.half_z, self.bevel, &self.grid_z, self.spacing);
        let (nx, nz) = (xs.len(), zs.len());
        let mut mesh = Mesh::default();
        let mut heights = Vec::with_capacity(nx * nz);

        // Top heightfield, row-major in z then x.
        for &z in &zs {
            for &x in &xs {
                let (y, n) = self.surface(x, z);
                mesh.vertex([x, top_y + y, z], n, self.uv(x, z));
                heights.push(y);
            }
        }
        for j in 0..nz - 1 {
            for i in 0..nx - 1 {
                let v00 = j * nx + i;
                let (v10, v01, v11) = (v00 + 1, v00 + nx, v00 + nx + 1);
                // Split along the diagonal whose midpoint is nearer the surface.
                let centre = self
                    .surface((xs[i] + xs[i + 1]) / 2.0, (zs[j] + zs[j + 1]) / 2.0)
                    .0;
                let err_a = ((heights[v00] + heights[v11]) / 2.0 - centre).abs();
                let err_b = ((heights[v01] + heights[v10]) / 2.0 - centre).abs();
                let [v00, v10, v01, v11] = [v00, v10, v01, v11].map(|v| v as u32);
                // (v00, v01, v10) is counter-clockwise seen from +y.
                if err_a + 1e-12 < err_b {
                    mesh.triangle(v00, v01, v11);
                    mesh.triangle(v00, v11, v10);
                } else {
                    mesh.triangle(v00, v01, v10);
                    mesh.triangle(v10, v01, v11);
                }
            }
        }

        // Side walls, sharing the heightfield's edge positions (y = -bevel).
        let top = -self.bevel;
        let (hx, hz) = (self.half_x, self.half_z);
        // (edge points (x, z), outward normal, UV direction going down the wall)
        type Side = (Vec<[f64; 2]>, [f64; 3], [f64; 2]);
        let sides: [Side; 4] = [
            (
                xs.iter().map(|&x| [x, hz]).collect(),
                [0.0, 0.0, 1.0],
                [0.0, -1.0 / (2.0 * hz)],
            ),
            (
                xs.iter().map(|&x| [x, -hz]).collect(),
                [0.0, 0.0, -1.0],
                [0.0, 1.0 / (2.0 * hz)],
            ),
            (
                zs.iter().map(|&z| [hx, z]).collect(),
                [1.0, 0.0, 0.0],
                [-1.0 / (2.0 * hx), 0.0],
            ),
            (
                zs.iter().map(|&z| [-hx, z]).collect(),
                [-1.0, 0.0, 0.0],
                [1.0 / (2.0 * hx), 0.0],
            ),
        ];
        for (points, normal, uv_dir) in sides {
            let drop = (self.thickness - self.bevel) * WALL_UV_SCALE;
            let column: Vec<(u32, u32)> = points
                .iter()
                .map(|&[x, z]| {
                    let uv = self.uv(x, z);
                    let below = [uv[0] + uv_dir[0] * drop, uv[1] + uv_dir[1] * drop];
                    let a = mesh.vertex([x, top_y + top, z], normal, uv);
                    let b = mesh.vertex([x, top_y - self.thickness, z], normal, below);
                    (a, b)
                })
                .collect();
            for w in column.windows(2) {
                let ((a, b), (c, d)) = (w[0], w[1]);
                mesh.oriented_triangle(a, b, c);
                mesh.oriented_triangle(c, b, d);
            }
        }

        // Bottom.
        let down = [0.0, -1.0, 0.0];
        let corners = [[-hx, -hz], [hx, -hz], [hx, hz], [-hx, hz]]
            .map(|[x, z]| mesh.vertex([x, top_y - self.thickness, z], down, self.uv(x, z)));
        mesh.oriented_triangle(corners[0], corners[1], corners[2]);
        mesh.oriented_triangle(corners[0], corners[2], corners[3]);
        mesh
    }

    /// Colour (sRGB, 0..1) and roughness of the top at world position (x, z).
    pub(crate) fn wood(&self, x: f64, z: f64) -> ([f64; 3], f64) {
        let w = &self.wood;
        let mut s = self.wood_seed;
        // Depth below the flat top: the texture is evaluated on the carved
        // surface, so the growth rings cut by a cup show as ovals.
        let depth = -self.carve(x, z);
        let y = -depth;

        let (mut pith_z, pith_y) = w.pith;
        let mut seam: f64 = 0.0;
        let mut plank_tone = 0.0;
        if let Some(width) = w.plank_width {
            let along = (z + self.half_z) / width;
            let k = along.floor();
            s = s.wrapping_add(31 * k as u32);
            pith_z = -self.half_z + (k + 0.5) * width + width * 1.5 * (value2(k, 0.5, s) - 0.5);
            plank_tone = 0.12 * (value2(k, 1.5, s) - 0.5);
            let from_edge = along.rem_euclid(1.0).min(1.0 - along.rem_euclid(1.0)) * width;
            let inner = (z.abs() - (self.half_z - 0.5 * width)).max(0.0);
            if inner == 0.0 {
                seam = smoothstep(0.012, 0.002, from_edge);
            }
        }

        // Ring coordinate: distance from the pith, bent by slow noise, a
        // gentle wave along x, and the knots.
        let radius = ((z - pith_z).powi(2) + (y - pith_y).powi(2)).sqrt();
        let mut r = radius
            + 0.28 * (fbm2(x * 0.3, z * 0.55, 4, s) - 0.5)
            + 0.045 * (x * 0.9 + 3.0 * fbm2(x * 0.15, z * 0.3, 2, s + 1)).sin();
        let mut knot_tone: f64 = 0.0;
        for k in &self.knots {
            let (dx, dz) = ((x - k.x) / (2.6 * k.radius), (z - k.z) / k.radius);
            let bulge = (-(dx * dx + 0.35 * dz * dz)).exp();
            r += 0.9 * k.radius * bulge * (dz * 1.5).tanh();
            let e = ((x - k.x).powi(2) / 2.0 + (z - k.z).powi(2)).sqrt() / (0.42 * k.radius);
            if e < 1.6 {
                let rings = 0.5 + 0.5 * (e * 16.0).cos();
                let inside = 1.0 - smoothstep(0.8, 1.6, e);
                knot_tone = knot_tone.max(inside * (0.45 + 0.3 * rings));
            }
        }
        // Irregular ring spacing, and rings of varying strength.
        let phase = (r + 0.4 * (fbm2(x * 0.08, z * 0.9, 3, s + 5) - 0.5)) / w.ring_spacing;
        let p = phase.rem_euclid(1.0);
        let strength = 0.45 + 0.9 * fbm2(x * 0.3, phase.floor() * 0.37, 2, s + 6);
        let late = strength * smoothstep(0.5, 0.88, p) * (1.0 - smoothstep(0.9, 1.0, p));
        let fibre = fbm2(x * 2.2, z * w.fibre, 3, s + 2);
        let pores = smoothstep(0.74, 0.86, value2(x * 7.0, z * 2.0 * w.fibre, s + 3));
        let broad = fbm2(x * 0.2, z * 0.4, 3, s + 4);

        // In the cups (and the groove) the wood is oiled and polished:
        // the fibres and pores fade, the colour deepens with the depth.
        let inside = smoothstep(0.0, 0.06, depth);
        let worn = smoothstep(0.0, 0.12, depth);
        let grain = w.texture * (1.0 - 0.7 * worn);
        let mut t = 0.25
            + 0.38 * late
            + grain * (0.4 * (fibre - 0.5) + 0.15 * pores)
            + 0.45 * (broad - 0.5)
            + plank_tone;
        t += (1.0 - t) * knot_tone;
        let t = t.clamp(0.0, 1.0);
        let mut rgb = [0, 1, 2].map(|c| w.light[c] + (w.dark[c] - w.light[c]) * t);

        let deep = (depth / 0.3).min(1.0);
        let mut shade = 1.0 - 0.1 * inside - 0.32 * deep;
        if let Some(g) = &self.groove {
            let fade = smoothstep(g.half_length, g.half_length - 0.25, x.abs());
            shade *= 1.0 - 0.15 * fade * smoothstep(g.half_width * 1.3, 0.0, z.abs());
        }
        shade *= 1.0 - 0.55 * seam;
        // Oil deepens the red a little.
        let oil = [1.0, 1.0 - 0.07 * worn, 1.0 - 0.1 * worn];
        for c in 0..3 {
            rgb[c] *= shade * oil[c];
        }

        let top = w.roughness.0 + 0.1 * grain * (pores - 0.3) + 0.08 * grain * (fibre - 0.5);
        let roughness = top + (w.roughness.1 - top) * worn + 0.2 * seam;
        (rgb, roughness.clamp(0.05, 1.0))
    }

    /// The wood texture as 8-bit RGB rows (top row = v 0 = z -half_z), and
    /// the metallic-roughness texture at half the size in both directions
    /// (R 255, roughness in G, metalness 0 in B).
    #[allow(clippy::type_complexity)]
    pub fn texture(&self) -> ((u32, u32, Vec<u8>), (u32, u32, Vec<u8>)) {
        let (w, h) = self.texture_size;
        let mut rgb = Vec::with_capacity((w * h * 3) as usize);
        let mut rough = Vec::with_capacity((w * h) as usize);
        for row in 0..h {
            for col in 0..w {
                let u = (col as f64 + 0.5) / w as f64;
                let v = (row as f64 + 0.5) / h as f64;
                let x = -self.half_x + u * 2.0 * self.half_x;
                let z = -self.half_z + v * 2.0 * self.half_z;
                let (c, r) = self.wood(x, z);
                rgb.extend(c.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8));
                rough.push(r);
            }
        }
        let (mw, mh) = (w / 2, h / 2);
        let mut mr = Vec::with_capacity((mw * mh * 3) as usize);
        for row in 0..mh as usize {
            for col in 0..mw as usize {
                let at = |dr: usize, dc: usize| rough[(2 * row + dr) * w as usize + 2 * col + dc];
                let r = (at(0, 0) + at(0, 1) + at(1, 0) + at(1, 1)) / 4.0;
                mr.extend_from_slice(&[255, (r * 255.0).round() as u8, 0]);
            }
        }
        ((w, h, rgb), (mw, mh, mr))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_is_symmetric_and_hits_features() {
        let a = axis(4.45, 0.1, &[0.5, 1.5, 2.5, 3.5], 0.045);
        assert_eq!(a.first(), Some(&-4.45));
        assert_eq!(a.last(), Some(&4.45));
        assert!(a.windows(2).all(|w| w[0] < w[1]));
        for (p, q) in a.iter().zip(a.iter().rev()) {
            assert_eq!(*p, -*q);
        }
        for f in [0.0, 0.5, -1.5, 3.5] {
            assert!(a.contains(&f));
        }
    }
}

//! A low wooden table for the board to stand on: a planked top with rounded
//! top edges (a [`Board`] without cups), four legs tapered on their inner
//! faces, and an apron (four rails) under the top joining them. The legs and
//! rails take their texture from strips of the top's texture, with the
//! grain running along their length.

use crate::board::Board;
use crate::glb::Mesh;

pub struct Table {
    /// The top: its extent, thickness, edge radius and wood.
    pub top: Board,
    /// Height of the top surface.
    pub top_y: f64,
    /// Height of the floor (the legs' feet).
    pub floor_y: f64,
    /// The legs' outer faces are at x = ±leg_outer.0, z = ±leg_outer.1.
    pub leg_outer: (f64, f64),
    /// Leg width at the top and at the foot (tapered on the inner faces).
    pub leg_width: (f64, f64),
    /// Apron rails: height, thickness, and inset of their outer face from
    /// the legs' outer faces.
    pub apron: (f64, f64, f64),
}

fn sub(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// A closed six-sided block with flat faces, from its four bottom corners
/// and the four top corners above them (both in the same order around).
/// Each face gets a strip of the texture starting near `uv0` (`scale`
/// texture units per world unit), with the texture's grain (u) along
/// `grain`.
fn block(
    mesh: &mut Mesh,
    bottom: [[f64; 3]; 4],
    top: [[f64; 3]; 4],
    grain: [f64; 3],
    uv0: [f64; 2],
    scale: (f64, f64),
) {
    let centre = bottom.iter().chain(&top).fold([0.0; 3], |s, p| {
        [s[0] + p[0] / 8.0, s[1] + p[1] / 8.0, s[2] + p[2] / 8.0]
    });
    let mut faces: Vec<[[f64; 3]; 4]> = vec![bottom, top];
    for i in 0..4 {
        let j = (i + 1) % 4;
        faces.push([bottom[i], bottom[j], top[j], top[i]]);
    }
    for (f, quad) in faces.iter().enumerate() {
        let mut normal = cross(sub(quad[1], quad[0]), sub(quad[2], quad[0]));
        let mid = quad.iter().fold([0.0; 3], |s, p| {
            [s[0] + p[0] / 4.0, s[1] + p[1] / 4.0, s[2] + p[2] / 4.0]
        });
        if dot(normal, sub(mid, centre)) < 0.0 {
            normal = normal.map(|c| -c);
        }
        // Texture coordinates: along the grain and across it, within the face.
        let across = cross(normal, grain);
        let len = dot(across, across).sqrt();
        let across = if len > 1e-9 {
            across.map(|c| c / len)
        } else {
            [0.0, 0.0, 1.0]
        };
        let offset = 0.015 * f as f64;
        let uvs = quad.map(|p| {
            let d = sub(p, quad[0]);
            [
                uv0[0] + dot(d, grain).abs() * scale.0,
                uv0[1] + offset + dot(d, across).abs() * scale.1,
            ]
        });
        let ids: Vec<u32> = (0..4)
            .map(|k| mesh.vertex(quad[k], normal, uvs[k]))
            .collect();
        mesh.oriented_triangle(ids[0], ids[1], ids[2]);
        mesh.oriented_triangle(ids[0], ids[2], ids[3]);
    }
}

impl Table {
    pub fn mesh(&self) -> Mesh {
        let mut mesh = self.top.mesh_at(self.top_y);
        let under = self.top_y - self.top.thickness;
        let (ox, oz) = self.leg_outer;
        let (wt, wb) = self.leg_width;
        // Texture units per world unit (the top's mapping).
        let scale = (1.0 / (2.0 * self.top.half_x), 1.0 / (2.0 * self.top.half_z));
        // The planks' width in v: each leg and rail is textured from within
        // one plank (its strip is 0.135 wide at most), so shows no seam.
        let plank = self.top.wood.plank_width.map_or(0.2, |w| w * scale.1);
        debug_assert!(plank > 0.14 && 5.0 * plank + 0.15 < 1.0);
        let up = [0.0, 1.0, 0.0];
        for (k, (sx, sz)) in [(1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)]
            .into_iter()
            .enumerate()
        {
            // Corners: outer, then around; the outer faces are vertical.
            let square = |w: f64, y: f64| -> [[f64; 3]; 4] {
                [
                    [sx * ox, y, sz * oz],
                    [sx * (ox - w), y, sz * oz],
                    [sx * (ox - w), y, sz * (oz - w)],
                    [sx * ox, y, sz * (oz - w)],
                ]
            };
            let uv0 = [0.05 + 0.15 * k as f64, k as f64 * plank + 0.01];
            block(
                &mut mesh,
                square(wb, self.floor_y),
                square(wt, under),
                up,
                uv0,
                scale,
            );
        }
        let (height, thick, inset) = self.apron;
        let lo = under - height;
        let rail = |x0: f64, x1: f64, z0: f64, z1: f64| -> ([[f64; 3]; 4], [[f64; 3]; 4]) {
            let at = |y: f64| [[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]];
            (at(lo), at(under))
        };
        // The rails run into the legs, to their centre lines.
        let (ix, iz) = (ox - wt / 2.0, oz - wt / 2.0);
        let rails = [
            (
                rail(-ix, ix, oz - inset - thick, oz - inset),
                [1.0, 0.0, 0.0],
            ),
            (
                rail(-ix, ix, -oz + inset, -oz + inset + thick),
                [1.0, 0.0, 0.0],
            ),
            (
                rail(ox - inset - thick, ox - inset, -iz, iz),
                [0.0, 0.0, 1.0],
            ),
            (
                rail(-ox + inset, -ox + inset + thick, -iz, iz),
                [0.0, 0.0, 1.0],
            ),
        ];
        for (k, ((bottom, top), grain)) in rails.into_iter().enumerate() {
            let uv0 = [0.04 + 0.02 * k as f64, (k + 2) as f64 * plank + 0.01];
            block(&mut mesh, bottom, top, grain, uv0, scale);
        }
        mesh
    }
}

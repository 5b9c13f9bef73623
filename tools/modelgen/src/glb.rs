//! Writes a single-mesh, single-material glTF 2.0 binary (GLB): the JSON
//! (built with serde_json) in a chunk padded with spaces, the BIN chunk
//! padded with zeros, every buffer view 4-byte aligned.

use serde_json::{Value, json};

/// An indexed triangle list with the attributes Bevy's PBR pipeline needs.
#[derive(Default)]
pub struct Mesh {
    pub positions: Vec<[f32; 3]>,
    pub normals: Vec<[f32; 3]>,
    pub uvs: Vec<[f32; 2]>,
    /// Triangles, counter-clockwise seen from outside.
    pub indices: Vec<u32>,
}

impl Mesh {
    /// Adds a vertex and returns its index.
    pub fn vertex(&mut self, p: [f64; 3], n: [f64; 3], uv: [f64; 2]) -> u32 {
        let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
        assert!(len > 0.0 && p.iter().chain(&uv).all(|v| v.is_finite()));
        self.positions.push(p.map(|v| v as f32));
        self.normals.push(n.map(|v| (v / len) as f32));
        self.uvs.push(uv.map(|v| v as f32));
        (self.positions.len() - 1) as u32
    }

    /// Adds triangle `a b c` as given (caller guarantees the winding).
    pub fn triangle(&mut self, a: u32, b: u32, c: u32) {
        self.indices.extend_from_slice(&[a, b, c]);
    }

    /// Adds triangle `a b c`, flipping it if needed so that its face normal
    /// agrees with the sum of its vertex normals (counter-clockwise outside).
    pub fn oriented_triangle(&mut self, a: u32, b: u32, c: u32) {
        let p = |i: u32| self.positions[i as usize].map(f64::from);
        let n = |i: u32| self.normals[i as usize].map(f64::from);
        let (pa, pb, pc) = (p(a), p(b), p(c));
        let e1 = [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]];
        let e2 = [pc[0] - pa[0], pc[1] - pa[1], pc[2] - pa[2]];
        let face = [
            e1[1] * e2[2] - e1[2] * e2[1],
            e1[2] * e2[0] - e1[0] * e2[2],
            e1[0] * e2[1] - e1[1] * e2[0],
        ];
        let sum: f64 = (0..3)
            .map(|k| face[k] * (n(a)[k] + n(b)[k] + n(c)[k]))
            .sum();
        if sum >= 0.0 {
            self.triangle(a, b, c);
        } else {
            self.triangle(a, c, b);
        }
    }
}

pub struct Material<'a> {
    pub name: &'a str,
    pub metallic: f32,
    /// Roughness, or the factor the roughness texture's G channel is
    /// multiplied by when there is one.
    pub roughness: f32,
}

pub struct Texture<'a> {
    pub name: &'a str,
    pub png: &'a [u8],
    /// glTF sampler wrap modes (10497 REPEAT, 33071 CLAMP_TO_EDGE).
    pub wrap_s: u32,
    pub wrap_t: u32,
}

pub const REPEAT: u32 = 10497;
pub const CLAMP_TO_EDGE: u32 = 33071;

/// Accumulates the binary buffer and its buffer views.
struct Bin {
    data: Vec<u8>,
    views: Vec<Value>,
}

impl Bin {
    fn push(&mut self, bytes: &[u8], target: Option<u32>) -> usize {
        let offset = self.data.len();
        debug_assert!(offset.is_multiple_of(4));
        self.data.extend_from_slice(bytes);
        while !self.data.len().is_multiple_of(4) {
            self.data.push(0);
        }
        let mut view = json!({"buffer": 0, "byteOffset": offset, "byteLength": bytes.len()});
        if let Some(target) = target {
            view["target"] = json!(target);
        }
        self.views.push(view);
        self.views.len() - 1
    }
}

/// An `f32` as the JSON number of its shortest round-trip decimal form
/// (serde_json would otherwise widen it: 4.45 → 4.449999809265137).
fn num(v: f32) -> f64 {
    let x: f64 = v.to_string().parse().expect("finite f32");
    assert_eq!(x as f32, v, "{v} does not round-trip through f64");
    x
}

/// Builds the GLB file: one scene, one node and mesh named `name`, one
/// primitive, one material with a base-colour texture (texture 0) and,
/// optionally, a metallic-roughness texture (texture 1: roughness in G,
/// metalness in B).
pub fn write(
    scene_name: &str,
    name: &str,
    mesh: &Mesh,
    material: &Material,
    texture: &Texture,
    metallic_roughness: Option<&Texture>,
) -> Vec<u8> {
    let count = mesh.positions.len();
    assert!(count == mesh.normals.len() && count == mesh.uvs.len());
    assert!(
        mesh.indices.len().is_multiple_of(3) && mesh.indices.iter().all(|&i| (i as usize) < count)
    );

    let mut bin = Bin {
        data: Vec::new(),
        views: Vec::new(),
    };
    let floats =
        |v: &mut dyn Iterator<Item = f32>| -> Vec<u8> { v.flat_map(|x| x.to_le_bytes()).collect() };
    const ARRAY_BUFFER: Option<u32> = Some(34962);
    const ELEMENT_ARRAY_BUFFER: Option<u32> = Some(34963);
    let pos_view = bin.push(
        &floats(&mut mesh.positions.iter().flatten().copied()),
        ARRAY_BUFFER,
    );
    let nrm_view = bin.push(
        &floats(&mut mesh.normals.iter().flatten().copied()),
        ARRAY_BUFFER,
    );
    let uv_view = bin.push(
        &floats(&mut mesh.uvs.iter().flatten().copied()),
        ARRAY_BUFFER,
    );
    let (index_bytes, index_type): (Vec<u8>, u32) = if count <= u16::MAX as usize {
        let bytes = mesh.indices.iter().flat_map(|&i| (i as u16).to_le_bytes());
        (bytes.collect(), 5123) // UNSIGNED_SHORT
    } else {
        let bytes = mesh.indices.iter().flat_map(|&i| i.to_le_bytes());
        (bytes.collect(), 5125) // UNSIGNED_INT
    };
    let idx_view = bin.push(&index_bytes, ELEMENT_ARRAY_BUFFER);
    let textures: Vec<&Texture> = std::iter::once(texture).chain(metallic_roughness).collect();
    let img_views: Vec<usize> = textures.iter().map(|t| bin.push(t.png, None)).collect();

    let mut min = [f32::INFINITY; 3];
    let mut max = [f32::NEG_INFINITY; 3];
    for p in &mesh.positions {
        for k in 0..3 {
            min[k] = min[k].min(p[k]);
            max[k] = max[k].max(p[k]);
        }
    }

    let mut pbr = json!({
        "baseColorFactor": [1, 1, 1, 1],
        "baseColorTexture": {"index": 0, "texCoord": 0},
        "metallicFactor": num(material.metallic),
        "roughnessFactor": num(material.roughness),
    });
    if metallic_roughness.is_some() {
        pbr["metallicRoughnessTexture"] = json!({"index": 1, "texCoord": 0});
    }
    let (sources, samplers, images): (Vec<Value>, Vec<Value>, Vec<Value>) = textures
        .iter()
        .zip(img_views)
        .enumerate()
        .map(|(i, (t, view))| {
            (
                json!({"sampler": i, "source": i}),
                json!({"magFilter": 9729, "minFilter": 9987, "wrapS": t.wrap_s, "wrapT": t.wrap_t}),
                json!({"name": t.name, "bufferView": view, "mimeType": "image/png"}),
            )
        })
        .collect();
    let vec3 = |v: [f32; 3]| v.map(num);
    let json = json!({
        "asset": {"version": "2.0", "generator": "omweso tools/modelgen"},
        "scene": 0,
        "scenes": [{"name": scene_name, "nodes": [0]}],
        "nodes": [{"name": name, "mesh": 0}],
        "meshes": [{
            "name": name,
            "primitives": [{
                "attributes": {"POSITION": 0, "NORMAL": 1, "TEXCOORD_0": 2},
                "indices": 3,
                "material": 0,
                "mode": 4,
            }],
        }],
        "materials": [{"name": material.name, "pbrMetallicRoughness": pbr}],
        "textures": sources,
        "samplers": samplers,
        "images": images,
        "accessors": [
            {"bufferView": pos_view, "componentType": 5126, "count": count, "type": "VEC3",
             "min": vec3(min), "max": vec3(max)},
            {"bufferView": nrm_view, "componentType": 5126, "count": count, "type": "VEC3"},
            {"bufferView": uv_view, "componentType": 5126, "count": count, "type": "VEC2"},
            {"bufferView": idx_view, "componentType": index_type, "count": mesh.indices.len(),
             "type": "SCALAR"},
        ],
        "bufferViews": bin.views,
        "buffers": [{"byteLength": bin.data.len()}],
    });

    // serde_json (without its `preserve_order` feature, which nothing in
    // Cargo.lock enables) writes every object's keys sorted, so the bytes do
    // not depend on the order they are given in above.
    let mut json = serde_json::to_vec(&json).expect("JSON");
    while !json.len().is_multiple_of(4) {
        json.push(b' ');
    }
    let total = 12 + 8 + json.len() + 8 + bin.data.len();
    let mut out = Vec::with_capacity(total);
    out.extend_from_slice(b"glTF");
    out.extend_from_slice(&2u32.to_le_bytes());
    out.extend_from_slice(&(total as u32).to_le_bytes());
    out.extend_from_slice(&(json.len() as u32).to_le_bytes());
    out.extend_from_slice(&0x4E4F_534Au32.to_le_bytes()); // "JSON"
    out.extend_from_slice(&json);
    out.extend_from_slice(&(bin.data.len() as u32).to_le_bytes());
    out.extend_from_slice(&0x004E_4942u32.to_le_bytes()); // "BIN\0"
    out.extend_from_slice(&bin.data);
    debug_assert_eq!(out.len(), total);
    out
}

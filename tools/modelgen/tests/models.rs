//! Checks the committed models in `assets/models/`: each is a glTF file the
//! `gltf` crate accepts, with the mesh and textures the README describes,
//! and each is exactly what the generator writes today.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use gltf::Semantic;
use gltf::image::Source;

/// (file, mesh name, texture sizes: base colour, then metallic-roughness).
type Model = (&'static str, &'static str, &'static [(u32, u32)]);

/// The models, as in the README's table.
const MODELS: [Model; 5] = [
    ("omweso_board.glb", "board", &[(256, 512), (128, 256)]),
    ("oware_board.glb", "board", &[(512, 256), (256, 128)]),
    ("seed.glb", "seed", &[(256, 128)]),
    ("oware_seed.glb", "seed", &[(256, 128)]),
    ("table.glb", "table", &[(512, 512), (256, 256)]),
];

fn committed_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/models")
}

/// The names of the `.glb` files in `dir`.
fn glb_names(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".glb"))
        .collect()
}

fn expected_names() -> BTreeSet<String> {
    MODELS.iter().map(|(file, ..)| file.to_string()).collect()
}

/// A PNG decoded completely: its size (RGB).
fn png_size(bytes: &[u8], what: &str) -> (u32, u32) {
    let (colour, width, height, _) = common::decode_png(bytes, what);
    assert_eq!(colour, png::ColorType::Rgb, "{what}");
    (width, height)
}

#[test]
fn committed_models_are_valid_gltf_with_their_textures() {
    let dir = committed_dir();
    assert_eq!(glb_names(&dir), expected_names());
    for (file, mesh_name, sizes) in MODELS {
        let bytes = std::fs::read(dir.join(file)).unwrap();
        let gltf = gltf::Gltf::from_slice(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        let blob = gltf.blob.as_deref().expect("a GLB BIN chunk");

        let meshes: Vec<_> = gltf.meshes().collect();
        assert_eq!(meshes.len(), 1, "{file}: meshes");
        assert_eq!(meshes[0].name(), Some(mesh_name), "{file}");
        let primitives: Vec<_> = meshes[0].primitives().collect();
        assert_eq!(primitives.len(), 1, "{file}: primitives");
        let primitive = &primitives[0];
        assert_eq!(primitive.mode(), gltf::mesh::Mode::Triangles, "{file}");
        let vertices = primitive.get(&Semantic::Positions).unwrap().count();
        assert!(vertices > 0, "{file}: no vertices");
        for semantic in [Semantic::Normals, Semantic::TexCoords(0)] {
            let accessor = primitive.get(&semantic);
            let count = accessor.map(|a| a.count());
            assert_eq!(count, Some(vertices), "{file}: {semantic:?}");
        }
        assert!(primitive.indices().is_some(), "{file}: indices");

        let pbr = primitive.material().pbr_metallic_roughness();
        let textures: Vec<_> = [pbr.base_color_texture(), pbr.metallic_roughness_texture()]
            .into_iter()
            .flatten()
            .map(|info| info.texture())
            .collect();
        let found: Vec<(u32, u32)> = textures
            .iter()
            .map(|texture| {
                let Source::View { view, mime_type } = texture.source().source() else {
                    panic!("{file}: image not embedded");
                };
                assert_eq!(mime_type, "image/png", "{file}");
                let png = &blob[view.offset()..view.offset() + view.length()];
                png_size(png, file)
            })
            .collect();
        assert_eq!(found, sizes, "{file}: texture sizes");
    }
}

#[test]
fn generator_reproduces_the_committed_models() {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("modelgen-reproduce");
    if out.exists() {
        std::fs::remove_dir_all(&out).unwrap();
    }
    // The icons go to their own folder, so `out` holds only the models.
    let status = Command::new(env!("CARGO_BIN_EXE_modelgen"))
        .arg(&out)
        .arg(out.with_extension("icons"))
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "modelgen failed: {status}");
    assert_eq!(glb_names(&out), expected_names());
    let committed = committed_dir();
    for (file, ..) in MODELS {
        let fresh = std::fs::read(out.join(file)).unwrap();
        let old = std::fs::read(committed.join(file)).unwrap();
        assert!(
            fresh == old,
            "{file}: the generator's output ({} bytes) differs from the committed file ({} bytes); \
             run `cargo run -p modelgen --release` and commit assets/models",
            fresh.len(),
            old.len()
        );
    }
}

//! The game reads no asset from the working directory: the asset server's
//! default source is the binary's own copy of `assets/`, so an installed
//! `omweso` runs from any folder (`/tmp`, `/usr/games`, a kiosk's home).

use bevy::asset::io::{AssetSourceId, Reader};
use bevy::prelude::*;
use std::path::Path;

/// Every model and sound under `assets/` is built in, byte for byte, and
/// nothing else is.
#[test]
fn every_model_and_sound_is_built_in() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut on_disk = Vec::new();
    for folder in ["models", "sounds"] {
        for entry in std::fs::read_dir(root.join(folder)).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            on_disk.push(format!("{folder}/{name}"));
        }
    }
    on_disk.sort();
    let mut built_in: Vec<String> = omweso::assets::FILES
        .iter()
        .map(|(path, _)| path.to_string())
        .collect();
    built_in.sort();
    assert_eq!(built_in, on_disk);
    for (path, bytes) in omweso::assets::FILES {
        assert_eq!(*bytes, std::fs::read(root.join(path)).unwrap(), "{path}");
    }
}

fn read(server: &AssetServer, path: &str) -> Option<Vec<u8>> {
    let source = server.get_source(AssetSourceId::Default).unwrap();
    bevy::tasks::block_on(async {
        let mut reader = source.reader().read(Path::new(path)).await.ok()?;
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await.ok()?;
        Some(bytes)
    })
}

/// Run from a folder holding an `assets/` of its own, the game still reads
/// its built-in files, and never a file that only that folder has.
#[test]
fn the_asset_server_reads_the_built_in_files_wherever_the_game_runs() {
    let here = std::env::temp_dir().join(format!("omweso-assets-{}", std::process::id()));
    std::fs::create_dir_all(here.join("assets/models")).unwrap();
    std::fs::write(here.join("assets/models/seed.glb"), b"not a model").unwrap();
    std::fs::write(here.join("assets/models/only_here.glb"), b"not ours").unwrap();
    std::env::set_current_dir(&here).unwrap();

    let mut app = App::new();
    omweso::assets::serve_built_in(&mut app);
    app.add_plugins((MinimalPlugins, AssetPlugin::default()));
    let server = app.world().resource::<AssetServer>();
    for (path, bytes) in omweso::assets::FILES {
        assert_eq!(read(server, path).as_deref(), Some(*bytes), "{path}");
    }
    assert_eq!(read(server, "models/only_here.glb"), None);
    std::fs::remove_dir_all(&here).unwrap();
}

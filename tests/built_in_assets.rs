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

/// An app whose file asset folder is `folder` (as `assets/` in the
/// working directory would be, without changing this process's), with
/// the game's built-in files or without.
fn app_reading(folder: &Path, built_in: bool) -> App {
    let mut app = App::new();
    if built_in {
        omweso::assets::serve_built_in(&mut app);
    }
    let files = AssetPlugin {
        file_path: folder.to_str().unwrap().to_string(),
        ..default()
    };
    app.add_plugins((MinimalPlugins, files));
    app
}

/// With a folder of assets of its own beside it, the game still reads its
/// built-in files, and never a file that only that folder has.
#[test]
fn the_asset_server_reads_the_built_in_files_wherever_the_game_runs() {
    let here = omweso::testing::temp_dir();
    let folder = here.join("assets");
    std::fs::create_dir_all(folder.join("models")).unwrap();
    std::fs::write(folder.join("models/seed.glb"), b"not a model").unwrap();
    std::fs::write(folder.join("models/only_here.glb"), b"not ours").unwrap();
    // Without the built-in files, that folder is what is read.
    let plain = app_reading(&folder, false);
    let server = plain.world().resource::<AssetServer>();
    assert_eq!(
        read(server, "models/seed.glb").as_deref(),
        Some(&b"not a model"[..])
    );

    let app = app_reading(&folder, true);
    let server = app.world().resource::<AssetServer>();
    for (path, bytes) in omweso::assets::FILES {
        assert_eq!(read(server, path).as_deref(), Some(*bytes), "{path}");
    }
    assert_eq!(read(server, "models/only_here.glb"), None);
}

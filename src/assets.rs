//! The models and sounds, built into the binary and served to Bevy's asset
//! server from memory: the game runs from any folder, from `/usr/games`,
//! and never reads an asset from the working directory. (The locales, the
//! font and the puzzles are built in where they are read.)

use bevy::asset::io::memory::{Dir, MemoryAssetReader};
use bevy::asset::io::{AssetSourceBuilder, AssetSourceId};
use bevy::prelude::*;
use std::path::Path;

macro_rules! files {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_bytes!(concat!("../assets/", $path)))),*]
    };
}

/// Every file the asset server loads, by the path it is loaded with.
pub const FILES: &[(&str, &[u8])] = files![
    "models/omweso_board.glb",
    "models/oware_board.glb",
    "models/oware_seed.glb",
    "models/seed.glb",
    "models/table.glb",
    "sounds/capture.wav",
    "sounds/chime.wav",
    "sounds/scoop.wav",
    "sounds/seed_click_1.wav",
    "sounds/seed_click_2.wav",
    "sounds/seed_click_3.wav",
    "sounds/seed_click_4.wav",
    "sounds/seed_click_5.wav",
    "sounds/seed_click_6.wav",
];

/// Makes [`FILES`] the default asset source. Must come before
/// `AssetPlugin` (part of `DefaultPlugins`), which otherwise reads a folder.
pub fn serve_built_in(app: &mut App) {
    let root = Dir::default();
    for (path, bytes) in FILES {
        root.insert_asset(Path::new(path), *bytes);
    }
    app.register_asset_source(
        AssetSourceId::Default,
        AssetSourceBuilder::new(move || Box::new(MemoryAssetReader { root: root.clone() })),
    );
}

//! The data folder and safe file writes.

use crate::text::Text;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// The folder of the settings and saves.
#[derive(Resource, Clone, Debug)]
pub struct DataDir(pub PathBuf);

impl Default for DataDir {
    fn default() -> Self {
        DataDir(data_dir())
    }
}

impl DataDir {
    pub fn autosave(&self) -> PathBuf {
        self.0.join("autosave.json")
    }

    pub fn settings(&self) -> PathBuf {
        self.0.join("settings.json")
    }

    pub fn saves(&self) -> PathBuf {
        self.0.join("saves")
    }

    pub fn records(&self) -> PathBuf {
        self.0.join("records")
    }
}

/// Where saves live: `$OMWESO_DATA_DIR`, else `$XDG_DATA_HOME/omweso`, else
/// `~/.local/share/omweso`.
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("OMWESO_DATA_DIR") {
        return dir.into();
    }
    if let Some(dir) = std::env::var_os("XDG_DATA_HOME") {
        return Path::new(&dir).join("omweso");
    }
    match std::env::var_os("HOME") {
        Some(home) => Path::new(&home).join(".local/share/omweso"),
        None => PathBuf::from("omweso_data"),
    }
}

/// Writes a file so that a crash leaves either the old or the new contents:
/// a temporary file in the same folder, flushed, then renamed over.
pub fn write_atomic(path: &Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
    let mut file = std::fs::File::create(&tmp)?;
    file.write_all(contents.as_bytes())?;
    file.sync_all()?;
    std::fs::rename(&tmp, path)
}

/// A file name from what the player typed: letters, digits, spaces and
/// dashes only, so a name can never leave the folder.
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .collect();
    if stem.is_empty() {
        "untitled".into()
    } else {
        stem
    }
}

/// `dir/stem.json`, or `dir/stem (2).json`… whichever does not exist yet.
pub fn unused_path(dir: &Path, stem: &str) -> PathBuf {
    let first = dir.join(format!("{stem}.json"));
    if !first.exists() {
        return first;
    }
    (2..)
        .map(|i| dir.join(format!("{stem} ({i}).json")))
        .find(|p| !p.exists())
        .expect("some name is free")
}

/// Renames a file that cannot be read aside (never over another file);
/// says where it went.
pub fn keep_aside(path: &Path) -> Text {
    let aside = (1..)
        .map(|i| path.with_extension(format!("corrupt-{i}.json")))
        .find(|p| !p.exists())
        .expect("some name is free");
    match std::fs::rename(path, &aside) {
        Ok(()) => Text::new("kept-as").str("path", aside.display().to_string()),
        Err(_) => Text::new("left-in-place"),
    }
}

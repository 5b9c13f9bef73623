//! The data folder and safe file writes.

use crate::text::Text;
use bevy::prelude::*;
use mancala::files::{Base, app_dir, write_new};
use std::path::{Path, PathBuf};

pub use mancala::files::write_atomic;

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

    /// The games finished ("Your games").
    pub fn history(&self) -> PathBuf {
        self.0.join("history.json")
    }

    pub fn saves(&self) -> PathBuf {
        self.0.join("saves")
    }

    pub fn records(&self) -> PathBuf {
        self.0.join("records")
    }
}

/// Where saves live: `$OMWESO_DATA_DIR`, else `omweso` in the user's data
/// folder (see [`mancala::files::app_dir`]), else `omweso_data` here.
pub fn data_dir() -> PathBuf {
    app_dir(Base::Data, "omweso", "OMWESO_DATA_DIR").unwrap_or_else(|| "omweso_data".into())
}

/// Writes a new file in `dir` named after `stem` (`stem.json`, or
/// `stem (2).json`… whichever is free), never over another file, even when
/// two saves of the same name are written at once. Returns its path.
pub fn write_unused(dir: &Path, stem: &str, contents: &[u8]) -> std::io::Result<PathBuf> {
    let names = std::iter::once(format!("{stem}.json"))
        .chain((2..).map(|i| format!("{stem} ({i}).json")))
        .map(|name| dir.join(name));
    for path in names {
        match write_new(&path, contents) {
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            other => return other.map(|()| path),
        }
    }
    unreachable!("the names never run out")
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

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
    pub fn journal(&self) -> PathBuf {
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

/// The most a file read at start (settings, autosave, history) or opened
/// (a save, a record) may hold: far more than any the game writes, and a
/// bound on what a broken or hostile file can cost at every start.
pub const READ_CAP: u64 = 8 * 1024 * 1024;

/// A file's bytes: `Ok(None)` when there is none; why not, in words, when
/// it cannot be read or is larger than [`READ_CAP`].
pub fn read_capped(path: &Path) -> Result<Option<Vec<u8>>, String> {
    use std::io::Read;
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    let mut bytes = Vec::new();
    file.take(READ_CAP + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > READ_CAP {
        return Err(format!("it is larger than {} MiB", READ_CAP >> 20));
    }
    Ok(Some(bytes))
}

/// A file found that could not be read, and what became of it: renamed
/// aside, or left where it is (then the game never writes over it).
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    pub path: PathBuf,
    /// Why it could not be read, in the words the system or parser gave.
    pub why: String,
    /// Where it was kept, or why it could not be moved.
    pub kept: Result<PathBuf, String>,
}

impl Unreadable {
    /// Keeps the file at `path` aside (see [`keep_aside`]).
    pub fn keep_aside(path: &Path, why: impl Into<String>) -> Unreadable {
        Unreadable {
            path: path.to_path_buf(),
            why: why.into(),
            kept: keep_aside(path),
        }
    }

    /// What became of it, for the player.
    pub fn kept_text(&self) -> Text {
        match &self.kept {
            Ok(aside) => Text::new("kept-as").str("path", aside.display().to_string()),
            Err(_) => Text::new("left-in-place"),
        }
    }

    /// The staff log's line: the file, why, and what became of it.
    pub fn log_line(&self) -> String {
        let kept = match &self.kept {
            Ok(aside) => format!("kept as {}", aside.display()),
            Err(e) => format!("left in place ({e}), not written this run"),
        };
        format!("{}: {}; {kept}", self.path.display(), self.why)
    }
}

/// Renames a file that cannot be read aside, to `NAME.corrupt-N.json`
/// with the first N free, and returns its new path. The new name is
/// claimed first (created new, which fails if it exists: an empty folder
/// for a folder found where the file should be), then the file is renamed
/// over that empty claim: two instances keeping one file aside at once
/// can never put one copy over the other.
pub fn keep_aside(path: &Path) -> Result<PathBuf, String> {
    let folder = path.is_dir();
    let claim = |aside: &Path| {
        if folder {
            std::fs::create_dir(aside)
        } else {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(aside);
            file.map(drop)
        }
    };
    for i in 1.. {
        let aside = path.with_extension(format!("corrupt-{i}.json"));
        match claim(&aside) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e.to_string()),
        }
        return match std::fs::rename(path, &aside) {
            Ok(()) => Ok(aside),
            Err(e) => {
                let _ = if folder {
                    std::fs::remove_dir(&aside)
                } else {
                    std::fs::remove_file(&aside)
                };
                Err(e.to_string())
            }
        };
    }
    unreachable!("the names never run out")
}

/// What the player is told about the files: one that could not be read,
/// a save that could not be written. The screens show them until they
/// are dismissed; each is said once.
#[derive(Resource, Default, Debug)]
pub struct FileProblems {
    pub shown: Vec<Text>,
}

/// An error of the system in the player's words: "the disk is full".
pub fn why_text(error: &std::io::Error) -> Text {
    use std::io::ErrorKind as K;
    match error.kind() {
        K::StorageFull | K::QuotaExceeded => Text::new("why-disk-full"),
        K::PermissionDenied | K::ReadOnlyFilesystem => Text::new("why-read-only"),
        K::IsADirectory | K::NotADirectory => Text::new("why-folder-in-the-way"),
        _ => Text::new("why-other").str("error", error.to_string()),
    }
}

/// The data folder held by this instance (the lock goes with the file
/// handle: when the process ends, however it ends, the folder is free).
#[derive(Debug)]
pub struct DataLock(#[allow(dead_code)] std::fs::File);

/// Why the data folder could not be held.
#[derive(Debug, PartialEq)]
pub enum LockError {
    /// Another instance holds it: the message for the player.
    Held(String),
    /// The lock file cannot be made (a read-only folder): the game runs
    /// without it.
    Unavailable(String),
}

/// The lock file's name in the data folder.
pub const LOCK_FILE: &str = "omweso.lock";

impl DataDir {
    /// Holds the data folder for this instance, so that a second one
    /// started on it (which would overwrite this one's journal and
    /// settings) stops with a clear message instead.
    pub fn lock(&self) -> Result<DataLock, LockError> {
        use std::io::{Read, Seek, Write};
        let path = self.0.join(LOCK_FILE);
        let unavailable =
            |e: std::io::Error| LockError::Unavailable(format!("{}: {e}", path.display()));
        std::fs::create_dir_all(&self.0).map_err(unavailable)?;
        let mut file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(unavailable)?;
        match file.try_lock() {
            Ok(()) => {
                // Its process id, for the message the next one gives.
                let _ = file.set_len(0);
                let _ = file.rewind();
                let _ = write!(file, "{}", std::process::id());
                Ok(DataLock(file))
            }
            Err(std::fs::TryLockError::WouldBlock) => {
                let mut pid = String::new();
                let _ = file.read_to_string(&mut pid);
                let by = match pid.trim() {
                    "" => String::new(),
                    pid => format!(" (process {pid})"),
                };
                Err(LockError::Held(format!(
                    "Omweso is already running{by} with the data folder {:?}; \
                     close it first, or give this one another folder with OMWESO_DATA_DIR",
                    self.0.display().to_string()
                )))
            }
            Err(std::fs::TryLockError::Error(e)) => Err(unavailable(e)),
        }
    }
}

//! Where programs keep their files, and writing a file so that it is never
//! torn: the engine's table cache and the game's saves both go through here.

use std::ffi::OsString;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// The two kinds of folder the XDG base directory spec names that we use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    /// `$XDG_DATA_HOME`, else `~/.local/share`: what the user would miss.
    Data,
    /// `$XDG_CACHE_HOME`, else `~/.cache`: what can be built again.
    Cache,
}

/// The folder a program keeps its files of `base` in: `$override_var` when
/// it is set and not empty, else `app` under the XDG base folder.
pub fn app_dir(base: Base, app: &str, override_var: &str) -> Option<PathBuf> {
    app_dir_from(|name| std::env::var_os(name), base, app, override_var)
}

/// [`app_dir`] reading the environment through `env` (testable without
/// changing the process's environment).
pub fn app_dir_from(
    env: impl Fn(&str) -> Option<OsString>,
    base: Base,
    app: &str,
    override_var: &str,
) -> Option<PathBuf> {
    if let Some(dir) = env(override_var).filter(|d| !d.is_empty()) {
        return Some(dir.into());
    }
    let (var, fallback) = match base {
        Base::Data => ("XDG_DATA_HOME", ".local/share"),
        Base::Cache => ("XDG_CACHE_HOME", ".cache"),
    };
    // The spec: a value that is empty or not absolute is to be ignored.
    let absolute = |name| env(name).map(PathBuf::from).filter(|p| p.is_absolute());
    let base_dir = absolute(var).or_else(|| absolute("HOME").map(|home| home.join(fallback)))?;
    Some(base_dir.join(app))
}

/// Writes `contents` to `path` so that whatever happens (a crash, a kill,
/// another writer of the same file at the same time) the file holds either
/// what it held before or exactly one writer's contents.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    write_atomic_with(path, |out| out.write_all(contents))
}

/// [`write_atomic`] with the contents streamed by `write`.
///
/// Each write gets a temporary file of its own in the target's folder (so
/// that concurrent writers never share one), synced, then renamed over the
/// target; the folder is synced too, so that the rename itself survives a
/// power cut.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut BufWriter<&std::fs::File>) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let dir = parent(path);
    std::fs::create_dir_all(dir)?;
    let tmp = temporary_beside(path)?;
    write_synced(tmp.as_file(), write)?;
    tmp.persist(path).map_err(|e| e.error)?;
    sync_dir(dir)
}

/// Writes `contents` to `path` only if no file of that name exists (then
/// `ErrorKind::AlreadyExists`), with the same guarantees as
/// [`write_atomic`]: two writers that pick the same new name never
/// overwrite one another.
pub fn write_new(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let dir = parent(path);
    std::fs::create_dir_all(dir)?;
    let tmp = temporary_beside(path)?;
    write_synced(tmp.as_file(), |out| out.write_all(contents))?;
    tmp.persist_noclobber(path).map_err(|e| e.error)?;
    sync_dir(dir)
}

fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// A new temporary file in `path`'s folder, named after it (hidden, and
/// ending `.tmp` so that nothing lists it as a save).
fn temporary_beside(path: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(parent(path))
}

/// Removes what a writer killed mid-write left in `dir`: its temporary
/// files (see [`write_atomic`]) untouched for longer than `older_than`, so
/// that one another program is writing right now is left alone. Returns
/// how many were removed; a folder that cannot be read removes nothing.
pub fn remove_stale_temporaries(dir: &Path, older_than: std::time::Duration) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let stale = |entry: &std::fs::DirEntry| {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let ours = name.starts_with('.') && name.ends_with(".tmp");
        let age = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok());
        ours && age.is_some_and(|age| age > older_than)
    };
    entries
        .flatten()
        .filter(|entry| stale(entry) && std::fs::remove_file(entry.path()).is_ok())
        .count()
}

fn write_synced(
    file: &std::fs::File,
    write: impl FnOnce(&mut BufWriter<&std::fs::File>) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut out = BufWriter::new(file);
    write(&mut out)?;
    out.flush()?;
    drop(out);
    file.sync_all()
}

/// Makes a rename in `dir` durable. Folders cannot be opened for syncing
/// everywhere (Windows); there the rename is as durable as the system makes
/// it.
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    if cfg!(unix) {
        std::fs::File::open(dir)?.sync_all()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&str, &str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn the_override_comes_first_unless_empty() {
        let vars = [("GAME_DIR", "/srv/game"), ("HOME", "/home/a")];
        assert_eq!(
            app_dir_from(env(&vars), Base::Data, "game", "GAME_DIR"),
            Some(PathBuf::from("/srv/game"))
        );
        let vars = [("GAME_DIR", ""), ("HOME", "/home/a")];
        assert_eq!(
            app_dir_from(env(&vars), Base::Data, "game", "GAME_DIR"),
            Some(PathBuf::from("/home/a/.local/share/game"))
        );
    }

    #[test]
    fn an_absolute_xdg_folder_is_used() {
        let vars = [
            ("XDG_DATA_HOME", "/x/data"),
            ("XDG_CACHE_HOME", "/x/cache"),
            ("HOME", "/home/a"),
        ];
        assert_eq!(
            app_dir_from(env(&vars), Base::Data, "game", "NONE"),
            Some(PathBuf::from("/x/data/game"))
        );
        assert_eq!(
            app_dir_from(env(&vars), Base::Cache, "game", "NONE"),
            Some(PathBuf::from("/x/cache/game"))
        );
    }

    #[test]
    fn an_empty_or_relative_xdg_folder_is_ignored() {
        for value in ["", "relative/data", "./data"] {
            let vars = [
                ("XDG_DATA_HOME", value),
                ("XDG_CACHE_HOME", value),
                ("HOME", "/home/a"),
            ];
            assert_eq!(
                app_dir_from(env(&vars), Base::Data, "game", "NONE"),
                Some(PathBuf::from("/home/a/.local/share/game")),
                "{value:?}"
            );
            assert_eq!(
                app_dir_from(env(&vars), Base::Cache, "game", "NONE"),
                Some(PathBuf::from("/home/a/.cache/game")),
                "{value:?}"
            );
        }
    }

    #[test]
    fn only_old_temporary_files_are_removed() {
        let dir = std::env::temp_dir().join(format!("mancala-stale-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        let make = |name: &str, old: bool| {
            let file = std::fs::File::create(dir.join(name)).unwrap();
            if old {
                file.set_modified(hour_ago).unwrap();
            }
        };
        make(".autosave.json.aB3x.tmp", true); // a killed writer's
        make(".settings.json.Qz9k.tmp", false); // being written now
        make("autosave.json", true); // a save, however old
        make("notes.tmp", true); // not one of ours
        let ten_minutes = std::time::Duration::from_secs(600);
        assert_eq!(remove_stale_temporaries(&dir, ten_minutes), 1);
        let mut left: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [".settings.json.Qz9k.tmp", "autosave.json", "notes.tmp"]
        );
        assert_eq!(
            remove_stale_temporaries(&dir.join("missing"), ten_minutes),
            0
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn without_a_home_there_is_no_folder() {
        assert_eq!(app_dir_from(env(&[]), Base::Cache, "game", "NONE"), None);
        let vars = [("HOME", "")];
        assert_eq!(app_dir_from(env(&vars), Base::Data, "game", "NONE"), None);
    }
}

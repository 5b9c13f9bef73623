//! The Debian package's metadata (tools/package/): the desktop entry and
//! the AppStream metainfo are valid — by `desktop-file-validate` and
//! `appstreamcli validate` where they are installed, and by the checks
//! here everywhere — and agree with each other, with the window's class,
//! the icons and the screenshots they name.

use std::path::{Path, PathBuf};
use std::process::Command;

const ID: &str = "org.omweso.Omweso";

fn package_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tools/package")
        .join(name)
}

fn read(name: &str) -> String {
    std::fs::read_to_string(package_file(name)).unwrap()
}

/// The `[Desktop Entry]` group's keys (a localised key keeps its `[xx]`).
fn desktop_keys(text: &str) -> Vec<(String, String)> {
    let mut lines = text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    assert_eq!(lines.next(), Some("[Desktop Entry]"));
    lines
        .map(|line| {
            let (key, value) = line.split_once('=').unwrap_or_else(|| panic!("{line:?}"));
            (key.to_string(), value.to_string())
        })
        .collect()
}

/// Runs a validator when it is installed; `None` when it is not.
fn validate(program: &str, args: &[&str]) -> Option<(bool, String)> {
    let out = Command::new(program).args(args).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
    Some((out.status.success(), text.into_owned()))
}

#[test]
fn the_desktop_entry_is_valid_and_names_the_window_and_the_icon() {
    let name = format!("{ID}.desktop");
    let keys = desktop_keys(&read(&name));
    let get = |key: &str| {
        let found = keys.iter().find(|(k, _)| k == key);
        found
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("{key}"))
    };
    assert_eq!(get("Type"), "Application");
    assert_eq!(get("Name"), "Omweso");
    assert_eq!(get("Exec"), "omweso");
    assert_eq!(get("Icon"), ID);
    // The class the game gives its window (lib.rs: `Window::name`).
    assert_eq!(get("StartupWMClass"), "omweso");
    assert!(get("Categories").split(';').any(|c| c == "BoardGame"));
    assert!(get("Categories").ends_with(';'));
    let mut seen: Vec<&str> = keys.iter().map(|(k, _)| k.as_str()).collect();
    let all = seen.len();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), all, "a key twice");
    let path = package_file(&name);
    if let Some((ok, text)) = validate("desktop-file-validate", &[path.to_str().unwrap()]) {
        assert!(ok && text.trim().is_empty(), "{text}");
    }
}

/// The metainfo as deb.sh writes it.
fn filled_metainfo() -> String {
    read(&format!("{ID}.metainfo.xml"))
        .replace("@HOMEPAGE@", "https://omweso.org")
        .replace("@VERSION@", env!("CARGO_PKG_VERSION"))
        .replace("@DATE@", "2026-12-02")
}

#[test]
fn the_metainfo_is_valid_and_agrees_with_the_desktop_entry() {
    let text = filled_metainfo();
    assert!(!text.contains('@'), "a placeholder deb.sh does not fill");
    assert!(text.contains(&format!("<id>{ID}</id>")));
    assert!(text.contains(&format!(
        "<launchable type=\"desktop-id\">{ID}.desktop</launchable>"
    )));
    assert!(text.contains(&format!("<icon type=\"stock\">{ID}</icon>")));
    // Every screenshot is one of the README's pictures.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shots: Vec<&str> = text
        .split("<image>https://omweso.org/")
        .skip(1)
        .map(|rest| rest.split('<').next().unwrap())
        .collect();
    assert!(shots.len() >= 3, "{shots:?}");
    for shot in shots {
        assert!(root.join(shot).is_file(), "{shot}");
    }
    // Each opening tag closes (a well-formedness check without a parser).
    for tag in ["component", "description", "screenshots", "releases", "ul"] {
        let opens =
            text.matches(&format!("<{tag}>")).count() + text.matches(&format!("<{tag} ")).count();
        assert_eq!(opens, text.matches(&format!("</{tag}>")).count(), "{tag}");
    }
    let file = std::env::temp_dir().join(format!("{ID}-{}.metainfo.xml", std::process::id()));
    std::fs::write(&file, &text).unwrap();
    let checked = validate(
        "appstreamcli",
        &["validate", "--no-net", file.to_str().unwrap()],
    );
    std::fs::remove_file(&file).unwrap();
    if let Some((ok, text)) = checked {
        assert!(ok, "{text}");
    }
}

#[test]
fn the_package_installs_every_icon_size_and_the_kiosk_unit_runs_the_installed_game() {
    let icons = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icons");
    for size in [16, 24, 32, 48, 64, 128, 256, 512] {
        let bytes = std::fs::read(icons.join(format!("omweso-{size}.png"))).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
        let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
        assert_eq!((width, height), (size, size));
    }
    let script = read("deb.sh");
    assert!(script.contains("usr/games/omweso"));
    let unit = read("omweso-kiosk.service");
    assert!(
        unit.lines()
            .any(|l| l == "ExecStart=/usr/games/omweso --kiosk")
    );
    assert!(unit.lines().any(|l| l == "Restart=always"));
    // The game sends READY=1 and WATCHDOG=1 (persistence/service.rs).
    for line in ["Type=notify", "NotifyAccess=main", "WatchdogSec=30"] {
        assert!(unit.lines().any(|l| l == line), "{line}");
    }
}

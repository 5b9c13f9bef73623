//! The Debian package's metadata (tools/package/): the desktop entry and
//! the AppStream metainfo are valid — by `desktop-file-validate` and
//! `appstreamcli validate` (a missing validator fails the test, naming the
//! package to install, unless `OMWESO_SKIP_VALIDATORS=1` says to go
//! without them) and by the checks here — and agree with each other, with
//! the window's class, the icons, the screenshots they name and the game's
//! languages, and name no web address.

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

/// Runs a validator: its verdict and what it said; `Ok(None)` when it is
/// missing and `skip` (`OMWESO_SKIP_VALIDATORS=1`) allows that, else a
/// one-line error naming the Debian `package` that has it.
fn run_validator(
    program: &str,
    package: &str,
    args: &[&str],
    skip: bool,
) -> Result<Option<(bool, String)>, String> {
    match Command::new(program).args(args).output() {
        Ok(out) => {
            let text = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
            Ok(Some((out.status.success(), text.into_owned())))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && skip => {
            eprintln!("{program:?} is missing: not validated (OMWESO_SKIP_VALIDATORS=1)");
            Ok(None)
        }
        Err(e) => Err(format!(
            "cannot run {program:?} ({e}): install the Debian package {package:?} \
             (`apt-get install {package}`), or set OMWESO_SKIP_VALIDATORS=1 to test without it"
        )),
    }
}

/// [`run_validator`] as the tests call it: a missing validator fails them.
fn validate(program: &str, package: &str, args: &[&str]) -> Option<(bool, String)> {
    let skip = std::env::var_os("OMWESO_SKIP_VALIDATORS").is_some_and(|v| v == "1");
    run_validator(program, package, args, skip).unwrap_or_else(|line| panic!("{line}"))
}

#[test]
fn a_missing_validator_fails_with_the_package_to_install() {
    let missing = "omweso-no-such-validator";
    let line = run_validator(missing, "some-package", &[], false).unwrap_err();
    assert!(!line.contains('\n'), "one line: {line}");
    assert!(line.contains("\"omweso-no-such-validator\""), "{line}");
    assert!(line.contains("apt-get install some-package"), "{line}");
    assert!(line.contains("OMWESO_SKIP_VALIDATORS=1"), "{line}");
    // Asked to go without: no verdict, no failure.
    assert_eq!(run_validator(missing, "some-package", &[], true), Ok(None));
    // Present: its verdict.
    let (ok, _) = run_validator("false", "coreutils", &[], false)
        .unwrap()
        .unwrap();
    assert!(!ok);
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
    let checked = validate(
        "desktop-file-validate",
        "desktop-file-utils",
        &[path.to_str().unwrap()],
    );
    if let Some((ok, text)) = checked {
        assert!(ok && text.trim().is_empty(), "{text}");
    }
}

/// The metainfo as deb.sh writes it.
fn filled_metainfo() -> String {
    read(&format!("{ID}.metainfo.xml"))
        .replace("@VERSION@", env!("CARGO_PKG_VERSION"))
        .replace("@DATE@", "2026-12-02")
}

/// The game's languages other than English, from its catalogues' names.
fn translated_locales() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locale");
    let mut codes: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter_map(|name| name.strip_suffix(".ftl").map(str::to_string))
        .filter(|code| code != "en")
        .collect();
    codes.sort();
    codes
}

#[test]
fn the_desktop_entry_and_the_metainfo_speak_every_language_of_the_game() {
    let codes = translated_locales();
    assert_eq!(codes, ["el", "gu", "lg", "ro", "ru", "sw"]);
    let keys = desktop_keys(&read(&format!("{ID}.desktop")));
    let metainfo = filled_metainfo();
    for code in &codes {
        for key in ["Comment", "GenericName"] {
            let localised = format!("{key}[{code}]");
            let value = keys.iter().find(|(k, _)| *k == localised);
            assert!(value.is_some_and(|(_, v)| !v.is_empty()), "{localised}");
        }
        let summary = format!("<summary xml:lang=\"{code}\">");
        assert_eq!(metainfo.matches(&summary).count(), 1, "{summary}");
    }
}

#[test]
fn the_package_names_no_web_address_the_project_does_not_own() {
    // No Homepage, no AppStream url or screenshots (which are addresses),
    // and no invented maintainer's address: the project has none yet.
    let metainfo = filled_metainfo();
    for absent in ["<url", "<screenshots>", "http"] {
        assert!(!metainfo.contains(absent), "{absent}");
    }
    let script = read("deb.sh");
    assert!(!script.contains("Homepage:"));
    for name in [format!("{ID}.desktop"), "deb.sh".to_string()] {
        assert!(!read(&name).contains("omweso.org"), "{name}");
    }
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
    // Each opening tag closes (a well-formedness check without a parser).
    for tag in ["component", "description", "releases", "ul"] {
        let opens =
            text.matches(&format!("<{tag}>")).count() + text.matches(&format!("<{tag} ")).count();
        assert_eq!(opens, text.matches(&format!("</{tag}>")).count(), "{tag}");
    }
    let file = std::env::temp_dir().join(format!("{ID}-{}.metainfo.xml", std::process::id()));
    std::fs::write(&file, &text).unwrap();
    let checked = validate(
        "appstreamcli",
        "appstream",
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

/// Every picture the README shows exists (`tools/screenshots.sh` makes
/// them from the current build).
#[test]
fn every_picture_the_readme_links_exists() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let pictures: Vec<&str> = readme
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .filter(|link| link.ends_with(".png"))
        .collect();
    assert!(pictures.len() >= 7, "{pictures:?}");
    let missing: Vec<&&str> = pictures
        .iter()
        .filter(|p| !root.join(p).is_file())
        .collect();
    assert!(
        missing.is_empty(),
        "README links missing pictures: {missing:?}"
    );
}

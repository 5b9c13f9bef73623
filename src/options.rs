//! The game's command line.

use bevy::prelude::Resource;
use mancala::omweso::Position;
use std::path::PathBuf;

/// What the command line asked for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Options {
    /// Render, save this PNG and exit.
    pub screenshot: Option<PathBuf>,
    /// Start a two-player game at this position instead of the title screen.
    pub position: Option<Position>,
    /// Frames to render before the screenshot.
    pub frames: u32,
}

impl Options {
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
        let mut options = Options {
            frames: 150,
            ..Options::default()
        };
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
            match arg.as_str() {
                "--screenshot" => options.screenshot = Some(value("--screenshot")?.into()),
                "--position" => {
                    let text = value("--position")?;
                    options.position = Some(
                        text.parse()
                            .map_err(|e| format!("--position {text:?}: {e}"))?,
                    );
                }
                "--frames" => {
                    let text = value("--frames")?;
                    options.frames = text
                        .parse()
                        .map_err(|_| format!("--frames {text:?} is not a whole number"))?;
                }
                "-h" | "--help" => {
                    return Err(
                        "usage: omweso [--screenshot OUT.png [--frames N]] [--position '<omweso position>']"
                            .into(),
                    );
                }
                other => return Err(format!("unknown argument {other:?} (try --help)")),
            }
        }
        Ok(options)
    }

    /// The assets folder: beside the executable's workspace when run with
    /// cargo, else `assets` beside the working directory.
    pub fn assets_dir(&self) -> String {
        let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
        if std::path::Path::new(manifest).is_dir() {
            manifest.to_string()
        } else {
            "assets".to_string()
        }
    }
}

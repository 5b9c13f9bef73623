//! The game's command line.

use crate::games::GameKind;
use bevy::prelude::Resource;
use std::path::PathBuf;

/// The game's usage, printed by `--help`.
pub const USAGE: &str =
    "usage: omweso [--screenshot OUT.png [--frames N]] [--kiosk [--kiosk-settings FILE]]
              [--lang en|lg|el|sw|ru|gu|ro]
              [--play PIT] [--lesson ID] [--window WxH] [--quality low|high]
              [--game omweso|oware] [--position '<position>'] [--review RECORD.json [--at N]]
              [--ui-scale 100..200] [--high-contrast] [--puzzle N]
       omweso --help | --version";

/// What the command line asks of the program.
#[derive(Debug)]
pub enum Launch {
    /// Run the game.
    Run(Box<Options>),
    /// Print this on stdout and exit with success (`--help`, `--version`).
    Print(String),
}

impl Launch {
    /// `--help` or `--version` anywhere wins over everything else, as in
    /// most programs; otherwise the arguments are parsed as [`Options`].
    pub fn from_os_args(
        args: impl IntoIterator<Item = std::ffi::OsString>,
    ) -> Result<Launch, String> {
        let args: Vec<_> = args.into_iter().collect();
        for arg in &args {
            match arg.to_str() {
                Some("-h" | "--help") => return Ok(Launch::Print(USAGE.into())),
                Some("-V" | "--version") => {
                    return Ok(Launch::Print(format!("omweso {}", crate::version())));
                }
                _ => {}
            }
        }
        Options::from_os_args(args).map(|options| Launch::Run(Box::new(options)))
    }
}

/// What the command line asked for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Options {
    /// Render, save this PNG and exit.
    pub screenshot: Option<PathBuf>,
    /// Which game `--position` is for.
    pub game: GameKind,
    /// Start a two-player game at this position instead of the title screen
    /// (checked when parsed).
    pub position: Option<String>,
    /// Frames to render before the screenshot.
    pub frames: u32,
    /// The window's size in logical pixels.
    pub window: (u32, u32),
    /// Rendering quality, over the saved setting.
    pub quality: Option<crate::settings::Quality>,
    /// Run as an unattended exhibition piece.
    pub kiosk: bool,
    /// With `--kiosk`: the staff profile's settings file (else the data
    /// folder's settings).
    pub kiosk_settings: Option<PathBuf>,
    /// With `--position`: the pit the mover then picks (a letter), so that
    /// a screenshot shows a move and its caption.
    pub play: Option<char>,
    /// Open this lesson (its index in the lessons) instead of the title.
    pub lesson: Option<usize>,
    /// The language, over the saved setting (and kept as the setting).
    pub lang: Option<crate::locale::Lang>,
    /// Open this game record in the review instead of the title (read and
    /// checked when parsed, before the window opens).
    pub review: Option<crate::systems::session::AnyRecord>,
    /// With `--review`: show the game after this many moves.
    pub at: Option<usize>,
    /// The size of the screens in percent, over the saved setting (and
    /// kept as the setting).
    pub ui_scale: Option<u32>,
    /// High contrast, over the saved setting (and kept as the setting).
    pub high_contrast: bool,
    /// Open puzzle N (from 1) of the `--game`'s collection.
    pub puzzle: Option<usize>,
}

impl Options {
    /// Reads the arguments as the system gives them: one that is not
    /// UTF-8 is refused with a clear message rather than a panic.
    pub fn from_os_args(
        args: impl IntoIterator<Item = std::ffi::OsString>,
    ) -> Result<Options, String> {
        let args = args
            .into_iter()
            .map(|arg| {
                arg.into_string()
                    .map_err(|arg| format!("argument {arg:?} is not valid UTF-8"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Options::from_args(args)
    }

    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
        let mut options = Options {
            frames: 150,
            window: (1280, 720),
            ..Options::default()
        };
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
            match arg.as_str() {
                "--screenshot" => options.screenshot = Some(value("--screenshot")?.into()),
                "--position" => options.position = Some(value("--position")?),
                "--game" => options.game = game(&value("--game")?)?,
                "--frames" => options.frames = frames(&value("--frames")?)?,
                "--window" => options.window = window_size(&value("--window")?)?,
                "--kiosk" => options.kiosk = true,
                "--kiosk-settings" => {
                    options.kiosk_settings = Some(kiosk_settings(value("--kiosk-settings")?)?)
                }
                "--high-contrast" => options.high_contrast = true,
                "--puzzle" => options.puzzle = Some(puzzle(&value("--puzzle")?)?),
                "--ui-scale" => options.ui_scale = Some(ui_scale(&value("--ui-scale")?)?),
                "--review" => options.review = Some(read_record(&value("--review")?)?),
                "--at" => options.at = Some(at_move(&value("--at")?)?),
                "--lesson" => options.lesson = Some(lesson(&value("--lesson")?)?),
                "--play" => options.play = Some(pit_letter(&value("--play")?)?),
                "--lang" => options.lang = Some(language(&value("--lang")?)?),
                "--quality" => options.quality = Some(quality(&value("--quality")?)?),
                other => return Err(format!("unknown argument {other:?} (try --help)")),
            }
        }
        options.check_together()?;
        Ok(options)
    }

    /// The arguments that need another, and a `--position` and `--play`
    /// that must fit the game.
    fn check_together(&self) -> Result<(), String> {
        if self.kiosk_settings.is_some() && !self.kiosk {
            return Err("--kiosk-settings needs --kiosk".into());
        }
        if self.at.is_some() && self.review.is_none() {
            return Err("--at needs --review".into());
        }
        if self.play.is_some() && self.position.is_none() {
            return Err("--play needs --position".into());
        }
        if let Some(pit) = self.play
            && self.pit_to_play().is_none()
        {
            return Err(format!(
                "--play {pit:?}: a pit letter (Omweso a to p, Oware a to f)"
            ));
        }
        if let Some(text) = &self.position {
            let valid = self.game.check_position(text);
            valid.map_err(|e| format!("--position {text:?}: {e}"))?;
        }
        Ok(())
    }
}

fn game(text: &str) -> Result<GameKind, String> {
    GameKind::from_id(text).ok_or_else(|| {
        let ids: Vec<&str> = GameKind::all().iter().map(|game| game.id()).collect();
        format!("--game {text:?}: {}", ids.join(" or "))
    })
}

fn frames(text: &str) -> Result<u32, String> {
    text.parse()
        .map_err(|_| format!("--frames {text:?} is not a whole number"))
}

fn window_size(text: &str) -> Result<(u32, u32), String> {
    text.split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .filter(|&(w, h): &(u32, u32)| (200..=8192).contains(&w) && (200..=8192).contains(&h))
        .ok_or_else(|| format!("--window {text:?}: WIDTHxHEIGHT, each 200 to 8192"))
}

fn kiosk_settings(path: String) -> Result<PathBuf, String> {
    let path = PathBuf::from(path);
    if !path.is_file() {
        return Err(format!(
            "--kiosk-settings {:?}: no such file",
            path.display().to_string()
        ));
    }
    Ok(path)
}

fn puzzle(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .ok()
        .filter(|&n| n >= 1 && text.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| format!("--puzzle {text:?}: a puzzle's number, from 1"))
}

fn ui_scale(text: &str) -> Result<u32, String> {
    text.parse::<u32>()
        .ok()
        .filter(|p| text.bytes().all(|b| b.is_ascii_digit()) && (100..=200).contains(p))
        .ok_or_else(|| format!("--ui-scale {text:?}: a percentage from 100 to 200"))
}

fn at_move(text: &str) -> Result<usize, String> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    text.parse()
        .ok()
        .filter(|_| digits)
        .ok_or_else(|| format!("--at {text:?} is not a whole number of moves"))
}

fn lesson(id: &str) -> Result<usize, String> {
    let lessons = crate::systems::lessons::LESSONS;
    lessons.iter().position(|l| l.id == id).ok_or_else(|| {
        let ids: Vec<&str> = lessons.iter().map(|l| l.id).collect();
        format!("--lesson {id:?}: one of {}", ids.join(", "))
    })
}

fn pit_letter(pit: &str) -> Result<char, String> {
    let mut chars = pit.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Ok(c),
        _ => Err(format!("--play {pit:?}: one pit letter")),
    }
}

fn language(code: &str) -> Result<crate::locale::Lang, String> {
    crate::locale::Lang::from_code(code)
        .ok_or_else(|| format!("--lang {code:?}: one of en, lg, el, sw, ru, gu, ro"))
}

fn quality(text: &str) -> Result<crate::settings::Quality, String> {
    match text {
        "low" => Ok(crate::settings::Quality::Low),
        "high" => Ok(crate::settings::Quality::High),
        other => Err(format!("--quality {other:?}: low or high")),
    }
}

/// A game record file for `--review`, refused in one line if it cannot
/// be read or is no record of either game.
fn read_record(path: &str) -> Result<crate::systems::session::AnyRecord, String> {
    let bytes = crate::systems::persistence::read_capped(std::path::Path::new(path))
        .and_then(|bytes| bytes.ok_or_else(|| "no such file".to_string()))
        .map_err(|e| format!("--review {path:?}: {e}"))?;
    crate::systems::session::AnyRecord::from_json_bytes(&bytes)
        .map_err(|e| format!("--review {path:?}: {e}"))
}

impl Options {
    /// What the game was started as, in words for the staff log.
    pub fn mode(&self) -> &'static str {
        if self.screenshot.is_some() {
            "screenshot"
        } else if self.kiosk {
            "kiosk"
        } else if self.review.is_some() {
            "review"
        } else if self.puzzle.is_some() {
            "puzzle"
        } else if self.lesson.is_some() {
            "lesson"
        } else {
            "window"
        }
    }

    /// The pit `--play` names, as an index of the mover's pits (the
    /// engine reads the letter).
    pub fn pit_to_play(&self) -> Option<u8> {
        self.game.pit_of_letter(self.play?)
    }
}

//! Nothing is lost: the settings and the running match are saved (JSON,
//! written atomically: a temporary file, then a rename) after every change,
//! off the main thread, and the match is offered for resumption at the next
//! start. A save that cannot be read is kept aside under another name and
//! reported; the game starts fresh.

use super::Screen;
use super::animation::{AnimQueue, AnimSpeed};
use super::audio::SoundSettings;
use super::camera::CameraRig;
use super::hud::ShowNumbers;
use super::oware_session::OwareSession;
use super::session::{MatchConfig, Session};
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, futures::check_ready};
use mancala::{Side, omweso, oware};
use serde::{Deserialize, Serialize};
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

    fn settings(&self) -> PathBuf {
        self.0.join("settings.json")
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
        None => PathBuf::from("omweso-data"),
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

/// A match as saved.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedMatch {
    pub version: u32,
    pub config: MatchConfig,
    pub games: u32,
    pub game: SavedGame,
}

/// The game in progress and the match score.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SavedGame {
    Omweso {
        record: serde_json::Value,
        score: omweso::Match,
    },
    Oware {
        record: oware::GameRecord,
        score: oware::Match,
    },
}

const VERSION: u32 = 1;

impl SavedMatch {
    pub fn of_omweso(session: &Session) -> SavedMatch {
        SavedMatch {
            version: VERSION,
            config: session.config.clone(),
            games: session.games,
            game: SavedGame::Omweso {
                record: serde_json::to_value(&session.record).expect("records serialise"),
                score: session.score.clone(),
            },
        }
    }

    pub fn of_oware(session: &OwareSession) -> SavedMatch {
        SavedMatch {
            version: VERSION,
            config: session.config.clone(),
            games: session.games,
            game: SavedGame::Oware {
                record: session.record.clone(),
                score: session.score.clone(),
            },
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a saved match serialises")
    }

    /// Reads a save, replaying its moves to check them.
    pub fn from_json(text: &str) -> Result<SavedMatch, String> {
        let saved: SavedMatch =
            serde_json::from_str(text).map_err(|e| format!("not a saved match: {e}"))?;
        if saved.version != VERSION {
            return Err(format!("saved by an unknown version ({})", saved.version));
        }
        if let SavedGame::Omweso { record, .. } = &saved.game {
            omweso::GameRecord::from_json(&record.to_string()).map_err(|e| e.to_string())?;
        }
        Ok(saved)
    }

    /// Puts the saved match back as the session.
    pub fn insert_into(self, commands: &mut Commands) {
        match self.game {
            SavedGame::Omweso { record, score } => {
                // Checked when loaded; a failure here is a fresh match.
                match omweso::GameRecord::from_json(&record.to_string()) {
                    Ok(record) => commands.insert_resource(Session::restore(
                        self.config,
                        record,
                        score,
                        self.games,
                    )),
                    Err(_) => commands.insert_resource(Session::new(self.config)),
                }
            }
            SavedGame::Oware { record, score } => commands.insert_resource(OwareSession::restore(
                self.config,
                record,
                score,
                self.games,
            )),
        }
    }

    /// One line for the title screen.
    pub fn describe(&self) -> String {
        let names = &self.config.names;
        match &self.game {
            SavedGame::Omweso { score, record } => {
                let moves = record["moves"].as_array().map_or(0, |m| m.len());
                format!(
                    "Omweso: {} {} – {} {}, game {}, {moves} moves played",
                    names[0],
                    score.score(Side::South),
                    score.score(Side::North),
                    names[1],
                    self.games + 1
                )
            }
            SavedGame::Oware { score, record } => format!(
                "Oware: {} {} – {} {}, game {}, {} moves played",
                names[0],
                score.wins(Side::South),
                score.wins(Side::North),
                names[1],
                self.games + 1,
                record.moves().len()
            ),
        }
    }
}

/// Reads a save file: `Ok(None)` if there is none; a broken one is renamed
/// aside (never over another file) and reported.
pub fn load_save(path: &Path) -> Result<Option<SavedMatch>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{} could not be read: {e}", path.display())),
    };
    SavedMatch::from_json(&text).map(Some).map_err(|problem| {
        let aside = (1..)
            .map(|i| path.with_extension(format!("corrupt-{i}.json")))
            .find(|p| !p.exists())
            .expect("some name is free");
        let kept = match std::fs::rename(path, &aside) {
            Ok(()) => format!("it was kept as {}", aside.display()),
            Err(_) => "it was left where it is".to_string(),
        };
        format!("The saved match could not be resumed ({problem}); {kept}. Starting fresh.")
    })
}

/// The settings that persist between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub speed: AnimSpeed,
    pub show_numbers: bool,
    pub fixed_seat: Option<Side>,
    pub volume: f32,
    pub muted: bool,
    pub names: [String; 2],
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: AnimSpeed::Normal,
            show_numbers: false,
            fixed_seat: None,
            volume: SoundSettings::default().volume,
            muted: false,
            names: ["South".into(), "North".into()],
        }
    }
}

/// A game record of either game.
#[derive(Clone, Debug)]
pub enum Record {
    Omweso(Box<omweso::GameRecord>),
    Oware(Box<oware::GameRecord>),
}

impl Record {
    /// Reads a record of either game, replaying its moves to check them.
    pub fn from_json(text: &str) -> Result<Record, String> {
        match omweso::GameRecord::from_json(text) {
            Ok(r) => Ok(Record::Omweso(Box::new(r))),
            Err(omweso_error) => oware::GameRecord::from_json(text)
                .map(|r| Record::Oware(Box::new(r)))
                .map_err(|_| format!("not a game record: {omweso_error}")),
        }
    }
}

/// What was found at start-up.
#[derive(Resource, Default)]
pub struct Resume {
    /// The match that can be resumed.
    pub saved: Option<SavedMatch>,
    /// Why a save could not be read.
    pub problem: Option<String>,
    /// The player chose to resume it.
    pub requested: bool,
    /// A game record to open in the replay viewer.
    pub replay: Option<Record>,
}

impl Resume {
    /// Something waits to be opened as the next match.
    pub fn pending(&self) -> bool {
        (self.requested && self.saved.is_some()) || self.replay.is_some()
    }

    /// The saved match, if the player asked for it (once).
    pub fn take(&mut self) -> Option<SavedMatch> {
        if !self.requested {
            return None;
        }
        self.requested = false;
        self.saved.take()
    }
}

type Loaded = (Result<Option<SavedMatch>, String>, Option<Settings>);

#[derive(Component)]
struct Loading(Task<Loaded>);

#[derive(Component)]
struct Writing(Task<()>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resume>();
    app.init_resource::<DataDir>();
    app.add_systems(Startup, start_loading);
    app.add_systems(Update, (finish_loading, autosave, finish_writing));
}

/// The view's part: the settings follow the HUD's resources.
pub(super) fn settings_plugin(app: &mut App) {
    app.add_systems(Update, save_settings);
}

fn start_loading(mut commands: Commands, dir: Res<DataDir>) {
    let dir = dir.clone();
    let task = IoTaskPool::get().spawn(async move {
        let save = load_save(&dir.autosave());
        let settings = std::fs::read_to_string(dir.settings())
            .ok()
            .and_then(|text| serde_json::from_str::<Settings>(&text).ok());
        (save, settings)
    });
    commands.spawn((Name::new("Loading saves"), Loading(task)));
}

#[allow(clippy::too_many_arguments)]
fn finish_loading(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut Loading)>,
    mut resume: ResMut<Resume>,
    mut queue: ResMut<AnimQueue>,
    mut config: ResMut<MatchConfig>,
    numbers: Option<ResMut<ShowNumbers>>,
    rig: Option<ResMut<CameraRig>>,
    sound: Option<ResMut<SoundSettings>>,
) {
    let Some((entity, mut task)) = tasks.iter_mut().next() else {
        return;
    };
    let Some((save, settings)) = check_ready(&mut task.0) else {
        return;
    };
    commands.entity(entity).despawn();
    match save {
        Ok(saved) => resume.saved = saved,
        Err(problem) => {
            warn!("{problem}");
            resume.problem = Some(problem);
        }
    }
    if let Some(s) = settings {
        queue.speed = s.speed;
        config.names = s.names.clone();
        if let Some(mut numbers) = numbers {
            numbers.0 = s.show_numbers;
        }
        if let Some(mut rig) = rig {
            rig.fixed_seat = s.fixed_seat;
        }
        if let Some(mut sound) = sound {
            sound.volume = s.volume;
            sound.muted = s.muted;
        }
    }
}

fn write_in_background(commands: &mut Commands, path: PathBuf, contents: String) {
    let task = IoTaskPool::get().spawn(async move {
        if let Err(e) = write_atomic(&path, &contents) {
            warn!("could not save {}: {e}", path.display());
        }
    });
    commands.spawn((Name::new("Saving"), Writing(task)));
}

fn finish_writing(mut commands: Commands, mut tasks: Query<(Entity, &mut Writing)>) {
    for (entity, mut task) in &mut tasks {
        if check_ready(&mut task.0).is_some() {
            commands.entity(entity).despawn();
        }
    }
}

/// Saves the match whenever a move, a game or the match changes.
fn autosave(
    mut commands: Commands,
    dir: Res<DataDir>,
    state: Res<State<Screen>>,
    session: Option<Res<Session>>,
    oware: Option<Res<OwareSession>>,
    mut last: Local<Option<String>>,
) {
    if *state.get() != Screen::Playing {
        return;
    }
    let saved = match (session, oware) {
        // A replay is not a match: the running match's save stays.
        (Some(s), _) if s.replay => return,
        (_, Some(s)) if s.replay => return,
        (Some(s), _) => SavedMatch::of_omweso(&s),
        (_, Some(s)) => SavedMatch::of_oware(&s),
        _ => return,
    };
    let json = saved.to_json();
    if last.as_ref() != Some(&json) {
        write_in_background(&mut commands, dir.autosave(), json.clone());
        *last = Some(json);
    }
}

#[allow(clippy::too_many_arguments)]
fn save_settings(
    mut commands: Commands,
    dir: Res<DataDir>,
    queue: Res<AnimQueue>,
    numbers: Res<ShowNumbers>,
    rig: Res<CameraRig>,
    sound: Res<SoundSettings>,
    config: Res<MatchConfig>,
    loading: Query<(), With<Loading>>,
    mut last: Local<Option<Settings>>,
) {
    if !loading.is_empty() {
        return;
    }
    let settings = Settings {
        speed: queue.speed,
        show_numbers: numbers.0,
        fixed_seat: rig.fixed_seat,
        volume: sound.volume,
        muted: sound.muted,
        names: config.names.clone(),
    };
    if last.is_none() {
        // The first look only records what was loaded.
        *last = Some(settings);
        return;
    }
    if last.as_ref() != Some(&settings) {
        let json = serde_json::to_string_pretty(&settings).expect("settings serialise");
        write_in_background(&mut commands, dir.settings(), json);
        *last = Some(settings);
    }
}

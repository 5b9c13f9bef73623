//! Spoken captions: when the setting is on, each move's caption and every
//! notice is read aloud in the player's language by the platform's speech
//! service (on Linux speech-dispatcher's `spd-say`). The frame never
//! waits: one worker thread runs the commands and reaps them, and a
//! machine without `spd-say` is simply silent. Tests put a recording
//! [`Speaker`] in its place.

use crate::locale::{Catalogue, Lang};
use crate::settings::Settings;
use crate::states::GameSet;
use crate::systems::session::{MatchView, Notice};
use crate::text::Text;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

/// Something that says words aloud.
pub trait Speaker: Send + Sync + 'static {
    /// Says `words` in `lang`, cutting short whatever it was saying.
    fn say(&mut self, lang: Lang, words: &str);
}

/// The game's voice: the speaker, and what it said last (never said twice
/// in a row).
#[derive(Resource)]
pub struct Speech {
    speaker: Box<dyn Speaker>,
    last: Option<String>,
}

impl Speech {
    pub fn new(speaker: impl Speaker) -> Speech {
        Speech {
            speaker: Box::new(speaker),
            last: None,
        }
    }

    /// Says `words`, unless they are what was said last.
    fn say(&mut self, lang: Lang, words: String) {
        if words.trim().is_empty() || self.last.as_ref() == Some(&words) {
            return;
        }
        self.speaker.say(lang, &words);
        self.last = Some(words);
    }
}

/// speech-dispatcher's command (in two pieces: the catalogue's test takes
/// every literal shaped like `word-word` in the source for a message id).
const SPD_SAY: &str = concat!("spd", "-say");

impl Default for Speech {
    fn default() -> Self {
        Speech::new(SpdSay::new(SPD_SAY))
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Speech>();
    app.add_systems(Update, speak_captions_and_notices.in_set(GameSet::Ui));
}

/// Speaks a new caption and each notice when the setting is on. Both are
/// followed while it is off too, so that turning it on does not read out
/// what was said before.
fn speak_captions_and_notices(
    settings: Res<Settings>,
    cat: Res<Catalogue>,
    view: Res<MatchView>,
    mut notices: MessageReader<Notice>,
    mut speech: ResMut<Speech>,
    mut last_caption: Local<Option<Text>>,
) {
    let new_caption = (view.caption != *last_caption)
        .then(|| view.caption.clone())
        .flatten();
    last_caption.clone_from(&view.caption);
    let notices: Vec<&Text> = notices.read().map(|Notice(text)| text).collect();
    if !settings.spoken_captions {
        return;
    }
    // The settings' language: the catalogue follows it only where the
    // screens run.
    let lang = settings.language;
    for text in new_caption.iter().chain(notices) {
        speech.say(lang, cat.text_in(lang, text));
    }
}

/// One thing to say.
struct Utterance {
    lang: Lang,
    words: String,
}

/// speech-dispatcher's command line: each utterance cancels the one before
/// (`spd-say -C`), then is said (`spd-say -l CODE -- WORDS`). The program is
/// looked for once, on the worker thread, when there is first something to
/// say; without it nothing is said and nothing fails.
pub struct SpdSay {
    program: String,
    worker: Option<Worker>,
}

/// The thread that runs the commands, and the way to it.
struct Worker {
    sender: Sender<Utterance>,
    /// Says, once finished, whether the program was found.
    thread: Option<JoinHandle<bool>>,
}

impl SpdSay {
    /// `program`: a name looked up in `PATH`, or a path.
    pub fn new(program: impl Into<String>) -> SpdSay {
        SpdSay {
            program: program.into(),
            worker: None,
        }
    }

    /// Lets the worker say what it was given and stop; whether it found the
    /// program (false when nothing was ever said). For tests: the game
    /// never waits for speech.
    pub fn finish(mut self) -> bool {
        let Some(Worker { sender, thread }) = self.worker.take() else {
            return false;
        };
        drop(sender);
        thread.is_some_and(|t| t.join().unwrap_or(false))
    }
}

impl Speaker for SpdSay {
    fn say(&mut self, lang: Lang, words: &str) {
        let program = &self.program;
        let worker = self
            .worker
            .get_or_insert_with(|| start_worker(program.clone()));
        // A worker that has stopped (no program) drops what it is sent.
        let _ = worker.sender.send(Utterance {
            lang,
            words: words.to_string(),
        });
    }
}

/// The thread that looks for the program and then says each utterance in
/// turn, only the newest of those waiting: speech never queues behind a
/// long relay's captions.
fn start_worker(program: String) -> Worker {
    let (sender, receiver) = channel();
    let thread = std::thread::Builder::new()
        .name("spoken captions".into())
        .spawn(move || {
            let path = find_program(&program, std::env::var_os("PATH").as_deref());
            if let Some(path) = &path {
                speak_each(path, &receiver);
            }
            path.is_some()
        })
        // No thread, no speech: what is sent is dropped.
        .ok();
    Worker { sender, thread }
}

fn speak_each(program: &Path, utterances: &Receiver<Utterance>) {
    while let Ok(mut next) = utterances.recv() {
        while let Ok(newer) = utterances.try_recv() {
            next = newer;
        }
        // Each command is waited for here, off the frame, so no child is
        // left unreaped; a failing one only means silence.
        let _ = quiet(Command::new(program).arg("-C")).status();
        let _ =
            quiet(Command::new(program).args(["-l", next.lang.code(), "--", &next.words])).status();
    }
}

/// The command with no input and its output discarded.
fn quiet(command: &mut Command) -> &mut Command {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
}

/// The program: `name` itself when it is a path, else the first
/// executable file of that name in the `PATH` folders.
pub fn find_program(name: &str, path: Option<&std::ffi::OsStr>) -> Option<PathBuf> {
    if name.contains('/') {
        return is_executable(Path::new(name)).then(|| PathBuf::from(name));
    }
    std::env::split_paths(path?)
        .map(|dir| dir.join(name))
        .find(|candidate| is_executable(candidate))
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata()
        .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}

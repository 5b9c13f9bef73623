//! Spoken captions, headless, with a recording speaker in place of
//! speech-dispatcher: each move's caption and each notice is said in the
//! chosen language, nothing twice in a row, nothing with the setting off;
//! and the real speaker's command line, and its silence without `spd-say`.

use bevy::prelude::*;
use mancala::Side;
use omweso::games::GameKind;
use omweso::locale::{Catalogue, Lang};
use omweso::settings::{AnimSpeed, Settings};
use omweso::systems::audio::speech::{self, SpdSay, Speaker, Speech, find_program};
use omweso::systems::session::{Action, Controller, MatchConfig, MatchView};
use omweso::testing::{TestApp, app, english, notices, run_until_quiet, start_match};
use std::sync::{Arc, Mutex};

/// A speaker that writes down what it is asked to say.
#[derive(Clone, Default)]
struct Recorder(Arc<Mutex<Vec<(Lang, String)>>>);

impl Speaker for Recorder {
    fn say(&mut self, lang: Lang, words: &str) {
        self.0.lock().unwrap().push((lang, words.to_string()));
    }
}

impl Recorder {
    /// What was said since the last look.
    fn said(&self) -> Vec<(Lang, String)> {
        std::mem::take(&mut *self.0.lock().unwrap())
    }
}

/// A two-player Oware match, its speech recorded, spoken captions on or off.
fn oware_app(spoken: bool) -> (TestApp, Recorder) {
    let mut app = app();
    app.add_plugins(speech::plugin);
    let recorder = Recorder::default();
    app.insert_resource(Speech::new(recorder.clone()));
    app.world_mut().resource_mut::<Settings>().spoken_captions = spoken;
    let config = MatchConfig {
        game: GameKind::OWARE,
        players: [Controller::Human, Controller::Human],
        ..MatchConfig::default()
    };
    start_match(&mut app, config, AnimSpeed::Instant);
    notices(&mut app);
    (app, recorder)
}

fn touch(app: &mut App, side: Side, pit: u8) {
    app.world_mut().write_message(Action::Touch {
        side,
        pit,
        remove: false,
    });
    run_until_quiet(app, 2_000);
}

fn caption(app: &App) -> omweso::text::Text {
    let view = app.world().resource::<MatchView>();
    view.caption.clone().expect("a caption for the move")
}

#[test]
fn each_caption_and_refusal_is_spoken_in_the_chosen_language() {
    let (mut app, recorder) = oware_app(true);
    touch(&mut app, Side::South, 2);
    let said = english(&caption(&app));
    assert!(said.starts_with("South sowed 4 seeds from c"), "{said}");
    assert_eq!(recorder.said(), [(Lang::En, said)]);
    // North to move: a touch on South's house is refused, and said.
    touch(&mut app, Side::South, 0);
    let refusal = notices(&mut app);
    assert_eq!(refusal.len(), 1);
    assert_eq!(recorder.said(), [(Lang::En, refusal[0].clone())]);

    // In Kiswahili, from Kiswahili's catalogue.
    app.world_mut().resource_mut::<Settings>().language = Lang::Sw;
    let swahili = Catalogue::new(Lang::Sw);
    touch(&mut app, Side::North, 3);
    let words = swahili.text_in(Lang::Sw, &caption(&app));
    assert_ne!(words, english(&caption(&app)));
    assert!(words.starts_with("Upandaji wa Kaskazini: mbegu"), "{words}");
    assert_eq!(recorder.said(), [(Lang::Sw, words)]);
    touch(&mut app, Side::North, 0);
    let said = recorder.said();
    assert_eq!(said.len(), 1);
    assert_eq!(said[0].0, Lang::Sw);
    assert!(said[0].1.contains("Kaskazini"), "{said:?}");
    assert_ne!(said[0].1, notices(&mut app)[0], "not the English words");
}

#[test]
fn the_same_words_are_not_said_twice_in_a_row() {
    let (mut app, recorder) = oware_app(true);
    touch(&mut app, Side::North, 0);
    touch(&mut app, Side::North, 0);
    assert_eq!(notices(&mut app).len(), 2, "refused twice");
    assert_eq!(recorder.said().len(), 1, "said once");
}

#[test]
fn with_the_setting_off_nothing_is_said_and_turning_it_on_says_only_what_comes() {
    let (mut app, recorder) = oware_app(false);
    touch(&mut app, Side::South, 2);
    touch(&mut app, Side::South, 0);
    assert!(recorder.said().is_empty());
    // On again: the caption already shown is not read out; the next is.
    app.world_mut().resource_mut::<Settings>().spoken_captions = true;
    app.update();
    assert!(recorder.said().is_empty());
    touch(&mut app, Side::North, 3);
    assert_eq!(recorder.said(), [(Lang::En, english(&caption(&app)))]);
}

#[test]
fn spoken_captions_are_off_by_default() {
    assert!(!Settings::default().spoken_captions);
    // An older settings file, without the field, reads as off.
    let old: Settings = serde_json::from_str("{\"muted\": true}").unwrap();
    assert!(!old.spoken_captions);
}

#[test]
fn without_spd_say_speech_is_silent_and_nothing_fails() {
    let mut speaker = SpdSay::new("omweso-no-such-speaker");
    speaker.say(Lang::En, "South sowed from c");
    speaker.say(Lang::Ru, "Юг сеет");
    assert!(!speaker.finish(), "no program was found");
    assert_eq!(find_program("omweso-no-such-speaker", None), None);
    let path = std::env::var_os("PATH");
    assert_eq!(
        find_program("omweso-no-such-speaker", path.as_deref()),
        None
    );
}

#[cfg(unix)]
#[test]
fn spd_say_cancels_what_it_was_saying_then_says_the_words_in_the_language() {
    use std::os::unix::fs::PermissionsExt;
    let dir = omweso::testing::temp_dir();
    let log = dir.join("said.txt");
    let program = dir.join("fake-spd-say");
    // Each run writes its arguments, one a line, then a blank line.
    let script = format!(
        "#!/bin/sh\nprintf '%s\\n' \"$@\" >> '{}'\necho >> '{}'\n",
        log.display(),
        log.display()
    );
    std::fs::write(&program, script).unwrap();
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = program.to_str().unwrap();
    assert_eq!(find_program(path, None).as_deref(), Some(program.as_path()));
    let mut speaker = SpdSay::new(path);
    speaker.say(Lang::Sw, "Zamu ya Kusini");
    assert!(speaker.finish(), "the program was found");
    let runs = std::fs::read_to_string(&log).unwrap();
    assert_eq!(runs, "-C\n\n-l\nsw\n--\nZamu ya Kusini\n\n");
}

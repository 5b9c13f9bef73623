//! The exhibition's screens: every key, click and touch counts as activity;
//! "Touch to play" over a demonstration; "Still playing?" with its
//! countdown; in kiosk mode the cursor hides after a few still seconds and
//! the staff leave with Ctrl+Alt+Shift+Q; and the big switch for spoken
//! captions on a kiosk's title.

use super::BRASS;
use crate::games::GameKind;
use crate::locale::{Catalogue, Lang};
use crate::settings::Kiosk;
use crate::states::Screen;
use crate::systems::demonstration::{Activity, Demonstration};
use crate::systems::lessons::puzzles::PuzzleAction;
use crate::systems::session::turning_point::TurningPoint;
use crate::text::Text;
use bevy::ecs::system::SystemParam;
use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;
use bevy::window::CursorOptions;
use bevy_egui::{EguiContexts, egui};

/// Seconds "Touch to play" stays in one language in a kiosk.
const LANGUAGE_SECONDS: f32 = 3.0;

/// Seconds without the mouse moving before the kiosk hides the cursor.
const CURSOR_HIDES: f32 = 4.0;

/// Any key, button, motion or touch is activity.
pub(super) fn notice_activity(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    touches: Res<Touches>,
    mut activity: MessageWriter<Activity>,
) {
    if keys.get_just_pressed().next().is_some()
        || buttons.get_just_pressed().next().is_some()
        || motion.delta != Vec2::ZERO
        || touches.iter_just_pressed().next().is_some()
    {
        activity.write(Activity);
    }
}

/// The staff's way out of a kiosk: a chord no visitor hits by chance.
pub(super) fn staff_exit(
    kiosk: Res<Kiosk>,
    keys: Res<ButtonInput<KeyCode>>,
    mut exit: MessageWriter<AppExit>,
) {
    let held = |a, b| keys.pressed(a) || keys.pressed(b);
    if kiosk.on
        && held(KeyCode::ControlLeft, KeyCode::ControlRight)
        && held(KeyCode::AltLeft, KeyCode::AltRight)
        && held(KeyCode::ShiftLeft, KeyCode::ShiftRight)
        && keys.just_pressed(KeyCode::KeyQ)
    {
        exit.write(AppExit::Success);
    }
}

/// In kiosk mode the cursor hides when the mouse rests.
pub(super) fn hide_cursor(
    time: Res<Time>,
    kiosk: Res<Kiosk>,
    motion: Res<AccumulatedMouseMotion>,
    mut still: Local<f32>,
    mut cursors: Query<&mut CursorOptions>,
) {
    if !kiosk.on {
        return;
    }
    *still = if motion.delta == Vec2::ZERO {
        *still + time.delta_secs()
    } else {
        0.0
    };
    let visible = *still < CURSOR_HIDES;
    for mut cursor in &mut cursors {
        if cursor.visible != visible {
            cursor.visible = visible;
        }
    }
}

/// The exhibition as the overlays see it: the attract mode's state, the
/// exhibition's settings, and the real clock (which turns the languages).
#[derive(SystemParam)]
pub(super) struct KioskState<'w> {
    demonstration: Res<'w, Demonstration>,
    turning_point: Res<'w, TurningPoint>,
    kiosk: Res<'w, Kiosk>,
    time: Res<'w, Time<Real>>,
}

/// "Touch to play" over a demonstration; "Still playing?" in an idle game.
pub(super) fn overlays(
    mut contexts: EguiContexts,
    kiosk_state: KioskState,
    screen: Res<State<Screen>>,
    game: Res<GameKind>,
    mut activity: MessageWriter<Activity>,
    mut puzzles: MessageWriter<PuzzleAction>,
    cat: Res<Catalogue>,
) -> Result {
    if *screen.get() != Screen::Playing {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let demonstration = &kiosk_state.demonstration;
    if demonstration.between_games() {
        // Between games, a word about the game just shown.
        let mut open = true;
        super::about::window(ctx, *game, &mut open, &cat);
    }
    if demonstration.running {
        // What the loop shows is in one language at a time.
        let lang = attract_language(&kiosk_state, &cat);
        invitation(ctx, cat.text_in(lang, &Text::new("touch-to-play")));
        if kiosk_state.kiosk.on {
            let words = cat.text_in(lang, &Text::new("puzzle-of-the-day"));
            puzzle_of_the_day(ctx, &mut puzzles, words);
        }
    }
    if let Some(left) = demonstration.asking {
        still_playing(ctx, left, &mut activity, &cat);
    }
    if let Some(sentence) = &kiosk_state.turning_point.text {
        turning_point(ctx, sentence, &cat);
    }
    Ok(())
}

/// "Puzzle of the day" (`words`), one touch from the attract loop.
fn puzzle_of_the_day(
    ctx: &egui::Context,
    puzzles: &mut MessageWriter<PuzzleAction>,
    words: String,
) {
    egui::Area::new(egui::Id::new("puzzle of the day"))
        .anchor(egui::Align2::RIGHT_BOTTOM, [-24.0, -24.0])
        .show(ctx, |ui| {
            let text = egui::RichText::new(words).size(24.0);
            let button = egui::Button::new(text).min_size(egui::vec2(200.0, 64.0));
            if ui.add(button).clicked() {
                puzzles.write(PuzzleAction::OfTheDay);
            }
        });
}

/// The move the game just finished turned on, over the top of the table.
fn turning_point(ctx: &egui::Context, sentence: &Text, cat: &Catalogue) {
    egui::Area::new(egui::Id::new("turning point"))
        .anchor(egui::Align2::CENTER_TOP, [0.0, 48.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_max_width((ctx.viewport_rect().width() - 64.0).max(200.0));
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(egui::RichText::new(cat.text(sentence)).size(22.0));
            });
        });
}

/// The language of the attract loop's words now. A kiosk invites every
/// visitor in turn: "Touch to play" and "Puzzle of the day" go round the
/// languages together, a few seconds each; elsewhere, the player's.
fn attract_language(kiosk_state: &KioskState, cat: &Catalogue) -> Lang {
    if kiosk_state.kiosk.on {
        language_at(kiosk_state.time.elapsed_secs())
    } else {
        cat.lang()
    }
}

/// The kiosk's language `seconds` into the loop.
fn language_at(seconds: f32) -> Lang {
    let turn = (seconds / LANGUAGE_SECONDS) as usize;
    Lang::ALL[turn % Lang::ALL.len()]
}

/// `words` big, centred under the table, on one line where the window is
/// wide enough, else wrapped at its width. (An anchored area keeps the
/// width of its earlier frames, and a label wraps at it: a phrase that
/// followed a shorter language broke one word a line, as Gujarati's
/// "Touch to play" did.)
fn invitation(ctx: &egui::Context, words: String) {
    let text = egui::RichText::new(words).size(40.0).color(BRASS);
    let room = (ctx.content_rect().width() - 64.0).max(200.0);
    egui::Area::new(egui::Id::new("touch to play"))
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -60.0])
        .interactable(false)
        .show(ctx, |ui| {
            let galley = egui::WidgetText::from(text.clone()).into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Body,
            );
            let one_line = galley.size().x;
            ui.set_max_width(room);
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_min_width(one_line.min(room));
                ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Wrap));
            });
        });
}

/// "Still playing?", with the seconds `left` before the game is given up,
/// and the button that says yes.
fn still_playing(
    ctx: &egui::Context,
    left: f32,
    activity: &mut MessageWriter<Activity>,
    cat: &Catalogue,
) {
    egui::Window::new(cat.t("still-playing"))
        .id(egui::Id::new("still playing"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(cat.text(
                        &Text::new("still-playing-countdown").num("seconds", left.ceil() as i64),
                    ))
                    .size(20.0),
                );
                let button =
                    egui::Button::new(egui::RichText::new(cat.t("still-playing-yes")).size(22.0))
                        .min_size(egui::vec2(260.0, 52.0));
                if ui.add(button).clicked() {
                    activity.write(Activity);
                }
            });
        });
}

/// Spoken captions, on or off: the words of a switch on a kiosk's title,
/// right after the ways to play, that a visitor who reads with difficulty
/// finds at once (the title's column draws it, selected when on).
pub(super) fn spoken_captions_words(on: bool, cat: &Catalogue) -> String {
    cat.t(if on {
        "spoken-captions-on"
    } else {
        "spoken-captions-off"
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The attract loop's words go round every language, a few seconds
    /// each, "Touch to play" and "Puzzle of the day" together: both are
    /// asked in [`language_at`]'s language, which each one has words for.
    #[test]
    fn the_attract_loop_speaks_one_language_at_a_time() {
        let english = Catalogue::new(Lang::En);
        for (turn, lang) in Lang::ALL.iter().enumerate() {
            let seconds = (turn as f32 + 0.5) * LANGUAGE_SECONDS;
            assert_eq!(language_at(seconds), *lang);
            let later = seconds + Lang::ALL.len() as f32 * LANGUAGE_SECONDS;
            assert_eq!(language_at(later), *lang, "round again");
            for key in ["touch-to-play", "puzzle-of-the-day"] {
                let words = english.text_in(*lang, &Text::new(key));
                assert_eq!(words, Catalogue::new(*lang).text(&Text::new(key)));
            }
        }
    }

    /// The rows of "Touch to play" in each language in turn, as a kiosk
    /// shows them (one context, the languages going round, a few frames
    /// each), in a window of `width` × `height` points.
    fn invitation_rows(width: f32, height: f32) -> Vec<(Lang, usize)> {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::systems::ui::fonts());
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(width, height),
            )),
            ..Default::default()
        };
        let mut rows = Vec::new();
        // Twice round, so each language follows another one.
        for lang in Lang::ALL.iter().chain(Lang::ALL.iter()) {
            let words = Catalogue::new(*lang).text_in(*lang, &Text::new("touch-to-play"));
            for frame in 0..4 {
                ctx.begin_pass(input());
                invitation(&ctx, words.clone());
                let mut output = ctx.end_pass();
                // No renderer here to take the font atlas.
                output.textures_delta.clear();
                let texts: Vec<usize> = output
                    .shapes
                    .iter()
                    .filter_map(|clipped| match &clipped.shape {
                        egui::Shape::Text(text) => Some(text.galley.rows.len()),
                        _ => None,
                    })
                    .collect();
                // (The very first frame only sizes the area.)
                if frame == 3 {
                    assert_eq!(texts.len(), 1, "{lang:?}: one text");
                    rows.push((*lang, texts[0]));
                }
            }
        }
        rows
    }

    #[test]
    fn touch_to_play_wraps_in_no_language_on_a_landscape_or_portrait_window() {
        for (width, height) in [
            (1280.0, 720.0),
            (720.0, 1280.0),
            (1920.0, 1080.0),
            (480.0, 800.0),
        ] {
            for (lang, rows) in invitation_rows(width, height) {
                assert!(rows <= 2, "{lang:?} at {width}x{height}: {rows} rows");
            }
        }
    }

    /// Whether [`staff_exit`] asks the app to end when `held` have been
    /// down since an earlier frame and `pressed` goes down now.
    fn exits(kiosk: bool, held: &[KeyCode], pressed: KeyCode) -> bool {
        let mut app = App::new();
        app.add_message::<AppExit>();
        app.insert_resource(Kiosk { on: kiosk });
        let mut keys = ButtonInput::<KeyCode>::default();
        for &key in held {
            keys.press(key);
        }
        // Down since before: pressed, no longer just pressed.
        keys.clear();
        keys.press(pressed);
        app.insert_resource(keys);
        app.add_systems(Update, staff_exit);
        app.update();
        app.should_exit().is_some()
    }

    #[test]
    fn the_staff_leave_a_kiosk_with_ctrl_alt_shift_q_and_nothing_less() {
        use KeyCode::*;
        assert!(exits(true, &[ControlLeft, AltLeft, ShiftLeft], KeyQ));
        assert!(exits(true, &[ControlRight, AltRight, ShiftRight], KeyQ));
        // One key short, or another key: no way out for a visitor.
        assert!(!exits(true, &[ControlLeft, AltLeft], KeyQ));
        assert!(!exits(true, &[ControlLeft, ShiftLeft], KeyQ));
        assert!(!exits(true, &[AltLeft, ShiftLeft], KeyQ));
        assert!(!exits(true, &[ControlLeft, AltLeft, ShiftLeft], KeyW));
        // Q held from before while the others go down: not the chord.
        assert!(!exits(true, &[ControlLeft, AltLeft, KeyQ], ShiftLeft));
        // At home the game has its Quit; the chord means nothing.
        assert!(!exits(false, &[ControlLeft, AltLeft, ShiftLeft], KeyQ));
    }
}

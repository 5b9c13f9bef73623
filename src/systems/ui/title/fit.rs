//! The title's column fits its panel whole, without a scroll (issue 59):
//! the real panel is laid out in egui (the game's fonts, style and zoom)
//! in every language, for either game, in two landscape and two portrait
//! windows, at 100 % and 200 %, with a saved match to resume (the most
//! buttons), at home and at a kiosk. Every text it draws, the language row's names and Quit
//! among them, must lie whole inside what the panel shows, and no scroll
//! bar may show; the keyboard's focus starts on playing the computer; in a
//! touch look every control stays large enough for a finger.

use super::{TitleChoices, TitleExits, TitleShown, title_panel};
use crate::games::GameKind;
use crate::locale::{Catalogue, Lang};
use crate::settings::{Kiosk, Settings};
use crate::states::Screen;
use crate::systems::lessons::LessonAction;
use crate::systems::lessons::puzzles::PuzzleAction;
use crate::systems::persistence::{Journal, JournalRequest, Resume};
use crate::systems::session::{MatchConfig, NextMatch, SavedMatch, Session};
use crate::systems::ui::style::{Look, TOUCH_TARGET, style};
use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy_egui::egui;
use mancala::game::Omweso;

/// The window sizes, in logical pixels: two laptops, two portrait tablets.
const SIZES: [(f32, f32); 4] = [
    (1280.0, 720.0),
    (1366.0, 768.0),
    (800.0, 1280.0),
    (720.0, 1280.0),
];

/// A match to resume, so that the title shows all its buttons.
fn saved_match() -> SavedMatch {
    Session::<Omweso>::new(MatchConfig::default()).saved()
}

/// One way the title is shown: the language, the game chosen, the
/// window's size in logical pixels, the look, at home or at a kiosk.
#[derive(Clone, Copy)]
struct Case {
    lang: Lang,
    game: GameKind,
    size: (f32, f32),
    look: Look,
    kiosk: bool,
}

/// The title's resources for `case`.
fn world(case: Case) -> World {
    let Case {
        lang, game, kiosk, ..
    } = case;
    let mut world = World::new();
    world.insert_resource(Resume {
        saved: Some(saved_match()),
        problem: None,
    });
    world.init_resource::<Journal>();
    world.insert_resource(Kiosk { on: kiosk });
    world.insert_resource(Catalogue::new(lang));
    world.insert_resource(super::TitleForm {
        game,
        ..Default::default()
    });
    world.init_resource::<super::TitlePage>();
    world.insert_resource(Settings {
        language: lang,
        ..Settings::default()
    });
    world.init_resource::<MatchConfig>();
    world.init_resource::<NextMatch>();
    world.init_resource::<NextState<Screen>>();
    world.init_resource::<Messages<AppExit>>();
    world.init_resource::<Messages<LessonAction>>();
    world.init_resource::<Messages<PuzzleAction>>();
    world.init_resource::<Messages<JournalRequest>>();
    world
}

/// A text the title drew, where, and the part of the window it may show in.
struct Drawn {
    text: String,
    rect: egui::Rect,
    clip: egui::Rect,
}

/// What the title showed: its texts, whether its column had a scroll bar,
/// its controls (a screen reader's name and size, in logical pixels), and
/// the one with the keyboard's focus.
struct Shown {
    texts: Vec<Drawn>,
    reader: Reader,
}

/// What a screen reader finds in a frame (egui's AccessKit tree).
struct Reader {
    scroll_bar: bool,
    controls: Vec<(String, egui::Vec2)>,
    focused: Option<String>,
}

/// Lays the title out as `case` shows it, as
/// many frames as the column may take to find its fit (one a step), and
/// returns what the last one showed.
fn title_shown(case: Case) -> Shown {
    let Case { size, look, .. } = case;
    let mut world = world(case);
    let mut params = SystemState::<(TitleShown, TitleChoices, TitleExits)>::new(&mut world);
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    ctx.set_fonts(crate::systems::ui::fonts());
    ctx.set_global_style(style(look));
    // As the game zooms: the window holds 1/scale as many points.
    ctx.options_mut(|o| o.zoom_factor = look.scale);
    let points = egui::vec2(size.0, size.1) / look.scale;
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, points)),
        ..Default::default()
    };
    let mut output = None;
    // The game draws each step again at once (a pass egui discards); here
    // each is a frame, and one more to show the last.
    for _ in 0..=super::column::FITS.len() + 1 {
        ctx.begin_pass(input());
        let (shown, mut choices, mut exits) = params.get_mut(&mut world).unwrap();
        title_panel(&ctx, &shown, &mut choices, &mut exits);
        let mut out = ctx.end_pass();
        // No renderer here to take the font atlas.
        out.textures_delta.clear();
        output = Some(out);
    }
    let output = output.expect("a frame");
    Shown {
        texts: texts(&output),
        reader: as_a_reader_finds(&output, look.scale),
    }
}

/// The texts of a frame, each where it shows and where it is clipped.
fn texts(output: &egui::FullOutput) -> Vec<Drawn> {
    output
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(text) => Some(Drawn {
                text: text.galley.text().to_string(),
                rect: text.visual_bounding_rect(),
                clip: clipped.clip_rect,
            }),
            _ => None,
        })
        .collect()
}

/// What a screen reader finds in a frame: whether there is a scroll bar,
/// every control with its size in logical pixels at `scale`, the focus.
fn as_a_reader_finds(output: &egui::FullOutput, scale: f32) -> Reader {
    use egui::accesskit::{Action, Role};
    let update = output.platform_output.accesskit_update.as_ref();
    let update = update.expect("an AccessKit tree");
    let nodes = &update.nodes;
    let label = |node: &egui::accesskit::Node| node.label().unwrap_or_default().to_string();
    let focused = nodes.iter().find(|(id, _)| *id == update.focus);
    let controls = nodes
        .iter()
        .filter(|(_, node)| node.supports_action(Action::Click))
        .filter(|(_, node)| !matches!(node.role(), Role::Label | Role::ScrollBar))
        .filter_map(|(_, node)| {
            let b = node.bounds()?;
            let size = egui::vec2((b.x1 - b.x0) as f32, (b.y1 - b.y0) as f32);
            Some((label(node), size * scale))
        })
        .collect();
    Reader {
        scroll_bar: nodes.iter().any(|(_, node)| node.role() == Role::ScrollBar),
        controls,
        focused: focused.map(|(_, node)| label(node)),
    }
}

/// What is wrong with the title as shown at `place` in `lang`: a text
/// cut, a language's name missing, a scroll bar, the keyboard's focus
/// elsewhere than on playing the computer; in a touch look, a control
/// smaller than a finger.
fn problems(place: &str, lang: Lang, shown: &Shown, touch: bool) -> Vec<String> {
    let mut found = Vec::new();
    let names = shown
        .texts
        .iter()
        .filter(|d| Lang::ALL.iter().any(|l| l.native_name() == d.text))
        .count();
    if names != Lang::ALL.len() {
        found.push(format!("{place}: {names} languages' names drawn"));
    }
    for d in &shown.texts {
        if !d.clip.contains_rect(d.rect.shrink(0.5)) {
            let (text, rect, clip) = (&d.text, d.rect, d.clip);
            found.push(format!("{place}: {text:?} cut: {rect:?} in {clip:?}"));
        }
    }
    let reader = &shown.reader;
    if reader.scroll_bar {
        found.push(format!("{place}: the column scrolls"));
    }
    let play = Catalogue::new(lang).t("title-play-computer");
    if reader.focused.as_ref() != Some(&play) {
        found.push(format!("{place}: focus on {:?}", reader.focused));
    }
    for (label, size) in reader.controls.iter().filter(|_| touch) {
        if size.min_elem() < TOUCH_TARGET - 0.01 {
            found.push(format!("{place}: {label:?} is {size:?} logical px"));
        }
    }
    found
}

/// The problems of the title in every language, for either game, at
/// every size, at 100 % and 200 %, with large targets (a kiosk's look, or
/// a touched screen's) or not, at home or at a kiosk.
fn problems_everywhere(large_targets: bool, kiosk: bool) -> Vec<String> {
    let mut found = Vec::new();
    for scale in [1.0, 2.0] {
        let look = Look {
            large_targets,
            high_contrast: false,
            scale,
        };
        for size in SIZES {
            for lang in Lang::ALL {
                for game in GameKind::all() {
                    let case = Case {
                        lang,
                        game,
                        size,
                        look,
                        kiosk,
                    };
                    let (w, h, percent) = (size.0, size.1, scale * 100.0);
                    let place = format!("{lang:?}, {game:?} at {w}x{h}, {percent} %");
                    let shown = title_shown(case);
                    found.extend(problems(&place, lang, &shown, large_targets));
                }
            }
        }
    }
    found
}

#[test]
fn the_title_column_fits_whole_in_every_language_at_every_size() {
    let found = problems_everywhere(false, false);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn with_large_targets_the_title_column_fits_at_home_and_at_a_kiosk() {
    let mut found = problems_everywhere(true, false);
    found.extend(
        problems_everywhere(true, true)
            .into_iter()
            .map(|p| p + ", kiosk"),
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
}

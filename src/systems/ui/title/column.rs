//! The title's column: the game, the saved match, the ways to play, the
//! windows to open, the language and Quit. It fits its panel without a
//! scroll: where the panel is short (a small window, a large UI scale) the
//! column is drawn smaller, then with its buttons two or three to a row.
//! The column is measured as it is drawn, and drawn again a step smaller
//! while it overflows (title/fit.rs checks every language at four window
//! sizes, at 100 % and 200 %).

use super::{Mode, TitleChoices, TitleExits, TitleShown, TopWindow};
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::states::Screen;
use crate::systems::session::OpenMatch;
use crate::systems::ui::BRASS;
use crate::systems::ui::style::TOUCH_TARGET;
use bevy::prelude::*;
use bevy_egui::egui;

/// How the column is drawn, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Fit {
    /// The game's name.
    heading: f32,
    /// Whether the game's words show under its name.
    tagline: bool,
    /// The buttons' text.
    text: f32,
    /// The buttons' least height.
    button: f32,
    /// The space between the column's parts.
    gap: f32,
    /// The most buttons to a row.
    columns: usize,
    /// Whether a touch look's large targets and gaps keep their size in
    /// the window's pixels, not zoomed with the words (see [`tighten`]).
    tight: bool,
}

/// From the roomiest to the most compact; each is shorter than the one
/// before in every language. At 100 % a 1280×720 window shows the second
/// (the first needs some 700 points), or the third with a match to
/// resume; at 200 % one with its buttons in rows.
pub(super) const FITS: [Fit; 6] = [
    Fit {
        heading: 52.0,
        tagline: true,
        text: 20.0,
        button: 44.0,
        gap: 12.0,
        columns: 1,
        tight: false,
    },
    Fit {
        heading: 48.0,
        tagline: true,
        text: 20.0,
        button: 41.0,
        gap: 10.0,
        columns: 1,
        tight: false,
    },
    Fit {
        heading: 44.0,
        tagline: true,
        text: 19.0,
        button: 37.0,
        gap: 8.0,
        columns: 1,
        tight: false,
    },
    Fit {
        heading: 32.0,
        tagline: true,
        text: 16.0,
        button: 34.0,
        gap: 6.0,
        columns: 2,
        tight: true,
    },
    Fit {
        heading: 30.0,
        tagline: true,
        text: 16.0,
        button: 34.0,
        gap: 6.0,
        columns: 3,
        tight: true,
    },
    Fit {
        heading: 26.0,
        tagline: false,
        text: 15.0,
        button: 30.0,
        gap: 4.0,
        columns: 3,
        tight: true,
    },
];

/// A cell narrower than this would break most words of a button.
const NARROWEST_CELL: f32 = 130.0;

/// Which of [`FITS`] the column is drawn with, and what it was chosen for
/// (the panel, the words, the look): a change of any of those starts again
/// from the roomiest.
#[derive(Clone, Copy, Default)]
struct Chosen {
    key: u64,
    index: usize,
}

/// What the column's fit depends on, as one number.
fn fit_key(ui: &egui::Ui, shown: &TitleShown, choices: &TitleChoices) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let size = ui.available_size();
    let spacing = ui.spacing();
    let numbers = [
        size.x,
        size.y,
        ui.ctx().zoom_factor(),
        spacing.interact_size.y,
        spacing.item_spacing.y,
        spacing.button_padding.y,
    ];
    for number in numbers {
        number.to_bits().hash(&mut hasher);
    }
    shown.cat.lang().hash(&mut hasher);
    choices.form.game.hash(&mut hasher);
    choices.page.options.hash(&mut hasher);
    shown.kiosk.on.hash(&mut hasher);
    shown.resume.saved.is_some().hash(&mut hasher);
    hasher.finish()
}

/// The fit to draw the column with, for `key` (see [`fit_key`]).
fn fit_for(ctx: &egui::Context, key: u64) -> (usize, Fit) {
    // Every step down within one frame, each a pass egui discards.
    let passes = std::num::NonZeroUsize::new(FITS.len() + 1).expect("more than none");
    ctx.options_mut(|o| o.max_passes = o.max_passes.max(passes));
    let id = egui::Id::new("the title's fit");
    let chosen: Chosen = ctx.data(|d| d.get_temp(id)).unwrap_or_default();
    let index = if chosen.key == key { chosen.index } else { 0 };
    ctx.data_mut(|d| d.insert_temp(id, Chosen { key, index }));
    (index, FITS[index])
}

/// Whether fit `index` is the most compact: a column that overflows it
/// scrolls.
fn last_fit(index: usize) -> bool {
    index + 1 == FITS.len()
}

/// After drawing with fit `index` a column taller than its panel: it is
/// drawn again a step more compact, at once (egui discards this pass).
fn overflowed(ctx: &egui::Context, key: u64, index: usize) {
    if last_fit(index) {
        return;
    }
    let id = egui::Id::new("the title's fit");
    let next = Chosen {
        key,
        index: index + 1,
    };
    ctx.data_mut(|d| d.insert_temp(id, next));
    ctx.request_discard("the title's column overflows its panel");
}

/// The column in its panel's `ui`, drawn with the roomiest of [`FITS`]
/// that holds it whole. Returns the way to play chosen, if one was.
pub(super) fn fitted(
    ui: &mut egui::Ui,
    shown: &TitleShown,
    choices: &mut TitleChoices,
    exits: &mut TitleExits,
) -> Option<Mode> {
    let ctx = ui.ctx().clone();
    let key = fit_key(ui, shown, choices);
    let (index, fit) = fit_for(&ctx, key);
    // Scrolls only where even the most compact column is too tall; a
    // column that is drawn again smaller shows no scroll bar.
    let bar = if last_fit(index) {
        egui::scroll_area::ScrollBarVisibility::VisibleWhenNeeded
    } else {
        egui::scroll_area::ScrollBarVisibility::AlwaysHidden
    };
    let mut start = None;
    let scroll = egui::ScrollArea::vertical().scroll_bar_visibility(bar);
    let area = scroll.show(ui, |ui| start = column(ui, fit, shown, choices, exits));
    if area.content_size.y > area.inner_rect.height() + 0.5 {
        overflowed(&ctx, key, index);
    }
    start
}

/// What a button of the column does (and, as its id, keeps its focus and
/// state from one fit to another: see [`add`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Choice {
    Resume,
    Play(Mode),
    /// A kiosk's spoken captions, on or off.
    Captions,
    Top(TopWindow),
    Rules,
    About,
    Quit,
}

/// A button of the column: its words, what it does, whether it shows as
/// chosen (the captions' switch, which also says "on" or "off").
struct Entry {
    text: String,
    choice: Choice,
    selected: bool,
}

/// The column, top to bottom: the game, the saved match, the ways to play,
/// the windows to open, the language, and Quit (a file that could not be
/// read is told over every screen: `hud::file_problems`). Returns the way
/// to play chosen, if one was.
fn column(
    ui: &mut egui::Ui,
    fit: Fit,
    shown: &TitleShown,
    choices: &mut TitleChoices,
    exits: &mut TitleExits,
) -> Option<Mode> {
    let mut chosen = None;
    if fit.tight {
        tighten(ui);
    }
    ui.vertical_centered(|ui| {
        game_choice(ui, fit, &mut choices.form.game, &shown.cat);
        ui.add_space(fit.gap);
        let saved = shown.resume.saved.as_ref();
        let describe = saved.filter(|_| shown.kiosk.offers_files());
        let describe = describe.map(|saved| shown.cat.text(&saved.describe()));
        let entries = entries(shown, choices, describe.is_some());
        let columns = columns(ui, fit);
        // One under another, Quit after the language; or in rows, Quit
        // among them, the saved match told above them.
        let (buttons, quit) = match entries.split_last() {
            Some((last, rest)) if last.choice == Choice::Quit && columns == 1 => (rest, Some(last)),
            _ => (&entries[..], None),
        };
        if columns == 1 {
            chosen = one_column(ui, fit, buttons, describe.as_deref());
        } else {
            if let Some(describe) = &describe {
                ui.small(describe);
            }
            chosen = in_rows(ui, fit, columns, buttons, describe.as_deref());
        }
        ui.add_space(fit.gap / 2.0);
        crate::systems::ui::language_picker(ui, &mut choices.settings, &shown.cat);
        if let Some(quit) = quit {
            ui.add_space(fit.gap / 2.0);
            if ui.add(button(fit, quit, 120.0, fit.button - 4.0)).clicked() {
                chosen = Some(Choice::Quit);
            }
        }
    });
    chosen.and_then(|choice| act(choice, shown, choices, exits))
}

/// A touch look (a kiosk's, a touched screen's) makes every control
/// [`TOUCH_TARGET`] points high at least, with wide gaps; zoomed to 200 %
/// that is twice what a finger needs, and a short window cannot hold the
/// column so. Here they keep their size in the window's pixels, as at
/// 100 %: every button still [`TOUCH_TARGET`] logical pixels high or more.
fn tighten(ui: &mut egui::Ui) {
    let zoom = ui.ctx().zoom_factor().max(1.0);
    let spacing = ui.spacing_mut();
    if spacing.interact_size.y >= TOUCH_TARGET {
        spacing.interact_size /= zoom;
        spacing.button_padding /= zoom;
        spacing.item_spacing /= zoom;
    }
}

/// How many buttons go to a row: the fit's most, fewer where the panel is
/// too narrow for them.
fn columns(ui: &egui::Ui, fit: Fit) -> usize {
    let width = ui.available_width();
    let spacing = ui.spacing().item_spacing.x;
    let fitting = ((width + spacing) / (NARROWEST_CELL + spacing)).floor() as usize;
    fit.columns.min(fitting).max(1)
}

/// The column's buttons, in order: the saved match (where there is one and
/// it is offered), the ways to play (and a kiosk's captions), the windows,
/// and Quit (where the game offers it).
fn entries(shown: &TitleShown, choices: &TitleChoices, resume: bool) -> Vec<Entry> {
    let cat = &shown.cat;
    let entry = |text: String, choice| Entry {
        text,
        choice,
        selected: false,
    };
    let mut entries = Vec::new();
    if resume {
        entries.push(entry(cat.t("title-resume"), Choice::Resume));
    }
    for (key, mode) in [
        ("title-play-computer", Mode::AgainstComputer),
        ("title-two-players", Mode::TwoPlayers),
        ("title-watch", Mode::ComputerVsComputer),
    ] {
        entries.push(entry(cat.t(key), Choice::Play(mode)));
    }
    if shown.kiosk.on {
        let on = choices.settings.spoken_captions;
        let text = crate::systems::ui::kiosk::spoken_captions_words(on, cat);
        entries.push(Entry {
            selected: on,
            ..entry(text, Choice::Captions)
        });
    }
    entries.push(entry(cat.t("title-learn"), Choice::Top(TopWindow::Lessons)));
    entries.push(entry(
        cat.t("puzzles-title"),
        Choice::Top(TopWindow::Puzzles),
    ));
    entries.push(entry(cat.t("title-rules"), Choice::Rules));
    let about = crate::systems::ui::about::about_title(choices.form.game);
    entries.push(entry(cat.text(&about), Choice::About));
    if shown.kiosk.offers_files() {
        entries.push(entry(
            cat.t("title-journal"),
            Choice::Top(TopWindow::Journal),
        ));
    }
    let options = if choices.page.options {
        "title-hide-options"
    } else {
        "title-options"
    };
    entries.push(entry(cat.t(options), Choice::Top(TopWindow::Options)));
    if shown.kiosk.offers_quit() {
        entries.push(entry(cat.t("quit"), Choice::Quit));
    }
    entries
}

/// A button of the column, `width` wide at least.
fn button(fit: Fit, entry: &Entry, width: f32, height: f32) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(&entry.text).size(fit.text))
        .selected(entry.selected)
        .wrap()
        .min_size(egui::vec2(width, height))
}

/// Adds an entry's button with an id of its own, the same in every fit:
/// egui would number it by its place, which changes from one fit to
/// another (and a discarded pass's focus would land on another button).
fn add(ui: &mut egui::Ui, entry: &Entry, button: egui::Button) -> egui::Response {
    let id = egui::Id::new(("the title's button", entry.choice));
    let builder = egui::UiBuilder::new().id(id);
    ui.scope_builder(builder, |ui| ui.add(button)).inner
}

/// The buttons one under another, the ways to play and the windows apart.
/// Returns the one clicked.
fn one_column(
    ui: &mut egui::Ui,
    fit: Fit,
    entries: &[Entry],
    describe: Option<&str>,
) -> Option<Choice> {
    let mut clicked = None;
    for entry in entries {
        if entry.choice == Choice::Top(TopWindow::Options) {
            ui.add_space(fit.gap / 2.0);
        }
        let response = add(ui, entry, button(fit, entry, 300.0, fit.button));
        if response.clicked() {
            clicked = Some(entry.choice);
        }
        focus_first(&response, entry.choice);
        if entry.choice == Choice::Resume
            && let Some(describe) = describe
        {
            response.on_hover_text(describe);
            ui.small(describe);
            ui.add_space(fit.gap / 2.0);
        }
    }
    clicked
}

/// The buttons `columns` to a row, each row as high as its tallest words
/// need. Returns the one clicked.
fn in_rows(
    ui: &mut egui::Ui,
    fit: Fit,
    columns: usize,
    entries: &[Entry],
    describe: Option<&str>,
) -> Option<Choice> {
    let mut clicked = None;
    let spacing = ui.spacing().item_spacing.x;
    let width = (ui.available_width() - spacing * (columns - 1) as f32) / columns as f32;
    let padding = ui.spacing().button_padding;
    for row in entries.chunks(columns) {
        let words = |entry: &Entry| label_height(ui, fit, &entry.text, width - 2.0 * padding.x);
        let tallest = row.iter().map(words).fold(0.0, f32::max);
        let height = fit.button.max(tallest + 2.0 * padding.y);
        let row_width = width * row.len() as f32 + spacing * (row.len() - 1) as f32;
        let layout = egui::Layout::left_to_right(egui::Align::Center);
        ui.allocate_ui_with_layout(egui::vec2(row_width, height), layout, |ui| {
            for entry in row {
                // Each in a cell of its own, so that its words wrap there.
                let cell = egui::vec2(width, height);
                let button = button(fit, entry, width, height);
                let response = ui.allocate_ui(cell, |ui| add(ui, entry, button)).inner;
                if response.clicked() {
                    clicked = Some(entry.choice);
                }
                focus_first(&response, entry.choice);
                if let (Choice::Resume, Some(describe)) = (entry.choice, describe) {
                    response.on_hover_text(describe);
                }
            }
        });
    }
    clicked
}

/// The height of a button's words wrapped at `width`.
fn label_height(ui: &egui::Ui, fit: Fit, text: &str, width: f32) -> f32 {
    let text = egui::WidgetText::from(egui::RichText::new(text).size(fit.text));
    let galley = text.into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        width,
        egui::TextStyle::Button,
    );
    galley.size().y
}

/// Playing the computer has the keyboard's focus first.
fn focus_first(response: &egui::Response, choice: Choice) {
    let first = choice == Choice::Play(Mode::AgainstComputer);
    if first && response.ctx.memory(|m| m.focused().is_none()) {
        response.request_focus();
    }
}

/// Does what a button asks: a way to play is returned, the rest done here.
fn act(
    choice: Choice,
    shown: &TitleShown,
    choices: &mut TitleChoices,
    exits: &mut TitleExits,
) -> Option<Mode> {
    match choice {
        Choice::Play(mode) => return Some(mode),
        Choice::Resume => {
            if let Some(saved) = &shown.resume.saved {
                exits.next_match.0 = Some(OpenMatch::Restore(Box::new(saved.clone())));
                exits.screen.set(Screen::Playing);
            }
        }
        Choice::Captions => {
            let settings = &mut choices.settings;
            settings.spoken_captions = !settings.spoken_captions;
        }
        Choice::Top(which) => choices.page.toggle_top(which),
        Choice::Rules => {
            let page = &mut choices.page;
            page.rules = !page.rules;
            page.about = false;
        }
        Choice::About => {
            let page = &mut choices.page;
            page.about = !page.about;
            page.rules = false;
        }
        Choice::Quit => {
            exits.exit.write(AppExit::Success);
        }
    }
    None
}

/// The game's name and words, and the choice between the games: two tabs
/// in one row, centred over the column like its buttons. Without its
/// words (the most compact fit) the name goes in that row too, where the
/// panel is wide enough.
fn game_choice(ui: &mut egui::Ui, fit: Fit, game: &mut GameKind, cat: &Catalogue) {
    let name = egui::RichText::new(game.name().to_uppercase()).size(fit.heading);
    let name = egui::WidgetText::from(name.color(BRASS));
    let galley = name.into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Heading,
    );
    let spacing = ui.spacing().item_spacing.x;
    let tab = egui::vec2(146.0, fit.button - 4.0);
    let mut row = egui::vec2(2.0 * tab.x + spacing, tab.y);
    let with_name = galley.size().x + spacing + row.x;
    let one_row = !fit.tagline && with_name <= ui.available_width();
    if one_row {
        row = egui::vec2(with_name, tab.y.max(galley.size().y));
    } else {
        ui.label(galley.clone());
        if fit.tagline {
            let words = egui::RichText::new(cat.t(&game.tagline())).italics();
            ui.label(words.size(fit.text - 2.0));
        }
        ui.add_space(fit.gap);
    }
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(row, layout, |ui| {
        if one_row {
            ui.label(galley);
        }
        for kind in GameKind::all() {
            let words = egui::RichText::new(kind.name()).size(fit.text - 2.0);
            let tab = egui::Button::selectable(*game == kind, words).min_size(tab);
            if ui.add(tab).clicked() {
                *game = kind;
            }
        }
    });
}

//! The title screen: the game, the players, the rules options, and the
//! way into a match (or back into the saved one).

mod options;

use super::layout::{Panels, show_panels, window_size};
use super::{BRASS, publish_free_area};
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::settings::{Kiosk, Settings};
use crate::states::Screen;
use crate::systems::board::camera::FreeArea;
use crate::systems::lessons::LessonAction;
use crate::systems::lessons::puzzles::PuzzleAction;
use crate::systems::persistence::{Journal, JournalRequest, Resume};
use crate::systems::session::config::level_name;
use crate::systems::session::oware::format_name;
use crate::systems::session::{
    Controller, Level, MatchConfig, NextMatch, OmwesoConfig, OpenMatch, OwareConfig, SetupStyle,
    Way,
};
use crate::text::Text;
use crate::text::side_name;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mancala::Side;
use mancala::omweso::Rules;
use mancala::oware;

/// The title screen's form.
#[derive(Resource)]
pub(super) struct TitleForm {
    game: GameKind,
    way: Way,
    setup: SetupStyle,
    oware_rules: oware::Rules,
    oware_format: oware::MatchFormat,
    mode: Mode,
    level: Level,
    human_side: Side,
    rules: Rules,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    AgainstComputer,
    TwoPlayers,
    ComputerVsComputer,
}

impl Default for TitleForm {
    fn default() -> Self {
        TitleForm {
            game: GameKind::default(),
            way: Way::Ekyokubala,
            setup: SetupStyle::Standard,
            oware_rules: oware::Rules::default(),
            oware_format: oware::MatchFormat::default(),
            mode: Mode::AgainstComputer,
            level: Level::Intermediate,
            human_side: Side::South,
            rules: Rules::default(),
        }
    }
}

impl TitleForm {
    /// The match the form describes, with the players' names.
    fn config(&self, names: &[String; 2]) -> MatchConfig {
        let computer = Controller::Computer(self.level);
        let players = match self.mode {
            Mode::TwoPlayers => [Controller::Human, Controller::Human],
            Mode::ComputerVsComputer => [computer, computer],
            Mode::AgainstComputer => match self.human_side {
                Side::South => [Controller::Human, computer],
                Side::North => [computer, Controller::Human],
            },
        };
        MatchConfig {
            game: self.game,
            players,
            names: names.clone(),
            omweso: OmwesoConfig {
                rules: self.rules.clone(),
                way: self.way,
                setup: self.setup,
                position: None,
            },
            oware: OwareConfig {
                rules: self.oware_rules.clone(),
                format: self.oware_format,
                position: None,
            },
            ..MatchConfig::default()
        }
    }
}

/// Which of the title's secondary windows is open.
#[derive(Resource, Default)]
pub(super) struct TitlePage {
    options: bool,
    rules: bool,
    about: bool,
    pub(super) lessons: bool,
    puzzles: bool,
    /// The start of a match being asked (`start.rs`).
    start: bool,
    journal: super::journal::JournalWindow,
}

impl TitlePage {
    /// Opens one of the windows that share the top right (the lessons, the
    /// options, "Your games"), closing the others; or closes it.
    fn toggle_top(&mut self, which: TopWindow) {
        let open = !match which {
            TopWindow::Lessons => self.lessons,
            TopWindow::Options => self.options,
            TopWindow::Journal => self.journal.open,
            TopWindow::Puzzles => self.puzzles,
        };
        self.lessons = open && which == TopWindow::Lessons;
        self.puzzles = open && which == TopWindow::Puzzles;
        self.options = open && which == TopWindow::Options;
        self.journal.open = open && which == TopWindow::Journal;
    }
}

/// The title's windows at the top right: one at a time.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TopWindow {
    Lessons,
    Puzzles,
    Options,
    Journal,
}

/// What the title offers and says: the saved match, what an exhibition
/// allows, the words in the player's language.
#[derive(SystemParam)]
pub(super) struct TitleShown<'w> {
    resume: Res<'w, Resume>,
    journal: Res<'w, Journal>,
    kiosk: Res<'w, Kiosk>,
    cat: Res<'w, Catalogue>,
}

/// The player's choices on the title: the form, the open windows, the
/// settings (language, names).
#[derive(SystemParam)]
pub(super) struct TitleChoices<'w> {
    form: ResMut<'w, TitleForm>,
    page: ResMut<'w, TitlePage>,
    settings: ResMut<'w, Settings>,
}

/// The ways off the title: a new match, the saved one, a lesson, or out.
#[derive(SystemParam)]
pub(super) struct TitleExits<'w> {
    config: ResMut<'w, MatchConfig>,
    next_match: ResMut<'w, NextMatch>,
    screen: ResMut<'w, NextState<Screen>>,
    exit: MessageWriter<'w, AppExit>,
    lessons: MessageWriter<'w, LessonAction>,
    puzzles: MessageWriter<'w, PuzzleAction>,
    journal: MessageWriter<'w, JournalRequest>,
}

/// The title: the live table behind, big choices at the left (play the
/// computer, two players, watch, learn), the options in a window of their
/// own. Every button is at least 48 px high and reachable with Tab.
pub(super) fn title_screen(
    mut contexts: EguiContexts,
    shown: TitleShown,
    mut choices: TitleChoices,
    mut exits: TitleExits,
    mut free: ResMut<FreeArea>,
    mut game: ResMut<GameKind>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let window = window_size(ctx);
    let mut start = None;
    let frame = egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(28, 17, 11, 235))
        .inner_margin(24.0);
    let panels = Panels::title(window);
    let left = show_panels(
        ctx,
        panels,
        "title",
        Some(frame),
        |_| {},
        |ui| {
            // Scrolls when the text is large and the window small.
            egui::ScrollArea::vertical().show(ui, |ui| {
                start = column(ui, &shown, &mut choices, &mut exits);
            });
        },
    );
    if *game != choices.form.game {
        *game = choices.form.game;
    }
    publish_free_area(&mut free, ctx, left);
    windows(ctx, window.y, &mut choices, &mut exits.lessons, &shown.cat);
    puzzles_window(ctx, window.y, &mut choices, &mut exits, &shown.cat);
    if choices.page.journal.open {
        let page = &mut choices.page.journal;
        super::journal::window(
            ctx,
            window.y,
            page,
            &shown.journal,
            &mut exits.journal,
            &shown.cat,
        );
    }
    begin(ctx, start, &mut choices, &mut exits, &shown.cat);
    Ok(())
}

/// Into a match when a way to play was chosen; against the computer, a
/// game with set-ups first asks how the game starts (`start.rs`).
fn begin(
    ctx: &egui::Context,
    chosen: Option<Mode>,
    choices: &mut TitleChoices,
    exits: &mut TitleExits,
    cat: &Catalogue,
) {
    let (page, form) = (&mut choices.page, &mut choices.form);
    let mut start = None;
    if let Some(mode) = chosen {
        form.mode = mode;
        page.start = mode == Mode::AgainstComputer && form.game.arranges();
        start = (!page.start).then_some(mode);
    }
    if page.start
        && let Some(setup) = super::start::window(ctx, &mut page.start, &form.rules, cat)
    {
        form.setup = setup;
        start = Some(form.mode);
    }
    if start.is_some() {
        *exits.config = form.config(&choices.settings.names);
        exits.screen.set(Screen::Playing);
    }
}

/// A big button of the title's column: nine of them, the game's tabs and
/// the language row fit a 1280×720 window whole.
fn big(text: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text).size(20.0)).min_size(egui::vec2(300.0, 44.0))
}

/// The title's column, top to bottom: the game, the saved match, the ways
/// to play, the windows to open, the language, and Quit (a file that
/// could not be read is told over every screen: `hud::file_problems`).
/// Returns the way to play chosen, if one was.
fn column(
    ui: &mut egui::Ui,
    shown: &TitleShown,
    choices: &mut TitleChoices,
    exits: &mut TitleExits,
) -> Option<Mode> {
    let mut start = None;
    ui.vertical_centered(|ui| {
        game_choice(ui, &mut choices.form, &shown.cat);
        ui.add_space(12.0);
        resume_button(ui, shown, exits);
        start = play_buttons(ui, &shown.cat);
        if shown.kiosk.on {
            super::kiosk::spoken_captions_toggle(ui, &mut choices.settings, &shown.cat);
        }
        page_buttons(ui, &mut choices.page, choices.form.game, shown);
        super::language_picker(ui, &mut choices.settings, &shown.cat);
        ui.add_space(6.0);
        let quit = egui::Button::new(egui::RichText::new(shown.cat.t("quit")).size(18.0))
            .min_size(egui::vec2(120.0, 40.0));
        if shown.kiosk.offers_quit() && ui.add(quit).clicked() {
            exits.exit.write(AppExit::Success);
        }
    });
    start
}

/// The game's name and words, and the choice between the games.
fn game_choice(ui: &mut egui::Ui, form: &mut ResMut<TitleForm>, cat: &Catalogue) {
    ui.heading(
        egui::RichText::new(form.game.name().to_uppercase())
            .size(52.0)
            .color(BRASS),
    );
    ui.label(
        egui::RichText::new(cat.t(form.game.tagline()))
            .italics()
            .size(18.0),
    );
    ui.add_space(12.0);
    // The two tabs as one row, centred over the column like its buttons.
    let tab = egui::vec2(146.0, 40.0);
    let row = egui::vec2(2.0 * tab.x + ui.spacing().item_spacing.x, tab.y);
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(row, layout, |ui| {
        for game in GameKind::ALL {
            let chosen = form.game == game;
            let button =
                egui::Button::selectable(chosen, egui::RichText::new(game.name()).size(18.0))
                    .min_size(tab);
            if ui.add(button).clicked() {
                form.game = game;
            }
        }
    });
}

/// Back into the saved match, described; at an exhibition a visitor's
/// match is not offered to the next.
fn resume_button(ui: &mut egui::Ui, shown: &TitleShown, exits: &mut TitleExits) {
    let offered = shown.kiosk.offers_files();
    let Some(saved) = shown.resume.saved.as_ref().filter(|_| offered) else {
        return;
    };
    let button = big(&shown.cat.t("title-resume"));
    let describe = shown.cat.text(&saved.describe());
    if ui.add(button).on_hover_text(&describe).clicked() {
        exits.next_match.0 = Some(OpenMatch::Restore(Box::new(saved.clone())));
        exits.screen.set(Screen::Playing);
    }
    ui.small(describe);
    ui.add_space(6.0);
}

/// The ways to play: the computer (focused first, for the keyboard), two
/// players, or watch. Returns the one chosen.
fn play_buttons(ui: &mut egui::Ui, cat: &Catalogue) -> Option<Mode> {
    let mut start = None;
    let play = ui.add(big(&cat.t("title-play-computer")));
    if ui.ctx().memory(|m| m.focused().is_none()) {
        play.request_focus();
    }
    if play.clicked() {
        start = Some(Mode::AgainstComputer);
    }
    if ui.add(big(&cat.t("title-two-players"))).clicked() {
        start = Some(Mode::TwoPlayers);
    }
    if ui.add(big(&cat.t("title-watch"))).clicked() {
        start = Some(Mode::ComputerVsComputer);
    }
    start
}

/// The buttons that open and close the title's windows: the lessons, the
/// rules, about the game, the player's games (not at an exhibition), the
/// options. The lessons, the games and the options share the top right,
/// the rules and about the bottom right: one closes the other.
fn page_buttons(ui: &mut egui::Ui, page: &mut TitlePage, game: GameKind, shown: &TitleShown) {
    let cat = &shown.cat;
    if ui.add(big(&cat.t("title-learn"))).clicked() {
        page.toggle_top(TopWindow::Lessons);
    }
    if ui.add(big(&cat.t("puzzles-title"))).clicked() {
        page.toggle_top(TopWindow::Puzzles);
    }
    if ui.add(big(&cat.t("title-rules"))).clicked() {
        page.rules = !page.rules;
        page.about = false;
    }
    if ui
        .add(big(&cat.text(&super::about::about_title(game))))
        .clicked()
    {
        page.about = !page.about;
        page.rules = false;
    }
    if shown.kiosk.offers_files() && ui.add(big(&cat.t("title-journal"))).clicked() {
        page.toggle_top(TopWindow::Journal);
    }
    ui.add_space(6.0);
    let options = if page.options {
        "title-hide-options"
    } else {
        "title-options"
    };
    if ui.add(big(&cat.t(options))).clicked() {
        page.toggle_top(TopWindow::Options);
    }
}

/// The title's windows that are open: the options, the rules, about the
/// game, the lessons (`height`: the window's).
fn windows(
    ctx: &egui::Context,
    height: f32,
    choices: &mut TitleChoices,
    lessons: &mut MessageWriter<LessonAction>,
    cat: &Catalogue,
) {
    let TitleChoices {
        form,
        page,
        settings,
    } = choices;
    if page.options {
        super::top_right_window(cat.t("options-title"), "options", 520.0)
            .open(&mut page.options)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(height - 120.0)
                    .show(ui, |ui| options::options_form(ui, form, settings, cat));
            });
    }
    if page.rules {
        rules_window(ctx, height, form.game, &mut page.rules, cat);
    }
    if page.about {
        super::about::window(ctx, form.game, &mut page.about, cat);
    }
    if page.lessons {
        super::lessons::list_window(ctx, form.game, &mut page.lessons, settings, cat, lessons);
    }
}

/// The puzzles' window, when open (`height`: the window's).
fn puzzles_window(
    ctx: &egui::Context,
    height: f32,
    choices: &mut TitleChoices,
    exits: &mut TitleExits,
    cat: &Catalogue,
) {
    if choices.page.puzzles {
        let game = (choices.form.game, height);
        let (page, settings) = (&mut choices.page, &choices.settings);
        super::puzzles::list_window(
            ctx,
            game,
            &mut page.puzzles,
            settings,
            cat,
            &mut exits.puzzles,
        );
    }
}

/// The rules of the game chosen, in a window (`height`: the window's).
fn rules_window(
    ctx: &egui::Context,
    height: f32,
    game: GameKind,
    open: &mut bool,
    cat: &Catalogue,
) {
    let summary = cat.t(game.rules_summary());
    let title = Text::new("rules-title").str("game", game.name());
    egui::Window::new(cat.text(&title))
        .id(egui::Id::new("rules"))
        .collapsible(false)
        .default_width(520.0)
        .anchor(egui::Align2::RIGHT_BOTTOM, [-16.0, -16.0])
        .open(open)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(height * 0.6)
                .show(ui, |ui| ui.label(egui::RichText::new(summary).size(16.0)));
        });
}

//! The title screen: the game, the players, the rules options, and the
//! way into a match (or back into the saved one).

mod column;
mod options;

use super::layout::{Panels, show_panels, title_margin, window_size};
use super::publish_free_area;
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::settings::{Kiosk, Settings};
use crate::states::Screen;
use crate::systems::board::camera::FreeArea;
use crate::systems::lessons::LessonAction;
use crate::systems::lessons::puzzles::PuzzleAction;
use crate::systems::persistence::{Journal, JournalRequest, Resume};
use crate::systems::session::{
    Controller, Level, MatchConfig, NextMatch, OmwesoConfig, OwareConfig, SetupStyle, Way,
};
use crate::text::Text;
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    let (start, left) = title_panel(ctx, &shown, &mut choices, &mut exits);
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

/// The title's column in its panel. Returns the way to play chosen, if
/// one was, and the part of the window the panel leaves free.
fn title_panel(
    ctx: &egui::Context,
    shown: &TitleShown,
    choices: &mut TitleChoices,
    exits: &mut TitleExits,
) -> (Option<Mode>, egui::Rect) {
    let mut start = None;
    let frame = egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(28, 17, 11, 235))
        .inner_margin(title_margin(window_size(ctx)));
    let panels = Panels::title(window_size(ctx));
    let left = show_panels(
        ctx,
        panels,
        "title",
        Some(frame),
        |_| {},
        |ui| start = column::fitted(ui, shown, choices, exits),
    );
    (start, left)
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
    let summary = cat.t(&game.rules_summary());
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

#[cfg(test)]
mod fit;

//! The title screen: the game, the players, the rules options, and the
//! way into a match (or back into the saved one).

use super::layout::{Panels, show_panels, window_size};
use super::{BRASS, publish_free_area};
use crate::layout::Table;
use crate::locale::Catalogue;
use crate::settings::{Exhibition, Settings};
use crate::states::Screen;
use crate::systems::board::camera::FreeArea;
use crate::systems::lessons::LessonAction;
use crate::systems::persistence::Resume;
use crate::systems::session::TableGame;
use crate::systems::session::config::{level_name, side_name};
use crate::systems::session::oware::format_name;
use crate::systems::session::{Level, MatchConfig, NextMatch, OpenMatch, Player, SetupStyle, Way};
use crate::text::Text;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mancala::Side;
use mancala::game::{Omweso, Oware};
use mancala::omweso::Rules;
use mancala::oware;

/// The title screen's form.
#[derive(Resource)]
pub(super) struct TitleForm {
    table: Table,
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
            table: Table::Omweso,
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
        let computer = Player::Computer(self.level);
        let players = match self.mode {
            Mode::TwoPlayers => [Player::Human, Player::Human],
            Mode::ComputerVsComputer => [computer, computer],
            Mode::AgainstComputer => match self.human_side {
                Side::South => [Player::Human, computer],
                Side::North => [computer, Player::Human],
            },
        };
        MatchConfig {
            table: self.table,
            way: self.way,
            setup: self.setup,
            players,
            names: names.clone(),
            rules: self.rules.clone(),
            oware_rules: self.oware_rules.clone(),
            oware_format: self.oware_format,
            ..MatchConfig::default()
        }
    }
}

fn rules_editor(ui: &mut egui::Ui, rules: &mut Rules, cat: &Catalogue) {
    ui.checkbox(&mut rules.reverse_captures, cat.t("option-reverse"));
    ui.checkbox(
        &mut rules.first_turn_capture_ban,
        cat.t("option-first-turn"),
    );
    ui.checkbox(&mut rules.okwesera, cat.t("option-okwesera"));
    ui.checkbox(&mut rules.akakyala, cat.t("option-akakyala"));
    ui.horizontal(|ui| {
        ui.label(cat.t("option-akawumbi"));
        ui.radio_value(&mut rules.akawumbi_points, 12, cat.t("option-akawumbi-12"));
        ui.radio_value(&mut rules.akawumbi_points, 6, "6");
    });
    ui.horizontal(|ui| {
        let mut capped = rules.max_seeds_per_pit.is_some();
        ui.checkbox(&mut capped, cat.t("option-cap"));
        let mut cap = rules.max_seeds_per_pit.unwrap_or(10);
        ui.add_enabled(
            capped,
            egui::Slider::new(&mut cap, 2..=32).suffix(format!(" {}", cat.t("option-cap-unit"))),
        );
        rules.max_seeds_per_pit = capped.then_some(cap);
    });
    ui.horizontal(|ui| {
        ui.label(cat.t("option-target"));
        ui.add(
            egui::Slider::new(&mut rules.match_target, 1..=24)
                .suffix(format!(" {}", cat.t("option-target-unit"))),
        );
    });
}

/// Which of the title's secondary windows is open.
#[derive(Resource, Default)]
pub(super) struct TitlePage {
    options: bool,
    rules: bool,
    about: bool,
    pub(super) lessons: bool,
}

/// "About Omweso".
pub(super) fn about_title(table: Table) -> Text {
    Text::new("about-title").str("game", table.name())
}

/// The title: the live table behind, big choices at the left (play the
/// computer, two players, watch, learn), the options in a window of their
/// own. Every button is at least 48 px high and reachable with Tab.
#[allow(clippy::too_many_arguments)]
pub(super) fn title_screen(
    mut contexts: EguiContexts,
    resume: Res<Resume>,
    mut form: ResMut<TitleForm>,
    mut page: ResMut<TitlePage>,
    mut settings: ResMut<Settings>,
    mut config: ResMut<MatchConfig>,
    mut next_match: ResMut<NextMatch>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut free: ResMut<FreeArea>,
    mut table: ResMut<Table>,
    exhibition: Res<Exhibition>,
    cat: Res<Catalogue>,
    mut lesson_requests: MessageWriter<LessonAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let window = ctx.viewport_rect().size();
    let big = |text: &str| {
        egui::Button::new(egui::RichText::new(text).size(22.0)).min_size(egui::vec2(300.0, 52.0))
    };
    let mut start = None;
    let frame = egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(28, 17, 11, 235))
        .inner_margin(24.0);
    let column = |ui: &mut egui::Ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.heading(
                    egui::RichText::new(form.table.name().to_uppercase())
                        .size(52.0)
                        .color(BRASS),
                );
                ui.label(
                    egui::RichText::new(cat.t(match form.table {
                        Table::Omweso => "title-omweso-tagline",
                        Table::Oware => "title-oware-tagline",
                    }))
                    .italics()
                    .size(18.0),
                );
                ui.add_space(12.0);
                ui.horizontal(|ui| {
                    for table in [Table::Omweso, Table::Oware] {
                        let chosen = form.table == table;
                        let button = egui::Button::selectable(
                            chosen,
                            egui::RichText::new(table.name()).size(18.0),
                        )
                        .min_size(egui::vec2(146.0, 48.0));
                        if ui.add(button).clicked() {
                            form.table = table;
                        }
                    }
                });
                ui.add_space(12.0);
                // At an exhibition a visitor's match is not offered to the next.
                if let Some(saved) = resume.saved.as_ref().filter(|_| exhibition.offers_files()) {
                    let button = big(&cat.t("title-resume"));
                    let describe = cat.text(&saved.describe());
                    if ui.add(button).on_hover_text(&describe).clicked() {
                        next_match.0 = Some(OpenMatch::Restore(Box::new(saved.clone())));
                        next.set(Screen::Playing);
                    }
                    ui.small(describe);
                    ui.add_space(6.0);
                }
                let play = ui.add(big(&cat.t("title-play-computer")));
                if ctx.memory(|m| m.focused().is_none()) {
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
                if ui.add(big(&cat.t("title-learn"))).clicked() {
                    page.lessons = !page.lessons;
                    page.options = false;
                }
                if ui.add(big(&cat.t("title-rules"))).clicked() {
                    page.rules = !page.rules;
                    page.about = false;
                }
                if ui.add(big(&cat.text(&about_title(form.table)))).clicked() {
                    page.about = !page.about;
                    page.rules = false;
                }
                ui.add_space(6.0);
                let options = if page.options {
                    "title-hide-options"
                } else {
                    "title-options"
                };
                if ui.add(big(&cat.t(options))).clicked() {
                    page.options = !page.options;
                    page.lessons = false;
                }
                super::language_picker(ui, &mut settings, &cat);
                if let Some(problem) = &resume.problem {
                    let problem = cat.text(problem);
                    ui.colored_label(egui::Color32::from_rgb(240, 150, 120), problem);
                }
                ui.add_space(6.0);
                let quit = egui::Button::new(egui::RichText::new(cat.t("quit")).size(18.0))
                    .min_size(egui::vec2(120.0, 48.0));
                if exhibition.offers_quit() && ui.add(quit).clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    };
    let panels = Panels::title(window_size(ctx));
    let left = show_panels(ctx, panels, "title", Some(frame), |_| {}, column);
    if *table != form.table {
        *table = form.table;
    }
    publish_free_area(&mut free, left);
    if page.options {
        egui::Window::new(cat.t("options-title"))
            .id(egui::Id::new("options"))
            .collapsible(false)
            .resizable(false)
            .default_width(520.0)
            .anchor(egui::Align2::RIGHT_TOP, [-16.0, 16.0])
            .open(&mut page.options)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(window.y - 120.0)
                    .show(ui, |ui| options_form(ui, &mut form, &mut settings, &cat));
            });
    }
    if page.rules {
        let summary = cat.t(match form.table {
            Table::Omweso => <Omweso as TableGame>::RULES_SUMMARY,
            Table::Oware => <Oware as TableGame>::RULES_SUMMARY,
        });
        let title = Text::new("rules-title").str("game", form.table.name());
        egui::Window::new(cat.text(&title))
            .id(egui::Id::new("rules"))
            .collapsible(false)
            .default_width(520.0)
            .anchor(egui::Align2::RIGHT_BOTTOM, [-16.0, -16.0])
            .open(&mut page.rules)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(window.y * 0.6)
                    .show(ui, |ui| ui.label(egui::RichText::new(summary).size(16.0)));
            });
    }
    if page.about {
        super::about::window(ctx, form.table, &mut page.about, &cat);
    }
    if page.lessons {
        super::lessons::list_window(
            ctx,
            form.table,
            &mut page.lessons,
            &settings,
            &cat,
            &mut lesson_requests,
        );
    }
    if let Some(mode) = start {
        form.mode = mode;
        *config = form.config(&settings.names);
        next.set(Screen::Playing);
    }
    Ok(())
}

/// The secondary choices: the computer's level and side, names, the rules
/// options, Omweso's set-up and way of playing, Oware's match format.
fn options_form(ui: &mut egui::Ui, form: &mut TitleForm, settings: &mut Settings, cat: &Catalogue) {
    ui.heading(cat.t("options-players"));
    ui.horizontal(|ui| {
        ui.label(cat.t("options-level"));
        egui::ComboBox::from_id_salt("level")
            .selected_text(cat.text(&level_name(form.level)))
            .show_ui(ui, |ui| {
                for level in Level::ALL {
                    ui.selectable_value(&mut form.level, level, cat.text(&level_name(level)));
                }
            });
    });
    ui.horizontal(|ui| {
        ui.label(cat.t("options-you-play"));
        ui.radio_value(
            &mut form.human_side,
            Side::South,
            cat.t("options-south-first"),
        );
        ui.radio_value(
            &mut form.human_side,
            Side::North,
            cat.text(&side_name(Side::North)),
        );
    });
    for side in Side::BOTH {
        ui.horizontal(|ui| {
            ui.label(cat.text(&Text::new("options-name").text("side", side_name(side))));
            ui.add(
                egui::TextEdit::singleline(&mut settings.names[side.index()])
                    .hint_text(cat.text(&side_name(side))),
            );
        });
    }
    ui.separator();
    ui.heading(cat.t("options-rules"));
    match form.table {
        Table::Omweso => {
            let mut rules = form.rules.clone();
            rules_editor(ui, &mut rules, cat);
            form.rules = rules;
            ui.horizontal_wrapped(|ui| {
                ui.label(cat.t("options-setup"));
                for style in SetupStyle::ALL {
                    ui.radio_value(&mut form.setup, style, cat.text(&style.name()));
                }
            });
            ui.separator();
            ui.heading(cat.t("options-way"));
            for way in Way::ALL {
                ui.radio_value(
                    &mut form.way,
                    way,
                    format!("{} — {}", way.name(), cat.text(&way.describe())),
                );
            }
        }
        Table::Oware => {
            ui.horizontal(|ui| {
                ui.label(cat.t("options-grand-slam"));
                ui.radio_value(
                    &mut form.oware_rules.grand_slam,
                    oware::GrandSlam::NoCapture,
                    cat.t("options-grand-slam-nothing"),
                );
                ui.radio_value(
                    &mut form.oware_rules.grand_slam,
                    oware::GrandSlam::CaptureIfWinning,
                    cat.t("options-grand-slam-wins"),
                );
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(cat.t("options-match"));
                for format in [
                    oware::MatchFormat::FirstTo(5),
                    oware::MatchFormat::BestOf(3),
                    oware::MatchFormat::BestOf(5),
                    oware::MatchFormat::SixOrLeadOfThree,
                    oware::MatchFormat::ThreeInARow,
                ] {
                    ui.radio_value(
                        &mut form.oware_format,
                        format,
                        cat.text(&format_name(format)),
                    );
                }
            });
        }
    }
    ui.separator();
    ui.small(cat.t("options-controls"));
}

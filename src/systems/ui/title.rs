//! The title screen: the game, the players, the rules options, and the
//! way into a match (or back into the saved one).

use super::{BRASS, root_ui};
use crate::layout::Table;
use crate::settings::{Exhibition, Settings};
use crate::states::Screen;
use crate::systems::board::camera::FreeArea;
use crate::systems::persistence::Resume;
use crate::systems::session::TableGame;
use crate::systems::session::config::side_name;
use crate::systems::session::oware::format_name;
use crate::systems::session::{
    Level, MatchConfig, NextMatch, OpenMatch, Player, SetupStyle, Way, level_title,
};
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

fn rules_editor(ui: &mut egui::Ui, rules: &mut Rules) {
    ui.checkbox(
        &mut rules.reverse_captures,
        "Reverse captures from the four left pits",
    );
    ui.checkbox(
        &mut rules.first_turn_capture_ban,
        "No capture on a player's first turn",
    );
    ui.checkbox(
        &mut rules.okwesera,
        "Okwesera (2 + 1 from a pit of 3 before any capture)",
    );
    ui.checkbox(
        &mut rules.akakyala,
        "Akakyala (two capturing turns against none: 2 points)",
    );
    ui.horizontal(|ui| {
        ui.label("Akawumbi worth");
        ui.radio_value(&mut rules.akawumbi_points, 12, "12 (wins the match)");
        ui.radio_value(&mut rules.akawumbi_points, 6, "6");
    });
    ui.horizontal(|ui| {
        let mut capped = rules.max_seeds_per_pit.is_some();
        ui.checkbox(&mut capped, "Custom set-ups: at most");
        let mut cap = rules.max_seeds_per_pit.unwrap_or(10);
        ui.add_enabled(
            capped,
            egui::Slider::new(&mut cap, 2..=32).suffix(" seeds in a pit"),
        );
        rules.max_seeds_per_pit = capped.then_some(cap);
    });
    ui.horizontal(|ui| {
        ui.label("Match to");
        ui.add(egui::Slider::new(&mut rules.match_target, 1..=24).suffix(" points"));
    });
}

/// Which of the title's secondary windows is open.
#[derive(Resource, Default)]
pub(super) struct TitlePage {
    options: bool,
    rules: bool,
    about: bool,
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
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    let window = ctx.viewport_rect().size();
    let portrait = window.x < window.y * 1.2;
    let panel = if portrait {
        egui::Panel::bottom("title").exact_size((window.y * 0.55).clamp(420.0, 640.0))
    } else {
        egui::Panel::left("title").exact_size((window.x * 0.3).clamp(340.0, 440.0))
    };
    let big = |text: &str| {
        egui::Button::new(egui::RichText::new(text).size(22.0)).min_size(egui::vec2(300.0, 52.0))
    };
    let mut start = None;
    panel
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(28, 17, 11, 235))
                .inner_margin(24.0),
        )
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.heading(
                        egui::RichText::new(form.table.name().to_uppercase())
                            .size(52.0)
                            .color(BRASS),
                    );
                    ui.label(
                        egui::RichText::new(match form.table {
                            Table::Omweso => "the royal mancala of Uganda",
                            Table::Oware => "Abapa, the West African game",
                        })
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
                    if let Some(saved) = resume.saved.as_ref().filter(|_| exhibition.offers_files())
                    {
                        let button = big("Resume the match").min_size(egui::vec2(300.0, 52.0));
                        if ui.add(button).on_hover_text(saved.describe()).clicked() {
                            next_match.0 = Some(OpenMatch::Restore(Box::new(saved.clone())));
                            next.set(Screen::Playing);
                        }
                        ui.small(saved.describe());
                        ui.add_space(6.0);
                    }
                    let play = ui.add(big("Play the computer"));
                    if ctx.memory(|m| m.focused().is_none()) {
                        play.request_focus();
                    }
                    if play.clicked() {
                        start = Some(Mode::AgainstComputer);
                    }
                    if ui.add(big("Two players")).clicked() {
                        start = Some(Mode::TwoPlayers);
                    }
                    if ui.add(big("Watch the computer play")).clicked() {
                        start = Some(Mode::ComputerVsComputer);
                    }
                    if ui.add(big("Learn the rules")).clicked() {
                        page.rules = !page.rules;
                        page.about = false;
                    }
                    if ui
                        .add(big(&format!("About {}", form.table.name())))
                        .clicked()
                    {
                        page.about = !page.about;
                        page.rules = false;
                    }
                    ui.add_space(6.0);
                    let options = if page.options {
                        "Hide the options"
                    } else {
                        "Options: level, names, rules"
                    };
                    if ui.add(big(options)).clicked() {
                        page.options = !page.options;
                    }
                    if let Some(problem) = &resume.problem {
                        ui.colored_label(egui::Color32::from_rgb(240, 150, 120), problem);
                    }
                    ui.add_space(6.0);
                    let quit = egui::Button::new(egui::RichText::new("Quit").size(18.0))
                        .min_size(egui::vec2(120.0, 48.0));
                    if exhibition.offers_quit() && ui.add(quit).clicked() {
                        exit.write(AppExit::Success);
                    }
                });
            });
        });
    if *table != form.table {
        *table = form.table;
    }
    let left = root.available_rect_before_wrap();
    let area = Rect::new(left.min.x, left.min.y, left.max.x, left.max.y);
    if free.0 != Some(area) {
        free.0 = Some(area);
    }
    if page.options {
        egui::Window::new("Options")
            .collapsible(false)
            .resizable(false)
            .default_width(520.0)
            .anchor(egui::Align2::RIGHT_TOP, [-16.0, 16.0])
            .open(&mut page.options)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(window.y - 120.0)
                    .show(ui, |ui| options_form(ui, &mut form, &mut settings));
            });
    }
    if page.rules {
        let summary = match form.table {
            Table::Omweso => <Omweso as TableGame>::rules_summary(),
            Table::Oware => <Oware as TableGame>::rules_summary(),
        };
        egui::Window::new(format!("The rules of {}", form.table.name()))
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
        super::about::window(ctx, form.table, &mut page.about);
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
fn options_form(ui: &mut egui::Ui, form: &mut TitleForm, settings: &mut Settings) {
    ui.heading("Players");
    ui.horizontal(|ui| {
        ui.label("Computer level");
        egui::ComboBox::from_id_salt("level")
            .selected_text(level_title(form.level))
            .show_ui(ui, |ui| {
                for level in Level::ALL {
                    ui.selectable_value(&mut form.level, level, level_title(level));
                }
            });
    });
    ui.horizontal(|ui| {
        ui.label("Against the computer you play");
        ui.radio_value(&mut form.human_side, Side::South, "South (moves first)");
        ui.radio_value(&mut form.human_side, Side::North, "North");
    });
    for side in Side::BOTH {
        ui.horizontal(|ui| {
            ui.label(format!("{} name", side_name(side)));
            ui.text_edit_singleline(&mut settings.names[side.index()]);
        });
    }
    ui.separator();
    ui.heading("Rules");
    match form.table {
        Table::Omweso => {
            let mut rules = form.rules.clone();
            rules_editor(ui, &mut rules);
            form.rules = rules;
            ui.horizontal_wrapped(|ui| {
                ui.label("Set-up");
                for style in SetupStyle::ALL {
                    ui.radio_value(&mut form.setup, style, style.name());
                }
            });
            ui.separator();
            ui.heading("Way of playing");
            for way in Way::ALL {
                ui.radio_value(
                    &mut form.way,
                    way,
                    format!("{} — {}", way.name(), way.describe()),
                );
            }
        }
        Table::Oware => {
            ui.horizontal(|ui| {
                ui.label("Grand slam");
                ui.radio_value(
                    &mut form.oware_rules.grand_slam,
                    oware::GrandSlam::NoCapture,
                    "captures nothing",
                );
                ui.radio_value(
                    &mut form.oware_rules.grand_slam,
                    oware::GrandSlam::CaptureIfWinning,
                    "captures if it wins",
                );
            });
            ui.horizontal_wrapped(|ui| {
                ui.label("Match");
                for format in [
                    oware::MatchFormat::FirstTo(5),
                    oware::MatchFormat::BestOf(3),
                    oware::MatchFormat::BestOf(5),
                    oware::MatchFormat::SixOrLeadOfThree,
                    oware::MatchFormat::ThreeInARow,
                ] {
                    ui.radio_value(&mut form.oware_format, format, format_name(format));
                }
            });
        }
    }
    ui.separator();
    ui.small(
        "In a game: click a pit (or type its letter) to sow. Right-drag or one finger to look \
         around, wheel or pinch to zoom, Home to reset the view. Space skips the animation, \
         Tab shows every pit's count, Esc opens the menu.",
    );
}

//! The title screen: the game, the players, the rules options, and the
//! way into a match (or back into the saved one).

use super::{BRASS, root_ui};
use crate::layout::Table;
use crate::settings::Settings;
use crate::states::Screen;
use crate::systems::persistence::Resume;
use crate::systems::session::oware::format_name;
use crate::systems::session::{
    Level, MatchConfig, NextMatch, OpenMatch, Player, SetupStyle, Way, level_title,
};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mancala::Side;
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

#[allow(clippy::too_many_arguments)]
pub(super) fn title_screen(
    mut contexts: EguiContexts,
    resume: Res<Resume>,
    mut form: ResMut<TitleForm>,
    mut settings: ResMut<Settings>,
    mut config: ResMut<MatchConfig>,
    mut next_match: ResMut<NextMatch>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(egui::Color32::from_rgb(28, 17, 11)).inner_margin(32.0))
        .show(&mut root_ui(ctx), |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(16.0);
                ui.heading(egui::RichText::new(form.table.name().to_uppercase()).size(56.0).color(BRASS));
                ui.label(egui::RichText::new(match form.table {
                    Table::Omweso => "the royal mancala of Uganda",
                    Table::Oware => "Abapa, the West African game of serious competition",
                }).italics().size(18.0));
                ui.add_space(24.0);
            });
            ui.columns(2, |cols| {
                let ui = &mut cols[0];
                ui.heading("Players");
                ui.radio_value(&mut form.mode, Mode::AgainstComputer, "Play against the computer");
                ui.radio_value(&mut form.mode, Mode::TwoPlayers, "Two players on one screen");
                ui.radio_value(&mut form.mode, Mode::ComputerVsComputer, "Computer against computer");
                ui.add_space(8.0);
                if form.mode != Mode::TwoPlayers {
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
                }
                if form.mode == Mode::AgainstComputer {
                    ui.horizontal(|ui| {
                        ui.label("You play");
                        ui.radio_value(&mut form.human_side, Side::South, "South (moves first)");
                        ui.radio_value(&mut form.human_side, Side::North, "North");
                    });
                }
                ui.add_space(8.0);
                for side in Side::BOTH {
                    ui.horizontal(|ui| {
                        ui.label(format!("{} name", if side == Side::South { "South" } else { "North" }));
                        ui.text_edit_singleline(&mut settings.names[side.index()]);
                    });
                }
                let ui = &mut cols[1];
                ui.heading("Game");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut form.table, Table::Omweso, "Omweso (Uganda, four rows)");
                    ui.radio_value(&mut form.table, Table::Oware, "Oware (Abapa, two rows)");
                });
                ui.add_space(8.0);
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
                        ui.add_space(8.0);
                        ui.heading("Way of playing");
                        for way in Way::ALL {
                            ui.radio_value(&mut form.way, way, format!("{} — {}", way.name(), way.describe()));
                        }
                    }
                    Table::Oware => {
                        ui.horizontal(|ui| {
                            ui.label("Grand slam");
                            ui.radio_value(&mut form.oware_rules.grand_slam, oware::GrandSlam::NoCapture, "captures nothing");
                            ui.radio_value(&mut form.oware_rules.grand_slam, oware::GrandSlam::CaptureIfWinning, "captures if it wins");
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
            });
            ui.add_space(24.0);
            ui.vertical_centered(|ui| {
                if let Some(problem) = &resume.problem {
                    ui.colored_label(egui::Color32::from_rgb(240, 150, 120), problem);
                }
                if let Some(saved) = &resume.saved {
                    let text = format!("Resume: {}", saved.describe());
                    if ui.add_sized([520.0, 36.0], egui::Button::new(egui::RichText::new(text).size(16.0))).clicked() {
                        next_match.0 = Some(OpenMatch::Restore(Box::new(saved.clone())));
                        next.set(Screen::Playing);
                    }
                    ui.add_space(8.0);
                }
                if ui.add_sized([260.0, 44.0], egui::Button::new(egui::RichText::new("Start the match").size(20.0))).clicked() {
                    *config = form.config(&settings.names);
                    next.set(Screen::Playing);
                }
                ui.add_space(8.0);
                if ui.button("Quit").clicked() {
                    exit.write(AppExit::Success);
                }
                ui.add_space(16.0);
                ui.label("Click a pit (or type its letter) to sow. Right-drag to look around, wheel to zoom, Home to reset the view.");
                ui.label("Space skips the animation, Tab shows every pit's count, Esc opens the menu.");
            });
        });
    Ok(())
}

//! The egui screens: title, pause menu, and the in-game HUD — the match score
//! towards the target, captures, whose turn, the last move, the move list,
//! choices at a pit, and the end-of-game banner in Luganda and English.

use super::Screen;
use super::ai::{Level, Thinking, level_title};
use super::animation::{AnimQueue, AnimSpeed};
use super::audio::SoundSettings;
use super::board::AssetProblem;
use super::camera::CameraRig;
use super::input::HoveredPit;
use super::library::{Library, LibraryRequest};
use super::oware_session::{OwarePhase, OwareSession};
use super::persistence::Resume;
use super::session::TableView;
use super::session::{
    Action, MatchConfig, Notice, Phase, Player, Session, SetupStyle, StartOption, Way,
};
use crate::layout::{STORE, Table};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use mancala::Side;
use mancala::omweso::{Dir, Rules, letter};
use mancala::oware;

/// Show every pit's count (Tab), not only the hovered one's.
#[derive(Resource, Default)]
pub struct ShowNumbers(pub bool);

/// The pause menu is open (Esc).
#[derive(Resource, Default)]
pub struct Paused {
    pub open: bool,
    pub rules: bool,
}

/// The latest notice and how long it stays.
#[derive(Resource, Default)]
struct NoticeBoard {
    text: String,
    seconds: f32,
}

/// The title screen's form.
#[derive(Resource)]
struct TitleForm {
    table: Table,
    way: Way,
    setup: SetupStyle,
    oware_rules: oware::Rules,
    oware_format: oware::MatchFormat,
    mode: Mode,
    level: Level,
    human_side: Side,
    names: [String; 2],
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
            names: ["South".into(), "North".into()],
            rules: Rules::default(),
        }
    }
}

impl TitleForm {
    fn config(&self) -> MatchConfig {
        let computer = Player::Computer(self.level);
        let players = match self.mode {
            Mode::TwoPlayers => [Player::Human, Player::Human],
            Mode::ComputerVsComputer => [computer, computer],
            Mode::AgainstComputer => match self.human_side {
                Side::South => [Player::Human, computer],
                Side::North => [computer, Player::Human],
            },
        };
        let mut names = self.names.clone();
        for side in Side::BOTH {
            if let Player::Computer(level) = players[side.index()] {
                names[side.index()] = format!("Computer ({})", level_title(level));
            }
        }
        MatchConfig {
            table: self.table,
            way: self.way,
            setup: self.setup,
            players,
            names,
            rules: self.rules.clone(),
            oware_rules: self.oware_rules.clone(),
            oware_format: self.oware_format,
            ..MatchConfig::default()
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShowNumbers>();
    app.init_resource::<Paused>();
    app.init_resource::<NoticeBoard>();
    app.init_resource::<TitleForm>();
    app.add_systems(Update, (collect_notices, hotkeys));
    app.add_systems(
        EguiPrimaryContextPass,
        (
            title_screen.run_if(in_state(Screen::Title)),
            (game_hud, choices)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
            oware_hud.run_if(in_state(Screen::Playing).and_then(resource_exists::<OwareSession>)),
            (pit_numbers, pause_menu).run_if(in_state(Screen::Playing)),
            asset_problem,
        ),
    );
}

fn collect_notices(
    time: Res<Time>,
    mut notices: MessageReader<Notice>,
    mut board: ResMut<NoticeBoard>,
) {
    for Notice(text) in notices.read() {
        board.text = text.clone();
        board.seconds = 3.5;
    }
    board.seconds -= time.delta_secs();
}

fn hotkeys(
    keys: Res<ButtonInput<KeyCode>>,
    state: Res<State<Screen>>,
    mut paused: ResMut<Paused>,
    mut numbers: ResMut<ShowNumbers>,
) {
    if *state.get() == Screen::Playing && keys.just_pressed(KeyCode::Escape) {
        paused.open = !paused.open;
    }
    if keys.just_pressed(KeyCode::Tab) {
        numbers.0 = !numbers.0;
    }
}

/// A `Ui` covering the window, for panels.
fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
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
fn title_screen(
    mut contexts: EguiContexts,
    mut resume: ResMut<Resume>,
    mut form: ResMut<TitleForm>,
    mut config: ResMut<MatchConfig>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(egui::Color32::from_rgb(28, 17, 11)).inner_margin(32.0))
        .show(&mut root_ui(ctx), |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(16.0);
                ui.heading(egui::RichText::new(form.table.name().to_uppercase()).size(56.0).color(egui::Color32::from_rgb(236, 196, 128)));
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
                        ui.text_edit_singleline(&mut form.names[side.index()]);
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
                        *config = saved.config.clone();
                        resume.requested = true;
                        next.set(Screen::Playing);
                    }
                    ui.add_space(8.0);
                }
                if ui.add_sized([260.0, 44.0], egui::Button::new(egui::RichText::new("Start the match").size(20.0))).clicked() {
                    *config = form.config();
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

#[allow(clippy::too_many_arguments)]
fn game_hud(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut queue: ResMut<AnimQueue>,
    mut rig: ResMut<CameraRig>,
    mut numbers: ResMut<ShowNumbers>,
    mut sound: ResMut<SoundSettings>,
    notices: Res<NoticeBoard>,
    thinking: Query<(), With<Thinking>>,
    mut actions: MessageWriter<Action>,
    mut paused: ResMut<Paused>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    let names = &session.config.names;
    let target = session.config.rules.match_target;
    egui::Panel::top("score").show(&mut root, |ui| {
        ui.horizontal(|ui| {
            for side in [Side::South, Side::North] {
                let mover = session.to_move() == side && !matches!(session.phase, Phase::Over(_));
                let text = format!(
                    "{}{}: {} / {} points · {} seeds captured this game",
                    if mover { "▶ " } else { "" },
                    names[side.index()],
                    session.score.score(side),
                    target,
                    session.captured[side.index()]
                );
                ui.label(egui::RichText::new(text).strong().size(16.0));
                ui.separator();
            }
            ui.label(session.config.way.name());
            if session.config.way == Way::Ekyobutabal
                && matches!(session.phase, Phase::Waiting | Phase::Choosing { .. })
            {
                let color = if session.clock < 1.0 {
                    egui::Color32::from_rgb(255, 110, 90)
                } else {
                    egui::Color32::from_rgb(236, 196, 128)
                };
                ui.label(
                    egui::RichText::new(format!("⏱ {:.1} s", session.clock.max(0.0)))
                        .size(18.0)
                        .strong()
                        .color(color),
                );
            }
            if !thinking.is_empty() {
                ui.spinner();
                ui.label("thinking…");
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button("Menu (Esc)").clicked() {
                    paused.open = true;
                }
            });
        });
    });
    egui::Panel::right("moves")
        .default_size(200.0)
        .show(&mut root, |ui| {
            ui.heading(format!("Game {}", session.games + 1));
            ui.small(format!(
                "{} · {}",
                session.config.way.name(),
                rules_line(&session.config.rules)
            ));
            ui.label(match &session.phase {
                Phase::Over(_) => "The game is over.".to_string(),
                _ => format!("{} to move", names[session.to_move().index()]),
            });
            if let Some(last) = &session.last {
                ui.label(format!(
                    "Last move: {} {}",
                    names[last.side.index()],
                    last.mv
                ));
            }
            ui.separator();
            ui.label("Moves");
            egui::ScrollArea::vertical()
                .max_height(300.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    let positions = session.record.positions();
                    for (i, mv) in session.record.moves().iter().enumerate() {
                        ui.monospace(format!("{:>3}. {} {}", i + 1, positions[i].side(), mv));
                    }
                });
            ui.separator();
            undo_redo_ui(ui, !session.redo.is_empty(), &mut actions);
            ui.separator();
            settings_ui(ui, &mut queue, &mut rig, &mut numbers, &mut sound);
        });
    show_notice(ctx, &notices);
    if session.replay {
        replay_bar(
            ctx,
            session.record.moves().len(),
            session.redo.len(),
            &mut actions,
        );
    }
    if let Phase::Arranging(a) = &session.phase {
        let name = &names[a.side.index()];
        egui::Window::new("Set-up")
            .resizable(false)
            .anchor(egui::Align2::LEFT_BOTTOM, [16.0, -16.0])
            .show(ctx, |ui| {
                if session.player(a.side) != Player::Human {
                    ui.label(format!("{name} is arranging…"));
                    return;
                }
                let first = if a.done.is_none() {
                    format!("{name} arranges first, in view of {}.", names[a.side.opponent().index()])
                } else {
                    format!("{name} arranges now.")
                };
                ui.label(first);
                ui.label(
                    egui::RichText::new(format!("{} seeds left to place", a.left()))
                        .size(20.0)
                        .strong(),
                );
                if let Some(cap) = session.config.rules.max_seeds_per_pit {
                    ui.label(format!("At most {cap} in a pit. Click a pit to add a seed, Shift+click to take one out."));
                }
                ui.horizontal(|ui| {
                    if ui.button("Standard").clicked() {
                        actions.write(Action::Arrange(SetupStyle::Standard));
                    }
                    if ui.button("Two each").clicked() {
                        actions.write(Action::Arrange(SetupStyle::TwoEach));
                    }
                    if ui.button("Clear").clicked() {
                        actions.write(Action::Arrange(SetupStyle::Custom));
                    }
                    if ui.add_enabled(a.left() == 0, egui::Button::new("Done")).clicked() {
                        actions.write(Action::DoneArranging);
                    }
                });
            });
    }
    if let Phase::Over(outcome) = session.phase {
        let (luganda, english) = outcome.kind.describe();
        egui::Window::new("result")
            .title_bar(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, -80.0])
            .show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    ui.heading(
                        egui::RichText::new(luganda)
                            .size(34.0)
                            .color(egui::Color32::from_rgb(236, 196, 128)),
                    );
                    ui.label(egui::RichText::new(english).italics().size(18.0));
                    match outcome.winner {
                        Some(w) => ui.label(
                            egui::RichText::new(format!(
                                "{} wins {} point{}",
                                names[w.index()],
                                outcome.points,
                                if outcome.points == 1 { "" } else { "s" }
                            ))
                            .size(20.0),
                        ),
                        None => ui.label(
                            egui::RichText::new("No points: the game is set up again.").size(20.0),
                        ),
                    };
                    ui.label(format!(
                        "Match: {} {} – {} {}",
                        names[0],
                        session.score.score(Side::South),
                        session.score.score(Side::North),
                        names[1]
                    ));
                    match_buttons(ui, session.score.winner(), &session.config, &mut actions);
                });
            });
    }
    Ok(())
}

/// The rules of the match in a line, as its record keeps them.
fn rules_line(rules: &Rules) -> String {
    let mut parts = Vec::new();
    if !rules.reverse_captures {
        parts.push("no reverse captures".to_string());
    }
    if !rules.first_turn_capture_ban {
        parts.push("captures on the first turn".into());
    }
    if !rules.okwesera {
        parts.push("no okwesera".into());
    }
    if rules.akakyala {
        parts.push("akakyala".into());
    }
    if rules.akawumbi_points != 12 {
        parts.push(format!("akawumbi {}", rules.akawumbi_points));
    }
    parts.push(format!("to {} points", rules.match_target));
    match rules.max_seeds_per_pit {
        Some(cap) => parts.push(format!("set-up cap {cap}")),
        None => parts.push("no set-up cap".into()),
    }
    format!("Rules: {}", parts.join(", "))
}

/// The end of a game: the match winner, or the next game; a new match.
fn match_buttons(
    ui: &mut egui::Ui,
    winner: Option<Side>,
    config: &MatchConfig,
    actions: &mut MessageWriter<Action>,
) {
    if let Some(winner) = winner {
        ui.heading(format!("{} wins the match!", config.names[winner.index()]));
    } else if ui.button("Next game").clicked() {
        actions.write(Action::NextGame);
    }
    if ui.button("New match").clicked() {
        actions.write(Action::NewMatch(config.clone()));
    }
}

/// Take-back buttons; always clickable, since a refused take-back explains
/// itself.
fn undo_redo_ui(ui: &mut egui::Ui, can_redo: bool, actions: &mut MessageWriter<Action>) {
    ui.horizontal(|ui| {
        if ui.button("⟲ Undo (U)").clicked() {
            actions.write(Action::Undo);
        }
        if ui
            .add_enabled(can_redo, egui::Button::new("Redo (R) ⟳"))
            .clicked()
        {
            actions.write(Action::Redo);
        }
    });
}

/// Steps through a replay: back (undo) and forward (redo).
fn replay_bar(
    ctx: &egui::Context,
    played: usize,
    ahead: usize,
    actions: &mut MessageWriter<Action>,
) {
    egui::Window::new("Replay")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -64.0])
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if ui.button("◀ back (U)").clicked() {
                    actions.write(Action::Undo);
                }
                ui.label(format!("Replay: move {played} of {}", played + ahead));
                if ui.button("forward (R) ▶").clicked() {
                    actions.write(Action::Redo);
                }
            });
        });
}

/// Animation speed, numbers on pits, the camera seat and sound.
fn settings_ui(
    ui: &mut egui::Ui,
    queue: &mut AnimQueue,
    rig: &mut CameraRig,
    numbers: &mut ShowNumbers,
    sound: &mut SoundSettings,
) {
    ui.label("Animation");
    ui.horizontal_wrapped(|ui| {
        for speed in AnimSpeed::ALL {
            ui.selectable_value(&mut queue.speed, speed, speed.name());
        }
    });
    ui.checkbox(&mut numbers.0, "Numbers on pits (Tab)");
    ui.horizontal(|ui| {
        ui.label("Seat");
        ui.selectable_value(&mut rig.fixed_seat, None, "mover");
        ui.selectable_value(&mut rig.fixed_seat, Some(Side::South), "South");
        ui.selectable_value(&mut rig.fixed_seat, Some(Side::North), "North");
    });
    ui.horizontal(|ui| {
        ui.checkbox(&mut sound.muted, "Mute");
        ui.add_enabled(
            !sound.muted,
            egui::Slider::new(&mut sound.volume, 0.0..=1.0).text("volume"),
        );
    });
}

fn show_notice(ctx: &egui::Context, notices: &NoticeBoard) {
    if notices.seconds > 0.0 {
        egui::Area::new(egui::Id::new("notice"))
            .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -24.0])
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(egui::RichText::new(&notices.text).size(17.0));
                });
            });
    }
}

fn format_name(format: oware::MatchFormat) -> String {
    match format {
        oware::MatchFormat::FirstTo(n) => format!("first to {n} wins"),
        oware::MatchFormat::BestOf(n) => format!("best of {n}"),
        oware::MatchFormat::SixOrLeadOfThree => "six wins or a lead of three".into(),
        oware::MatchFormat::ThreeInARow => "three wins in a row".into(),
    }
}

#[allow(clippy::too_many_arguments)]
fn oware_hud(
    mut contexts: EguiContexts,
    session: Res<OwareSession>,
    mut queue: ResMut<AnimQueue>,
    mut rig: ResMut<CameraRig>,
    mut numbers: ResMut<ShowNumbers>,
    mut sound: ResMut<SoundSettings>,
    notices: Res<NoticeBoard>,
    mut actions: MessageWriter<Action>,
    mut paused: ResMut<Paused>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx);
    let names = &session.config.names;
    let position = *session.position();
    egui::Panel::top("score").show(&mut root, |ui| {
        ui.horizontal(|ui| {
            for side in Side::BOTH {
                let mover = session.to_move() == side && session.phase == OwarePhase::Waiting;
                ui.label(
                    egui::RichText::new(format!(
                        "{}{}: {} game{} won · store {}",
                        if mover { "▶ " } else { "" },
                        names[side.index()],
                        session.score.wins(side),
                        if session.score.wins(side) == 1 {
                            ""
                        } else {
                            "s"
                        },
                        position.store(side)
                    ))
                    .strong()
                    .size(16.0),
                );
                ui.separator();
            }
            ui.label(format!("Oware, {}", format_name(session.score.format)));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button("Menu (Esc)").clicked() {
                    paused.open = true;
                }
            });
        });
    });
    egui::Panel::right("moves")
        .default_size(200.0)
        .show(&mut root, |ui| {
            ui.heading(format!("Game {}", session.games + 1));
            ui.label(match session.phase {
                OwarePhase::Over(_) => "The game is over.".to_string(),
                _ => format!("{} to move", names[session.to_move().index()]),
            });
            if let Some((side, mv, _)) = &session.last {
                ui.label(format!("Last move: {} {mv}", names[side.index()]));
            }
            ui.separator();
            ui.label("Moves");
            egui::ScrollArea::vertical()
                .max_height(300.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    let mut side = session.record.start().side();
                    for (i, mv) in session.record.moves().iter().enumerate() {
                        ui.monospace(format!("{:>3}. {side} {mv}", i + 1));
                        side = side.opponent();
                    }
                });
            ui.separator();
            undo_redo_ui(ui, !session.redo.is_empty(), &mut actions);
            ui.separator();
            settings_ui(ui, &mut queue, &mut rig, &mut numbers, &mut sound);
        });
    show_notice(ctx, &notices);
    if session.replay {
        replay_bar(
            ctx,
            session.record.moves().len(),
            session.redo.len(),
            &mut actions,
        );
    }
    if let OwarePhase::Over(outcome) = session.phase {
        egui::Window::new("result")
            .title_bar(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, -80.0])
            .show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    let headline = match outcome.winner {
                        Some(w) => format!(
                            "{} wins {}–{}",
                            names[w.index()],
                            outcome.total(w),
                            outcome.total(w.opponent())
                        ),
                        None => "A draw, 24–24".to_string(),
                    };
                    ui.heading(
                        egui::RichText::new(headline)
                            .size(30.0)
                            .color(egui::Color32::from_rgb(236, 196, 128)),
                    );
                    ui.label(match outcome.reason {
                        oware::EndReason::Majority => "More than half of the seeds captured.",
                        oware::EndReason::NoLegalMove => {
                            "No move could feed the opponent: each takes the seeds on their side."
                        }
                        oware::EndReason::Repetition => {
                            "The position repeated: each takes the seeds on their side."
                        }
                    });
                    ui.label(format!(
                        "Match ({}): {} {} – {} {}",
                        format_name(session.score.format),
                        names[0],
                        session.score.wins(Side::South),
                        session.score.wins(Side::North),
                        names[1]
                    ));
                    match_buttons(ui, session.score.winner(), &session.config, &mut actions);
                });
            });
    }
    Ok(())
}

/// Screen position of a point on the board, in egui points.
fn on_screen(camera: &Query<(&Camera, &GlobalTransform)>, point: Vec3) -> Option<egui::Pos2> {
    let (camera, transform) = camera.single().ok()?;
    let p = camera.world_to_viewport(transform, point).ok()?;
    Some(egui::pos2(p.x, p.y))
}

fn pit_numbers(
    mut contexts: EguiContexts,
    table: Res<Table>,
    view: Res<TableView>,
    numbers: Res<ShowNumbers>,
    hovered: Res<HoveredPit>,
    camera: Query<(&Camera, &GlobalTransform)>,
    queue: Res<AnimQueue>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !queue.is_idle() {
        return Ok(());
    }
    for side in Side::BOTH {
        for k in table.pits() {
            if !numbers.0 && hovered.0 != Some((side, k)) {
                continue;
            }
            // Just outside the pit, on its owner's side.
            let towards_owner = if side == Side::South { 0.5 } else { -0.5 };
            let anchor = table.pit_center(side, k) + Vec3::new(0.0, 0.02, towards_owner);
            let Some(pos) = on_screen(&camera, anchor) else {
                continue;
            };
            let name = match *table {
                Table::Omweso => letter(k).to_string(),
                Table::Oware if k == STORE => "store ".to_string(),
                Table::Oware => ((b'a' + k) as char).to_string(),
            };
            egui::Area::new(egui::Id::new(("count", side.index(), k)))
                .fixed_pos(pos - egui::vec2(10.0, 10.0))
                .interactable(false)
                .show(ctx, |ui| {
                    ui.label(
                        egui::RichText::new(format!(
                            "{name}{}",
                            view.counts[side.index()][k as usize]
                        ))
                        .size(14.0)
                        .color(egui::Color32::WHITE)
                        .background_color(egui::Color32::from_black_alpha(150)),
                    );
                });
        }
    }
    Ok(())
}

/// Buttons at the pit for a choice: the first lap's direction, okwesera, or
/// a mid-move direction decision.
fn choices(
    mut contexts: EguiContexts,
    session: Res<Session>,
    camera: Query<(&Camera, &GlobalTransform)>,
    mut actions: MessageWriter<Action>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !session.human_to_act() {
        return Ok(());
    }
    let mover = session.to_move();
    let (pit, buttons): (u8, Vec<(String, Action)>) = match &session.phase {
        Phase::Choosing { pit, options } => (
            *pit,
            options
                .iter()
                .map(|o| match o {
                    StartOption::Sow(Dir::Anticlockwise) => {
                        ("Sow → anticlockwise (+)".to_string(), Action::Start(*o))
                    }
                    StartOption::Sow(Dir::Clockwise) => (
                        "← Sow clockwise to capture (−)".to_string(),
                        Action::Start(*o),
                    ),
                    StartOption::Okwesera => {
                        ("Okwesera: 2 then 1 (*)".to_string(), Action::Start(*o))
                    }
                })
                .collect(),
        ),
        Phase::Deciding { decision } => (
            decision.pit,
            vec![
                (
                    "Go on → anticlockwise (+)".to_string(),
                    Action::Decide(Dir::Anticlockwise),
                ),
                (
                    "← Turn clockwise and capture (−)".to_string(),
                    Action::Decide(Dir::Clockwise),
                ),
            ],
        ),
        _ => return Ok(()),
    };
    let Some(pos) = on_screen(
        &camera,
        Table::Omweso.pit_center(mover, pit) + Vec3::Y * 0.4,
    ) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("choice"))
        .fixed_pos(pos + egui::vec2(-110.0, -110.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(egui::RichText::new(format!("Pit {}: choose", letter(pit))).strong());
                for (label, action) in buttons {
                    if ui.button(label).clicked() {
                        actions.write(action);
                    }
                }
            });
        });
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn pause_menu(
    mut contexts: EguiContexts,
    mut paused: ResMut<Paused>,
    mut library: ResMut<Library>,
    mut requests: MessageWriter<LibraryRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut was_open: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if paused.open && !*was_open {
        requests.write(LibraryRequest::Refresh);
        library.message = None;
    }
    *was_open = paused.open;
    if !paused.open {
        return Ok(());
    }
    egui::Window::new("Menu")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                if ui.button("Resume").clicked() {
                    paused.open = false;
                }
                if ui.button("New match").clicked() {
                    paused.open = false;
                    next.set(Screen::Title);
                }
                let rules_label = if paused.rules {
                    "Hide the rules"
                } else {
                    "Rules"
                };
                if ui.button(rules_label).clicked() {
                    paused.rules = !paused.rules;
                }
                if ui.button("Quit").clicked() {
                    exit.write(AppExit::Success);
                }
            });
            if paused.rules {
                ui.separator();
                egui::ScrollArea::vertical()
                    .max_height(360.0)
                    .show(ui, |ui| {
                        ui.label(RULES_SUMMARY);
                    });
            }
            ui.separator();
            ui.heading("Saves and records");
            ui.horizontal(|ui| {
                ui.label("Name");
                ui.text_edit_singleline(&mut library.name);
            });
            ui.horizontal(|ui| {
                let name = library.name.clone();
                if ui.button("Save the match").clicked() {
                    requests.write(LibraryRequest::SaveMatch(name.clone()));
                    requests.write(LibraryRequest::Refresh);
                }
                if ui.button("Export this game's record").clicked() {
                    requests.write(LibraryRequest::ExportRecord(name));
                    requests.write(LibraryRequest::Refresh);
                }
            });
            if let Some(message) = &library.message {
                ui.label(message);
            }
            ui.columns(2, |cols| {
                cols[0].label("Saved matches");
                for name in library.saves.clone() {
                    if cols[0].button(format!("Load {name}")).clicked() {
                        requests.write(LibraryRequest::LoadMatch(name));
                    }
                }
                cols[1].label("Game records");
                for name in library.records.clone() {
                    if cols[1].button(format!("Replay {name}")).clicked() {
                        requests.write(LibraryRequest::Replay(name));
                    }
                }
            });
            ui.small(format!(
                "Folder: {}",
                super::persistence::data_dir().display()
            ));
        });
    Ok(())
}

const RULES_SUMMARY: &str = "Each player owns the two rows nearest them: 16 pits.\n\
Pick a pit of yours with 2 or more seeds and sow them one by one anticlockwise.\n\
If the last seed lands in an empty pit, your turn ends.\n\
If it lands in an occupied pit of your inner row and both opponent pits facing it hold seeds, \
you capture them all and sow them on from the pit you last lifted from.\n\
Otherwise you lift the landing pit's seeds and sow on (a relay).\n\
From the four pits at your left (i, j, a, b) you may sow clockwise, but only to capture.\n\
No capture on your first turn. Before anyone captures, a pit of 3 may be played 2 + 1 (okwesera).\n\
A move that would never end annuls the game.\n\n\
Results: okwa bulijo (the opponent cannot move) 1 point; okutema (their front row emptied, \
or captures in both end columns in one turn) 2 points; akawumbi (wiped out by a capture in an \
end column) 12 points; akakyala (an option) 2 points. The match is played to 12 points.";

fn asset_problem(mut contexts: EguiContexts, problem: Option<Res<AssetProblem>>) -> Result {
    let Some(AssetProblem(Some(message))) = problem.as_deref() else {
        return Ok(());
    };
    egui::Window::new("Missing files")
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .show(contexts.ctx_mut()?, |ui| {
            ui.label(message);
        });
    Ok(())
}

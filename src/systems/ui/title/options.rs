//! The title's options form: the players, the rules options, Omweso's
//! set-up and way of playing, Oware's match format.

use super::TitleForm;
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::settings::Settings;
use crate::systems::session::config::level_name;
use crate::systems::session::oware::format_name;
use crate::systems::session::{Level, SetupStyle, Way};
use crate::text::{Text, side_name};
use bevy_egui::egui;
use mancala::Side;
use mancala::omweso::Rules;
use mancala::oware;

/// The secondary choices: the computer's level and side, names, the rules
/// options, Omweso's set-up and way of playing, Oware's match format.
pub(super) fn options_form(
    ui: &mut egui::Ui,
    form: &mut TitleForm,
    settings: &mut Settings,
    cat: &Catalogue,
) {
    ui.heading(cat.t("options-players"));
    player_options(ui, form, settings, cat);
    ui.separator();
    // A game registered from elsewhere plays its rules' defaults.
    let rules_form: Option<fn(&mut egui::Ui, &mut TitleForm, &Catalogue)> = match form.game {
        game if game == GameKind::OMWESO => Some(omweso_options),
        game if game == GameKind::OWARE => Some(oware_options),
        _ => None,
    };
    if let Some(rules_form) = rules_form {
        ui.heading(cat.t("options-rules"));
        rules_form(ui, form, cat);
        ui.separator();
    }
    crate::systems::ui::style::access_settings(ui, settings, cat);
    ui.separator();
    ui.small(cat.t("options-controls"));
}

/// The players: the computer's level, the side a person plays against it,
/// the names.
fn player_options(
    ui: &mut egui::Ui,
    form: &mut TitleForm,
    settings: &mut Settings,
    cat: &Catalogue,
) {
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
}

/// Omweso's rules options, its set-up and its way of playing.
fn omweso_options(ui: &mut egui::Ui, form: &mut TitleForm, cat: &Catalogue) {
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

/// Oware's grand slam rule and match format.
fn oware_options(ui: &mut egui::Ui, form: &mut TitleForm, cat: &Catalogue) {
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

//! The settings in the game's side panel: animation, numbers, seat,
//! access, quality, language, sound, and where the endgame tables stand.

use crate::locale::Catalogue;
use crate::settings::{AnimSpeed, Quality, Settings};
use crate::text::Text;
use crate::text::side_name;
use bevy_egui::egui;
use mancala::Side;

/// Animation speed, numbers on pits, the camera seat and sound.
pub(super) fn settings_ui(ui: &mut egui::Ui, settings: &mut Settings, cat: &Catalogue) {
    ui.label(cat.t("settings-animation"));
    ui.horizontal_wrapped(|ui| {
        for speed in AnimSpeed::ALL {
            ui.selectable_value(&mut settings.speed, speed, cat.t(speed.name()));
        }
    });
    ui.checkbox(&mut settings.show_numbers, cat.t("settings-numbers"));
    ui.horizontal_wrapped(|ui| {
        ui.label(cat.t("settings-seat"));
        ui.selectable_value(&mut settings.fixed_seat, None, cat.t("settings-seat-mover"));
        for side in Side::BOTH {
            let name = cat.text(&side_name(side));
            ui.selectable_value(&mut settings.fixed_seat, Some(side), name);
        }
    });
    ui.checkbox(&mut settings.face_to_face, cat.t("settings-face-to-face"));
    super::style::access_settings(ui, settings, cat);
    ui.horizontal_wrapped(|ui| {
        ui.label(cat.t("settings-quality"));
        ui.selectable_value(&mut settings.quality, Quality::Auto, cat.t("quality-auto"));
        ui.selectable_value(&mut settings.quality, Quality::High, cat.t("quality-high"));
        ui.selectable_value(&mut settings.quality, Quality::Low, cat.t("quality-low"));
    });
    super::language_picker(ui, settings, cat);
    ui.horizontal(|ui| {
        ui.checkbox(&mut settings.muted, cat.t("settings-mute"));
        ui.add_enabled(
            !settings.muted,
            egui::Slider::new(&mut settings.volume, 0.0..=1.0).show_value(false),
        );
    });
    ui.label(cat.text(&endgame_tables_state()));
}

/// Where Oware's endgame tables stand: the computer's master and blitz
/// consult them as soon as they are there.
fn endgame_tables_state() -> Text {
    tables_text(mancala::oware::tables::state())
}

/// What the settings say of the tables: bounds for every board, and how
/// many of them are exact (never "exact" for all).
fn tables_text(state: mancala::oware::tables::TablesState) -> Text {
    use mancala::oware::tables::TablesState;
    match state {
        TablesState::NotLoaded => Text::new("settings-tables-looking"),
        TablesState::Off => Text::new("settings-tables-off"),
        TablesState::Building { percent } => {
            Text::new("settings-tables-building").num("percent", percent)
        }
        TablesState::Ready { max_seeds, exact } => Text::new("settings-tables-ready")
            .num("seeds", max_seeds)
            .num("percent", exact.percent)
            .num("exact", exact.all_up_to),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Catalogue, Lang};
    use mancala::oware::tables::{Exactness, TablesState};

    fn english(text: &Text) -> String {
        Catalogue::new(Lang::En).text(text)
    }

    /// The tables hold bounds for every board and exact values for a
    /// share: the settings say so, never "exact for every ending".
    #[test]
    fn ready_tables_are_said_to_be_bounds_exact_for_a_share() {
        let ready = TablesState::Ready {
            max_seeds: 15,
            exact: Exactness {
                all_up_to: 3,
                percent: 11,
            },
        };
        assert_eq!(
            english(&tables_text(ready)),
            "Endgame tables: ready: bounds for every Oware ending of up to 15 seeds, exact for 11 % of them (all of those up to 3 seeds)"
        );
        assert_eq!(
            english(&tables_text(TablesState::Building { percent: 40 })),
            "Endgame tables: building 40 %"
        );
    }
}

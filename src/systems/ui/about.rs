//! About the games: where each is played and its history as this project's
//! sources tell it (texts kept outside this repository: an Omweso overview
//! read in its Swahili, Greek, Russian and Gujarati versions, and an Oware
//! overview in Romanian), with the source named. The words are in the
//! catalogue.

use super::BRASS;
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::text::Text;
use bevy_egui::egui;

/// The page itself, in a window.
pub fn window(ctx: &egui::Context, game: GameKind, open: &mut bool, cat: &Catalogue) {
    egui::Window::new(cat.text(&about_title(game)))
        .id(egui::Id::new("about"))
        .collapsible(false)
        .resizable(false)
        .default_width(560.0)
        .anchor(egui::Align2::RIGHT_BOTTOM, [-16.0, -16.0])
        .open(open)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(420.0)
                .show(ui, |ui| {
                    for paragraph in game.about() {
                        ui.label(egui::RichText::new(cat.t(&paragraph)).size(16.0));
                        ui.add_space(8.0);
                    }
                    ui.label(
                        egui::RichText::new(cat.t(&game.about_source()))
                            .italics()
                            .small()
                            .color(BRASS),
                    );
                });
        });
}

/// "About Omweso".
pub(super) fn about_title(game: GameKind) -> Text {
    Text::new("about-title").str("game", game.name())
}

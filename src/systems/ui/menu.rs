//! The pause menu (Esc): resume, a new match, the rules of the game being
//! played, saves and records, quit. While it is open the game is paused.

use crate::locale::Catalogue;
use crate::settings::Exhibition;
use crate::states::{Pause, Screen};
use crate::systems::persistence::{DataDir, Library, LibraryRequest};
use crate::systems::session::MatchView;
use crate::text::Text;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Which part of the menu is open.
#[derive(Resource, Default)]
pub(super) struct MenuPage {
    rules: bool,
}

#[allow(clippy::too_many_arguments)]
pub(super) fn pause_menu(
    mut contexts: EguiContexts,
    view: Res<MatchView>,
    mut page: ResMut<MenuPage>,
    mut library: ResMut<Library>,
    mut requests: MessageWriter<LibraryRequest>,
    mut pause: ResMut<NextState<Pause>>,
    mut screen: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    dir: Res<DataDir>,
    exhibition: Res<Exhibition>,
    cat: Res<Catalogue>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(cat.t("menu-title"))
        .id(egui::Id::new("menu"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                if ui.button(cat.t("menu-resume")).clicked() {
                    pause.set(Pause::Running);
                }
                if ui.button(cat.t("menu-new-match")).clicked() {
                    screen.set(Screen::Title);
                }
                let rules_label = if page.rules {
                    "menu-hide-rules"
                } else {
                    "menu-rules"
                };
                if ui.button(cat.t(rules_label)).clicked() {
                    page.rules = !page.rules;
                }
                // At an exhibition nobody quits, and the files are not theirs.
                if exhibition.offers_quit() && ui.button(cat.t("quit")).clicked() {
                    exit.write(AppExit::Success);
                }
            });
            if page.rules {
                ui.separator();
                egui::ScrollArea::vertical()
                    .max_height(360.0)
                    .show(ui, |ui| {
                        ui.label(cat.t(view.rules_summary));
                    });
            }
            if !exhibition.offers_files() {
                return;
            }
            ui.separator();
            ui.heading(cat.t("menu-files"));
            ui.horizontal(|ui| {
                ui.label(cat.t("menu-file-name"));
                ui.text_edit_singleline(&mut library.name);
            });
            ui.horizontal(|ui| {
                let name = library.name.clone();
                if ui.button(cat.t("menu-save")).clicked() {
                    requests.write(LibraryRequest::SaveMatch(name.clone()));
                    requests.write(LibraryRequest::Refresh);
                }
                if ui.button(cat.t("menu-export")).clicked() {
                    requests.write(LibraryRequest::ExportRecord(name));
                    requests.write(LibraryRequest::Refresh);
                }
            });
            if let Some(message) = &library.message {
                ui.label(cat.text(message));
            }
            ui.columns(2, |cols| {
                cols[0].label(cat.t("menu-saved-matches"));
                for name in library.saves.clone() {
                    let label = Text::new("menu-load").str("name", name.clone());
                    if cols[0].button(cat.text(&label)).clicked() {
                        requests.write(LibraryRequest::LoadMatch(name));
                    }
                }
                cols[1].label(cat.t("menu-records"));
                for name in library.records.clone() {
                    let label = Text::new("menu-replay").str("name", name.clone());
                    if cols[1].button(cat.text(&label)).clicked() {
                        requests.write(LibraryRequest::Replay(name));
                    }
                }
            });
            let folder = Text::new("menu-folder").str("path", dir.0.display().to_string());
            ui.small(cat.text(&folder));
        });
    Ok(())
}

/// Opening the menu lists the folder afresh.
pub(super) fn on_open(mut library: ResMut<Library>, mut requests: MessageWriter<LibraryRequest>) {
    requests.write(LibraryRequest::Refresh);
    library.message = None;
}

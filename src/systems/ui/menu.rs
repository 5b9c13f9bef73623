//! The pause menu (Esc): resume, a new match, the rules of the game being
//! played, saves and records, quit. While it is open the game is paused.

use crate::locale::Catalogue;
use crate::settings::Kiosk;
use crate::states::{Pause, Screen};
use crate::systems::persistence::{DataDir, Library, LibraryRequest};
use crate::systems::session::MatchView;
use crate::text::Text;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Which part of the menu is open.
#[derive(Resource, Default)]
pub(super) struct MenuPage {
    rules: bool,
}

/// The saves and records the menu reaches: the library's lists, the file
/// name and the last message, the requests to it, and its folder.
#[derive(SystemParam)]
pub(super) struct MenuFiles<'w> {
    library: ResMut<'w, Library>,
    requests: MessageWriter<'w, LibraryRequest>,
    dir: Res<'w, DataDir>,
}

/// Where the menu's buttons lead: back to the game, to the title, out.
#[derive(SystemParam)]
pub(super) struct MenuExits<'w> {
    pause: ResMut<'w, NextState<Pause>>,
    screen: ResMut<'w, NextState<Screen>>,
    exit: MessageWriter<'w, AppExit>,
}

/// The menu: its buttons, the rules when asked for, and (but at an
/// exhibition) the saves and records.
pub(super) fn pause_menu(
    mut contexts: EguiContexts,
    view: Res<MatchView>,
    mut page: ResMut<MenuPage>,
    mut files: MenuFiles,
    mut exits: MenuExits,
    kiosk: Res<Kiosk>,
    cat: Res<Catalogue>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(cat.t("menu-title"))
        .id(egui::Id::new("menu"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| menu_buttons(ui, &mut page, &mut exits, &kiosk, &cat));
            if page.rules {
                ui.separator();
                egui::ScrollArea::vertical()
                    .max_height(360.0)
                    .show(ui, |ui| {
                        ui.label(cat.t(view.rules_summary));
                    });
            }
            if !kiosk.offers_files() {
                return;
            }
            files_section(ui, &mut files, &cat);
        });
    Ok(())
}

/// Resume, a new match, the rules shown or hidden, and Quit; at an
/// exhibition nobody quits.
pub(super) fn menu_buttons(
    ui: &mut egui::Ui,
    page: &mut ResMut<MenuPage>,
    exits: &mut MenuExits,
    kiosk: &Kiosk,
    cat: &Catalogue,
) {
    if ui.button(cat.t("menu-resume")).clicked() {
        exits.pause.set(Pause::Running);
    }
    if ui.button(cat.t("menu-new-match")).clicked() {
        exits.screen.set(Screen::Title);
    }
    let rules_label = if page.rules {
        "menu-hide-rules"
    } else {
        "menu-rules"
    };
    if ui.button(cat.t(rules_label)).clicked() {
        page.rules = !page.rules;
    }
    if kiosk.offers_quit() && ui.button(cat.t("quit")).clicked() {
        exits.exit.write(AppExit::Success);
    }
}

/// The files: a name to save the match or export its record under, the
/// last message, the saved matches and records to open, and the folder.
fn files_section(ui: &mut egui::Ui, files: &mut MenuFiles, cat: &Catalogue) {
    let MenuFiles {
        library,
        requests,
        dir,
    } = files;
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
    ui.columns(2, |cols| file_lists(cols, library, requests, cat));
    let folder = Text::new("menu-folder").str("path", dir.0.display().to_string());
    ui.small(cat.text(&folder));
}

/// The saved matches (to load) and the records (to replay), side by side.
fn file_lists(
    cols: &mut [egui::Ui],
    library: &Library,
    requests: &mut MessageWriter<LibraryRequest>,
    cat: &Catalogue,
) {
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
}

/// Opening the menu lists the folder afresh.
pub(super) fn on_open(mut library: ResMut<Library>, mut requests: MessageWriter<LibraryRequest>) {
    requests.write(LibraryRequest::Refresh);
    library.message = None;
}

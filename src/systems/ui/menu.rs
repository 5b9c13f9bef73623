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
            let shown = Shown {
                kiosk: *kiosk,
                cat: &cat,
                rules: &view.rules_summary,
            };
            menu_contents(ui, &mut page, &mut files, &mut exits, &shown);
        });
    Ok(())
}

/// What the menu is shown for: where, in which words, for which game.
struct Shown<'a> {
    kiosk: Kiosk,
    cat: &'a Catalogue,
    /// The game's rules summary (a catalogue id).
    rules: &'a str,
}

/// The menu's window: its buttons, the rules when asked for, and (but at
/// an exhibition) the saves and records.
fn menu_contents(
    ui: &mut egui::Ui,
    page: &mut ResMut<MenuPage>,
    files: &mut MenuFiles,
    exits: &mut MenuExits,
    shown: &Shown,
) {
    let cat = shown.cat;
    ui.vertical_centered(|ui| menu_buttons(ui, page, exits, &shown.kiosk, cat));
    if page.rules {
        ui.separator();
        egui::ScrollArea::vertical()
            .max_height(360.0)
            .show(ui, |ui| {
                ui.label(cat.t(shown.rules));
            });
    }
    if shown.kiosk.offers_files() {
        files_section(ui, files, cat);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;
    use bevy::ecs::system::RunSystemOnce;
    use bevy_egui::egui::accesskit::Role;

    /// The names of the menu's buttons in its first frame, in English.
    fn buttons(kiosk: Kiosk) -> Vec<String> {
        let mut world = World::new();
        world.init_resource::<MenuPage>();
        world.init_resource::<Library>();
        world.init_resource::<NextState<Pause>>();
        world.init_resource::<NextState<Screen>>();
        world.init_resource::<Messages<AppExit>>();
        world.init_resource::<Messages<LibraryRequest>>();
        world.insert_resource(DataDir(std::env::temp_dir()));
        let show = move |mut page: ResMut<MenuPage>, mut files: MenuFiles, mut exits: MenuExits| {
            let cat = Catalogue::new(Lang::En);
            let shown = Shown {
                kiosk,
                cat: &cat,
                rules: "menu-rules",
            };
            let ctx = egui::Context::default();
            ctx.enable_accesskit();
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
                menu_contents(ui, &mut page, &mut files, &mut exits, &shown);
            });
            output.textures_delta.clear();
            let tree = output.platform_output.accesskit_update.unwrap();
            tree.nodes
                .into_iter()
                .filter(|(_, node)| node.role() == Role::Button)
                .filter_map(|(_, node)| node.label().map(str::to_string))
                .collect::<Vec<String>>()
        };
        world.run_system_once(show).unwrap()
    }

    const SAVE: &str = "Save the match";
    const EXPORT: &str = "Export this game's record";

    /// At home the menu offers Quit and the files; at an exhibition
    /// neither, and still the way back to the game and to a new match.
    #[test]
    fn a_kiosk_menu_offers_neither_quit_nor_the_files() {
        let home = buttons(Kiosk { on: false });
        for name in ["Resume", "New match", "Quit", SAVE, EXPORT] {
            assert!(home.iter().any(|b| b == name), "{name} at home: {home:?}");
        }
        let kiosk = buttons(Kiosk { on: true });
        for name in ["Resume", "New match"] {
            assert!(
                kiosk.iter().any(|b| b == name),
                "{name} at a kiosk: {kiosk:?}"
            );
        }
        for name in ["Quit", SAVE, EXPORT] {
            assert!(
                !kiosk.iter().any(|b| b == name),
                "{name} at a kiosk: {kiosk:?}"
            );
        }
    }
}

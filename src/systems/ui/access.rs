//! What a screen reader reads and plays, through egui's AccessKit tree
//! (published over AT-SPI on Linux, where Orca reads it): the board as a
//! grid with a row per board row and a button per pit, named with its
//! seeds, that plays the pit as a click does; the score, whose turn and the
//! result as text; the caption and each notice as live regions, announced
//! when they come. It is drawn fully transparent and lets clicks through:
//! sighted players see the board, not this. Ctrl+D (or the HUD's button)
//! describes the whole board in words, as a notice.

use super::NoticeBoard;
use crate::games::{Cell, GameKind};
use crate::locale::Catalogue;
use crate::settings::Settings;
use crate::systems::board::camera::{FreeArea, seat_of};
use crate::systems::board::keyboard::PitFocus;
use crate::systems::session::view::ResultView;
use crate::systems::session::{Action, MatchView, Notice, TableView};
use crate::text::Text;
use bevy::a11y::{AccessibilityRequested, ActionRequest};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Action::Click, Live, Node, Role};
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiInput, PrimaryEguiContext, egui};
use mancala::Side;

/// What the accessible layer reads.
pub struct AccessView<'a> {
    pub table: &'a TableView,
    pub view: &'a MatchView,
    /// The notice on the screen, with its number: each new number is
    /// announced anew, even with the words of the one before.
    pub notice: Option<(u64, &'a Text)>,
    /// The seat the board is seen from: the grid's rows run as the board
    /// shows them from there, far row first, each from the left.
    pub seat: Side,
    pub cat: &'a Catalogue,
}

/// The seat the board is seen from, as the camera chooses it.
pub(super) fn seat(settings: &Settings, table: &TableView) -> Side {
    settings.fixed_seat.unwrap_or_else(|| seat_of(table))
}

/// A pit's letter (Oware: its house's; a store has none).
fn pit_letter(game: GameKind, k: u8) -> String {
    game.pit_letter(k).map(String::from).unwrap_or_default()
}

/// A pit's name in the grid, with ", you may play" when a person may sow
/// from it now.
fn pit_name(table: &TableView, side: Side, k: u8) -> Text {
    let seeds = table.counts[side.index()][usize::from(k)];
    let words = table.game.pit_words(side, k).num("seeds", seeds);
    if table.human_to_act && side == table.to_move && table.playable.contains(&k) {
        Text::new("access-playable").text("pit", words)
    } else {
        words
    }
}

/// What a screen reader did in the accessible layer.
#[derive(Debug, Default)]
pub struct AccessOutcome {
    /// A pit activated, as the board's picking sends a click.
    pub touched: Option<Action>,
    /// The pit whose button has the focus: the board's keyboard focus
    /// follows it, so that Enter plays that pit and the board shows it.
    pub focused: Option<(Side, u8)>,
}

/// The accessible layer over the board's top left corner `at`: the grid,
/// the match as text, the live regions.
pub fn accessible_board(ctx: &egui::Context, at: egui::Pos2, shown: &AccessView) -> AccessOutcome {
    let mut outcome = AccessOutcome::default();
    egui::Area::new(egui::Id::new("accessible board"))
        .fixed_pos(at)
        .interactable(false)
        .show(ctx, |ui| {
            // For a screen reader only: nothing is drawn and the pointer
            // passes through to the board.
            ui.set_opacity(0.0);
            outcome = pit_grid(ui, shown);
            match_nodes(ui, shown);
        });
    // Computers against each other (a demonstration): a touch only wakes.
    if !shown.table.humans.contains(&true) {
        outcome.touched = None;
    }
    outcome
}

/// Writes the AccessKit node of `ui`'s own container.
fn node(ui: &egui::Ui, write: impl FnOnce(&mut Node)) {
    ui.ctx().accesskit_node_builder(ui.unique_id(), write);
}

/// The grid: a row per board row, a button per pit.
fn pit_grid(ui: &mut egui::Ui, shown: &AccessView) -> AccessOutcome {
    let table = shown.table;
    let rows = table.game.rows(shown.seat);
    let columns = rows.iter().flatten().map(|cell| cell.0 + 1).max();
    let mut outcome = AccessOutcome::default();
    ui.vertical(|ui| {
        node(ui, |node| {
            node.set_role(Role::Grid);
            node.set_label(shown.cat.t("access-board"));
            node.set_row_count(rows.len());
            node.set_column_count(columns.unwrap_or(0));
        });
        for (r, row) in rows.iter().enumerate() {
            ui.horizontal(|ui| {
                if let Some(&(_, side, k)) = row.first() {
                    let name = shown.cat.text(&table.game.row_words(side, k));
                    node(ui, |node| {
                        node.set_role(Role::Row);
                        node.set_label(name);
                        node.set_row_index(r);
                    });
                }
                for &(c, side, k) in row {
                    let (activated, focused) = pit_button(ui, shown, (r, c), side, k);
                    if activated {
                        outcome.touched = Some(Action::Touch {
                            side,
                            pit: k,
                            remove: false,
                        });
                    }
                    if focused {
                        outcome.focused = Some((side, k));
                    }
                }
            });
        }
    });
    outcome
}

/// A pit's button, named in full: whether a screen reader activated it,
/// and whether it has the focus. Enter on it is left to the board's
/// keyboard, whose focus follows the button's.
fn pit_button(
    ui: &mut egui::Ui,
    shown: &AccessView,
    (row, column): (usize, usize),
    side: Side,
    k: u8,
) -> (bool, bool) {
    let name = shown.cat.text(&pit_name(shown.table, side, k));
    let seeds = shown.table.counts[side.index()][usize::from(k)];
    // An id of the pit's own, so that a screen reader's focus stays on the
    // pit when the rows turn with the seat.
    let id = egui::Id::new(("accessible pit", side.index(), k));
    let response = ui
        .scope_builder(egui::UiBuilder::new().id(id), |ui| {
            ui.small_button(format!("{}{seeds}", pit_letter(shown.table.game, k)))
        })
        .inner;
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_label(name);
        node.set_row_index(row);
        node.set_column_index(column);
    });
    let asked = ui.input(|i| i.has_accesskit_action_request(response.id, Click));
    (response.clicked() && asked, response.has_focus())
}

/// The score, whose turn and the result, as text; what is known of the
/// start, the caption, the result and the latest notice announced as they
/// come.
fn match_nodes(ui: &mut egui::Ui, shown: &AccessView) {
    let (view, cat) = (shown.view, shown.cat);
    for side in Side::BOTH {
        let name = cat.text(&view.names[side.index()]);
        let score = format!("{name}: {}", cat.text(&view.scores[side.index()]));
        text_node(ui, ("score", side.index()), score, None);
    }
    text_node(ui, "turn", cat.text(&view.status), None);
    if let Some(known) = &view.known {
        text_node(ui, "known start", cat.text(known), Some(Live::Polite));
    }
    if let Some(result) = &view.result {
        text_node(ui, "result", result_words(result, cat), Some(Live::Polite));
    }
    if let Some(caption) = &view.caption {
        text_node(ui, "caption", cat.text(caption), Some(Live::Polite));
    }
    if let Some((number, notice)) = shown.notice {
        text_node(ui, ("notice", number), cat.text(notice), Some(Live::Polite));
    }
}

/// The end of a game in one sentence after another.
fn result_words(result: &ResultView, cat: &Catalogue) -> String {
    [
        Some(&result.title),
        result.subtitle.as_ref(),
        Some(&result.detail),
    ]
    .into_iter()
    .flatten()
    .chain([&result.match_line])
    .chain(result.known.as_ref())
    .map(|text| cat.text(text))
    .collect::<Vec<_>>()
    .join(". ")
}

/// A node of text with an id of its own (a live region's node keeps it
/// while its words change, and so is announced only when they do).
fn text_node(
    ui: &mut egui::Ui,
    key: impl std::hash::Hash + std::fmt::Debug,
    words: String,
    live: Option<Live>,
) {
    let id = egui::Id::new(("accessible text", key));
    ui.scope_builder(egui::UiBuilder::new().id(id), |ui| {
        node(ui, |node| {
            node.set_role(Role::Label);
            node.set_value(words);
            if let Some(live) = live {
                node.set_live(live);
            }
        });
    });
}

/// The board in words, row by row as seen from `seat`, then whose turn it
/// is and the pits the mover may play.
pub fn describe_board(table: &TableView, view: &MatchView, seat: Side) -> Text {
    const ROWS: [&str; 4] = ["first", "second", "third", "fourth"];
    let id = table.game.describe_board();
    let rows = table.game.rows(seat);
    let described = rows
        .iter()
        .zip(ROWS)
        .fold(Text::new(id), |text, (row, arg)| {
            text.text(arg, row_counts(table, row))
        });
    described.text("turn", turn_words(table, view))
}

/// "North, outer row: i 4, j 4, …".
fn row_counts(table: &TableView, row: &[Cell]) -> Text {
    let Some(&(_, side, k)) = row.first() else {
        return Text::plain("");
    };
    let pits = row
        .iter()
        .map(|&(_, side, k)| {
            let seeds = table.counts[side.index()][usize::from(k)];
            if table.game.pit_letter(k).is_none() {
                Text::new("access-describe-store").num("seeds", seeds)
            } else {
                Text::plain(format!("{} {seeds}", pit_letter(table.game, k)))
            }
        })
        .collect();
    Text::new("access-describe-row")
        .text("row", table.game.row_words(side, k))
        .text("pits", Text::List(pits))
}

/// Whose turn and what they may play; once the game is over, that.
fn turn_words(table: &TableView, view: &MatchView) -> Text {
    if view.over || table.playable.is_empty() {
        return view.status.clone();
    }
    let pits = table
        .playable
        .iter()
        .map(|&k| Text::plain(pit_letter(table.game, k)))
        .collect();
    Text::new("access-describe-turn")
        .text("name", table.names[table.to_move.index()].clone())
        .text("pits", Text::and_list(pits))
}

/// The board in words, as a notice (Ctrl+D does the same): first in the
/// HUD's panel, where a screen reader's Tab finds it.
pub(super) fn describe_button(
    ui: &mut egui::Ui,
    table: &TableView,
    view: &MatchView,
    settings: &Settings,
    cat: &Catalogue,
    notices: &mut MessageWriter<Notice>,
) {
    if ui.button(cat.t("access-describe-button")).clicked() {
        let words = describe_board(table, view, seat(settings, table));
        notices.write(Notice(words));
    }
}

/// What the accessible layer reads in the game.
#[derive(SystemParam)]
pub(super) struct AccessShown<'w> {
    table: Res<'w, TableView>,
    view: Res<'w, MatchView>,
    notices: Res<'w, NoticeBoard>,
    settings: Res<'w, Settings>,
    free: Res<'w, FreeArea>,
    cat: Res<'w, Catalogue>,
    requested: Option<Res<'w, AccessibilityRequested>>,
}

/// The accessible layer, while a screen reader listens (without one, no
/// hidden button takes the keyboard's focus).
pub(super) fn accessible_layer(
    mut contexts: EguiContexts,
    shown: AccessShown,
    mut focus: ResMut<PitFocus>,
    mut actions: MessageWriter<Action>,
) -> Result {
    if !shown.requested.as_ref().is_some_and(|r| r.get()) {
        return Ok(());
    }
    let notice =
        (shown.notices.seconds > 0.0).then_some((shown.notices.number, &shown.notices.text));
    let view = AccessView {
        table: &shown.table,
        view: &shown.view,
        notice,
        seat: seat(&shown.settings, &shown.table),
        cat: &shown.cat,
    };
    let at = shown
        .free
        .0
        .map_or(egui::Pos2::ZERO, |r| egui::pos2(r.min.x, r.min.y));
    let outcome = accessible_board(contexts.ctx_mut()?, at, &view);
    if let Some(action) = outcome.touched {
        actions.write(action);
    }
    if let Some(pit) = outcome.focused
        && focus.pit != Some(pit)
    {
        *focus = PitFocus {
            pit: Some(pit),
            shown: true,
        };
    }
    Ok(())
}

/// egui builds its AccessKit tree only while a screen reader has asked for
/// it: a frame without one does none of that work.
pub(super) fn follow_screen_reader(
    requested: Option<Res<AccessibilityRequested>>,
    mut contexts: EguiContexts,
    mut enabled: Local<Option<bool>>,
) -> Result {
    let wanted = requested.is_some_and(|r| r.get());
    if *enabled != Some(wanted) {
        let ctx = contexts.ctx_mut()?;
        if wanted {
            ctx.enable_accesskit();
        } else {
            ctx.disable_accesskit();
        }
        *enabled = Some(wanted);
    }
    Ok(())
}

/// A screen reader's requests (activate, focus) reach egui as input, as
/// bevy_egui does not pass them on itself.
pub(super) fn forward_screen_reader_actions(
    mut requests: MessageReader<ActionRequest>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    let Ok(mut input) = inputs.single_mut() else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        let event = egui::Event::AccessKitActionRequest(request.0.clone());
        input.0.events.push(event);
    }
}

/// Ctrl+D describes the board (D alone plays pit d).
pub(super) fn describe_key(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    table: Res<TableView>,
    view: Res<MatchView>,
    settings: Res<Settings>,
    mut notices: MessageWriter<Notice>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyD) && !egui.is_some_and(|e| e.wants_keyboard_input()) {
        let seat = seat(&settings, &table);
        notices.write(Notice(describe_board(&table, &view, seat)));
    }
}

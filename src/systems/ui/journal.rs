//! "Your games", a window of the title: the games finished, newest first,
//! each with a button that opens it in the replay viewer; the totals per
//! game and opponent; and clearing the journal, once confirmed. Results are
//! said in words, never by colour alone; every control takes the keyboard.

use super::BRASS;
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::systems::persistence::Journal;
use crate::systems::persistence::JournalRequest;
use crate::systems::persistence::journal::{
    Against, Entry, GameResult, JOURNAL_CAP, Total, games_of, totals,
};
use crate::systems::session::{level_name, points_words};
use crate::text::Text;
use crate::text::side_name;
use bevy::prelude::*;
use bevy_egui::egui;

/// The window's state on the title.
#[derive(Default)]
pub(super) struct JournalWindow {
    pub(super) open: bool,
    /// "Clear the journal" was pressed: ask before clearing.
    confirm_clear: bool,
}

/// The window itself (`height`: the screen's).
pub(super) fn window(
    ctx: &egui::Context,
    height: f32,
    page: &mut JournalWindow,
    journal: &Journal,
    requests: &mut MessageWriter<JournalRequest>,
    cat: &Catalogue,
) {
    let mut open = page.open;
    super::top_right_window(cat.t("title-journal"), "journal", 620.0)
        .open(&mut open)
        .show(ctx, |ui| {
            if let Some(message) = &journal.message {
                ui.label(egui::RichText::new(cat.text(message)).strong());
            }
            if !journal.loaded() {
                ui.label(cat.t("journal-loading"));
            } else if journal.entries().is_empty() {
                ui.label(cat.t("journal-empty"));
            } else {
                totals_section(ui, journal.entries(), cat);
                ui.separator();
                games_list(ui, height * 0.45, journal.entries(), requests, cat);
                ui.separator();
                clear_section(ui, page, journal.entries().len(), requests, cat);
            }
            let cap = Text::new("journal-kept-newest").num("cap", JOURNAL_CAP);
            ui.small(cat.text(&cap));
        });
    page.open = open;
    if !open {
        page.confirm_clear = false;
    }
}

/// Per game, its count of games, then each opponent's won, lost, drawn or
/// annulled.
fn totals_section(ui: &mut egui::Ui, entries: &[Entry], cat: &Catalogue) {
    ui.heading(egui::RichText::new(cat.t("journal-totals")).color(BRASS));
    let totals = totals(entries);
    for game in GameKind::all() {
        let games = games_of(entries, game);
        if games == 0 {
            continue;
        }
        let line = Text::new("journal-game-total")
            .str("game", game.name())
            .num("games", games);
        ui.label(egui::RichText::new(cat.text(&line)).strong());
        for total in totals.iter().filter(|t| t.game == game) {
            ui.label(format!("    {}", cat.text(&tally_line(total))));
        }
    }
}

/// "against Expert: 3 won, 7 lost, 1 drawn" (Omweso counts the annulled
/// instead of draws; two players only the games, having no one side).
fn tally_line(total: &Total) -> Text {
    let tally = total.tally;
    let id = match total.against {
        Against::TwoPlayers => "journal-tally-two".to_string(),
        _ => total.game.tally(),
    };
    Text::new(id)
        .text("opponent", against_words(total.against))
        .num("games", tally.games())
        .num("won", tally.won)
        .num("lost", tally.lost)
        .num("drawn", tally.drawn)
        .num("annulled", tally.annulled)
}

/// The games, newest first, each with its Open button (a long journal is
/// laid out only where it shows).
fn games_list(
    ui: &mut egui::Ui,
    max_height: f32,
    entries: &[Entry],
    requests: &mut MessageWriter<JournalRequest>,
    cat: &Catalogue,
) {
    ui.heading(egui::RichText::new(cat.t("journal-games")).color(BRASS));
    let row = 36.0;
    egui::ScrollArea::vertical()
        .max_height(max_height.max(row * 3.0))
        .auto_shrink([false, true])
        .show_rows(ui, row, entries.len(), |ui, rows| {
            for shown in rows {
                let index = entries.len() - 1 - shown;
                ui.horizontal(|ui| {
                    let open =
                        egui::Button::new(cat.t("journal-open")).min_size(egui::vec2(90.0, row));
                    let line = cat.text(&entry_line(&entries[index]));
                    if ui.add(open).on_hover_text(&line).clicked() {
                        requests.write(JournalRequest::Open(index));
                    }
                    ui.label(line);
                });
            }
        });
}

/// A game in one line: when, which game, against whom, how it ended, and
/// its points or seeds.
fn entry_line(entry: &Entry) -> Text {
    Text::new("journal-entry")
        .str("date", shown_date(&entry.date))
        .str("game", entry.game.name())
        .text("opponent", against_words(entry.against))
        .text("result", result(entry))
        .text(
            "points",
            points_words(&entry.points).unwrap_or_else(|| Text::plain("")),
        )
}

/// `2025-05-01T14:03:22Z` as `2025-05-01 14:03 UTC` (anything else as it is).
fn shown_date(date: &str) -> String {
    match (date.get(..10), date.get(11..16)) {
        (Some(day), Some(time)) if date.ends_with('Z') => format!("{day} {time} UTC"),
        _ => date.to_string(),
    }
}

fn against_words(against: Against) -> Text {
    match against {
        Against::Computer(level) => Text::new("journal-against").text("level", level_name(level)),
        Against::TwoPlayers => Text::new("journal-two-players"),
    }
}

/// The result from the player's side; between two players, who won.
fn result(entry: &Entry) -> Text {
    match (entry.against, entry.result) {
        (_, GameResult::Annulled) => Text::new("journal-annulled"),
        (_, GameResult::Draw) => Text::new("journal-drawn"),
        (Against::TwoPlayers, won_or_lost) => {
            let winner = match won_or_lost {
                GameResult::Won => entry.seat,
                _ => entry.seat.opponent(),
            };
            Text::new("journal-side-won").text("side", side_name(winner))
        }
        (_, GameResult::Won) => Text::new("journal-won"),
        (_, GameResult::Lost) => Text::new("journal-lost"),
    }
}

/// "Clear the journal…", then the question and its two answers.
fn clear_section(
    ui: &mut egui::Ui,
    page: &mut JournalWindow,
    games: usize,
    requests: &mut MessageWriter<JournalRequest>,
    cat: &Catalogue,
) {
    let button = |id: &str| egui::Button::new(cat.t(id)).min_size(egui::vec2(90.0, 36.0));
    if !page.confirm_clear {
        if ui.add(button("journal-clear")).clicked() {
            page.confirm_clear = true;
        }
        return;
    }
    let question = Text::new("journal-clear-confirm").num("games", games);
    ui.label(egui::RichText::new(cat.text(&question)).strong());
    ui.horizontal(|ui| {
        // Keeping them comes first, for the keyboard.
        let keep = ui.add(button("journal-clear-no"));
        if ui.add(button("journal-clear-yes")).clicked() {
            requests.write(JournalRequest::Clear);
            page.confirm_clear = false;
        }
        if keep.clicked() {
            page.confirm_clear = false;
        }
    });
}

//! The review: in the HUD's side panel, where the game stands and how far
//! the engine has judged it, the steps along it, the graph of the
//! advantage, the moves with their classes and words, the engine's line
//! and another move to try; the arrow keys step; over the board, the order
//! of the engine's line at its pits.
//!
//! Classes are told by a mark as well as by colour (chess players' `?!`,
//! `?`, `??`), and on the graph by shape.

use super::BRASS;
use crate::locale::Catalogue;
use crate::systems::board::camera::ViewCamera;
use crate::systems::session::review_words::class_name;
use crate::systems::session::{Action, Level, ReviewView, TableView};
use crate::text::Text;
use crate::text::side_name;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use mancala::review::Class;

/// A class's mark, as annotators write it.
pub(super) fn mark(class: Class) -> &'static str {
    match class {
        Class::Best => "✔",
        Class::Good => "·",
        Class::Inaccuracy => "?!",
        Class::Mistake => "?",
        Class::Blunder => "??",
    }
}

/// A class's colour, always beside its mark or shape.
pub(super) fn colour(class: Class) -> egui::Color32 {
    let [r, g, b] = crate::palette::CLASSES[class as usize].map(|c| (c * 255.0) as u8);
    egui::Color32::from_rgb(r, g, b)
}

/// The review in the side panel (two columns when it runs along the
/// bottom).
pub(super) fn panel(
    ui: &mut egui::Ui,
    at_bottom: bool,
    view: &ReviewView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    let head = |ui: &mut egui::Ui, actions: &mut MessageWriter<Action>| {
        ui.heading(cat.t("review-title"));
        progress(ui, view, cat);
        if view.branching {
            branch_panel(ui, actions, cat);
            return;
        }
        steps(ui, view, actions, cat);
        graph(ui, view, actions, cat);
        line_and_branch(ui, view, actions, cat);
    };
    if at_bottom {
        ui.columns(2, |cols| {
            head(&mut cols[0], actions);
            move_list(&mut cols[1], view, actions, cat);
        });
    } else {
        head(ui, actions);
        ui.separator();
        move_list(ui, view, actions, cat);
    }
}

/// How far the engine has come, and the turning point once it is done.
fn progress(ui: &mut egui::Ui, view: &ReviewView, cat: &Catalogue) {
    if view.analysed < view.positions {
        ui.horizontal(|ui| {
            ui.spinner();
            let text = Text::new("review-progress")
                .num("done", view.analysed)
                .num("total", view.positions);
            ui.label(cat.text(&text));
        });
    } else if let Some((_, why)) = &view.turning_point {
        ui.label(egui::RichText::new(cat.text(why)).italics());
    }
}

/// First, back, forward, last; where the game stands.
fn steps(
    ui: &mut egui::Ui,
    view: &ReviewView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    let at = Text::new("review-position")
        .num("at", view.at)
        .num("total", view.total);
    ui.label(cat.text(&at));
    if let Some(proven) = &view.proven {
        ui.label(egui::RichText::new(cat.text(proven)).strong());
    }
    if let Some(known) = &view.known_start {
        ui.small(cat.text(known));
    }
    ui.horizontal_wrapped(|ui| {
        let before = view.at > 0;
        let after = view.at < view.total;
        if ui
            .add_enabled(before, egui::Button::new(cat.t("review-first")))
            .clicked()
        {
            actions.write(Action::Seek(0));
        }
        if ui
            .add_enabled(before, egui::Button::new(cat.t("review-back")))
            .clicked()
        {
            actions.write(Action::Undo);
        }
        if ui
            .add_enabled(after, egui::Button::new(cat.t("review-forward")))
            .clicked()
        {
            actions.write(Action::Redo);
        }
        if ui
            .add_enabled(after, egui::Button::new(cat.t("review-last")))
            .clicked()
        {
            actions.write(Action::Seek(view.total));
        }
    });
}

/// The advantage over the game, South's above the line: the engine's
/// value of each position, the errors marked by shape and colour, the
/// position shown as a line; a click jumps there.
fn graph(
    ui: &mut egui::Ui,
    view: &ReviewView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    let size = egui::vec2(ui.available_width(), 96.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_black_alpha(90));
    let steps = view.positions.saturating_sub(1).max(1) as f32;
    let x = |i: usize| rect.left() + rect.width() * i as f32 / steps;
    let y =
        |v: f32| rect.center().y - (v / view.cap.max(1.0)).clamp(-1.0, 1.0) * rect.height() * 0.45;
    let faint = egui::Stroke::new(1.0, egui::Color32::from_white_alpha(60));
    painter.hline(rect.x_range(), rect.center().y, faint);
    side_labels(&painter, rect, cat);
    for (i, pair) in view.advantage.windows(2).enumerate() {
        if let [Some(a), Some(b)] = pair {
            let stroke = egui::Stroke::new(2.0, BRASS);
            painter.line_segment(
                [egui::pos2(x(i), y(*a)), egui::pos2(x(i + 1), y(*b))],
                stroke,
            );
        }
    }
    for (i, entry) in view.entries.iter().enumerate() {
        let (Some(class), Some(Some(v))) = (entry.class, view.advantage.get(i + 1)) else {
            continue;
        };
        marker(&painter, egui::pos2(x(i + 1), y(*v)), class);
    }
    let now = egui::Stroke::new(1.5, egui::Color32::WHITE);
    painter.vline(x(view.at), rect.y_range(), now);
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        let i = ((pos.x - rect.left()) / rect.width() * steps)
            .round()
            .max(0.0) as usize;
        actions.write(Action::Seek(i.min(view.total)));
    }
}

/// Whose advantage is up and whose down.
fn side_labels(painter: &egui::Painter, rect: egui::Rect, cat: &Catalogue) {
    let font = egui::FontId::proportional(super::style::BODY_SIZE);
    let grey = egui::Color32::from_white_alpha(140);
    for (side, corner, align) in [
        (
            mancala::Side::South,
            rect.left_top(),
            egui::Align2::LEFT_TOP,
        ),
        (
            mancala::Side::North,
            rect.left_bottom(),
            egui::Align2::LEFT_BOTTOM,
        ),
    ] {
        let label = format!("{} +", cat.text(&side_name(side)));
        painter.text(
            corner + egui::vec2(4.0, 0.0),
            align,
            label,
            font.clone(),
            grey,
        );
    }
}

/// An error on the graph: a ring for an inaccuracy, a dot for a mistake, a
/// triangle for a blunder.
fn marker(painter: &egui::Painter, at: egui::Pos2, class: Class) {
    let c = colour(class);
    match class {
        Class::Inaccuracy => {
            painter.circle_stroke(at, 4.0, egui::Stroke::new(1.5, c));
        }
        Class::Mistake => {
            painter.circle_filled(at, 4.5, c);
        }
        Class::Blunder => {
            let points = vec![
                at + egui::vec2(0.0, -6.0),
                at + egui::vec2(5.5, 4.0),
                at + egui::vec2(-5.5, 4.0),
            ];
            painter.add(egui::Shape::convex_polygon(points, c, egui::Stroke::NONE));
        }
        Class::Best | Class::Good => {}
    }
}

/// The engine's line on request, and another move to try here.
fn line_and_branch(
    ui: &mut egui::Ui,
    view: &ReviewView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    let label = if view.show_line {
        "review-hide-line"
    } else {
        "review-show-line"
    };
    if ui.button(cat.t(label)).clicked() {
        actions.write(Action::ShowLine(!view.show_line));
    }
    if let Some(line) = &view.line {
        ui.label(egui::RichText::new(cat.text(line)).small());
    }
    ui.label(cat.t("review-try"));
    ui.horizontal_wrapped(|ui| {
        if ui.button(cat.t("review-try-computer")).clicked() {
            actions.write(Action::Branch(Some(Level::Expert)));
        }
        if ui.button(cat.t("review-try-alone")).clicked() {
            actions.write(Action::Branch(None));
        }
    });
}

/// Another move being tried: the way back.
fn branch_panel(ui: &mut egui::Ui, actions: &mut MessageWriter<Action>, cat: &Catalogue) {
    ui.label(cat.t("review-branching"));
    if ui.button(cat.t("review-back-to-game")).clicked() {
        actions.write(Action::BackToGame);
    }
}

/// The moves: number, mover, notation, class (mark and word) and loss; the
/// words of each error under it. A click shows the game after the move.
fn move_list(
    ui: &mut egui::Ui,
    view: &ReviewView,
    actions: &mut MessageWriter<Action>,
    cat: &Catalogue,
) {
    egui::ScrollArea::vertical()
        .id_salt("review moves")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (i, entry) in view.entries.iter().enumerate() {
                let side = cat.text(&side_name(entry.mover));
                let judged = match (entry.class, entry.loss) {
                    (Some(class), Some(loss)) if loss >= 0.05 => format!(
                        " {} {} (−{loss:.1}{})",
                        mark(class),
                        cat.text(&class_name(class)),
                        if entry.exact { "=" } else { "" }
                    ),
                    (Some(class), _) => {
                        format!(" {} {}", mark(class), cat.text(&class_name(class)))
                    }
                    _ => String::new(),
                };
                let text = format!("{}. {side} {}{judged}", i + 1, entry.notation);
                let mut rich = egui::RichText::new(text);
                if let Some(class) = entry.class.filter(|c| c.is_error()) {
                    rich = rich.color(colour(class));
                }
                let current = view.at == i + 1;
                let response = ui.selectable_label(current, rich);
                if response.clicked() {
                    actions.write(Action::Seek(i + 1));
                }
                if current && moved_to(ui, (view.at, view.analysed)) {
                    response.scroll_to_me(Some(egui::Align::Center));
                }
                if let Some(words) = &entry.words {
                    ui.label(egui::RichText::new(cat.text(words)).small());
                }
            }
        });
}

/// Whether the game has moved (or the list grown, as the engine's words
/// come) since the list last looked: the list follows the game but leaves
/// a reader's scrolling alone.
fn moved_to(ui: &egui::Ui, at: (usize, usize)) -> bool {
    let id = egui::Id::new("review list at");
    ui.ctx().data_mut(|d| {
        let moved = d.get_temp::<(usize, usize)>(id) != Some(at);
        d.insert_temp(id, at);
        moved
    })
}

/// Arrow keys step along the game; Home and End go to its ends.
pub(super) fn review_keys(
    keys: Res<ButtonInput<KeyCode>>,
    view: Res<ReviewView>,
    mut contexts: EguiContexts,
    mut actions: MessageWriter<Action>,
) -> Result {
    if !view.active || view.branching || contexts.ctx_mut()?.egui_wants_keyboard_input() {
        return Ok(());
    }
    if keys.just_pressed(KeyCode::ArrowLeft) && view.at > 0 {
        actions.write(Action::Undo);
    } else if keys.just_pressed(KeyCode::ArrowRight) && view.at < view.total {
        actions.write(Action::Redo);
    } else if keys.just_pressed(KeyCode::Home) {
        actions.write(Action::Seek(0));
    } else if keys.just_pressed(KeyCode::End) {
        actions.write(Action::Seek(view.total));
    }
    Ok(())
}

/// The engine's line at the pits: the order of its moves, numbered, beside
/// the ghost rings the board draws.
pub(super) fn line_numbers(
    mut contexts: EguiContexts,
    view: Res<ReviewView>,
    table: Res<TableView>,
    camera: ViewCamera,
) -> Result {
    if view.ghosts.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    for (n, &(side, k)) in view.ghosts.iter().enumerate() {
        let centre = table.game.pit_center(side, k) + Vec3::Y * 0.05;
        let Some(p) = super::pits::on_screen(ctx, &camera, centre) else {
            continue;
        };
        egui::Area::new(egui::Id::new(("ghost", n)))
            .fixed_pos(p + egui::vec2(10.0, -24.0))
            .interactable(false)
            .show(ctx, |ui| {
                let label = egui::RichText::new(format!("{}", n + 1))
                    .strong()
                    .size(16.0)
                    .color(egui::Color32::BLACK)
                    .background_color(egui::Color32::from_rgb(200, 220, 255));
                ui.label(label);
            });
    }
    Ok(())
}

//! The lessons on screen: the list (from the title's "Learn to play") and,
//! during a lesson, the panel that asks, refuses with a reason and a hint,
//! and explains.

use super::BRASS;
use crate::games::GameKind;
use crate::locale::Catalogue;
use crate::settings::Settings;
use crate::systems::lessons::{LESSONS, LessonAction, Tutor};
use crate::systems::session::Action;
use crate::text::Text;
use bevy::prelude::*;
use bevy_egui::egui;

/// The lessons of a game, each with a tick once finished.
pub(super) fn list_window(
    ctx: &egui::Context,
    game: GameKind,
    open: &mut bool,
    settings: &Settings,
    cat: &Catalogue,
    requests: &mut MessageWriter<LessonAction>,
) {
    let title = Text::new("lessons-title").str("game", game.name());
    super::top_right_window(cat.text(&title), "lessons", 460.0)
        .open(open)
        .show(ctx, |ui| {
            ui.label(cat.t("lessons-intro"));
            ui.add_space(6.0);
            for (n, lesson) in LESSONS.iter().enumerate() {
                if lesson.game != game {
                    continue;
                }
                let done = settings.lessons_done.iter().any(|id| id == lesson.id);
                let label = format!(
                    "{} {}",
                    if done { "✔" } else { "○" },
                    cat.text(&lesson.title())
                );
                let button = egui::Button::new(egui::RichText::new(label).size(18.0))
                    .min_size(egui::vec2(400.0, 48.0));
                if ui.add(button).clicked() {
                    requests.write(LessonAction::Open(n));
                }
            }
        });
}

/// The lesson's panel: the step's request, a refusal with its hint, or
/// what the move did, and the way on.
pub(super) fn panel(
    ui: &mut egui::Ui,
    tutor: &Tutor,
    cat: &Catalogue,
    requests: &mut MessageWriter<LessonAction>,
    actions: &mut MessageWriter<Action>,
) {
    let (Some(lesson), Some((_, step))) = (tutor.lesson(), tutor.current) else {
        return;
    };
    ui.heading(egui::RichText::new(cat.text(&lesson.title())).color(BRASS));
    let progress = Text::new("lesson-step")
        .num("step", step + 1)
        .num("steps", lesson.steps.len());
    ui.small(cat.text(&progress));
    ui.add_space(4.0);
    if step == 0 && !tutor.step_done {
        ui.label(egui::RichText::new(cat.text(&lesson.intro())).italics());
        ui.add_space(4.0);
    }
    // Touch-sized, and wrapped: the panel is narrow and the words long in
    // some languages.
    let big = |text: String| egui::Button::new(text).min_size(egui::vec2(96.0, 44.0));
    if tutor.step_done {
        ui.label(egui::RichText::new("✔").size(20.0).color(BRASS));
        ui.label(egui::RichText::new(cat.text(&lesson.words(step, "done"))).size(16.0));
        let next = if tutor.last_step() {
            "lesson-finish"
        } else {
            "lesson-next"
        };
        ui.horizontal_wrapped(|ui| {
            if ui.add(big(cat.t(next))).clicked() {
                requests.write(LessonAction::Next);
            }
            if ui.add(big(cat.t("lesson-again"))).clicked() {
                requests.write(LessonAction::Retry);
            }
        });
    } else {
        ui.label(egui::RichText::new(cat.text(&lesson.words(step, "ask"))).size(16.0));
        if let Some(refused) = &tutor.refused {
            ui.add_space(4.0);
            ui.colored_label(egui::Color32::from_rgb(240, 150, 120), cat.text(refused));
            ui.label(cat.text(&lesson.words(step, "hint")));
        }
        ui.horizontal_wrapped(|ui| {
            if ui.add(big(cat.t("lesson-show-me"))).clicked() {
                actions.write(Action::Hint);
            }
            if ui.add(big(cat.t("lesson-again"))).clicked() {
                requests.write(LessonAction::Retry);
            }
        });
    }
    if ui.add(big(cat.t("lesson-leave"))).clicked() {
        requests.write(LessonAction::Leave);
    }
}

//! The keyboard plays the whole game: a pit's letter plays it; the arrow
//! keys move a visible focus over the pits as they lie on the screen and
//! Enter plays the focused one (or starts the next game once one is over);
//! ←/→ (or - / +) answer a direction, `*` okwesera; Space skips the
//! animation, U and R take back and redo, / asks for a hint. Headless
//! too: the systems need only the keyboard's state.

use super::animation::AnimQueue;
use crate::games::GameKind;
use crate::settings::Settings;
use crate::systems::session::view::QuestionView;
use crate::systems::session::{Action, MatchView, ReviewView, StartOption, TableView};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use mancala::Side;
use mancala::omweso::Dir;

/// The pit the keyboard's focus is on, and whether it is shown (from the
/// first arrow key until the pointer is used).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PitFocus {
    pub pit: Option<(Side, u8)>,
    pub shown: bool,
}

/// A direction on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    Left,
    Right,
    Up,
    Down,
}

impl Arrow {
    const KEYS: [(KeyCode, Arrow); 4] = [
        (KeyCode::ArrowLeft, Arrow::Left),
        (KeyCode::ArrowRight, Arrow::Right),
        (KeyCode::ArrowUp, Arrow::Up),
        (KeyCode::ArrowDown, Arrow::Down),
    ];

    /// The direction on the table seen from `seat` (x to the right, z
    /// towards the viewer, as South sees it).
    fn on_table(self, seat: Side) -> Vec2 {
        let v = match self {
            Arrow::Left => Vec2::new(-1.0, 0.0),
            Arrow::Right => Vec2::new(1.0, 0.0),
            Arrow::Up => Vec2::new(0.0, -1.0),
            Arrow::Down => Vec2::new(0.0, 1.0),
        };
        if seat == Side::South { v } else { -v }
    }
}

/// The playing pits of a table (not Oware's stores).
fn pits(game: GameKind) -> impl Iterator<Item = (Side, u8)> {
    let houses = game.houses();
    Side::BOTH
        .into_iter()
        .flat_map(move |side| houses.clone().map(move |k| (side, k)))
}

/// The next pit from `from` in the direction of `arrow` as a player at
/// `seat` sees the board: the nearest one that way, preferring the same
/// row or column; `from` itself at the edge.
pub fn step(game: GameKind, seat: Side, from: (Side, u8), arrow: Arrow) -> (Side, u8) {
    let at = |p: (Side, u8)| {
        let c = game.pit_center(p.0, p.1);
        Vec2::new(c.x, c.z)
    };
    let way = arrow.on_table(seat);
    let origin = at(from);
    pits(game)
        .filter_map(|p| {
            let d = at(p) - origin;
            let along = d.dot(way);
            let across = d.perp_dot(way).abs();
            (along > 0.3).then_some((along + 3.0 * across, p))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(from, |(_, p)| p)
}

/// The seat the camera looks from (as the camera decides it).
fn seat(view: &TableView, settings: &Settings) -> Side {
    settings
        .fixed_seat
        .unwrap_or_else(|| super::camera::seat_of(view))
}

/// Arrows move the focus, Enter plays it (or, once a game is over, starts
/// the next); not while a question takes the arrows, nor in a review's
/// steps (where they step), nor while typing in a screen.
#[allow(clippy::too_many_arguments)]
pub(super) fn move_focus(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    view: Res<TableView>,
    match_view: Res<MatchView>,
    review: Res<ReviewView>,
    settings: Res<Settings>,
    egui: Option<Res<EguiWantsInput>>,
    mut focus: ResMut<PitFocus>,
    mut actions: MessageWriter<Action>,
) {
    let Some(keys) = keys else { return };
    let typing = egui.is_some_and(|e| e.wants_keyboard_input());
    let stepping = review.active && !review.branching;
    if typing || stepping || match_view.question.is_some() {
        return;
    }
    if focus.pit.is_none_or(|(side, _)| !view.humans[side.index()]) {
        focus.pit = view.playable.first().map(|&k| (view.to_move, k));
    }
    for (key, arrow) in Arrow::KEYS {
        if keys.just_pressed(key)
            && let Some(from) = focus.pit
        {
            focus.pit = Some(step(view.game, seat(&view, &settings), from, arrow));
            focus.shown = true;
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        if match_view.over {
            if !match_view.match_over {
                actions.write(Action::NextGame);
            }
        } else if let Some((side, pit)) = focus.pit {
            focus.shown = true;
            actions.write(Action::Touch {
                side,
                pit,
                remove: false,
            });
        }
    }
}
/// Keys: a pit's letter plays it; ←/→ (or - / +) choose a direction,
/// `*` okwesera, Space skips the animation, U and R take back and redo.
pub(super) fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    view: Res<TableView>,
    match_view: Res<MatchView>,
    mut queue: ResMut<AnimQueue>,
    egui: Option<Res<EguiWantsInput>>,
    mut actions: MessageWriter<Action>,
) {
    let Some(keys) = keys else { return };
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    if keys.just_pressed(KeyCode::Space) {
        queue.skip();
    }
    if keys.any_just_pressed([KeyCode::KeyU, KeyCode::Backspace]) {
        actions.write(Action::Undo);
    }
    if keys.just_pressed(KeyCode::KeyR) {
        actions.write(Action::Redo);
    }
    if keys.just_pressed(KeyCode::Slash) {
        actions.write(Action::Hint);
    }
    if let Some(question) = &match_view.question
        && let Some(action) = answer_by_key(&keys, question)
    {
        actions.write(action);
    }
    // Ctrl with a letter is a command (Ctrl+D describes the board), no pit.
    let command = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if view.human_to_act && !command {
        for key in keys.get_just_pressed() {
            if let Some(k) = key_letter(*key).and_then(|l| view.game.pit_of_letter(l)) {
                let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
                actions.write(if shift {
                    Action::Unplace(k)
                } else {
                    Action::Pit(k)
                });
            }
        }
    }
}

/// The answer the open question offers for the keys just pressed, if any.
fn answer_by_key(keys: &ButtonInput<KeyCode>, question: &QuestionView) -> Option<Action> {
    let clockwise =
        keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::Minus, KeyCode::NumpadSubtract]);
    let anticlockwise = keys.any_just_pressed([
        KeyCode::ArrowRight,
        KeyCode::Equal,
        KeyCode::NumpadAdd,
        KeyCode::Enter,
    ]);
    let okwesera = keys.any_just_pressed([KeyCode::Digit8, KeyCode::NumpadMultiply]);
    let dir = match (clockwise, anticlockwise) {
        (true, _) => Some(Dir::Clockwise),
        (_, true) => Some(Dir::Anticlockwise),
        _ => None,
    };
    let (_, action) = question.answers.iter().find(|(_, action)| match action {
        Action::Start(StartOption::Sow(d)) | Action::Decide(d) => Some(*d) == dir,
        Action::Start(StartOption::Okwesera) => okwesera,
        _ => false,
    })?;
    Some(action.clone())
}

fn key_letter(key: KeyCode) -> Option<char> {
    const KEYS: [(KeyCode, char); 16] = [
        (KeyCode::KeyA, 'a'),
        (KeyCode::KeyB, 'b'),
        (KeyCode::KeyC, 'c'),
        (KeyCode::KeyD, 'd'),
        (KeyCode::KeyE, 'e'),
        (KeyCode::KeyF, 'f'),
        (KeyCode::KeyG, 'g'),
        (KeyCode::KeyH, 'h'),
        (KeyCode::KeyI, 'i'),
        (KeyCode::KeyJ, 'j'),
        (KeyCode::KeyK, 'k'),
        (KeyCode::KeyL, 'l'),
        (KeyCode::KeyM, 'm'),
        (KeyCode::KeyN, 'n'),
        (KeyCode::KeyO, 'o'),
        (KeyCode::KeyP, 'p'),
    ];
    KEYS.iter().find(|(k, _)| *k == key).map(|(_, c)| *c)
}

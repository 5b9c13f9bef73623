//! Mouse, touch and keyboard: pick a pit, answer a choice, take back,
//! skip the animation; and the rings that mark the pits.

use super::animation::AnimQueue;
use super::camera::ViewCamera;
use crate::geometry::{GameKind, STORE, STORE_RADII};
use crate::states::{GameSet, Screen};
use crate::systems::session::{Action, MatchView, ReviewView, StartOption, TableView};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use mancala::Side;
use mancala::omweso::{Dir, pit_of_letter};

/// The pit under the pointer.
#[derive(Resource, Default, Debug)]
pub struct HoveredPit(pub Option<(Side, u8)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredPit>();
    app.add_systems(
        Update,
        (hover, click, touch, keys)
            .in_set(GameSet::Input)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(Update, highlight.run_if(in_state(Screen::Playing)));
}

/// The pit under a point of the window.
fn pit_under(table: GameKind, cursor: Vec2, camera: &ViewCamera) -> Option<(Side, u8)> {
    let ray = camera.window_to_ray(cursor)?;
    let distance = ray.intersect_plane(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y))?;
    table.pit_at_point(ray.get_point(distance))
}

fn hover(
    view: Res<TableView>,
    windows: Query<&Window>,
    camera: ViewCamera,
    mut hovered: ResMut<HoveredPit>,
    egui: Option<Res<EguiWantsInput>>,
) {
    let cursor = windows.single().ok().and_then(|w| w.cursor_position());
    hovered.0 = match (cursor, egui.is_some_and(|e| e.is_pointer_over_area())) {
        (Some(c), false) => pit_under(view.table, c, &camera),
        _ => None,
    };
}

/// A pit touched by a person, handed to the session (which says whether it
/// is theirs to pick).
fn pick(
    view: &TableView,
    pit: Option<(Side, u8)>,
    remove: bool,
    actions: &mut MessageWriter<Action>,
) {
    let Some((side, pit)) = pit else { return };
    // Computers against each other (a demonstration): a touch only wakes.
    if view.humans.iter().any(|&h| h) {
        actions.write(Action::Touch { side, pit, remove });
    }
}

fn click(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    hovered: Res<HoveredPit>,
    view: Res<TableView>,
    egui: Option<Res<EguiWantsInput>>,
    mut actions: MessageWriter<Action>,
) {
    if buttons.just_released(MouseButton::Left)
        && !egui.is_some_and(|e| e.wants_any_pointer_input())
    {
        let remove = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        pick(&view, hovered.0, remove, &mut actions);
    }
}

fn touch(
    touches: Res<Touches>,
    camera: ViewCamera,
    view: Res<TableView>,
    egui: Option<Res<EguiWantsInput>>,
    mut actions: MessageWriter<Action>,
) {
    if egui.is_some_and(|e| e.wants_any_pointer_input()) {
        return;
    }
    for t in touches.iter_just_released() {
        // A tap, not a drag.
        if t.distance().length() < 12.0 {
            let pit = pit_under(view.table, t.position(), &camera);
            pick(&view, pit, false, &mut actions);
        }
    }
}

/// Keys: a pit's letter plays it; ←/→ (or - / +) choose a direction,
/// `*` okwesera, Space skips the animation, U and R take back and redo.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    view: Res<TableView>,
    match_view: Res<MatchView>,
    mut queue: ResMut<AnimQueue>,
    egui: Option<Res<EguiWantsInput>>,
    mut actions: MessageWriter<Action>,
) {
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
    let clockwise =
        keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::Minus, KeyCode::NumpadSubtract]);
    let anticlockwise = keys.any_just_pressed([
        KeyCode::ArrowRight,
        KeyCode::Equal,
        KeyCode::NumpadAdd,
        KeyCode::Enter,
    ]);
    let okwesera = keys.any_just_pressed([KeyCode::Digit8, KeyCode::NumpadMultiply]);
    // The answers the open question offers, by key.
    if let Some(question) = &match_view.question {
        let dir = match (clockwise, anticlockwise) {
            (true, _) => Some(Dir::Clockwise),
            (_, true) => Some(Dir::Anticlockwise),
            _ => None,
        };
        let answer = question.answers.iter().find(|(_, action)| match action {
            Action::Start(StartOption::Sow(d)) | Action::Decide(d) => Some(*d) == dir,
            Action::Start(StartOption::Okwesera) => okwesera,
            _ => false,
        });
        if let Some((_, action)) = answer {
            actions.write(action.clone());
        }
    }
    if view.human_to_act {
        for key in keys.get_just_pressed() {
            let Some(letter) = key_letter(*key) else {
                continue;
            };
            let pit = match view.table {
                GameKind::Omweso => pit_of_letter(letter),
                GameKind::Oware => letter
                    .to_string()
                    .parse::<mancala::oware::Move>()
                    .ok()
                    .map(|m| m.house()),
            };
            if let Some(k) = pit {
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

/// The ring of a pit that may be played.
pub const PLAYABLE: Color = Color::srgb(0.55, 0.95, 0.55);
/// The ring of a pit the last move sowed into.
pub const LAST_MOVE: Color = Color::srgb(1.0, 0.75, 0.3);
/// The ring of the pit the computer suggests.
pub const HINT: Color = Color::srgb(0.45, 0.75, 1.0);

/// The ring of a pit the engine's line plays from (a review), dashed.
pub const GHOST: Color = Color::srgb(0.8, 0.87, 1.0);

/// A dashed ring around a pit: the engine's line, told apart from the
/// solid rings by its dashes as well as its colour.
fn dashed_ring(gizmos: &mut Gizmos, centre: Vec3, radius: f32, color: Color) {
    const DASHES: usize = 12;
    let at = |a: f32| centre + Vec3::new(a.cos() * radius, 0.0, a.sin() * radius);
    for i in 0..DASHES {
        let a = i as f32 * std::f32::consts::TAU / DASHES as f32;
        let step = std::f32::consts::TAU / DASHES as f32 / 4.0;
        for j in 0..2 {
            let from = a + j as f32 * step;
            gizmos.line(at(from), at(from + step), color);
        }
    }
}

/// Rings on the board: the playable pits of a person to move, the hovered
/// pit, the pits the last move sowed into, and a review's line.
fn highlight(
    mut gizmos: Gizmos,
    view: Res<TableView>,
    hovered: Res<HoveredPit>,
    review: Res<ReviewView>,
) {
    let flat = Quat::from_rotation_x(std::f32::consts::FRAC_PI_2);
    let table = view.table;
    for &(side, k) in &review.ghosts {
        let centre = table.pit_center(side, k) + Vec3::Y * 0.014;
        dashed_ring(&mut gizmos, centre, table.pit_radius(k) + 0.09, GHOST);
    }
    let mut ring = |side: Side, k: u8, grow: f32, color: Color| {
        let centre = table.pit_center(side, k) + Vec3::Y * 0.012;
        let radius = table.pit_radius(k) + grow;
        if table == GameKind::Oware && k == STORE {
            gizmos.ellipse(
                Isometry3d::new(centre, flat),
                STORE_RADII + Vec2::splat(grow),
                color,
            );
        } else {
            gizmos.circle(Isometry3d::new(centre, flat), radius, color);
        }
    };
    for &(side, k) in &view.last {
        ring(side, k, 0.03, LAST_MOVE.with_alpha(0.45));
    }
    if !view.human_to_act {
        return;
    }
    if let Some((side, k)) = view.hint {
        ring(side, k, 0.08, HINT);
        ring(side, k, 0.1, HINT);
    }
    for &k in &view.playable {
        ring(view.to_move, k, 0.045, PLAYABLE.with_alpha(0.45));
    }
    if let Some((side, k)) = hovered.0 {
        let color = if side == view.to_move && view.playable.contains(&k) {
            Color::srgb(0.5, 1.0, 0.5)
        } else {
            Color::srgb(1.0, 0.4, 0.3)
        };
        ring(side, k, 0.06, color);
    }
}

//! Mouse, touch and keyboard: pick a pit, answer a choice, take back,
//! skip the animation; and the rings that mark the pits.

use super::camera::ViewCamera;
use super::keyboard::PitFocus;
use crate::games::GameKind;
use crate::palette::{self, Srgb};
use crate::settings::Settings;
use crate::states::{GameSet, Screen};
use crate::systems::session::{Action, ReviewView, TableView};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use mancala::Side;

/// The pit under the pointer.
#[derive(Resource, Default, Debug)]
pub struct HoveredPit(pub Option<(Side, u8)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredPit>();
    app.add_systems(
        Update,
        (hover, click, touch)
            .in_set(GameSet::Input)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(Update, highlight.run_if(in_state(Screen::Playing)));
}

/// The pit under a point of the window.
fn pit_under(game: GameKind, cursor: Vec2, camera: &ViewCamera) -> Option<(Side, u8)> {
    let ray = camera.window_to_ray(cursor)?;
    let distance = ray.intersect_plane(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y))?;
    game.pit_at_point(ray.get_point(distance))
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
        (Some(c), false) => pit_under(view.game, c, &camera),
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
    mut focus: ResMut<PitFocus>,
    mut actions: MessageWriter<Action>,
) {
    if buttons.just_released(MouseButton::Left)
        && !egui.is_some_and(|e| e.wants_any_pointer_input())
    {
        // The pointer is in use: the keyboard's focus hides.
        focus.shown = false;
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
            let pit = pit_under(view.game, t.position(), &camera);
            pick(&view, pit, false, &mut actions);
        }
    }
}

/// How a ring is drawn: each marking has its own pattern as well as its
/// own colour (`crate::palette`), so none is told by colour alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// May be played.
    Solid,
    /// The last move sowed here.
    Dotted,
    /// Suggested (a hint, a lesson's "show me").
    Double,
    /// The engine's line in a review.
    Dashed,
    /// The keyboard's focus: a ring with four ticks.
    Ticks,
    /// Under the pointer, but not to be played: crossed out.
    Crossed,
}

/// The rings of one frame, drawn on the table's plane.
struct Rings<'a, 'w, 's> {
    gizmos: &'a mut Gizmos<'w, 's>,
    game: GameKind,
    /// High contrast: thicker, opaque rings.
    strong: bool,
}

impl Rings<'_, '_, '_> {
    fn draw(&mut self, (side, k): (Side, u8), grow: f32, colour: Srgb, pattern: Pattern) {
        let [r, g, b] = colour;
        let colour = Color::srgb(r, g, b);
        let centre = self.game.pit_center(side, k) + Vec3::Y * 0.012;
        let radius = self.game.pit_radius(k) + grow;
        let strokes: &[f32] = if self.strong {
            &[0.0, 0.008, 0.016]
        } else {
            &[0.0]
        };
        for &w in strokes {
            self.pattern(centre, radius + w, colour, pattern);
        }
    }

    /// One stroke of a pattern around `centre`.
    fn pattern(&mut self, centre: Vec3, radius: f32, colour: Color, pattern: Pattern) {
        let at = |a: f32, r: f32| centre + Vec3::new(a.cos() * r, 0.0, a.sin() * r);
        let arc = |gizmos: &mut Gizmos, from: f32, to: f32| {
            // About 48 segments to a whole circle, at least 2 to a dash.
            let steps = ((to - from) / std::f32::consts::TAU * 48.0).ceil().max(2.0) as usize;
            for i in 0..steps {
                let a = from + (to - from) * i as f32 / steps as f32;
                let b = from + (to - from) * (i + 1) as f32 / steps as f32;
                gizmos.line(at(a, radius), at(b, radius), colour);
            }
        };
        let tau = std::f32::consts::TAU;
        match pattern {
            Pattern::Solid => arc(self.gizmos, 0.0, tau),
            Pattern::Double => {
                arc(self.gizmos, 0.0, tau);
                let inner = Pattern::Solid;
                self.pattern(centre, radius + 0.035, colour, inner);
            }
            Pattern::Dotted | Pattern::Dashed => {
                let (n, fill) = if pattern == Pattern::Dotted {
                    (24, 0.3)
                } else {
                    (12, 0.55)
                };
                for i in 0..n {
                    let a = i as f32 * tau / n as f32;
                    arc(self.gizmos, a, a + fill * tau / n as f32);
                }
            }
            Pattern::Ticks => {
                arc(self.gizmos, 0.0, tau);
                for i in 0..4 {
                    let a = i as f32 * tau / 4.0 + tau / 8.0;
                    self.gizmos
                        .line(at(a, radius), at(a, radius + 0.12), colour);
                }
            }
            Pattern::Crossed => {
                arc(self.gizmos, 0.0, tau);
                let d = tau / 8.0;
                self.gizmos
                    .line(at(d, radius), at(d + tau / 2.0, radius), colour);
                self.gizmos
                    .line(at(3.0 * d, radius), at(3.0 * d + tau / 2.0, radius), colour);
            }
        }
    }
}

/// Rings on the board: the pits the last move sowed into, a review's line,
/// the suggested pit, the playable pits of a person to move, the pit under
/// the pointer and the keyboard's focus, each with its pattern.
fn highlight(
    mut gizmos: Gizmos,
    view: Res<TableView>,
    hovered: Res<HoveredPit>,
    review: Res<ReviewView>,
    focus: Res<PitFocus>,
    settings: Res<Settings>,
) {
    let mut rings = Rings {
        gizmos: &mut gizmos,
        game: view.game,
        strong: settings.high_contrast,
    };
    for &pit in &view.last {
        rings.draw(pit, 0.03, palette::LAST_MOVE, Pattern::Dotted);
    }
    for &pit in &review.ghosts {
        rings.draw(pit, 0.09, palette::LINE, Pattern::Dashed);
    }
    if !view.human_to_act {
        return;
    }
    if let Some(pit) = view.hint {
        rings.draw(pit, 0.08, palette::HINT, Pattern::Double);
    }
    for &k in &view.playable {
        rings.draw((view.to_move, k), 0.045, palette::PLAYABLE, Pattern::Solid);
    }
    if let Some((side, k)) = hovered.0 {
        let playable = side == view.to_move && view.playable.contains(&k);
        let (colour, pattern) = if playable {
            (palette::PLAYABLE, Pattern::Double)
        } else {
            (palette::REFUSED, Pattern::Crossed)
        };
        rings.draw((side, k), 0.06, colour, pattern);
    }
    if let (Some(pit), true) = (focus.pit, focus.shown) {
        rings.draw(pit, 0.11, palette::FOCUS, Pattern::Ticks);
    }
}

//! The camera: it sits at the seat of the player to move (or a fixed seat),
//! orbits and zooms within limits, and the Home key brings it back.

use crate::layout::Table;
use crate::settings::Settings;
use crate::states::Screen;
use crate::systems::session::TableView;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use mancala::Side;

/// Where the camera wants to be, relative to the seat (which follows the
/// person to move, or stays where the settings fix it).
#[derive(Resource, Debug)]
pub struct CameraRig {
    pub yaw: f32,
    pub pitch: f32,
    pub distance: f32,
    seat_yaw: f32,
}

impl Default for CameraRig {
    fn default() -> Self {
        CameraRig {
            yaw: 0.0,
            pitch: 0.80,
            distance: 9.2,
            seat_yaw: 0.0,
        }
    }
}

impl CameraRig {
    pub fn reset(&mut self) {
        let seat_yaw = self.seat_yaw;
        *self = CameraRig {
            seat_yaw,
            ..CameraRig::default()
        };
    }

    fn transform(&self) -> Transform {
        let yaw = self.seat_yaw + self.yaw;
        let offset = Vec3::new(
            self.distance * self.pitch.cos() * yaw.sin(),
            self.distance * self.pitch.sin(),
            self.distance * self.pitch.cos() * yaw.cos(),
        );
        // Aim a little to the right of the board's centre: the move list
        // covers the right of the window.
        let right = Vec3::new(yaw.cos(), 0.0, -yaw.sin());
        let target = Vec3::new(0.0, -0.3, 0.0) + right * 0.85;
        Transform::from_translation(offset + right * 0.85).looking_at(target, Vec3::Y)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CameraRig>();
    app.add_systems(Startup, spawn_camera);
    app.add_systems(Update, (control, follow).chain());
    app.add_systems(
        OnEnter(Screen::Playing),
        frame_table.after(crate::systems::session::begin_match),
    );
}

fn spawn_camera(mut commands: Commands, rig: Res<CameraRig>) {
    commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        rig.transform(),
        DistanceFog {
            color: Color::srgb(0.08, 0.05, 0.04),
            falloff: FogFalloff::Linear {
                start: 14.0,
                end: 40.0,
            },
            ..default()
        },
    ));
}

fn control(
    mut rig: ResMut<CameraRig>,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    egui: Option<Res<EguiWantsInput>>,
) {
    let egui_busy = egui.is_some_and(|e| e.wants_any_pointer_input());
    if buttons.pressed(MouseButton::Right) && !egui_busy {
        rig.yaw = (rig.yaw - motion.delta.x * 0.006).clamp(-1.2, 1.2);
        rig.pitch = (rig.pitch + motion.delta.y * 0.004).clamp(0.35, 1.45);
    }
    if !egui_busy && scroll.delta.y != 0.0 {
        rig.distance = (rig.distance - scroll.delta.y * 0.5).clamp(5.0, 14.0);
    }
    if keys.just_pressed(KeyCode::Home) {
        rig.reset();
    }
}

fn follow(
    time: Res<Time>,
    settings: Res<Settings>,
    mut rig: ResMut<CameraRig>,
    view: Res<TableView>,
    mut camera: Query<&mut Transform, With<Camera3d>>,
) {
    let seat = settings.fixed_seat.unwrap_or_else(|| seat_of(&view));
    let target_yaw = match seat {
        Side::South => 0.0,
        Side::North => std::f32::consts::PI,
    };
    let t = 1.0 - (-time.delta_secs() * 3.0).exp();
    rig.seat_yaw += (target_yaw - rig.seat_yaw) * t;
    let Ok(mut transform) = camera.single_mut() else {
        return;
    };
    let goal = rig.transform();
    transform.translation = transform.translation.lerp(goal.translation, t.max(0.2));
    transform.rotation = transform.rotation.slerp(goal.rotation, t.max(0.2));
}

/// The seat to look from: the person to move; with two computers, South.
fn seat_of(view: &TableView) -> Side {
    let mover = view.to_move;
    match (
        view.humans[mover.index()],
        view.humans[mover.opponent().index()],
    ) {
        (true, _) => mover,
        (_, true) => mover.opponent(),
        _ => Side::South,
    }
}

/// A new match: the distance that frames this board.
pub(super) fn frame_table(mut rig: ResMut<CameraRig>, table: Res<Table>) {
    rig.reset();
    rig.distance = table.camera_distance();
}

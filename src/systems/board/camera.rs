//! The camera: it sits at the seat of the player to move (or a fixed seat),
//! renders into the part of the window no panel covers (at low quality at
//! half resolution, through an image), and stands just far
//! enough back that the whole board fits there, at any window size. The
//! player may orbit and zoom within limits (mouse, touch, keys); Home
//! brings it back.

use crate::games::GameKind;
use crate::settings::Settings;
use crate::states::Screen;
use crate::systems::session::TableView;
use bevy::camera::{CameraProjection, RenderTarget, Viewport};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;
use bevy_egui::input::EguiWantsInput;
use mancala::Side;

/// The camera's vertical field of view.
pub const FOV: f32 = std::f32::consts::FRAC_PI_4;
/// The share of the free area the board may fill, each way.
const FILL: f32 = 0.94;

/// The part of the window, in logical pixels, that no panel covers (the
/// screens say; without them, the whole window).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct FreeArea(pub Option<Rect>);

/// Where the camera wants to be, relative to the seat: the player's orbit
/// and zoom on top of the distance that fits the board.
#[derive(Resource, Debug)]
pub struct CameraRig {
    pub yaw: f32,
    pub pitch: f32,
    /// 1 = the whole board just fits; less is closer.
    pub zoom: f32,
    seat_yaw: f32,
}

impl Default for CameraRig {
    fn default() -> Self {
        CameraRig {
            yaw: 0.0,
            pitch: 0.80,
            zoom: 1.0,
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
}

/// The camera at `distance` from the board's centre, turned `yaw` about it
/// and raised `pitch` above it.
pub fn camera_transform(distance: f32, yaw: f32, pitch: f32) -> Transform {
    let offset = Vec3::new(
        distance * pitch.cos() * yaw.sin(),
        distance * pitch.sin(),
        distance * pitch.cos() * yaw.cos(),
    );
    Transform::from_translation(offset).looking_at(Vec3::new(0.0, -0.2, 0.0), Vec3::Y)
}

/// Where a point falls in normalised device coordinates (x, y in -1..1 on
/// screen) for a camera at `transform` with aspect ratio `aspect`.
pub fn project(transform: &Transform, aspect: f32, point: Vec3) -> Vec3 {
    let projection = PerspectiveProjection {
        fov: FOV,
        aspect_ratio: aspect,
        ..default()
    };
    let clip = projection.get_clip_from_view() * transform.to_matrix().inverse();
    clip.project_point3(point)
}

/// The least distance at which every corner of the board lies within
/// `FILL` of the view, seen at `yaw` and `pitch` with aspect `aspect`.
pub fn fit_distance(game: GameKind, yaw: f32, pitch: f32, aspect: f32) -> f32 {
    let fits = |distance: f32| {
        let transform = camera_transform(distance, yaw, pitch);
        game.corners().iter().all(|&corner| {
            let p = project(&transform, aspect, corner);
            p.x.abs() <= FILL && p.y.abs() <= FILL && p.z > 0.0
        })
    };
    let (mut near, mut far) = (2.0_f32, 200.0_f32);
    for _ in 0..40 {
        let mid = 0.5 * (near + far);
        if fits(mid) {
            far = mid;
        } else {
            near = mid;
        }
    }
    far
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CameraRig>();
    app.init_resource::<FreeArea>();
    app.init_resource::<ViewPlacement>();
    app.add_systems(Startup, spawn_camera);
    app.add_systems(Update, (control, follow, place_view).chain());
    app.add_systems(
        OnEnter(Screen::Playing),
        frame_table.after(crate::systems::session::begin_match),
    );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FOV,
            ..default()
        }),
        camera_transform(10.0, 0.0, CameraRig::default().pitch),
        DistanceFog {
            color: Color::srgb(0.08, 0.05, 0.04),
            falloff: FogFalloff::Linear {
                start: 16.0,
                end: 60.0,
            },
            ..default()
        },
    ));
}

/// Orbit and zoom: right-drag and the wheel; one finger dragging and two
/// pinching on a touch screen; `[` `]` and PageUp/PageDown on the keyboard.
fn control(
    mut rig: ResMut<CameraRig>,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    touches: Res<Touches>,
    egui: Option<Res<EguiWantsInput>>,
) {
    let egui_busy = egui.is_some_and(|e| e.wants_any_pointer_input());
    let mut turn = Vec2::ZERO;
    let mut zoom = 0.0;
    if buttons.pressed(MouseButton::Right) && !egui_busy {
        turn += motion.delta;
    }
    if !egui_busy {
        zoom -= scroll.delta.y * 0.06;
    }
    let fingers: Vec<_> = touches.iter().collect();
    match fingers.as_slice() {
        [one] if !egui_busy && one.distance().length() > 12.0 => turn += one.delta(),
        [a, b] => {
            let now = a.position().distance(b.position());
            let before = (a.position() - a.delta()).distance(b.position() - b.delta());
            zoom -= (now - before) * 0.004;
        }
        _ => {}
    }
    if keys.pressed(KeyCode::BracketLeft) {
        turn.x -= 6.0;
    }
    if keys.pressed(KeyCode::BracketRight) {
        turn.x += 6.0;
    }
    if keys.pressed(KeyCode::PageUp) {
        zoom -= 0.02;
    }
    if keys.pressed(KeyCode::PageDown) {
        zoom += 0.02;
    }
    rig.yaw = (rig.yaw - turn.x * 0.006).clamp(-1.2, 1.2);
    rig.pitch = (rig.pitch + turn.y * 0.004).clamp(0.35, 1.45);
    rig.zoom = (rig.zoom + zoom).clamp(0.55, 1.6);
    if keys.just_pressed(KeyCode::Home) {
        rig.reset();
    }
}

/// Moves the camera towards the seat and fits the board into the free area.
#[allow(clippy::too_many_arguments)]
fn follow(
    time: Res<Time>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    game: Res<GameKind>,
    mut rig: ResMut<CameraRig>,
    view: Res<TableView>,
    free: Res<FreeArea>,
    windows: Query<&Window>,
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
    let Ok(window) = windows.single() else {
        return;
    };
    let Some(area) = free_rect(&free, window) else {
        return;
    };
    let aspect = area.width() / area.height();
    let mut yaw = rig.seat_yaw + rig.yaw;
    if *screen.get() == Screen::Title && !settings.reduce_motion {
        // Behind the title the camera drifts slowly around the table.
        yaw += 0.45 * (time.elapsed_secs() * 0.12).sin();
    }
    let distance = fit_distance(*game, yaw, rig.pitch, aspect) * rig.zoom;
    let goal = camera_transform(distance, yaw, rig.pitch);
    transform.translation = transform.translation.lerp(goal.translation, t.max(0.2));
    transform.rotation = transform.rotation.slerp(goal.rotation, t.max(0.2));
}

/// The free area of the window (logical pixels), if it is big enough to draw in.
fn free_rect(free: &FreeArea, window: &Window) -> Option<Rect> {
    let whole = Rect::new(0.0, 0.0, window.width(), window.height());
    let area = free.0.unwrap_or(whole).intersect(whole);
    (area.width() >= 8.0 && area.height() >= 8.0).then_some(area)
}

/// At low quality the 3D view is drawn at this share of the window's
/// resolution into an image, which the screens stretch over the free area
/// (under everything they draw): a software rasteriser's cost is per pixel
/// (see [`super::lite`]).
const LOW_VIEW_SCALE: f32 = 0.5;

/// Where the 3D view lies in the window, and how its camera's viewport
/// coordinates map to the window's.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ViewPlacement {
    /// The window area the view covers, in logical pixels.
    pub area: Rect,
    /// Image pixels per logical pixel, each way, when the view is drawn
    /// into an image at a lower resolution; `None` when it is drawn
    /// straight into the window (whose viewport coordinates are the
    /// window's).
    pub scaled: Option<Vec2>,
    /// The image the view is drawn into when it is scaled, for the screens
    /// to show.
    pub image: Option<Handle<Image>>,
}

impl ViewPlacement {
    /// A window point (cursor, touch) in the camera's viewport coordinates.
    pub fn window_to_view(&self, point: Vec2) -> Vec2 {
        match self.scaled {
            Some(scale) => (point - self.area.min) * scale,
            None => point,
        }
    }

    /// A point of the camera's viewport in window coordinates.
    pub fn view_to_window(&self, point: Vec2) -> Vec2 {
        match self.scaled {
            Some(scale) => point / scale + self.area.min,
            None => point,
        }
    }
}

/// The 3D camera as the screens and the pointer see it: between world
/// points and window points, wherever and at whatever resolution the view
/// is drawn.
#[derive(bevy::ecs::system::SystemParam)]
pub struct ViewCamera<'w, 's> {
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<Camera3d>>,
    placement: Res<'w, ViewPlacement>,
}

impl ViewCamera<'_, '_> {
    /// Where a world point shows in the window (logical pixels).
    pub fn world_to_window(&self, point: Vec3) -> Option<Vec2> {
        let (camera, transform) = self.camera.single().ok()?;
        let p = camera.world_to_viewport(transform, point).ok()?;
        Some(self.placement.view_to_window(p))
    }

    /// The ray through a window point (logical pixels).
    pub fn window_to_ray(&self, point: Vec2) -> Option<Ray3d> {
        let (camera, transform) = self.camera.single().ok()?;
        camera
            .viewport_to_world(transform, self.placement.window_to_view(point))
            .ok()
    }
}

/// Renders the view into the free area: straight into the window, or at
/// low quality into an image of [`LOW_VIEW_SCALE`] of its pixels that the
/// screens stretch over it.
fn place_view(
    lite: Option<Res<super::lite::Lite>>,
    free: Res<FreeArea>,
    windows: Query<&Window>,
    mut camera: Query<(&mut Camera, &mut RenderTarget), With<Camera3d>>,
    mut images: ResMut<Assets<Image>>,
    mut image: Local<Option<Handle<Image>>>,
    mut placement: ResMut<ViewPlacement>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let Some(area) = free_rect(&free, window) else {
        return;
    };
    let Ok((mut camera, mut target)) = camera.single_mut() else {
        return;
    };
    let physical = (area.size() * window.scale_factor())
        .as_uvec2()
        .max(UVec2::ONE);
    if lite.is_some_and(|lite| lite.0) {
        let size = (physical.as_vec2() * LOW_VIEW_SCALE)
            .ceil()
            .as_uvec2()
            .max(UVec2::ONE);
        let handle = low_image(&mut images, &mut image, size);
        draw_into(&mut camera, &mut target, &handle);
        placement.set_if_neq(ViewPlacement {
            area,
            scaled: Some(size.as_vec2() / area.size()),
            image: Some(handle),
        });
    } else {
        if !matches!(&*target, RenderTarget::Window(_)) {
            *target = RenderTarget::default();
        }
        // The image goes (with the screens' hold on it, once they see it gone).
        image.take();
        if camera.order != 0 {
            camera.order = 0;
        }
        let viewport = Viewport {
            physical_position: (area.min * window.scale_factor()).as_uvec2(),
            physical_size: physical,
            ..default()
        };
        set_viewport(&mut camera, viewport);
        placement.set_if_neq(ViewPlacement {
            area,
            scaled: None,
            image: None,
        });
    }
}

/// The image the low-resolution view is drawn into, made or resized to `size`.
fn low_image(
    images: &mut Assets<Image>,
    image: &mut Option<Handle<Image>>,
    size: UVec2,
) -> Handle<Image> {
    let handle = image
        .get_or_insert_with(|| {
            images.add(Image::new_target_texture(
                size.x,
                size.y,
                TextureFormat::Rgba8UnormSrgb,
                None,
            ))
        })
        .clone();
    if let Some(mut drawn) = images.get_mut(&handle)
        && drawn.size() != size
    {
        drawn.resize(bevy::render::render_resource::Extent3d {
            width: size.x,
            height: size.y,
            depth_or_array_layers: 1,
        });
    }
    handle
}

/// Points the camera at the low-resolution image, drawn before the
/// window's cameras, whose screens show it (each field set only when it
/// changes: a change re-renders).
fn draw_into(camera: &mut Camera, target: &mut RenderTarget, handle: &Handle<Image>) {
    if !matches!(&*target, RenderTarget::Image(i) if i.handle == *handle) {
        *target = RenderTarget::Image(handle.clone().into());
    }
    if camera.viewport.is_some() {
        camera.viewport = None;
    }
    if camera.order != -2 {
        camera.order = -2;
    }
}

/// Sets the camera's viewport only when it moved (a change re-renders).
fn set_viewport(camera: &mut Camera, viewport: Viewport) {
    let same = camera.viewport.as_ref().is_some_and(|v| {
        (v.physical_position, v.physical_size)
            == (viewport.physical_position, viewport.physical_size)
    });
    if !same {
        camera.viewport = Some(viewport);
    }
}

/// The seat to look from: the person to move; with two computers, South.
pub fn seat_of(view: &TableView) -> Side {
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

/// A new match: the view from the seat, the board fitted.
pub(super) fn frame_table(mut rig: ResMut<CameraRig>) {
    rig.reset();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_view_drawn_at_a_lower_resolution_maps_window_points_both_ways() {
        // The free area at (0, 34)-(1024, 720), drawn at half resolution.
        let area = Rect::new(0.0, 34.0, 1024.0, 720.0);
        let scaled = ViewPlacement {
            area,
            scaled: Some(Vec2::new(512.0 / 1024.0, 343.0 / 686.0)),
            image: None,
        };
        // The area's corners are the image's.
        assert_eq!(scaled.window_to_view(area.min), Vec2::ZERO);
        assert_eq!(scaled.window_to_view(area.max), Vec2::new(512.0, 343.0));
        let cursor = Vec2::new(460.0, 485.0);
        assert_eq!(scaled.window_to_view(cursor), Vec2::new(230.0, 225.5));
        assert!((scaled.view_to_window(scaled.window_to_view(cursor)) - cursor).length() < 1e-3);
        // Drawn straight into the window: the camera's viewport handles it.
        let straight = ViewPlacement {
            area,
            scaled: None,
            image: None,
        };
        assert_eq!(straight.window_to_view(cursor), cursor);
        assert_eq!(straight.view_to_window(cursor), cursor);
    }

    #[test]
    fn a_fitted_board_lies_within_the_view_and_fills_it() {
        for game in GameKind::all() {
            for aspect in [0.6, 1.0, 1.6, 2.4] {
                let distance = fit_distance(game, 0.0, 0.8, aspect);
                let transform = camera_transform(distance, 0.0, 0.8);
                let points: Vec<Vec3> = game
                    .corners()
                    .iter()
                    .map(|&c| project(&transform, aspect, c))
                    .collect();
                assert!(points.iter().all(|p| p.x.abs() <= FILL + 1e-3));
                assert!(points.iter().all(|p| p.y.abs() <= FILL + 1e-3));
                // Not needlessly far: some corner touches the edge.
                let widest = points
                    .iter()
                    .map(|p| p.x.abs().max(p.y.abs()))
                    .fold(0.0, f32::max);
                assert!(widest > FILL - 0.01, "{game:?} {aspect}: {widest}");
            }
        }
    }
}

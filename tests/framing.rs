//! The board is never hidden: at every window size the camera fits the
//! whole board (Oware: both stores too) into the rectangle the HUD's panels
//! leave free. The board's corners are projected through the camera as the
//! game places it and must land inside that rectangle.

use bevy::math::{Rect, Vec2};
use omweso::layout::Table;
use omweso::systems::board::camera::{CameraRig, camera_transform, fit_distance, project};
use omweso::systems::ui::layout::free_rect;

const SIZES: [(f32, f32); 5] = [
    (1280.0, 720.0),
    (1024.0, 768.0),
    (1920.0, 1080.0),
    (2560.0, 1080.0),
    (800.0, 1280.0),
];

/// Where a board point lands on the window, in logical pixels.
fn on_window(free: Rect, ndc: bevy::math::Vec3) -> Vec2 {
    Vec2::new(
        free.min.x + (ndc.x + 1.0) * 0.5 * free.width(),
        free.min.y + (1.0 - ndc.y) * 0.5 * free.height(),
    )
}

#[test]
fn the_whole_board_lies_in_the_free_rectangle_at_every_window_size() {
    let pitch = CameraRig::default().pitch;
    for table in [Table::Omweso, Table::Oware] {
        for (w, h) in SIZES {
            let free = free_rect(Vec2::new(w, h));
            assert!(free.width() > 300.0 && free.height() > 300.0, "{w}x{h}");
            let aspect = free.width() / free.height();
            // From either seat.
            for yaw in [0.0, std::f32::consts::PI] {
                let camera = camera_transform(fit_distance(table, yaw, pitch, aspect), yaw, pitch);
                for corner in table.corners() {
                    let p = on_window(free, project(&camera, aspect, corner));
                    assert!(
                        free.contains(p),
                        "{table:?} at {w}x{h}: corner {corner} shows at {p}, outside {free:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_panels_leave_the_board_most_of_the_window() {
    for (w, h) in SIZES {
        let free = free_rect(Vec2::new(w, h));
        let share = free.width() * free.height() / (w * h);
        assert!(share > 0.55, "{w}x{h}: {share}");
    }
}

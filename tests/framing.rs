//! The board is never hidden: at every window size the camera fits the
//! whole board (Oware: both stores too) into the rectangle the screens'
//! panels leave free. The panels are shown by the code the screens run
//! (`show_panels`, placed by `Panels::title` and `Panels::hud`) in an egui
//! frame of that window's size, and what they leave is the rectangle the
//! screens hand the 3D view; the board's corners are projected through the
//! camera as the game places it and must land inside it.

use bevy::math::{Rect, Vec2};
use bevy_egui::egui;
use omweso::games::GameKind;
use omweso::systems::board::camera::{CameraRig, camera_transform, fit_distance, project};
use omweso::systems::ui::layout::{PanelPlace, Panels, TOP_BAR, show_panels};

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

/// What the panels leave free in a window of this size, as a screen
/// measures it and hands it to the 3D view.
fn free_area(window: Vec2, panels: Panels) -> Rect {
    let ctx = egui::Context::default();
    ctx.begin_pass(egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(window.x, window.y),
        )),
        ..Default::default()
    });
    let left = show_panels(&ctx, panels, "side", None, |_| {}, |_| {});
    ctx.end_pass().drop_without_applying_deltas();
    Rect::new(left.min.x, left.min.y, left.max.x, left.max.y)
}

/// Each screen's panels at a window size: the title, a game, a
/// demonstration (no side panel).
fn screens(window: Vec2) -> [(&'static str, Panels); 3] {
    [
        ("title", Panels::title(window)),
        ("game", Panels::hud(window, false)),
        ("demonstration", Panels::hud(window, true)),
    ]
}

#[test]
fn the_whole_board_lies_in_the_free_rectangle_at_every_window_size() {
    let pitch = CameraRig::default().pitch;
    for game in [GameKind::OMWESO, GameKind::OWARE] {
        for (w, h) in SIZES {
            for (screen, panels) in screens(Vec2::new(w, h)) {
                let free = free_area(Vec2::new(w, h), panels);
                assert!(
                    free.width() > 300.0 && free.height() > 300.0,
                    "{screen} at {w}x{h}: {free:?}"
                );
                let aspect = free.width() / free.height();
                // From either seat.
                for yaw in [0.0, std::f32::consts::PI] {
                    let camera =
                        camera_transform(fit_distance(game, yaw, pitch, aspect), yaw, pitch);
                    for corner in game.corners() {
                        let p = on_window(free, project(&camera, aspect, corner));
                        assert!(
                            free.contains(p),
                            "{game:?}, {screen} at {w}x{h}: corner {corner} shows at {p}, outside {free:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_panels_leave_the_board_most_of_the_window() {
    for (w, h) in SIZES {
        let free = free_area(Vec2::new(w, h), Panels::hud(Vec2::new(w, h), false));
        let share = free.width() * free.height() / (w * h);
        assert!(share > 0.55, "{w}x{h}: {share}");
    }
}

#[test]
fn the_free_rectangle_is_what_the_layout_leaves() {
    // 1280x720: the score bar, the side panel 256 wide at the right; the
    // title's column 384 wide at the left. 800x1280 (portrait): the side
    // panel 340 high and the title's 740 high (its whole column), along the
    // bottom.
    let wide = Vec2::new(1280.0, 720.0);
    assert_eq!(
        Panels::hud(wide, false).side,
        Some(PanelPlace::Right(256.0))
    );
    assert_eq!(
        free_area(wide, Panels::hud(wide, false)),
        Rect::new(0.0, TOP_BAR, 1024.0, 720.0)
    );
    assert_eq!(
        free_area(wide, Panels::hud(wide, true)),
        Rect::new(0.0, TOP_BAR, 1280.0, 720.0)
    );
    assert_eq!(
        free_area(wide, Panels::title(wide)),
        Rect::new(384.0, 0.0, 1280.0, 720.0)
    );
    let tall = Vec2::new(800.0, 1280.0);
    assert_eq!(
        free_area(tall, Panels::hud(tall, false)),
        Rect::new(0.0, TOP_BAR, 800.0, 940.0)
    );
    assert_eq!(
        free_area(tall, Panels::title(tall)),
        Rect::new(0.0, 0.0, 800.0, 540.0)
    );
}

/// At a UI scale of 200 % (egui zoomed twice: the window holds half the
/// points each way) the panels still leave the board a good part of the
/// window and the whole board fits in it, at 1280×720 and 800×1280.
#[test]
fn at_twice_the_size_the_board_still_fits_what_the_panels_leave() {
    let pitch = CameraRig::default().pitch;
    let zoom = 2.0;
    for (w, h) in [(1280.0, 720.0), (800.0, 1280.0)] {
        let points = Vec2::new(w / zoom, h / zoom);
        for (screen, panels) in screens(points) {
            let free = free_area(points, panels);
            let (fw, fh) = (free.width() * zoom, free.height() * zoom);
            assert!(
                fw > 300.0 && fh > 300.0,
                "{screen} at {w}x{h}, 200 %: {fw}x{fh} px"
            );
            let aspect = free.width() / free.height();
            for game in [GameKind::OMWESO, GameKind::OWARE] {
                let camera = camera_transform(fit_distance(game, 0.0, pitch, aspect), 0.0, pitch);
                for corner in game.corners() {
                    let p = on_window(free, project(&camera, aspect, corner));
                    assert!(
                        free.contains(p),
                        "{game:?}, {screen} at {w}x{h}, 200 %: {p}"
                    );
                }
            }
        }
    }
}

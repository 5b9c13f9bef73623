//! The window itself: the game's icon, and a kiosk that fills its monitor.

use crate::settings::Kiosk;
use bevy::asset::RenderAssetUsages;
use bevy::ecs::system::NonSendMarker;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

/// The icon the window shows (the desktop's comes from the package).
const ICON: &[u8] = include_bytes!("../../../assets/icons/omweso-64.png");

/// Seconds between two looks at the monitor's size in a kiosk.
const MONITOR_CHECK_SECONDS: f64 = 1.0;

/// Gives the window the game's icon once winit has made it.
pub(super) fn set_icon(
    windows: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    _winit_lives_on_this_thread: NonSendMarker,
) {
    let Ok(entity) = windows.single() else { return };
    if *done {
        return;
    }
    let Some(icon) = icon() else {
        error!("the window icon cannot be decoded");
        *done = true;
        return;
    };
    WINIT_WINDOWS.with_borrow(|winit| {
        if let Some(window) = winit.get_window(entity) {
            window.set_window_icon(Some(icon));
            *done = true;
        }
    });
}

fn icon() -> Option<winit::window::Icon> {
    let image = Image::from_buffer(
        ICON,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .ok()?;
    let size = image.size();
    winit::window::Icon::from_rgba(image.data?, size.x, size.y).ok()
}

/// A kiosk takes its whole monitor. Under a window manager the borderless
/// full screen does; on a bare X server (a common kiosk: `xinit` running
/// only the game) nothing would, and the window would keep the size winit
/// made it with (800×600, whatever `Window::resolution` says). So the
/// window is placed over the primary monitor and sized to it, and again
/// whenever the monitor's size changes; winit's resize event then brings
/// the new size to Bevy's `Window`.
pub(super) fn fill_the_monitor(
    kiosk: Res<Kiosk>,
    time: Res<Time<Real>>,
    windows: Query<Entity, With<PrimaryWindow>>,
    mut next_look: Local<f64>,
    _winit_lives_on_this_thread: NonSendMarker,
) {
    let now = time.elapsed_secs_f64();
    if !kiosk.on || now < *next_look {
        return;
    }
    *next_look = now + MONITOR_CHECK_SECONDS;
    let Ok(entity) = windows.single() else {
        return;
    };
    WINIT_WINDOWS.with_borrow(|winit| {
        let Some(window) = winit.get_window(entity) else {
            return;
        };
        let Some(monitor) = window.primary_monitor() else {
            return;
        };
        let size = monitor.size();
        if window.inner_size() != size && size.width > 0 && size.height > 0 {
            window.set_outer_position(monitor.position());
            // On X11 the new size arrives as an event, not as the answer.
            let _ = window.request_inner_size(size);
        }
    });
}

//! Where the HUD's panels go at a window size, so that the board has the
//! rest: a score bar along the top, and the side panel at the right of a
//! wide window or along the bottom of a narrow or portrait one.

use bevy::math::{Rect, Vec2};

/// Height of the score bar, in logical pixels.
pub const TOP_BAR: f32 = 34.0;

/// Where the side panel goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PanelPlace {
    /// At the right, this wide.
    Right(f32),
    /// Along the bottom, this high.
    Bottom(f32),
}

/// The side panel's place for a window of this size.
pub fn panel_place(window: Vec2) -> PanelPlace {
    if window.x >= window.y * 1.2 {
        PanelPlace::Right((window.x * 0.2).clamp(220.0, 300.0))
    } else {
        PanelPlace::Bottom((window.y * 0.3).clamp(200.0, 340.0))
    }
}

/// The part of the window the panels leave for the board.
pub fn free_rect(window: Vec2) -> Rect {
    match panel_place(window) {
        PanelPlace::Right(width) => Rect::new(0.0, TOP_BAR, window.x - width, window.y),
        PanelPlace::Bottom(height) => Rect::new(0.0, TOP_BAR, window.x, window.y - height),
    }
}

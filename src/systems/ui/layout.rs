//! Where the screens' panels go at a window size, so that the board has the
//! rest: the HUD's score bar along the top and its side panel at the right
//! of a wide window or along the bottom of a narrow or portrait one; the
//! title's column at the left, or along the bottom. [`show_panels`] puts
//! them there and measures what they leave, which the screens hand to the
//! 3D view (and tests/framing.rs checks the board fits into).

use bevy::math::Vec2;
use bevy_egui::egui;

/// Height of the score bar, in logical pixels.
pub const TOP_BAR: f32 = 34.0;

/// Where a screen's side panel goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PanelPlace {
    /// At the left, this wide.
    Left(f32),
    /// At the right, this wide.
    Right(f32),
    /// Along the bottom, this high.
    Bottom(f32),
}

/// Whether a window is narrow or portrait, so that a screen's panel goes
/// along its bottom.
pub fn portrait(window: Vec2) -> bool {
    window.x < window.y * 1.2
}

/// The HUD's side panel's place for a window of this size.
pub fn panel_place(window: Vec2) -> PanelPlace {
    if portrait(window) {
        PanelPlace::Bottom((window.y * 0.3).clamp(200.0, 340.0))
    } else {
        PanelPlace::Right((window.x * 0.2).clamp(220.0, 300.0))
    }
}

/// The title's column's place for a window of this size (in points: a
/// large UI scale makes the window fewer). The column fits it whole,
/// language row and all, in every language: where the window is short
/// (as at 1280×720 and 200 %) its buttons go two or three to a row, and
/// the panel is wider for them; in portrait it is 480 points high at
/// least. Either way the board keeps 160 points or more.
pub fn title_place(window: Vec2) -> PanelPlace {
    if portrait(window) {
        let height = (window.y * 0.58).clamp(480.0, 740.0);
        PanelPlace::Bottom(height.min(window.y - 160.0))
    } else if window.y < SHORT {
        PanelPlace::Left((window.x * 0.7).clamp(340.0, 480.0).min(window.x - 160.0))
    } else {
        PanelPlace::Left((window.x * 0.3).clamp(340.0, 440.0))
    }
}

/// A landscape window lower than this, in points, is short: the title's
/// column needs its buttons in rows, and a wider panel for them.
const SHORT: f32 = 560.0;

/// The margin inside the title's panel: less in a small window.
pub fn title_margin(window: Vec2) -> f32 {
    (window.y / 30.0).clamp(12.0, 24.0)
}

/// A screen's panels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Panels {
    /// The score bar along the top, this high, if the screen has one.
    pub top: Option<f32>,
    /// The panel at a side, if the screen has one.
    pub side: Option<PanelPlace>,
}

impl Panels {
    /// The game's: the score bar and the side panel, but no side panel in
    /// a demonstration, which shows the table, not the controls.
    pub fn hud(window: Vec2, demonstration: bool) -> Panels {
        Panels {
            top: Some(TOP_BAR),
            side: (!demonstration).then(|| panel_place(window)),
        }
    }

    /// The title's: its column.
    pub fn title(window: Vec2) -> Panels {
        Panels {
            top: None,
            side: Some(title_place(window)),
        }
    }

    /// Whether the side panel runs along the bottom.
    pub fn side_at_bottom(&self) -> bool {
        matches!(self.side, Some(PanelPlace::Bottom(_)))
    }
}

/// The window's size in the terms of [`Panels`].
pub fn window_size(ctx: &egui::Context) -> Vec2 {
    let size = ctx.viewport_rect().size();
    Vec2::new(size.x, size.y)
}

/// Shows a screen's panels where `panels` puts them, at a fixed size: the
/// score bar (with `top` in it), then the side panel (`side_id`, in `frame`
/// or egui's own, with `side` in it). Returns the part of the window they
/// leave free, in egui's points (logical pixels).
pub fn show_panels(
    ctx: &egui::Context,
    panels: Panels,
    side_id: &'static str,
    frame: Option<egui::Frame>,
    top: impl FnOnce(&mut egui::Ui),
    side: impl FnOnce(&mut egui::Ui),
) -> egui::Rect {
    let mut root = root_ui(ctx);
    if let Some(height) = panels.top {
        egui::Panel::top("score")
            .exact_size(height)
            .resizable(false)
            .show(&mut root, top);
    }
    if let Some(place) = panels.side {
        let panel = match place {
            PanelPlace::Left(width) => egui::Panel::left(side_id).exact_size(width),
            PanelPlace::Right(width) => egui::Panel::right(side_id).exact_size(width),
            PanelPlace::Bottom(height) => egui::Panel::bottom(side_id).exact_size(height),
        };
        let panel = panel.resizable(false);
        match frame {
            Some(frame) => panel.frame(frame).show(&mut root, side),
            None => panel.show(&mut root, side),
        };
    }
    root.available_rect_before_wrap()
}

/// A `Ui` covering the window, for panels.
fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

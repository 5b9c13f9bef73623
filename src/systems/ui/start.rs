//! How an Omweso match against the computer begins, asked plainly before it
//! does: arrange your seeds (the traditional way), the standard start, or
//! two in every pit, one tap each, each with one line of what is known of
//! it (the proofs, asked of the engine without waiting).

use super::BRASS;
use crate::locale::Catalogue;
use crate::systems::session::SetupStyle;
use crate::systems::session::omweso::known_about_start;
use crate::text::Text;
use bevy_egui::egui;
use mancala::omweso::Rules;
use std::time::Duration;

/// The choices' width: the longest fits on one line in English.
const WIDTH: f32 = 440.0;

/// The starts in the order offered: the traditional one first.
const STARTS: [(SetupStyle, &str); 3] = [
    (SetupStyle::Custom, "start-arrange"),
    (SetupStyle::Standard, "start-standard"),
    (SetupStyle::TwoEach, "start-two-each"),
];

/// The start chooser while `open`; returns the start chosen, if one was.
/// The first choice has the keyboard's focus; Escape or the cross closes.
pub(super) fn window(
    ctx: &egui::Context,
    open: &mut bool,
    rules: &Rules,
    cat: &Catalogue,
) -> Option<SetupStyle> {
    let mut chosen = None;
    let mut still_loading = false;
    // The first choice takes the keyboard's focus as the window opens,
    // asked again until it lands (a window's first frame only sizes it).
    let landed = egui::Id::new("start chooser focused");
    let opening = !ctx.data(|d| d.get_temp::<bool>(landed).unwrap_or(false));
    let mut focused_here = false;
    egui::Window::new(cat.t("start-title"))
        .id(egui::Id::new("start chooser"))
        .collapsible(false)
        .resizable(false)
        .default_width(WIDTH)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .open(open)
        .show(ctx, |ui| {
            for (i, (style, label)) in STARTS.into_iter().enumerate() {
                let text = egui::RichText::new(cat.t(label)).size(20.0);
                let button = ui.add(egui::Button::new(text).min_size(egui::vec2(WIDTH, 44.0)));
                if i == 0 && opening {
                    button.request_focus();
                }
                focused_here |= button.has_focus();
                if button.clicked() {
                    chosen = Some(style);
                }
                let known = known_about_start(rules, style).unwrap_or_else(|| {
                    still_loading = true;
                    Text::new("start-known-checking")
                });
                ui.label(egui::RichText::new(cat.text(&known)).color(BRASS));
                ui.add_space(10.0);
            }
        });
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        *open = false;
    }
    let settled = (focused_here || !opening) && *open && chosen.is_none();
    ctx.data_mut(|d| d.insert_temp(landed, settled));
    if still_loading {
        // The proof loads on a thread of its own: look again shortly.
        ctx.request_repaint_after(Duration::from_millis(100));
    }
    chosen.inspect(|_| *open = false)
}

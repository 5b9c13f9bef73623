//! The egui screens: the title, one HUD for both games (score bar, move
//! list, settings, replay bar, end banner, choices at a pit, pit numbers),
//! the pause menu, and the screenshot mode. They read the session's views
//! and write only messages, the [`Settings`] and the [`Pause`] state.

mod about;
pub mod access;
mod hud;
mod journal;
mod kiosk;
pub mod layout;
mod legend;
mod lessons;
mod menu;
mod pits;
mod puzzles;
mod review;
pub mod screenshot;
mod settings;
mod start;
pub mod style;
#[cfg(test)]
mod targets;
mod title;
mod turned;
mod window;

use crate::locale::{Catalogue, Lang};
use crate::settings::Settings;
use crate::states::{GameSet, Pause, Screen};
use crate::systems::board::camera::FreeArea;
use crate::systems::session::Notice;
use crate::text::Text;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, PrimaryEguiContext, egui};

impl Default for NoticeBoard {
    fn default() -> Self {
        NoticeBoard {
            text: Text::plain(""),
            seconds: 0.0,
            number: 0,
        }
    }
}

/// The choice of language, each named in itself; it takes effect at once.
fn language_picker(ui: &mut egui::Ui, settings: &mut Settings, cat: &Catalogue) {
    ui.horizontal_wrapped(|ui| {
        // A name that does not fit goes whole to the next line.
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        ui.label(cat.t("title-language"));
        for lang in Lang::ALL {
            ui.selectable_value(&mut settings.language, lang, lang.native_name());
        }
    });
}

/// The catalogue speaks the language of the settings.
fn follow_language(settings: Res<Settings>, mut cat: ResMut<Catalogue>) {
    if settings.language != cat.lang() {
        cat.set_lang(settings.language);
    }
}

/// The 3D view, when it is drawn into an image at a lower resolution (low
/// quality), stretched over its area under everything the screens draw.
fn paint_view(
    mut contexts: EguiContexts,
    placement: Res<crate::systems::board::camera::ViewPlacement>,
    mut shown: Local<Option<Handle<Image>>>,
) -> Result {
    if *shown != placement.image {
        if let Some(old) = shown.take() {
            contexts.remove_image(&old);
        }
        *shown = placement.image.clone();
    }
    let Some(image) = &placement.image else {
        return Ok(());
    };
    let id = contexts.add_image(bevy_egui::EguiTextureHandle::Strong(image.clone()));
    let area = placement.area;
    let ctx = contexts.ctx_mut()?;
    // The area is in the window's pixels; egui draws in points (zoomed).
    let rect = egui::Rect::from_min_max(
        style::to_points(ctx, area.min),
        style::to_points(ctx, area.max),
    );
    let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    ctx.layer_painter(egui::LayerId::background())
        .image(id, rect, uv, egui::Color32::WHITE);
    Ok(())
}

/// Gujarati script comes from Noto Sans Gujarati, after egui's own fonts
/// (which cover Latin, Greek and Cyrillic).
fn load_fonts(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_fonts(fonts());
    *done = true;
    Ok(())
}

/// egui's fonts with the Gujarati fallback.
pub fn fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "gujarati".into(),
        std::sync::Arc::new(egui::FontData::from_static(include_bytes!(
            "../../../assets/fonts/NotoSansGujarati-Regular.ttf"
        ))),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("gujarati".into());
    }
    fonts
}

/// The latest notice, how long it stays, and how many came before it.
#[derive(Resource)]
struct NoticeBoard {
    text: Text,
    seconds: f32,
    number: u64,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<NoticeBoard>();
    app.init_resource::<style::TouchSeen>();
    app.init_resource::<title::TitleForm>();
    app.init_resource::<menu::MenuPage>();
    app.init_resource::<title::TitlePage>();
    app.add_systems(
        Update,
        (
            collect_notices,
            follow_language,
            style::notice_touch,
            hotkeys,
            access::describe_key.run_if(in_state(Screen::Playing)),
            kiosk::staff_exit,
            kiosk::hide_cursor,
            window::set_icon,
            window::fill_the_monitor,
        )
            .in_set(GameSet::Ui),
    );
    // Before the frame's input, so that a waking touch is heard first.
    app.add_systems(Update, kiosk::notice_activity.before(GameSet::Input));
    app.add_systems(
        PreUpdate,
        access::forward_screen_reader_actions
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        (
            load_fonts,
            style::apply,
            access::follow_screen_reader,
            paint_view,
            title::title_screen.run_if(in_state(Screen::Title)),
            (
                hud::hud,
                pits::choices,
                pits::pit_numbers,
                review::line_numbers,
                review::review_keys,
                access::accessible_layer,
            )
                .run_if(in_state(Screen::Playing)),
            menu::pause_menu.run_if(in_state(Pause::Paused)),
            kiosk::overlays,
            hud::asset_problem,
            hud::file_problems,
        )
            .chain(),
    );
    app.add_systems(OnEnter(Pause::Paused), menu::on_open);
    app.add_systems(Startup, spawn_screen_camera);
    app.add_plugins(screenshot::plugin);
}

/// The camera the screens draw with: over the 3D view, clearing nothing;
/// and under everything a backdrop that clears the whole window each frame
/// (the 3D camera clears only the part it draws in).
fn spawn_screen_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Backdrop camera"),
        Camera2d,
        Camera {
            order: -1,
            clear_color: ClearColorConfig::Custom(Color::srgb(0.11, 0.07, 0.04)),
            ..default()
        },
    ));
    commands.spawn((
        Name::new("Screen camera"),
        Camera2d,
        Camera {
            order: 1,
            clear_color: ClearColorConfig::None,
            ..default()
        },
        PrimaryEguiContext,
    ));
}

/// Each notice stays long enough to be read: 3.5 s, longer for a long
/// one (a description of the board) at 15 characters a second.
fn collect_notices(
    time: Res<Time>,
    cat: Res<Catalogue>,
    mut notices: MessageReader<Notice>,
    mut board: ResMut<NoticeBoard>,
) {
    for Notice(text) in notices.read() {
        let length = cat.text(text).chars().count();
        board.text = text.clone();
        board.seconds = (length as f32 / 15.0).max(3.5);
        board.number += 1;
    }
    board.seconds -= time.delta_secs();
}

/// Esc opens and closes the menu (and so pauses); F2 shows every count
/// (Tab moves the focus over the screens' controls).
fn hotkeys(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    pause: Res<State<Pause>>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut settings: ResMut<crate::settings::Settings>,
) {
    if *screen.get() == Screen::Playing && keys.just_pressed(KeyCode::Escape) {
        next_pause.set(match pause.get() {
            Pause::Running => Pause::Paused,
            Pause::Paused => Pause::Running,
        });
    }
    if keys.just_pressed(KeyCode::F2) {
        settings.show_numbers = !settings.show_numbers;
    }
}

/// Tells the 3D view the part of the window the panels leave free (only
/// when it moves, so that the view is not told of a change every frame).
fn publish_free_area(free: &mut ResMut<FreeArea>, ctx: &egui::Context, left: egui::Rect) {
    let area = style::to_window(ctx, left);
    if free.0 != Some(area) {
        free.0 = Some(area);
    }
}

/// One of the title's windows at the top right (the lessons, the puzzles,
/// the options, "Your games"): one at a time, fixed in place.
fn top_right_window(title: String, id: &'static str, width: f32) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .default_width(width)
        .anchor(egui::Align2::RIGHT_TOP, [-16.0, 16.0])
}

/// The colour of headings and highlights: old brass.
const BRASS: egui::Color32 = egui::Color32::from_rgb(236, 196, 128);

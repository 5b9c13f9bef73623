//! `omweso --screenshot out.png [--position '<position>'] [--frames N]`:
//! render, save a PNG and exit.

use crate::options::Options;
use crate::settings::Settings;
use crate::states::Screen;
use crate::systems::board::animation::AnimQueue;
use crate::systems::session::{MatchConfig, Player};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, setup_screenshot_mode);
    app.add_systems(Update, (take_screenshot, quality_from_the_command_line));
}

/// `--quality` wins over the saved setting (which is read after start-up).
fn quality_from_the_command_line(options: Option<Res<Options>>, mut settings: ResMut<Settings>) {
    if let Some(quality) = options.and_then(|o| o.quality)
        && settings.quality != quality
    {
        settings.quality = quality;
    }
}

fn setup_screenshot_mode(
    options: Option<Res<Options>>,
    mut config: ResMut<MatchConfig>,
    mut next: ResMut<NextState<Screen>>,
    mut queue: ResMut<AnimQueue>,
) {
    let Some(options) = options else { return };
    if let Some(path) = &options.screenshot {
        // An old file of that name would look like a finished screenshot.
        let _ = std::fs::remove_file(path);
    }
    if let Some(text) = &options.position {
        *config = MatchConfig {
            table: options.table,
            players: [Player::Human, Player::Human],
            position: text.parse().ok(),
            oware_position: text.parse().ok(),
            ..MatchConfig::default()
        };
        next.set(Screen::Playing);
        if options.screenshot.is_some() {
            queue.instant = true;
        }
    }
}

fn take_screenshot(
    mut commands: Commands,
    options: Option<Res<Options>>,
    mut frame: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(path) = options.as_ref().and_then(|o| o.screenshot.clone()) else {
        return;
    };
    let frames = options.map_or(30, |o| o.frames);
    *frame += 1;
    if *frame == frames {
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path.clone()));
    }
    // The PNG is written asynchronously: give it time, then leave.
    if *frame > frames && std::fs::metadata(&path).is_ok_and(|m| m.len() > 0)
        || *frame > frames + 600
    {
        exit.write(AppExit::Success);
    }
}

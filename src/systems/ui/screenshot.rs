//! `omweso --screenshot out.png [--position '<position>'] [--frames N]`:
//! render, save a PNG and exit.

use crate::options::Options;
use crate::settings::Settings;
use crate::states::Screen;
use crate::systems::board::animation::AnimQueue;
use crate::systems::board::models::TableAssets;
use crate::systems::lessons::LessonAction;
use crate::systems::lessons::puzzles::PuzzleAction;
use crate::systems::session::{
    Action, Controller, MatchConfig, NextMatch, OmwesoConfig, OpenMatch, OwareConfig, ReviewView,
    TableView,
};
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::render::{Render, RenderApp};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many render pipelines are still being compiled (read from the render
/// world each frame): a software rasteriser compiles shaders for seconds,
/// drawing nothing meanwhile.
#[derive(Resource, Clone, Default)]
struct PipelinesWaiting(Arc<AtomicUsize>);

fn count_waiting_pipelines(cache: Res<PipelineCache>, waiting: Res<PipelinesWaiting>) {
    waiting
        .0
        .store(cache.waiting_pipelines().count(), Ordering::Relaxed);
}

pub(super) fn plugin(app: &mut App) {
    let waiting = PipelinesWaiting::default();
    app.insert_resource(waiting.clone());
    // Only a screenshot waits for the shaders.
    let screenshot = app
        .world()
        .get_resource::<Options>()
        .is_some_and(|o| o.screenshot.is_some());
    if screenshot && let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app.insert_resource(waiting);
        render_app.add_systems(Render, count_waiting_pipelines);
    }
    app.add_systems(Startup, setup_screenshot_mode);
    app.add_systems(PostStartup, lesson_from_the_command_line);
    app.add_systems(Update, (take_screenshot, quality_from_the_command_line));
    app.add_systems(
        Update,
        (play_from_the_command_line, review_from_the_command_line)
            .run_if(in_state(Screen::Playing)),
    );
}

/// `--lesson ID` or `--puzzle N`: the lesson or the puzzle opens at start.
fn lesson_from_the_command_line(
    options: Option<Res<Options>>,
    mut requests: MessageWriter<LessonAction>,
    mut puzzles: MessageWriter<PuzzleAction>,
) {
    let Some(options) = options else { return };
    if let Some(n) = options.lesson {
        requests.write(LessonAction::Open(n));
    }
    if let Some(n) = options.puzzle {
        puzzles.write(PuzzleAction::Open(options.game, n - 1));
    }
}

/// `--play PIT`: once the table is laid, the mover picks that pit.
fn play_from_the_command_line(
    options: Option<Res<Options>>,
    view: Res<TableView>,
    mut actions: MessageWriter<Action>,
    mut played: Local<bool>,
) {
    let Some(pit) = options.and_then(|o| o.pit_to_play()) else {
        return;
    };
    if !*played && view.human_to_act {
        actions.write(Action::Pit(pit));
        *played = true;
    }
}

/// `--review RECORD --at N`: once the review is open, the game after N
/// moves.
fn review_from_the_command_line(
    options: Option<Res<Options>>,
    view: Res<ReviewView>,
    mut actions: MessageWriter<Action>,
    mut done: Local<bool>,
) {
    if let Some(n) = options.and_then(|o| o.at)
        && !*done
        && view.active
    {
        actions.write(Action::Seek(n));
        *done = true;
    }
}

/// `--quality` and `--ui-scale` win over the saved settings (which are
/// read after start-up).
fn quality_from_the_command_line(options: Option<Res<Options>>, mut settings: ResMut<Settings>) {
    let Some(options) = options else { return };
    if let Some(quality) = options.quality
        && settings.quality != quality
    {
        settings.quality = quality;
    }
    if options.high_contrast && !settings.high_contrast {
        settings.high_contrast = true;
    }
    if let Some(percent) = options.ui_scale {
        let scale = percent as f32 / 100.0;
        if settings.ui_scale != scale {
            settings.ui_scale = scale;
        }
    }
}

fn setup_screenshot_mode(
    options: Option<Res<Options>>,
    mut config: ResMut<MatchConfig>,
    mut next: ResMut<NextState<Screen>>,
    mut next_match: ResMut<NextMatch>,
    mut queue: ResMut<AnimQueue>,
) {
    let Some(options) = options else { return };
    if let Some(record) = &options.review {
        next_match.0 = Some(OpenMatch::Replay(record.clone()));
        next.set(Screen::Playing);
    }
    if let Some(path) = &options.screenshot {
        // An old file of that name would look like a finished screenshot.
        let _ = std::fs::remove_file(path);
    }
    if let Some(text) = &options.position {
        *config = MatchConfig {
            game: options.game,
            players: [Controller::Human, Controller::Human],
            omweso: OmwesoConfig {
                position: text.parse().ok(),
                ..OmwesoConfig::default()
            },
            oware: OwareConfig {
                position: text.parse().ok(),
                ..OwareConfig::default()
            },
            ..MatchConfig::default()
        };
        next.set(Screen::Playing);
        if options.screenshot.is_some() {
            queue.instant = true;
        }
    }
}

/// Saves the window after `--frames` frames counted from when the models
/// are loaded and every shader is compiled (so that the picture shows the
/// table, not a black frame).
#[allow(clippy::too_many_arguments)]
fn take_screenshot(
    mut commands: Commands,
    options: Option<Res<Options>>,
    server: Res<AssetServer>,
    assets: Option<Res<TableAssets>>,
    waiting: Res<PipelinesWaiting>,
    review: Res<ReviewView>,
    mut settled: Local<u32>,
    mut frame: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(path) = options.as_ref().and_then(|o| o.screenshot.clone()) else {
        return;
    };
    if *frame == 0 {
        // A review is shown once the engine has judged the whole game.
        let judged = !review.active || review.analysed == review.positions;
        let ready = assets.is_some_and(|a| a.ready(&server))
            && waiting.0.load(Ordering::Relaxed) == 0
            && judged;
        // A few quiet frames in a row: newly seen meshes queue pipelines.
        *settled = if ready { *settled + 1 } else { 0 };
        if *settled < 5 {
            return;
        }
    }
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

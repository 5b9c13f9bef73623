//! Sound: a varied click for every seed that falls, a scoop for a lift, a
//! capture, and a chime at the end of a game. The sounds are synthesised by
//! `tools/soundgen` (CC0).

use super::animation::SoundCue;
use super::oware_session::{OwarePhase, OwareSession};
use super::session::{Phase, Session};
use bevy::audio::Volume;
use bevy::prelude::*;
use rand::Rng;

/// Volume (0–1) and mute, from the settings.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct SoundSettings {
    pub volume: f32,
    pub muted: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            volume: 0.7,
            muted: false,
        }
    }
}

#[derive(Resource)]
struct Sounds {
    clicks: Vec<Handle<AudioSource>>,
    scoop: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    chime: Handle<AudioSource>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SoundSettings>();
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, (play_cues, chime_at_the_end));
}

fn load_sounds(mut commands: Commands, server: Res<AssetServer>) {
    commands.insert_resource(Sounds {
        clicks: (1..=6)
            .map(|i| server.load(format!("sounds/seed_click_{i}.wav")))
            .collect(),
        scoop: server.load("sounds/scoop.wav"),
        capture: server.load("sounds/capture.wav"),
        chime: server.load("sounds/chime.wav"),
    });
}

fn play(commands: &mut Commands, sound: Handle<AudioSource>, volume: f32, speed: f32) {
    commands.spawn((
        AudioPlayer::new(sound),
        PlaybackSettings::DESPAWN
            .with_volume(Volume::Linear(volume))
            .with_speed(speed),
    ));
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    sounds: Res<Sounds>,
    settings: Res<SoundSettings>,
) {
    let mut rng = rand::rng();
    // Many seeds can fall in one frame at high speed: one click stands for them.
    let mut clicked = false;
    for cue in cues.read() {
        if settings.muted {
            continue;
        }
        let v = settings.volume;
        match cue {
            SoundCue::Click if !clicked => {
                clicked = true;
                let i = rng.random_range(0..sounds.clicks.len());
                let pitch = rng.random_range(0.92..1.08);
                play(&mut commands, sounds.clicks[i].clone(), 0.45 * v, pitch);
            }
            SoundCue::Click => {}
            SoundCue::Scoop => play(&mut commands, sounds.scoop.clone(), 0.5 * v, 1.0),
            SoundCue::Capture => play(&mut commands, sounds.capture.clone(), 0.6 * v, 1.0),
        }
    }
}

fn chime_at_the_end(
    mut commands: Commands,
    sounds: Res<Sounds>,
    settings: Res<SoundSettings>,
    session: Option<Res<Session>>,
    oware: Option<Res<OwareSession>>,
    mut was_over: Local<bool>,
) {
    let over = session.is_some_and(|s| matches!(s.phase, Phase::Over(_)))
        || oware.is_some_and(|s| matches!(s.phase, OwarePhase::Over(_)));
    if over && !*was_over && !settings.muted {
        play(
            &mut commands,
            sounds.chime.clone(),
            0.6 * settings.volume,
            1.0,
        );
    }
    *was_over = over;
}

//! Sound: a varied click for every seed that falls, a scoop for a lift, a
//! capture (cues from the board's animation), and a chime when the session
//! announces the end of a game. The sounds are synthesised by
//! `tools/soundgen` (CC0); volume and mute come from the settings. Spoken
//! captions are in [`speech`].

pub mod speech;

use crate::settings::{Kiosk, Settings};

/// The loudest an exhibition plays, whatever the setting: a room is shared.
const KIOSK_VOLUME: f32 = 0.6;
use crate::systems::board::animation::SoundCue;
use crate::systems::session::GameOver;
use bevy::audio::Volume;
use bevy::prelude::*;
use rand::Rng;

#[derive(Resource)]
struct Sounds {
    clicks: Vec<Handle<AudioSource>>,
    scoop: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    chime: Handle<AudioSource>,
}

/// The speeds a click is played at, for variety.
pub const CLICK_SPEEDS: std::ops::Range<f32> = 0.92..1.08;

/// How long a sound's entity lives, in real seconds: longer than the
/// longest sound (the chime, 2 s) played at the slowest of [`CLICK_SPEEDS`].
/// Bevy despawns a sound that has finished playing, but only where an
/// audio device exists; without one (a kiosk whose speakers are unplugged,
/// a headless run) nothing would ever despawn them.
pub const SOUND_LIFETIME: f32 = 3.0;

/// When a sound's entity goes, whether or not it was ever played.
#[derive(Component, Debug)]
pub struct SoundEnds(pub f64);

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, (play_cues, chime_at_the_end, end_sounds));
    app.add_plugins(speech::plugin);
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

fn play(
    commands: &mut Commands,
    now: &Time<Real>,
    sound: Handle<AudioSource>,
    volume: f32,
    speed: f32,
) {
    commands.spawn((
        SoundEnds(now.elapsed_secs_f64() + f64::from(SOUND_LIFETIME)),
        AudioPlayer::new(sound),
        PlaybackSettings::DESPAWN
            .with_volume(Volume::Linear(volume))
            .with_speed(speed),
    ));
}

/// The volume to play at: the setting, capped at an exhibition.
fn volume(settings: &Settings, kiosk: &Kiosk) -> f32 {
    if kiosk.on {
        settings.volume.min(KIOSK_VOLUME)
    } else {
        settings.volume
    }
}

/// Despawns every sound past its lifetime (one that played to its end
/// with a device is already gone).
fn end_sounds(mut commands: Commands, time: Res<Time<Real>>, sounds: Query<(Entity, &SoundEnds)>) {
    let now = time.elapsed_secs_f64();
    for (entity, ends) in &sounds {
        if ends.0 <= now {
            commands.entity(entity).despawn();
        }
    }
}

fn play_cues(
    time: Res<Time<Real>>,
    kiosk: Res<Kiosk>,
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
) {
    let mut rng = rand::rng();
    // Many seeds can fall in one frame at high speed: one click stands for them.
    let mut clicked = false;
    for cue in cues.read() {
        if settings.muted {
            continue;
        }
        let v = volume(&settings, &kiosk);
        match cue {
            SoundCue::Click if !clicked => {
                clicked = true;
                let i = rng.random_range(0..sounds.clicks.len());
                let pitch = rng.random_range(CLICK_SPEEDS);
                play(
                    &mut commands,
                    &time,
                    sounds.clicks[i].clone(),
                    0.45 * v,
                    pitch,
                );
            }
            SoundCue::Click => {}
            SoundCue::Scoop => play(&mut commands, &time, sounds.scoop.clone(), 0.5 * v, 1.0),
            SoundCue::Capture => play(&mut commands, &time, sounds.capture.clone(), 0.6 * v, 1.0),
        }
    }
}

fn chime_at_the_end(
    time: Res<Time<Real>>,
    kiosk: Res<Kiosk>,
    mut commands: Commands,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    mut over: MessageReader<GameOver>,
) {
    if over.read().count() > 0 && !settings.muted {
        play(
            &mut commands,
            &time,
            sounds.chime.clone(),
            0.6 * volume(&settings, &kiosk),
            1.0,
        );
    }
}

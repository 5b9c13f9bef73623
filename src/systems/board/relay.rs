//! While the engine works out a long relay (a move that may never end), a
//! hand of seeds circles over the mover's sixteen pits, lap after lap, so
//! the table is never frozen; the HUD counts the laps.

use super::models::{TableAssets, seed_look};
use crate::games::GameKind;
use crate::systems::session::MatchView;
use bevy::prelude::*;

/// A seed of the circling hand (not one of the 64: it shows work, not a
/// count).
#[derive(Component)]
pub struct CirclingSeed(usize);

/// Seeds in the hand.
const HAND: usize = 5;
/// Pits a second.
const SPEED: f32 = 7.0;

pub(super) fn circle_while_deciding(
    mut commands: Commands,
    time: Res<Time>,
    view: Res<MatchView>,
    game: Res<GameKind>,
    assets: Option<Res<TableAssets>>,
    mut hand: Query<(Entity, &CirclingSeed, &mut Transform)>,
) {
    if view.deciding.is_none() {
        for (entity, ..) in &hand {
            commands.entity(entity).despawn();
        }
        return;
    }
    let Some(assets) = assets else { return };
    if hand.is_empty() {
        let (mesh, material) = seed_look(&assets, *game, 0);
        for i in 0..HAND {
            commands.spawn((
                Name::new("Circling seed"),
                CirclingSeed(i),
                Mesh3d(mesh.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(Vec3::ZERO),
                DespawnOnExit(crate::states::Screen::Playing),
            ));
        }
        return;
    }
    let side = view.to_move;
    let t = time.elapsed_secs() * SPEED;
    for (_, seed, mut transform) in &mut hand {
        let at = t - seed.0 as f32 * 0.45;
        let k = at.floor().rem_euclid(16.0) as u8;
        let next = (k + 1) % 16;
        let f = at.fract();
        let from = game.pit_center(side, k);
        let to = game.pit_center(side, next);
        // A hop from pit to pit, above the board.
        let lift = 0.35 + 0.25 * (f * std::f32::consts::PI).sin();
        transform.translation = from.lerp(to, f) + Vec3::Y * lift;
        transform.rotate_y(time.delta_secs() * 3.0);
    }
}

//! The table: 32 pit entities and 64 seed entities (logic), and their models,
//! materials and light (view).

use super::Screen;
use super::animation::{AnimQueue, Hand};
use super::oware_session::OwareSession;
use super::session::Session;
use crate::layout::Table;
use bevy::asset::LoadState;
use bevy::gltf::GltfAssetLabel;
use bevy::prelude::*;
use bevy::world_serialization::WorldAssetRoot;
use mancala::Side;
use rand::{Rng, SeedableRng};

/// A pit: its owner and circuit index.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pit {
    pub owner: Side,
    pub k: u8,
}

/// A seed. `jitter` nudges it off its pile slot so piles look natural.
#[derive(Component, Clone, Copy, Debug)]
pub struct Seed {
    pub index: usize,
    pub jitter: Vec3,
}

/// The pit a seed lies in, and its place in the pile.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct InPit {
    pub side: Side,
    pub k: u8,
    pub slot: usize,
}

/// A seed in the sowing hand.
#[derive(Component, Clone, Copy, Debug)]
pub struct InHand;

pub(super) fn logic_plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_table.after(super::session::begin_match),
    );
}

/// Seeds per pit as the entities say (for tests and the HUD).
pub fn seeds_per_pit(seeds: impl Iterator<Item = InPit>) -> [[u8; 16]; 2] {
    let mut counts = [[0u8; 16]; 2];
    for p in seeds {
        counts[p.side.index()][p.k as usize] += 1;
    }
    counts
}

fn spawn_table(
    mut commands: Commands,
    table: Res<Table>,
    session: Option<Res<Session>>,
    oware: Option<Res<OwareSession>>,
    mut hand: ResMut<Hand>,
    mut queue: ResMut<AnimQueue>,
) {
    let table = *table;
    for side in Side::BOTH {
        for k in table.pits() {
            commands.spawn((
                Name::new(format!("Pit {side} {k}")),
                Pit { owner: side, k },
                Transform::from_translation(table.pit_center(side, k)),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    // The seeds start in a heap beside the board and are sown into the
    // set-up by the first settle.
    let mut rng = rand::rngs::SmallRng::seed_from_u64(64);
    hand.seeds.clear();
    for index in 0..table.seeds() {
        let jitter = Vec3::new(
            rng.random_range(-0.025..0.025),
            0.0,
            rng.random_range(-0.025..0.025),
        );
        let heap = Vec3::new(
            5.2 + (index % 4) as f32 * 0.12,
            0.1 + (index / 16) as f32 * 0.1,
            -1.0 + (index / 4 % 4) as f32 * 0.12,
        );
        let entity = commands
            .spawn((
                Name::new(format!("Seed {index}")),
                Seed { index, jitter },
                InHand,
                Transform::from_translation(heap).with_rotation(Quat::from_rotation_y(
                    rng.random_range(0.0..std::f32::consts::TAU),
                )),
                DespawnOnExit(Screen::Playing),
            ))
            .id();
        hand.seeds.push_back(entity);
    }
    if let Some(session) = session {
        queue.settle_counts(session.counts());
    } else if let Some(oware) = oware {
        queue.settle_counts(oware.counts());
    }
}

/// The loaded models and materials.
#[derive(Resource)]
pub struct TableAssets {
    pub boards: [Handle<bevy::gltf::Gltf>; 2],
    pub seed_mesh: Handle<Mesh>,
    pub seed_materials: Vec<Handle<StandardMaterial>>,
}

pub(super) fn view_plugin(app: &mut App) {
    app.add_systems(Startup, (load_assets, spawn_lights));
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_board_model.after(super::session::begin_match),
    );
    app.add_systems(Update, (dress_seeds, report_missing_assets));
}

fn load_assets(
    mut commands: Commands,
    server: Res<AssetServer>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let seed_texture: Handle<Image> =
        server.load(GltfAssetLabel::Texture(0).from_asset("models/seed.glb"));
    // Empiki vary: grey, grey-brown, a warmer brown, a paler stone.
    let tints = [
        Color::srgb(0.78, 0.76, 0.72),
        Color::srgb(0.70, 0.64, 0.58),
        Color::srgb(0.62, 0.52, 0.42),
        Color::srgb(0.86, 0.84, 0.80),
        Color::srgb(0.66, 0.66, 0.64),
    ];
    let seed_materials = tints
        .into_iter()
        .map(|tint| {
            materials.add(StandardMaterial {
                base_color: tint,
                base_color_texture: Some(seed_texture.clone()),
                perceptual_roughness: 0.28,
                reflectance: 0.45,
                clearcoat: 0.6,
                clearcoat_perceptual_roughness: 0.15,
                ..default()
            })
        })
        .collect();
    commands.insert_resource(TableAssets {
        boards: [
            server.load(Table::Omweso.model()),
            server.load(Table::Oware.model()),
        ],
        seed_mesh: server.load(
            GltfAssetLabel::Primitive {
                mesh: 0,
                primitive: 0,
            }
            .from_asset("models/seed.glb"),
        ),
        seed_materials,
    });
}

fn spawn_lights(mut commands: Commands) {
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(1.0, 0.92, 0.82),
        brightness: 180.0,
        ..default()
    });
    // A warm low sun through a window, casting soft shadows across the pits.
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight {
            color: Color::srgb(1.0, 0.86, 0.68),
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(4.0, 9.0, 5.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        Name::new("Lamp"),
        PointLight {
            color: Color::srgb(1.0, 0.78, 0.55),
            intensity: 600_000.0,
            range: 30.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-3.5, 5.5, -2.0),
    ));
}

fn spawn_board_model(
    mut commands: Commands,
    table: Res<Table>,
    server: Res<AssetServer>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.spawn((
        Name::new("Board"),
        WorldAssetRoot(server.load(GltfAssetLabel::Scene(0).from_asset(table.model()))),
        DespawnOnExit(Screen::Playing),
    ));
    // The table the board stands on: dark cloth.
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(Plane3d::default().mesh().size(40.0, 40.0))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.16, 0.09, 0.06),
            perceptual_roughness: 0.95,
            ..default()
        })),
        Transform::from_xyz(0.0, -0.5, 0.0),
        DespawnOnExit(Screen::Playing),
    ));
}

/// Gives each new seed its mesh, one of the tints and a slightly different size.
fn dress_seeds(
    mut commands: Commands,
    assets: Option<Res<TableAssets>>,
    seeds: Query<(Entity, &Seed), Added<Seed>>,
) {
    let Some(assets) = assets else { return };
    for (entity, seed) in &seeds {
        let i = seed.index;
        let scale = 0.9 + ((i * 37) % 11) as f32 * 0.02;
        commands.entity(entity).insert((
            Mesh3d(assets.seed_mesh.clone()),
            MeshMaterial3d(assets.seed_materials[i % assets.seed_materials.len()].clone()),
        ));
        commands
            .entity(entity)
            .entry::<Transform>()
            .and_modify(move |mut t| t.scale = Vec3::splat(scale));
    }
}

/// Missing or broken model files: say which and how to make them.
#[derive(Resource, Default)]
pub struct AssetProblem(pub Option<String>);

fn report_missing_assets(
    mut commands: Commands,
    assets: Option<Res<TableAssets>>,
    server: Res<AssetServer>,
    problem: Option<Res<AssetProblem>>,
) {
    let Some(assets) = assets else { return };
    if problem.is_some() {
        return;
    }
    let failed = [
        (
            "models/omweso_board.glb",
            server.load_state(&assets.boards[0]),
        ),
        (
            "models/oware_board.glb",
            server.load_state(&assets.boards[1]),
        ),
        ("models/seed.glb", server.load_state(&assets.seed_mesh)),
    ]
    .into_iter()
    .find(|(_, state)| matches!(state, LoadState::Failed(_)));
    if let Some((path, _)) = failed {
        let message = format!(
            "Could not load assets/{path}. Re-create the models with `cargo run -p modelgen --release`."
        );
        error!("{message}");
        commands.insert_resource(AssetProblem(Some(message)));
    }
}

//! The table's surfaces at low quality: [`LiteMaterial`], a shader of a few
//! dozen operations a pixel that stands in for `StandardMaterial`.
//!
//! On a software rasteriser `StandardMaterial`'s forward shader is costly
//! even unlit, untextured and unfogged (its material setup, clustered
//! lights and decals run for every pixel; docs/operating.md, "What a frame
//! costs without a GPU", gives the measurements under lavapipe), where this shader costs a few operations
//! a pixel. So at low quality
//! every entity's `StandardMaterial` is swapped for its lite version (same
//! colour, textures and roughness; ambient light and the sun, fog, tone
//! mapping; no shadows, lamp or room light, which low quality turns off
//! anyway), and swapped back at high quality.

use bevy::pbr::{Material, MaterialPlugin};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// A material's colour, roughness and textures, lit simply (see the module).
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct LiteMaterial {
    /// Linear base colour.
    #[uniform(0)]
    pub base_color: LinearRgba,
    /// x: perceptual roughness; y: reflectance at normal incidence.
    #[uniform(1)]
    pub surface: Vec4,
    #[texture(2)]
    #[sampler(3)]
    pub base_color_texture: Option<Handle<Image>>,
    /// Roughness in the green channel (glTF's metallic-roughness texture).
    #[texture(4)]
    #[sampler(5)]
    pub roughness_texture: Option<Handle<Image>>,
}

impl Material for LiteMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://omweso/systems/board/shaders/lite.wgsl".into()
    }
}

impl From<&StandardMaterial> for LiteMaterial {
    fn from(standard: &StandardMaterial) -> LiteMaterial {
        // A clear coat shows as its glossier highlight.
        let roughness = if standard.clearcoat > 0.0 {
            standard
                .perceptual_roughness
                .min(standard.clearcoat_perceptual_roughness.max(0.2))
        } else {
            standard.perceptual_roughness
        };
        LiteMaterial {
            base_color: standard.base_color.into(),
            // StandardMaterial's reflectance to F0 (dielectric).
            surface: Vec4::new(roughness, 0.16 * standard.reflectance.powi(2), 0.0, 0.0),
            base_color_texture: standard.base_color_texture.clone(),
            roughness_texture: standard.metallic_roughness_texture.clone(),
        }
    }
}

/// Which materials the table is drawn with now.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug)]
pub struct Lite(pub bool);

/// The `StandardMaterial` an entity had before it was given its lite
/// version (given back at high quality).
#[derive(Component)]
struct Dressed(Handle<StandardMaterial>);

/// Each `StandardMaterial`'s lite version, made once.
#[derive(Resource, Default)]
struct LiteVersions(HashMap<AssetId<StandardMaterial>, Handle<LiteMaterial>>);

pub(super) fn plugin(app: &mut App) {
    bevy::asset::embedded_asset!(app, "shaders/lite.wgsl");
    app.add_plugins(MaterialPlugin::<LiteMaterial>::default());
    app.init_resource::<LiteVersions>();
    // After the frame's new seeds and scenes have their materials.
    app.add_systems(PostUpdate, swap_materials.run_if(resource_exists::<Lite>));
}

/// At low quality, gives every entity drawn with a `StandardMaterial` its
/// lite version; at high quality, gives the originals back.
fn swap_materials(
    mut commands: Commands,
    lite: Res<Lite>,
    standard: Query<(Entity, &MeshMaterial3d<StandardMaterial>)>,
    dressed: Query<(Entity, &Dressed)>,
    standards: Res<Assets<StandardMaterial>>,
    mut lites: ResMut<Assets<LiteMaterial>>,
    mut versions: ResMut<LiteVersions>,
) {
    if !lite.0 {
        for (entity, Dressed(original)) in &dressed {
            commands
                .entity(entity)
                .remove::<(MeshMaterial3d<LiteMaterial>, Dressed)>()
                .insert(MeshMaterial3d(original.clone()));
        }
        return;
    }
    for (entity, MeshMaterial3d(original)) in &standard {
        let id = original.id();
        let version = match versions.0.get(&id) {
            Some(version) => version.clone(),
            None => {
                // (A scene's materials arrive with it.)
                let Some(material) = standards.get(id) else {
                    continue;
                };
                let version = lites.add(LiteMaterial::from(material));
                // Forget the versions of materials gone since.
                versions.0.retain(|id, _| standards.contains(*id));
                versions.0.insert(id, version.clone());
                version
            }
        };
        commands
            .entity(entity)
            .remove::<MeshMaterial3d<StandardMaterial>>()
            .insert((MeshMaterial3d(version), Dressed(original.clone())));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lite_version_keeps_the_colour_textures_and_roughness() {
        let texture = Handle::<Image>::default();
        let standard = StandardMaterial {
            base_color: Color::srgb(0.5, 0.25, 0.125),
            base_color_texture: Some(texture.clone()),
            metallic_roughness_texture: Some(texture.clone()),
            perceptual_roughness: 0.7,
            reflectance: 0.5,
            ..default()
        };
        let lite = LiteMaterial::from(&standard);
        assert_eq!(lite.base_color, LinearRgba::from(standard.base_color));
        assert_eq!(lite.surface, Vec4::new(0.7, 0.04, 0.0, 0.0));
        assert_eq!(lite.base_color_texture, Some(texture.clone()));
        assert_eq!(lite.roughness_texture, Some(texture));
        // A clear coat: its glossier highlight.
        let seed = StandardMaterial {
            perceptual_roughness: 0.28,
            clearcoat: 0.6,
            clearcoat_perceptual_roughness: 0.15,
            ..default()
        };
        assert_eq!(LiteMaterial::from(&seed).surface.x, 0.2);
    }

    #[test]
    fn low_quality_swaps_every_standard_material_and_high_gives_them_back() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()));
        app.init_asset::<StandardMaterial>();
        app.init_asset::<LiteMaterial>();
        app.init_asset::<Image>();
        app.init_resource::<LiteVersions>();
        app.insert_resource(Lite(true));
        app.add_systems(Update, swap_materials);
        let wood = app
            .world_mut()
            .resource_mut::<Assets<StandardMaterial>>()
            .add(StandardMaterial {
                perceptual_roughness: 0.6,
                ..default()
            });
        let a = app.world_mut().spawn(MeshMaterial3d(wood.clone())).id();
        let b = app.world_mut().spawn(MeshMaterial3d(wood.clone())).id();
        app.update();
        let world = app.world();
        for entity in [a, b] {
            assert!(
                world
                    .get::<MeshMaterial3d<StandardMaterial>>(entity)
                    .is_none()
            );
            assert!(world.get::<Dressed>(entity).is_some());
        }
        // One lite version for the two.
        let lite_a = world.get::<MeshMaterial3d<LiteMaterial>>(a).unwrap();
        let lite_b = world.get::<MeshMaterial3d<LiteMaterial>>(b).unwrap();
        assert_eq!(lite_a.0, lite_b.0);
        let version = world.resource::<Assets<LiteMaterial>>().get(&lite_a.0);
        assert_eq!(version.unwrap().surface.x, 0.6);

        app.insert_resource(Lite(false));
        app.update();
        let world = app.world();
        for entity in [a, b] {
            assert_eq!(
                world
                    .get::<MeshMaterial3d<StandardMaterial>>(entity)
                    .map(|m| m.0.clone()),
                Some(wood.clone())
            );
            assert!(world.get::<MeshMaterial3d<LiteMaterial>>(entity).is_none());
            assert!(world.get::<Dressed>(entity).is_none());
        }
    }
}

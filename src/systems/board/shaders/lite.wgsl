// The table's surfaces at low quality (see `lite.rs`): base colour and
// roughness from the material and its textures, lit by the ambient light
// and the directional lights (GGX highlight), linear fog, and the camera's
// tone mapping. No shadows, clusters, decals or image-based light.

#import bevy_pbr::{
    forward_io::VertexOutput,
    mesh_view_bindings::{view, lights, fog},
    mesh_view_types,
    fog::linear_fog,
}
#ifdef TONEMAP_IN_SHADER
#import bevy_core_pipeline::tonemapping::tone_mapping
#endif

// xyzw: base colour (linear, alpha unused).
@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> base_color: vec4<f32>;
// x: perceptual roughness, y: reflectance at normal incidence (F0).
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var<uniform> surface: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var base_color_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(3) var base_color_sampler: sampler;
// glTF's metallic-roughness texture: roughness in the green channel.
@group(#{MATERIAL_BIND_GROUP}) @binding(4) var roughness_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(5) var roughness_sampler: sampler;

const PI: f32 = 3.141592653589793;

@fragment
fn fragment(in: VertexOutput, @builtin(front_facing) is_front: bool) -> @location(0) vec4<f32> {
#ifdef VERTEX_UVS_A
    let uv = in.uv;
#else
    let uv = vec2(0.0);
#endif
    let albedo = base_color.rgb * textureSample(base_color_texture, base_color_sampler, uv).rgb;
    let perceptual = clamp(
        surface.x * textureSample(roughness_texture, roughness_sampler, uv).g, 0.089, 1.0);
    let roughness = perceptual * perceptual;
    let f0 = surface.y;

    var n = normalize(in.world_normal);
    if !is_front {
        n = -n;
    }
    let to_eye = view.world_position.xyz - in.world_position.xyz;
    let v = normalize(to_eye);
    let n_dot_v = max(dot(n, v), 1e-4);

    // The ambient light, as StandardMaterial's (its split-sum term is close
    // to 1 for rough wood and seeds).
    var light = albedo * lights.ambient_color.rgb;
    for (var i = 0u; i < lights.n_directional_lights; i += 1u) {
        let sun = lights.directional_lights[i];
        let l = sun.direction_to_light;
        let n_dot_l = saturate(dot(n, l));
        let h = normalize(l + v);
        let n_dot_h = saturate(dot(n, h));
        let l_dot_h = saturate(dot(l, h));
        // GGX distribution, Hammon's approximate visibility, Schlick's Fresnel.
        let a = n_dot_h * roughness;
        let k = roughness / (1.0 - n_dot_h * n_dot_h + a * a);
        let distribution = k * k / PI;
        let visibility = 0.5 / mix(2.0 * n_dot_l * n_dot_v, n_dot_l + n_dot_v, roughness);
        let fresnel = f0 + (1.0 - f0) * pow(1.0 - l_dot_h, 5.0);
        let specular = distribution * visibility * fresnel;
        light += (albedo * (1.0 - fresnel) / PI + vec3(specular)) * sun.color.rgb * n_dot_l;
    }

    var color = vec4(light * view.exposure, 1.0);
    if fog.mode == mesh_view_types::FOG_MODE_LINEAR {
        color = linear_fog(fog, color, length(to_eye), vec3(0.0));
    }
#ifdef TONEMAP_IN_SHADER
    color = tone_mapping(color, view.color_grading);
#endif
    return color;
}

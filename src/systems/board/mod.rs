//! The 3D table: the pit and seed entities, their animation from what the
//! session shows, the models and light, the camera, and picking pits. It
//! reads the session's views and [`Show`](crate::systems::session::Show)
//! messages and writes only [`Action`](crate::systems::session::Action)s and
//! [`Notice`](crate::systems::session::Notice)s; it never changes the
//! session itself.

pub mod animation;
pub mod camera;
pub mod entities;
pub mod keyboard;
pub mod lite;
pub mod models;
pub mod picking;
pub mod relay;

use crate::states::{GameSet, Screen};
use bevy::prelude::*;

/// The entities and their animation: no window needed (the headless tests
/// check that the seeds end where the engine says).
pub fn logic_plugin(app: &mut App) {
    app.add_message::<animation::SoundCue>();
    app.init_resource::<animation::AnimQueue>();
    app.init_resource::<entities::Hand>();
    app.add_systems(
        OnEnter(Screen::Playing),
        entities::spawn_table.after(crate::systems::session::begin_match),
    );
    app.add_systems(
        Update,
        (animation::receive, animation::run_queue, animation::fly)
            .chain()
            .in_set(GameSet::Animate)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(OnExit(Screen::Playing), animation::clear_queue);
    app.init_resource::<keyboard::PitFocus>();
    app.add_systems(
        Update,
        (keyboard::keys, keyboard::move_focus)
            .chain()
            .in_set(GameSet::Input)
            .run_if(in_state(Screen::Playing)),
    );
}

/// What is seen and touched: models, light, camera, picking.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        models::plugin,
        lite::plugin,
        camera::plugin,
        picking::plugin,
    ));
    app.add_systems(
        Update,
        relay::circle_while_deciding.run_if(in_state(Screen::Playing)),
    );
}

use bevy::prelude::AppExit;

fn main() -> AppExit {
    omweso::run()
}

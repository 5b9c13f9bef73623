//! The match, headless: it depends only on the rules engine and Bevy's ECS
//! and tasks. One generic [`Session`] serves both games through
//! [`MatchGame`]; the views ([`TableView`], [`MatchView`]) are what the board
//! and the screens read; [`Action`]s come in, [`Show`]s and [`Notice`]s go
//! out.
//!
//! The life of a move, in the order of the frame's systems:
//! 1. A touch or a key becomes an [`Action`] (`board/picking.rs`, the HUD);
//!    the computer's move comes from its search task (`computer.rs`).
//! 2. `handle_actions` → `Session::handle`: `refuses_pick` decides whose turn
//!    it is, then the game's `pick` or `play` begins the move.
//! 3. The engine plays it: Oware at once; Omweso on a background job while
//!    the phase is [`Phase::Working`] (`omweso/turn.rs`).
//! 4. The session queues the [`Scene`]s the board must show and enters
//!    [`Phase::Showing`] with what comes after them.
//! 5. `announce` sends them as [`Show`]s; the board animates them and counts
//!    them off in [`ShowProgress`].
//! 6. Once the board is idle, `continue_after_show` counts the move or asks
//!    the question ([`Phase::Waiting`], `Asking` or `Over`); `update_views`
//!    rebuilds the views, and the autosave writes the record.

pub mod computer;
pub mod config;
pub mod core;
pub mod game;
pub mod kinds;
pub mod messages;
pub mod omweso;
pub mod oware;
pub mod present;
pub mod review;
pub mod review_words;
pub mod saved;
pub mod turning_point;
pub mod view;

pub use config::{
    Controller, Level, MatchConfig, OmwesoConfig, OwareConfig, SetupStyle, Way, level_name,
};
pub use game::{LastMove, MatchGame, Phase, Session};
pub use kinds::{MatchKind, matches, points_words};
pub use messages::{
    Action, Counts, GameOver, NextMatch, Notice, OpenMatch, Scene, SeedStep, Show, ShowProgress,
    StartOption,
};
pub use review::{ReviewBudget, TableReview};
pub use saved::{AnyRecord, GameAndScore, SavedMatch};
pub use view::{LongWorkNotice, MatchView, ReviewView, TableView};

use crate::games::GameKind;
use crate::states::{GameSet, Screen};
use bevy::prelude::*;

/// An Omweso match.
pub type OmwesoSession = Session<mancala::game::Omweso>;
/// An Oware match.
pub type OwareSession = Session<mancala::game::Oware>;

pub fn plugin(app: &mut App) {
    app.add_message::<Action>();
    app.add_message::<Notice>();
    app.add_message::<Show>();
    app.add_message::<GameOver>();
    app.init_resource::<MatchConfig>();
    app.init_resource::<NextMatch>();
    app.init_resource::<ShowProgress>();
    app.init_resource::<TableView>();
    app.init_resource::<MatchView>();
    app.init_resource::<LongWorkNotice>();
    app.init_resource::<ReviewBudget>();
    app.init_resource::<ReviewView>();
    app.init_resource::<turning_point::TurningPoint>();
    app.add_systems(Update, turning_point::show);
    app.init_resource::<GameKind>();
    app.add_systems(OnEnter(Screen::Playing), begin_match);
    app.add_systems(OnExit(Screen::Playing), end_match);
    app.add_systems(OnEnter(Screen::Title), open_pending);
}

/// The session's logic of the frame, every game's: what follows a match
/// (a lesson, a puzzle) runs after it, so that it sees a move the frame
/// played.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatchLogic;

/// The systems of one game's session, in the frame's logic set.
pub fn game_plugin<G: MatchGame>(app: &mut App) {
    app.init_resource::<computer::ComputerPlayers<G>>();
    app.add_systems(
        Update,
        (
            core::handle_actions::<G>,
            core::poll::<G>,
            computer::finish_thinking::<G>,
            core::blitz_clock::<G>,
            core::continue_after_show::<G>,
            core::continue_redo::<G>,
            computer::cancel_stale::<G>,
            computer::start_thinking::<G>,
            computer::start_hint::<G>,
            computer::finish_hint::<G>,
            review::review_actions::<G>,
            review::analyse::<G>,
            core::announce::<G>,
            present::update_views::<G>,
            present::update_review_view::<G>,
        )
            .chain()
            .in_set(GameSet::Logic)
            .in_set(MatchLogic)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session<G>>)),
    );
    app.add_systems(
        OnExit(Screen::Playing),
        (computer::cancel_all::<G>, close::<G>),
    );
    app.add_systems(Update, review::drop_stale::<G>.after(GameSet::Logic));
    app.add_systems(
        Update,
        turning_point::start::<G>
            .after(GameSet::Logic)
            .run_if(resource_exists::<Session<G>>),
    );
}

/// Opens the pending match (or a fresh one of the configuration).
pub fn begin_match(
    mut commands: Commands,
    config: Res<MatchConfig>,
    mut next: ResMut<NextMatch>,
    budget: Res<ReviewBudget>,
) {
    let open = next
        .0
        .take()
        .unwrap_or_else(|| OpenMatch::Fresh(Box::new(config.clone())));
    let game = match open {
        OpenMatch::Fresh(config) => {
            let game = config.game;
            matches(game).open(&mut commands, *config);
            game
        }
        OpenMatch::Restore(saved) => {
            let game = saved.config.game;
            matches(game).restore(&mut commands, *saved);
            game
        }
        OpenMatch::Replay(record) => {
            let game = record.game();
            matches(game).replay(&mut commands, &config, &record, &budget);
            game
        }
    };
    commands.insert_resource(game);
}

fn end_match(mut progress: ResMut<ShowProgress>) {
    progress.finished = progress.sent;
}

fn close<G: MatchGame>(mut commands: Commands) {
    commands.remove_resource::<Session<G>>();
}

/// A match asked for from elsewhere (a load, a replay) opens as soon as the
/// title screen shows.
fn open_pending(next: Res<NextMatch>, mut screen: ResMut<NextState<Screen>>) {
    if next.0.is_some() {
        screen.set(Screen::Playing);
    }
}

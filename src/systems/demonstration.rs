//! The exhibition: when nobody has touched the game for a while it plays
//! itself. Idle on the title for 30 s, a demonstration starts: computer
//! against computer, Omweso and Oware in turn, captions narrating the
//! moves. The first touch only wakes the game (back to the title; no pit is
//! played). Idle in a visitor's game for 2 minutes, it asks "Still
//! playing?" and, after 20 s more, goes back to the title.
//!
//! At a kiosk these are the idle resets: a visitor's settings (language,
//! sound, size…) last until then, and the staff profile comes back.
//!
//! Headless like the session: it hears [`Activity`] (the screens send one
//! for every key, click and touch) and steers through [`NextMatch`] and the
//! [`Screen`] state.

use crate::games::GameKind;
use crate::settings::{Settings, StaffProfile};
use crate::states::Screen;
use crate::systems::session::{
    Controller, GameOver, Level, MatchConfig, MatchView, NextMatch, OpenMatch,
};
use bevy::prelude::*;

/// Seconds on an idle title before the demonstration starts.
pub const TITLE_IDLE: f32 = 30.0;
/// Seconds of an idle visitor's game before "Still playing?".
pub const GAME_IDLE: f32 = 120.0;
/// Seconds "Still playing?" waits for an answer.
pub const STILL_PLAYING: f32 = 20.0;
/// Seconds the end of a demonstration game stays on the board.
const BETWEEN_GAMES: f32 = 6.0;

/// Someone touched the game: a key, a click, a touch.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct Activity;

/// Where the exhibition stands.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Demonstration {
    /// The computers' level in a demonstration.
    pub level: Level,
    /// Seconds since the last activity.
    pub idle: f32,
    /// A demonstration is running.
    pub running: bool,
    /// The table of the next demonstration game.
    pub next_game: GameKind,
    /// "Still playing?" is asked: seconds left to answer.
    pub asking: Option<f32>,
    /// Demonstration games played since the start.
    pub games: u64,
    /// Idle resets since the start: an abandoned game sent back to the
    /// title, a demonstration begun on an idle title.
    pub resets: u64,
    /// Seconds left before the next demonstration game.
    between: Option<f32>,
}

impl Default for Demonstration {
    fn default() -> Self {
        Demonstration {
            level: Level::Intermediate,
            idle: 0.0,
            running: false,
            next_game: GameKind::default(),
            asking: None,
            games: 0,
            resets: 0,
            between: None,
        }
    }
}

impl Demonstration {
    /// A demonstration game has ended and the next has not begun.
    pub fn between_games(&self) -> bool {
        self.running && self.between.is_some()
    }
}

pub fn plugin(app: &mut App) {
    app.add_message::<Activity>();
    app.init_resource::<Demonstration>();
    app.add_systems(Update, (wake, tick, reset_for_the_next_visitor).chain());
}

/// A kiosk has gone idle: the next visitor finds the staff's settings,
/// whatever the last one changed.
fn reset_for_the_next_visitor(
    demonstration: Res<Demonstration>,
    profile: Option<Res<StaffProfile>>,
    mut settings: ResMut<Settings>,
    mut resets: Local<u64>,
) {
    if demonstration.resets == *resets {
        return;
    }
    *resets = demonstration.resets;
    if let Some(profile) = profile
        && *settings != profile.0
    {
        *settings = profile.0.clone();
    }
}

/// The demonstration's match: two computers, never saved.
fn demo_config(game: GameKind, level: Level) -> MatchConfig {
    MatchConfig {
        game,
        players: [Controller::Computer(level), Controller::Computer(level)],
        demonstration: true,
        ..MatchConfig::default()
    }
}

/// Any activity: the idle time starts again, a question is answered, a
/// demonstration gives way to the title.
fn wake(
    mut activity: MessageReader<Activity>,
    mut demonstration: ResMut<Demonstration>,
    mut screen: ResMut<NextState<Screen>>,
) {
    if activity.read().count() == 0 {
        return;
    }
    demonstration.idle = 0.0;
    demonstration.asking = None;
    if demonstration.running {
        demonstration.running = false;
        demonstration.between = None;
        screen.set(Screen::Title);
    }
}

/// Idle time is real time: on a slow machine the game's clock may lag.
#[allow(clippy::too_many_arguments)]
fn tick(
    time: Res<Time<Real>>,
    state: Res<State<Screen>>,
    mut demonstration: ResMut<Demonstration>,
    mut over: MessageReader<GameOver>,
    mut next_match: ResMut<NextMatch>,
    mut screen: ResMut<NextState<Screen>>,
    view: Res<MatchView>,
) {
    let dt = time.delta_secs();
    demonstration.idle += dt;
    let game_over = over.read().count() > 0;
    let idle = demonstration.idle;
    match (*state.get(), demonstration.running) {
        (Screen::Title, _) => {
            demonstration.asking = None;
            // (A demonstration passes through the title between games.)
            if !demonstration.running && demonstration.idle >= TITLE_IDLE {
                demonstration.resets += 1;
                start_demonstration(&mut demonstration, &mut next_match, &mut screen);
            }
        }
        (Screen::Playing, true) => {
            if game_over {
                demonstration.between = Some(BETWEEN_GAMES);
            }
            if let Some(left) = demonstration.between.as_mut() {
                *left -= dt;
                if *left <= 0.0 {
                    // The next game on the other table, through the title
                    // so that the board is laid anew.
                    start_demonstration(&mut demonstration, &mut next_match, &mut screen);
                    screen.set(Screen::Title);
                }
            }
        }
        // Computers playing each other: nobody is there to ask until the
        // game is over.
        (Screen::Playing, false) if view.config.humans() == 0 && !view.over => {
            demonstration.idle = 0.0;
        }
        (Screen::Playing, false) => match demonstration.asking.as_mut() {
            None if idle >= GAME_IDLE => demonstration.asking = Some(STILL_PLAYING),
            Some(left) => {
                *left -= dt;
                if *left <= 0.0 {
                    demonstration.asking = None;
                    demonstration.idle = 0.0;
                    demonstration.resets += 1;
                    screen.set(Screen::Title);
                }
            }
            None => {}
        },
    }
}

/// Opens the next demonstration game, Omweso and Oware in turn.
fn start_demonstration(
    demonstration: &mut Demonstration,
    next_match: &mut NextMatch,
    screen: &mut NextState<Screen>,
) {
    let game = demonstration.next_game;
    let next = (game.index() + 1) % GameKind::all().len();
    demonstration.next_game = GameKind::all()[next];
    demonstration.running = true;
    demonstration.between = None;
    demonstration.games += 1;
    next_match.0 = Some(OpenMatch::Fresh(Box::new(demo_config(
        game,
        demonstration.level,
    ))));
    screen.set(Screen::Playing);
}

//! Learning to play: lessons on the real board. Each step is a position
//! and the move its text asks for; the session plays the step as a
//! two-player match with a [`Guide`] that refuses any other legal move
//! (with the step's reason), and the engine refuses illegal ones with its
//! own. A right move is animated and explained; the learner goes on with
//! Next. A lesson finished is remembered in the settings (not in a kiosk).

mod content;
pub mod puzzles;

pub use content::LESSONS;

use crate::games::GameKind;
use crate::settings::{Kiosk, Settings};
use crate::states::{GameSet, Screen};
use crate::systems::session::MatchLogic;
use crate::systems::session::config::Guide;
use crate::systems::session::{
    Action, Controller, MatchConfig, MatchGame, Notice, Session, matches,
};
use crate::text::Text;
use bevy::prelude::*;
use mancala::Side;

/// A lesson: its words are the catalogue's `lesson-<id>-…` messages.
pub struct LessonDef {
    pub id: &'static str,
    pub game: GameKind,
    /// Omweso's akakyala option (off by default) for this lesson.
    pub akakyala: bool,
    pub steps: &'static [StepDef],
}

/// A step: South to move in `position`, which must play one of `accept`.
pub struct StepDef {
    pub position: &'static str,
    pub accept: &'static [&'static str],
}

impl LessonDef {
    pub fn title(&self) -> Text {
        Text::new(format!("lesson-{}-title", self.id))
    }

    pub fn intro(&self) -> Text {
        Text::new(format!("lesson-{}-intro", self.id))
    }

    /// The step's words: `ask`, `wrong`, `hint` or `done`.
    pub fn words(&self, step: usize, part: &str) -> Text {
        Text::new(format!("lesson-{}-{}-{part}", self.id, step + 1))
    }

    /// The match that plays step `step`.
    pub fn step_config(&self, step: usize) -> MatchConfig {
        let def = &self.steps[step];
        let mut config = MatchConfig {
            game: self.game,
            players: [Controller::Human, Controller::Human],
            first: Side::South,
            guide: Some(Guide {
                accept: def.accept.iter().map(|m| m.to_string()).collect(),
                refusal: self.words(step, "wrong"),
            }),
            ..MatchConfig::default()
        };
        config.omweso.rules.akakyala = self.akakyala;
        matches(self.game).start_at(&mut config, def.position);
        config
    }
}

/// Every catalogue message the lessons use.
pub fn message_ids() -> Vec<String> {
    let mut ids = Vec::new();
    for lesson in LESSONS {
        for text in [lesson.title(), lesson.intro()] {
            ids.extend(text.id().map(str::to_string));
        }
        for step in 0..lesson.steps.len() {
            for part in ["ask", "wrong", "hint", "done"] {
                ids.extend(lesson.words(step, part).id().map(str::to_string));
            }
        }
    }
    ids
}

/// The lesson being taken.
#[derive(Resource, Default, Debug)]
pub struct Tutor {
    /// The lesson (an index into [`LESSONS`]) and its step.
    pub current: Option<(usize, usize)>,
    /// Why the last try was refused (the hint is shown with it).
    pub refused: Option<Text>,
    /// The step's move has been played and shown.
    pub step_done: bool,
}

impl Tutor {
    pub fn lesson(&self) -> Option<&'static LessonDef> {
        self.current.map(|(lesson, _)| &LESSONS[lesson])
    }

    /// Whether this is the lesson's last step.
    pub fn last_step(&self) -> bool {
        self.current
            .is_some_and(|(lesson, step)| step + 1 == LESSONS[lesson].steps.len())
    }
}

/// What the learner asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAction {
    /// Begin lesson `n` of [`LESSONS`].
    Open(usize),
    /// The next step (after the last one, the lesson is finished).
    Next,
    /// The step again, from its position.
    Retry,
    /// Back to the title.
    Leave,
}

/// A lesson or a puzzle followed in one game's matches: each move checked
/// against the step, a puzzle's answer played and a wrong move refuted.
pub fn game_plugin<G: MatchGame>(app: &mut App) {
    app.add_systems(
        Update,
        (
            follow_step::<G>.after(lesson_actions),
            (puzzles::follow::<G>, puzzles::refute::<G>)
                .chain()
                .after(puzzles::puzzle_actions),
        )
            .after(MatchLogic)
            .in_set(GameSet::Logic),
    );
}

pub fn plugin(app: &mut App) {
    app.add_plugins(puzzles::plugin);
    app.init_resource::<Tutor>();
    app.add_message::<LessonAction>();
    app.add_systems(Update, lesson_actions.in_set(GameSet::Logic));
    // Leaving the table (the menu's new match, the title) ends the lesson.
    app.add_systems(OnExit(Screen::Playing), |mut tutor: ResMut<Tutor>| {
        tutor.current = None;
    });
}

#[allow(clippy::too_many_arguments)]
fn lesson_actions(
    mut requests: MessageReader<LessonAction>,
    mut tutor: ResMut<Tutor>,
    mut settings: ResMut<Settings>,
    kiosk: Res<Kiosk>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut config: ResMut<MatchConfig>,
    mut actions: MessageWriter<Action>,
) {
    for request in requests.read() {
        let step = match (*request, tutor.current) {
            (LessonAction::Open(n), _) if n < LESSONS.len() => Some((n, 0)),
            (LessonAction::Next, Some((lesson, step))) if tutor.step_done => {
                if step + 1 < LESSONS[lesson].steps.len() {
                    Some((lesson, step + 1))
                } else {
                    // Finished: remembered, but not at an exhibition.
                    let id = LESSONS[lesson].id.to_string();
                    if !kiosk.on && !settings.lessons_done.contains(&id) {
                        settings.lessons_done.push(id);
                    }
                    tutor.current = None;
                    next_screen.set(Screen::Title);
                    None
                }
            }
            (LessonAction::Retry, current) => current,
            (LessonAction::Leave, _) => {
                tutor.current = None;
                next_screen.set(Screen::Title);
                None
            }
            _ => None,
        };
        let Some((lesson, step)) = step else { continue };
        *tutor = Tutor {
            current: Some((lesson, step)),
            refused: None,
            step_done: false,
        };
        let step_config = LESSONS[lesson].step_config(step);
        if *screen.get() == Screen::Playing {
            actions.write(Action::NewMatch(Box::new(step_config)));
        } else {
            *config = step_config;
            next_screen.set(Screen::Playing);
        }
    }
}

/// Watches the step being played: a refusal is remembered (to show with
/// the hint), the move once shown completes the step.
fn follow_step<G: MatchGame>(
    session: Option<Res<Session<G>>>,
    mut notices: MessageReader<Notice>,
    mut tutor: ResMut<Tutor>,
) {
    let Some(session) = session else { return };
    let Some(lesson) = tutor.lesson() else { return };
    if lesson.game != G::KIND {
        return;
    }
    if let Some(Notice(text)) = notices.read().last()
        && !tutor.step_done
    {
        tutor.refused = Some(text.clone());
    }
    let done =
        !session.recorded().moves.is_empty() && !session.working() && !session.phase.is_busy();
    if done != tutor.step_done {
        tutor.step_done = done;
        if done {
            tutor.refused = None;
        }
    }
}

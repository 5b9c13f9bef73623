//! The lessons, headless: every lesson can be completed by playing the
//! moves it accepts through the same messages a click sends; every step
//! refuses another move with its reason and plays nothing; the hint points
//! at the move asked for; a finished lesson is remembered (not in a kiosk).

use bevy::prelude::*;
use mancala::game::{Game, Omweso, Oware};
use omweso::games::GameKind;
use omweso::settings::{AnimSpeed, Kiosk, Settings};
use omweso::states::Screen;
use omweso::systems::lessons::{LESSONS, LessonAction, LessonDef, Tutor};
use omweso::systems::session::omweso::Question;
use omweso::systems::session::{Action, Phase, StartOption, TableView};
use omweso::testing::{TestApp, app, english, notices, omweso, oware, run_until_quiet};

fn request(app: &mut App, action: LessonAction) {
    app.world_mut().write_message(action);
    app.update();
    app.update();
    run_until_quiet(app, 5_000);
}

fn send(app: &mut App, action: Action) {
    app.world_mut().write_message(action);
    app.update();
    run_until_quiet(app, 5_000);
}

fn tutor(app: &App) -> &Tutor {
    app.world().resource::<Tutor>()
}

fn moves_played(app: &App, game: GameKind) -> usize {
    match game.id() {
        "omweso" => omweso(app).record.moves().len(),
        "oware" => oware(app).record.moves().len(),
        other => panic!("no such game here: {other}"),
    }
}

/// Plays a move in notation as a person would: the pit, then the answer
/// to each question the game asks (the first lap's way, okwesera, the
/// later turns).
fn play(app: &mut App, game: GameKind, mv: &str) {
    let pit = mv.chars().next().unwrap();
    let k = match game.id() {
        "omweso" => "ijklmnophgfedcba".find(pit).unwrap() as u8,
        "oware" => "abcdef".find(pit).unwrap() as u8,
        other => panic!("no such game here: {other}"),
    };
    send(app, Action::Pit(k));
    if game == GameKind::OWARE {
        return;
    }
    let mut signs = mv[1..].chars();
    for _ in 0..8 {
        let phase = omweso(app).phase.clone();
        let action = match phase {
            Phase::Asking(Question::Choosing { .. }) => Action::Start(match signs.next() {
                Some('*') => StartOption::Okwesera,
                Some('-') => StartOption::Sow(mancala::omweso::Dir::Clockwise),
                _ => StartOption::Sow(mancala::omweso::Dir::Anticlockwise),
            }),
            Phase::Asking(Question::Deciding { .. }) => Action::Decide(match signs.next() {
                Some('-') => mancala::omweso::Dir::Clockwise,
                _ => mancala::omweso::Dir::Anticlockwise,
            }),
            _ => return,
        };
        send(app, action);
    }
}

/// A legal move the step does not accept, in notation, with its pit not
/// the start of an accepted one.
fn wrong_move(lesson: &LessonDef, step: usize) -> Option<String> {
    let def = &lesson.steps[step];
    legal_moves(lesson, step).into_iter().find(|m| {
        let pit = &m[..1];
        !def.accept.iter().any(|a| a.starts_with(pit))
    })
}

fn lesson_app() -> TestApp {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = AnimSpeed::Instant;
    app
}

/// Every legal move of a step, in notation.
fn legal_moves(lesson: &LessonDef, step: usize) -> Vec<String> {
    let config = lesson.step_config(step);
    match lesson.game.id() {
        "omweso" => Omweso::legal_moves(&config.omweso.position.unwrap(), &config.omweso.rules)
            .iter()
            .map(|m| m.to_string())
            .collect(),
        "oware" => Oware::legal_moves(&config.oware.position.unwrap(), &config.oware.rules)
            .iter()
            .map(|m| m.to_string())
            .collect(),
        other => panic!("no such game here: {other}"),
    }
}

#[test]
fn every_lesson_is_completed_by_its_moves_and_refuses_another() {
    let mut app = lesson_app();
    let (mut steps, mut refused) = (0, 0);
    for (n, lesson) in LESSONS.iter().enumerate() {
        request(&mut app, LessonAction::Open(n));
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Playing
        );
        for step in 0..lesson.steps.len() {
            let what = format!("lesson {} step {}", lesson.id, step + 1);
            assert_eq!(tutor(&app).current, Some((n, step)), "{what}");
            assert!(!tutor(&app).step_done, "{what}");
            notices(&mut app);
            // Another legal move: refused with the step's reason. A step
            // without one is one where every legal move starts at a pit
            // the step accepts (checked, not assumed).
            steps += 1;
            let wrong = wrong_move(lesson, step);
            if wrong.is_none() {
                let def = &lesson.steps[step];
                assert!(
                    legal_moves(lesson, step)
                        .iter()
                        .all(|m| def.accept.iter().any(|a| a.starts_with(&m[..1]))),
                    "{what}: a move another pit could play was not tried"
                );
            }
            if let Some(wrong) = wrong {
                refused += 1;
                play(&mut app, lesson.game, &wrong);
                assert_eq!(moves_played(&app, lesson.game), 0, "{what}: {wrong}");
                let told = notices(&mut app);
                let reason = english(&lesson.words(step, "wrong"));
                assert!(told.contains(&reason), "{what}: {wrong}: {told:?}");
                assert_eq!(tutor(&app).refused, Some(lesson.words(step, "wrong")));
            }
            // The move asked for: played, shown and explained.
            play(&mut app, lesson.game, lesson.steps[step].accept[0]);
            assert_eq!(moves_played(&app, lesson.game), 1, "{what}");
            app.update();
            assert!(tutor(&app).step_done, "{what}");
            // Nothing more is played in a finished step.
            send(&mut app, Action::Pit(3));
            assert_eq!(moves_played(&app, lesson.game), 1, "{what}");
            request(&mut app, LessonAction::Next);
        }
        assert_eq!(tutor(&app).current, None);
        assert!(
            app.world()
                .resource::<Settings>()
                .lessons_done
                .contains(&lesson.id.to_string()),
            "{} is remembered",
            lesson.id
        );
        app.update();
    }
    // Most steps have a move to refuse: the refusal was really exercised.
    assert!(
        refused * 2 > steps,
        "a wrong move was tried in {refused} of {steps} steps"
    );
    omweso::testing::flush_writes(&mut app);
    let autosave = app
        .world()
        .resource::<omweso::systems::persistence::DataDir>()
        .autosave();
    assert!(!autosave.exists(), "no lesson is saved as a match");
}

#[test]
fn an_illegal_pick_gets_the_engines_reason() {
    let mut app = lesson_app();
    // Oware's feeding lesson: North is empty, a house that cannot feed
    // is refused by the engine, saying why.
    let n = LESSONS
        .iter()
        .position(|l| l.id == "oware-feeding")
        .unwrap();
    request(&mut app, LessonAction::Open(n));
    notices(&mut app);
    let playable = app.world().resource::<TableView>().playable.clone();
    let illegal = (0..6u8).find(|k| !playable.contains(k)).unwrap();
    send(&mut app, Action::Pit(illegal));
    let told = notices(&mut app);
    assert!(
        told.iter()
            .any(|t| t.contains("must feed") || t.contains("empty")),
        "{told:?}"
    );
    assert_eq!(moves_played(&app, GameKind::OWARE), 0);
}

#[test]
fn the_hint_points_at_the_move_asked_for() {
    let mut app = lesson_app();
    let n = LESSONS.iter().position(|l| l.id == "capture").unwrap();
    request(&mut app, LessonAction::Open(n));
    send(&mut app, Action::Hint);
    let hint = app.world().resource::<TableView>().hint;
    let pit = "ijklmnophgfedcba"
        .find(LESSONS[n].steps[0].accept[0])
        .unwrap() as u8;
    assert_eq!(hint, Some((mancala::Side::South, pit)));
}

#[test]
fn retry_sets_the_step_up_again_and_leave_goes_to_the_title() {
    let mut app = lesson_app();
    request(&mut app, LessonAction::Open(0));
    play(&mut app, GameKind::OMWESO, LESSONS[0].steps[0].accept[0]);
    assert_eq!(moves_played(&app, GameKind::OMWESO), 1);
    request(&mut app, LessonAction::Retry);
    assert_eq!(moves_played(&app, GameKind::OMWESO), 0);
    assert_eq!(tutor(&app).current, Some((0, 0)));
    request(&mut app, LessonAction::Leave);
    assert_eq!(tutor(&app).current, None);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
}

/// Plays lesson `id` through, step by step, checking each step is done;
/// says whether the lesson was then finished.
fn finish_lesson(app: &mut App, id: &str) -> bool {
    let n = LESSONS.iter().position(|l| l.id == id).unwrap();
    request(app, LessonAction::Open(n));
    for step in 0..LESSONS[n].steps.len() {
        play(app, LESSONS[n].game, LESSONS[n].steps[step].accept[0]);
        app.update();
        assert!(tutor(app).step_done, "{id} step {}", step + 1);
        request(app, LessonAction::Next);
    }
    tutor(app).current.is_none()
}

#[test]
fn a_kiosk_does_not_remember_lessons() {
    let lessons_in_file = |app: &mut App| {
        omweso::testing::flush_writes(app);
        let path = app
            .world()
            .resource::<omweso::systems::persistence::DataDir>()
            .settings();
        std::fs::read_to_string(path).unwrap_or_default()
    };
    // At home a finished lesson is remembered, in the settings and their file…
    let mut app = lesson_app();
    assert!(
        finish_lesson(&mut app, "oware-sowing"),
        "the lesson was finished"
    );
    let done = &app.world().resource::<Settings>().lessons_done;
    assert_eq!(done, &["oware-sowing".to_string()]);
    assert!(lessons_in_file(&mut app).contains("oware-sowing"));
    // …in a kiosk the same lesson, finished the same way, is not.
    let mut app = lesson_app();
    app.insert_resource(Kiosk { on: true });
    assert!(
        finish_lesson(&mut app, "oware-sowing"),
        "the lesson was finished"
    );
    assert!(app.world().resource::<Settings>().lessons_done.is_empty());
    assert!(!lessons_in_file(&mut app).contains("oware-sowing"));
}

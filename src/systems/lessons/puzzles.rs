//! Puzzles: a real position with one right answer, proved by the engine
//! (`mancala::puzzles`; the collections in `assets/puzzles/` are built
//! into the game). The player plays; a wrong move is answered by the
//! engine's refutation, shown and put in words, and the puzzle waits to be
//! tried again; a right move is shown (with the forced reply of a longer
//! puzzle) until the puzzle is solved. Progress is kept in the settings
//! (not at an exhibition). At an exhibition the attract loop offers the
//! puzzle of the day.

use crate::games::GameKind;
use crate::settings::{Kiosk, Settings};
use crate::states::{GameSet, Screen};
use crate::systems::session::review_words;
use crate::systems::session::{
    Action, Controller, MatchConfig, MatchGame, MatchView, Session, matches,
};
use crate::text::Text;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::ai::{SearchLimits, Searcher};
use mancala::puzzles::{Puzzle, read_puzzles};
use mancala::review::Effect;
use std::sync::Mutex;

/// The search that finds a wrong move's refutation: nodes, so the answer
/// is the same on every machine.
const REFUTATION: SearchLimits = SearchLimits {
    movetime: None,
    nodes: Some(300_000),
    depth: None,
};

/// A game's puzzles, easy to hard.
pub fn collection(game: GameKind) -> &'static [Puzzle] {
    // Each game's list is read once and kept for the life of the program.
    static READ: Mutex<Vec<(GameKind, &'static [Puzzle])>> = Mutex::new(Vec::new());
    let mut read = READ.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, puzzles)) = read.iter().find(|(g, _)| *g == game) {
        return puzzles;
    }
    // Built in and re-proved by the engine's tests: an empty list only if
    // the build itself were broken.
    let puzzles: &'static [Puzzle] = read_puzzles(game.puzzles()).unwrap_or_default().leak();
    read.push((game, puzzles));
    puzzles
}

/// The puzzle of the day `day` (days since 1970, UTC): every puzzle of
/// every game in turn, a puzzle of each game after another.
pub fn of_the_day(day: u64) -> (GameKind, usize) {
    let games = GameKind::all();
    let rounds = games.iter().map(|&game| collection(game).len());
    let rounds = rounds.max().unwrap_or(0);
    let turns: Vec<(GameKind, usize)> = (0..rounds)
        .flat_map(|n| {
            games
                .iter()
                .copied()
                .filter(move |&game| n < collection(game).len())
                .map(move |game| (game, n))
        })
        .collect();
    let n = day % (turns.len().max(1) as u64);
    turns.get(n as usize).copied().unwrap_or_default()
}

/// Today, in days since 1970 (UTC).
pub fn today() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400)
}

/// Where the puzzle stands.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum PuzzleState {
    #[default]
    Solving,
    /// A wrong move is being answered by the engine.
    Refuting,
    /// The engine's answer to a wrong move, in words.
    Refuted(Text),
    Solved,
}

/// The puzzle being solved.
#[derive(Resource, Default, Debug)]
pub struct Solver {
    /// The game and the puzzle's index in its collection.
    pub current: Option<(GameKind, usize)>,
    pub state: PuzzleState,
    /// Moves of the solution played (the player's and the forced replies).
    pub step: usize,
    /// Hints taken: 1 the theme, 2 the pit.
    pub hints: u8,
    /// Tried wrong at least once (then a solve does not count in a streak).
    pub missed: bool,
    /// The puzzle of the day (at an exhibition).
    pub of_the_day: bool,
    /// A puzzle asked for during a demonstration, opened once the title
    /// shows (the touch that asked for it also ends the demonstration).
    pub pending: Option<(GameKind, usize, bool)>,
    /// The match of this try (a retry is a new one): a match left over
    /// from the try before is not watched.
    attempt: Option<u64>,
}

impl Solver {
    pub fn puzzle(&self) -> Option<&'static Puzzle> {
        self.current.and_then(|(game, n)| collection(game).get(n))
    }
}

/// What the player asks of the puzzles.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleAction {
    Open(GameKind, usize),
    /// Today's puzzle (one touch from the attract loop).
    OfTheDay,
    /// The next puzzle of the game, the first not yet solved after this one.
    Next,
    /// This puzzle again, from its position.
    Retry,
    /// First the theme, then the pit.
    Hint,
    Leave,
}

/// A wrong move's refutation being found.
#[derive(Component)]
pub struct Refuting<G: MatchGame>(Task<Option<(G::Move, Effect)>>);

impl<G: MatchGame> Refuting<G> {
    pub fn finished(&self) -> bool {
        self.0.is_finished()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Solver>();
    app.add_message::<PuzzleAction>();
    app.add_systems(Update, puzzle_actions.in_set(GameSet::Logic));
    app.add_systems(OnExit(Screen::Playing), |mut solver: ResMut<Solver>| {
        let pending = solver.pending.take();
        *solver = Solver {
            pending,
            ..Solver::default()
        };
    });
    app.add_systems(Update, open_pending.run_if(in_state(Screen::Title)));
}

/// The match that sets up a puzzle: two people's seats (the engine's
/// answers are played by the puzzle), its position and rules.
pub fn puzzle_config(game: GameKind, puzzle: &Puzzle) -> MatchConfig {
    let mut config = MatchConfig {
        game,
        players: [Controller::Human, Controller::Human],
        puzzle: Some(puzzle.id.clone()),
        ..MatchConfig::default()
    };
    let matches = matches(game);
    matches.puzzle_rules(&mut config, puzzle);
    matches.start_at(&mut config, &puzzle.position);
    config
}

/// The first puzzle of `table` after `from` (round the collection) not yet solved.
fn next_unsolved(game: GameKind, from: usize, settings: &Settings) -> usize {
    let all = collection(game);
    (1..=all.len())
        .map(|i| (from + i) % all.len().max(1))
        .find(|&n| !settings.puzzles_solved.contains(&all[n].id))
        .unwrap_or((from + 1) % all.len().max(1))
}

/// A puzzle asked for during a demonstration opens from the title.
fn open_pending(
    mut solver: ResMut<Solver>,
    mut config: ResMut<MatchConfig>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some((game, n, of_the_day)) = solver.pending.take() else {
        return;
    };
    let Some(puzzle) = collection(game).get(n) else {
        return;
    };
    *solver = Solver {
        current: Some((game, n)),
        of_the_day,
        ..Solver::default()
    };
    *config = puzzle_config(game, puzzle);
    next_screen.set(Screen::Playing);
}

#[allow(clippy::too_many_arguments)]
pub(super) fn puzzle_actions(
    mut requests: MessageReader<PuzzleAction>,
    mut solver: ResMut<Solver>,
    settings: Res<Settings>,
    (screen, view): (Res<State<Screen>>, Res<MatchView>),
    mut next_screen: ResMut<NextState<Screen>>,
    mut config: ResMut<MatchConfig>,
    mut actions: MessageWriter<Action>,
) {
    for request in requests.read() {
        let (open, of_the_day) = match (*request, solver.current) {
            (PuzzleAction::Open(game, n), _) => ((game, n), false),
            (PuzzleAction::OfTheDay, _) => (of_the_day(today()), true),
            (PuzzleAction::Next, Some((game, n))) => {
                ((game, next_unsolved(game, n, &settings)), false)
            }
            (PuzzleAction::Retry, Some(current)) => (current, solver.of_the_day),
            (PuzzleAction::Hint, Some(_)) => {
                solver.hints = (solver.hints + 1).min(2);
                continue;
            }
            (PuzzleAction::Leave, _) => {
                *solver = Solver::default();
                next_screen.set(Screen::Title);
                continue;
            }
            _ => continue,
        };
        let Some(puzzle) = collection(open.0).get(open.1) else {
            continue;
        };
        let playing = *screen.get() == Screen::Playing;
        if playing && view.config.demonstration {
            solver.pending = Some((open.0, open.1, of_the_day));
            continue;
        }
        let retry = solver.current == Some(open);
        *solver = Solver {
            current: Some(open),
            missed: retry && solver.missed,
            of_the_day,
            ..Solver::default()
        };
        let puzzle_match = puzzle_config(open.0, puzzle);
        if playing {
            actions.write(Action::NewMatch(Box::new(puzzle_match)));
        } else {
            *config = puzzle_match;
            next_screen.set(Screen::Playing);
        }
    }
}

/// Watches the puzzle's match: a move of the solution goes on (with the
/// forced reply), another is refuted; the hint's ring; the end.
pub(super) fn follow<G: MatchGame>(
    mut commands: Commands,
    session: Option<ResMut<Session<G>>>,
    mut solver: ResMut<Solver>,
    mut settings: ResMut<Settings>,
    kiosk: Res<Kiosk>,
) {
    let (Some(mut session), Some(puzzle)) = (session, solver.puzzle()) else {
        return;
    };
    if session.config.puzzle.as_deref() != Some(&puzzle.id) || solver.state != PuzzleState::Solving
    {
        return;
    }
    if solver.attempt.is_none() && session.recorded().moves.is_empty() {
        solver.attempt = Some(session.id);
    }
    if solver.attempt != Some(session.id) {
        return;
    }
    let Some(solution) = puzzle
        .solution
        .iter()
        .map(|m| G::parse_move(m).ok())
        .collect::<Option<Vec<G::Move>>>()
    else {
        return;
    };
    if solver.hints >= 2 && session.hint.is_none() && solver.step < solution.len() {
        let position = *session.position();
        session.hint = Some((position, solution[solver.step]));
    }
    let played = session.recorded().moves;
    if played.len() <= solver.step || session.working() {
        return;
    }
    if played[solver.step] != solution[solver.step] {
        solver.state = PuzzleState::Refuting;
        solver.missed = true;
        if !kiosk.on {
            settings.puzzle_streak = 0;
        }
        commands.spawn(find_refutation(&session));
        return;
    }
    solver.step += 1;
    if solver.step == solution.len() {
        solver.state = PuzzleState::Solved;
        if !kiosk.on {
            count_solved(&mut settings, &puzzle.id, solver.missed);
        }
    } else {
        // The opponent's forced reply, then the player again.
        let reply = solution[solver.step];
        solver.step += 1;
        G::play(&mut session, reply);
    }
}

/// A solved puzzle in the player's progress (a kiosk's visitors keep none):
/// solved once, and the streak grows unless a move was missed on the way.
fn count_solved(settings: &mut Settings, id: &str, missed: bool) {
    if !settings.puzzles_solved.iter().any(|s| s == id) {
        settings.puzzles_solved.push(id.to_string());
    }
    if !missed {
        settings.puzzle_streak += 1;
    }
}

/// The engine's answer to the wrong move just played, and what it does,
/// searched off the frame (a relay may be long).
fn find_refutation<G: MatchGame>(session: &Session<G>) -> Refuting<G> {
    let rules = session.recorded().rules.clone();
    let position = *session.position();
    let history = session.recorded().history.to_vec();
    Refuting(AsyncComputeTaskPool::get().spawn(async move {
        let best = Searcher::<G>::new(rules.clone())
            .search(&position, &history, &REFUTATION, None)
            .best?;
        Some((best, G::effect(&position, &rules, best)?))
    }))
}

/// Plays a wrong move's refutation and says why the move fails.
pub(super) fn refute<G: MatchGame>(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut Refuting<G>)>,
    session: Option<ResMut<Session<G>>>,
    mut solver: ResMut<Solver>,
) {
    for (entity, mut task) in &mut tasks {
        let Some(reply) = check_ready(&mut task.0) else {
            continue;
        };
        commands.entity(entity).despawn();
        let Some(mut session) = session.filter(|_| solver.state == PuzzleState::Refuting) else {
            return;
        };
        let wrong = session
            .recorded()
            .moves
            .last()
            .map(|m| m.to_string())
            .unwrap_or_default();
        let words = match reply {
            Some((mv, effect)) => {
                let answer = Text::new("review-answer")
                    .text("side", crate::text::side_name(effect.mover))
                    .text("effect", review_words::effect(&effect));
                G::play(&mut session, mv);
                Text::new("puzzle-refuted")
                    .str("move", wrong)
                    .text("answer", answer)
            }
            // The wrong move ended the game: that is its answer.
            None => Text::new("puzzle-wrong-end").str("move", wrong),
        };
        solver.state = PuzzleState::Refuted(words);
        return;
    }
}

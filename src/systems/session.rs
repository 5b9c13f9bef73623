//! The match in progress: whose turn it is, what they may do, and the bridge
//! from players' actions to the rules engine. Engine work that can be slow
//! (a never-ending relay takes seconds to detect) runs on a background task.

use super::ai::Level;
use super::animation::AnimQueue;
use super::{GameSet, Screen};
use crate::layout::Table;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use mancala::Side;
use mancala::omweso::{
    Decision, Dir, GameRecord, Match, Move, Outcome, Played, Position, Rules, Setup, Turn,
};
use mancala::oware;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Player {
    Human,
    Computer(Level),
}

/// How a match was set up on the title screen.
#[derive(Resource, Clone, Debug, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct MatchConfig {
    /// Omweso or Oware.
    pub table: Table,
    pub players: [Player; 2],
    pub names: [String; 2],
    /// Omweso's rules and the way of playing.
    pub rules: Rules,
    pub way: Way,
    pub setup: SetupStyle,
    /// Oware's rules and match format.
    pub oware_rules: oware::Rules,
    pub oware_format: oware::MatchFormat,
    /// Who moves first in the first game.
    pub first: Side,
    /// Start the first game here instead of from the set-ups (screenshots, problems).
    pub position: Option<Position>,
    /// The same for Oware.
    pub oware_position: Option<oware::Position>,
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig {
            table: Table::Omweso,
            players: [Player::Human, Player::Computer(Level::Intermediate)],
            names: ["South".into(), "North".into()],
            rules: Rules::default(),
            way: Way::Ekyokubala,
            setup: SetupStyle::Standard,
            oware_rules: oware::Rules::default(),
            oware_format: oware::MatchFormat::default(),
            first: Side::South,
            position: None,
            oware_position: None,
        }
    }
}

/// The three ways of playing (rules page, section 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Way {
    /// "Counting": deliberate play; a move may be taken back.
    #[default]
    Ekyokubala,
    /// Formal play: a played move is binding.
    Ekisibe,
    /// Blitz: 3 seconds to start each move, or the opponent steals the turn.
    Ekyobutabal,
}

impl Way {
    pub const ALL: [Way; 3] = [Way::Ekyokubala, Way::Ekisibe, Way::Ekyobutabal];

    pub fn name(self) -> &'static str {
        match self {
            Way::Ekyokubala => "Ekyokubala",
            Way::Ekisibe => "Ekisibé",
            Way::Ekyobutabal => "Ekyobutabal",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Way::Ekyokubala => "untimed; moves may be taken back",
            Way::Ekisibe => "formal; a played move is binding",
            Way::Ekyobutabal => "blitz: 3 seconds to start each move",
        }
    }
}

/// How the players set up each game (rules page, section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum SetupStyle {
    /// 4 seeds in each pit of the outer row.
    #[default]
    Standard,
    /// 2 seeds in every pit.
    TwoEach,
    /// Each player arranges their 32 seeds on the board.
    Custom,
}

impl SetupStyle {
    pub const ALL: [SetupStyle; 3] = [
        SetupStyle::Standard,
        SetupStyle::TwoEach,
        SetupStyle::Custom,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SetupStyle::Standard => "Standard (4 in each outer pit)",
            SetupStyle::TwoEach => "Two in every pit",
            SetupStyle::Custom => "Arrange your own 32 seeds",
        }
    }
}

/// A custom set-up in progress: `side` is placing seeds; the first player
/// arranges first, in view of the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arranging {
    pub first: Side,
    pub side: Side,
    pub pits: mancala::omweso::Pits,
    /// The first player's finished arrangement, once done.
    pub done: Option<mancala::omweso::Pits>,
}

impl Arranging {
    /// Seeds still to place.
    pub fn left(&self) -> u32 {
        32 - self.pits.iter().map(|&n| n as u32).sum::<u32>()
    }
}

/// Seconds to start a move in Ekyobutabal.
pub const BLITZ_SECONDS: f32 = 3.0;

/// A way to begin a turn at a pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartOption {
    /// Sow, the first lap in this direction.
    Sow(Dir),
    /// Rule 7: 2 seeds then 1.
    Okwesera,
}

/// What players (or the screens) ask for.
#[derive(Message, Clone, Debug)]
pub enum Action {
    /// The player to move picked one of their pits.
    Pit(u8),
    /// The answer to the choice offered at a pit.
    Start(StartOption),
    /// The answer to a mid-move direction decision.
    Decide(Dir),
    /// Set up the next game of the match.
    NextGame,
    /// Begin a new match.
    NewMatch(MatchConfig),
    /// Take a seed back out of a pit while arranging.
    Unplace(u8),
    /// Fill the arrangement in one go (standard, two each; custom = clear).
    Arrange(SetupStyle),
    /// The arrangement is finished.
    DoneArranging,
    /// Take back the last move (against the computer: your move and its reply).
    Undo,
    /// Play again what was taken back.
    Redo,
}

/// Something to tell the player, e.g. why a click did nothing.
#[derive(Message, Clone, Debug)]
pub struct Notice(pub String);

/// Where the current turn stands.
#[derive(Clone, Debug)]
pub enum Phase {
    /// The player to move may act.
    Waiting,
    /// A pit was picked that can be played in more than one way.
    Choosing { pit: u8, options: Vec<StartOption> },
    /// The engine or the animation is busy.
    Busy,
    /// A mid-move decision waits for the mover.
    Deciding { decision: Decision },
    /// The game has ended.
    Over(Outcome),
    /// A custom set-up is being arranged.
    Arranging(Arranging),
}

/// The last completed move, for the HUD and the board highlight.
#[derive(Clone, Debug)]
pub struct LastMove {
    pub side: Side,
    pub mv: Move,
    pub pits: Vec<u8>,
}

/// The match being played.
#[derive(Resource)]
pub struct Session {
    pub config: MatchConfig,
    pub record: GameRecord,
    pub score: Match,
    pub phase: Phase,
    pub last: Option<LastMove>,
    /// Seeds captured by each side in this game, and before each move.
    pub captured: [u32; 2],
    captured_before: Vec<[u32; 2]>,
    /// Moves taken back, the next to redo last.
    pub redo: Vec<Move>,
    /// A replay of a record: no new moves, step with undo and redo.
    pub replay: bool,
    /// Ekyobutabal: seconds left to start the move, and for which move.
    pub clock: f32,
    clock_move: usize,
    /// Games finished in this match.
    pub games: u32,
    /// The turn in progress (between engine jobs) and what was animated of it.
    turn: Option<Turn>,
    animated_laps: usize,
    /// What happens when the animation has caught up.
    after_animation: Option<AfterAnimation>,
}

#[derive(Debug)]
enum AfterAnimation {
    Decide(Decision),
    Finished(Box<Played>),
}

impl Session {
    pub fn new(config: MatchConfig) -> Session {
        let score = Match::new(&config.rules, config.first);
        let (record, phase) = new_game(&config, config.first, true);
        Session {
            config,
            record,
            score,
            phase,
            last: None,
            captured: [0, 0],
            captured_before: Vec::new(),
            redo: Vec::new(),
            replay: false,
            clock: BLITZ_SECONDS,
            clock_move: 0,
            games: 0,
            turn: None,
            animated_laps: 0,
            after_animation: None,
        }
    }

    /// A replay viewer over a game record: its start on the board, every
    /// move ready to step through (forwards with redo, backwards with undo).
    pub fn replay(mut config: MatchConfig, record: &GameRecord) -> Session {
        config.players = [Player::Human, Player::Human];
        config.way = Way::Ekyokubala;
        config.rules = record.rules().clone();
        let start = match record.start() {
            mancala::omweso::GameStart::Setup {
                first,
                south,
                north,
            } => GameRecord::from_setup(record.rules(), *first, south.clone(), north.clone())
                .unwrap_or_else(|_| {
                    GameRecord::from_position(record.rules(), record.positions()[0])
                }),
            mancala::omweso::GameStart::Position(p) => {
                GameRecord::from_position(record.rules(), *p)
            }
        };
        Session {
            record: start,
            phase: Phase::Waiting,
            redo: record.moves().iter().rev().copied().collect(),
            replay: true,
            ..Session::new(config)
        }
    }

    /// A saved match, where it was left.
    pub fn restore(config: MatchConfig, record: GameRecord, score: Match, games: u32) -> Session {
        let phase = match record.result() {
            Some(outcome) => Phase::Over(outcome),
            None => Phase::Waiting,
        };
        Session {
            record,
            score,
            games,
            phase,
            ..Session::new(config)
        }
    }

    pub fn position(&self) -> &Position {
        self.record.current()
    }

    /// Seeds per pit to show: the position, or a set-up being arranged.
    pub fn counts(&self) -> super::animation::Counts {
        match &self.phase {
            Phase::Arranging(a) => {
                let mut counts = [[0u8; 16]; 2];
                counts[a.side.index()] = a.pits;
                if let Some(done) = a.done {
                    counts[a.first.index()] = done;
                }
                counts
            }
            _ => {
                let p = self.position();
                [*p.pits(Side::South), *p.pits(Side::North)]
            }
        }
    }

    pub fn to_move(&self) -> Side {
        self.position().side()
    }

    pub fn player(&self, side: Side) -> Player {
        self.config.players[side.index()]
    }

    /// Is it a person's turn to act now?
    pub fn human_to_act(&self) -> bool {
        self.player(self.to_move()) == Player::Human
            && matches!(
                self.phase,
                Phase::Waiting | Phase::Choosing { .. } | Phase::Deciding { .. }
            )
    }

    /// The ways pit `k` of the player to move can be played (empty: none).
    pub fn start_options(&self, k: u8) -> Vec<StartOption> {
        let position = self.position();
        let rules = &self.config.rules;
        let mut options: Vec<StartOption> = position
            .start_directions(rules, k)
            .into_iter()
            .map(StartOption::Sow)
            .collect();
        if position.canonical(rules, Move::okwesera(k)).is_ok() {
            options.push(StartOption::Okwesera);
        }
        options
    }

    /// Why pit `k` cannot be played, in words.
    pub fn why_not(&self, k: u8) -> String {
        match Turn::begin(self.position(), &self.config.rules, k) {
            Err(why) => sentence(&why.to_string()),
            Ok(_) => format!("Pit {} cannot be played now.", mancala::omweso::letter(k)),
        }
    }
}

/// The record of a fresh game: the configured position for the first game
/// if there is one, else the standard set-up.
fn new_game(config: &MatchConfig, first: Side, first_game: bool) -> (GameRecord, Phase) {
    let both = |setup: Setup| {
        GameRecord::from_setup(&config.rules, first, setup.clone(), setup)
            .expect("the standard set-ups are always valid")
    };
    match (&config.position, first_game, config.setup) {
        (Some(p), true, _) => (GameRecord::from_position(&config.rules, *p), Phase::Waiting),
        (_, _, SetupStyle::Standard) => (both(Setup::Standard), Phase::Waiting),
        (_, _, SetupStyle::TwoEach) => (both(Setup::TwoEach), Phase::Waiting),
        // The record is replaced when both have arranged.
        (_, _, SetupStyle::Custom) => (
            both(Setup::Standard),
            Phase::Arranging(Arranging {
                first,
                side: first,
                pits: [0; 16],
                done: None,
            }),
        ),
    }
}

/// A running engine job: lap the turn until it ends or needs a decision.
#[derive(Component)]
pub struct EngineJob(Task<Turn>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Action>();
    app.add_message::<Notice>();
    app.init_resource::<MatchConfig>();
    app.init_resource::<TableView>();
    app.add_systems(OnEnter(Screen::Playing), begin_match);
    app.add_systems(OnExit(Screen::Playing), end_match);
    app.add_systems(
        Update,
        (
            handle_actions,
            blitz_clock,
            poll_engine_jobs,
            continue_after_animation,
            continue_redo,
            computer_arranges,
            update_view,
        )
            .chain()
            .in_set(GameSet::Logic)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// What the board, the input and the camera need to know of either game.
#[derive(Resource, Debug)]
pub struct TableView {
    pub to_move: Side,
    pub humans: [bool; 2],
    /// A person may pick a pit now.
    pub human_to_act: bool,
    /// The mover's pits that can be played.
    pub playable: Vec<u8>,
    /// The pits the last move sowed into.
    pub last: Vec<(Side, u8)>,
    pub counts: super::animation::Counts,
    pub names: [String; 2],
}

impl Default for TableView {
    fn default() -> Self {
        TableView {
            to_move: Side::South,
            humans: [true, true],
            human_to_act: false,
            playable: Vec::new(),
            last: Vec::new(),
            counts: [[0; 16]; 2],
            names: ["South".into(), "North".into()],
        }
    }
}

fn update_view(session: Res<Session>, mut view: ResMut<TableView>) {
    let p = session.position();
    let (to_move, human_to_act, playable) = match &session.phase {
        Phase::Arranging(a) => {
            let cap = session.config.rules.max_seeds_per_pit.unwrap_or(u8::MAX);
            let room = (0..16).filter(|&k| a.left() > 0 && a.pits[k as usize] < cap);
            (
                a.side,
                session.player(a.side) == Player::Human,
                room.collect(),
            )
        }
        _ => (
            session.to_move(),
            session.human_to_act(),
            (0..16)
                .filter(|&k| !p.start_directions(&session.config.rules, k).is_empty())
                .collect(),
        ),
    };
    *view = TableView {
        to_move,
        humans: Side::BOTH.map(|s| session.player(s) == Player::Human),
        human_to_act,
        playable,
        last: session
            .last
            .as_ref()
            .map(|l| l.pits.iter().map(|&k| (l.side, k)).collect())
            .unwrap_or_default(),
        counts: session.counts(),
        names: session.config.names.clone(),
    };
}

pub(super) fn begin_match(
    mut commands: Commands,
    config: Res<MatchConfig>,
    mut resume: ResMut<super::persistence::Resume>,
) {
    commands.insert_resource(config.table);
    if let Some(saved) = resume.take() {
        saved.insert_into(&mut commands);
        return;
    }
    match resume.replay.take() {
        Some(super::persistence::Record::Omweso(record)) => {
            commands.insert_resource(Table::Omweso);
            commands.insert_resource(Session::replay(config.clone(), &record));
            return;
        }
        Some(super::persistence::Record::Oware(record)) => {
            commands.insert_resource(Table::Oware);
            let config = MatchConfig {
                table: Table::Oware,
                ..config.clone()
            };
            commands.insert_resource(super::oware_session::OwareSession::replay(config, &record));
            return;
        }
        None => {}
    }
    match config.table {
        Table::Omweso => commands.insert_resource(Session::new(config.clone())),
        Table::Oware => {
            commands.insert_resource(super::oware_session::OwareSession::new(config.clone()))
        }
    }
}

/// Engine work of either kind.
type AnyJob = Or<(With<EngineJob>, With<ArrangeJob>)>;

fn end_match(mut commands: Commands, jobs: Query<Entity, AnyJob>) {
    for job in &jobs {
        commands.entity(job).despawn();
    }
    commands.remove_resource::<Session>();
    commands.remove_resource::<super::oware_session::OwareSession>();
}

/// Runs a turn's forced laps; with a complete move, makes its decisions too.
pub(super) fn lap_turn(mut turn: Turn, script: Option<Move>) -> Turn {
    let mut decisions = turn.move_so_far().decisions();
    loop {
        turn.run_forced();
        match (turn.pending_decision(), script) {
            (Some(_), Some(mv)) => {
                if turn.choose(mv.direction(decisions)).is_err() {
                    return turn;
                }
                decisions += 1;
            }
            _ => return turn,
        }
    }
}

/// Starts an engine job for a turn.
pub(super) fn spawn_job(commands: &mut Commands, turn: Turn, script: Option<Move>) {
    let task = AsyncComputeTaskPool::get().spawn(async move { lap_turn(turn, script) });
    commands.spawn((Name::new("Engine job"), EngineJob(task)));
}

fn handle_actions(
    mut commands: Commands,
    mut actions: MessageReader<Action>,
    mut notices: MessageWriter<Notice>,
    mut session: ResMut<Session>,
    mut queue: ResMut<AnimQueue>,
    jobs: Query<Entity, With<EngineJob>>,
) {
    for action in actions.read() {
        match action.clone() {
            Action::NewMatch(config) => {
                for job in &jobs {
                    commands.entity(job).despawn();
                }
                *session = Session::new(config);
                queue.settle_counts(session.counts());
            }
            Action::Undo => undo(&mut session, &mut queue, &mut notices),
            Action::Redo => redo(&mut commands, &mut session, &mut notices),
            Action::NextGame => {
                if !matches!(session.phase, Phase::Over(_)) || session.score.is_over() {
                    continue;
                }
                session.captured_before.clear();
                session.redo.clear();
                let first = session.score.next_first;
                let (record, phase) = new_game(&session.config, first, false);
                session.record = record;
                session.phase = phase;
                session.captured = [0, 0];
                session.last = None;
                queue.settle_counts(session.counts());
            }
            Action::Pit(k) if matches!(session.phase, Phase::Arranging(_)) => {
                arrange(
                    &mut session,
                    &mut notices,
                    &mut queue,
                    ArrangeStep::Place(k),
                );
            }
            Action::Unplace(k) => {
                arrange(&mut session, &mut notices, &mut queue, ArrangeStep::Take(k))
            }
            Action::Arrange(style) => arrange(
                &mut session,
                &mut notices,
                &mut queue,
                ArrangeStep::Fill(style),
            ),
            Action::DoneArranging => {
                arrange(&mut session, &mut notices, &mut queue, ArrangeStep::Done)
            }
            Action::Pit(_) if session.replay => {
                notices.write(Notice(
                    "This is a replay: step through it with ◀ and ▶ (U and R).".into(),
                ));
            }
            Action::Pit(k) => {
                if !session.human_to_act() {
                    notices.write(Notice(busy_reason(&session)));
                    continue;
                }
                let options = session.start_options(k);
                match options.as_slice() {
                    [] => {
                        notices.write(Notice(session.why_not(k)));
                    }
                    [only] => start_turn(&mut commands, &mut session, k, *only),
                    _ => session.phase = Phase::Choosing { pit: k, options },
                }
            }
            Action::Start(option) => {
                let Phase::Choosing { pit, ref options } = session.phase else {
                    continue;
                };
                if options.contains(&option) {
                    start_turn(&mut commands, &mut session, pit, option);
                }
            }
            Action::Decide(dir) => {
                if !matches!(session.phase, Phase::Deciding { .. }) {
                    notices.write(Notice("There is no direction to choose now.".into()));
                    continue;
                }
                let Some(mut turn) = session.turn.take() else {
                    continue;
                };
                if turn.choose(dir).is_ok() {
                    session.phase = Phase::Busy;
                    spawn_job(&mut commands, turn, None);
                }
            }
        }
    }
}

/// Takes back the last move, or against the computer your move and its
/// reply; only in Ekyokubala, and not once the game is over.
fn undo(session: &mut Session, queue: &mut AnimQueue, notices: &mut MessageWriter<Notice>) {
    let refusal = match session.config.way {
        Way::Ekisibe => Some("Ekisibé: a played move is binding, there are no take-backs."),
        Way::Ekyobutabal => Some("Ekyobutabal is played at speed: no take-backs."),
        Way::Ekyokubala => match session.phase {
            Phase::Over(_) if !session.replay => Some("The game is over: take-backs end with it."),
            Phase::Busy | Phase::Deciding { .. } => Some("Wait for the move to finish."),
            _ if session.record.moves().is_empty() => Some("There is no move to take back."),
            _ => None,
        },
    };
    if let Some(why) = refusal {
        notices.write(Notice(why.into()));
        return;
    }
    let humans = Side::BOTH
        .iter()
        .filter(|s| session.player(**s) == Player::Human)
        .count();
    while let Some(mv) = session.record.undo() {
        session.redo.push(mv);
        session.captured = session.captured_before.pop().unwrap_or([0, 0]);
        if humans == 2 || session.player(session.to_move()) == Player::Human {
            break;
        }
    }
    session.phase = Phase::Waiting;
    session.last = None;
    queue.settle(session.position());
}

/// Plays again the last move taken back (and the computer's reply with it).
fn redo(commands: &mut Commands, session: &mut Session, notices: &mut MessageWriter<Notice>) {
    if session.config.way != Way::Ekyokubala || !matches!(session.phase, Phase::Waiting) {
        notices.write(Notice("Nothing can be redone now.".into()));
        return;
    }
    match session.redo.pop() {
        Some(mv) => replay(commands, session, mv),
        None => {
            notices.write(Notice("There is no move to redo.".into()));
        }
    }
}

/// Plays a recorded move (a redo, or a stolen turn kept as `pass`).
fn replay(commands: &mut Commands, session: &mut Session, mv: Move) {
    if mv.is_pass() {
        let captured = session.captured;
        session.captured_before.push(captured);
        let _ = session.record.steal_turn();
    } else {
        let redo = std::mem::take(&mut session.redo);
        start_computer_turn(commands, session, mv);
        session.redo = redo;
    }
}

/// After a redo, the computer's reply that was taken back is played again
/// rather than thought anew.
fn continue_redo(mut commands: Commands, mut session: ResMut<Session>) {
    if !matches!(session.phase, Phase::Waiting) || session.redo.is_empty() {
        return;
    }
    if let Player::Computer(_) = session.player(session.to_move())
        && let Some(mv) = session.redo.pop()
    {
        replay(&mut commands, &mut session, mv);
    }
}

/// Ekyobutabal: 3 seconds to start each move; when they run out the
/// opponent steals the turn. The computer obeys the same clock.
fn blitz_clock(
    time: Res<Time>,
    mut session: ResMut<Session>,
    mut notices: MessageWriter<Notice>,
    paused: Option<Res<super::hud::Paused>>,
) {
    if session.config.way != Way::Ekyobutabal {
        return;
    }
    let moves = session.record.moves().len();
    if moves != session.clock_move || matches!(session.phase, Phase::Over(_)) {
        session.clock = BLITZ_SECONDS;
        session.clock_move = moves;
    }
    if !matches!(session.phase, Phase::Waiting | Phase::Choosing { .. })
        || paused.is_some_and(|p| p.open)
    {
        return;
    }
    session.clock -= time.delta_secs();
    if session.clock <= 0.0 {
        let late = session.to_move();
        let captured = session.captured;
        session.captured_before.push(captured);
        if session.record.steal_turn().is_ok() {
            session.phase = Phase::Waiting;
            let names = &session.config.names;
            notices.write(Notice(format!(
                "Time! {} did not start in {BLITZ_SECONDS} seconds: {} steals the turn.",
                names[late.index()],
                names[late.opponent().index()]
            )));
        }
    }
}

enum ArrangeStep {
    Place(u8),
    Take(u8),
    Fill(SetupStyle),
    Done,
}

/// A step of a person's custom set-up: the per-pit cap and the 32 seeds
/// are enforced here, the arrangement checked by the engine when done.
fn arrange(
    session: &mut Session,
    notices: &mut MessageWriter<Notice>,
    queue: &mut AnimQueue,
    step: ArrangeStep,
) {
    let Phase::Arranging(mut a) = session.phase.clone() else {
        notices.write(Notice(
            "Seeds are arranged only before a custom game.".into(),
        ));
        return;
    };
    if session.player(a.side) != Player::Human {
        notices.write(Notice("The computer is arranging its seeds.".into()));
        return;
    }
    let rules = session.config.rules.clone();
    let cap = rules.max_seeds_per_pit;
    match step {
        ArrangeStep::Place(k) => {
            if a.left() == 0 {
                notices.write(Notice(
                    "All 32 seeds are placed: take one out first, or press Done.".into(),
                ));
                return;
            }
            if cap.is_some_and(|c| a.pits[k as usize] >= c) {
                notices.write(Notice(format!(
                    "Pit {} is full: at most {} seeds in a pit.",
                    mancala::omweso::letter(k),
                    cap.unwrap_or(0)
                )));
                return;
            }
            a.pits[k as usize] += 1;
        }
        ArrangeStep::Take(k) => {
            if a.pits[k as usize] == 0 {
                return;
            }
            a.pits[k as usize] -= 1;
        }
        ArrangeStep::Fill(style) => {
            a.pits = match style {
                SetupStyle::Standard => Setup::Standard.arrangement(&rules).expect("valid"),
                SetupStyle::TwoEach => Setup::TwoEach.arrangement(&rules).expect("valid"),
                SetupStyle::Custom => [0; 16],
            }
        }
        ArrangeStep::Done => {
            if let Err(e) = mancala::omweso::check_arrangement(&a.pits, &rules) {
                notices.write(Notice(format!("Not yet: {e}.")));
                return;
            }
            finish_arranging(session, a);
            queue.settle_counts(session.counts());
            return;
        }
    }
    session.phase = Phase::Arranging(a);
    queue.settle_counts(session.counts());
}

/// One player has arranged: the other's turn to arrange, or the game begins.
fn finish_arranging(session: &mut Session, a: Arranging) {
    match a.done {
        None => {
            session.phase = Phase::Arranging(Arranging {
                side: a.side.opponent(),
                pits: [0; 16],
                done: Some(a.pits),
                ..a
            })
        }
        Some(first_pits) => {
            let (south, north) = match a.first {
                Side::South => (first_pits, a.pits),
                Side::North => (a.pits, first_pits),
            };
            match GameRecord::from_setup(
                &session.config.rules,
                a.first,
                Setup::Custom(south),
                Setup::Custom(north),
            ) {
                Ok(record) => {
                    session.record = record;
                    session.phase = Phase::Waiting;
                }
                Err(_) => session.phase = Phase::Arranging(Arranging { pits: [0; 16], ..a }),
            }
        }
    }
}

/// The computer's arrangement being chosen (a search: off the frame).
#[derive(Component)]
pub struct ArrangeJob {
    task: Task<mancala::omweso::Pits>,
    arranging: Arranging,
}

/// The computer arranges its seeds when it is its turn to.
fn computer_arranges(
    mut commands: Commands,
    mut session: ResMut<Session>,
    mut queue: ResMut<AnimQueue>,
    mut jobs: Query<(Entity, &mut ArrangeJob)>,
) {
    for (entity, mut job) in &mut jobs {
        let Some(pits) = check_ready(&mut job.task) else {
            continue;
        };
        commands.entity(entity).despawn();
        if matches!(&session.phase, Phase::Arranging(a) if *a == job.arranging) {
            let arranging = job.arranging.clone();
            finish_arranging(&mut session, Arranging { pits, ..arranging });
            queue.settle_counts(session.counts());
        }
    }
    let Phase::Arranging(a) = session.phase.clone() else {
        return;
    };
    let Player::Computer(_) = session.player(a.side) else {
        return;
    };
    if !jobs.is_empty() {
        return;
    }
    let rules = session.config.rules.clone();
    let seed = session.games as u64;
    let (side, opponent) = (a.side, a.done);
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { super::ai::arrange(&rules, side, opponent.as_ref(), seed) });
    commands.spawn((
        Name::new("Computer arranging"),
        ArrangeJob { task, arranging: a },
    ));
}

fn busy_reason(session: &Session) -> String {
    match session.phase {
        Phase::Over(_) => "The game is over.".into(),
        Phase::Busy => "Wait for the seeds to settle.".into(),
        _ => format!(
            "It is {}'s turn.",
            session.config.names[session.to_move().index()]
        ),
    }
}

fn start_turn(commands: &mut Commands, session: &mut Session, pit: u8, option: StartOption) {
    let position = *session.position();
    let rules = &session.config.rules;
    let turn = match option {
        StartOption::Okwesera => Turn::okwesera(&position, rules, pit),
        StartOption::Sow(_) => Turn::begin(&position, rules, pit),
    };
    let Ok(mut turn) = turn else {
        return;
    };
    if let StartOption::Sow(Dir::Clockwise) = option {
        // The first lap is the decision; make it before the job runs on.
        if turn.choose(Dir::Clockwise).is_err() {
            return;
        }
    }
    session.phase = Phase::Busy;
    session.animated_laps = 0;
    session.redo.clear();
    spawn_job(commands, turn, None);
}

fn poll_engine_jobs(
    mut commands: Commands,
    mut jobs: Query<(Entity, &mut EngineJob)>,
    mut session: ResMut<Session>,
    mut queue: ResMut<AnimQueue>,
) {
    for (entity, mut job) in &mut jobs {
        let Some(mut turn) = check_ready(&mut job.0) else {
            continue;
        };
        commands.entity(entity).despawn();
        let mover = turn.position_before().side();
        // Animate the laps not shown yet; a never-ending move shows a few.
        let done = turn.is_done();
        let laps = turn.laps();
        let limit = if done && turn.clone().finish().is_ok_and(|p| p.trace.never_ending) {
            6
        } else {
            usize::MAX
        };
        for lap in laps.iter().skip(session.animated_laps).take(limit) {
            queue.push_lap(mover, lap);
        }
        session.animated_laps = laps.len();
        if let Some(decision) = turn.pending_decision() {
            session.turn = Some(turn);
            session.after_animation = Some(AfterAnimation::Decide(decision));
        } else if done {
            match session.record.finish_turn(turn) {
                Ok(played) => {
                    queue.settle(&played.position);
                    session.after_animation = Some(AfterAnimation::Finished(Box::new(played)));
                }
                Err(_) => session.phase = Phase::Waiting,
            }
        }
    }
}

fn continue_after_animation(mut session: ResMut<Session>, queue: Res<AnimQueue>) {
    if !queue.is_idle() {
        return;
    }
    match session.after_animation.take() {
        None => {}
        Some(AfterAnimation::Decide(decision)) => session.phase = Phase::Deciding { decision },
        Some(AfterAnimation::Finished(played)) => {
            let mover = played.trace.mover;
            let captured = session.captured;
            session.captured_before.push(captured);
            session.captured[mover.index()] += played.trace.captured();
            session.last = Some(LastMove {
                side: mover,
                mv: played.mv,
                pits: played
                    .trace
                    .laps
                    .iter()
                    .flat_map(|l| l.sown.clone())
                    .collect(),
            });
            session.phase = match played.outcome {
                Some(outcome) => {
                    if !session.replay {
                        session.score.record(outcome);
                        session.games += 1;
                    }
                    Phase::Over(outcome)
                }
                None => Phase::Waiting,
            };
        }
    }
}

/// Plays a computer's chosen move through the same engine job as a person's.
pub(super) fn start_computer_turn(commands: &mut Commands, session: &mut Session, mv: Move) {
    let position = *session.position();
    let rules = &session.config.rules;
    let turn = if mv.is_okwesera() {
        Turn::okwesera(&position, rules, mv.pit())
    } else {
        Turn::begin(&position, rules, mv.pit())
    };
    if let Ok(turn) = turn {
        session.phase = Phase::Busy;
        session.animated_laps = 0;
        spawn_job(commands, turn, Some(mv));
    }
}

/// An engine message as a sentence for the player.
pub fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

/// For the AI plugin.
pub(super) fn ai_may_move(session: &Session) -> Option<Level> {
    match (session.player(session.to_move()), &session.phase) {
        (Player::Computer(level), Phase::Waiting) if session.redo.is_empty() => Some(level),
        _ => None,
    }
}

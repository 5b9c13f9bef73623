//! The match, once for both games: players, the game record, the match
//! score, take-backs, replays, the blitz clock, and the hand-over to the
//! board (`Show`) and back (`ShowProgress`). What differs between the games
//! is behind [`MatchGame`].

use super::config::{BLITZ_SECONDS, Controller, MatchConfig, Way};
use super::game::{AfterShow, LastMove, MatchGame, Moved, Phase, Session};
use super::messages::{Action, Counts, GameOver, Notice, Scene, Show, ShowProgress};
use super::saved::{GameAndScore, SAVE_VERSION, SavedMatch};
use crate::games::ByGame;
use crate::text::Text;
use bevy::prelude::*;
use mancala::Side;
use mancala::game::Recorded;

impl<G: MatchGame> Session<G> {
    /// The game so far, read alike for every game.
    pub fn recorded(&self) -> Recorded<'_, G> {
        G::recorded(&self.record)
    }

    pub fn new(config: MatchConfig) -> Session<G> {
        let score = G::new_score(&config);
        let (record, phase) = G::new_game(&config, &score, true);
        static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let mut session = Session {
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
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
            turn: G::Turn::default(),
            hint: None,
            hint_wanted: false,
            outbox: Vec::new(),
            notices: Vec::new(),
            game_over: None,
        };
        session.settle();
        session
    }

    /// A saved match, where it was left.
    pub fn restore(config: MatchConfig, record: G::Record, score: G::Score, games: u32) -> Self {
        let phase = match G::recorded(&record).result {
            Some(outcome) => Phase::Over(outcome),
            None => Phase::Waiting,
        };
        let mut session = Session {
            record,
            score,
            games,
            phase,
            ..Session::new(config)
        };
        session.outbox.clear();
        session.settle();
        session
    }

    /// A saved game of this match, or a fresh match of its configuration
    /// if the save holds another game (a save is checked when it is read).
    pub fn from_saved(config: MatchConfig, games: u32, game: ByGame) -> Self {
        let decoded = (game.game == G::KIND)
            .then(|| GameAndScore::<G::Record, G::Score>::decode(&game.data).ok())
            .flatten();
        match decoded {
            Some(GameAndScore { record, score }) => Session::restore(config, record, score, games),
            None => Session::new(config),
        }
    }

    /// A replay viewer over a game record: its start on the board, every
    /// move ready to step through (forwards with redo, backwards with undo).
    pub fn replay(mut config: MatchConfig, mut record: G::Record) -> Self {
        config.game = G::KIND;
        config.players = [Controller::Human, Controller::Human];
        config.omweso.way = Way::Ekyokubala;
        G::set_rules(&mut config, G::recorded(&record).rules.clone());
        let mut redo = Vec::new();
        while let Some(mv) = G::take_back(&mut record) {
            redo.push(mv);
        }
        let mut session = Session {
            record,
            phase: Phase::Waiting,
            redo,
            replay: true,
            ..Session::new(config)
        };
        session.outbox.clear();
        session.settle();
        session
    }

    /// The match as data, for a save file.
    pub fn saved(&self) -> SavedMatch {
        SavedMatch {
            version: SAVE_VERSION,
            config: self.config.clone(),
            games: self.games,
            game: ByGame {
                game: G::KIND,
                data: serde_json::to_value(GameAndScore {
                    record: &self.record,
                    score: &self.score,
                })
                .expect("a record and a score serialise"),
            },
        }
    }

    pub fn position(&self) -> &G::Position {
        self.recorded().current()
    }

    pub fn to_move(&self) -> Side {
        G::side_to_move(self.position())
    }

    pub fn player(&self, side: Side) -> Controller {
        self.config.players[side.index()]
    }

    /// Is it a person's turn to act now?
    pub fn human_to_act(&self) -> bool {
        self.player(G::acting_side(self)) == Controller::Human
            && matches!(self.phase, Phase::Waiting | Phase::Asking(_))
    }

    /// Seeds per pit to show.
    pub fn counts(&self) -> Counts {
        G::counts(self)
    }

    /// Is anything in progress: background work, a move being shown, or
    /// scenes not yet handed to the board?
    pub fn working(&self) -> bool {
        self.phase.is_busy() || !self.outbox.is_empty() || G::working(self)
    }

    /// Has the background work of the game (an engine job) finished on its
    /// thread, waiting only for the next frame, or is there none?
    pub fn work_finished(&self) -> bool {
        G::work_finished(self)
    }

    /// Tells the player something.
    pub fn notice(&mut self, text: Text) {
        self.notices.push(text);
    }

    /// Asks the board to show a scene.
    pub fn show(&mut self, scene: Scene) {
        self.outbox.push(scene);
    }

    /// Asks the board to show the seeds as they are now.
    pub fn settle(&mut self) {
        let counts = self.counts();
        self.show(Scene::Settle(Box::new(counts)));
    }

    /// The engine finished a move: it is shown, then counted.
    pub fn moved(&mut self, moved: Moved<G>) {
        self.phase = Phase::Showing(AfterShow::Moved(moved));
    }

    /// The game asks a question once the board has shown the move so far.
    pub fn ask_after_show(&mut self, question: G::Question) {
        self.phase = Phase::Showing(AfterShow::Ask(question));
    }

    /// A new move from the player to move clears what was taken back.
    pub fn begin_new_move(&mut self) {
        self.redo.clear();
    }

    /// The board has shown everything: finish the move, or ask.
    fn after_show(&mut self) {
        let Phase::Showing(then) = std::mem::replace(&mut self.phase, Phase::Waiting) else {
            return;
        };
        match then {
            AfterShow::Ask(question) => self.phase = Phase::Asking(question),
            AfterShow::Moved(moved) => {
                self.captured_before.push(self.captured);
                self.captured[moved.mover.index()] += moved.captured;
                self.last = Some(LastMove {
                    side: moved.mover,
                    mv: moved.mv,
                    pits: moved.pits,
                    caption: moved.caption,
                });
                self.phase = match moved.outcome {
                    Some(outcome) => {
                        if !self.replay {
                            G::count_game(&mut self.score, &outcome);
                            self.games += 1;
                        }
                        self.game_over = Some(GameOver {
                            winner: G::winner(&outcome),
                        });
                        Phase::Over(outcome)
                    }
                    None => Phase::Waiting,
                };
            }
        }
    }

    /// Takes back the last move, or against the computer your move and its
    /// reply; not in Ekisibé or Ekyobutabal, and not once the game is over.
    fn undo(&mut self) {
        let refusal = match G::way(&self.config) {
            Way::Ekisibe => Some("undo-ekisibe"),
            Way::Ekyobutabal => Some("undo-ekyobutabal"),
            Way::Ekyokubala => match self.phase {
                Phase::Over(_) if !self.replay => Some("undo-game-over"),
                _ if self.working() || G::turn_in_progress(self) => Some("undo-wait"),
                _ if self.recorded().moves.is_empty() => Some("undo-nothing"),
                _ => None,
            },
        };
        if let Some(why) = refusal {
            self.notice(Text::new(why));
            return;
        }
        let humans = self.config.humans();
        while let Some(mv) = G::take_back(&mut self.record) {
            self.redo.push(mv);
            self.captured = self.captured_before.pop().unwrap_or([0, 0]);
            if humans != 1 || self.player(self.to_move()) == Controller::Human {
                break;
            }
        }
        self.phase = Phase::Waiting;
        self.last = None;
        self.settle();
    }

    /// Plays again the last move taken back (the computer's reply follows).
    fn redo(&mut self) {
        if G::way(&self.config) != Way::Ekyokubala
            || !matches!(self.phase, Phase::Waiting)
            || self.working()
        {
            self.notice(Text::new("redo-not-now"));
            return;
        }
        match self.redo.pop() {
            Some(mv) => self.replay_move(mv),
            None => self.notice(Text::new("redo-nothing")),
        }
    }

    /// Plays a recorded move without forgetting what else was taken back.
    fn replay_move(&mut self, mv: G::Move) {
        let redo = std::mem::take(&mut self.redo);
        G::play(self, mv);
        self.redo = redo;
    }

    /// The next game of the match.
    fn next_game(&mut self) {
        if !matches!(self.phase, Phase::Over(_)) || G::match_over(&self.score) {
            return;
        }
        let (record, phase) = G::new_game(&self.config, &self.score, false);
        self.record = record;
        self.phase = phase;
        self.captured_before.clear();
        self.redo.clear();
        self.captured = [0, 0];
        self.last = None;
        self.settle();
    }

    /// Handles an action; the game's own actions go to the game.
    pub fn handle(&mut self, action: &Action) {
        match action {
            Action::NewMatch(config) => *self = Session::new((**config).clone()),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::NextGame => self.next_game(),
            Action::Hint => self.ask_hint(),
            Action::Touch { side, pit, remove } => {
                if !self.refuses_pick(*side) {
                    self.handle(&if *remove {
                        Action::Unplace(*pit)
                    } else {
                        Action::Pit(*pit)
                    });
                }
            }
            Action::Pit(_) if self.replay => self.notice(Text::new("replay-no-moves")),
            Action::Pit(_) if self.refuses_pick(G::acting_side(self)) => {}
            Action::Pit(k) => match self.phase {
                Phase::Waiting => self.pick(*k),
                Phase::Asking(_) => G::act(self, action),
                Phase::Over(_) => self.notice(Text::new("game-is-over")),
                Phase::Working | Phase::Showing(_) => self.notice(Text::new("wait-for-seeds")),
            },
            _ => G::act(self, action),
        }
    }

    /// Ekyobutabal: 3 seconds to start each move; when they run out the
    /// opponent steals the turn. The computer obeys the same clock.
    fn tick_clock(&mut self, seconds: f32) {
        if G::way(&self.config) != Way::Ekyobutabal {
            return;
        }
        let moves = self.recorded().moves.len();
        if moves != self.clock_move || matches!(self.phase, Phase::Over(_)) {
            self.clock = BLITZ_SECONDS;
            self.clock_move = moves;
        }
        if !matches!(self.phase, Phase::Waiting | Phase::Asking(_)) || self.working() {
            return;
        }
        self.clock -= seconds;
        if self.clock <= 0.0 {
            let late = self.to_move();
            if self.pass() {
                self.phase = Phase::Waiting;
                let [south, north] = self.config.display_names();
                let (late, thief) = match late {
                    Side::South => (south, north),
                    Side::North => (north, south),
                };
                self.notice(
                    Text::new("time-stolen")
                        .text("late", late)
                        .text("thief", thief)
                        .num("seconds", BLITZ_SECONDS as i64),
                );
            }
        }
    }

    /// Whether a pit of `side` may not be picked now, told why: the one
    /// place that knows whose turn it is (a computer's, or the other row).
    fn refuses_pick(&mut self, side: Side) -> bool {
        let acting = G::acting_side(self);
        let names = self.config.display_names();
        let why = if self.player(acting) != Controller::Human {
            Text::new("their-turn").text("name", names[acting.index()].clone())
        } else if side != acting {
            Text::new("not-your-pit").text("name", names[side.index()].clone())
        } else {
            return false;
        };
        self.notice(why);
        true
    }

    /// A person picks pit `k`. A lesson refuses another legal move than
    /// the one it asks for; the engine explains an illegal one.
    pub fn pick(&mut self, k: u8) {
        if !G::playable(self).contains(&k) || !self.guide_refuses(&G::pit_move(k)) {
            G::pick(self, k)
        }
    }

    /// In a lesson's step: whether a move begun so far is refused (said
    /// why), or the step's one move has been played.
    pub fn guide_refuses(&mut self, so_far: &str) -> bool {
        let Some(guide) = &self.config.guide else {
            return false;
        };
        let refusal = if !self.recorded().moves.is_empty() {
            Text::new("lesson-step-over")
        } else if guide.allows(so_far) {
            return false;
        } else {
            guide.refusal.clone()
        };
        self.notice(refusal);
        true
    }

    /// Whether the computer may suggest moves here: in two-player games,
    /// and against the computer only in untimed Ekyokubala.
    pub fn hints_allowed(&self) -> bool {
        !self.replay
            && match self.config.humans() {
                2 => true,
                1 => G::way(&self.config) == Way::Ekyokubala,
                _ => false,
            }
    }

    /// The suggested move, if there is one for the position now.
    pub fn current_hint(&self) -> Option<G::Move> {
        match (&self.hint, &self.phase) {
            (Some((position, mv)), Phase::Waiting) if position == self.position() => Some(*mv),
            _ => None,
        }
    }

    /// A person asks for a suggestion.
    fn ask_hint(&mut self) {
        if !self.hints_allowed() {
            self.notice(Text::new("hint-not-here"));
        } else if !self.human_to_act() || !matches!(self.phase, Phase::Waiting) {
            self.notice(Text::new("hint-not-now"));
        } else if let Some(guide) = &self.config.guide {
            // A lesson suggests the move it asks for.
            if let Some(mv) = guide.accept.first().and_then(|m| G::parse_move(m).ok()) {
                self.hint = Some((*self.position(), mv));
            }
        } else {
            self.hint_wanted = true;
        }
    }

    /// The player to move passes (a stolen turn, or one replayed): the
    /// record keeps it as `pass`.
    pub fn pass(&mut self) -> bool {
        let captured = self.captured;
        let passed = G::steal_turn(&mut self.record);
        if passed {
            self.captured_before.push(captured);
        }
        passed
    }

    /// Whether the computer may start thinking about the move now.
    pub fn computer_to_move(&self) -> Option<mancala::ai::Level> {
        match (self.player(self.to_move()), &self.phase) {
            (Controller::Computer(level), Phase::Waiting) if self.redo.is_empty() => {
                Some(G::way(&self.config).computer_level(level))
            }
            _ => None,
        }
    }
}

pub(super) fn handle_actions<G: MatchGame>(
    mut actions: MessageReader<Action>,
    mut session: ResMut<Session<G>>,
) {
    for action in actions.read() {
        session.handle(action);
    }
}

// The systems below change the session only when something happens, so
// that the views are rebuilt only then (change detection).

pub(super) fn poll<G: MatchGame>(mut session: ResMut<Session<G>>) {
    if G::poll(session.bypass_change_detection()) {
        session.set_changed();
    }
}

pub(super) fn blitz_clock<G: MatchGame>(time: Res<Time>, mut session: ResMut<Session<G>>) {
    if G::way(&session.config) == Way::Ekyobutabal {
        session.tick_clock(time.delta_secs());
    }
}

pub(super) fn continue_after_show<G: MatchGame>(
    mut session: ResMut<Session<G>>,
    progress: Res<ShowProgress>,
) {
    if matches!(session.phase, Phase::Showing(_))
        && progress.idle()
        && session.outbox.is_empty()
        && !G::working(&session)
    {
        session.after_show();
    }
}

/// After a redo, the computer's reply that was taken back is played again
/// rather than thought anew.
pub(super) fn continue_redo<G: MatchGame>(mut session: ResMut<Session<G>>) {
    if !matches!(session.phase, Phase::Waiting) || session.working() || session.redo.is_empty() {
        return;
    }
    if let Controller::Computer(_) = session.player(session.to_move())
        && let Some(mv) = session.redo.pop()
    {
        session.replay_move(mv);
    }
}

/// Hands what the session announced to the board, the screens and the sound.
pub(super) fn announce<G: MatchGame>(
    mut session: ResMut<Session<G>>,
    mut progress: ResMut<ShowProgress>,
    mut shows: MessageWriter<Show>,
    mut notices: MessageWriter<Notice>,
    mut over: MessageWriter<GameOver>,
) {
    if session.outbox.is_empty() && session.notices.is_empty() && session.game_over.is_none() {
        return;
    }
    let session = &mut *session;
    for scene in session.outbox.drain(..) {
        progress.sent += 1;
        shows.write(Show {
            number: progress.sent,
            scene,
        });
    }
    for text in session.notices.drain(..) {
        notices.write(Notice(text));
    }
    if let Some(game_over) = session.game_over.take() {
        over.write(game_over);
    }
}

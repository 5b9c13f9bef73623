//! A match of a game on the table: the session's state ([`Session`], [`Phase`]),
//! and the one trait Omweso and Oware implement for the app
//! ([`MatchGame`]), so that the session, the computer player and the views
//! are written once for both. The session's behaviour is in `core.rs`.

use super::config::{MatchConfig, Way};
use super::messages::{Action, Counts, GameOver, Scene};
use super::saved::AnyRecord;
use super::view::{ArrangingView, QuestionView, ResultView};
use crate::games::{ByGame, Cell, GameFacts, GameKind};
use crate::geometry::{HOUSE_DEPTH, HOUSE_RADIUS, pile_offset};
use crate::text::{Text, side_name};
use bevy::math::{Vec2, Vec3, Vec3Swizzles};
use bevy::prelude::Resource;
use mancala::Side;
use mancala::ai::Searchable;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::marker::PhantomData;
use std::ops::Range;

/// Where the current game stands: the one place that says whether a move
/// is in progress and what comes after it.
#[derive(Clone, Debug)]
pub enum Phase<G: MatchGame> {
    /// The player to move may act.
    Waiting,
    /// The engine works the move out off the frame (Omweso's relays).
    Working,
    /// The board shows what the engine did; then this happens.
    Showing(AfterShow<G>),
    /// The game asks the acting player a question of its own.
    Asking(G::Question),
    /// The game has ended.
    Over(G::Outcome),
}

impl<G: MatchGame> Phase<G> {
    /// Is a move being worked out or shown?
    pub fn is_busy(&self) -> bool {
        matches!(self, Phase::Working | Phase::Showing(_))
    }
}

/// The last completed move, for the HUD and the board's marks.
#[derive(Clone, Debug)]
pub struct LastMove<M> {
    pub side: Side,
    pub mv: M,
    /// The pits it sowed into.
    pub pits: Vec<(Side, u8)>,
    /// What it did, in words.
    pub caption: Text,
}

/// A move the engine has finished, waiting for the board to show it.
#[derive(Clone, Debug)]
pub struct Moved<G: MatchGame> {
    pub mover: Side,
    pub mv: G::Move,
    pub pits: Vec<(Side, u8)>,
    pub captured: u32,
    pub outcome: Option<G::Outcome>,
    /// What the move did, in words (from its trace).
    pub caption: Text,
}

/// What happens once the board has shown everything.
#[derive(Clone, Debug)]
pub enum AfterShow<G: MatchGame> {
    Moved(Moved<G>),
    Ask(G::Question),
}

/// The match being played.
#[derive(Resource)]
pub struct Session<G: MatchGame> {
    /// Tells matches apart (each new, restored or replayed match has its own).
    pub id: u64,
    pub config: MatchConfig,
    pub record: G::Record,
    pub score: G::Score,
    pub phase: Phase<G>,
    pub last: Option<LastMove<G::Move>>,
    /// Seeds captured by each side in this game.
    pub captured: [u32; 2],
    pub(super) captured_before: Vec<[u32; 2]>,
    /// Moves taken back, the next to redo last.
    pub redo: Vec<G::Move>,
    /// A replay of a record: no new moves, step with undo and redo.
    pub replay: bool,
    /// Ekyobutabal: seconds left to start the move, and for which move.
    pub clock: f32,
    pub(super) clock_move: usize,
    /// Games finished in this match.
    pub games: u32,
    /// The game's own state between the steps of a move.
    pub turn: G::Turn,
    /// A suggested move, with the position it is for.
    pub hint: Option<(G::Position, G::Move)>,
    /// A person asked for a suggestion for the position now.
    pub hint_wanted: bool,
    pub(super) outbox: Vec<Scene>,
    pub(super) notices: Vec<Text>,
    pub(super) game_over: Option<GameOver>,
}

/// A game on the table: the one trait a game implements for the app, on
/// top of the engine's `Game`, whose strategy the computer searches. How a
/// match of it starts, is scored and is saved, how a person's pick becomes
/// a move, how the game reads, and its board: pits, models and names (the
/// defaults describe a two-row board of Oware-sized houses, lettered `a`,
/// `b`, … from each owner's left, with catalogue messages named after the
/// game's id: `title-<id>-tagline`, `rules-<id>`, `about-<id>`,
/// `about-<id>-source`, `access-describe-<id>`, `journal-tally-<id>`).
pub trait MatchGame:
    Searchable<Record: Serialize + DeserializeOwned, Rules: Serialize + DeserializeOwned> + Debug
{
    /// The match score (Omweso: points to a target; Oware: games won).
    type Score: Clone + Debug + Send + Sync + Serialize + DeserializeOwned + 'static;
    /// What a finished game was worth to a player, as the journal keeps it
    /// (Omweso: the result's points; Oware: both sides' seeds).
    type Points: Serialize + DeserializeOwned;
    /// A question only this game asks a player (Omweso: a direction, an
    /// arrangement); Oware asks none.
    type Question: Clone + Debug + PartialEq + Send + Sync + 'static;
    /// The game's own state between the steps of a move (Omweso's turn
    /// machine and its background jobs).
    type Turn: Default + Send + Sync + 'static;

    /// The game as the app's registry holds it, standing for the answers
    /// below.
    const KIND: GameKind = GameKind::of(&Facts::<Self>(PhantomData));

    // ---- the engine under one name

    /// The rules the match is played under; by default the game's part of
    /// `config.others`, or the rules' defaults.
    fn rules(config: &MatchConfig) -> Self::Rules {
        let rules = config.others.get(Self::NAME).map(|other| &other.rules);
        rules
            .and_then(|rules| Self::Rules::deserialize(rules).ok())
            .unwrap_or_default()
    }
    fn new_score(config: &MatchConfig) -> Self::Score;
    /// Counts a finished game (a finished match counts nothing more).
    fn count_game(score: &mut Self::Score, outcome: &Self::Outcome);
    /// Whether the match is over (Oware's fixed number of games may end it
    /// drawn).
    fn match_over(score: &Self::Score) -> bool;
    /// The winner of the match once it is over.
    fn match_winner(score: &Self::Score) -> Option<Side>;
    /// A fresh game: its record and the phase it opens in. By default from
    /// the start [`MatchGame::start_at`] set for the first game, else the
    /// game's standard start, with the person or computer to move.
    fn new_game(
        config: &MatchConfig,
        score: &Self::Score,
        first_game: bool,
    ) -> (Self::Record, Phase<Self>) {
        let _ = score;
        let other = config.others.get(Self::NAME);
        let position = other.and_then(|other| other.position.as_deref());
        let start = position
            .filter(|_| first_game)
            .and_then(|text| Self::parse_position(text).ok())
            .unwrap_or_else(Self::start);
        (
            Self::new_record(&Self::rules(config), start),
            Phase::Waiting,
        )
    }
    /// A side's standing in the match: points or games won.
    fn match_points(score: &Self::Score, side: Side) -> u32;
    /// The match is played under `rules`.
    fn set_rules(config: &mut MatchConfig, rules: Self::Rules) {
        let other = config.others.entry(Self::NAME.to_string()).or_default();
        other.rules = serde_json::to_value(rules).unwrap_or_default();
    }
    /// The match starts from `position`, in the game's notation (a text
    /// that is no position leaves the standard start): a lesson's or a
    /// puzzle's board.
    fn start_at(config: &mut MatchConfig, position: &str) {
        let other = config.others.entry(Self::NAME.to_string()).or_default();
        other.position = Self::parse_position(position)
            .is_ok()
            .then(|| position.to_string());
    }
    /// What a finished game was worth to the player in `seat`.
    fn points(outcome: &Self::Outcome, seat: Side) -> Self::Points;
    /// [`MatchGame::points`] in words, for the journal.
    fn points_words(points: &Self::Points) -> Text;
    /// A record as any game's: what a replay opens.
    fn any_record(record: &Self::Record) -> AnyRecord {
        AnyRecord(ByGame {
            game: Self::KIND,
            data: serde_json::to_value(record).expect("a record serialises"),
        })
    }

    /// The way of playing in force (Oware has only the untimed one).
    fn way(config: &MatchConfig) -> Way {
        let _ = config;
        Way::Ekyokubala
    }
    /// Ekyobutabal: the clock ran out and the opponent takes the turn.
    fn steal_turn(record: &mut Self::Record) -> bool {
        let _ = record;
        false
    }

    // ---- moves

    /// The notation a move from pit `k` begins with; by default the pit's
    /// letter.
    fn pit_move(k: u8) -> String {
        Self::pit_letter(k).map(String::from).unwrap_or_default()
    }
    /// A person picked pit `k` of the side to move: begin the move, ask a
    /// question, or say why not (through the session's notices). By
    /// default the move [`MatchGame::pit_move`] names, played whole (the
    /// engine refuses an illegal one, in the session's notices).
    fn pick(session: &mut Session<Self>, k: u8) {
        if let Ok(mv) = Self::parse_move(&Self::pit_move(k)) {
            session.begin_new_move();
            Self::play(session, mv);
        }
    }
    /// Plays a complete move (the computer's, or a redo).
    fn play(session: &mut Session<Self>, mv: Self::Move);
    /// An action only this game knows (answers to its questions).
    fn act(session: &mut Session<Self>, action: &Action) {
        let _ = (session, action);
    }
    /// Advances the game's background work (once a frame); says whether
    /// anything changed.
    fn poll(session: &mut Session<Self>) -> bool {
        let _ = session;
        false
    }
    /// Whether a move is half played (a decision is pending).
    fn turn_in_progress(session: &Session<Self>) -> bool {
        let _ = session;
        false
    }
    /// Once the engine has been working out a move for longer than
    /// `after`: the laps it has relayed so far.
    fn long_work(session: &Session<Self>, after: std::time::Duration) -> Option<u64> {
        let _ = (session, after);
        None
    }
    /// Whether the game's own background work is running.
    fn working(session: &Session<Self>) -> bool {
        let _ = session;
        false
    }
    /// Whether the game's background work has finished on its thread (and
    /// waits only for the next frame to be picked up), or there is none.
    fn work_finished(session: &Session<Self>) -> bool {
        let _ = session;
        true
    }

    // ---- what the table shows

    /// Seeds per pit to show: by default the position's.
    fn counts(session: &Session<Self>) -> Counts {
        Self::board_counts(session.position())
    }
    /// The side that acts now (a set-up is arranged out of turn).
    fn acting_side(session: &Session<Self>) -> Side {
        session.to_move()
    }
    /// The pits the acting side may pick now: by default those whose
    /// [`MatchGame::pit_move`] is a legal move.
    fn playable(session: &Session<Self>) -> Vec<u8> {
        let legal = Self::legal_moves(session.position(), session.recorded().rules);
        let legal_from =
            |k: &u8| Self::parse_move(&Self::pit_move(*k)).is_ok_and(|mv| legal.contains(&mv));
        Self::houses().filter(legal_from).collect()
    }
    /// A side's standing in the match and this game.
    fn score_line(session: &Session<Self>, side: Side) -> Text;
    /// The match's format and rules in a line or two.
    fn format_lines(session: &Session<Self>) -> (Text, Option<Text>);
    fn result_view(session: &Session<Self>, outcome: &Self::Outcome) -> ResultView;
    /// What is known of how this game started (who wins it by force), for
    /// the match panel as it is played.
    fn known_start(session: &Session<Self>) -> Option<Text> {
        let _ = session;
        None
    }
    fn question_view(session: &Session<Self>, question: &Self::Question) -> Option<QuestionView> {
        let _ = (session, question);
        None
    }
    fn arranging_view(session: &Session<Self>) -> Option<ArrangingView> {
        let _ = session;
        None
    }
    /// Seeds the mover captured by `mv`, from `before` to `after`; by
    /// default what the engine says the move did.
    fn seeds_captured(
        rules: &Self::Rules,
        before: &Self::Position,
        mv: Self::Move,
        after: &Self::Position,
    ) -> u32 {
        let _ = after;
        Self::effect(before, rules, mv).map_or(0, |effect| effect.captured())
    }
    /// Where a suggested move starts, and how to play it in words; by
    /// default the pit its notation's first letter names, and "sow from"
    /// that notation.
    fn hint_view(session: &Session<Self>, mv: Self::Move) -> (u8, Text) {
        let _ = session;
        let notation = mv.to_string();
        let pit = notation.chars().next().and_then(|c| Self::pit_of_letter(c));
        let words = Text::new("hint-sow-from").str("house", notation);
        (pit.unwrap_or_default(), words)
    }

    // ---- the board (world units, 1.0 = the pit pitch; the numbers match
    // the models that `tools/modelgen` writes)

    /// The game's name, the same in every language: `Omweso`.
    fn name() -> &'static str;
    /// The seeds per pit of a position, as the board shows them.
    fn board_counts(position: &Self::Position) -> Counts;
    /// Every pit of one side (stores included): by default those the
    /// standard start fills.
    fn pits() -> Range<u8> {
        let start = Self::board_counts(&Self::start());
        let used = start
            .iter()
            .flat_map(|row| row.iter().rposition(|&n| n > 0));
        0..used.max().map_or(0, |last| last as u8 + 1)
    }
    /// The pits a player picks to move (Oware's stores are not).
    fn houses() -> Range<u8> {
        Self::pits()
    }
    /// The board's model, by default `models/<id>_board.glb`.
    fn board_model() -> String {
        format!("models/{}_board.glb", Self::NAME)
    }
    /// A seed's model, by default `models/<id>_seed.glb`.
    fn seed_model() -> String {
        format!("models/{}_seed.glb", Self::NAME)
    }
    /// The centre of a pit's rim (y = 0, the board top): by default two
    /// rows, each side's from its owner's left.
    fn pit_center(side: Side, k: u8) -> Vec3 {
        let middle = (Self::pits().len() as f32 - 1.0) / 2.0;
        let x = (f32::from(k) - middle) * 1.1;
        match side {
            Side::South => Vec3::new(x, 0.0, 0.6),
            Side::North => Vec3::new(-x, 0.0, -0.6),
        }
    }
    /// The radius a pit's seeds may use, for picking and rings.
    fn pit_radius(k: u8) -> f32 {
        let _ = k;
        HOUSE_RADIUS
    }
    /// The resting place of the `slot`-th seed of pit `k`, from its centre:
    /// rings on the cup's floor, then further layers above, so a pile looks
    /// natural and no seed floats or sinks into the wood.
    fn rest_offset(k: u8, slot: usize) -> Vec3 {
        pile_offset(slot, Self::pit_radius(k), HOUSE_DEPTH)
    }
    /// Half the board's length (x) and depth (z): by default the pits'
    /// extent with a rim of half a pit pitch.
    fn half_extent() -> Vec2 {
        let rim = |side, k| Self::pit_center(side, k).xz().abs() + Self::pit_radius(k) + 0.5;
        Side::BOTH
            .into_iter()
            .flat_map(|side| Self::pits().map(move |k| rim(side, k)))
            .fold(Vec2::ZERO, Vec2::max)
    }
    /// Whether a point on the board top lies within a pit.
    fn covers(side: Side, k: u8, point: Vec3) -> bool {
        (Self::pit_center(side, k) - point).xz().length() < Self::pit_radius(k) + 0.08
    }
    /// The board's rows as seen from `seat`, far row first, each from the
    /// left: by default the two rows of [`MatchGame::pit_center`].
    fn rows(seat: Side) -> Vec<Vec<Cell>> {
        let pits = Self::pits();
        let far = pits.clone().rev().enumerate();
        let far = far.map(|(i, k)| (i, seat.opponent(), k)).collect();
        let near = pits.enumerate().map(|(i, k)| (i, seat, k)).collect();
        vec![far, near]
    }
    /// Whether a text is a position in the game's notation, and why not.
    fn check_position(text: &str) -> Result<(), String> {
        Self::parse_position(text).map(drop)
    }

    /// The letter a pit is named by (a store has none): by default the
    /// houses from `a`.
    fn pit_letter(k: u8) -> Option<char> {
        let houses = Self::houses();
        houses
            .contains(&k)
            .then(|| char::from(b'a' + (k - houses.start)))
    }
    /// The pit a letter names, of the mover's.
    fn pit_of_letter(letter: char) -> Option<u8> {
        Self::houses().find(|&k| Self::pit_letter(k) == Some(letter))
    }
    /// The row a pit is in, for a screen reader: "South".
    fn row_words(side: Side, k: u8) -> Text {
        let _ = k;
        side_name(side)
    }
    /// A pit, for a screen reader, missing only its `seeds`: "South,
    /// house c" (a pit without a letter is the side's store).
    fn pit_words(side: Side, k: u8) -> Text {
        let (id, letter) = match Self::pit_letter(k) {
            Some(letter) => ("access-house", letter.to_string()),
            None => ("access-store", String::new()),
        };
        Text::new(id)
            .text("side", side_name(side))
            .str("pit", letter)
    }
    /// The game's history and where it is played, paragraph by paragraph.
    fn about() -> Vec<String> {
        vec![format!("about-{}", Self::NAME)]
    }
    /// The game's built-in puzzles (the JSON `mancala puzzles` writes).
    fn puzzles() -> &'static [u8] {
        b"[]"
    }
    /// Whether a match may begin from seeds the players arrange (Omweso's
    /// set-ups), so that the start is asked before a match.
    fn arranges() -> bool {
        false
    }
}

/// A game's [`MatchGame`] answers as the object the board and the screens
/// hold ([`GameFacts`], through a [`GameKind`]): one view, made the same
/// way for every game.
pub struct Facts<G>(PhantomData<fn() -> G>);

impl<G: MatchGame> GameFacts for Facts<G> {
    fn id(&self) -> &'static str {
        G::NAME
    }
    fn name(&self) -> &'static str {
        G::name()
    }
    fn pits(&self) -> Range<u8> {
        G::pits()
    }
    fn houses(&self) -> Range<u8> {
        G::houses()
    }
    fn board_model(&self) -> String {
        G::board_model()
    }
    fn seed_model(&self) -> String {
        G::seed_model()
    }
    fn start_counts(&self) -> Counts {
        G::board_counts(&G::start())
    }
    fn pit_center(&self, side: Side, k: u8) -> Vec3 {
        G::pit_center(side, k)
    }
    fn pit_radius(&self, k: u8) -> f32 {
        G::pit_radius(k)
    }
    fn rest_offset(&self, k: u8, slot: usize) -> Vec3 {
        G::rest_offset(k, slot)
    }
    fn half_extent(&self) -> Vec2 {
        G::half_extent()
    }
    fn covers(&self, side: Side, k: u8, point: Vec3) -> bool {
        G::covers(side, k, point)
    }
    fn rows(&self, seat: Side) -> Vec<Vec<Cell>> {
        G::rows(seat)
    }
    fn check_position(&self, text: &str) -> Result<(), String> {
        G::check_position(text)
    }
    fn pit_letter(&self, k: u8) -> Option<char> {
        G::pit_letter(k)
    }
    fn pit_of_letter(&self, letter: char) -> Option<u8> {
        G::pit_of_letter(letter)
    }
    fn row_words(&self, side: Side, k: u8) -> Text {
        G::row_words(side, k)
    }
    fn pit_words(&self, side: Side, k: u8) -> Text {
        G::pit_words(side, k)
    }
    fn about(&self) -> Vec<String> {
        G::about()
    }
    fn puzzles(&self) -> &'static [u8] {
        G::puzzles()
    }
    fn arranges(&self) -> bool {
        G::arranges()
    }
}

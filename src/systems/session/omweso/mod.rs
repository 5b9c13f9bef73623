//! Omweso on the table: the turn machine's glue (directions chosen at the
//! pit, mid-move decisions, engine jobs off the frame), the custom set-up,
//! the ways of playing, and how the game reads.

mod arrange;
mod known;
mod start_proof;
mod turn;

pub use arrange::Arranging;
pub use known::known_about_start;

use super::config::{MatchConfig, SetupStyle, Way};
use super::game::{MatchGame, Phase, Session};
use super::messages::{Action, Counts, StartOption};
use super::view::{ArrangingView, QuestionView, ResultView};
use crate::games::Cell;
use crate::geometry::{PIT_DEPTH, PIT_RADIUS, pile_offset};
use crate::text::{Text, side_name};
use bevy::math::{Vec2, Vec3};
use bevy::tasks::Task;
use mancala::Side;
use mancala::ai::Strategy;
use mancala::game::Omweso;
use mancala::omweso::{
    Decision, Dir, GameRecord, MatchScore, Move, Outcome, Pits, Position, Rules, Setup, Turn,
    is_inner, letter, pit_at, pit_of_letter, square,
};
use std::ops::Range;

/// Row centres (z) from South's outer row (nearest South, at +z) up.
const ROW_Z: [f32; 4] = [1.65, 0.55, -0.55, -1.65];

/// The questions Omweso asks a player.
#[derive(Clone, Debug, PartialEq)]
pub enum Question {
    /// A pit was picked that can be played in more than one way.
    Choosing { pit: u8, options: Vec<StartOption> },
    /// A mid-move decision waits for the mover.
    Deciding { decision: Decision },
    /// A custom set-up is being arranged.
    Arranging(Arranging),
}

/// The turn in progress between engine jobs, and the jobs themselves.
#[derive(Default)]
pub struct OmwesoTurn {
    /// The engine's turn machine between its jobs (a decision pending).
    machine: Option<Turn>,
    job: Option<Task<Turn>>,
    /// When the running job began (a long relay is announced).
    job_began: Option<std::time::Instant>,
    /// Laps of the turn already shown.
    animated_laps: usize,
    arrange_job: Option<(Task<Pits>, Arranging)>,
    /// Laps the running job has relayed, counted by the engine as it goes.
    laps: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// The proof search of the arranged start.
    proofs: start_proof::StartProofs,
}

/// What a finished game was worth, as the journal keeps it: the result's
/// points, to the winner (0 when annulled).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ResultPoints {
    pub points: u32,
}

impl MatchGame for Omweso {
    type Score = MatchScore;
    type Points = ResultPoints;
    type Question = Question;
    type Turn = OmwesoTurn;

    fn rules(config: &MatchConfig) -> Rules {
        config.omweso.rules.clone()
    }

    fn new_score(config: &MatchConfig) -> MatchScore {
        MatchScore::new(&config.omweso.rules, config.first)
    }

    fn count_game(score: &mut MatchScore, outcome: &Outcome) {
        score.record(*outcome);
    }

    fn match_over(score: &MatchScore) -> bool {
        score.is_over()
    }

    fn match_winner(score: &MatchScore) -> Option<Side> {
        score.winner()
    }

    /// The configured position for the first game if there is one, else
    /// the set-up; a custom set-up is arranged first.
    fn new_game(
        config: &MatchConfig,
        score: &MatchScore,
        first_game: bool,
    ) -> (GameRecord, Phase<Self>) {
        let first = score.next_first;
        let both = |setup: Setup| {
            GameRecord::from_setup(&config.omweso.rules, first, setup.clone(), setup)
                .unwrap_or_else(|_| {
                    GameRecord::from_position(&config.omweso.rules, Position::start())
                })
        };
        match (&config.omweso.position, first_game, config.omweso.setup) {
            (Some(p), true, _) => (
                GameRecord::from_position(&config.omweso.rules, *p),
                Phase::Waiting,
            ),
            (_, _, SetupStyle::Standard) => (both(Setup::Standard), Phase::Waiting),
            (_, _, SetupStyle::TwoEach) => (both(Setup::TwoEach), Phase::Waiting),
            // The record is replaced when both have arranged.
            (_, _, SetupStyle::Custom) => (
                both(Setup::Standard),
                Phase::Asking(Question::Arranging(Arranging::new(first))),
            ),
        }
    }

    fn match_points(score: &MatchScore, side: Side) -> u32 {
        score.score(side)
    }

    fn set_rules(config: &mut MatchConfig, rules: Rules) {
        config.omweso.rules = rules;
    }

    fn start_at(config: &mut MatchConfig, position: &str) {
        config.omweso.position = position.parse().ok();
    }

    fn points(outcome: &Outcome, _seat: Side) -> ResultPoints {
        ResultPoints {
            points: outcome.points,
        }
    }

    fn points_words(points: &ResultPoints) -> Text {
        Text::new("journal-points").num("points", points.points)
    }

    fn way(config: &MatchConfig) -> Way {
        config.omweso.way
    }

    fn steal_turn(record: &mut GameRecord) -> bool {
        record.steal_turn().is_ok()
    }

    fn pick(session: &mut Session<Self>, k: u8) {
        let options = turn::start_options(session, k);
        match options.as_slice() {
            [] => {
                let why = turn::why_not(session, k);
                session.notice(why);
            }
            [only] => turn::start(session, k, *only),
            _ => session.phase = Phase::Asking(Question::Choosing { pit: k, options }),
        }
    }

    fn play(session: &mut Session<Self>, mv: Move) {
        turn::play(session, mv);
    }

    fn pit_move(k: u8) -> String {
        letter(k).to_string()
    }

    fn act(session: &mut Session<Self>, action: &Action) {
        match (action, &session.phase) {
            (Action::Pit(k), Phase::Asking(Question::Arranging(_))) => {
                arrange::step(session, arrange::ArrangeStep::Place(*k))
            }
            // Another pit instead of the one being asked about.
            (Action::Pit(k), Phase::Asking(Question::Choosing { .. })) => session.pick(*k),
            (Action::Pit(_), Phase::Asking(Question::Deciding { .. })) => {
                session.notice(Text::new("choose-direction-first"))
            }
            (Action::Start(option), Phase::Asking(Question::Choosing { pit, options }))
                if options.contains(option) =>
            {
                let sign = match option {
                    StartOption::Sow(Dir::Clockwise) => "-",
                    StartOption::Sow(_) if options.contains(&StartOption::Sow(Dir::Clockwise)) => {
                        "+"
                    }
                    StartOption::Sow(_) => "",
                    StartOption::Okwesera => "*",
                };
                let (pit, option) = (*pit, *option);
                if !session.guide_refuses(&format!("{}{sign}", letter(pit))) {
                    turn::start(session, pit, option)
                }
            }
            (Action::Decide(dir), Phase::Asking(Question::Deciding { .. })) => {
                let so_far = session
                    .turn
                    .machine
                    .as_ref()
                    .map(|t| t.move_so_far().to_string());
                let sign = if *dir == Dir::Clockwise { "-" } else { "+" };
                let dir = *dir;
                if !session.guide_refuses(&format!("{}{sign}", so_far.unwrap_or_default())) {
                    turn::decide(session, dir)
                }
            }
            (Action::Decide(_), _) => session.notice(Text::new("no-direction-now")),
            (Action::Unplace(k), _) => arrange::step(session, arrange::ArrangeStep::Take(*k)),
            (Action::Arrange(style), _) => {
                arrange::step(session, arrange::ArrangeStep::Fill(*style))
            }
            (Action::MirrorArrangement, _) => arrange::step(session, arrange::ArrangeStep::Mirror),
            (Action::FillInnerRow, _) => arrange::step(session, arrange::ArrangeStep::InnerRow),
            (Action::UndoArranging, _) => arrange::step(session, arrange::ArrangeStep::Undo),
            (Action::DoneArranging, _) => arrange::step(session, arrange::ArrangeStep::Done),
            _ => {}
        }
    }

    fn poll(session: &mut Session<Self>) -> bool {
        let laps = turn::poll(session);
        let arranged = arrange::poll(session);
        let proved = start_proof::poll(session);
        laps || arranged || proved
    }

    fn turn_in_progress(session: &Session<Self>) -> bool {
        session.turn.machine.is_some()
    }

    fn working(session: &Session<Self>) -> bool {
        session.turn.busy()
    }

    fn long_work(session: &Session<Self>, after: std::time::Duration) -> Option<u64> {
        let turn = &session.turn;
        let began = turn.job_began?;
        (began.elapsed() >= after).then(|| turn.laps.load(std::sync::atomic::Ordering::Relaxed))
    }

    fn work_finished(session: &Session<Self>) -> bool {
        session.turn.finished()
    }

    fn counts(session: &Session<Self>) -> Counts {
        match &session.phase {
            Phase::Asking(Question::Arranging(a)) => a.counts(),
            _ => Self::board_counts(session.position()),
        }
    }

    fn acting_side(session: &Session<Self>) -> Side {
        match &session.phase {
            Phase::Asking(Question::Arranging(a)) => a.side,
            _ => session.to_move(),
        }
    }

    fn playable(session: &Session<Self>) -> Vec<u8> {
        let rules = &session.config.omweso.rules;
        match &session.phase {
            Phase::Asking(Question::Arranging(a)) => a.room(rules),
            _ => (0..16)
                .filter(|&k| !session.position().start_directions(rules, k).is_empty())
                .collect(),
        }
    }

    fn score_line(session: &Session<Self>, side: Side) -> Text {
        Text::new("omweso-score")
            .num("points", session.score.score(side))
            .num("target", session.config.omweso.rules.match_target)
            .num("captured", session.captured[side.index()])
    }

    fn format_lines(session: &Session<Self>) -> (Text, Option<Text>) {
        let way = session.config.omweso.way.name();
        (
            Text::plain(way),
            Some(
                Text::new("omweso-format")
                    .str("way", way)
                    .text("rules", rules_line(&session.config.omweso.rules)),
            ),
        )
    }

    fn result_view(session: &Session<Self>, outcome: &Outcome) -> ResultView {
        let [south, north] = session.config.display_names();
        let (luganda, _) = outcome.kind.describe();
        let annulled = outcome.winner.is_none();
        ResultView {
            title: if annulled {
                Text::new("result-annulled")
            } else {
                Text::plain(luganda)
            },
            subtitle: Some(Text::new(format!("result-{}-meaning", outcome.kind.name()))),
            detail: match outcome.winner {
                Some(w) => Text::new("wins-points")
                    .text("name", [south.clone(), north.clone()][w.index()].clone())
                    .num("points", outcome.points),
                None => Text::new("no-points-replayed"),
            },
            match_line: Text::new("match-line")
                .text("south", south)
                .num("a", session.score.score(Side::South))
                .num("b", session.score.score(Side::North))
                .text("north", north),
            known: start_proof::known_of_game(session),
        }
    }

    fn known_start(session: &Session<Self>) -> Option<Text> {
        start_proof::known_of_game(session)
    }

    fn question_view(session: &Session<Self>, question: &Question) -> Option<QuestionView> {
        let mover = session.to_move();
        let (pit, answers) = match question {
            Question::Choosing { pit, options } => (
                *pit,
                options
                    .iter()
                    .map(|o| {
                        let label = match o {
                            StartOption::Sow(Dir::Anticlockwise) => "choice-sow-anticlockwise",
                            StartOption::Sow(Dir::Clockwise) => "choice-sow-clockwise",
                            StartOption::Okwesera => "choice-okwesera",
                        };
                        (Text::new(label), Action::Start(*o))
                    })
                    .collect(),
            ),
            Question::Deciding { decision } => (
                decision.pit,
                vec![
                    (
                        Text::new("choice-go-on"),
                        Action::Decide(Dir::Anticlockwise),
                    ),
                    (
                        Text::new("choice-turn-clockwise"),
                        Action::Decide(Dir::Clockwise),
                    ),
                ],
            ),
            Question::Arranging(_) => return None,
        };
        Some(QuestionView {
            pit: (mover, pit),
            prompt: Text::new("choice-prompt").str("pit", letter(pit).to_string()),
            answers,
        })
    }

    fn arranging_view(session: &Session<Self>) -> Option<ArrangingView> {
        let Phase::Asking(Question::Arranging(a)) = &session.phase else {
            return None;
        };
        let names = session.config.display_names();
        let name = names[a.side.index()].clone();
        let human = session.player(a.side) == super::config::Controller::Human;
        let mut lines = Vec::new();
        if !human {
            lines.push(Text::new("arranging-computer").text("name", name));
        } else {
            lines.push(if a.done.is_none() {
                Text::new("arranging-first")
                    .text("name", name)
                    .text("other", names[a.side.opponent().index()].clone())
            } else {
                Text::new("arranging-now").text("name", name)
            });
            if let Some(cap) = session.config.omweso.rules.max_seeds_per_pit {
                lines.push(Text::new("arranging-how").num("cap", cap));
            }
        }
        if let Some(start) = start_proof::start_of(a) {
            lines.push(start_proof::line(&session.turn, start));
        }
        Some(ArrangingView {
            human,
            lines,
            left: a.left(),
            can_mirror: a.done.is_some(),
            can_undo: !a.before.is_empty(),
        })
    }

    /// Seeds never leave the board: the mover's side gains what it took.
    fn seeds_captured(_: &Rules, before: &Position, _: Move, after: &Position) -> u32 {
        let mover = before.side();
        after.total(mover).saturating_sub(before.total(mover))
    }

    fn hint_view(session: &Session<Self>, mv: Move) -> (u8, Text) {
        let pit = letter(mv.pit()).to_string();
        let how = if mv.is_okwesera() {
            "hint-okwesera"
        } else if mv.decisions() > 0 && mv.direction(0) == Dir::Clockwise {
            "hint-sow-clockwise"
        } else {
            "hint-sow"
        };
        let turns = (1..mv.decisions())
            .filter(|&i| mv.direction(i) == Dir::Clockwise)
            .count();
        let text = Text::new("hint-omweso")
            .text("how", Text::new(how).str("pit", pit))
            .num("turns", turns)
            .str("move", mv.to_string());
        let game = session.record.positions();
        let text = match <Self as Strategy<_>>::proof(session.record.rules(), game) {
            Some(proven) if proven.winner == session.to_move() => {
                Text::new("hint-proven").text("hint", text)
            }
            _ => text,
        };
        (mv.pit(), text)
    }

    // ---- the board: four rows of eight pits, each side's two nearest it

    fn name() -> &'static str {
        "Omweso"
    }
    fn board_counts(position: &Position) -> Counts {
        [*position.pits(Side::South), *position.pits(Side::North)]
    }
    fn pits() -> Range<u8> {
        0..16
    }
    fn seed_model() -> String {
        "models/seed.glb".into()
    }
    fn pit_center(side: Side, k: u8) -> Vec3 {
        let (row, col) = square(side, k);
        Vec3::new(col as f32 - 3.5, 0.0, ROW_Z[row as usize])
    }
    fn pit_radius(_k: u8) -> f32 {
        PIT_RADIUS
    }
    fn rest_offset(_k: u8, slot: usize) -> Vec3 {
        pile_offset(slot, PIT_RADIUS, PIT_DEPTH)
    }
    fn half_extent() -> Vec2 {
        Vec2::new(4.45, 2.6)
    }
    fn rows(seat: Side) -> Vec<Vec<Cell>> {
        // Squares' rows run from South's outer row up, their columns left
        // to right as South sees the board.
        let (rows, turned) = match seat {
            Side::South => ([3, 2, 1, 0], false),
            Side::North => ([0, 1, 2, 3], true),
        };
        let cells = |row| {
            (0..8)
                .filter_map(|i: usize| {
                    let column = if turned { 7 - i } else { i };
                    pit_at(row, column as u8).map(|(side, k)| (i, side, k))
                })
                .collect()
        };
        rows.into_iter().map(cells).collect()
    }
    fn pit_letter(k: u8) -> Option<char> {
        Some(letter(k))
    }
    fn pit_of_letter(letter: char) -> Option<u8> {
        pit_of_letter(letter)
    }
    fn row_words(side: Side, k: u8) -> Text {
        let row = if is_inner(k) {
            "access-inner-row"
        } else {
            "access-outer-row"
        };
        Text::new(row).text("side", side_name(side))
    }
    fn pit_words(side: Side, k: u8) -> Text {
        Text::new("access-pit")
            .text("row", Self::row_words(side, k))
            .text("side", side_name(side))
            .str("pit", letter(k))
    }
    fn about() -> Vec<String> {
        vec!["about-omweso".into(), "about-omweso-solved".into()]
    }
    fn puzzles() -> &'static [u8] {
        include_bytes!("../../../../assets/puzzles/omweso.json")
    }
    fn arranges() -> bool {
        true
    }
}

/// The rules of the match in a line, as its record keeps them.
fn rules_line(rules: &Rules) -> Text {
    let mut parts = Vec::new();
    if !rules.reverse_captures {
        parts.push(Text::new("rule-no-reverse"));
    }
    if !rules.first_turn_capture_ban {
        parts.push(Text::new("rule-first-turn-captures"));
    }
    if !rules.okwesera {
        parts.push(Text::new("rule-no-okwesera"));
    }
    if rules.akakyala {
        parts.push(Text::plain("akakyala"));
    }
    if rules.akawumbi_points != 12 {
        parts.push(Text::new("rule-akawumbi").num("points", rules.akawumbi_points));
    }
    parts.push(Text::new("rule-target").num("points", rules.match_target));
    match rules.max_seeds_per_pit {
        Some(cap) => parts.push(Text::new("rule-cap").num("cap", cap)),
        None => parts.push(Text::new("rule-no-cap")),
    }
    Text::new("rules-line").text("rules", Text::List(parts))
}

//! Omweso on the table: the turn machine's glue (directions chosen at the
//! pit, mid-move decisions, engine jobs off the frame), the custom set-up,
//! the ways of playing, and how the game reads.

mod arrange;
mod turn;

pub use arrange::Arranging;

use super::config::{MatchConfig, SetupStyle, Way};
use super::core::{Phase, Session};
use super::game::TableGame;
use super::messages::{Action, Counts, StartOption};
use super::saved::SavedGame;
use super::view::{ArrangingView, QuestionView, ResultView};
use crate::layout::Table;
use bevy::tasks::Task;
use mancala::Side;
use mancala::game::Omweso;
use mancala::omweso::{
    Decision, Dir, GameRecord, Match, Move, Outcome, Pits, Position, Rules, Setup, Turn, letter,
};

/// How long an engine job runs before the player is told it is working.
const LONG_JOB: std::time::Duration = std::time::Duration::from_millis(400);

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
    turn: Option<Turn>,
    job: Option<Task<Turn>>,
    /// When the running job began (a long relay is announced).
    job_began: Option<std::time::Instant>,
    /// Laps of the turn already shown.
    animated_laps: usize,
    arrange_job: Option<(Task<Pits>, Arranging)>,
}

impl TableGame for Omweso {
    type Score = Match;
    type Question = Question;
    type Turn = OmwesoTurn;
    const TABLE: Table = Table::Omweso;

    fn rules(config: &MatchConfig) -> Rules {
        config.rules.clone()
    }

    fn new_score(config: &MatchConfig) -> Match {
        Match::new(&config.rules, config.first)
    }

    /// The configured position for the first game if there is one, else
    /// the set-up; a custom set-up is arranged first.
    fn new_game(
        config: &MatchConfig,
        score: &Match,
        first_game: bool,
    ) -> (GameRecord, Phase<Self>) {
        let first = score.next_first;
        let both = |setup: Setup| {
            GameRecord::from_setup(&config.rules, first, setup.clone(), setup)
                .unwrap_or_else(|_| GameRecord::from_position(&config.rules, Position::start()))
        };
        match (&config.position, first_game, config.setup) {
            (Some(p), true, _) => (GameRecord::from_position(&config.rules, *p), Phase::Waiting),
            (_, _, SetupStyle::Standard) => (both(Setup::Standard), Phase::Waiting),
            (_, _, SetupStyle::TwoEach) => (both(Setup::TwoEach), Phase::Waiting),
            // The record is replaced when both have arranged.
            (_, _, SetupStyle::Custom) => (
                both(Setup::Standard),
                Phase::Asking(Question::Arranging(Arranging::new(first))),
            ),
        }
    }

    fn current(record: &GameRecord) -> &Position {
        record.current()
    }

    fn moves(record: &GameRecord) -> &[Move] {
        record.moves()
    }

    fn move_list(record: &GameRecord) -> Vec<(Side, String)> {
        let positions = record.positions();
        record
            .moves()
            .iter()
            .zip(positions)
            .map(|(mv, before)| (before.side(), mv.to_string()))
            .collect()
    }

    fn result(record: &GameRecord) -> Option<Outcome> {
        record.result()
    }

    fn undo(record: &mut GameRecord) -> Option<Move> {
        record.undo()
    }

    fn history(record: &GameRecord) -> Vec<Position> {
        record.positions().to_vec()
    }

    fn score_game(score: &mut Match, outcome: &Outcome) {
        score.record(*outcome);
    }

    fn match_over(score: &Match) -> bool {
        score.is_over()
    }

    fn match_winner(score: &Match) -> Option<Side> {
        score.winner()
    }

    fn save(record: &GameRecord, score: &Match) -> SavedGame {
        SavedGame::Omweso {
            record: record.clone(),
            score: score.clone(),
        }
    }

    fn adopt_rules(config: &mut MatchConfig, record: &GameRecord) {
        config.rules = record.rules().clone();
    }

    fn restore(game: SavedGame) -> Option<(GameRecord, Match)> {
        match game {
            SavedGame::Omweso { record, score } => Some((record, score)),
            SavedGame::Oware { .. } => None,
        }
    }

    fn way(config: &MatchConfig) -> Way {
        config.way
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

    fn act(session: &mut Session<Self>, action: &Action) {
        match (action, &session.phase) {
            (Action::Pit(k), Phase::Asking(Question::Arranging(_))) => {
                arrange::step(session, arrange::Step::Place(*k))
            }
            // Another pit instead of the one being asked about.
            (Action::Pit(k), Phase::Asking(Question::Choosing { .. })) => Self::pick(session, *k),
            (Action::Pit(_), Phase::Asking(Question::Deciding { .. })) => {
                session.notice("Choose the direction to go on in first.")
            }
            (Action::Start(option), Phase::Asking(Question::Choosing { pit, options }))
                if options.contains(option) =>
            {
                turn::start(session, *pit, *option)
            }
            (Action::Decide(dir), Phase::Asking(Question::Deciding { .. })) => {
                turn::decide(session, *dir)
            }
            (Action::Decide(_), _) => session.notice("There is no direction to choose now."),
            (Action::Unplace(k), _) => arrange::step(session, arrange::Step::Take(*k)),
            (Action::Arrange(style), _) => arrange::step(session, arrange::Step::Fill(*style)),
            (Action::DoneArranging, _) => arrange::step(session, arrange::Step::Done),
            _ => {}
        }
    }

    fn poll(session: &mut Session<Self>) -> bool {
        let laps = turn::poll(session);
        let arranged = arrange::poll(session);
        laps || arranged
    }

    fn turn_in_progress(session: &Session<Self>) -> bool {
        session.turn.turn.is_some()
    }

    fn working(session: &Session<Self>) -> bool {
        session.turn.busy()
    }

    fn long_work(session: &Session<Self>) -> bool {
        session
            .turn
            .job_began
            .is_some_and(|began| began.elapsed() > LONG_JOB)
    }

    fn counts(session: &Session<Self>) -> Counts {
        match &session.phase {
            Phase::Asking(Question::Arranging(a)) => a.counts(),
            _ => {
                let p = session.position();
                [*p.pits(Side::South), *p.pits(Side::North)]
            }
        }
    }

    fn acting_side(session: &Session<Self>) -> Side {
        match &session.phase {
            Phase::Asking(Question::Arranging(a)) => a.side,
            _ => session.to_move(),
        }
    }

    fn playable(session: &Session<Self>) -> Vec<u8> {
        let rules = &session.config.rules;
        match &session.phase {
            Phase::Asking(Question::Arranging(a)) => a.room(rules),
            _ => (0..16)
                .filter(|&k| !session.position().start_directions(rules, k).is_empty())
                .collect(),
        }
    }

    fn score_line(session: &Session<Self>, side: Side) -> String {
        format!(
            "{} / {} points · {} seeds captured this game",
            session.score.score(side),
            session.config.rules.match_target,
            session.captured[side.index()]
        )
    }

    fn format_lines(session: &Session<Self>) -> (String, Option<String>) {
        (
            session.config.way.name().to_string(),
            Some(format!(
                "{} · {}",
                session.config.way.name(),
                rules_line(&session.config.rules)
            )),
        )
    }

    fn result_view(session: &Session<Self>, outcome: &Outcome) -> ResultView {
        let names = session.config.display_names();
        let (luganda, english) = outcome.kind.describe();
        ResultView {
            title: luganda.to_string(),
            subtitle: english.to_string(),
            detail: match outcome.winner {
                Some(w) => format!(
                    "{} wins {} point{}",
                    names[w.index()],
                    outcome.points,
                    if outcome.points == 1 { "" } else { "s" }
                ),
                None => "No points: the game is set up again.".into(),
            },
            match_line: format!(
                "Match: {} {} – {} {}",
                names[0],
                session.score.score(Side::South),
                session.score.score(Side::North),
                names[1]
            ),
        }
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
                            StartOption::Sow(Dir::Anticlockwise) => "Sow → anticlockwise (+)",
                            StartOption::Sow(Dir::Clockwise) => "← Sow clockwise to capture (−)",
                            StartOption::Okwesera => "Okwesera: 2 then 1 (*)",
                        };
                        (label.to_string(), Action::Start(*o))
                    })
                    .collect(),
            ),
            Question::Deciding { decision } => (
                decision.pit,
                vec![
                    (
                        "Go on → anticlockwise (+)".to_string(),
                        Action::Decide(Dir::Anticlockwise),
                    ),
                    (
                        "← Turn clockwise and capture (−)".to_string(),
                        Action::Decide(Dir::Clockwise),
                    ),
                ],
            ),
            Question::Arranging(_) => return None,
        };
        Some(QuestionView {
            pit: (mover, pit),
            prompt: format!("Pit {}: choose", letter(pit)),
            answers,
        })
    }

    fn arranging_view(session: &Session<Self>) -> Option<ArrangingView> {
        let Phase::Asking(Question::Arranging(a)) = &session.phase else {
            return None;
        };
        let names = session.config.display_names();
        let name = &names[a.side.index()];
        let human = session.player(a.side) == super::config::Player::Human;
        let mut lines = Vec::new();
        if !human {
            lines.push(format!("{name} is arranging…"));
        } else {
            lines.push(if a.done.is_none() {
                format!(
                    "{name} arranges first, in view of {}.",
                    names[a.side.opponent().index()]
                )
            } else {
                format!("{name} arranges now.")
            });
            if let Some(cap) = session.config.rules.max_seeds_per_pit {
                lines.push(format!(
                    "At most {cap} in a pit. Click a pit to add a seed, Shift+click to take one out."
                ));
            }
        }
        Some(ArrangingView {
            human,
            lines,
            left: a.left(),
        })
    }

    fn hint_view(_: &Session<Self>, mv: Move) -> (u8, String) {
        let pit = letter(mv.pit());
        let how = if mv.is_okwesera() {
            format!("play okwesera from {pit}")
        } else if mv.decisions() > 0 && mv.direction(0) == Dir::Clockwise {
            format!("sow from {pit}, clockwise")
        } else {
            format!("sow from {pit}")
        };
        let turns = (1..mv.decisions())
            .filter(|&i| mv.direction(i) == Dir::Clockwise)
            .count();
        let later = match turns {
            0 => String::new(),
            1 => ", and turn clockwise to capture when asked".into(),
            n => format!(", and turn clockwise to capture {n} times when asked"),
        };
        (mv.pit(), format!("Suggested: {how}{later} ({mv})."))
    }

    fn rules_summary() -> &'static str {
        RULES_SUMMARY
    }
}

/// The rules of the match in a line, as its record keeps them.
fn rules_line(rules: &Rules) -> String {
    let mut parts = Vec::new();
    if !rules.reverse_captures {
        parts.push("no reverse captures".to_string());
    }
    if !rules.first_turn_capture_ban {
        parts.push("captures on the first turn".into());
    }
    if !rules.okwesera {
        parts.push("no okwesera".into());
    }
    if rules.akakyala {
        parts.push("akakyala".into());
    }
    if rules.akawumbi_points != 12 {
        parts.push(format!("akawumbi {}", rules.akawumbi_points));
    }
    parts.push(format!("to {} points", rules.match_target));
    match rules.max_seeds_per_pit {
        Some(cap) => parts.push(format!("set-up cap {cap}")),
        None => parts.push("no set-up cap".into()),
    }
    format!("Rules: {}", parts.join(", "))
}

const RULES_SUMMARY: &str = "Each player owns the two rows nearest them: 16 pits.\n\
Pick a pit of yours with 2 or more seeds and sow them one by one anticlockwise.\n\
If the last seed lands in an empty pit, your turn ends.\n\
If it lands in an occupied pit of your inner row and both opponent pits facing it hold seeds, \
you capture them all and sow them on from the pit you last lifted from.\n\
Otherwise you lift the landing pit's seeds and sow on (a relay).\n\
From the four pits at your left (i, j, a, b) you may sow clockwise, but only to capture.\n\
No capture on your first turn. Before anyone captures, a pit of 3 may be played 2 + 1 (okwesera).\n\
A move that would never end annuls the game.\n\n\
Results: okwa bulijo (the opponent cannot move) 1 point; okutema (their front row emptied, \
or captures in both end columns in one turn) 2 points; akawumbi (wiped out by a capture in an \
end column) 12 points; akakyala (an option) 2 points. The match is played to 12 points.";

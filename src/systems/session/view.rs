//! What the board and the screens may read of the match: two plain
//! resources rebuilt from the session whenever it changed (or the HUD's
//! word on the computer's work did), the same for both games.

use super::computer::Thinking;
use super::config::{MatchConfig, Player, side_name};
use super::core::{Phase, Session};
use super::game::TableGame;
use super::messages::{Action, Counts};
use crate::geometry::GameKind;
use crate::text::Text;
use bevy::prelude::*;
use mancala::Side;
use mancala::record::{MatchScore, Record};

/// What the board, the input and the camera need to know.
#[derive(Resource, Debug)]
pub struct TableView {
    pub table: GameKind,
    /// The side that acts now (the mover, or the side arranging).
    pub to_move: Side,
    pub humans: [bool; 2],
    /// A person may pick a pit now.
    pub human_to_act: bool,
    /// The acting side's pits that can be picked.
    pub playable: Vec<u8>,
    /// The pits the last move sowed into.
    pub last: Vec<(Side, u8)>,
    pub counts: Counts,
    pub names: [Text; 2],
    /// The pit of a suggested move.
    pub hint: Option<(Side, u8)>,
}

impl Default for TableView {
    fn default() -> Self {
        TableView {
            table: GameKind::Omweso,
            to_move: Side::South,
            humans: [true, true],
            human_to_act: false,
            playable: Vec::new(),
            last: Vec::new(),
            counts: [[0; 16]; 2],
            names: Side::BOTH.map(side_name),
            hint: None,
        }
    }
}

/// The end of a game, in words.
#[derive(Clone, Debug)]
pub struct ResultView {
    /// The result's name (Omweso: in Luganda).
    pub title: Text,
    /// Under it (Omweso: its meaning in the player's language).
    pub subtitle: Option<Text>,
    /// Who won what.
    pub detail: Text,
    /// The match so far.
    pub match_line: Text,
}

/// A question at a pit, with its answers.
#[derive(Clone, Debug)]
pub struct QuestionView {
    pub pit: (Side, u8),
    pub prompt: Text,
    pub answers: Vec<(Text, Action)>,
}

/// A set-up being arranged.
#[derive(Clone, Debug)]
pub struct ArrangingView {
    pub human: bool,
    pub lines: Vec<Text>,
    /// Seeds still to place.
    pub left: u32,
}

/// What the HUD needs to know.
#[derive(Resource, Debug)]
pub struct MatchView {
    pub table: GameKind,
    pub config: MatchConfig,
    pub names: [Text; 2],
    pub to_move: Side,
    pub over: bool,
    /// Each side's standing.
    pub scores: [Text; 2],
    /// The match's format, and its rules in a line.
    pub format: Text,
    pub rules_line: Option<Text>,
    /// Ekyobutabal: seconds left to start the move.
    pub clock: Option<f32>,
    /// The computer is thinking.
    pub thinking: bool,
    /// The engine has been working out a move for a while (a long relay).
    pub deciding: Option<u64>,
    /// The game being played (or just finished), from 1.
    pub game_number: u32,
    pub status: Text,
    pub last_move: Option<Text>,
    /// What the last move did, in words.
    pub caption: Option<Text>,
    /// The moves so far: who and what.
    pub moves: Vec<(Side, String)>,
    /// Take-backs are offered (a person plays and it is no replay).
    pub undo: bool,
    pub can_redo: bool,
    /// A replay: moves shown and moves ahead.
    pub replay: Option<(usize, usize)>,
    pub result: Option<ResultView>,
    /// The match is won by this side.
    pub match_winner: Option<Side>,
    pub match_over: bool,
    pub question: Option<QuestionView>,
    pub arranging: Option<ArrangingView>,
    /// The rules in a few paragraphs: a catalogue message.
    pub rules_summary: &'static str,
    /// A suggestion may be asked for in this match.
    pub hints: bool,
    /// The suggested move in words.
    pub hint: Option<Text>,
}

impl Default for MatchView {
    fn default() -> Self {
        MatchView {
            table: GameKind::Omweso,
            config: MatchConfig::default(),
            names: Side::BOTH.map(side_name),
            to_move: Side::South,
            over: false,
            scores: Side::BOTH.map(|_| Text::plain("")),
            format: Text::plain(""),
            rules_line: None,
            clock: None,
            thinking: false,
            deciding: None,
            game_number: 1,
            status: Text::plain(""),
            last_move: None,
            caption: None,
            moves: Vec::new(),
            undo: false,
            can_redo: false,
            replay: None,
            result: None,
            match_winner: None,
            match_over: false,
            question: None,
            arranging: None,
            rules_summary: "",
            hints: false,
            hint: None,
        }
    }
}

/// How long the engine works out a move before the player is told (the
/// HUD's count of laps); a test may set it to zero to see the count at once.
#[derive(Resource, Clone, Copy, Debug)]
pub struct LongWorkNotice(pub std::time::Duration);

impl Default for LongWorkNotice {
    fn default() -> Self {
        LongWorkNotice(std::time::Duration::from_millis(400))
    }
}

pub(super) fn update_views<G: TableGame>(
    session: Res<Session<G>>,
    notice: Res<LongWorkNotice>,
    thinking: Query<(), With<Thinking<G>>>,
    mut table: ResMut<TableView>,
    mut view: ResMut<MatchView>,
) {
    let s = &*session;
    let deciding = G::long_work(s, notice.0);
    // Rebuilt only when the match changed (or what the HUD shows of the
    // computer's work did): most frames nothing happens.
    let thinks = !thinking.is_empty();
    if !session.is_changed() && view.thinking == thinks && view.deciding == deciding {
        return;
    }
    *table = table_view(s);
    *view = match_view(s, thinks, deciding);
}

/// What the board shows of the match.
fn table_view<G: TableGame>(s: &Session<G>) -> TableView {
    TableView {
        table: G::KIND,
        to_move: G::acting_side(s),
        humans: Side::BOTH.map(|side| s.player(side) == Player::Human),
        human_to_act: s.human_to_act(),
        playable: G::playable(s),
        last: s.last.as_ref().map(|l| l.pits.clone()).unwrap_or_default(),
        counts: s.counts(),
        names: s.config.display_names(),
        hint: s
            .current_hint()
            .map(|mv| (s.to_move(), G::hint_view(s, mv).0)),
    }
}

/// What the HUD shows of the match (`thinks`: the computer is searching;
/// `deciding`: a long relay is being worked out).
fn match_view<G: TableGame>(s: &Session<G>, thinks: bool, deciding: Option<u64>) -> MatchView {
    let names = s.config.display_names();
    let over = matches!(s.phase, Phase::Over(_));
    let moves = s.record.moves();
    let (format, rules_line) = G::format_lines(s);
    let result = match &s.phase {
        Phase::Over(outcome) => Some(G::result_view(s, outcome)),
        _ => None,
    };
    MatchView {
        table: G::KIND,
        config: s.config.clone(),
        to_move: s.to_move(),
        over,
        scores: Side::BOTH.map(|side| G::score_line(s, side)),
        format,
        rules_line,
        clock: (G::way(&s.config) == super::config::Way::Ekyobutabal
            && matches!(s.phase, Phase::Waiting | Phase::Asking(_)))
        .then_some(s.clock),
        thinking: thinks,
        deciding,
        game_number: s.games + u32::from(!over || s.replay),
        status: if over {
            Text::new("game-is-over")
        } else {
            Text::new("to-move").text("name", names[s.to_move().index()].clone())
        },
        last_move: s.last.as_ref().map(|l| {
            Text::new("last-move")
                .text("name", names[l.side.index()].clone())
                .str("move", l.mv.to_string())
        }),
        caption: s.last.as_ref().map(|l| l.caption.clone()),
        moves: s.record.move_list(),
        undo: s.config.humans() > 0 && !s.replay,
        can_redo: !s.redo.is_empty(),
        replay: s.replay.then_some((moves.len(), s.redo.len())),
        result,
        match_winner: s.score.winner(),
        match_over: s.score.is_over(),
        question: match &s.phase {
            Phase::Asking(q) if s.human_to_act() => G::question_view(s, q),
            _ => None,
        },
        arranging: G::arranging_view(s),
        rules_summary: G::RULES_SUMMARY,
        hints: s.hints_allowed(),
        hint: s.current_hint().map(|mv| G::hint_view(s, mv).1),
        names,
    }
}

/// One move of a game under review.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewEntry {
    pub mover: Side,
    pub notation: String,
    /// Its class and loss in seeds, once the engine has judged it.
    pub class: Option<mancala::review::Class>,
    pub loss: Option<f64>,
    /// The loss is exact (results, proofs, endgame tables).
    pub exact: bool,
    /// Why it was worse than the engine's move, for an error.
    pub words: Option<Text>,
}

/// What the review screen shows: where the game stands, the engine's
/// judgement so far, the graph's points and the engine's line.
#[derive(Resource, Debug, Default)]
pub struct ReviewView {
    pub active: bool,
    /// Moves shown on the board, and in the game.
    pub at: usize,
    pub total: usize,
    /// Positions the engine has judged, of all.
    pub analysed: usize,
    pub positions: usize,
    /// A player is trying another move, away from the game.
    pub branching: bool,
    /// South's advantage in seeds at each position, once known, and the
    /// most the graph shows either way.
    pub advantage: Vec<Option<f32>>,
    pub cap: f32,
    pub entries: Vec<ReviewEntry>,
    /// Each side's moves by class (best … blunder).
    pub counts: [[usize; 5]; 2],
    /// The engine's line is shown: its words, and the pits it starts its
    /// moves from, in order.
    pub show_line: bool,
    pub line: Option<Text>,
    pub ghosts: Vec<(Side, u8)>,
    /// The move the game turned on, and why, once the whole game is judged.
    pub turning_point: Option<(usize, Text)>,
    /// A proof covers the position shown: who wins it by force.
    pub proven: Option<Text>,
}

pub(super) fn update_review_view<G: TableGame>(
    session: Res<Session<G>>,
    review: Option<Res<super::review::Review<G>>>,
    mut view: ResMut<ReviewView>,
) {
    // A review of another session is on its way out.
    let Some(review) = review.filter(|r| r.session == session.id) else {
        return;
    };
    if !review.is_changed() && !session.is_changed() {
        return;
    }
    *view = review_view(&session, &review);
}

fn review_view<G: TableGame>(
    session: &Session<G>,
    review: &super::review::Review<G>,
) -> ReviewView {
    use super::review_words as words;
    use mancala::review::seeds;
    let game = review.game();
    let at = review
        .branch_point()
        .unwrap_or(session.record.moves().len());
    let entries = game
        .move_list()
        .into_iter()
        .zip(&review.moves)
        .map(|((mover, notation), judged)| ReviewEntry {
            mover,
            notation,
            class: judged.as_ref().map(|m| m.class),
            loss: judged.as_ref().map(|m| m.loss),
            exact: judged.as_ref().is_some_and(|m| m.exact),
            words: judged.as_ref().and_then(words::explanation),
        })
        .collect();
    let done = review.moves.iter().all(Option::is_some);
    let judged: Vec<_> = review.moves.iter().flatten().collect();
    let mut counts = [[0; 5]; 2];
    for m in &judged {
        counts[m.mover.index()][m.class as usize] += 1;
    }
    let winner = game.result().and_then(|o| G::winner(&o));
    let turning_point = done
        .then(|| {
            judged
                .iter()
                .filter(|m| m.class.is_error() && winner.is_none_or(|w| m.mover != w))
                .max_by(|a, b| a.loss.total_cmp(&b.loss))
                .map(|m| (m.index, words::turning_point(m)))
        })
        .flatten();
    let line_effects = review
        .moves
        .get(at)
        .and_then(Option::as_ref)
        .map(|m| m.best_line_effects.clone());
    let show_line = review.show_line && !review.branching();
    let mut side = G::side_to_move(session.position());
    let ghosts = match (
        &review.positions[at.min(review.positions.len() - 1)],
        show_line,
    ) {
        (Some(p), true) => p
            .line
            .iter()
            .take(mancala::review::LINE_SHOWN)
            .map(|mv| {
                let ghost = (side, G::hint_view(session, *mv).0);
                side = side.opponent();
                ghost
            })
            .collect(),
        _ => Vec::new(),
    };
    ReviewView {
        active: true,
        at,
        total: game.moves().len(),
        analysed: review.analysed(),
        positions: review.positions.len(),
        branching: review.branching(),
        advantage: review
            .positions
            .iter()
            .map(|p| p.as_ref().map(|p| p.seeds_for(Side::South) as f32))
            .collect(),
        cap: seeds::<G>(mancala::ai::WIN) as f32,
        entries,
        counts,
        show_line,
        line: line_effects.filter(|_| show_line).map(|e| words::line(&e)),
        ghosts,
        turning_point,
        proven: G::proven_winner(session.record.rules(), session.record.history()).map(|side| {
            Text::new("review-proven")
                .text("name", session.config.display_names()[side.index()].clone())
        }),
    }
}

//! Builds the views from the session: [`TableView`] and [`MatchView`]
//! whenever the session changed (or the HUD's word on the computer's work
//! did), [`ReviewView`] from the review.

use super::computer::Thinking;
use super::config::Controller;
use super::game::{MatchGame, Phase, Session};
use super::view::{LongWorkNotice, MatchView, ReviewEntry, ReviewView, TableView};
use crate::text::Text;
use bevy::prelude::*;
use mancala::Side;
use mancala::ai::Strategy;

pub(super) fn update_views<G: MatchGame>(
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
fn table_view<G: MatchGame>(s: &Session<G>) -> TableView {
    TableView {
        game: G::KIND,
        to_move: G::acting_side(s),
        humans: Side::BOTH.map(|side| s.player(side) == Controller::Human),
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
fn match_view<G: MatchGame>(s: &Session<G>, thinks: bool, deciding: Option<u64>) -> MatchView {
    let names = s.config.display_names();
    let over = matches!(s.phase, Phase::Over(_));
    let moves = s.recorded().moves;
    let (format, rules_line) = G::format_lines(s);
    let result = match &s.phase {
        Phase::Over(outcome) => Some(G::result_view(s, outcome)),
        _ => None,
    };
    MatchView {
        game: G::KIND,
        config: s.config.clone(),
        to_move: s.to_move(),
        over,
        scores: Side::BOTH.map(|side| G::score_line(s, side)),
        format,
        rules_line,
        // Once over, the result says it.
        known: (!over).then(|| G::known_start(s)).flatten(),
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
        moves: s.recorded().move_list(),
        undo: s.config.humans() > 0 && !s.replay,
        can_redo: !s.redo.is_empty(),
        replay: s.replay.then_some((moves.len(), s.redo.len())),
        result,
        match_winner: G::match_winner(&s.score),
        match_over: G::match_over(&s.score),
        question: match &s.phase {
            Phase::Asking(q) if s.human_to_act() => G::question_view(s, q),
            _ => None,
        },
        arranging: G::arranging_view(s),
        rules_summary: G::KIND.rules_summary(),
        hints: s.hints_allowed(),
        hint: s.current_hint().map(|mv| G::hint_view(s, mv).1),
        names,
    }
}

pub(super) fn update_review_view<G: MatchGame>(
    session: Res<Session<G>>,
    review: Option<Res<super::review::TableReview<G>>>,
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

fn review_view<G: MatchGame>(
    session: &Session<G>,
    review: &super::review::TableReview<G>,
) -> ReviewView {
    use super::review_words as words;
    let game = review.game();
    let at = review
        .branch_point()
        .unwrap_or(session.recorded().moves.len());
    let judged: Vec<_> = review.moves.iter().flatten().collect();
    let mut counts = [[0; 5]; 2];
    for m in &judged {
        counts[m.mover.index()][m.class as usize] += 1;
    }
    let line_effects = review
        .moves
        .get(at)
        .and_then(Option::as_ref)
        .map(|m| m.best_line_effects.clone());
    let show_line = review.show_line && !review.branching();
    ReviewView {
        active: true,
        at,
        total: G::recorded(game).moves.len(),
        analysed: review.analysed(),
        positions: review.positions.len(),
        branching: review.branching(),
        advantage: review
            .positions
            .iter()
            .map(|p| p.as_ref().map(|p| p.seeds_for(Side::South) as f32))
            .collect(),
        cap: mancala::review::seeds::<G>(mancala::ai::WIN) as f32,
        entries: review_entries(review),
        counts,
        show_line,
        line: line_effects.filter(|_| show_line).map(|e| words::line(&e)),
        ghosts: if show_line {
            ghosts(session, review, at)
        } else {
            Vec::new()
        },
        turning_point: turning_point(review),
        proven: G::Strategy::proof(session.recorded().rules, session.recorded().history).map(
            |proven| {
                Text::new("review-proven").text(
                    "name",
                    session.config.display_names()[proven.winner.index()].clone(),
                )
            },
        ),
        known_start: G::known_start(session),
    }
}

/// Once every move is judged: the costliest error of the side that lost
/// (of either side in a drawn game), in words.
fn turning_point<G: MatchGame>(review: &super::review::TableReview<G>) -> Option<(usize, Text)> {
    if !review.moves.iter().all(Option::is_some) {
        return None;
    }
    let winner = G::recorded(review.game())
        .result
        .and_then(|o| G::winner(&o));
    review
        .moves
        .iter()
        .flatten()
        .filter(|m| m.class.is_error() && winner.is_none_or(|w| m.mover != w))
        .max_by(|a, b| a.loss.total_cmp(&b.loss))
        .map(|m| (m.index, super::review_words::turning_point(m)))
}

/// The game's moves in the review's list, each with its judgement once made.
fn review_entries<G: MatchGame>(review: &super::review::TableReview<G>) -> Vec<ReviewEntry> {
    G::recorded(review.game())
        .move_list()
        .into_iter()
        .zip(&review.moves)
        .map(|((mover, notation), judged)| ReviewEntry {
            mover,
            notation,
            class: judged.as_ref().map(|m| m.class),
            loss: judged.as_ref().map(|m| m.loss),
            exact: judged.as_ref().is_some_and(|m| m.exact),
            words: judged.as_ref().and_then(super::review_words::explanation),
        })
        .collect()
}

/// The pits the engine's line starts from after move `at`, numbered on the
/// board, each with its mover.
fn ghosts<G: MatchGame>(
    session: &Session<G>,
    review: &super::review::TableReview<G>,
    at: usize,
) -> Vec<(Side, u8)> {
    let Some(position) = &review.positions[at.min(review.positions.len() - 1)] else {
        return Vec::new();
    };
    let mut side = G::side_to_move(session.position());
    position
        .line
        .iter()
        .take(mancala::review::LINE_SHOWN)
        .map(|mv| {
            let ghost = (side, G::hint_view(session, *mv).0);
            side = side.opponent();
            ghost
        })
        .collect()
}

//! Oware as the library's generic parts see it: its one [`Game`] impl.
//! The longer answers live beside the part that asks (the search's
//! evaluation and endgame tables in `ai/`, a move's effect in
//! `review/effect.rs`, Aualé's notation in `engine/uci/notation.rs`).

use super::{EndReason, GameRecord, Move, MoveError, Outcome, Position, Rules};
use crate::Side;
use crate::ai::{Book, Child, Level, LevelSettings, OwareScratch, OwareWeights, Searcher};
use crate::game::{Game, Interrupted, Next, Oware, SidedMove, Successor, splitmix, zobrist};
use crate::record::Recorded;
use crate::review::{Effect, Ending};
use std::sync::Arc;

/// One key per (house, seeds 0..=48) and per (store, seeds 0..=48).
static HOUSES: [u64; 12 * 49] = zobrist(2);
static STORES: [u64; 2 * 49] = zobrist(3);
const NORTH: u64 = splitmix(0x006f_7761_7265);

impl Game for Oware {
    type Position = Position;
    type Move = Move;
    type Rules = Rules;
    type Outcome = Outcome;
    type MoveError = MoveError;

    const NAME: &'static str = "oware";

    // ---- the rules

    fn start() -> Position {
        Position::start()
    }

    fn parse_position(text: &str) -> Result<Position, String> {
        text.parse()
            .map_err(|e: super::PositionError| e.to_string())
    }

    fn parse_move(text: &str) -> Result<Move, String> {
        text.parse()
            .map_err(|e: super::MoveParseError| e.to_string())
    }

    fn side_to_move(position: &Position) -> Side {
        position.side()
    }

    fn legal_moves(position: &Position, rules: &Rules) -> Vec<Move> {
        position.legal_moves(rules)
    }

    fn successors_until(
        position: &Position,
        rules: &Rules,
        out: &mut Vec<Successor<Self>>,
        _stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        // Six moves of at most 47 seeds each: nothing worth interrupting.
        for mv in Move::from_mask(position.legal_moves_mask()) {
            let next = position.apply_unchecked(rules, mv);
            out.push((mv, next, next.outcome(rules)));
        }
        Ok(())
    }

    fn apply(position: &Position, rules: &Rules, mv: Move) -> Result<Next<Self>, MoveError> {
        position
            .play(rules, mv)
            .map(|played| (played.position, played.outcome))
    }

    fn outcome(position: &Position, rules: &Rules) -> Option<Outcome> {
        position.outcome(rules)
    }

    fn winner(outcome: &Outcome) -> Option<Side> {
        outcome.winner
    }

    fn value(outcome: &Outcome, side: Side) -> i32 {
        outcome.total(side) as i32 - outcome.total(side.opponent()) as i32
    }

    fn hash(position: &Position) -> u64 {
        let mut h = if position.side() == Side::North {
            NORTH
        } else {
            0
        };
        for (i, &n) in position.houses().iter().enumerate() {
            h ^= HOUSES[i * 49 + (n as usize).min(48)];
        }
        for side in Side::BOTH {
            h ^= STORES[side.index() * 49 + (position.store(side) as usize).min(48)];
        }
        h
    }

    fn material(position: &Position, side: Side) -> i32 {
        position.store(side) as i32 + position.row_total(side) as i32
    }

    // ---- the record

    type Record = GameRecord;

    fn new_record(rules: &Rules, start: Position) -> GameRecord {
        GameRecord::from_position(rules, start)
    }

    /// Oware's repetition rule looks at the positions since the last capture.
    fn recorded(record: &GameRecord) -> Recorded<'_, Self> {
        Recorded {
            rules: record.rules(),
            start: record.start(),
            moves: record.moves(),
            history: record.history(),
            result: record.result(),
        }
    }

    fn record_move(record: &mut GameRecord, mv: Move) -> Result<Next<Self>, MoveError> {
        record.play(mv).map(|p| (p.position, p.outcome))
    }

    fn take_back(record: &mut GameRecord) -> Option<Move> {
        record.undo()
    }

    fn parse_record(bytes: &[u8]) -> Result<GameRecord, String> {
        GameRecord::from_json_bytes(bytes).map_err(|e| e.to_string())
    }

    // ---- the search

    type Weights = OwareWeights;
    type Scratch = OwareScratch;
    /// A seed of final margin is worth 1,000 (10 seeds).
    const WIN_UNIT: i32 = 1_000;
    const LATE_MOVE_REDUCTION: u32 = 1;

    fn expand(
        _scratch: &mut OwareScratch,
        pos: &Position,
        _key: u64,
        rules: &Rules,
        out: &mut Vec<Child<Self>>,
        _stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        let me = pos.side();
        for mv in Move::from_mask(pos.legal_moves_mask()) {
            let next = pos.apply_unchecked(rules, mv);
            let gain = next.store(me) as i32 - pos.store(me) as i32;
            out.push(Child::new(mv, next, next.outcome(rules), gain));
        }
        Ok(())
    }

    fn evaluate(pos: &Position, rules: &Rules, weights: &OwareWeights) -> i32 {
        crate::ai::oware::evaluate(pos, rules, weights)
    }

    /// The game ends; each player takes the seeds in their own houses.
    fn repetition_score(pos: &Position) -> i32 {
        let outcome = pos.settle(EndReason::Repetition);
        crate::ai::outcome_score::<Oware>(&outcome, pos.side(), Oware::WIN_UNIT)
    }

    fn history_slot(mv: &Move) -> usize {
        mv.house() as usize
    }

    fn level_settings(level: Level, base: LevelSettings) -> LevelSettings {
        crate::ai::oware::level_settings(level, base)
    }

    fn fallback_move(pos: &Position, _rules: &Rules) -> Option<Move> {
        Move::from_mask(pos.legal_moves_mask()).next()
    }

    fn probe(scratch: &OwareScratch, pos: &Position, rules: &Rules) -> Option<(i32, i32)> {
        scratch.tables.as_ref()?.score_bounds(pos, rules)
    }

    fn solve(
        scratch: &OwareScratch,
        pos: &Position,
        history: &[Position],
        rules: &Rules,
    ) -> Option<(Move, i32)> {
        scratch.tables.as_ref()?.solve_game(pos, history, rules)
    }

    fn warm_up(build: bool) {
        if build {
            crate::ai::endgame::warm_up();
        } else {
            crate::ai::endgame::load_shared();
        }
    }

    /// The tables and the book are those of the default rules.
    fn attach_knowledge(scratch: &mut OwareScratch, rules: &Rules, use_it: bool) {
        let fits = *rules == Rules::default();
        scratch.tables = if use_it && fits {
            crate::ai::endgame::shared()
        } else {
            None
        };
    }

    fn book(rules: &Rules) -> Option<Arc<Book<Oware>>> {
        (*rules == Rules::default()).then(crate::ai::oware_book)
    }

    // ---- the review

    const ADVANTAGE_CAP: f64 = 24.0;
    const THRESHOLDS: [f64; 3] = [1.0, 2.5, 5.0];
    /// A capture runs back house by house; each house's seeds are told.
    const CAPTURES_ITEMISED: bool = true;

    fn effect(position: &Position, rules: &Rules, mv: Move) -> Option<Effect> {
        crate::review::oware_effect(position, rules, mv)
    }

    fn ending(outcome: &Outcome) -> Ending {
        Ending {
            winner: outcome.winner,
            kind: match outcome.reason {
                EndReason::Majority => "majority",
                EndReason::NoLegalMove => "no-legal-move",
                EndReason::Repetition => "repetition",
            },
            points: outcome.south.max(outcome.north) as u32,
        }
    }

    /// The tables for a position just reached by a capture (no earlier
    /// position since, which is all they know), else their solver with the
    /// game's history, for the smallest boards.
    fn exact_score(
        searcher: &Searcher<Oware>,
        position: &Position,
        history: &[Position],
    ) -> Option<i32> {
        let tables = searcher.scratch().tables.as_ref()?;
        let rules = searcher.rules();
        match tables.score_bounds(position, rules) {
            Some((lo, hi)) if lo == hi && history.len() <= 1 => Some(lo),
            _ => tables.solve_game(position, history, rules).map(|(_, s)| s),
        }
    }

    // ---- the arena's openings

    /// Oware's moves differ by a few seeds at most: half a seed keeps the
    /// openings even and still varied (10 distinct in 50 pairs after 2 moves).
    const OPENING_MARGIN: Option<i32> = Some(50);

    // ---- the protocol: Aualé's notation

    fn parse_fen(text: &str) -> Result<Position, String> {
        crate::engine::uci::oware_fen(text)
    }

    fn parse_moves(tokens: &[&str]) -> Result<Vec<SidedMove<Self>>, String> {
        crate::engine::uci::oware_moves(tokens)
    }

    /// South's houses in capitals, North's in small letters.
    fn move_text(position: &Position, mv: &Move) -> String {
        let letter = (b'a' + mv.house()) as char;
        match position.side() {
            Side::South => letter.to_ascii_uppercase().to_string(),
            Side::North => letter.to_string(),
        }
    }

    fn with_mover(position: &Position, side: Side) -> Position {
        position.with_side(side)
    }

    /// The letters run together, each in its mover's case.
    fn line_text(position: &Position, rules: &Rules, moves: &[Move]) -> String {
        let mut pos = *position;
        let mut text = String::new();
        for mv in moves {
            text += &Oware::move_text(&pos, mv);
            match Oware::apply(&pos, rules, *mv) {
                Ok((next, _)) => pos = next,
                Err(_) => break,
            }
        }
        text
    }
}

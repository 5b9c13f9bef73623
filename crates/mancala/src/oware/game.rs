//! Oware's rules as the library's generic parts see them: its [`Game`]
//! impl. What the computer needs beyond them is in `strategy.rs`, a move's
//! effect in `effect.rs`, Aualé's notation for the protocol in
//! `notation.rs`.

use super::{EndReason, GameRecord, Move, MoveError, Outcome, Position, Rules};
use crate::Side;
use crate::game::{
    Effect, Ending, Game, Interrupted, Next, Oware, Recorded, SidedMove, Successor, splitmix,
    zobrist,
};

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
    type Strategy = Self;

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

    // ---- what a move did and how the game ended

    fn effect(position: &Position, rules: &Rules, mv: Move) -> Option<Effect> {
        super::effect::oware_effect(position, rules, mv)
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
    // ---- the protocol: Aualé's notation

    fn parse_fen(text: &str) -> Result<Position, String> {
        super::notation::oware_fen(text)
    }

    fn parse_moves(tokens: &[&str]) -> Result<Vec<SidedMove<Self>>, String> {
        super::notation::oware_moves(tokens)
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

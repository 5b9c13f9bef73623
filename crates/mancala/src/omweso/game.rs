//! Omweso's rules as the library's generic parts see them: its [`Game`]
//! impl. What the computer needs beyond them is in `strategy.rs`, a move's
//! effect in `effect.rs`.

use super::{GameRecord, Move, MoveError, Outcome, Position, ResultKind, Rules};
use crate::Side;
use crate::game::{
    Effect, Ending, Game, Interrupted, Next, Omweso, Recorded, Successor, splitmix, zobrist,
};

/// One key per (player, pit, seeds 0..=64).
static PITS: [u64; 2 * 16 * 65] = zobrist(1);
const NORTH: u64 = splitmix(0x6f6d_7765_736f);

impl Omweso {
    /// The hash of the board alone (what decides a repetition), without the
    /// side to move.
    #[inline]
    pub fn board_hash(position: &Position) -> u64 {
        let mut h = 0;
        for side in Side::BOTH {
            for (k, &n) in position.pits(side).iter().enumerate() {
                let i = (side.index() * 16 + k) * 65 + (n as usize).min(64);
                h ^= PITS[i];
            }
        }
        h
    }

    /// The repetition key: board and side to move (rules page, section 4).
    #[inline]
    pub fn repetition_hash(position: &Position) -> u64 {
        let side = if position.side() == Side::North {
            NORTH
        } else {
            0
        };
        Omweso::board_hash(position) ^ side
    }

    /// The full hash and the repetition key together (one pass over the board).
    #[inline]
    pub fn hashes(position: &Position) -> (u64, u64) {
        let rep = Omweso::repetition_hash(position);
        let first = position.in_first_turn(Side::South) as u64
            | (position.in_first_turn(Side::North) as u64) << 1;
        let rest = position.capture_turns(Side::South) as u64
            | (position.capture_turns(Side::North) as u64) << 16
            | first << 32;
        (rep ^ splitmix(rest ^ 0x5eed_0000_0000_0000), rep)
    }
}

impl Game for Omweso {
    type Position = Position;
    type Move = Move;
    type Rules = Rules;
    type Outcome = Outcome;
    type MoveError = MoveError;
    type Strategy = Self;

    const NAME: &'static str = "omweso";

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
            .map_err(|e: super::MoveSyntaxError| e.to_string())
    }

    fn side_to_move(position: &Position) -> Side {
        position.side()
    }

    fn legal_moves(position: &Position, rules: &Rules) -> Vec<Move> {
        position.legal_moves(rules)
    }

    fn successors(position: &Position, rules: &Rules) -> Vec<Successor<Self>> {
        position.successors(rules)
    }

    fn successors_until(
        position: &Position,
        rules: &Rules,
        out: &mut Vec<Successor<Self>>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<(), Interrupted> {
        position
            .for_each_move_until(rules, &mut |_| stop(), &mut |mv, sowing| {
                let (next, outcome) = position.conclude(rules, sowing);
                out.push((mv, next, outcome));
            })
            .map_err(|_| Interrupted)
    }

    fn apply(position: &Position, rules: &Rules, mv: Move) -> Result<Next<Self>, MoveError> {
        position.apply(rules, mv)
    }

    /// A position where the player to move has no legal move is over
    /// (okwa bulijo for the other player); nothing else is decided by the
    /// position alone.
    fn outcome(position: &Position, _rules: &Rules) -> Option<Outcome> {
        (!position.has_legal_move()).then_some(Outcome {
            kind: ResultKind::Bulijo,
            winner: Some(position.side().opponent()),
            points: 1,
        })
    }

    fn winner(outcome: &Outcome) -> Option<Side> {
        outcome.winner
    }

    fn value(outcome: &Outcome, side: Side) -> i32 {
        match outcome.winner {
            Some(w) if w == side => outcome.points as i32,
            Some(_) => -(outcome.points as i32),
            None => 0,
        }
    }

    fn hash(position: &Position) -> u64 {
        Omweso::hashes(position).0
    }

    fn material(position: &Position, side: Side) -> i32 {
        position.total(side) as i32
    }

    /// A never-ending move annuls the game.
    const ANNULS: bool = true;

    // ---- the record

    type Record = GameRecord;

    fn new_record(rules: &Rules, start: Position) -> GameRecord {
        GameRecord::from_position(rules, start)
    }

    /// Omweso's repetition rule looks at every position of the game.
    fn recorded(record: &GameRecord) -> Recorded<'_, Self> {
        Recorded {
            rules: record.rules(),
            start: &record.positions()[0],
            moves: record.moves(),
            history: record.positions(),
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
        super::effect::omweso_effect(position, rules, mv)
    }

    fn ending(outcome: &Outcome) -> Ending {
        Ending {
            winner: outcome.winner,
            kind: outcome.kind.name(),
            points: outcome.points,
        }
    }
}

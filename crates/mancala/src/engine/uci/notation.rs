//! Each game's notation in the protocol: Aualé's for Oware (house letters,
//! a `fen` of houses and stores joined by `-`), the project's own for
//! Omweso; and what else a game brings to the service (Oware's endgame
//! tables and opening book).

use crate::Side;
use crate::ai::AiGame;
use crate::game::{Game, Omweso, Oware};
use crate::{omweso, oware};

/// A move as a protocol writes it: with its mover when the notation shows it.
pub type SidedMove<G> = (Option<Side>, <G as Game>::Move);

/// What the service needs of a game beyond the AI: its protocol notation.
pub trait UciGame: AiGame<Record: Send> {
    /// Parses the text after `fen` (its tokens joined by single spaces).
    fn parse_fen(text: &str) -> Result<Self::Position, String>;
    /// Parses the tokens after `moves`: each move with the side that must
    /// play it where the notation says (Aualé's letters do).
    fn parse_moves(tokens: &[&str]) -> Result<Vec<SidedMove<Self>>, String>;
    /// A move as the protocol writes it.
    fn move_text(position: &Self::Position, mv: &Self::Move) -> String;
    /// `position` with `side` to move, for naming a move someone tried
    /// out of turn (games whose notation does not show the side ignore it).
    fn with_mover(position: &Self::Position, side: Side) -> Self::Position {
        let _ = side;
        *position
    }
    /// A line of moves from `position` (for `info … pv`).
    fn line_text(position: &Self::Position, rules: &Self::Rules, moves: &[Self::Move]) -> String;
}

impl UciGame for Oware {
    fn parse_fen(text: &str) -> Result<oware::Position, String> {
        let parts: Vec<&str> = text.split('-').collect();
        if parts.len() != 15 || text.contains(['/', ' ']) {
            return Oware::parse_position(text).map_err(|e| {
                format!(
                    "{e} (a fen is `<12 houses>-<S store>-<N store>-<S|N>` joined by `-`, \
                     or the project's notation)"
                )
            });
        }
        let mut seeds = [0u8; 14];
        for (i, p) in parts[..14].iter().enumerate() {
            seeds[i] = p
                .parse::<u8>()
                .ok()
                .filter(|&n| n <= 48 && p.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| format!("fen field {}: {p:?} is not a seed count 0..=48", i + 1))?;
        }
        let side = match parts[14] {
            "S" => Side::South,
            "N" => Side::North,
            other => return Err(format!("fen: the side to move is S or N, not {other:?}")),
        };
        let mut houses = [0u8; 12];
        houses.copy_from_slice(&seeds[..12]);
        oware::Position::new(houses, [seeds[12], seeds[13]], side).map_err(|e| format!("fen: {e}"))
    }

    fn parse_moves(tokens: &[&str]) -> Result<Vec<SidedMove<Oware>>, String> {
        let mut out = Vec::new();
        for token in tokens {
            for c in token.chars() {
                let (side, letter) = match c {
                    'A'..='F' => (Side::South, c.to_ascii_lowercase()),
                    'a'..='f' => (Side::North, c),
                    _ => {
                        return Err(format!(
                            "{token:?}: a move is a letter A-F (South) or a-f (North)"
                        ));
                    }
                };
                let mv = oware::Move::new(letter as u8 - b'a')
                    .ok_or_else(|| format!("{token:?} is not a move"))?;
                out.push((Some(side), mv));
            }
        }
        Ok(out)
    }

    fn move_text(position: &oware::Position, mv: &oware::Move) -> String {
        let letter = (b'a' + mv.house()) as char;
        match position.side() {
            Side::South => letter.to_ascii_uppercase().to_string(),
            Side::North => letter.to_string(),
        }
    }

    fn with_mover(position: &oware::Position, side: Side) -> oware::Position {
        position.with_side(side)
    }

    fn line_text(
        position: &oware::Position,
        rules: &oware::Rules,
        moves: &[oware::Move],
    ) -> String {
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

impl UciGame for Omweso {
    fn parse_fen(text: &str) -> Result<omweso::Position, String> {
        Omweso::parse_position(text)
    }

    fn parse_moves(tokens: &[&str]) -> Result<Vec<SidedMove<Omweso>>, String> {
        tokens
            .iter()
            .map(|t| Omweso::parse_move(t).map(|m| (None, m)))
            .collect()
    }

    fn move_text(_position: &omweso::Position, mv: &omweso::Move) -> String {
        mv.to_string()
    }

    fn line_text(
        _position: &omweso::Position,
        _rules: &omweso::Rules,
        moves: &[omweso::Move],
    ) -> String {
        let words: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        words.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aualé_notation() {
        let p = Oware::parse_fen("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S").unwrap();
        assert_eq!(p, oware::Position::start());
        let p = Oware::parse_fen("1-0-0-0-0-0-0-0-0-0-0-2-20-25-N").unwrap();
        assert_eq!(p.to_string(), "2,0,0,0,0,0/1,0,0,0,0,0 N 20-25");
        assert!(Oware::parse_fen("4-4-4-4-4-4-4-4-4-4-4-4-0-1-S").is_err());
        assert!(Oware::parse_fen("4-4-4-4-4-4-4-4-4-4-4-4-0-0-X").is_err());
        let moves = Oware::parse_moves(&["Ab", "C"]).unwrap();
        let text: Vec<String> = moves
            .iter()
            .map(|(s, m)| format!("{}{m}", s.unwrap()))
            .collect();
        assert_eq!(text, ["Sa", "Nb", "Sc"]);
        assert!(Oware::parse_moves(&["G"]).is_err());
        let after = oware::Position::start().with_side(Side::North);
        assert_eq!(Oware::move_text(&after, &oware::Move::ALL[0]), "a");
        let line = Oware::line_text(
            &oware::Position::start(),
            &oware::Rules::default(),
            &[oware::Move::ALL[5], oware::Move::ALL[0]],
        );
        assert_eq!(line, "Fa");
    }
}

//! Aualé's notation for Oware in the protocol (house letters, a `fen` of
//! houses and stores joined by `-`); Omweso uses the project's own, the
//! [`Game`] defaults.

use crate::Side;
use crate::game::{Game, Oware, SidedMove};
use crate::oware;

/// Aualé's `fen`: 12 houses, the stores and the side to move, joined by
/// `-` (or the project's own notation).
pub(crate) fn oware_fen(text: &str) -> Result<oware::Position, String> {
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

/// Aualé's moves: `A`–`F` South's houses, `a`–`f` North's, run together
/// or apart.
pub(crate) fn oware_moves(tokens: &[&str]) -> Result<Vec<SidedMove<Oware>>, String> {
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

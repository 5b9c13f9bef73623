//! What is known about each way an Omweso game can start, in one line, for
//! the player choosing a start: the standard and "two each" starts are
//! proven first-mover wins (the shipped certificates, asked through the
//! engine); of arranged starts, what `mancala prove setups` found
//! (docs/rules/omweso-setups.md).

use crate::systems::session::config::SetupStyle;
use crate::text::Text;
use mancala::Side;
use mancala::ai::Strategy;
use mancala::game::Omweso;
use mancala::omweso::{Position, Rules, Setup};

/// The line for `style` under `rules`; `None` while the proof is still
/// loading (never waits: the loading goes on off the frame, so ask again
/// on a later frame).
pub fn known_about_start(rules: &Rules, style: SetupStyle) -> Option<Text> {
    let setup = match style {
        SetupStyle::Custom => return Some(Text::new("start-known-arranged")),
        SetupStyle::Standard => Setup::Standard,
        SetupStyle::TwoEach => Setup::TwoEach,
    };
    // The fixed set-ups are laid whatever the rules (the cap is for
    // arranging): this never fails.
    let pits = setup.arrangement(rules).ok()?;
    let start = Position::from_arrangements(pits, pits, Side::South);
    let proven = <Omweso as Strategy<_>>::proof(rules, &[start])?;
    let first_mover = proven.winner == Side::South;
    Some(Text::new(match (first_mover, style) {
        (false, _) => "start-known-second-wins",
        // With the ban off, "two each" is won on the very first move.
        (true, SetupStyle::TwoEach) if !rules.first_turn_capture_ban => "start-known-first-move",
        (true, SetupStyle::TwoEach) => "start-known-two-each",
        (true, _) => "start-known-first-wins",
    }))
}

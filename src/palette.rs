//! The colours that tell things apart: the rings on the board and the
//! review's classes. None of them is ever the only sign (each ring has its
//! own pattern, each class its mark), and every pair stays clearly apart
//! for colour-blind eyes too (`tests/palette.rs` simulates protanopia,
//! deuteranopia and tritanopia). A leaf: colours as sRGB triples, turned
//! into Bevy's or egui's colours where they are drawn.

/// A colour as sRGB components, 0–1.
pub type Srgb = [f32; 3];

/// A pit the player may play: a solid ring.
pub const PLAYABLE: Srgb = [0.6, 0.9, 0.6];
/// A pit the last move sowed into: a dotted ring.
pub const LAST_MOVE: Srgb = [0.94, 0.89, 0.26];
/// The pit the computer suggests (and a lesson's "show me"): a double ring.
pub const HINT: Srgb = [0.85, 0.2, 0.75];
/// The keyboard's focus: a ring with four ticks.
pub const FOCUS: Srgb = [1.0, 1.0, 1.0];
/// A pit under the pointer that may not be played: a ring crossed out.
pub const REFUSED: Srgb = [0.84, 0.37, 0.0];
/// The engine's line in a review: dashed, numbered rings.
pub const LINE: Srgb = [0.0, 0.62, 0.45];

/// Every ring, named, for the test that keeps them apart.
pub const RINGS: [(&str, Srgb); 6] = [
    ("playable", PLAYABLE),
    ("last move", LAST_MOVE),
    ("hint", HINT),
    ("focus", FOCUS),
    ("refused", REFUSED),
    ("line", LINE),
];

/// The review's classes, best to blunder (each also has its mark: ✔ · ?! ? ??).
pub const CLASSES: [Srgb; 5] = [
    [0.6, 0.9, 0.6],
    [0.55, 0.55, 0.55],
    [0.94, 0.89, 0.26],
    [0.9, 0.62, 0.0],
    [0.85, 0.2, 0.75],
];

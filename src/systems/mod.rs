//! The plugins, in layers whose imports run one way:
//!
//! ```text
//! mancala ← session ← {board, audio, persistence, exhibition} ← ui ← lib.rs
//! ```
//!
//! (`audio` also hears the board's sound cues; `settings`, `states` and
//! `layout` are leaves anyone may read.) The session is the match, headless;
//! the board shows it in 3D; persistence keeps it in files; the screens
//! show and steer it through messages.

pub mod audio;
pub mod board;
pub mod demonstration;
pub mod lessons;
pub mod persistence;
pub mod session;
pub mod ui;

//! The plugins, in layers whose imports run one way:
//!
//! ```text
//! mancala ← session ← {lessons, demonstration, board, audio, persistence} ← ui ← lib.rs
//! ```
//!
//! (`audio` also hears the board's sound cues; `settings`, `states`,
//! `games`, `geometry`, `palette`, `text` and `locale` are leaves anyone may read;
//! ARCHITECTURE.md's table, which
//! `tests/layers.rs` checks, says exactly what each layer may not import.)
//! The session is the match, headless; lessons and puzzles and the
//! demonstration steer it; the board shows it in 3D; persistence keeps it
//! in files; the screens show and steer it through messages.

pub mod audio;
pub mod board;
pub mod demonstration;
pub mod lessons;
pub mod persistence;
pub mod session;
pub mod ui;

//! # soundgen — reproducible sound effects for the Omweso / Oware game
//!
//! Every sound is synthesised here from damped sinusoidal modes and filtered
//! noise, without dependencies; the WAV writer is in [`wav`], the DSP in
//! [`dsp`] and the designs in [`sounds`]. Output is mono 16-bit PCM at
//! 44.1 kHz, peak-normalised to −3 dBFS, and deterministic.

pub mod dsp;
pub mod sounds;
pub mod wav;

pub use sounds::{Sound, all};

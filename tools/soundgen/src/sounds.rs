//! The sound designs. Every sound is built from [`Mode`]s (damped
//! sinusoids: the resonances of wood and seeds) and filtered noise bursts,
//! with its own seeded [`Rng`], so the output is deterministic.

use crate::dsp::{Biquad, Mode, Rng, add_burst, add_noise, finish, samples};
use std::f64::consts::PI;

/// A finished sound: file stem and 16-bit samples.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sound {
    pub name: String,
    pub samples: Vec<i16>,
}

/// Number of seed-click variants.
pub const CLICK_VARIANTS: usize = 6;

/// Every sound the game uses, in a fixed order.
pub fn all() -> Vec<Sound> {
    let mut sounds: Vec<Sound> = (0..CLICK_VARIANTS)
        .map(|v| Sound {
            name: format!("seed_click_{}", v + 1),
            samples: seed_click(v),
        })
        .collect();
    sounds.push(Sound {
        name: "scoop".into(),
        samples: scoop(),
    });
    sounds.push(Sound {
        name: "capture".into(),
        samples: capture(),
    });
    sounds.push(Sound {
        name: "chime".into(),
        samples: chime(),
    });
    sounds
}

/// Length of each click variant, ms.
const CLICK_MS: [f64; CLICK_VARIANTS] = [74.0, 118.0, 92.0, 150.0, 66.0, 134.0];
/// Second bounce of each click variant: (delay in ms, relative level).
const CLICK_BOUNCE: [Option<(f64, f64)>; CLICK_VARIANTS] = [
    None,
    Some((31.0, 0.38)),
    None,
    Some((46.0, 0.30)),
    None,
    Some((27.0, 0.42)),
];
/// Which sixth of the 700–1100 Hz range each variant's lowest mode is in,
/// and which sixth of 2.0–2.8 kHz its third mode is in: spread so that no
/// two variants share a register.
const LOW_BIN: [usize; CLICK_VARIANTS] = [3, 0, 4, 1, 5, 2];
const HIGH_BIN: [usize; CLICK_VARIANTS] = [1, 4, 0, 5, 2, 3];

/// The sharp contact tick of a hard seed on wood: a fraction of a
/// millisecond of high-passed noise.
fn tick(buf: &mut [f64], rng: &mut Rng, start: f64, amp: f64, decay: f64, hp: f64) {
    let mut f = [Biquad::highpass(hp, 0.7)];
    add_burst(buf, rng, start, amp, 0.000_08, decay, &mut f);
}

/// `seed_click_{variant+1}`: a polished seed dropping into a carved wooden
/// cup.
pub fn seed_click(variant: usize) -> Vec<i16> {
    assert!(variant < CLICK_VARIANTS);
    let mut rng = Rng::new(0x5EED_C11C_0000 + variant as u64);
    let dur = CLICK_MS[variant] / 1000.0;
    let mut buf = vec![0.0; samples(dur)];

    // The cup's resonant body: four damped modes, their decay sized so the
    // last hit has faded by ~−48 dB before the 10 ms fade-out.
    let bounce_delay = CLICK_BOUNCE[variant].map_or(0.0, |(d, _)| d / 1000.0);
    let tau = (dur - 0.010 - bounce_delay) / 5.5;
    let f1 = 700.0 + (LOW_BIN[variant] as f64 + rng.unit()) * 400.0 / 6.0;
    let f2 = f1 * rng.range(1.55, 2.15);
    let f3 = 2000.0 + (HIGH_BIN[variant] as f64 + rng.unit()) * 800.0 / 6.0;
    let f4 = rng.range(2900.0, 3500.0);
    let modes = [
        Mode::new(f1, rng.range(0.55, 1.0), tau),
        Mode::new(f2, rng.range(0.35, 0.9), tau * rng.range(0.55, 0.8)),
        Mode::new(f3, rng.range(0.25, 0.7), tau * rng.range(0.35, 0.55)),
        Mode::new(f4, rng.range(0.15, 0.5), tau * rng.range(0.2, 0.35)),
    ];
    for m in &modes {
        m.add_to(&mut buf, 0.0);
    }
    tick(&mut buf, &mut rng, 0.0, 1.1, 0.000_5, 2500.0);
    // A tiny burst of band-limited noise: the seed's skid on the wood.
    let mut bp = [Biquad::bandpass(rng.range(1800.0, 4000.0), 1.2)];
    let skid = rng.range(0.003, 0.006);
    add_burst(&mut buf, &mut rng, 0.0, 0.35, 0.000_3, skid, &mut bp);

    if let Some((delay_ms, level)) = CLICK_BOUNCE[variant] {
        // A quieter second hit at a different spot: the same modes,
        // slightly shifted and re-weighted.
        let start = delay_ms / 1000.0;
        for m in &modes {
            let freq = m.freq * rng.range(0.97, 1.03);
            let amp = m.amp * level * rng.range(0.6, 1.3);
            Mode::new(freq, amp, m.decay * 0.85).add_to(&mut buf, start);
        }
        tick(&mut buf, &mut rng, start, 1.1 * level, 0.000_4, 2500.0);
    }
    finish(buf, 0.000_5, 0.010)
}

/// A micro-click: seeds knocking against each other (small, bright, very
/// short modes and a tick).
fn micro_click(buf: &mut [f64], rng: &mut Rng, t: f64, amp: f64, lo: f64, hi: f64) {
    let f = rng.range(lo, hi);
    let decay = rng.range(0.002, 0.006);
    Mode::new(f, amp, decay).add_to(buf, t);
    Mode::new(
        (f * rng.range(1.3, 1.8)).min(9000.0),
        amp * rng.range(0.3, 0.7),
        decay * 0.6,
    )
    .add_to(buf, t);
    tick(buf, rng, t, amp * 0.6, 0.000_3, 3000.0);
}

/// `scoop`: a hand scooping a handful of seeds out of a cup.
pub fn scoop() -> Vec<i16> {
    let mut rng = Rng::new(0x5C00_9000);
    let dur = 0.35;
    let mut buf = vec![0.0; samples(dur)];

    // Low, soft wooden knock of the fingers against the cup.
    let knock = 0.006;
    for (f, a, d) in [
        (185.0, 0.55, 0.030),
        (405.0, 0.40, 0.020),
        (870.0, 0.22, 0.010),
    ] {
        Mode::new(f, a, d).attack(0.0015).add_to(&mut buf, knock);
    }
    let mut lp = [Biquad::lowpass(700.0, 0.7)];
    add_burst(&mut buf, &mut rng, knock, 0.35, 0.001, 0.006, &mut lp);

    // Seeds sliding over each other and the hand: a soft hump of noise.
    let (s0, s1) = (0.02, 0.335);
    let mut bp = [Biquad::bandpass(2800.0, 0.7)];
    add_noise(&mut buf, &mut rng, s0, s1 - s0, &mut bp, |t| {
        0.09 * (PI * t / (s1 - s0)).sin().powi(2)
    });

    // 24 overlapping micro-clicks, bunched towards the middle.
    for _ in 0..24 {
        let t = 0.03 + 0.29 * (rng.unit() + rng.unit()) / 2.0;
        let amp = rng.range(0.12, 0.45);
        micro_click(&mut buf, &mut rng, t, amp, 2200.0, 6000.0);
    }
    finish(buf, 0.000_5, 0.025)
}

/// A marimba-like note (tuned bar: partials 1, 4 and 10 × the fundamental)
/// with a little mallet noise.
fn marimba(buf: &mut [f64], rng: &mut Rng, start: f64, freq: f64, amp: f64, decay: f64) {
    for (ratio, a, d) in [(1.0, 1.0, 1.0), (4.0, 0.28, 0.28), (10.0, 0.07, 0.09)] {
        Mode::new(freq * ratio, amp * a, decay * d)
            .attack(0.000_8)
            .add_to(buf, start);
    }
    let mut lp = [Biquad::lowpass(2500.0, 0.7)];
    add_burst(buf, rng, start, amp * 0.12, 0.000_2, 0.001_5, &mut lp);
}

/// `capture`: a rattling pour of seeds, a low wooden thunk and a rising
/// two-note marimba motif (G4 → C5).
pub fn capture() -> Vec<i16> {
    let mut rng = Rng::new(0xCA97_0000);
    let dur = 0.6;
    let mut buf = vec![0.0; samples(dur)];

    // The thunk: low resonant body, pitch dropping a little at the strike.
    for (f, a, d) in [
        (120.0, 1.0, 0.11),
        (262.0, 0.5, 0.07),
        (545.0, 0.3, 0.04),
        (1240.0, 0.14, 0.015),
    ] {
        Mode::new(f, a, d)
            .attack(0.001_2)
            .glide(1.2, 0.012)
            .add_to(&mut buf, 0.0);
    }
    let mut lp = [Biquad::lowpass(900.0, 0.7)];
    add_burst(&mut buf, &mut rng, 0.0, 0.5, 0.000_3, 0.005, &mut lp);

    // The pour: 36 seeds, densest at first, thinning and softening.
    for _ in 0..36 {
        let x = rng.unit().powf(1.5);
        let t = 0.015 + 0.40 * x;
        let amp = rng.range(0.12, 0.35) * (1.0 - 0.6 * x);
        let f = rng.range(1300.0, 4500.0);
        let decay = rng.range(0.003, 0.009);
        Mode::new(f, amp, decay).add_to(&mut buf, t);
        Mode::new(f * rng.range(1.4, 2.1), amp * 0.5, decay * 0.6).add_to(&mut buf, t);
        tick(&mut buf, &mut rng, t, amp * 0.7, 0.000_35, 2500.0);
    }
    let mut bp = [Biquad::bandpass(3200.0, 0.8)];
    add_noise(&mut buf, &mut rng, 0.01, 0.5, &mut bp, |t| {
        0.05 * crate::dsp::env(t, 0.02, 0.12)
    });

    // The motif: G4 then C5, a rising fourth.
    marimba(&mut buf, &mut rng, 0.09, 392.00, 0.55, 0.16);
    marimba(&mut buf, &mut rng, 0.21, 523.25, 0.65, 0.16);
    finish(buf, 0.000_5, 0.080)
}

/// A warm bell/marimba note: a fundamental with a quieter, slightly
/// detuned twin (a gentle shimmer, −3 dB at most, its rate differing per
/// note), inharmonic free-bar partials 2.756 and 5.404 and a tuned 4th
/// partial.
fn bell(buf: &mut [f64], rng: &mut Rng, start: f64, freq: f64, amp: f64) {
    let decay = 1.0 * (261.63 / freq).powf(0.3);
    let beat = rng.range(0.4, 0.9);
    for (f, a) in [(freq, 0.85), (freq + beat, 0.15)] {
        Mode::new(f, amp * a, decay)
            .attack(0.002)
            .add_to(buf, start);
    }
    for (ratio, a, d) in [(2.756, 0.09, 0.4), (4.0, 0.2, 0.32), (5.404, 0.05, 0.12)] {
        Mode::new(freq * ratio, amp * a, decay * d)
            .attack(0.001)
            .add_to(buf, start);
    }
    let mut lp = [Biquad::lowpass(1800.0, 0.7)];
    add_burst(buf, rng, start, amp * 0.06, 0.000_3, 0.002, &mut lp);
}

/// `chime`: end of the game, a rolled C-major chord (C4 E4 G4 C5) over a
/// soft C3.
pub fn chime() -> Vec<i16> {
    let mut rng = Rng::new(0xC41_3E00);
    let dur = 2.0;
    let mut buf = vec![0.0; samples(dur)];
    Mode::new(130.81, 0.3, 0.9)
        .attack(0.004)
        .add_to(&mut buf, 0.0);
    for (i, (freq, amp)) in [(261.63, 0.9), (329.63, 0.8), (392.00, 0.75), (523.25, 0.7)]
        .into_iter()
        .enumerate()
    {
        bell(&mut buf, &mut rng, 0.07 * i as f64, freq, amp);
    }
    finish(buf, 0.000_5, 0.300)
}

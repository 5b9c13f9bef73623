//! The synthesis building blocks: a deterministic PRNG, RBJ biquad filters,
//! exponentially damped (optionally gliding) sinusoidal modes, enveloped
//! filtered noise, and the finishing stage (fades, peak normalisation,
//! 16-bit quantisation).

use std::f64::consts::{PI, TAU};

/// Output sample rate, Hz.
pub const SAMPLE_RATE: u32 = 44_100;
/// [`SAMPLE_RATE`] as a float.
pub const SR: f64 = SAMPLE_RATE as f64;
/// Target peak level, dBFS.
pub const PEAK_DBFS: f64 = -3.0;

/// Number of samples in `seconds` (rounded).
pub fn samples(seconds: f64) -> usize {
    (seconds * SR).round().max(0.0) as usize
}

/// SplitMix64: tiny, fast and fully deterministic.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Uniform in `[lo, hi)`.
    pub fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    /// White noise sample, uniform in `[-1, 1)`.
    pub fn noise(&mut self) -> f64 {
        self.range(-1.0, 1.0)
    }
}

/// A second-order IIR section (Robert Bristow-Johnson's cookbook), direct
/// form I.
#[derive(Clone, Debug)]
pub struct Biquad {
    b0: f64,
    b1: f64,
    b2: f64,
    a1: f64,
    a2: f64,
    x1: f64,
    x2: f64,
    y1: f64,
    y2: f64,
}

impl Biquad {
    fn new(b: [f64; 3], a: [f64; 3]) -> Self {
        Biquad {
            b0: b[0] / a[0],
            b1: b[1] / a[0],
            b2: b[2] / a[0],
            a1: a[1] / a[0],
            a2: a[2] / a[0],
            x1: 0.0,
            x2: 0.0,
            y1: 0.0,
            y2: 0.0,
        }
    }

    fn params(freq: f64, q: f64) -> (f64, f64) {
        let w0 = TAU * freq.min(SR * 0.49) / SR;
        (w0.cos(), w0.sin() / (2.0 * q))
    }

    pub fn lowpass(freq: f64, q: f64) -> Self {
        let (c, alpha) = Self::params(freq, q);
        Self::new(
            [(1.0 - c) / 2.0, 1.0 - c, (1.0 - c) / 2.0],
            [1.0 + alpha, -2.0 * c, 1.0 - alpha],
        )
    }

    pub fn highpass(freq: f64, q: f64) -> Self {
        let (c, alpha) = Self::params(freq, q);
        Self::new(
            [(1.0 + c) / 2.0, -(1.0 + c), (1.0 + c) / 2.0],
            [1.0 + alpha, -2.0 * c, 1.0 - alpha],
        )
    }

    /// Band-pass with 0 dB gain at the centre frequency.
    pub fn bandpass(freq: f64, q: f64) -> Self {
        let (c, alpha) = Self::params(freq, q);
        Self::new([alpha, 0.0, -alpha], [1.0 + alpha, -2.0 * c, 1.0 - alpha])
    }

    pub fn process(&mut self, x: f64) -> f64 {
        let y = self.b0 * x + self.b1 * self.x1 + self.b2 * self.x2
            - self.a1 * self.y1
            - self.a2 * self.y2;
        self.x2 = self.x1;
        self.x1 = x;
        self.y2 = self.y1;
        self.y1 = y;
        y
    }
}

/// Attack/decay envelope: `(1 - e^(-t/attack)) · e^(-t/decay)`.
pub fn env(t: f64, attack: f64, decay: f64) -> f64 {
    let rise = if attack > 0.0 {
        1.0 - (-t / attack).exp()
    } else {
        1.0
    };
    rise * (-t / decay).exp()
}

/// One exponentially damped sinusoid (a resonant mode of a struck body).
#[derive(Clone, Copy, Debug)]
pub struct Mode {
    /// Final frequency, Hz.
    pub freq: f64,
    pub amp: f64,
    /// Attack time constant, s.
    pub attack: f64,
    /// Decay time constant, s (−60 dB after ≈ 6.9 × decay).
    pub decay: f64,
    /// Frequency ratio at the strike, gliding exponentially to 1.
    pub glide: f64,
    /// Glide time constant, s.
    pub glide_time: f64,
}

impl Mode {
    pub fn new(freq: f64, amp: f64, decay: f64) -> Self {
        Mode {
            freq,
            amp,
            attack: 0.000_15,
            decay,
            glide: 1.0,
            glide_time: 0.01,
        }
    }

    pub fn attack(self, attack: f64) -> Self {
        Mode { attack, ..self }
    }

    pub fn glide(self, glide: f64, glide_time: f64) -> Self {
        Mode {
            glide,
            glide_time,
            ..self
        }
    }

    /// Adds this mode, struck at `start` seconds, into `buf`. The phase
    /// starts at 0, so the mode itself never steps.
    pub fn add_to(&self, buf: &mut [f64], start: f64) {
        let s0 = samples(start);
        let len = samples(self.attack * 5.0 + self.decay * 12.0); // to ≈ −104 dB
        let mut phase = 0.0f64;
        for (i, out) in buf.iter_mut().skip(s0).take(len).enumerate() {
            let t = i as f64 / SR;
            *out += self.amp * env(t, self.attack, self.decay) * phase.sin();
            let f = self.freq * (1.0 + (self.glide - 1.0) * (-t / self.glide_time).exp());
            phase += TAU * f / SR;
            if phase >= TAU {
                phase -= TAU;
            }
        }
    }
}

/// Adds white noise shaped by `envelope(t)` (t in seconds from `start`,
/// for `length` seconds) and then passed through `filters` in series.
pub fn add_noise(
    buf: &mut [f64],
    rng: &mut Rng,
    start: f64,
    length: f64,
    filters: &mut [Biquad],
    envelope: impl Fn(f64) -> f64,
) {
    let s0 = samples(start);
    for (i, out) in buf.iter_mut().skip(s0).take(samples(length)).enumerate() {
        let mut x = rng.noise() * envelope(i as f64 / SR);
        for f in filters.iter_mut() {
            x = f.process(x);
        }
        *out += x;
    }
}

/// A noise burst with an attack/decay envelope through `filters`.
pub fn add_burst(
    buf: &mut [f64],
    rng: &mut Rng,
    start: f64,
    amp: f64,
    attack: f64,
    decay: f64,
    filters: &mut [Biquad],
) {
    // Long enough for the envelope to vanish and the filters to ring out.
    let length = attack * 5.0 + decay * 10.0 + 0.01;
    add_noise(buf, rng, start, length, filters, |t| {
        amp * env(t, attack, decay)
    });
}

/// Applies raised-cosine fades, normalises the peak to [`PEAK_DBFS`] and
/// quantises to 16 bits (round to nearest).
pub fn finish(mut buf: Vec<f64>, fade_in: f64, fade_out: f64) -> Vec<i16> {
    let n = buf.len();
    let fi = samples(fade_in).min(n);
    for (i, x) in buf.iter_mut().take(fi).enumerate() {
        *x *= 0.5 - 0.5 * (PI * i as f64 / fi as f64).cos();
    }
    let fo = samples(fade_out).min(n);
    for i in 0..fo {
        // The last sample gets gain 0.
        let g = 0.5 - 0.5 * (PI * i as f64 / fo as f64).cos();
        buf[n - 1 - i] *= g;
    }
    let peak = buf.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    let gain = if peak > 0.0 {
        10f64.powf(PEAK_DBFS / 20.0) / peak
    } else {
        0.0
    };
    buf.iter()
        .map(|x| (x * gain * 32767.0).round().clamp(-32768.0, 32767.0) as i16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_deterministic_and_in_range() {
        let a: Vec<f64> = {
            let mut r = Rng::new(42);
            (0..1000).map(|_| r.noise()).collect()
        };
        let b: Vec<f64> = {
            let mut r = Rng::new(42);
            (0..1000).map(|_| r.noise()).collect()
        };
        assert_eq!(a, b);
        assert!(a.iter().all(|x| (-1.0..1.0).contains(x)));
        let mean = a.iter().sum::<f64>() / a.len() as f64;
        assert!(mean.abs() < 0.1);
        // Known first value of SplitMix64 seeded with 0.
        assert_eq!(Rng::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn filters_have_expected_gains() {
        let gain = |mut f: Biquad, freq: f64| {
            let n = samples(0.5);
            let mut peak = 0.0f64;
            for i in 0..n {
                let y = f.process((TAU * freq * i as f64 / SR).sin());
                if i > n / 2 {
                    peak = peak.max(y.abs());
                }
            }
            peak
        };
        assert!((gain(Biquad::lowpass(1000.0, 0.707), 50.0) - 1.0).abs() < 0.01);
        assert!(gain(Biquad::lowpass(1000.0, 0.707), 8000.0) < 0.03);
        assert!(gain(Biquad::highpass(1000.0, 0.707), 50.0) < 0.01);
        assert!((gain(Biquad::bandpass(2000.0, 2.0), 2000.0) - 1.0).abs() < 0.01);
    }

    #[test]
    fn finish_normalises_and_fades() {
        let buf: Vec<f64> = (0..4410).map(|i| (i as f64 * 0.1).sin() * 3.0).collect();
        let out = finish(buf, 0.001, 0.01);
        let peak = out.iter().map(|s| s.unsigned_abs()).max().unwrap();
        assert_eq!(peak, (10f64.powf(-3.0 / 20.0) * 32767.0).round() as u16);
        assert_eq!(out[0], 0);
        assert_eq!(*out.last().unwrap(), 0);
    }
}

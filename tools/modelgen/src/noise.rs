//! Deterministic value noise (integer hash on a lattice, quintic fade) and
//! fractal sums of it. Pure arithmetic: the same inputs give the same bits.

fn hash(x: i32, y: i32, z: i32, seed: u32) -> u32 {
    let mut h = seed.wrapping_mul(0x9E37_79B9) ^ 0x7F4A_7C15;
    h = (h ^ x as u32).wrapping_mul(0x85EB_CA6B);
    h = (h.rotate_left(13) ^ y as u32).wrapping_mul(0xC2B2_AE35);
    h = (h.rotate_left(13) ^ z as u32).wrapping_mul(0x27D4_EB2F);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297A_2D39);
    h ^= h >> 15;
    h
}

fn lattice(x: i32, y: i32, z: i32, seed: u32) -> f64 {
    hash(x, y, z, seed) as f64 / u32::MAX as f64
}

fn fade(t: f64) -> f64 {
    t * t * t * (t * (t * 6.0 - 15.0) + 10.0)
}

fn lerp(a: f64, b: f64, t: f64) -> f64 {
    a + (b - a) * t
}

/// Value noise in [0, 1] at a 3D point.
pub fn value3(x: f64, y: f64, z: f64, seed: u32) -> f64 {
    let (fx, fy, fz) = (x.floor(), y.floor(), z.floor());
    let (ix, iy, iz) = (fx as i32, fy as i32, fz as i32);
    let (tx, ty, tz) = (fade(x - fx), fade(y - fy), fade(z - fz));
    let corner = |dx: i32, dy: i32, dz: i32| lattice(ix + dx, iy + dy, iz + dz, seed);
    let x00 = lerp(corner(0, 0, 0), corner(1, 0, 0), tx);
    let x10 = lerp(corner(0, 1, 0), corner(1, 1, 0), tx);
    let x01 = lerp(corner(0, 0, 1), corner(1, 0, 1), tx);
    let x11 = lerp(corner(0, 1, 1), corner(1, 1, 1), tx);
    lerp(lerp(x00, x10, ty), lerp(x01, x11, ty), tz)
}

/// Value noise in [0, 1] on a plane.
pub fn value2(x: f64, y: f64, seed: u32) -> f64 {
    value3(x, y, 0.5, seed)
}

/// Fractal (octave) sum of 3D value noise, normalised to [0, 1].
pub fn fbm3(x: f64, y: f64, z: f64, octaves: u32, seed: u32) -> f64 {
    let (mut sum, mut norm, mut amp, mut freq) = (0.0, 0.0, 1.0, 1.0);
    for octave in 0..octaves {
        sum += amp
            * value3(
                x * freq,
                y * freq,
                z * freq,
                seed.wrapping_add(octave * 7919),
            );
        norm += amp;
        amp *= 0.5;
        freq *= 2.03;
    }
    sum / norm
}

/// Fractal sum of 2D value noise, normalised to [0, 1].
pub fn fbm2(x: f64, y: f64, octaves: u32, seed: u32) -> f64 {
    fbm3(x, y, 0.5, octaves, seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn noise_is_bounded_and_continuous() {
        for i in 0..2000 {
            let x = i as f64 * 0.0137 - 5.0;
            let v = value3(x, 1.3 * x, -0.7 * x, 3);
            assert!((0.0..=1.0).contains(&v));
            let w = value3(x + 1e-6, 1.3 * x, -0.7 * x, 3);
            assert!((v - w).abs() < 1e-4);
        }
        assert_eq!(value3(2.0, 3.0, 4.0, 1), lattice(2, 3, 4, 1));
    }
}

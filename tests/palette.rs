//! Nothing is told by colour alone, and no two colours that tell things
//! apart look alike to colour-blind eyes: every pair of the board's rings
//! and of the review's classes stays clearly apart (CIE76 ΔE) under
//! simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira and
//! Fernandes 2009, severity 1).

use omweso::palette::{CLASSES, RINGS, Srgb};

/// The simulation matrices, on linear RGB.
const SIMULATIONS: [(&str, [[f32; 3]; 3]); 4] = [
    (
        "normal vision",
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
    ),
    (
        "protanopia",
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
    ),
    (
        "deuteranopia",
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ),
];

fn linear(c: f32) -> f32 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// A colour as seen through a simulation, in linear RGB.
fn seen(colour: Srgb, m: &[[f32; 3]; 3]) -> [f32; 3] {
    let l = colour.map(linear);
    [0, 1, 2].map(|i| (m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]).clamp(0.0, 1.0))
}

/// CIE L*a*b* (D65) of a linear RGB colour.
fn lab([r, g, b]: [f32; 3]) -> [f32; 3] {
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f32| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

fn delta_e(a: [f32; 3], b: [f32; 3]) -> f32 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// Every pair of `colours` at least `least` apart under every simulation.
fn assert_apart(what: &str, colours: &[(&str, Srgb)], least: f32) {
    for (vision, m) in &SIMULATIONS {
        for (i, (a, ca)) in colours.iter().enumerate() {
            for (b, cb) in &colours[i + 1..] {
                let d = delta_e(seen(*ca, m), seen(*cb, m));
                assert!(
                    d >= least,
                    "{what}: {a} and {b} are {d:.1} apart in {vision}"
                );
            }
        }
    }
}

#[test]
fn the_rings_stay_apart_for_every_eye() {
    assert_apart("rings", &RINGS, 20.0);
}

#[test]
fn the_review_classes_stay_apart_for_every_eye() {
    let names = ["best", "good", "inaccuracy", "mistake", "blunder"];
    let classes: Vec<(&str, Srgb)> = names.into_iter().zip(CLASSES).collect();
    assert_apart("classes", &classes, 15.0);
}

#[test]
fn the_simulation_tells_the_old_palette_was_not_enough() {
    // The rings before: green for "may play" and a paler green under the
    // pointer, amber for the last move: under tritanopia too close.
    let old = [
        ("playable", [0.55, 0.95, 0.55]),
        ("hover", [0.5, 1.0, 0.5]),
        ("last move", [1.0, 0.75, 0.3]),
    ];
    let result = std::panic::catch_unwind(|| assert_apart("old rings", &old, 20.0));
    assert!(result.is_err(), "the check would have caught it");
}

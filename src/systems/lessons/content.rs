//! The lessons: positions and the moves each step accepts. Their words are
//! in the string catalogue (`assets/locale/*.ftl`), under `lesson-<id>-…`.
//! Every position and accepted move was checked with the engine's CLI
//! (`mancala moves` / `mancala play … --trace`): the accepted moves are
//! exactly the legal moves that do what the step asks (see LESSONS-CHECK.md).
use super::{LessonDef, StepDef};
use crate::games::GameKind;

pub const LESSONS: &[LessonDef] = &[
    LessonDef {
        id: "sowing",
        game: GameKind::OMWESO,
        akakyala: false,
        steps: &[
            StepDef {
                // o sows p, h, g; g was empty: one lap, the turn ends. Sows round the
                // corner from the outer into the inner row.
                position: "4,4,4,4,4,4,4,4/3,3,3,3,3,3,3,3/0,0,2,0,0,0,0,0/0,3,0,0,0,0,3,0 S - 1-1",
                accept: &["o"],
            },
            StepDef {
                // j sows k, l; l held 1: relay 2 seeds to m, n; n empty, turn ends.
                // The only move that relays.
                position: "4,4,4,4,4,4,4,4/3,3,3,3,3,3,3,3/0,0,2,0,0,0,0,0/1,2,0,1,0,0,2,0 S - 1-1",
                accept: &["j"],
            },
            StepDef {
                // n: o, p, h (relay 3) -> g, f, e (relay 2) -> d, c (relay 4) -> b, a,
                // i, j; j empty. Four laps, no capture (North's inner pits in columns
                // c, e, h are empty).
                position: "5,5,5,5,5,5,5,5/3,3,0,3,0,3,3,0/0,0,3,0,1,0,0,2/0,0,0,0,0,3,0,0 S - 1-1",
                accept: &["n"],
            },
        ],
    },
    LessonDef {
        id: "capture",
        game: GameKind::OMWESO,
        akakyala: false,
        steps: &[
            StepDef {
                // m: n, o, p, h; h held 1 and faces North 2+3: captures 5, re-sown
                // from m: n, o, p, h, g; g empty. The only capturing move.
                position: "5,5,5,5,5,5,5,2/3,3,3,3,3,0,0,3/0,0,2,0,0,0,0,1/0,2,0,0,4,0,0,0 S - 1-1",
                accept: &["m"],
            },
            StepDef {
                // j: k, l; relay l (5): m, n, o, p, h; h captures 3+3 = 6, re-sown
                // from l (not j): m, n, o, p, h, g; g empty.
                position: "5,5,5,5,5,5,5,3/3,3,3,3,2,0,0,3/0,0,2,0,0,0,0,1/0,2,0,4,0,0,0,0 S - 1-1",
                accept: &["j"],
            },
            StepDef {
                // n: o, p, h; captures 3+3 at h; re-sown from n: o, p, h, g, f, e; e
                // held 1, captures 4+3 = 7; re-sown from n: o .. d; d empty. Two
                // captures.
                position: "5,5,5,5,4,5,5,3/3,3,3,0,3,0,2,3/0,0,2,0,1,0,0,1/1,2,0,0,0,3,0,0 S - 1-1",
                accept: &["n"],
            },
        ],
    },
    LessonDef {
        id: "reverse",
        game: GameKind::OMWESO,
        akakyala: false,
        steps: &[
            StepDef {
                // i clockwise: a, b, c; c held 1, captures 2+2; the 4 seeds cannot
                // capture clockwise (would end on d, empty), so anticlockwise from i:
                // j, k, l, m; m empty.
                position: "5,5,2,5,5,5,5,5/3,0,2,4,4,4,4,0/0,0,1,0,0,0,0,0/3,0,0,0,0,2,0,0 S - 1-1",
                accept: &["i-"],
            },
            StepDef {
                // b clockwise: c, d; d held 1, captures 2+2; re-sown anticlockwise
                // from b: a, i, j, k; k empty. i, j, a have no clockwise move (their
                // clockwise laps would end on b / a facing an empty North inner pit,
                // or on empty c).
                position: "5,5,5,2,5,5,5,5/0,0,3,2,4,3,3,3/2,2,0,1,0,0,0,0/2,2,0,0,0,0,0,0 S - 1-1",
                accept: &["b-"],
            },
            StepDef {
                // i clockwise: a, b, c; captures 2+2 at c; 4 re-sown clockwise from i:
                // a, b, c, d; d held 1, captures 2+1; 3 re-sown: clockwise would end
                // on c (North now empty there), so anticlockwise: j, k, l; l empty.
                // i-+ captures only once.
                position: "5,5,2,2,5,5,5,5/0,0,2,1,5,5,5,5/0,0,1,1,0,0,0,0/3,0,0,0,0,2,0,0 S - 1-1",
                accept: &["i--"],
            },
        ],
    },
    LessonDef {
        id: "first",
        game: GameKind::OMWESO,
        akakyala: false,
        steps: &[
            StepDef {
                // First turn: m sows n, o, p, h; h held 1 and faces North 2+2, which
                // would capture, but first turn: relay h (2) to g, f; f empty. (l also
                // ends on h, but the step asks for m.)
                position: "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,1,0,0,1/4,4,5,5,4,0,0,0 S SN 0-0",
                accept: &["m"],
            },
            StepDef {
                // Okwesera: m has exactly 3: 2 into n, 1 into o, turn ends. The only
                // pit of 3, so the only okwesera move.
                position: "4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,3,4,4,5 S SN 0-0",
                accept: &["m*"],
            },
            StepDef {
                // Okwesera from b: 2 into a, 1 into i (round the corner). b is the
                // only pit of 3.
                position: "5,5,5,5,5,5,5,5/1,0,0,0,0,0,0,1/0,3,0,2,0,1,2,0/1,0,4,2,2,0,4,1 S - 0-0",
                accept: &["b*"],
            },
        ],
    },
    LessonDef {
        id: "winning",
        game: GameKind::OMWESO,
        akakyala: true,
        steps: &[
            StepDef {
                // h: g, f, e; e held 1, captures 3+1; re-sown from h: g, f, e, d; d
                // empty. North is left with 0s and 1s: okwa bulijo, 1 point. Inner row
                // not emptied, captures 3-2 so no akakyala.
                position: "0,1,0,1,3,0,1,0/1,0,1,0,1,1,0,1/0,0,0,0,1,0,0,3/8,7,7,7,6,7,7,0 S - 3-2",
                accept: &["h"],
            },
            StepDef {
                // f: e, d; d held 1, captures 3+2 (North's only inner-row seeds); re-
                // sown from f: e, d, c, b, a; a empty. North's inner row empty:
                // okutema, 2 points.
                position: "2,2,0,3,2,0,2,2/0,0,0,2,0,0,0,0/0,0,0,1,0,2,0,0/7,6,7,6,6,6,5,3 S - 3-2",
                accept: &["f"],
            },
            StepDef {
                // c: b, a; a held 1, captures 2+1 = all North's seeds, in column 0 (an
                // end column); re-sown from c: b, a, i; i empty. Akawumbi, 12 points.
                position: "2,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/1,0,2,0,0,0,0,3/0,8,8,8,8,8,8,7 S - 3-2",
                accept: &["c"],
            },
            StepDef {
                // f: e, d; d held 1, captures 3+2; re-sown from f: e, d, c, b, a; a
                // empty. South's second capturing turn, North none: akakyala, 2 points
                // (with --akakyala).
                position: "5,5,5,3,5,5,5,5/3,0,3,2,3,0,3,3/0,0,0,1,0,2,0,0/2,2,0,0,0,2,0,0 S - 1-0",
                accept: &["f"],
            },
        ],
    },
    LessonDef {
        id: "oware-sowing",
        game: GameKind::OWARE,
        akakyala: false,
        steps: &[
            StepDef {
                // d (5): e, f, North a, b, c; North c 4->5, no capture.
                position: "4,4,5,4,4,5/3,0,2,5,4,1 S 4-3",
                accept: &["d"],
            },
            StepDef {
                // c (12): d, e, f, North a..f, a, b, (c skipped), d. Last seed in own
                // d: no capture.
                position: "3,2,4,1,3,4/1,2,12,0,3,1 S 6-6",
                accept: &["c"],
            },
        ],
    },
    LessonDef {
        id: "oware-capture",
        game: GameKind::OWARE,
        akakyala: false,
        steps: &[
            StepDef {
                // f (2): North a (5->6), North b (1->2): captures 2; North a holds 6:
                // chain stops.
                position: "4,5,4,4,1,5/1,3,0,2,1,2 S 9-7",
                accept: &["f"],
            },
            StepDef {
                // e (4): f, North a, b, c -> c 1->2, b 2->3, a 1->2: captures 2+3+2 =
                // 7. d captures only North a (2).
                position: "4,5,4,1,2,1/2,3,1,3,4,0 S 10-8",
                accept: &["e"],
            },
        ],
    },
    LessonDef {
        id: "oware-feeding",
        game: GameKind::OWARE,
        akakyala: false,
        steps: &[
            StepDef {
                // North empty. Only c (4 seeds, last in North a) reaches North; a, b,
                // d are refused by the engine: 'house a does not reach the opponent,
                // who has no seeds: the move must feed them'.
                position: "0,0,0,0,0,0/3,2,4,1,0,0 S 20-18",
                accept: &["c"],
            },
            StepDef {
                // North empty. Only a (7 seeds: b..f, North a, b) reaches; b, c, d
                // refused.
                position: "0,0,0,0,0,0/7,1,2,1,0,0 S 20-17",
                accept: &["a"],
            },
        ],
    },
    LessonDef {
        id: "oware-grand-slam",
        game: GameKind::OWARE,
        akakyala: false,
        steps: &[
            StepDef {
                // e (3): f, North a 1->2, North b 1->2 = all of North's seeds: grand
                // slam forfeited (trace grand_slam: forfeited), nothing captured.
                position: "0,0,0,0,1,1/2,1,0,1,3,0 S 20-19",
                accept: &["e"],
            },
            StepDef {
                // f (1): North a 1->2: captures 2, North keeps b (1). e is a grand
                // slam (captures nothing).
                position: "0,0,0,0,1,1/2,1,0,1,3,1 S 19-19",
                accept: &["f"],
            },
        ],
    },
];

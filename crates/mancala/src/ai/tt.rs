//! The transposition table: a fixed array of two-entry buckets allocated once
//! per searcher (and shared by its helper threads), so that a search never
//! allocates per node.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// What a stored score means relative to the window it was searched with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Bound {
    Exact = 1,
    Lower = 2,
    Upper = 3,
}

/// One stored search result, 16 bytes. `best` is the index of the best move
/// in the position's generated list: generation is deterministic, so the
/// index names the move without storing it (an Omweso move is 32 bytes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    pub key: u64,
    pub score: i32,
    pub depth: u8,
    bound: u8,
    pub best: u8,
    age: u8,
}

impl Entry {
    pub fn bound(&self) -> Bound {
        match self.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        }
    }

    /// Everything but the key, in one word.
    fn pack(&self) -> u64 {
        u64::from(self.score as u32)
            | u64::from(self.depth) << 32
            | u64::from(self.bound) << 40
            | u64::from(self.best) << 48
            | u64::from(self.age) << 56
    }

    fn unpack(key: u64, data: u64) -> Entry {
        Entry {
            key,
            score: data as u32 as i32,
            depth: (data >> 32) as u8,
            bound: (data >> 40) as u8,
            best: (data >> 48) as u8,
            age: (data >> 56) as u8,
        }
    }
}

/// No best move recorded.
pub(crate) const NO_MOVE: u8 = u8::MAX;

/// One entry as two words that threads read and write without locks: the
/// data, and the key xor the data, so that an entry torn by two threads
/// writing at once fails the key check instead of being believed.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    #[inline]
    fn load(&self) -> Entry {
        let data = self.data.load(Ordering::Relaxed);
        let key = self.check.load(Ordering::Relaxed) ^ data;
        Entry::unpack(key, data)
    }

    #[inline]
    fn save(&self, e: &Entry) {
        let data = e.pack();
        self.check.store(e.key ^ data, Ordering::Relaxed);
        self.data.store(data, Ordering::Relaxed);
    }
}

/// Two slots that a key may use, aligned so that a probe reads one cache
/// line, not two.
#[derive(Default)]
#[repr(align(32))]
struct Bucket([Slot; 2]);

/// The table, shared by the threads of one search (see
/// [`super::Searcher::set_threads`]): every access is through `&self`.
pub(crate) struct TranspositionTable {
    buckets: Box<[Bucket]>,
    mask: usize,
    age: AtomicU8,
}

impl TranspositionTable {
    /// A table of about `bytes` bytes (a power of two of buckets, at least 512).
    pub fn new(bytes: usize) -> TranspositionTable {
        let wanted = (bytes / std::mem::size_of::<Bucket>()).max(512);
        let len = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        TranspositionTable {
            buckets: (0..len).map(|_| Bucket::default()).collect(),
            mask: len - 1,
            age: AtomicU8::new(0),
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&self) {
        for slot in self.buckets.iter().flat_map(|b| &b.0) {
            slot.save(&Entry::default());
        }
        self.age.store(0, Ordering::Relaxed);
    }

    /// Marks entries of earlier searches as replaceable first.
    pub fn next_search(&self) {
        self.age.fetch_add(1, Ordering::Relaxed);
    }

    /// The key's bucket, by its bits from 1 up: the bucket its two slots
    /// formed when they were pairs of one array, so that the search is
    /// unchanged.
    #[inline]
    fn bucket(&self, key: u64) -> &[Slot; 2] {
        &self.buckets[(key as usize >> 1) & self.mask].0
    }

    /// Starts reading `key`'s bucket into the cache, for a probe soon
    /// after: a probe's wait for memory is the search's largest single cost.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const [Slot; 2] = self.bucket(key);
            // SAFETY: a prefetch is only a hint: it reads nothing into the
            // program and never faults, and the address is a live bucket.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.bucket(key)
            .iter()
            .map(Slot::load)
            .find(|e| e.key == key && e.bound != 0)
    }

    /// Stores a result: over the same position, else over an entry of an
    /// older search or a shallower one.
    #[inline]
    pub fn store(&self, key: u64, depth: u32, score: i32, bound: Bound, best: u8) {
        let bucket = self.bucket(key);
        let age = self.age.load(Ordering::Relaxed);
        let (first, second) = (bucket[0].load(), bucket[1].load());
        let (slot, old) = if first.key == key || first.bound == 0 {
            (0, first)
        } else if second.key == key || second.bound == 0 {
            (1, second)
        } else {
            let worth = |e: &Entry| (e.age == age) as i32 * 256 + e.depth as i32;
            if worth(&first) <= worth(&second) {
                (0, first)
            } else {
                (1, second)
            }
        };
        // Keep a deeper result of this search for the same position, but
        // always take an exact one.
        if old.key == key
            && old.age == age
            && old.depth as u32 > depth
            && bound != Bound::Exact
            && old.bound != 0
        {
            return;
        }
        let best = if best == NO_MOVE && old.key == key {
            old.best
        } else {
            best
        };
        bucket[slot].save(&Entry {
            key,
            score,
            depth: depth.min(255) as u8,
            bound: bound as u8,
            best,
            age,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl TranspositionTable {
        /// What added to a key gives another key of the same bucket.
        fn same_bucket_step(&self) -> u64 {
            (self.mask as u64 + 1) << 1
        }
    }

    #[test]
    fn stores_and_finds() {
        let t = TranspositionTable::new(1 << 16);
        assert_eq!(t.probe(42), None);
        t.store(42, 3, 17, Bound::Exact, 2);
        let e = t.probe(42).unwrap();
        assert_eq!(
            (e.score, e.depth, e.best, e.bound()),
            (17, 3, 2, Bound::Exact)
        );
        // A colliding key in the same bucket takes the other slot.
        let other = 42 + t.same_bucket_step();
        t.store(other, 1, 5, Bound::Lower, NO_MOVE);
        assert!(t.probe(42).is_some() && t.probe(other).is_some());
        t.clear();
        assert_eq!(t.probe(42), None);
    }

    #[test]
    fn entries_written_by_racing_threads_are_never_torn() {
        // Four threads write and read keys that all fall in one bucket,
        // each key with a score derived from it: a probe that finds a key
        // must find its own score, never half of another entry.
        let t = TranspositionTable::new(1 << 16);
        let step = t.same_bucket_step();
        let score_of = |key: u64| (key.wrapping_mul(0x9e37_79b9) >> 7) as i32;
        std::thread::scope(|s| {
            for thread in 0..4u64 {
                let t = &t;
                s.spawn(move || {
                    for round in 0..20_000u64 {
                        let key = 6 + step * (1 + (round * 4 + thread) % 16);
                        t.store(key, (round % 50) as u32, score_of(key), Bound::Exact, 1);
                        let other = 6 + step * (1 + (round * 7 + thread) % 16);
                        if let Some(e) = t.probe(other) {
                            assert_eq!(e.score, score_of(other));
                        }
                    }
                });
            }
        });
    }
}

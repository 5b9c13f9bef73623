//! The transposition table: a fixed array of two-entry buckets allocated once
//! per searcher, so that a search never allocates per node.

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
}

/// No best move recorded.
pub(crate) const NO_MOVE: u8 = u8::MAX;

pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of about `bytes` bytes (a power of two of entries, at least 1024).
    pub fn new(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Entry>()).max(1024);
        let len = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        Table {
            entries: vec![Entry::default(); len],
            mask: len - 1,
            age: 0,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.age = 0;
    }

    /// Marks entries of earlier searches as replaceable first.
    pub fn next_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key as usize) & self.mask & !1
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = self.bucket(key);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.key == key && e.bound != 0)
            .copied()
    }

    /// Stores a result: over the same position, else over an entry of an
    /// older search or a shallower one.
    #[inline]
    pub fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: u8) {
        let i = self.bucket(key);
        let age = self.age;
        let slot = if self.entries[i].key == key || self.entries[i].bound == 0 {
            i
        } else if self.entries[i + 1].key == key || self.entries[i + 1].bound == 0 {
            i + 1
        } else {
            let worth = |e: &Entry| (e.age == age) as i32 * 256 + e.depth as i32;
            if worth(&self.entries[i]) <= worth(&self.entries[i + 1]) {
                i
            } else {
                i + 1
            }
        };
        let old = self.entries[slot];
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
        self.entries[slot] = Entry {
            key,
            score,
            depth: depth.min(255) as u8,
            bound: bound as u8,
            best,
            age,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds() {
        let mut t = Table::new(1 << 16);
        assert_eq!(t.probe(42), None);
        t.store(42, 3, 17, Bound::Exact, 2);
        let e = t.probe(42).unwrap();
        assert_eq!(
            (e.score, e.depth, e.best, e.bound()),
            (17, 3, 2, Bound::Exact)
        );
        // A colliding key in the same bucket takes the other slot.
        let other = 42 + (t.mask as u64 + 1);
        t.store(other, 1, 5, Bound::Lower, NO_MOVE);
        assert!(t.probe(42).is_some() && t.probe(other).is_some());
        t.clear();
        assert_eq!(t.probe(42), None);
    }
}

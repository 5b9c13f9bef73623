//! Minimal RIFF/WAVE (PCM, 16-bit, mono) encoder and decoder.

use crate::dsp::SAMPLE_RATE;

/// Size of the canonical 44-byte header written by [`encode`].
pub const HEADER_LEN: usize = 44;

/// Encodes mono 16-bit PCM samples at [`SAMPLE_RATE`] as a WAV file.
pub fn encode(samples: &[i16]) -> Vec<u8> {
    let data_len = u32::try_from(samples.len() * 2).expect("sound too long for WAV");
    let mut out = Vec::with_capacity(HEADER_LEN + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // fmt chunk size
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // byte rate
    out.extend_from_slice(&2u16.to_le_bytes()); // block align
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

/// Decodes a WAV file as written by [`encode`], checking every header field
/// (PCM, mono, 16-bit, [`SAMPLE_RATE`], consistent sizes).
pub fn decode(bytes: &[u8]) -> Result<Vec<i16>, String> {
    let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
    let u32_at =
        |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    if bytes.len() < HEADER_LEN {
        return Err(format!("file too short: {} bytes", bytes.len()));
    }
    let expect = |ok: bool, what: &str| if ok { Ok(()) } else { Err(what.to_string()) };
    expect(&bytes[0..4] == b"RIFF", "missing RIFF tag")?;
    expect(u32_at(4) as usize == bytes.len() - 8, "RIFF size mismatch")?;
    expect(&bytes[8..12] == b"WAVE", "missing WAVE tag")?;
    expect(&bytes[12..16] == b"fmt ", "missing fmt chunk")?;
    expect(u32_at(16) == 16, "fmt chunk size is not 16")?;
    expect(u16_at(20) == 1, "not PCM")?;
    expect(u16_at(22) == 1, "not mono")?;
    expect(u32_at(24) == SAMPLE_RATE, "wrong sample rate")?;
    expect(u32_at(28) == SAMPLE_RATE * 2, "wrong byte rate")?;
    expect(u16_at(32) == 2, "wrong block align")?;
    expect(u16_at(34) == 16, "not 16-bit")?;
    expect(&bytes[36..40] == b"data", "missing data chunk")?;
    let data_len = u32_at(40) as usize;
    expect(data_len == bytes.len() - HEADER_LEN, "data size mismatch")?;
    expect(data_len.is_multiple_of(2), "odd data size")?;
    Ok(bytes[HEADER_LEN..]
        .chunks_exact(2)
        .map(|c| i16::from_le_bytes([c[0], c[1]]))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_is_canonical() {
        let bytes = encode(&[0, 1, -1, i16::MAX, i16::MIN]);
        assert_eq!(bytes.len(), HEADER_LEN + 10);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(u32::from_le_bytes(bytes[4..8].try_into().unwrap()), 36 + 10);
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(
            &bytes[16..36],
            &[
                16, 0, 0, 0, // fmt size
                1, 0, // PCM
                1, 0, // mono
                0x44, 0xAC, 0, 0, // 44100 Hz
                0x88, 0x58, 0x01, 0, // 88200 bytes/s
                2, 0, // block align
                16, 0, // bits
            ]
        );
        assert_eq!(&bytes[36..40], b"data");
        assert_eq!(u32::from_le_bytes(bytes[40..44].try_into().unwrap()), 10);
        assert_eq!(&bytes[44..], &[0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0, 0x80]);
    }

    #[test]
    fn round_trip_and_rejects_garbage() {
        let samples: Vec<i16> = (-300..300).map(|i| i * 97).collect();
        assert_eq!(decode(&encode(&samples)).unwrap(), samples);
        let mut bad = encode(&samples);
        bad[22] = 2; // stereo
        assert!(decode(&bad).is_err());
        assert!(decode(b"RIFF").is_err());
    }
}

//! What the model and icon tests share.

use std::io::Cursor;

/// Decodes a PNG completely (CRCs, zlib stream, filters): its colour type,
/// size and pixels, 8 bits a channel.
pub fn decode_png(bytes: &[u8], what: &str) -> (png::ColorType, u32, u32, Vec<u8>) {
    let mut reader = png::Decoder::new(Cursor::new(bytes))
        .read_info()
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader
        .next_frame(&mut pixels)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(frame.bit_depth, png::BitDepth::Eight, "{what}");
    pixels.truncate(frame.buffer_size());
    (frame.color_type, frame.width, frame.height, pixels)
}

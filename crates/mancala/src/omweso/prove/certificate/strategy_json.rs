//! A strategy tree as the certificate's JSON writes it: at the winner's
//! turns `[move, replies]`, at the defender's `[[move, play]…]`, a leaf
//! where the winner's move ends the game.

use super::{CertificateError, Play, Replies};
use crate::omweso::Move;
use serde_json::Value;

/// `value` as an array of `len` items, or an error naming `shape`.
pub(super) fn as_items<'v>(
    value: &'v Value,
    path: &[Move],
    len: std::ops::RangeInclusive<usize>,
    shape: &str,
) -> Result<&'v [Value], CertificateError> {
    match value.as_array() {
        Some(items) if len.contains(&items.len()) => Ok(items),
        _ => Err(CertificateError::Node {
            path: path.to_vec(),
            why: format!("expected {shape}"),
        }),
    }
}

fn parse_move(value: &Value, path: &[Move]) -> Result<Move, CertificateError> {
    let error = |why: String| CertificateError::Node {
        path: path.to_vec(),
        why,
    };
    let text = value
        .as_str()
        .ok_or_else(|| error(format!("a move is a string, not {value}")))?;
    text.parse()
        .map_err(|e| error(format!("{text:?} is not a move: {e}")))
}

/// The winner's node from its items: `[move]` or `[move, replies]`.
pub(super) fn parse_play(items: &[Value], path: &mut Vec<Move>) -> Result<Play, CertificateError> {
    let mv = parse_move(&items[0], path)?;
    let replies = match items.get(1) {
        None => None,
        Some(value) => {
            path.push(mv);
            let replies = parse_replies(value, path)?;
            path.pop();
            Some(replies)
        }
    };
    Ok(Play { mv, replies })
}

/// The defender's node: `[[reply, answer], [reply, answer, replies], …]`.
pub(super) fn parse_replies(
    value: &Value,
    path: &mut Vec<Move>,
) -> Result<Replies, CertificateError> {
    let shape = "[reply, answer] or [reply, answer, replies]";
    let entries = value.as_array().ok_or_else(|| CertificateError::Node {
        path: path.to_vec(),
        why: format!("expected a list of replies, each {shape}"),
    })?;
    let mut replies = Vec::with_capacity(entries.len());
    for entry in entries {
        let items = as_items(entry, path, 2..=3, shape)?;
        let reply = parse_move(&items[0], path)?;
        path.push(reply);
        let play = parse_play(&items[1..], path)?;
        path.pop();
        replies.push((reply, play));
    }
    Ok(Replies(replies))
}

/// `[move]` or `[move, replies]`; as a reply's tail, without its brackets.
pub(super) fn write_play(play: &Play, out: &mut String, brackets: bool) {
    if brackets {
        out.push('[');
    }
    out.push('"');
    out.push_str(&play.mv.to_string());
    out.push('"');
    if let Some(replies) = &play.replies {
        out.push(',');
        write_replies(replies, out);
    }
    if brackets {
        out.push(']');
    }
}

pub(super) fn write_replies(replies: &Replies, out: &mut String) {
    out.push('[');
    for (i, (mv, play)) in replies.0.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("[\"");
        out.push_str(&mv.to_string());
        out.push_str("\",");
        write_play(play, out, false);
        out.push(']');
    }
    out.push(']');
}

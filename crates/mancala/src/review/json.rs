//! How the review's JSON writes moves: in the game's notation.

pub(super) fn as_text<M: std::fmt::Display, S: serde::Serializer>(
    mv: &Option<M>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match mv {
        Some(m) => s.serialize_some(&m.to_string()),
        None => s.serialize_none(),
    }
}

pub(super) fn one_as_text<M: std::fmt::Display, S: serde::Serializer>(
    mv: &M,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.serialize_str(&mv.to_string())
}

pub(super) fn scores_as_text<M: std::fmt::Display, S: serde::Serializer>(
    scores: &[(M, i32)],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_seq(scores.iter().map(|(m, v)| (m.to_string(), v)))
}

pub(super) fn list_as_text<M: std::fmt::Display, S: serde::Serializer>(
    moves: &[M],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_seq(moves.iter().map(|m| m.to_string()))
}

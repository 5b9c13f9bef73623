//! Words for a player before they are in a language: a message of the
//! string catalogue with its arguments, or a text the player typed. The
//! logic layers build [`Text`]s; only the screens turn them into a
//! language (through [`Catalogue`](crate::locale::Catalogue)). A leaf.

use std::borrow::Cow;

/// Something to show a player.
#[derive(Clone, Debug, PartialEq)]
pub enum Text {
    /// A catalogue message, by its id, with named arguments.
    Message {
        id: Cow<'static, str>,
        args: Vec<(&'static str, Arg)>,
    },
    /// Shown as it is: a name the player typed, a move in notation.
    Plain(String),
    /// Items joined by commas (a list of options).
    List(Vec<Text>),
}

/// A message argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A count: Fluent picks the plural form from it.
    Number(i64),
    /// Words, themselves in the player's language.
    Text(Text),
}

impl Text {
    /// The catalogue message `id`.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Text {
        Text::Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Text shown as it is.
    pub fn plain(text: impl Into<String>) -> Text {
        Text::Plain(text.into())
    }

    /// Adds a count argument.
    pub fn num(self, name: &'static str, n: impl TryInto<i64>) -> Text {
        let n = n.try_into().unwrap_or(i64::MAX);
        self.arg(name, Arg::Number(n))
    }

    /// Adds an argument shown as it is (a name, a pit letter, a move).
    pub fn str(self, name: &'static str, s: impl Into<String>) -> Text {
        self.arg(name, Arg::Text(Text::Plain(s.into())))
    }

    /// Adds an argument that is itself words to translate.
    pub fn text(self, name: &'static str, text: Text) -> Text {
        self.arg(name, Arg::Text(text))
    }

    fn arg(self, name: &'static str, value: Arg) -> Text {
        match self {
            Text::Message { id, mut args } => {
                args.push((name, value));
                Text::Message { id, args }
            }
            plain => plain,
        }
    }

    /// The message id, if this is a catalogue message.
    pub fn id(&self) -> Option<&str> {
        match self {
            Text::Message { id, .. } => Some(id),
            Text::Plain(_) | Text::List(_) => None,
        }
    }

    /// "a", "a and b", "a, b and c", in the player's language.
    pub fn and_list(mut items: Vec<Text>) -> Text {
        match items.len() {
            0 => Text::plain(""),
            1 => items.remove(0),
            _ => {
                let last = items.pop().expect("two or more");
                Text::new("list-and")
                    .text("items", Text::List(items))
                    .text("last", last)
            }
        }
    }
}

/// "South" or "North", in the player's language.
pub fn side_name(side: mancala::Side) -> Text {
    Text::new(match side {
        mancala::Side::South => "side-south",
        mancala::Side::North => "side-north",
    })
}

//! The string catalogue: every word the game shows, in seven languages,
//! from the Fluent files in `assets/locale/` (embedded in the binary).
//! English is the fallback for any message a language lacks. A leaf.

use crate::text::{Arg, Text};
use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Lg,
    El,
    Sw,
    Ru,
    Gu,
    Ro,
}

impl Lang {
    /// In the order the picker lists them.
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::Lg,
        Lang::Sw,
        Lang::El,
        Lang::Ru,
        Lang::Gu,
        Lang::Ro,
    ];

    /// The ISO 639-1 code (`--lang`, the file name).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Lg => "lg",
            Lang::El => "el",
            Lang::Sw => "sw",
            Lang::Ru => "ru",
            Lang::Gu => "gu",
            Lang::Ro => "ro",
        }
    }

    /// The language's name in itself, for the picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Lg => "Luganda",
            Lang::El => "Ελληνικά",
            Lang::Sw => "Kiswahili",
            Lang::Ru => "Русский",
            Lang::Gu => "ગુજરાતી",
            Lang::Ro => "Română",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The system's language (`LC_ALL`, `LC_MESSAGES`, `LANG`, as POSIX
    /// orders them), when it is one of the game's.
    pub fn from_system() -> Option<Lang> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::from_locale_name(&value))
    }

    /// `ru_RU.UTF-8` → Russian.
    pub fn from_locale_name(name: &str) -> Option<Lang> {
        let code: String = name
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        Lang::from_code(&code.to_ascii_lowercase())
    }

    /// The Fluent source of the language.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../assets/locale/en.ftl"),
            Lang::Lg => include_str!("../assets/locale/lg.ftl"),
            Lang::El => include_str!("../assets/locale/el.ftl"),
            Lang::Sw => include_str!("../assets/locale/sw.ftl"),
            Lang::Ru => include_str!("../assets/locale/ru.ftl"),
            Lang::Gu => include_str!("../assets/locale/gu.ftl"),
            Lang::Ro => include_str!("../assets/locale/ro.ftl"),
        }
    }
}

/// Every language's messages, and the one the player reads.
#[derive(Resource)]
pub struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
    lang: Lang,
}

impl Default for Catalogue {
    fn default() -> Self {
        Catalogue::new(Lang::En)
    }
}

impl Catalogue {
    pub fn new(lang: Lang) -> Catalogue {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| {
                let id = lang.code().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // No Unicode isolation marks: egui would draw them.
                bundle.set_use_isolating(false);
                // A file that does not parse keeps the messages that do (the
                // tests insist every file parses).
                let resource = FluentResource::try_new(lang.source().to_string())
                    .unwrap_or_else(|(partial, _)| partial);
                // Duplicate ids keep the first (the tests forbid them).
                let _ = bundle.add_resource(resource);
                (lang, bundle)
            })
            .collect();
        Catalogue { bundles, lang }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        &self
            .bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .expect("every language has a bundle")
            .1
    }

    /// Whether `lang` itself has message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    /// The message `id` without arguments, in the player's language.
    pub fn t(&self, id: &str) -> String {
        self.format(self.lang, id, None)
    }

    /// Words in the player's language.
    pub fn text(&self, text: &Text) -> String {
        self.text_in(self.lang, text)
    }

    /// Words in `lang`.
    pub fn text_in(&self, lang: Lang, text: &Text) -> String {
        match text {
            Text::Plain(s) => s.clone(),
            Text::List(items) => items
                .iter()
                .map(|item| self.text_in(lang, item))
                .collect::<Vec<_>>()
                .join(", "),
            Text::Message { id, args } => {
                let mut fluent = FluentArgs::new();
                for (name, value) in args {
                    match value {
                        Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
                        Arg::Text(words) => fluent.set(*name, self.text_in(lang, words)),
                    }
                }
                self.format(lang, id, Some(&fluent))
            }
        }
    }

    /// The message in `lang`, else in English, else its id (which the
    /// tests make sure never happens).
    fn format(&self, lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
        for lang in [lang, Lang::En] {
            let bundle = self.bundle(lang);
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }
}

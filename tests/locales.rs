//! The string catalogue: every file parses, every message the code names
//! exists in English, no language has a message English lacks, every
//! message formats with any count in every language, and the fonts draw
//! every script (Gujarati shaped into conjuncts).

use bevy_egui::egui;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use omweso::locale::{Catalogue, Lang};
use omweso::settings::AnimSpeed;
use omweso::systems::lessons::LESSONS;
use omweso::text::Text;
use std::collections::BTreeSet;
use std::path::Path;

/// The message ids defined in a Fluent source (terms and comments aside).
fn ids(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|line| line.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// Each message's variables (`$name`), read off its lines.
fn variables(source: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut messages: Vec<(String, BTreeSet<String>)> = Vec::new();
    for line in source.lines() {
        if line.starts_with(|c: char| c.is_ascii_lowercase())
            && let Some((id, _)) = line.split_once(" =")
        {
            messages.push((id.trim().to_string(), BTreeSet::new()));
        }
        if let Some((_, vars)) = messages.last_mut() {
            for (i, _) in line.match_indices('$') {
                let name: String = line[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                vars.insert(name);
            }
        }
    }
    messages
}

#[test]
fn every_file_parses_without_duplicates() {
    for lang in Lang::ALL {
        let source = lang.source();
        if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
            panic!("{}.ftl does not parse: {errors:?}", lang.code());
        }
        let ids = ids(source);
        let unique: BTreeSet<_> = ids.iter().collect();
        assert_eq!(unique.len(), ids.len(), "{}.ftl repeats an id", lang.code());
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/locale")
            .join(format!("{}.ftl", lang.code()));
        assert!(path.is_file(), "{} is shipped", path.display());
    }
}

#[test]
fn no_language_has_a_message_english_lacks() {
    let english: BTreeSet<String> = ids(Lang::En.source()).into_iter().collect();
    for lang in Lang::ALL {
        let extra: Vec<String> = ids(lang.source())
            .into_iter()
            .filter(|id| !english.contains(id))
            .collect();
        assert!(extra.is_empty(), "{}.ftl: {extra:?}", lang.code());
    }
}

/// Every string literal in `src/` shaped like a message id
/// (`word-word…`): the code names its messages so, and never otherwise.
fn ids_in_code() -> BTreeSet<String> {
    fn walk(dir: &Path, found: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for literal in text.split('"').skip(1).step_by(2) {
                    let parts: Vec<&str> = literal.split('-').collect();
                    let id_like = parts.len() > 1
                        && parts.iter().all(|p| {
                            !p.is_empty()
                                && p.chars()
                                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                        })
                        && literal.starts_with(|c: char| c.is_ascii_lowercase());
                    if id_like {
                        found.insert(literal.to_string());
                    }
                }
            }
        }
    }
    let mut found = BTreeSet::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    found
}

/// The ids the code builds from names.
fn built_ids() -> Vec<String> {
    let mut ids: Vec<String> = mancala::ai::Level::ALL
        .iter()
        .map(|l| format!("level-{}", l.name()))
        .collect();
    for kind in ["bulijo", "okutema", "akawumbi", "akakyala", "annulled"] {
        ids.push(format!("result-{kind}-meaning"));
    }
    ids.extend(AnimSpeed::ALL.iter().map(|s| s.name().to_string()));
    ids.extend(omweso::systems::lessons::message_ids());
    // Each game's words, named after its id by default.
    for game in omweso::games::GameKind::all() {
        ids.extend([game.tagline(), game.rules_summary(), game.about_source()]);
        ids.extend([game.describe_board(), game.tally()]);
        ids.extend(game.about());
    }
    ids
}

#[test]
fn every_message_the_code_names_is_in_english() {
    let cat = Catalogue::new(Lang::En);
    let lesson_ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    let mut missing: Vec<String> = ids_in_code()
        .into_iter()
        .filter(|id| !lesson_ids.contains(&id.as_str()))
        .chain(built_ids())
        .filter(|id| !cat.has(Lang::En, id))
        .collect();
    missing.dedup();
    assert!(missing.is_empty(), "not in en.ftl: {missing:?}");
    assert!(ids_in_code().len() > 150, "the scan finds the code's ids");
}

#[test]
fn every_message_formats_with_any_count_in_every_language() {
    for lang in Lang::ALL {
        let mut bundle = FluentBundle::new(vec![lang.code().parse().unwrap()]);
        bundle.set_use_isolating(false);
        bundle
            .add_resource(FluentResource::try_new(lang.source().to_string()).unwrap())
            .unwrap();
        for (id, vars) in variables(lang.source()) {
            let message = bundle.get_message(&id).unwrap();
            let pattern = message.value().unwrap();
            for n in [0i64, 1, 2, 5, 21, 101] {
                let mut args = FluentArgs::new();
                for var in &vars {
                    args.set(var.clone(), FluentValue::from(n));
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(
                    errors.is_empty(),
                    "{}: {id} with {n}: {errors:?}",
                    lang.code()
                );
                assert!(!text.trim().is_empty(), "{}: {id} is empty", lang.code());
            }
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let cat = Catalogue::new(Lang::En);
    let laps = |lang, n: i64| cat.text_in(lang, &Text::new("caption-laps").num("laps", n));
    assert_eq!(laps(Lang::En, 1), "1 lap");
    assert_eq!(laps(Lang::En, 21), "21 laps");
    // Russian: one (1, 21), few (2–4, 22), many (5, 11, 100).
    let ru: Vec<String> = [1, 2, 5, 21, 22, 11].map(|n| laps(Lang::Ru, n)).to_vec();
    assert_eq!(ru[0].split(' ').nth(1), ru[3].split(' ').nth(1), "{ru:?}");
    assert_ne!(ru[0], ru[1].replace('2', "1"), "{ru:?}");
    assert_ne!(ru[1].replace('2', "5"), ru[2], "{ru:?}");
    assert_eq!(ru[1].split(' ').nth(1), ru[4].split(' ').nth(1), "{ru:?}");
    assert_eq!(ru[2].split(' ').nth(1), ru[5].split(' ').nth(1), "{ru:?}");
    // Romanian: one (1), few (2, 19, 101), other (20, 21: "de").
    let ro = |n| laps(Lang::Ro, n);
    assert!(ro(21).contains(" de "), "{}", ro(21));
    assert!(!ro(5).contains(" de "), "{}", ro(5));
}

#[test]
fn a_missing_message_falls_back_to_english() {
    let cat = Catalogue::new(Lang::Lg);
    // Luganda names the game's own terms; other screens stay English.
    let english = Catalogue::new(Lang::En);
    for id in ids(Lang::En.source()) {
        if !cat.has(Lang::Lg, &id) {
            assert_eq!(cat.t(&id), english.t(&id), "{id}");
        }
    }
    assert!(cat.has(Lang::Lg, "title-play-computer"));
}

#[test]
fn the_system_locale_picks_a_language_the_game_speaks() {
    assert_eq!(Lang::from_locale_name("ru_RU.UTF-8"), Some(Lang::Ru));
    assert_eq!(Lang::from_locale_name("gu_IN"), Some(Lang::Gu));
    assert_eq!(Lang::from_locale_name("lg"), Some(Lang::Lg));
    assert_eq!(Lang::from_locale_name("C.UTF-8"), None);
    assert_eq!(Lang::from_locale_name("de_DE.UTF-8"), None);
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
    }
}

/// Lays `text` out with the game's fonts, in a headless egui: the glyphs
/// drawn (egui pads a galley to one glyph per character with empty ones
/// where shaping merged characters), and whether every character has one.
fn glyphs(fonts: egui::FontDefinitions, text: &str) -> (usize, bool) {
    let ctx = egui::Context::default();
    ctx.set_fonts(fonts);
    let mut result = (0, false);
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let font = egui::FontId::proportional(20.0);
        result = ui.ctx().fonts_mut(|f| {
            let has = f.has_glyphs(&font, text);
            let galley = f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE);
            let glyphs = galley
                .rows
                .iter()
                .flat_map(|r| r.row.glyphs.iter())
                .filter(|g| !g.uv_rect.is_nothing())
                .count();
            (glyphs, has)
        });
    });
    output.textures_delta.clear();
    result
}

#[test]
fn gujarati_is_shaped_into_fewer_glyphs_than_characters() {
    let fonts = omweso::systems::ui::fonts;
    // Latin: one glyph a letter, so the count is a fair measure.
    assert_eq!(glyphs(fonts(), "Omweso").0, 6);
    let word = "ગુજરાતીક્ષ";
    let (count, drawn) = glyphs(fonts(), word);
    assert!(drawn, "the Gujarati font is loaded");
    assert!(
        count < word.chars().count(),
        "{count} glyphs for {} characters",
        word.chars().count()
    );
}

#[test]
fn the_default_font_draws_greek_cyrillic_romanian_and_luganda() {
    let (_, drawn) = glyphs(
        egui::FontDefinitions::default(),
        "Ελληνικά Русский șțăâîȘȚĂÂÎ ŋŊ Kiswahili",
    );
    assert!(drawn);
}

#[test]
fn the_languages_of_the_sources_are_complete_and_luganda_names_the_essentials() {
    let english = ids(Lang::En.source());
    for lang in [Lang::El, Lang::Sw, Lang::Ru, Lang::Gu, Lang::Ro] {
        let have: BTreeSet<String> = ids(lang.source()).into_iter().collect();
        let missing: Vec<&String> = english.iter().filter(|id| !have.contains(*id)).collect();
        assert!(missing.is_empty(), "{}.ftl lacks {missing:?}", lang.code());
    }
    let cat = Catalogue::new(Lang::Lg);
    let essentials = english.iter().filter(|id| {
        ["side-", "level-", "result-", "title-", "menu-", "way-"]
            .iter()
            .any(|prefix| id.starts_with(prefix))
    });
    for id in essentials {
        assert!(cat.has(Lang::Lg, id), "lg.ftl lacks {id}");
    }
}

#[test]
fn every_count_is_shown_as_it_is_in_every_language() {
    // Gujarati's "one" covers 0 too, Russian's 21: a form must show its
    // number, not a fixed "1".
    let cat = Catalogue::new(Lang::En);
    for (id, vars) in variables(Lang::En.source()) {
        for n in [0i64, 2, 5, 21, 101] {
            let mut text = Text::new(id.clone());
            for var in &vars {
                let name: &'static str = Box::leak(var.clone().into_boxed_str());
                text = text.num(name, n);
            }
            let english = cat.text_in(Lang::En, &text);
            if !english.contains(&n.to_string()) {
                continue;
            }
            for lang in Lang::ALL {
                let words = cat.text_in(lang, &text);
                assert!(
                    words.contains(&n.to_string()),
                    "{}: {id} with {n}: {words:?}",
                    lang.code()
                );
            }
        }
    }
}

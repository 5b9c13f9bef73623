//! About the games: where each is played and its history as this project's
//! sources tell it (the texts in `shared/seeds`: an Omweso overview read in
//! its Swahili, Greek, Russian and Gujarati versions, and an Oware overview
//! in Romanian), with the source named.

use super::BRASS;
use crate::layout::Table;
use bevy_egui::egui;

/// A game's history in a few paragraphs, and where it comes from.
pub fn text(table: Table) -> (&'static str, &'static str) {
    match table {
        Table::Omweso => (OMWESO, OMWESO_SOURCE),
        Table::Oware => (OWARE, OWARE_SOURCE),
    }
}

const OMWESO: &str = "Omweso (also Mweso or Mweisho; the name is related to the Swahili \
michezo, \"games\") is the historic royal game of the Baganda and the national board game of \
Uganda. Ganda oral tradition says it was brought in the 16th century by the Bachwezi rulers of \
the Bunyoro-Kitara dynasty.\n\n\
For centuries it was part of royal ceremony: the reigning kabaka of Buganda played Omweso in the \
rites of his installation on Budo Hill. Kabaka Mutesa I, who ruled Buganda from 1856 to 1884, was \
celebrated as a great strategist and patron of the board, and stories still tell of his \
katikkiro (prime minister) Mukasa as one of the most feared masters of 19th-century East Africa. \
Mutesa I's own board was kept at the Kasubi Tombs, a UNESCO World Heritage site, until the fire of \
March 2010.\n\n\
After Kabaka Sir Edward Mutesa II returned from exile in 1955, Omweso grew from a game of the \
court into a lively national game with formal tournaments. It is played on a board of four rows \
of eight pits with 64 seeds, the empiki.";

const OMWESO_SOURCE: &str = "Source: the project's Omweso overview (shared/seeds: Swahili, Greek, Russian, Gujarati texts).";

const OWARE: &str = "Oware (Ɔware in Akan) is the national game of Ghana and the best known \
traditional mancala in the world. Carried across the Atlantic in the time of the transatlantic \
slave trade, it founded sister traditions in West and Central Africa, in the Caribbean (Antigua, \
Barbados, Cuba, Saint Lucia) and in South America (Guyana, Suriname, Brazil).\n\n\
Ashanti history recalls that after the battle of Feyiase (about 1701) the king of Juaben played \
Oware with counters of solid gold against the defeated ruler of Denkyira, and since then playing \
with gold counters has been taken as a dark omen.\n\n\
Today Oware is an international mind sport, with masters competing in yearly championships in \
West Africa, Europe and the Caribbean. The rules of serious play are called Abapa: the rules this \
game plays.";

const OWARE_SOURCE: &str = "Source: the project's Oware overview (shared/seeds, Romanian text).";

/// The page itself, in a window.
pub fn window(ctx: &egui::Context, table: Table, open: &mut bool) {
    let (body, source) = text(table);
    egui::Window::new(format!("About {}", table.name()))
        .collapsible(false)
        .resizable(false)
        .default_width(560.0)
        .anchor(egui::Align2::RIGHT_BOTTOM, [-16.0, -16.0])
        .open(open)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(420.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(body).size(16.0));
                    ui.add_space(8.0);
                    ui.label(egui::RichText::new(source).italics().small().color(BRASS));
                });
        });
}

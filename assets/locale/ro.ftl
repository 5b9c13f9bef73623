# Omweso — the string catalogue, Romanian (ro).
# Luganda terms (bulijo, okutema, akawumbi, akakyala, okwesera, empiki,
# ekyokubala, ekisibé, ekyobutabal) stay Luganda in every language.
# Terms: pit = groapă, house = casă, seed = sămânță, sow = a semăna,
# store = depozit, row = rând, lap = tură, relay = ștafetă, turn = mutare.
# Plurals: one (1), few (0, 2–19, 101–119…), other (20+: „de”).

## Sides, players, levels

side-south = Sud
side-north = Nord
computer-named = Calculatorul ({ $level })
computer-of-side = { $level } ({ $side })
level-beginner = Începător
level-casual = Lejer
level-intermediate = Intermediar
level-expert = Expert
level-master = Maestru
level-blitz = Blitz

## Ways of playing and set-ups

way-ekyokubala = fără cronometru; mutările pot fi luate înapoi
way-ekisibe = formal; o mutare jucată rămâne definitivă
way-ekyobutabal = blitz: 3 secunde pentru a începe fiecare mutare
setup-standard = Standard (4 în fiecare groapă exterioară)
setup-two-each = Câte două în fiecare groapă
setup-custom = Aranjează-ți singur cele 32 de semințe

## What the session says

undo-ekisibe = Ekisibé: o mutare jucată rămâne definitivă, nu se poate lua înapoi.
undo-ekyobutabal = Ekyobutabal se joacă în viteză: mutările nu se iau înapoi.
undo-game-over = Partida s-a încheiat: nu se mai pot lua mutări înapoi.
undo-wait = Așteaptă să se termine mutarea.
undo-nothing = Nu există nicio mutare de luat înapoi.
redo-not-now = Acum nu se poate reface nimic.
redo-nothing = Nu există nicio mutare de refăcut.
replay-no-moves = Aceasta este o analiză: parcurge-o cu ◀ și ▶ (sau cu săgețile). Ca să joci altă mutare, alege „Încearcă aici altă mutare”.
their-turn = La mutare: { $name }.
game-is-over = Partida s-a încheiat.
wait-for-seeds = Așteaptă să se așeze semințele.
time-stolen = Timpul a expirat! { $late } nu a început mutarea în { $seconds ->
    [one] o secundă
    [few] { $seconds } secunde
   *[other] { $seconds } de secunde
}: { $thief } preia rândul.
hint-not-here = Calculatorul sugerează mutări în partidele cu doi jucători și în Ekyokubala fără cronometru jucat contra lui.
hint-not-now = Poți primi o sugestie când e rândul tău să alegi o groapă.
not-your-pit = Groapa aceasta e de partea cealaltă ({ $name }): joacă de pe partea ta.
to-move = La mutare: { $name }
last-move = Ultima mutare: { $name } { $move }
list-and = { $items } și { $last }

## Omweso in play

choose-direction-first = Alege mai întâi direcția în care continui.
no-direction-now = Acum nu e nicio direcție de ales.
omweso-score = Puncte: { $points } / { $target } · { $captured ->
    [one] o sămânță capturată în această partidă
    [few] { $captured } semințe capturate în această partidă
   *[other] { $captured } de semințe capturate în această partidă
}
omweso-format = { $way } · { $rules }
result-annulled = Anulată
result-bulijo-meaning = nicio mutare rămasă
result-okutema-meaning = capul e tăiat
result-akawumbi-meaning = adversarul e eliminat complet
result-akakyala-meaning = două capturi contra niciuna
result-annulled-meaning = partida se rejoacă
wins-points = { $name } câștigă { $points ->
    [one] un punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
no-points-replayed = Niciun punct: partida se aranjează din nou.
match-line = Meci: { $south } { $a } – { $b } { $north }
choice-sow-anticlockwise = Seamănă → sens antiorar (+)
choice-sow-clockwise = ← Seamănă în sens orar ca să capturezi (−)
choice-okwesera = Okwesera: 2, apoi 1 (*)
choice-go-on = Continuă → sens antiorar (+)
choice-turn-clockwise = ← Întoarce în sens orar și capturează (−)
choice-prompt = Groapa { $pit }: alege
arranging-computer = { $name } își aranjează semințele…
arranging-first = { $name } aranjează întâi, iar { $other } privește.
arranging-now = Acum aranjează { $name }.
arranging-how = Cel mult { $cap } într-o groapă. Clic pe o groapă adaugă o sămânță, Shift+clic scoate una.
hint-okwesera = joacă okwesera din { $pit }
hint-sow-clockwise = seamănă din { $pit }, în sens orar
hint-sow = seamănă din { $pit }
hint-omweso = Sugestie: { $how }{ $turns ->
    [0] {""}
    [one] , și întoarce în sens orar ca să capturezi când ți se cere
    [few] , și întoarce în sens orar ca să capturezi de { $turns } ori când ți se cere
   *[other] , și întoarce în sens orar ca să capturezi de { $turns } de ori când ți se cere
} ({ $move }).
rule-no-reverse = fără capturi inverse
rule-first-turn-captures = capturi la prima mutare
rule-no-okwesera = fără okwesera
rule-akawumbi = akawumbi { $points }
rule-target = până la { $points ->
    [one] un punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
rule-cap = limită la aranjare { $cap }
rule-no-cap = fără limită la aranjare
rules-line = Reguli: { $rules }
rules-omweso =
    Fiecare jucător stăpânește cele două rânduri cele mai apropiate de el: 16 gropi.
    Alege una dintre gropile tale cu 2 sau mai multe semințe și seamănă-le câte una, în sens antiorar (invers acelor de ceasornic).
    Dacă ultima sămânță cade într-o groapă goală, mutarea ta se încheie.
    Dacă ea cade într-o groapă ocupată din rândul tău interior și ambele gropi ale adversarului din fața ei au semințe, le capturezi pe toate și le semeni mai departe din groapa din care ai ridicat ultima dată.
    Altfel ridici semințele din groapa în care ai ajuns și semeni mai departe (o ștafetă).
    Din cele patru gropi din stânga ta (i, j, a, b) poți semăna și în sens orar, dar numai ca să capturezi.
    Nicio captură la prima ta mutare. Înainte ca cineva să captureze, o groapă de 3 poate fi jucată 2 + 1 (okwesera).
    O mutare care nu s-ar termina niciodată anulează partida.

    Rezultate: okwa bulijo (adversarul nu poate muta) 1 punct; okutema (rândul lui din față golit sau capturi în ambele coloane de capăt într-o singură mutare) 2 puncte; akawumbi (eliminat complet printr-o captură într-o coloană de capăt) 12 puncte; akakyala (opțional) 2 puncte. Meciul se joacă până la 12 puncte.
pit-too-few = Groapa { $pit } are { $seeds ->
    [one] o sămânță
    [few] { $seeds } semințe
   *[other] { $seeds } de semințe
}: se poate juca doar o groapă cu 2 sau mai multe.
pit-not-now = Groapa { $pit } nu poate fi jucată acum.
caption-passed = { $name } a dat pas.
caption-okwesera = { $name } a jucat okwesera din { $pit }
caption-sowed-clockwise = { $name } a semănat în sens orar din { $pit }
caption-sowed = { $name } a semănat din { $pit }
caption-never-ending = { $start }: o mutare care nu se termină niciodată, deci partida se anulează.
caption-laps = { $laps ->
    [one] o tură
    [few] { $laps } ture
   *[other] { $laps } de ture
}
caption-captured = a capturat { $seeds ->
    [one] o sămânță
    [few] { $seeds } semințe
   *[other] { $seeds } de semințe
} din { $pits }
caption-resowed = { $captured }, semănate iar din { $pit }
caption-move = { $start }: { $parts }.
arrange-not-now = Semințele se aranjează doar înaintea unei partide personalizate.
arrange-computer = Calculatorul își aranjează semințele.
arrange-all-placed = { $seeds ->
    [one] Sămânța e așezată
    [few] Toate cele { $seeds } semințe sunt așezate
   *[other] Toate cele { $seeds } de semințe sunt așezate
}: scoate mai întâi una sau apasă Gata.
arrange-pit-full = Groapa { $pit } e plină: cel mult { $cap ->
    [one] o sămânță
    [few] { $cap } semințe
   *[other] { $cap } de semințe
} într-o groapă.
arrange-total = Încă nu: o aranjare pune exact { $seeds ->
    [one] o sămânță
    [few] { $seeds } semințe
   *[other] { $seeds } de semințe
}, aceasta pune { $placed }.
arrange-over-cap = Încă nu: groapa { $pit } are { $seeds ->
    [one] o sămânță
    [few] { $seeds } semințe
   *[other] { $seeds } de semințe
}, peste limita de { $cap }.

## Oware in play

oware-sowed = { $name } a semănat { $seeds ->
    [one] o sămânță
    [few] { $seeds } semințe
   *[other] { $seeds } de semințe
} din { $house }
oware-grand-slam = { $sowed }: un grand slam, deci nu se capturează nimic.
oware-no-capture = { $sowed }.
oware-captured = { $sowed }: a capturat { $seeds } din { $houses }.
format-first-to = primul la { $wins ->
    [one] o victorie
    [few] { $wins } victorii
   *[other] { $wins } de victorii
}
format-best-of = cel mai bun din { $games ->
    [one] o partidă
    [few] { $games } partide
   *[other] { $games } de partide
}
format-six-or-lead = șase victorii sau un avans de trei
format-three-in-a-row = trei victorii la rând
oware-store = Acesta e un depozit: seamănă din una dintre cele șase case ale tale.
oware-empty = Casa { $house } e goală.
oware-must-feed = Casa { $house } nu ajunge la adversar, care nu are semințe: mutarea trebuie să-l hrănească.
oware-score = { $wins ->
    [one] o partidă câștigată
    [few] { $wins } partide câștigate
   *[other] { $wins } de partide câștigate
} · depozit { $store }
oware-format = Oware, { $format }
oware-wins = { $name } câștigă cu { $a }–{ $b }
oware-draw = Egalitate, 24–24
oware-end-majority = Peste jumătate din semințe au fost capturate.
oware-end-no-feed = Nicio mutare nu putea hrăni adversarul: fiecare ia semințele de pe partea sa.
oware-end-repetition = Poziția s-a repetat: fiecare ia semințele de pe partea sa.
oware-match-line = Meci ({ $format }): { $south } { $a } – { $b } { $north }
hint-sow-from = Sugestie: seamănă din { $house }.
rules-oware =
    Fiecare jucător stăpânește rândul de șase case cel mai apropiat de el; depozitele păstrează ce capturează.
    Alege una dintre casele tale și seamănă-i semințele câte una, în sens antiorar, sărind peste casa pe care ai golit-o.
    Dacă ultima sămânță face 2 sau 3 într-o casă a adversarului, le capturezi, și tot așa înapoi, cât timp casele dinaintea ei au 2 sau 3.
    O captură care ar lua toate semințele de pe partea adversarului (un grand slam) nu capturează nimic (o opțiune a regulilor o lasă să captureze atunci când câștigă partida).
    Dacă adversarul tău nu are semințe, trebuie să joci o mutare care îi dă câteva.
    Partida se încheie când un jucător a capturat 25 de semințe, când nicio mutare nu-l poate hrăni pe adversar sau când o poziție se repetă: atunci fiecare jucător ia semințele de pe partea sa.
    Jucătorul care mută primul alternează de la o partidă la alta.

## Saved matches and files

saved-match = { $game }: { $south } { $a } – { $b } { $north }, partida { $number }, { $moves ->
    [one] o mutare jucată
    [few] { $moves } mutări jucate
   *[other] { $moves } de mutări jucate
}
resume-failed = Meciul salvat nu a putut fi reluat ({ $problem }); { $kept }. Se începe de la zero.
settings-unreadable = Setările tale nu au putut fi citite ({ $problem }); { $kept }. Jocul pornește cu setările obișnuite.
could-not-save = Nu s-a putut salva { $file }: { $why }. Jocul continuă să încerce.
why-disk-full = discul este plin
why-read-only = în dosar nu se poate scrie
why-folder-in-the-way = un dosar stă în locul fișierului
why-other = { $error }
files-title = Fișierele tale
files-dismiss = OK
kept-as = a fost păstrat ca { $path }
left-in-place = a fost lăsat unde era și nu va fi suprascris
saved-as = Salvat ca { $path }
could-not-write = Nu s-a putut scrie { $path }: { $why }
cannot-load = { $path } nu poate fi încărcat: { $why }
cannot-open = { $path } nu poate fi deschis: { $why }
asset-missing = Nu s-a putut încărca { $path }. Recreează modelele cu `cargo run -p modelgen --release`.
asset-missing-title = Fișiere lipsă

## The title

title-omweso-tagline = mancala regală a Ugandei
title-oware-tagline = Abapa, joc vest-african
title-resume = Reia meciul
title-play-computer = Joacă cu calculatorul
title-two-players = Doi jucători
title-watch = Vezi calculatorul jucând
title-rules = Reguli
title-learn = Învață să joci
title-hide-options = Ascunde opțiunile
title-options = Opțiuni: nivel, nume, reguli
title-language = Limba
quit = Ieșire
about-title = Despre { $game }
rules-title = Regulile jocului { $game }
options-title = Opțiuni
options-players = Jucători
options-level = Nivelul calculatorului
options-you-play = Contra calculatorului joci cu
options-south-first = Sud (mută primul)
options-name = Nume ({ $side })
options-rules = Reguli
options-setup = Aranjare
options-way = Mod de joc
options-grand-slam = Grand slam
options-grand-slam-nothing = nu capturează nimic
options-grand-slam-wins = capturează dacă aduce victoria
options-match = Meci
options-controls = În joc: clic pe o groapă (sau tastează litera ei) ca să semeni. Trage cu clic dreapta sau cu un deget ca să privești în jur, rotița sau ciupirea pentru zoom, Home readuce vederea inițială. Space sare peste animație, Tab arată numărul de semințe din fiecare groapă, Esc deschide meniul.
option-reverse = Capturi inverse din cele patru gropi din stânga
option-first-turn = Fără captură la prima mutare a unui jucător
option-okwesera = Okwesera (2 + 1 dintr-o groapă de 3, înainte de orice captură)
option-akakyala = Akakyala (două mutări cu captură contra niciuna: 2 puncte)
option-akawumbi = Akawumbi valorează
option-akawumbi-12 = 12 (câștigă meciul)
option-cap = Aranjări personalizate: cel mult
option-cap-unit = semințe într-o groapă
option-target = Meci până la
option-target-unit = puncte

## The menu

menu-title = Meniu
menu-resume = Continuă
menu-new-match = Meci nou
menu-hide-rules = Ascunde regulile
menu-rules = Reguli
menu-files = Salvări și înregistrări
menu-file-name = Nume
menu-save = Salvează meciul
menu-export = Exportă înregistrarea partidei
menu-saved-matches = Meciuri salvate
menu-records = Înregistrări de partide
menu-load = Încarcă { $name }
menu-replay = Analiză: { $name }
menu-folder = Dosar: { $path }

## The exhibition

touch-to-play = Atinge pentru a juca
still-playing = Mai joci?
still-playing-countdown = Jocul revine la început în { $seconds ->
    [one] o secundă
    [few] { $seconds } secunde
   *[other] { $seconds } de secunde
}.
still-playing-yes = Da, încă joc

## About the games

about-omweso =
    Omweso (și Mweso sau Mweisho; numele e înrudit cu cuvântul swahili michezo, „jocuri”) este jocul regal istoric al poporului baganda și jocul de societate național al Ugandei. Tradiția orală ganda spune că a fost adus în secolul al XVI-lea de conducătorii bachwezi ai dinastiei Bunyoro-Kitara.

    Timp de secole a făcut parte din ceremonialul regal: kabaka aflat la domnie în Buganda juca Omweso la ritualurile învestiturii sale pe dealul Budo. Kabaka Mutesa I, care a domnit în Buganda din 1856 până în 1884, a fost celebrat ca mare strateg și ocrotitor al jocului, iar poveștile încă vorbesc despre katikkiro (prim-ministrul) său Mukasa ca despre unul dintre cei mai temuți maeștri ai Africii de Est din secolul al XIX-lea. Tabla lui Mutesa I a fost păstrată la Mormintele Kasubi, sit al patrimoniului mondial UNESCO, până la incendiul din martie 2010.

    După ce kabaka Sir Edward Mutesa II s-a întors din exil în 1955, Omweso a crescut dintr-un joc al curții într-un joc național plin de viață, cu turnee oficiale. Se joacă pe o tablă cu patru rânduri a câte opt gropi, cu 64 de semințe, empiki.
about-omweso-source = Sursa: prezentarea Omweso a proiectului (texte în swahili, greacă, rusă și gujarati).
about-omweso-solved =
    Omweso este rezolvat pentru începutul standard: jucătorul care mută primul câștigă forțat. O demonstrație pe calculator a găsit pentru Sud o strategie care începe cu l și câștigă împotriva oricărui răspuns în cel mult 45 de mutări (51 fără capturi inverse), pentru orice combinație a opțiunilor de reguli (capturi inverse, interdicția din prima tură, okwesera, akakyala). Demonstrația vine cu jocul, în fișiere pe care oricine le poate verifica doar cu regulile (mancala prove --check).

    Rezultatul este valabil pentru regulile așa cum le citește acest joc: un releu ridicat dintr-o groapă inversă poate fi semănat în sens orar când acel tur capturează; semințele capturate sunt semănate din nou din groapa ridicată ultima; o mutare care nu se termină niciodată sau o poziție apărută a treia oară anulează partida. Partidele din aranjamente alese de jucători rămân deschise.
about-oware =
    Oware (Ɔware în akan) este jocul național al Ghanei și cel mai cunoscut mancala tradițional din lume. Purtat peste Atlantic în vremea comerțului transatlantic cu sclavi, a dat naștere unor tradiții surori în Africa de Vest și Centrală, în Caraibe (Antigua, Barbados, Cuba, Sfânta Lucia) și în America de Sud (Guyana, Surinam, Brazilia).

    Istoria ashanti amintește că, după bătălia de la Feyiase (în jurul anului 1701), regele din Juaben a jucat Oware cu piese din aur masiv împotriva conducătorului învins al Denkyirei, iar de atunci jocul cu piese de aur este privit ca un semn rău.

    Astăzi Oware este un sport al minții la nivel internațional, cu maeștri care concurează în campionate anuale în Africa de Vest, Europa și Caraibe. Regulile jocului serios se numesc Abapa: sunt regulile după care se joacă aici.
about-oware-source = Sursa: prezentarea Oware a proiectului (text în română).

## The HUD

hud-menu = Meniu (Esc)
hud-deciding = Ștafeta continuă: se calculează unde se termină…
hud-laps = Ture până acum: { $laps }
setup-title = Aranjare
setup-left = { $seeds ->
    [one] A mai rămas o sămânță de așezat
    [few] Au mai rămas { $seeds } semințe de așezat
   *[other] Au mai rămas { $seeds } de semințe de așezat
}
setup-button-standard = Standard
setup-button-two-each = Câte două
setup-button-clear = Golește
setup-button-done = Gata
wins-match = { $name } câștigă meciul!
next-game = Încă o partidă
game-number = Partida { $number }
thinking = se gândește…
moves = Mutări
legend-playable = poți juca
legend-last-move = ultima mutare
legend-suggested = sugerată
suggest-move = Sugerează o mutare (?)
undo = ⟲ Anulează (U)
redo = Refă (R) ⟳
replay-back = ◀ înapoi (U)
replay-forward = înainte (R) ▶
replay-where = Reluare: mutarea { $played } din { $total }
settings-animation = Animație
speed-slow = Lentă
speed-normal = Normală
speed-fast = Rapidă
speed-instant = Instant
settings-numbers = Numere pe gropi (F2)
settings-seat = Loc
settings-seat-mover = la mutare
settings-face-to-face = Față în față (textul Nordului întors spre Nord)
settings-quality = Calitate
quality-auto = automată
quality-high = înaltă
quality-low = scăzută
settings-mute = Fără sunet
store = depozit

## Accessibility: the board as a screen reader reads it, the board
## described in words, spoken captions.

access-board = Tabla
access-outer-row = { $side }, rândul exterior
access-inner-row = { $side }, rândul interior
access-pit = { $row }, groapa { $pit }, { $seeds ->
    [one] o sămânță
    [few] { $seeds } semințe
   *[other] { $seeds } de semințe
}
access-house = { $side }, casa { $pit }, { $seeds ->
    [one] o sămânță
    [few] { $seeds } semințe
   *[other] { $seeds } de semințe
}
access-store = { $side }, depozitul, { $seeds ->
    [one] o sămânță
    [few] { $seeds } semințe
   *[other] { $seeds } de semințe
}
access-playable = { $pit }, poți juca
access-describe-button = Descrie tabla (Ctrl+D)
access-describe-row = { $row }: { $pits }.
access-describe-store = depozit { $seeds }
access-describe-turn = La mutare: { $name }; poate juca { $pits }.
access-describe-omweso =
    { $first }
    { $second }
    { $third }
    { $fourth }
    { $turn }
access-describe-oware =
    { $first }
    { $second }
    { $turn }
settings-spoken-captions = Subtitrări rostite (citite cu voce tare)
spoken-captions-on = Subtitrări rostite: pornite
spoken-captions-off = Subtitrări rostite: oprite

## Lessons: the words of each lesson and step. The positions and the moves
## each step accepts are in src/systems/lessons/content.rs.
## Omweso pits, from your (South's) seat: outer row i j k l m n o p (left to
## right), inner row a b c d e f g h (left to right). Oware houses: a to f.

## Omweso: sowing and relays

lesson-sowing-title = Semănatul și ștafetele
lesson-sowing-intro = În Omweso ale tale sunt cele 16 gropi din cele două rânduri cele mai apropiate de tine. Semințele se seamănă câte una în fiecare groapă, în sens antiorar (invers acelor de ceasornic): de-a lungul rândului exterior de la i la p, apoi înapoi pe rândul interior de la h la a, și tot așa, în cerc.
lesson-sowing-1-ask = Ridică cele 3 semințe din groapa o și seamănă-le în sens antiorar, câte una în fiecare groapă.
lesson-sowing-1-wrong = Așa semeni dintr-o altă groapă. De data asta, joacă groapa o.
lesson-sowing-1-hint = Groapa o e a doua din dreapta în rândul tău exterior. Semințele ei merg în p, apoi, după colț, în h și g.
lesson-sowing-1-done = O sămânță a intrat în p, apoi semănatul a cotit în rândul tău interior: h, apoi g. Ultima sămânță a căzut într-o groapă goală, așa că mutarea s-a încheiat.
lesson-sowing-2-ask = Una dintre mutările tale se termină într-o groapă care are deja semințe. Găsește-o și joac-o.
lesson-sowing-2-wrong = Tura aceea s-a terminat într-o groapă goală, așa că mutarea s-a oprit imediat. Caută un semănat a cărui ultimă sămânță cade peste alte semințe.
lesson-sowing-2-hint = Numără de la j: cele 2 semințe ale ei merg în k și l, iar l are deja o sămânță.
lesson-sowing-2-done = Ultima sămânță a căzut în l, care avea o sămânță, așa că ai ridicat ambele semințe din l și ai semănat mai departe: m, n. n era goală, deci mutarea s-a încheiat. A continua astfel se numește ștafetă.
lesson-sowing-3-ask = Joacă n și urmărește ștafetele: de fiecare dată când o tură se termină într-o groapă ocupată, semințele ei sunt ridicate și semănate mai departe, până când o tură se termină într-o groapă goală.
lesson-sowing-3-wrong = Aceea e o altă groapă. Joacă n ca să vezi un lanț lung de ștafete.
lesson-sowing-3-hint = Groapa n e a treia din dreapta în rândul tău exterior.
lesson-sowing-3-done = Semințele din n s-au oprit în h: ștafetă. Cele 3 semințe din h s-au oprit în e: ștafetă. Cele 2 din e s-au oprit în c: ștafetă. Cele 4 din c au mers în b, a și, după colț, în i și j. j era goală: mutarea s-a încheiat după patru ture.

## Omweso: capturing

lesson-capture-title = Capturarea
lesson-capture-intro = Când o tură se termină pe semințe în rândul tău interior și ambele gropi ale Nordului din fața acelei gropi (groapa interioară și cea exterioară a Nordului din aceeași coloană) au semințe, le capturezi pe toate. Semințele capturate sunt semănate imediat din nou, în gropile tale.
lesson-capture-1-ask = Una dintre mutările tale capturează. Găsește-o: ultima ei sămânță trebuie să cadă pe semințe în rândul tău interior, în fața a două gropi ale Nordului care au amândouă semințe.
lesson-capture-1-wrong = Mutarea aceea nu capturează nimic: ultima ei sămânță cade într-o groapă goală. Caută o tură care se termină pe semințe în rândul tău interior.
lesson-capture-1-hint = Încearcă m: cele 4 semințe ale ei ajung în h, care are o sămânță, iar ambele gropi ale Nordului din fața lui h au semințe.
lesson-capture-1-done = Tura din m s-a terminat în h, în fața a 2 + 3 semințe ale Nordului: ai capturat 5. Au fost semănate din nou din m, groapa din care le-ai ridicat: n, o, p, h, g. g era goală, deci mutarea s-a încheiat.
lesson-capture-2-ask = Joacă j. Tura ei face ștafetă în l, iar tura lui l capturează în h. Urmărește din ce groapă sunt semănate semințele capturate.
lesson-capture-2-wrong = Nu groapa aceasta. Joacă j ca să vezi o captură care vine după o ștafetă.
lesson-capture-2-hint = Groapa j e a doua din stânga în rândul tău exterior.
lesson-capture-2-done = Semințele din j s-au oprit în l: ștafetă. Cele 5 semințe din l s-au oprit în h și au capturat 3 + 3. Cele 6 semințe au fost semănate din l, ultima groapă din care s-a ridicat, nu din j: m, n, o, p, h, g.
lesson-capture-3-ask = Joacă n. Semințele capturate care se opresc pe semințe în fața a două gropi ocupate ale Nordului capturează din nou.
lesson-capture-3-wrong = Nu groapa aceasta. Joacă n ca să vezi două capturi într-o singură mutare.
lesson-capture-3-hint = Groapa n e a treia din dreapta în rândul tău exterior. Cele 3 semințe ale ei ajung în h, care stă în fața a două gropi ocupate ale Nordului.
lesson-capture-3-done = n a capturat 6 în h. Semănate din nou din n, cele 6 s-au oprit în e și au mai capturat 7. Cele 7 au fost semănate iar din n și s-au oprit în groapa goală d: două capturi într-o singură mutare.

## Omweso: reverse captures

lesson-reverse-title = Capturi inverse
lesson-reverse-intro = Cele patru gropi din stânga ta, i și j în rândul exterior și a și b în rândul interior, pot fi semănate și în sens orar, dar numai când acea tură în sens orar capturează.
lesson-reverse-1-ask = Seamănă cele 3 semințe din i în sens orar, spre a, b și c: ultima sămânță cade în c și capturează.
lesson-reverse-1-wrong = Aceea nu e mutarea în sens orar din i. Semănate în sens antiorar, semințele din i nu capturează nimic.
lesson-reverse-1-hint = Alege groapa i și seamăn-o în sens orar, spre a, nu în sens antiorar, spre j.
lesson-reverse-1-done = În sens orar, semințele din i au mers în a, b și c. c avea o sămânță și era în fața a 2 + 2 semințe ale Nordului: capturate. Semănate în sens orar din i, cele 4 semințe n-ar fi capturat, așa că au mers în sens antiorar: j, k, l, m.
lesson-reverse-2-ask = Doar una dintre gropile tale din stânga, i, j, a, b, are o tură în sens orar care capturează. Găsește-o și seamăn-o în sens orar.
lesson-reverse-2-wrong = Aceea nu e o captură în sens orar. O groapă din stânga poate merge în sens orar doar dacă tura ei în sens orar capturează: uită-te unde s-ar termina fiecare.
lesson-reverse-2-hint = Din b, sensul orar duce în c și d. d are o sămânță, iar ambele gropi ale Nordului din fața lui d au semințe.
lesson-reverse-2-done = Cele 2 semințe din b au mers în sens orar în c și d, iar d a capturat 2 + 2, semănate din nou din b: a, i, j, k. Turele în sens orar ale lui i, j și a n-ar fi capturat nimic, așa că nu erau permise.
lesson-reverse-3-ask = Semințele capturate, semănate din nou dintr-o groapă din stânga, pot merge și ele în sens orar, dacă acea tură capturează. Capturează de două ori: în sens orar din i, apoi din nou în sens orar cu semințele capturate.
lesson-reverse-3-wrong = Așa capturezi cel mult o dată. După captura din c, seamănă și semințele capturate în sens orar.
lesson-reverse-3-hint = Joacă i în sens orar. Când cele 4 semințe capturate sunt semănate din nou din i, alege sensul orar: ajung în d.
lesson-reverse-3-done = Tura lui i a capturat 2 + 2 în c. Semănate în sens orar din i, cele 4 semințe s-au oprit în d și au capturat 2 + 1. Acele 3 nu puteau captura în sens orar, așa că au mers în sens antiorar: j, k, l.

## Omweso: the first turn and okwesera

lesson-first-title = Prima mutare și okwesera
lesson-first-intro = Două reguli pentru începutul partidei: nimeni nu capturează la prima sa mutare, iar cât timp nimeni n-a capturat încă, o groapă cu exact 3 semințe poate fi jucată în felul okwesera.
lesson-first-1-ask = Aceasta e prima ta mutare. Joacă m: ultima ei sămânță cade în h, în fața semințelor Nordului.
lesson-first-1-wrong = Nu groapa aceasta. Joacă m ca să vezi ce se întâmplă cu o captură la prima mutare.
lesson-first-1-hint = Groapa m e la mijlocul rândului tău exterior, a cincea din stânga.
lesson-first-1-done = Semințele din m s-au oprit în h, care avea o sămânță și era în fața a două gropi ocupate ale Nordului. La prima ta mutare asta nu e captură: cele 2 semințe din h au mers mai departe în ștafetă, în g și f.
lesson-first-2-ask = Nimeni n-a capturat încă, deci okwesera e permisă: o groapă cu exact 3 semințe poate pune 2 semințe în groapa următoare și 1 în cea de după, iar mutarea se încheie. Joacă okwesera din groapa ta de 3.
lesson-first-2-wrong = Acesta e un semănat obișnuit. Okwesera e un fel special de a juca o groapă cu exact 3 semințe.
lesson-first-2-hint = Groapa m are exact 3 semințe: joac-o în felul okwesera, 2 semințe în n și 1 în o.
lesson-first-2-done = Okwesera: 2 semințe în n, 1 în o, iar mutarea se încheie imediat, fără ștafetă și fără captură. m putea fi semănată și în mod obișnuit.
lesson-first-3-ask = Ambii jucători și-au făcut prima mutare, dar nimeni n-a capturat încă, deci okwesera e încă permisă. Joacă okwesera din b.
lesson-first-3-wrong = Aceea nu e okwesera din b. Okwesera joacă o groapă cu exact 3 semințe: 2 în groapa următoare, 1 în cea de după.
lesson-first-3-hint = Groapa b are exact 3 semințe. În sens antiorar, după b vin a și apoi i.
lesson-first-3-done = 2 semințe au mers în a și 1, după colț, în i. Odată ce cineva a capturat în partida aceasta, okwesera nu mai e permisă.

## Omweso: winning

lesson-winning-title = Câștigarea unei partide
lesson-winning-intro = O partidă e câștigată de jucătorul care tocmai a mutat, într-unul dintre felurile de mai jos, pentru puncte; un meci se joacă până la 12 puncte. În această lecție e activă regula convenită akakyala.
lesson-winning-1-ask = Nordul mai are o singură groapă cu mai mult de o sămânță. Captureaz-o, ca Nordul să nu mai poată muta: okwa bulijo, victoria obișnuită.
lesson-winning-1-wrong = După asta Nordul încă poate muta. Capturează groapa Nordului cu 3 semințe, din fața gropii tale e.
lesson-winning-1-hint = Joacă h: cele 3 semințe ale ei merg în g, f și e, iar e stă în fața gropii de 3 a Nordului.
lesson-winning-1-done = Ai capturat în e. Acum fiecare groapă a Nordului are 0 sau 1 sămânță, deci Nordul nu are nicio mutare permisă: okwa bulijo, victoria obișnuită, care valorează 1 punct.
lesson-winning-2-ask = Rândul interior al Nordului are semințe într-o singură groapă. Capturează-le ca să golești rândul din față al Nordului: okutema, „tăierea capului”.
lesson-winning-2-wrong = Rândul interior al Nordului încă nu e gol. Capturează în fața gropii tale d.
lesson-winning-2-hint = Joacă f: cele 2 semințe ale ei merg în e și d, iar d stă în fața singurelor semințe din rândul interior al Nordului.
lesson-winning-2-done = După captura ta, rândul interior al Nordului e gol: okutema, care valorează 2 puncte. Și capturile în ambele coloane de capăt într-o singură mutare (toate cele patru gropi de colț ale Nordului) sunt okutema.
lesson-winning-3-ask = Nordul mai are 3 semințe, toate în fața gropii tale a, într-o coloană de capăt. Capturează-le pe toate: akawumbi.
lesson-winning-3-wrong = Asta nu capturează nimic. Găsește tura care se termină în a.
lesson-winning-3-hint = Joacă c: cele 2 semințe ale ei merg în b și a, iar a are o sămânță.
lesson-winning-3-done = Nordul nu mai are nimic, iar ultima captură a fost într-o coloană de capăt: akawumbi, care valorează 12 puncte, un meci întreg dintr-odată (6, dacă jucătorii convin așa).
lesson-winning-4-ask = Ai capturat la o mutare anterioară din această partidă, iar Nordul n-a capturat deloc. Capturează din nou acum ca să câștigi prin akakyala.
lesson-winning-4-wrong = Mutarea aceea nu capturează nimic. Găsește tura care se termină pe semințe în rândul tău interior, în fața a două gropi ocupate ale Nordului.
lesson-winning-4-hint = Joacă f: cele 2 semințe ale ei merg în e și d, iar d are o sămânță.
lesson-winning-4-done = O a doua mutare cu captură, în timp ce Nordul n-a capturat nimic: akakyala, care valorează 2 puncte. Contează doar dacă jucătorii au convenit asupra ei înainte de meci.

## Oware: sowing

lesson-oware-sowing-title = Oware: semănatul
lesson-oware-sowing-intro = În Oware ai șase case, de la a la f, începând din stânga ta. Semințele se seamănă câte una în fiecare casă, în sens antiorar: de-a lungul rândului tău spre dreapta, apoi de-a lungul rândului Nordului de la dreapta la stânga.
lesson-oware-sowing-1-ask = Joacă d: ridică-i cele 5 semințe și seamănă-le câte una în fiecare casă, în sens antiorar.
lesson-oware-sowing-1-wrong = Nu casa aceea. De data asta, joacă d.
lesson-oware-sowing-1-hint = Casa d e a patra din stânga în rândul tău.
lesson-oware-sowing-1-done = Semințele din d au mers în e și f, apoi au trecut în rândul Nordului: casele a, b și c ale Nordului, pe care le vezi sus în dreapta. Ultima n-a făcut 2 sau 3, așa că nu s-a capturat nimic.
lesson-oware-sowing-2-ask = Casa c are 12 semințe, destule ca să facă tot ocolul tablei. Joac-o și urmărește ce se întâmplă cu c însăși.
lesson-oware-sowing-2-wrong = Nu casa aceea. Joacă c, casa cu 12 semințe.
lesson-oware-sowing-2-hint = Joacă casa c: cele 12 semințe ale ei sunt semănate câte una în fiecare casă, dar c este sărită.
lesson-oware-sowing-2-done = Cele 12 semințe au făcut tot ocolul tablei, dar casa c a fost sărită: rămâne goală, iar ultima sămânță a mers mai departe, în d. O casă cu 12 sau mai multe semințe nu seamănă niciodată în ea însăși.

## Oware: capturing

lesson-oware-capture-title = Oware: capturarea
lesson-oware-capture-intro = Dacă ultima ta sămânță cade într-o casă a Nordului și o aduce la 2 sau 3 semințe, le capturezi. Apoi se verifică și casa dinaintea ei, și cea dinaintea acesteia, cât timp sunt ale Nordului și au 2 sau 3.
lesson-oware-capture-1-ask = Una dintre mutările tale capturează. Găsește-o.
lesson-oware-capture-1-wrong = Mutarea aceea nu capturează nimic: ultima ei sămânță nu face 2 sau 3 într-o casă a Nordului.
lesson-oware-capture-1-hint = Casa b a Nordului, a doua din dreapta sus, are 1 sămânță. Care dintre casele tale se termină acolo?
lesson-oware-capture-1-done = Cele 2 semințe din f au mers în casele a și b ale Nordului. b avea atunci 2: capturate. Casa dinaintea ei, a din rândul Nordului, avea 6, așa că captura s-a oprit acolo.
lesson-oware-capture-2-ask = Capturează în trei case ale Nordului cu o singură mutare.
lesson-oware-capture-2-wrong = Asta nu capturează trei case. Găsește mutarea a cărei ultimă sămânță face 2 sau 3, cu 2 sau 3 în casele din spatele ei.
lesson-oware-capture-2-hint = Joacă e: cele 4 semințe ale ei ajung în casele a, b și c ale Nordului.
lesson-oware-capture-2-done = Ultima sămânță a făcut 2 în casa c a Nordului: capturate. Mergând înapoi, b avea atunci 3 și a avea 2: capturate și ele, 7 semințe în total. d ar fi capturat doar casa a din rândul Nordului.

## Oware: feeding

lesson-oware-feeding-title = Oware: hrănirea
lesson-oware-feeding-intro = Când Nordul nu are deloc semințe, trebuie să-i dai câteva: sunt permise doar mutările ale căror semințe ajung în rândul Nordului.
lesson-oware-feeding-1-ask = Rândul Nordului e gol. Joacă singura casă ale cărei semințe ajung la Nord.
lesson-oware-feeding-1-wrong = Mutarea aceea nu ajunge în rândul Nordului, iar Nordul nu are semințe: mutarea trebuie să-l hrănească.
lesson-oware-feeding-1-hint = O casă ajunge la Nord dacă are mai multe semințe decât case în dreapta ei. c are 4 și are 3 case în dreapta.
lesson-oware-feeding-1-done = Ultima sămânță din c a ajuns în casa a din rândul Nordului, deci Nordul poate muta. a, b și d au fost refuzate: semințele lor ar fi rămas pe partea ta, în timp ce Nordul nu are niciuna.
lesson-oware-feeding-2-ask = Nordul e iar gol. De data asta, singura ta mutare care îl hrănește este casa cea mai depărtată de Nord. Găsește-o.
lesson-oware-feeding-2-wrong = Mutarea aceea nu ajunge în rândul Nordului, iar Nordul nu are semințe: mutarea trebuie să-l hrănească.
lesson-oware-feeding-2-hint = Casa a are 7 semințe: destule ca să treacă de tot rândul tău.
lesson-oware-feeding-2-done = Cele 7 semințe din a au traversat rândul tău și au ajuns în casele a și b ale Nordului. Dacă nicio mutare n-ar putea ajunge la Nord, partida s-ar încheia, iar fiecare jucător ar lua semințele din propriile case.

## Oware: the grand slam

lesson-oware-grand-slam-title = Oware: grand slam
lesson-oware-grand-slam-intro = O mutare care ar captura toate semințele Nordului este un grand slam. După aceste reguli poate fi jucată, dar nu capturează nimic.
lesson-oware-grand-slam-1-ask = Joacă e: ultima ei sămânță ar captura toate semințele Nordului. Vezi ce se întâmplă.
lesson-oware-grand-slam-1-wrong = Nu casa aceea. Joacă e ca să vezi grand slam-ul.
lesson-oware-grand-slam-1-hint = Casa e are 3 semințe: ele merg în f și în casele a și b ale Nordului.
lesson-oware-grand-slam-1-done = Casele a și b ale Nordului aveau atunci câte 2, toate semințele pe care le avea Nordul: un grand slam. Mutarea rămâne valabilă, dar nu se capturează nimic, așa că Nordul își păstrează cele 4 semințe.
lesson-oware-grand-slam-2-ask = Capturează o parte din semințele Nordului: găsește mutarea care chiar capturează.
lesson-oware-grand-slam-2-wrong = Asta nu capturează nimic. Ține minte: o mutare care ar lua toate semințele Nordului nu capturează nimic.
lesson-oware-grand-slam-2-hint = Joacă f: singura ei sămânță face 2 în casa a din rândul Nordului și lasă neatinsă casa b.
lesson-oware-grand-slam-2-done = Casa a din rândul Nordului avea atunci 2: capturate. Nordul mai are o sămânță în b, deci nu e grand slam. e ar fi fost un grand slam și n-ar fi capturat nimic.

## Lessons: the frame

lesson-step-over = Pasul acesta e gata: apasă Continuă.
lessons-title = Învață { $game }
lessons-intro = Lecții scurte pe tabla adevărată: fă mutarea cerută la fiecare pas. Calculatorul o verifică, ți-o explică și îți arată ce să faci când te blochezi.
lesson-step = Pasul { $step } din { $steps }
lesson-next = Continuă →
lesson-finish = Gata ✔
lesson-again = Încearcă din nou
lesson-show-me = Arată-mi
lesson-leave = Ieși din lecție

## Review

review-title = Analiză
review-this-game = Analizează partida
review-progress = Motorul analizează partida: poziția { $done } din { $total }
review-position = După mutarea { $at } din { $total }
review-proven = Câștig forțat (dovedit): { $name } câștigă de aici, orice ar juca celălalt jucător.
hint-proven = { $hint } Câștig forțat (dovedit): această mutare păstrează un câștig pe care niciun răspuns nu-l poate opri.
review-first = ⏮ Început
review-back = ◀ Înapoi
review-forward = Înainte ▶
review-last = Sfârșit ⏭
review-show-line = Arată varianta motorului
review-hide-line = Ascunde varianta motorului
review-try = Încearcă aici altă mutare:
review-try-computer = contra calculatorului
review-try-alone = fără adversar
review-branching = Încerci altă mutare. Partida te așteaptă unde ai lăsat-o.
review-branch-begun = Joacă de aici altă mutare. „Înapoi la partidă” te readuce la partidă.
review-back-to-game = Înapoi la partidă
review-class-best = cea mai bună
review-class-good = bună
review-class-inaccuracy = imprecizie
review-class-mistake = greșeală
review-class-blunder = gafă
review-effect = { $move }{ $laps ->
        [0] {""}
        [1] {""}
       *[other] , o ștafetă de { $laps ->
            [one] o tură
            [few] { $laps } ture
           *[other] { $laps } de ture
        },
    } { $seeds ->
        [0] nu capturează nimic
       *[other] capturează { $seeds ->
            [one] o sămânță
            [few] { $seeds } semințe
           *[other] { $seeds } de semințe
        }{ $captures ->
            [1] {" "}de la
           *[other] {" "}în { $captures ->
                [one] o captură
                [few] { $captures } capturi
               *[other] { $captures } de capturi
            }, prima de la
        } { $owner }, din { $pits }{ $reverse ->
            [1] {" "}(captură inversă)
           *[other] {""}
        }{ $resown ->
            [none] {""}
           *[other] , semănate iar din { $resown }
        }
    }{ $slam ->
        [1] {" "}(un grand slam, deci nu capturează nimic)
       *[other] {""}
    }
review-effect-endless = { $move } nu se termină niciodată: partida se anulează
review-effect-wins = { $effect } și câștigă partida
review-effect-ends = { $effect } și încheie partida
review-side-move = { $side } { $move }
review-answer = { $side } răspunde: { $effect }.
review-answer-after = După { $moves }, { $side } joacă: { $effect }.
review-better = Mai bună era: { $effect }.
review-better-sets-up = Mai bună era { $move }. { $then }
review-better-quiet = Mai bună era { $move }.
review-cost = Asta costă { $seeds } semințe.
review-cost-game = După ea, { $side } nu mai poate evita înfrângerea.
review-explanation = { $better } { $side } a jucat { $move }. { $then }
review-then = { $answer } { $cost }
review-turned = Partida s-a decis la mutarea { $number }: { $side } a jucat { $move }. { $answer }
review-line-move = { $side } { $effect }
review-line = Varianta motorului: { $moves }.

## Partidele tale (istoricul partidelor terminate, pe ecranul de titlu)

title-journal = Partidele tale
journal-loading = Se citesc partidele tale…
journal-empty = Nicio partidă terminată încă. Aici se păstrează fiecare partidă pe care o termini cu calculatorul sau cu alt jucător.
journal-kept-newest = Se păstrează doar cele mai noi partide, cel mult { $cap }.
journal-totals = Totaluri
journal-game-total = { $game }: { $games ->
    [one] { $games } partidă
    [few] { $games } partide
   *[other] { $games } de partide
}
journal-tally-omweso = { $opponent } — victorii: { $won }, înfrângeri: { $lost }, anulate: { $annulled }
journal-tally-oware = { $opponent } — victorii: { $won }, înfrângeri: { $lost }, egaluri: { $drawn }
journal-tally-two = { $opponent } — { $games ->
    [one] { $games } partidă
    [few] { $games } partide
   *[other] { $games } de partide
}
journal-games = Partide, cele mai noi întâi
journal-open = Deschide
journal-entry = { $date } · { $game } · { $opponent } · { $result } · { $points }
journal-against = adversar: { $level }
journal-two-players = doi jucători
journal-won = câștigată
journal-lost = pierdută
journal-drawn = egalitate
journal-annulled = anulată
journal-side-won = a câștigat { $side }
journal-points = { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
journal-seeds = semințe { $mine }–{ $theirs }
journal-clear = Șterge istoricul…
journal-clear-confirm = Ștergi din istoric toate partidele tale ({ $games })? Acest lucru nu poate fi anulat.
journal-clear-yes = Da, șterge
journal-clear-no = Nu, păstrează-le
journal-unreadable = Fișierul cu istoricul partidelor tale nu a putut fi citit ({ $problem }); { $kept }. Începe un istoric nou.
journal-cannot-open = Partida nu poate fi deschisă: { $why }

## Accessibility

legend-focus = focalizare tastatură
settings-high-contrast = Contrast ridicat (cercuri mai groase, toate numerele, fundal simplu)
settings-reduce-motion = Mai puțină mișcare (semințele cad imediat, camera stă pe loc)
settings-ui-scale = Mărimea textului:

## Puzzles

puzzles-title = Probleme
puzzles-intro = Poziții reale cu un singur răspuns corect, dovedit de motor. Găsește mutarea.
puzzles-progress = Rezolvate: { $solved } din { $total } · { $streak } la rând din prima încercare
puzzle-of-the-day = Problema zilei
puzzle-number = Problema { $number } din { $total } · { $stars }
puzzle-ask-win-now = Câștigă partida cu această mutare.
puzzle-ask-win-in-n = Găsește câștigul forțat în { $moves ->
        [one] o mutare
        [few] { $moves } mutări ale tale
       *[other] { $moves } de mutări ale tale
    }, orice ar răspunde adversarul.
puzzle-ask-only-move = O singură mutare nu pierde. Găsește-o.
puzzle-ask-avoid-grand-slam = Capturează cât mai mult, dar atenție: o mutare care ar lua toate semințele adversarului nu ia nimic.
puzzle-ask-big-capture = O mutare capturează mult mai mult decât oricare alta. Găsește-o.
puzzle-hint-win-now = Tema: câștigul imediat. Caută o mutare care încheie partida: adversarul rămâne cu capul tăiat sau fără nicio mutare.
puzzle-hint-win-in-n = Tema: câștigul forțat. Orice răspuns al adversarului pierde.
puzzle-hint-only-move = Tema: singura mutare. Uită-te ce îi permite adversarului fiecare mutare.
puzzle-hint-avoid-grand-slam = Tema: grand slam-ul. O captură a tuturor semințelor adversarului nu capturează nimic.
puzzle-hint-big-capture = Tema: o captură mare. Urmărește unde ajunge ultima sămânță a fiecărei mutări.
puzzle-hint-pit = Groapa de jucat are un cerc dublu.
puzzle-hint = Indiciu
puzzle-retry = Încearcă din nou
puzzle-next = Problema următoare
puzzle-leave = Ieși din probleme
puzzle-solved = Rezolvată! Răspunsul era { $move }.
puzzle-refuted = { $move } nu este răspunsul. { $answer }
puzzle-wrong-end = { $move } nu este răspunsul: încheie partida.

# Settings: where the endgame tables stand (the computer's master and blitz consult them).
settings-tables-looking = Tabelele de final: se caută
settings-tables-off = Tabelele de final: oprite
settings-tables-building = Tabelele de final: se construiesc { $percent } %
settings-tables-ready = Tabelele de final: gata: limite pentru orice final de Oware de până la { $seeds } semințe, exacte pentru { $percent } % dintre ele (toate cele de până la { $exact } semințe)

# The start of an Omweso match against the computer, and arranging.
start-title = Cum să înceapă jocul?
start-arrange = Aranjează-ți semințele (după tradiție)
start-standard = Început standard
start-two-each = Câte două în fiecare groapă
start-known-arranged = Nerezolvat: cele mai multe aranjamente demonstrate până acum sunt câștigate de cel care mută primul, dar răspunsul „câte două în fiecare groapă” la cel standard îi aduce victoria celui de-al doilea.
start-known-first-wins = Demonstrat: cu joc perfect câștigă cel care mută primul.
start-known-two-each = Demonstrat: cu joc perfect câștigă cel care mută primul (fără interdicția de la prima tură, chiar din prima mutare).
start-known-first-move = Demonstrat: cel care mută primul câștigă chiar din prima mutare.
start-known-second-wins = Demonstrat: cu joc perfect câștigă cel care mută al doilea.
start-known-checking = Se verifică demonstrațiile…
setup-button-inner = Rândul interior
setup-button-mirror = Ca al adversarului
setup-button-undo = Anulează
arrange-nothing-to-mirror = Nu există încă un aranjament de copiat: tu aranjezi primul.

# A short proof search of two finished arrangements.
arranging-proof-running = Rulează o căutare scurtă de demonstrație pentru aceste aranjamente…
arranging-proof-wins = Căutare scurtă de demonstrație: { $side } câștigă forțat din aceste aranjamente.
arranging-proof-not-a-win = Căutare scurtă de demonstrație: nicio parte nu poate forța victoria din aceste aranjamente; cu joc perfect jocul se anulează.
arranging-proof-open = O căutare scurtă de demonstrație ({ $nodes } poziții) nu a lămurit aceste aranjamente.
arranged-start-verdict = Despre aranjamente: { $verdict }

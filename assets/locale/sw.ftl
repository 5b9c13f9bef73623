# Omweso — orodha ya maandishi, Kiswahili.
# Istilahi za Kiganda (bulijo, okutema, akawumbi, akakyala, okwesera, empiki,
# ekyokubala, ekisibé, ekyobutabal) zinabaki za Kiganda.

## Sides, players, levels

side-south = Kusini
side-north = Kaskazini
computer-named = Kompyuta ({ $level })
computer-of-side = { $level } ({ $side })
level-beginner = Mwanzilishi
level-casual = Kawaida
level-intermediate = Wastani
level-expert = Hodari
level-master = Bingwa
level-blitz = Kasi

## Ways of playing and set-ups

way-ekyokubala = bila muda; hatua zinaweza kurudishwa
way-ekisibe = rasmi; hatua iliyochezwa haibadilishwi
way-ekyobutabal = kasi: sekunde 3 kuanza kila hatua
setup-standard = Kawaida (4 katika kila shimo la nje)
setup-two-each = Mbili katika kila shimo
setup-custom = Panga mbegu zako 32 mwenyewe

## What the session says

undo-ekisibe = Ekisibé: hatua iliyochezwa haibadilishwi, hakuna kurudisha hatua.
undo-ekyobutabal = Ekyobutabal huchezwa kwa kasi: hakuna kurudisha hatua.
undo-game-over = Mchezo umekwisha: kurudisha hatua kumekwisha pamoja nao.
undo-wait = Subiri hatua imalizike.
undo-nothing = Hakuna hatua ya kurudisha.
redo-not-now = Hakuna kinachoweza kufanywa tena sasa.
redo-nothing = Hakuna hatua ya kufanya tena.
replay-no-moves = Huu ni uchambuzi: upitie kwa ◀ na ▶ (au vitufe vya mishale). Ili kucheza hatua nyingine, chagua “Jaribu hatua nyingine hapa”.
their-turn = Zamu ya { $name }.
game-is-over = Mchezo umekwisha.
wait-for-seeds = Subiri mbegu zitulie.
time-stolen = Muda! Hatua ya { $late } haikuanza ndani ya sekunde { $seconds }: zamu inachukuliwa na { $thief }.
hint-not-here = Kompyuta hupendekeza hatua katika michezo ya wachezaji wawili na katika Ekyokubala isiyo na muda dhidi yake.
hint-not-now = Hatua inaweza kupendekezwa wakati ni zamu yako kuchagua shimo.
not-your-pit = Shimo hilo ni la { $name }: cheza kutoka upande wako.
to-move = Zamu ya { $name }
last-move = Hatua ya mwisho: { $name } { $move }
list-and = { $items } na { $last }

## Omweso in play

choose-direction-first = Kwanza chagua mwelekeo wa kuendelea.
no-direction-now = Hakuna mwelekeo wa kuchagua sasa.
omweso-score = pointi { $points } / { $target } · { $captured ->
    [one] mbegu 1 imekamatwa mchezo huu
   *[other] mbegu { $captured } zimekamatwa mchezo huu
}
omweso-format = { $way } · { $rules }
result-annulled = Umebatilishwa
result-bulijo-meaning = hakuna hatua iliyobaki
result-okutema-meaning = kichwa kimekatwa
result-akawumbi-meaning = mpinzani amefagiliwa kabisa
result-akakyala-meaning = makamato mawili dhidi ya sifuri
result-annulled-meaning = mchezo unachezwa upya
wins-points = Ushindi kwa { $name }: { $points ->
    [one] pointi 1
   *[other] pointi { $points }
}
no-points-replayed = Hakuna pointi: mchezo unapangwa upya.
match-line = Mechi: { $south } { $a } – { $b } { $north }
choice-sow-anticlockwise = Panda → kinyume na saa (+)
choice-sow-clockwise = ← Panda kwa mwendo wa saa ukamate (−)
choice-okwesera = Okwesera: 2 kisha 1 (*)
choice-go-on = Endelea → kinyume na saa (+)
choice-turn-clockwise = ← Geuka kwa mwendo wa saa ukamate (−)
choice-prompt = Shimo { $pit }: chagua
arranging-computer = Zamu ya { $name } kupanga…
arranging-first = Wa kwanza kupanga ni { $name }, mbele ya macho ya { $other }.
arranging-now = Sasa ni zamu ya { $name } kupanga.
arranging-how = Si zaidi ya { $cap } katika shimo moja. Bofya shimo kuongeza mbegu, Shift+bofya kutoa moja.
hint-okwesera = cheza okwesera kutoka { $pit }
hint-sow-clockwise = panda kutoka { $pit }, kwa mwendo wa saa
hint-sow = panda kutoka { $pit }
hint-omweso = Pendekezo: { $how }{ $turns ->
    [0] {""}
    [one] , kisha geuka kwa mwendo wa saa ukamate unapoulizwa
   *[other] , kisha geuka kwa mwendo wa saa ukamate mara { $turns } unapoulizwa
} ({ $move }).
rule-no-reverse = hakuna kukamata kinyume
rule-first-turn-captures = kukamata katika zamu ya kwanza
rule-no-okwesera = hakuna okwesera
rule-akawumbi = akawumbi { $points }
rule-target = hadi pointi { $points }
rule-cap = kikomo cha upangaji { $cap }
rule-no-cap = hakuna kikomo cha upangaji
rules-line = Sheria: { $rules }
rules-omweso =
    Kila mchezaji anamiliki safu mbili zilizo karibu naye: mashimo 16.
    Chagua shimo lako lenye mbegu 2 au zaidi na uzipande moja moja kinyume na saa.
    Mbegu ya mwisho ikiangukia shimo tupu, zamu yako inakwisha.
    Ikiangukia shimo lenye mbegu katika safu yako ya ndani, na mashimo yote mawili ya mpinzani yaliyo mbele yake yana mbegu, unazikamata zote na kuzipanda tena kuanzia shimo ulilochota mwisho.
    La sivyo, unachota mbegu za shimo ilipoangukia na kuendelea kupanda (mwendelezo).
    Kutoka mashimo manne ya kushoto kwako (i, j, a, b) unaweza kupanda kwa mwendo wa saa, lakini ili kukamata tu.
    Hakuna kukamata katika zamu yako ya kwanza. Kabla mtu yeyote hajakamata, shimo la mbegu 3 linaweza kuchezwa 2 + 1 (okwesera).
    Hatua ambayo haingeisha kamwe inabatilisha mchezo.

    Matokeo: okwa bulijo (mpinzani hawezi kucheza) pointi 1; okutema (safu yake ya mbele imeachwa tupu, au makamato katika safu wima zote mbili za pembeni katika zamu moja) pointi 2; akawumbi (amefagiliwa kwa kukamata katika safu wima ya pembeni) pointi 12; akakyala (hiari) pointi 2. Mechi inachezwa hadi pointi 12.
pit-too-few = Shimo { $pit } lina { $seeds ->
    [one] mbegu 1
   *[other] mbegu { $seeds }
}: shimo lenye mbegu 2 au zaidi tu ndilo linaloweza kuchezwa.
pit-not-now = Shimo { $pit } haliwezi kuchezwa sasa.
caption-passed = Zamu ya { $name } imepita.
caption-okwesera = Okwesera ya { $name } kutoka { $pit }
caption-sowed-clockwise = Upandaji wa { $name } kutoka { $pit }, kwa mwendo wa saa
caption-sowed = Upandaji wa { $name } kutoka { $pit }
caption-never-ending = { $start }: hatua isiyoisha, kwa hiyo mchezo umebatilishwa.
caption-laps = { $laps ->
    [one] mzunguko 1
   *[other] mizunguko { $laps }
}
caption-captured = { $seeds ->
    [one] mbegu 1 imekamatwa
   *[other] mbegu { $seeds } zimekamatwa
} kutoka { $pits }
caption-resowed = { $captured }, kisha kupandwa tena kutoka { $pit }
caption-move = { $start }: { $parts }.
arrange-not-now = Mbegu hupangwa tu kabla ya mchezo wa mpangilio maalum.
arrange-computer = Kompyuta inapanga mbegu zake.
arrange-all-placed = Mbegu zote { $seeds } zimewekwa: toa moja kwanza, au bonyeza Tayari.
arrange-pit-full = Shimo { $pit } limejaa: si zaidi ya mbegu { $cap } katika shimo.
arrange-total = Bado: mpangilio huweka mbegu { $seeds } kamili, huu unaweka { $placed }.
arrange-over-cap = Bado: shimo { $pit } lina mbegu { $seeds }, zaidi ya kikomo cha { $cap }.

## Oware in play

oware-sowed = Upandaji wa { $name }: { $seeds ->
    [one] mbegu 1
   *[other] mbegu { $seeds }
} kutoka { $house }
oware-grand-slam = { $sowed }: kamato kamili (grand slam), kwa hiyo hakuna kinachokamatwa.
oware-no-capture = { $sowed }.
oware-captured = { $sowed }: mbegu { $seeds } zimekamatwa kutoka { $houses }.
format-first-to = wa kwanza kufikia ushindi { $wins }
format-best-of = bora kati ya michezo { $games }
format-six-or-lead = ushindi sita au uongozi wa tatu
format-three-in-a-row = ushindi mara tatu mfululizo
oware-store = Hilo ni ghala: panda kutoka mojawapo ya nyumba zako sita.
oware-empty = Nyumba { $house } iko tupu.
oware-must-feed = Nyumba { $house } haimfikii mpinzani, ambaye hana mbegu: hatua lazima imlishe.
oware-score = { $wins ->
    [one] ushindi 1
   *[other] ushindi { $wins }
} · ghala { $store }
oware-format = Oware, { $format }
oware-wins = Ushindi kwa { $name }, { $a }–{ $b }
oware-draw = Sare, 24–24
oware-end-majority = Zaidi ya nusu ya mbegu zimekamatwa.
oware-end-no-feed = Hakuna hatua iliyoweza kumlisha mpinzani: kila mmoja anachukua mbegu za upande wake.
oware-end-repetition = Hali ilijirudia: kila mmoja anachukua mbegu za upande wake.
oware-match-line = Mechi ({ $format }): { $south } { $a } – { $b } { $north }
hint-sow-from = Pendekezo: panda kutoka { $house }.
rules-oware =
    Kila mchezaji anamiliki safu ya nyumba sita iliyo karibu naye; maghala huhifadhi anachokamata.
    Chagua nyumba yako na upande mbegu zake moja moja kinyume na saa, ukiruka nyumba uliyoiacha tupu.
    Mbegu ya mwisho ikifanya 2 au 3 katika nyumba ya mpinzani, unazikamata, na kuendelea hivyo kurudi nyuma maadamu nyumba zilizotangulia zina 2 au 3.
    Kamato ambalo lingechukua kila mbegu upande wa mpinzani (kamato kamili, grand slam) halikamati kitu (chaguo la sheria huliruhusu kukamata linaposhinda mchezo).
    Mpinzani wako akiwa hana mbegu, lazima ucheze hatua inayompa baadhi.
    Mchezo unaisha mchezaji anapokamata mbegu 25, hakuna hatua inayoweza kumlisha mpinzani, au hali inapojirudia: kisha kila mchezaji anachukua mbegu za upande wake.
    Mchezaji wa kwanza hubadilishana kutoka mchezo mmoja hadi mwingine.

## Saved matches and files

saved-match = { $game }: { $south } { $a } – { $b } { $north }, mchezo { $number }, { $moves ->
    [one] hatua 1 imechezwa
   *[other] hatua { $moves } zimechezwa
}
resume-failed = Mechi iliyohifadhiwa haikuweza kuendelezwa ({ $problem }); { $kept }. Tunaanza upya.
settings-unreadable = Mipangilio yako haikuweza kusomwa ({ $problem }); { $kept }. Mchezo unaanza na mipangilio yake ya kawaida.
could-not-save = Imeshindikana kuhifadhi { $file }: { $why }. Mchezo unaendelea kujaribu.
why-disk-full = diski imejaa
why-read-only = folda haiwezi kuandikwa
why-folder-in-the-way = kuna folda mahali pa faili
why-other = { $error }
files-title = Faili zako
files-dismiss = Sawa
kept-as = imehifadhiwa kama { $path }
left-in-place = imeachwa mahali ilipo na haitaandikwa juu yake
saved-as = Imehifadhiwa kama { $path }
could-not-write = Imeshindikana kuandika { $path }: { $why }
cannot-load = { $path } haiwezi kupakiwa: { $why }
cannot-open = { $path } haiwezi kufunguliwa: { $why }
asset-missing = Imeshindikana kupakia { $path }. Unda upya modeli kwa `cargo run -p modelgen --release`.
asset-missing-title = Faili hazipo

## The title

title-omweso-tagline = mancala ya kifalme ya Uganda
title-oware-tagline = Abapa, mchezo wa Afrika Magharibi
title-resume = Endelea na mechi
title-play-computer = Cheza na kompyuta
title-two-players = Wachezaji wawili
title-watch = Tazama kompyuta ikicheza
title-rules = Sheria
title-learn = Jifunze kucheza
title-hide-options = Ficha chaguo
title-options = Chaguo: ngazi, sheria…
title-language = Lugha
quit = Toka
about-title = Kuhusu { $game }
rules-title = Sheria za { $game }
options-title = Chaguo
options-players = Wachezaji
options-level = Ngazi ya kompyuta
options-you-play = Dhidi ya kompyuta unacheza
options-south-first = Kusini (huanza)
options-name = Jina la { $side }
options-rules = Sheria
options-setup = Mpangilio
options-way = Namna ya kucheza
options-grand-slam = Kamato kamili
options-grand-slam-nothing = halikamati kitu
options-grand-slam-wins = hukamata likishinda
options-match = Mechi
options-controls = Katika mchezo: bofya shimo (au andika herufi yake) kupanda. Buruta kwa kitufe cha kulia au kidole kimoja kutazama pande zote, gurudumu au kubana kukuza, Home kurejesha mwonekano. Space huruka uhuishaji, Tab huonyesha idadi ya kila shimo, Esc hufungua menyu.
option-reverse = Kukamata kinyume kutoka mashimo manne ya kushoto
option-first-turn = Hakuna kukamata katika zamu ya kwanza ya mchezaji
option-okwesera = Okwesera (2 + 1 kutoka shimo la 3 kabla ya kukamata chochote)
option-akakyala = Akakyala (zamu mbili za kukamata dhidi ya sifuri: pointi 2)
option-akawumbi = Thamani ya akawumbi
option-akawumbi-12 = 12 (hushinda mechi)
option-cap = Mipangilio maalum: si zaidi ya
option-cap-unit = mbegu kwa shimo
option-target = Mechi hadi
option-target-unit = pointi

## The menu

menu-title = Menyu
menu-resume = Endelea
menu-new-match = Mechi mpya
menu-hide-rules = Ficha sheria
menu-rules = Sheria
menu-files = Hifadhi na rekodi
menu-file-name = Jina
menu-save = Hifadhi mechi
menu-export = Hamisha rekodi ya mchezo huu
menu-saved-matches = Mechi zilizohifadhiwa
menu-records = Rekodi za michezo
menu-load = Pakia { $name }
menu-replay = Chambua { $name }
menu-folder = Folda: { $path }

## The exhibition

touch-to-play = Gusa ili kucheza
still-playing = Bado unacheza?
still-playing-countdown = Mchezo utarudi mwanzo baada ya { $seconds ->
    [one] sekunde 1
   *[other] sekunde { $seconds }
}.
still-playing-yes = Bado ninacheza

## About the games

about-omweso =
    Omweso (pia Mweso au Mweisho; jina linahusiana na neno la Kiswahili michezo) ni mchezo wa kihistoria wa kifalme wa Baganda na mchezo wa bodi wa kitaifa wa Uganda. Mapokeo simulizi ya Kiganda yanasema uliletwa katika karne ya 16 na watawala wa Bachwezi wa nasaba ya Bunyoro-Kitara.

    Kwa karne nyingi ulikuwa sehemu ya sherehe za kifalme: kabaka anayetawala Buganda alicheza Omweso katika taratibu za kutawazwa kwake juu ya Kilima cha Budo. Kabaka Mutesa I, aliyetawala Buganda kuanzia 1856 hadi 1884, alisifika kama mwanamkakati mkuu na mlezi wa ubao, na hadithi bado zinamsimulia katikkiro wake (waziri mkuu) Mukasa kama mmoja wa mabingwa walioogopwa zaidi katika Afrika Mashariki ya karne ya 19. Ubao wa Mutesa I mwenyewe ulihifadhiwa katika Makaburi ya Kasubi, eneo la Urithi wa Dunia la UNESCO, hadi moto wa Machi 2010.

    Baada ya Kabaka Sir Edward Mutesa II kurejea kutoka uhamishoni mwaka 1955, Omweso ulikua kutoka mchezo wa baraza la kifalme hadi mchezo wa kitaifa uliochangamka wenye mashindano rasmi. Huchezwa kwenye ubao wa safu nne za mashimo manane, kwa mbegu 64, yaani empiki.
about-omweso-source = Chanzo: muhtasari wa Omweso wa mradi (maandishi ya Kiswahili, Kigiriki, Kirusi na Kigujarati).
about-omweso-solved =
    Omweso umetatuliwa kwa mwanzo wa kawaida: mchezaji anayeanza hushinda kwa lazima. Uthibitisho wa kompyuta ulipata mkakati wa Kusini, unaoanza na l, unaoshinda dhidi ya kila jibu ndani ya zamu 45 (51 bila kukamata kinyume), kwa kila mchanganyiko wa chaguo za sheria (kukamata kinyume, marufuku ya zamu ya kwanza, okwesera, akakyala). Uthibitisho unakuja na mchezo kama faili ambazo mtu yeyote anaweza kuzikagua kwa sheria peke yake (mancala prove --check).

    Matokeo yanashikilia sheria kama mchezo huu unavyozisoma: mzunguko unaoendelea kutoka shimo la kinyume unaweza kupandwa kisaa pale mzunguko huo unapokamata; mbegu zilizokamatwa hupandwa tena kutoka shimo lililonyanyuliwa mwisho; hatua isiyoisha au nafasi inayotokea mara ya tatu hubatilisha mchezo. Michezo kutoka mipangilio wanayochagua wachezaji bado iko wazi.
about-oware =
    Oware (Ɔware kwa Kiakan) ni mchezo wa kitaifa wa Ghana na mancala ya jadi inayojulikana zaidi duniani. Ukivushwa Bahari ya Atlantiki wakati wa biashara ya utumwa ya kuvuka Atlantiki, ulizaa mapokeo ndugu katika Afrika Magharibi na ya Kati, katika Karibiani (Antigua, Barbados, Kuba, Mtakatifu Lusia) na katika Amerika Kusini (Guyana, Surinam, Brazili).

    Historia ya Ashanti inakumbuka kwamba baada ya vita vya Feyiase (karibu 1701) mfalme wa Juaben alicheza Oware kwa vihesabio vya dhahabu tupu dhidi ya mtawala wa Denkyira aliyeshindwa, na tangu hapo kucheza kwa vihesabio vya dhahabu kumechukuliwa kuwa ishara mbaya.

    Leo Oware ni mchezo wa kimataifa wa akili, ambapo mabingwa hushindana katika mashindano ya kila mwaka Afrika Magharibi, Ulaya na Karibiani. Sheria za mchezo wa dhati huitwa Abapa: sheria ambazo mchezo huu hutumia.
about-oware-source = Chanzo: muhtasari wa Oware wa mradi (maandishi ya Kiromania).

## The HUD

hud-menu = Menyu (Esc)
hud-deciding = Mwendelezo unaendelea: inakokotoa utakapoishia…
hud-laps = Mizunguko hadi sasa: { $laps }
setup-title = Mpangilio
setup-left = { $seeds ->
    [one] mbegu 1 imebaki kuwekwa
   *[other] mbegu { $seeds } zimebaki kuwekwa
}
setup-button-standard = Kawaida
setup-button-two-each = Mbili mbili
setup-button-clear = Futa
setup-button-done = Tayari
wins-match = Mshindi wa mechi: { $name }!
next-game = Mchezo unaofuata
game-number = Mchezo { $number }
thinking = inafikiri…
moves = Hatua
legend-playable = unaweza kucheza
legend-last-move = hatua ya mwisho
legend-suggested = pendekezo
suggest-move = Pendekeza hatua (?)
undo = ⟲ Tendua (U)
redo = Fanya tena (R) ⟳
replay-back = ◀ nyuma (U)
replay-forward = mbele (R) ▶
replay-where = Marudio: hatua { $played } kati ya { $total }
settings-animation = Uhuishaji
speed-slow = Polepole
speed-normal = Kawaida
speed-fast = Haraka
speed-instant = Papo hapo
settings-numbers = Namba kwenye mashimo (F2)
settings-seat = Kiti
settings-seat-mover = anayecheza
settings-face-to-face = Ana kwa ana (maandishi ya Kaskazini kwake)
settings-quality = Ubora
quality-auto = otomatiki
quality-high = juu
quality-low = chini
settings-mute = Zima sauti
store = ghala

## Ufikivu: ubao kama kisoma-skrini kinavyousoma, ubao ukielezwa kwa
## maneno, maelezo yanayosomwa kwa sauti.

access-board = Ubao
access-outer-row = { $side }, safu ya nje
access-inner-row = { $side }, safu ya ndani
access-pit = { $row }, shimo { $pit }, { $seeds ->
    [one] mbegu { $seeds }
   *[other] mbegu { $seeds }
}
access-house = { $side }, nyumba { $pit }, { $seeds ->
    [one] mbegu { $seeds }
   *[other] mbegu { $seeds }
}
access-store = { $side }, ghala, { $seeds ->
    [one] mbegu { $seeds }
   *[other] mbegu { $seeds }
}
access-playable = { $pit }, unaweza kucheza
access-describe-button = Eleza ubao (Ctrl+D)
access-describe-row = { $row }: { $pits }.
access-describe-store = ghala { $seeds }
access-describe-turn = Zamu ya { $name }, anaweza kucheza { $pits }.
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
settings-spoken-captions = Maelezo kwa sauti (yanasomwa kwa sauti)
spoken-captions-on = Maelezo kwa sauti: yamewashwa
spoken-captions-off = Maelezo kwa sauti: yamezimwa

## Lessons: the words of each lesson and step. The positions and the moves
## each step accepts are in src/systems/lessons/content.rs.
## Omweso pits, from your (South's) seat: outer row i j k l m n o p (left to
## right), inner row a b c d e f g h (left to right). Oware houses: a to f.

## Omweso: sowing and relays

lesson-sowing-title = Kupanda na mwendelezo
lesson-sowing-intro = Katika Omweso unamiliki mashimo 16 ya safu mbili zilizo karibu nawe. Mbegu hupandwa moja kwa kila shimo, kinyume na saa: kwenye safu yako ya nje kutoka i hadi p, kisha kurudi kwenye safu yako ya ndani kutoka h hadi a, na kuzunguka tena.
lesson-sowing-1-ask = Chota mbegu 3 za shimo o na uzipande kinyume na saa, mbegu moja kwa kila shimo.
lesson-sowing-1-wrong = Hiyo inapanda kutoka shimo jingine. Safari hii, cheza shimo o.
lesson-sowing-1-hint = Shimo o ni la pili kutoka kulia katika safu yako ya nje. Mbegu zake huenda p, kisha zinazunguka kona kuingia h na g.
lesson-sowing-1-done = Mbegu moja iliingia p, kisha upandaji ukazunguka kona kuingia safu yako ya ndani: h, kisha g. Mbegu ya mwisho iliangukia shimo tupu, kwa hiyo zamu imekwisha.
lesson-sowing-2-ask = Mojawapo ya hatua zako inaishia kwenye shimo ambalo tayari lina mbegu. Itafute na uicheze.
lesson-sowing-2-wrong = Mzunguko huo uliishia kwenye shimo tupu, kwa hiyo zamu ilisimama mara moja. Tafuta upandaji ambao mbegu yake ya mwisho inaangukia mbegu.
lesson-sowing-2-hint = Hesabu kuanzia j: mbegu zake 2 huenda k na l, na l tayari lina mbegu.
lesson-sowing-2-done = Mbegu ya mwisho iliangukia l, lililokuwa na mbegu, kwa hiyo ulichota mbegu zote mbili za l na kuendelea kupanda: m, n. n lilikuwa tupu, kwa hiyo zamu ilikwisha. Kuendelea hivi huitwa mwendelezo.
lesson-sowing-3-ask = Cheza n na ufuatilie mwendelezo: kila mara mzunguko unapoishia kwenye shimo lenye mbegu, mbegu zake huchotwa na kupandwa mbele, hadi mzunguko uishie kwenye shimo tupu.
lesson-sowing-3-wrong = Hilo ni shimo jingine. Cheza n uone mfululizo mrefu wa mwendelezo.
lesson-sowing-3-hint = Shimo n ni la tatu kutoka kulia katika safu yako ya nje.
lesson-sowing-3-done = Mbegu za n ziliishia h: mwendelezo. Mbegu 3 za h ziliishia e: mwendelezo. 2 za e ziliishia c: mwendelezo. 4 za c zilienda b, a na kuzunguka kona hadi i na j. j lilikuwa tupu: zamu ilikwisha baada ya mizunguko minne.

## Omweso: capturing

lesson-capture-title = Kukamata
lesson-capture-intro = Mzunguko unapoishia kwenye mbegu katika safu yako ya ndani, na mashimo yote mawili ya Kaskazini yaliyo mbele ya shimo hilo (shimo la ndani na la nje la Kaskazini katika safu wima ileile) yana mbegu, unazikamata zote. Mbegu zilizokamatwa hupandwa tena papo hapo, katika mashimo yako mwenyewe.
lesson-capture-1-ask = Mojawapo ya hatua zako inakamata. Itafute: mbegu yake ya mwisho lazima iangukie mbegu katika safu yako ya ndani, ikitazamana na mashimo mawili ya Kaskazini ambayo yote yana mbegu.
lesson-capture-1-wrong = Hatua hiyo haikamati kitu: mbegu yake ya mwisho inaangukia shimo tupu. Tafuta mzunguko unaoishia kwenye mbegu katika safu yako ya ndani.
lesson-capture-1-hint = Jaribu m: mbegu zake 4 zinafika h, lenye mbegu, na mashimo yote mawili ya Kaskazini mbele ya h yana mbegu.
lesson-capture-1-done = Mzunguko kutoka m uliishia h, ukitazamana na mbegu 2 + 3 za Kaskazini: ulikamata 5. Zilipandwa tena kutoka m, shimo ulilozichota: n, o, p, h, g. g lilikuwa tupu, kwa hiyo zamu ilikwisha.
lesson-capture-2-ask = Cheza j. Mzunguko wake unaendelea kwenye l, na mzunguko wa l unakamata kwenye h. Angalia mbegu zilizokamatwa zinapandwa kutoka shimo gani.
lesson-capture-2-wrong = Si shimo hili. Cheza j uone kukamata kunakokuja baada ya mwendelezo.
lesson-capture-2-hint = Shimo j ni la pili kutoka kushoto katika safu yako ya nje.
lesson-capture-2-done = Mbegu za j ziliishia l: mwendelezo. Mbegu 5 za l ziliishia h na kukamata 3 + 3. Mbegu 6 zilipandwa kutoka l, shimo lililochotwa mwisho, si kutoka j: m, n, o, p, h, g.
lesson-capture-3-ask = Cheza n. Mbegu zilizokamatwa zinazoishia kwenye mbegu zikitazamana na mashimo mawili yaliyojaa ya Kaskazini hukamata tena.
lesson-capture-3-wrong = Si shimo hili. Cheza n uone makamato mawili katika zamu moja.
lesson-capture-3-hint = Shimo n ni la tatu kutoka kulia katika safu yako ya nje. Mbegu zake 3 zinafika h, linalotazamana na mashimo mawili yaliyojaa ya Kaskazini.
lesson-capture-3-done = n lilikamata 6 kwenye h. Zikipandwa tena kutoka n, hizo 6 ziliishia e na kukamata 7 zaidi. Hizo 7 zilipandwa tena kutoka n na kuishia kwenye shimo tupu d: makamato mawili katika zamu moja.

## Omweso: reverse captures

lesson-reverse-title = Kukamata kinyume
lesson-reverse-intro = Mashimo yako manne ya kushoto, i na j katika safu ya nje na a na b katika safu ya ndani, yanaweza pia kupandwa kwa mwendo wa saa, lakini tu pale mzunguko huo wa mwendo wa saa unapokamata.
lesson-reverse-1-ask = Panda mbegu 3 za i kwa mwendo wa saa, kuelekea a, b na c: mbegu ya mwisho inaangukia c na kukamata.
lesson-reverse-1-wrong = Hiyo si hatua ya mwendo wa saa kutoka i. Zikipandwa kinyume na saa, mbegu za i hazikamati kitu.
lesson-reverse-1-hint = Chagua shimo i na ulipande kwa mwendo wa saa, kuelekea a, si kinyume na saa kuelekea j.
lesson-reverse-1-done = Kwa mwendo wa saa, mbegu za i zilienda a, b na c. c lilikuwa na mbegu na lilitazamana na mbegu 2 + 2 za Kaskazini: zimekamatwa. Zikipandwa kwa mwendo wa saa kutoka i, mbegu 4 hazingekamata, kwa hiyo zilienda kinyume na saa: j, k, l, m.
lesson-reverse-2-ask = Ni shimo moja tu kati ya mashimo yako ya kushoto i, j, a, b lenye mzunguko wa mwendo wa saa unaokamata. Lipate na ulipande kwa mwendo wa saa.
lesson-reverse-2-wrong = Huo si ukamataji wa mwendo wa saa. Shimo la kushoto linaweza kwenda kwa mwendo wa saa tu ikiwa mzunguko wake wa mwendo wa saa unakamata: angalia kila moja lingeishia wapi.
lesson-reverse-2-hint = Kutoka b, mwendo wa saa unaenda c na d. d lina mbegu, na mashimo yote mawili ya Kaskazini mbele ya d yana mbegu.
lesson-reverse-2-done = Mbegu 2 za b zilienda kwa mwendo wa saa hadi c na d, na d likakamata 2 + 2, zilizopandwa tena kutoka b: a, i, j, k. Mizunguko ya mwendo wa saa ya i, j na a isingekamata kitu, kwa hiyo haikuruhusiwa.
lesson-reverse-3-ask = Mbegu zilizokamatwa zinazopandwa tena kutoka shimo la kushoto zinaweza pia kwenda kwa mwendo wa saa, ikiwa mzunguko huo unakamata. Kamata mara mbili: kwa mwendo wa saa kutoka i, kisha tena kwa mwendo wa saa kwa mbegu zilizokamatwa.
lesson-reverse-3-wrong = Hiyo inakamata mara moja tu, si zaidi. Baada ya kukamata kwenye c, panda mbegu zilizokamatwa kwa mwendo wa saa pia.
lesson-reverse-3-hint = Cheza i kwa mwendo wa saa. Mbegu 4 zilizokamatwa zinapopandwa tena kutoka i, chagua mwendo wa saa: zinafika d.
lesson-reverse-3-done = Mzunguko wa i ulikamata 2 + 2 kwenye c. Zikipandwa kwa mwendo wa saa kutoka i, mbegu 4 ziliishia d na kukamata 2 + 1. Hizo 3 hazikuweza kukamata kwa mwendo wa saa, kwa hiyo zilienda kinyume na saa: j, k, l.

## Omweso: the first turn and okwesera

lesson-first-title = Zamu ya kwanza na okwesera
lesson-first-intro = Sheria mbili za mwanzo wa mchezo: hakuna anayekamata katika zamu yake ya kwanza, na maadamu hakuna aliyekamata bado, shimo lenye mbegu 3 kamili linaweza kuchezwa kwa njia ya okwesera.
lesson-first-1-ask = Hii ni zamu yako ya kwanza. Cheza m: mbegu yake ya mwisho inaangukia h, ikitazamana na mbegu za Kaskazini.
lesson-first-1-wrong = Si shimo hili. Cheza m uone kinachotokea kwa kukamata katika zamu yako ya kwanza.
lesson-first-1-hint = Shimo m liko katikati ya safu yako ya nje, la tano kutoka kushoto.
lesson-first-1-done = Mbegu za m ziliishia h, lililokuwa na mbegu na lililotazamana na mashimo mawili yaliyojaa ya Kaskazini. Katika zamu yako ya kwanza huko si kukamata: badala yake mbegu 2 za h ziliendelezwa, hadi g na f.
lesson-first-2-ask = Hakuna aliyekamata bado, kwa hiyo okwesera inaruhusiwa: shimo lenye mbegu 3 kamili linaweza kuweka mbegu 2 katika shimo linalofuata na 1 katika lile linalofuata baada yake, na zamu inakwisha. Cheza okwesera kutoka shimo lako la mbegu 3.
lesson-first-2-wrong = Huo ni upandaji wa kawaida. Okwesera ni njia maalum ya kucheza shimo lenye mbegu 3 kamili.
lesson-first-2-hint = Shimo m lina mbegu 3 kamili: licheze kwa njia ya okwesera, mbegu 2 kwa n na 1 kwa o.
lesson-first-2-done = Okwesera: mbegu 2 ndani ya n, 1 ndani ya o, na zamu inakwisha papo hapo, bila mwendelezo na bila kukamata. m lingeweza pia kupandwa kwa njia ya kawaida.
lesson-first-3-ask = Wachezaji wote wawili wamepata zamu yao ya kwanza, lakini hakuna aliyekamata bado, kwa hiyo okwesera bado inaruhusiwa. Cheza okwesera kutoka b.
lesson-first-3-wrong = Hiyo si okwesera kutoka b. Okwesera hucheza shimo lenye mbegu 3 kamili: 2 ndani ya shimo linalofuata, 1 ndani ya lile linalofuata baada yake.
lesson-first-3-hint = Shimo b lina mbegu 3 kamili. Kinyume na saa baada ya b huja a kisha i.
lesson-first-3-done = Mbegu 2 ziliingia a na 1 ikazunguka kona kuingia i. Mara mtu yeyote akishakamata katika mchezo huu, okwesera hairuhusiwi tena.

## Omweso: winning

lesson-winning-title = Kushinda mchezo
lesson-winning-intro = Mchezo hushindwa na mchezaji aliyecheza sasa hivi, kwa mojawapo ya njia zilizo hapa chini, kwa pointi; mechi huenda hadi pointi 12. Katika somo hili sheria ya akakyala iliyokubaliwa imewashwa.
lesson-winning-1-ask = Kaskazini amebakiwa na shimo moja tu lenye zaidi ya mbegu moja. Likamate, ili Kaskazini asiweze kucheza: okwa bulijo, ushindi wa kawaida.
lesson-winning-1-wrong = Kaskazini bado anaweza kucheza baada ya hapo. Kamata shimo la Kaskazini lenye mbegu 3, lililo mbele ya shimo lako e.
lesson-winning-1-hint = Cheza h: mbegu zake 3 zinaenda g, f na e, na e linatazamana na shimo la Kaskazini lenye 3.
lesson-winning-1-done = Ulikamata kwenye e. Kila shimo la Kaskazini sasa lina mbegu 0 au 1, kwa hiyo Kaskazini hana hatua halali: okwa bulijo, ushindi wa kawaida, wenye thamani ya pointi 1.
lesson-winning-2-ask = Safu ya ndani ya Kaskazini ina mbegu katika shimo moja tu. Zikamate ili kuiacha tupu safu ya mbele ya Kaskazini: okutema, "kukata kichwa".
lesson-winning-2-wrong = Safu ya ndani ya Kaskazini bado si tupu. Kamata mbele ya shimo lako d.
lesson-winning-2-hint = Cheza f: mbegu zake 2 zinaenda e na d, na d linatazamana na mbegu pekee za safu ya ndani ya Kaskazini.
lesson-winning-2-done = Safu ya ndani ya Kaskazini iko tupu baada ya kukamata kwako: okutema, yenye thamani ya pointi 2. Kukamata katika safu wima zote mbili za pembeni katika zamu moja (mashimo yote manne ya kona ya Kaskazini) ni okutema pia.
lesson-winning-3-ask = Kaskazini amebakiwa na mbegu 3, zote mbele ya shimo lako a, katika safu wima ya pembeni. Zikamate zote: akawumbi.
lesson-winning-3-wrong = Hiyo haikamati kitu. Tafuta mzunguko unaoishia kwenye a.
lesson-winning-3-hint = Cheza c: mbegu zake 2 zinaenda b na a, na a lina mbegu.
lesson-winning-3-done = Kaskazini hana kitu kilichobaki, na kukamata kwa mwisho kulikuwa katika safu wima ya pembeni: akawumbi, yenye thamani ya pointi 12, mechi nzima kwa mara moja (6 ikiwa wachezaji watakubaliana hivyo).
lesson-winning-4-ask = Ulikamata katika zamu ya awali ya mchezo huu, na Kaskazini hajakamata kabisa. Kamata tena sasa ili ushinde kwa akakyala.
lesson-winning-4-wrong = Hatua hiyo haikamati kitu. Tafuta mzunguko unaoishia kwenye mbegu katika safu yako ya ndani, ukitazamana na mashimo mawili yaliyojaa ya Kaskazini.
lesson-winning-4-hint = Cheza f: mbegu zake 2 zinaenda e na d, na d lina mbegu.
lesson-winning-4-done = Zamu ya pili ya kukamata wakati Kaskazini hajakamata chochote: akakyala, yenye thamani ya pointi 2. Inahesabiwa tu wachezaji wanapokubaliana juu yake kabla ya mechi.

## Oware: sowing

lesson-oware-sowing-title = Oware: kupanda
lesson-oware-sowing-intro = Katika Oware una nyumba sita, a hadi f kutoka kushoto kwako. Mbegu hupandwa moja kwa kila nyumba, kinyume na saa: kwenye safu yako kuelekea kulia, kisha kwenye safu ya Kaskazini kutoka kulia kwenda kushoto.
lesson-oware-sowing-1-ask = Cheza d: chota mbegu zake 5 na uzipande moja kwa kila nyumba, kinyume na saa.
lesson-oware-sowing-1-wrong = Si nyumba hiyo. Safari hii cheza d.
lesson-oware-sowing-1-hint = Nyumba d ni ya nne kutoka kushoto katika safu yako.
lesson-oware-sowing-1-done = Mbegu za d zilienda e na f, kisha zikavuka kuingia safu ya Kaskazini: a, b na c za Kaskazini, unazoziona juu kulia. Ya mwisho haikufanya 2 au 3, kwa hiyo hakuna kilichokamatwa.
lesson-oware-sowing-2-ask = Nyumba c ina mbegu 12, za kutosha kuzunguka ubao wote. Icheze na uangalie kinachotokea kwa c yenyewe.
lesson-oware-sowing-2-wrong = Si nyumba hiyo. Cheza c, nyumba yenye mbegu 12.
lesson-oware-sowing-2-hint = Cheza nyumba c: mbegu zake 12 hupandwa moja kwa kila nyumba, lakini c inarukwa.
lesson-oware-sowing-2-done = Mbegu 12 zilizunguka ubao wote, lakini nyumba c ilirukwa: inabaki tupu, na mbegu ya mwisho ikaendelea hadi d. Nyumba yenye mbegu 12 au zaidi kamwe haipandi ndani yake yenyewe.

## Oware: capturing

lesson-oware-capture-title = Oware: kukamata
lesson-oware-capture-intro = Mbegu yako ya mwisho ikiangukia nyumba ya Kaskazini na kuifanya iwe na mbegu 2 au 3, unazikamata. Kisha nyumba iliyotangulia inakaguliwa, na ile iliyotangulia hiyo, maadamu ni za Kaskazini na zina 2 au 3.
lesson-oware-capture-1-ask = Mojawapo ya hatua zako inakamata. Itafute.
lesson-oware-capture-1-wrong = Hatua hiyo haikamati kitu: mbegu yake ya mwisho haifanyi 2 au 3 katika nyumba ya Kaskazini.
lesson-oware-capture-1-hint = Nyumba b ya Kaskazini, ya pili kutoka kulia juu, ina mbegu 1. Ni nyumba yako ipi inayoishia hapo?
lesson-oware-capture-1-done = Mbegu 2 za f ziliingia a na b za Kaskazini. b ikawa na 2: zimekamatwa. Nyumba iliyotangulia, a ya Kaskazini, ilikuwa na 6, kwa hiyo kukamata kulisimama hapo.
lesson-oware-capture-2-ask = Kamata katika nyumba tatu za Kaskazini kwa hatua moja.
lesson-oware-capture-2-wrong = Hiyo haikamati nyumba tatu. Tafuta hatua ambayo mbegu yake ya mwisho inafanya 2 au 3, na 2 au 3 katika nyumba zilizo nyuma yake.
lesson-oware-capture-2-hint = Cheza e: mbegu zake 4 zinafika nyumba a, b na c za Kaskazini.
lesson-oware-capture-2-done = Mbegu ya mwisho ilifanya 2 katika c ya Kaskazini: zimekamatwa. Kurudi nyuma, b ikawa na 3 na a na 2: zimekamatwa pia, mbegu 7 kwa jumla. d ingekamata a ya Kaskazini tu.

## Oware: feeding

lesson-oware-feeding-title = Oware: kulisha
lesson-oware-feeding-intro = Kaskazini akiwa hana mbegu kabisa, lazima umpe baadhi: ni hatua tu ambazo mbegu zake zinafika safu ya Kaskazini ndizo zinazoruhusiwa.
lesson-oware-feeding-1-ask = Safu ya Kaskazini iko tupu. Cheza nyumba pekee ambayo mbegu zake zinamfikia Kaskazini.
lesson-oware-feeding-1-wrong = Hatua hiyo haifiki safu ya Kaskazini, na Kaskazini hana mbegu: lazima hatua imlishe.
lesson-oware-feeding-1-hint = Nyumba inamfikia Kaskazini ikiwa ina mbegu nyingi kuliko idadi ya nyumba zilizo kulia kwake. c ina 4 na ina nyumba 3 kulia kwake.
lesson-oware-feeding-1-done = Mbegu ya mwisho ya c ilifika nyumba a ya Kaskazini, kwa hiyo Kaskazini anaweza kucheza. a, b na d zilikataliwa: mbegu zake zingebaki upande wako wakati Kaskazini hana kitu.
lesson-oware-feeding-2-ask = Kaskazini yuko tupu tena. Safari hii hatua yako pekee ya kulisha ni nyumba iliyo mbali zaidi na Kaskazini. Itafute.
lesson-oware-feeding-2-wrong = Hatua hiyo haifiki safu ya Kaskazini, na Kaskazini hana mbegu: lazima hatua imlishe.
lesson-oware-feeding-2-hint = Nyumba a ina mbegu 7: za kutosha kuvuka safu yako yote.
lesson-oware-feeding-2-done = Mbegu 7 za a zilivuka safu yako kuingia a na b za Kaskazini. Kama hakuna hatua ingeweza kumfikia Kaskazini, mchezo ungeisha, na kila mchezaji angechukua mbegu zilizo katika nyumba zake mwenyewe.

## Oware: the grand slam

lesson-oware-grand-slam-title = Oware: kamato kamili
lesson-oware-grand-slam-intro = Hatua ambayo ingekamata kila mbegu aliyo nayo Kaskazini ni kamato kamili (grand slam). Chini ya sheria hizi inaweza kuchezwa, lakini haikamati kitu.
lesson-oware-grand-slam-1-ask = Cheza e: mbegu yake ya mwisho ingekamata mbegu zote za Kaskazini. Angalia kinachotokea.
lesson-oware-grand-slam-1-wrong = Si nyumba hiyo. Cheza e uone kamato kamili.
lesson-oware-grand-slam-1-hint = Nyumba e ina mbegu 3: zinaenda f na nyumba a na b za Kaskazini.
lesson-oware-grand-slam-1-done = a na b za Kaskazini zikawa na 2 kila moja, mbegu zote alizokuwa nazo Kaskazini: kamato kamili. Hatua inasimama, lakini hakuna kinachokamatwa, kwa hiyo Kaskazini anabaki na mbegu zake 4.
lesson-oware-grand-slam-2-ask = Kamata baadhi ya mbegu za Kaskazini: tafuta hatua inayokamata kweli.
lesson-oware-grand-slam-2-wrong = Hiyo haikamati kitu. Kumbuka: hatua ambayo ingechukua mbegu zote za Kaskazini haikamati kitu.
lesson-oware-grand-slam-2-hint = Cheza f: mbegu yake moja inafanya 2 katika a ya Kaskazini na kuiacha b ya Kaskazini bila kuguswa.
lesson-oware-grand-slam-2-done = a ya Kaskazini ikawa na 2: zimekamatwa. Kaskazini bado ana mbegu katika b, kwa hiyo hili si kamato kamili. e ingekuwa kamato kamili na isingekamata kitu.

## Lessons: the frame

lesson-step-over = Sehemu hii imekamilika: bonyeza Endelea.
lessons-title = Jifunze { $game }
lessons-intro = Masomo mafupi kwenye ubao halisi: fanya hatua ambayo kila sehemu inaomba. Kompyuta inaikagua, inaieleza, na inakuonyesha unapokwama.
lesson-step = Sehemu { $step } kati ya { $steps }
lesson-next = Endelea →
lesson-finish = Maliza ✔
lesson-again = Jaribu tena
lesson-show-me = Nionyeshe
lesson-leave = Acha somo

## Review

review-title = Uchambuzi
review-this-game = Chambua mchezo huu
review-progress = Kompyuta inachambua mchezo: hali { $done } kati ya { $total }
review-position = Baada ya hatua { $at } kati ya { $total }
review-proven = Ushindi wa lazima (umethibitishwa): { $name } anashinda kuanzia hapa, vyovyote mchezaji mwingine atakavyocheza.
hint-proven = { $hint } Ushindi wa lazima (umethibitishwa): hatua hii inalinda ushindi ambao hakuna jibu linaloweza kuuzuia.
review-first = ⏮ Mwanzo
review-back = ◀ Nyuma
review-forward = Mbele ▶
review-last = Mwisho ⏭
review-show-line = Onyesha mfuatano wa kompyuta
review-hide-line = Ficha mfuatano wa kompyuta
review-try = Jaribu hatua nyingine hapa:
review-try-computer = dhidi ya kompyuta
review-try-alone = peke yako
review-branching = Unajaribu hatua nyingine. Mchezo unakusubiri pale ulipouacha.
review-branch-begun = Cheza hatua nyingine kuanzia hapa. “Rudi kwenye mchezo” inakurudisha kwenye mchezo.
review-back-to-game = Rudi kwenye mchezo
review-class-best = bora zaidi
review-class-good = nzuri
review-class-inaccuracy = dosari
review-class-mistake = kosa
review-class-blunder = kosa kubwa
review-effect = { $move }{ $laps ->
        [0] {""}
        [1] {""}
       *[other] , mwendelezo wa mizunguko { $laps },
    } { $seeds ->
        [0] haikamati kitu
       *[other] inakamata { $seeds ->
            [one] mbegu moja
           *[other] mbegu { $seeds }
        }{ $captures ->
            [1] {" "}kutoka
           *[other] {" "}katika makamato { $captures }, la kwanza kutoka
        } { $pits } upande wa { $owner }{ $reverse ->
            [1] {" "}(kukamata kinyume)
           *[other] {""}
        }{ $resown ->
            [none] {""}
           *[other] , zikipandwa tena kutoka { $resown }
        }
    }{ $slam ->
        [1] {" "}(kamato kamili, kwa hiyo haikamati kitu)
       *[other] {""}
    }
review-effect-endless = { $move } haiishi kamwe: mchezo unabatilishwa
review-effect-wins = { $effect }, na inashinda mchezo
review-effect-ends = { $effect }, na inamaliza mchezo
review-side-move = { $side } { $move }
review-answer = Jibu la { $side }: { $effect }.
review-answer-after = Baada ya { $moves }, zamu ya { $side }: { $effect }.
review-better = Hatua bora ilikuwa: { $effect }.
review-better-sets-up = Hatua bora ilikuwa { $move }. { $then }
review-better-quiet = Hatua bora ilikuwa { $move }.
review-cost = Hatua hiyo inagharimu mbegu { $seeds }.
review-cost-game = Baada yake, { $side } hawezi kuepuka kushindwa.
review-explanation = { $better } Hatua ya { $side } ilikuwa { $move }. { $then }
review-then = { $answer } { $cost }
review-turned = Mchezo uligeuka katika hatua { $number }: hatua ya { $side } ilikuwa { $move }. { $answer }
review-line-move = { $side } { $effect }
review-line = Mfuatano wa kompyuta: { $moves }.

## Michezo yako (historia ya michezo iliyomalizika, kwenye skrini ya mwanzo)

title-journal = Michezo yako
journal-loading = Inasoma michezo yako…
journal-empty = Bado hakuna mchezo uliomalizika. Kila mchezo unaoumaliza dhidi ya kompyuta au dhidi ya mchezaji mwingine huhifadhiwa hapa.
journal-kept-newest = Huhifadhiwa michezo mipya zaidi tu, isiyozidi { $cap }.
journal-totals = Jumla
journal-game-total = { $game }: { $games ->
    [one] mchezo { $games }
   *[other] michezo { $games }
}
journal-tally-omweso = { $opponent } — ushindi: { $won }, kushindwa: { $lost }, iliyobatilishwa: { $annulled }
journal-tally-oware = { $opponent } — ushindi: { $won }, kushindwa: { $lost }, sare: { $drawn }
journal-tally-two = { $opponent } — { $games ->
    [one] mchezo { $games }
   *[other] michezo { $games }
}
journal-games = Michezo, mipya kwanza
journal-open = Fungua
journal-entry = { $date } · { $game } · { $opponent } · { $result } · { $points }
journal-against = dhidi ya { $level }
journal-two-players = wachezaji wawili
journal-won = ulishinda
journal-lost = ulishindwa
journal-drawn = sare
journal-annulled = umebatilishwa
journal-side-won = ushindi kwa { $side }
journal-points = { $points ->
    [one] pointi { $points }
   *[other] pointi { $points }
}
journal-seeds = mbegu { $mine }–{ $theirs }
journal-clear = Futa historia…
journal-clear-confirm = Ufute michezo yako yote ({ $games }) kwenye historia? Hili haliwezi kutenduliwa.
journal-clear-yes = Ndiyo, futa
journal-clear-no = Hapana, ibaki
journal-unreadable = Faili ya historia ya michezo yako haikuweza kusomwa ({ $problem }); { $kept }. Historia mpya inaanza.
journal-cannot-open = Mchezo huu hauwezi kufunguliwa: { $why }

## Accessibility

legend-focus = kielekezi cha kibodi
settings-high-contrast = Utofautishaji mkubwa (duara nzito, idadi zote, mandharinyuma tupu)
settings-reduce-motion = Mwendo mdogo (mbegu zinatua mara moja, kamera haisogei)
settings-ui-scale = Ukubwa wa maandishi:

## Puzzles

puzzles-title = Mafumbo
puzzles-intro = Hali halisi za mchezo zenye jibu moja tu sahihi, lililothibitishwa na kompyuta. Tafuta hatua.
puzzles-progress = Umetatua { $solved } kati ya { $total } · { $streak } mfululizo kwa jaribio la kwanza
puzzle-of-the-day = Fumbo la siku
puzzle-number = Fumbo { $number } kati ya { $total } · { $stars }
puzzle-ask-win-now = Shinda mchezo kwa hatua hii.
puzzle-ask-win-in-n = Tafuta ushindi wa lazima kwa { $moves ->
        [one] hatua moja
       *[other] hatua zako { $moves }
    }, vyovyote atakavyojibu mpinzani.
puzzle-ask-only-move = Ni hatua moja tu isiyopoteza. Itafute.
puzzle-ask-avoid-grand-slam = Kamata kadiri uwezavyo, lakini jihadhari: hatua ambayo ingechukua mbegu zote za mpinzani haichukui kitu.
puzzle-ask-big-capture = Hatua moja inakamata mbegu nyingi zaidi kuliko nyingine zote. Itafute.
puzzle-hint-win-now = Mada: shinda sasa. Tafuta hatua inayomaliza mchezo: kichwa cha mpinzani kimekatwa, au hana hatua iliyobaki.
puzzle-hint-win-in-n = Mada: ushindi wa lazima. Kila jibu alilo nalo mpinzani linapoteza.
puzzle-hint-only-move = Mada: hatua pekee. Angalia kila hatua inamruhusu mpinzani nini.
puzzle-hint-avoid-grand-slam = Mada: kamato kamili. Kukamata mbegu zote za mpinzani hakukamati kitu.
puzzle-hint-big-capture = Mada: kamato kubwa. Fuatilia mahali mbegu ya mwisho ya kila hatua inapotua.
puzzle-hint-pit = Shimo la kucheza lina duara mbili.
puzzle-hint = Kidokezo
puzzle-retry = Jaribu tena
puzzle-next = Fumbo linalofuata
puzzle-leave = Acha mafumbo
puzzle-solved = Umetatua! Jibu lilikuwa { $move }.
puzzle-refuted = { $move } si jibu. { $answer }
puzzle-wrong-end = { $move } si jibu: inamaliza mchezo.

# Settings: where the endgame tables stand (the computer's master and blitz consult them).
settings-tables-looking = Majedwali ya mwisho wa mchezo: yanatafutwa
settings-tables-off = Majedwali ya mwisho wa mchezo: yamezimwa
settings-tables-building = Majedwali ya mwisho wa mchezo: yanajengwa { $percent } %
settings-tables-ready = Majedwali ya mwisho wa mchezo: tayari: mipaka kwa kila mwisho wa Oware wenye hadi mbegu { $seeds }, sahihi kwa { $percent } % yake (yote yenye hadi mbegu { $exact })

# The start of an Omweso match against the computer, and arranging.
start-title = Mchezo uanze vipi?
start-arrange = Panga mbegu zako (njia ya jadi)
start-standard = Mwanzo wa kawaida
start-two-each = Mbili kila shimo
start-known-arranged = Haijatatuliwa: mipangilio mingi iliyothibitishwa hadi sasa humpa ushindi anayeanza, lakini kujibu ule wa kawaida kwa mbili kila shimo humpa ushindi wa pili.
start-known-first-wins = Imethibitishwa: anayeanza hushinda akicheza bila kosa.
start-known-two-each = Imethibitishwa: anayeanza hushinda akicheza bila kosa (bila marufuku ya zamu ya kwanza, kwa hatua ya kwanza).
start-known-first-move = Imethibitishwa: anayeanza hushinda kwa hatua ya kwanza.
start-known-second-wins = Imethibitishwa: anayecheza wa pili hushinda akicheza bila kosa.
start-known-checking = Inakagua uthibitisho…
setup-button-inner = Safu ya ndani
setup-button-mirror = Kama ya mpinzani
setup-button-undo = Rudisha
arrange-nothing-to-mirror = Bado hakuna mpangilio wa kunakili: wewe unapanga kwanza.

# A short proof search of two finished arrangements.
arranging-proof-running = Utafutaji mfupi wa uthibitisho wa mipangilio hii unaendelea…
arranging-proof-wins = Utafutaji mfupi wa uthibitisho: { $side } hushinda kwa lazima kutoka mipangilio hii.
arranging-proof-not-a-win = Utafutaji mfupi wa uthibitisho: hakuna upande unaoweza kulazimisha ushindi kutoka mipangilio hii; mchezo bora hubatilisha mchezo.
arranging-proof-open = Utafutaji mfupi wa uthibitisho (nafasi { $nodes }) haukuamua mipangilio hii.
arranged-start-verdict = Kuhusu mipangilio: { $verdict }

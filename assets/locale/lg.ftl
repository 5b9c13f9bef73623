# Omweso — ebigambo by'omuzannyo, Luganda.
# Obubaka obutavvuunuddwa buddira Olungereza (en.ftl).

## Sides, players, levels

side-south = Obukiikaddyo
side-north = Obukiikakkono
computer-named = Kompyuta ({ $level })
computer-of-side = { $level } ({ $side })
level-beginner = Omutandisi
level-casual = Owa bulijjo
level-intermediate = Owa wakati
level-expert = Omukugu
level-master = Kafulu
level-blitz = Ow'embiro

## Ways of playing and set-ups

way-ekyokubala = awatali budde; by'ozannye bisobola okuzzibwayo
way-ekisibe = mu butongole; ky'ozannye tekizzibwayo
way-ekyobutabal = mu bwangu: obutikitiki 3 okutandika buli mulundi
setup-standard = Eya bulijjo (4 mu buli kinnya eky'ebweru)
setup-two-each = Bbiri mu buli kinnya
setup-custom = Teeka empiki zo 32 nga bw'oyagala

## What the session says

undo-game-over = Omuzannyo guwedde: tewakyali kuzzaayo.
undo-nothing = Tewali ky'okuzzaayo.
redo-not-now = Tewali kya kuddamu kati.
redo-nothing = Tewali kya kuddamu.
replay-no-moves = Kuno kwekenneenya: kuyiteemu ne ◀ ne ▶ (oba obusaale). Okuzannya okulala, londa “Gezaako okuzannya okulala wano”.
their-turn = Omulundi gwa { $name }.
game-is-over = Omuzannyo guwedde.
to-move = Omulundi gwa { $name }
list-and = { $items } ne { $last }

## Omweso in play

omweso-format = { $way } · { $rules }
result-annulled = Gusaziddwamu
result-bulijo-meaning = tewakyali ky'okuzannya
result-okutema-meaning = omutwe gutemeddwa
result-akawumbi-meaning = omuvuganya asaanyiziddwawo ddala
result-akakyala-meaning = okulya emirundi ebiri ng'omulala tannalya
result-annulled-meaning = omuzannyo guddamu
wins-points = Obuwanguzi bwa { $name }: { $points ->
    [one] akabonero 1
   *[other] obubonero { $points }
}
no-points-replayed = Tewali bubonero: omuzannyo guddamu okutegekebwa.
match-line = Empaka: { $south } { $a } – { $b } { $north }
rules-line = Amateeka: { $rules }

## Oware in play

oware-format = Oware, { $format }
oware-draw = Amaliri, 24–24

## The title

title-omweso-tagline = omuzannyo ogw'ekikabaka ogwa Uganda
title-oware-tagline = Abapa, omuzannyo gwa Afirika ey'ebugwanjuba
title-resume = Weeyongereyo n'empaka
title-play-computer = Zannya ne kompyuta
title-two-players = Abazannyi babiri
title-watch = Laba kompyuta ng'ezannya
title-rules = Amateeka
title-learn = Yiga okuzannya
title-hide-options = Kweeka eby'okulondako
title-options = Eby'okulondako
title-language = Olulimi
quit = Vaayo
about-title = Ebikwata ku { $game }
rules-title = Amateeka ga { $game }
options-title = Eby'okulondako
options-players = Abazannyi
options-level = Eddaala lya kompyuta
options-name = Erinnya lya { $side }
options-rules = Amateeka
options-setup = Entegeka

## The menu

menu-title = Menyu
menu-resume = Weeyongereyo
menu-new-match = Empaka empya
menu-hide-rules = Kweeka amateeka
menu-rules = Amateeka
menu-files = Ebiterekeddwa n'ebiwandiiko
menu-file-name = Erinnya
menu-save = Tereka empaka
menu-export = Fulumya ebiwandiiko by'omuzannyo guno
menu-saved-matches = Empaka eziterekeddwa
menu-records = Ebiwandiiko by'emizannyo
menu-load = Ggulawo { $name }
menu-replay = Kenneenya { $name }
menu-folder = Ekifo: { $path }

## The exhibition

touch-to-play = Kwatako ozannye
still-playing = Okyazannya?
still-playing-countdown = Omuzannyo gujja kuddayo ku ntandikwa mu { $seconds ->
    [one] katikitiki 1
   *[other] butikitiki { $seconds }
}.
still-playing-yes = Nkyazannya

## The HUD

hud-menu = Menyu (Esc)
setup-title = Entegeka
wins-match = Empaka ziwanguddwa { $name }!
next-game = Omuzannyo oguddako
game-number = Omuzannyo { $number }
thinking = erowooza…
legend-playable = osobola okuzannya
legend-last-move = okuzannya okusembayo
legend-suggested = ekiteeseddwa
undo = ⟲ Zzaayo (U)
redo = Ddamu (R) ⟳

## Accessibility: the board as a screen reader reads it, the board
## described in words, spoken captions.

access-board = Olubaawo
access-outer-row = { $side }, olunyiriri olw'ebweru
access-inner-row = { $side }, olunyiriri olw'omunda
access-pit = { $row }, ekinnya { $pit }, { $seeds ->
    [one] empiki { $seeds }
   *[other] empiki { $seeds }
}
access-house = { $side }, ennyumba { $pit }, { $seeds ->
    [one] empiki { $seeds }
   *[other] empiki { $seeds }
}
access-store = { $side }, etterekero, { $seeds ->
    [one] empiki { $seeds }
   *[other] empiki { $seeds }
}
access-playable = { $pit }, osobola okuzannya
access-describe-button = Nnyonnyola olubaawo (Ctrl+D)
access-describe-row = { $row }: { $pits }.
access-describe-store = etterekero { $seeds }
access-describe-turn = Omulundi gwa { $name }; asobola okuzannya { $pits }.
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
settings-spoken-captions = Ebinnyonnyola mu ddoboozi (okusoma n'eddoboozi)
spoken-captions-on = Ebinnyonnyola mu ddoboozi: biriko
spoken-captions-off = Ebinnyonnyola mu ddoboozi: tebiriiko

## Lessons: the frame

lessons-title = Yiga { $game }
lesson-again = Ddamu ogezeeko

## Review

review-title = Okwekenneenya
review-this-game = Kenneenya omuzannyo guno
review-progress = Kompyuta ekenneenya omuzannyo: embeera { $done } ku { $total }
review-position = Oluvannyuma lw'okuzannya { $at } ku { $total }
review-proven = Obuwanguzi obukakafu (bukakasiddwa): { $name } awangula okuva wano, omuzannyi omulala ne bw'azannya atya.
hint-proven = { $hint } Obuwanguzi obukakafu (bukakasiddwa): okuzannya kuno kukuuma obuwanguzi omulabe bw'atayinza kuziyiza.
review-first = ⏮ Entandikwa
review-back = ◀ Emabega
review-forward = Mu maaso ▶
review-last = Enkomerero ⏭
review-show-line = Laga ekiteeso kya kompyuta
review-hide-line = Kweeka ekiteeso kya kompyuta
review-try = Gezaako okuzannya okulala wano:
review-try-computer = ne kompyuta
review-try-alone = wekka
review-branching = Ogezaako okuzannya okulala. Omuzannyo gukulinze w'oguleseewo.
review-branch-begun = Zannya okulala okuva wano. “Ddayo ku muzannyo” kikuzzaayo ku muzannyo.
review-back-to-game = Ddayo ku muzannyo
review-class-best = okusinga obulungi
review-class-good = okulungi
review-class-inaccuracy = ensobi entono
review-class-mistake = ensobi
review-class-blunder = ensobi ennene
review-effect = { $move }{ $laps ->
        [0] {""}
        [1] {""}
       *[other] , ng'etambula emirundi { $laps },
    } { $seeds ->
        [0] tekirya kintu
       *[other] kirya { $seeds ->
            [one] empiki emu
           *[other] empiki { $seeds }
        }{ $captures ->
            [1] {" "}okuva mu
           *[other] {" "}mu kulya { $captures }, okusooka okuva mu
        } { $pits } ku ludda lwa { $owner }{ $reverse ->
            [1] {" "}(okulya okw'emabega)
           *[other] {""}
        }{ $resown ->
            [none] {""}
           *[other] , ne zisigibwa nate okuva mu { $resown }
        }
    }{ $slam ->
        [1] {" "}(grand slam, kale tekirya kintu)
       *[other] {""}
    }
review-effect-endless = { $move } tekikoma: omuzannyo gusazibwamu
review-effect-wins = { $effect }, era kiwangula omuzannyo
review-effect-ends = { $effect }, era kikomya omuzannyo
review-side-move = { $side } { $move }
review-answer = Okuddamu kwa { $side }: { $effect }.
review-answer-after = Oluvannyuma lwa { $moves }, { $side } azannya: { $effect }.
review-better = Ekyandisinze: { $effect }.
review-better-sets-up = Ekyandisinze: { $move }. { $then }
review-better-quiet = Ekyandisinze: { $move }.
review-cost = Kino kifiiriza empiki { $seeds }.
review-cost-game = Oluvannyuma lw'ekyo, { $side } tasobola kwewala kuwangulwa.
review-explanation = { $better } { $side } yazannya { $move }. { $then }
review-then = { $answer } { $cost }
review-turned = Omuzannyo gwakyukira ku kuzannya { $number }: { $side } yazannya { $move }. { $answer }
review-line-move = { $side } { $effect }
review-line = Ekiteeso kya kompyuta: { $moves }.

## Emizannyo gyo (ebyafaayo by'emizannyo egyaggwa, ku ntandikwa)

title-journal = Emizannyo gyo
journal-loading = Emizannyo gyo gisomebwa…
journal-empty = Tewannabaawo muzannyo gw'omaliriza. Buli muzannyo gw'omaliriza ne kompyuta oba n'omuzannyi omulala guterekebwa wano.
journal-kept-newest = Emizannyo { $cap } egisembyeyo gyokka gye giterekebwa.
journal-totals = Omugatte
journal-game-total = { $game }: { $games ->
    [one] omuzannyo { $games }
   *[other] emizannyo { $games }
}
journal-tally-omweso = { $opponent } — obuwanguzi: { $won }, okuwangulwa: { $lost }, egisaziddwamu: { $annulled }
journal-tally-oware = { $opponent } — obuwanguzi: { $won }, okuwangulwa: { $lost }, amaliri: { $drawn }
journal-tally-two = { $opponent } — { $games ->
    [one] omuzannyo { $games }
   *[other] emizannyo { $games }
}
journal-games = Emizannyo, egisembyeyo gye gisooka
journal-open = Ggulawo
journal-entry = { $date } · { $game } · { $opponent } · { $result } · { $points }
journal-against = omuvuganya: { $level }
journal-two-players = abazannyi babiri
journal-won = wawangula
journal-lost = wawangulwa
journal-drawn = amaliri
journal-annulled = gusaziddwamu
journal-side-won = { $side } yawangula
journal-points = { $points ->
    [one] akabonero { $points }
   *[other] obubonero { $points }
}
journal-seeds = empiki { $mine }–{ $theirs }
journal-clear = Sangula ebyafaayo…
journal-clear-confirm = Osangula emizannyo gyo gyonna ({ $games }) mu byafaayo? Tekisobola kuzzibwayo.
journal-clear-yes = Yee, sangula
journal-clear-no = Nedda, gireke
journal-unreadable = Fayiro y'ebyafaayo by'emizannyo gyo teyasobose kusomebwa ({ $problem }); { $kept }. Ebyafaayo ebipya bitandika.
left-in-place = yalekeddwa we yali era tejja kuwandiikibwako
settings-unreadable = Ensengeka zo tezaasobose kusomebwa ({ $problem }); { $kept }. Omuzannyo gutandika n'ensengeka zaagwo eza bulijjo.
could-not-save = { $file } teyasobose kuterekebwa: { $why }. Omuzannyo gweyongera okugezaako.
why-disk-full = disiki ejjudde
why-read-only = fayiro teziyinza kuwandiikibwa mu folda eno
why-folder-in-the-way = waliwo folda mu kifo kya fayiro
why-other = { $error }
files-title = Fayiro zo
files-dismiss = Kale
journal-cannot-open = Omuzannyo guno tegusobola kuggulwawo: { $why }

## Accessibility

legend-focus = akabonero ka kiiboodi
settings-high-contrast = Langi ezeyawukana ennyo (enkulungo ennene, omuwendo gwonna, emabega awatali kintu)
settings-reduce-motion = Entambula ntono (ensigo zigwa amangu ddala, kamera tesenguka)
settings-ui-scale = Obunene bw'ebiwandiiko:

## Puzzles

puzzles-title = Ebikokko
puzzles-intro = Embeera entuufu ez'omuzannyo ezirina eky'okuddamu kimu kyokka ekituufu, kompyuta kye yakakasa. Zuula okuzannya.
puzzles-progress = Ebigonjoddwa: { $solved } ku { $total } · { $streak } ebiddiriŋŋana ku kugezaako okusooka
puzzle-of-the-day = Ekikokko kya leero
puzzle-number = Ekikokko { $number } ku { $total } · { $stars }
puzzle-ask-win-now = Wangula omuzannyo n'okuzannya kuno.
puzzle-ask-win-in-n = Zuula obuwanguzi obutaziyizika { $moves ->
        [one] mu kuzannya kumu
       *[other] mu mirundi { $moves } gy'ozannya
    }, omuvuganya ne bw'anaddamu atya.
puzzle-ask-only-move = Okuzannya kumu kwokka kwe kutakuleetera kuwangulwa. Kuzuule.
puzzle-ask-avoid-grand-slam = Lya nga bw'osobola, naye weegendereze: okuzannya okwandiridde empiki zonna ez'omuvuganya tekulya kintu.
puzzle-ask-big-capture = Okuzannya kumu kulya empiki nnyingi nnyo okusinga okulala kwonna. Kuzuule.
puzzle-hint-win-now = Omulamwa: wangula kati. Noonya okuzannya okukomya omuzannyo: omutwe gw'omuvuganya gutemeddwa, oba nga tasigaddeko ky'okuzannya.
puzzle-hint-win-in-n = Omulamwa: obuwanguzi obutaziyizika. Buli kuddamu omuvuganya kw'alina kumuviirako okuwangulwa.
puzzle-hint-only-move = Omulamwa: okuzannya okwokka. Laba buli kuzannya kye kukkiriza omuvuganya okukola.
puzzle-hint-avoid-grand-slam = Omulamwa: grand slam. Okulya empiki zonna ez'omuvuganya tekulya kintu.
puzzle-hint-big-capture = Omulamwa: okulya okunene. Goberera empiki esembayo eya buli kuzannya w'egwa.
puzzle-hint-pit = Ekinnya eky'okuzannya kirina enkulungo bbiri.
puzzle-hint = Amagezi
puzzle-retry = Ddamu ogezeeko
puzzle-next = Ekikokko ekiddako
puzzle-leave = Vva mu bikokko
puzzle-solved = Kigonjoddwa! Eky'okuddamu kyali { $move }.
puzzle-refuted = { $move } si kye ky'okuddamu. { $answer }
puzzle-wrong-end = { $move } si kye ky'okuddamu: kikomya omuzannyo.
about-omweso-solved =
    Omweso gugonjoddwa ku ntandikwa eya bulijjo: omuzannyi atandika awangula nga tewali kumuziyiza. Kompyuta yazudde enkola ya Bukiikaddyo, etandika ne l, ewangula buli kuddamu mu mirundi 45 (51 awatali kuwamba kwa kudda emabega), mu buli ngeri y'amateeka (okuwamba okw'okudda emabega, okuziyiza okuwamba ku mulundi ogusooka, okwesera, akakyala). Obukakafu buli mu fayiro eziri mu muzannyo, buli muntu z'asobola okukebera ng'akozesa amateeka gokka (mancala prove --check).

    Ekivudde mu kino kikola ku mateeka nga omuzannyo guno bwe gugategeera: empiki ezisitulwa mu kinnya eky'okudda emabega ziyinza okusigibwa nga zidda ku ddyo bwe ziwamba; empiki eziwambiddwa zisigibwa nate okuva mu kinnya ekyasembayo okusitulwa; okuzannya okutaggwaawo oba embeera ekomawo omulundi ogwokusatu bisazaamu omuzannyo. Emizannyo egy'entegeka abazannyi gye beerondera tegannaba kugonjoolwa.

# The start of an Omweso match against the computer, and arranging.
start-arrange = Teeka empiki zo (engeri ey'ennono)
start-standard = Eya bulijjo
start-two-each = Bbiri mu buli kinnya

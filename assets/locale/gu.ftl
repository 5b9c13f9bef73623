# Omweso — the string catalogue, Gujarati (gu).
# Luganda terms (bulijo, okutema, akawumbi, akakyala, okwesera, empiki,
# ekyokubala, ekisibé, ekyobutabal) stay Luganda in every language.
# Names and sides ($name) are placed so that they need no case ending
# (after a colon, or before a verb in the present tense).

## Sides, players, levels

side-south = દક્ષિણ
side-north = ઉત્તર
computer-named = કમ્પ્યુટર ({ $level })
computer-of-side = { $level } ({ $side })
level-beginner = શિખાઉ
level-casual = સરળ
level-intermediate = મધ્યમ
level-expert = નિષ્ણાત
level-master = ઉસ્તાદ
level-blitz = બ્લિટ્ઝ

## Ways of playing and set-ups

way-ekyokubala = સમયમર્યાદા વિના; ચાલ પાછી લઈ શકાય
way-ekisibe = ઔપચારિક; રમેલી ચાલ બંધનકર્તા છે
way-ekyobutabal = બ્લિટ્ઝ: દરેક ચાલ શરૂ કરવા 3 સેકન્ડ
setup-standard = પ્રમાણભૂત (દરેક બાહ્ય ખાડામાં 4)
setup-two-each = દરેક ખાડામાં બે
setup-custom = તમારાં 32 બીજ જાતે ગોઠવો

## What the session says

undo-ekisibe = Ekisibé: રમેલી ચાલ બંધનકર્તા છે, ચાલ પાછી લઈ શકાતી નથી.
undo-ekyobutabal = Ekyobutabal ઝડપથી રમાય છે: ચાલ પાછી લઈ શકાતી નથી.
undo-game-over = રમત પૂરી થઈ ગઈ છે: હવે ચાલ પાછી લઈ શકાતી નથી.
undo-wait = ચાલ પૂરી થાય ત્યાં સુધી રાહ જુઓ.
undo-nothing = પાછી લેવા માટે કોઈ ચાલ નથી.
redo-not-now = અત્યારે કંઈ ફરીથી કરી શકાતું નથી.
redo-nothing = ફરીથી કરવા માટે કોઈ ચાલ નથી.
replay-no-moves = આ સમીક્ષા છે: ◀ અને ▶ (અથવા તીરવાળી કી) વડે એક એક ચાલ જુઓ. બીજી ચાલ રમવા માટે "અહીં બીજી ચાલ અજમાવો" પસંદ કરો.
their-turn = હવે વારો: { $name }.
game-is-over = રમત પૂરી થઈ ગઈ છે.
wait-for-seeds = બીજ સ્થિર થાય ત્યાં સુધી રાહ જુઓ.
time-stolen = સમય પૂરો! { $seconds } સેકન્ડમાં { $late } તરફથી ચાલ શરૂ ન થઈ: { $thief } વારો છીનવી લે છે.
hint-not-here = કમ્પ્યુટર બે ખેલાડીની રમતમાં અને પોતાની સામે સમયમર્યાદા વિનાની Ekyokubala રમતમાં ચાલ સૂચવે છે.
hint-not-now = તમારે ખાડો પસંદ કરવાનો વારો હોય ત્યારે ચાલ સૂચવી શકાય છે.
not-your-pit = એ ખાડો તમારો નથી (તે { $name } પાસે છે): તમારી પોતાની બાજુથી રમો.
to-move = વારો: { $name }
last-move = છેલ્લી ચાલ: { $name } { $move }
list-and = { $items } અને { $last }

## Omweso in play

choose-direction-first = પહેલાં આગળ વધવાની દિશા પસંદ કરો.
no-direction-now = અત્યારે પસંદ કરવા માટે કોઈ દિશા નથી.
omweso-score = { $points } / { $target } પોઈન્ટ · { $captured ->
    [one] આ રમતમાં { $captured } બીજ કબજે કર્યું
   *[other] આ રમતમાં { $captured } બીજ કબજે કર્યાં
}
omweso-format = { $way } · { $rules }
result-annulled = રદ
result-bulijo-meaning = કોઈ ચાલ બાકી નથી
result-okutema-meaning = માથું કપાયું
result-akawumbi-meaning = પ્રતિસ્પર્ધી સંપૂર્ણ સાફ
result-akakyala-meaning = શૂન્ય સામે બે કબજા
result-annulled-meaning = રમત ફરીથી રમાય છે
wins-points = { $name } { $points ->
    [one] { $points } પોઈન્ટ
   *[other] { $points } પોઈન્ટ
} જીતે છે
no-points-replayed = કોઈ પોઈન્ટ નહીં: રમત ફરીથી ગોઠવાય છે.
match-line = મેચ: { $south } { $a } – { $b } { $north }
choice-sow-anticlockwise = વાવો → ઘડિયાળની વિરુદ્ધ (+)
choice-sow-clockwise = ← કબજે કરવા ઘડિયાળની દિશામાં વાવો (−)
choice-okwesera = Okwesera: 2 પછી 1 (*)
choice-go-on = આગળ વધો → ઘડિયાળની વિરુદ્ધ (+)
choice-turn-clockwise = ← ઘડિયાળની દિશામાં વળો અને કબજે કરો (−)
choice-prompt = ખાડો { $pit }: પસંદ કરો
arranging-computer = { $name } ગોઠવણી કરે છે…
arranging-first = { $name } પહેલાં ગોઠવે છે; { $other } તે જોઈ શકે છે.
arranging-now = હવે { $name } ગોઠવે છે.
arranging-how = એક ખાડામાં વધુમાં વધુ { $cap }. બીજ ઉમેરવા ખાડા પર ક્લિક કરો, એક કાઢવા Shift+ક્લિક કરો.
hint-okwesera = { $pit } માંથી okwesera રમો
hint-sow-clockwise = { $pit } માંથી ઘડિયાળની દિશામાં વાવો
hint-sow = { $pit } માંથી વાવો
hint-omweso = સૂચન: { $how }{ $turns ->
    [0] {""}
    [one] , અને પૂછવામાં આવે ત્યારે કબજે કરવા ઘડિયાળની દિશામાં વળો
   *[other] , અને પૂછવામાં આવે ત્યારે કબજે કરવા { $turns } વાર ઘડિયાળની દિશામાં વળો
} ({ $move }).
rule-no-reverse = ઊલટા કબજા નહીં
rule-first-turn-captures = પહેલા વારામાં કબજા
rule-no-okwesera = okwesera નહીં
rule-akawumbi = akawumbi { $points }
rule-target = { $points } પોઈન્ટ સુધી
rule-cap = ગોઠવણી મર્યાદા { $cap }
rule-no-cap = ગોઠવણી મર્યાદા નહીં
rules-line = નિયમો: { $rules }
rules-omweso =
    દરેક ખેલાડી પોતાની સૌથી નજીકની બે હરોળનો માલિક છે: 16 ખાડા.
    તમારો 2 કે વધુ બીજવાળો ખાડો પસંદ કરો અને તેનાં બીજ એક એક કરીને ઘડિયાળની વિરુદ્ધ દિશામાં વાવો.
    છેલ્લું બીજ ખાલી ખાડામાં પડે, તો તમારો વારો પૂરો થાય છે.
    જો તે તમારી અંદરની હરોળના ભરેલા ખાડામાં પડે અને તેની સામેના પ્રતિસ્પર્ધીના બંને ખાડામાં બીજ હોય, તો તમે તે બધાં કબજે કરો છો અને છેલ્લે જે ખાડામાંથી ઉપાડ્યું હતું ત્યાંથી તેમને આગળ વાવો છો.
    નહીં તો તમે જ્યાં છેલ્લું બીજ પડ્યું તે ખાડાનાં બીજ ઉપાડીને આગળ વાવો છો (રિલે).
    તમારી ડાબી બાજુના ચાર ખાડા (i, j, a, b) માંથી તમે ઘડિયાળની દિશામાં પણ વાવી શકો, પણ ફક્ત કબજે કરવા માટે.
    તમારા પહેલા વારામાં કબજો નહીં. કોઈ કબજો કરે તે પહેલાં 3 બીજવાળો ખાડો 2 + 1 રીતે રમી શકાય (okwesera).
    જે ચાલ ક્યારેય પૂરી ન થાય તે રમત રદ કરે છે.

    પરિણામ: okwa bulijo (પ્રતિસ્પર્ધી ચાલ કરી શકતો નથી) 1 પોઈન્ટ; okutema (તેમની આગળની હરોળ ખાલી, અથવા એક જ વારામાં બંને છેડાના સ્તંભમાં કબજો) 2 પોઈન્ટ; akawumbi (છેડાના સ્તંભમાં કબજાથી સંપૂર્ણ સાફ) 12 પોઈન્ટ; akakyala (વૈકલ્પિક) 2 પોઈન્ટ. મેચ 12 પોઈન્ટ સુધી રમાય છે.
pit-too-few = ખાડા { $pit } માં { $seeds ->
    [one] { $seeds } બીજ
   *[other] { $seeds } બીજ
} છે: ફક્ત 2 કે વધુ બીજવાળો ખાડો જ રમી શકાય.
pit-not-now = ખાડો { $pit } અત્યારે રમી શકાતો નથી.
caption-passed = { $name }: વારો જતો કર્યો.
caption-okwesera = { $name }: { $pit } માંથી okwesera
caption-sowed-clockwise = { $name }: { $pit } માંથી ઘડિયાળની દિશામાં વાવણી
caption-sowed = { $name }: { $pit } માંથી વાવણી
caption-never-ending = { $start } — ક્યારેય પૂરી ન થતી ચાલ, તેથી રમત રદ થાય છે.
caption-laps = { $laps ->
    [one] { $laps } ફેરો
   *[other] { $laps } ફેરા
}
caption-captured = { $pits } માંથી { $seeds ->
    [one] { $seeds } બીજ
   *[other] { $seeds } બીજ
} કબજે
caption-resowed = { $captured }, { $pit } માંથી ફરી વાવ્યાં
caption-move = { $start } — { $parts }.
arrange-not-now = બીજ ફક્ત કસ્ટમ રમત પહેલાં જ ગોઠવાય છે.
arrange-computer = કમ્પ્યુટર પોતાનાં બીજ ગોઠવે છે.
arrange-all-placed = બધાં { $seeds } બીજ મુકાઈ ગયાં છે: પહેલાં એક કાઢો, અથવા "થઈ ગયું" દબાવો.
arrange-pit-full = ખાડો { $pit } ભરેલો છે: એક ખાડામાં વધુમાં વધુ { $cap } બીજ.
arrange-total = હજી નહીં: ગોઠવણીમાં બરાબર { $seeds } બીજ મૂકવાનાં હોય છે, આમાં { $placed } છે.
arrange-over-cap = હજી નહીં: ખાડા { $pit } માં { $seeds } બીજ છે, જે { $cap } ની મર્યાદાથી વધુ છે.

## Oware in play

oware-sowed = { $name }: { $house } માંથી { $seeds ->
    [one] { $seeds } બીજ વાવ્યું
   *[other] { $seeds } બીજ વાવ્યાં
}
oware-grand-slam = { $sowed } — ગ્રાન્ડ સ્લેમ, તેથી કંઈ કબજે થતું નથી.
oware-no-capture = { $sowed }.
oware-captured = { $sowed } — { $houses } માંથી { $seeds } કબજે.
format-first-to = પહેલાં { $wins } જીત મેળવે તે
format-best-of = { $games } માંથી શ્રેષ્ઠ
format-six-or-lead = છ જીત અથવા ત્રણની સરસાઈ
format-three-in-a-row = સળંગ ત્રણ જીત
oware-store = એ ભંડાર છે: તમારાં છ ઘરમાંથી કોઈ એકમાંથી વાવો.
oware-empty = ઘર { $house } ખાલી છે.
oware-must-feed = ઘર { $house } પ્રતિસ્પર્ધી સુધી પહોંચતું નથી, અને તેમની પાસે બીજ નથી: ચાલે તેમને બીજ આપવાં જ જોઈએ.
oware-score = { $wins ->
    [one] { $wins } રમત જીતી
   *[other] { $wins } રમત જીતી
} · ભંડાર { $store }
oware-format = Oware, { $format }
oware-wins = વિજેતા: { $name }, { $a }–{ $b }
oware-draw = બરાબરી, 24–24
oware-end-majority = અડધાથી વધુ બીજ કબજે થયાં.
oware-end-no-feed = કોઈ ચાલ પ્રતિસ્પર્ધીને બીજ આપી શકતી નથી: દરેક પોતાની બાજુનાં બીજ લે છે.
oware-end-repetition = સ્થિતિ પુનરાવર્તિત થઈ: દરેક પોતાની બાજુનાં બીજ લે છે.
oware-match-line = મેચ ({ $format }): { $south } { $a } – { $b } { $north }
hint-sow-from = સૂચન: { $house } માંથી વાવો.
rules-oware =
    દરેક ખેલાડી પોતાની સૌથી નજીકની છ ઘરની હરોળનો માલિક છે; ભંડારમાં તેઓ જે કબજે કરે તે રહે છે.
    તમારું એક ઘર પસંદ કરો અને તેનાં બીજ એક એક કરીને ઘડિયાળની વિરુદ્ધ દિશામાં વાવો; તમે ખાલી કરેલું ઘર છોડી દો.
    જો છેલ્લું બીજ પ્રતિસ્પર્ધીના ઘરમાં 2 કે 3 બીજ કરે, તો તમે તે કબજે કરો છો, અને તેની પહેલાંનાં ઘરોમાં 2 કે 3 હોય ત્યાં સુધી પાછળની તરફ એ જ રીતે.
    પ્રતિસ્પર્ધીની બાજુનું દરેક બીજ લઈ લેતો કબજો (ગ્રાન્ડ સ્લેમ) કંઈ કબજે કરતો નથી (નિયમોનો એક વિકલ્પ તેને રમત જીતાડે ત્યારે કબજો કરવા દે છે).
    જો પ્રતિસ્પર્ધી પાસે બીજ ન હોય, તો તમારે તેમને બીજ મળે તેવી ચાલ રમવી જ પડે.
    રમત પૂરી થાય છે જ્યારે કોઈ ખેલાડી 25 બીજ કબજે કરે, જ્યારે કોઈ ચાલ પ્રતિસ્પર્ધીને બીજ ન આપી શકે, અથવા જ્યારે સ્થિતિ પુનરાવર્તિત થાય: ત્યારે દરેક ખેલાડી પોતાની બાજુનાં બીજ લે છે.
    પહેલો ખેલાડી દરેક રમતે બદલાય છે.

## Saved matches and files

saved-match = { $game }: { $south } { $a } – { $b } { $north }, રમત { $number }, { $moves ->
    [one] { $moves } ચાલ રમાઈ
   *[other] { $moves } ચાલ રમાઈ
}
resume-failed = સાચવેલી મેચ ફરી શરૂ થઈ શકી નહીં ({ $problem }); { $kept }. નવેસરથી શરૂ થાય છે.
settings-unreadable = તમારી સેટિંગ્સ વાંચી શકાઈ નહીં ({ $problem }); { $kept }. રમત તેની સામાન્ય સેટિંગ્સ સાથે શરૂ થાય છે.
could-not-save = { $file } સાચવી શકાયું નહીં: { $why }. રમત પ્રયત્ન કરતી રહે છે.
why-disk-full = ડિસ્ક ભરાઈ ગઈ છે
why-read-only = ફોલ્ડરમાં લખી શકાતું નથી
why-folder-in-the-way = ફાઇલની જગ્યાએ એક ફોલ્ડર છે
why-other = { $error }
files-title = તમારી ફાઇલો
files-dismiss = બરાબર
kept-as = તેને { $path } તરીકે રાખી છે
left-in-place = તેને જ્યાં હતી ત્યાં જ રહેવા દીધી છે અને તેના પર લખાશે નહીં
saved-as = { $path } તરીકે સાચવ્યું
could-not-write = { $path } લખી શકાયું નહીં: { $why }
cannot-load = { $path } લોડ થઈ શકતું નથી: { $why }
cannot-open = { $path } ખોલી શકાતું નથી: { $why }
asset-missing = { $path } લોડ થઈ શક્યું નહીં. `cargo run -p modelgen --release` વડે મોડલ ફરીથી બનાવો.
asset-missing-title = ફાઇલો ખૂટે છે

## The title

title-omweso-tagline = યુગાન્ડાની શાહી મેનકાલા
title-oware-tagline = Abapa, પશ્ચિમ આફ્રિકાની રમત
title-resume = મેચ ફરી શરૂ કરો
title-play-computer = કમ્પ્યુટર સામે રમો
title-two-players = બે ખેલાડી
title-watch = કમ્પ્યુટરની રમત જુઓ
title-rules = નિયમો
title-learn = રમતાં શીખો
title-hide-options = વિકલ્પો છુપાવો
title-options = વિકલ્પો: સ્તર, નામ, નિયમો
title-language = ભાષા
quit = બહાર નીકળો
about-title = { $game } વિશે
rules-title = { $game } ના નિયમો
options-title = વિકલ્પો
options-players = ખેલાડીઓ
options-level = કમ્પ્યુટરનું સ્તર
options-you-play = કમ્પ્યુટર સામે તમે રમો છો
options-south-first = દક્ષિણ (પહેલી ચાલ)
options-name = નામ ({ $side })
options-rules = નિયમો
options-setup = ગોઠવણી
options-way = રમવાની રીત
options-grand-slam = ગ્રાન્ડ સ્લેમ
options-grand-slam-nothing = કંઈ કબજે કરતો નથી
options-grand-slam-wins = જીત અપાવે તો કબજે કરે
options-match = મેચ
options-controls = રમતમાં: વાવવા માટે ખાડા પર ક્લિક કરો (અથવા તેનો અક્ષર ટાઇપ કરો). આસપાસ જોવા જમણું બટન દબાવી ખેંચો અથવા એક આંગળી ફેરવો, ઝૂમ માટે વ્હીલ અથવા પિંચ, દૃશ્ય પાછું ગોઠવવા Home. Space એનિમેશન છોડે છે, Tab દરેક ખાડાની ગણતરી બતાવે છે, Esc મેનુ ખોલે છે.
option-reverse = ડાબી બાજુના ચાર ખાડામાંથી ઊલટા કબજા
option-first-turn = ખેલાડીના પહેલા વારામાં કબજો નહીં
option-okwesera = Okwesera (કોઈ કબજા પહેલાં 3 બીજવાળા ખાડામાંથી 2 + 1)
option-akakyala = Akakyala (શૂન્ય સામે બે કબજાવાળા વારા: 2 પોઈન્ટ)
option-akawumbi = Akawumbi નું મૂલ્ય
option-akawumbi-12 = 12 (મેચ જીતે છે)
option-cap = કસ્ટમ ગોઠવણી: વધુમાં વધુ
option-cap-unit = બીજ એક ખાડામાં
option-target = મેચ આટલા સુધી
option-target-unit = પોઈન્ટ

## The menu

menu-title = મેનુ
menu-resume = ફરી શરૂ કરો
menu-new-match = નવી મેચ
menu-hide-rules = નિયમો છુપાવો
menu-rules = નિયમો
menu-files = સાચવેલી રમતો અને રેકોર્ડ
menu-file-name = નામ
menu-save = મેચ સાચવો
menu-export = આ રમતનો રેકોર્ડ નિકાસ કરો
menu-saved-matches = સાચવેલી મેચ
menu-records = રમતના રેકોર્ડ
menu-load = લોડ કરો: { $name }
menu-replay = સમીક્ષા: { $name }
menu-folder = ફોલ્ડર: { $path }

## The exhibition

touch-to-play = રમવા માટે સ્પર્શ કરો
still-playing = હજી રમો છો?
still-playing-countdown = { $seconds ->
    [one] { $seconds } સેકન્ડમાં
   *[other] { $seconds } સેકન્ડમાં
} રમત શરૂઆતમાં પાછી જશે.
still-playing-yes = હા, હું હજી રમું છું

## About the games

about-omweso =
    Omweso (Mweso અથવા Mweisho પણ; આ નામ સ્વાહિલી શબ્દ michezo, "રમતો", સાથે સંકળાયેલું છે) બગાન્ડાની ઐતિહાસિક શાહી રમત અને યુગાન્ડાની રાષ્ટ્રીય બોર્ડ ગેમ છે. ગાંડા મૌખિક પરંપરા કહે છે કે તે 16મી સદીમાં બુન્યોરો-કિટારા વંશના બાચવેઝી શાસકો લાવ્યા હતા.

    સદીઓ સુધી તે શાહી વિધિનો ભાગ હતી: બુગાન્ડાના શાસક kabaka બુડો હિલ પર પોતાના રાજ્યાભિષેકની વિધિમાં Omweso રમતા. 1856 થી 1884 સુધી બુગાન્ડા પર શાસન કરનાર kabaka મુટેસા I એક મહાન વ્યૂહરચનાકાર અને આ રમતના આશ્રયદાતા તરીકે જાણીતા હતા, અને આજે પણ વાર્તાઓ તેમના katikkiro (વડા પ્રધાન) મુકાસાને 19મી સદીના પૂર્વ આફ્રિકાના સૌથી ભયજનક ઉસ્તાદોમાંના એક તરીકે યાદ કરે છે. મુટેસા I નું પોતાનું બોર્ડ યુનેસ્કોની વર્લ્ડ હેરિટેજ સાઇટ કસુબી કબરોમાં માર્ચ 2010ની આગ સુધી સચવાયેલું હતું.

    kabaka સર એડવર્ડ મુટેસા II 1955માં દેશનિકાલમાંથી પાછા ફર્યા પછી, Omweso દરબારની રમતમાંથી ઔપચારિક ટુર્નામેન્ટો ધરાવતી જીવંત રાષ્ટ્રીય રમત બની. તે આઠ ખાડાની ચાર હરોળવાળા બોર્ડ પર 64 બીજ, empiki, વડે રમાય છે.
about-omweso-source = સ્રોત: પ્રોજેક્ટનો Omweso પરિચય (સ્વાહિલી, ગ્રીક, રશિયન, ગુજરાતી લખાણો).
about-omweso-solved =
    પ્રમાણભૂત શરૂઆત માટે Omweso ઉકેલાઈ ગઈ છે: પહેલી ચાલ કરનાર ખેલાડી ફરજિયાત રીતે જીતે છે. કમ્પ્યુટરની સાબિતીએ દક્ષિણ માટે l થી શરૂ થતી એવી વ્યૂહરચના શોધી છે જે દરેક જવાબ સામે 45 ચાલમાં (ઉલટા કબજા વિના 51) જીતે છે, નિયમોના દરેક વિકલ્પ સંયોજન હેઠળ (ઉલટા કબજા, પહેલા વારાનો પ્રતિબંધ, okwesera, akakyala). સાબિતી રમત સાથે એવી ફાઇલોમાં આવે છે જે કોઈ પણ ફક્ત નિયમોથી ચકાસી શકે (mancala prove --check).

    આ પરિણામ આ રમત નિયમોને જે રીતે વાંચે છે તે માટે સાચું છે: ઉલટા ખાડામાંથી ઉપાડેલો રિલે, જો તે ફેરો કબજો કરે તો, ઘડિયાળની દિશામાં વાવી શકાય; કબજે કરેલાં બીજ છેલ્લે ઉપાડેલા ખાડામાંથી ફરી વાવવામાં આવે છે; ક્યારેય પૂરી ન થતી ચાલ અથવા ત્રીજી વાર આવતી સ્થિતિ રમતને રદ કરે છે. ખેલાડીઓ પોતે પસંદ કરેલી ગોઠવણીઓથી રમાતી રમતો હજુ ખુલ્લી છે.
about-oware =
    Oware (Akan માં Ɔware) ઘાનાની રાષ્ટ્રીય રમત અને વિશ્વની સૌથી જાણીતી પરંપરાગત મેનકાલા છે. ટ્રાન્સએટલાન્ટિક ગુલામ વેપારના સમયમાં એટલાન્ટિક પાર લઈ જવાયેલી આ રમતે પશ્ચિમ અને મધ્ય આફ્રિકામાં, કેરેબિયનમાં (એન્ટિગુઆ, બાર્બાડોસ, ક્યુબા, સેન્ટ લુસિયા) અને દક્ષિણ અમેરિકામાં (ગયાના, સુરીનામ, બ્રાઝિલ) સગી પરંપરાઓ સ્થાપી.

    અશાંતિ ઇતિહાસ યાદ કરે છે કે ફેયિયાસેના યુદ્ધ (આશરે 1701) પછી જુઆબેનના રાજાએ હારેલા ડેન્કયિરા શાસક સામે નક્કર સોનાના કાઉન્ટર વડે Oware રમી હતી, અને ત્યારથી સોનાના કાઉન્ટરથી રમવું અપશુકન મનાય છે.

    આજે Oware આંતરરાષ્ટ્રીય માઇન્ડ સ્પોર્ટ છે, જેમાં ઉસ્તાદો પશ્ચિમ આફ્રિકા, યુરોપ અને કેરેબિયનમાં વાર્ષિક ચેમ્પિયનશિપમાં સ્પર્ધા કરે છે. ગંભીર રમતના નિયમો Abapa કહેવાય છે: આ રમત એ જ નિયમોથી રમાય છે.
about-oware-source = સ્રોત: પ્રોજેક્ટનો Oware પરિચય (રોમાનિયન લખાણ).

## The HUD

hud-menu = મેનુ (Esc)
hud-deciding = રિલે ચાલુ છે: તે ક્યાં પૂરી થશે તે ગણાય છે…
hud-laps = અત્યાર સુધીના ફેરા: { $laps }
setup-title = ગોઠવણી
setup-left = { $seeds ->
    [one] મૂકવા માટે { $seeds } બીજ બાકી
   *[other] મૂકવા માટે { $seeds } બીજ બાકી
}
setup-button-standard = પ્રમાણભૂત
setup-button-two-each = બબ્બે
setup-button-clear = ખાલી કરો
setup-button-done = થઈ ગયું
wins-match = મેચ વિજેતા: { $name }!
next-game = આગલી રમત
game-number = રમત { $number }
thinking = વિચારે છે…
moves = ચાલ
legend-playable = રમી શકાય
legend-last-move = છેલ્લી ચાલ
legend-suggested = સૂચવેલ
suggest-move = ચાલ સૂચવો (?)
undo = ⟲ પાછું લો (U)
redo = ફરી કરો (R) ⟳
replay-back = ◀ પાછળ (U)
replay-forward = આગળ (R) ▶
replay-where = રિપ્લે: ચાલ { $played } / { $total }
settings-animation = એનિમેશન
speed-slow = ધીમું
speed-normal = સામાન્ય
speed-fast = ઝડપી
speed-instant = તરત
settings-numbers = ખાડા પર સંખ્યા (F2)
settings-seat = બેઠક
settings-seat-mover = ચાલનાર
settings-face-to-face = સામસામે (ઉત્તરનું લખાણ ઉત્તર તરફ)
settings-quality = ગુણવત્તા
quality-auto = આપમેળે
quality-high = ઊંચી
quality-low = નીચી
settings-mute = અવાજ બંધ
store = ભંડાર

## Accessibility: the board as a screen reader reads it, the board
## described in words, spoken captions.

access-board = બોર્ડ
access-outer-row = { $side }, બહારની હરોળ
access-inner-row = { $side }, અંદરની હરોળ
access-pit = { $row }, ખાડો { $pit }, { $seeds ->
    [one] { $seeds } બીજ
   *[other] { $seeds } બીજ
}
access-house = { $side }, ઘર { $pit }, { $seeds ->
    [one] { $seeds } બીજ
   *[other] { $seeds } બીજ
}
access-store = { $side }, ભંડાર, { $seeds ->
    [one] { $seeds } બીજ
   *[other] { $seeds } બીજ
}
access-playable = { $pit }, તમે રમી શકો
access-describe-button = બોર્ડનું વર્ણન (Ctrl+D)
access-describe-row = { $row }: { $pits }.
access-describe-store = ભંડાર { $seeds }
access-describe-turn = વારો: { $name }; રમી શકાય: { $pits }.
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
settings-spoken-captions = બોલાતાં કૅપ્શન (મોટેથી વાંચન)
spoken-captions-on = બોલાતાં કૅપ્શન: ચાલુ
spoken-captions-off = બોલાતાં કૅપ્શન: બંધ

## Lessons: the words of each lesson and step. The positions and the moves
## each step accepts are in src/systems/lessons/content.rs.
## Omweso pits, from your (South's) seat: outer row i j k l m n o p (left to
## right), inner row a b c d e f g h (left to right). Oware houses: a to f.

## Omweso: sowing and relays

lesson-sowing-title = વાવણી અને રિલે
lesson-sowing-intro = Omweso માં તમે તમારી સૌથી નજીકની બે હરોળના 16 ખાડાના માલિક છો. બીજ દરેક ખાડામાં એક એમ ઘડિયાળની વિરુદ્ધ દિશામાં વવાય છે: બહારની હરોળમાં i થી p સુધી, પછી અંદરની હરોળમાં h થી a સુધી પાછા, અને ફરી ચક્કર.
lesson-sowing-1-ask = ખાડા o નાં 3 બીજ ઉપાડો અને તેમને ઘડિયાળની વિરુદ્ધ દિશામાં, દરેક ખાડામાં એક, વાવો.
lesson-sowing-1-wrong = એ બીજા ખાડામાંથી વાવણી છે. આ વખતે ખાડો o રમો.
lesson-sowing-1-hint = ખાડો o તમારી બહારની હરોળમાં જમણેથી બીજો છે. તેનાં બીજ p માં જાય છે, પછી ખૂણો વળીને h અને g માં.
lesson-sowing-1-done = એક બીજ p માં ગયું, પછી વાવણી ખૂણો વળીને તમારી અંદરની હરોળમાં ગઈ: h, પછી g. છેલ્લું બીજ ખાલી ખાડામાં પડ્યું, તેથી વારો પૂરો.
lesson-sowing-2-ask = તમારી એક ચાલ એવા ખાડામાં પૂરી થાય છે જેમાં પહેલેથી બીજ છે. તેને શોધો અને રમો.
lesson-sowing-2-wrong = એ ફેરો ખાલી ખાડામાં પૂરો થયો, તેથી વારો તરત અટકી ગયો. એવી વાવણી શોધો જેનું છેલ્લું બીજ બીજ પર પડે.
lesson-sowing-2-hint = j થી ગણો: તેનાં 2 બીજ k અને l માં જાય છે, અને l માં પહેલેથી એક બીજ છે.
lesson-sowing-2-done = છેલ્લું બીજ l માં પડ્યું, જેમાં એક બીજ હતું, તેથી તમે l નાં બંને બીજ ઉપાડીને આગળ વાવ્યાં: m, n. n ખાલી હતો, તેથી વારો પૂરો થયો. આ રીતે આગળ વધવાને રિલે કહે છે.
lesson-sowing-3-ask = n રમો અને રિલે જુઓ: દર વખતે ફેરો ભરેલા ખાડામાં પૂરો થાય ત્યારે તેનાં બીજ ઉપાડીને આગળ વવાય છે, જ્યાં સુધી કોઈ ફેરો ખાલી ખાડામાં પૂરો ન થાય.
lesson-sowing-3-wrong = એ બીજો ખાડો છે. રિલેની લાંબી સાંકળ જોવા n રમો.
lesson-sowing-3-hint = ખાડો n તમારી બહારની હરોળમાં જમણેથી ત્રીજો છે.
lesson-sowing-3-done = n નાં બીજ h પર પૂરાં થયાં: રિલે. h નાં 3 બીજ e પર પૂરાં થયાં: રિલે. e નાં 2 c પર પૂરાં થયાં: રિલે. c નાં 4 b, a અને ખૂણો વળીને i અને j માં ગયાં. j ખાલી હતો: ચાર ફેરા પછી વારો પૂરો થયો.

## Omweso: capturing

lesson-capture-title = કબજો
lesson-capture-intro = જ્યારે ફેરો તમારી અંદરની હરોળમાં બીજ પર પૂરો થાય, અને તે ખાડાની સામેના ઉત્તરના બંને ખાડા (એ જ સ્તંભમાં ઉત્તરનો અંદરનો અને બહારનો ખાડો) માં બીજ હોય, ત્યારે તમે તે બધાં કબજે કરો છો. કબજે કરેલાં બીજ તરત જ ફરીથી તમારા પોતાના ખાડાઓમાં વવાય છે.
lesson-capture-1-ask = તમારી એક ચાલ કબજો કરે છે. તેને શોધો: તેનું છેલ્લું બીજ તમારી અંદરની હરોળમાં બીજ પર પડવું જોઈએ, અને સામે ઉત્તરના બંને ખાડામાં બીજ હોવાં જોઈએ.
lesson-capture-1-wrong = એ ચાલ કંઈ કબજે કરતી નથી: તેનું છેલ્લું બીજ ખાલી ખાડામાં પડે છે. એવો ફેરો શોધો જે તમારી અંદરની હરોળમાં બીજ પર પૂરો થાય.
lesson-capture-1-hint = m અજમાવો: તેનાં 4 બીજ h સુધી પહોંચે છે, જેમાં એક બીજ છે, અને h ની સામેના ઉત્તરના બંને ખાડામાં બીજ છે.
lesson-capture-1-done = m નો ફેરો h પર પૂરો થયો, જેની સામે ઉત્તરનાં 2 + 3 બીજ હતાં: તમે 5 કબજે કર્યાં. તેમને m માંથી, જે ખાડામાંથી તમે ઉપાડ્યાં હતાં, ફરી વાવ્યાં: n, o, p, h, g. g ખાલી હતો, તેથી વારો પૂરો થયો.
lesson-capture-2-ask = j રમો. તેનો ફેરો l પર રિલે થાય છે, અને l નો ફેરો h પર કબજો કરે છે. કબજે કરેલાં બીજ કયા ખાડામાંથી વવાય છે તે જુઓ.
lesson-capture-2-wrong = આ ખાડો નહીં. રિલે પછી આવતો કબજો જોવા j રમો.
lesson-capture-2-hint = ખાડો j તમારી બહારની હરોળમાં ડાબેથી બીજો છે.
lesson-capture-2-done = j નાં બીજ l પર પૂરાં થયાં: રિલે. l નાં 5 બીજ h પર પૂરાં થયાં અને 3 + 3 કબજે કર્યાં. એ 6 બીજ j માંથી નહીં, પણ છેલ્લે ઉપાડેલા ખાડા l માંથી વવાયાં: m, n, o, p, h, g.
lesson-capture-3-ask = n રમો. કબજે કરેલાં બીજ જો ઉત્તરના બે ભરેલા ખાડાની સામે બીજ પર પૂરાં થાય, તો ફરી કબજો કરે છે.
lesson-capture-3-wrong = આ ખાડો નહીં. એક વારામાં બે કબજા જોવા n રમો.
lesson-capture-3-hint = ખાડો n તમારી બહારની હરોળમાં જમણેથી ત્રીજો છે. તેનાં 3 બીજ h સુધી પહોંચે છે, જે ઉત્તરના બે ભરેલા ખાડાની સામે છે.
lesson-capture-3-done = n એ h પર 6 કબજે કર્યાં. n માંથી ફરી વવાયેલાં એ 6 e પર પૂરાં થયાં અને બીજાં 7 કબજે કર્યાં. એ 7 ફરી n માંથી વવાયાં અને ખાલી ખાડા d માં પૂરાં થયાં: એક વારામાં બે કબજા.

## Omweso: reverse captures

lesson-reverse-title = ઊલટા કબજા
lesson-reverse-intro = તમારા ડાબી બાજુના ચાર ખાડા, બહારની હરોળમાં i અને j અને અંદરની હરોળમાં a અને b, ઘડિયાળની દિશામાં પણ વાવી શકાય, પણ ફક્ત ત્યારે જ જ્યારે એ ઘડિયાળની દિશાનો ફેરો કબજો કરે.
lesson-reverse-1-ask = i નાં 3 બીજ ઘડિયાળની દિશામાં, a, b અને c તરફ વાવો: છેલ્લું બીજ c પર પડે છે અને કબજો કરે છે.
lesson-reverse-1-wrong = એ i માંથી ઘડિયાળની દિશાની ચાલ નથી. ઘડિયાળની વિરુદ્ધ વાવતાં i નાં બીજ કંઈ કબજે કરતાં નથી.
lesson-reverse-1-hint = ખાડો i પસંદ કરો અને તેને ઘડિયાળની દિશામાં, a તરફ વાવો, ઘડિયાળની વિરુદ્ધ j તરફ નહીં.
lesson-reverse-1-done = ઘડિયાળની દિશામાં i નાં બીજ a, b અને c માં ગયાં. c માં એક બીજ હતું અને સામે ઉત્તરનાં 2 + 2 બીજ હતાં: કબજે. i માંથી ઘડિયાળની દિશામાં વાવતાં એ 4 બીજ કબજો ન કરત, તેથી તે ઘડિયાળની વિરુદ્ધ ગયાં: j, k, l, m.
lesson-reverse-2-ask = તમારા ડાબા ખાડા i, j, a, b માંથી ફક્ત એકનો ઘડિયાળની દિશાનો ફેરો કબજો કરે છે. તેને શોધો અને ઘડિયાળની દિશામાં વાવો.
lesson-reverse-2-wrong = એ ઘડિયાળની દિશાનો કબજો નથી. ડાબો ખાડો ઘડિયાળની દિશામાં ત્યારે જ જઈ શકે જ્યારે તેનો એ ફેરો કબજો કરે: દરેક ક્યાં પૂરો થશે તે જુઓ.
lesson-reverse-2-hint = b થી ઘડિયાળની દિશામાં c અને d આવે છે. d માં એક બીજ છે, અને d ની સામેના ઉત્તરના બંને ખાડામાં બીજ છે.
lesson-reverse-2-done = b નાં 2 બીજ ઘડિયાળની દિશામાં c અને d માં ગયાં, અને d એ 2 + 2 કબજે કર્યાં, જે b માંથી ફરી વવાયાં: a, i, j, k. i, j અને a ના ઘડિયાળની દિશાના ફેરા કંઈ કબજે ન કરત, તેથી તેમને મંજૂરી નહોતી.
lesson-reverse-3-ask = ડાબા ખાડામાંથી ફરી વવાતાં કબજે કરેલાં બીજ પણ ઘડિયાળની દિશામાં જઈ શકે, જો એ ફેરો કબજો કરે. બે વાર કબજો કરો: i માંથી ઘડિયાળની દિશામાં, પછી કબજે કરેલાં બીજ સાથે ફરી ઘડિયાળની દિશામાં.
lesson-reverse-3-wrong = એ વધુમાં વધુ એક જ વાર કબજો કરે છે. c પરના કબજા પછી કબજે કરેલાં બીજ પણ ઘડિયાળની દિશામાં વાવો.
lesson-reverse-3-hint = i ઘડિયાળની દિશામાં રમો. કબજે કરેલાં 4 બીજ i માંથી ફરી વવાય ત્યારે ઘડિયાળની દિશા પસંદ કરો: તે d સુધી પહોંચે છે.
lesson-reverse-3-done = i ના ફેરાએ c પર 2 + 2 કબજે કર્યાં. i માંથી ઘડિયાળની દિશામાં વવાયેલાં 4 બીજ d પર પૂરાં થયાં અને 2 + 1 કબજે કર્યાં. એ 3 ઘડિયાળની દિશામાં કબજો કરી શકતાં ન હતાં, તેથી ઘડિયાળની વિરુદ્ધ ગયાં: j, k, l.

## Omweso: the first turn and okwesera

lesson-first-title = પહેલો વારો અને okwesera
lesson-first-intro = રમતની શરૂઆત માટે બે નિયમ: કોઈ પોતાના પહેલા વારામાં કબજો કરતું નથી, અને જ્યાં સુધી કોઈએ કબજો ન કર્યો હોય ત્યાં સુધી બરાબર 3 બીજવાળો ખાડો okwesera રીતે રમી શકાય.
lesson-first-1-ask = આ તમારો પહેલો વારો છે. m રમો: તેનું છેલ્લું બીજ h પર પડે છે, ઉત્તરનાં બીજની સામે.
lesson-first-1-wrong = આ ખાડો નહીં. પહેલા વારામાં કબજાનું શું થાય છે તે જોવા m રમો.
lesson-first-1-hint = ખાડો m તમારી બહારની હરોળની વચ્ચે છે, ડાબેથી પાંચમો.
lesson-first-1-done = m નાં બીજ h પર પૂરાં થયાં, જેમાં એક બીજ હતું અને સામે ઉત્તરના બે ભરેલા ખાડા હતા. પહેલા વારામાં એ કબજો નથી: તેના બદલે h નાં 2 બીજ g અને f માં રિલે થયાં.
lesson-first-2-ask = હજી કોઈએ કબજો કર્યો નથી, તેથી okwesera માન્ય છે: બરાબર 3 બીજવાળો ખાડો પછીના ખાડામાં 2 બીજ અને તેના પછીનામાં 1 મૂકી શકે, અને વારો પૂરો થાય છે. તમારા 3 બીજવાળા ખાડામાંથી okwesera રમો.
lesson-first-2-wrong = એ સામાન્ય વાવણી છે. Okwesera બરાબર 3 બીજવાળો ખાડો રમવાની એક ખાસ રીત છે.
lesson-first-2-hint = ખાડા m માં બરાબર 3 બીજ છે: તેને okwesera રીતે રમો, 2 બીજ n માં અને 1 o માં.
lesson-first-2-done = Okwesera: 2 બીજ n માં, 1 o માં, અને વારો તરત પૂરો, રિલે વિના અને કબજા વિના. m ને સામાન્ય રીતે પણ વાવી શકાયો હોત.
lesson-first-3-ask = બંને ખેલાડીઓનો પહેલો વારો થઈ ગયો છે, પણ હજી કોઈએ કબજો કર્યો નથી, તેથી okwesera હજી માન્ય છે. b માંથી okwesera રમો.
lesson-first-3-wrong = એ b માંથી okwesera નથી. Okwesera બરાબર 3 બીજવાળો ખાડો રમે છે: 2 પછીના ખાડામાં, 1 તેના પછીનામાં.
lesson-first-3-hint = ખાડા b માં બરાબર 3 બીજ છે. ઘડિયાળની વિરુદ્ધ દિશામાં b પછી a અને પછી i આવે છે.
lesson-first-3-done = 2 બીજ a માં ગયાં અને 1 ખૂણો વળીને i માં. આ રમતમાં કોઈ એક વાર કબજો કરે, પછી okwesera માન્ય નથી.

## Omweso: winning

lesson-winning-title = રમત જીતવી
lesson-winning-intro = હમણાં જ ચાલ કરનાર ખેલાડી નીચેની કોઈ એક રીતે રમત જીતે છે અને પોઈન્ટ મેળવે છે; મેચ 12 પોઈન્ટ સુધી ચાલે છે. આ પાઠમાં સંમત akakyala નિયમ ચાલુ છે.
lesson-winning-1-ask = ઉત્તર પાસે એક કરતાં વધુ બીજવાળો એક જ ખાડો બાકી છે. તેને કબજે કરો, જેથી ઉત્તર ચાલ ન કરી શકે: okwa bulijo, સામાન્ય જીત.
lesson-winning-1-wrong = એ પછી પણ ઉત્તર ચાલ કરી શકે છે. તમારા ખાડા e ની સામેનો ઉત્તરનો 3 બીજવાળો ખાડો કબજે કરો.
lesson-winning-1-hint = h રમો: તેનાં 3 બીજ g, f અને e માં જાય છે, અને e ઉત્તરના 3 બીજવાળા ખાડાની સામે છે.
lesson-winning-1-done = તમે e પર કબજો કર્યો. હવે ઉત્તરના દરેક ખાડામાં 0 કે 1 બીજ છે, તેથી ઉત્તર પાસે કોઈ માન્ય ચાલ નથી: okwa bulijo, સામાન્ય જીત: 1 પોઈન્ટ.
lesson-winning-2-ask = ઉત્તરની અંદરની હરોળમાં ફક્ત એક જ ખાડામાં બીજ છે. ઉત્તરની આગળની હરોળ ખાલી કરવા તેને કબજે કરો: okutema, "માથું કાપવું".
lesson-winning-2-wrong = ઉત્તરની અંદરની હરોળ હજી ખાલી નથી. તમારા ખાડા d ની સામે કબજો કરો.
lesson-winning-2-hint = f રમો: તેનાં 2 બીજ e અને d માં જાય છે, અને d ઉત્તરની અંદરની હરોળનાં એકમાત્ર બીજની સામે છે.
lesson-winning-2-done = તમારા કબજા પછી ઉત્તરની અંદરની હરોળ ખાલી છે: okutema: 2 પોઈન્ટ. એક જ વારામાં બંને છેડાના સ્તંભમાં કબજો (ઉત્તરના ચારેય ખૂણાના ખાડા) પણ okutema છે.
lesson-winning-3-ask = ઉત્તર પાસે 3 બીજ બાકી છે, બધાં તમારા ખાડા a ની સામે, છેડાના સ્તંભમાં. તે બધાં કબજે કરો: akawumbi.
lesson-winning-3-wrong = એ કંઈ કબજે કરતું નથી. એવો ફેરો શોધો જે a પર પૂરો થાય.
lesson-winning-3-hint = c રમો: તેનાં 2 બીજ b અને a માં જાય છે, અને a માં એક બીજ છે.
lesson-winning-3-done = ઉત્તર પાસે કંઈ બાકી નથી, અને છેલ્લો કબજો છેડાના સ્તંભમાં હતો: akawumbi: 12 પોઈન્ટ, એક સાથે આખી મેચ (જો ખેલાડીઓ સંમત થાય તો 6).
lesson-winning-4-ask = આ રમતના અગાઉના વારામાં તમે કબજો કર્યો હતો, અને ઉત્તરે હજી બિલકુલ કબજો કર્યો નથી. akakyala થી જીતવા હવે ફરી કબજો કરો.
lesson-winning-4-wrong = એ ચાલ કંઈ કબજે કરતી નથી. એવો ફેરો શોધો જે તમારી અંદરની હરોળમાં બીજ પર, ઉત્તરના બે ભરેલા ખાડાની સામે પૂરો થાય.
lesson-winning-4-hint = f રમો: તેનાં 2 બીજ e અને d માં જાય છે, અને d માં એક બીજ છે.
lesson-winning-4-done = ઉત્તરે કંઈ કબજે કર્યું ન હોય ત્યારે કબજાવાળો બીજો વારો: akakyala: 2 પોઈન્ટ. ખેલાડીઓ મેચ પહેલાં તેના પર સંમત થાય ત્યારે જ તે ગણાય છે.

## Oware: sowing

lesson-oware-sowing-title = Oware: વાવણી
lesson-oware-sowing-intro = Oware માં તમારી પાસે છ ઘર છે, ડાબેથી a થી f. બીજ દરેક ઘરમાં એક એમ ઘડિયાળની વિરુદ્ધ દિશામાં વવાય છે: તમારી હરોળમાં જમણી તરફ, પછી ઉત્તરની હરોળમાં જમણેથી ડાબે.
lesson-oware-sowing-1-ask = d રમો: તેનાં 5 બીજ ઉપાડો અને દરેક ઘરમાં એક એમ ઘડિયાળની વિરુદ્ધ દિશામાં વાવો.
lesson-oware-sowing-1-wrong = એ ઘર નહીં. આ વખતે d રમો.
lesson-oware-sowing-1-hint = ઘર d તમારી હરોળમાં ડાબેથી ચોથું છે.
lesson-oware-sowing-1-done = d નાં બીજ e અને f માં ગયાં, પછી સામે ઉત્તરની હરોળમાં: ઉત્તરના a, b અને c, જે તમને ઉપર જમણે દેખાય છે. છેલ્લાએ 2 કે 3 ન કર્યાં, તેથી કંઈ કબજે ન થયું.
lesson-oware-sowing-2-ask = ઘર c માં 12 બીજ છે, આખા બોર્ડનું ચક્કર લગાવવા પૂરતાં. તેને રમો અને c નું પોતાનું શું થાય છે તે જુઓ.
lesson-oware-sowing-2-wrong = એ ઘર નહીં. 12 બીજવાળું ઘર c રમો.
lesson-oware-sowing-2-hint = ઘર c રમો: તેનાં 12 બીજ દરેક ઘરમાં એક એમ વવાય છે, પણ c છોડી દેવાય છે.
lesson-oware-sowing-2-done = 12 બીજ આખા બોર્ડ પર ફર્યાં, પણ ઘર c છોડી દેવાયું: તે ખાલી રહે છે, અને છેલ્લું બીજ આગળ d માં ગયું. 12 કે વધુ બીજવાળું ઘર ક્યારેય પોતાનામાં વાવતું નથી.

## Oware: capturing

lesson-oware-capture-title = Oware: કબજો
lesson-oware-capture-intro = જો તમારું છેલ્લું બીજ ઉત્તરના ઘરમાં પડે અને તેમાં 2 કે 3 બીજ કરે, તો તમે તે કબજે કરો છો. પછી તેની પહેલાંનું ઘર તપાસાય છે, અને તેની પહેલાંનું, જ્યાં સુધી તે ઉત્તરનાં હોય અને તેમાં 2 કે 3 હોય.
lesson-oware-capture-1-ask = તમારી એક ચાલ કબજો કરે છે. તેને શોધો.
lesson-oware-capture-1-wrong = એ ચાલ કંઈ કબજે કરતી નથી: તેનું છેલ્લું બીજ ઉત્તરના ઘરમાં 2 કે 3 કરતું નથી.
lesson-oware-capture-1-hint = ઉત્તરનું ઘર b, ઉપર જમણેથી બીજું, 1 બીજ ધરાવે છે. તમારું કયું ઘર ત્યાં પૂરું થાય છે?
lesson-oware-capture-1-done = f નાં 2 બીજ ઉત્તરના a અને b માં ગયાં. પછી b માં 2 હતાં: કબજે. તેની પહેલાંના ઘર, ઉત્તરના a, માં 6 હતાં, તેથી કબજો ત્યાં અટક્યો.
lesson-oware-capture-2-ask = એક ચાલથી ઉત્તરનાં ત્રણ ઘરમાં કબજો કરો.
lesson-oware-capture-2-wrong = એ ત્રણ ઘર કબજે કરતું નથી. એવી ચાલ શોધો જેનું છેલ્લું બીજ 2 કે 3 કરે, અને તેની પાછળનાં ઘરોમાં 2 કે 3 હોય.
lesson-oware-capture-2-hint = e રમો: તેનાં 4 બીજ ઉત્તરનાં ઘર a, b અને c સુધી પહોંચે છે.
lesson-oware-capture-2-done = છેલ્લા બીજે ઉત્તરના c માં 2 કર્યાં: કબજે. પાછળ જતાં, પછી b માં 3 અને a માં 2 હતાં: તે પણ કબજે, કુલ 7 બીજ. d ફક્ત ઉત્તરનું a કબજે કરત.

## Oware: feeding

lesson-oware-feeding-title = Oware: બીજ આપવાં
lesson-oware-feeding-intro = જ્યારે ઉત્તર પાસે બિલકુલ બીજ ન હોય, ત્યારે તમારે તેમને થોડાં આપવાં જ પડે: ફક્ત એવી ચાલ માન્ય છે જેનાં બીજ ઉત્તરની હરોળ સુધી પહોંચે.
lesson-oware-feeding-1-ask = ઉત્તરની હરોળ ખાલી છે. એકમાત્ર એવું ઘર રમો જેનાં બીજ ઉત્તર સુધી પહોંચે.
lesson-oware-feeding-1-wrong = એ ચાલ ઉત્તરની હરોળ સુધી પહોંચતી નથી, અને ઉત્તર પાસે બીજ નથી: ચાલે તેમને બીજ આપવાં જ જોઈએ.
lesson-oware-feeding-1-hint = ઘર ઉત્તર સુધી ત્યારે પહોંચે જ્યારે તેમાં તેની જમણી બાજુનાં ઘરો કરતાં વધુ બીજ હોય. c માં 4 છે અને તેની જમણે 3 ઘર છે.
lesson-oware-feeding-1-done = c નું છેલ્લું બીજ ઉત્તરના ઘર a સુધી પહોંચ્યું, તેથી ઉત્તર ચાલ કરી શકે છે. a, b અને d નામંજૂર હતાં: ઉત્તર પાસે કંઈ ન હોય ત્યારે તેમનાં બીજ તમારી બાજુએ જ રહેત.
lesson-oware-feeding-2-ask = ઉત્તર ફરી ખાલી છે. આ વખતે તમારી એકમાત્ર બીજ આપતી ચાલ ઉત્તરથી સૌથી દૂરનું ઘર છે. તેને શોધો.
lesson-oware-feeding-2-wrong = એ ચાલ ઉત્તરની હરોળ સુધી પહોંચતી નથી, અને ઉત્તર પાસે બીજ નથી: ચાલે તેમને બીજ આપવાં જ જોઈએ.
lesson-oware-feeding-2-hint = ઘર a માં 7 બીજ છે: તમારી આખી હરોળ પાર કરવા પૂરતાં.
lesson-oware-feeding-2-done = a નાં 7 બીજ તમારી હરોળ પાર કરીને ઉત્તરના a અને b માં ગયાં. જો કોઈ ચાલ ઉત્તર સુધી ન પહોંચી શકે, તો રમત પૂરી થાત, અને દરેક ખેલાડી પોતાનાં ઘરોનાં બીજ લેત.

## Oware: the grand slam

lesson-oware-grand-slam-title = Oware: ગ્રાન્ડ સ્લેમ
lesson-oware-grand-slam-intro = ઉત્તર પાસેનું દરેક બીજ કબજે કરી લે તેવી ચાલ ગ્રાન્ડ સ્લેમ છે. આ નિયમોમાં તે રમી શકાય છે, પણ તે કંઈ કબજે કરતી નથી.
lesson-oware-grand-slam-1-ask = e રમો: તેનું છેલ્લું બીજ ઉત્તરનાં બધાં બીજ કબજે કરી લેત. શું થાય છે તે જુઓ.
lesson-oware-grand-slam-1-wrong = એ ઘર નહીં. ગ્રાન્ડ સ્લેમ જોવા e રમો.
lesson-oware-grand-slam-1-hint = ઘર e માં 3 બીજ છે: તે f અને ઉત્તરનાં ઘર a અને b માં જાય છે.
lesson-oware-grand-slam-1-done = પછી ઉત્તરના a અને b માં 2-2 બીજ હતાં, ઉત્તર પાસેનાં બધાં બીજ: ગ્રાન્ડ સ્લેમ. ચાલ માન્ય રહે છે, પણ કંઈ કબજે થતું નથી, તેથી ઉત્તર પોતાનાં 4 બીજ રાખે છે.
lesson-oware-grand-slam-2-ask = ઉત્તરનાં થોડાં બીજ કબજે કરો: ખરેખર કબજો કરતી ચાલ શોધો.
lesson-oware-grand-slam-2-wrong = એ કંઈ કબજે કરતું નથી. યાદ રાખો: ઉત્તરનાં બધાં બીજ લઈ લે તેવી ચાલ કંઈ કબજે કરતી નથી.
lesson-oware-grand-slam-2-hint = f રમો: તેનું એક બીજ ઉત્તરના a માં 2 કરે છે અને ઉત્તરના b ને છોડી દે છે.
lesson-oware-grand-slam-2-done = પછી ઉત્તરના a માં 2 હતાં: કબજે. ઉત્તર પાસે હજી b માં એક બીજ છે, તેથી આ ગ્રાન્ડ સ્લેમ નથી. e ગ્રાન્ડ સ્લેમ હોત અને કંઈ કબજે ન કરત.

## Lessons: the frame

lesson-step-over = આ પગલું પૂરું થયું: "આગળ" દબાવો.
lessons-title = { $game } શીખો
lessons-intro = વાસ્તવિક બોર્ડ પર ટૂંકા પાઠ: દરેક પગલું માગે તે ચાલ કરો. કમ્પ્યુટર તેને તપાસે છે, સમજાવે છે, અને તમે અટકી જાઓ ત્યારે બતાવે છે.
lesson-step = પગલું { $step } / { $steps }
lesson-next = આગળ →
lesson-finish = પૂર્ણ ✔
lesson-again = ફરી પ્રયાસ કરો
lesson-show-me = મને બતાવો
lesson-leave = પાઠ છોડો

## Review

review-title = સમીક્ષા
review-this-game = આ રમતની સમીક્ષા કરો
review-progress = કમ્પ્યુટર રમત તપાસે છે: { $total } માંથી { $done } સ્થિતિ
review-position = ચાલ { $at } / { $total } પછી
review-proven = ફરજિયાત જીત (સાબિત): { $name } અહીંથી જીતે છે, બીજો ખેલાડી ગમે તે રમે.
hint-proven = { $hint } ફરજિયાત જીત (સાબિત): આ ચાલ એવી જીત જાળવે છે જેને કોઈ જવાબ રોકી શકતો નથી.
review-first = ⏮ શરૂઆત
review-back = ◀ પાછળ
review-forward = આગળ ▶
review-last = અંત ⏭
review-show-line = કમ્પ્યુટરની ચાલ-શ્રેણી બતાવો
review-hide-line = કમ્પ્યુટરની ચાલ-શ્રેણી છુપાવો
review-try = અહીં બીજી ચાલ અજમાવો:
review-try-computer = કમ્પ્યુટર સામે
review-try-alone = એકલા
review-branching = તમે બીજી ચાલ અજમાવી રહ્યા છો. રમત તમે જ્યાં છોડી હતી ત્યાં રાહ જુએ છે.
review-branch-begun = અહીંથી બીજી ચાલ રમો. "રમત પર પાછા જાઓ" તમને રમત પર પાછા લઈ જાય છે.
review-back-to-game = રમત પર પાછા જાઓ
review-class-best = શ્રેષ્ઠ
review-class-good = સારી
review-class-inaccuracy = અચોકસાઈ
review-class-mistake = ભૂલ
review-class-blunder = મોટી ભૂલ
review-effect = { $move }{ $laps ->
        [0] {""}
        [1] {""}
       *[other] {" "}({ $laps } ફેરાની રિલે)
    } — { $seeds ->
        [0] કંઈ કબજે નહીં
       *[other] { $seeds ->
            [one] એક બીજ
           *[other] { $seeds } બીજ
        } કબજે{ $captures ->
            [1] ,
           *[other] {" "}{ $captures } કબજામાં, પહેલો
        } { $owner } ના { $pits } માંથી{ $reverse ->
            [1] {" "}(ઊલટો કબજો)
           *[other] {""}
        }{ $resown ->
            [none] {""}
           *[other] , { $resown } માંથી ફરી વાવ્યાં
        }
    }{ $slam ->
        [1] {" "}(ગ્રાન્ડ સ્લેમ, તેથી કંઈ કબજે થતું નથી)
       *[other] {""}
    }
review-effect-endless = { $move } — ક્યારેય પૂરી ન થતી ચાલ: રમત રદ થાય છે
review-effect-wins = { $effect }; આ ચાલ રમત જીતાડે છે
review-effect-ends = { $effect }; આ ચાલથી રમત પૂરી થાય છે
review-side-move = { $side } { $move }
review-answer = { $side } જવાબ આપે છે: { $effect }.
review-answer-after = { $moves } પછી { $side } રમે છે: { $effect }.
review-better = વધુ સારી ચાલ હતી: { $effect }.
review-better-sets-up = વધુ સારી ચાલ હતી { $move }. { $then }
review-better-quiet = વધુ સારી ચાલ હતી { $move }.
review-cost = આની કિંમત { $seeds } બીજ છે.
review-cost-game = આ પછી { $side } હાર ટાળી શકે તેમ નથી.
review-explanation = { $better } રમાયેલી ચાલ: { $side } { $move }. { $then }
review-then = { $answer } { $cost }
review-turned = રમતનો વળાંક ચાલ { $number } પર આવ્યો: { $side } { $move }. { $answer }
review-line-move = { $side } { $effect }
review-line = કમ્પ્યુટરની ચાલ-શ્રેણી: { $moves }.

## તમારી રમતો (પૂરી થયેલી રમતોનો ઇતિહાસ, શીર્ષક સ્ક્રીન પર)

title-journal = તમારી રમતો
journal-loading = તમારી રમતો વંચાઈ રહી છે…
journal-empty = હજી કોઈ રમત પૂરી થઈ નથી. કમ્પ્યુટર સામે કે બીજા ખેલાડી સામે તમે પૂરી કરેલી દરેક રમત અહીં રાખવામાં આવે છે.
journal-kept-newest = ફક્ત સૌથી નવી { $cap } રમતો રાખવામાં આવે છે.
journal-totals = કુલ
journal-game-total = { $game }: { $games ->
    [one] { $games } રમત
   *[other] { $games } રમતો
}
journal-tally-omweso = { $opponent } — જીત: { $won }, હાર: { $lost }, રદ: { $annulled }
journal-tally-oware = { $opponent } — જીત: { $won }, હાર: { $lost }, બરાબરી: { $drawn }
journal-tally-two = { $opponent } — { $games ->
    [one] { $games } રમત
   *[other] { $games } રમતો
}
journal-games = રમતો, સૌથી નવી પહેલાં
journal-open = ખોલો
journal-entry = { $date } · { $game } · { $opponent } · { $result } · { $points }
journal-against = { $level } સામે
journal-two-players = બે ખેલાડી
journal-won = જીત
journal-lost = હાર
journal-drawn = બરાબરી
journal-annulled = રદ
journal-side-won = વિજેતા: { $side }
journal-points = { $points ->
    [one] { $points } પોઈન્ટ
   *[other] { $points } પોઈન્ટ
}
journal-seeds = બીજ { $mine }–{ $theirs }
journal-clear = ઇતિહાસ સાફ કરો…
journal-clear-confirm = તમારા ઇતિહાસમાંથી બધી રમતો ({ $games }) કાઢી નાખવી છે? આ પાછું વાળી શકાશે નહીં.
journal-clear-yes = હા, સાફ કરો
journal-clear-no = ના, રહેવા દો
journal-unreadable = તમારી રમતોના ઇતિહાસની ફાઇલ વાંચી શકાઈ નહીં ({ $problem }); { $kept }. નવો ઇતિહાસ શરૂ થાય છે.
journal-cannot-open = આ રમત ખોલી શકાતી નથી: { $why }

## Accessibility

legend-focus = કીબોર્ડ ફોકસ
settings-high-contrast = ઉચ્ચ કોન્ટ્રાસ્ટ (ઘાટા વર્તુળો, દરેક ગણતરી, સાદી પૃષ્ઠભૂમિ)
settings-reduce-motion = ઓછી હલચલ (બીજ તરત પડે, કેમેરા સ્થિર રહે)
settings-ui-scale = લખાણનું કદ:

## Puzzles

puzzles-title = કોયડા
puzzles-intro = એક જ સાચા જવાબવાળી વાસ્તવિક સ્થિતિઓ, જે કમ્પ્યુટરે સાબિત કરી છે. ચાલ શોધો.
puzzles-progress = { $total } માંથી { $solved } ઉકેલ્યા · પહેલા પ્રયાસે સળંગ { $streak }
puzzle-of-the-day = આજનો કોયડો
puzzle-number = કોયડો { $number } / { $total } · { $stars }
puzzle-ask-win-now = આ ચાલથી રમત જીતો.
puzzle-ask-win-in-n = ફરજિયાત જીત શોધો: { $moves ->
        [1] એક ચાલમાં
       *[other] તમારી { $moves } ચાલમાં
    }, પ્રતિસ્પર્ધી ગમે તે જવાબ આપે.
puzzle-ask-only-move = ફક્ત એક જ ચાલ હારતી નથી. તેને શોધો.
puzzle-ask-avoid-grand-slam = શક્ય તેટલું કબજે કરો, પણ ધ્યાન રાખો: પ્રતિસ્પર્ધીનાં બધાં બીજ લઈ લે તેવી ચાલ કંઈ લેતી નથી.
puzzle-ask-big-capture = એક ચાલ બીજી કોઈ પણ ચાલ કરતાં ઘણું વધારે કબજે કરે છે. તેને શોધો.
puzzle-hint-win-now = વિષય: હમણાં જ જીત. રમત પૂરી કરતી ચાલ શોધો: પ્રતિસ્પર્ધીનું માથું કપાય, અથવા તેમની પાસે કોઈ ચાલ ન રહે.
puzzle-hint-win-in-n = વિષય: ફરજિયાત જીત. પ્રતિસ્પર્ધીનો દરેક જવાબ હારે છે.
puzzle-hint-only-move = વિષય: એકમાત્ર ચાલ. દરેક ચાલ પ્રતિસ્પર્ધીને શું કરવા દે છે તે જુઓ.
puzzle-hint-avoid-grand-slam = વિષય: ગ્રાન્ડ સ્લેમ. પ્રતિસ્પર્ધીનાં બધાં બીજ કબજે કરતી ચાલ કંઈ કબજે કરતી નથી.
puzzle-hint-big-capture = વિષય: મોટો કબજો. દરેક ચાલનું છેલ્લું બીજ ક્યાં પડે છે તે જુઓ.
puzzle-hint-pit = રમવાના ખાડાની આસપાસ બેવડું વર્તુળ છે.
puzzle-hint = સંકેત
puzzle-retry = ફરી પ્રયાસ કરો
puzzle-next = આગલો કોયડો
puzzle-leave = કોયડા છોડો
puzzle-solved = ઉકેલાઈ ગયો! જવાબ { $move } હતો.
puzzle-refuted = { $move } જવાબ નથી. { $answer }
puzzle-wrong-end = { $move } જવાબ નથી: તે રમત પૂરી કરી દે છે.

# Settings: where the endgame tables stand (the computer's master and blitz consult them).
settings-tables-looking = અંતિમ કોષ્ટકો: શોધી રહ્યા છીએ
settings-tables-off = અંતિમ કોષ્ટકો: બંધ
settings-tables-building = અંતિમ કોષ્ટકો: બની રહ્યાં છે { $percent } %
settings-tables-ready = અંતિમ કોષ્ટકો: તૈયાર: { $seeds } બીજ સુધીના દરેક Oware અંત માટે સીમાઓ, તેમાંથી { $percent } % માટે ચોક્કસ ({ $exact } બીજ સુધીના બધા)

# The start of an Omweso match against the computer, and arranging.
start-title = રમત કેવી રીતે શરૂ કરવી?
start-arrange = તમારાં બીજ ગોઠવો (પરંપરાગત રીત)
start-standard = પ્રમાણભૂત શરૂઆત
start-two-each = દરેક ખાડામાં બે
start-known-arranged = ઉકેલાયું નથી: અત્યાર સુધી સાબિત થયેલી મોટા ભાગની ગોઠવણીમાં પહેલી ચાલ કરનાર જીતે છે, પણ પ્રમાણભૂત ગોઠવણીનો જવાબ "દરેક ખાડામાં બે" આપનાર બીજો જીતે છે.
start-known-first-wins = સાબિત: સંપૂર્ણ રમતમાં પહેલી ચાલ કરનાર જીતે છે.
start-known-two-each = સાબિત: સંપૂર્ણ રમતમાં પહેલી ચાલ કરનાર જીતે છે (પહેલા દાવના પ્રતિબંધ વિના, પહેલી જ ચાલમાં).
start-known-first-move = સાબિત: પહેલી ચાલ કરનાર પહેલી જ ચાલમાં જીતે છે.
start-known-second-wins = સાબિત: સંપૂર્ણ રમતમાં બીજી ચાલ કરનાર જીતે છે.
start-known-checking = સાબિતીઓ તપાસાઈ રહી છે…
setup-button-inner = અંદરની હાર
setup-button-mirror = વિરોધી જેવું
setup-button-undo = પાછું લો
arrange-nothing-to-mirror = હજી નકલ કરવા કોઈ ગોઠવણી નથી: તમે પહેલાં ગોઠવો છો.

# A short proof search of two finished arrangements.
arranging-proof-running = આ ગોઠવણીઓ માટે ટૂંકી સાબિતી-શોધ ચાલી રહી છે…
arranging-proof-wins = ટૂંકી સાબિતી-શોધ: આ ગોઠવણીઓથી { $side } ફરજિયાતપણે જીતે છે.
arranging-proof-not-a-win = ટૂંકી સાબિતી-શોધ: આ ગોઠવણીઓથી કોઈ પક્ષ જીત ફરજિયાત કરી શકતો નથી; શ્રેષ્ઠ રમતમાં રમત રદ થાય છે.
arranging-proof-open = ટૂંકી સાબિતી-શોધ ({ $nodes } સ્થિતિઓ) આ ગોઠવણીઓનો નિર્ણય કરી શકી નહીં.
arranged-start-verdict = ગોઠવણીઓ વિશે: { $verdict }

# Omweso — the string catalogue, English (the fallback for every language).
# Luganda terms (bulijo, okutema, akawumbi, akakyala, okwesera, empiki,
# ekyokubala, ekisibé, ekyobutabal) stay Luganda in every language.

## Sides, players, levels

side-south = South
side-north = North
computer-named = Computer ({ $level })
computer-of-side = { $level } ({ $side })
level-beginner = Beginner
level-casual = Casual
level-intermediate = Intermediate
level-expert = Expert
level-master = Master
level-blitz = Blitz

## Ways of playing and set-ups

way-ekyokubala = untimed; moves may be taken back
way-ekisibe = formal; a played move is binding
way-ekyobutabal = blitz: 3 seconds to start each move
setup-standard = Standard (4 in each outer pit)
setup-two-each = Two in every pit
setup-custom = Arrange your own 32 seeds

## What the session says

undo-ekisibe = Ekisibé: a played move is binding, there are no take-backs.
undo-ekyobutabal = Ekyobutabal is played at speed: no take-backs.
undo-game-over = The game is over: take-backs end with it.
undo-wait = Wait for the move to finish.
undo-nothing = There is no move to take back.
redo-not-now = Nothing can be redone now.
redo-nothing = There is no move to redo.
replay-no-moves = This is a review: step through it with ◀ and ▶ (or the arrow keys). To play another move, choose “Try another move here”.
their-turn = It is { $name }'s turn.
game-is-over = The game is over.
wait-for-seeds = Wait for the seeds to settle.
time-stolen = Time! { $late } did not start in { $seconds } seconds: { $thief } steals the turn.
hint-not-here = The computer suggests moves in two-player games and in untimed Ekyokubala against it.
hint-not-now = A move can be suggested when it is your turn to pick a pit.
not-your-pit = That pit is { $name }'s: play from your own side.
to-move = { $name } to move
last-move = Last move: { $name } { $move }
list-and = { $items } and { $last }

## Omweso in play

choose-direction-first = Choose the direction to go on in first.
no-direction-now = There is no direction to choose now.
omweso-score = { $points } / { $target } points · { $captured ->
    [one] 1 seed captured this game
   *[other] { $captured } seeds captured this game
}
omweso-format = { $way } · { $rules }
result-annulled = Annulled
result-bulijo-meaning = no moves left
result-okutema-meaning = the head is cut
result-akawumbi-meaning = the opponent is wiped out
result-akakyala-meaning = two captures against none
result-annulled-meaning = the game is replayed
wins-points = { $name } wins { $points ->
    [one] 1 point
   *[other] { $points } points
}
no-points-replayed = No points: the game is set up again.
match-line = Match: { $south } { $a } – { $b } { $north }
choice-sow-anticlockwise = Sow → anticlockwise (+)
choice-sow-clockwise = ← Sow clockwise to capture (−)
choice-okwesera = Okwesera: 2 then 1 (*)
choice-go-on = Go on → anticlockwise (+)
choice-turn-clockwise = ← Turn clockwise and capture (−)
choice-prompt = Pit { $pit }: choose
arranging-computer = { $name } is arranging…
arranging-first = { $name } arranges first, in view of { $other }.
arranging-now = { $name } arranges now.
arranging-how = At most { $cap } in a pit. Click a pit to add a seed, Shift+click to take one out.
hint-okwesera = play okwesera from { $pit }
hint-sow-clockwise = sow from { $pit }, clockwise
hint-sow = sow from { $pit }
hint-omweso = Suggested: { $how }{ $turns ->
    [0] {""}
    [one] , and turn clockwise to capture when asked
   *[other] , and turn clockwise to capture { $turns } times when asked
} ({ $move }).
rule-no-reverse = no reverse captures
rule-first-turn-captures = captures on the first turn
rule-no-okwesera = no okwesera
rule-akawumbi = akawumbi { $points }
rule-target = to { $points } points
rule-cap = set-up cap { $cap }
rule-no-cap = no set-up cap
rules-line = Rules: { $rules }
rules-omweso =
    Each player owns the two rows nearest them: 16 pits.
    Pick a pit of yours with 2 or more seeds and sow them one by one anticlockwise.
    If the last seed lands in an empty pit, your turn ends.
    If it lands in an occupied pit of your inner row and both opponent pits facing it hold seeds, you capture them all and sow them on from the pit you last lifted from.
    Otherwise you lift the landing pit's seeds and sow on (a relay).
    From the four pits at your left (i, j, a, b) you may sow clockwise, but only to capture.
    No capture on your first turn. Before anyone captures, a pit of 3 may be played 2 + 1 (okwesera).
    A move that would never end annuls the game.

    Results: okwa bulijo (the opponent cannot move) 1 point; okutema (their front row emptied, or captures in both end columns in one turn) 2 points; akawumbi (wiped out by a capture in an end column) 12 points; akakyala (an option) 2 points. The match is played to 12 points.
pit-too-few = Pit { $pit } holds { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
}: only a pit with 2 or more can be played.
pit-not-now = Pit { $pit } cannot be played now.
caption-passed = { $name } passed.
caption-okwesera = { $name } played okwesera from { $pit }
caption-sowed-clockwise = { $name } sowed clockwise from { $pit }
caption-sowed = { $name } sowed from { $pit }
caption-never-ending = { $start }: a move that never ends, so the game is annulled.
caption-laps = { $laps ->
    [one] 1 lap
   *[other] { $laps } laps
}
caption-captured = captured { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} from { $pits }
caption-resowed = { $captured }, re-sowed from { $pit }
caption-move = { $start }: { $parts }.
arrange-not-now = Seeds are arranged only before a custom game.
arrange-computer = The computer is arranging its seeds.
arrange-all-placed = All { $seeds } seeds are placed: take one out first, or press Done.
arrange-pit-full = Pit { $pit } is full: at most { $cap } seeds in a pit.
arrange-total = Not yet: an arrangement places exactly { $seeds } seeds, this one places { $placed }.
arrange-over-cap = Not yet: pit { $pit } holds { $seeds } seeds, more than the cap of { $cap }.

## Oware in play

oware-sowed = { $name } sowed { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} from { $house }
oware-grand-slam = { $sowed }: a grand slam, so nothing is captured.
oware-no-capture = { $sowed }.
oware-captured = { $sowed }: captured { $seeds } from { $houses }.
format-first-to = first to { $wins } wins
format-best-of = best of { $games }
format-six-or-lead = six wins or a lead of three
format-three-in-a-row = three wins in a row
oware-store = That is a store: sow from one of your six houses.
oware-empty = House { $house } is empty.
oware-must-feed = House { $house } does not reach the opponent, who has no seeds: the move must feed them.
oware-score = { $wins ->
    [one] 1 game won
   *[other] { $wins } games won
} · store { $store }
oware-format = Oware, { $format }
oware-wins = { $name } wins { $a }–{ $b }
oware-draw = A draw, 24–24
oware-end-majority = More than half of the seeds captured.
oware-end-no-feed = No move could feed the opponent: each takes the seeds on their side.
oware-end-repetition = The position repeated: each takes the seeds on their side.
oware-match-line = Match ({ $format }): { $south } { $a } – { $b } { $north }
hint-sow-from = Suggested: sow from { $house }.
rules-oware =
    Each player owns the row of six houses nearest them; the stores hold what they capture.
    Pick a house of yours and sow its seeds one by one anticlockwise, skipping the house you emptied.
    If the last seed makes 2 or 3 in an opponent's house, you capture them, and so on backwards while the houses before it hold 2 or 3.
    A capture that would take every seed on the opponent's side (a grand slam) captures nothing (a rules option lets it capture when it wins the game).
    If your opponent has no seeds, you must play a move that gives them some.
    The game ends when a player has captured 25 seeds, when no move can feed the opponent, or when a position repeats: then each player takes the seeds on their own side.
    The first player alternates from game to game.

## Saved matches and files

saved-match = { $game }: { $south } { $a } – { $b } { $north }, game { $number }, { $moves ->
    [one] 1 move played
   *[other] { $moves } moves played
}
resume-failed = The saved match could not be resumed ({ $problem }); { $kept }. Starting fresh.
settings-unreadable = Your settings could not be read ({ $problem }); { $kept }. The game starts with its usual settings.
could-not-save = Could not save { $file }: { $why }. The game keeps trying.
why-disk-full = the disk is full
why-read-only = the folder cannot be written to
why-folder-in-the-way = a folder is in the way
why-other = { $error }
files-title = Your files
files-dismiss = OK
kept-as = it was kept as { $path }
left-in-place = it was left where it is and will not be written over
saved-as = Saved as { $path }
could-not-write = Could not write { $path }: { $why }
cannot-load = { $path } cannot be loaded: { $why }
cannot-open = { $path } cannot be opened: { $why }
asset-missing = Could not load { $path }. Re-create the models with `cargo run -p modelgen --release`.
asset-missing-title = Missing files

## The title

title-omweso-tagline = the royal mancala of Uganda
title-oware-tagline = Abapa, the West African game
title-resume = Resume the match
title-play-computer = Play the computer
title-two-players = Two players
title-watch = Watch the computer play
title-rules = The rules
title-learn = Learn to play
title-hide-options = Hide the options
title-options = Options: level, names, rules
title-language = Language
quit = Quit
about-title = About { $game }
rules-title = The rules of { $game }
options-title = Options
options-players = Players
options-level = Computer level
options-you-play = Against the computer you play
options-south-first = South (moves first)
options-name = { $side }'s name
options-rules = Rules
options-setup = Set-up
options-way = Way of playing
options-grand-slam = Grand slam
options-grand-slam-nothing = captures nothing
options-grand-slam-wins = captures if it wins
options-match = Match
options-controls = In a game: click a pit (or type its letter) to sow. Right-drag or one finger to look around, wheel or pinch to zoom, Home to reset the view. Space skips the animation, Tab shows every pit's count, Esc opens the menu.
option-reverse = Reverse captures from the four left pits
option-first-turn = No capture on a player's first turn
option-okwesera = Okwesera (2 + 1 from a pit of 3 before any capture)
option-akakyala = Akakyala (two capturing turns against none: 2 points)
option-akawumbi = Akawumbi worth
option-akawumbi-12 = 12 (wins the match)
option-cap = Custom set-ups: at most
option-cap-unit = seeds in a pit
option-target = Match to
option-target-unit = points

## The menu

menu-title = Menu
menu-resume = Resume
menu-new-match = New match
menu-hide-rules = Hide the rules
menu-rules = Rules
menu-files = Saves and records
menu-file-name = Name
menu-save = Save the match
menu-export = Export this game's record
menu-saved-matches = Saved matches
menu-records = Game records
menu-load = Load { $name }
menu-replay = Review { $name }
menu-folder = Folder: { $path }

## The exhibition

touch-to-play = Touch to play
still-playing = Still playing?
still-playing-countdown = The game goes back to the start in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}.
still-playing-yes = I am still playing

## About the games

about-omweso =
    Omweso (also Mweso or Mweisho; the name is related to the Swahili michezo, "games") is the historic royal game of the Baganda and the national board game of Uganda. Ganda oral tradition says it was brought in the 16th century by the Bachwezi rulers of the Bunyoro-Kitara dynasty.

    For centuries it was part of royal ceremony: the reigning kabaka of Buganda played Omweso in the rites of his installation on Budo Hill. Kabaka Mutesa I, who ruled Buganda from 1856 to 1884, was celebrated as a great strategist and patron of the board, and stories still tell of his katikkiro (prime minister) Mukasa as one of the most feared masters of 19th-century East Africa. Mutesa I's own board was kept at the Kasubi Tombs, a UNESCO World Heritage site, until the fire of March 2010.

    After Kabaka Sir Edward Mutesa II returned from exile in 1955, Omweso grew from a game of the court into a lively national game with formal tournaments. It is played on a board of four rows of eight pits with 64 seeds, the empiki.
about-omweso-source = Source: the project's Omweso overview (Swahili, Greek, Russian, Gujarati texts).
about-omweso-solved =
    Omweso is solved for the standard start: the player who moves first wins by force. A computer proof found a strategy for South, beginning with l, that wins against every reply within 45 turns (51 without reverse captures), under every combination of the rules options (reverse captures, the first-turn ban, okwesera, akakyala). The proof ships with the game as files anyone can check from the rules alone (mancala prove --check).

    The result holds for the rules as this game reads them: a relay picked up from a reverse pit may be sown clockwise when that lap captures; captured seeds are sown again from the pit last lifted from; a never-ending move or a position arising for the third time annuls the game. Games from arrangements the players choose remain open.
about-oware =
    Oware (Ɔware in Akan) is the national game of Ghana and the best known traditional mancala in the world. Carried across the Atlantic in the time of the transatlantic slave trade, it founded sister traditions in West and Central Africa, in the Caribbean (Antigua, Barbados, Cuba, Saint Lucia) and in South America (Guyana, Suriname, Brazil).

    Ashanti history recalls that after the battle of Feyiase (about 1701) the king of Juaben played Oware with counters of solid gold against the defeated ruler of Denkyira, and since then playing with gold counters has been taken as a dark omen.

    Today Oware is an international mind sport, with masters competing in yearly championships in West Africa, Europe and the Caribbean. The rules of serious play are called Abapa: the rules this game plays.
about-oware-source = Source: the project's Oware overview (Romanian text).

## The HUD

hud-menu = Menu (Esc)
hud-deciding = The relay goes on: working out where it ends…
hud-laps = Laps so far: { $laps }
setup-title = Set-up
setup-left = { $seeds ->
    [one] 1 seed left to place
   *[other] { $seeds } seeds left to place
}
setup-button-standard = Standard
setup-button-two-each = Two each
setup-button-clear = Clear
setup-button-done = Done
wins-match = { $name } wins the match!
next-game = Next game
game-number = Game { $number }
thinking = thinking…
moves = Moves
legend-playable = you may play
legend-last-move = last move
legend-suggested = suggested
suggest-move = Suggest a move (?)
undo = ⟲ Undo (U)
redo = Redo (R) ⟳
replay-back = ◀ back (U)
replay-forward = forward (R) ▶
replay-where = Replay: move { $played } of { $total }
settings-animation = Animation
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
settings-numbers = Numbers on pits (F2)
settings-seat = Seat
settings-seat-mover = mover
settings-face-to-face = Face to face (North's text turned to North)
settings-quality = Quality
quality-auto = auto
quality-high = high
quality-low = low
settings-mute = Mute
settings-tables-looking = Endgame tables: looking for them
settings-tables-off = Endgame tables: off
settings-tables-building = Endgame tables: building { $percent } %
settings-tables-ready = Endgame tables: ready: bounds for every Oware ending of up to { $seeds } seeds, exact for { $percent } % of them (all of those up to { $exact } seeds)
store = store

## Accessibility: the board as a screen reader reads it (a row per board
## row, a pit per button), the board described in words, spoken captions.

access-board = Board
access-outer-row = { $side }, outer row
access-inner-row = { $side }, inner row
access-pit = { $row }, pit { $pit }, { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}
access-house = { $side }, house { $pit }, { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}
access-store = { $side }, store, { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
}
access-playable = { $pit }, you may play
access-describe-button = Describe the board (Ctrl+D)
access-describe-row = { $row }: { $pits }.
access-describe-store = store { $seeds }
access-describe-turn = { $name } to move, and may play { $pits }.
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
settings-spoken-captions = Spoken captions (read aloud)
spoken-captions-on = Spoken captions: on
spoken-captions-off = Spoken captions: off

## Lessons: the words of each lesson and step. The positions and the moves
## each step accepts are in src/systems/lessons/content.rs.
## Omweso pits, from your (South's) seat: outer row i j k l m n o p (left to
## right), inner row a b c d e f g h (left to right). Oware houses: a to f.

## Omweso: sowing and relays

lesson-sowing-title = Sowing and relays
lesson-sowing-intro = In Omweso you own the 16 pits of the two rows nearest you. Seeds are sown one per pit, anticlockwise: along your outer row from i to p, then back along your inner row from h to a, and round again.
lesson-sowing-1-ask = Lift the 3 seeds in pit o and sow them anticlockwise, one seed per pit.
lesson-sowing-1-wrong = That sows from a different pit. This time, play pit o.
lesson-sowing-1-hint = Pit o is second from the right in your outer row. Its seeds go to p, then round the corner into h and g.
lesson-sowing-1-done = One seed went into p, then the sowing turned the corner into your inner row: h, then g. The last seed fell into an empty pit, so the turn is over.
lesson-sowing-2-ask = One of your moves ends in a pit that already holds seeds. Find it and play it.
lesson-sowing-2-wrong = That lap ended in an empty pit, so the turn stopped at once. Look for a sowing whose last seed falls on seeds.
lesson-sowing-2-hint = Count along from j: its 2 seeds go to k and l, and l already holds a seed.
lesson-sowing-2-done = The last seed fell into l, which held a seed, so you lifted both seeds of l and sowed on: m, n. n was empty, so the turn ended. Going on like this is called a relay.
lesson-sowing-3-ask = Play n and follow the relays: each time a lap ends in an occupied pit, its seeds are lifted and sown on, until a lap ends in an empty pit.
lesson-sowing-3-wrong = That is a different pit. Play n to see a long chain of relays.
lesson-sowing-3-hint = Pit n is third from the right in your outer row.
lesson-sowing-3-done = n's seeds ended on h: relay. h's 3 seeds ended on e: relay. e's 2 ended on c: relay. c's 4 went b, a and round the corner to i and j. j was empty: the turn ended after four laps.

## Omweso: capturing

lesson-capture-title = Capturing
lesson-capture-intro = When a lap ends on seeds in your inner row, and both North pits in front of that pit (North's inner and outer pit in the same column) hold seeds, you capture them all. The captured seeds are sown again at once, into your own pits.
lesson-capture-1-ask = One of your moves captures. Find it: its last seed must land on seeds in your inner row, facing two North pits that both hold seeds.
lesson-capture-1-wrong = That move captures nothing: its last seed falls into an empty pit. Look for a lap that ends on seeds in your inner row.
lesson-capture-1-hint = Try m: its 4 seeds reach h, which holds a seed, and both North pits in front of h hold seeds.
lesson-capture-1-done = The lap from m ended on h, facing 2 + 3 North seeds: you captured 5. They were sown again from m, the pit you lifted them from: n, o, p, h, g. g was empty, so the turn ended.
lesson-capture-2-ask = Play j. Its lap relays at l, and l's lap captures at h. Watch which pit the captured seeds are sown from.
lesson-capture-2-wrong = Not this pit. Play j to see a capture that comes after a relay.
lesson-capture-2-hint = Pit j is second from the left in your outer row.
lesson-capture-2-done = j's seeds ended on l: relay. l's 5 seeds ended on h and captured 3 + 3. The 6 seeds were sown from l, the pit last lifted from, not from j: m, n, o, p, h, g.
lesson-capture-3-ask = Play n. Captured seeds that end on seeds facing two full North pits capture again.
lesson-capture-3-wrong = Not this pit. Play n to see two captures in one turn.
lesson-capture-3-hint = Pit n is third from the right in your outer row. Its 3 seeds reach h, which faces two full North pits.
lesson-capture-3-done = n captured 6 at h. Sown again from n, those 6 ended on e and captured 7 more. The 7 were sown from n again and ended in the empty pit d: two captures in one turn.

## Omweso: reverse captures

lesson-reverse-title = Reverse captures
lesson-reverse-intro = Your four left pits, i and j in the outer row and a and b in the inner row, may also be sown clockwise, but only when that clockwise lap captures.
lesson-reverse-1-ask = Sow the 3 seeds of i clockwise, towards a, b and c: the last seed lands on c and captures.
lesson-reverse-1-wrong = That is not the clockwise move from i. Sown anticlockwise, i's seeds capture nothing.
lesson-reverse-1-hint = Choose pit i and sow it clockwise, towards a, not anticlockwise towards j.
lesson-reverse-1-done = Clockwise, i's seeds went to a, b and c. c held a seed and faced 2 + 2 North seeds: captured. Sown clockwise from i the 4 seeds would not capture, so they went anticlockwise: j, k, l, m.
lesson-reverse-2-ask = Only one of your left pits i, j, a, b has a clockwise lap that captures. Find it and sow it clockwise.
lesson-reverse-2-wrong = That is not a clockwise capture. A left pit may go clockwise only if its clockwise lap captures: look at where each one would end.
lesson-reverse-2-hint = From b, clockwise goes to c and d. d holds a seed, and both North pits in front of d hold seeds.
lesson-reverse-2-done = b's 2 seeds went clockwise to c and d, and d captured 2 + 2, sown again from b: a, i, j, k. The clockwise laps of i, j and a would capture nothing, so they were not allowed.
lesson-reverse-3-ask = Captured seeds sown again from a left pit may go clockwise too, if that lap captures. Capture twice: clockwise from i, then clockwise again with the captured seeds.
lesson-reverse-3-wrong = That captures at most once. After the capture at c, sow the captured seeds clockwise as well.
lesson-reverse-3-hint = Play i clockwise. When the 4 captured seeds are sown again from i, choose clockwise: they reach d.
lesson-reverse-3-done = i's lap captured 2 + 2 at c. Sown clockwise from i, the 4 seeds ended on d and captured 2 + 1. Those 3 could not capture clockwise, so they went anticlockwise: j, k, l.

## Omweso: the first turn and okwesera

lesson-first-title = First turn and okwesera
lesson-first-intro = Two rules for the start of a game: nobody captures in their own first turn, and while nobody has captured yet, a pit of exactly 3 seeds may be played the okwesera way.
lesson-first-1-ask = This is your first turn. Play m: its last seed lands on h, facing North's seeds.
lesson-first-1-wrong = Not this pit. Play m to see what happens to a capture in your first turn.
lesson-first-1-hint = Pit m is in the middle of your outer row, fifth from the left.
lesson-first-1-done = m's seeds ended on h, which held a seed and faced two full North pits. In your first turn that is no capture: h's 2 seeds were relayed instead, to g and f.
lesson-first-2-ask = Nobody has captured yet, so okwesera is allowed: a pit of exactly 3 seeds may put 2 seeds in the next pit and 1 in the one after, and the turn ends. Play okwesera from your pit of 3.
lesson-first-2-wrong = That is an ordinary sowing. Okwesera is a special way to play a pit of exactly 3 seeds.
lesson-first-2-hint = Pit m holds exactly 3 seeds: play it the okwesera way, 2 seeds to n and 1 to o.
lesson-first-2-done = Okwesera: 2 seeds into n, 1 into o, and the turn is over at once, with no relay and no capture. m could also have been sown the ordinary way.
lesson-first-3-ask = Both players have had their first turn, but nobody has captured yet, so okwesera is still allowed. Play okwesera from b.
lesson-first-3-wrong = That is not okwesera from b. Okwesera plays a pit of exactly 3 seeds: 2 into the next pit, 1 into the one after.
lesson-first-3-hint = Pit b holds exactly 3 seeds. Anticlockwise after b come a and then i.
lesson-first-3-done = 2 seeds went into a and 1 round the corner into i. Once anyone has captured in this game, okwesera is no longer allowed.

## Omweso: winning

lesson-winning-title = Winning a game
lesson-winning-intro = A game is won by the player who just moved, in one of the ways below, for points; a match goes to 12 points. In this lesson the agreed akakyala rule is on.
lesson-winning-1-ask = North has one pit left with more than one seed. Capture it, so that North cannot move: okwa bulijo, the ordinary win.
lesson-winning-1-wrong = North can still move after that. Capture the North pit of 3 seeds, in front of your pit e.
lesson-winning-1-hint = Play h: its 3 seeds go to g, f and e, and e faces North's pit of 3.
lesson-winning-1-done = You captured at e. Every North pit now holds 0 or 1 seed, so North has no legal move: okwa bulijo, the ordinary win, worth 1 point.
lesson-winning-2-ask = North's inner row holds seeds in one pit only. Capture them to empty North's front row: okutema, "cutting the head".
lesson-winning-2-wrong = North's inner row is still not empty. Capture in front of your pit d.
lesson-winning-2-hint = Play f: its 2 seeds go to e and d, and d faces North's only inner-row seeds.
lesson-winning-2-done = North's inner row is empty after your capture: okutema, worth 2 points. Capturing in both end columns in one turn (all four North corner pits) is okutema too.
lesson-winning-3-ask = North has 3 seeds left, all in front of your pit a, in an end column. Capture them all: akawumbi.
lesson-winning-3-wrong = That captures nothing. Find the lap that ends on a.
lesson-winning-3-hint = Play c: its 2 seeds go to b and a, and a holds a seed.
lesson-winning-3-done = North has nothing left, and the last capture was in an end column: akawumbi, worth 12 points, a whole match at once (6 if the players agree on that).
lesson-winning-4-ask = You captured in an earlier turn of this game, and North has not captured at all. Capture again now to win by akakyala.
lesson-winning-4-wrong = That move captures nothing. Find the lap that ends on seeds in your inner row, facing two full North pits.
lesson-winning-4-hint = Play f: its 2 seeds go to e and d, and d holds a seed.
lesson-winning-4-done = A second capturing turn while North has captured nothing: akakyala, worth 2 points. It counts only when the players agree on it before the match.

## Oware: sowing

lesson-oware-sowing-title = Oware: sowing
lesson-oware-sowing-intro = In Oware you have six houses, a to f from your left. Seeds are sown one per house, anticlockwise: along your row to the right, then along North's row from right to left.
lesson-oware-sowing-1-ask = Play d: lift its 5 seeds and sow them one per house, anticlockwise.
lesson-oware-sowing-1-wrong = Not that house. Play d this time.
lesson-oware-sowing-1-hint = House d is fourth from the left in your row.
lesson-oware-sowing-1-done = d's seeds went to e and f, then across into North's row: North's a, b and c, which you see at the top right. The last one did not make 2 or 3, so nothing was captured.
lesson-oware-sowing-2-ask = House c holds 12 seeds, enough to go all round the board. Play it and watch what happens to c itself.
lesson-oware-sowing-2-wrong = Not that house. Play c, the house with 12 seeds.
lesson-oware-sowing-2-hint = Play house c: its 12 seeds are sown one per house, but c is skipped.
lesson-oware-sowing-2-done = The 12 seeds went all round the board, but house c was skipped: it stays empty, and the last seed went on into d. A house of 12 or more seeds never sows into itself.

## Oware: capturing

lesson-oware-capture-title = Oware: capturing
lesson-oware-capture-intro = If your last seed lands in a North house and makes it 2 or 3 seeds, you capture them. Then the house before it is checked, and the one before that, while they are North's and hold 2 or 3.
lesson-oware-capture-1-ask = One of your moves captures. Find it.
lesson-oware-capture-1-wrong = That move captures nothing: its last seed does not make 2 or 3 in a North house.
lesson-oware-capture-1-hint = North's house b, second from the right at the top, holds 1 seed. Which of your houses ends there?
lesson-oware-capture-1-done = f's 2 seeds went into North's a and b. b then held 2: captured. The house before it, North's a, held 6, so the capture stopped there.
lesson-oware-capture-2-ask = Capture in three North houses with one move.
lesson-oware-capture-2-wrong = That does not capture three houses. Find the move whose last seed makes 2 or 3, with 2 or 3 in the houses behind it.
lesson-oware-capture-2-hint = Play e: its 4 seeds reach North's houses a, b and c.
lesson-oware-capture-2-done = The last seed made 2 in North's c: captured. Going back, b then held 3 and a held 2: captured too, 7 seeds in all. d would have captured North's a only.

## Oware: feeding

lesson-oware-feeding-title = Oware: feeding
lesson-oware-feeding-intro = When North has no seeds at all, you must give them some: only moves whose seeds reach North's row are allowed.
lesson-oware-feeding-1-ask = North's row is empty. Play the only house whose seeds reach North.
lesson-oware-feeding-1-wrong = That move does not reach North's row, and North has no seeds: it must feed them.
lesson-oware-feeding-1-hint = A house reaches North if it holds more seeds than there are houses to its right. c holds 4 and has 3 houses to its right.
lesson-oware-feeding-1-done = c's last seed reached North's house a, so North can move. a, b and d were refused: their seeds would stay on your side while North has none.
lesson-oware-feeding-2-ask = North is empty again. This time your only feeding move is the house farthest from North. Find it.
lesson-oware-feeding-2-wrong = That move does not reach North's row, and North has no seeds: it must feed them.
lesson-oware-feeding-2-hint = House a holds 7 seeds: enough to cross your whole row.
lesson-oware-feeding-2-done = a's 7 seeds crossed your row into North's a and b. If no move could reach North, the game would end, and each player would take the seeds in their own houses.

## Oware: the grand slam

lesson-oware-grand-slam-title = Oware: the grand slam
lesson-oware-grand-slam-intro = A move that would capture every seed North has is a grand slam. Under these rules it may be played, but it captures nothing.
lesson-oware-grand-slam-1-ask = Play e: its last seed would capture all of North's seeds. See what happens.
lesson-oware-grand-slam-1-wrong = Not that house. Play e to see the grand slam.
lesson-oware-grand-slam-1-hint = House e holds 3 seeds: they go to f and North's houses a and b.
lesson-oware-grand-slam-1-done = North's a and b then held 2 each, all the seeds North had: a grand slam. The move stands, but nothing is captured, so North keeps its 4 seeds.
lesson-oware-grand-slam-2-ask = Capture some of North's seeds: find the move that really captures.
lesson-oware-grand-slam-2-wrong = That captures nothing. Remember: a move that would take all of North's seeds captures nothing.
lesson-oware-grand-slam-2-hint = Play f: its one seed makes 2 in North's a and leaves North's b alone.
lesson-oware-grand-slam-2-done = North's a then held 2: captured. North still has a seed in b, so this is no grand slam. e would have been a grand slam and captured nothing.

## Lessons: the frame

lesson-step-over = This step is done: press Next.
lessons-title = Learn { $game }
lessons-intro = Short lessons on the real board: make the move each step asks for. The computer checks it, explains it, and shows you when you are stuck.
lesson-step = Step { $step } of { $steps }
lesson-next = Next →
lesson-finish = Finish ✔
lesson-again = Try again
lesson-show-me = Show me
lesson-leave = Leave the lesson

## Review

review-title = Review
review-this-game = Review this game
review-progress = The engine is judging the game: { $done } of { $total } positions
review-position = After move { $at } of { $total }
review-proven = Won by force (proven): { $name } wins from here, whatever the other player does.
hint-proven = { $hint } Won by force (proven): this move keeps a win that no reply can stop.
review-first = ⏮ Start
review-back = ◀ Back
review-forward = Forward ▶
review-last = End ⏭
review-show-line = Show the engine's line
review-hide-line = Hide the engine's line
review-try = Try another move here:
review-try-computer = against the computer
review-try-alone = alone
review-branching = You are trying another move. The game waits where you left it.
review-branch-begun = Play another move from here. “Back to the game” returns to the game.
review-back-to-game = Back to the game
review-class-best = best
review-class-good = good
review-class-inaccuracy = inaccuracy
review-class-mistake = mistake
review-class-blunder = blunder
review-effect = { $move }{ $laps ->
        [0] {""}
        [1] {""}
       *[other] , a relay of { $laps } laps,
    } { $seeds ->
        [0] captures nothing
       *[other] captures { $seeds ->
            [one] one seed
           *[other] { $seeds } seeds
        }{ $captures ->
            [1] {" "}from
           *[other] {" "}in { $captures } captures, the first from
        } { $owner }'s { $pits }{ $reverse ->
            [1] {" "}in reverse
           *[other] {""}
        }{ $resown ->
            [none] {""}
           *[other] , re-sown from { $resown }
        }
    }{ $slam ->
        [1] {" "}(a grand slam, so it captures nothing)
       *[other] {""}
    }
review-effect-endless = { $move } never ends: the game is annulled
review-effect-wins = { $effect }, and wins the game
review-effect-ends = { $effect }, and ends the game
review-side-move = { $side } { $move }
review-answer = { $side }'s answer: { $effect }.
review-answer-after = After { $moves }, { $side } plays { $effect }.
review-better = Better was { $effect }.
review-better-sets-up = Better was { $move }. { $then }
review-better-quiet = Better was { $move }.
review-cost = That costs { $seeds } seeds.
review-cost-game = After it, { $side } cannot avoid losing.
review-explanation = { $better } { $side } played { $move }. { $then }
review-then = { $answer } { $cost }
review-turned = The game turned at move { $number }: { $side } played { $move }. { $answer }
review-line-move = { $side } { $effect }
review-line = The engine's line: { $moves }.

## Your games (the title's history of finished games)

title-journal = Your games
journal-loading = Reading your games…
journal-empty = No finished games yet. Every game you finish against the computer or against another player is kept here.
journal-kept-newest = The newest { $cap } games are kept.
journal-totals = Totals
journal-game-total = { $game }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}
journal-tally-omweso = { $opponent }: { $won } won, { $lost } lost, { $annulled } annulled
journal-tally-oware = { $opponent }: { $won } won, { $lost } lost, { $drawn } drawn
journal-tally-two = { $opponent }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}
journal-games = Games, newest first
journal-open = Open
journal-entry = { $date } · { $game } · { $opponent } · { $result } · { $points }
journal-against = against { $level }
journal-two-players = two players
journal-won = won
journal-lost = lost
journal-drawn = drawn
journal-annulled = annulled
journal-side-won = { $side } won
journal-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
journal-seeds = seeds { $mine }–{ $theirs }
journal-clear = Clear the history…
journal-clear-confirm = Forget { $games ->
    [one] the { $games } game
   *[other] all { $games } games
} in your history? This cannot be undone.
journal-clear-yes = Yes, clear it
journal-clear-no = No, keep them
journal-unreadable = The history of your games could not be read ({ $problem }); { $kept }. A new history begins.
journal-cannot-open = This game cannot be opened: { $why }

## Accessibility

legend-focus = keyboard focus
settings-high-contrast = High contrast (stronger rings, every count, plain backgrounds)
settings-reduce-motion = Less motion (seeds land at once, the camera keeps still)
settings-ui-scale = Text size:

## Puzzles

puzzles-title = Puzzles
puzzles-intro = Real positions with one right answer, proved by the engine. Find the move.
puzzles-progress = Solved { $solved } of { $total } · { $streak } in a row at the first try
puzzle-of-the-day = Puzzle of the day
puzzle-number = Puzzle { $number } of { $total } · { $stars }
puzzle-ask-win-now = Win the game with this move.
puzzle-ask-win-in-n = Find the forced win: { $moves ->
        [one] one move
       *[other] { $moves } moves of yours
    }, whatever the answers.
puzzle-ask-only-move = Only one move does not lose. Find it.
puzzle-ask-avoid-grand-slam = Capture as much as you can, but beware: a move that would take every seed your opponent has takes nothing.
puzzle-ask-big-capture = One move captures far more than any other. Find it.
puzzle-hint-win-now = The theme: win now. Look for a move that ends the game: the opponent cut off, or left without a move.
puzzle-hint-win-in-n = The theme: a forced win. Every answer your opponent has loses.
puzzle-hint-only-move = The theme: the only move. Look at what each move allows your opponent.
puzzle-hint-avoid-grand-slam = The theme: the grand slam. A capture of all your opponent's seeds captures nothing.
puzzle-hint-big-capture = The theme: a big capture. Follow where each move's last seed lands.
puzzle-hint-pit = The pit to play has a double ring.
puzzle-hint = Hint
puzzle-retry = Try again
puzzle-next = Next puzzle
puzzle-leave = Leave the puzzles
puzzle-solved = Solved! { $move } was the answer.
puzzle-refuted = { $move } is not the answer. { $answer }
puzzle-wrong-end = { $move } is not the answer: it ends the game.

# The start of an Omweso match against the computer, and arranging.
start-title = How shall the game start?
start-arrange = Arrange your seeds (the traditional way)
start-standard = Standard start
start-two-each = Two each
start-known-arranged = Not solved: most arrangements proven so far are first-mover wins, but answering the standard one with two each wins for the second.
start-known-first-wins = Proven: the first mover wins with perfect play.
start-known-two-each = Proven: the first mover wins with perfect play (without the first-turn ban, on the first move).
start-known-first-move = Proven: the first mover wins on the first move.
start-known-second-wins = Proven: the second mover wins with perfect play.
start-known-checking = Checking the proofs…
setup-button-inner = Inner row
setup-button-mirror = Same as the opponent's
setup-button-undo = Undo
arrange-nothing-to-mirror = There is no arrangement to copy yet: you arrange first.

# A short proof search of two finished arrangements.
arranging-proof-running = A short proof search of these arrangements is running…
arranging-proof-wins = A short proof search: { $side } wins by force from these arrangements.
arranging-proof-not-a-win = A short proof search: neither side can force a win from these arrangements; best play annuls the game.
arranging-proof-open = A short proof search ({ $nodes } positions) did not settle these arrangements.
arranged-start-verdict = Of the arrangements: { $verdict }

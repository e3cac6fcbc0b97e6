# Napoleon 1815: the words of the pictures (the board, a seat's board, the order-of-battle and hand
# sheets), drawn by images/napoleon1815. Names of things come from names.ftl.

## The header

napoleon1815-board-turn = Turn { $turn }/{ $last }
napoleon1815-board-private = { $seat } · private

## The map and its keys

napoleon1815-board-france = ▼ FRANCE
napoleon1815-board-legend-active-spent = active / spent
napoleon1815-board-legend-hidden = hidden
napoleon1815-board-legend-commander-scout = commander, scout
napoleon1815-board-legend-control = control
napoleon1815-board-legend-retreat = retreat road
napoleon1815-board-legend-vp = VP site
napoleon1815-board-legend-own = Own blocks:
napoleon1815-board-legend-sp-fatigue = SP and fatigue
napoleon1815-board-legend-entrenched = entrenched
napoleon1815-board-legend-bridge = bridge
napoleon1815-board-legend-destroyed = destroyed
napoleon1815-board-legend-roads = a road: 1 MP; destroyed bridge: 3

## The victory point and turn tracks

napoleon1815-board-vp = VICTORY POINTS
napoleon1815-board-vp-ends = France wins at { $low }, the Allies at { $high }
napoleon1815-board-vp-french = ◀ French gains
napoleon1815-board-vp-allied = Allied gains ▶
napoleon1815-board-vp-note = at the end: { $max } or less France wins, { $above } or more the Allies
napoleon1815-board-turns = TURNS
napoleon1815-board-turn-card = card { $card }

## This turn, the cards, off the map

napoleon1815-board-this-turn = THIS TURN
napoleon1815-board-invasion = Card { $card }:
napoleon1815-board-phase = Phase:
napoleon1815-board-passed = Passed:
napoleon1815-board-initiative = Initiative:
napoleon1815-board-initiative-none = not yet
napoleon1815-board-leader = Allied leader:
napoleon1815-board-effects = In force:
napoleon1815-board-cards = CARDS
napoleon1815-board-hand-size = { $cards ->
        [one] 1 card in hand
       *[other] { $cards } cards in hand
    }
napoleon1815-board-deck = { $side ->
        [french] French deck
       *[allied] Allied deck
    }
napoleon1815-board-deck-size = { $deck } · discards { $discards }
napoleon1815-board-communication = The Allies may talk and swap cards
napoleon1815-board-off-map = OFF THE MAP
napoleon1815-board-eliminated = Eliminated:
napoleon1815-board-unknown = { $count ->
        [one] 1 unknown { $army } corps
       *[other] { $count } unknown { $army } corps
    }
napoleon1815-board-arrival = Turn { $turn }:
napoleon1815-board-arrival-blocks = { $blocks } → { $entry }

## The battle or operation under way

napoleon1815-board-no-event = No battle or operation under way.
napoleon1815-board-battle = ⚔ Battle at { $area }:
napoleon1815-board-battle-attack = { $side ->
        [allied] The Allies attack
       *[other] { $side } attacks
    } with { $blocks }
napoleon1815-board-battle-move-attack = { $side ->
        [allied] The Allies attack (move-attack)
       *[other] { $side } attacks (move-attack)
    } with { $blocks }
napoleon1815-board-battle-defend = { $side ->
        [allied] The Allies defend
       *[other] { $side } defends
    } with { $blocks }
napoleon1815-board-blocks-named = { $names }
napoleon1815-board-blocks-named-hidden = { $names } and { $hidden } hidden
napoleon1815-board-blocks-hidden = { $hidden ->
        [one] 1 block
       *[other] { $hidden } blocks
    }
napoleon1815-board-battle-cards = Cards:
napoleon1815-board-battle-dice = Dice:
napoleon1815-board-battle-counts = { $attacker } { $a }, { $defender } { $d }
napoleon1815-board-inflicted = Inflicted:
napoleon1815-board-inflicted-sides = { $attacker } { $ad } damage, { $af } fatigue; { $defender } { $dd } damage, { $df } fatigue
napoleon1815-board-winner = Winner:
napoleon1815-board-operation = Operation:
napoleon1815-board-operation-choose = { $seat ->
        [allies] The Allies choose
       *[other] { $seat } chooses
    } a stack at { $area }
napoleon1815-board-operation-move = { $seat ->
        [allies] The Allies move
       *[other] { $seat } moves
    } from { $area } with { $blocks }
napoleon1815-board-operation-attack = { $seat ->
        [allies] The Allies attack
       *[other] { $seat } attacks
    } from { $area } with { $blocks }
napoleon1815-board-path = Path:
napoleon1815-board-mp-card = MP card { $card }
napoleon1815-board-mp-left = { $mp } MP left
napoleon1815-board-log = LAST MOVES
napoleon1815-board-victory = Victory: { $winners }
napoleon1815-board-game-over = Game over

## The order-of-battle sheet

napoleon1815-board-oob = ORDER OF BATTLE
napoleon1815-board-oob-note = turn { $turn } · behind your screen
napoleon1815-board-oob-block = BLOCK · AREA
napoleon1815-board-oob-symbols = SYMBOLS
napoleon1815-board-oob-sp = SP: infantry, cavalry
napoleon1815-board-oob-fatigue = FATIGUE (red: −1 SP)
napoleon1815-board-oob-army = { $army } army · { $count ->
        [one] 1 block on the map
       *[other] { $count } blocks on the map
    }
napoleon1815-board-infantry = infantry
napoleon1815-board-cavalry = cavalry
napoleon1815-board-active = active
napoleon1815-board-spent = spent
napoleon1815-board-symbol-mp = +{ $n } MP
napoleon1815-board-symbol-fatigue = −{ $n } fatigue
napoleon1815-board-symbol-cards = { $n ->
        [one] +1 card
       *[other] +{ $n } cards
    }
napoleon1815-board-symbol-solo = solo +1 MP
napoleon1815-board-symbol-pursuit = pursuit
napoleon1815-board-commander-note = commander: no SP, never alone
napoleon1815-board-scout-note = scout: no SP, no fatigue
napoleon1815-board-sp = { $sp } SP
napoleon1815-board-fatigue = fatigue { $n }
napoleon1815-board-fatigue-none = no fatigue
napoleon1815-board-not-on-map = Not on the map:
napoleon1815-board-by-event = { $block } (by event)
napoleon1815-board-mp-left-note = Your moving stack has { $mp } MP left.
napoleon1815-board-communication-note = You may talk with your partner and exchange cards now.

## The hand sheet

napoleon1815-board-hand = HAND
napoleon1815-board-hand-note = { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } · ◯ value · ✸ damage · ▮ fatigue
napoleon1815-board-no-cards = No cards in hand.
napoleon1815-board-card-red = Play when drawn
napoleon1815-board-card-blue = Initiative phase
napoleon1815-board-card-green = Operations
napoleon1815-board-card-timing = { $timing ->
        [allied_move] Operations: Allied move
        [french_move] Operations: French move
        [battle] Operations: battle
       *[retreat] Operations: retreat
    }
napoleon1815-board-combat = combat
napoleon1815-board-recovery = recovery
napoleon1815-board-no-effect = no effect
napoleon1815-board-card-number = No. { $number }

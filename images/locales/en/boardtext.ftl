# The text mode of every board (images/boardtext.py and each game's text module): plain lines a
# screen reader reads. Keys start with "images-text-". A key ending in a colon is a section heading.

images-text-last-moves = Last moves:

## Duel (images/examples/duel_text.py)

images-text-duel-table = The table:
images-text-duel-seat = { $seat }: { $score ->
        [one] 1 point
       *[other] { $score } points
    }, { $cards ->
        [0] no cards
        [one] 1 card
       *[other] { $cards } cards
    } in hand, flag { $flag ->
        [up] raised
       *[down] lowered
    }.
images-text-duel-deck = Deck: { $cards ->
        [0] empty
        [one] 1 card
       *[other] { $cards } cards
    }.
images-text-duel-shown = Cards played: { $cards }.
images-text-duel-hand = Your hand: { $cards }.

## Patrol (images/examples/patrol_text.py)

images-text-patrol-posts = The river posts:
images-text-patrol-post = { $post }: { $pickets ->
        [0] no pickets
        [one] 1 picket
       *[other] { $pickets } pickets
    }.
images-text-patrol-fallen = { $post }: fallen to the French.
images-text-patrol-reserves = { $reserves ->
        [0] No reserve waiting.
        [one] 1 reserve waiting.
       *[other] { $reserves } reserves waiting.
    }
images-text-patrol-repulsed = Raids repulsed so far: { $raids }.
images-text-patrol-french = The French:
images-text-patrol-cup = { $chits ->
        [0] The cup is empty.
        [one] 1 chit left in the cup.
       *[other] { $chits } chits left in the cup.
    }
images-text-patrol-drawn = { $chits ->
        [one] 1 chit drawn so far:
       *[other] { $chits } chits drawn so far, first drawn first:
    }
images-text-patrol-chit = { $number }. { $chit }
images-text-patrol-peeked = Your scout saw, top of the cup first:

## Sealed (images/examples/sealed_text.py)

images-text-sealed-sides = The commanders:
images-text-sealed-side = { $seat }: { $score ->
        [one] 1 point
       *[other] { $score } points
    }, { $reserves ->
        [0] no reserves
        [one] 1 reserve
       *[other] { $reserves } reserves
    } left; { $order ->
        [sealed] its order is sealed.
       *[choosing] still choosing its order.
    }
images-text-sealed-own = Your order this round: { $order }, { $committed ->
        [0] without reserves.
        [one] committing 1 reserve.
       *[other] committing { $committed } reserves.
    }
images-text-sealed-rounds = The rounds revealed:
images-text-sealed-choice = { $seat } ordered { $order } with { $committed ->
        [0] no reserves
        [one] 1 reserve
       *[other] { $committed } reserves
    }
images-text-sealed-won = { $seat } won
images-text-sealed-tied = nobody won
images-text-sealed-round = Round { $round }: { $choices }; { $outcome }.

## Napoleon 2.1 (images/napoleon21/text.py)

images-text-n21-rank = Napoleon’s rank: { $rank }.
images-text-n21-no-winner = Nobody wins.
images-text-n21-winners = Winner: { $seats }.
images-text-n21-turn = Turn { $turn }:
images-text-n21-order-item = { $state ->
        [now] { $country } (acting now)
        [done] { $country } (done)
       *[later] { $country }
    }
images-text-n21-order = { $roll ->
        [0] Activity order: { $order }.
       *[other] Activity order (France rolled { $roll }): { $order }.
    }
images-text-n21-morale = French morale { $morale }, giving France a reinforcement of { $reinforcement }.
images-text-n21-vp = France would score { $vp } VP now; { $goal } VP win.
images-text-n21-nelson = Nelson’s Offensive: no French moves at sea this turn.
images-text-n21-battle = Battle in { $area }: { $step }.
images-text-n21-moving-choose = { $country } is choosing units to move.
images-text-n21-moving = { $country } is moving { $count ->
        [one] 1 { $facing ->
            [u] face-up
           *[d] face-down
        } unit
       *[other] { $count } { $facing ->
            [u] face-up
           *[d] face-down
        } units
    } from { $area } ({ $left ->
        [one] 1 move left
       *[other] { $left } moves left
    }).
images-text-n21-moving-to = They are going to { $area }.
images-text-n21-countries = Countries:
images-text-n21-france = { $country }: posture stage { $stage } of { $stages }, at most { $cap } units; { $on_map } on the map and { $box } in the box ({ $in_use } in use); capital { $capital }, garrison { $garrison }.
images-text-n21-ally = { $country } ({ $war }): posture stage { $stage } of { $stages }, at most { $cap } units, reinforcement { $reinforcement }; { $on_map } on the map and { $box } in the box ({ $in_use } in use); worth { $vp } VP; capital { $capital }, garrison { $garrison }.
images-text-n21-seats = Who plays which countries:
images-text-n21-seat = { $seat }: { $countries }.
images-text-n21-map = The map:
images-text-n21-area = { $area }: { $armies }.
images-text-n21-army = { $country } ({ $units })
images-text-n21-count = { $count } { $facing ->
        [up] face-up
        [down] face-down
        [routed_up] routed face-up
       *[routed_down] routed face-down
    }
images-text-n21-empty = No units in { $areas }.

## Napoleon 1815 (images/napoleon1815/text.py)

# Between the armies of one area: "Ligny: French: Vandamme, Gérard; Prussian: 2 hidden blocks".
images-text-groups = { "; " }
images-text-n1815-winners = Victory: { $seats }.
images-text-n1815-no-winner = Nobody wins.
images-text-n1815-turn = Turn { $turn } of { $last }, { $label }:
images-text-n1815-phase = Phase: { $phase }.
images-text-n1815-invasion = Invasion card { $card }, { $name }: { $summary }
images-text-n1815-initiative = { $side ->
        [allied] The Allies have the initiative.
       *[other] { $side } has the initiative.
    }
images-text-n1815-initiative-none = Nobody has the initiative yet.
images-text-n1815-leader = Allied leader this turn: { $seat }.
images-text-n1815-passed = Passed in this Operations Phase: { $seats }.
images-text-n1815-effects = In force this turn: { $effects }.
images-text-n1815-vp = Victory points: the marker stands at { $vp }. France wins at once at 0, the Allies at 20; at the end France wins with { $max } or less.
images-text-n1815-cards = Cards:
images-text-n1815-hand-size = { $seat ->
        [allies] The Allies
       *[other] { $seat }
    }: { $cards ->
        [0] no cards
        [one] 1 card
       *[other] { $cards } cards
    } in hand.
images-text-n1815-deck = { $side ->
        [french] French deck
       *[allied] Allied deck
    }: { $deck ->
        [one] 1 card
       *[other] { $deck } cards
    } left, { $discards } discarded.
images-text-n1815-hand = Your hand: { $cards }.
images-text-n1815-hand-empty = Your hand is empty.
images-text-n1815-battle = Battle at { $area }:
images-text-n1815-attackers = { $side ->
        [allied] The Allies attack
       *[other] { $side } attacks
    }{ $how ->
        [move_attack] {" "}(a move-attack)
       *[attack] {""}
    } with { $blocks }.
images-text-n1815-defenders = { $side ->
        [allied] The Allies defend
       *[other] { $side } defends
    } with { $blocks }.
images-text-n1815-named = { $names }
images-text-n1815-named-hidden = { $names } and { $hidden ->
        [one] 1 hidden block
       *[other] { $hidden } hidden blocks
    }
images-text-n1815-hidden = { $hidden ->
        [one] 1 hidden block
       *[other] { $hidden } hidden blocks
    }
images-text-n1815-battle-counts = { $combat ->
        [dice] Dice
       *[cards] Cards
    }: { $attacker } { $a }, { $defender } { $d }.
images-text-n1815-inflicted = { $side ->
        [allied] The Allies inflict
       *[other] { $side } inflicts
    } { $damage } damage and { $fatigue } fatigue.
images-text-n1815-battle-winner = { $side ->
        [allied] The Allies win the battle.
       *[other] { $side } wins the battle.
    }
images-text-n1815-operation = Operation under way:
images-text-n1815-operation-what = { $seat ->
        [allies] The Allies
       *[other] { $seat }
    } { $kind ->
        [move] { $seat ->
            [allies] move
           *[other] moves
        } from { $area } with { $blocks }.
        [attack] { $seat ->
            [allies] attack
           *[other] attacks
        } from { $area } with { $blocks }.
       *[choose] { $seat ->
            [allies] choose
           *[other] chooses
        } a stack at { $area }.
    }
images-text-n1815-path = Path so far: { $path }.
images-text-n1815-mp-card = Movement card: { $card } MP.
images-text-n1815-map = The map, north to south:
images-text-n1815-area = { $area }: { $armies }.
images-text-n1815-army = { $army }: { $blocks }
images-text-n1815-block = { $spent ->
        [spent] { $block } (spent)
       *[active] { $block }
    }
images-text-n1815-hidden-blocks = { $spent ->
        [spent] { $count ->
            [one] 1 hidden spent block
           *[other] { $count } hidden spent blocks
        }
       *[active] { $count ->
            [one] 1 hidden block
           *[other] { $count } hidden blocks
        }
    }
images-text-n1815-markers = Markers:
images-text-n1815-control = { $army } control flags: { $areas }.
images-text-n1815-entrenched = Entrenched: { $areas }.
images-text-n1815-arrow = { $army } retreat arrow at { $area }, toward { $toward }.
images-text-n1815-bridge = The bridge between { $a } and { $b } is destroyed.
images-text-n1815-off-map = Off the map:
images-text-n1815-eliminated = Eliminated: { $blocks }.
images-text-n1815-eliminated-unknown = Eliminated: { $count ->
        [one] 1 unknown { $army } block.
       *[other] { $count } unknown { $army } blocks.
    }
images-text-n1815-arrival = Turn { $turn }: { $blocks } { $count ->
        [one] arrives
       *[other] arrive
    } at { $entry } (the first of these without enemy corps).
images-text-n1815-own = Behind your screen ({ $seat }):
images-text-n1815-oob-corps = { $block } at { $area }: { $infantry } infantry and { $cavalry } cavalry SP, { $fatigue ->
        [0] no fatigue
       *[other] fatigue { $fatigue }
    }{ $spent ->
        [spent] , spent
       *[active] {""}
    }.
images-text-n1815-oob-leader = { $block } at { $area }: { $kind }{ $spent ->
        [spent] , spent
       *[active] {""}
    }.
images-text-n1815-own-off-map = Not on the map yet: { $blocks }.
images-text-n1815-mp-left = Your moving stack has { $mp } MP left.
images-text-n1815-communication = You may talk with your partner and exchange cards now.

## Gustav (images/gustav/text.py)

images-text-gustav-round = { $phase ->
        [prepare] The armies are being raised:
        [deploy] Deployment:
        [over] The battle is over, after round { $round } of { $rounds }:
       *[battle] Round { $round } of { $rounds }:
    }
images-text-gustav-voltage = Voltage { $voltage } (space { $space } of { $spaces } on the ring; a tie for the first turn goes to the { $tie }).
images-text-gustav-first = The { $seat } takes the first turn this round.
images-text-gustav-effect = The { $seat } is carrying out { $card } ({ $half }): { $effect }
images-text-gustav-effect-unit = The unit chosen for it is at { $hex }.
images-text-gustav-combat = { $kind ->
        [melee] Melee: the unit at { $attacker } attacks { $defender }.
       *[fire] Fire: the unit at { $attacker } fires at { $defender }.
    }
images-text-gustav-trace = { $outcome ->
        [move] Last move: the { $seat }’s { $unit } from { $start } to { $end }.
        [hit] Last fire: the { $seat }’s { $unit } at { $start } fired at { $end } and hit.
       *[miss] Last fire: the { $seat }’s { $unit } at { $start } fired at { $end } and missed.
    }
images-text-gustav-side = { $seat } ({ $letter }):
images-text-gustav-morale = Morale { $morale }.
images-text-gustav-prep = { $prep ->
        [build] Raising its army.
        [cull] Setting two cards aside.
        [stack] Stacking its draw pile.
       *[ready] Ready for battle.
    }
images-text-gustav-points = { $points ->
        [one] 1 victory point
       *[other] { $points } victory points
    } if the battle ended now; { $hand ->
        [0] no cards
        [one] 1 card
       *[other] { $hand } cards
    } in hand, { $pile } in the draw pile.
images-text-gustav-waiting = Still to deploy: { $units }.
images-text-gustav-played = Played this round: { $card } ({ $half }, value { $value }).
images-text-gustav-discards = Discards, the first laid down first: { $cards }.
images-text-gustav-pile-known = Draw pile, turned over from the discards, top first: { $cards }.
images-text-gustav-known = Known in hand: { $cards }.
images-text-gustav-lost = Destroyed: { $units }.
images-text-gustav-field = The field, row by row, from row { $first } (the { $near }’s rear) to row { $last } (the { $far }’s rear):
images-text-gustav-row = Row { $row }: { $units }.
images-text-gustav-unit = { $unit } ({ $seat }) at { $hex }
images-text-gustav-own = Your cards:
images-text-gustav-hand = Your hand: { $cards }.
images-text-gustav-hand-empty = Your hand is empty.
images-text-gustav-pile = { $order ->
        [top] Your draw pile, top first: { $cards }.
       *[unknown] Your draw pile, order unknown: { $cards }.
    }
images-text-gustav-culled = Set aside for the whole game: { $cards }.
images-text-gustav-army = The army you are raising: { $units }.
images-text-gustav-stack = Stacked so far, top first: { $cards }.

## The Napoleonic Wars solitaire (images/nwsolitaire/text.py)

images-text-nwsolitaire-tracks = The tracks:
images-text-nwsolitaire-turn = Turn { $turn } ({ $years }): the But country is { $but }; { $chits } event chits a turn.
images-text-nwsolitaire-abdication = Abdication level { $level } (16 wins).
images-text-nwsolitaire-area = { $title }:
images-text-nwsolitaire-area-note = { $title } ({ $note }):
images-text-nwsolitaire-wars = The small-war boxes:
images-text-nwsolitaire-line = { $title } { $items }
images-text-nwsolitaire-empty = empty.

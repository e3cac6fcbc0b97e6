# Gustav (seed 003): names, questions and choices. Keys start with "gustav-".

gustav-title = Gustav
gustav-blurb = Pike and shot, 1631-1632: raise a 12-point army in secret, then fight nine rounds with action cards, voltage and morale on a hex field.
gustav-scenario-pitched_battle = A pitched battle (free army build)
gustav-option-pile = First draw pile
gustav-option-pile-stacked = Stacked by its owner
gustav-option-pile-shuffled = Shuffled

gustav-seat-imperial = Imperial army
    .short = Imperials
    .letter = A
gustav-seat-swedish = Swedish army
    .short = Swedes
    .letter = B

gustav-unit-hq = HQ
    .short = HQ
gustav-unit-pike = pike
    .short = Pike
gustav-unit-shot = shot
    .short = Shot
gustav-unit-cavalry = cavalry
    .short = Horse
gustav-unit-artillery = artillery
    .short = Guns

gustav-half-top = top
gustav-half-bottom = bottom

## The Imperial and Catholic League army (Player A, red edges)
gustav-card-tercio = Tercio
gustav-card-pappenheim = Pappenheim's Charge
gustav-card-croats = Croat Raiders
gustav-card-great_guns = The Great Guns
gustav-card-jesus_maria = "Jesus Maria!"
gustav-card-push_of_pike = Push of Pike
gustav-card-wallenstein = Wallenstein's Orders
gustav-card-tilly = Tilly's Veterans

## The Swedish and Protestant army (Player B, blue edges)
gustav-card-brigade = The Swedish Brigade
gustav-card-salvo = Double Salvo
gustav-card-leather_guns = Regimental Guns
gustav-card-sword_charge = Sword in Hand
gustav-card-commanded_shot = Commanded Musketeers
gustav-card-feste_burg = "Ein feste Burg"
gustav-card-the_king = The King Leads
gustav-card-fog = Fog at Lützen

gustav-effect-tercio-top = Up to 3 pike or shot move.
gustav-effect-tercio-bottom = 1 pike makes a melee attack.
gustav-effect-pappenheim-top = 1 cavalry moves 1 hex further than usual, then makes a melee attack at voltage +1.
gustav-effect-pappenheim-bottom = Up to 2 cavalry move.
gustav-effect-croats-top = 1 cavalry moves 1 hex further than usual, ignoring ZOC.
gustav-effect-croats-bottom = 1 cavalry makes a melee attack.
gustav-effect-great_guns-top = Up to 2 artillery fire.
gustav-effect-great_guns-bottom = 1 artillery fires at voltage +1.
gustav-effect-jesus_maria-top = Morale +2.
gustav-effect-jesus_maria-bottom = Morale +1.
gustav-effect-push_of_pike-top = Up to 2 pike make melee attacks at voltage +1.
gustav-effect-push_of_pike-bottom = 1 unit makes a melee attack.
gustav-effect-wallenstein-top = Up to 4 units move.
gustav-effect-wallenstein-bottom = 1 unit moves.
gustav-effect-tilly-top = 1 unit moves, then attacks.
gustav-effect-tilly-bottom = 1 unit attacks at voltage +2.
gustav-effect-brigade-top = Up to 3 units move.
gustav-effect-brigade-bottom = 1 unit attacks.
gustav-effect-salvo-top = Up to 2 shot fire at voltage +1.
gustav-effect-salvo-bottom = 1 shot fires.
gustav-effect-leather_guns-top = 1 artillery moves, then fires.
gustav-effect-leather_guns-bottom = 1 artillery fires.
gustav-effect-sword_charge-top = Up to 2 cavalry each move, then make a melee attack.
gustav-effect-sword_charge-bottom = Up to 2 cavalry move 1 hex further than usual.
gustav-effect-commanded_shot-top = Up to 2 shot or cavalry move; then 1 shot fires.
gustav-effect-commanded_shot-bottom = 1 shot moves, ignoring ZOC.
gustav-effect-feste_burg-top = Morale +2.
gustav-effect-feste_burg-bottom = Morale +1.
gustav-effect-the_king-top = The HQ or 1 cavalry moves, then makes a melee attack at voltage +1; then morale +1.
gustav-effect-the_king-bottom = Up to 2 units move.
gustav-effect-fog-top = Up to 2 units move, ignoring ZOC.
gustav-effect-fog-bottom = 1 unit moves.

## What a seat is asked (as a status phrase), the prompt, and its choices

gustav-ask-prepare = preparing
gustav-ask-build = raise an army
gustav-ask-cull = set two cards aside
gustav-ask-stack = stack the draw pile
gustav-ask-deploy-unit = choose a unit to deploy
gustav-ask-deploy-hex = choose where to deploy
gustav-ask-card = play a card
gustav-ask-more = play a second card or end the turn
gustav-ask-move = choose a unit to move
gustav-ask-move-to = choose where to move
gustav-ask-attack = choose a unit to attack with
gustav-ask-target = choose the target
gustav-ask-assault = choose a unit for the assault
gustav-ask-assault-to = choose where the assault goes
gustav-ask-assault-target = choose whom to attack
gustav-ask-defend = retreat or hold
gustav-ask-advance = advance or stay
gustav-ask-discard = choose the discard order

gustav-prompt-build = Raise your army in secret: up to { $budget } points, HQ included. Choose all its units at once.
gustav-prompt-cull = Choose the { $cull } cards to set aside face down for the whole game, both at once.
gustav-prompt-stack = Stack your draw pile: choose the cards from the top down.
gustav-prompt-deploy-unit = Choose the next unit to deploy in your territory.
gustav-prompt-deploy-hex = Where does your { $unit } deploy?
gustav-prompt-card = Your turn (voltage { $voltage }): play a card and choose one of its two effects.
gustav-prompt-more = Play your other card (voltage { $voltage }), or end your turn.
gustav-prompt-move = { $card }: choose a unit to move ({ $left } left).
gustav-prompt-attack = { $card }: choose a unit to attack with ({ $left } left).
gustav-prompt-assault = { $card }: choose a unit to move and attack ({ $left } left).
gustav-prompt-move-to = Where does the { $unit } at { $hex } move?
gustav-prompt-target = Whom does the { $unit } at { $hex } attack? Voltage { $voltage }.
gustav-prompt-defend = Your { $unit } at { $hex } is hit: retreat, or spend 1 morale to hold.
gustav-prompt-cornered = Your { $unit } at { $hex } is hit and cannot retreat: spend 2 morale to hold, or lose it.
gustav-prompt-advance = The hex { $hex } is empty: does your { $unit } advance into it?
gustav-prompt-discard = Choose the order of your two cards on the discard pile: the first laid down is drawn first.

gustav-public-prepare = { $seat } is preparing.
gustav-outcome-hit = hits
gustav-outcome-miss = misses

gustav-action-army = Raise { $units } ({ $count } { $count ->
        [one] unit
       *[other] units
    }, { $points } points)
gustav-action-unit = { $unit } ({ $cost } points)
gustav-action-army-chosen = Raise the army: the units chosen and the HQ
gustav-action-cull = Set aside { $card }
gustav-action-cull-done = Set aside { $cards }
gustav-action-cull-chosen = Set aside the { $cull } cards chosen
gustav-action-back-army = Back to the army
gustav-action-stack = Put { $card } at position { $position }
gustav-action-stack-done = Confirm the pile
gustav-action-unstack = Take back the last card
gustav-action-back-cull = Back to the cards set aside
gustav-action-deploy-unit = { $unit } ({ $left } to place)
gustav-action-deploy-hex = { $unit } to { $hex }
gustav-action-deploy-back = Choose another unit
gustav-action-play = { $card } ({ $half }, value { $value }): { $effect }
gustav-action-end-turn = End the turn
gustav-action-move-unit = Move the { $unit } at { $hex }
gustav-action-attack-unit = Attack with the { $unit } at { $hex }
gustav-action-assault-unit = Assault with the { $unit } at { $hex }
gustav-action-next-step = Go on to the next part of the card
gustav-action-stop = Finish { $card }
gustav-action-stay = Stay at { $hex } and attack from there
gustav-action-move-to = { $start } → { $hex }
gustav-action-other-unit = Choose another unit
gustav-action-melee = Melee the { $unit } at { $hex } ({ $outcome })
gustav-action-fire = Fire at the { $unit } at { $hex } ({ $outcome })
gustav-action-no-attack = No attack
gustav-action-advance = Advance the { $unit } into { $hex }
gustav-action-stay-put = Stay
gustav-action-hold = Hold: spend { $cost } morale (down to { $morale })
gustav-action-lose = Lose the { $unit }
gustav-action-retreat = Retreat to { $hex }
gustav-action-discard = { $card } first, then { $then }

## Words on the pictures

gustav-board-start = START
gustav-board-voltage = Voltage
gustav-board-rounds = Round
gustav-board-round = { $phase ->
        [prepare] Raising armies
        [deploy] Deployment
       *[other] Round { $round }/{ $rounds }
    }
gustav-board-morale = { $seat }: morale { $morale }
gustav-board-side = { $seat } ({ $letter })
gustav-board-first = First player this round
gustav-board-prep-build = Raising its army…
gustav-board-prep-cull = Setting two cards aside…
gustav-board-prep-stack = Stacking its draw pile…
gustav-board-prep-ready = Ready
gustav-board-points = { $points } VP · hand { $hand } · pile { $pile }
gustav-board-waiting = To deploy: { $units }
gustav-board-played = { $card } ({ $half }, { $value })
gustav-board-discards = Discards: { $cards }
gustav-board-pile-known = Pile, top first: { $cards }
gustav-board-known-hand = Known in hand: { $cards }
gustav-board-lost = Destroyed: { $units }
gustav-board-none = none
gustav-board-hand = Your hand
gustav-board-pile = Your draw pile, top first
gustav-board-pile-unordered = Your draw pile (order unknown)
gustav-board-culled = Set aside for the game
gustav-board-army = Your army: { $points } of { $budget } points
gustav-board-deck = Your eight cards
gustav-board-value = { $value }
gustav-board-empty = (none)

## How a game may end (result reasons, shown at the end)
gustav-reason-target = reaching the target score
gustav-reason-points = victory points
gustav-reason-morale = morale
gustav-reason-morale-tie = morale, points being equal
gustav-reason-hq = a headquarters taken
gustav-reason-draw = a draw

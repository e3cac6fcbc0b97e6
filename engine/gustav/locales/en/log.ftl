# Gustav: the game log, the status line and the results.

gustav-log-army-ready = The { $seat } has raised its army.
gustav-log-cull-ready = The { $seat } has set two cards aside.
gustav-log-stack-ready = The { $seat } has stacked its draw pile.
gustav-log-prepare-back = The { $seat } goes back a step in its preparations.
gustav-log-army = The { $seat } takes the field: { $units } ({ $count } units, { $points } points).
gustav-log-deploy = The { $seat } deploys its { $unit } at { $hex }.
gustav-log-first-more = The { $seat } has more units ({ $units }) and takes the first turn.
gustav-log-first-lot = Both armies have { $units } units: the lot gives the first turn to the { $seat }.
gustav-log-round = Round { $round }: the { $seat } goes first.
gustav-log-draw = The { $seat } draws { $n ->
        [one] 1 card
       *[other] { $n } cards
    }.
gustav-log-draw-own = You draw { $cards }.
gustav-log-recycle = The { $seat } turns its discards over into a new draw pile, top first: { $cards }.
gustav-log-play = The { $seat } plays { $card } ({ $half }, value { $value }): { $effect }
gustav-log-move = The { $seat } moves its { $unit } from { $start } to { $hex }.
gustav-log-melee-hit = The { $seat }'s { $unit } at { $hex } attacks the { $enemy } at { $target } in melee: voltage { $voltage }, a hit.
gustav-log-melee-miss = The { $seat }'s { $unit } at { $hex } attacks the { $enemy } at { $target } in melee: voltage { $voltage }, a miss.
gustav-log-fire-hit = The { $seat }'s { $unit } at { $hex } fires at the { $enemy } at { $target }: voltage { $voltage }, a hit.
gustav-log-fire-miss = The { $seat }'s { $unit } at { $hex } fires at the { $enemy } at { $target }: voltage { $voltage }, a miss.
gustav-log-retreat = The { $seat }'s { $unit } retreats from { $start } to { $hex }.
gustav-log-hold = The { $seat }'s { $unit } holds at { $hex } for { $cost } morale.
gustav-log-destroyed = The { $seat }'s { $unit } at { $hex } is destroyed.
gustav-log-advance = The { $seat }'s { $unit } advances from { $start } into { $hex }.
gustav-log-rally = { $gain ->
        [0] The { $seat }'s morale stays at its maximum, { $morale }.
       *[other] The { $seat } gains { $gain } morale: now { $morale }.
    }
gustav-log-voltage = The { $seat } ends its turn; the voltage marker moves on to { $number } ({ $letter }).
gustav-log-initiative = Action values { $mine } against { $theirs }: the { $seat } goes first next round.
gustav-log-initiative-tie = Action values equal at { $total }: the letter { $letter } gives the next first turn to the { $seat }.
gustav-log-discard = The { $seat } discards { $cards }, in that order.

gustav-status-prepare = Preparing in secret: waiting for { $seats }
gustav-status-deploy = Deployment: { $seats } to { $ask }
gustav-status-round = Round { $round }: { $seats } to { $ask }
gustav-status-over = Game over: { $result }

gustav-result-hq = The { $seat } wins: the { $loser } has lost its HQ.
gustav-result-morale = The { $seat } wins: the morale of the { $loser } is broken.
gustav-result-points = The { $seat } wins on points, { $points } to { $other }.
gustav-result-morale-tie = The { $seat } wins: { $points } points each, morale { $morale } to { $other }.
gustav-result-draw = A draw: { $points } points and morale { $morale } each.

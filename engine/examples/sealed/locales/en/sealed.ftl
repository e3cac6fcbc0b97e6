# Sealed: the simultaneous-orders template. Keys start with "sealed-".

sealed-title = Sealed Orders
sealed-blurb = A template game: two commanders choose their orders in secret and at the same time, round after round.
sealed-scenario-field = An open field
sealed-option-rounds = Length
sealed-option-rounds-5 = 5 rounds
sealed-option-rounds-7 = 7 rounds
sealed-seat-red = Red
sealed-seat-blue = Blue

sealed-order-attack = Attack
    .short = A
sealed-order-hold = Hold
    .short = H
sealed-order-flank = Flank
    .short = F

sealed-ask-order = choose an order
sealed-prompt-order = Round { $round } of { $rounds }: choose your order in secret ({ $reserves ->
        [0] no reserves left
        [one] 1 reserve left
       *[other] { $reserves } reserves left
    }).
sealed-action-order = { $order }, { $committed ->
        [0] without reserves
        [one] committing 1 reserve
       *[other] committing { $committed } reserves
    }
sealed-public-order = { $seat } has chosen its order.

sealed-log-round = Round { $round } begins.
sealed-log-chosen = { $seat } has chosen its order.
sealed-log-chosen-own = You order: { $order }, { $committed ->
        [0] without reserves.
        [one] committing 1 reserve.
       *[other] committing { $committed } reserves.
    }
sealed-log-reveal = { $seat } ordered: { $order }, { $committed ->
        [0] without reserves.
        [one] committing 1 reserve.
       *[other] committing { $committed } reserves.
    }
sealed-log-tie = Both orders have strength { $strength }: neither side wins the round.
sealed-log-win = { $seat } wins the round with { $order }, strength { $strength } against { $other }, and scores { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
sealed-log-recover = { $seat } held its ground and recovers a reserve.
sealed-log-flanked = { $seat } was outflanked and loses a reserve.

sealed-status-round = Round { $round } of { $rounds }: waiting for orders from { $waiting }
sealed-status-over = Game over: { $result }
sealed-result-win = { $seat } wins, { $score } points to { $other }.
sealed-result-draw = A draw: { $score ->
        [one] 1 point
       *[other] { $score } points
    } each.

sealed-help-rules = Each round both commanders choose an order at the same time, in secret, and commit reserves to it. When both have chosen, the orders are revealed and the stronger one wins the round. After the last round the higher score wins.
    .title = How to play
sealed-help-orders = Attack beats flank, flank beats hold, hold beats attack: the order that beats the other gains 2 strength. A round won with an attack scores 2 points, with a hold or a flank 1. A winning hold recovers one reserve; a winning flank costs the loser one.
    .title = Orders
sealed-help-reserves = You start with 3 reserves for the whole game and may commit up to 2 to an order; each adds 1 strength and is spent once the orders are revealed. Nobody sees your order or your reserves committed until both sides have chosen.
    .title = Reserves

sealed-prov-source = reconstructed: our own template game, not a published one
sealed-prov-rounds = Length of the game
sealed-prov-rounds-value = 5 rounds (7 in the long game)
sealed-prov-reserves = Reserves
sealed-prov-reserves-value = 3 for the whole game, at most 2 committed to an order
sealed-prov-strength = Strength of an order
sealed-prov-strength-value = reserves committed, plus 2 for the order that beats the other
sealed-prov-points = Points for a round won
sealed-prov-points-value = 2 with an attack, 1 with a hold or a flank
sealed-prov-effects = After a round won
sealed-prov-effects-value = a hold recovers one reserve (3 at most); a flank costs the loser one

sealed-board-round = Round { $round } of { $rounds }
sealed-board-side = { $seat }: { $score ->
        [one] 1 point
       *[other] { $score } points
    }, { $reserves ->
        [one] 1 reserve
       *[other] { $reserves } reserves
    }
sealed-board-chosen = order sealed
sealed-board-thinking = choosing…
sealed-board-own = Your order: { $order }, +{ $committed }
sealed-board-cell = { $order }+{ $committed }

## How a game may end (result reasons, shown at the end)
sealed-reason-points = victory points
sealed-reason-draw = a draw

# Duel: the template game. Keys start with "duel-".

duel-title = Duel
duel-blurb = A template game: dice and a hidden hand of cards, first to the target wins.
duel-scenario-standard = Cards 1 to 6, twice
duel-option-target = Score needed to win
duel-option-target-12 = 12 points
duel-option-target-20 = 20 points
duel-seat-red = Red
duel-seat-blue = Blue

duel-ask-turn = roll, draw or play a card
duel-prompt-turn = Roll a die, draw a card or play one.
duel-action-raise = Raise your flag
duel-action-lower = Lower your flag
duel-action-roll = Roll a die
duel-action-draw = Draw a card
duel-action-play = Play the { $card }

duel-log-raise = { $seat } raises its flag.
duel-log-lower = { $seat } lowers its flag.
duel-log-roll = { $seat } rolls a die and scores it.
duel-log-draw = { $seat } draws a card.
duel-log-draw-own = You draw the { $card }.
duel-log-play = { $seat } plays the { $card }.

duel-status-turn = { $seat } to act
duel-status-over = Game over: { $result }
duel-result-target = { $seat } reaches { $score } points.

duel-help-rules = On your turn roll a die, draw a card or play a card from your hand; rolls and cards add to your score. Raising or lowering your flag first keeps the turn.
    .title = Rules
duel-prov-target = Winning score
duel-prov-target-value = 12 points
duel-prov-target-source = reconstructed: a short game for tests

duel-board-score = { $seat }: { $score } points, { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } in hand
duel-board-deck = Deck: { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
duel-board-hand = Your hand: { $cards }

## How a game may end (result reasons, shown at the end)
duel-reason-target = reaching the target score
duel-reason-draw = a draw

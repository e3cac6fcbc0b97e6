# Napoleon 1815: what players are asked. An "ask" entry names a decision (the prompt's key) and is
# the phrase the status line uses after "<seat> to"; a "prompt" entry is the question itself; an
# "action" entry labels a choice for the seat making it; a "public" entry is what the other seats
# read of a secret choice; a "window" entry names a moment to answer with a card.

## The status line

napoleon1815-status = Turn { $turn }/{ $last }, { $phase }, VP { $vp }
napoleon1815-status-asked = Turn { $turn }/{ $last }, { $phase }, VP { $vp }: { $seat } to { $asked }
napoleon1815-status-over = Game over: { $result }

## Decisions

napoleon1815-ask-scout = place a cavalry scout
napoleon1815-ask-blue = play a blue card or not
napoleon1815-ask-operator = choose the Allied player who operates
napoleon1815-ask-operate = choose an operation or pass
napoleon1815-ask-give = choose a card to give
napoleon1815-ask-build = choose the blocks that act
napoleon1815-ask-move = move the stack
napoleon1815-ask-engage = attack after the move or not
napoleon1815-ask-combined = end the operation
napoleon1815-ask-spread-fatigue = spread fatigue over a stack
napoleon1815-ask-lose-sp = choose which SP are lost
napoleon1815-ask-capture-fatigue = choose the corps tired by taking a walled city
napoleon1815-ask-retreat = choose the retreat road
napoleon1815-ask-stay = stay or retreat
napoleon1815-ask-light-cavalry = choose the hand Light cavalry strikes
napoleon1815-ask-supply = choose the corps that Supply rests
napoleon1815-ask-insubordination = choose the French block that refuses its orders
napoleon1815-ask-one-road = move a stack one road
napoleon1815-ask-harass = choose the corps that takes 1 fatigue
napoleon1815-ask-guns = bring a corps to the sound of the guns
napoleon1815-ask-inertia = choose the area Inertia halts
napoleon1815-ask-delay = choose the corps that arrives late
napoleon1815-ask-reconnaissance = choose the hand to look at
napoleon1815-ask-foresight = take a card from the deck
napoleon1815-ask-lamarque = choose where Lamarque enters
napoleon1815-ask-strengthen = choose the corps to strengthen
napoleon1815-ask-recovery = play recovery cards
napoleon1815-ask-attrition = choose the SP lost to fatigue

## Card windows

napoleon1815-window-preflip = answer the operation before its MP card is flipped
napoleon1815-window-postflip = answer the MP flip
napoleon1815-window-confusion = answer the stack entering a free area
napoleon1815-window-endmove = answer the end of the move
napoleon1815-window-counter = answer the event just played
napoleon1815-window-battle = play a battle card or not
napoleon1815-window-loser = play a retreat card or not
napoleon1815-window-panic = play a card after the retreat or not
napoleon1815-window-combined = play a Combined operation card after a French operation, or end it
napoleon1815-prompt-window-preflip = The enemy has chosen a stack and is about to flip its MP card. You may play one card, or none.
napoleon1815-prompt-window-postflip = The enemy has flipped the MP card of its stack. You may play one card, or none.
napoleon1815-prompt-window-confusion = An enemy stack has entered a free area after 3 or more roads. You may play one card, or none.
napoleon1815-prompt-window-endmove = An enemy stack has ended its move. You may play one card, or none.
napoleon1815-prompt-window-counter = The enemy has just played an event. You may play one card, or none.
napoleon1815-prompt-window-battle = A battle begins. You may play one battle card, or none.
napoleon1815-prompt-window-loser = Your stack has lost the battle. You may play one card, or none.
napoleon1815-prompt-window-panic = The French stack has retreated. You may play one card, or none.
napoleon1815-action-play = Play { $card }

## Set-up and the Initiative Phase

napoleon1815-prompt-scout = Place a cavalry scout in an area holding one of your corps ({ $n } to place).
napoleon1815-action-place-scout = Place a scout at { $area }
napoleon1815-prompt-blue = Initiative Phase: you may play one blue card.
napoleon1815-action-no-blue = No blue card

## The Operations Phase

napoleon1815-prompt-operator = As Allied leader, choose which Allied player performs the next operation.
napoleon1815-action-operator = { $seat } operates
napoleon1815-prompt-operate = Choose the area of the stack to activate, or pass.
napoleon1815-action-operate = { $area }: { $blocks }
napoleon1815-action-operate-engaged = { $area } (engaged): { $blocks }
napoleon1815-action-operate-many = { $area }: { $blocks } and { $more } more
napoleon1815-action-operate-engaged-many = { $area } (engaged): { $blocks } and { $more } more
napoleon1815-public-operate = Operate from { $area }
napoleon1815-action-pass = Pass for the rest of this Operations Phase
napoleon1815-action-give = Give a card to { $seat }
napoleon1815-prompt-give = Give a card to { $seat }.
napoleon1815-action-give-card = Give { $card }
napoleon1815-public-give = Give a card to { $seat }
napoleon1815-action-keep-cards = Keep your cards

napoleon1815-prompt-build = Operation from { $area }: choose the blocks that act together.
napoleon1815-action-add = Add { $block }
napoleon1815-public-add = Add block { $token }
napoleon1815-action-drop = Leave { $block } behind
napoleon1815-public-drop = Leave block { $token } behind
napoleon1815-action-move = Move this stack (flip a card for its MP)
napoleon1815-action-attack = Attack the enemy in this area
napoleon1815-action-move-with = Choose the blocks that move…
napoleon1815-action-attack-with = Choose the blocks that attack…
napoleon1815-action-play-cooperation = Play { $card } to mix the Allied armies
napoleon1815-action-other-area = Choose another area

napoleon1815-prompt-move = The stack is at { $area }: take a road, play a card, or end the move.
napoleon1815-action-road = March to { $area } ({ $mp } MP)
napoleon1815-action-stop = End the move at { $area }
napoleon1815-action-play-orgsup = Play { $card } and keep moving
napoleon1815-action-play-bridge = Play { $card }: destroy the bridge to { $area }
napoleon1815-action-play-grouchy = Play { $card }: flip the MP card again

napoleon1815-prompt-engage = Your stack has entered the engaged area { $area }.
napoleon1815-action-move-attack = Attack now (move-attack: one battle card less)
napoleon1815-action-hold = Do not attack
napoleon1815-prompt-combined = The operation is over.
napoleon1815-action-end-operation = End the operation
napoleon1815-action-play-combined = Play { $card }: another operation now

## Fatigue and losses

napoleon1815-prompt-spread-fatigue = Fatigue falls on your stack: spread it as evenly as possible, choosing which corps take one point more.
napoleon1815-public-spread-fatigue = Spread the fatigue
napoleon1815-action-fatigue-one = { $block } takes { $n } fatigue
napoleon1815-action-fatigue-even = { $n ->
        [0] No fatigue
       *[other] { $n } fatigue for each corps
    }
napoleon1815-action-fatigue-extra = { $n } fatigue for each corps, one more for { $blocks }
napoleon1815-prompt-lose-sp = Losses: choose where SP loss { $k } of { $n } falls (spread as evenly as possible).
napoleon1815-public-lose-sp = Choose an SP loss
napoleon1815-action-lose-infantry = { $block } loses an infantry SP
napoleon1815-action-lose-cavalry = { $block } loses a cavalry SP
napoleon1815-action-lose-nothing = The stack has no SP left to lose
napoleon1815-prompt-capture-fatigue = Your stack takes { $area }: one of its corps takes 1 fatigue. Which?
napoleon1815-public-capture-fatigue = Choose the tired corps
napoleon1815-action-tire = { $block } ({ $fatigue } fatigue)

## Battles and retreats

napoleon1815-prompt-stay = Your stack lost at { $area }: it may stay instead of retreating.
napoleon1815-action-stay-hold = Stay (Hold at all costs)
napoleon1815-action-stay-entrenchment = Discard the entrenchment and stay
napoleon1815-action-stay-retreat = Retreat
napoleon1815-prompt-retreat = Retreat from { $area }: { $n ->
        [one] 1 road
       *[other] { $n } roads
    } to go.
napoleon1815-action-retreat = Retreat to { $area }

## Events

napoleon1815-prompt-light-cavalry = Light cavalry: from whose hand is a card discarded at random?
napoleon1815-action-hand = { $seat } ({ $n ->
        [one] 1 card
       *[other] { $n } cards
    })
napoleon1815-prompt-supply = Supply: remove 2 fatigue from the corps of one of your stacks (2 from one corps, or 1 from each of two).
napoleon1815-public-supply = Choose the corps that rest
napoleon1815-action-supply-one = { $block } at { $area }: { $n } fatigue off
napoleon1815-action-supply-two = { $blocks } at { $area }: 1 fatigue off each
napoleon1815-action-supply-none = No corps of yours needs rest
napoleon1815-prompt-insubordination = Insubordination: choose the French block that refuses its orders.
napoleon1815-action-refuse = { $block } at { $area }
napoleon1815-prompt-one-road = { $event }: move one of your stacks one road.
napoleon1815-action-origin = Move the stack at { $area }
napoleon1815-action-to = Move it to { $area }
napoleon1815-action-other-stack = Choose another stack
napoleon1815-prompt-one-road-pick = { $event }: choose the blocks of the stack at { $area } that go (corps, and commanders with a corps of their army).
napoleon1815-action-one-road-go = Move these blocks
napoleon1815-action-one-road-with = Choose the blocks that go…
napoleon1815-action-one-road-none = No stack can go: move none
napoleon1815-prompt-harass = { $event }: one of your corps takes 1 fatigue. Which?
napoleon1815-public-harass = Choose the tired corps
napoleon1815-action-harass = { $block } at { $area } ({ $fatigue } fatigue)
napoleon1815-action-harass-none = None of your corps is on the map
napoleon1815-prompt-guns = Sound of the guns: one corps marches one road to join the battle, without fatigue.
napoleon1815-action-join = { $block } from { $area }
napoleon1815-public-join = Block { $token } from { $area }
napoleon1815-action-chief-yes = With { $blocks }
napoleon1815-public-chief-yes = With its commander
napoleon1815-action-chief-no = Without the commander
napoleon1815-action-chief-none = The corps comes alone
napoleon1815-public-chief-no = Without a commander
napoleon1815-prompt-inertia = Inertia: choose one of your areas with corps; everything of yours there becomes spent.
napoleon1815-action-halt = Halt everything at { $area }
napoleon1815-action-halt-nothing = You have no corps to halt
napoleon1815-prompt-delay = Delayed troops: choose the Prussian reinforcement corps that arrives a turn late.
napoleon1815-action-delay = Delay { $block }
napoleon1815-prompt-reconnaissance = Reconnaissance: whose hand do you look at?
napoleon1815-action-look = Look at the hand of { $seat } ({ $n ->
        [one] 1 card
       *[other] { $n } cards
    })
napoleon1815-prompt-foresight = Foresight: take any card that is not red from your deck (the deck is then shuffled).
napoleon1815-public-foresight = Search the deck
napoleon1815-action-foresight-group = Look among the { $group } ({ $n })
napoleon1815-action-take = Take { $card }: value { $value }, { $damage } damage { $fatigue } fatigue, recovers { $recovery }
napoleon1815-action-foresight-back = Back to the kinds of card
napoleon1815-prompt-lamarque = Lamarque: where does his corps enter?
napoleon1815-action-enter = Lamarque enters at { $area }
napoleon1815-prompt-strengthen = Add 1 infantry SP to one of your corps (no VP; never above 8 SP).
napoleon1815-public-strengthen = Choose the corps to strengthen
napoleon1815-action-strengthen = { $block } at { $area } ({ $sp } SP)
napoleon1815-action-strengthen-none = No corps of yours can take another SP

## The Recovery Phase

napoleon1815-prompt-recovery = Recovery: you may play one card on each of your spent corps to remove fatigue.
napoleon1815-public-recovery = Choose a corps to rest
napoleon1815-action-rest = { $block } at { $area } ({ $fatigue } fatigue)
napoleon1815-action-no-more-recovery = No more recovery cards
napoleon1815-prompt-recovery-card = Which card does the corps receive?
napoleon1815-public-recovery-card = Choose a recovery card
napoleon1815-action-recovery-card = { $card }: removes { $n } from { $block }
napoleon1815-action-other-corps = Choose another corps
napoleon1815-prompt-attrition = Your corps with 5 to 8 fatigue lose 1 SP each: infantry, unless you choose cavalry.
napoleon1815-public-attrition = Choose the SP lost to fatigue
napoleon1815-action-attrition-cavalry = { $block } loses cavalry instead
napoleon1815-action-attrition-chosen = Confirm: the corps chosen lose cavalry, the others infantry
napoleon1815-action-attrition-none = Confirm: no corps of yours loses an SP
napoleon1815-action-attrition-infantry-only = Confirm: infantry SP lost by { $infantry }
napoleon1815-action-attrition-cavalry-only = Confirm: cavalry SP lost by { $cavalry }
napoleon1815-action-attrition-both = Confirm: infantry SP lost by { $infantry }, cavalry SP by { $cavalry }

## How a game may end (result reasons, shown at the end)
napoleon1815-reason-vp_zero = the VP marker reaching 0
napoleon1815-reason-vp_twenty = the VP marker reaching 20
napoleon1815-reason-napoleon = Napoleon eliminated
napoleon1815-reason-scenario_end = the end of the scenario
napoleon1815-reason-draw = a draw

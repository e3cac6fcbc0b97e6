# Napoleon 1815: the game log, results and the names of things inside log lines. A "why" entry is
# the reason given with a VP change; a "name" entry is a block or card as the reader may know it.

## Names inside lines

napoleon1815-name-block = { $block }
napoleon1815-name-blocks = { $blocks }
napoleon1815-name-hidden = { $army ->
        [anglo_dutch] an Anglo-Dutch block
       *[other] a { $army } block
    }
napoleon1815-name-hidden-many = { $n ->
        [one] { $army ->
            [anglo_dutch] an Anglo-Dutch block
           *[other] a { $army } block
        }
       *[other] { $n } { $army } blocks
    }
napoleon1815-name-hidden-allied = { $n ->
        [one] an Allied block
       *[other] { $n } Allied blocks
    }
napoleon1815-name-token = the { $army } block { $token }
napoleon1815-name-card = { $card }
napoleon1815-name-no-card = nothing (no card left)

## Victory points and the end

napoleon1815-log-vp = { $side ->
        [allied] The Allies gain
       *[other] France gains
    } { $points } VP ({ $why }): VP { $vp }
napoleon1815-why-sp-lost = { $n } { $army } SP lost
napoleon1815-why-fatigue-lost = { $n } { $army } SP lost to fatigue
napoleon1815-why-control = control of { $area }
napoleon1815-why-flags = { $flags } Allied control flags on the board
napoleon1815-why-commander = { $block } is removed
napoleon1815-why-napoleon-beaten = France loses a battle with Napoleon
napoleon1815-why-vp-zero = the VP marker reaches 0
napoleon1815-why-vp-twenty = the VP marker reaches 20
napoleon1815-why-napoleon = Napoleon is killed or captured
napoleon1815-why-end-french = the scenario ends with VP { $vp }, { $max } or less
napoleon1815-why-end-allied = the scenario ends with VP { $vp }, above { $max }
napoleon1815-result = { $side ->
        [allied] The Allies win
       *[other] France wins
    }: { $why } (VP { $vp })
napoleon1815-log-control = { $side ->
        [allied] The Allies take
       *[other] France takes
    } control of { $area }

## The turn

napoleon1815-log-turn = Turn { $turn }: { $label }
napoleon1815-log-draw = { $seat ->
        [allies] The Allies draw
       *[other] { $seat } draws
    } { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
napoleon1815-log-draw-own = You draw { $cards }
napoleon1815-log-red = { $seat ->
        [allies] The Allies draw
       *[other] { $seat } draws
    } the red card { $card } and plays it at once
napoleon1815-log-reds-cancel = Red cards drawn: { $cards }; more than one, so all are cancelled (DRW-4)
napoleon1815-log-effect = { $event } is in force this turn
napoleon1815-log-reshuffle = { $deck ->
        [allied] The Allied
       *[other] The French
    } discard pile is shuffled into a new deck
napoleon1815-log-arrival = Reinforcements: { $blocks } arrive at { $area }
napoleon1815-log-arrival-waits = { $blocks }: every entry area is held by the enemy, so they wait a turn
napoleon1815-log-scout-placed = { $seat ->
        [allies] The Allies place
       *[other] { $seat } places
    } a scout at { $area }
napoleon1815-log-play = { $seat ->
        [allies] The Allies play
       *[other] { $seat } plays
    } { $card }
napoleon1815-log-no-blue = { $seat ->
        [allies] The Allies play
       *[other] { $seat } plays
    } no blue card
napoleon1815-log-surprise = Surprise: France has the initiative without a flip
napoleon1815-log-intuition = Intuition: { $side ->
        [allied] the Allies take
       *[other] France takes
    } the initiative without a flip
napoleon1815-log-intuitions-cancel = Both sides played Intuition: they cancel out
napoleon1815-log-initiative-flip = { $seat ->
        [allies] The Allies flip
       *[other] { $seat } flips
    } { $card } for the initiative: { $value }
napoleon1815-log-initiative = { $side ->
        [allied] The Allies have
       *[other] France has
    } the initiative
napoleon1815-log-leader = { $seat } leads the Allies this turn

## Operations

napoleon1815-log-must-pass = { $seat ->
        [allies] The Allies have
       *[other] { $seat } has
    } no active block left and { $seat ->
        [allies] pass
       *[other] passes
    }
napoleon1815-log-pass = { $seat ->
        [allies] The Allies pass
       *[other] { $seat } passes
    }
napoleon1815-log-give = { $seat } gives a card to { $to }
napoleon1815-log-give-own = You give { $card } to { $to }
napoleon1815-log-given = { $seat } gives you { $card }
napoleon1815-log-activate-move = { $seat ->
        [allies] The Allies activate
       *[other] { $seat } activates
    } { $who } at { $area } to move
napoleon1815-log-activate-attack = { $seat ->
        [allies] The Allies activate
       *[other] { $seat } activates
    } { $who } at { $area } to attack
napoleon1815-log-own-stack = Your stack: { $blocks }
napoleon1815-log-mp-flip = { $seat ->
        [allies] The Allies flip
       *[other] { $seat } flips
    } { $card } for the move: value { $value }
napoleon1815-log-general-advance-mp = General advance: 3 MP without a flip
napoleon1815-log-general-advance-barred = General advance: Allied corps bar the way to { $area }
napoleon1815-log-march = March to { $area }: { $who }
napoleon1815-log-scouts-found-corps = The scouts found enemy corps at { $area }
napoleon1815-log-arrow-fatigue = { $side ->
        [allied] The Allies come
       *[other] France comes
    } in along the enemy's retreat road: 2 fatigue for the stacks at { $area }
napoleon1815-log-scouts-destroyed = At { $area }, { $side ->
        [allied] { $n ->
            [one] an Allied scout is
           *[other] { $n } Allied scouts are
        }
       *[other] { $n ->
            [one] a French scout is
           *[other] { $n } French scouts are
        }
    } destroyed
napoleon1815-log-entrenchment-removed = The entrenchment at { $area } is removed
napoleon1815-log-removed-last-sp = At { $area }, { $who } loses its last SP and is removed
napoleon1815-log-removed-fatigue = At { $area }, { $who } collapses from fatigue and is removed
napoleon1815-log-removed-alone = At { $area }, { $who } is left without troops and is killed or captured

## Battles

napoleon1815-log-battle = Battle at { $area }: { $side ->
        [allied] the Allies attack
       *[other] France attacks
    } with { $attackers } against { $defenders }
napoleon1815-log-battle-cards = Battle cards: { $attacker ->
        [allied] the Allies
       *[other] France
    } { $att }, { $defender ->
        [allied] the Allies
       *[other] France
    } { $defence }
napoleon1815-log-attack-called-off = The attacker has no battle card: the attack is called off
napoleon1815-log-combat-flip = { $side ->
        [allied] The Allies flip
       *[other] France flips
    } { $cards }: { $damage } damage, { $fatigue } fatigue
napoleon1815-log-combat-no-card = { $side ->
        [allied] The Allies have
       *[other] France has
    } no card left to flip: { $damage } damage, { $fatigue } fatigue
napoleon1815-log-dice = { $side ->
        [allied] The Allies roll
       *[other] France rolls
    } { $n ->
        [one] 1 combat die
       *[other] { $n } combat dice
    }: { $damage } damage, { $fatigue } fatigue
napoleon1815-log-battle-won = { $side ->
        [allied] The Allies win
       *[other] France wins
    } the battle
napoleon1815-log-battle-drawn = Equal damage: nobody wins, nobody retreats
napoleon1815-log-own-losses = { $block } loses { $infantry } infantry and { $cavalry } cavalry SP
napoleon1815-log-entrenchment-discarded = The Allies discard the entrenchment at { $area } and stay
napoleon1815-log-hold = The Allies hold at all costs at { $area }
napoleon1815-log-retreat = Retreat to { $area }: { $who }
napoleon1815-log-retreat-among-enemies = The retreat ends among enemy corps at { $area }
napoleon1815-log-pursuit = Pursuit: { $side ->
        [allied] the Allies flip
       *[other] France flips
    } { $n ->
        [one] 1 card
       *[other] { $n } cards
    }

## Events

napoleon1815-log-bridge-destroyed = The bridge between { $a } and { $b } is destroyed
napoleon1815-log-grouchy = Grouchy: France flips again: { $card }, value { $value }
napoleon1815-log-light-cavalry = Light cavalry: { $seat ->
        [allies] the Allies discard
       *[other] { $seat } discards
    } a card at random
napoleon1815-log-light-cavalry-own = Light cavalry takes your { $card }
napoleon1815-log-vive-lempereur = Vive l'Empereur! The corps with Napoleon lose 1 fatigue each
napoleon1815-log-supply = Supply: { $seat ->
        [allies] the Allies rest
       *[other] { $seat } rests
    } the corps of one stack
napoleon1815-log-supply-own = Supply rests { $blocks }
napoleon1815-log-counter-order = Counter-order: { $event } is cancelled
napoleon1815-log-insubordination = Insubordination: { $who } becomes spent
napoleon1815-log-insubordination-revealed = Insubordination: the block is { $block }: it is revealed and not spent
napoleon1815-log-insubordination-scout = Insubordination: the block is a scout and is removed
napoleon1815-log-one-road = { $event }: to { $area } with { $who }
napoleon1815-log-one-road-barred = { $event }: enemy corps bar the way to { $area }
napoleon1815-log-one-road-none = { $event }: no stack moves
napoleon1815-log-red-haired-ney = Red-haired Ney: France flips { $card }, value { $value }
napoleon1815-log-ney-tired = Ney's corps takes 2 fatigue
napoleon1815-log-own-fatigue = { $block } takes 1 fatigue
napoleon1815-log-guns = Sound of the guns: { $seat ->
        [allies] the Allies bring
       *[other] { $seat } brings
    } { $who } into the battle
napoleon1815-log-inertia = Inertia: { $seat ->
        [allies] the Allies halt
       *[other] { $seat } halts
    } everything at { $area }
napoleon1815-log-inertia-nothing = Inertia has no effect: no corps to halt
napoleon1815-log-delay = Delayed troops: { $block } will arrive a turn late
napoleon1815-log-delay-nothing = Delayed troops: no Prussian reinforcement is left, so the Allies play no recovery cards this turn
napoleon1815-log-hand = The hand of { $seat }: { $n ->
        [0] no cards
       *[other] { $cards }
    }
napoleon1815-log-aide-de-camp = Aide-de-camp: the Allied players may talk and exchange cards this turn
napoleon1815-log-reserve = Reserve: { $seat ->
        [allies] the Allies draw
       *[other] { $seat } draws
    } { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
napoleon1815-log-reserve-red = Reserve: { $seat ->
        [allies] the Allies discard
       *[other] { $seat } discards
    } the red card { $card } without effect
napoleon1815-log-foresight = Foresight: { $seat ->
        [allies] the Allies take a card from their deck and shuffle it
       *[other] { $seat } takes a card from the deck and shuffles it
    }
napoleon1815-log-foresight-own = Foresight: you take { $card }
napoleon1815-log-event-corps = { $block }'s corps enters the game, active, at { $area }
napoleon1815-log-strengthen = { $seat ->
        [allies] The Allies add
       *[other] { $seat } adds
    } 1 infantry SP to a corps
napoleon1815-log-strengthen-own = { $block } now has { $sp } SP

## The Recovery Phase

napoleon1815-log-recovery-card = { $seat ->
        [allies] The Allies play
       *[other] { $seat } plays
    } a card to rest a corps
napoleon1815-log-recovery-card-own = { $card } rests { $block }
napoleon1815-log-own-attrition = { $block } at { $area } loses 1 SP to fatigue
napoleon1815-log-attrition = Fatigue costs the { $army } army { $n ->
        [one] 1 SP
       *[other] { $n } SP
    }

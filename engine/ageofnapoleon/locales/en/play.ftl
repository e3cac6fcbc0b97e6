# Age of Napoleon: the questions, the choices, the log of play, the status line, the result and the help.

ageofnapoleon-status = { $year }, round { $round }, { $phase }: { $seats } — { $ask }
ageofnapoleon-status-over = The war is over. { $result }
ageofnapoleon-result = { $winner } wins: { $reason }
ageofnapoleon-reason-abdication = Napoleon abdicates
ageofnapoleon-reason-domination = France dominates the continent
ageofnapoleon-reason-time = the war ends in 1815

ageofnapoleon-ask-diplomacy = Play diplomatic cards, one at a time, or end your part of the diplomacy phase.
ageofnapoleon-ask-rising = Raise a French-held country in insurrection with a card, or end the phase.
ageofnapoleon-ask-reinforcement = Bring in corps, restore an army with a card, play a reinforcement event, or end your reinforcements.
ageofnapoleon-prompt-activate = Campaign round { $round }: activate an army (discard a card or use your free move) or pass.
ageofnapoleon-ask-activate = activate an army or pass
ageofnapoleon-prompt-move = Move the army in { $area } ({ $corps }).
ageofnapoleon-ask-move = move the army
ageofnapoleon-prompt-battle-cards = Battle in { $area }: choose your battle cards in secret (or none).
ageofnapoleon-ask-battle-cards = choose battle cards
ageofnapoleon-prompt-retreat = Retreat from { $area }.
ageofnapoleon-ask-retreat = retreat
ageofnapoleon-ask-restore = You won: discard a card to restore one reduced corps, or decline.

ageofnapoleon-act-dip = { $card } on { $country } ({ $status })
ageofnapoleon-act-rise = { $card }: { $country } rises
ageofnapoleon-act-done-phase = End my part of this phase
ageofnapoleon-act-place = { $corps } in { $area }
ageofnapoleon-act-recover = Discard { $card } to restore the army in { $area }
ageofnapoleon-act-event = Play { $card } for its event
ageofnapoleon-act-army = Discard { $card }: the army in { $area }
ageofnapoleon-act-army-free = Free move: the army in { $area }
ageofnapoleon-act-pass = Pass
ageofnapoleon-act-to = March to { $area }
ageofnapoleon-act-forced = Forced March to { $area }
ageofnapoleon-act-sea = By sea to { $area }
ageofnapoleon-act-stay = Stay where it is
ageofnapoleon-act-card = { $card }
ageofnapoleon-act-commit = Play { $cards }
ageofnapoleon-act-commit-none = Play no battle card
ageofnapoleon-act-commit-gather = Play these cards
ageofnapoleon-public-battle-cards = { $seat } chooses battle cards
ageofnapoleon-act-retreat = Retreat to { $area }
ageofnapoleon-act-retreat-sea = Retreat by sea to { $area }
ageofnapoleon-act-restore = Discard { $card } to restore { $corps }
ageofnapoleon-act-decline = Decline

ageofnapoleon-log-phase = { $year }: { $phase }.
ageofnapoleon-log-round = { $year }, campaign round { $round }{ $winter ->
        [1] (winter)
       *[other] {""}
    }.
ageofnapoleon-log-dip = { $seat } played { $card } on { $country }.
ageofnapoleon-log-rise = The Coalition played { $card }: { $country } rose in insurrection.
ageofnapoleon-log-surrender = { $country } surrendered.
ageofnapoleon-log-place = { $seat } brought { $corps } into { $area }.
ageofnapoleon-log-recover = { $seat } discarded { $card } to restore the army in { $area } ({ $n } corps).
ageofnapoleon-log-event = { $seat } played { $card } for its event.
ageofnapoleon-log-army = { $seat } discarded { $card } to activate the army in { $area }.
ageofnapoleon-log-army-free = { $seat } used the free move for the army in { $area }.
ageofnapoleon-log-pass = { $seat } passed.
ageofnapoleon-log-move = { $seat } moved { $corps }: { $path }.
ageofnapoleon-log-forced = { $seat } moved { $corps } by Forced March: { $path }.
ageofnapoleon-log-sea = { $seat } moved { $corps } by sea: { $path }.
ageofnapoleon-log-battle-start = Battle in { $area }: { $attacker } attacked with { $acorps } against { $dcorps }.
ageofnapoleon-log-committed = { $seat } chose battle cards.
ageofnapoleon-log-battle-cards = Battle cards: { $attacker } ({ $acards }), { $defender } ({ $dcards }).
ageofnapoleon-log-retreat = { $seat } retreated { $corps } to { $area }.
ageofnapoleon-log-surrounded = { $seat } had nowhere to retreat: { $corps } taken prisoner.
ageofnapoleon-log-restore = { $seat } discarded { $card } to restore { $corps }.

ageofnapoleon-prov-corps = Corps { $corps }
ageofnapoleon-prov-corps-value = combat { $combat } (reduced { $reduced }), movement { $movement }, rank { $rank }
ageofnapoleon-prov-card = Card { $card }
ageofnapoleon-prov-card-value = { $copies } cop{ $copies ->
        [one] y
       *[other] ies
    }, phase { $phase }
ageofnapoleon-prov-area = Area { $area }
ageofnapoleon-prov-area-value = { $terrain }
ageofnapoleon-prov-border = Border { $a } – { $b }
ageofnapoleon-prov-border-value = the areas are adjacent
ageofnapoleon-prov-statuses = Countries' statuses, scenario { $scenario }
ageofnapoleon-prov-deployment = Corps at the start, scenario { $scenario }
ageofnapoleon-prov-set-up = the scenario's set-up

ageofnapoleon-help-overview = Two players, France and the Coalition, fight the wars of 1805-1815 year by year. Each year has eight phases; armies of corps under their leaders move in campaign rounds by discarding cards, and battles are settled on the aid's combat results table.
    .title = Overview
ageofnapoleon-help-year = The year: diplomacy (cards change countries' sides; both players' plays on one country cancel), insurrection, strategy (cards drawn by the strategy chart; a reshuffle under 20 cards or after a surrender), reinforcement (corps within the mobilization and appearance limits, armies restored by discarding cards, prisoners returned), campaign, surrender, winter attrition, victory check.
    .title = The year
ageofnapoleon-help-campaign = Five campaign rounds a year, the fifth a winter round. In turn, French first, each player discards a card to move one army (its commander and corps up to his rank) or passes; the round ends when both pass in a row. Movement is the commander's rating, one less to fight and in winter, one more with Forced March. Long, rough or winter marches roll for march attrition.
    .title = Campaign rounds
ageofnapoleon-help-battle = Battle: each side's total is its corps' combat values, +1 at home, -2 straight after sea movement. With more corps than the leader's rank, the attacker, then the defender, declares which fight. Both players choose battle cards in secret, revealed together. Each rolls on the column of its own total; more losses inflicted wins, a tie is rolled again with the tie-break modifier. Half the losses (rounded up) are permanent; the loser's other losses become prisoners. The loser of the area retreats.
    .title = Battles
ageofnapoleon-help-cards = Every card has an event for one phase; any card may instead be discarded to activate an army or, in the reinforcement phase, to restore an army's reduced corps.
    .title = Cards
ageofnapoleon-help-victory = The Coalition wins when France surrenders (Napoleon abdicates). France wins at a victory check with Österreich, Preußen, Russia and Spain all on its side. If Napoleon still reigns after the check of 1815, the Coalition has failed and France wins (reconstructed).
    .title = Victory
ageofnapoleon-help-readings = Our readings where the public sources stop: the order of play (French first), the campaign rounds, the army chosen for a move (the strongest corps up to the rank), withdrawal before battle (a die of 4 or more), Mud played as an enemy army begins its move, surrender and victory conditions, and most card events are reconstructed; the player aid's charts are used as printed. See DATA.md and the provenance list.
    .title = Readings

ageofnapoleon-board-track = { $year } · round { $round }{ $winter ->
        [1] (winter)
       *[other] {""}
    } · { $phase }
ageofnapoleon-board-hand = { $seat }: { $n } cards in hand
ageofnapoleon-board-deck = Deck { $deck } · discards { $discard }
ageofnapoleon-board-battle = Last battle: { $area }, { $attacker } attacked ({ $atotal } v { $dtotal }), { $winner } won
ageofnapoleon-board-prisoners = Prisoners held: France { $french }, Coalition { $coalition } · out of the game { $out }
ageofnapoleon-board-own-hand = Your hand ({ $n } cards)
ageofnapoleon-board-card = { $card } — { $phase }

ageofnapoleon-ask-intercept = intercept or not
ageofnapoleon-prompt-intercept = An enemy army ended its move in { $area }: intercept it from a neighbouring area (a die of 4 or more, or an interception card), or decline.
ageofnapoleon-act-intercept = Discard { $card }: intercept from { $area }
ageofnapoleon-act-intercept-free = Free interception from { $area }
ageofnapoleon-log-intercept = { $seat } intercepted with { $corps } in { $area }.
ageofnapoleon-log-intercept-failed = { $seat } tried to intercept from { $area } and failed.
ageofnapoleon-window-intercept = Interceptions
ageofnapoleon-ask-participants = declare the corps that fight
ageofnapoleon-prompt-participants = Battle in { $area }: { $chief } fights; choose { $n } more corps to fight beside him (the leader's rank).
ageofnapoleon-prompt-participants-so-far = Battle in { $area }: { $chief } fights; choose { $n } corps in all to fight beside him (the leader's rank). Chosen so far: { $corps }.
ageofnapoleon-act-fight-add = Add { $corps }
ageofnapoleon-act-fight-drop = Leave out { $corps }
ageofnapoleon-act-fight-gather = Fight with these { $n } corps
ageofnapoleon-ask-losses = choose the corps that take the battle losses
ageofnapoleon-prompt-losses-permanent = Battle in { $area }: choose the { $n } corps lost for good.
ageofnapoleon-prompt-losses-prisoners = Battle in { $area }: choose the { $n } corps taken prisoner.
ageofnapoleon-prompt-losses-reserves = Battle in { $area }: choose the { $n } corps that go to the reserves.
ageofnapoleon-act-loss-add = { $corps } takes a loss
ageofnapoleon-act-loss-take = These { $n } corps take the losses
ageofnapoleon-log-battle-lost = { $seat } lost { $corps } for good.
ageofnapoleon-log-battle-captured = { $seat }: { $corps } taken prisoner.
ageofnapoleon-log-battle-reserves = { $seat }: { $corps } went to the reserves.
ageofnapoleon-log-declared = { $seat } declared { $corps } for the battle.
ageofnapoleon-ask-winter-losses = choose the winter losses
ageofnapoleon-prompt-winter-losses = Winter attrition in { $area }: choose the { $n } corps lost for good.
ageofnapoleon-act-lose-pick = { $corps }
ageofnapoleon-act-lose-gather = Lose these { $n } corps
ageofnapoleon-log-winter-lost = { $seat } lost { $corps } to winter in { $area }.
ageofnapoleon-ask-mud = Mud or not
ageofnapoleon-prompt-mud = An enemy army in { $area } is about to move: play Mud (one area less for this move) or decline.
ageofnapoleon-act-mud = Play Mud on the army in { $area }
ageofnapoleon-log-mud = { $seat } played Mud on the army moving from { $area }.
ageofnapoleon-window-mud = Mud against enemy moves
ageofnapoleon-ask-withdraw = withdraw or stand
ageofnapoleon-prompt-withdraw = An enemy army attacks you in { $area }: try to withdraw to a neighbouring area (a die of 4 or more) or stand and fight.
ageofnapoleon-act-withdraw = Withdraw to { $area }
ageofnapoleon-act-stand = Stand and fight
ageofnapoleon-log-withdraw = { $seat } withdrew { $corps } to { $area } before the battle.
ageofnapoleon-log-withdraw-failed = { $seat } failed to withdraw from { $area }.
ageofnapoleon-window-withdraw = Withdrawals before battle

ageofnapoleon-text-tracks = Tracks and cards:
ageofnapoleon-text-countries = Countries:
ageofnapoleon-text-corps = Corps on the map:
ageofnapoleon-text-losses = Prisoners and losses:
ageofnapoleon-text-battle = The last battle:
ageofnapoleon-text-hand = Your hand:
ageofnapoleon-text-country = { $country }: { $status }

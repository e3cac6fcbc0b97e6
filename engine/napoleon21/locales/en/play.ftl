# Napoleon 2.1: what players are asked, the actions they choose, the log, the status line and results.
# $country, $target: a country; $army: a country's adjective ("French"); $area, $origin: an area;
# $facing: face-up or face-down; $war: a war state; $rank: Napoleon's rank.

## The decisions (prompt keys); as messages, the phrase the status line uses
napoleon21-ask-activity = choosing an activity
napoleon21-ask-reinforce = reinforcement
napoleon21-ask-march = forced-march declarations
napoleon21-ask-march-count = forced-march declarations
napoleon21-ask-move = movement
napoleon21-ask-move-to = movement
napoleon21-ask-move-count = movement
napoleon21-ask-battle = choosing the next battle
napoleon21-ask-assign = combat in { $area }
napoleon21-ask-assign-count = combat in { $area }
napoleon21-ask-hits = combat in { $area }
napoleon21-ask-rout = rout from { $area }
napoleon21-ask-rout-count = rout from { $area }
napoleon21-ask-victory = victory declaration

napoleon21-status = Turn { $turn }, { $phase }: { $country } to act ({ $doing })
napoleon21-status-over = Game over: { $result }

## Activities (6.0-9.0)
napoleon21-prompt-activity = Turn { $turn }: { $country } chooses its activity.
napoleon21-action-pass = { $country } does nothing this turn
napoleon21-action-campaign = { $country }: Move/Combat
napoleon21-action-reinforce = { $country }: Reinforcement ({ $points ->
        [one] 1 point
       *[other] { $points } points
    })
napoleon21-action-mobilize = { $country }: Mobilization/Reform
napoleon21-action-mobilize-roll = { $country }: Mobilization/Reform (on a die roll)
napoleon21-action-declare = Declare war: { $target } toward { $war } (success on 1-{ $high })

napoleon21-prompt-reinforce = { $country } reinforcement: { $points ->
        [one] 1 point
       *[other] { $points } points
    } left, no free flip.
napoleon21-prompt-reinforce-spare = { $country } reinforcement: { $points ->
        [one] 1 point
       *[other] { $points } points
    } left and 1 free flip.
napoleon21-action-reinforce-done = Finish reinforcing (unspent points are lost)
napoleon21-action-place = Place 1 unit face-up in { $area } (1 point; { $box } in the box)
napoleon21-action-flip = Flip 1 face-down unit in { $area } face-up (1 point flips up to 2)
napoleon21-action-flip-free = Flip 1 face-down unit in { $area } face-up (free: the second flip of a point)

## Movement (10.1)
napoleon21-group = { $count } { $facing } { $army } { $count ->
        [one] unit
       *[other] units
    } in { $area } ({ $left ->
        [one] 1 area
       *[other] { $left } areas
    } left)
napoleon21-group-forced = { $count } { $facing } { $army } { $count ->
        [one] unit
       *[other] units
    } in { $area } ({ $left ->
        [one] 1 area
       *[other] { $left } areas
    } left, forced march)
napoleon21-prompt-march = { $country }: declare forced marches, then start moving.
napoleon21-action-begin = Start moving (no more forced marches)
napoleon21-action-march = Forced march for { $facing } { $army } units in { $area } ({ $count } there)
napoleon21-prompt-march-count = How many of the { $group } force-march?
napoleon21-prompt-move = { $country } movement: pick units to move one area.
napoleon21-prompt-move-at-sea = { $country } movement: pick units to move one area. Units at sea must reach land first.
napoleon21-action-move-done = Finish moving and go to combat
napoleon21-action-unit = Move { $group }
napoleon21-prompt-move-to = Move the { $group } to:
napoleon21-action-to = { $area }
napoleon21-prompt-move-count = How many of the { $group } move to { $area }?
napoleon21-action-back = Back
napoleon21-action-count = { $n ->
        [one] 1 of them
       *[other] { $n } of them
    }
napoleon21-action-count-all = All { $n }
napoleon21-action-count-of = { $n } of { $total }

## Combat (10.2)
napoleon21-prompt-battle = { $country }: choose the next battle.
napoleon21-action-battle = Fight the battle in { $area }
napoleon21-prompt-assign = France: assign your units in { $area } ({ $up } face-up, { $down } face-down left).
napoleon21-action-assign-up = Face-up units (2 dice each) attack the { $army } army
napoleon21-action-assign-down = Face-down units (1 die each) attack the { $army } army
napoleon21-action-assign-all = { $count ->
        [one] The last unit attacks the { $army } army
       *[other] All { $count } remaining units attack the { $army } army
    }
napoleon21-prompt-assign-count = How many { $facing } French units attack the { $army } army?
napoleon21-prompt-hits = { $country }: apply { $hits ->
        [one] 1 hit
       *[other] { $hits } hits
    } in { $area }.
napoleon21-action-take = Flip { $flip } and remove { $remove } ({ $up } face-up, { $down } face-down left)
napoleon21-prompt-rout = { $country }: rout { $up } face-up and { $down } face-down units from { $area } toward home.
napoleon21-action-rout-all = { $count ->
        [one] Rout the last unit to { $area }
       *[other] Rout all { $count } remaining units to { $area }
    }
napoleon21-action-rout-up = Rout some face-up units to { $area }
napoleon21-action-rout-down = Rout some face-down units to { $area }
napoleon21-prompt-rout-count = How many { $facing } routed units go to { $area }?

## The victory declaration (13.0)
napoleon21-prompt-victory = France has { $vp } VP: declare victory or play on?
napoleon21-action-victory = Declare victory: { $vp } VP, { $rank }
napoleon21-action-play-on = Play on for more VP

## Results
napoleon21-result-vp = France declares victory with { $vp } VP. { $rank }.
napoleon21-result-morale = The allies win: French morale has fallen to 0. { $rank }.
napoleon21-result-surrender = The allies win: France surrendered with its morale already at 0. { $rank }.
napoleon21-result-draw = A draw: France declares victory with { $vp } VP as its morale fails. { $rank }.

## The log
napoleon21-log-turn = Turn { $turn }: France acts { $slot ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[6] last
    }.
napoleon21-log-idle = { $country } has nothing to do.
napoleon21-log-pass = { $country } does nothing.
napoleon21-log-declare-own = { $country } declares war: it is now at { $war }.
napoleon21-log-declare-own-failed = { $country } declares war: no change.
napoleon21-log-declare-for = { $country } declares war on behalf of { $target }: { $target } is now at { $war }.
napoleon21-log-declare-for-failed = { $country } declares war on behalf of { $target }: no change.
napoleon21-log-declare-against = France declares war against { $target }: { $target } is now at { $war }.
napoleon21-log-declare-against-failed = France declares war against { $target }: no change.
napoleon21-log-mobilize = { $country } mobilizes: stage { $stage }, max strength { $strength }.
napoleon21-log-mobilize-failed = { $country } fails to mobilize.
napoleon21-log-reinforce = { $country } reinforces with { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
napoleon21-log-place = { $country } places a unit in { $area }.
napoleon21-log-flip = { $country } flips a unit face-up in { $area }.
napoleon21-log-campaign = { $country } takes the Move/Combat activity.
napoleon21-log-march = { $count ->
        [one] 1 { $army } unit in { $area } declares a forced march.
       *[other] { $count } { $army } units in { $area } declare a forced march.
    }
napoleon21-log-move = { $count ->
        [one] 1 { $army } unit moves from { $origin } to { $area }.
       *[other] { $count } { $army } units move from { $origin } to { $area }.
    }
napoleon21-log-move-stop = { $count ->
        [one] 1 { $army } unit moves from { $origin } to { $area } and must stop.
       *[other] { $count } { $army } units move from { $origin } to { $area } and must stop.
    }
napoleon21-log-check-march = Forced march for { $count } { $army } { $count ->
        [one] unit
       *[other] units
    } in { $area }: { $flipped } flipped, { $removed } removed.
napoleon21-log-check-sea = Sea attrition for { $count } { $army } { $count ->
        [one] unit
       *[other] units
    } in { $area }: { $flipped } flipped, { $removed } removed.
napoleon21-log-check-both = Forced march and sea attrition for { $count } { $army } { $count ->
        [one] unit
       *[other] units
    } in { $area }: { $flipped } flipped, { $removed } removed.
napoleon21-log-combat = Combat in { $areas }.
napoleon21-log-battle = Battle in { $area }.
napoleon21-log-french-attack = France attacks the { $army } army with { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }: { $hits ->
        [0] no hits
        [one] 1 hit
       *[other] { $hits } hits
    }.
napoleon21-log-allied-attack = The allies attack with { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }: { $hits ->
        [0] no hits
        [one] 1 hit
       *[other] { $hits } hits
    }.
napoleon21-log-assign = France sends { $count ->
        [one] 1 unit
       *[other] { $count } units
    } against the { $army } army.
napoleon21-log-hits = { $country } takes the hits: { $flipped } flipped, { $removed } removed.
napoleon21-log-hits-lost = { $country } takes the hits: { $flipped } flipped, { $removed } removed, { $lost } lost.
napoleon21-log-rout = The { $army } army in { $area } routs ({ $reorganized } reorganized).
napoleon21-log-rout-home = The { $army } army in { $area } routs at home and stays there.
napoleon21-log-rout-move = { $count ->
        [one] 1 { $army } unit routs to { $area }.
       *[other] { $count } { $army } units rout to { $area }.
    }
napoleon21-log-rout-move-atlantic = { $count ->
        [one] 1 { $army } unit routs across the Atlantic to { $area }.
       *[other] { $count } { $army } units rout across the Atlantic to { $area }.
    }
napoleon21-log-surrender = { $country } surrenders and makes peace with France.
napoleon21-log-surrender-home = { $country } surrenders and makes peace with France; { $count ->
        [one] 1 unit returns
       *[other] { $count } units return
    } home.
napoleon21-log-surrender-france = France surrenders: morale falls to { $morale }.
napoleon21-log-no-one-abroad = No French unit abroad: morale falls to { $morale }.
napoleon21-log-attrition = Attrition in { $area } for { $count } { $army } { $count ->
        [one] unit
       *[other] units
    }: { $flipped } flipped, { $removed } removed.
napoleon21-log-play-on = France plays on with { $vp } VP.
napoleon21-log-all-home = After the French surrender every unit returns home.

## Errors
napoleon21-error-allies = “{ $value }” does not share out the allies: give 1 to 5 players, or a split of all five allies such as prussia+austria/russia+spain+britain.

## How a game may end (result reasons, shown at the end)
napoleon21-reason-morale = morale
napoleon21-reason-vp = victory points
napoleon21-reason-vp_and_morale = victory points and morale
napoleon21-reason-surrender = a surrender
napoleon21-reason-draw = a draw

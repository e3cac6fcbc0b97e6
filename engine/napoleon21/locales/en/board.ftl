# Napoleon 2.1: the words of the board picture (images/napoleon21.py).

napoleon21-board-title = NAPOLEON 2.1
napoleon21-board-turn = Turn { $turn }
# The status line beside the turn badge (the badge gives the turn).
napoleon21-board-status = { $phase ->
        [adjustment] Adjustment phase
        [victory] Victory phase
       *[activity] Activity phase
    }: { $country } to act ({ $doing })

## The panel
napoleon21-board-order = ACTIVITY ORDER
napoleon21-board-rolled = France rolled { $roll }
napoleon21-board-now = ▲ now
napoleon21-board-done = ✓ done
napoleon21-board-would-score = France would score { $vp } VP
napoleon21-board-to-win = ({ $vp } to win)
napoleon21-board-posture = WAR POSTURE
napoleon21-board-posture-key = stage: max units, ● reinforcement
napoleon21-board-in-map = map { $on_map } · box { $box }
napoleon21-board-in-use = in use { $in_use } of { $cap }
napoleon21-board-morale-title = FRENCH MORALE
napoleon21-board-morale = { $morale }  → reinforcement { $reinforcement }
napoleon21-board-battle = ⚔ Battle in { $area }: { $step }
napoleon21-board-nelson-note = ⚓ Nelson: no French sea moves this turn

## The map and its key
napoleon21-board-vp = { $vp } VP
napoleon21-board-nelson = ⚓ NELSON
napoleon21-board-face-up = face-up
napoleon21-board-face-down = face-down
napoleon21-board-routed = routed
    .badge = R
napoleon21-board-garrison = capital: garrison value
napoleon21-board-bonus = reinforcement bonus
napoleon21-board-vp-scored = France scores them now

## The end
napoleon21-board-draw = Draw
napoleon21-board-no-winner = No winner
napoleon21-board-winners = Winner: { $seats }

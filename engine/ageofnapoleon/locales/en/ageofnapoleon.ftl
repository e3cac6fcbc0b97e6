# Age of Napoleon 1805-1815 (seed 002): names, phases and the log. Keys start with "ageofnapoleon-".

ageofnapoleon-title = Age of Napoleon 1805-1815
ageofnapoleon-blurb = Europe from Ulm to Waterloo for two: diplomacy, insurrections, strategy cards, corps under their marshals, battles on one table and the winters between.
ageofnapoleon-scenario-1805 = 1805: Ulm and Austerlitz (from the third campaign round)
ageofnapoleon-scenario-1809 = 1809: the Fifth Coalition
ageofnapoleon-scenario-1813 = 1813: the War of Liberation

ageofnapoleon-seat-french = France
    .short = France
ageofnapoleon-seat-coalition = The Coalition
    .short = Coalition

ageofnapoleon-phase-diplomacy = Diplomacy phase
ageofnapoleon-phase-insurrection = Insurrection phase
ageofnapoleon-phase-strategy = Strategy phase
ageofnapoleon-phase-reinforcement = Reinforcement phase
ageofnapoleon-phase-campaign = Campaign phase
ageofnapoleon-phase-surrender = Surrender phase
ageofnapoleon-phase-winter = Winter attrition phase
ageofnapoleon-phase-victory = Victory check phase

ageofnapoleon-status-fd = French dominion
    .short = FD
ageofnapoleon-status-fa = French ally
    .short = FA
ageofnapoleon-status-cm = Coalition member
    .short = CM
ageofnapoleon-status-ic = In insurrection
    .short = IC
ageofnapoleon-status-neutral = Neutral
    .short = N

ageofnapoleon-log-battle = { $attacker } ({ $atotal }) attacks { $defender } ({ $dtotal }). Dice { $adie } and { $ddie }: { $attacker } inflicts { $on_defender }, { $defender } inflicts { $on_attacker }. { $winner } wins. Losses: { $alosses } for { $attacker }, { $dlosses } for { $defender }.
ageofnapoleon-log-battle-tie = { $attacker } ({ $atotal }) attacks { $defender } ({ $dtotal }). Dice { $adie } and { $ddie }: { $on_defender } each. Tie-break { $atie } + { $atbm } against { $dtie } + { $dtbm }: { $winner } wins. Losses: { $alosses } for { $attacker }, { $dlosses } for { $defender }.
ageofnapoleon-log-march = March attrition for { $side } (dice { $dice }): { $lost ->
        [0] no corps lost
        [one] one corps to the prisoner box
       *[other] { $lost } corps to the prisoner box
    }.
ageofnapoleon-log-march-winter = March attrition in winter for { $side } (dice { $dice }): { $lost ->
        [0] no corps lost
        [one] one corps lost for good
       *[other] { $lost } corps lost for good
    }.
ageofnapoleon-log-winter = Winter attrition for { $side } (die { $die }): { $lost ->
        [0] no corps lost
        [one] one corps lost for good
       *[other] { $lost } corps lost for good
    }.
ageofnapoleon-log-draw = { $side } draws { $n ->
        [one] one card
       *[other] { $n } cards
    }.
ageofnapoleon-log-reshuffle = The discards are shuffled back into the deck.
ageofnapoleon-log-status = { $country } is now { $status }.

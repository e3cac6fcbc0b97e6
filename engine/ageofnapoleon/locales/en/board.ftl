# Age of Napoleon: the words of the board picture and of the hand sheet (images/ageofnapoleon).

ageofnapoleon-board-sea-atlantic = Atlantic
ageofnapoleon-board-sea-north = North Sea
ageofnapoleon-board-sea-baltic = Baltic
ageofnapoleon-board-sea-mediterranean = Mediterranean
ageofnapoleon-board-sea-black = Black Sea
ageofnapoleon-board-turn = { $year } · round { $round }
ageofnapoleon-board-short-title = Age of Napoleon
ageofnapoleon-board-private = { $seat }'s view: its own hand is on its sheet
ageofnapoleon-board-years = Year
ageofnapoleon-board-rounds = Campaign rounds
ageofnapoleon-board-winter = winter
ageofnapoleon-board-phases = Phases of the year
ageofnapoleon-board-phase-diplomacy = Diplomacy
ageofnapoleon-board-phase-insurrection = Insurrection
ageofnapoleon-board-phase-strategy = Strategy
ageofnapoleon-board-phase-reinforcement = Reinforce
ageofnapoleon-board-phase-campaign = Campaign
ageofnapoleon-board-phase-surrender = Surrender
ageofnapoleon-board-phase-winter = Winter
ageofnapoleon-board-phase-victory = Victory
ageofnapoleon-board-cards = Cards
ageofnapoleon-board-in-hand = { $seat }: { $n } in hand
ageofnapoleon-board-pile = Deck { $n }
ageofnapoleon-board-discards = Discards { $n }
ageofnapoleon-board-top-discard = Last discarded: { $card }
ageofnapoleon-board-countries = Countries
ageofnapoleon-board-last-battle = Last battle
ageofnapoleon-board-no-battle = none yet
ageofnapoleon-board-battle-where = { $area }: { $attacker } attacked
ageofnapoleon-board-battle-totals = Totals { $atotal } v { $dtotal } · { $winner } won
ageofnapoleon-board-battle-losses = Losses: attacker { $alosses }, defender { $dlosses }
ageofnapoleon-board-battle-cards = Cards: { $cards }
ageofnapoleon-board-losses = Losses
ageofnapoleon-board-log = Last moves
ageofnapoleon-board-key = Key
ageofnapoleon-board-key-capital = capital
ageofnapoleon-board-key-coast = coastal
ageofnapoleon-board-key-stack = Leader ×corps · strength
ageofnapoleon-board-key-reduced = ▾ reduced corps
ageofnapoleon-board-key-moving = army moving
ageofnapoleon-board-stack-strength = { $corps } ×{ $n } · { $strength }{ $reduced ->
        [0] {""}
       *[other] {" "}▾{ $reduced }
    }
ageofnapoleon-board-card-french = French event
ageofnapoleon-board-card-coalition = Coalition event
ageofnapoleon-board-card-either = Either player
ageofnapoleon-board-hand-note = Any card may be discarded instead to activate an army.
ageofnapoleon-board-side-french = France
ageofnapoleon-board-side-coalition = the Coalition
ageofnapoleon-board-side-neutral = neutral
ageofnapoleon-text-stack = { $area }, { $side }: { $corps } (strength { $strength }{ $reduced ->
        [0] {""}
       *[other] , { $reduced } reduced
    })

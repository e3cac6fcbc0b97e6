# Patrol: the solitaire template. Keys start with "patrol-".

patrol-title = Patrol
patrol-blurb = A solitaire template: hold three river posts against French raids drawn from a cup of chits.
patrol-scenario-river = The river line
patrol-option-difficulty = Difficulty
patrol-option-difficulty-regular = Regular: eleven chits
patrol-option-difficulty-hard = Hard: two more strong raids in the cup
patrol-option-turns = Length
patrol-option-turns-4 = 4 turns
patrol-option-turns-6 = 6 turns
patrol-seat-allies = The Allies

patrol-post-ford = Weiler Ford
    .short = Ford
patrol-post-bridge = Stein Bridge
    .short = Bridge
patrol-post-village = Hochdorf
    .short = Village

patrol-chit-ford1 = a raid on Weiler Ford, strength 1
    .short = Ford 1
patrol-chit-ford2 = a raid on Weiler Ford, strength 2
    .short = Ford 2
patrol-chit-ford3 = a raid on Weiler Ford, strength 3
    .short = Ford 3
patrol-chit-bridge1 = a raid on Stein Bridge, strength 1
    .short = Bridge 1
patrol-chit-bridge2 = a raid on Stein Bridge, strength 2
    .short = Bridge 2
patrol-chit-bridge3 = a raid on Stein Bridge, strength 3
    .short = Bridge 3
patrol-chit-village1 = a raid on Hochdorf, strength 1
    .short = Village 1
patrol-chit-village2 = a raid on Hochdorf, strength 2
    .short = Village 2
patrol-chit-village3 = a raid on Hochdorf, strength 3
    .short = Village 3
patrol-chit-emperor = the Emperor’s column, strength 3, its post chosen by a die
    .short = Emperor 3
patrol-chit-quiet1 = a quiet night
    .short = Quiet
patrol-chit-quiet2 = a quiet night
    .short = Quiet
patrol-chit-quiet3 = a quiet night
    .short = Quiet

patrol-ask-orders = give orders
patrol-prompt-orders = Turn { $turn }: { $left ->
        [one] 1 order left
       *[other] { $left } orders left
    }, { $reserves ->
        [0] no reserve waiting.
        [one] 1 reserve waiting.
       *[other] { $reserves } reserves waiting.
    }
patrol-prompt-no-orders = Turn { $turn }: no orders left. End your orders, and the French move.
patrol-action-post = Send a reserve to { $post }
patrol-action-move = Move a picket from { $origin } to { $dest }
patrol-action-peek = Send a scout to see the next French chit
patrol-action-end = End your orders: the French move

patrol-log-turn = Turn { $turn } begins: a reserve arrives.
patrol-log-post = A reserve joins the pickets at { $post }.
patrol-log-move = A picket rides from { $origin } to { $dest }.
patrol-log-peek = A scout rides into the French lines.
patrol-log-peek-own = Your scout sees the next French chit: { $chit }.
patrol-log-end = The Allies end their orders.
patrol-log-draw = The French draw { $chit }.
patrol-log-quiet = All is quiet along the river.
patrol-log-emperor = The Emperor’s column marches on { $post }.
patrol-log-hold = The pickets at { $post } hold against a raid of strength { $strength }.
patrol-log-give-way = The pickets at { $post } give way before a raid of strength { $strength }: { $left ->
        [0] none is left.
        [one] 1 is left.
       *[other] { $left } are left.
    }
patrol-log-fall = { $post } falls to a raid of strength { $strength }.
patrol-log-through = The French ride through { $post }, already lost.

patrol-status-orders = Turn { $turn } of { $turns }: the Allies give orders ({ $left ->
        [0] none left
       *[other] { $left } left
    })
patrol-status-over = Game over: { $result }
patrol-result-held = The Allies hold the river to the end of turn { $turns }, repulsing { $repulsed ->
        [one] 1 raid
       *[other] { $repulsed } raids
    }.
patrol-result-overrun = The French break through at { $posts } on turn { $turn }.

patrol-help-rules = Hold three river posts until the last turn. Each turn a reserve arrives and you give up to two orders; then the French draw chits from a cup and raid. If two posts fall, you lose.
    .title = How to win
patrol-help-orders = An order sends a waiting reserve to a post, moves a picket to the next post along the river, or sends a scout to see the next French chit (once a turn). A post holds three pickets at most. End your orders yourself, even when none is left.
    .title = Orders
patrol-help-french = At the end of a turn the French draw one chit (turns 1 and 2) or two (later turns). A raid is held when the post’s pickets plus a die reach the raid’s strength plus 4. Otherwise the post loses a picket if it has at least as many pickets as the raid’s strength, and falls if it has fewer. The Emperor’s column picks its post with a die: 1–2 the ford, 3–4 the bridge, 5–6 the village.
    .title = The French
patrol-help-cup = Nobody knows the order of the chits in the cup; drawn chits stay face up. A scout shows you the next chit, to you alone. What a scout has seen or a die has rolled cannot be taken back.
    .title = The cup

patrol-prov-source = reconstructed: our own template game, not a published one
patrol-prov-turns = Length of the game
patrol-prov-turns-value = 6 turns (4 in the short game)
patrol-prov-orders = Orders per turn
patrol-prov-orders-value = 2 orders, one reserve arriving each turn
patrol-prov-draws = French chits drawn per turn
patrol-prov-draws-value = 1 on turns 1 and 2, then 2
patrol-prov-hold = When pickets hold
patrol-prov-hold-value = pickets plus a die reach the raid’s strength plus 4; a post with fewer pickets than the raid’s strength falls
patrol-prov-cup = The cup
patrol-prov-cup-value = 7 raids on posts (strengths 1 to 3), the Emperor’s column, 3 quiet nights
patrol-prov-hard = The hard cup
patrol-prov-hard-value = 2 more raids of strength 3, on the ford and the village

patrol-board-turn = Turn { $turn } of { $turns }
patrol-board-reserves = { $reserves ->
        [one] 1 reserve waiting
       *[other] { $reserves } reserves waiting
    }
patrol-board-post = { $post }: { $pickets ->
        [one] 1 picket
       *[other] { $pickets } pickets
    }
patrol-board-fallen = { $post }: fallen
patrol-board-cup = Cup: { $n ->
        [one] 1 chit
       *[other] { $n } chits
    }
patrol-board-drawn = Drawn
patrol-board-repulsed = Raids repulsed: { $n }
patrol-board-peeked = Your scout saw

## How a game may end (result reasons, shown at the end)
patrol-reason-held = the line holding to the end
patrol-reason-overrun = the line being overrun

# Verifiable dice (engine/core/commitment.py): checking a finished game's record against the
# commitment published when it began, and replaying its actions from the revealed seed.

core-verify-field = The record has no valid “{ $field }”.
core-verify-format = This is not a game record: its “format” must be { $expected }.
core-verify-commitment-ok = The commitment matches: the SHA-256 of “{ $text }” is { $digest }, the value published when the game began.
core-verify-commitment-wrong = The commitment does NOT match: the SHA-256 of “{ $text }” is { $digest }, but { $published } was published when the game began.
core-verify-replay-ok = Replaying { $actions ->
        [one] the one action
       *[other] all { $actions } actions
    } from the seed gives { $dice ->
        [one] the one die
       *[other] all { $dice } dice
    } and every draw the record shows.
core-verify-setup = The game cannot be set up from the record: { $reason }
core-verify-opening = Setting up
core-verify-where = Action { $n } ({ $seat }: “{ $action }”)
core-verify-refused = { $where } cannot be replayed: { $reason }
core-verify-dice = { $where }: the record shows the dice { $shown }, but the seed gives { $rolled }.
core-verify-log = { $where }: the record’s log differs from the replay (a card drawn or a piece revealed is not what the seed gives).
core-verify-result = The record states the result “{ $stated }”, but the replay ends otherwise: { $replayed }

# The dice checker's own words (python -m tools.verify record.json).

tools-verify-no-file = There is no file { $path }.
tools-verify-not-json = { $path } is not a JSON game record (line { $line }, column { $column }).
tools-verify-record = { $game }, seed { $seed }, { $actions ->
        [one] one action
       *[other] { $actions } actions
    }.
tools-verify-verified = Verified: the dice and draws are those the seed committed to at the start.
tools-verify-failed = NOT verified.

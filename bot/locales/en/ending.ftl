# The end of a game (bot/chat/finale.py, bot/chat/replay.py, bot/chat/cogs/ending.py): the final post that
# reveals what was hidden, the replay of a game's boards, and a rematch.

## The final post
bot-end-head = 🏁 **{ $game }**: the final reckoning
bot-end-reason = Ended by: { $reason }
bot-end-reason-concession = a concession
bot-end-reason-abandoned = the game being abandoned
bot-end-reason-legacy = older rules
bot-end-scores = Scores: { $scores }
bot-end-score = { $seat } { $score }
bot-end-length = Played from { $start } to { $end } ({ $days ->
        [0] less than a day
        [one] one day
       *[other] { $days } days
    }): { $turns ->
        [0] no numbered turn
       *[other] up to turn { $turns }
    }, { $decisions ->
        [one] one decision
       *[other] { $decisions } decisions
    }.
bot-end-never-began = The game ended before it began.
bot-end-players = Who played: { $seats }
bot-end-seat = { $seat }: { $players }
bot-end-player-left = { $player } (left)
bot-end-nobody = nobody
bot-end-board = The final board, nothing hidden, is attached.
bot-end-board-above = The final board, nothing hidden, is the one above.
bot-end-revealed-below = What each seat kept hidden follows.
bot-end-nothing-hidden = Nothing was hidden in this game.
bot-end-revealed = 🔓 Revealed: { $seats }
bot-end-button-replay = Replay
bot-end-button-rematch = Rematch
bot-end-button-rematch-swapped = Rematch, sides swapped

## The replay viewer
bot-end-replay-head = 🎞️ **{ $game }**: board { $position } of { $last } · { $turn ->
        [0] before the first turn
       *[other] turn { $turn }
    }
bot-end-replay-start = As the game began.
bot-end-replay-decisions = The decisions that led here:
bot-end-replay-none = No decision in this stretch.
bot-end-replay-more = …and { $count } more.
bot-end-replay-showing = Showing: { $look }
bot-end-look-public = the public board
bot-end-look-final = the final board, nothing hidden
bot-end-look-seat = the board as { $seat } saw it
bot-end-replay-pick = Whose view…
bot-end-button-first = First
bot-end-button-previous = Previous
bot-end-button-next = Next
bot-end-button-last = Last

## A rematch
bot-end-rematch-opened = 🔁 { $player } opened a rematch of **{ $game }** in { $channel }, the players in the same seats.
bot-end-rematch-opened-swapped = 🔁 { $player } opened a rematch of **{ $game }** in { $channel }, the sides swapped.
bot-end-rematch-reply = Your rematch is open in { $channel }: its players may still leave, and the owner starts it.
bot-end-rematch-solo-reply = Your rematch against the AI starts in { $channel }.

## Errors
bot-end-error-not-over = **{ $game }** is not over: what was hidden is shown only at its end.
bot-end-error-no-replay = **{ $game }** has no boards to replay yet.
bot-end-error-not-a-player = Only the players of **{ $game }** may open its rematch.
bot-end-error-rematch-opened = A rematch of this game was already opened: { $channel }.

## Commands
bot-command-replay = Step through this channel's game board by board; once it is over, every seat's view too.
    .name = replay
bot-command-rematch = Open a new game with the same players, seats and options, once this one is over.
    .name = rematch
bot-command-rematch-sides = The same sides, or the sides swapped
    .name = sides
bot-end-choice-same = The same sides
bot-end-choice-swapped = The sides swapped

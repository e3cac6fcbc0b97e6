# Words of the shared engine core: errors every game can raise, waiting prompts, card windows, dice.

core-error-not-an-action = “{ $text }” is not an action: type a verb such as “pass”, then its arguments.
core-error-no-option = { $game } has no option “{ $option }”.
core-error-option-value = Option { $option } takes one of { $choices }, not “{ $value }”.
core-error-no-scenario = { $game } has no scenario “{ $scenario }”.
core-error-no-game = There is no game “{ $game }” (games: { $games }).
core-error-game-over = This game is over.
core-error-illegal = “{ $action }” is not possible now. { $asked }
core-error-no-seat = There is no seat “{ $seat }” in this game.
core-error-not-your-turn = It is not { $seat }’s turn: waiting for { $waiting }.

core-prompt-waiting = Waiting: { $status }
core-window-hand-on = Let { $seat } answer
core-window-decline = No card
core-log-dice = Dice rolled
core-with-dice = { $line }{ $stop } [{ $dice }]
core-error-option-pair = Options are written key=value, separated by spaces: “{ $pair }” is not.

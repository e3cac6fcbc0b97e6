# The developer tools' own words: the terminal player (python -m tools.play).

tools-play-board = The board is in { $path }; it is redrawn after every move.
tools-play-keys = Type an action’s number or its notation; u takes back the last action, l shows the log, t reads the board as text, q quits.
tools-play-asks = { $seat }: { $question }
tools-play-whole = Or choose several parts at once ({ $finish }): type + and their numbers, e.g. + 1 3.
tools-play-private = (to { $seat }) { $line }
tools-play-undone = Took back the last action.
tools-play-nothing-to-undo = Nothing to take back.
tools-play-pick = Pick a number from 1 to { $n }.
tools-play-refused = Not allowed: { $reason }
tools-play-over = Game over: { $result }
tools-play-ai-thinking = { $seat }: the AI is thinking…

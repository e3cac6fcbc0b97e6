# Looking back: /board turn:N and the log by public form (bot/chat/history_words.py, bot/service/history.py).

## /board turn:N

bot-history-board-turn = Looking back, only for you: the board at the start of this turn (or round)
    .name = turn
bot-history-turn-choice = Turn { $turn }
bot-history-board-seat = 🕰️ **{ $game }** — the board at the start of turn { $turn }, as **{ $seat }** saw it:
bot-history-board-public = 🕰️ **{ $game }** — the board at the start of turn { $turn }, as the table saw it:
bot-history-no-turns = **{ $game }** does not number its turns, so there is no board of a turn to look back on.
bot-history-no-turn-yet = **{ $game }** has not begun its first turn yet: there is no board of turn { $turn } to show.
bot-history-not-reached = **{ $game }** has not reached turn { $turn } yet: it is at turn { $now }.
bot-history-not-kept = Turn { $turn } of **{ $game }** is not in the game's records.

## /log: each decision by its public form under its seat; the rules' own lines apart

bot-history-log-play = `#{ $seq }` **{ $seat }** ({ $player }): “{ $action }”
bot-history-log-play-orders = `#{ $seq }` **{ $seat }** ({ $player }, by standing order): “{ $action }”
bot-history-log-play-auto = `#{ $seq }` **{ $seat }** (answered by the bot): “{ $action }”
bot-history-log-play-auto-for = `#{ $seq }` **{ $seat }** (answered by the bot for { $player }): “{ $action }”
bot-history-log-rules = ⚙️ { $line }

# 振り返り：/board turn:N と、公開される形で記す記録（bot/chat/history_words.py、bot/service/history.py）。

## /board turn:N

bot-history-board-turn = 振り返り（自分だけに）：このターン（ラウンド）の開始時の盤面
    .name = ターン
bot-history-turn-choice = ターン{ $turn }
bot-history-board-seat = 🕰️ **{ $game }** — ターン{ $turn }の開始時の盤面（**{ $seat }**から見えたもの）：
bot-history-board-public = 🕰️ **{ $game }** — ターン{ $turn }の開始時の盤面（全員に見えたもの）：
bot-history-no-turns = **{ $game }**はターンに番号を付けないゲームなので、振り返るターンの盤面はありません。
bot-history-no-turn-yet = **{ $game }**はまだ最初のターンが始まっていません。ターン{ $turn }の盤面はありません。
bot-history-not-reached = **{ $game }**はまだターン{ $turn }に達していません（今はターン{ $now }です）。
bot-history-not-kept = **{ $game }**のターン{ $turn }は、このゲームの記録にありません。

## /log：各決定を公開される形で、その席の下に記す。ルールが書いた行は別に

bot-history-log-play = `#{ $seq }` **{ $seat }**（{ $player }）：「{ $action }」
bot-history-log-play-orders = `#{ $seq }` **{ $seat }**（{ $player }、自動応答による）：「{ $action }」
bot-history-log-play-auto = `#{ $seq }` **{ $seat }**（ボットが自動で応答）：「{ $action }」
bot-history-log-play-auto-for = `#{ $seq }` **{ $seat }**（{ $player }に代わりボットが応答）：「{ $action }」
bot-history-log-rules = ⚙️ { $line }

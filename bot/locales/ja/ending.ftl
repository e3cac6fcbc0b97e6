# ゲームの終わり（bot/chat/finale.py、bot/chat/replay.py、bot/chat/cogs/ending.py）：隠されていたものを明かす
# 終局の投稿、盤面のリプレイ、再戦。

## 終局の投稿
bot-end-head = 🏁 **{ $game }**：終局のまとめ
bot-end-reason = 決着：{ $reason }
bot-end-reason-concession = 投了
bot-end-reason-abandoned = ゲームの中止
bot-end-reason-legacy = 以前のルール
bot-end-scores = 得点：{ $scores }
bot-end-score = { $seat } { $score }
bot-end-length = { $start }から{ $end }まで（{ $days ->
        [0] 1日未満
       *[other] { $days }日間
    }）：{ $turns ->
        [0] 番号のあるターンなし
       *[other] 第{ $turns }ターンまで
    }、決定{ $decisions }回。
bot-end-never-began = ゲームは始まる前に終わりました。
bot-end-players = プレイヤー：{ $seats }
bot-end-seat = { $seat }：{ $players }
bot-end-player-left = { $player }（退席）
bot-end-nobody = なし
bot-end-board = 何も隠さない最終盤面を添付します。
bot-end-board-above = 何も隠さない最終盤面は上のものです。
bot-end-revealed-below = 各席が隠していたものを以下に公開します。
bot-end-nothing-hidden = このゲームには隠された情報はありませんでした。
bot-end-revealed = 🔓 公開：{ $seats }
bot-end-button-replay = リプレイ
bot-end-button-rematch = 再戦
bot-end-button-rematch-swapped = 陣営を入れ替えて再戦

## リプレイ
bot-end-replay-head = 🎞️ **{ $game }**：盤面{ $position }／{ $last } · { $turn ->
        [0] 第1ターンの前
       *[other] 第{ $turn }ターン
    }
bot-end-replay-start = ゲーム開始時の盤面です。
bot-end-replay-decisions = ここまでの決定：
bot-end-replay-none = この区間に決定はありません。
bot-end-replay-more = …ほか{ $count }件。
bot-end-replay-showing = 表示中：{ $look }
bot-end-look-public = 公開の盤面
bot-end-look-final = 何も隠さない最終盤面
bot-end-look-seat = { $seat }から見た盤面
bot-end-replay-pick = 誰の視点で見るか…
bot-end-button-first = 最初
bot-end-button-previous = 前へ
bot-end-button-next = 次へ
bot-end-button-last = 最後

## 再戦
bot-end-rematch-opened = 🔁 { $player }が**{ $game }**の再戦を{ $channel }で募集しました。席はそのままです。
bot-end-rematch-opened-swapped = 🔁 { $player }が**{ $game }**の再戦を{ $channel }で募集しました。陣営を入れ替えています。
bot-end-rematch-reply = 再戦を{ $channel }で募集しました：プレイヤーはまだ抜けられます。主催者が開始します。
bot-end-rematch-solo-reply = AIとの再戦を{ $channel }で始めます。

## エラー
bot-end-error-not-over = **{ $game }**はまだ終わっていません：隠された情報は終局時にだけ公開されます。
bot-end-error-no-replay = **{ $game }**にはまだリプレイできる盤面がありません。
bot-end-error-not-a-player = **{ $game }**の再戦を募集できるのは、そのプレイヤーだけです。
bot-end-error-rematch-opened = このゲームの再戦はすでに募集されています：{ $channel }。

## コマンド
bot-command-replay = このチャンネルのゲームを盤面ごとにたどります。終局後は各席の視点も見られます。
    .name = リプレイ
bot-command-rematch = 終局したゲームと同じプレイヤー・席・オプションで新しいゲームを募集します。
    .name = 再戦
bot-command-rematch-sides = 陣営をそのままにするか、入れ替えるか
    .name = 陣営
bot-end-choice-same = 陣営はそのまま
bot-end-choice-swapped = 陣営を入れ替える

# デュエル：見本のゲーム。キーは「duel-」で始まる。

duel-title = デュエル
duel-blurb = 見本のゲーム：ダイスと非公開の手札で得点を重ね、先に目標点に達した方の勝ち。
duel-scenario-standard = 1～6のカード各2枚
duel-option-target = 勝利に必要な得点
duel-option-target-12 = 12点
duel-option-target-20 = 20点
duel-seat-red = 赤
duel-seat-blue = 青

duel-ask-turn = ダイスを振るか、カードを引くか出す
duel-prompt-turn = ダイスを振るか、カードを1枚引くか、手札から1枚出してください。
duel-action-raise = 旗を揚げる
duel-action-lower = 旗を降ろす
duel-action-roll = ダイスを振る
duel-action-draw = カードを1枚引く
duel-action-play = { $card }のカードを出す

duel-log-raise = { $seat }が旗を揚げました。
duel-log-lower = { $seat }が旗を降ろしました。
duel-log-roll = { $seat }がダイスを振り、出目を得点に加えました。
duel-log-draw = { $seat }がカードを1枚引きました。
duel-log-draw-own = { $card }のカードを引きました。
duel-log-play = { $seat }が{ $card }のカードを出しました。

duel-status-turn = { $seat }の手番です
duel-status-over = ゲーム終了：{ $result }
duel-result-target = { $seat }が{ $score }点に達しました。

duel-help-rules = 手番には、ダイスを振る、カードを1枚引く、手札から1枚出す、のどれかを行います。ダイスの出目と出したカードの数が得点になります。旗を揚げる・降ろすだけでは手番は終わりません。
    .title = ルール
duel-prov-target = 勝利得点
duel-prov-target-value = 12点
duel-prov-target-source = 再構成：テスト用の短いゲーム

duel-board-score = { $seat }：{ $score }点、手札{ $cards }枚
duel-board-deck = 山札：{ $n }枚
duel-board-hand = あなたの手札：{ $cards }

## 決着の仕方（結果の理由。終局に示す）
duel-reason-target = 目標点への到達
duel-reason-draw = 引き分け

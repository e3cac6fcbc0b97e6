# 封緘命令：同時・秘密の命令の見本。キーは「sealed-」で始まる。

sealed-title = 封緘命令
sealed-blurb = 見本のゲーム：2人の指揮官が毎ラウンド、同時に秘密で命令を選ぶ。
sealed-scenario-field = 開けた野
sealed-option-rounds = ゲームの長さ
sealed-option-rounds-5 = 5ラウンド
sealed-option-rounds-7 = 7ラウンド
sealed-seat-red = 赤
sealed-seat-blue = 青

sealed-order-attack = 攻撃
    .short = 攻
sealed-order-hold = 守備
    .short = 守
sealed-order-flank = 側面攻撃
    .short = 側

sealed-ask-order = 命令を選ぶ
sealed-prompt-order = 第{ $round }ラウンド（全{ $rounds }ラウンド）：命令を秘密で選んでください（{ $reserves ->
        [0] 予備なし
       *[other] 残りの予備{ $reserves }
    }）。
sealed-action-order = { $order }（{ $committed ->
        [0] 予備を使わない
       *[other] 予備{ $committed }を投入
    }）
sealed-public-order = { $seat }が命令を選びました。

sealed-log-round = 第{ $round }ラウンド開始。
sealed-log-chosen = { $seat }が命令を選びました。
sealed-log-chosen-own = あなたの命令：{ $order }（{ $committed ->
        [0] 予備を使わない
       *[other] 予備{ $committed }を投入
    }）。
sealed-log-reveal = { $seat }の命令：{ $order }（{ $committed ->
        [0] 予備を使わない
       *[other] 予備{ $committed }を投入
    }）。
sealed-log-tie = 両軍の命令はともに強さ{ $strength }：このラウンドはどちらも勝ちません。
sealed-log-win = { $seat }が{ $order }でラウンドに勝利（強さ{ $strength }対{ $other }）、{ $points }点を得ました。
sealed-log-recover = { $seat }は守り抜き、予備を1つ取り戻しました。
sealed-log-flanked = { $seat }は側面を突かれ、予備を1つ失いました。

sealed-status-round = 第{ $round }ラウンド（全{ $rounds }ラウンド）：{ $waiting }の命令を待っています
sealed-status-over = ゲーム終了：{ $result }
sealed-result-win = { $seat }の勝利：{ $score }点対{ $other }点。
sealed-result-draw = 引き分け：両軍とも{ $score }点。

sealed-help-rules = 毎ラウンド、両軍の指揮官は同時に秘密で命令を1つ選び、予備を投入します。両方が選ぶと命令が公開され、強い方がラウンドに勝ちます。最終ラウンドのあと、得点の多い方が勝ちです。
    .title = 遊び方
sealed-help-orders = 攻撃は側面攻撃に、側面攻撃は守備に、守備は攻撃に勝ち、勝つ側の命令は強さ＋2です。攻撃でラウンドに勝つと2点、守備か側面攻撃なら1点です。守備で勝つと予備を1つ取り戻し、側面攻撃で勝つと相手の予備を1つ減らします。
    .title = 命令
sealed-help-reserves = 予備はゲーム全体で3つあり、1つの命令に2つまで投入できます。1つにつき強さ＋1で、命令の公開後に使い切ります。両方が選ぶまで、命令も投入した予備も誰にも見えません。
    .title = 予備

sealed-prov-source = 再構成：出版されたゲームではない、独自の見本
sealed-prov-rounds = ゲームの長さ
sealed-prov-rounds-value = 5ラウンド（長いゲームは7ラウンド）
sealed-prov-reserves = 予備
sealed-prov-reserves-value = ゲーム全体で3つ、1つの命令に2つまで
sealed-prov-strength = 命令の強さ
sealed-prov-strength-value = 投入した予備の数、相手の命令に勝つ命令は＋2
sealed-prov-points = ラウンドに勝ったときの得点
sealed-prov-points-value = 攻撃なら2点、守備か側面攻撃なら1点
sealed-prov-effects = ラウンドに勝ったあと
sealed-prov-effects-value = 守備は予備を1つ取り戻す（上限3）、側面攻撃は相手の予備を1つ減らす

sealed-board-round = 第{ $round }ラウンド（全{ $rounds }ラウンド）
sealed-board-side = { $seat }：{ $score }点、予備{ $reserves }
sealed-board-chosen = 命令済み
sealed-board-thinking = 選択中…
sealed-board-own = あなたの命令：{ $order }、＋{ $committed }
sealed-board-cell = { $order }+{ $committed }

## 決着の仕方（結果の理由。終局に示す）
sealed-reason-points = 勝利点
sealed-reason-draw = 引き分け

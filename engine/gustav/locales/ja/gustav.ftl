# グスタフ（シード003）：名前、問いかけ、選択肢。キーは「gustav-」で始まる。

gustav-title = グスタフ
gustav-blurb = 1631～1632年、槍と銃の戦場。12ポイントの軍を秘密裏に編成し、アクションカード、{ -gustav-voltage }、{ -gustav-morale }でヘクスの戦場を9ラウンド戦う。
gustav-scenario-pitched_battle = 会戦（自由編成）
gustav-option-pile = 最初の山札
gustav-option-pile-stacked = 持ち主が積む
gustav-option-pile-shuffled = シャッフルする

gustav-seat-imperial = 皇帝軍
    .short = 皇帝軍
    .letter = A
gustav-seat-swedish = スウェーデン軍
    .short = スウェーデン
    .letter = B

gustav-unit-hq = { -gustav-hq }
    .short = { -gustav-hq }
gustav-unit-pike = 槍兵
    .short = 槍
gustav-unit-shot = 銃兵
    .short = 銃
gustav-unit-cavalry = 騎兵
    .short = 騎
gustav-unit-artillery = 砲兵
    .short = 砲

gustav-half-top = 上段
gustav-half-bottom = 下段

## 皇帝・カトリック連盟軍（プレーヤA、赤いふち）
gustav-card-tercio = テルシオ
gustav-card-pappenheim = パッペンハイムの突撃
gustav-card-croats = クロアチア騎兵
gustav-card-great_guns = 重砲列
gustav-card-jesus_maria = イエス・マリア！
gustav-card-push_of_pike = 槍の押し合い
gustav-card-wallenstein = ヴァレンシュタインの号令
gustav-card-tilly = ティリーの古参兵

## スウェーデン・新教軍（プレーヤB、青いふち）
gustav-card-brigade = スウェーデン旅団
gustav-card-salvo = 一斉射撃
gustav-card-leather_guns = 連隊砲
gustav-card-sword_charge = 抜刀突撃
gustav-card-commanded_shot = 分遣銃兵
gustav-card-feste_burg = 神はわがやぐら
gustav-card-the_king = 国王陣頭に立つ
gustav-card-fog = リュッツェンの霧

gustav-effect-tercio-top = 槍兵か銃兵を3ユニットまで移動させる。
gustav-effect-tercio-bottom = 槍兵1ユニットで{ -gustav-melee }する。
gustav-effect-pappenheim-top = 騎兵1ユニットを通常より1ヘクス多く移動させ、その後{ -gustav-voltage }+1で{ -gustav-melee }する。
gustav-effect-pappenheim-bottom = 騎兵を2ユニットまで移動させる。
gustav-effect-croats-top = 騎兵1ユニットをZOCを無視して通常より1ヘクス多く移動させる。
gustav-effect-croats-bottom = 騎兵1ユニットで{ -gustav-melee }する。
gustav-effect-great_guns-top = 砲兵2ユニットまでで{ -gustav-fire }する。
gustav-effect-great_guns-bottom = 砲兵1ユニットで{ -gustav-voltage }+1の{ -gustav-fire }をする。
gustav-effect-jesus_maria-top = { -gustav-morale }+2。
gustav-effect-jesus_maria-bottom = { -gustav-morale }+1。
gustav-effect-push_of_pike-top = 槍兵2ユニットまでで{ -gustav-voltage }+1の{ -gustav-melee }をする。
gustav-effect-push_of_pike-bottom = 1ユニットで{ -gustav-melee }する。
gustav-effect-wallenstein-top = 4ユニットまで移動させる。
gustav-effect-wallenstein-bottom = 1ユニットを移動させる。
gustav-effect-tilly-top = 1ユニットを移動させ、その後攻撃する。
gustav-effect-tilly-bottom = 1ユニットで{ -gustav-voltage }+2の攻撃をする。
gustav-effect-brigade-top = 3ユニットまで移動させる。
gustav-effect-brigade-bottom = 1ユニットで攻撃する。
gustav-effect-salvo-top = 銃兵2ユニットまでで{ -gustav-voltage }+1の{ -gustav-fire }をする。
gustav-effect-salvo-bottom = 銃兵1ユニットで{ -gustav-fire }する。
gustav-effect-leather_guns-top = 砲兵1ユニットを移動させ、その後{ -gustav-fire }する。
gustav-effect-leather_guns-bottom = 砲兵1ユニットで{ -gustav-fire }する。
gustav-effect-sword_charge-top = 騎兵2ユニットまでをそれぞれ移動させ、その後{ -gustav-melee }する。
gustav-effect-sword_charge-bottom = 騎兵2ユニットまでを通常より1ヘクス多く移動させる。
gustav-effect-commanded_shot-top = 銃兵か騎兵を2ユニットまで移動させ、その後銃兵1ユニットで{ -gustav-fire }する。
gustav-effect-commanded_shot-bottom = 銃兵1ユニットをZOCを無視して移動させる。
gustav-effect-feste_burg-top = { -gustav-morale }+2。
gustav-effect-feste_burg-bottom = { -gustav-morale }+1。
gustav-effect-the_king-top = { -gustav-hq }か騎兵1ユニットを移動させ、その後{ -gustav-voltage }+1で{ -gustav-melee }する。さらに{ -gustav-morale }+1。
gustav-effect-the_king-bottom = 2ユニットまで移動させる。
gustav-effect-fog-top = 2ユニットまでをZOCを無視して移動させる。
gustav-effect-fog-bottom = 1ユニットを移動させる。

## 問いかけ（状況表示の言い回し）、プロンプト、選択肢

gustav-ask-prepare = 準備中
gustav-ask-build = 軍の編成
gustav-ask-cull = 除外するカード2枚の選択
gustav-ask-stack = 山札の積み込み
gustav-ask-deploy-unit = 配置するユニットの選択
gustav-ask-deploy-hex = 配置先の選択
gustav-ask-card = カードの使用
gustav-ask-more = 2枚目の使用か手番終了
gustav-ask-move = 移動するユニットの選択
gustav-ask-move-to = 移動先の選択
gustav-ask-attack = 攻撃するユニットの選択
gustav-ask-target = 攻撃目標の選択
gustav-ask-assault = 移動・攻撃するユニットの選択
gustav-ask-assault-to = 移動先の選択（移動・攻撃）
gustav-ask-assault-target = 攻撃目標の選択（移動・攻撃）
gustav-ask-defend = 後退か留まるか
gustav-ask-advance = 前進するかどうか
gustav-ask-discard = 捨札の順番

gustav-prompt-build = 秘密裏に軍を編成してください。{ -gustav-hq }を含めて{ $budget }ポイント以内です。ユニットをまとめて選んでください。
gustav-prompt-cull = ゲーム中使わないカードを{ $cull }枚まとめて選び、伏せてください。
gustav-prompt-stack = 山札を積んでください。上から順にカードを選びます。
gustav-prompt-deploy-unit = 自軍陣地に配置するユニットを選んでください。
gustav-prompt-deploy-hex = { $unit }をどこに配置しますか？
gustav-prompt-card = あなたの手番です（{ -gustav-voltage }{ $voltage }）。カードを1枚使い、上下どちらかの効果を選んでください。
gustav-prompt-more = もう1枚使うか（{ -gustav-voltage }{ $voltage }）、手番を終えてください。
gustav-prompt-move = 「{ $card }」：移動させるユニットを選んでください（あと{ $left }）。
gustav-prompt-attack = 「{ $card }」：攻撃するユニットを選んでください（あと{ $left }）。
gustav-prompt-assault = 「{ $card }」：移動・攻撃するユニットを選んでください（あと{ $left }）。
gustav-prompt-move-to = { $hex }の{ $unit }の移動先は？
gustav-prompt-target = { $hex }の{ $unit }の攻撃目標は？（{ -gustav-voltage }{ $voltage }）
gustav-prompt-defend = { $hex }の{ $unit }への攻撃が成功しました。後退するか、{ -gustav-morale }を1消費して留まってください。
gustav-prompt-cornered = { $hex }の{ $unit }への攻撃が成功しました。後退できるヘクスがありません。{ -gustav-morale }を2消費して耐えるか、撃破されるかを選んでください。
gustav-prompt-advance = { $hex }が空きました。{ $unit }を前進させますか？
gustav-prompt-discard = 使用済みの2枚を捨札に積む順番を選んでください。先に積んだカードが先に引かれます。

gustav-public-prepare = { $seat }が準備中です。
gustav-outcome-hit = 成功
gustav-outcome-miss = 失敗

gustav-action-army = { $units }で編成（{ $count }ユニット、{ $points }ポイント）
gustav-action-unit = { $unit }（{ $cost }ポイント）
gustav-action-army-chosen = 選んだユニットと{ -gustav-hq }で編成
gustav-action-cull = 「{ $card }」を除外
gustav-action-cull-done = 除外：{ $cards }
gustav-action-cull-chosen = 選んだ{ $cull }枚を除外
gustav-action-back-army = 編成に戻る
gustav-action-stack = 「{ $card }」を上から{ $position }枚目に
gustav-action-stack-done = 山札を確定
gustav-action-unstack = 最後のカードを戻す
gustav-action-back-cull = 除外カードの選択に戻る
gustav-action-deploy-unit = { $unit }（残り{ $left }）
gustav-action-deploy-hex = { $unit }を{ $hex }へ
gustav-action-deploy-back = 別のユニットを選ぶ
gustav-action-play = 「{ $card }」（{ $half }・{ -gustav-action-value }{ $value }）：{ $effect }
gustav-action-end-turn = 手番を終える
gustav-action-move-unit = { $hex }の{ $unit }を移動
gustav-action-attack-unit = { $hex }の{ $unit }で攻撃
gustav-action-assault-unit = { $hex }の{ $unit }で移動・攻撃
gustav-action-next-step = カードの次の効果へ進む
gustav-action-stop = 「{ $card }」の実行を終える
gustav-action-stay = { $hex }に留まってそこから攻撃
gustav-action-move-to = { $start } → { $hex }
gustav-action-other-unit = 別のユニットを選ぶ
gustav-action-melee = { $hex }の{ $unit }に{ -gustav-melee }（{ $outcome }）
gustav-action-fire = { $hex }の{ $unit }に{ -gustav-fire }（{ $outcome }）
gustav-action-no-attack = 攻撃しない
gustav-action-advance = { $unit }を{ $hex }へ前進
gustav-action-stay-put = 前進しない
gustav-action-hold = 留まる：{ -gustav-morale }を{ $cost }消費（残り{ $morale }）
gustav-action-lose = 撃破を受け入れる（{ $unit }を失う）
gustav-action-retreat = { $hex }へ後退
gustav-action-discard = 「{ $card }」を先に、次に「{ $then }」

## 画像の文字

# kept as in English: the seed itself prints START on the board and the voltage card (ゲーム準備)
gustav-board-start = START
gustav-board-voltage = { -gustav-voltage }
gustav-board-rounds = ラウンド
gustav-board-round = { $phase ->
        [prepare] 編成中
        [deploy] 配置
       *[other] ラウンド{ $round }／{ $rounds }
    }
gustav-board-morale = { $seat }の{ -gustav-morale }：{ $morale }
gustav-board-side = { $seat }（{ $letter }）
gustav-board-first = このラウンドの{ -gustav-first }
gustav-board-prep-build = 軍を編成中…
gustav-board-prep-cull = 除外するカードを選択中…
gustav-board-prep-stack = 山札を積み込み中…
gustav-board-prep-ready = 準備完了
gustav-board-points = { -gustav-vp }{ $points }・手札{ $hand }・山札{ $pile }
gustav-board-waiting = 配置待ち：{ $units }
gustav-board-played = { $card }（{ $half }・{ -gustav-action-value }{ $value }）
gustav-board-discards = 捨札：{ $cards }
gustav-board-pile-known = 山札（上から）：{ $cards }
gustav-board-known-hand = 判明している手札：{ $cards }
gustav-board-lost = 撃破された：{ $units }
gustav-board-none = なし
gustav-board-hand = あなたの手札
gustav-board-pile = あなたの山札（上から）
gustav-board-pile-unordered = あなたの山札（順番不明）
gustav-board-culled = 除外したカード
gustav-board-army = あなたの編成：{ $points }／{ $budget }ポイント
gustav-board-deck = あなたのカード8枚
gustav-board-value = { $value }
gustav-board-empty = （なし）

## 決着の仕方（結果の理由。終局に示す）
gustav-reason-target = 目標点への到達
gustav-reason-points = { -gustav-vp }
gustav-reason-morale = { -gustav-morale }
gustav-reason-morale-tie = { -gustav-vp }が同点のため{ -gustav-morale }
gustav-reason-hq = { -gustav-hq }の撃破
gustav-reason-draw = 引き分け

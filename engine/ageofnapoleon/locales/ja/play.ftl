# エイジ・オブ・ナポレオン：質問、選択肢、プレイのログ、状況表示、結果、ヘルプ。

ageofnapoleon-status = { $year }年第{ $round }ラウンド・{ $phase }：{ $seats }—{ $ask }
ageofnapoleon-status-over = 戦争は終わりました。{ $result }
ageofnapoleon-result = { $winner }の勝利：{ $reason }
ageofnapoleon-reason-abdication = ナポレオンの退位
ageofnapoleon-reason-domination = フランスによる大陸支配
ageofnapoleon-reason-time = 1815年の終戦

ageofnapoleon-ask-diplomacy = 外交カードを1枚ずつプレイするか、外交フェイズの手番を終えてください。
ageofnapoleon-ask-rising = カードでフランス側の国に反乱を起こすか、フェイズを終えてください。
ageofnapoleon-ask-reinforcement = 軍団の配置、カードによる軍の回復、増援イベントのプレイ、または増援の終了を選んでください。
ageofnapoleon-prompt-activate = 第{ $round }キャンペーンラウンド：軍を活性化する（カードを捨てるか無料移動を使う）か、パスしてください。
ageofnapoleon-ask-activate = 軍の活性化かパス
ageofnapoleon-prompt-move = { $area }の軍（{ $corps }）を移動させてください。
ageofnapoleon-ask-move = 軍の移動
ageofnapoleon-prompt-battle-cards = { $area }の戦闘：戦闘カードを秘密裏に選んでください（なしも可）。
ageofnapoleon-ask-battle-cards = 戦闘カードの選択
ageofnapoleon-prompt-retreat = { $area }から後退してください。
ageofnapoleon-ask-retreat = 後退
ageofnapoleon-ask-restore = 勝利しました。カードを1枚捨てて減少した軍団を1個回復するか、見送ってください。

ageofnapoleon-act-dip = 「{ $card }」を{ $country }に（{ $status }）
ageofnapoleon-act-rise = 「{ $card }」で{ $country }が反乱
ageofnapoleon-act-done-phase = このフェイズの手番を終える
ageofnapoleon-act-place = { $corps }を{ $area }に
ageofnapoleon-act-recover = 「{ $card }」を捨てて{ $area }の軍を回復
ageofnapoleon-act-event = 「{ $card }」をイベントとしてプレイ
ageofnapoleon-act-army = 「{ $card }」を捨てて{ $area }の軍を活性化
ageofnapoleon-act-army-free = 無料移動で{ $area }の軍を活性化
ageofnapoleon-act-pass = パス
ageofnapoleon-act-to = { $area }へ行軍
ageofnapoleon-act-forced = 強行軍で{ $area }へ
ageofnapoleon-act-sea = 海路で{ $area }へ
ageofnapoleon-act-stay = 動かない
ageofnapoleon-act-card = 「{ $card }」
ageofnapoleon-act-commit = プレイする：{ $cards }
ageofnapoleon-act-commit-none = 戦闘カードをプレイしない
ageofnapoleon-act-commit-gather = これらのカードをプレイ
ageofnapoleon-public-battle-cards = { $seat }が戦闘カードを選択中
ageofnapoleon-act-retreat = { $area }へ後退
ageofnapoleon-act-retreat-sea = 海路で{ $area }へ後退
ageofnapoleon-act-restore = 「{ $card }」を捨てて{ $corps }を回復
ageofnapoleon-act-decline = 見送る

ageofnapoleon-log-phase = { $year }年：{ $phase }になりました。
ageofnapoleon-log-round = { $year }年第{ $round }キャンペーンラウンド{ $winter ->
        [1] （冬季）
       *[other] {""}
    }になりました。
ageofnapoleon-log-dip = { $seat }が「{ $card }」を{ $country }にプレイしました。
ageofnapoleon-log-rise = 連合軍が「{ $card }」をプレイし、{ $country }で反乱が起きました。
ageofnapoleon-log-surrender = { $country }が降伏しました。
ageofnapoleon-log-place = { $seat }が{ $corps }を{ $area }に配置しました。
ageofnapoleon-log-recover = { $seat }が「{ $card }」を捨てて{ $area }の軍を回復しました（{ $n }個軍団）。
ageofnapoleon-log-event = { $seat }が「{ $card }」をイベントとしてプレイしました。
ageofnapoleon-log-army = { $seat }が「{ $card }」を捨てて{ $area }の軍を活性化しました。
ageofnapoleon-log-army-free = { $seat }が無料移動で{ $area }の軍を活性化しました。
ageofnapoleon-log-pass = { $seat }がパスしました。
ageofnapoleon-log-move = { $seat }が{ $corps }を移動させました：{ $path }。
ageofnapoleon-log-forced = { $seat }が強行軍で{ $corps }を移動させました：{ $path }。
ageofnapoleon-log-sea = { $seat }が海路で{ $corps }を移動させました：{ $path }。
ageofnapoleon-log-battle-start = { $area }で戦闘が起きました：{ $attacker }の攻撃（{ $acorps }）対（{ $dcorps }）。
ageofnapoleon-log-committed = { $seat }が戦闘カードを選びました。
ageofnapoleon-log-battle-cards = 戦闘カード：{ $attacker }（{ $acards }）、{ $defender }（{ $dcards }）を公開しました。
ageofnapoleon-log-retreat = { $seat }が{ $corps }を{ $area }へ後退させました。
ageofnapoleon-log-surrounded = { $seat }は後退先がなく、{ $corps }が捕虜になりました。
ageofnapoleon-log-restore = { $seat }が「{ $card }」を捨てて{ $corps }を回復しました。

ageofnapoleon-prov-corps = 軍団{ $corps }
ageofnapoleon-prov-corps-value = 戦闘力{ $combat }（減少時{ $reduced }）、移動力{ $movement }、階級{ $rank }
ageofnapoleon-prov-card = カード{ $card }
ageofnapoleon-prov-card-value = { $copies }枚、フェイズ{ $phase }
ageofnapoleon-prov-area = エリア{ $area }
ageofnapoleon-prov-area-value = { $terrain }
ageofnapoleon-prov-border = 境界（{ $a }と{ $b }）
ageofnapoleon-prov-border-value = 隣接する
ageofnapoleon-prov-statuses = 各国の立場（シナリオ{ $scenario }）
ageofnapoleon-prov-deployment = 開始時の軍団（シナリオ{ $scenario }）
ageofnapoleon-prov-set-up = シナリオの初期配置

ageofnapoleon-help-overview = フランスと連合軍の二人が1805年から1815年までの戦争を1年ずつ戦います。各年は8つのフェイズからなり、指揮官の率いる軍団の軍はカードを捨ててキャンペーンラウンドに移動し、戦闘は補助カードの戦闘結果表で決まります。
    .title = 概要
ageofnapoleon-help-year = 1年の流れ：外交（カードで国の陣営が変わり、同じ国への両者のプレイは相殺）、反乱、戦略（戦略チャートによるカードの引き、山札20枚未満か降伏の翌年に切り直し）、増援（動員と登場の上限内で軍団を配置、カードを捨てて軍を回復、捕虜の返還）、キャンペーン、降伏、冬季損耗、勝敗判定。
    .title = 1年の流れ
ageofnapoleon-help-campaign = 1年に5キャンペーンラウンド、5番目は冬季ラウンドです。フランスから交互に、カードを1枚捨てて軍（指揮官と階級までの軍団）を1つ移動させるかパスし、両者が続けてパスするとラウンドが終わります。移動力は指揮官の値で、攻撃と冬季で1減り、強行軍で1増えます。長い行軍、山岳や湿地、冬季の行軍では行軍損耗を判定します。
    .title = キャンペーンラウンド
ageofnapoleon-help-battle = 戦闘：各陣営の合計は軍団の戦闘力の和で、本拠地エリアで＋1、海上移動の直後は－2です。指揮官の階級より多い軍団がいれば、攻撃側、次に防御側が参加する軍団を宣言します。両者は戦闘カードを秘密裏に選び、同時に公開します。各自の合計の列でダイスを振り、与えた損害の多い方が勝ち、同数なら優位修正を加えて振り直します。損害の半分（端数切り上げ）は永久に失われ、敗者の残りは捕虜になります。エリアを失った側は後退します。
    .title = 戦闘
ageofnapoleon-help-cards = どのカードにも1つのフェイズのイベントがあります。イベントの代わりに捨てて軍を活性化し、増援フェイズには軍の減少した軍団を回復できます。
    .title = カード
ageofnapoleon-help-victory = フランスが降伏する（ナポレオンが退位する）と連合軍の勝利です。勝敗判定でÖsterreich、Preußen、Russia、Spainがすべてフランス側ならフランスの勝利です。1815年の判定の後もナポレオンが退位していなければ、連合軍は目的を果たせずフランスの勝利です（再構成）。
    .title = 勝利
ageofnapoleon-help-readings = 公開資料が途切れるところは次のように読みました：手番の順（フランスが先）、キャンペーンラウンド、移動する軍の選び方（階級までの最強の軍団）、戦闘前の撤退（ダイス4以上）、敵の軍が移動を始めるときの泥濘のプレイ、降伏と勝利の条件、多くのカードのイベントは再構成です。補助カードのチャートは印刷どおりに使います。DATA.mdと出典一覧を参照してください。
    .title = 解釈

ageofnapoleon-board-track = { $year }年・第{ $round }ラウンド{ $winter ->
        [1] （冬季）
       *[other] {""}
    }・{ $phase }
ageofnapoleon-board-hand = { $seat }：手札{ $n }枚
ageofnapoleon-board-deck = 山札{ $deck }枚・捨て札{ $discard }枚
ageofnapoleon-board-battle = 直前の戦闘：{ $area }、{ $attacker }の攻撃（{ $atotal }対{ $dtotal }）、{ $winner }の勝利
ageofnapoleon-board-prisoners = 捕虜：フランス側{ $french }、連合側{ $coalition }・除去{ $out }
ageofnapoleon-board-own-hand = あなたの手札（{ $n }枚）
ageofnapoleon-board-card = { $card }—{ $phase }

ageofnapoleon-ask-intercept = 迎撃するかどうか
ageofnapoleon-prompt-intercept = 敵の軍が{ $area }で移動を終えました。隣接エリアから迎撃する（ダイス4以上か迎撃カード）か、見送ってください。
ageofnapoleon-act-intercept = 「{ $card }」を捨てて{ $area }から迎撃
ageofnapoleon-act-intercept-free = 無料で{ $area }から迎撃
ageofnapoleon-log-intercept = { $seat }が{ $corps }で{ $area }に迎撃しました。
ageofnapoleon-log-intercept-failed = { $seat }は{ $area }からの迎撃に失敗しました。
ageofnapoleon-window-intercept = 迎撃
ageofnapoleon-ask-participants = 戦闘に参加する軍団の宣言
ageofnapoleon-prompt-participants = { $area }の戦闘：{ $chief }は参加します。ともに戦う軍団をあと{ $n }個選んでください（指揮官の階級まで）。
ageofnapoleon-prompt-participants-so-far = { $area }の戦闘：{ $chief }は参加します。ともに戦う軍団を合わせて{ $n }個選んでください（指揮官の階級まで）。選んだ軍団：{ $corps }。
ageofnapoleon-act-fight-add = { $corps }を加える
ageofnapoleon-act-fight-drop = { $corps }を外す
ageofnapoleon-act-fight-gather = この{ $n }個軍団で戦う
ageofnapoleon-ask-losses = 戦闘の損害を受ける軍団の選択
ageofnapoleon-prompt-losses-permanent = { $area }の戦闘：永久の損害を受ける軍団を{ $n }個選んでください。
ageofnapoleon-prompt-losses-prisoners = { $area }の戦闘：捕虜になる軍団を{ $n }個選んでください。
ageofnapoleon-prompt-losses-reserves = { $area }の戦闘：予備部隊になる軍団を{ $n }個選んでください。
ageofnapoleon-act-loss-add = { $corps }が損害を受ける
ageofnapoleon-act-loss-take = この{ $n }個軍団が損害を受ける
ageofnapoleon-log-battle-lost = { $seat }は{ $corps }を永久に失いました。
ageofnapoleon-log-battle-captured = { $seat }の{ $corps }が捕虜になりました。
ageofnapoleon-log-battle-reserves = { $seat }の{ $corps }が予備部隊になりました。
ageofnapoleon-log-declared = { $seat }が戦闘に{ $corps }を宣言しました。
ageofnapoleon-ask-winter-losses = 冬季損耗で失う軍団の選択
ageofnapoleon-prompt-winter-losses = { $area }の冬季損耗：永久に失う軍団を{ $n }個選んでください。
ageofnapoleon-act-lose-pick = { $corps }
ageofnapoleon-act-lose-gather = この{ $n }個軍団を失う
ageofnapoleon-log-winter-lost = { $seat }が{ $area }の冬季損耗で{ $corps }を失いました。
ageofnapoleon-ask-mud = 泥濘をプレイするかどうか
ageofnapoleon-prompt-mud = { $area }の敵の軍が移動しようとしています。「泥濘」をプレイする（この移動の移動力が1減る）か、見送ってください。
ageofnapoleon-act-mud = { $area }の軍に「泥濘」をプレイ
ageofnapoleon-log-mud = { $seat }が{ $area }から移動する軍に「泥濘」をプレイしました。
ageofnapoleon-window-mud = 敵の移動への泥濘
ageofnapoleon-ask-withdraw = 撤退か迎え撃つか
ageofnapoleon-prompt-withdraw = 敵の軍が{ $area }に攻撃してきました。隣接エリアへの撤退を試みる（ダイス4以上）か、踏みとどまって戦ってください。
ageofnapoleon-act-withdraw = { $area }へ撤退
ageofnapoleon-act-stand = 踏みとどまって戦う
ageofnapoleon-log-withdraw = { $seat }が戦闘の前に{ $corps }を{ $area }へ撤退させました。
ageofnapoleon-log-withdraw-failed = { $seat }は{ $area }からの撤退に失敗しました。
ageofnapoleon-window-withdraw = 戦闘前の撤退

ageofnapoleon-text-tracks = 記録トラックとカード：
ageofnapoleon-text-countries = 各国：
ageofnapoleon-text-corps = 地図上の軍団：
ageofnapoleon-text-losses = 捕虜と損失：
ageofnapoleon-text-battle = 直前の戦闘：
ageofnapoleon-text-hand = あなたの手札：
ageofnapoleon-text-country = { $country }：{ $status }

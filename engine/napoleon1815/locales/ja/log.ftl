# ナポレオン1815：ゲームの記録、結果、記録の中のものの名前。「why」は勝利得点が動いた理由、
# 「name」は読み手に分かる範囲でのブロックやカードの呼び方。

## 記録の中の名前

napoleon1815-name-block = { $block }
napoleon1815-name-blocks = { $blocks }
napoleon1815-name-hidden = { $army }のブロック1個
napoleon1815-name-hidden-many = { $army }のブロック{ $n }個
napoleon1815-name-hidden-allied = 同盟軍のブロック{ $n }個
napoleon1815-name-token = { $army }のブロック{ $token }
napoleon1815-name-card = 「{ $card }」
napoleon1815-name-no-card = なし（カード切れ）

## 勝利得点とゲームの終了

napoleon1815-log-vp = { $side }が{ $points }点を獲得しました（{ $why }）。{ -napoleon1815-vp }は{ $vp }になりました。
napoleon1815-why-sp-lost = { $army }が{ $n }SPを喪失
napoleon1815-why-fatigue-lost = { $army }が疲労で{ $n }SPを喪失
napoleon1815-why-control = { $area }を支配
napoleon1815-why-flags = 盤上に同盟軍の支配マーカーが{ $flags }個
napoleon1815-why-commander = { $block }を除去
napoleon1815-why-napoleon-beaten = ナポレオンのいる戦闘でフランス軍が敗北
napoleon1815-why-vp-zero = { -napoleon1815-vp }が0に到達
napoleon1815-why-vp-twenty = { -napoleon1815-vp }が20に到達
napoleon1815-why-napoleon = ナポレオンが戦死または捕虜に
napoleon1815-why-end-french = シナリオ終了時の{ -napoleon1815-vp }{ $vp }が{ $max }以下
napoleon1815-why-end-allied = シナリオ終了時の{ -napoleon1815-vp }{ $vp }が{ $max }を超える
napoleon1815-result = { $side }の勝利（{ -napoleon1815-vp }{ $vp }）：{ $why }
napoleon1815-log-control = { $side }が{ $area }を支配しました。

## ターンの進行

napoleon1815-log-turn = ターン{ $turn }：{ $label }
napoleon1815-log-draw = { $seat }がカードを{ $n }枚引きました。
napoleon1815-log-draw-own = カードを引きました（{ $cards }）。
napoleon1815-log-red = { $seat }が赤色カード「{ $card }」を引き、直ちに使用しました。
napoleon1815-log-reds-cancel = 赤色カードが複数引かれたため、すべて無効になりました：{ $cards }
napoleon1815-log-effect = このターンは「{ $event }」が有効になりました。
napoleon1815-log-reshuffle = { $deck }の捨て札をシャッフルして新しいデッキにしました。
napoleon1815-log-arrival = { -napoleon1815-reinforcement }：{ $blocks }が{ $area }に到着しました。
napoleon1815-log-arrival-waits = { $blocks }：進入エリアがすべて敵に押さえられているため、到着を1ターン待つことになりました。
napoleon1815-log-scout-placed = { $seat }が{ $area }に騎兵斥候を配置しました。
napoleon1815-log-play = { $seat }が「{ $card }」を使用しました。
napoleon1815-log-no-blue = { $seat }は青色カードを使用しませんでした。
napoleon1815-log-surprise = 奇襲：フランス軍がカードをめくらずに{ -napoleon1815-initiative }を得ました。
napoleon1815-log-intuition = 直観：{ $side }がカードをめくらずに{ -napoleon1815-initiative }を得ました。
napoleon1815-log-intuitions-cancel = 両軍が直観を使用したため、打ち消し合いました。
# $card：napoleon1815-name-card（「」付き）か「なし」。
napoleon1815-log-initiative-flip = { -napoleon1815-initiative }の決定：{ $seat }が{ $card }をめくりました（値{ $value }）。
napoleon1815-log-initiative = { $side }が{ -napoleon1815-initiative }を得ました。
napoleon1815-log-leader = このターンの同盟軍のリーダーは{ $seat }です。

## 作戦

napoleon1815-log-must-pass = { $seat }は活動可能なブロックがないため、パスしました。
napoleon1815-log-pass = { $seat }がパスしました。
napoleon1815-log-give = { $seat }が{ $to }にカードを1枚渡しました。
napoleon1815-log-give-own = 「{ $card }」を{ $to }に渡しました。
napoleon1815-log-given = { $seat }から「{ $card }」を受け取りました。
napoleon1815-log-activate-move = { $seat }が{ $area }の{ $who }を活動させ、移動を始めました。
napoleon1815-log-activate-attack = { $seat }が{ $area }の{ $who }を活動させ、攻撃を始めました。
napoleon1815-log-own-stack = あなたのスタック：{ $blocks }
# $card：napoleon1815-name-card（「」付き）か「なし」。
napoleon1815-log-mp-flip = 移動ポイントの決定：{ $seat }が{ $card }をめくりました（値{ $value }）。
napoleon1815-log-general-advance-mp = 全軍前進：カードをめくらずに3移動ポイントを得ました。
napoleon1815-log-general-advance-barred = 全軍前進：同盟軍の軍団がいるため{ $area }には進めません。
napoleon1815-log-march = { $who }が{ $area }へ移動しました。
napoleon1815-log-scouts-found-corps = 騎兵斥候が{ $area }で敵の軍団を発見しました。
napoleon1815-log-arrow-fatigue = { $side }が敵の退却方向から進入したため、{ $area }の敵スタックが2{ -napoleon1815-fatigue-point }を被りました。
napoleon1815-log-scouts-destroyed = { $area }で{ $side }の騎兵斥候{ $n }個が壊滅しました。
napoleon1815-log-entrenchment-removed = { $area }の強化陣地が取り除かれました。
napoleon1815-log-removed-last-sp = { $area }で{ $who }が最後の{ -napoleon1815-strength-point }を失い、除去されました。
napoleon1815-log-removed-fatigue = { $area }で{ $who }が疲労で壊滅し、除去されました。
napoleon1815-log-removed-alone = { $area }で{ $who }が単独で取り残され、戦死または捕虜になりました。

## 戦闘

napoleon1815-log-battle = { $area }で戦闘が始まりました：{ $side }が{ $attackers }で{ $defenders }を攻撃しました。
napoleon1815-log-battle-cards = 戦闘カード：{ $attacker }{ $att }枚、{ $defender }{ $defence }枚
napoleon1815-log-attack-called-off = 攻撃側の戦闘カードがないため、攻撃は中止されました。
napoleon1815-log-combat-flip = { $side }がカードをめくりました（{ $cards }）：損害{ $damage }、疲労{ $fatigue }。
napoleon1815-log-combat-no-card = { $side }にはめくるカードがありませんでした：損害{ $damage }、疲労{ $fatigue }。
napoleon1815-log-dice = { $side }が戦闘ダイスを{ $n }個振りました：損害{ $damage }、疲労{ $fatigue }。
napoleon1815-log-battle-won = { $side }が戦闘に勝利しました。
napoleon1815-log-battle-drawn = 損害が同数のため勝者はなく、退却もありません。
napoleon1815-log-own-losses = { $cavalry ->
        [0] { $block }が歩兵{ $infantry }SPを失いました。
       *[other] { $infantry ->
            [0] { $block }が騎兵{ $cavalry }SPを失いました。
           *[other] { $block }が歩兵{ $infantry }SP、騎兵{ $cavalry }SPを失いました。
        }
    }
napoleon1815-log-entrenchment-discarded = 同盟軍は{ $area }の強化陣地を捨てて留まりました。
napoleon1815-log-hold = 同盟軍は{ $area }を死守しました。
napoleon1815-log-retreat = { $who }が{ $area }へ退却しました。
napoleon1815-log-retreat-among-enemies = 退却は{ $area }の敵軍団の中で止まりました。
napoleon1815-log-pursuit = 追撃：{ $side }がカードを{ $n }枚めくりました。

## イベント

napoleon1815-log-bridge-destroyed = { $a }と{ $b }の間の橋が破壊されました。
# $card：napoleon1815-name-card（「」付き）か「なし」。
napoleon1815-log-grouchy = グルーシー：フランス軍が{ $card }をめくり直しました（値{ $value }）。
napoleon1815-log-light-cavalry = 軽騎兵：{ $seat }が手札からランダムに1枚捨てました。
napoleon1815-log-light-cavalry-own = 軽騎兵：「{ $card }」を失いました。
napoleon1815-log-vive-lempereur = 皇帝万歳：ナポレオンと一緒にいる各軍団から1{ -napoleon1815-fatigue-point }を取り除きました。
napoleon1815-log-supply = 補給：{ $seat }がスタック1つの軍団から{ -napoleon1815-fatigue-point }を取り除きました。
napoleon1815-log-supply-own = 補給：{ $blocks }の{ -napoleon1815-fatigue-point }を取り除きました。
napoleon1815-log-counter-order = 命令取り消し：「{ $event }」は取り消されました。
napoleon1815-log-insubordination = 抗命：{ $who }が活動終了状態になりました。
napoleon1815-log-insubordination-revealed = 抗命：そのブロックは{ $block }でした。公開され、活動終了状態にはなりません。
napoleon1815-log-insubordination-scout = 抗命：そのブロックは騎兵斥候だったため、取り除かれました。
napoleon1815-log-one-road = 「{ $event }」：{ $who }が{ $area }へ移動しました。
napoleon1815-log-one-road-none = 「{ $event }」：移動するスタックはありませんでした。
napoleon1815-log-one-road-barred = 「{ $event }」：敵の軍団がいるため{ $area }には進めません。
# $card：napoleon1815-name-card（「」付き）か「なし」。
napoleon1815-log-red-haired-ney = 赤毛のネイ：フランス軍が{ $card }をめくりました（値{ $value }）。
napoleon1815-log-ney-tired = ネイの軍団が2{ -napoleon1815-fatigue-point }を被りました。
napoleon1815-log-own-fatigue = { $block }が1{ -napoleon1815-fatigue-point }を被りました。
napoleon1815-log-guns = 砲声：{ $seat }が{ $who }を戦闘に加えました。
napoleon1815-log-inertia = 不活性：{ $seat }が{ $area }の全軍を停止させました。
napoleon1815-log-inertia-nothing = 不活性：停止させる軍団がないため、効果はありません。
napoleon1815-log-delay = 部隊の遅延：{ $block }の到着が1ターン遅れることになりました。
napoleon1815-log-delay-nothing = 部隊の遅延：プロイセン軍の{ -napoleon1815-reinforcement }が残っていないため、このターン同盟軍は回復にカードを使えません。
napoleon1815-log-hand = { $seat }の手札：{ $n ->
        [0] なし
       *[other] { $cards }
    }
napoleon1815-log-aide-de-camp = 副官の働き：このターン、同盟軍プレイヤー同士で相談とカード交換ができるようになりました。
napoleon1815-log-reserve = 予備：{ $seat }がカードを{ $n }枚引きました。
napoleon1815-log-reserve-red = 予備：{ $seat }が赤色カード「{ $card }」を効果なしで捨てました。
napoleon1815-log-foresight = 先見の明：{ $seat }がデッキからカードを1枚取り、デッキをシャッフルしました。
napoleon1815-log-foresight-own = 先見の明：「{ $card }」を取りました。
napoleon1815-log-event-corps = { $block }の軍団が活動可能状態で{ $area }に登場しました。
napoleon1815-log-strengthen = { $seat }が軍団1つに歩兵1{ -napoleon1815-strength-point }を追加しました。
napoleon1815-log-strengthen-own = { $block }は{ $sp }SPになりました。

## 回復フェイズ

napoleon1815-log-recovery-card = { $seat }がカードを1枚使って軍団1つの{ -napoleon1815-fatigue-point }を取り除きました。
napoleon1815-log-recovery-card-own = 「{ $card }」で{ $block }の{ -napoleon1815-fatigue-point }を取り除きました。
napoleon1815-log-own-attrition = { $area }の{ $block }が疲労で1SPを失いました。
napoleon1815-log-attrition = 疲労により{ $army }が{ $n }SPを失いました。

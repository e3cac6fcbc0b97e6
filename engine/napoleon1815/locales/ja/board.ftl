# ナポレオン1815：盤面の画像（ボード、各陣営のボード、戦闘序列と手札のシート）に描く言葉。
# images/napoleon1815 が使う。ものの名前は names.ftl から。

## 見出し

napoleon1815-board-turn = ターン{ $turn }/{ $last }
napoleon1815-board-private = { $seat }・非公開

## マップと凡例

napoleon1815-board-france = ▼フランス
napoleon1815-board-legend-active-spent = 活動可能／活動終了
napoleon1815-board-legend-hidden = 正体不明
napoleon1815-board-legend-commander-scout = 司令官、騎兵斥候
napoleon1815-board-legend-control = 支配
napoleon1815-board-legend-retreat = 退却方向
napoleon1815-board-legend-vp = 得点エリア
napoleon1815-board-legend-own = 自軍ブロック：
napoleon1815-board-legend-sp-fatigue = 戦力と疲労
napoleon1815-board-legend-entrenched = 強化陣地
napoleon1815-board-legend-bridge = 橋
napoleon1815-board-legend-destroyed = 破壊
napoleon1815-board-legend-roads = 道路：1MP、破壊された橋：3MP

## 勝利得点とターンのトラック

napoleon1815-board-vp = { -napoleon1815-vp }
napoleon1815-board-vp-ends = { $low }でフランス軍、{ $high }で同盟軍の勝利
napoleon1815-board-vp-french = ◀フランス軍の得点
napoleon1815-board-vp-allied = 同盟軍の得点▶
napoleon1815-board-vp-note = 終了時：{ $max }以下でフランス軍、{ $above }以上で同盟軍の勝利
napoleon1815-board-turns = ターン
napoleon1815-board-turn-card = カード{ $card }

## このターン、カード、マップ外

napoleon1815-board-this-turn = このターン
napoleon1815-board-invasion = カード{ $card }：
napoleon1815-board-phase = フェイズ：
napoleon1815-board-passed = パス：
napoleon1815-board-initiative = { -napoleon1815-initiative }：
napoleon1815-board-initiative-none = 未決定
napoleon1815-board-leader = 同盟軍リーダー：
napoleon1815-board-effects = 有効な効果：
napoleon1815-board-cards = カード
napoleon1815-board-hand-size = 手札{ $cards }枚
napoleon1815-board-deck = { $side ->
        [french] フランス軍デッキ
       *[allied] 同盟軍デッキ
    }
napoleon1815-board-deck-size = { $deck }・捨て札{ $discards }
napoleon1815-board-communication = 同盟軍は相談とカード交換が可能
napoleon1815-board-off-map = マップ外
napoleon1815-board-eliminated = 除去：
napoleon1815-board-unknown = { $army }の不明な軍団{ $count }
napoleon1815-board-arrival = ターン{ $turn }：
napoleon1815-board-arrival-blocks = { $blocks }→{ $entry }

## 進行中の戦闘または作戦

napoleon1815-board-no-event = 進行中の戦闘・作戦はありません。
napoleon1815-board-battle = ⚔ { $area }の戦闘：
napoleon1815-board-battle-attack = { $side }が攻撃：{ $blocks }
napoleon1815-board-battle-move-attack = { $side }が移動攻撃：{ $blocks }
napoleon1815-board-battle-defend = { $side }が防御：{ $blocks }
napoleon1815-board-blocks-named = { $names }
napoleon1815-board-blocks-named-hidden = { $names }、不明{ $hidden }
napoleon1815-board-blocks-hidden = ブロック{ $hidden }個
napoleon1815-board-battle-cards = カード：
napoleon1815-board-battle-dice = ダイス：
napoleon1815-board-battle-counts = { $attacker }{ $a }、{ $defender }{ $d }
napoleon1815-board-inflicted = 与えた結果：
napoleon1815-board-inflicted-sides = { $attacker }：損害{ $ad }・疲労{ $af }、{ $defender }：損害{ $dd }・疲労{ $df }
napoleon1815-board-winner = 勝者：
napoleon1815-board-operation = 作戦：
napoleon1815-board-operation-choose = { $seat }が{ $area }のスタックを選択中
napoleon1815-board-operation-move = { $seat }が{ $area }から移動：{ $blocks }
napoleon1815-board-operation-attack = { $seat }が{ $area }から攻撃：{ $blocks }
napoleon1815-board-path = 経路：
napoleon1815-board-mp-card = 移動カード{ $card }
napoleon1815-board-mp-left = 残り{ $mp }MP
napoleon1815-board-log = 直前の行動
napoleon1815-board-victory = 勝利：{ $winners }
napoleon1815-board-game-over = ゲーム終了

## 戦闘序列シート

napoleon1815-board-oob = 戦闘序列
napoleon1815-board-oob-note = ターン{ $turn }・スクリーンの内側
napoleon1815-board-oob-block = ブロック・エリア
napoleon1815-board-oob-symbols = シンボル
napoleon1815-board-oob-sp = 戦力：歩兵、騎兵
napoleon1815-board-oob-fatigue = 疲労（赤：−1SP）
napoleon1815-board-oob-army = { $army }・マップ上のブロック{ $count }個
napoleon1815-board-infantry = 歩兵
napoleon1815-board-cavalry = 騎兵
napoleon1815-board-active = 活動可能
napoleon1815-board-spent = 活動終了
napoleon1815-board-symbol-mp = +{ $n }MP
napoleon1815-board-symbol-fatigue = 疲労−{ $n }
napoleon1815-board-symbol-cards = カード+{ $n }枚
napoleon1815-board-symbol-solo = 単独で+1MP
napoleon1815-board-symbol-pursuit = 追撃
napoleon1815-board-commander-note = 司令官：戦力なし、単独不可
napoleon1815-board-scout-note = 騎兵斥候：戦力・疲労なし
napoleon1815-board-sp = { $sp }SP
napoleon1815-board-fatigue = 疲労{ $n }
napoleon1815-board-fatigue-none = 疲労なし
napoleon1815-board-not-on-map = マップ外：
napoleon1815-board-by-event = { $block }（イベントで登場）
napoleon1815-board-mp-left-note = 移動中の自軍スタックは残り{ $mp }MPです。
napoleon1815-board-communication-note = 今はパートナーと相談し、カードを交換できます。

## 手札シート

napoleon1815-board-hand = 手札
napoleon1815-board-hand-note = { $cards }枚・◯値・✸損害・▮疲労
napoleon1815-board-no-cards = 手札はありません。
napoleon1815-board-card-red = 引いたら即使用
napoleon1815-board-card-blue = { -napoleon1815-initiative }フェイズ
napoleon1815-board-card-green = 作戦フェイズ
napoleon1815-board-card-timing = { $timing ->
        [allied_move] 作戦：同盟軍の移動中
        [french_move] 作戦：フランス軍の移動中
        [battle] 作戦：戦闘開始時
       *[retreat] 作戦：退却・追撃中
    }
napoleon1815-board-combat = 戦闘
napoleon1815-board-recovery = 回復
napoleon1815-board-no-effect = 効果なし
napoleon1815-board-card-number = No.{ $number }

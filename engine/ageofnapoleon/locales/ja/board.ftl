# エイジ・オブ・ナポレオン：盤面画像と手札シートの言葉（images/ageofnapoleon）。

ageofnapoleon-board-sea-atlantic = 大西洋
ageofnapoleon-board-sea-north = 北海
ageofnapoleon-board-sea-baltic = バルト海
ageofnapoleon-board-sea-mediterranean = 地中海
ageofnapoleon-board-sea-black = 黒海
ageofnapoleon-board-turn = { $year }年・第{ $round }ラウンド
ageofnapoleon-board-short-title = エイジ・オブ・ナポレオン
ageofnapoleon-board-private = { $seat }の視点：自分の手札はシートに
ageofnapoleon-board-years = 年
ageofnapoleon-board-rounds = キャンペーンラウンド
ageofnapoleon-board-winter = 冬
ageofnapoleon-board-phases = 1年のフェイズ
ageofnapoleon-board-phase-diplomacy = 外交
ageofnapoleon-board-phase-insurrection = 反乱
ageofnapoleon-board-phase-strategy = 戦略
ageofnapoleon-board-phase-reinforcement = 増援
ageofnapoleon-board-phase-campaign = キャンペーン
ageofnapoleon-board-phase-surrender = 降伏
ageofnapoleon-board-phase-winter = 冬季損耗
ageofnapoleon-board-phase-victory = 勝敗判定
ageofnapoleon-board-cards = カード
ageofnapoleon-board-in-hand = { $seat }：手札{ $n }枚
ageofnapoleon-board-pile = 山札{ $n }枚
ageofnapoleon-board-discards = 捨て札{ $n }枚
ageofnapoleon-board-top-discard = 最後の捨て札：{ $card }
ageofnapoleon-board-countries = 各国
ageofnapoleon-board-last-battle = 直前の戦闘
ageofnapoleon-board-no-battle = まだない
ageofnapoleon-board-battle-where = { $area }：{ $attacker }の攻撃
ageofnapoleon-board-battle-totals = 戦闘力{ $atotal }対{ $dtotal }・{ $winner }の勝利
ageofnapoleon-board-battle-losses = 損害：攻撃側{ $alosses }、防御側{ $dlosses }
ageofnapoleon-board-battle-cards = カード：{ $cards }
ageofnapoleon-board-losses = 損失
ageofnapoleon-board-log = 最近の行動
ageofnapoleon-board-key = 凡例
ageofnapoleon-board-key-capital = 首都
ageofnapoleon-board-key-coast = 沿岸
ageofnapoleon-board-key-stack = 指揮官×軍団数・戦闘力
ageofnapoleon-board-key-reduced = ▾減少した軍団
ageofnapoleon-board-key-moving = 移動中の軍
ageofnapoleon-board-stack-strength = { $corps }×{ $n }・{ $strength }{ $reduced ->
        [0] {""}
       *[other] ▾{ $reduced }
    }
ageofnapoleon-board-card-french = フランスのイベント
ageofnapoleon-board-card-coalition = 連合軍のイベント
ageofnapoleon-board-card-either = どちらのプレイヤーも
ageofnapoleon-board-hand-note = どのカードもイベントの代わりに捨てて軍を活性化できる。
ageofnapoleon-board-side-french = フランス
ageofnapoleon-board-side-coalition = 連合軍
ageofnapoleon-board-side-neutral = 中立国
ageofnapoleon-text-stack = { $area }・{ $side }：{ $corps }（戦闘力{ $strength }{ $reduced ->
        [0] {""}
       *[other] 、減少{ $reduced }
    }）

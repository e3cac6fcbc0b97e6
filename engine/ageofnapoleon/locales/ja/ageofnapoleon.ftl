# エイジ・オブ・ナポレオン 1805-1815（シード002）：名前、フェイズ、ログ。キーは「ageofnapoleon-」で始まる。

ageofnapoleon-title = エイジ・オブ・ナポレオン1805-1815
ageofnapoleon-blurb = ウルムからワーテルローまでのヨーロッパを二人で。外交、反乱、戦略カード、元帥が率いる軍団、一枚の表で決まる戦闘、そして冬。
ageofnapoleon-scenario-1805 = 1805年：ウルムとアウステルリッツ（第3キャンペーンラウンドから）
ageofnapoleon-scenario-1809 = 1809年：第五次対仏大同盟
ageofnapoleon-scenario-1813 = 1813年：解放戦争

ageofnapoleon-seat-french = フランス
    .short = フランス
ageofnapoleon-seat-coalition = 連合軍
    .short = 連合軍

ageofnapoleon-phase-diplomacy = 外交フェイズ
ageofnapoleon-phase-insurrection = 反乱フェイズ
ageofnapoleon-phase-strategy = 戦略フェイズ
ageofnapoleon-phase-reinforcement = 増援フェイズ
ageofnapoleon-phase-campaign = キャンペーンフェイズ
ageofnapoleon-phase-surrender = 降伏フェイズ
ageofnapoleon-phase-winter = 冬季損耗フェイズ
ageofnapoleon-phase-victory = 勝敗判定フェイズ

ageofnapoleon-status-fd = フランスの支配国
    .short = 仏支配
ageofnapoleon-status-fa = フランスの同盟国
    .short = 仏同盟
ageofnapoleon-status-cm = 連合加盟国
    .short = 連合
ageofnapoleon-status-ic = 反乱中
    .short = 反乱
ageofnapoleon-status-neutral = 中立
    .short = 中立

ageofnapoleon-log-battle = { $attacker }（{ $atotal }）が{ $defender }（{ $dtotal }）を攻撃。ダイス{ $adie }と{ $ddie }：{ $attacker }は{ $on_defender }、{ $defender }は{ $on_attacker }の損害を与えた。{ $winner }の勝利。損害は{ $attacker }が{ $alosses }、{ $defender }が{ $dlosses }。
ageofnapoleon-log-battle-tie = { $attacker }（{ $atotal }）が{ $defender }（{ $dtotal }）を攻撃。ダイス{ $adie }と{ $ddie }：損害はともに{ $on_defender }。優位修正つきの振り直し{ $atie }＋{ $atbm }対{ $dtie }＋{ $dtbm }：{ $winner }の勝利。損害は{ $attacker }が{ $alosses }、{ $defender }が{ $dlosses }。
ageofnapoleon-log-march = { $side }の行軍損耗（ダイス{ $dice }）：{ $lost ->
        [0] 損耗なし
       *[other] { $lost }個の軍団が捕虜ボックスへ
    }。
ageofnapoleon-log-march-winter = { $side }の冬季ラウンドの行軍損耗（ダイス{ $dice }）：{ $lost ->
        [0] 損耗なし
       *[other] { $lost }個の軍団を永久に失う
    }。
ageofnapoleon-log-winter = { $side }の冬季損耗（ダイス{ $die }）：{ $lost ->
        [0] 損耗なし
       *[other] { $lost }個の軍団を永久に失う
    }。
ageofnapoleon-log-draw = { $side }はカードを{ $n }枚引く。
ageofnapoleon-log-reshuffle = 捨て札をすべて山札に戻して切り直す。
ageofnapoleon-log-status = { $country }は{ $status }になった。

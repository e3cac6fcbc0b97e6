# ナポレオン2.1：盤面画像の言葉（images/napoleon21.py）。

napoleon21-board-title = ナポレオン2.1
napoleon21-board-turn = 第{ $turn }ターン
# ターン表示の横の状況表示（ターン数はバッジに出る）。
napoleon21-board-status = { $phase ->
        [adjustment] 調整フェイズ
        [victory] 勝利宣言
       *[activity] 活動フェイズ
    }：{ $country }の手番です（{ $doing }）

## 右の欄
napoleon21-board-order = 活動表
napoleon21-board-rolled = フランスの出目{ $roll }
napoleon21-board-now = ▲ 活動中
napoleon21-board-done = ✓ 済
napoleon21-board-would-score = 現在のフランスのVP：{ $vp }
napoleon21-board-to-win = （勝利宣言は{ $vp }VPから）
napoleon21-board-posture = 戦争体制表
napoleon21-board-posture-key = 段階：最大戦力数、●{ -napoleon21-reinforcement-value }
napoleon21-board-in-map = 地図{ $on_map }・ボックス{ $box }
napoleon21-board-in-use = 使用{ $in_use }／最大{ $cap }
napoleon21-board-morale-title = フランス{ -napoleon21-morale }
napoleon21-board-morale = { $morale }（{ -napoleon21-reinforcement-value }{ $reinforcement }）
napoleon21-board-battle = ⚔ { $area }の戦闘：{ $step }
napoleon21-board-nelson-note = ⚓ ネルソンの攻勢：今ターン、フランス軍は海を通れない

## 地図と凡例
napoleon21-board-vp = { $vp }VP
napoleon21-board-nelson = ⚓ ネルソン
napoleon21-board-face-up = 表面
napoleon21-board-face-down = 裏面
napoleon21-board-routed = 敗走
    .badge = 敗
napoleon21-board-garrison = 首都：守備隊値
napoleon21-board-bonus = { -napoleon21-reinforcement-value }ボーナス
napoleon21-board-vp-scored = 現在フランスが得るVP

## 終了
napoleon21-board-draw = 引き分け
napoleon21-board-no-winner = 勝者なし
napoleon21-board-winners = 勝者：{ $seats }

# ナポレオン2.1：プレイヤーへの問い、選べる行動、ログ、状況表示、結果。
# $country、$target：国。$army：「〜軍」の前に付く国名。$area、$origin：エリア。$facing：表面か裏面。
# $war：戦争状態。$rank：ナポレオンの称号。

## 決定（プロンプトのキー）。メッセージとしては状況表示に入る短い句
napoleon21-ask-activity = 活動の選択
napoleon21-ask-reinforce = 増強
napoleon21-ask-march = 強行軍の宣言
napoleon21-ask-march-count = 強行軍の宣言
napoleon21-ask-move = 移動
napoleon21-ask-move-to = 移動
napoleon21-ask-move-count = 移動
napoleon21-ask-battle = 戦闘エリアの選択
napoleon21-ask-assign = { $area }エリアの戦闘
napoleon21-ask-assign-count = { $area }エリアの戦闘
napoleon21-ask-hits = { $area }エリアの戦闘
napoleon21-ask-rout = { $area }エリアからの敗走
napoleon21-ask-rout-count = { $area }エリアからの敗走
napoleon21-ask-victory = 勝利宣言

napoleon21-status = 第{ $turn }ターン、{ $phase }：{ $country }の手番です（{ $doing }）
napoleon21-status-over = ゲーム終了。{ $result }

## 活動（6.0〜9.0）
napoleon21-prompt-activity = 第{ $turn }ターン：{ $country }の活動を選んでください。
napoleon21-action-pass = { $country }：今ターンは何もしない
napoleon21-action-campaign = { $country }：移動/戦闘
napoleon21-action-reinforce = { $country }：増強（{ $points }点）
napoleon21-action-mobilize = { $country }：動員/改革
napoleon21-action-mobilize-roll = { $country }：動員/改革（サイの目で判定）
napoleon21-action-declare = 宣戦布告：{ $target }（1-{ $high }で{ $war }へ）

napoleon21-prompt-reinforce = { $country }の増強：残り{ $points }点。
napoleon21-prompt-reinforce-spare = { $country }の増強：残り{ $points }点、さらに1ユニットを無料で表にできます。
napoleon21-action-reinforce-done = 増強を終える（残りの点は失われます）
napoleon21-action-place = { $area }エリアに1ユニットを表面で配置（1点、ボックスに残り{ $box }）
napoleon21-action-flip = { $area }エリアの裏面ユニット1つを表に（1点で2ユニットまで）
napoleon21-action-flip-free = { $area }エリアの裏面ユニット1つを表に（無料：同じ1点の2ユニット目）

## 移動（10.1）
napoleon21-group = { $area }エリアの{ $army }軍{ $facing }{ $count }ユニット（残り{ $left }エリア）
napoleon21-group-forced = { $area }エリアの{ $army }軍{ $facing }{ $count }ユニット（残り{ $left }エリア、強行軍）
napoleon21-prompt-march = { $country }：強行軍を宣言してから移動を始めてください。
napoleon21-action-begin = 移動開始（強行軍の宣言を終える）
napoleon21-action-march = { $area }エリアの{ $army }軍{ $facing }ユニットを強行軍（{ $count }ユニット）
napoleon21-prompt-march-count = { $group }のうち何ユニットを強行軍させますか？
napoleon21-prompt-move = { $country }の移動：1エリア動かすユニットを選んでください。
napoleon21-prompt-move-at-sea = { $country }の移動：1エリア動かすユニットを選んでください。海エリアのユニットは先に陸へ上げてください。
napoleon21-action-move-done = 移動を終えて戦闘へ
napoleon21-action-unit = { $group }を移動
napoleon21-prompt-move-to = { $group }の移動先：
napoleon21-action-to = { $area }
napoleon21-prompt-move-count = { $group }のうち何ユニットを{ $area }エリアへ移動させますか？
napoleon21-action-back = 戻る
napoleon21-action-count = { $n }ユニット
napoleon21-action-count-all = 全{ $n }ユニット
napoleon21-action-count-of = { $total }ユニット中{ $n }ユニット

## 戦闘（10.2）
napoleon21-prompt-battle = { $country }：次に戦闘を解決するエリアを選んでください。
napoleon21-action-battle = { $area }エリアの戦闘を解決
napoleon21-prompt-assign = フランス：{ $area }エリアのユニットの攻撃先を振り分けてください（残り：表面{ $up }・裏面{ $down }）。
napoleon21-action-assign-up = 表面ユニット（各サイ2個）で{ $army }軍を攻撃
napoleon21-action-assign-down = 裏面ユニット（各サイ1個）で{ $army }軍を攻撃
napoleon21-action-assign-all = 残り{ $count }ユニットすべてで{ $army }軍を攻撃
napoleon21-prompt-assign-count = { $facing }のフランス軍ユニットを何ユニット{ $army }軍の攻撃に回しますか？
napoleon21-prompt-hits = { $country }：{ $area }エリアで{ $hits }損害を適用してください。
napoleon21-action-take = { $flip }ユニットを裏返し、{ $remove }ユニットを除去（残り：表面{ $up }・裏面{ $down }）
napoleon21-prompt-rout = { $country }：{ $area }エリアの表面{ $up }・裏面{ $down }ユニットを本国へ向けて敗走させてください。
napoleon21-action-rout-all = 残り{ $count }ユニットすべてを{ $area }エリアへ敗走
napoleon21-action-rout-up = 表面ユニットの一部を{ $area }エリアへ敗走
napoleon21-action-rout-down = 裏面ユニットの一部を{ $area }エリアへ敗走
napoleon21-prompt-rout-count = { $facing }の敗走ユニットを何ユニット{ $area }エリアへ送りますか？

## 勝利宣言（13.0）
napoleon21-prompt-victory = フランスは{ $vp }VP：勝利宣言しますか、ゲームを続けますか？
napoleon21-action-victory = 勝利宣言：{ $vp }VP、{ $rank }
napoleon21-action-play-on = 続行してさらにVPを狙う

## 結果
napoleon21-result-vp = フランスが{ $vp }VPで勝利宣言。称号は「{ $rank }」。
napoleon21-result-morale = 連合国の勝利：フランスの{ -napoleon21-morale }が0になりました。称号は「{ $rank }」。
napoleon21-result-surrender = 連合国の勝利：{ -napoleon21-morale }0のフランスが降伏しました。称号は「{ $rank }」。
napoleon21-result-draw = 引き分け：フランスは{ $vp }VPで勝利宣言しましたが、同時に{ -napoleon21-morale }が尽きました。称号は「{ $rank }」。

## ログ
napoleon21-log-turn = 第{ $turn }ターン：フランスの活動順は{ $slot ->
        [6] 最後
       *[other] { $slot }番目
    }になりました。
napoleon21-log-idle = { $country }はできることがありませんでした。
napoleon21-log-pass = { $country }は何もしませんでした。
napoleon21-log-declare-own = { $country }が宣戦布告し、{ $war }状態になりました。
napoleon21-log-declare-own-failed = { $country }が宣戦布告しましたが、失敗して変化はありませんでした。
napoleon21-log-declare-for = { $country }が{ $target }に代わって宣戦布告し、{ $war }状態になりました。
napoleon21-log-declare-for-failed = { $country }が{ $target }に代わって宣戦布告しましたが、失敗して変化はありませんでした。
napoleon21-log-declare-against = フランスが{ $target }に宣戦布告し、{ $war }状態になりました。
napoleon21-log-declare-against-failed = フランスが{ $target }に宣戦布告しましたが、失敗して変化はありませんでした。
napoleon21-log-mobilize = { $country }が動員/改革に成功し、戦争体制が第{ $stage }段階、最大戦力数が{ $strength }になりました。
napoleon21-log-mobilize-failed = { $country }は動員/改革に失敗しました。
napoleon21-log-reinforce = { $country }が増強を行いました（{ $points }点）。
napoleon21-log-place = { $country }が{ $area }エリアにユニットを1つ配置しました。
napoleon21-log-flip = { $country }が{ $area }エリアのユニットを表にしました。
napoleon21-log-campaign = { $country }は移動/戦闘活動を選びました。
napoleon21-log-march = { $area }エリアの{ $army }軍{ $count }ユニットが強行軍を宣言しました。
napoleon21-log-move = { $army }軍{ $count }ユニットが{ $origin }エリアから{ $area }エリアへ移動しました。
napoleon21-log-move-stop = { $army }軍{ $count }ユニットが{ $origin }エリアから{ $area }エリアへ移動し、停止しました。
napoleon21-log-check-march = { $area }エリアの{ $army }軍{ $count }ユニットが強行軍判定を行いました：裏返し{ $flipped }、除去{ $removed }。
napoleon21-log-check-sea = { $area }エリアの{ $army }軍{ $count }ユニットが海上消耗判定を行いました：裏返し{ $flipped }、除去{ $removed }。
napoleon21-log-check-both = { $area }エリアの{ $army }軍{ $count }ユニットが強行軍判定と海上消耗判定を行いました：裏返し{ $flipped }、除去{ $removed }。
napoleon21-log-combat = 戦闘が発生しました：{ $areas }。
napoleon21-log-battle = { $area }エリアの戦闘を始めました。
napoleon21-log-french-attack = フランス軍がサイ{ $dice }個で{ $army }軍を攻撃しました：{ $hits ->
        [0] 損害なし
       *[other] { $hits }損害
    }。
napoleon21-log-allied-attack = 連合軍がサイ{ $dice }個で攻撃しました：{ $hits ->
        [0] 損害なし
       *[other] { $hits }損害
    }。
napoleon21-log-assign = フランスは{ $count }ユニットで{ $army }軍を攻撃することにしました。
napoleon21-log-hits = { $country }が損害を適用しました：裏返し{ $flipped }、除去{ $removed }。
napoleon21-log-hits-lost = { $country }が損害を適用しました：裏返し{ $flipped }、除去{ $removed }、適用しきれず無効{ $lost }。
napoleon21-log-rout = { $reorganized ->
        [0] { $area }エリアの{ $army }軍が敗走しました（再編成で表にしたユニットはありませんでした）。
       *[other] { $area }エリアの{ $army }軍が敗走し、再編成で{ $reorganized }ユニットを表にしました。
    }
napoleon21-log-rout-home = { $army }軍は本国エリア（{ $area }）で敗走したため、その場に残りました。
napoleon21-log-rout-move = { $army }軍{ $count }ユニットが{ $area }エリアへ敗走しました。
napoleon21-log-rout-move-atlantic = { $army }軍{ $count }ユニットが大西洋を渡って{ $area }エリアへ敗走しました。
napoleon21-log-surrender = { $country }が降伏し、フランスと和平になりました。
napoleon21-log-surrender-home = { $country }が降伏し、フランスと和平になりました。{ $count }ユニットが本国エリアへ戻りました。
napoleon21-log-surrender-france = フランスが降伏し、{ -napoleon21-morale }が{ $morale }に下がりました。
napoleon21-log-no-one-abroad = フランス領土の外にフランス軍がいないため、{ -napoleon21-morale }が{ $morale }に下がりました。
napoleon21-log-attrition = { $area }エリアの{ $army }軍{ $count }ユニットが消耗判定を行いました：裏返し{ $flipped }、除去{ $removed }。
napoleon21-log-play-on = フランスは{ $vp }VPで勝利宣言をせず、ゲームを続けました。
napoleon21-log-all-home = フランスの降伏により、全ユニットが本国エリアへ戻りました。

## エラー
napoleon21-error-allies = 「{ $value }」では連合国を分担できません。1〜5の人数か、「prussia+austria/russia+spain+britain」のように5か国すべての分け方を指定してください。

## 決着の仕方（結果の理由。終局に示す）
napoleon21-reason-morale = { -napoleon21-morale }
napoleon21-reason-vp = { -napoleon21-vp }
napoleon21-reason-vp_and_morale = { -napoleon21-vp }と{ -napoleon21-morale }
napoleon21-reason-surrender = 降伏
napoleon21-reason-draw = 引き分け

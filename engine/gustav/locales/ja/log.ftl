# グスタフ：ゲームの記録、状況表示、結果。

gustav-log-army-ready = { $seat }が軍の編成を終えました。
gustav-log-cull-ready = { $seat }がカード2枚を除外しました。
gustav-log-stack-ready = { $seat }が山札を積み終えました。
gustav-log-prepare-back = { $seat }が準備をひとつ前に戻しました。
gustav-log-army = { $seat }の編成：{ $units }（{ $count }ユニット、{ $points }ポイント）
gustav-log-deploy = { $seat }が{ $unit }を{ $hex }に配置しました。
gustav-log-first-more = ユニット数が多い{ $seat }（{ $units }ユニット）が{ -gustav-first }になりました。
gustav-log-first-lot = 両軍とも{ $units }ユニットのため抽選し、{ $seat }が{ -gustav-first }になりました。
gustav-log-round = 第{ $round }ラウンドを開始しました。{ -gustav-first }は{ $seat }です。
gustav-log-draw = { $seat }がカードを{ $n }枚引きました。
gustav-log-draw-own = カードを引きました（{ $cards }）。
gustav-log-recycle = { $seat }の山札が尽きたため、捨札を裏返して新しい山札にしました（上から：{ $cards }）。
gustav-log-play = { $seat }が「{ $card }」の{ $half }（{ -gustav-action-value }{ $value }）を使用しました：{ $effect }
gustav-log-move = { $seat }の{ $unit }が{ $start }から{ $hex }へ移動しました。
gustav-log-melee-hit = { $seat }の{ $unit }（{ $hex }）が{ $target }の{ $enemy }に{ -gustav-melee }し、{ -gustav-voltage }{ $voltage }で成功しました。
gustav-log-melee-miss = { $seat }の{ $unit }（{ $hex }）が{ $target }の{ $enemy }に{ -gustav-melee }し、{ -gustav-voltage }{ $voltage }で失敗しました。
gustav-log-fire-hit = { $seat }の{ $unit }（{ $hex }）が{ $target }の{ $enemy }に{ -gustav-fire }し、{ -gustav-voltage }{ $voltage }で成功しました。
gustav-log-fire-miss = { $seat }の{ $unit }（{ $hex }）が{ $target }の{ $enemy }に{ -gustav-fire }し、{ -gustav-voltage }{ $voltage }で失敗しました。
gustav-log-retreat = { $seat }の{ $unit }が{ $start }から{ $hex }へ後退しました。
gustav-log-hold = { $seat }の{ $unit }が{ -gustav-morale }を{ $cost }消費して{ $hex }に留まりました。
gustav-log-destroyed = { $seat }の{ $unit }（{ $hex }）が撃破されました。
gustav-log-advance = { $seat }の{ $unit }が{ $start }から{ $hex }へ前進しました。
gustav-log-rally = { $gain ->
        [0] { $seat }の{ -gustav-morale }は最大の{ $morale }のままでした。
       *[other] { $seat }の{ -gustav-morale }が{ $gain }上がり、{ $morale }になりました。
    }
gustav-log-voltage = { $seat }の手番終了。{ -gustav-voltage }のマーカーが進み、{ $number }（{ $letter }）になりました。
gustav-log-initiative = { -gustav-action-value }の合計は{ $mine }対{ $theirs }でした。次のラウンドの{ -gustav-first }は{ $seat }になりました。
gustav-log-initiative-tie = { -gustav-action-value }の合計はともに{ $total }でした。{ -gustav-voltage }の文字{ $letter }により、次のラウンドの{ -gustav-first }は{ $seat }になりました。
gustav-log-discard = { $seat }がカードを捨札にしました（置いた順に：{ $cards }）。

gustav-status-prepare = 秘密裏に準備中：{ $seats }待ち
gustav-status-deploy = 配置：{ $seats }の{ $ask }
gustav-status-round = 第{ $round }ラウンド：{ $seats }の{ $ask }
gustav-status-over = ゲーム終了：{ $result }

gustav-result-hq = { $seat }の勝利：{ $loser }の{ -gustav-hq }を撃破しました。
gustav-result-morale = { $seat }の勝利：{ $loser }の{ -gustav-morale }が0になりました。
gustav-result-points = { $seat }の勝利：{ -gustav-vp }{ $points }対{ $other }。
gustav-result-morale-tie = { $seat }の勝利：{ -gustav-vp }は{ $points }で同点、{ -gustav-morale }{ $morale }対{ $other }。
gustav-result-draw = 引き分け：{ -gustav-vp }{ $points }、{ -gustav-morale }{ $morale }で同じでした。

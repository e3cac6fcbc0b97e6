# どのゲームの盤面にもある文字モード（images/boardtext.py と各ゲームの text モジュール）：
# スクリーンリーダーが読む素の行。キーは「images-text-」で始まる。「：」で終わるものは節の見出し。

images-text-last-moves = 直前の行動：

## デュエル（images/examples/duel_text.py）

images-text-duel-table = 卓上：
images-text-duel-seat = { $seat }：{ $score }点、手札{ $cards }枚、旗は{ $flag ->
        [up] 上げている
       *[down] 下げている
    }。
images-text-duel-deck = 山札：{ $cards ->
        [0] なし
       *[other] { $cards }枚
    }。
images-text-duel-shown = 出したカード：{ $cards }。
images-text-duel-hand = あなたの手札：{ $cards }。

## パトロール（images/examples/patrol_text.py）

images-text-patrol-posts = 川沿いの哨所：
images-text-patrol-post = { $post }：哨兵{ $pickets }。
images-text-patrol-fallen = { $post }：フランス軍により陥落。
images-text-patrol-reserves = 待機中の予備：{ $reserves }。
images-text-patrol-repulsed = これまでに撃退した襲撃：{ $raids }回。
images-text-patrol-french = フランス軍：
images-text-patrol-cup = { $chits ->
        [0] カップは空です。
       *[other] カップに残るチット：{ $chits }枚。
    }
images-text-patrol-drawn = これまでに引いたチット{ $chits }枚（引いた順）：
images-text-patrol-chit = { $number }．{ $chit }
images-text-patrol-peeked = 斥候が見たチット（カップの上から）：

## シールド（images/examples/sealed_text.py）

images-text-sealed-sides = 指揮官：
images-text-sealed-side = { $seat }：{ $score }点、残りの予備{ $reserves }。{ $order ->
        [sealed] 命令は封印済み。
       *[choosing] 命令を選択中。
    }
images-text-sealed-own = このラウンドのあなたの命令：{ $order }、{ $committed ->
        [0] 予備なし。
       *[other] 予備{ $committed }を投入。
    }
images-text-sealed-rounds = 公開されたラウンド：
images-text-sealed-choice = { $seat }は{ $order }（{ $committed ->
        [0] 予備なし
       *[other] 予備{ $committed }
    }）
images-text-sealed-won = { $seat }の勝ち
images-text-sealed-tied = 勝者なし
images-text-sealed-round = 第{ $round }ラウンド：{ $choices }。{ $outcome }。

## ナポレオン2.1（images/napoleon21/text.py）

images-text-n21-rank = ナポレオンの称号：{ $rank }。
images-text-n21-no-winner = 勝者はいません。
images-text-n21-winners = 勝者：{ $seats }。
images-text-n21-turn = 第{ $turn }ターン：
images-text-n21-order-item = { $state ->
        [now] { $country }（活動中）
        [done] { $country }（済）
       *[later] { $country }
    }
images-text-n21-order = { $roll ->
        [0] 活動順：{ $order }。
       *[other] 活動順（フランスの出目{ $roll }）：{ $order }。
    }
images-text-n21-morale = フランスの{ -napoleon21-morale }{ $morale }、フランスの{ -napoleon21-reinforcement-value }は{ $reinforcement }。
images-text-n21-vp = 現在のフランスのVPは{ $vp }、勝利宣言は{ $goal }VPから。
images-text-n21-nelson = ネルソンの攻勢：今ターン、フランス軍は海を通れない。
images-text-n21-battle = { $area }の戦闘：{ $step }。
images-text-n21-moving-choose = { $country }が移動するユニットを選択中。
images-text-n21-moving = { $country }が{ $area }から{ $facing ->
        [u] 表面
       *[d] 裏面
    }の{ $count }ユニットを移動中（残り移動{ $left }エリア）。
images-text-n21-moving-to = 行き先は{ $area }。
images-text-n21-countries = 各国：
images-text-n21-france = { $country }：戦争体制の段階{ $stage }／{ $stages }、最大戦力数{ $cap }。地図上{ $on_map }、ボックス{ $box }（使用{ $in_use }）。首都{ $capital }、守備隊値{ $garrison }。
images-text-n21-ally = { $country }（{ $war }）：戦争体制の段階{ $stage }／{ $stages }、最大戦力数{ $cap }、{ -napoleon21-reinforcement-value }{ $reinforcement }。地図上{ $on_map }、ボックス{ $box }（使用{ $in_use }）。{ $vp }VP。首都{ $capital }、守備隊値{ $garrison }。
images-text-n21-seats = 担当する国：
images-text-n21-seat = { $seat }：{ $countries }。
images-text-n21-map = 地図：
images-text-n21-area = { $area }：{ $armies }。
images-text-n21-army = { $country }（{ $units }）
images-text-n21-count = { $facing ->
        [up] 表面{ $count }
        [down] 裏面{ $count }
        [routed_up] 敗走・表面{ $count }
       *[routed_down] 敗走・裏面{ $count }
    }
images-text-n21-empty = ユニットのいないエリア：{ $areas }。

## ナポレオン1815（images/napoleon1815/text.py）

# 同じエリアにいる軍と軍の区切り：「リニー：フランス軍：ヴァンダム、ジェラール／プロイセン軍：正体不明2」。
images-text-groups = { "／" }
images-text-n1815-winners = 勝利：{ $seats }。
images-text-n1815-no-winner = 勝者はいません。
images-text-n1815-turn = ターン{ $turn }／{ $last }、{ $label }：
images-text-n1815-phase = フェイズ：{ $phase }。
# $card：侵攻カードの番号（名前ではないので「」付き不要）。
images-text-n1815-invasion = 侵攻カード{ $card }「{ $name }」：{ $summary }
images-text-n1815-initiative = { -napoleon1815-initiative }は{ $side }。
images-text-n1815-initiative-none = { -napoleon1815-initiative }はまだ決まっていません。
images-text-n1815-leader = このターンの同盟軍リーダー：{ $seat }。
images-text-n1815-passed = この作戦フェイズにパスした陣営：{ $seats }。
images-text-n1815-effects = このターン有効な効果：{ $effects }。
images-text-n1815-vp = { -napoleon1815-vp }：マーカーは{ $vp }。0でフランス軍、20で同盟軍が即座に勝利。終了時は{ $max }以下でフランス軍の勝利。
images-text-n1815-cards = カード：
images-text-n1815-hand-size = { $seat }：手札{ $cards }枚。
images-text-n1815-deck = { $side ->
        [french] フランス軍デッキ
       *[allied] 同盟軍デッキ
    }：残り{ $deck }枚、捨て札{ $discards }枚。
images-text-n1815-hand = あなたの手札：{ $cards }。
images-text-n1815-hand-empty = 手札はありません。
images-text-n1815-battle = { $area }の戦闘：
images-text-n1815-attackers = { $side }が{ $how ->
        [move_attack] 移動攻撃
       *[attack] 攻撃
    }：{ $blocks }。
images-text-n1815-defenders = { $side }が防御：{ $blocks }。
images-text-n1815-named = { $names }
images-text-n1815-named-hidden = { $names }と正体不明のブロック{ $hidden }個
images-text-n1815-hidden = 正体不明のブロック{ $hidden }個
images-text-n1815-battle-counts = { $combat ->
        [dice] ダイス
       *[cards] カード
    }：{ $attacker }{ $a }、{ $defender }{ $d }。
images-text-n1815-inflicted = { $side }が与えた結果：損害{ $damage }、疲労{ $fatigue }。
images-text-n1815-battle-winner = { $side }が戦闘に勝利。
images-text-n1815-operation = 進行中の作戦：
images-text-n1815-operation-what = { $kind ->
        [move] { $seat }が{ $area }から移動：{ $blocks }。
        [attack] { $seat }が{ $area }から攻撃：{ $blocks }。
       *[choose] { $seat }が{ $area }のスタックを選択中。
    }
images-text-n1815-path = ここまでの経路：{ $path }。
# $card：めくったカードの値（名前ではないので「」付き不要）。
images-text-n1815-mp-card = 移動カード：{ $card }MP。
images-text-n1815-map = マップ（北から南へ）：
images-text-n1815-area = { $area }：{ $armies }。
images-text-n1815-army = { $army }：{ $blocks }
images-text-n1815-block = { $spent ->
        [spent] { $block }（活動終了）
       *[active] { $block }
    }
images-text-n1815-hidden-blocks = { $spent ->
        [spent] 正体不明のブロック{ $count }個（活動終了）
       *[active] 正体不明のブロック{ $count }個
    }
images-text-n1815-markers = マーカー：
images-text-n1815-control = { $army }の支配マーカー：{ $areas }。
images-text-n1815-entrenched = 強化陣地：{ $areas }。
images-text-n1815-arrow = { $area }に{ $army }の退却方向矢印、{ $toward }方向。
images-text-n1815-bridge = { $a }と{ $b }の間の橋は破壊されている。
images-text-n1815-off-map = マップ外：
images-text-n1815-eliminated = 除去：{ $blocks }。
images-text-n1815-eliminated-unknown = 除去：{ $army }の正体不明のブロック{ $count }個。
images-text-n1815-arrival = ターン{ $turn }：{ $blocks }（{ $count }個）が{ $entry }（このうち敵軍団のいない最初のエリア）から登場。
images-text-n1815-own = スクリーンの内側（{ $seat }）：
images-text-n1815-oob-corps = { $block }（{ $area }）：{ $cavalry ->
        [0] 歩兵{ $infantry }SP
       *[other] { $infantry ->
            [0] 騎兵{ $cavalry }SP
           *[other] 歩兵{ $infantry }SP・騎兵{ $cavalry }SP
        }
    }、{ $fatigue ->
        [0] 疲労なし
       *[other] 疲労{ $fatigue }
    }{ $spent ->
        [spent] 、活動終了
       *[active] {""}
    }。
images-text-n1815-oob-leader = { $block }（{ $area }）：{ $kind }{ $spent ->
        [spent] 、活動終了
       *[active] {""}
    }。
images-text-n1815-own-off-map = まだマップにいないブロック：{ $blocks }。
images-text-n1815-mp-left = 移動中の自軍スタックは残り{ $mp }MPです。
images-text-n1815-communication = 今はパートナーと相談し、カードを交換できます。

## グスタフ（images/gustav/text.py）

images-text-gustav-round = { $phase ->
        [prepare] 軍を編成中：
        [deploy] 配置：
        [over] 戦闘終了（第{ $round }ラウンド／全{ $rounds }ラウンド）：
       *[battle] 第{ $round }ラウンド（全{ $rounds }ラウンド）：
    }
images-text-gustav-voltage = { -gustav-voltage }{ $voltage }（リングの{ $space }／{ $spaces }マス目。{ -gustav-first }が同点なら{ $tie }）。
images-text-gustav-first = このラウンドは{ $seat }が{ -gustav-first }。
images-text-gustav-effect = { $seat }が「{ $card }」（{ $half }）を実行中：{ $effect }
images-text-gustav-effect-unit = 選ばれたユニットは{ $hex }。
images-text-gustav-combat = { $kind ->
        [melee] { -gustav-melee }：{ $attacker }のユニットが{ $defender }を攻撃。
       *[fire] { -gustav-fire }：{ $attacker }のユニットが{ $defender }を攻撃。
    }
images-text-gustav-trace = { $outcome ->
        [move] 直前の移動：{ $seat }の{ $unit }が{ $start }から{ $end }へ。
        [hit] 直前の{ -gustav-fire }：{ $start }の{ $seat }の{ $unit }が{ $end }を{ -gustav-fire }し、成功。
       *[miss] 直前の{ -gustav-fire }：{ $start }の{ $seat }の{ $unit }が{ $end }を{ -gustav-fire }し、失敗。
    }
images-text-gustav-side = { $seat }（{ $letter }）：
images-text-gustav-morale = { -gustav-morale }{ $morale }。
images-text-gustav-prep = { $prep ->
        [build] 軍を編成中。
        [cull] 除外するカードを選択中。
        [stack] 山札を積み込み中。
       *[ready] 準備完了。
    }
images-text-gustav-points = 今終われば{ -gustav-vp }{ $points }。手札{ $hand }枚、山札{ $pile }枚。
images-text-gustav-waiting = 配置待ち：{ $units }。
images-text-gustav-played = このラウンドに使ったカード：「{ $card }」（{ $half }、{ -gustav-action-value }{ $value }）。
# カード名は「！」で終わることがあるので、カードの並びの後に「。」を置かない。
images-text-gustav-discards = 捨札（先に置いた順）：{ $cards }
images-text-gustav-pile-known = 捨札を裏返した山札（上から）：{ $cards }
images-text-gustav-known = 判明している手札：{ $cards }
images-text-gustav-lost = 撃破された：{ $units }。
images-text-gustav-field = 戦場（{ $first }列目＝{ $near }の後方から{ $last }列目＝{ $far }の後方まで、列ごと）：
images-text-gustav-row = { $row }列目：{ $units }。
images-text-gustav-unit = { $hex }に{ $unit }（{ $seat }）
images-text-gustav-own = あなたのカード：
images-text-gustav-hand = あなたの手札：{ $cards }
images-text-gustav-hand-empty = 手札はありません。
images-text-gustav-pile = { $order ->
        [top] あなたの山札（上から）：{ $cards }
       *[unknown] あなたの山札（順番不明）：{ $cards }
    }
images-text-gustav-culled = ゲームから除外したカード：{ $cards }
images-text-gustav-army = 編成中の軍：{ $units }。
images-text-gustav-stack = ここまで積んだ山札（上から）：{ $cards }

## ナポレオン戦争ソリティア（images/nwsolitaire/text.py）

images-text-nwsolitaire-tracks = トラック：
images-text-nwsolitaire-turn = 第{ $turn }ターン（{ $years }）：But国は{ $but }、イベント・チットは毎ターン{ $chits }枚。
images-text-nwsolitaire-abdication = 皇帝退位レベル{ $level }（16で勝利）。
images-text-nwsolitaire-area = { $title }：
images-text-nwsolitaire-area-note = { $title }［{ $note }］：
images-text-nwsolitaire-wars = 小戦争のブラウン・ボックス：
images-text-nwsolitaire-line = { $title }{ $items }
images-text-nwsolitaire-empty = なし。

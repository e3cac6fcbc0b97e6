# ナポレオン1815：プレイヤーへの問いかけ。「ask」は決定の種類（プロンプトのキー）で、状況表示の
# 「〇〇の手番：」の後に入る名詞句。「prompt」は問いそのもの、「action」は選ぶ本人に見せる選択肢、
# 「public」は秘密の選択について他の陣営に見せる形、「window」はカードで応じる場面。

## 状況表示

napoleon1815-status = ターン{ $turn }/{ $last }・{ $phase }・{ -napoleon1815-vp }{ $vp }
napoleon1815-status-asked = ターン{ $turn }/{ $last }・{ $phase }・{ -napoleon1815-vp }{ $vp }｜{ $seat }の手番：{ $asked }
napoleon1815-status-over = ゲーム終了：{ $result }

## 決定の種類

napoleon1815-ask-scout = 騎兵斥候の配置
napoleon1815-ask-blue = 青色カードを使うかどうか
napoleon1815-ask-operator = 作戦を行う同盟軍プレイヤーの指名
napoleon1815-ask-operate = 作戦かパスか
napoleon1815-ask-give = 渡すカードの選択
napoleon1815-ask-build = 活動させるブロックの選択
napoleon1815-ask-move = スタックの移動
napoleon1815-ask-engage = 移動後に攻撃するかどうか
napoleon1815-ask-combined = 作戦の終了
napoleon1815-ask-spread-fatigue = 疲労の割り当て
napoleon1815-ask-lose-sp = 失う{ -napoleon1815-strength-point }の選択
napoleon1815-ask-capture-fatigue = 城郭都市の支配で疲労する軍団の選択
napoleon1815-ask-retreat = 退却路の選択
napoleon1815-ask-stay = 留まるか退却するか
napoleon1815-ask-light-cavalry = 「軽騎兵」で狙う手札の選択
napoleon1815-ask-supply = 「補給」で{ -napoleon1815-fatigue-point }を取り除く軍団の選択
napoleon1815-ask-insubordination = 命令に従わないフランス軍ブロックの選択
napoleon1815-ask-one-road = スタックを道路1つ分移動
napoleon1815-ask-harass = 1疲労を被る軍団の選択
napoleon1815-ask-guns = 砲声に向かう軍団の選択
napoleon1815-ask-inertia = 「不活性」で止めるエリアの選択
napoleon1815-ask-delay = 遅れて到着する軍団の選択
napoleon1815-ask-reconnaissance = 見る手札の選択
napoleon1815-ask-foresight = デッキからカードを選ぶ
napoleon1815-ask-lamarque = ラマルクの登場エリアの選択
napoleon1815-ask-strengthen = 「{ -napoleon1815-reinforcement }」で{ -napoleon1815-strength-point }を追加する軍団の選択
napoleon1815-ask-recovery = 回復カードの使用
napoleon1815-ask-attrition = 疲労で失う{ -napoleon1815-strength-point }の選択

## カードで応じる場面

napoleon1815-window-preflip = 敵の移動ポイント決定前の対応
napoleon1815-window-postflip = 敵の移動ポイント決定への対応
napoleon1815-window-confusion = フリー・エリアに入ったスタックへの対応
napoleon1815-window-endmove = 移動の終了への対応
napoleon1815-window-counter = 直前のイベントへの対応
napoleon1815-window-battle = 戦闘カードを使うかどうか
napoleon1815-window-loser = 退却カードを使うかどうか
napoleon1815-window-panic = 退却後にカードを使うかどうか
napoleon1815-window-combined = フランス軍の作戦の後に「連携作戦」カードを使うか、作戦を終えるか
napoleon1815-prompt-window-preflip = 敵がスタックを選び、移動ポイントのカードをめくろうとしています。カードを1枚使えます（使わなくてもかまいません）。
napoleon1815-prompt-window-postflip = 敵がスタックの移動ポイントのカードをめくりました。カードを1枚使えます（使わなくてもかまいません）。
napoleon1815-prompt-window-confusion = 敵スタックが道路3つ分以上移動してフリー・エリアに入りました。カードを1枚使えます（使わなくてもかまいません）。
napoleon1815-prompt-window-endmove = 敵スタックが移動を終えました。カードを1枚使えます（使わなくてもかまいません）。
napoleon1815-prompt-window-counter = 敵がイベントを使用しました。カードを1枚使えます（使わなくてもかまいません）。
napoleon1815-prompt-window-battle = 戦闘が始まります。戦闘カードを1枚使えます（使わなくてもかまいません）。
napoleon1815-prompt-window-loser = あなたのスタックは戦闘に敗れました。カードを1枚使えます（使わなくてもかまいません）。
napoleon1815-prompt-window-panic = フランス軍スタックが退却しました。カードを1枚使えます（使わなくてもかまいません）。
napoleon1815-action-play = 「{ $card }」を使用

## セットアップと主導権フェイズ

napoleon1815-prompt-scout = 自軍の軍団がいるエリアに騎兵斥候を配置してください（残り{ $n }個）。
napoleon1815-action-place-scout = { $area }に騎兵斥候を配置
napoleon1815-prompt-blue = { -napoleon1815-initiative }フェイズ：青色カードを1枚使えます。
napoleon1815-action-no-blue = 青色カードを使わない

## 作戦フェイズ

napoleon1815-prompt-operator = 同盟軍のリーダーとして、次の作戦を行う同盟軍プレイヤーを選んでください。
napoleon1815-action-operator = { $seat }が作戦を行う
napoleon1815-prompt-operate = 活動させるスタックのエリアを選ぶか、パスしてください。
napoleon1815-action-operate = { $area }：{ $blocks }
napoleon1815-action-operate-engaged = { $area }（交戦中）：{ $blocks }
napoleon1815-action-operate-many = { $area }：{ $blocks }ほか{ $more }個
napoleon1815-action-operate-engaged-many = { $area }（交戦中）：{ $blocks }ほか{ $more }個
napoleon1815-public-operate = { $area }から作戦
napoleon1815-action-pass = パス（この作戦フェイズはもう作戦を行わない）
napoleon1815-action-give = { $seat }にカードを渡す
napoleon1815-prompt-give = { $seat }に渡すカードを選んでください。
napoleon1815-action-give-card = 「{ $card }」を渡す
napoleon1815-public-give = { $seat }にカードを渡す
napoleon1815-action-keep-cards = カードを渡さない

napoleon1815-prompt-build = { $area }からの作戦：一緒に活動するブロックを選んでください。
napoleon1815-action-add = { $block }を加える
napoleon1815-public-add = ブロック{ $token }を加える
napoleon1815-action-drop = { $block }を残す
napoleon1815-public-drop = ブロック{ $token }を残す
napoleon1815-action-move = このスタックで移動（カードをめくって移動ポイントを決める）
napoleon1815-action-attack = このエリアの敵を攻撃
napoleon1815-action-move-with = 移動するブロックを選ぶ…
napoleon1815-action-attack-with = 攻撃するブロックを選ぶ…
napoleon1815-action-play-cooperation = 「{ $card }」を使って両軍をまとめる
napoleon1815-action-other-area = 別のエリアを選ぶ

napoleon1815-prompt-move = スタックは{ $area }にいます。道路を進むか、カードを使うか、移動を終えてください。
napoleon1815-action-road = { $area }へ進む（{ $mp }MP）
napoleon1815-action-stop = { $area }で移動を終える
napoleon1815-action-play-orgsup = 「{ $card }」を使って移動を続ける
napoleon1815-action-play-bridge = 「{ $card }」を使用：{ $area }への橋を破壊
napoleon1815-action-play-grouchy = 「{ $card }」を使用：移動ポイントのカードをめくり直す

napoleon1815-prompt-engage = スタックが交戦エリアの{ $area }に入りました。
napoleon1815-action-move-attack = すぐに攻撃（移動攻撃：戦闘カード1枚減）
napoleon1815-action-hold = 攻撃しない
napoleon1815-prompt-combined = 作戦が終わりました。
napoleon1815-action-end-operation = 作戦を終える
napoleon1815-action-play-combined = 「{ $card }」を使用：続けて別の作戦を行う

## 疲労と損害

napoleon1815-prompt-spread-fatigue = スタックが疲労を被ります。できるだけ均等に割り振り、余りを被る軍団を選んでください。
napoleon1815-public-spread-fatigue = 疲労を割り当てる
napoleon1815-action-fatigue-one = { $n ->
        [0] { $block }は疲労なし
       *[other] { $block }に{ $n }疲労
    }
napoleon1815-action-fatigue-even = { $n ->
        [0] 疲労なし
       *[other] 各軍団に{ $n }疲労
    }
napoleon1815-action-fatigue-extra = { $n ->
        [0] { $blocks }に1疲労
       *[other] 各軍団に{ $n }疲労、{ $blocks }はさらに1
    }
napoleon1815-prompt-lose-sp = 損害{ $n }のうち{ $k }点目：{ -napoleon1815-strength-point }を失う軍団を選んでください（できるだけ均等に割り振ります）。
napoleon1815-public-lose-sp = 失う{ -napoleon1815-strength-point }を選ぶ
napoleon1815-action-lose-infantry = { $block }が歩兵1SPを失う
napoleon1815-action-lose-cavalry = { $block }が騎兵1SPを失う
napoleon1815-action-lose-nothing = スタックには失う{ -napoleon1815-strength-point }が残っていない
napoleon1815-prompt-capture-fatigue = スタックが{ $area }を支配します。軍団1つが1疲労を被ります。どの軍団にしますか？
napoleon1815-public-capture-fatigue = 疲労する軍団を選ぶ
napoleon1815-action-tire = { $block }（疲労{ $fatigue }）

## 戦闘と退却

napoleon1815-prompt-stay = スタックは{ $area }で敗れました。退却せずに留まることができます。
napoleon1815-action-stay-hold = 留まる（死守）
napoleon1815-action-stay-entrenchment = 強化陣地を捨てて留まる
napoleon1815-action-stay-retreat = 退却する
napoleon1815-prompt-retreat = { $area }から退却：あと道路{ $n }つ。
napoleon1815-action-retreat = { $area }へ退却

## イベント

napoleon1815-prompt-light-cavalry = 軽騎兵：どのプレイヤーの手札からランダムに1枚捨てさせますか？
napoleon1815-action-hand = { $seat }（{ $n }枚）
napoleon1815-prompt-supply = 補給：自軍スタック1つの軍団から合計2{ -napoleon1815-fatigue-point }を取り除きます（1つの軍団から2、または2つの軍団から1ずつ）。
napoleon1815-public-supply = { -napoleon1815-fatigue-point }を取り除く軍団を選ぶ
napoleon1815-action-supply-one = { $area }の{ $block }：{ $n }{ -napoleon1815-fatigue-point }を取り除く
napoleon1815-action-supply-two = { $area }の{ $blocks }：それぞれ1{ -napoleon1815-fatigue-point }を取り除く
napoleon1815-action-supply-none = { -napoleon1815-fatigue-point }を取り除く軍団がない
napoleon1815-prompt-insubordination = 抗命：命令に従わないフランス軍ブロックを選んでください。
napoleon1815-action-refuse = { $area }の{ $block }
napoleon1815-prompt-one-road = 「{ $event }」：自軍スタック1つを道路1つ分移動させます。
napoleon1815-action-origin = { $area }のスタックを移動
napoleon1815-action-to = { $area }へ移動
napoleon1815-action-other-stack = 別のスタックを選ぶ
napoleon1815-prompt-one-road-pick = 「{ $event }」：{ $area }のスタックから移動するブロックを選んでください（軍団と、同じ軍の軍団に同行する司令官）。
napoleon1815-action-one-road-go = これらのブロックで移動
napoleon1815-action-one-road-with = 移動するブロックを選ぶ…
napoleon1815-action-one-road-none = 移動できるスタックがない：移動しない
napoleon1815-prompt-harass = 「{ $event }」：自軍の軍団1つが1疲労を被ります。どの軍団にしますか？
napoleon1815-public-harass = 疲労する軍団を選ぶ
napoleon1815-action-harass = { $area }の{ $block }（疲労{ $fatigue }）
napoleon1815-action-harass-none = 盤上に自軍の軍団がない
napoleon1815-prompt-guns = 砲声：軍団1つが道路1つ分進んで戦闘に加わります（疲労なし）。
napoleon1815-action-join = { $area }から{ $block }
napoleon1815-public-join = { $area }からブロック{ $token }
napoleon1815-action-chief-yes = { $blocks }も一緒に
napoleon1815-public-chief-yes = 司令官も一緒に
napoleon1815-action-chief-no = 司令官は残す
napoleon1815-action-chief-none = 軍団だけで向かう
napoleon1815-public-chief-no = 司令官なしで
napoleon1815-prompt-inertia = 不活性：軍団がいる自軍のエリアを1つ選んでください。そこにいる自軍はすべて活動終了状態になります。
napoleon1815-action-halt = { $area }の全軍を停止
napoleon1815-action-halt-nothing = 停止させる軍団がない
napoleon1815-prompt-delay = 部隊の遅延：1ターン遅れて到着するプロイセン軍の{ -napoleon1815-reinforcement }軍団を選んでください。
napoleon1815-action-delay = { $block }を遅らせる
napoleon1815-prompt-reconnaissance = 偵察：どのプレイヤーの手札を見ますか？
napoleon1815-action-look = { $seat }の手札を見る（{ $n }枚）
napoleon1815-prompt-foresight = 先見の明：デッキから赤色以外のカードを1枚選んで手札に加えます（その後デッキをシャッフルします）。
napoleon1815-public-foresight = デッキを探す
napoleon1815-action-foresight-group = { $group }から選ぶ（{ $n }枚）
napoleon1815-action-take = 「{ $card }」を取る：値{ $value }、損害{ $damage }・疲労{ $fatigue }、回復{ $recovery }
napoleon1815-action-foresight-back = カードの種類に戻る
napoleon1815-prompt-lamarque = ラマルク：軍団をどこに登場させますか？
napoleon1815-action-enter = ラマルクが{ $area }に登場
napoleon1815-prompt-strengthen = 自軍の軍団1つに歩兵1{ -napoleon1815-strength-point }を追加します（{ -napoleon1815-vp }なし、8を超えることはできません）。
napoleon1815-public-strengthen = { -napoleon1815-strength-point }を追加する軍団を選ぶ
napoleon1815-action-strengthen = { $area }の{ $block }（{ $sp }SP）
napoleon1815-action-strengthen-none = { -napoleon1815-strength-point }を追加できる軍団がない

## 回復フェイズ

napoleon1815-prompt-recovery = 回復：活動終了状態の自軍の軍団それぞれに、カードを1枚使って回復ボックスの数だけ{ -napoleon1815-fatigue-point }を取り除けます。
napoleon1815-public-recovery = 回復させる軍団を選ぶ
napoleon1815-action-rest = { $area }の{ $block }（疲労{ $fatigue }）
napoleon1815-action-no-more-recovery = 回復カードをこれ以上使わない
napoleon1815-prompt-recovery-card = この軍団に使うカードはどれですか？
napoleon1815-public-recovery-card = 回復カードを選ぶ
napoleon1815-action-recovery-card = 「{ $card }」：{ $block }から{ $n }{ -napoleon1815-fatigue-point }を取り除く
napoleon1815-action-other-corps = 別の軍団を選ぶ
napoleon1815-prompt-attrition = 疲労5～8の軍団はそれぞれ1{ -napoleon1815-strength-point }を失います。歩兵から失いますが、代わりに騎兵を選ぶこともできます。
napoleon1815-public-attrition = 疲労で失う{ -napoleon1815-strength-point }を選ぶ
napoleon1815-action-attrition-cavalry = { $block }は代わりに騎兵を失う
napoleon1815-action-attrition-chosen = 確定：選んだ軍団は騎兵を、ほかは歩兵を失う
napoleon1815-action-attrition-none = 確定：{ -napoleon1815-strength-point }を失う軍団はない
napoleon1815-action-attrition-infantry-only = 確定：歩兵SPを失うのは{ $infantry }
napoleon1815-action-attrition-cavalry-only = 確定：騎兵SPを失うのは{ $cavalry }
napoleon1815-action-attrition-both = 確定：歩兵SPを失うのは{ $infantry }、騎兵SPは{ $cavalry }

## 決着の仕方（結果の理由。終局に示す）
napoleon1815-reason-vp_zero = { -napoleon1815-vp }マーカーが0に到達
napoleon1815-reason-vp_twenty = { -napoleon1815-vp }マーカーが20に到達
napoleon1815-reason-napoleon = ナポレオンの除去
napoleon1815-reason-scenario_end = シナリオの終了
napoleon1815-reason-draw = 引き分け

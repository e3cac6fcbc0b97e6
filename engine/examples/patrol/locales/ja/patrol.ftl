# パトロール：ソリティアの見本。キーは「patrol-」で始まる。

patrol-title = パトロール
patrol-blurb = ソリティアの見本：カップから引くチットでフランス軍が襲撃してくる。川沿いの3つの哨所を守り抜け。
patrol-scenario-river = 川の防衛線
patrol-option-difficulty = 難易度
patrol-option-difficulty-regular = 通常：チット11枚
patrol-option-difficulty-hard = 難しい：強力な襲撃チット2枚を追加
patrol-option-turns = ゲームの長さ
patrol-option-turns-4 = 4ターン
patrol-option-turns-6 = 6ターン
patrol-seat-allies = 連合軍

patrol-post-ford = ヴァイラー渡河点
    .short = 渡河点
patrol-post-bridge = シュタイン橋
    .short = 橋
patrol-post-village = ホーホドルフ村
    .short = 村

patrol-chit-ford1 = ヴァイラー渡河点への襲撃（戦力1）
    .short = 渡河点1
patrol-chit-ford2 = ヴァイラー渡河点への襲撃（戦力2）
    .short = 渡河点2
patrol-chit-ford3 = ヴァイラー渡河点への襲撃（戦力3）
    .short = 渡河点3
patrol-chit-bridge1 = シュタイン橋への襲撃（戦力1）
    .short = 橋1
patrol-chit-bridge2 = シュタイン橋への襲撃（戦力2）
    .short = 橋2
patrol-chit-bridge3 = シュタイン橋への襲撃（戦力3）
    .short = 橋3
patrol-chit-village1 = ホーホドルフ村への襲撃（戦力1）
    .short = 村1
patrol-chit-village2 = ホーホドルフ村への襲撃（戦力2）
    .short = 村2
patrol-chit-village3 = ホーホドルフ村への襲撃（戦力3）
    .short = 村3
patrol-chit-emperor = 皇帝の縦隊（戦力3、目標の哨所はダイスで決定）
    .short = 皇帝3
patrol-chit-quiet1 = 静かな夜
    .short = 静穏
patrol-chit-quiet2 = 静かな夜
    .short = 静穏
patrol-chit-quiet3 = 静かな夜
    .short = 静穏

patrol-ask-orders = 命令を出す
patrol-prompt-orders = 第{ $turn }ターン：残り命令{ $left }、{ $reserves ->
        [0] 待機中の予備なし。
       *[other] 待機中の予備{ $reserves }。
    }
patrol-prompt-no-orders = 第{ $turn }ターン：命令は残っていません。命令を終えると、フランス軍が動きます。
patrol-action-post = 予備を{ $post }へ送る
patrol-action-move = 哨兵を{ $origin }から{ $dest }へ移す
patrol-action-peek = 斥候を出して次のフランス軍チットを見る
patrol-action-end = 命令を終える（フランス軍が動く）

patrol-log-turn = 第{ $turn }ターン開始：予備が1つ到着しました。
patrol-log-post = 予備が{ $post }の哨兵に加わりました。
patrol-log-move = 哨兵が{ $origin }から{ $dest }へ移りました。
patrol-log-peek = 斥候がフランス軍の陣中へ向かいました。
patrol-log-peek-own = 斥候が次のフランス軍チットを確認しました：{ $chit }。
patrol-log-end = 連合軍が命令を終えました。
patrol-log-draw = フランス軍のチット：{ $chit }。
patrol-log-quiet = 川沿いは静かです。
patrol-log-emperor = 皇帝の縦隊が{ $post }へ向かいます。
patrol-log-hold = { $post }の哨兵が戦力{ $strength }の襲撃を撃退しました。
patrol-log-give-way = { $post }の哨兵が戦力{ $strength }の襲撃に押され、1つ失って残り{ $left }になりました。
patrol-log-fall = { $post }が戦力{ $strength }の襲撃で陥落しました。
patrol-log-through = フランス軍は陥落済みの{ $post }を通り抜けました。

patrol-status-orders = 第{ $turn }ターン（全{ $turns }ターン）：連合軍の命令（残り{ $left }）
patrol-status-over = ゲーム終了：{ $result }
patrol-result-held = 連合軍は第{ $turns }ターンの終わりまで川を守り抜き、襲撃を{ $repulsed }回撃退しました。
patrol-result-overrun = 第{ $turn }ターン、フランス軍が{ $posts }で防衛線を突破しました。

patrol-help-rules = 最終ターンまで川沿いの3つの哨所を守ります。毎ターン予備が1つ到着し、命令を2つまで出せます。そのあとフランス軍がカップからチットを引いて襲撃します。哨所が2つ陥落すると負けです。
    .title = 勝利条件
patrol-help-orders = 命令は、待機中の予備を哨所へ送る、哨兵を川沿いの隣の哨所へ移す、斥候を出して次のフランス軍チットを見る（1ターンに1回）、のいずれかです。1つの哨所の哨兵は3つまでです。命令が残っていなくても、命令の終了は自分で宣言します。
    .title = 命令
patrol-help-french = ターンの終わりに、フランス軍はチットを1枚（第1・第2ターン）または2枚（以降）引きます。哨所の哨兵の数とダイスの和が襲撃の戦力＋4以上なら撃退します。そうでなければ、哨兵が襲撃の戦力以上いればその哨所は哨兵を1つ失い、少なければ陥落します。皇帝の縦隊の目標はダイスで決まります（1–2：渡河点、3–4：橋、5–6：村）。
    .title = フランス軍
patrol-help-cup = カップの中のチットの順番は誰にも分かりません。引いたチットは表向きに置きます。斥候は次のチットをあなたにだけ見せます。斥候が見たものやダイスの出目は取り消せません。
    .title = カップ

patrol-prov-source = 再構成：出版されたゲームではない、独自の見本
patrol-prov-turns = ゲームの長さ
patrol-prov-turns-value = 6ターン（短いゲームは4ターン）
patrol-prov-orders = 1ターンの命令数
patrol-prov-orders-value = 命令2つ、予備は毎ターン1つ到着
patrol-prov-draws = 1ターンに引くフランス軍チット
patrol-prov-draws-value = 第1・第2ターンは1枚、以降は2枚
patrol-prov-hold = 哨兵が撃退する条件
patrol-prov-hold-value = 哨兵の数とダイスの和が襲撃の戦力＋4以上。哨兵が襲撃の戦力より少ない哨所は陥落
patrol-prov-cup = カップの中身
patrol-prov-cup-value = 哨所への襲撃7枚（戦力1～3）、皇帝の縦隊、静かな夜3枚
patrol-prov-hard = 難しいゲームのカップ
patrol-prov-hard-value = 渡河点と村への戦力3の襲撃を2枚追加

patrol-board-turn = 第{ $turn }ターン（全{ $turns }ターン）
patrol-board-reserves = 待機中の予備：{ $reserves }
patrol-board-post = { $post }：哨兵{ $pickets }
patrol-board-fallen = { $post }：陥落
patrol-board-cup = カップ：{ $n }枚
patrol-board-drawn = 引いたチット
patrol-board-repulsed = 撃退した襲撃：{ $n }回
patrol-board-peeked = 斥候が見たチット

## 決着の仕方（結果の理由。終局に示す）
patrol-reason-held = 最後まで戦線を維持
patrol-reason-overrun = 戦線の突破

# ボットの言葉（キーは "bot-" で始まる）。Discord の書式（**太字**、`コード`、> 引用）も本文のうち。
# メンション（<@id>）、チャンネルへのリンク（<#id>）、タイムスタンプ（<t:…:R>）、ゲーム番号、
# 行動の記法はそのまま渡される：どの言語でも同じ。
# 文中のコマンドは { COMMAND("game join") } と書く：ボットがコマンドのIDを知っていれば、読み手のDiscordの言語の名前で
# 表示されるメンション（英語のクライアントでもクリックできる）、知らなければ日本語の名前（各 bot-command-… の .name）。

## ゲーム、席、プレイヤー

bot-game-name = { $title } #{ $number }
bot-free-seat = *（空席）*
bot-seat-holder = { $seat }：{ $player }
bot-seat-key = `{ $key }`（{ $seat }）
bot-waiting-seat = { $player }（{ $seat }）
bot-status-lobby = 募集中
bot-status-active = 対局中
bot-status-finished = 終局
bot-status-abandoned = 中止
bot-status-stranded = ルール変更により続行不能
bot-status-lobby-seats = 募集中：{ $seats }席中{ $taken }席が埋まっています。

## ボットがゲームの記録に書くこと

bot-log-begin = ゲームを開始しました。
bot-log-seated = { $player }が{ $seats }の席に着きました。
bot-action-public = { $seat }：「{ $action }」
bot-action-hidden = { $seat }の行動
bot-log-undo = ↩ { $player }が{ $action }を取り消しました。
bot-log-undo-approved = ↩ { $player }が{ $action }を取り消しました（承認：{ $approvers }）。
bot-log-concede = { $seats }（{ $player }）が投了しました{ $count ->
       *[other] 。
    }ゲーム終了です。
bot-log-abandon = { $player }がゲームを中止しました。
bot-log-commitment = 🔐 ダイスの事前公開ハッシュ：`{ $digest }`（このゲームのシードと秘密のソルトのSHA-256。両方とも終局時に公開します）。
# 以前の版が英語のまま保存した行。保存されたとおりに表示する。
bot-legacy-line = { $text }

## 結果

bot-result-winners = { $count ->
       *[other] 勝者
    }：{ $seats } — { $summary }
bot-result-draw = 引き分け：{ $summary }
bot-result-winners-only = { $count ->
       *[other] 勝者
    }：{ $seats }
bot-result-draw-only = 引き分け
bot-result-concession = { $seats }が投了。
bot-result-abandoned = 中止。

## 募集

bot-thread-name = { $title }（{ $scenario }）· { $owner }
bot-created = 🎲 **{ $game }**（{ $scenario }）を{ $channel }で募集します。主催：{ $owner }。
    席：{ $seats }。そこで{ COMMAND("game join") }で席に着き、主催者が{ COMMAND("game start") }で始めます。
bot-joined = 🪑 { $player }が**{ $game }**の**{ $seat }**に着きました。{ $after }
bot-joined-lobby = 残りの空席は{ $free }席です。
bot-joined-full = 全席が埋まりました。主催者は{ COMMAND("game start") }できます。
bot-joined-play = ここから引き継ぎます。
bot-left = 👋 { $player }が**{ $game }**の**{ $seats }**を離れました。{ COMMAND("game join") }で引き継げます。
bot-no-dms = 📪 { $players }にダイレクトメッセージを送れませんでした。このゲームは手札などの秘密をDMで届けます。サーバーメンバーからのDMを許可して（プライバシー設定）もう一度{ COMMAND("game start") }するか、`dmなし: True`で開始してください。その場合、そのプレイヤーは自分の秘密情報を{ COMMAND("hand") }で見ます。
bot-started = ▶️ **{ $game }**を開始しました。
bot-abandoned = 🗑️ **{ $game }**を中止しました。
bot-conceded = 🏳️ **{ $game }**を投了しました。
bot-settings = ⏰ **{ $game }**：催促は{ $hours }時間ごと、{ $limit }回で停滞のお知らせ。投稿の言語：{ $language }。
bot-list-head = 🎲 このサーバーのゲーム：
bot-list-game = **{ $game }**（{ $status }）{ $channel } — { $seating }
bot-list-none = まだゲームはありません：{ COMMAND("game new") }。

## 状況カード（/ゲーム 状況）

bot-card-head = **{ $game }** · シナリオ：{ $scenario } · オプション：{ $options }
bot-card-no-options = 標準
bot-card-status = 状況：{ $status } — { $line }
bot-card-seats = 席：{ $seating }
bot-card-owner = 主催：{ $owner } · 催促は{ $hours }時間ごと、{ $limit }回で停滞のお知らせ · 投稿の言語：{ $language }
bot-card-result = 結果：{ $result }
bot-card-stranded = このゲームは以前のルールで始まり、今のルールでは続けられません。記録は{ COMMAND("log") }で読めます。ここで新しいゲームを始められます。
bot-card-place = 対局場所：{ $channel } · 版：{ $version }
bot-card-board = 最新の盤面：{ $link }

## 手番

bot-turn-ping = 🎯 { $player }さん、**{ $game }**で**{ $seat }**の手番です · { $status }
bot-turn-free-seat = 🪑 **{ $game }**で**{ $seat }**の手番ですが、空席です：{ COMMAND("game join") }（席：`{ $key }`）。
bot-options-private = 選択肢は非公開です：ボタン、{ COMMAND("hand") }または{ COMMAND("play") }を使ってください。
bot-many-choices = *選択肢は{ $count }個：{ COMMAND("play") }で選んでください（入力して絞り込めます）。*
bot-whole-choice = *下のメニューでまとめて選んでください。一つの決定として送られます（{ COMMAND("play") }で入力しても構いません）。*
bot-your-turn = **あなたの手番です。**
bot-your-turn-in = **{ $game }** — **{ $seat }**の手番です
bot-done = ✅ { $action }
bot-stale-note = ⚠️ { $why }現在のゲームはこちらです。
bot-select-action = 行動を選んでください…
bot-gather-stopped = *{ $asked }件のうち{ $taken }件を実行しました。その次はこの時点でできませんでした。下から選び直してください。*

## 手番のペースで遊ぶ（issue 10）：自分だけのパネル、追いつき
bot-button-back = 戻る
bot-button-catch-up = 経過を見る
bot-panel-passed = あなたの手番は終わりました。{ $status }
bot-catch-up-head = 📰 **{ $game }** — あなたの前回の決定からの出来事：{ $count ->
    [0] 新しいことはありません。
   *[other] { $count }行。
}
bot-catch-up-posts = その後の投稿：{ $links }


## ゲームのチャンネルへの投稿

bot-news-head = 📜 **{ $game }**
bot-no-picture = *（盤面の画像を描けませんでした。）*
bot-over = 🏁 **{ $game }**：終局 — { $result }
bot-dice-revealed = 🔐 ダイスの公開：シード`{ $seed }`、ソルト`{ $salt }`。添付の{ $file }を`python -m tools.verify { $file } --lang ja`で確かめれば、開始時のハッシュと、すべてのダイスと引いたカードがシードどおりかを誰でも検証できます。
bot-board = 🗺️ **{ $game }** · { $status }
bot-board-none = *（表示できる盤面がありません：このゲームの状態は以前のルールから引き継がれませんでした。）*
bot-post-failed = ⚠️ { $channel }への投稿がまだできていません（{ $why }）。あとで投稿します。
bot-why-forbidden = ここでの権限が足りません：「メッセージを送信」「ファイルを添付」、スレッドでは「スレッドでメッセージを送信」が必要です
bot-why-status = Discordの応答{ $status }
bot-why-rate-limited = Discordに送信を制限されています

## DM と /手札

bot-private-head = 🔒 **{ $game }**（{ $channel }）— **{ $seat }**だけに
bot-seated-dm = 🪑 **{ $game }**（{ $channel }）で**{ $seats }**の席に着きました。あなたの秘密情報はここに届きます。
bot-dms-refused = 📪 { $player }さん、ダイレクトメッセージを送れません（Discordが拒否：プライバシー設定）。**{ $game }**の秘密情報はここで{ COMMAND("hand") }を使って見てください。そうするまでDMは送りません。
bot-dms-again = 📬 次の秘密情報から、またダイレクトメッセージで送ります。
bot-hand-head = 🔒 **{ $game }** — **{ $seat }**から見た状況
bot-hand-open = このゲームにはあなただけが見られるものはありません：見られるものはすべて盤面に出ています。
bot-hand-no-view = このゲームの状態は以前のルールから引き継がれませんでした：残っているのは記録だけです。
bot-hand-recent = 最近の非公開の記録：

## 取り消し

bot-undo-vote = ↩ { $player }が{ $action }の取り消しを求めています。{ $voters }：同意しますか？
bot-undo-done = ↩ 取り消しました：{ $action }
bot-undo-asked = 🗳 ほかのプレイヤーに取り消しの承認を求めました。
bot-undo-counted = 🗳 投票を数えました。{ $waiting }の投票待ちです。
bot-undo-refused = 取り消しは拒否されました。
bot-undo-refused-notice = ↩ { $action }の取り消しは{ $player }により拒否されました。

## 記録（/記録）

bot-log-head = 📜 **{ $game }** — 記録{ $first }–{ $last }（全{ $total }件）
bot-log-empty = まだ何も起きていません。
bot-log-line = `#{ $seq }` { $line }
bot-log-play = `#{ $seq }` **{ $seat }**：「{ $action }」
bot-log-play-hidden = `#{ $seq }` **{ $seat }**の行動
bot-log-taken-back = { $line } *（取り消し）*

## 催促

bot-reminder = ⏰ 催促{ $number }/{ $limit }：**{ $game }**は{ $since }から{ $waiting }を待っています。
bot-stalled = ⚠️ **{ $game }**が停滞しています：{ $since }から{ $waiting }を待っています。
    卓：{ $seating }。プレイヤーは{ COMMAND("game concede") }、主催者は{ COMMAND("game abandon") }ができます。離れたプレイヤーの席は{ COMMAND("game join") }で引き継げます。
bot-snoozed = ⏰ { $time }にまたお知らせします。

## 言語（/言語）

bot-language-chosen = 🗣 あなたへの返信とDMは、これから{ $language }です。
bot-language-follow = 🗣 あなたへの返信とDMは、これからDiscordの言語（{ $language }）に合わせます。
bot-layout-phone = 📱 あなたへのDMと返信の盤面は、これからスマホ向けです：地図と欄を別々の画像にします。
bot-layout-desktop = 🖥 あなたへのDMと返信の盤面は、これから1枚の画像です。
bot-settings-layout-phone = 📱 このチャンネルの盤面：スマホ向けの縦長の画像数枚。
bot-settings-layout-desktop = 🖥 このチャンネルの盤面：1枚の画像（見出しはスマホでも読めます）。

## ボタン

bot-button-hand = 手札と選択肢
bot-button-approve = 承認
bot-button-refuse = 拒否
bot-button-older = ◀ 前へ
bot-button-newer = 次へ ▶
bot-button-later = あとで知らせて

## ルールとヘルプ（/ルール、/ヘルプ）

bot-rules-head = 📖 **{ $title }** — { $blurb }
bot-rules-scenarios = **シナリオ**
bot-rules-scenario = • `{ $key }` — { $scenario }
bot-rules-options = **オプション**（{ COMMAND("game new") }の`オプション: キー=値 …`）
bot-rules-option = • `{ $key }`（標準：`{ $default }`）— { $about }
bot-rules-topics = **項目**：{ $topics }
bot-rules-no-topics = **項目**：まだありません
bot-rules-reconstructed = **再構成した値**：{ $count }個 — { COMMAND("rules") }の項目`reconstructed`で一覧できます。
bot-rules-reconstructed-head = 📖 **{ $title }** — 再構成した値：
bot-rules-sources-head = 📖 **{ $title }** — すべての値とその出典：
bot-rules-topic-head = 📖 **{ $title } — { $topic }**
bot-rules-rest = 残りの全文：
bot-provenance = **{ $item }** = { $value } — *{ $source }*
bot-provenance-reconstructed = ⚠️ **{ $item }** = { $value } — *{ $source }*
bot-provenance-none = このゲームに再構成した値はありません。
bot-help-intro = 🎖️ **Marengo**はボードウォーゲームを手番ごとに遊ぶボットです。流れ：{ COMMAND("game new") } → プレイヤーが{ COMMAND("game join") } →
    主催者が{ COMMAND("game start") } → 自分の手番に{ COMMAND("play") }（または盤面の下のボタン）。
bot-help-command = { $name } — { $about }

## 入力候補

bot-choice-game = { $title } — { $blurb }
bot-choice-scenario = { $key } — { $scenario }
bot-choice-option = { $value }（{ $choice }）
bot-choice-option-default = { $value }（{ $choice }、標準）
bot-choice-topic = { $key } — { $title }
bot-choice-topic-reconstructed = { $key } — 再構成した値
bot-choice-topic-sources = { $key } — すべての値の出典
bot-choice-where-thread = このチャンネルの新しいスレッド
bot-choice-where-channel = このチャンネル
bot-choice-language-auto = Discordの言語に合わせる

## プレイヤーの間違い

bot-error-apology = 申し訳ありません、ボットの側で問題が起きました。記録済みで、ゲームは無事です。もう一度試してください。
bot-error-guild-only = このコマンドはサーバーのチャンネルで使えます。DMでは使えません。
bot-error-cooldown = 少し待って、{ $seconds }秒後にもう一度試してください。
bot-error-not-here = ここではこのコマンドを使えません。
bot-error-unreadable = 「{ $value }」を{ $kind }として読めませんでした。
# オプションの値の種類（Discord のオプションの型）。
bot-kind-string = 文字列
bot-kind-integer = 整数
bot-kind-boolean = はい／いいえ
bot-kind-user = メンバー
bot-kind-channel = チャンネル
bot-kind-role = ロール
bot-kind-mentionable = メンバーかロール
bot-kind-number = 数
bot-kind-attachment = ファイル
bot-kind-subcommand = コマンド
bot-kind-subcommand_group = コマンドのグループ
bot-error-no-game-id = ゲーム#{ $number }はありません。
bot-error-no-game-here = このチャンネルにゲームはありません。{ COMMAND("game new") }で始めてください。
bot-error-threads-only = このチャンネル自体では対局していません。ゲームのスレッド：{ $threads }。
bot-error-channel-busy = このチャンネルにはすでにゲームがあります。終えるか中止するか、スレッドで新しく作ってください。
bot-error-no-seat = { $game }に「{ $seat }」という席はありません（席：{ $seats }）。
bot-error-join-closed = **{ $game }**は{ $status }です。参加できません。
bot-error-seats-full = **{ $game }**の席はすべて埋まっています。
bot-error-seat-taken = { $seat }にはすでに{ $player }が着いています。
bot-error-not-seated = あなたは**{ $game }**の席に着いていません。
bot-error-watcher = あなたは**{ $game }**の席に着いていません。観戦はだれでもできますが、行動できるのはプレイヤーだけです。
bot-error-game-ended = **{ $game }**は{ $status }です。
bot-error-already-started = **{ $game }**はもう始まっています。
bot-error-not-started = **{ $game }**はまだ始まっていません（{ COMMAND("game start") }）。
bot-error-stranded = **{ $game }**は以前のルールで始まり、今のルールでは続けられません。記録は{ COMMAND("log") }で読めます。
bot-error-seats-free = まだ空いている席：{ $seats }。{ COMMAND("game join") }で着席してください（一人で複数の席も持てます）。
bot-error-owner-start = ゲームを開始できるのは主催者（{ $owner }）か「チャンネルの管理」権限を持つメンバーだけです。
bot-error-owner-settings = 設定を変えられるのは主催者（{ $owner }）か「チャンネルの管理」権限を持つメンバーだけです。
bot-error-owner-abandon = ゲームを中止できるのは主催者（{ $owner }）か「チャンネルの管理」権限を持つメンバーだけです。
bot-error-not-your-seat = あなたは「{ $seat }」の席に着いていません（あなたの席：{ $yours }）。
bot-error-choose-seat = あなたの複数の席が手番です（{ $seats }）。`席`オプションで一つ選んでください。
bot-error-not-your-turn = **{ $game }**はあなたの手番ではありません：{ $waiting }を待っています。
bot-error-nobody-to-act = **{ $game }**では今、だれの手番でもありません。
bot-error-ambiguous = 「{ $text }」は複数の行動に当てはまります（{ $actions }）。一覧から選んでください。
bot-error-conflict = 同時にゲームが進みました。盤面を見てもう一度試してください。
bot-error-stale-board = このボタンが出たあとで盤面が変わりました。
bot-error-no-gather = 「{ $action }」でまとめて選べるものは今ありません。
bot-error-vote-closed = この取り消しの投票は締め切られました：ゲームが進んだか、すでに決まりました。
bot-error-reminder-stale = この催促は古くなっています：ゲームは進みました。
bot-error-nothing-to-undo = 取り消せることはまだありません。
bot-error-undo-never = { $action }は取り消せません：カードを引く、ダイスを振る、隠れたものを明かすなどをしており、このゲームではだれも取り消せません。
bot-error-undo-alone = { $action }ではカードを引く、ダイスを振る、隠れたものを明かすなどをしています。取り消せるのはほかのプレイヤーが同意したときだけですが、全席をあなたが持っています。
bot-error-undo-legacy = { $action }は以前のルールで行われたため取り消せません。
bot-error-not-a-voter = この取り消しに投票するのはほかのプレイヤーです（求めた人は取り下げられます）。
bot-error-snooze-not-yours = 催促を延ばせるのは手番のプレイヤーだけです。
bot-error-no-reminder = 延ばせる催促はありません。
bot-error-no-threads = ここではスレッドを作れません（「公開スレッドの作成」と「スレッドでメッセージを送信」が必要です）。モデレーターに頼むか、`場所: このチャンネル`を使ってください。
bot-error-which-game = どのゲームですか？`ゲーム:`を付けてください（{ $games }）。
bot-error-no-topic = { $game }に「{ $topic }」という項目はありません（項目：{ $topics }）。

## コマンド：各エントリーは説明（100文字まで）、.name は名前（1～32文字、小文字、空白なし）

bot-command-game = ゲームを作る、参加する、始める、管理する
    .name = ゲーム
bot-command-game-new = 新しいゲームを募集します（あなたが主催者）。プレイヤーはそこに参加します。
    .name = 新規
bot-command-game-new-game = 遊ぶゲーム
    .name = ゲーム
bot-command-game-new-scenario = シナリオ（省略するとそのゲームの最初のもの）
    .name = シナリオ
bot-command-game-new-options = ゲームのオプション。「キー=値」を空白で区切って（例：allies=3）
    .name = オプション
bot-command-game-new-seat = この席に自分ですぐ着く
    .name = 席
bot-command-game-new-where = このチャンネルの新しいスレッド（標準）か、このチャンネルそのもので遊ぶ
    .name = 場所
bot-command-game-new-language = ゲームの投稿の言語（標準：サーバーの言語）
    .name = 言語
bot-command-game-join = このチャンネルのゲームで席に着きます（離れたプレイヤーの引き継ぎにも）。
    .name = 参加
bot-command-game-join-seat = 着く席（省略すると空席からくじで）
    .name = 席
bot-command-game-leave = このチャンネルのゲームの席を離れます（対局中ならほかの人が引き継げます）。
    .name = 退席
bot-command-game-start = 全席が埋まったら、このチャンネルのゲームを始めます（主催者かチャンネル管理者）。
    .name = 開始
bot-command-game-start-random_seats = 先に席をくじで割り振り直す
    .name = 席をくじで決める
bot-command-game-start-without_dms = DMを受け取れないプレイヤーがいても始める（その人は手札コマンドを使う）
    .name = dmなし
bot-command-game-status = このチャンネルのゲームの状況：席、手番、設定。
    .name = 状況
bot-command-game-list = このサーバーで募集中・対局中のゲーム。
    .name = 一覧
bot-command-game-abandon = このチャンネルのゲームを結果なしで終えます（主催者かチャンネル管理者）。
    .name = 中止
bot-command-game-concede = 投了：あなたの席が降参し、ゲームが終わります。
    .name = 投了
bot-command-game-settings = このチャンネルのゲームの催促・期限・不在・ロビーの期限・言語・盤面のレイアウトを設定します（主催者かチャンネル管理者）。
    .name = 設定
bot-command-game-settings-reminder_hours = 手番のプレイヤーに催促するまでの時間（標準24）
    .name = 催促間隔
bot-command-game-settings-reminders = 卓に停滞のお知らせを出すまでの催促の回数（標準3）
    .name = 催促回数
bot-command-game-settings-language = これからのゲームの投稿の言語
    .name = 言語
bot-command-game-settings-layout = ここに投稿する盤面：パソコン向け（1枚の画像）かスマホ向け（縦長の画像数枚）
    .name = レイアウト
bot-command-play = このチャンネルのゲームで手番を行います。
    .name = 手番
bot-command-play-action = 行動：一覧から選ぶ（入力して絞り込み）。省略すると選択肢を表示
    .name = 行動
bot-command-play-seat = 複数の席が手番のとき、どの席で行動するか
    .name = 席
bot-command-board = このチャンネルのゲームの今の盤面を全員に見せます。
    .name = 盤面
bot-command-board-text = 画面読み上げでも読める文字の行で
    .name = テキスト
bot-command-board-mine = 自分だけに：自分の席から見える盤面
    .name = 自分
bot-command-board-layout = パソコン向け（1枚の画像）かスマホ向け（地図と欄を別々の画像に）
    .name = レイアウト
bot-choice-layout-desktop = パソコン：1枚の画像
bot-choice-layout-phone = スマホ：地図と欄を別々に
bot-board-mine = 🔒 あなたの席から見える盤面：
bot-command-hand = 自分だけの状況（手札や伏せた駒）と選択肢。DMの再開にも。
    .name = 手札
bot-command-log = ゲームの記録。新しいものから、ボタンでさかのぼれます。
    .name = 記録
bot-command-log-count = 1ページの件数（標準10）
    .name = 件数
bot-command-undo = 直前の行動を取り消します：何も明かしていなければすぐに、それ以外はほかのプレイヤーの投票で。
    .name = 取り消し
bot-command-rules = ルールの要約を項目ごとに。コンポーネントの値の出典も。
    .name = ルール
bot-command-rules-topic = ルールの項目。reconstructedは再構成した値、sourcesはすべての値の出典
    .name = 項目
bot-command-rules-game = どのゲームか（省略するとこのチャンネルのゲーム）
    .name = ゲーム
bot-command-help = このボットのコマンドすべてと、ゲームの流れ。
    .name = ヘルプ
bot-command-language = このボットからのあなたへの返信とDMの言語。
    .name = 言語
bot-command-language-language = 言語、またはDiscordの設定に合わせる
    .name = 言語
bot-command-layout = あなたへのDMと返信で見せる盤面のレイアウト。
    .name = レイアウト
bot-command-layout-layout = スマホ向け（地図と欄を別々の画像に）かパソコン向け（1枚の画像）
    .name = レイアウト

## ゲームの一生（issue 11）：名前、陣営、同意、投了、持ち時間、終局
bot-game-name-given = { $title } #{ $number }「{ $name }」
bot-error-other-side = あなたはすでに{ $yours }を担当しています。このゲームでは一人が担当できるのは一つの陣営だけなので、**{ $seat }**には着けません。
bot-error-undo-vacant = { $seats }が空席のあいだは{ $action }を取り消せません。すべての陣営の同意が要るので、席が埋まるまで待ちます。
bot-takeover-head = 🔒 **{ $game }**（{ $channel }）の**{ $seat }**を引き継ぎました。この席が知っていることをすべてお送りします：
bot-lobby-pick-seat = 参加：席を選ぶ
bot-button-start = ゲームを開始
bot-concede-confirm = { $seats }として**{ $game }**を投了しますか？あなたの陣営が負けを認めます。味方がいる場合は先に味方に確認します。
bot-button-concede = 投了する
bot-button-keep-playing = 続ける
bot-button-agree = 投了に同意
bot-button-disagree = 続行する
bot-concede-kept = ゲームを続けます。
bot-concede-ended = 🏳️ **{ $game }**を投了しました。
bot-concede-vote = 🏳️ { $player }が{ $seats }として**{ $game }**の投了を求めています。{ $voters }：全員が同意したときだけ陣営として投了します。
bot-concede-pending = 受け付けました。{ $waiting }の返事を待っています。
bot-concede-left = 🪑 **{ $game }**で{ $player }の味方は続行を選びました。{ $player }は退き、{ $seats }は新しいプレイヤーを待っています（{ COMMAND("game join") }）。
bot-error-concede-closed = この投了の確認は締め切られました：ゲームが進んだか、すでに決まりました。
bot-error-not-a-partner = これに答えるのは投了を求めたプレイヤーの味方だけです。
bot-thread-name-life = { $title } · { $name } · { $owner } #{ $serial }
bot-thread-name-unnamed = { $title } · { $owner } #{ $serial }
bot-mine-head = 🗂 **あなたのゲーム**
bot-mine-waiting = ⏳ **{ $game }**（{ $status }）が{ $since }からあなたの手番を待っています：{ $link }
bot-mine-game = **{ $game }**（{ $status }）、最後の動きは{ $since }：{ $link }
bot-mine-none = ここで募集中または進行中のあなたのゲームはありません。
bot-command-game-new-name = ゲームの名前。タイトルと一緒に、スレッド名にも表示されます
    .name = 名前
bot-command-game-mine = ここでのあなたのゲーム（DMではすべてのサーバー）：どれがあなたを待っているか、いつから、どこで。
    .name = 自分のゲーム

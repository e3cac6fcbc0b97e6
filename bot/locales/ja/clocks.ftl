# 手番の期限、不在の申告、募集の期限切れ（bot/chat/clocks.py、bot/service/clocks.py）。

bot-clock-ping-due = {" "}· ⏳ 期限：{ $deadline }
bot-clock-ping-away = {" "}· 🏖️ { $until }まで不在
bot-clock-reminder-due = { $player }（{ $seat }）{ $due }
bot-clock-settings = ⏳ 手番の期限：{ $deadline ->
        [0] なし
       *[other] { $deadline }時間、過ぎたら{ $on_deadline ->
            [pass] 遅れたプレイヤーの対応の機会をパスする
            [owner] 主催者が遅れたプレイヤーの席を空けるかゲームを終えるかを選べる
           *[remind] 最後の催促だけ
        }
    } · 不在の申告：{ $away ->
        [0] できない
       *[other] { $away }日まで
    } · 開始されない募集：{ $lobby ->
        [0] 締め切らない
       *[other] { $lobby }時間で締め切る
    }

bot-clock-error-setting = その`{ $setting }`の値は使えません。
bot-clock-error-too-long = **{ $game }**で申告できる不在は1日から{ $limit }日までです（指定：{ $days }日）。
bot-clock-error-no-absences = **{ $game }**の主催者は不在の申告を認めていません（`不在上限`が0）。
bot-clock-error-not-away = このゲームで不在を申告していません。
bot-clock-error-owner = これを決められるのは主催者（{ $owner }）か「チャンネルの管理」権限を持つメンバーだけです。
bot-clock-error-stale = この問いのあとでゲームが進みました。いま決めることはありません。

bot-clock-away = 🏖️ { $player }は{ $until }まで**{ $game }**を不在にします。それまで手番の期限と催促は止まります（{ COMMAND("game back") }で早めに戻れます）。
bot-clock-back = 👋 { $player }が**{ $game }**に戻りました。手番の期限がまた進みます。

bot-clock-deadline-passed = ⏰ **{ $game }**で{ $late }の手番の期限が過ぎました。{ $then }
bot-clock-then-remind = 早めに指してください！
bot-clock-then-pass = それまでに指さなければ、{ $time }に対応の機会をパスします。
bot-clock-then-pass-waits = いま求められている決定は対応の機会ではないので、指すまで待ちます。早めに指してください！
bot-clock-then-owner = それまでに指さなければ、{ $time }に主催者へ席を空けるかどうか尋ねます。
bot-clock-passed = ⏰ **{ $game }**：{ $late }の期限が過ぎたので、対応の機会を{ $count }回パスしました。ほかの決定は本人を待ちます。
bot-clock-owner-asked = ⏰ { $owner }さん：{ $late }が**{ $game }**の手番の期限を過ぎました。{ $concede ->
        [yes] 席を空けて交代を待つか、その陣営の投了でゲームを終えることができます。
       *[other] 席を空けて交代を待つことができます（その陣営にはほかのプレイヤーがいるので投了にはなりません）。
    }
bot-clock-button-open = { $seats }の席を空ける
bot-clock-button-concede = 終了：{ $seats }の投了
bot-clock-button-wait = 待ち続ける
bot-clock-owner-waits = ゲームはこのまま待ちます。
bot-clock-owner-opened = 席を空けました。交代のプレイヤーを待ちます。
bot-clock-owner-ended = **{ $game }**は終了しました。
bot-clock-seats-opened = 🪑 **{ $game }**で期限切れのため{ $player }の席（{ $seats }）を空けました。交代は{ COMMAND("game join") }（席：`{ $key }`）で。
bot-clock-log-conceded = ⏰ { $seats }（{ $player }）が手番の期限を過ぎ、主催者{ $owner }がその陣営の投了でゲームを終えました。
bot-clock-log-lobby-closed = ⌛ { $hours }時間のうちに誰も開始しなかったため、募集を締め切りました。
bot-clock-lobby-notice = ⌛ **{ $game }**はまだ始まっていません。主催者{ $owner }が開始する（{ COMMAND("game start") }）か、{ COMMAND("game settings") }の募集期限を変えなければ{ $time }に締め切ります。

bot-clock-mine-head = 🗂 **すべてのサーバーでのあなたのゲーム**
bot-clock-mine-none = どのサーバーにも、募集中または進行中のあなたのゲームはありません。

bot-clock-choice-deadline-0 = 期限なし
bot-clock-choice-deadline-24 = 24時間
bot-clock-choice-deadline-48 = 48時間
bot-clock-choice-deadline-72 = 72時間
bot-clock-choice-on-deadline-remind = 最後の催促だけ
bot-clock-choice-on-deadline-pass = 対応の機会をパスする
bot-clock-choice-on-deadline-owner = 主催者に尋ねる（席を空けるか終了）

bot-command-game-settings-deadline_hours = プレイヤーごとの手番の期限（標準なし）
    .name = 期限
bot-command-game-settings-on_deadline = 手番の期限が過ぎたときにすること（標準は催促だけ）
    .name = 期限切れ時
bot-command-game-settings-away_days = プレイヤーが申告できる不在の最長日数（標準14、0は不可）
    .name = 不在上限
bot-command-game-settings-lobby_hours = この時間のうちに開始されなければ募集を締め切る（標準168、0は締め切らない）
    .name = 募集期限
bot-command-game-away = 不在を申告します。戻るまで手番の期限と催促が止まります。
    .name = 不在
bot-command-game-away-days = 不在にする日数
    .name = 日数
bot-command-game-back = 申告した不在を今すぐ終えます。
    .name = 復帰

# 偽造・二重送信・範囲外のインタラクションへの断り。

bot-guard-not-a-choice = `{ $option }`には{ $allowed }のいずれかを指定してください。
bot-guard-length = `{ $option }`は{ $low }～{ $high }文字で指定してください。
bot-guard-range = `{ $option }`には{ $low }～{ $high }の数を指定してください。
bot-guard-unknown-button = このボタンは私のものではないか、古い版の私が作ったものです。何も変更していません。
bot-guard-concede-unasked = 投了の確認は、今の局面で{ COMMAND("game concede") }が出したボタンで行ってください。何も変更していません。
bot-guard-back-not-yours = 「戻る」で取り消せるのは自分の直前の決定だけですが、直前の決定はあなたのものではありません。何も変更していません。
bot-guard-back-not-free = { $action }は「戻る」では取り消せません。{ COMMAND("undo") }で頼んでください。何も変更していません。
bot-guard-join-seated = あなたはすでに{ $seats }の席に着いています。さらに別の席に着くときは、{ COMMAND("game join") }の`seat`で席を指定してください。
bot-guard-opening = いま{ $channel }でゲームを開いているところです。1つのチャンネルに1ゲームまでです。何も変更していません。
bot-guard-starting = **{ $game }**はいま開始しているところです。何も変更していません。
bot-guard-rematch-opening = **{ $game }**の再戦はいま開いているところです。何も変更していません。
bot-guard-undo-moved = { COMMAND("undo") }が届くまでの間にゲームが進みました（二重に送信されませんでしたか？）。何も取り消していません。局面を確かめて、必要ならもう一度頼んでください。
bot-guard-opening-yours = いまあなたのゲームを開いているところです（{ COMMAND("game new") }を二重に送信しませんでしたか？）。少しお待ちください。何も変更していません。
bot-guard-joining = いま誰かが**{ $game }**の席に着いているところです。少し待ってから{ COMMAND("game join") }をもう一度送ってください。何も変更していません。
bot-guard-seating = **{ $game }**の席はいま変わっているところです。少し待ってからもう一度送ってください。何も変更していません。
bot-guard-changing = **{ $game }**の席・設定・不在はいま変わっているところです。少し待ってからもう一度送ってください。何も変更していません。

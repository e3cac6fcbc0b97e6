# 共通エンジンの言葉：どのゲームでも出るエラー、待機中の表示、カードの割り込み、ダイス。

core-error-not-an-action = 「{ $text }」は行動として読めません。「pass」などの動詞に続けて引数を入力してください。
core-error-no-option = { $game }にオプション「{ $option }」はありません。
core-error-option-value = オプション{ $option }の値は{ $choices }のいずれかです（「{ $value }」は使えません）。
core-error-no-scenario = { $game }にシナリオ「{ $scenario }」はありません。
core-error-no-game = ゲーム「{ $game }」はありません（ゲーム：{ $games }）。
core-error-game-over = このゲームは終了しています。
core-error-illegal = 今は「{ $action }」はできません。{ $asked }
core-error-no-seat = このゲームに陣営「{ $seat }」はありません。
core-error-not-your-turn = { $seat }の手番ではありません。{ $waiting }を待っています。

core-prompt-waiting = 待機中：{ $status }
core-window-hand-on = { $seat }に任せる
core-window-decline = カードを出さない
core-log-dice = ダイスを振りました。
core-with-dice = { $line }（出目{ $dice }）{ $stop }
core-error-option-pair = オプションは`key=value`の形で、空白で区切って書きます（「{ $pair }」はこの形ではありません）。

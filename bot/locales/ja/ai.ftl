## 卓に着くAI：AIが受け持つ席、強さ、主催者のコマンド（issue 19）

bot-ai-name = 🤖 AI（{ $level }）
bot-ai-level-easy = やさしい
bot-ai-level-normal = ふつう
bot-ai-level-hard = つよい
bot-ai-option = { $seat }：{ $ai }
bot-lobby-add-ai = AIを加える：空席と強さを選ぶ
bot-log-seated-ai = AIが{ $seat }の席に着きました（強さ：{ $level }）。
bot-turn-ai = **{ $seat }**：{ $ai }が考えています。
bot-joined-from-ai = { $ai }は席を譲ります。
bot-ai-seated = **{ $game }**で{ $ai }が**{ $seat }**を受け持ちます。{ COMMAND("game join") }で席を取り戻せます。
bot-ai-unseated = **{ $game }**で{ $ai }は**{ $seat }**を受け持たなくなりました。
bot-error-ai-level = AIの強さ「{ $level }」はありません。{ $levels }から選んでください。
bot-error-ai-every-seat = AIはすべての席にも、あなたの席にも着けません。少なくとも一席は人に残してください。
bot-error-ai-seat-held = { $seat }には{ $player }が着いています。AIは誰も着いていない席だけを受け持ちます。
bot-clock-then-ai = それまでに指さなければ、{ $time }にAIがその席を引き継ぎます（{ COMMAND("game join") }で取り戻せます）。
bot-clock-ai-seated = ⏰ **{ $game }**：{ $late }の期限が過ぎたので、ここからはAIがその席を受け持ちます。{ COMMAND("game join") }で席を取り戻せます。
bot-clock-choice-on-deadline-ai = AIに席を引き継がせる

bot-command-game-new-ai = AIが受け持つ席。キーを空白で区切るか、*で自分以外の全席
    .name = ai
bot-command-game-new-level = AIの強さ（標準：ふつう）
    .name = 強さ
bot-choice-ai-level-easy = やさしい（決まった手順で指す）
bot-choice-ai-level-normal = ふつう（一手に約2秒）
bot-choice-ai-level-hard = つよい（一手に約10秒）
bot-choice-ai-level-off = なし（AIを席から外す）
bot-command-game-ai = 誰も着いていない席をAIに受け持たせる、または外す（主催者かチャンネル管理者）。
    .name = ai
bot-command-game-ai-seat = 席
    .name = 席
bot-command-game-ai-level = AIの強さ、またはなし（標準：ふつう）
    .name = 強さ
bot-ai-every-other-seat = 自分以外の全席

## 自動応答（issue 10）: /orders、問い合わせずに代わりに答える内容

bot-command-orders = このゲームでの自動応答：いつもパスする対応の機会と、強制手順の自動実行。
    .name = 自動応答
bot-command-orders-every_game = このタイトルであなたが遊ぶすべてのゲームに（ゲームごとの自動応答が優先）
    .name = 全ゲーム
bot-orders-head-everywhere = 📋 あなたが遊ぶ{ $title }のすべてのゲームでの自動応答（あなたにだけ表示。ゲームごとの自動応答が優先）：
bot-orders-head = 📋 **{ $game }**でのあなたの自動応答（あなたにだけ表示）：
bot-orders-passes = • いつもパスする対応：{ $windows }
bot-orders-passes-none = • 対応の機会はすべてあなたに尋ねます。
bot-orders-no-windows = • このゲームには対応の機会がありません。
bot-orders-forced-on = • 強制手順（選べる行動が1つだけ）は代わりに実行します。
bot-orders-forced-off = • 強制手順（選べる行動が1つだけ）もあなたに尋ねます。
bot-orders-how = いつもパスする対応をメニューで選んでください。ボタンで強制手順の自動実行を切り替えます。ボットは全プレイヤーに見えることだけから答え、あなたの手札は見ません。
bot-orders-how-forced = ボタンで強制手順の自動実行を切り替えます。ボットは全プレイヤーに見えることだけから答え、あなたの手札は見ません。
bot-orders-select = いつもパスする対応の機会
bot-orders-button-forced-on = 強制手順を代わりに実行
bot-orders-button-forced-off = 強制手順も尋ねる

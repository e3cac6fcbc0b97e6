# 開発用ツールの言葉：端末での対戦（python -m tools.play）。

tools-play-board = 盤面は{ $path }にあります。一手ごとに描き直します。
tools-play-keys = 行動の番号か記法を入力してください。「u」で直前の行動を取り消し、「l」で記録を表示、「t」で盤面を文章で表示、「q」で終了します。
tools-play-asks = { $seat }：{ $question }
tools-play-whole = または複数をまとめて選ぶ（{ $finish }）：+ と番号を入力（例：+ 1 3）。
tools-play-private = （{ $seat }のみ）{ $line }
tools-play-undone = 直前の行動を取り消しました。
tools-play-nothing-to-undo = 取り消せる行動はありません。
tools-play-pick = 1から{ $n }までの番号を選んでください。
tools-play-refused = できません：{ $reason }
tools-play-over = ゲーム終了：{ $result }
tools-play-ai-thinking = { $seat }：AIが考えています…

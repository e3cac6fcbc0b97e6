# ダイス検証ツールの言葉（python -m tools.verify record.json）。

tools-verify-no-file = ファイル{ $path }はありません。
tools-verify-not-json = { $path }はJSON形式のゲーム記録ではありません（{ $line }行目、{ $column }文字目）。
tools-verify-record = { $game }、シード{ $seed }、行動{ $actions }件。
tools-verify-verified = 検証できました。出目と引いたものは、開始時にコミットしたシードのとおりです。
tools-verify-failed = 検証できませんでした。

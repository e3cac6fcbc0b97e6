# 検証できるダイス（engine/core/commitment.py）：終わったゲームの記録を開始時に公開したコミットメントと
# 照合し、明かされたシードから行動を再現する。

core-verify-field = 記録に正しい「{ $field }」がありません。
core-verify-format = これはゲームの記録ではありません。「format」は{ $expected }でなければなりません。
core-verify-commitment-ok = コミットメントは一致します。「{ $text }」のSHA-256は{ $digest }で、ゲーム開始時に公開された値と同じです。
core-verify-commitment-wrong = コミットメントが一致しません。「{ $text }」のSHA-256は{ $digest }ですが、ゲーム開始時に公開された値は{ $published }です。
core-verify-replay-ok = シードから{ $actions }件の行動を再現すると、記録どおりの出目{ $dice }個と引いたものがすべて得られます。
core-verify-setup = 記録からゲームを準備できません：{ $reason }
core-verify-opening = 準備
core-verify-where = 行動{ $n }（{ $seat }：「{ $action }」）
core-verify-refused = { $where }は再現できません：{ $reason }
core-verify-dice = { $where }：記録の出目は{ $shown }ですが、シードからは{ $rolled }が出ます。
core-verify-log = { $where }：記録のログが再現と異なります（引いたカードや公開された駒がシードと合いません）。
core-verify-result = 記録の結果は「{ $stated }」ですが、再現では別の結果で終わります：{ $replayed }

# どのゲームの画像にも共通する言葉（キーは「images-」で始まる）。

# 名前の並び（言語の並べ方でつなぐ：「ネイ、レイユ、デルロン」）。
images-list = { $items }
# 行の見出し：「フェイズ：」のあとに値。
images-heading = { $name }：
images-none = なし
# 名前だけではない項目の区切り。
images-separator = { "、" }

# ナポレオン2.1：用語集。ルールブックの用語を一か所で定める（GLOSSARY.md）。カタログの文はこの用語を
# { -napoleon21-… } で使い、同じ語を直接書かない（tests/i18n/test_japanese.py が確かめる）。

-napoleon21-vp = 勝利ポイント
-napoleon21-morale = 士気
-napoleon21-reinforcement-value = 増強値

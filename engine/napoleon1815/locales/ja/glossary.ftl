# ナポレオン1815：用語集。ルールブックの用語を一か所で定める（GLOSSARY.md）。カタログの文はこの用語を
# { -napoleon1815-… } で使い、同じ語を直接書かない（tests/i18n/test_japanese.py が確かめる）。

-napoleon1815-vp = 勝利得点
-napoleon1815-fatigue-point = 疲労ポイント
-napoleon1815-strength-point = 戦力ポイント
-napoleon1815-initiative = 主導権
-napoleon1815-reinforcement = 増援

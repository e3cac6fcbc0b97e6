# グスタフ：用語集。ルールブックの用語を一か所で定める（GLOSSARY.md）。カタログの文はこの用語を
# { -gustav-… } で使い、同じ語を直接書かない（tests/i18n/test_japanese.py が確かめる）。

-gustav-voltage = ボルテージ
-gustav-morale = モラル
-gustav-vp = 勝利点
-gustav-hq = 本営
-gustav-melee = 近接攻撃
-gustav-fire = 射撃攻撃
-gustav-first = 先行
-gustav-action-value = 行動値

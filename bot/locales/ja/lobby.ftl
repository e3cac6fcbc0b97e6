# ロビーの投稿（席が埋まるたびにその場で書き換える。bot/life.py）。

bot-lobby-seating = 席：{ $seating }

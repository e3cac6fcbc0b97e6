# ロビーの投稿（席が埋まるたびにその場で書き換える。bot/chat/life.py）。

bot-lobby-seating = 席：{ $seating }

# The lobby's post, edited in place as seats are taken (bot/chat/life.py).

bot-lobby-seating = Who sits where: { $seating }

## Standing orders (issue 10): /orders, a member's answers given without asking them

bot-command-orders = Your standing orders for this game: reaction windows always passed, forced steps taken.
    .name = orders
bot-command-orders-every_game = For every game of this title you play (a game's own orders come first)
    .name = every_game
bot-orders-head-everywhere = 📋 Your standing orders in every game of { $title } you play (only you see them; a game's own orders come first):
bot-orders-head = 📋 Your standing orders in **{ $game }** (only you see them):
bot-orders-passes = • Always passed for you: { $windows }.
bot-orders-passes-none = • Every reaction window is asked of you.
bot-orders-no-windows = • This game has no reaction windows.
bot-orders-forced-on = • Forced steps (a single possible choice) are taken for you.
bot-orders-forced-off = • Forced steps (a single possible choice) are asked of you.
bot-orders-how = Choose in the menu the windows to pass always; the button turns forced steps on or off. The bot answers only from what every player can see, never from your hand.
bot-orders-how-forced = The button turns forced steps on or off. The bot answers only from what every player can see, never from your hand.
bot-orders-select = Reaction windows to pass always
bot-orders-button-forced-on = Take forced steps for me
bot-orders-button-forced-off = Ask me forced steps too

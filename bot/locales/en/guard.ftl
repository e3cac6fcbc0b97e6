# Refusals of interactions a client should never send: forged, doubled or out of bounds.

bot-guard-not-a-choice = `{ $option }` takes one of { $allowed }.
bot-guard-length = `{ $option }` takes { $low } to { $high } characters.
bot-guard-range = `{ $option }` takes a number from { $low } to { $high }.
bot-guard-unknown-button = I do not know this button: it is not one of mine, or it is from an older version of me. Nothing changed.
bot-guard-concede-unasked = Confirm a concession with the buttons { COMMAND("game concede") } gave you, on the game as it stands. Nothing changed.
bot-guard-back-not-yours = Back takes back only your own last decision, and the last decision is not yours. Nothing changed.
bot-guard-back-not-free = { $action } cannot be taken back with Back: ask with { COMMAND("undo") }. Nothing changed.
bot-guard-join-seated = You already sit at { $seats }. To take another seat as well, name it with { COMMAND("game join") } and its `seat` option.
bot-guard-opening = A game is being opened in { $channel } right now; one game a channel. Nothing changed.
bot-guard-starting = **{ $game }** is being started right now. Nothing changed.
bot-guard-rematch-opening = The rematch of **{ $game }** is being opened right now. Nothing changed.
bot-guard-undo-moved = The game changed while your { COMMAND("undo") } was on its way (was it sent twice?): nothing was taken back. Look at the game and ask again if you still want to.
bot-guard-opening-yours = You are opening a game right now (was { COMMAND("game new") } sent twice?): wait for it. Nothing changed.
bot-guard-joining = Someone is taking a seat at **{ $game }** right now: send { COMMAND("game join") } again in a moment. Nothing changed.
bot-guard-seating = The seats of **{ $game }** are changing right now: send your command again in a moment. Nothing changed.
bot-guard-changing = The seats, settings or absences of **{ $game }** are changing right now: send your command again in a moment. Nothing changed.

## The AI at the table: seats it plays, its levels, the owner's commands for it (issue 19)

bot-ai-name = 🤖 AI ({ $level })
bot-ai-level-easy = easy
bot-ai-level-normal = normal
bot-ai-level-hard = hard
bot-ai-option = { $seat }: { $ai }
bot-lobby-add-ai = Add AI: pick a free seat and its level
bot-log-seated-ai = The AI plays { $seat } (level: { $level }).
bot-turn-ai = **{ $seat }**: { $ai } is thinking.
bot-joined-from-ai = { $ai } leaves the seat to them.
bot-ai-seated = { $ai } now plays **{ $seat }** in **{ $game }**; { COMMAND("game join") } takes the seat back from it.
bot-ai-unseated = { $ai } no longer plays **{ $seat }** in **{ $game }**.
bot-error-ai-level = There is no AI level “{ $level }”: choose one of { $levels }.
bot-error-ai-every-seat = The AI cannot take every seat, nor yours: leave at least one seat for a person.
bot-error-ai-seat-held = { $player } holds { $seat }: the AI plays only a seat nobody holds.
bot-clock-then-ai = Unless they play first, the AI takes their seats { $time } (they can { COMMAND("game join") } again to take them back).
bot-clock-ai-seated = ⏰ **{ $game }**: the deadline has passed for { $late }; the AI plays their seats from here. { COMMAND("game join") } takes a seat back.
bot-clock-choice-on-deadline-ai = Let the AI take their seats

bot-command-game-new-ai = Seats the AI plays, by key separated by spaces, or * for every seat but yours
    .name = ai
bot-command-game-new-level = How strong the AI plays (default normal)
    .name = level
bot-choice-ai-level-easy = Easy (a scripted player)
bot-choice-ai-level-normal = Normal (about 2 seconds a move)
bot-choice-ai-level-hard = Hard (about 10 seconds a move)
bot-choice-ai-level-off = Off (take the AI off the seat)
bot-command-game-ai = Let the AI play a seat nobody holds, or take it off (owner or Manage Channels).
    .name = ai
bot-command-game-ai-seat = The seat
    .name = seat
bot-command-game-ai-level = The AI's level, or off (default normal)
    .name = level
bot-ai-every-other-seat = Every seat but yours

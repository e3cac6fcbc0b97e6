# Turn clocks, declared absences and lobby expiry (bot/chat/clocks.py, bot/service/clocks.py).

bot-clock-ping-due = {" "}· ⏳ due { $deadline }
bot-clock-ping-away = {" "}· 🏖️ away until { $until }
bot-clock-reminder-due = { $player } ({ $seat }){ $due }
bot-clock-settings = ⏳ Turn deadline: { $deadline ->
        [0] none
       *[other] { $deadline } h, then { $on_deadline ->
            [pass] reaction windows are passed for the late player
            [owner] the owner may open the late player's seats or end the game
           *[remind] a last reminder only
        }
    } · absences { $away ->
        [0] not allowed
        [one] up to { $away } day
       *[other] up to { $away } days
    } · an unstarted lobby { $lobby ->
        [0] never closes
       *[other] closes after { $lobby } h
    }

bot-clock-error-setting = That value of `{ $setting }` is not allowed.
bot-clock-error-too-long = You may declare an absence of 1 to { $limit } days in **{ $game }** (you asked for { $days }).
bot-clock-error-no-absences = The owner of **{ $game }** allows no declared absences (`away_days` is 0).
bot-clock-error-not-away = You have no absence declared in this game.
bot-clock-error-owner = Only the owner ({ $owner }) or a member with Manage Channels decides this.
bot-clock-error-stale = The game moved on since this question: there is nothing to decide now.

bot-clock-away = 🏖️ { $player } is away from **{ $game }** until { $until }: their turn clock and reminders pause until then ({ COMMAND("game back") } ends it sooner).
bot-clock-back = 👋 { $player } is back in **{ $game }**: their turn clock runs again.

bot-clock-deadline-passed = ⏰ The turn deadline of **{ $game }** has passed for { $late }. { $then }
bot-clock-then-remind = Please play soon!
bot-clock-then-pass = Unless they play first, I will pass their reaction windows { $time }.
bot-clock-then-pass-waits = Their decision is not a reaction window, so it waits for them: please play soon!
bot-clock-then-owner = Unless they play first, the owner will be asked { $time } whether to open their seats.
bot-clock-passed = ⏰ **{ $game }**: the deadline has passed for { $late }, so I passed { $count ->
        [one] one reaction window
       *[other] { $count } reaction windows
    } for them. Other decisions wait for them.
bot-clock-owner-asked = ⏰ { $owner }: { $late } let the turn deadline of **{ $game }** pass. { $concede ->
        [yes] You may open their seats for a replacement, or end the game with their side conceding.
       *[other] You may open their seats for a replacement (their side has other players, so it does not concede).
    }
bot-clock-button-open = Open { $seats } for a replacement
bot-clock-button-concede = End: { $seats } concede
bot-clock-button-wait = Keep waiting
bot-clock-owner-waits = The game keeps waiting.
bot-clock-owner-opened = The seats are open for a replacement.
bot-clock-owner-ended = **{ $game }** is over.
bot-clock-seats-opened = 🪑 In **{ $game }**, { $player }'s seats ({ $seats }) are open for a replacement after a missed deadline: `/game join seat:{ $key }`.
bot-clock-log-conceded = ⏰ { $seats } ({ $player }) let the turn deadline pass; the owner { $owner } ended the game with their side conceding.
bot-clock-log-lobby-closed = ⌛ Nobody started this game within { $hours } hours: the lobby is closed.
bot-clock-lobby-notice = ⌛ **{ $game }** has not started: it closes { $time } unless the owner { $owner } starts it ({ COMMAND("game start") }) or changes `lobby_hours` in { COMMAND("game settings") }.

bot-clock-mine-head = 🗂 **Your games on every server**
bot-clock-mine-none = You have no games being set up or played on any server.

bot-clock-choice-deadline-0 = No deadline
bot-clock-choice-deadline-24 = 24 hours
bot-clock-choice-deadline-48 = 48 hours
bot-clock-choice-deadline-72 = 72 hours
bot-clock-choice-on-deadline-remind = A last reminder only
bot-clock-choice-on-deadline-pass = Pass their reaction windows
bot-clock-choice-on-deadline-owner = Ask the owner (open seats or end)

bot-command-game-settings-deadline_hours = Turn deadline per player (default none)
    .name = deadline_hours
bot-command-game-settings-on_deadline = What happens when a turn deadline passes (default a reminder only)
    .name = on_deadline
bot-command-game-settings-away_days = The longest absence a player may declare, in days (default 14; 0: none)
    .name = away_days
bot-command-game-settings-lobby_hours = Close the lobby if nobody starts it within this many hours (default 168; 0: never)
    .name = lobby_hours
bot-command-game-away = Declare an absence: your turn clock and reminders pause until you are back.
    .name = away
bot-command-game-away-days = How many days you will be away
    .name = days
bot-command-game-back = End your declared absence now.
    .name = back

# The Discord bot's words (keys start with "bot-"). Discord markdown (**bold**, `code`, > quotes) is
# part of the text. Mentions (<@id>), channel links (<#id>), timestamps (<t:…:R>), game numbers and
# notations are passed in as they are: the same in every language.

## Games, seats, players

bot-game-name = { $title } #{ $number }
bot-free-seat = *(free seat)*
bot-seat-holder = { $seat }: { $player }
bot-seat-key = `{ $key }` ({ $seat })
bot-waiting-seat = { $player } ({ $seat })
bot-status-lobby = in the lobby
bot-status-active = in play
bot-status-finished = finished
bot-status-abandoned = abandoned
bot-status-stranded = stranded by a rules change
bot-status-lobby-seats = In the lobby: { $taken }/{ $seats } seats taken.

## What the bot writes into a game's log

bot-log-begin = The game begins.
bot-log-seated = { $player } plays { $seats }.
bot-action-public = { $seat }: “{ $action }”
bot-action-hidden = { $seat }’s action
bot-log-undo = ↩ { $player } took back { $action }.
bot-log-undo-approved = ↩ { $player } took back { $action } (approved by { $approvers }).
bot-log-concede = { $seats } ({ $player }) { $count ->
        [one] concedes
       *[other] concede
    }. The game is over.
bot-log-abandon = { $player } abandoned the game.
bot-log-commitment = 🔐 Dice commitment: `{ $digest }` (the SHA-256 of this game's seed and a secret salt, both revealed when it ends).
# A line stored in English by a release before the bot kept messages as data.
bot-legacy-line = { $text }

## Results

bot-result-winners = { $count ->
        [one] Winner
       *[other] Winners
    }: { $seats } — { $summary }
bot-result-draw = Draw: { $summary }
bot-result-winners-only = { $count ->
        [one] Winner
       *[other] Winners
    }: { $seats }
bot-result-draw-only = Draw
bot-result-concession = { $seats } conceded.
bot-result-abandoned = Abandoned.

## The lobby

bot-thread-name = { $title } ({ $scenario }) · { $owner }
bot-created = 🎲 **{ $game }** ({ $scenario }) is open in { $channel }, owned by { $owner }.
    Seats: { $seats }. Take one with { COMMAND("game join") } there; the owner starts with { COMMAND("game start") }.
bot-joined = 🪑 { $player } takes **{ $seat }** in **{ $game }**. { $after }
bot-joined-lobby = { $free ->
        [one] 1 seat still free.
       *[other] { $free } seats still free.
    }
bot-joined-full = Every seat is taken: the owner can { COMMAND("game start") }.
bot-joined-play = They take over from here.
bot-left = 👋 { $player } leaves **{ $seats }** in **{ $game }**; { COMMAND("game join") } to take over.
bot-no-dms = 📪 I could not send a direct message to { $players }. This game keeps hands secret by DM: allow direct messages from server members (Privacy Settings) and run { COMMAND("game start") } again, or start with `without_dms: True` and those players read their private information with { COMMAND("hand") }.
bot-started = ▶️ **{ $game }** has started.
bot-abandoned = 🗑️ **{ $game }** is abandoned.
bot-conceded = 🏳️ You conceded **{ $game }**.
bot-settings = ⏰ **{ $game }**: reminders every { $hours } h, stall notice after { $limit }; posts in { $language }.
bot-list-head = 🎲 Games on this server:
bot-list-game = **{ $game }** ({ $status }) in { $channel } — { $seating }
bot-list-none = No games here yet: { COMMAND("game new") }.

## The status card (/game status)

bot-card-head = **{ $game }** · scenario { $scenario } · options { $options }
bot-card-no-options = defaults
bot-card-status = Status: { $status } — { $line }
bot-card-seats = Seats: { $seating }
bot-card-owner = Owner: { $owner } · reminders every { $hours } h, stall notice after { $limit } · posts in { $language }
bot-card-result = Result: { $result }
bot-card-stranded = This game began under older rules that can no longer carry it on: its log stays readable with { COMMAND("log") }, and a new game can be started here.
bot-card-place = Played in { $channel } · version { $version }
bot-card-board = Latest board: { $link }

## Turns

bot-turn-ping = 🎯 { $player }, your turn as **{ $seat }** in **{ $game }** · { $status }
bot-turn-free-seat = 🪑 **{ $seat }** must act in **{ $game }**, but the seat is free: `/game join seat:{ $key }`.
bot-options-private = Your options are private: use the button, { COMMAND("hand") } or { COMMAND("play") }.
bot-many-choices = *{ $count } choices: pick with { COMMAND("play") } (type to filter the list).*
bot-whole-choice = *Pick every part of it in the menu below: it goes as one decision (or type it with { COMMAND("play") }).*
bot-your-turn = **Your turn.**
bot-your-turn-in = **{ $game }** — your turn as **{ $seat }**
bot-done = ✅ { $action }
bot-stale-note = ⚠️ { $why } Here is the game now.
bot-select-action = Choose your action…
bot-gather-stopped = *{ $taken } of { $asked } taken: the next was not possible after them. Choose again below.*

## Playing at the pace of turns (issue 10): the private panel, catching up
bot-button-back = Back
bot-button-catch-up = Catch up
bot-panel-passed = Your turn is over. { $status }
bot-catch-up-head = 📰 **{ $game }** since your last decision: { $count ->
    [0] nothing new.
    [one] one line.
   *[other] { $count } lines.
}
bot-catch-up-posts = Posts since then: { $links }


## Posts in the game's channel

bot-news-head = 📜 **{ $game }**
bot-no-picture = *(The board picture could not be drawn.)*
bot-over = 🏁 **{ $game }** is over — { $result }
bot-dice-revealed = 🔐 The dice: seed `{ $seed }`, salt `{ $salt }`. Anyone can check every roll and draw against the commitment posted at the start: `python -m tools.verify { $file }` with the attached { $file }.
bot-board = 🗺️ **{ $game }** · { $status }
bot-board-none = *(There is no board to show: this game's state was not kept from older rules.)*
bot-post-failed = ⚠️ I could not post the update in { $channel } yet ({ $why }); it will follow.
bot-why-forbidden = missing permission here: I need Send Messages, Attach Files and, in threads, Send Messages in Threads
bot-why-status = Discord answered { $status }
bot-why-rate-limited = Discord is rate limiting me

## Private messages and /hand

bot-private-head = 🔒 **{ $game }** ({ $channel }) — private to **{ $seat }**
bot-seated-dm = 🪑 You are seated as **{ $seats }** in **{ $game }** ({ $channel }). Your private information comes here.
bot-dms-refused = 📪 { $player }, I cannot send you direct messages (Discord refused: your privacy settings). Use { COMMAND("hand") } here to see your private information in **{ $game }**; I will not try DMs again until you do.
bot-dms-again = 📬 I will try direct messages again for your next private updates.
bot-hand-head = 🔒 **{ $game }** — your view as **{ $seat }**
bot-hand-open = Nothing in this game is for your eyes alone: all you may see is on the board.
bot-hand-no-view = This game's state was not kept from older rules: only its log remains.
bot-hand-recent = Recent private log:

## Undo

bot-undo-vote = ↩ { $player } asks to take back { $action }. { $voters }: do you agree?
bot-undo-done = ↩ Taken back: { $action }
bot-undo-asked = 🗳 I asked the other players to approve the undo.
bot-undo-counted = 🗳 Vote counted; waiting for { $waiting }.
bot-undo-refused = Undo refused.
bot-undo-refused-notice = ↩ The undo of { $action } was refused by { $player }.

## The log (/log)

bot-log-head = 📜 **{ $game }** — log entries { $first }–{ $last } of { $total }
bot-log-empty = Nothing has happened yet.
bot-log-line = `#{ $seq }` { $line }
bot-log-play = `#{ $seq }` **{ $seat }**: “{ $action }”
bot-log-play-hidden = `#{ $seq }` **{ $seat }**’s action
bot-log-taken-back = { $line } *(taken back)*

## Reminders

bot-reminder = ⏰ Reminder { $number }/{ $limit }: **{ $game }** is waiting for { $waiting } since { $since }.
bot-stalled = ⚠️ **{ $game }** has stalled: waiting for { $waiting } since { $since }.
    Table: { $seating }. Players may { COMMAND("game concede") }; the owner may { COMMAND("game abandon") }; a player who left can be replaced with { COMMAND("game join") }.
bot-snoozed = ⏰ I will remind you again { $time }.

## Languages (/language)

bot-language-chosen = 🗣 Your replies and direct messages are now in { $language }.
bot-language-follow = 🗣 Your replies and direct messages now follow your Discord language ({ $language }).
bot-layout-phone = 📱 Your boards in direct messages and private replies now come for a phone: the map and the panel as separate pictures.
bot-layout-desktop = 🖥 Your boards in direct messages and private replies now come as one picture.
bot-settings-layout-phone = 📱 Boards in this channel: for a phone, several narrow pictures.
bot-settings-layout-desktop = 🖥 Boards in this channel: one picture (its header reads on a phone too).

## Buttons

bot-button-hand = My hand & options
bot-button-approve = Approve
bot-button-refuse = Refuse
bot-button-older = ◀ Older
bot-button-newer = Newer ▶
bot-button-later = Remind me later

## Rules and help (/rules, /help)

bot-rules-head = 📖 **{ $title }** — { $blurb }
bot-rules-scenarios = **Scenarios**
bot-rules-scenario = • `{ $key }` — { $scenario }
bot-rules-options = **Options** (`/game new options: key=value …`)
bot-rules-option = • `{ $key }` (default `{ $default }`) — { $about }
bot-rules-topics = **Topics**: { $topics }
bot-rules-no-topics = **Topics**: none yet
bot-rules-reconstructed = **Reconstructed values**: { $count } — see `/rules topic: reconstructed`.
bot-rules-reconstructed-head = 📖 **{ $title }** — Reconstructed values:
bot-rules-sources-head = 📖 **{ $title }** — Every value and its source:
bot-rules-topic-head = 📖 **{ $title } — { $topic }**
bot-rules-rest = The rest, in full:
bot-provenance = **{ $item }** = { $value } — *{ $source }*
bot-provenance-reconstructed = ⚠️ **{ $item }** = { $value } — *{ $source }*
bot-provenance-none = No values of this game are reconstructed.
bot-help-intro = 🎖️ **Marengo** hosts board wargames here, turn by turn. A game: { COMMAND("game new") } → players { COMMAND("game join") } →
    the owner { COMMAND("game start") } → on your turn, { COMMAND("play") } (or the buttons under the board).
bot-help-command = { $name } — { $about }

## Autocomplete

bot-choice-game = { $title } — { $blurb }
bot-choice-scenario = { $key } — { $scenario }
bot-choice-option = { $value } ({ $choice })
bot-choice-option-default = { $value } ({ $choice }, default)
bot-choice-topic = { $key } — { $title }
bot-choice-topic-reconstructed = { $key } — values we had to reconstruct
bot-choice-topic-sources = { $key } — every value's source
bot-choice-where-thread = a new thread of this channel
bot-choice-where-channel = this channel
bot-choice-language-auto = My Discord language

## Mistakes a player can make

bot-error-apology = Sorry, something went wrong on my side. It has been logged; your game is safe. Please try again.
bot-error-guild-only = This command works in a server channel, not in direct messages.
bot-error-cooldown = Slow down: try again in { $seconds } s.
bot-error-not-here = You may not use this command here.
bot-error-unreadable = I could not read “{ $value }” as { $kind }.
# What an option's value should have been (Discord's option types).
bot-kind-string = text
bot-kind-integer = a whole number
bot-kind-boolean = yes or no
bot-kind-user = a member
bot-kind-channel = a channel
bot-kind-role = a role
bot-kind-mentionable = a member or role
bot-kind-number = a number
bot-kind-attachment = a file
bot-kind-subcommand = a command
bot-kind-subcommand_group = a command group
bot-error-no-game-id = There is no game #{ $number }.
bot-error-no-game-here = There is no game in this channel. Start one with { COMMAND("game new") }.
bot-error-threads-only = No game is played in this channel itself; its game threads: { $threads }.
bot-error-channel-busy = This channel already has a game; finish or abandon it, or create one in a thread.
bot-error-no-seat = { $game } has no seat “{ $seat }” here (seats: { $seats }).
bot-error-join-closed = **{ $game }** is { $status }; nobody can join it.
bot-error-seats-full = Every seat of **{ $game }** is taken.
bot-error-seat-taken = { $seat } is already taken by { $player }.
bot-error-not-seated = You hold no seat in **{ $game }**.
bot-error-watcher = You hold no seat in **{ $game }**; anyone may watch, only players act.
bot-error-game-ended = **{ $game }** is { $status }.
bot-error-already-started = **{ $game }** has already started.
bot-error-not-started = **{ $game }** has not started yet ({ COMMAND("game start") }).
bot-error-stranded = **{ $game }** began under older rules that can no longer carry it on; its log stays readable with { COMMAND("log") }.
bot-error-seats-free = Seats still free: { $seats }. Players take them with { COMMAND("game join") } (one player may hold several).
bot-error-owner-start = Only the owner ({ $owner }) or a member with Manage Channels may start the game.
bot-error-owner-settings = Only the owner ({ $owner }) or a member with Manage Channels may change the settings.
bot-error-owner-abandon = Only the owner ({ $owner }) or a member with Manage Channels may abandon the game.
bot-error-not-your-seat = You do not hold the seat “{ $seat }” (yours: { $yours }).
bot-error-choose-seat = Several of your seats must act ({ $seats }); choose one with the `seat` option.
bot-error-not-your-turn = It is not your turn in **{ $game }**: waiting for { $waiting }.
bot-error-nobody-to-act = Nobody is to act in **{ $game }** now.
bot-error-ambiguous = “{ $text }” could mean several actions ({ $actions }); pick one from the list.
bot-error-conflict = The game changed at the same moment; look at the board and try again.
bot-error-stale-board = The board changed since those buttons were posted.
bot-error-no-gather = Nothing to choose several of with “{ $action }” now.
bot-error-vote-closed = This undo request is closed: the game moved on, or it was decided.
bot-error-reminder-stale = That reminder is out of date: the game has moved on.
bot-error-nothing-to-undo = There is nothing to take back yet.
bot-error-undo-never = { $action } cannot be taken back: it drew, rolled or revealed something, and this game lets nobody take that back.
bot-error-undo-alone = { $action } drew, rolled or revealed something: only the other players could agree to take it back, and you hold every seat.
bot-error-undo-legacy = { $action } was played under older rules and cannot be taken back.
bot-error-not-a-voter = Only the other players vote on this undo (the asker may withdraw it).
bot-error-snooze-not-yours = Only a player who must act can put the reminder off.
bot-error-no-reminder = There is no reminder to put off.
bot-error-no-threads = I may not create threads here (I need Create Public Threads and Send Messages in Threads). Ask a moderator, or use `where: channel`.
bot-error-which-game = Which game? Add `game:` ({ $games }).
bot-error-no-topic = { $game } has no topic “{ $topic }” (topics: { $topics }).

## Commands: each entry is a description (at most 100 characters), its .name the name (1-32 characters,
## lower case, no spaces)

bot-command-game = Open, join, start and manage games
    .name = game
bot-command-game-new = Open a new game (you become its owner); players then join it.
    .name = new
bot-command-game-new-game = Which game to play
    .name = game
bot-command-game-new-scenario = The scenario (the game's first one if left out)
    .name = scenario
bot-command-game-new-options = Game options as key=value pairs separated by spaces, e.g. allies=3
    .name = options
bot-command-game-new-seat = Take this seat yourself at once
    .name = seat
bot-command-game-new-where = Play in a new thread of this channel (default) or in this channel itself
    .name = where
bot-command-game-new-language = The language of the game's posts (default: the server's language)
    .name = language
bot-command-game-join = Take a seat in this channel's game (also to replace a player who left).
    .name = join
bot-command-game-join-seat = The seat to take (a random free one if left out)
    .name = seat
bot-command-game-leave = Give up your seats in this channel's game (in play, someone else can then join in your place).
    .name = leave
bot-command-game-start = Start this channel's game once every seat is taken (owner or Manage Channels).
    .name = start
bot-command-game-start-random_seats = Shuffle the seats among the players first
    .name = random_seats
bot-command-game-start-without_dms = Start even if some players cannot get direct messages (they use /hand instead)
    .name = without_dms
bot-command-game-status = Where this channel's game stands: seats, whose turn, settings.
    .name = status
bot-command-game-list = The games being set up or played on this server.
    .name = list
bot-command-game-abandon = End this channel's game without a result (owner or Manage Channels).
    .name = abandon
bot-command-game-concede = Concede: your seats give up and the game ends.
    .name = concede
bot-command-game-settings = Reminders, deadlines, absences, lobby expiry, language, board layout (owner or Manage Channels).
    .name = settings
bot-command-game-settings-reminder_hours = Hours before a player who must act is reminded (default 24)
    .name = reminder_hours
bot-command-game-settings-reminders = Reminders before the table gets a stall notice (default 3)
    .name = reminders
bot-command-game-settings-language = The language of the game's posts from now on
    .name = language
bot-command-game-settings-layout = The boards posted here: desktop (one picture) or phone (narrow pictures)
    .name = layout
bot-command-play = Take your turn in this channel's game.
    .name = play
bot-command-play-action = Your action: pick from the list (type to filter); leave out to see your options
    .name = action
bot-command-play-seat = Which of your seats acts, when several must act now
    .name = seat
bot-command-board = Post the current board of this channel's game for everyone.
    .name = board
bot-command-board-text = As plain lines of text, readable by a screen reader
    .name = text
bot-command-board-mine = Only for you: the board as your own seat sees it
    .name = mine
bot-command-board-layout = Desktop (one picture) or phone (map and panel as separate pictures)
    .name = layout
bot-choice-layout-desktop = Desktop: one picture
bot-choice-layout-phone = Phone: map and panel apart
bot-board-mine = 🔒 Your board, as your seat sees it:
bot-command-hand = Your private view (hand, hidden units) and options, only for you; also turns DMs back on.
    .name = hand
bot-command-log = The game's log, latest entries first, with buttons to page back.
    .name = log
bot-command-log-count = How many entries per page (default 10)
    .name = count
bot-command-undo = Take back the last action: free when nothing was revealed, else the other players vote.
    .name = undo
bot-command-rules = The rules in brief, by topic, and where each component value comes from.
    .name = rules
bot-command-rules-topic = A rules topic; 'reconstructed' lists values we had to reconstruct, 'sources' every value's source
    .name = topic
bot-command-rules-game = Which game (this channel's game if left out)
    .name = game
bot-command-help = Every command of this bot, and how a game goes.
    .name = help
bot-command-language = The language of your own replies and direct messages from this bot.
    .name = language
bot-command-language-language = A language, or the one your Discord is set to
    .name = language
bot-command-layout = The layout of the boards in your direct messages and private replies.
    .name = layout
bot-command-layout-layout = Phone (map and panel as separate pictures) or desktop (one picture)
    .name = layout


## A game's whole life (issue 11): names, sides, consent, concession, clocks, the end
bot-game-name-given = { $title } #{ $number } “{ $name }”
bot-error-other-side = You already play { $yours }: in this game a member plays one side only, so you cannot take **{ $seat }**.
bot-error-undo-vacant = { $action } cannot be taken back while { $seats } has no player: every side must agree, so it waits until the seat is taken.
bot-takeover-head = 🔒 You take over **{ $seat }** in **{ $game }** ({ $channel }). Here is everything this seat knows:
bot-lobby-pick-seat = Join: pick a seat
bot-button-start = Start the game
bot-concede-confirm = Concede **{ $game }** as { $seats }? Your side gives up; where you have partners, they are asked first.
bot-button-concede = Concede
bot-button-keep-playing = Keep playing
bot-button-agree = Agree to concede
bot-button-disagree = Play on
bot-concede-kept = You play on.
bot-concede-ended = 🏳️ You conceded **{ $game }**.
bot-concede-vote = 🏳️ { $player } wants { $seats } to concede **{ $game }**. { $voters }: the side concedes only if you all agree.
bot-concede-pending = Noted. Still waiting for { $waiting }.
bot-concede-left = 🪑 The partners of { $player } play on in **{ $game }**: { $player } leaves, and { $seats } are open for a new player ({ COMMAND("game join") }).
bot-error-concede-closed = This concession is closed: the game moved on, or it was decided.
bot-error-not-a-partner = Only the partners of the conceding player answer this.
bot-thread-name-life = { $title } · { $name } · { $owner } #{ $serial }
bot-thread-name-unnamed = { $title } · { $owner } #{ $serial }
bot-mine-head = 🗂 **Your games**
bot-mine-waiting = ⏳ **{ $game }** ({ $status }) waits for you since { $since }: { $link }
bot-mine-game = **{ $game }** ({ $status }), last move { $since }: { $link }
bot-mine-none = You have no games being set up or played here.
bot-command-game-new-name = A name for the game, shown with its title and in its thread's name
    .name = name
bot-command-game-mine = Your games here (in a DM: on every server): which wait for you, since when, and where.
    .name = mine

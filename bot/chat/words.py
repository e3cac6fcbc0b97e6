"""Every word the bot shows, chosen in one place: its messages (``bot/locales/<lang>/bot.ftl``, keys
``bot-…``) and the engines' (prompts, labels, public forms, log entries, status lines, results,
errors), put into one language by ``i18n``.

Posts in a game's channel use the game's language (``GameInfo.language``, chosen at ``/game new``,
by default from the server's locale); ephemeral replies use the member's (their choice, or their
client's locale), direct messages the member's as last seen (``Members`` in the service). The
service hands over data; a ``Words`` turns it into the lines Discord shows.

The command payload's words are ``bot.chat.payload``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, Protocol, cast

import discord
from babel.lists import format_list

from bot import limits, notes, text
from bot.chat import history_words
from bot.service import (
    Announcement,
    GameInfo,
    GameService,
    HandView,
    LogPage,
    ReminderDue,
    SeatTurn,
    UndoKind,
    UndoOutcome,
)
from bot.storage import MessageRef
from engine.core import (
    Action,
    Arg,
    Game,
    LogEntry,
    Msg,
    MsgJson,
    Ref,
    Result,
    RulesError,
    entry_msg,
)
from i18n import Translator, language_of, translator
from i18n.languages import autonym

STRICT = False  # tests set this: a missing word then fails loudly instead of falling back
# How a language lists items without a conjunction (CLDR list patterns): "a, b, c" in English;
# Japanese "unit" lists are joined by spaces, its "standard" ones by 、 ("a、b、c"), as seat lists read.
ListStyle = Literal["standard", "unit"]
LIST_STYLE: dict[str, ListStyle] = {"ja": "standard"}
RECORD_FILE = "record.json"  # the record of a finished game, attached to its last post
MANY_CHOICES = 25  # more actions than a menu holds: the prompt says how to pick them


def game_language(guild_locale: str | None) -> str:
    """The default language of a new game's channel posts: the server's preferred locale's."""
    return language_of(guild_locale)


def of(lang: str) -> Words:
    return Words(translator(lang, strict=STRICT))


def reader(interaction: discord.Interaction) -> Words:
    """The words of the member who interacted, for replies only they see: the language they chose
    with ``/language``, or their Discord client's."""
    service = cast("_Host", interaction.client).service
    return of(service.members.reply_language(interaction.user.id, str(interaction.locale)))


class _Host(Protocol):
    """The bot, as far as a reader's language needs it (``bot.chat.client.MarengoBot``, which imports
    this module)."""

    service: GameService


class Words:
    """The bot's texts in one language."""

    def __init__(self, tr: Translator) -> None:
        self.tr = tr

    # --- single messages ----------------------------------------------------------------------

    def __call__(self, msg: Msg | MsgJson) -> str:
        return self.tr(msg)

    def say(self, key: str, /, **args: Arg) -> str:
        """A message of the bot's catalog."""
        return self.tr(Msg(key, **args))

    def entry(self, entry: LogEntry) -> str:
        """A log entry (the engine's or the bot's own note), with its dice."""
        return self.tr.entry(entry)

    def error(self, error: RulesError) -> str:
        return self.tr(error.msg)

    def game(self, info: GameInfo) -> str:
        return self.tr(info.name)

    def seat(self, info: GameInfo, seat: str) -> str:
        return self.tr.name(info.seat_ref(seat))

    def command_name(self, qualified: str) -> str:
        """A command as this language names it: ``game new`` -> its group's and its own ``.name``."""
        return self.tr.command_name(qualified)

    def command(self, qualified: str) -> str:
        """A command in a line: a mention the reader clicks (by the name their client knows), or
        its name in this language as code while the bot does not know its id."""
        return self.tr.command(qualified)

    def label(self, action: Action) -> str:
        """An action as its seat reads it (its notation when it has no label)."""
        return self.tr(action.label) if action.label is not None else action.notation()

    def player(self, user_id: int | None, ai: str | None = None) -> str:
        """Who plays a seat: a member (a mention), the AI at its level, or nobody."""
        if user_id is not None:
            return text.mention(user_id)
        return self.ai(ai) if ai is not None else self.say("bot-free-seat")

    def ai(self, level: str) -> str:
        """The AI at a level, as every line names it (never a mention)."""
        return self.say("bot-ai-name", level=Msg(f"bot-ai-level-{level}"))

    def holder(self, info: GameInfo, seat: str) -> str:
        return self.player(info.players.get(seat), info.ai_seats.get(seat))

    def listing(self, items: Sequence[str]) -> str:
        """Items joined as the language lists them (``a, b, c``)."""
        style: ListStyle = LIST_STYLE.get(self.tr.lang, "unit")
        return format_list(list(items), style=style, locale=self.tr.lang) if items else ""

    # --- games and seats ----------------------------------------------------------------------

    def seating(self, info: GameInfo) -> str:
        """Each seat and its player: ``Red: @alice, Blue: @bob``."""
        return self.listing(
            [
                self.say("bot-seat-holder", seat=info.seat_ref(s), player=self.holder(info, s))
                for s in info.seats
            ]
        )

    def result(self, game: str, result: Result, told: bool = False) -> str:
        """A result of a game (by its key) naming the winning seats, with its summary unless ``told``
        (the reader has just read it)."""
        if result.winners:
            winners = tuple(notes.seat_name(game, s) for s in result.winners)
            key = "bot-result-winners-only" if told else "bot-result-winners"
            return self.say(key, seats=winners, count=len(winners), summary=result.summary)
        if result.draw:
            return self.say("bot-result-draw-only" if told else "bot-result-draw", summary=result.summary)
        return self.tr(result.summary)

    def status_name(self, status: str) -> str:
        return self.say(f"bot-status-{status}")

    def created(self, info: GameInfo) -> str:
        """The lobby's first message."""
        seats = self.listing([self.say("bot-seat-key", key=s, seat=info.seat_ref(s)) for s in info.seats])
        return self.say(
            "bot-created",
            game=info.name,
            scenario=Ref(f"{info.key}-scenario", info.scenario),
            channel=text.channel(info.channel_id),
            owner=text.mention(info.owner_id),
            seats=seats,
        )

    def summary(self, info: GameInfo, status: Msg, board: MessageRef | None = None) -> str:
        """The ``/game status`` card, with a link to the latest board when there is one."""
        options = " ".join(f"{k}={v}" for k, v in info.options.items())
        lines = [
            self.say(
                "bot-card-head",
                game=info.name,
                scenario=Ref(f"{info.key}-scenario", info.scenario),
                options=options or self.say("bot-card-no-options"),
            ),
            self.say("bot-card-status", status=Msg(f"bot-status-{info.status}"), line=status),
            self.say("bot-card-seats", seating=self.seating(info)),
            self.say(
                "bot-card-owner",
                owner=text.mention(info.owner_id),
                hours=f"{info.reminder_hours:g}",
                limit=info.reminder_limit,
                language=autonym(info.language),
            ),
        ]
        if info.result is not None:
            lines.append(self.say("bot-card-result", result=self.result(info.key, info.result)))
        if info.status == "stranded":
            lines.append(self.say("bot-card-stranded"))
        lines.append(
            self.say("bot-card-place", channel=text.channel(info.channel_id), version=str(info.version))
        )
        if board is not None:
            link = text.message_link(info.guild_id, board.channel_id, board.message_id)
            lines.append(self.say("bot-card-board", link=link))
        return "\n".join(lines)

    def game_line(self, info: GameInfo) -> str:
        """One game of ``/game list``."""
        return self.say(
            "bot-list-game",
            game=info.name,
            status=Msg(f"bot-status-{info.status}"),
            channel=text.channel(info.channel_id),
            seating=self.seating(info),
        )

    def joined(self, info: GameInfo, user_id: int, seat: str, ai: str | None = None) -> str:
        """A member took a seat (``ai``: from the AI, at that level, which leaves it to them)."""
        if ai is not None:
            after = self.say("bot-joined-from-ai", ai=self.ai(ai))
        elif info.status == "active":
            after = self.say("bot-joined-play")
        elif free := len(info.free_seats()):
            after = self.say("bot-joined-lobby", free=free)
        else:
            after = self.say("bot-joined-full")
        return self.say(
            "bot-joined", player=text.mention(user_id), seat=info.seat_ref(seat), game=info.name, after=after
        )

    def left(self, info: GameInfo, user_id: int, seats: list[str]) -> str:
        return self.say("bot-left", player=text.mention(user_id), seats=info.seat_refs(seats), game=info.name)

    # --- turns and prompts --------------------------------------------------------------------

    def prompt_block(self, turn: SeatTurn) -> str:
        """The prompt's question, quoted, and how to answer when there are many choices."""
        lines = [text.quote(line) for line in self.tr(turn.prompt.text).splitlines() or [""]]
        count = len(turn.prompt.actions)
        gather = turn.prompt.gather
        if gather is not None and gather.whole:
            lines.append(self.say("bot-whole-choice"))
        elif count > MANY_CHOICES:
            lines.append(self.say("bot-many-choices", count=count))
        return "\n".join(lines)

    def turn_ping(self, info: GameInfo, turn: SeatTurn, status: Msg) -> str:
        """The ping for a seat that must act now (or that it is free); the AI is named, never pinged."""
        if turn.ai is not None and turn.user_id is None:
            return self.say("bot-turn-ai", seat=info.seat_ref(turn.seat), ai=self.ai(turn.ai))
        if turn.user_id is None:
            return self.say(
                "bot-turn-free-seat", seat=info.seat_ref(turn.seat), key=turn.seat, game=info.name
            )
        return self.say(
            "bot-turn-ping",
            player=text.mention(turn.user_id),
            seat=info.seat_ref(turn.seat),
            game=info.name,
            status=status,
        )

    def your_turn(self, info: GameInfo, turn: SeatTurn, note: str = "") -> str:
        """A seat's prompt, privately (``/play`` alone, or a refreshed stale button)."""
        head = self.say("bot-your-turn-in", game=info.name, seat=info.seat_ref(turn.seat))
        return "\n".join([*([note] if note else []), head, self.prompt_block(turn)])

    # --- announcements ------------------------------------------------------------------------

    def news(self, ann: Announcement, board_missing: bool) -> list[str]:
        """The lines of a public announcement: the new entries, and the ending."""
        info = ann.info
        lines = [self.say("bot-news-head", game=info.name), *map(self.entry, ann.entries)]
        if ann.deciders:  # friends at an opened seat: who decided
            lines.append(self.say("bot-news-by", players=text.mentions(ann.deciders)))
        if board_missing:
            lines.append(self.say("bot-no-picture"))
        if ann.finished is not None:
            told = any(entry_msg(e) == ann.finished.summary for e in ann.entries)  # the log's last words
            result = self.result(info.key, ann.finished, told)
            lines.append(self.say("bot-over", game=info.name, result=result))
            lines.append(self.seating(info))
        if ann.record is not None:
            record = ann.record
            lines.append(
                self.say("bot-dice-revealed", seed=str(record.seed), salt=record.salt, file=RECORD_FILE)
            )
        return lines

    def options_private(self, ping: str) -> str:
        return "\n".join([ping, self.say("bot-options-private")])

    def private(self, info: GameInfo, seat: str, entries: list[LogEntry], turn: SeatTurn | None) -> str:
        """A seat's direct message: its own log entries and, on its turn, its prompt."""
        lines = [
            self.say(
                "bot-private-head",
                game=info.name,
                channel=text.channel(info.channel_id),
                seat=info.seat_ref(seat),
            )
        ]
        lines += [text.quote(self.entry(e)) for e in entries]
        if turn is not None:
            lines += [self.say("bot-your-turn"), self.prompt_block(turn)]
        return "\n".join(lines)

    def hand(self, info: GameInfo, hand: HandView) -> str:
        """A seat's private view for ``/hand``."""
        lines = [self.say("bot-hand-head", game=info.name, seat=info.seat_ref(hand.seat))]
        if not info.hidden:
            lines.append(self.say("bot-hand-open"))
        if hand.view is None:
            lines.append(self.say("bot-hand-no-view"))
        if hand.entries:
            lines.append(self.say("bot-hand-recent"))
            lines += [text.quote(self.entry(e)) for e in hand.entries]
        if hand.turn is not None:
            lines += [self.say("bot-your-turn"), self.prompt_block(hand.turn)]
        return limits.clip("\n".join(lines), limits.MESSAGE)

    def board(self, info: GameInfo, status: Msg, drawn: bool, has_view: bool) -> str:
        line = self.say("bot-board", game=info.name, status=status)
        if not has_view and info.status != "lobby":
            line += "\n" + self.say("bot-board-none")
        elif has_view and not drawn:
            line += "\n" + self.say("bot-no-picture")
        return line

    # --- undo ---------------------------------------------------------------------------------

    def undo_vote(self, outcome: UndoOutcome) -> str:
        return self.say(
            "bot-undo-vote",
            player=text.mention(outcome.requested_by),
            action=outcome.action,
            voters=text.mentions(outcome.voters),
        )

    def undo_reply(self, outcome: UndoOutcome) -> str:
        """What the player who asked or voted is told."""
        if outcome.kind is UndoKind.DONE:
            return self.say("bot-undo-done", action=outcome.action)
        if outcome.kind is UndoKind.VOTE:
            return self.say("bot-undo-asked")
        if outcome.kind is UndoKind.PENDING:
            return self.say("bot-undo-counted", waiting=text.mentions(outcome.waiting))
        return self.say("bot-undo-refused")

    def undo_refused(self, outcome: UndoOutcome) -> str:
        """The notice in the channel when an undo was refused."""
        return self.say(
            "bot-undo-refused-notice", action=outcome.action, player=text.mention(outcome.by or 0)
        )

    # --- the log ------------------------------------------------------------------------------

    def log_page(self, info: GameInfo, page: LogPage) -> list[str]:
        """A page of the log: each decision by its public form under its seat (``bot.chat.history_words``)."""
        return history_words.log_page(self, info, page)

    # --- reminders and notices ----------------------------------------------------------------

    def reminder(self, due: ReminderDue) -> str:
        info = due.info
        waiting = self.listing(
            [
                self.say("bot-waiting-seat", player=self.player(t.user_id, t.ai), seat=info.seat_ref(t.seat))
                for t in due.turns
            ]
        )
        since = text.relative(due.waiting_since)
        if due.stalled:
            return self.say(
                "bot-stalled", game=info.name, waiting=waiting, since=since, seating=self.seating(info)
            )
        return self.say(
            "bot-reminder",
            number=due.sent + 1,
            limit=info.reminder_limit,
            game=info.name,
            waiting=waiting,
            since=since,
        )

    def seated_dm(self, info: GameInfo, user_id: int) -> str:
        return self.say(
            "bot-seated-dm",
            seats=info.seat_refs(info.seats_of(user_id)),
            game=info.name,
            channel=text.channel(info.channel_id),
        )

    def dms_refused(self, info: GameInfo, user_id: int) -> str:
        return self.say("bot-dms-refused", player=text.mention(user_id), game=info.name)

    def post_failed(self, info: GameInfo, why: Msg) -> str:
        return self.say("bot-post-failed", channel=text.channel(info.channel_id), why=why)

    # --- rules and reference ------------------------------------------------------------------

    def rules_index(self, game: Game[Any, Any]) -> str:
        """A game's scenarios, options and rules topics, and how many values are reconstructed."""
        reconstructed = sum(1 for p in game.provenance() if p.reconstructed)
        lines = [
            self.say("bot-rules-head", title=game.title, blurb=game.blurb),
            self.say("bot-rules-scenarios"),
        ]
        lines += [
            self.say("bot-rules-scenario", key=s, scenario=game.scenario_ref(s)) for s in game.scenarios
        ]
        if game.option_specs:
            lines.append(self.say("bot-rules-options"))
            lines += [
                limits.clip(
                    self.say(
                        "bot-rules-option",
                        key=o.key,
                        default=o.default,
                        about=Msg(f"{game.key}-option-{o.key}"),
                    ),
                    300,
                )
                for o in game.option_specs
            ]
        topics = tuple(f"`{t}`" for t in game.help_topics())
        lines.append(
            self.say("bot-rules-topics", topics=topics) if topics else self.say("bot-rules-no-topics")
        )
        lines.append(self.say("bot-rules-reconstructed", count=reconstructed))
        return limits.clip("\n".join(lines), limits.MESSAGE)

    def topic(self, game: Game[Any, Any], topic: str) -> list[str]:
        """A rules topic: its title, then its text."""
        key = f"{game.key}-help-{topic}"
        head = self.say("bot-rules-topic-head", title=game.title, topic=self.tr.text(key, attribute="title"))
        return [head, *self.tr.text(key).splitlines()]

    def provenance(self, game: Game[Any, Any], only_reconstructed: bool) -> list[str]:
        """One line per component value with where it came from; reconstructed ones are marked."""
        lines = [
            self.say(
                "bot-provenance-reconstructed" if p.reconstructed else "bot-provenance",
                item=p.item,
                value=p.value,
                source=p.source,
            )
            for p in game.provenance()
            if p.reconstructed or not only_reconstructed
        ]
        return lines or [self.say("bot-provenance-none")]

    # --- autocomplete ---------------------------------------------------------------------------

    def game_choice(self, game: Game[Any, Any]) -> str:
        return self.say("bot-choice-game", title=game.title, blurb=game.blurb)

    def scenario_choice(self, game: Game[Any, Any], scenario: str) -> str:
        return self.say("bot-choice-scenario", key=scenario, scenario=game.scenario_ref(scenario))

    def option_choice(self, game: Game[Any, Any], key: str, choice: str, default: bool, value: str) -> str:
        return self.say(
            "bot-choice-option-default" if default else "bot-choice-option",
            value=value,
            choice=Msg(f"{game.key}-option-{key}-{choice}"),
        )

"""Play: carrying out a player's decision and telling what it did.

A decision (``act``, ``gather``; an undo in ``bot.service.undo``) is one call: under the game's lock and
over its one ``Table`` it is checked, committed, answered by the bot where standing orders or the AI
answer the seats it leaves to act, and told: the ``Outcome`` it returns holds the committed entries,
the announcement to the table with each seat's private news, and the actor's panel, all read from
that one load, each prompt built once (``Table.prompt``)."""

from __future__ import annotations

from bot import limits
from bot.errors import NotSeated, StaleBoard
from bot.service.answers import Answers
from bot.service.news import News
from bot.service.records import Outcome, Panel, SeatTurn, UndoOutcome
from bot.service.table import Table, carry_out
from bot.service.tables import Tables
from bot.storage import Entry
from engine.core import (
    Action,
    Gather,
    IllegalActionError,
    InvalidActionError,
    Msg,
    NotYourTurnError,
    Prompt,
    UndoPolicy,
    is_visible,
)
from i18n import Translator


def choose_action(actions: list[Action], text: str, tr: Translator) -> Action:
    """The legal action a player meant: its notation, ``#index``, its label in the reader's language,
    or one unique match of either; otherwise the typed action, for the engine to refuse."""
    text = text.strip()
    if text.startswith("#") and text[1:].isdigit() and int(text[1:]) < len(actions):
        return actions[int(text[1:])]
    for action in actions:
        if action.notation() == text:
            return action
    labels = [tr(a.label).lower() if a.label else "" for a in actions]
    lowered = text.lower()
    matches = [a for a, label in zip(actions, labels, strict=True) if label == lowered] or [
        a
        for a, label in zip(actions, labels, strict=True)
        if lowered in label or lowered in a.notation().lower()
    ]
    if len(matches) == 1:
        return matches[0]
    if matches:
        notations = tuple(f"`{a.notation()}`" for a in matches[:5])
        raise InvalidActionError(Msg("bot-error-ambiguous", text=limits.excerpt(text), actions=notations))
    try:
        return Action.parse(text)  # the engine explains why it is not possible now
    except InvalidActionError:
        raise InvalidActionError(Msg("core-error-not-an-action", text=limits.excerpt(text))) from None


def gathered(prompt: Prompt, picks: list[str], finish: str) -> list[Action]:
    """The actions a gathering asks for, in the order ``prompt`` offers them: the picks, each one of
    its actions of the gathered verb as the menu offers it (notation or ``#index``), each once, then
    the finishing action; for a gathering that is one decision (``Gather.whole``), that one action,
    made of the picks (``#index`` of ``Gather.picks``). Raises ``IllegalActionError`` for anything
    else, before anything is taken: the whole submission or nothing."""
    gather = prompt.gather
    ending = next((a for a in gather.finish if a.notation() == finish), None) if gather else None
    if gather is None or ending is None:
        raise IllegalActionError(Msg("bot-error-no-gather", action=limits.excerpt(finish)))
    if gather.whole:
        return [_decision(prompt, gather, ending, picks)]
    offered = {
        key: a
        for i, a in enumerate(prompt.actions)
        if a.verb == gather.verb
        for key in (a.notation(), f"#{i}")
    }
    chosen = [offered.get(pick) for pick in picks]
    if not chosen or None in chosen or len(set(chosen)) < len(chosen):  # the menu's values, each once
        raise IllegalActionError(Msg("bot-error-no-gather", action=limits.excerpt(" ".join(picks))))
    return [*(a for a in prompt.actions if a in chosen), ending]


def _decision(prompt: Prompt, gather: Gather, ending: Action, picks: list[str]) -> Action:
    """The one action a whole gathering's picks make; each pick named once, by its index."""
    indexes = [int(p[1:]) for p in picks if p[:1] == "#" and p[1:].isdigit() and len(p) <= 4]
    if (
        len(indexes) != len(picks)
        or len(set(indexes)) != len(indexes)
        or any(i >= len(gather.picks) for i in indexes)
    ):
        raise IllegalActionError(Msg("bot-error-no-gather", action=limits.excerpt(" ".join(picks))))
    composed = gather.compose(ending, indexes)
    offered = next((a for a in prompt.actions if a == composed), None)
    if offered is None:
        raise IllegalActionError(
            Msg("core-error-illegal", action=composed.notation()[:60], asked=prompt.text)
        )
    return offered


class Play:
    """A player's decision carried out and told: ``act``, ``gather``; what they may do now (``turn``,
    ``choices``). ``news`` reads what the table is told, ``answers`` gives the answers due after."""

    def __init__(self, tables: Tables, news: News, answers: Answers) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock
        self.news = news
        self.answers = answers

    async def act(
        self,
        game_id: int,
        user_id: int,
        text: str,
        tr: Translator,
        *,
        seat: str | None = None,
        version: int | None = None,
    ) -> Outcome:
        """Carry out ``text`` (read with ``tr``) for the user's seat that must act; return what it did.

        ``version`` (from a button) must still be the game's version, or ``StaleBoard`` is raised.
        Rules mistakes raise ``RulesError`` subclasses and change nothing.
        """
        async with self.tables.held(game_id) as table:
            before = self._at(table, version)
            state = table.active_state()
            acting = self._acting_seat(table, user_id, seat)
            action = choose_action(table.game.legal_actions(state, acting), text, tr)
            chosen = await carry_out(table, self.clock.now(), acting, action, user_id)
            await self.answers.give(table)
            return await self.outcome(table, user_id, seat, before, (chosen,), 1)

    async def gather(
        self,
        game_id: int,
        user_id: int,
        picks: list[str],
        finish: str,
        *,
        seat: str | None = None,
        version: int | None = None,
    ) -> Outcome:
        """Carry out a gathering (``engine.core.Gather``): the picks (notations or ``#index`` of the
        prompt's actions) in the order the prompt offers them, then ``finish``, each only while it is
        still offered to the same seat under the same prompt; the outcome names the actions taken,
        which stop at the first that is not, and how many were asked. Each is committed as its own
        play, as if clicked one by one. A gathering that is one decision is one play: its picks make
        one action."""
        async with self.tables.held(game_id) as table:
            before = self._at(table, version)
            table.active_state()
            acting = self._acting_seat(table, user_id, seat)
            prompt = table.prompt(acting)
            wanted = gathered(prompt, picks, finish)
            taken: list[Action] = []
            for action in wanted:
                state = table.active_state()
                still = acting in table.game.to_act(state) and table.prompt(acting).key == prompt.key
                if not still or action not in table.game.legal_actions(state, acting):
                    break
                taken.append(await carry_out(table, self.clock.now(), acting, action, user_id))
            await self.answers.give(table)
            return await self.outcome(table, user_id, seat, before, tuple(taken), len(wanted))

    async def outcome(
        self,
        table: Table,
        user_id: int,
        seat: str | None,
        before: int,
        taken: tuple[Action, ...],
        asked: int,
        undone: UndoOutcome | None = None,
        *,
        panel: bool = True,
    ) -> Outcome:
        """What a decision did, read under the lock the caller holds: the entries committed after
        version ``before``, the announcement, and (``panel``) the panel of ``seat`` (None: the seat
        acted for). After an undo (``undone``) the panel starts at the game's version."""
        committed = await self.storage.entries(table.row.id, after_seq=before)
        after = table.row.version if undone is not None else before
        shown = committed if undone is None else []
        news = await self.news.told(table)
        drawn = await self._panel(table, user_id, seat, after, shown) if panel else None
        return Outcome(table.info(), taken, asked, committed, news, drawn, undone)

    @staticmethod
    def _at(table: Table, version: int | None) -> int:
        """The game's version, which must still be ``version`` when one is given (a button's), or
        ``StaleBoard`` is raised."""
        if version is not None and version != table.row.version:
            raise StaleBoard(table.row.id)
        return table.row.version

    def _acting_seat(self, table: Table, user_id: int, seat: str | None) -> str:
        info = table.info()
        mine = info.acts_for(user_id)  # their seats, and a seat opened to them
        if not mine:
            raise NotSeated(Msg("bot-error-watcher", game=info.name))
        if seat is not None:
            if seat not in mine:
                raise NotSeated(
                    Msg("bot-error-not-your-seat", seat=limits.excerpt(seat), yours=info.seat_refs(mine))
                )
            return seat
        assert table.state is not None
        to_act = table.game.to_act(table.state)
        acting = [s for s in mine if s in to_act]
        if len(acting) == 1:
            return acting[0]
        if acting:
            raise NotYourTurnError(Msg("bot-error-choose-seat", seats=info.seat_refs(acting)))
        if not to_act:
            raise NotYourTurnError(Msg("bot-error-nobody-to-act", game=info.name))
        raise NotYourTurnError(Msg("bot-error-not-your-turn", game=info.name, waiting=info.seat_refs(to_act)))

    async def turn(self, game_id: int, user_id: int, seat: str | None = None) -> SeatTurn:
        """The caller's seat that must act now, with its prompt (for /play without an action)."""
        table = await self.tables.get(game_id)
        table.active_state()
        chosen = self._acting_seat(table, user_id, seat)
        return SeatTurn(chosen, user_id, table.prompt(chosen))

    async def _panel(
        self, table: Table, user_id: int, seat: str | None, after: int, entries: list[Entry]
    ) -> Panel:
        """What ``seat`` of ``user_id`` (None: the seat they acted for) may read of ``entries`` (those
        after version ``after``), and its next choice; Back only when the latest play is the
        player's own and the engine lets it go."""
        info = table.info()
        shown = seat
        if shown is None:
            acted = [e.seat for e in entries if e.kind == "play" and e.user_id == user_id and e.seat]
            shown = acted[0] if acted else next(iter(info.acts_for(user_id)), None)
        seen = [e for entry in entries if not entry.undone for e in entry.log if is_visible(e, shown)]
        turn = None
        if table.state is not None and info.status == "active":
            to_act = table.game.to_act(table.state)
            mine = [s for s in info.acts_for(user_id) if s in to_act]
            chosen = shown if shown in mine else (mine[0] if mine else None)
            turn = SeatTurn(chosen, user_id, table.prompt(chosen)) if chosen else None
        taken = await self.storage.last_decision(
            table.row.id
        )  # an undo takes back the bot's answers after it
        back = (
            turn is not None
            and bool(taken)
            and taken[0].user_id == user_id
            and all(e.facts is not None and e.facts.undo is UndoPolicy.FREE for e in taken)
        )
        status = (
            table.game.status(table.state) if table.state is not None else Msg(f"bot-status-{info.status}")
        )
        held = info.seats_of(user_id)  # a panel's pictures: of the seat to act, else the one asked for
        pictured = turn.seat if turn else (seat if seat is not None else next(iter(held), None))
        view = (
            table.game.view(table.state, pictured)
            if table.game.private_views and table.state is not None and pictured in held
            else None
        )
        return Panel(info, seen, turn, back, status, pictured, view)

    def choices(self, game_id: int, user_id: int, seat: str | None = None) -> list[Action]:
        """The caller's legal actions now, for autocomplete (empty instead of an error)."""
        table = self.tables.cached(game_id)
        if table is None or table.state is None or table.row.status != "active":
            return []
        info = table.info()
        seats = [seat] if seat in info.acts_for(user_id) else info.acts_for(user_id)
        return [a for s in seats for a in table.game.legal_actions(table.state, s)]

"""The end of a game, as data: what the final post reveals, the replay of a game's boards hand-off by
hand-off, and a rematch with the same players (the AI keeping the seats it played, at its level).

Nothing hidden leaves the engine before the game has a result: the final view (``Game.final_view``)
and the seats' own views are offered only once the game is over. A concession or an abandoned game
ends in the bot, not in the rules: its result is set on a copy of the last state before asking the
engine for the view with nothing hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot import notes
from bot.errors import LobbyError, NotAllowed
from bot.service.control import AI_LEVELS, ai_players
from bot.service.records import GameInfo, View
from bot.service.seats import Life
from bot.service.table import Table
from bot.service.tables import Tables
from bot.storage import Entry, MessageRef, NewGame
from engine.core import GameState, Msg, Ref, Result, entry_msg

ENDED = ("finished", "abandoned")
PUBLIC, FINAL = "public", "final"  # the replay's looks besides each seat's own
REMATCH = "rematch"  # a remembered message kind: the lobby a finished game's rematch opened
DAY = 86400.0


@dataclass(frozen=True)
class SeatReveal:
    """One seat at the end: who played it (in order, including players who left) and its view."""

    seat: str
    players: tuple[int, ...]
    view: View | None
    ai: str | None = None  # the AI's level, where the AI played the seat (or sits in it at the end)


@dataclass(frozen=True)
class Finale:
    """What the final post shows."""

    info: GameInfo
    result: Result | None
    started: float | None  # when the game began (None: it never did)
    ended: float
    turns: int
    decisions: int
    final_view: View | None  # nothing hidden (the public view of a game without secrets)
    seats: tuple[SeatReveal, ...]


@dataclass(frozen=True)
class ReplayFrame:
    """One position of the replay: the game after the hand-off ``position`` (0: as it began)."""

    info: GameInfo
    position: int
    last: int  # the last position
    turn: int
    decisions: tuple[Msg, ...]  # the plays of the stretch that led here, as the table read them
    look: str  # PUBLIC, FINAL or a seat
    looks: tuple[str, ...]  # what may be looked at here
    view: View | None


def participants(info: GameInfo, entries: list[Entry]) -> dict[str, tuple[int, ...]]:
    """Who played each seat, in order: seated at the start, then whoever made a decision for it,
    then whoever holds it now (players who left are kept)."""
    found: dict[str, list[int]] = {seat: [] for seat in info.seats}

    def add(seat: str, user_id: int | None) -> None:
        if seat in found and user_id is not None and user_id not in found[seat]:
            found[seat].append(user_id)

    for entry in entries:
        if entry.kind == "start":
            for line in entry.log:
                msg = entry_msg(line)
                if msg.key == "bot-log-seated":
                    player = str(msg.args.get("player", "")).strip("<@>")
                    seats = msg.args.get("seats", ())
                    for ref in seats if isinstance(seats, tuple) else ():
                        if isinstance(ref, Ref) and player.isdigit():
                            add(ref.id, int(player))
        elif entry.kind == "play" and not entry.undone and entry.seat is not None:
            add(entry.seat, entry.user_id)
    for seat, user_id in info.players.items():
        add(seat, user_id)
    return {seat: tuple(users) for seat, users in found.items()}


def swapped(info: GameInfo, sides: list[str], first: int) -> dict[str, int]:
    """The seats of a rematch with the sides swapped: the players of each side take the next side's
    seats in seating order, ``first`` (who asked for it) ahead of their partners. Where the sides
    differ in size, those left over take the seats still free, and a side's players hold its
    remaining seats in turn: every seat is filled and every player keeps a place."""
    order = list(dict.fromkeys(sides))
    groups = [[s for s, side in zip(info.seats, sides, strict=True) if side == x] for x in order]
    users = [
        sorted(dict.fromkeys(info.players[s] for s in group if s in info.players), key=lambda u: u != first)
        for group in groups
    ]
    plan: dict[str, int] = {}
    for i, group in enumerate(groups):
        plan |= dict(zip(group, users[(i + 1) % len(groups)], strict=False))
    left = [u for group_users in users for u in group_users if u not in plan.values()]
    plan |= dict(zip([s for s in info.seats if s not in plan], left, strict=False))
    for group in groups:
        holders = [plan[s] for s in group if s in plan]
        for k, seat in enumerate([s for s in group if s not in plan]):
            if holders:
                plan[seat] = holders[k % len(holders)]
    return {s: plan[s] for s in info.seats if s in plan}


@dataclass(frozen=True)
class RematchPlan:
    """Who sits where in a rematch: the members, and the AI with its level on each of its seats."""

    players: dict[str, int]
    ai: dict[str, str]


def rematch_seats(info: GameInfo, sides: list[str], first: int, swap: bool) -> RematchPlan:
    """The AI keeps the seats it played at the end, at the same level; with the sides swapped it is
    swapped like a player (one player a level), so it takes the seats its opponents held."""
    ai = info.ai_seats
    if not swap:
        return RematchPlan(dict(info.players), ai)
    stand_ins = {-1 - AI_LEVELS.index(level): level for level in ai.values()}  # no member's id
    everyone = {**info.players, **{seat: -1 - AI_LEVELS.index(level) for seat, level in ai.items()}}
    plan = swapped(replace(info, players=everyone), sides, first)
    return RematchPlan(
        {s: u for s, u in plan.items() if u not in stand_ins},
        {s: stand_ins[u] for s, u in plan.items() if u in stand_ins},
    )


class Finales:
    """An ended game: its final post, its replay, its rematch."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock

    # --- the final post ---------------------------------------------------------------------

    async def finale(self, game_id: int) -> Finale:
        """The result, the summary and everything hidden of an ended game."""
        table = await self.tables.get(game_id)
        await self.tables.refresh(table)
        info = self._ended_info(table)
        entries = await self.storage.entries(game_id)
        start = next((e for e in entries if e.kind == "start"), None)
        plays = [e for e in entries if e.kind == "play" and not e.undone]
        state = self._ended_state(table)
        who, ai = participants(info, entries), ai_players(info.settings, info.seats, info.players, entries)
        seats = tuple(
            SeatReveal(
                seat,
                who[seat],
                table.game.view(state, seat) if state is not None and info.hidden else None,
                ai.get(seat),
            )
            for seat in info.seats
        )
        return Finale(
            info=info,
            result=info.result,
            started=start.created_at if start is not None else None,
            ended=entries[-1].created_at if entries else self.clock.now(),
            turns=table.game.turn(state) if state is not None else 0,
            decisions=len(plays),
            final_view=self._full_view(table, state),
            seats=seats,
        )

    async def posted(self, game_id: int) -> MessageRef | None:
        return await self.storage.get_message(game_id, "finale")

    async def remember(self, game_id: int, ref: MessageRef) -> None:
        await self.storage.set_message(game_id, "finale", ref)

    def _ended_info(self, table: Table) -> GameInfo:
        info = table.info()
        if info.status not in ENDED:
            raise LobbyError(Msg("bot-end-error-not-over", game=info.name))
        return info

    def _ended_state(self, table: Table) -> GameState | None:
        """The last state with the game's result on it (a copy when the bot ended the game: a
        concession or an abandoned game); None when the game never began."""
        state, result = table.state, table.row.result
        if state is None or state.result is not None or result is None or not table.game.hidden_information:
            return state
        ended: GameState = table.game.clone(state)
        ended.result = result
        return ended

    @staticmethod
    def _full_view(table: Table, state: GameState | None) -> View | None:
        if state is None:
            return None
        view: View = (  # a game without secrets ended by the bot: its public view
            table.game.view(state, None) if state.result is None else table.game.final_view(state)
        )
        return view

    # --- the replay -------------------------------------------------------------------------

    async def replay(self, game_id: int, position: int | None, look: str) -> ReplayFrame:
        """The game after hand-off ``position`` (None: the last), as ``look`` sees it: the public
        view while the game goes on; once it is over, any seat's view, or at the end the final view."""
        table = await self.tables.get(game_id)
        info = table.info()
        if info.status == "lobby" or table.state is None:
            raise LobbyError(Msg("bot-end-error-no-replay", game=info.name))
        plays = await self.storage.plays(game_id, table.row.base_step)
        over = info.status in ENDED
        stops = _stops(plays, table.row.base_step, to_the_end=over)
        last = len(stops) - 1
        at = last if position is None else max(0, min(position, last))
        step = stops[at]
        state = table.state if over and at == last else await self.tables.rebuild(table, step)
        if state is None:
            raise LobbyError(Msg("bot-end-error-no-replay", game=info.name))
        looks = (
            PUBLIC,
            *(info.seats if over and info.hidden else ()),
            *((FINAL,) if over and at == last else ()),
        )
        chosen = look if look in looks else PUBLIC
        if chosen == FINAL:
            view = self._full_view(table, self._ended_state(table))
        elif chosen == PUBLIC:
            view = table.game.view(state, None)
        else:
            view = table.game.view(state, chosen)
        before = stops[at - 1] if at else -1
        decisions = tuple(
            notes.action_taken(info.key, str(p.seat), p.public) for p in plays if before < p.step <= step
        )
        return ReplayFrame(info, at, last, table.game.turn(state), decisions, chosen, looks, view)

    # --- a rematch --------------------------------------------------------------------------

    async def rematch_plan(self, game_id: int, user_id: int, swap: bool) -> tuple[GameInfo, RematchPlan]:
        """The ended game and its rematch's seats (``swap``: sides swapped), if ``user_id`` played it
        and no rematch was opened yet."""
        table = await self.tables.get(game_id)
        info = self._ended_info(table)
        who = participants(info, await self.storage.entries(game_id))
        if not any(user_id in users for users in who.values()):
            raise NotAllowed(Msg("bot-end-error-not-a-player", game=info.name))
        opened = await self.storage.get_message(game_id, REMATCH)
        if opened is not None:
            raise LobbyError(Msg("bot-end-error-rematch-opened", channel=f"<#{opened.channel_id}>"))
        sides = [table.game.side(s) for s in info.seats]
        return info, rematch_seats(info, sides, user_id, swap)

    async def open_rematch(
        self, game_id: int, user_id: int, swap: bool, *, channel_id: int, parent_channel_id: int | None
    ) -> GameInfo:
        """A new lobby of the same title, scenario and options in ``channel_id`` (a new seed and
        dice commitment), owned by ``user_id``, the players and the AI seated as planned."""
        async with self.tables.lock(game_id):
            info, plan = await self.rematch_plan(game_id, user_id, swap)
            life = replace(Life.of(info.settings), bot_seats=(), ai_levels=())
            for seat, level in plan.ai.items():
                life = life.with_ai(seat, level)
            new = NewGame(
                info.guild_id,
                channel_id,
                parent_channel_id,
                info.key,
                info.scenario,
                dict(info.options),
                self.tables.seed(),
                user_id,
                self.clock.now(),
                info.language,
                self.tables.salt(),
                name=info.given_name,
                settings={**info.settings, **life.to_settings()},
            )
            row = await self.storage.create_game(new)
            for seat in info.seats:
                if seat in plan.players:
                    await self.storage.set_seat(row.id, seat, plan.players[seat])
            await self.storage.set_message(game_id, REMATCH, MessageRef(channel_id, 0, row.id))
            table = await self.tables.load(row)
            self.tables.add(table)
            return table.info()


def _stops(plays: list[Entry], base: int, *, to_the_end: bool) -> list[int]:
    """The steps the replay stops at: the start, each hand-off (or checkpoint) and, once the game is
    over, its last play (while it goes on, a turn being composed is not the table's yet)."""
    stops = [base]
    for play in plays:
        if play.facts is None or play.facts.handoff:
            stops.append(play.step)
    if to_the_end and plays and stops[-1] != plays[-1].step:
        stops.append(plays[-1].step)
    return stops

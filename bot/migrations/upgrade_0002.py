"""Migration 2's data step: the games of the release before Contract 2 carried over as structure.

Each game is replayed from its seed and its stored actions with today's rules. The old packed
arguments split on ":" (``rhine:d:1fs`` -> ``("rhine", "d", "1fs")``, digits becoming ints); each
play's label, public form, log entries and step facts are what today's engine says of it, as long
as the replay agrees with the record: the action is legal for the seat that took it, and the dice
are the ones that were rolled. Undone plays are replayed in their place and taken back where the
record takes them back. The bot's own notes (the game begins, undos, concessions) are rebuilt as
``bot-…`` messages, and the result as the engine's ``Result``.

Where the replay parts from the record (the rules changed: a decision was added, a die falls
otherwise) or the game's engine cannot be loaded, the entries from there on keep their old English
text as ``bot-legacy-line`` messages. The game then goes on from its last stored state if the
engine can load it (undo cannot reach back past it); otherwise an unfinished game is ``stranded``:
its log stays readable, and play cannot go on.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field, replace
from typing import Any

import aiosqlite

import engine
from bot import notes
from engine.core import Action, ActionArg, Game, GameState, LogEntry, Msg, Result, plain

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 100  # a snapshot every so many steps, as the storage keeps them
_MENTION = re.compile(r"<@(\d+)>")
_APPROVED = re.compile(r"\(approved by ([^)]*)\)\.?$")

AnyGame = Game[Any, Any]


class Diverged(Exception):
    """Today's rules do not replay the record from here on."""


@dataclass(frozen=True, slots=True)
class OldEntry:
    """A row of the release's ``actions`` table."""

    seq: int
    kind: str
    step: int
    seat: str | None
    verb: str | None
    arg: str | None
    label: str | None
    user_id: int | None
    lines: list[dict[str, Any]]  # {"text", "dice", "to"}
    undone: bool
    created_at: float

    @property
    def dice(self) -> list[int]:
        return [d for line in self.lines for d in line["dice"]]

    def action(self) -> Action:
        """The old packed argument split on ":", digits becoming ints."""
        words = (self.arg or "").split(":") if self.arg else []
        args: tuple[ActionArg, ...] = tuple(int(w) if w.isdigit() else w for w in words)
        return Action(str(self.verb), args)


@dataclass(slots=True)
class NewEntry:
    """A row of today's ``actions`` table, as JSON-ready values."""

    old: OldEntry
    log: list[LogEntry]
    action: Action | None = None  # verb, args and label
    public: Msg | None = None
    facts: tuple[list[str], bool, bool, str] | None = None  # to_act, handoff, public_changed, undo

    def row(self, game_id: int) -> tuple[object, ...]:
        old, action = self.old, self.action
        return (
            game_id,
            old.seq,
            old.kind,
            old.step,
            old.seat,
            action.verb if action else None,
            json.dumps(list(action.args)) if action else "[]",
            _json(action.label) if action else None,
            _json(self.public),
            old.user_id,
            json.dumps(self.log, ensure_ascii=False),
            int(old.undone),
            old.created_at,
            json.dumps(self.facts[0]) if self.facts else None,
            int(self.facts[1]) if self.facts else None,
            int(self.facts[2]) if self.facts else None,
            self.facts[3] if self.facts else None,
        )


@dataclass
class Carried:
    """A game as today's tables hold it."""

    entries: list[NewEntry]
    status: str
    result: Result | None
    base_step: int = 0
    snapshots: dict[int, str] = field(default_factory=dict)  # step -> state JSON


async def upgrade(db: aiosqlite.Connection) -> None:
    """Fill ``games`` and ``actions`` from the release's tables, then drop those."""
    db.row_factory = aiosqlite.Row
    for game in await db.execute_fetchall("SELECT * FROM games_v1 ORDER BY id"):
        rows = await db.execute_fetchall(
            "SELECT * FROM actions_v1 WHERE game_id = ? ORDER BY seq", (game["id"],)
        )
        latest = await db.execute_fetchall(
            "SELECT step, state FROM snapshots WHERE game_id = ? ORDER BY step DESC LIMIT 1", (game["id"],)
        )
        carried = carry_over(game, [_old(r) for r in rows], next(iter(latest), None))
        await db.executemany(
            "INSERT INTO actions (game_id, seq, kind, step, seat, verb, args, label, public, user_id, log,"
            " undone, created_at, to_act, handoff, public_changed, undo)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [entry.row(game["id"]) for entry in carried.entries],
        )
        result = json.dumps(plain.to_plain(carried.result), ensure_ascii=False) if carried.result else None
        await db.execute(
            "UPDATE games SET status = ?, result = ?, base_step = ? WHERE id = ?",
            (carried.status, result, carried.base_step, game["id"]),
        )
        if game["status"] != "lobby":
            await db.execute("DELETE FROM snapshots WHERE game_id = ?", (game["id"],))
            await db.executemany(
                "INSERT INTO snapshots (game_id, step, state) VALUES (?, ?, ?)",
                [(game["id"], step, state) for step, state in sorted(carried.snapshots.items())],
            )
        log.info("game %s (%s): %s", game["id"], game["game_key"], _summary(carried))
    await db.execute("DROP TABLE actions_v1")
    await db.execute("DROP TABLE games_v1")


def _old(r: aiosqlite.Row) -> OldEntry:
    return OldEntry(
        r["seq"],
        r["kind"],
        r["step"],
        r["seat"],
        r["verb"],
        r["arg"],
        r["label"],
        r["user_id"],
        json.loads(r["log"]),
        bool(r["undone"]),
        r["created_at"],
    )


def _json(msg: Msg | None) -> str | None:
    return json.dumps(msg.to_json(), ensure_ascii=False) if msg is not None else None


def _summary(carried: Carried) -> str:
    legacy = sum(1 for e in carried.entries if e.old.kind == "play" and e.facts is None)
    return f"{carried.status}, {len(carried.entries)} entries, {legacy} plays kept as legacy lines"


def find(key: str) -> AnyGame | None:
    """The game's engine today, or None when it cannot be loaded."""
    try:
        return engine.find_game(key)
    except Exception:
        log.warning(
            "the engine of %r cannot be loaded: its games are carried over as text", key, exc_info=True
        )
        return None


def carry_over(row: aiosqlite.Row, entries: list[OldEntry], latest: aiosqlite.Row | None) -> Carried:
    """One game, replayed with today's rules as far as they agree with the record."""
    key, status = str(row["game_key"]), str(row["status"])
    game = find(key)
    started = any(e.kind == "start" for e in entries)
    replay = Replay.begin(game, row) if game is not None and started else None
    hidden = game.private_views if game is not None else True  # unknown: keep labels private
    carried = Carried([], status, None)
    for old in entries:
        new = None
        if old.kind in ("concede", "abandon"):
            new = _ending(key, old)
            carried.result = (
                notes.concession(key, _seats(old)) if old.kind == "concede" else notes.abandonment()
            )
        elif replay is not None and replay.live:
            new = replay.entry(old)
            replay.live = new is not None
        carried.entries.append(new or _legacy(old, hidden))
    finished_by_play = status == "finished" and carried.result is None
    if finished_by_play:
        carried.result = notes.legacy_result(str(row["result"] or ""))
    if replay is None:
        carried.status = "stranded" if status == "active" else status
        return carried
    result = replay.game.result(replay.state) if replay.live else None
    if replay.live and (result is not None) == finished_by_play:
        carried.snapshots = replay.snapshots()
        carried.result = result or carried.result
        return carried
    return _from_last_state(carried, replay.game, entries[-1].step, latest)


def _from_last_state(carried: Carried, game: AnyGame, step: int, latest: aiosqlite.Row | None) -> Carried:
    """The game goes on from its last stored state (after ``step`` actions) if the engine reads it
    back exactly (a state of older rules may load with fields left at their defaults: that is not
    the game), or is stranded."""
    state: GameState | None = None
    if latest is not None and latest["step"] == step:
        stored = json.loads(latest["state"])
        try:
            state = game.load(stored)
        except Exception:
            state = None
        if state is not None and json.loads(state.to_json()) != stored:
            state = None
    carried.base_step = step
    if state is not None and state.step == step:
        carried.snapshots = {step: state.to_json()}
    elif carried.status == "active":
        carried.status = "stranded"
    return carried


def _seats(old: OldEntry) -> list[str]:
    return str(old.seat).split(",")


def _ending(key: str, old: OldEntry) -> NewEntry:
    """A concession or an abandonment: its note from what the record says."""
    user = int(old.user_id or 0)
    note = notes.conceded(key, _seats(old), user) if old.kind == "concede" else notes.abandoned(user)
    return NewEntry(old, [notes.note(note)])


def _legacy(old: OldEntry, hidden: bool) -> NewEntry:
    """An entry in the words it was stored with (the channel saw a hidden game's labels never)."""
    lines: list[LogEntry] = [
        {"msg": notes.legacy(str(line["text"])).to_json(), "dice": list(line["dice"]), "to": line["to"]}
        for line in old.lines
    ]
    if old.kind not in ("play", "undo") or not old.verb:
        return NewEntry(old, lines)
    label = notes.legacy(old.label) if old.label else None
    action = replace(old.action(), label=label)
    return NewEntry(old, lines, action, None if hidden else label)


@dataclass
class Replay:
    """Today's engine following the record: the state, and the plays still in force."""

    game: AnyGame
    key: str
    seats: tuple[str, ...]
    state: GameState
    live: bool = True
    before: list[tuple[GameState, NewEntry]] = field(default_factory=list)  # state before each play
    checkpoints: dict[int, str] = field(default_factory=dict)

    @classmethod
    def begin(cls, game: AnyGame, row: aiosqlite.Row) -> Replay | None:
        options = json.loads(row["options"])
        try:
            state = game.setup(int(row["seed"]), row["scenario"], options)
            seats = tuple(game.seats(game.resolve_options(options)))
        except Exception:
            log.warning("game %s cannot be set up again with today's rules", row["id"], exc_info=True)
            return None
        return cls(game, game.key, seats, state, checkpoints={0: state.to_json()})

    def entry(self, old: OldEntry) -> NewEntry | None:
        """The entry re-derived by today's rules; None where they part from the record."""
        try:
            if old.kind == "start":
                return self.start(old)
            if old.kind == "play":
                return self.play(old)
            return self.undo(old)
        except Diverged:
            return None

    def start(self, old: OldEntry) -> NewEntry:
        users = [int(u) for u in _MENTION.findall(str(old.lines[0]["text"]))] if old.lines else []
        if len(users) != len(self.seats):
            raise Diverged
        seating = notes.seating(self.key, self.seats, dict(zip(self.seats, users, strict=True)))
        if _dice(self.state.log) != old.dice:
            raise Diverged
        return NewEntry(old, [notes.note(notes.begin()), *map(notes.note, seating), *self.state.log])

    def play(self, old: OldEntry) -> NewEntry:
        seat, action = str(old.seat), old.action()
        chosen = next((a for a in self.game.prompt(self.state, seat).actions if a == action), None)
        if chosen is None:
            raise Diverged
        prior = self.game.clone(self.state)
        try:
            step = self.game.apply(self.state, seat, chosen)
        except Exception as e:
            raise Diverged from e
        if _dice(step.entries) != old.dice or self.state.step != old.step:
            raise Diverged
        facts = (list(step.to_act), step.handoff, step.public_changed, step.undo.value)
        new = NewEntry(old, step.entries, chosen, chosen.public_form, facts)
        self.before.append((prior, new))
        if self.state.step % CHECKPOINT_EVERY == 0:
            self.checkpoints[self.state.step] = self.state.to_json()
        return new

    def undo(self, old: OldEntry) -> NewEntry:
        if not self.before:
            raise Diverged
        prior, undone = self.before.pop()
        if prior.step != old.step or undone.action is None:
            raise Diverged
        self.state = prior
        self.checkpoints = {s: j for s, j in self.checkpoints.items() if s <= prior.step}
        approved = _APPROVED.search(str(old.lines[0]["text"])) if old.lines else None
        approvers = [int(u) for u in _MENTION.findall(approved.group(1))] if approved else []
        action = notes.action_taken(self.key, str(undone.old.seat), undone.public)
        note = notes.taken_back(int(old.user_id or 0), action, approvers)
        return NewEntry(old, [notes.note(note)], undone.action, undone.public)

    def snapshots(self) -> dict[int, str]:
        return {**self.checkpoints, self.state.step: self.state.to_json()}


def _dice(entries: list[LogEntry] | list[dict[str, Any]]) -> list[int]:
    return [d for e in entries for d in e["dice"]]

"""Verifiable dice: a commitment to a game's seed published at the start, checked at the end.

A game is its seed plus its action list (``rng``), so every roll and draw follows from the seed.
When a game starts, the host publishes ``commitment(game, seed, salt)``: the SHA-256 of the text
``marengo-dice/1:{game}:{seed}:{salt}``, in hex. The salt is a random hex string chosen by the host
(at least 128 bits), so nobody can find the seed from the commitment by trying seeds; the seed and
salt stay secret until the game ends. Then the host reveals them with the game's ``Record`` (the
actions as notations with their seats, and the dice and log each one showed), and anyone can check,
with any SHA-256 tool, that the commitment matches, and with ``verify`` that replaying the actions
from that seed gives exactly the dice and draws that were shown. Taking an action back never
changes the seed: the record holds the actions that stand.

Pure: no I/O, no clock, no randomness (the caller draws the seed and the salt).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.actions import Action
from engine.core.errors import RulesError
from engine.core.game import Game
from engine.core.log import LogEntry
from engine.core.messages import Json, Msg
from engine.core.state import GameState, Result

SCHEME = "marengo-dice/1"
FORMAT = "marengo-record/1"
_GAME_KEY = re.compile(r"^[a-z0-9_]{1,40}$")
_SALT = re.compile(r"^[0-9a-f]{32,128}$")  # at least 128 bits, in lower-case hex
_DIGEST = re.compile(r"^[0-9a-f]{64}$")

AnyGame = Game[Any, Any]


class RecordError(RulesError):
    """A record that cannot be read: a field missing or not of its kind."""


def commitment_text(game: str, seed: int, salt: str) -> str:
    """The text whose SHA-256 is the commitment: ``marengo-dice/1:duel:42:9f86…``."""
    if not _GAME_KEY.match(game):
        raise RecordError(Msg("core-verify-field", field="game"))
    if not _SALT.match(salt):
        raise RecordError(Msg("core-verify-field", field="salt"))
    return f"{SCHEME}:{game}:{seed}:{salt}"


def commitment(game: str, seed: int, salt: str) -> str:
    """The commitment to publish when the game starts: a SHA-256 digest in lower-case hex."""
    return hashlib.sha256(commitment_text(game, seed, salt).encode("utf-8")).hexdigest()


# --- the record ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Played:
    """One action that stands: who took it, its notation, and what it showed."""

    seat: str
    action: str  # the notation, as typed after /play
    dice: tuple[int, ...]  # every die it rolled, in order, as the log showed them
    log: tuple[LogEntry, ...] | None = None  # its log entries (None: only the dice are checked)

    @classmethod
    def of(cls, seat: str, action: Action | str, entries: Sequence[LogEntry]) -> Played:
        """From an action and the log entries it wrote (``Step.entries``, or as stored)."""
        notation = action if isinstance(action, str) else action.notation()
        return cls(seat, notation, _dice(entries), tuple(entries))


@dataclass(frozen=True, slots=True)
class Record:
    """What the host reveals when a game ends. ``opening`` is what setting up showed."""

    game: str
    scenario: str
    options: dict[str, str]
    seed: int
    salt: str
    commitment: str
    actions: tuple[Played, ...]
    opening: Played | None = None  # seat "" and action "": the set-up's dice and log
    winners: tuple[str, ...] | None = None  # the result the host announced (None: not stated)
    reason: str | None = None

    @classmethod
    def build(
        cls,
        game: str,
        scenario: str,
        options: Mapping[str, str],
        seed: int,
        salt: str,
        actions: Iterable[Played],
        opening: Sequence[LogEntry] | None = None,
        result: Result | None = None,
    ) -> Record:
        """A record for a game the host ran; the commitment is computed from seed and salt."""
        return cls(
            game,
            scenario,
            dict(options),
            seed,
            salt,
            commitment(game, seed, salt),
            tuple(actions),
            None if opening is None else Played.of("", "", opening),
            None if result is None else result.winners,
            None if result is None else result.reason,
        )

    def to_json(self) -> dict[str, Json]:
        """The exported form (``FORMAT``), as plain JSON values."""
        data: dict[str, Json] = {
            "format": FORMAT,
            "game": self.game,
            "scenario": self.scenario,
            "options": dict(self.options),
            "seed": self.seed,
            "salt": self.salt,
            "commitment": self.commitment,
        }
        if self.opening is not None:
            data["opening"] = _played_json(self.opening, with_seat=False)
        data["actions"] = [_played_json(p, with_seat=True) for p in self.actions]
        if self.reason is not None and self.winners is not None:
            data["result"] = {"winners": list(self.winners), "reason": self.reason}
        return data

    @classmethod
    def from_json(cls, data: Json) -> Record:
        """Read an exported record; raises ``RecordError`` naming the first field that is wrong."""
        top = _object(data, "record")
        if top.get("format") != FORMAT:
            raise RecordError(Msg("core-verify-format", expected=FORMAT))
        options = _object(top.get("options", {}), "options")
        result = _object(top["result"], "result") if "result" in top else None
        return cls(
            game=_text(top, "game"),
            scenario=_text(top, "scenario"),
            options={key: _text(options, key) for key in options},
            seed=_int(top.get("seed"), "seed"),
            salt=_text(top, "salt"),
            commitment=_text(top, "commitment"),
            actions=tuple(_played(item, n) for n, item in enumerate(_list(top.get("actions"), "actions"), 1)),
            opening=None if "opening" not in top else _played(top["opening"], 0),
            winners=None if result is None else tuple(_texts(result.get("winners"), "result.winners")),
            reason=None if result is None else _text(result, "reason"),
        )


# --- verification --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Verdict:
    """What ``verify`` found. ``problem`` is the first place where the replay and the record part."""

    commitment_text: str
    digest: str  # SHA-256 of commitment_text
    published: str  # the commitment the record says was published
    actions: int  # actions replayed in agreement with the record
    dice: int  # dice among them, each the same in the record and the replay
    problem: Msg | None = None
    result: Result | None = None  # how the replayed game ended (None: not over)

    @property
    def commitment_ok(self) -> bool:
        return self.digest == self.published

    @property
    def ok(self) -> bool:
        return self.commitment_ok and self.problem is None

    def messages(self) -> list[Msg]:
        """What to tell a player, line by line: the commitment, then the replay."""
        found = Msg(
            "core-verify-commitment-ok" if self.commitment_ok else "core-verify-commitment-wrong",
            text=self.commitment_text,
            digest=self.digest,
            published=self.published,
        )
        if self.problem is not None:
            return [found, self.problem]
        return [found, Msg("core-verify-replay-ok", actions=self.actions, dice=self.dice)]


def verify(game: AnyGame, record: Record) -> Verdict:
    """Check the commitment, then replay the record's actions from its seed, comparing the dice
    (and, where the record has them, the log entries: draws, revealed pieces) of every action."""
    if not _DIGEST.match(record.commitment):
        raise RecordError(Msg("core-verify-field", field="commitment"))
    text = commitment_text(record.game, record.seed, record.salt)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    replay = _Replay()
    replay.run(game, record)
    return Verdict(
        text, digest, record.commitment, replay.actions, replay.dice, replay.problem, replay.result
    )


@dataclass(slots=True)
class _Replay:
    """How far the replay agreed with the record, and where it stopped agreeing."""

    actions: int = 0
    dice: int = 0
    problem: Msg | None = None
    result: Result | None = None

    def run(self, game: AnyGame, record: Record) -> None:
        try:
            state = game.setup(record.seed, record.scenario, record.options)
        except RulesError as e:
            self.problem = Msg("core-verify-setup", reason=e.msg)
            return
        if record.opening is not None:
            self.problem = _compare(record.opening, state.log, Msg("core-verify-opening"))
            if self.problem is not None:
                return
        for n, played in enumerate(record.actions, 1):
            seat = game.seat_ref(played.seat) if played.seat in state.seats else played.seat[:40]
            where = Msg("core-verify-where", n=n, seat=seat, action=played.action[:60])
            try:
                step = game.apply(state, played.seat, _action(game, state, played), observe=False)
            except RulesError as e:
                self.problem = Msg("core-verify-refused", where=where, reason=e.msg)
                return
            self.problem = _compare(played, step.entries, where)
            if self.problem is not None:
                return
            self.actions += 1
            self.dice += len(played.dice)
        self.result = state.result
        self.problem = _check_result(record, state)


def _action(game: AnyGame, state: GameState, played: Played) -> Action:
    """The legal action with this notation, or the parsed notation (which ``apply`` then refuses)."""
    for action in game.legal_actions(state, played.seat):
        if action.notation() == played.action:
            return action
    return Action.parse(played.action)


def _compare(played: Played, entries: Sequence[LogEntry], where: Msg) -> Msg | None:
    rolled = _dice(entries)
    if rolled != played.dice:
        return Msg("core-verify-dice", where=where, shown=_dice_text(played.dice), rolled=_dice_text(rolled))
    if played.log is not None and _plain(played.log) != _plain(entries):
        return Msg("core-verify-log", where=where)
    return None


def _check_result(record: Record, state: GameState) -> Msg | None:
    """A stated result must be the replay's when the rules ended the game (a concession or an
    abandoned game ends it outside the rules, and the replay is then not over)."""
    if record.reason is None or state.result is None:
        return None
    if (record.winners, record.reason) == (state.result.winners, state.result.reason):
        return None
    stated = f"{' '.join(record.winners or ()) or '-'} {record.reason}"
    return Msg("core-verify-result", stated=stated, replayed=state.result.summary)


def _dice(entries: Sequence[LogEntry]) -> tuple[int, ...]:
    return tuple(die for entry in entries for die in entry["dice"])


def _dice_text(dice: Sequence[int]) -> str:
    return "[" + " ".join(map(str, dice)) + "]"


def _plain(entries: Sequence[LogEntry]) -> Json:
    """The entries as JSON reads them back (tuples as lists), for comparison."""
    loaded: Json = json.loads(json.dumps(list(entries)))
    return loaded


# --- reading the JSON form -----------------------------------------------------------------------


def _played_json(played: Played, *, with_seat: bool) -> dict[str, Json]:
    data: dict[str, Json] = {"seat": played.seat, "action": played.action} if with_seat else {}
    data["dice"] = list(played.dice)
    if played.log is not None:
        data["log"] = _plain(played.log)
    return data


def _played(item: Json, n: int) -> Played:
    name = "opening" if n == 0 else f"actions[{n}]"
    data = _object(item, name)
    dice = tuple(_int(d, f"{name}.dice") for d in _list(data.get("dice"), f"{name}.dice"))
    log = None
    if "log" in data:
        log = tuple(_entry(e, f"{name}.log") for e in _list(data["log"], f"{name}.log"))
    if n == 0:
        return Played("", "", dice, log)
    return Played(_text(data, "seat", name), _text(data, "action", name), dice, log)


def _entry(item: Json, name: str) -> LogEntry:
    data = _object(item, name)
    msg, to = _object(data.get("msg"), name), data.get("to")
    key, args = msg.get("key"), msg.get("args")
    if not isinstance(key, str) or not isinstance(args, dict) or not (to is None or isinstance(to, str)):
        raise RecordError(Msg("core-verify-field", field=name))
    dice = [_int(d, name) for d in _list(data.get("dice"), name)]
    return {"msg": {"key": key, "args": args}, "dice": dice, "to": to}


def _object(value: Json, name: str) -> dict[str, Json]:
    if not isinstance(value, dict):
        raise RecordError(Msg("core-verify-field", field=name))
    return value


def _list(value: Json, name: str) -> list[Json]:
    if not isinstance(value, list):
        raise RecordError(Msg("core-verify-field", field=name))
    return value


def _text(data: Mapping[str, Json], key: str, within: str = "") -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise RecordError(Msg("core-verify-field", field=f"{within}.{key}" if within else key))
    return value


def _texts(value: Json, name: str) -> list[str]:
    items = _list(value, name)
    if not all(isinstance(item, str) for item in items):
        raise RecordError(Msg("core-verify-field", field=name))
    return [str(item) for item in items]


def _int(value: Json, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(Msg("core-verify-field", field=name))
    return value

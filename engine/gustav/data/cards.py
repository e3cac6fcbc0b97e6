"""The two decks of eight action cards: the Imperial and Catholic League army (Player A, red edges)
and the Swedish and Protestant army (Player B, blue edges) of 1631-1632.

The seed (基本ルール, ゲーム進行) says each card has two effects, top and bottom, of which one is
carried out, in full, in part or not at all; that each effect has its own action value (the lower
total of a round moves first next round); that some effects name a voltage modifier such as "+1"
(resolved as if the marker stood that many spaces further on, without moving it); that some let a
unit ignore ZOC; and that morale may rise by 1. The cards themselves are ours (DATA.md).

An effect is a short programme of steps carried out in order: a step may be done fully, partly or
not at all, and the player may stop the effect after any of them.

* ``MOVE``: up to ``up_to`` different units (of ``kinds``, any when empty) each make one move of up
  to their movement plus ``extra`` hexes; ``free`` lets them ignore ZOC.
* ``ATTACK``: up to ``up_to`` attacks, each by a different unit (of ``kinds``), of the ``mode``
  given (melee, ranged or either), at voltage ``plus``.
* ``ASSAULT``: up to ``up_to`` units (of ``kinds``) each move as in ``MOVE`` and then make one
  attack of the ``mode`` given, at voltage ``plus``.
* ``RALLY``: morale rises by ``up_to``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.gustav.data.sources import Source, ours


class Kind(StrEnum):
    MOVE = "move"
    ATTACK = "attack"
    ASSAULT = "assault"
    RALLY = "rally"


class Mode(StrEnum):
    MELEE = "melee"
    FIRE = "fire"
    ANY = "any"


class Step(NamedTuple):
    kind: Kind
    up_to: int = 1  # units (moves, attacks) or morale points
    kinds: tuple[str, ...] = ()  # unit types allowed; empty: any
    mode: Mode = Mode.ANY
    extra: int = 0  # hexes of movement beyond the unit's own
    free: bool = False  # B-ZOC-3: the move ignores ZOC
    plus: int = 0  # B-CARD-3: voltage modifier of the attacks


class Effect(NamedTuple):
    value: int  # action value (行動値)
    steps: tuple[Step, ...]


class Card(NamedTuple):
    id: str
    side: str
    top: Effect
    bottom: Effect
    source: Source

    def effect(self, half: str) -> Effect:
        return self.top if half == "top" else self.bottom


HALVES: Final = ("top", "bottom")

# the kinds and modes by plain names for a hot path (engine/README.md, "Enum members on a hot path");
# M, A, AS, R: short, for the table below
MOVE, ATTACK, ASSAULT, RALLY = Kind.MOVE, Kind.ATTACK, Kind.ASSAULT, Kind.RALLY
M, A, AS, R = MOVE, ATTACK, ASSAULT, RALLY
MELEE, FIRE, ANY = Mode.MELEE, Mode.FIRE, Mode.ANY
INFANTRY: Final = ("pike", "shot")


def _card(id: str, side: str, top: Effect, bottom: Effect) -> Card:
    return Card(id, side, top, bottom, ours(f"card-{id}"))


IMPERIAL: Final = (
    _card(
        "tercio",
        "imperial",
        Effect(3, (Step(M, 3, INFANTRY),)),
        Effect(1, (Step(A, 1, ("pike",), MELEE),)),
    ),
    _card(
        "pappenheim",
        "imperial",
        Effect(4, (Step(AS, 1, ("cavalry",), MELEE, extra=1, plus=1),)),
        Effect(2, (Step(M, 2, ("cavalry",)),)),
    ),
    _card(
        "croats",
        "imperial",
        Effect(2, (Step(M, 1, ("cavalry",), extra=1, free=True),)),
        Effect(1, (Step(A, 1, ("cavalry",), MELEE),)),
    ),
    _card(
        "great_guns",
        "imperial",
        Effect(3, (Step(A, 2, ("artillery",), FIRE),)),
        Effect(1, (Step(A, 1, ("artillery",), FIRE, plus=1),)),
    ),
    _card(
        "jesus_maria",
        "imperial",
        Effect(3, (Step(R, 2),)),
        Effect(1, (Step(R, 1),)),
    ),
    _card(
        "push_of_pike",
        "imperial",
        Effect(4, (Step(A, 2, ("pike",), MELEE, plus=1),)),
        Effect(2, (Step(A, 1, (), MELEE),)),
    ),
    _card(
        "wallenstein",
        "imperial",
        Effect(4, (Step(M, 4),)),
        Effect(1, (Step(M, 1),)),
    ),
    _card(
        "tilly",
        "imperial",
        Effect(3, (Step(AS, 1, (), ANY),)),
        Effect(2, (Step(A, 1, (), ANY, plus=2),)),
    ),
)

SWEDISH: Final = (
    _card(
        "brigade",
        "swedish",
        Effect(3, (Step(M, 3),)),
        Effect(1, (Step(A, 1, (), ANY),)),
    ),
    _card(
        "salvo",
        "swedish",
        Effect(4, (Step(A, 2, ("shot",), FIRE, plus=1),)),
        Effect(2, (Step(A, 1, ("shot",), FIRE),)),
    ),
    _card(
        "leather_guns",
        "swedish",
        Effect(3, (Step(AS, 1, ("artillery",), FIRE),)),
        Effect(1, (Step(A, 1, ("artillery",), FIRE),)),
    ),
    _card(
        "sword_charge",
        "swedish",
        Effect(4, (Step(AS, 2, ("cavalry",), MELEE),)),
        Effect(2, (Step(M, 2, ("cavalry",), extra=1),)),
    ),
    _card(
        "commanded_shot",
        "swedish",
        Effect(3, (Step(M, 2, ("shot", "cavalry")), Step(A, 1, ("shot",), FIRE))),
        Effect(1, (Step(M, 1, ("shot",), free=True),)),
    ),
    _card(
        "feste_burg",
        "swedish",
        Effect(3, (Step(R, 2),)),
        Effect(1, (Step(R, 1),)),
    ),
    _card(
        "the_king",
        "swedish",
        Effect(4, (Step(AS, 1, ("hq", "cavalry"), MELEE, plus=1), Step(R, 1))),
        Effect(2, (Step(M, 2),)),
    ),
    _card(
        "fog",
        "swedish",
        Effect(3, (Step(M, 2, (), free=True),)),
        Effect(1, (Step(M, 1),)),
    ),
)

CARDS: Final[dict[str, Card]] = {c.id: c for c in (*IMPERIAL, *SWEDISH)}
DECKS: Final[dict[str, tuple[str, ...]]] = {
    "imperial": tuple(c.id for c in IMPERIAL),
    "swedish": tuple(c.id for c in SWEDISH),
}

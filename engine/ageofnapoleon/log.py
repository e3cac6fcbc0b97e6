"""What the rules say happened, as messages (the words are in ``locales/``): battles, attrition, draws and
changes of status. Every name is a ``Ref`` (``ageofnapoleon-seat-…``, ``ageofnapoleon-country-…``,
``ageofnapoleon-status-…``)."""

from __future__ import annotations

from engine.ageofnapoleon.attrition import Attrition
from engine.ageofnapoleon.battle import Resolution, Role, tie_breaker
from engine.ageofnapoleon.data.countries import Side, Status
from engine.core import Msg, Ref
from engine.core.messages import Arg

GAME = "ageofnapoleon"


def seat(side: Side) -> Ref:
    return Ref(f"{GAME}-seat", side.value)


def country(country_id: str) -> Ref:
    return Ref(f"{GAME}-country", country_id)


def status(value: Status) -> Ref:
    return Ref(f"{GAME}-status", value.value)


def battle(res: Resolution, attacker: Side, defender: Side, totals: tuple[int, int]) -> Msg:
    """A battle's dice, losses inflicted, tie-break and result (aid 戦闘結果表)."""
    winner = seat(attacker if res.winner is Role.ATTACKER else defender)
    common: dict[str, Arg] = {
        "attacker": seat(attacker),
        "defender": seat(defender),
        "atotal": totals[0],
        "dtotal": totals[1],
        "adie": res.dice[0],
        "ddie": res.dice[1],
        "on_defender": res.inflicted[0],
        "on_attacker": res.inflicted[1],
        "winner": winner,
        "alosses": res.losses[0],
        "dlosses": res.losses[1],
    }
    if res.tie_dice is None:
        return Msg(f"{GAME}-log-battle", **common)
    return Msg(
        f"{GAME}-log-battle-tie",
        **common,
        atie=res.tie_dice[0],
        dtie=res.tie_dice[1],
        atbm=tie_breaker(totals[0]),
        dtbm=tie_breaker(totals[1]),
    )


def march(side: Side, result: Attrition) -> Msg:
    """A march attrition check: its dice (a notation), the corps lost, for good or to the prisoner box."""
    key = f"{GAME}-log-march-winter" if result.permanent else f"{GAME}-log-march"
    return Msg(key, side=seat(side), dice=tuple(map(str, result.dice)), lost=result.losses)


def winter(side: Side, result: Attrition) -> Msg:
    return Msg(f"{GAME}-log-winter", side=seat(side), die=result.dice[0], lost=result.losses)


def draw(side: Side, cards: int) -> Msg:
    return Msg(f"{GAME}-log-draw", side=seat(side), n=cards)


def reshuffle() -> Msg:
    return Msg(f"{GAME}-log-reshuffle")


def status_change(country_id: str, value: Status) -> Msg:
    return Msg(f"{GAME}-log-status", country=country(country_id), status=status(value))

"""Game options: how the allied countries are shared out (14.0 multi-player) and the optional rules.

The ``allies`` option offers 1-5 players (2-5: the most balanced split); an explicit split such as
``prussia+austria/russia+spain+britain`` is accepted too (``Napoleon21.resolve_options``). A seat
is named after its countries, ``prussia+austria``; its catalog entry joins them with ``-``
(``napoleon21-seat-prussia-austria``), since Fluent names cannot hold ``+``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from engine.core import Msg, OptionSpec, Ref, SetupError
from engine.napoleon21.data import ALLIES, FRANCE, right_most_strength

ONE_PLAYER = "allies"  # the seat name when one player runs all five allies
SHORTCUTS = ("2", "3", "4", "5")
Split = tuple[tuple[str, ...], ...]


def _partitions(items: tuple[str, ...]) -> list[list[list[str]]]:
    """Every way to split ``items`` into groups, each group and the groups in ``items`` order."""
    if not items:
        return [[]]
    first, rest = items[0], items[1:]
    out: list[list[list[str]]] = []
    for smaller in _partitions(rest):
        out.append([[first], *smaller])
        for i in range(len(smaller)):
            out.append([*smaller[:i], [first, *smaller[i]], *smaller[i + 1 :]])
    return out


def split_name(split: Split) -> str:
    """``(("prussia", "austria"), ("russia",))`` -> ``"prussia+austria/russia"``."""
    return "/".join("+".join(group) for group in split)


def _normalised(groups: list[list[str]]) -> Split:
    ordered = [tuple(sorted(g, key=ALLIES.index)) for g in groups]
    return tuple(sorted(ordered, key=lambda g: ALLIES.index(g[0])))


SPLITS: tuple[Split, ...] = tuple(
    sorted(
        (_normalised(p) for p in _partitions(ALLIES) if 2 <= len(p) <= 5),
        key=lambda s: (len(s), split_name(s)),
    )
)
SPLIT_NAMES: tuple[str, ...] = tuple(split_name(s) for s in SPLITS)


def _spread(split: Split) -> int:
    totals = [sum(right_most_strength(c) for c in group) for group in split]
    return max(totals) - min(totals)


@cache
def balanced_split(players: int) -> Split:
    """The default split for ``players`` allied players: the closest right-most strength totals."""
    candidates = [s for s in SPLITS if len(s) == players]
    return min(candidates, key=lambda s: (_spread(s), split_name(s)))


def parse_split(value: str) -> Split | None:
    """The allied split an ``allies`` option value names; None means one allied player.

    Raises SetupError for a value that is not a split of the five allies.
    """
    if value == "1":
        return None
    if value in SHORTCUTS:
        return balanced_split(int(value))
    groups = [g.split("+") for g in value.split("/")]
    names = [c for g in groups for c in g]
    if sorted(names) != sorted(ALLIES) or not 2 <= len(groups) <= 5:
        raise SetupError(Msg("napoleon21-error-allies", value=value[:60]))
    return _normalised(groups)


def normalise(value: str) -> str:
    """The canonical spelling of an ``allies`` value (allied order inside and between groups).

    A value that is not a split comes back as it was, for the option check to refuse.
    """
    tidy = value.strip().lower().replace(" ", "")
    if tidy in ("1", *SHORTCUTS):
        return tidy
    try:
        split = parse_split(tidy)
    except SetupError:
        return value
    return split_name(split) if split else "1"


def allied_seats(options: Mapping[str, str]) -> dict[str, tuple[str, ...]]:
    """Allied seat -> the countries it runs, in allied order."""
    split = parse_split(options.get("allies", "1"))
    if split is None:
        return {ONE_PLAYER: ALLIES}
    return {"+".join(group): group for group in split}


def owner_table(options: Mapping[str, str]) -> dict[str, str]:
    """Country -> the seat that decides for it."""
    owners = {FRANCE: FRANCE}
    for seat, countries in allied_seats(options).items():
        owners |= dict.fromkeys(countries, seat)
    return owners


def starting_vp(options: Mapping[str, str]) -> dict[str, int]:
    """14.0 multi-player: each allied seat starts with the gap to the strongest seat's total."""
    seats = allied_seats(options)
    totals = {seat: sum(right_most_strength(c) for c in group) for seat, group in seats.items()}
    best = max(totals.values())
    return {seat: best - total for seat, total in totals.items()}


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("allies", ("1", *SHORTCUTS), "1"),
    OptionSpec("road_to_paris", ("off", "on"), "off"),
    OptionSpec("nelson", ("off", "on"), "off"),
    OptionSpec("french_mobilization", ("off", "on"), "off"),
    OptionSpec("allied_mobilization", ("off", "on"), "off"),
)


def seat_ref(seat: str) -> Ref:
    """A seat as a message argument (``prussia+austria`` is the entry ``napoleon21-seat-prussia-austria``)."""
    return Ref("napoleon21-seat", seat.replace("+", "-"))


def every_seat() -> tuple[str, ...]:
    """Every seat any ``allies`` value can make: France, the Allies, and each group of allies."""
    groups = {group for split in SPLITS for group in split}
    ordered = sorted(groups, key=lambda g: (len(g), [ALLIES.index(c) for c in g]))
    return (FRANCE, ONE_PLAYER, *("+".join(g) for g in ordered))

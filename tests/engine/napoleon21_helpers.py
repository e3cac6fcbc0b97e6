"""Helpers for the Napoleon 2.1 tests: build a position, then play actions through the real ``apply``."""

from __future__ import annotations

from engine.core import Action, LogEntry, rng
from engine.napoleon21 import Napoleon21
from engine.napoleon21.data import CHART, COUNTRIES, activity_order
from engine.napoleon21.state import N21State, add, on_map, stack

GAME = Napoleon21()
Layout = dict[str, dict[str, int | list[int]]]


def new_state(seed: int = 1, **options: str) -> N21State:
    """A fresh game (turn 1 already rolled) with the given options."""
    return GAME.setup(seed, None, options)


def max_strength(s: N21State, country: str) -> int:
    return CHART[country].stages[s.posture[country]].max_strength


def place(s: N21State, layout: Layout) -> None:
    """Replace the board. ``{area: {country: up or [up, down] or [up, down, r_up, r_down]}}``.

    Boxes are refilled so that map + box equals the max strength (3.4).
    """
    s.units = {}
    for area, stacks in layout.items():
        for country, counts in stacks.items():
            values = [counts] if isinstance(counts, int) else list(counts)
            add(s, area, country, values + [0] * (4 - len(values)))
    for country in COUNTRIES:
        s.box[country] = max_strength(s, country) - on_map(s, country)
        assert s.box[country] >= 0, f"too many {country} units for its max strength"


def turn_to(s: N21State, country: str, roll: int = 6) -> None:
    """Make ``country`` the one choosing its activity now (France acts ``roll``-th this turn)."""
    s.order_roll = roll
    s.order = activity_order(roll)
    s.slot = s.order.index(country)
    s.phase, s.task, s.decider, s.act = "activity", "activity", country, {}
    s.french_surrender = False


def seat(s: N21State) -> str:
    return GAME.to_act(s)[0]


def legal(s: N21State) -> list[Action]:
    return GAME.legal_actions(s, seat(s))


def args(s: N21State, verb: str) -> list[str]:
    """The args of the legal actions with this verb."""
    return [a.arg for a in legal(s) if a.verb == verb]


def verbs(s: N21State) -> set[str]:
    return {a.verb for a in legal(s)}


def play(s: N21State, verb: str, arg: str = "") -> list[LogEntry]:
    """Apply an action for whoever must act (it must be legal)."""
    return GAME.apply(s, seat(s), Action(verb, arg))


def dice(s: N21State, *faces: int) -> None:
    """Queue die results."""
    rng.script(s, list(faces))


def units(s: N21State, area: str, country: str) -> list[int]:
    """[up, down, routed_up, routed_down]."""
    return list(stack(s, area, country))


def texts(entries: list[LogEntry]) -> str:
    return "\n".join(e["text"] for e in entries)


def start_moving(s: N21State, country: str, marches: tuple[tuple[str, int], ...] = ()) -> None:
    """Choose Move/Combat for ``country``, declare forced marches ``(group_key, n)``, start moving."""
    turn_to(s, country)
    play(s, "campaign")
    for key, n in marches:
        play(s, "march", key)
        if s.task == "march_count":
            play(s, "count", str(n))
    if s.task == "march":  # every unit declared: moving starts by itself
        play(s, "begin")


def step(s: N21State, key: str, dest: str, n: int | None = None) -> None:
    """Move ``n`` units (default: all) of group ``key`` one area to ``dest``."""
    if not (s.task == "move_to" and s.act.get("sel") == key):  # a lone group at sea is preselected
        play(s, "unit", key)
    play(s, "to", dest)
    if s.task == "move_count":
        count = n if n is not None else max(int(a) for a in args(s, "count"))
        play(s, "count", str(count))


def fight(s: N21State, country: str, *faces: int) -> list[LogEntry]:
    """``country`` takes Move/Combat without moving; the queued dice settle the battles."""
    turn_to(s, country)
    dice(s, *faces)
    log = play(s, "campaign")
    if s.task == "march":
        log += play(s, "begin")
        log += play(s, "done")
    return log

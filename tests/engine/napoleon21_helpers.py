"""Helpers for the Napoleon 2.1 tests: build a position, then play actions through the real ``apply``.

Actions are written as the old packed notation (``play(s, "assign", "austria:u")``) and split on
":" into structured arguments, the way stored games migrate; ``args`` lists legal arguments the
same way. Log lines are read in English through the strict translator, or by message key.
"""

from __future__ import annotations

from engine.core import Action, LogEntry, Step, rng
from engine.napoleon21 import Napoleon21
from engine.napoleon21.activities import Activity
from engine.napoleon21.data import CHART, COUNTRIES, War, activity_order
from engine.napoleon21.state import N21Frame, N21State, add, on_map, stack
from engine.napoleon21.turn import Turn
from i18n import translator

GAME = Napoleon21()
EN = translator("en", strict=True)
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
    GAME.machine.forget()


def turn_to(s: N21State, country: str, roll: int = 6) -> None:
    """Make ``country`` the one choosing its activity now (France acts ``roll``-th this turn)."""
    s.order_roll = roll
    s.order = activity_order(roll)
    s.slot = s.order.index(country)
    s.french_surrender = False
    s.frames = [Turn(at=Turn.Stage.NEXT), Activity(country=country)]
    GAME.machine.forget()
    GAME.machine.advance(s)


def top(s: N21State) -> N21Frame:
    """The frame asking now."""
    return s.frames[-1]


def asked(s: N21State) -> str:
    """What is asked now: the prompt key without its prefix (``activity``, ``march``, ``hits``...)."""
    return top(s).ask.removeprefix("napoleon21-ask-") if s.result is None else "over"


def decider(s: N21State) -> str:
    """The country whose owner is asked now."""
    return top(s).country


def seat(s: N21State) -> str:
    return GAME.to_act(s)[0]


def legal(s: N21State) -> list[Action]:
    return GAME.legal_actions(s, seat(s))


def args(s: N21State, verb: str) -> list[str]:
    """The arguments of the legal actions with this verb, packed with ":" as stored games had them."""
    return [":".join(map(str, a.args)) for a in legal(s) if a.verb == verb]


def verbs(s: N21State) -> set[str]:
    return {a.verb for a in legal(s)}


def act(s: N21State, verb: str, packed: str = "") -> Step:
    """Apply an action for whoever must act (it must be legal); ``packed`` args split on ":"."""
    return GAME.apply(s, seat(s), Action.parse(f"{verb} {packed.replace(':', ' ')}"))


def play(s: N21State, verb: str, packed: str = "") -> list[LogEntry]:
    """As ``act``, returning the log entries written."""
    return act(s, verb, packed).entries


def dice(s: N21State, *faces: int) -> None:
    """Queue die results."""
    rng.script(s, list(faces))


def war(s: N21State, ally: str) -> War:
    """An ally's war state."""
    return s.war[ally]


def units(s: N21State, area: str, country: str) -> list[int]:
    """[up, down, routed_up, routed_down]."""
    return list(stack(s, area, country))


def texts(entries: list[LogEntry]) -> str:
    """The entries in English, one a line (dice shown in brackets)."""
    return "\n".join(EN.entry(e) for e in entries)


def keys(entries: list[LogEntry]) -> list[str]:
    """The message keys of the entries."""
    return [e["msg"]["key"] for e in entries]


def start_moving(s: N21State, country: str, marches: tuple[tuple[str, int], ...] = ()) -> None:
    """Choose Move/Combat for ``country``, declare forced marches ``(group, n)``, start moving."""
    turn_to(s, country)
    play(s, "campaign")
    for group, n in marches:
        play(s, "march", group)
        if asked(s) == "march-count":
            play(s, "count", str(n))
    if asked(s) == "march":  # every unit declared: moving starts by itself
        play(s, "begin")


def chosen(s: N21State) -> str:
    """The group being moved, packed (``atlantic:u:1s``)."""
    group = getattr(top(s), "chosen", None)
    return ":".join(map(str, group.args)) if group is not None else ""


def step(s: N21State, group: str, dest: str, n: int | None = None) -> None:
    """Move ``n`` units (default: all) of ``group`` one area to ``dest``."""
    if not (asked(s) == "move-to" and chosen(s) == group):  # a lone group at sea is preselected
        play(s, "unit", group)
    play(s, "to", dest)
    if asked(s) == "move-count":
        count = n if n is not None else max(int(a) for a in args(s, "count"))
        play(s, "count", str(count))


def fight(s: N21State, country: str, *faces: int) -> list[LogEntry]:
    """``country`` takes Move/Combat without moving; the queued dice settle the battles."""
    turn_to(s, country)
    dice(s, *faces)
    log = play(s, "campaign")
    if asked(s) == "march":
        log += play(s, "begin")
        log += play(s, "done")
    return log

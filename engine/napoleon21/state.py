"""The Napoleon 2.1 game state, its turn machine and frame family, and the board operations every rule
uses.

Units of one country are identical apart from facing (1.31, 3.1), so the board is a count per
area, country, facing and rout marker: ``units[area][country] == (up, down, routed_up, routed_down)``
(only non-empty stacks are stored; a stack is replaced, never changed, and so is an area's mapping of
stacks: a copy of the state copies the outer dict and shares the rest).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from engine.core import WAIT, Action, Flow, Frame, GameState, Machine, Msg, Prompt
from engine.napoleon21.data import AT_WAR, CHART, COUNTRIES, FRANCE, IS_SEA, MORALE_START, War
from engine.napoleon21.options import owner_table

UP, DOWN, ROUTED_UP, ROUTED_DOWN = range(4)
Counts = tuple[int, int, int, int]  # up, down, routed up, routed down


class N21Machine(Machine["N21State"]):
    """The turn machine. It notes French morale before each answer (12.0: it never rises), and keeps
    the last prompt it built: ``legal_actions`` then ``apply`` ask for the same prompt twice.

    The kept prompt belongs to one state object at one step with one frame on top, and every answer
    drops it; a state changed by other means than ``apply`` (tests placing units) calls ``forget``.
    """

    def __init__(self, game: str) -> None:
        super().__init__(game)
        self._kept: tuple[N21State, int, Frame[N21State], str, Prompt] | None = None

    def prompt(self, s: N21State, seat: str) -> Prompt:
        """The top frame's prompt: the first asker gets it as built, a second one a copy (a search
        asks once per step, so nothing is copied; nobody changes a prompt once it is built)."""
        kept, top = self._kept, s.frames[-1]
        if kept is not None and kept[0] is s and kept[1] == s.step and kept[2] is top and kept[3] == seat:
            p = kept[4]
            return Prompt(p.key, p.text, list(p.actions), p.window, p.decline, p.forced)
        p = top.prompt(s, seat)
        self._kept = (s, s.step, top, seat, p)
        return p

    def answer(self, s: N21State, seat: str, action: Action) -> tuple[str, ...]:
        self._kept = None
        s.morale_was = s.morale
        return Machine.answer(self, s, seat, action)  # not super(): one object less per answer

    def forget(self) -> None:
        """Drop the kept prompt (after changing a state by hand)."""
        self._kept = None


MACHINE = N21Machine("napoleon21")


@dataclass(slots=True, kw_only=True)
class N21State(GameState):
    turn: int = 0
    order: list[str] = field(default_factory=list)  # this turn's activity order (5.0)
    order_roll: int | None = None
    slot: int = 0  # index in ``order`` of the country acting now
    morale: int = MORALE_START
    morale_was: int = MORALE_START  # morale before the last action (checked: it never rises)
    war: dict[str, War] = field(default_factory=dict)  # ally -> its war state (3.2)
    posture: dict[str, int] = field(default_factory=dict)  # country -> stage index
    box: dict[str, int] = field(default_factory=dict)  # country -> units in its chart box (3.4)
    units: dict[str, Mapping[str, Counts]] = field(default_factory=dict)  # area -> country -> counts
    french_surrender: bool = False  # 10.33: France surrendered this turn
    paris_fallen: bool = False  # Road to Paris: France surrendered with morale already 0
    frames: list[N21Frame] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class N21Frame(Frame[N21State]):
    """A procedure of the Napoleon 2.1 rules; ``country`` is the one whose owner decides in it."""

    machine = MACHINE
    country: str = FRANCE

    def ask_owner(self, s: N21State, question: str) -> Flow:
        """Wait for the seat that runs ``country`` (``owner_of`` and ``wait`` for one seat read in place:
        every question asks it)."""
        self.who = [_owners(s.options.get("allies", "1"))[self.country]]
        self.ask = question
        return WAIT

    def doing(self) -> Msg:
        """What is asked now, as the status line says it (the prompt key's own message)."""
        return Msg(self.ask)


def new_board() -> dict[str, Mapping[str, Counts]]:
    """2.2: each country's initial strength face-up in its home area."""
    return {c: {c: (CHART[c].initial_strength, 0, 0, 0)} for c in COUNTRIES}


# --- reading the board -------------------------------------------------------------------------

_EMPTY: Counts = (0, 0, 0, 0)


def stack(s: N21State, area: str, country: str) -> Counts:
    """The (up, down, routed_up, routed_down) counts (zeros when empty)."""
    stacks = s.units.get(area)
    return (stacks.get(country) if stacks else None) or _EMPTY


def active_count(s: N21State, area: str, country: str) -> int:
    """Units without a Rout marker (facing does not matter, 3.1)."""
    stacks = s.units.get(area)
    st = stacks.get(country) if stacks else None
    return st[UP] + st[DOWN] if st else 0


def total_count(s: N21State, area: str, country: str) -> int:
    """All units, routed ones included."""
    return sum(stack(s, area, country))


def on_map(s: N21State, country: str) -> int:
    """Units of ``country`` anywhere on the map."""
    return sum(sum(stacks[country]) for stacks in s.units.values() if country in stacks)


def countries_in(s: N21State, area: str) -> list[str]:
    """Countries with any unit in ``area``, France first then allied order."""
    here = s.units.get(area, {})
    return [c for c in COUNTRIES if c in here]


def is_at_war(s: N21State, country: str) -> bool:
    """France is always at war; an ally only in the War state (3.2)."""
    return country == FRANCE or s.war[country] is AT_WAR


def hostile(s: N21State, a: str, b: str) -> bool:
    """Whether two countries fight each other: France against allies at War (10.2)."""
    return (a == FRANCE) != (b == FRANCE) and is_at_war(s, a) and is_at_war(s, b)


def allies_at_war_in(s: N21State, area: str) -> int:
    """Allied units at War without a Rout marker in ``area`` (read off the area's stacks at once)."""
    stacks = s.units.get(area)
    if not stacks:
        return 0
    war, count = s.war, 0
    for c, st in stacks.items():  # a loop, not sum() over a generator: every French move asks it
        if c != FRANCE and war[c] is AT_WAR:
            count += st[UP] + st[DOWN]
    return count


def enemies_for_france_move(s: N21State, area: str) -> int:
    """10.12: allied units at War in ``area``; British units at sea do not count."""
    if IS_SEA[area]:
        return 0
    return allies_at_war_in(s, area)


def owner_of(s: N21State, country: str) -> str:
    """The seat deciding for ``country``."""
    return _owners(s.options.get("allies", "1"))[country]


@cache
def _owners(allies: str) -> dict[str, str]:
    return owner_table({"allies": allies})


# --- changing the board ------------------------------------------------------------------------


def add(s: N21State, area: str, country: str, counts: Sequence[int]) -> None:
    """Add (or, with negative numbers, take away) units; empty stacks disappear. The area's stacks
    are replaced, not changed: copies of the state share them."""
    stacks = dict(s.units.get(area) or ())
    a, b, c, d = stacks.get(country, _EMPTY)
    st = (a + counts[0], b + counts[1], c + counts[2], d + counts[3])
    if st != _EMPTY:
        stacks[country] = st
    else:
        stacks.pop(country, None)
    if stacks:
        s.units[area] = stacks
    else:
        s.units.pop(area, None)


def damage(s: N21State, area: str, country: str, face_up: bool, routed: bool = False) -> bool:
    """3.1: one damage to one unit of the given facing: flips it (True) or removes it (False)."""
    up, down = (ROUTED_UP, ROUTED_DOWN) if routed else (UP, DOWN)
    delta = [0, 0, 0, 0]
    if face_up:
        delta[up], delta[down] = -1, 1
        add(s, area, country, delta)
        return True
    delta[down] = -1
    add(s, area, country, delta)
    remove_to_box(s, country, 1)
    return False


def remove_to_box(s: N21State, country: str, n: int) -> None:
    """3.4: removed units go back to the country's box; 12.0 a: France loses 1 morale each."""
    s.box[country] += n
    if country == FRANCE:
        lose_morale(s, n)


def lose_morale(s: N21State, n: int) -> None:
    """12.0: morale only falls, and never below 0 (A-9)."""
    s.morale = max(0, s.morale - n)


def move_units(s: N21State, origin: str, dest: str, country: str, counts: Sequence[int]) -> None:
    """Move units between areas, keeping their facing and rout markers."""
    add(s, origin, country, (-counts[0], -counts[1], -counts[2], -counts[3]))
    add(s, dest, country, counts)


def clear_rout_markers(s: N21State) -> None:
    """10.3: rout markers come off at the end of the surrender check."""
    routed = []
    for area, stacks in s.units.items():  # a loop that stops at an area's first routed stack
        for st in stacks.values():
            if st[ROUTED_UP] or st[ROUTED_DOWN]:
                routed.append(area)
                break
    for area in routed:
        stacks = s.units[area]
        s.units[area] = {
            country: (st[UP] + st[ROUTED_UP], st[DOWN] + st[ROUTED_DOWN], 0, 0)
            for country, st in stacks.items()
        }


def send_home(s: N21State, country: str) -> int:
    """10.32, 10.33: every unit of ``country`` away from home goes home, facing kept."""
    moved = 0
    for area in [a for a in s.units if a != country and country in s.units[a]]:
        counts = s.units[area][country]
        moved += sum(counts)
        move_units(s, area, country, country, counts)
    return moved

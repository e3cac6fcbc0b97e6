"""Move/Combat, part 1: movement (10.1). Forced-march declarations, moves one area at a time, then
the forced-march and sea-attrition checks.

While a country moves, ``Movement.groups`` lists its units on the map as ``Group``s (area, facing,
forced march, areas left, crossed a sea, size): units in one group are interchangeable. An action
names a group by area, facing and areas left, with ``f`` (forced) and ``s`` (crossed a sea) after
the number when they apply: ``unit france u 2``, ``unit rhine d 1fs``.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, lru_cache
from typing import NamedTuple

from engine.core import DONE, Action, ActionArg, ActionKind, Flow, Msg, Prompt, log, rng
from engine.napoleon21.choices import BACK, how_many
from engine.napoleon21.data import (
    ADJACENT,
    ALLIED_MP,
    AREAS,
    BRITAIN,
    COUNTRIES,
    FORCED_MARCH_DAMAGE,
    FRANCE,
    FRENCH_MP,
    FRENCH_STOP_AT,
    IS_SEA,
    SEA_ATTRITION_DAMAGE,
)
from engine.napoleon21.names import ADJECTIVE, AREA, COUNTRY, FACING
from engine.napoleon21.state import (
    DOWN,
    MACHINE,
    UP,
    N21Frame,
    N21State,
    damage,
    enemies_for_france_move,
    move_units,
)

_ORDER = {area: i for i, area in enumerate(AREAS)}


class Group(NamedTuple):
    """Interchangeable units of the moving country."""

    area: str
    up: bool
    forced: bool  # declared a forced march (10.13)
    left: int  # areas it may still move
    sea: bool  # crossed a sea (10.14: one Sea Attrition roll after moving)
    size: int  # how many units

    @property
    def args(self) -> tuple[str, str, ActionArg]:
        """How an action names the group: ``("rhine", "d", "1fs")``, ``("france", "u", 2)``."""
        flags = ("f" if self.forced else "") + ("s" if self.sea else "")
        return (self.area, "u" if self.up else "d", f"{self.left}{flags}" if flags else self.left)

    def resized(self, size: int) -> Group:
        """The same group with ``size`` units (``_replace`` without its keyword machinery: every move
        and merge asks it)."""
        return Group(self.area, self.up, self.forced, self.left, self.sea, size)

    def describe(self, country: str) -> Msg:
        """The group as a noun phrase: "2 face-up French units in Rhine (2 areas left)"."""
        return Msg(
            "napoleon21-group-forced" if self.forced else "napoleon21-group",
            count=self.size,
            facing=FACING["u" if self.up else "d"],
            army=ADJECTIVE[country],
            area=AREA[self.area],
            left=self.left,
        )


def groups_at_start(s: N21State, country: str) -> list[Group]:
    """Every unit of ``country`` on the map, with its movement allowance (10.11, 10.12), in map order
    and face-up first (the order ``Movement.groups`` keeps, ``_place``)."""
    mp = FRENCH_MP if country == FRANCE else ALLIED_MP
    units = s.units
    groups: list[Group] = []
    for area in AREAS:
        stacks = units.get(area)
        st = stacks.get(country) if stacks else None
        if st:
            if st[UP]:
                groups.append(Group(area, True, False, mp, False, st[UP]))
            if st[DOWN]:
                groups.append(Group(area, False, False, mp, False, st[DOWN]))
    return groups


def _place(g: Group) -> tuple[int, int, int, bool]:
    """Where a group sorts in ``Movement.groups``: map order, face-up first, most areas left first,
    forced marches last (groups sorting alike keep the order they were added in)."""
    return (_ORDER[g.area], -g.up, -g.left, g.forced)


def _add(groups: list[Group], g: Group) -> None:
    """Add ``g`` to ``groups`` (merged: no two alike but for their size, and sorted, ``_place``) in
    place: merged into its twin, or else after every group that sorts where it does."""
    area, key = g.area, g[:5]
    for i, same in enumerate(groups):
        if same.area == area and same[:5] == key:
            groups[i] = same.resized(same.size + g.size)
            return
    insort(groups, g, key=_place)


def nelson_blocks_sea(s: N21State) -> bool:
    """14.0 Nelson's Offensive: on an even activity-order roll, French units stay off the seas."""
    return s.options["nelson"] == "on" and s.order_roll is not None and s.order_roll % 2 == 0


def destinations(s: N21State, country: str, g: Group) -> Sequence[str]:
    """Adjacent areas the group may enter now."""
    if g.left <= 0:
        return ()
    # 10.14: only British units may end a move at sea; Nelson's Offensive keeps France off the seas
    to_sea = (country == BRITAIN or g.left >= 2) and not (country == FRANCE and nelson_blocks_sea(s))
    near = (ADJACENT if to_sea else _ADJACENT_LAND)[g.area]
    # 10.11: no straight move from French units to French units
    if country != FRANCE and _french_in(s, g.area):
        return [dest for dest in near if IS_SEA[dest] or not _french_in(s, dest)]
    return near


_ADJACENT_LAND = {area: tuple(a for a in near if not IS_SEA[a]) for area, near in ADJACENT.items()}


def _french_in(s: N21State, area: str) -> bool:
    """French units without a Rout marker in ``area`` (``active_count`` > 0, asked of every area a
    group might enter)."""
    stacks = s.units.get(area)
    st = stacks.get(FRANCE) if stacks else None
    return st is not None and st[UP] + st[DOWN] > 0


def _left_after_entering(s: N21State, country: str, dest: str, left: int) -> int:
    """10.11: allies stop on entering French units; 10.12: France stops on entering 5+ enemies."""
    if country == FRANCE:
        return 0 if enemies_for_france_move(s, dest) >= FRENCH_STOP_AT else left - 1
    return 0 if _french_in(s, dest) else left - 1


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Movement(N21Frame):
    """10.1: ``country`` declares forced marches, then moves its units one area at a time, then the
    forced-march and sea-attrition checks are rolled."""

    class Stage(StrEnum):
        DECLARE = "declare"  # forced-march declarations (10.13), before any move
        DECLARE_COUNT = "declare_count"  # how many units of the chosen group force-march
        MOVE = "move"  # pick a group to move, or finish
        MOVE_TO = "move_to"  # where the chosen group goes
        MOVE_COUNT = "move_count"  # how many of it go there
        OVER = "over"  # the checks, then the end

    kind = "movement"
    groups: list[Group] = field(default_factory=list)
    at: Stage = Stage.DECLARE
    chosen: Group | None = None
    dest: str = ""

    def run(self, s: N21State) -> Flow:
        if self.at is _DECLARE:
            for g in self.groups:  # a loop, not any(): every declaration asks it
                if not g.forced:
                    return self.ask_owner(s, "napoleon21-ask-march")
            self.at = _MOVE
        if self.at is _MOVE:
            if not self.can_move(s):
                self.at = _OVER
            elif self.must_keep_moving() and len(self.movable(s)) == 1:
                # the only thing left to decide is where a lone group at sea lands: it is picked already
                self.chosen, self.at = self.movable(s)[0], _MOVE_TO
            else:
                return self.ask_owner(s, "napoleon21-ask-move")
        if self.at is _OVER:
            self.check_marches(s)
            return DONE
        return self.ask_owner(s, _QUESTIONS[self.at])

    # --- what can move ------------------------------------------------------------------------

    def movable(self, s: N21State) -> list[Group]:
        return [g for g in self.groups if destinations(s, self.country, g)]

    def can_move(self, s: N21State) -> bool:
        """Whether ``movable`` has any group: the first one found is enough."""
        for g in self.groups:  # noqa: SIM110  # a loop, not any(): asked after every move
            if destinations(s, self.country, g):
                return True
        return False

    def must_keep_moving(self) -> bool:
        """A non-British unit may cross a sea but never stop there (10.14)."""
        if self.country == BRITAIN:
            return False
        for g in self.groups:  # noqa: SIM110  # a loop, not any(): every move prompt asks it
            if IS_SEA[g.area]:
                return True
        return False

    def find(self, args: tuple[ActionArg, ...]) -> Group:
        """The group an action names (``Group.args`` read back: merged groups differ in these)."""
        key = _group_key(args)
        area = key[0]
        for g in self.groups:  # a loop, not next() over a generator: every pick of a group asks it
            if g.area == area and g[:5] == key:
                return g
        raise ValueError(f"no group {args}")

    # --- prompts ------------------------------------------------------------------------------

    def prompt(self, s: N21State, seat: str) -> Prompt:
        if self.at is _DECLARE:
            return self._declare_prompt()
        if self.at is _MOVE:
            return self._move_prompt(s)
        chosen = self.chosen
        assert chosen is not None
        if self.at is _MOVE_TO:
            return self._move_to_prompt(s, chosen)
        if self.at is _DECLARE_COUNT:
            text = _group_text("napoleon21-prompt-march-count", self.country, chosen, "")
            return Prompt(self.ask, text, list(how_many(chosen.size)))
        text = _group_text("napoleon21-prompt-move-count", self.country, chosen, self.dest)
        return Prompt(self.ask, text, list(how_many(chosen.size, every=True)))

    def _declare_prompt(self) -> Prompt:
        """10.13: declare forced marches before any unit moves: +1 area each, then a roll."""
        actions, country = [_BEGIN], self.country
        for g in self.groups:  # a loop, not a list comprehension: a call less
            if not g.forced:
                actions.append(_march_action(country, g))
        return Prompt(self.ask, _MARCH_TEXT[country], actions)

    def _move_prompt(self, s: N21State) -> Prompt:
        if self.must_keep_moving():
            text, actions = _AT_SEA_TEXT[self.country], []
        else:
            text, actions = _MOVE_TEXT[self.country], [_MOVE_DONE]
        country = self.country
        for g in self.groups:  # ``movable`` read in place: every move prompt asks it
            if destinations(s, country, g):
                actions.append(_unit_action(country, g))
        # window, decline and forced by position: keywords to a class cost a dict at every call
        return Prompt(self.ask, text, actions, None, None, len(actions) == 1)

    def _move_to_prompt(self, s: N21State, chosen: Group) -> Prompt:
        text = _group_text("napoleon21-prompt-move-to", self.country, chosen, "")
        actions = [] if self.must_keep_moving() and len(self.movable(s)) == 1 else [BACK]
        for dest in destinations(s, self.country, chosen):  # a loop, not a list comprehension: a call less
            actions.append(_TO[dest])
        # window, decline and forced by position: keywords to a class cost a dict at every call
        return Prompt(self.ask, text, actions, None, None, len(actions) == 1)

    # --- answers ------------------------------------------------------------------------------

    def answer(self, s: N21State, seat: str, action: Action) -> None:
        verb = action.verb
        if verb == "begin":
            self.at = _MOVE
        elif verb == "march":
            g = self.find(action.args)
            if g.size == 1:
                self._declare(s, g, 1)
            else:
                self.chosen, self.at = g, _DECLARE_COUNT
        elif verb == "done":
            self.at = _OVER
        elif verb == "unit":
            self.chosen, self.at = self.find(action.args), _MOVE_TO
        elif verb == "to":
            self._to(s, str(action.args[0]))
        elif verb == "count":
            self._count(s, int(action.args[0]))
        else:  # back
            self._back()

    def _to(self, s: N21State, dest: str) -> None:
        chosen = self.chosen
        assert chosen is not None
        if chosen.size == 1:
            self._step(s, chosen, dest, 1)
        else:
            self.dest, self.at = dest, _MOVE_COUNT

    def _count(self, s: N21State, n: int) -> None:
        chosen = self.chosen
        assert chosen is not None
        if self.at is _DECLARE_COUNT:
            self._declare(s, chosen, n)
        else:
            self._step(s, chosen, self.dest, n)

    def _back(self) -> None:
        if self.at is _DECLARE_COUNT:
            self.chosen, self.at = None, _DECLARE
        elif self.at is _MOVE_TO:
            self.chosen, self.at = None, _MOVE
        else:
            self.dest, self.at = "", _MOVE_TO

    def _declare(self, s: N21State, g: Group, n: int) -> None:
        """10.13: ``n`` units of the group force-march: one more area each."""
        self._replace(g, n, g._replace(forced=True, left=g.left + 1, sea=False, size=n))
        if not s.quiet:
            log(s, Msg("napoleon21-log-march", count=n, army=ADJECTIVE[self.country], area=AREA[g.area]))
        self.chosen, self.at = None, _DECLARE

    def _step(self, s: N21State, g: Group, dest: str, n: int) -> None:
        """Move ``n`` units of the group one area (10.11-10.14)."""
        country = self.country
        left = _left_after_entering(s, country, dest, g.left)
        crossed = g.sea or (IS_SEA[dest] and country != BRITAIN)
        self._replace(g, n, Group(dest, g.up, g.forced, left, crossed, n))
        move_units(s, g.area, dest, country, (n, 0, 0, 0) if g.up else (0, n, 0, 0))
        key = "napoleon21-log-move-stop" if left == 0 and g.left > 1 else "napoleon21-log-move"
        if not s.quiet:
            log(s, Msg(key, count=n, army=ADJECTIVE[country], origin=AREA[g.area], area=AREA[dest]))
        self.chosen, self.dest, self.at = None, "", _MOVE

    def _replace(self, g: Group, n: int, moved: Group) -> None:
        """Take ``n`` units out of ``g`` and add them back as ``moved`` (the groups stay tidy: each
        change is added in its place, not the whole list sorted again)."""
        groups = list(self.groups)
        groups.remove(g)  # groups are merged, so each is there once
        if g.size > n:
            _add(groups, g.resized(g.size - n))
        _add(groups, moved)
        self.groups = groups

    # --- (3) forced-march and sea-attrition checks (10.13, 10.14) -----------------------------

    def check_marches(self, s: N21State) -> None:
        for g in self.groups:
            if g.forced or g.sea:
                _check_group(s, self.country, g)


# the stages by plain module names for a hot path: read through ``self`` they take the generic
# attribute path (engine/README.md, "Enum members on a hot path")
_DECLARE, _DECLARE_COUNT = Movement.Stage.DECLARE, Movement.Stage.DECLARE_COUNT
_MOVE, _MOVE_TO, _MOVE_COUNT = Movement.Stage.MOVE, Movement.Stage.MOVE_TO, Movement.Stage.MOVE_COUNT
_OVER = Movement.Stage.OVER

_QUESTIONS = {
    Movement.Stage.DECLARE_COUNT: "napoleon21-ask-march-count",
    Movement.Stage.MOVE_TO: "napoleon21-ask-move-to",
    Movement.Stage.MOVE_COUNT: "napoleon21-ask-move-count",
}


_BEGIN = Action("begin", (), Msg("napoleon21-action-begin"), ActionKind.DONE)
_MOVE_DONE = Action("done", (), Msg("napoleon21-action-move-done"), ActionKind.DONE)
_TO = {area: Action("to", (area,), Msg("napoleon21-action-to", area=AREA[area])) for area in AREAS}


@lru_cache(maxsize=4096)
def _march_action(country: str, g: Group) -> Action:
    facing = FACING["u" if g.up else "d"]
    label = Msg(
        "napoleon21-action-march", facing=facing, army=ADJECTIVE[country], area=AREA[g.area], count=g.size
    )
    return Action("march", g.args, label)


@cache
def _group_key(args: tuple[ActionArg, ...]) -> tuple[ActionArg | bool, ...]:
    """What ``Group.args`` names, read back: area, face-up, forced, areas left, crossed a sea (made
    once per arguments: a few dozen)."""
    area, facing, left = args
    flags = "" if isinstance(left, int) else left.lstrip("0123456789")
    allowance = left if isinstance(left, int) else int(left.removesuffix(flags))
    return (area, facing == "u", "f" in flags, allowance, "s" in flags)


# the movement prompts' texts naming the country, made once (messages never change)
_MARCH_TEXT = {c: Msg("napoleon21-prompt-march", country=COUNTRY[c]) for c in COUNTRIES}
_MOVE_TEXT = {c: Msg("napoleon21-prompt-move", country=COUNTRY[c]) for c in COUNTRIES}
_AT_SEA_TEXT = {c: Msg("napoleon21-prompt-move-at-sea", country=COUNTRY[c]) for c in COUNTRIES}


@lru_cache(maxsize=4096)
def _group_text(key: str, country: str, g: Group, dest: str) -> Msg:
    """A movement prompt's text naming the chosen group (and ``dest``, the area it goes to, when not
    ""), made once per question, group and area: messages never change."""
    if dest:
        return Msg(key, group=_noun(country, g), area=AREA[dest])
    return Msg(key, group=_noun(country, g))


@lru_cache(maxsize=4096)
def _noun(country: str, g: Group) -> Msg:
    """``g.describe(country)``, made once per group (messages never change)."""
    return g.describe(country)


@lru_cache(maxsize=4096)
def _unit_action(country: str, g: Group) -> Action:
    return Action("unit", g.args, Msg("napoleon21-action-unit", group=g.describe(country)))


def _check_group(s: N21State, country: str, g: Group) -> None:
    """Each unit rolls on the Forced March Table, then (once per move) the Sea Attrition Table."""
    flipped = removed = 0
    tables = ([FORCED_MARCH_DAMAGE] if g.forced else []) + ([SEA_ATTRITION_DAMAGE] if g.sea else [])
    for _ in range(g.size):
        face_up = g.up
        for faces in tables:
            if rng.roll(s) in faces:
                if damage(s, g.area, country, face_up):
                    flipped += 1
                else:
                    removed += 1
                if not face_up:
                    break
                face_up = False
    which = "both" if g.forced and g.sea else "march" if g.forced else "sea"
    if not s.quiet:
        log(
            s,
            Msg(
                f"napoleon21-log-check-{which}",
                count=g.size,
                army=ADJECTIVE[country],
                area=AREA[g.area],
                flipped=flipped,
                removed=removed,
            ),
        )

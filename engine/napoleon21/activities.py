"""The activity choice (6.0) and three of the four activities: Declaration of War (7.0),
Reinforcement (8.0) and Mobilization/Reform (9.0). Move/Combat is the ``Campaign`` (campaign.py).

``Activity`` asks a country for its one activity of the turn; Reinforcement is a frame of its own
(``Reinforcement``), also used by France after a surrender (10.33).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from itertools import pairwise

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, log, push, rng
from engine.napoleon21.campaign import Campaign
from engine.napoleon21.data import (
    ALLIES,
    AREAS,
    AT_WAR,
    BONUS_AREAS,
    BONUS_VALUE,
    BRITAIN,
    CHART,
    COUNTRIES,
    DECLARE_SUCCESS,
    FRANCE,
    FRENCH_MOBILIZE_SUCCESS,
    MOBILIZE_SUCCESS,
    WAR_STATES,
    War,
    french_base_reinforcement,
)
from engine.napoleon21.names import AREA, COUNTRY, WAR_STATE
from engine.napoleon21.state import (
    DOWN,
    MACHINE,
    Counts,
    N21Frame,
    N21State,
    add,
    is_at_war,
)

# --- the activity choice (6.0) -----------------------------------------------------------------


def declare_targets(s: N21State, country: str) -> list[str]:
    """7.0: allies not at War that ``country`` may declare for.

    An ally declares for itself; France for any one ally; Britain for itself or another ally.
    """
    war = s.war
    return [c for c in _DECLARE_CANDIDATES[country] if war[c] is not AT_WAR]


def can_mobilize(s: N21State, country: str) -> bool:
    """9.0: a stage to the right is left; optional 14.0 rule: not for allies at War."""
    if s.posture[country] + 1 >= _STAGES[country]:
        return False
    return not (country != FRANCE and s.options["allied_mobilization"] == "on" and s.war[country] is AT_WAR)


def can_reinforce(s: N21State, country: str, points: int | None = None) -> bool:
    """8.0 would do something: a unit to place or a face-down unit to flip (and points to spend)."""
    if (reinforcement_points(s, country) if points is None else points) <= 0:
        return False
    return s.box[country] > 0 or _has_face_down(s, country)


def has_choice(s: N21State, country: str) -> bool:
    """Whether the country has any activity besides doing nothing (6.0, 3.21); the cheap questions
    first."""
    return (
        is_at_war(s, country)
        or bool(declare_targets(s, country))
        or can_reinforce(s, country)
        or can_mobilize(s, country)
    )


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Activity(N21Frame):
    """6.0: ``country`` does one of the four activities, or none."""

    class Stage(StrEnum):
        CHOOSE = "choose"
        OVER = "over"

    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    CHOOSE, OVER = Stage.CHOOSE, Stage.OVER

    kind = "activity"
    at: Stage = Stage.CHOOSE

    def run(self, s: N21State) -> Flow:
        if self.at is self.OVER:
            return DONE
        return self.ask_owner(s, "napoleon21-ask-activity")

    def prompt(self, s: N21State, seat: str) -> Prompt:
        """3.21: no Move/Combat at Peace or Armistice (``is_at_war`` and ``declare_targets`` read in
        place: every activity asks them)."""
        country, war = self.country, s.war
        actions = [_PASS[country]]
        if country == FRANCE or war[country] is AT_WAR:
            actions.append(_CAMPAIGN[country])
        points = reinforcement_points(s, country)
        if can_reinforce(s, country, points):
            actions.append(_activity_action("reinforce", country, points))
        if can_mobilize(s, country):
            rolls = not (country == FRANCE and s.options["french_mobilization"] == "off")
            actions.append((_MOBILIZE_ROLL if rolls else _MOBILIZE)[country])
        for target in _DECLARE_CANDIDATES[country]:
            state = war[target]
            if state is not AT_WAR:
                actions.append(_DECLARE[target][state])
        # window, decline and forced by position: keywords to a class cost a dict at every call
        return Prompt(self.ask, _activity_text(s.turn, country), actions, None, None, len(actions) == 1)

    def answer(self, s: N21State, seat: str, action: Action) -> None:
        country = self.country
        self.at = self.OVER
        if action.verb == "pass":
            if not s.quiet:
                log(s, Msg("napoleon21-log-pass", country=COUNTRY[country]))
        elif action.verb == "declare":
            declare_war(s, country, str(action.args[0]))
        elif action.verb == "mobilize":
            mobilize(s, country)
        elif action.verb == "reinforce":
            start_reinforcement(s, country)
        else:
            push(s, Campaign(country=country))


@cache
def _activity_text(turn: int, country: str) -> Msg:
    """The activity prompt's text (made once per turn and country: messages never change)."""
    return Msg("napoleon21-prompt-activity", turn=turn, country=COUNTRY[country])


@cache
def _activity_action(what: str, country: str, points: int = 0) -> Action:
    """The activity choices of a country (built once: actions are immutable)."""
    me = COUNTRY[country]
    if what == "pass":
        return Action("pass", (), Msg("napoleon21-action-pass", country=me), ActionKind.IRREVERSIBLE)
    if what == "reinforce":
        return Action("reinforce", (), Msg("napoleon21-action-reinforce", country=me, points=points))
    verb = "mobilize" if what.startswith("mobilize") else what
    return Action(verb, (), Msg(f"napoleon21-action-{what}", country=me))


def _declare_action(target: str, to: War) -> Action:
    label = Msg(
        "napoleon21-action-declare",
        target=COUNTRY[target],
        war=WAR_STATE[to],
        high=max(DECLARE_SUCCESS[target]),
    )
    return Action("declare", (target,), label)


# The activity choices, made once from the charts (actions are immutable): a country's pass,
# Move/Combat and mobilization; a declaration for a target, by its war state now (7.0: one step to
# the right); whom a country may declare for (7.0); the stages of each chart row (9.0).
_PASS = {c: _activity_action("pass", c) for c in COUNTRIES}
_CAMPAIGN = {c: _activity_action("campaign", c) for c in COUNTRIES}
_MOBILIZE = {c: _activity_action("mobilize", c) for c in COUNTRIES}
_MOBILIZE_ROLL = {c: _activity_action("mobilize-roll", c) for c in COUNTRIES}
_DECLARE = {c: {w: _declare_action(c, to) for w, to in pairwise(WAR_STATES)} for c in ALLIES}
_DECLARE_CANDIDATES: dict[str, tuple[str, ...]] = {
    FRANCE: ALLIES,
    **{c: (c,) for c in ALLIES},
    BRITAIN: (BRITAIN, *[c for c in ALLIES if c != BRITAIN]),
}
_STAGES = {c: len(CHART[c].stages) for c in COUNTRIES}
_ALLIED_POINTS = {c: tuple(st.reinforcement or 0 for st in CHART[c].stages) for c in ALLIES}


# --- 7.0 Declaration of War --------------------------------------------------------------------


def declare_war(s: N21State, country: str, target: str) -> None:
    """7.0: one roll with the target's numbers; success moves it one step toward War."""
    if country == FRANCE:
        how = "against"
    elif target == country:
        how = "own"
    else:
        how = "for"
    if rng.roll(s) in DECLARE_SUCCESS[target]:
        s.war[target] = WAR_STATES[WAR_STATES.index(s.war[target]) + 1]
        war = WAR_STATE[s.war[target]]
        if not s.quiet:
            log(
                s,
                Msg(
                    f"napoleon21-log-declare-{how}", country=COUNTRY[country], target=COUNTRY[target], war=war
                ),
            )
    elif not s.quiet:
        log(s, Msg(f"napoleon21-log-declare-{how}-failed", country=COUNTRY[country], target=COUNTRY[target]))


# --- 9.0 Mobilization/Reform -------------------------------------------------------------------


def mobilize(s: N21State, country: str) -> None:
    """9.0: allies succeed on 1-2, France always (optional rule: 1-4); the box gains the new units."""
    if country == FRANCE and s.options["french_mobilization"] == "off":
        success = True
    else:
        faces = FRENCH_MOBILIZE_SUCCESS if country == FRANCE else MOBILIZE_SUCCESS
        success = rng.roll(s) in faces
    if not success:
        if not s.quiet:
            log(s, Msg("napoleon21-log-mobilize-failed", country=COUNTRY[country]))
        return
    stages = CHART[country].stages
    before = stages[s.posture[country]].max_strength
    s.posture[country] += 1
    gain = stages[s.posture[country]].max_strength - before
    s.box[country] += gain  # 3.4: units from the unused pool join the box
    if not s.quiet:
        log(
            s,
            Msg(
                "napoleon21-log-mobilize",
                country=COUNTRY[country],
                stage=s.posture[country] + 1,
                strength=before + gain,
            ),
        )


# --- 8.0 Reinforcement -------------------------------------------------------------------------


def reinforcement_points(s: N21State, country: str) -> int:
    """8.0: the stage's value (France: from morale, 12.0) + 1 per bonus area it leads outright."""
    if country == FRANCE:
        base = french_base_reinforcement(s.morale, s.options["road_to_paris"] == "on")
    else:
        base = _ALLIED_POINTS[country][s.posture[country]]
    units = s.units
    for area in BONUS_AREAS:
        stacks = units.get(area)
        if stacks and country in stacks and leads(stacks, country):
            base += BONUS_VALUE
    return base


def leads(stacks: Mapping[str, Counts], country: str) -> bool:
    """8.0: ``country`` has strictly more units in an area (its ``stacks``, holding one of
    ``country``) than each other army, facing ignored (A-4: all armies count)."""
    mine = sum(stacks[country])
    for c, st in stacks.items():  # noqa: SIM110  # a loop, not all() over a generator: every activity asks it
        if c != country and sum(st) >= mine:
            return False
    return True


def start_reinforcement(s: N21State, country: str) -> None:
    """Begin spending reinforcement points (also France's one reinforcement after 10.33)."""
    points = reinforcement_points(s, country)
    if not s.quiet:
        log(s, Msg("napoleon21-log-reinforce", country=COUNTRY[country], points=points))
    push(s, Reinforcement(country=country, points=points))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Reinforcement(N21Frame):
    """8.0: place a unit at home (1 point) or flip face-down units (A-6: 1 point flips up to 2)."""

    class Stage(StrEnum):
        SPEND = "spend"
        OVER = "over"

    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    SPEND, OVER = Stage.SPEND, Stage.OVER

    kind = "reinforcement"
    points: int = 0
    spare: bool = False  # the free second flip of a point already spent
    at: Stage = Stage.SPEND

    def run(self, s: N21State) -> Flow:
        """Ends by itself once nothing more can be done."""
        if self.at is self.OVER or not (self.can_place(s) or self.can_flip(s)):
            return DONE
        return self.ask_owner(s, "napoleon21-ask-reinforce")

    def can_place(self, s: N21State) -> bool:
        """A point left, and a unit in the box."""
        return self.points > 0 and s.box[self.country] > 0

    def can_flip(self, s: N21State) -> bool:
        """A point left (or the free second flip), and a face-down unit on the map."""
        return (self.points > 0 or self.spare) and _has_face_down(s, self.country)

    def prompt(self, s: N21State, seat: str) -> Prompt:
        country = self.country
        actions = [_REINFORCE_DONE]
        if self.points and s.box[country]:
            actions.append(_place_action(country, s.box[country]))
        flips = _FLIP_FREE if self.spare else _FLIP
        for area in _areas_with_face_down(s, country):
            actions.append(flips[area])
        return Prompt(self.ask, _reinforce_text(country, self.points, self.spare), actions)

    def answer(self, s: N21State, seat: str, action: Action) -> None:
        """Spend one reinforcement step, or finish (unspent points are lost, 8.0)."""
        country = self.country
        if action.verb == "done":
            self.at = self.OVER
        elif action.verb == "place":
            self.points -= 1
            s.box[country] -= 1
            add(s, country, country, [1, 0, 0, 0])
            if not s.quiet:
                log(s, Msg("napoleon21-log-place", country=COUNTRY[country], area=AREA[country]))
        else:
            if self.spare:  # the second flip of a point is free
                self.spare = False
            else:
                self.points -= 1
                self.spare = True
            area = str(action.args[0])
            add(s, area, country, [1, -1, 0, 0])
            if not s.quiet:
                log(s, Msg("napoleon21-log-flip", country=COUNTRY[country], area=AREA[area]))


@cache
def _reinforce_text(country: str, points: int, spare: bool) -> Msg:
    """The reinforcement prompt's text (made once per country, points and free flip: messages never
    change)."""
    key = "napoleon21-prompt-reinforce-spare" if spare else "napoleon21-prompt-reinforce"
    return Msg(key, country=COUNTRY[country], points=points)


_REINFORCE_DONE = Action("done", (), Msg("napoleon21-action-reinforce-done"), ActionKind.DONE)


@cache
def _place_action(country: str, box: int) -> Action:
    """A unit from the box to the home area (built once per country and box: actions never change)."""
    return Action("place", (), Msg("napoleon21-action-place", area=AREA[country], box=box))


def _flip_action(area: str, spare: bool) -> Action:
    """A face-down unit turned up (``spare``: the free second flip of a point, A-6)."""
    key = "napoleon21-action-flip-free" if spare else "napoleon21-action-flip"
    return Action("flip", (area,), Msg(key, area=AREA[area]))


# the flips of each area, made once (actions are immutable): a point's first, and its free second
_FLIP = {area: _flip_action(area, False) for area in AREAS}
_FLIP_FREE = {area: _flip_action(area, True) for area in AREAS}


def _has_face_down(s: N21State, country: str) -> bool:
    """A face-down unit of ``country`` on the map (the first stack found is enough)."""
    for stacks in s.units.values():
        st = stacks.get(country)
        if st is not None and st[DOWN]:
            return True
    return False


def _areas_with_face_down(s: N21State, country: str) -> list[str]:
    units, found = s.units, []
    for area in AREAS:  # each area's stacks and stack read once
        stacks = units.get(area)
        st = stacks.get(country) if stacks is not None else None
        if st is not None and st[DOWN]:
            found.append(area)
    return found

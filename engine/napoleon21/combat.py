"""Move/Combat, part 2: combat (10.2) in every area where the active country meets its enemies.

A ``Battle`` runs the four steps of 10.2 in one area. Its decisions are frames of their own, pushed
as the steps need them: France sharing its units among several allied armies (``Assignment``),
an army's owner absorbing the hits (``Hits``) and moving its routed units (``Rout``). Each settles
by itself when there is nothing to choose.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from engine.core import DONE, NEXT, Action, Flow, Msg, Prompt, finish, log, push, rng
from engine.napoleon21.choices import how_many_of
from engine.napoleon21.data import (
    ADJACENT,
    ALLIES,
    AT_WAR,
    ATLANTIC,
    BRITAIN,
    COASTS,
    COMBAT_HITS,
    DISTANCE,
    FRANCE,
    IS_SEA,
    LAND_DISTANCE,
    PRUSSIA,
    SPAIN,
    SPAIN_MISS,
)
from engine.napoleon21.names import ADJECTIVE, AREA, COUNTRY, FACING
from engine.napoleon21.state import (
    DOWN,
    MACHINE,
    ROUTED_DOWN,
    ROUTED_UP,
    UP,
    N21Frame,
    N21State,
    active_count,
    add,
    countries_in,
    hostile,
    move_units,
    remove_to_box,
    stack,
)


def has_battle(s: N21State, country: str, area: str) -> bool:
    """The active country has units there, and so does a country it fights (routed units ignored)."""
    stacks = s.units.get(area, {})
    mine = stacks.get(country)
    if not mine or not mine[UP] + mine[DOWN]:
        return False
    for c, st in stacks.items():  # noqa: SIM110  # a loop, not any(): every area a country stands in is asked
        if hostile(s, country, c) and st[UP] + st[DOWN]:
            return True
    return False


def allied_armies(s: N21State, area: str) -> list[str]:
    """Allies at War with units (not routed) in the area; Peace and Armistice units stay out."""
    return [c for c in ALLIES if s.war[c] is AT_WAR and active_count(s, area, c)]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Battle(N21Frame):
    """10.2: France attacks, rout check, the allies attack, rout check (``country``: the active one)."""

    class Stage(StrEnum):
        FRENCH_ATTACK = "french_attack"
        ROUT_CHECK_1 = "rout_check_1"
        ALLIED_ATTACK = "allied_attack"
        ROUT_CHECK_2 = "rout_check_2"
        OVER = "over"

    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    FRENCH_ATTACK, ROUT_CHECK_1, ALLIED_ATTACK, ROUT_CHECK_2, OVER = (
        Stage.FRENCH_ATTACK,
        Stage.ROUT_CHECK_1,
        Stage.ALLIED_ATTACK,
        Stage.ROUT_CHECK_2,
        Stage.OVER,
    )

    kind = "battle"
    area: str
    at: Stage = Stage.FRENCH_ATTACK

    def run(self, s: N21State) -> Flow:
        while True:
            if self.at is self.FRENCH_ATTACK:
                self.at = self.ROUT_CHECK_1
                armies = allied_armies(s, self.area)
                if len(armies) > 1:  # 10.21, A-11: France shares its units out first
                    return push(s, Assignment(area=self.area, given={c: [0, 0] for c in armies}))
                st = stack(s, self.area, FRANCE)
                if push_all(s, french_attack(s, self.area, {armies[0]: [st[UP], st[DOWN]]})):
                    return NEXT
            elif self.at in (self.ROUT_CHECK_1, self.ROUT_CHECK_2):
                self.at = self.ALLIED_ATTACK if self.at is self.ROUT_CHECK_1 else self.OVER
                routs = [rout_markers(s, self.area, c) for c in routed_armies(s, self.area)]
                if push_all(s, [r for r in routs if r is not None]):
                    return NEXT
            elif self.at is self.ALLIED_ATTACK:
                if not (active_count(s, self.area, FRANCE) and allied_armies(s, self.area)):
                    self.at = self.OVER  # 10.22-4: one side has gone
                    continue
                self.at = self.ROUT_CHECK_2
                hits = allied_attack(s, self.area, self.country)
                if hits is not None:
                    return push(s, hits)
            else:
                return DONE


def push_all(s: N21State, frames: Sequence[N21Frame]) -> bool:
    """Push frames to run in the given order; whether there were any."""
    for frame in reversed(frames):
        push(s, frame)
    return bool(frames)


# --- attacks (10.21, 10.23) --------------------------------------------------------------------


def roll_hits(s: N21State, dice: int, area: str) -> int:
    """Roll on the Combat Table; in Spain a 2 always misses (10.21)."""
    hits = 0
    for _ in range(dice):
        face = rng.roll(s)
        if face in COMBAT_HITS and not (area == SPAIN and face == SPAIN_MISS):
            hits += 1
    return hits


def french_attack(s: N21State, area: str, assignment: dict[str, list[int]]) -> list[Hits]:
    """10.21: 2 dice per face-up French unit, 1 per face-down, against the army each was given."""
    out = []
    for country, (up, down) in assignment.items():
        dice = 2 * up + down
        if not dice:
            continue
        hits = roll_hits(s, dice, area)
        if not s.quiet:
            log(s, Msg("napoleon21-log-french-attack", army=ADJECTIVE[country], dice=dice, hits=hits))
        if hits:
            out.append(Hits(country=country, area=area, hits=hits))
    return out


def allied_attack(s: N21State, area: str, active: str) -> Hits | None:
    """10.23: allies at War attack together; in an ally's activity the others roll 1 die per face-up unit."""
    dice = 0
    for country in allied_armies(s, area):
        st = stack(s, area, country)
        full = active in (FRANCE, country)
        dice += 2 * st[UP] + st[DOWN] if full else st[UP]
    hits = roll_hits(s, dice, area) if dice else 0
    if not s.quiet:
        log(s, Msg("napoleon21-log-allied-attack", dice=dice, hits=hits))
    return Hits(country=FRANCE, area=area, hits=hits) if hits else None


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Assignment(N21Frame):
    """10.21, A-11: France shares its units in the area among the allied armies before rolling."""

    class Stage(StrEnum):
        PICK = "pick"  # units of a facing (or all that are left) against an army
        COUNT = "count"  # how many of that facing

    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    PICK, COUNT = Stage.PICK, Stage.COUNT

    kind = "assignment"
    area: str
    given: dict[str, list[int]] = field(default_factory=dict)  # army -> [face-up, face-down] sent
    at: Stage = Stage.PICK
    target: str = ""
    facing: str = ""

    def run(self, s: N21State) -> Flow:
        question = "napoleon21-ask-assign" if self.at is self.PICK else "napoleon21-ask-assign-count"
        return self.ask_owner(s, question)

    def doing(self) -> Msg:
        return Msg(self.ask, area=AREA[self.area])

    def unassigned(self, s: N21State) -> tuple[int, int]:
        st = stack(s, self.area, FRANCE)
        return st[UP] - sum(g[0] for g in self.given.values()), st[DOWN] - sum(
            g[1] for g in self.given.values()
        )

    def prompt(self, s: N21State, seat: str) -> Prompt:
        up, down = self.unassigned(s)
        if self.at is self.COUNT:
            n = up if self.facing == "u" else down
            text = Msg(
                "napoleon21-prompt-assign-count", facing=FACING[self.facing], army=ADJECTIVE[self.target]
            )
            return Prompt(self.ask, text, list(how_many_of(n)))
        p = Prompt(self.ask, Msg("napoleon21-prompt-assign", area=AREA[self.area], up=up, down=down))
        for country in self.given:
            army = ADJECTIVE[country]
            if up and (down or up > 1):
                p.add("assign", country, "u", label=Msg("napoleon21-action-assign-up", army=army))
            if down and (up or down > 1):
                p.add("assign", country, "d", label=Msg("napoleon21-action-assign-down", army=army))
            p.add(
                "assign",
                country,
                "all",
                label=Msg("napoleon21-action-assign-all", army=army, count=up + down),
            )
        return p

    def answer(self, s: N21State, seat: str, action: Action) -> None:
        """Give units to an army (asking how many when there is a choice)."""
        up, down = self.unassigned(s)
        if action.verb == "back":
            self.at = self.PICK
        elif action.verb == "count":
            k = int(action.args[0])
            self._give(s, self.target, k if self.facing == "u" else 0, k if self.facing == "d" else 0)
        else:
            country, facing = str(action.args[0]), str(action.args[1])
            n = up if facing == "u" else down
            if facing == "all":
                self._give(s, country, up, down)
            elif n == 1:
                self._give(s, country, n if facing == "u" else 0, n if facing == "d" else 0)
            else:
                self.target, self.facing, self.at = country, facing, self.COUNT

    def _give(self, s: N21State, country: str, up: int, down: int) -> None:
        self.given[country][0] += up
        self.given[country][1] += down
        self.at = self.PICK
        log(s, Msg("napoleon21-log-assign", count=up + down, army=ADJECTIVE[country]))
        if self.unassigned(s) == (0, 0):
            finish(s, self)
            push_all(s, french_attack(s, self.area, self.given))


# --- applying hits (10.21, 10.23) --------------------------------------------------------------


def hit_options(s: N21State, area: str, country: str, hits: int) -> tuple[int, list[int]]:
    """The hits that can be applied and the possible numbers of flips (the rest remove units).

    Each hit flips a face-up unit or removes a face-down one; hits beyond that are lost.
    """
    st = stack(s, area, country)
    up, down = st[UP], st[DOWN]
    usable = min(hits, 2 * up + down)
    low = max(0, (usable - down + 1) // 2)
    return usable, list(range(low, min(up, usable) + 1))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Hits(N21Frame):
    """10.21-4, 10.23-6: the owner of the hit army chooses how its units absorb the hits."""

    class Stage(StrEnum):
        TAKE = "take"
        OVER = "over"

    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    TAKE, OVER = Stage.TAKE, Stage.OVER

    kind = "hits"
    area: str
    hits: int
    at: Stage = Stage.TAKE

    def run(self, s: N21State) -> Flow:
        if self.at is self.OVER:
            return DONE
        usable, flips = hit_options(s, self.area, self.country, self.hits)
        if len(flips) > 1:
            return self.ask_owner(s, "napoleon21-ask-hits")
        self._apply(s, flips[0] if usable else 0)
        return DONE

    def doing(self) -> Msg:
        return Msg(self.ask, area=AREA[self.area])

    def prompt(self, s: N21State, seat: str) -> Prompt:
        usable, flips = hit_options(s, self.area, self.country, self.hits)
        st = stack(s, self.area, self.country)
        text = Msg(
            "napoleon21-prompt-hits", country=COUNTRY[self.country], hits=self.hits, area=AREA[self.area]
        )
        p = Prompt(self.ask, text)
        for f in flips:
            r = usable - f
            label = Msg("napoleon21-action-take", flip=f, remove=r, up=st[UP] - f, down=st[DOWN] + f - r)
            p.add("take", f, label=label)
        return p

    def answer(self, s: N21State, seat: str, action: Action) -> None:
        self._apply(s, int(action.args[0]))
        self.at = self.OVER

    def _apply(self, s: N21State, flips: int) -> None:
        usable, _ = hit_options(s, self.area, self.country, self.hits)
        removals = usable - flips
        add(s, self.area, self.country, [-flips, flips - removals, 0, 0])
        if removals:
            remove_to_box(s, self.country, removals)
        me = COUNTRY[self.country]
        if self.hits > usable:
            log(
                s,
                Msg(
                    "napoleon21-log-hits-lost",
                    country=me,
                    flipped=flips,
                    removed=removals,
                    lost=self.hits - usable,
                ),
            )
        else:
            if not s.quiet:
                log(s, Msg("napoleon21-log-hits", country=me, flipped=flips, removed=removals))


# --- rout (10.22, 10.24, 10.25) ----------------------------------------------------------------


def routed_armies(s: N21State, area: str) -> list[str]:
    """An army with only face-down units facing face-up enemies routs (checked per country)."""
    here = [
        c for c in countries_in(s, area) if active_count(s, area, c) and (c == FRANCE or s.war[c] is AT_WAR)
    ]
    routed = []
    for country in here:
        st = stack(s, area, country)
        facing_up_enemy = any(hostile(s, country, c) and stack(s, area, c)[UP] for c in here)
        if st[UP] == 0 and facing_up_enemy:
            routed.append(country)
    return routed


def rout_markers(s: N21State, area: str, country: str) -> Rout | None:
    """Rout markers, then Reorganization (half face-up; Prussia all); the Rout Movement to come."""
    n = stack(s, area, country)[DOWN]
    home = area == country
    no_reorg = home or (area == BRITAIN and country != BRITAIN)
    up = 0 if no_reorg else n if country == PRUSSIA else n // 2
    add(s, area, country, [0, -n, up, n - up])
    if home:  # 10.25-8: it stays, markers on
        log(s, Msg("napoleon21-log-rout-home", army=ADJECTIVE[country], area=AREA[area]))
        return None
    if not s.quiet:
        log(s, Msg("napoleon21-log-rout", army=ADJECTIVE[country], area=AREA[area], reorganized=up))
    return Rout(country=country, area=area, up=up, down=n - up)


def rout_destinations(country: str, area: str) -> list[str]:
    """10.25: one land area closer to home (British units may use the seas).

    Non-British units routing out of Britain cross the Atlantic to a land area closer to home.
    Nelson's Offensive limits movement (10.1), not rout, so it does not stop that crossing.
    """
    if country == BRITAIN:
        return [a for a in ADJACENT[area] if DISTANCE[a][BRITAIN] < DISTANCE[area][BRITAIN]]
    if area == BRITAIN:
        limit = DISTANCE[BRITAIN][country]
        return [a for a in COASTS[ATLANTIC] if a != BRITAIN and DISTANCE[a][country] < limit]
    here = LAND_DISTANCE[area][country]
    return [a for a in ADJACENT[area] if not IS_SEA[a] and LAND_DISTANCE[a][country] < here]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Rout(N21Frame):
    """10.25: the owner moves the routed units one area toward home, splitting them if it likes."""

    class Stage(StrEnum):
        PICK = "pick"  # a destination for all, or for some of one facing
        COUNT = "count"  # how many of that facing

    # plain names for a hot path (engine/README.md, "Enum members on a hot path")
    PICK, COUNT = Stage.PICK, Stage.COUNT

    kind = "rout"
    area: str
    up: int  # routed units still to move
    down: int
    at: Stage = Stage.PICK
    dest: str = ""
    facing: str = ""

    def run(self, s: N21State) -> Flow:
        if not (self.up or self.down):
            return DONE
        if self.at is self.COUNT:
            return self.ask_owner(s, "napoleon21-ask-rout-count")
        dests = rout_destinations(self.country, self.area)
        if len(dests) > 1:
            return self.ask_owner(s, "napoleon21-ask-rout")
        self._move(s, dests[0], self.up, self.down)
        return DONE

    def doing(self) -> Msg:
        return Msg(self.ask, area=AREA[self.area])

    def prompt(self, s: N21State, seat: str) -> Prompt:
        if self.at is self.COUNT:
            text = Msg("napoleon21-prompt-rout-count", facing=FACING[self.facing], area=AREA[self.dest])
            return Prompt(self.ask, text, list(how_many_of(self.up if self.facing == "u" else self.down)))
        text = Msg(
            "napoleon21-prompt-rout",
            country=COUNTRY[self.country],
            up=self.up,
            down=self.down,
            area=AREA[self.area],
        )
        p = Prompt(self.ask, text)
        for dest in rout_destinations(self.country, self.area):
            to = AREA[dest]
            p.add(
                "rout",
                dest,
                "all",
                label=Msg("napoleon21-action-rout-all", count=self.up + self.down, area=to),
            )
            if self.up and (self.down or self.up > 1):  # 10.25-6: the army may split
                p.add("rout", dest, "u", label=Msg("napoleon21-action-rout-up", area=to))
            if self.down and (self.up or self.down > 1):
                p.add("rout", dest, "d", label=Msg("napoleon21-action-rout-down", area=to))
        return p

    def answer(self, s: N21State, seat: str, action: Action) -> None:
        """Move routed units to the chosen area (asking how many when there is a choice)."""
        if action.verb == "back":
            self.at = self.PICK
            return
        if action.verb == "count":
            k = int(action.args[0])
            self._move(s, self.dest, k if self.facing == "u" else 0, k if self.facing == "d" else 0)
            self.at = self.PICK
            return
        dest, facing = str(action.args[0]), str(action.args[1])
        n = self.up if facing == "u" else self.down
        if facing == "all":
            self._move(s, dest, self.up, self.down)
        elif n == 1:
            self._move(s, dest, n if facing == "u" else 0, n if facing == "d" else 0)
        else:
            self.dest, self.facing, self.at = dest, facing, self.COUNT

    def _move(self, s: N21State, dest: str, up: int, down: int) -> None:
        counts = [0, 0, 0, 0]
        counts[ROUTED_UP], counts[ROUTED_DOWN] = up, down
        move_units(s, self.area, dest, self.country, counts)
        self.up, self.down = self.up - up, self.down - down
        across = self.area == BRITAIN and self.country != BRITAIN
        key = "napoleon21-log-rout-move-atlantic" if across else "napoleon21-log-rout-move"
        if not s.quiet:
            log(s, Msg(key, count=up + down, army=ADJECTIVE[self.country], area=AREA[dest]))

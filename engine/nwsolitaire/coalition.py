"""The Coalition Phase (8.0): units bought and placed (8.1-8.4), then Napoleon placed by the Napoleon
Table (8.5) or by a strategic surprise (8.5.1)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, finish, log, push, rng
from engine.nwsolitaire.army import place_french
from engine.nwsolitaire.common import Pick, country_ref, offer, offer_country, random_country, unit_ref
from engine.nwsolitaire.data.map import (
    AUSTRIAN,
    BRITISH,
    COALITION,
    FRANCE,
    FRENCH_ALLY,
    ITALY,
    MAJORS,
    MINOR,
    NATION_OF_POWER,
    PLACEABLE,
    SEAT,
    SPAIN,
)
from engine.nwsolitaire.data.tables import NAPOLEON_TABLE
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.state import (
    CASUALTY,
    COALITION_POOL,
    MACHINE,
    SolitaireFrame,
    SolitaireState,
    coalition_at,
    draw,
    french_at,
    in_place,
    sp,
    strengths_hidden,
)

MINOR_GROUP, MINOR_COST = 3, 1  # rulebook §8.1
_LAST_ROW = max(NAPOLEON_TABLE)  # higher rolls read the last row (8.5)


def nation_of(s: SolitaireState, uid: str) -> str:
    """A unit's nationality for placing; the Bavarians count as Austrian after 4.10.2."""
    return _NATIONS[s.bavaria_austrian][uid]


def _nation(uid: str, bavaria_austrian: bool) -> str:
    nation = UNITS[uid].nation
    return AUSTRIAN if nation == FRENCH_ALLY and bavaria_austrian else nation


# ``nation_of`` every unit, the Bavarians Austrian or not: read for every unit in the pool each step
_NATIONS: dict[bool, dict[str, str]] = {
    flag: {uid: _nation(uid, flag) for uid in UNITS} for flag in (False, True)
}


def france_open(s: SolitaireState) -> bool:
    """8.4: coalition units may enter France only with the Paris or the But marker there."""
    return s.paris or s.but == FRANCE


def placeable(s: SolitaireState, uid: str) -> list[str]:
    """8.2, 8.4: where a unit may be placed."""
    return list(_PLACES[france_open(s)][nation_of(s, uid)])


def may_be_placed(s: SolitaireState, uid: str, country: str) -> bool:
    """``country in placeable(s, uid)``, without the list (every unit of a retreat asks it)."""
    return country in _PLACES[france_open(s)][nation_of(s, uid)]


# 8.2, 8.4: where each nationality may be placed, France closed or open
_PLACES: dict[bool, dict[str, tuple[str, ...]]] = {
    france: {
        nation: (*PLACEABLE.get(nation, ()), *((FRANCE,) if france else ()))
        for nation in {*_NATIONS[False].values(), *_NATIONS[True].values()}
    }
    for france in (False, True)
}


POWER_OF_NATION = {nation: power for power, nation in NATION_OF_POWER.items()}


def buyable(s: SolitaireState) -> list[str]:
    """8.1: British units always; the others while their power is in the Coalition; never a delayed one."""
    status, nations, units = s.status, _NATIONS[s.bavaria_austrian], []
    for uid in in_place(s, COALITION_POOL):  # a loop over the few units there, not a set of nations
        nation = nations[uid]
        if nation == BRITISH or status.get(POWER_OF_NATION.get(nation, "")) == COALITION:
            units.append(uid)
    return units


@cache  # one tuple per unit, nationality and France open or not (8.2, 8.4)
def _place_offers(uid: str, nation: str, france: bool) -> tuple[Action, ...]:
    return tuple(
        offer(
            "place",
            uid,
            country,
            label="nwsolitaire-action-place",
            unit=unit_ref(uid),
            country=country_ref(country),
        )
        for country in (*PLACEABLE.get(nation, ()), *([FRANCE] if france else []))
    )


@cache  # the whole menu of 8.1-8.4 for the units in the pool, France open or not, minors affordable or not
def _deploy_offers(
    units: tuple[str, ...], bavaria_austrian: bool, france: bool, minors: bool
) -> tuple[Action, ...]:
    offers = list(_minor_offers(france)) if minors else []
    for uid in units:
        offers += _place_offers(uid, _nation(uid, bavaria_austrian), france)
    offers.append(offer("done", label="nwsolitaire-action-deploy-done", kind=ActionKind.DONE))
    return tuple(offers)


@cache  # 8.1: a group of minor states into one country
def _minor_offers(france: bool) -> tuple[Action, ...]:
    return tuple(
        offer_country("minors", country, "nwsolitaire-action-minors")
        for country in (*PLACEABLE[MINOR], *([FRANCE] if france else []))
    )


@cache  # a message never changes: one per treasury and minor states left, asked at every placing
def _deploy_text(treasury: int, minors: int) -> Msg:
    return Msg("nwsolitaire-prompt-deploy", treasury=treasury, minors=minors)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Deploy(SolitaireFrame):
    """8.1-8.4: the player buys minor states by threes (£1 a group, one country each) and places the
    free national units where their nationality may go."""

    kind = "deploy"

    def run(self, s: SolitaireState) -> Flow:
        return self.wait(SEAT, "nwsolitaire-ask-deploy")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        p = Prompt(self.ask, _deploy_text(s.treasury, len(s.minor_cup)))
        minors = s.treasury >= MINOR_COST and bool(s.minor_cup)
        p.actions = list(_deploy_offers(tuple(buyable(s)), s.bavaria_austrian, france_open(s), minors))
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        if action.verb == "done":
            finish(s, self)
        elif action.verb == "minors":
            country = str(action.args[0])
            s.treasury -= MINOR_COST
            group = [u for u in (draw(s, s.minor_cup) for _ in range(MINOR_GROUP)) if u is not None]
            for uid in group:
                s.where[uid] = country
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "nwsolitaire-log-minors",
                        country=country_ref(country),
                        units=tuple(map(unit_ref, group)),
                    ),
                )
        else:
            uid, country = str(action.args[0]), str(action.args[1])
            s.where[uid] = country
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-place", unit=unit_ref(uid), country=country_ref(country)))


class Stage(StrEnum):
    ROLL = "roll"
    GATHER = "gather"
    DONE = "done"


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class NapoleonMarches(SolitaireFrame):
    """8.5: unless Napoleon is busy or it is turn 1, 1d6 + turn on the Napoleon Table: "Country (N+x)"
    brings x units from the cup, then from the map by the priorities of 8.5; a strategic surprise
    moves Napoleon, the But marker and the But stack (8.5.1)."""

    kind = "napoleon_marches"
    at: Stage = Stage.ROLL
    dest: str = ""
    wanted: int = 0
    gathered: list[str] = field(default_factory=list)

    def run(self, s: SolitaireState) -> Flow:
        if self.at is Stage.ROLL:
            if s.napoleon_busy or s.turn == 1 or not s.napoleon:
                return DONE
            row = rng.roll(s) + s.turn
            row = row if row < _LAST_ROW else _LAST_ROW
            result = NAPOLEON_TABLE[row]
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-napoleon-table", row=row))
            if not result.country:
                strategic_surprise(s)
                return DONE
            self.dest, self.wanted = result.country, result.units
            before = len(s.french_cup)
            self.gathered = place_french(s, self.dest, self.wanted, short_penalty=False)
            self.wanted -= before - len(s.french_cup)  # a unit lost to the guerrillas (7.5) is not made up
            self.at = Stage.GATHER
        if self.at is Stage.GATHER:
            if s.picked:
                self.take(s, s.picked)
                s.picked = ""
            while self.wanted > 0:
                ties = napoleon_candidates(s, self.dest)
                if not ties:
                    # 8.5 7: short of units, Napoleon goes to the But country with what he gathered
                    self.dest_to_but(s)
                    break
                if len(ties) > 1 and not any(u in s.face_down for u in ties):
                    return push(s, Pick(question="napoleon", options=ties))
                # 7.6 fog of war: equal face-down units are not told apart; the counter list decides
                self.take(s, ties[0])
            s.napoleon_at = self.dest
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-napoleon-placed", country=country_ref(self.dest)))
            self.at = Stage.DONE
        return DONE

    def take(self, s: SolitaireState, uid: str) -> None:
        self.gathered.append(uid)
        self.wanted -= 1
        origin = s.where[uid]
        s.where[uid] = self.dest
        if uid in s.face_down:  # 7.6 fog of war: the march shows where the French were strong
            s.disclosed = True
            log(
                s,
                Msg(
                    "nwsolitaire-log-napoleon-takes-hidden",
                    origin=country_ref(origin),
                    country=country_ref(self.dest),
                ),
            )
            return
        if not s.quiet:
            log(s, Msg("nwsolitaire-log-napoleon-takes", unit=unit_ref(uid), country=country_ref(self.dest)))

    def dest_to_but(self, s: SolitaireState) -> None:
        if self.dest != s.but:
            for uid in self.gathered:
                s.where[uid] = s.but
            self.dest = s.but


def napoleon_candidates(s: SolitaireState, dest: str) -> list[str]:
    """8.5 1-6 (A-12): never from France, the But country or the destination; first from countries
    held by French units alone, their weakest unit staying; then from contested countries while the
    French SP there stays above the Coalition's; the strongest first. Returns the tied strongest."""
    uncontested: list[str] = []
    contested: list[str] = []
    for country in MAJORS:
        if country in (FRANCE, s.but, dest):
            continue
        french = french_at(s, country)
        if not french:
            continue
        if not coalition_at(s, country):
            weakest = min(french, key=lambda u: (UNITS[u].sp, u))
            uncontested += [u for u in french if u != weakest]
        else:
            margin = sp(french) - sp(coalition_at(s, country))
            contested += [u for u in french if margin - UNITS[u].sp > 0]
    pool = uncontested or contested
    if not pool:
        return []
    best = max(UNITS[u].sp for u in pool)
    return sorted(u for u in pool if UNITS[u].sp == best)


def strategic_surprise(s: SolitaireState) -> None:
    """8.5.1: 1d6 for a country (6 = But): Napoleon goes there, the But marker follows, and so do the
    four units placed in the old But country by 7.2."""
    country = random_country(s)
    old = s.but
    s.napoleon_at = country
    s.but = country
    moved = [u for u in s.but_stack if s.where[u] == old]
    if strengths_hidden(s):  # 7.6 fog of war: the four counters move face down
        log(s, Msg("nwsolitaire-log-surprise-hidden", country=country_ref(country), n=len(moved)))
    elif not s.quiet:
        log(
            s,
            Msg("nwsolitaire-log-surprise", country=country_ref(country), units=tuple(map(unit_ref, moved))),
        )
    for uid in moved:
        guerrillas = (country == SPAIN and s.spanish_ulcer) or (country == ITALY and s.fra_diavolo)
        if guerrillas and country not in s.placed_in:  # 7.5: "for any reason"
            s.placed_in.append(country)
            s.where[uid] = CASUALTY
            log(s, Msg("nwsolitaire-log-guerrillas", unit=unit_ref(uid), country=country_ref(country)))
            continue
        s.where[uid] = country

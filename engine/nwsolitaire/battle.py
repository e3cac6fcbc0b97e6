"""The Battle Phase (9.0-9.12): the player picks the order of the battles; each runs the optional
cavalry reaction (9.1, ``reaction.py``), light infantry (9.2), the Guard (9.3), the SP difference and
the dice (9.4-9.5), the Combat Results Table (9.6) and its results (9.7), retreats (9.8), fervour
(9.10) and pursuit (9.11); a retreat into enemy units starts a new battle (9.12)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, find, finish, log, push, rng
from engine.nwsolitaire.coalition import france_open, may_be_placed, nation_of
from engine.nwsolitaire.common import (
    Pick,
    change_abdication,
    change_fervour,
    country_ref,
    offer_country,
    unit_ref,
    units_ref,
)
from engine.nwsolitaire.data.chits import SATELLITES
from engine.nwsolitaire.data.map import (
    ADJACENT,
    BRITISH,
    FRANCE,
    GERMANY,
    ITALY,
    MAJORS,
    MINOR,
    PORTUGAL,
    ROYALIST,
    SEAT,
    SPAIN,
    SPANISH,
)
from engine.nwsolitaire.data.tables import (
    CAVALRY_CHARGE,
    COALITION_MAJOR,
    COALITION_NARROW,
    COALITION_PURSUIT,
    COALITION_VICTORY,
    COALITION_WINS,
    FRENCH_MAJOR,
    FRENCH_NARROW,
    FRENCH_PURSUIT,
    FRENCH_VICTORY,
    LI_DICE,
    NA,
    PURSUIT_WHITE,
    combat_result,
    light_infantry,
)
from engine.nwsolitaire.data.units import CAV, INF, NAPOLEON_FERVOUR, PLAIN_FERVOUR, UNITS
from engine.nwsolitaire.reaction import coalition_react, french_reaction
from engine.nwsolitaire.state import (
    CASUALTY,
    MACHINE,
    REMOVED,
    ROYALIST_BOX,
    STORAGE,
    SolitaireFrame,
    SolitaireState,
    both_sides,
    clamp,
    coalition_at,
    french_at,
    french_units,
    placed,
    sides_at,
    sp,
    turn_over,
)

POPE_LI, JOSEPHINE_LI = 2, -1  # rulebook §9.2.2, §9.2.3
GUARD_JOINS = 5  # rulebook §9.3: 5-6
GUARD_DISBAND_ABDICATION, VETERAN_GUARD_ABDICATION = 2, 1  # rulebook §9.7.2, §12.4
CAVALRY = frozenset(uid for uid, u in UNITS.items() if u.arm == CAV)


def battles_due(s: SolitaireState) -> list[str]:
    """8.6, 9.0: every major country holding units of both sides (one pass over the units)."""
    french, groups, due = french_units(s), placed(s), []
    for country in MAJORS:  # a loop, not a comprehension: this runs twice a battle step
        units = groups.get(country, ())
        if not french.isdisjoint(units) and not french.issuperset(units):
            due.append(country)
    return due


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class BattlePhase(SolitaireFrame):
    """9.0: the player resolves the battles one country at a time, in the order of his choosing."""

    kind = "battle_phase"

    def run(self, s: SolitaireState) -> Flow:
        if s.result is not None or not battles_due(s):
            return DONE
        return self.wait(SEAT, "nwsolitaire-ask-battle")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        due = tuple(battles_due(s))
        return Prompt(self.ask, _battle_text(due), list(_battle_offers(due)))

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        push(s, Battle(country=str(action.args[0])))


@cache  # a message never changes: one per list of countries
def _battle_text(due: tuple[str, ...]) -> Msg:
    return Msg("nwsolitaire-prompt-battle", countries=tuple(map(country_ref, due)))


@cache  # a battle to fight in each country, in the order of MAJORS
def _battle_offers(due: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(offer_country("battle", country, "nwsolitaire-action-battle") for country in due)


class Stage(StrEnum):
    REACT = "react"
    FIGHT = "fight"
    CHARGE = "charge"
    SURVIVOR = "survivor"
    RETREAT = "retreat"
    FERVOUR = "fervour"
    PURSUIT = "pursuit"
    END = "end"


# module names for a hot path, read by Battle (engine/README.md, "Enum members on a hot path")
_REACT, _FIGHT, _CHARGE, _SURVIVOR = Stage.REACT, Stage.FIGHT, Stage.CHARGE, Stage.SURVIVOR
_RETREAT, _FERVOUR, _PURSUIT, _END = Stage.RETREAT, Stage.FERVOUR, Stage.PURSUIT, Stage.END


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Battle(SolitaireFrame):
    """One battle in ``country``, 9.2 to 9.12."""

    kind = "battle"
    country: str = ""
    at: Stage = Stage.REACT
    reacted: bool = False  # reacting cavalry took part (9.1.2-3)
    napoleon: str = ""  # the Napoleon unit that took part (9.10)
    guard: bool = False  # the Guard joined (9.3); it fights any re-fight too (9.7.3)
    charged: bool = False  # a cavalry charge happened (9.10, A-14)
    result: str = ""
    white: int = 0
    winner: str = ""  # "coalition" or "france"
    charges: list[str] = field(default_factory=list)  # cavalry still to pick a target (9.7.3)
    targets: list[str] = field(default_factory=list)
    refuge: str = ""
    pursuers: list[str] = field(default_factory=list)

    def run(self, s: SolitaireState) -> Flow:
        while True:
            if self.at is _REACT:
                if not both_sides(s, self.country):
                    return DONE  # 8.6: a battle needs both sides (the pursued may all have perished)
                # 7.6 fog of war: face down until battle
                shown = turn_over(s, french_at(s, self.country)) if s.face_down else []
                if shown:
                    log(
                        s,
                        Msg(
                            "nwsolitaire-log-revealed",
                            country=country_ref(self.country),
                            units=units_ref(shown),
                        ),
                    )
                self.at = _FIGHT
                if s.options.get("cavalry") == "on":  # 9.1, optional
                    self.reacted |= french_reaction(s, self.country)
                    if coalition_reactors(s, self.country):
                        return push(s, CoalitionReaction(country=self.country))
            elif self.at is _FIGHT:
                self.fight(s)
            elif self.at is _CHARGE:
                flow = self.charge(s)
                if flow is not None:
                    return flow
            elif self.at is _SURVIVOR:
                flow = self.narrow_win(s)
                if flow is not None:
                    return flow
            elif self.at is _RETREAT:
                flow = self.retreat(s)
                if flow is not None:
                    return flow
            elif self.at is _FERVOUR:
                self.fervour(s)
            elif self.at is _PURSUIT:
                flow = self.pursuit(s)
                if flow is not None:
                    return flow
            else:
                return DONE

    # --- 9.2-9.6 ------------------------------------------------------------------------------

    def fight(self, s: SolitaireState) -> None:
        c = self.country
        if not self.napoleon and s.napoleon_at == c and s.napoleon:
            self.napoleon = s.napoleon
        dice = LI_DICE[self.light_infantry(s)]
        if not self.guard and s.napoleon_at == c and s.napoleon in ("N", "V") and s.guard_at == STORAGE:
            if rng.roll(s) >= GUARD_JOINS:  # 9.3
                self.guard = True
                s.guard_at = c
                s.where["guard"] = c
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-guard", joins=int(self.guard)))
        coalition_units, french_units = sides_at(s, c)
        coalition, french = sp(coalition_units), sp(french_units)
        no_cavalry = CAVALRY.isdisjoint(coalition_units) and CAVALRY.isdisjoint(french_units)
        while True:
            rolled = rng.roll_many(s, dice)  # 9.5: the first die is the white one
            self.white = rolled[0]
            value = coalition - french + sum(rolled)
            self.result = combat_result(value)
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "nwsolitaire-log-battle",
                        country=country_ref(c),
                        coalition=coalition,
                        french=french,
                        value=value,
                        result=result_msg(self.result),
                    ),
                )
            if self.result == CAVALRY_CHARGE:
                self.charged = True  # the battle was settled after a cavalry charge result
            if not (self.result == CAVALRY_CHARGE and no_cavalry):
                break
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-no-cavalry"))  # 9.7.3: roll again until another result
        self.at = self.apply_result(s)

    def light_infantry(self, s: SolitaireState) -> str:
        """9.2: 1d6 in the column of the country's fervour, + the satellite, +2 the Pope (Italy),
        -1 Josephine, held within 1-6; an X satellite gives NA without a roll (9.2.1)."""
        c = self.country
        sat = s.satellites.get(c)
        li = SATELLITES[sat].li if sat else 0
        if li is None:
            if not s.quiet:
                log(s, Msg("nwsolitaire-log-li-x", country=country_ref(c), dice=LI_DICE[NA]))
            return NA
        mod = li + (POPE_LI if c == ITALY and s.pope else 0) + (JOSEPHINE_LI if s.josephine_at == c else 0)
        roll = clamp(rng.roll(s) + mod, 1, 6)
        result = light_infantry(s.fervour[c], roll)
        if not s.quiet:
            log(
                s,
                Msg(
                    "nwsolitaire-log-li",
                    country=country_ref(c),
                    roll=roll,
                    fervour=s.fervour[c],
                    result=result,
                    dice=LI_DICE[result],
                ),
            )
        return result

    # --- 9.7 ----------------------------------------------------------------------------------

    def apply_result(self, s: SolitaireState) -> Stage:
        c = self.country
        if self.result == CAVALRY_CHARGE:
            self.charged = True
            cavalry = [u for u in coalition_at(s, c) + french_at(s, c) if UNITS[u].arm == CAV]
            self.charges = sorted(cavalry, key=lambda u: (-UNITS[u].sp, u))
            self.targets = []
            return _CHARGE
        self.winner = "coalition" if self.result in COALITION_WINS else "france"
        if self.result == COALITION_MAJOR:
            destroy(s, french_at(s, c))
        elif self.result == FRENCH_MAJOR:
            destroy(s, coalition_at(s, c))
        elif self.result in (COALITION_NARROW, FRENCH_NARROW):
            return _SURVIVOR
        elif self.result in (COALITION_VICTORY, COALITION_PURSUIT, FRENCH_VICTORY, FRENCH_PURSUIT):
            return _RETREAT
        return self.after_result(s)

    def after_result(self, s: SolitaireState) -> Stage:
        """9.7.2: the Guard after the result."""
        if self.guard and s.guard_at != REMOVED:
            if self.winner == "france" or s.napoleon == "N":
                s.guard_at = STORAGE
                s.where["guard"] = STORAGE
            elif s.napoleon == "V":
                s.guard_at = REMOVED
                s.where["guard"] = REMOVED
                log(s, Msg("nwsolitaire-log-guard-disbands"))
                change_fervour(s, FRANCE, -rng.roll(s))
                veteran = s.options.get("veteran") == "on"
                change_abdication(s, VETERAN_GUARD_ABDICATION if veteran else GUARD_DISBAND_ABDICATION)
        return _FERVOUR

    def charge(self, s: SolitaireState) -> Flow | None:
        """9.7.3: each cavalry unit destroys the strongest enemy infantry no stronger than itself (A-17:
        both sides at once, each target once; the player picks among equals); then fight again."""
        c = self.country
        if s.picked:  # the player's pick among equal targets
            self.targets.append(s.picked)
            s.picked = ""
            self.charges.pop(0)
        while self.charges:
            rider = self.charges[0]
            enemies = french_at(s, c) if rider in coalition_at(s, c) else coalition_at(s, c)
            strength = UNITS[rider].sp
            foot = [
                u
                for u in enemies
                if UNITS[u].arm == INF and UNITS[u].sp <= strength and u not in self.targets
            ]
            if not foot:
                self.charges.pop(0)
                continue
            best = max(UNITS[u].sp for u in foot)
            ties = sorted(u for u in foot if UNITS[u].sp == best)
            if len(ties) > 1:
                return push(s, Pick(question="charge-target", options=ties))
            self.targets.append(ties[0])
            self.charges.pop(0)
        log(s, Msg("nwsolitaire-log-charge", units=units_ref(self.targets)))
        destroy(s, self.targets)
        self.targets = []
        if not french_at(s, c) or not coalition_at(s, c):  # a side wiped out: the other wins
            self.winner = "coalition" if coalition_at(s, c) else "france" if french_at(s, c) else ""
            self.at = self.after_result(s)
            return None
        self.at = _REACT  # back to 9.1
        return None

    def narrow_win(self, s: SolitaireState) -> Flow | None:
        """9.7.3: every unit of both sides is destroyed but the winner's strongest (the player picks
        among equals; France keeps a cavalry unit if one is among them)."""
        c = self.country
        side = coalition_at(s, c) if self.winner == "coalition" else french_at(s, c)
        keep = s.picked
        if not keep:
            best = max(UNITS[u].sp for u in side)
            ties = sorted(u for u in side if UNITS[u].sp == best)
            if self.winner == "france" and any(UNITS[u].arm == CAV for u in ties):
                ties = [u for u in ties if UNITS[u].arm == CAV]
            if len(ties) > 1:
                return push(s, Pick(question="survivor", options=ties))
            keep = ties[0]
        s.picked = ""
        destroy(s, [u for u in coalition_at(s, c) + french_at(s, c) if u != keep])
        if not s.quiet:
            log(s, Msg("nwsolitaire-log-survivor", unit=unit_ref(keep)))
        self.at = self.after_result(s)
        return None

    # --- 9.8 ----------------------------------------------------------------------------------

    def retreat(self, s: SolitaireState) -> Flow | None:
        c = self.country
        self.after_result(s)  # the Guard leaves before the retreat (9.7.2)
        if self.reacted and not s.picked:  # 9.1.2-3: a roll above the retreating SP destroys the stack
            movers = [
                u
                for u in (french_at(s, c) if self.winner == "coalition" else coalition_at(s, c))
                if u != "guard"
            ]
            roll = rng.roll(s)
            if roll > sp(movers):
                log(s, Msg("nwsolitaire-log-overrun", country=country_ref(c)))
                destroy(s, movers)
                self.at = _FERVOUR
                return None
            self.reacted = False  # rolled once
        if self.winner == "coalition":
            movers = [u for u in french_at(s, c) if u != "guard"]
            self.refuge = french_refuge(s, c, movers, self.pursuit_possible(s))
            for uid in movers:
                s.where[uid] = self.refuge
            if s.napoleon_at == c:
                s.napoleon_at = self.refuge
            if not s.quiet:
                log(
                    s,
                    Msg("nwsolitaire-log-retreat", units=units_ref(movers), country=country_ref(self.refuge)),
                )
        else:
            movers = coalition_at(s, c)
            options = coalition_refuges(s, c, movers)
            if s.picked in options:
                self.refuge, s.picked = s.picked, ""
            elif len(options) == 1:
                self.refuge = options[0]
            else:
                return push(s, ChooseRefuge(options=options))
            stay_out = [u for u in movers if not may_retreat_to(s, u, self.refuge)]
            destroy(s, stay_out)
            moved = [u for u in movers if u not in stay_out]
            for uid in moved:
                s.where[uid] = self.refuge
            if moved and not s.quiet:
                log(
                    s,
                    Msg(
                        "nwsolitaire-log-retreat",
                        units=units_ref(moved),
                        country=country_ref(self.refuge),
                    ),
                )
        self.at = _FERVOUR
        return None

    def pursuit_possible(self, s: SolitaireState) -> bool:
        return self.result in (COALITION_PURSUIT, FRENCH_PURSUIT) and self.white in PURSUIT_WHITE

    # --- 9.10-9.12 ----------------------------------------------------------------------------

    def fervour(self, s: SolitaireState) -> None:
        """9.10: the battle country's fervour: +1 a French win, -1 a Coalition win, or Napoleon's table;
        nothing after a cavalry charge (A-14: one anywhere in the battle)."""
        if self.winner and not self.charged:
            french_win, coalition_win = NAPOLEON_FERVOUR[self.napoleon] if self.napoleon else PLAIN_FERVOUR
            delta = french_win if self.winner == "france" else coalition_win
            if delta:
                change_fervour(s, self.country, delta)
        self.at = _PURSUIT if self.refuge else _END

    def pursuit(self, s: SolitaireState) -> Flow | None:
        """9.11: on a white 1-2 the winners may follow into the refuge and fight again there at once;
        otherwise a refuge holding both sides fights at once anyway (9.12)."""
        refuge = self.refuge
        if self.pursuit_possible(s) and refuge != PORTUGAL:
            if self.result == COALITION_PURSUIT:
                self.at = _END
                return push(s, Pursue(origin=self.country, refuge=refuge))
            rearguard = [s.picked] if s.picked else french_rearguard(s, self.country, refuge)
            if len(rearguard) > 1:
                return push(s, Pick(question="rearguard", options=rearguard))
            s.picked = ""
            self.at = _END
            if rearguard:
                french_pursue(s, self.country, refuge, rearguard[0], self.napoleon)
                return push(s, Battle(country=refuge))
            if coalition_at(s, refuge):  # someone got there
                log(s, Msg("nwsolitaire-log-no-pursuit", country=country_ref(refuge)))
        self.at = _END
        if both_sides(s, refuge):
            return push(s, Battle(country=refuge))
        return None


@cache  # a message never changes: one per CRT result
def result_msg(result: str) -> Msg:
    return Msg(f"nwsolitaire-result-{result}")


def may_retreat_to(s: SolitaireState, uid: str, refuge: str) -> bool:
    """9.8.1: a retreating unit goes only where it may be placed (8.2; France when open, 8.4), but
    any unit into Portugal."""
    if refuge == PORTUGAL:
        return True
    return UNITS[uid].nation != ROYALIST and may_be_placed(s, uid, refuge)


def coalition_refuges(s: SolitaireState, country: str, movers: list[str]) -> list[str]:
    """9.8.1: where coalition units retreat from each country."""
    if country == FRANCE:
        options = [ITALY, GERMANY]
        if all(nation_of(s, u) in (BRITISH, SPANISH, MINOR) for u in movers):
            options.append(SPAIN)
        return options
    if country == GERMANY:
        return ["austria", FRANCE] if france_open(s) else ["austria"]
    if country == "austria":
        return [GERMANY, ITALY]
    if country == ITALY:
        return ["austria"]
    return [PORTUGAL]


def french_refuge(s: SolitaireState, country: str, movers: list[str], pursuit: bool) -> str:
    """9.8.2: from Spain to France; otherwise the safest way: France; a neighbour without coalition
    units; a neighbour whose coalition SP (the possible pursuers counted, as the rule says) is below
    the retreating French SP; else any neighbour. A die splits the ties evenly."""
    if country == SPAIN:
        return FRANCE
    near = [c for c in ADJACENT[country] if c != PORTUGAL]
    if FRANCE in near:
        return FRANCE
    pursuers = sp(coalition_at(s, country)) if pursuit else 0
    strength, empty, weaker = sp(movers), [], []
    for c in near:
        enemies = coalition_at(s, c)
        if not enemies:
            empty.append(c)
        if sp(enemies) + pursuers < strength:
            weaker.append(c)
    for tier in (empty, weaker, near):
        if tier:
            return tier[0] if len(tier) == 1 else tier[(rng.roll(s) - 1) * len(tier) // 6]
    return near[0]


def destroy(s: SolitaireState, uids: list[str]) -> None:
    """9.7: destroyed units go to the Casualty box; the Royalists and Émigrés to their box (9.7.1); the
    Guard is left to 9.7.2."""
    for uid in uids:
        if uid == "guard":  # out of the battle; 9.7.2 decides its fate
            s.where[uid] = s.guard_at = STORAGE
            continue
        s.where[uid] = ROYALIST_BOX if UNITS[uid].nation == ROYALIST else CASUALTY
    if uids and not s.quiet:
        log(s, Msg("nwsolitaire-log-destroyed", units=units_ref(uids)))


def french_rearguard(s: SolitaireState, origin: str, refuge: str) -> list[str]:
    """9.11.2: France pursues only if its units but the weakest, left to hold the country, have more
    SP than the Coalition in the refuge. Returns the equally weakest units (the player picks the one
    that stays), or nothing when France does not pursue."""
    french, enemies = french_at(s, origin), coalition_at(s, refuge)
    if len(french) < 2 or not enemies:  # nobody reached the refuge: nothing to pursue
        return []
    low = min([UNITS[u].sp for u in french])
    if sp(french) - low <= sp(enemies):
        return []
    return sorted(u for u in french if UNITS[u].sp == low)


def french_pursue(s: SolitaireState, origin: str, refuge: str, rearguard: str, napoleon: str) -> None:
    """9.11.2: all but the rearguard follow, Napoleon with them if he fought."""
    pursuers = [u for u in french_at(s, origin) if u != rearguard]
    for uid in pursuers:
        s.where[uid] = refuge
    if napoleon and s.napoleon_at == origin:
        s.napoleon_at = refuge
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-pursuit", units=units_ref(pursuers), country=country_ref(refuge)))


_RETREAT_TEXT = Msg("nwsolitaire-prompt-retreat")


@cache  # 9.8.1: a retreat into each refuge open
def _refuge_offers(options: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(offer_country("retreat", country, "nwsolitaire-action-retreat") for country in options)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class ChooseRefuge(SolitaireFrame):
    """9.8.1: the player picks where the beaten coalition units retreat."""

    kind = "choose_refuge"
    options: list[str] = field(default_factory=list)

    def run(self, s: SolitaireState) -> Flow:
        return self.wait(SEAT, "nwsolitaire-ask-retreat")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        return Prompt(self.ask, _RETREAT_TEXT, list(_refuge_offers(tuple(self.options))))

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        s.picked = str(action.args[0])
        finish(s, self)


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Pursue(SolitaireFrame):
    """9.11.1: the player follows with all or some of the winners (one left behind holds the country);
    the units already in the refuge fight too."""

    kind = "pursue"
    origin: str = ""
    refuge: str = ""
    chosen: list[str] = field(default_factory=list)

    def run(self, s: SolitaireState) -> Flow:
        return self.wait(SEAT, "nwsolitaire-ask-pursue")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("nwsolitaire-prompt-pursue", country=country_ref(self.refuge)))
        for uid in coalition_at(s, self.origin):
            if uid not in self.chosen:
                p.add("with", uid, label=Msg("nwsolitaire-action-with", unit=unit_ref(uid)))
        if self.chosen:
            p.add(
                "pursue",
                label=Msg("nwsolitaire-action-pursue", country=country_ref(self.refuge)),
                kind=ActionKind.DONE,
            )
        p.add("halt", label=Msg("nwsolitaire-action-halt"), kind=ActionKind.DONE)
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        if action.verb == "with":
            self.chosen.append(str(action.args[0]))
            return
        finish(s, self)
        if action.verb == "pursue":
            for uid in self.chosen:
                s.where[uid] = self.refuge
            log(
                s,
                Msg(
                    "nwsolitaire-log-pursuit", units=units_ref(self.chosen), country=country_ref(self.refuge)
                ),
            )
            push(s, Battle(country=self.refuge))
        elif both_sides(s, self.refuge):
            push(s, Battle(country=self.refuge))


def coalition_reactors(s: SolitaireState, battle: str) -> list[str]:
    """9.1.2-1: coalition cavalry in another major country, of a nationality that may be placed in the
    battle country (France only with the Paris or But marker, 8.4)."""
    return sorted(
        u
        for u in coalition_at_any(s)
        if UNITS[u].arm == CAV and s.where[u] != battle and may_be_placed(s, u, battle)
    )


def coalition_at_any(s: SolitaireState) -> list[str]:
    return [u for c in MAJORS for u in coalition_at(s, c)]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class CoalitionReaction(SolitaireFrame):
    """9.1.2: the player may send any coalition cavalry to the battle, one roll each."""

    kind = "coalition_reaction"
    country: str = ""

    def run(self, s: SolitaireState) -> Flow:
        if not coalition_reactors(s, self.country):
            return DONE
        return self.wait(SEAT, "nwsolitaire-ask-reaction")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("nwsolitaire-prompt-reaction", country=country_ref(self.country)))
        for uid in coalition_reactors(s, self.country):
            p.add(
                "react",
                uid,
                label=Msg("nwsolitaire-action-react", unit=unit_ref(uid), origin=country_ref(s.where[uid])),
                kind=ActionKind.IRREVERSIBLE,
            )
        p.add("done", label=Msg("nwsolitaire-action-reaction-done"), kind=ActionKind.DONE)
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        if action.verb == "done":
            finish(s, self)
            return
        if coalition_react(s, str(action.args[0]), self.country):
            battle = find(s, Battle)
            assert battle is not None
            battle.reacted = True

"""The Diplomacy Phase (5.0: French diplomats leave the Hotel) and the Counter-Diplomacy Phase (6.0:
debates, charm diplomacy, recruiting neutral or surrendered powers)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from engine.core import Action, ActionKind, Flow, Msg, Prompt, finish, log, rng
from engine.nwsolitaire.common import box_ref, country_ref, diplomat_ref, offer, power_ref, random_country
from engine.nwsolitaire.data.chits import COALITION_DIPLOMATS, FRENCH_DIPLOMATS, GREEN_BOX_LIMIT
from engine.nwsolitaire.data.map import (
    AUSTRIA,
    COALITION,
    GERMANY,
    MAJORS,
    NATION_OF_POWER,
    PRUSSIA,
    RUSSIA,
    SEAT,
)
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.state import (
    COALITION_POOL,
    HOTEL,
    LONDON,
    MACHINE,
    NEUTRAL_POOL,
    SolitaireFrame,
    SolitaireState,
)

DIPLOMATS_SENT = 2  # rulebook §5.1
DEBATE_COST = CHARM_COST = 1  # rulebook §6.1, §6.1.1
RECRUIT_COST, MARRIAGE_COST = 2, 5  # rulebook §6.3, §6.3.2
RECRUIT_BOX = {PRUSSIA: GERMANY, AUSTRIA: AUSTRIA}  # 6.3: Prussia's green box is Germany's


def french_diplomacy(s: SolitaireState) -> None:
    """5.1-5.2: up to two diplomats leave the Hotel, Talleyrand first, then Reinhard, then the others;
    each to a random green box (6 = But); a third in one box goes back to the Hotel."""
    order = [d for d in FRENCH_DIPLOMATS if s.french_diplomats[d] == HOTEL]
    for dip in order[:DIPLOMATS_SENT]:
        country = random_country(s)
        there = [*s.french_diplomats.values()].count(country)
        if there >= GREEN_BOX_LIMIT:
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "nwsolitaire-log-diplomat-full",
                        diplomat=diplomat_ref(dip),
                        country=country_ref(country),
                    ),
                )
            continue
        s.french_diplomats[dip] = country
        if not s.quiet:
            log(
                s,
                Msg(
                    "nwsolitaire-log-diplomat-sent", diplomat=diplomat_ref(dip), country=country_ref(country)
                ),
            )


def defeated_wars(s: SolitaireState) -> int:
    """Face-down small-war chits on the map (6.1.1, 6.3)."""
    return [*s.wars.values()].count("down")


def recruit_cost(s: SolitaireState, power: str) -> int:
    """6.3, 6.3.2: £2 (£5 with a marriage marker) + £1 a defeated small war (A-7: Russia too)."""
    return (MARRIAGE_COST if s.marriage == power else RECRUIT_COST) + defeated_wars(s)


def can_recruit(s: SolitaireState, power: str) -> bool:
    """6.3: a neutral or surrendered power without a scroll marker; Prussia and Austria with no French
    diplomat in their green box and a coalition diplomat there (or one free to go from London);
    Russia unless both the Germany and Austria boxes hold French diplomats, with a coalition
    diplomat in either (A-6)."""
    if s.status[power] == COALITION or s.scrolls[power] or power not in (PRUSSIA, AUSTRIA, RUSSIA):
        return False
    if s.treasury < recruit_cost(s, power):
        return False
    usable = [d for d in COALITION_DIPLOMATS if d not in s.flipped_diplomats]
    if power == RUSSIA:
        french = [c for c in (GERMANY, AUSTRIA) if c in s.french_diplomats.values()]
        ours = any(s.coalition_diplomats[d] in (GERMANY, AUSTRIA) for d in usable)
        return len(french) < 2 and ours
    box = RECRUIT_BOX[power]
    if box in s.french_diplomats.values():
        return False
    return any(s.coalition_diplomats[d] in (box, LONDON) for d in usable)


def recruit(s: SolitaireState, power: str) -> None:
    """6.3: pay, the status marker turns, the units move from the Neutral to the Coalition pool (a
    marriage marker on the power goes, 6.3.2)."""
    cost = recruit_cost(s, power)
    s.treasury -= cost
    if power in RECRUIT_BOX and not any(
        s.coalition_diplomats[d] == RECRUIT_BOX[power] for d in COALITION_DIPLOMATS
    ):
        sent = next(
            d
            for d in COALITION_DIPLOMATS
            if s.coalition_diplomats[d] == LONDON and d not in s.flipped_diplomats
        )
        s.coalition_diplomats[sent] = RECRUIT_BOX[power]  # sent from London free of charge
    s.status[power] = COALITION
    if s.marriage == power:
        s.marriage = ""
    nation = NATION_OF_POWER[power]
    for uid, at in s.where.items():
        if at == NEUTRAL_POOL and UNITS[uid].nation == nation:
            s.where[uid] = COALITION_POOL
    log(s, Msg("nwsolitaire-log-recruit", power=power_ref(power), cost=cost, treasury=s.treasury))


_RESOLVE = offer("resolve", label="nwsolitaire-action-resolve", kind=ActionKind.IRREVERSIBLE)
_DIPLOMACY_DONE = offer("done", label="nwsolitaire-action-diplomacy-done", kind=ActionKind.DONE)


@cache  # 6.1: a coalition diplomat sent against a French one in a country
def _debate(ours: str, theirs: str, country: str) -> Action:
    return offer(
        "debate",
        ours,
        theirs,
        label="nwsolitaire-action-debate",
        ours=diplomat_ref(ours),
        theirs=diplomat_ref(theirs),
        country=country_ref(country),
    )


@cache  # a message never changes: one per treasury and defeated small wars
def _diplomacy_text(treasury: int, defeated: int) -> Msg:
    return Msg("nwsolitaire-prompt-diplomacy", treasury=treasury, defeated=defeated)


@cache  # 6.1: every debate of the free coalition diplomats against the French ones in green boxes
def _debates(free: tuple[str, ...], targets: tuple[tuple[str, str], ...]) -> tuple[Action, ...]:
    return tuple(_debate(ours, theirs, country) for ours in free for theirs, country in targets)


@cache  # 6.1.1: charm diplomacy in a brown box
def _charm(ours: str, box: str) -> Action:
    return offer(
        "charm", ours, box, label="nwsolitaire-action-charm", ours=diplomat_ref(ours), box=box_ref(box)
    )


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class CounterDiplomacy(SolitaireFrame):
    """6.0: each coalition diplomat (not flipped) has one mission a turn. Debates are all assigned, then
    resolved together (6.1); charm diplomacy (6.1.1) and recruiting (6.3) may come in any order."""

    kind = "counter_diplomacy"
    debates: list[str] = field(default_factory=list)  # "coalition:french", in the order assigned
    debated: bool = False  # the debates of the turn are resolved

    def run(self, s: SolitaireState) -> Flow:
        return self.wait(SEAT, "nwsolitaire-ask-diplomacy")

    def free(self, s: SolitaireState) -> list[str]:
        """Coalition diplomats still without a mission this turn."""
        return [
            d
            for d in COALITION_DIPLOMATS
            if d not in s.flipped_diplomats
            and d not in s.used_diplomats
            and s.coalition_diplomats[d] == LONDON
        ]

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        defeated, free = defeated_wars(s), self.free(s)
        p = Prompt(self.ask, _diplomacy_text(s.treasury, defeated))
        if not self.debated and s.treasury >= DEBATE_COST:
            targets = tuple((d, at) for d, at in s.french_diplomats.items() if at in MAJORS)
            p.actions += _debates(tuple(free), targets)
        if self.debates:
            p.actions.append(_RESOLVE)
        if s.treasury >= CHARM_COST and defeated:
            charmers = free + [
                d
                for d in COALITION_DIPLOMATS
                if s.coalition_diplomats[d] in s.wars and d not in s.flipped_diplomats
            ]
            for ours in charmers:
                for box, side in s.wars.items():
                    if side == "down" and s.coalition_diplomats[ours] in (LONDON, box):
                        p.actions.append(_charm(ours, box))
        for power in (PRUSSIA, AUSTRIA, RUSSIA):
            if can_recruit(s, power):
                p.add(
                    "recruit",
                    power,
                    label=Msg(
                        "nwsolitaire-action-recruit", power=power_ref(power), cost=recruit_cost(s, power)
                    ),
                )
        if not self.debates:
            p.actions.append(_DIPLOMACY_DONE)
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        verb = action.verb
        if verb == "done":
            finish(s, self)
        elif verb == "debate":
            ours, theirs = str(action.args[0]), str(action.args[1])
            s.treasury -= DEBATE_COST
            s.coalition_diplomats[ours] = s.french_diplomats[theirs]
            s.used_diplomats.append(ours)
            self.debates.append(f"{ours}:{theirs}")
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "nwsolitaire-log-debate-assigned",
                        ours=diplomat_ref(ours),
                        theirs=diplomat_ref(theirs),
                    ),
                )
        elif verb == "resolve":
            self.resolve(s)
        elif verb == "charm":
            self.charm(s, str(action.args[0]), str(action.args[1]))
        else:
            recruit(s, str(action.args[0]))

    def resolve(self, s: SolitaireState) -> None:
        """6.1: 1d6 per diplomat, +2 against Talleyrand, +1 against Reinhard; a modified roll at most
        the diplomat's value sends the French diplomat back to the Hotel. Several against one roll in
        turn until one wins (6.1)."""
        beaten: set[str] = set()
        for pair in self.debates:
            ours, theirs = pair.split(":")
            if theirs in beaten:
                continue
            roll = rng.roll(s) + FRENCH_DIPLOMATS[theirs].value
            won = roll <= COALITION_DIPLOMATS[ours].value
            if not s.quiet:
                log(
                    s,
                    Msg(
                        "nwsolitaire-log-debate",
                        ours=diplomat_ref(ours),
                        theirs=diplomat_ref(theirs),
                        total=roll,
                        won=int(won),
                    ),
                )
            if won:
                beaten.add(theirs)
                s.french_diplomats[theirs] = HOTEL
        self.debates = []
        self.debated = True

    def charm(self, s: SolitaireState, ours: str, box: str) -> None:
        """6.1.1: £1 and 1d6; a roll above the number of face-down chits turns one face up (A-4); a
        failed diplomat may pay again (A-28)."""
        s.treasury -= CHARM_COST
        s.coalition_diplomats[ours] = box
        if ours not in s.used_diplomats:
            s.used_diplomats.append(ours)
        roll = rng.roll(s)
        won = roll > defeated_wars(s)
        if not s.quiet:
            log(s, Msg("nwsolitaire-log-charm", ours=diplomat_ref(ours), box=box_ref(box), won=int(won)))
        if won:
            s.wars[box] = "up"

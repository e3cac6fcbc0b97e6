"""The Event Phase after the money (4.3-4.14): the But marker, the historical events, the event chits
drawn one at a time and resolved (satellites, the Duchy of Warsaw, the Spanish Ulcer, small wars,
naval battles...), and the extra chit bought for £3."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import DONE, NEXT, Action, ActionKind, Flow, Msg, Prompt, finish, log, push
from engine.nwsolitaire.common import (
    change_fervour,
    chit_ref,
    country_ref,
    history_ref,
    power_ref,
    random_country,
)
from engine.nwsolitaire.data.chits import (
    CHITS,
    CORONATION,
    ILDEFONSO,
    NAPO_V,
    NO_WAR,
    SATELLITES,
    SMALL_WAR,
    TRAFALGAR,
    ULCER,
    WARSAW,
)
from engine.nwsolitaire.data.map import (
    COALITION,
    FRANCE,
    GERMANY,
    ITALY,
    PRO_FRENCH,
    SEAT,
    SPAIN,
    SPANISH,
)
from engine.nwsolitaire.data.track import HISTORICAL_EVENTS, TURNS
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.naval import NavalBattle
from engine.nwsolitaire.smallwar import SmallWar
from engine.nwsolitaire.state import (
    BEDROOM,
    CASUALTY,
    COALITION_POOL,
    FRENCH_CUP,
    MACHINE,
    NEUTRAL_POOL,
    REMOVED,
    SolitaireFrame,
    SolitaireState,
    draw,
    put_in,
    set_scrolls,
    turn_over,
)

EXTRA_CHIT_COST = 3  # rulebook §4.12


def place_but(s: SolitaireState) -> None:
    """4.3: the But marker to the country the turn track names."""
    s.but = TURNS[s.turn].but
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-but", country=country_ref(s.but), turn=s.turn))


def historical_events(s: SolitaireState) -> None:
    """4.4: the turn's historical events (PAC, reconstructed but for Valmy and Vendémiaire)."""
    for key in TURNS[s.turn].events:
        event = HISTORICAL_EVENTS[key]
        if not s.quiet:
            log(s, Msg("nwsolitaire-log-history", event=history_ref(key)))
        for chit in event.chits:
            put_in(s, s.event_cup, chit)
        for _ in range(event.satellites):
            if s.satellite_storage:
                put_in(s, s.event_cup, s.satellite_storage.pop())
        for power, scroll in event.scrolls:
            set_scrolls(s, power, (*s.scrolls[power], scroll))
        if event.napoleon:
            s.napoleon = s.napoleon or event.napoleon
            s.napoleon_at = BEDROOM
            s.josephine_at = BEDROOM


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Draws(SolitaireFrame):
    """4.5: the turn's event chits, drawn one at a time, each resolved before the next."""

    kind = "draws"
    left: int = 0

    def run(self, s: SolitaireState) -> Flow:
        while self.left > 0:
            self.left -= 1
            chit = draw(s, s.event_cup)
            if chit is None:
                log(s, Msg("nwsolitaire-log-cup-empty"))
                break
            flow = resolve_chit(s, chit)
            if flow is NEXT:
                return NEXT
        return DONE


def resolve_chit(s: SolitaireState, chit: str) -> Flow | None:
    """4.5: a drawn chit is shown to all, resolved, and leaves the game (a satellite stays placed)."""
    s.disclosed = True
    s.drawn_chits.append(chit)
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-draw", chit=chit_ref(chit)))
    if chit in SATELLITES:
        place_satellite(s, chit)
        return None
    kind = CHITS[chit].kind
    if kind == NO_WAR:
        log(s, Msg("nwsolitaire-log-no-war"))
    elif kind == WARSAW:
        duchy_of_warsaw(s)
    elif kind == ULCER:
        spanish_ulcer(s)
    elif kind == CORONATION:
        coronation(s)
    elif kind == ILDEFONSO:
        san_ildefonso(s)
    elif kind == NAPO_V:
        napoleon_declines(s)
    elif kind == SMALL_WAR:
        return push(s, SmallWar(box=CHITS[chit].box))
    elif kind == TRAFALGAR:
        return push(s, NavalBattle(trafalgar=True))
    return None


def place_satellite(s: SolitaireState, chit: str) -> None:
    """4.6: 1d6 for the country (6 = But); France and a pro-French Spain are rolled again (6.3.3). A
    new chit replaces an old one; in Italy it imprisons the Pope (4.8); in Germany it replaces the
    Duchy of Warsaw (4.7)."""
    while True:
        country = random_country(s)
        if country != FRANCE and not (country == SPAIN and s.status[SPAIN] == PRO_FRENCH):
            break
    old = s.satellites.get(country)
    s.satellites[country] = chit
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-satellite", chit=chit_ref(chit), country=country_ref(country)))
    if old and not s.quiet:
        log(s, Msg("nwsolitaire-log-satellite-replaced", chit=chit_ref(old)))
    if country == GERMANY and s.warsaw:
        s.warsaw = False
        log(s, Msg("nwsolitaire-log-warsaw-replaced"))
    if country == ITALY and s.pope:
        s.pope = False
        log(s, Msg("nwsolitaire-log-pope-imprisoned"))


def duchy_of_warsaw(s: SolitaireState) -> None:
    """4.7: the chit goes to Germany (removing a satellite there) and Poniatowski into the French cup."""
    s.warsaw = True
    old = s.satellites.pop(GERMANY, None)
    if old:
        log(s, Msg("nwsolitaire-log-satellite-replaced", chit=chit_ref(old)))
    s.where["poniatowski"] = FRENCH_CUP
    put_in(s, s.french_cup, "poniatowski")
    log(s, Msg("nwsolitaire-log-warsaw"))


def spanish_ulcer(s: SolitaireState) -> None:
    """4.11: Spain joins the Coalition (a marriage there is removed), the San Ildefonso treaty goes, the
    chit stays in Spain (7.5), Spain's fervour -10 and two Spanish units join the Coalition pool."""
    if s.marriage == SPAIN:
        s.marriage = ""
    s.status[SPAIN] = COALITION
    s.ildefonso = REMOVED if s.ildefonso else ""
    s.spanish_ulcer = True
    log(s, Msg("nwsolitaire-log-ulcer"))
    change_fervour(s, SPAIN, -10)
    for uid, u in UNITS.items():
        if u.nation == SPANISH and s.where[uid] != REMOVED:
            turn_over(s, [uid])  # 7.6: a face-down Spanish unit leaves the map by name
            if uid in s.french_cup:
                s.french_cup.remove(uid)
            if uid not in s.delayed:
                s.where[uid] = COALITION_POOL


def san_ildefonso(s: SolitaireState) -> None:
    """The San Ildefonso treaty (reconstructed from 4.11 and scenario 2): the marker goes to Spain and
    Spain turns pro-French (6.3.3) unless the Spanish Ulcer is already there."""
    if s.spanish_ulcer:
        log(s, Msg("nwsolitaire-log-ildefonso-void"))
        return
    s.ildefonso = SPAIN
    s.status[SPAIN] = PRO_FRENCH
    log(s, Msg("nwsolitaire-log-ildefonso", power=power_ref(SPAIN)))
    for uid, u in UNITS.items():  # 6.3.3: Blake and Palafox go into the French cup
        if u.nation == SPANISH and s.where[uid] in (COALITION_POOL, NEUTRAL_POOL, CASUALTY):
            s.where[uid] = FRENCH_CUP
            put_in(s, s.french_cup, uid)


def coronation(s: SolitaireState) -> None:
    """The Coronation chit (reconstructed): Napo-N replaces Napo-B where he stands."""
    s.napoleon = "N"
    if s.napoleon_at == "storage":
        s.napoleon_at = BEDROOM
    if not s.quiet:
        log(s, Msg("nwsolitaire-log-coronation"))


def napoleon_declines(s: SolitaireState) -> None:
    """4.10.1: the Napo-V chit, drawn, replaces Napo-N."""
    s.napoleon = "V"
    log(s, Msg("nwsolitaire-log-napo-v"))


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class ExtraChit(SolitaireFrame):
    """4.12: once a turn, after the draws (A-27), the player may pay £3 for one more chit."""

    kind = "extra_chit"
    drawn: bool = False

    def run(self, s: SolitaireState) -> Flow:
        if self.drawn or s.treasury < EXTRA_CHIT_COST or not s.event_cup or s.extra_chit:
            return DONE
        return self.wait(SEAT, "nwsolitaire-ask-extra-chit")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("nwsolitaire-prompt-extra-chit", treasury=s.treasury, cup=len(s.event_cup)))
        p.add("buy", label=Msg("nwsolitaire-action-buy-chit"), kind=ActionKind.IRREVERSIBLE)
        p.add("pass", label=Msg("nwsolitaire-action-no-chit"), kind=ActionKind.DONE)
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        self.drawn = True
        if action.verb == "pass":
            finish(s, self)
            return
        s.treasury -= EXTRA_CHIT_COST
        s.extra_chit = True
        log(s, Msg("nwsolitaire-log-buy-chit", treasury=s.treasury))
        chit = draw(s, s.event_cup)
        assert chit is not None
        resolve_chit(s, chit)  # a small war or a naval battle pushes its frame above this one

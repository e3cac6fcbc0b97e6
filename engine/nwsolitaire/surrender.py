"""Neutrality and surrender (6.2.1), the Surrender Phase (10.1) and the cultural icons (10.2)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import DONE, Action, ActionKind, Flow, Msg, Prompt, Ref, finish, log, rng
from engine.nwsolitaire.common import change_fervour, country_ref, power_ref
from engine.nwsolitaire.data.chits import ICONS
from engine.nwsolitaire.data.map import (
    AUSTRIA,
    GERMANY,
    MAJORS,
    NATION_OF_POWER,
    PRUSSIA,
    RUSSIA,
    RUSSIAN,
    SEAT,
    SURRENDER_FERVOUR,
    SURRENDERED,
)
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.state import (
    CASUALTY,
    COALITION_POOL,
    LONDON,
    MACHINE,
    NEUTRAL_POOL,
    SolitaireFrame,
    SolitaireState,
    controller,
    french_at,
    is_coalition,
)

ICON_COST = 1  # rulebook §10.2
ICON_SUCCESS = 4  # rulebook §10.2: 1-4 moves the icon to London


def surrender(s: SolitaireState, power: str, marker: str = SURRENDERED) -> None:
    """6.2.1: the power's units (minor states aside), the Casualty box's too, go to the Neutral pool
    (delayed ones stay on the track); its marker; 1d6 off the fervour of its country (Russia: one roll
    for Germany and Austria, A-5)."""
    nation = NATION_OF_POWER[power]
    for uid, at in s.where.items():
        if UNITS[uid].nation == nation and (at in MAJORS or at in (CASUALTY, COALITION_POOL, "portugal")):
            s.where[uid] = NEUTRAL_POOL
    s.status[power] = marker
    if not s.quiet:
        log(
            s,
            Msg(
                "nwsolitaire-log-surrender" if marker == SURRENDERED else "nwsolitaire-log-neutral",
                power=power_ref(power),
            ),
        )
    drop = rng.roll(s)
    for country in SURRENDER_FERVOUR[power]:
        change_fervour(s, country, -drop)


def surrender_checks(s: SolitaireState) -> None:
    """10.1: Austria surrenders if France controls Austria, Prussia if France controls Germany, Russia
    if no Russian unit stands in a major country (A-20) or both others are out."""
    if is_coalition(s, AUSTRIA) and controller(s, AUSTRIA) == "france":
        surrender(s, AUSTRIA)
    if is_coalition(s, PRUSSIA) and controller(s, GERMANY) == "france":
        surrender(s, PRUSSIA)
    if is_coalition(s, RUSSIA):
        russians = any(UNITS[u].nation == RUSSIAN and at in MAJORS for u, at in s.where.items())
        if not russians or not (is_coalition(s, AUSTRIA) or is_coalition(s, PRUSSIA)):
            surrender(s, RUSSIA)


def icons_to_court(s: SolitaireState) -> list[str]:
    """10.2: icons sharing a country with a French unit."""
    return [icon for icon, at in s.icons.items() if at in MAJORS and french_at(s, at)]


@MACHINE.frame
@dataclass(slots=True, kw_only=True)
class Icons(SolitaireFrame):
    """10.2: £1 and 1d6 a try, as often as the player pays: 1-4 brings the icon to London."""

    kind = "icons"

    def run(self, s: SolitaireState) -> Flow:
        if not icons_to_court(s) or s.treasury < ICON_COST:
            return DONE
        return self.wait(SEAT, "nwsolitaire-ask-icons")

    def prompt(self, s: SolitaireState, seat: str) -> Prompt:
        p = Prompt(self.ask, Msg("nwsolitaire-prompt-icons", treasury=s.treasury))
        for icon in icons_to_court(s):
            p.add("icon", icon, label=Msg("nwsolitaire-action-icon", icon=Ref("nwsolitaire-icon", icon)))
        p.add("done", label=Msg("nwsolitaire-action-icons-done"), kind=ActionKind.DONE)
        return p

    def answer(self, s: SolitaireState, seat: str, action: Action) -> None:
        if action.verb == "done":
            finish(s, self)
            return
        icon = str(action.args[0])
        s.treasury -= ICON_COST
        won = rng.roll(s) <= ICON_SUCCESS
        if won:
            s.icons[icon] = LONDON
        log(
            s,
            Msg(
                "nwsolitaire-log-icon",
                icon=Ref("nwsolitaire-icon", icon),
                won=int(won),
                home=country_ref(ICONS[icon]),
            ),
        )

"""What the player (and anyone watching) sees: everything on the map and the tracks; of the cups and
the face-down storage, only how many counters they hold (3.1, 3.3 C and J). The option of 7.6 (SP
markers) adds each country's French SP total; without it the player counts them himself; read as fog
of war (the option's third value, "hidden"), the French units on the map stay face down, only their
number in each country shown, until a battle there turns them over."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from engine.core import LogEntry, Msg, MsgJson, is_visible
from engine.nwsolitaire.data.map import MAJORS
from engine.nwsolitaire.data.track import LAST_TURN, TURNS
from engine.nwsolitaire.state import (
    FIELDS,
    FRENCH_CUP,
    MINOR_CUP,
    SolitaireState,
    french_strengths,
    placed,
    strengths_hidden,
)


class SolitaireView(TypedDict):
    game: str
    seat: str | None
    to_act: list[str]
    status: MsgJson
    turn: int
    years: str
    but: str
    abdication: int
    fervour: dict[str, int]
    treasury: int
    small_war_fund: int
    naval_budget: int
    london_four: bool
    powers: dict[str, str]
    scrolls: dict[str, list[str]]
    marriage: str
    marriages: int
    sea: dict[str, str | bool]
    markers: dict[str, str | bool]
    napoleon: dict[str, str | bool]
    wars: dict[str, str]
    gold: dict[str, str]
    russian_wars: dict[str, str]
    satellites: dict[str, str]
    icons: dict[str, str]
    french_diplomats: dict[str, str]
    coalition_diplomats: dict[str, str]
    flipped_diplomats: list[str]
    units: dict[str, list[str]]  # place -> units (the map, the pools, the boxes); never the cups
    cups: dict[str, int]  # how many counters each cup and face-down storage holds
    drawn_chits: list[str]
    log: list[LogEntry]
    french_sp: NotRequired[dict[str, int]]  # 7.6: the SP markers, when used
    face_down: NotRequired[dict[str, int]]  # 7.6 fog of war: face-down French units in each country
    hidden: NotRequired[dict[str, list[str]]]  # the final view only: the cups and storage, top last


def _on_map(s: SolitaireState) -> tuple[dict[str, list[str]], dict[str, int]]:
    """The units in each place but the cups (places and units sorted), and how many face-down French
    units each country holds (7.6 fog of war: counted, not named), in the order of ``s.where``."""
    face_down: dict[str, int] = {}
    down = set(s.face_down)
    if down:
        where = s.where
        for uid in filter(down.__contains__, where):
            at = where[uid]
            if at in FIELDS:
                face_down[at] = face_down.get(at, 0) + 1
    groups = placed(s)
    units: dict[str, list[str]] = {}
    for place in sorted(groups):
        uids = groups[place]
        if place in face_down:
            uids = [u for u in uids if u not in down]
        if uids and place not in (FRENCH_CUP, MINOR_CUP):
            units[place] = sorted(uids)
    return units, face_down


def build(state: SolitaireState, seat: str | None, to_act: list[str], status: Msg) -> SolitaireView:
    s = state
    units, face_down = _on_map(s)
    v: SolitaireView = {
        "game": s.game,
        "seat": seat,
        "to_act": to_act,
        "status": status.to_json(),
        "turn": s.turn,
        "years": TURNS[min(s.turn, LAST_TURN)].years,
        "but": s.but,
        "abdication": s.abdication,
        "fervour": dict(s.fervour),
        "treasury": s.treasury,
        "small_war_fund": s.small_war_fund,
        "naval_budget": s.naval_budget,
        "london_four": s.london_four,
        "powers": dict(s.status),
        "scrolls": {k: list(v) for k, v in s.scrolls.items()},
        "marriage": s.marriage,
        "marriages": s.marriages,
        "sea": {
            "british_navy": s.british_navy,
            "british_navy_flipped": s.british_navy_flipped,
            "french_navy": s.french_navy,
            "nelson": s.nelson,
            "continental_system": s.continental_system,
        },
        "markers": {
            "religion": s.religion,
            "emancipation": s.emancipation,
            "pope": s.pope,
            "terror": s.terror,
            "paris": s.paris,
            "fra_diavolo": s.fra_diavolo,
            "spanish_ulcer": s.spanish_ulcer,
            "ildefonso": s.ildefonso,
            "warsaw": s.warsaw,
            "ottoman": s.ottoman_at,
            "hundred_days": s.hundred_days,
        },
        "napoleon": {
            "unit": s.napoleon,
            "at": s.napoleon_at,
            "busy": s.napoleon_busy,
            "josephine": s.josephine_at,
            "guard": s.guard_at,
        },
        "wars": dict(s.wars),
        "gold": dict(s.gold),
        "russian_wars": dict(s.russian_wars),
        "satellites": dict(s.satellites),
        "icons": dict(s.icons),
        "french_diplomats": dict(s.french_diplomats),
        "coalition_diplomats": dict(s.coalition_diplomats),
        "flipped_diplomats": list(s.flipped_diplomats),
        "units": units,
        "cups": {
            "events": len(s.event_cup),
            "french": len(s.french_cup),
            "minor": len(s.minor_cup),
            "satellites": len(s.satellite_storage),
            "icons": len(s.icon_storage),
        },
        "drawn_chits": list(s.drawn_chits),
        "log": [e for e in s.log if is_visible(e, seat)],
    }
    if strengths_hidden(s):  # 7.6 fog of war: how many face-down French units, not which
        v["face_down"] = face_down
    elif s.options.get("sp_markers") == "on":  # 7.6
        strengths = french_strengths(s)
        v["french_sp"] = {c: sum(map(strengths.__getitem__, units.get(c, ()))) for c in MAJORS}
    return v

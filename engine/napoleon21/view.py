"""What everyone sees (there is no hidden information), as typed plain JSON, and the status line."""

from __future__ import annotations

from typing import TypedDict

from engine.core import LogEntry, Msg, MsgJson, Ref, find, is_visible
from engine.napoleon21.combat import Battle
from engine.napoleon21.data import AREAS, CHART, COUNTRIES, FRANCE
from engine.napoleon21.movement import Movement, nelson_blocks_sea
from engine.napoleon21.names import COUNTRY, phase
from engine.napoleon21.options import allied_seats
from engine.napoleon21.scoring import french_vp
from engine.napoleon21.state import DOWN, ROUTED_DOWN, ROUTED_UP, UP, N21State, on_map
from engine.napoleon21.turn import Turn


class N21Stage(TypedDict):
    reinforcement: int | None  # None: France's comes from morale (12.0)
    max_strength: int


class N21Country(TypedDict):
    war: str | None  # peace, armistice or war; None for France
    stage: int  # index in ``stages`` of the current posture
    stages: list[N21Stage]
    in_use: int  # on the map + in the box (3.4)
    box: int
    on_map: int
    vp: int
    garrison: int


class N21Units(TypedDict):
    up: int
    down: int
    routed_up: int
    routed_down: int


class N21Area(TypedDict):
    units: dict[str, N21Units]  # country -> its units there (only countries present)


class N21Combat(TypedDict):
    area: str
    step: str  # french_attack, rout_check_1, allied_attack, rout_check_2, over


class N21Group(TypedDict):
    """Interchangeable units of the moving country: the args of ``unit`` and ``march`` actions name
    them by area, facing and ``left`` (with ``f``/``s`` flags)."""

    area: str
    facing: str  # u or d
    forced: bool
    left: int
    sea: bool
    count: int


class N21Movement(TypedDict):
    country: str
    groups: list[N21Group]
    chosen: N21Group | None  # the group being moved
    dest: str | None  # where it goes, while asking how many


class N21Result(TypedDict):
    winners: list[str]
    draw: bool
    reason: str  # vp, morale, surrender (Road to Paris) or vp_and_morale (a draw)
    summary: MsgJson
    rank: str  # Napoleon's rank (13.0): hero, master, emperor or frenchman
    scores: dict[str, int]


class N21View(TypedDict):
    game: str
    seat: str | None
    status: MsgJson
    turn: int
    phase: str  # activity, adjustment, victory or over
    question: str | None  # the prompt key asked now
    order: list[str]
    order_roll: int | None
    acting: str | None  # the country whose activity it is
    decider: str | None  # the country whose owner is asked now
    done: list[str]  # countries that have had their activity this turn
    morale: int
    vp: int  # what France would score now (13.1)
    nelson_blocks_sea: bool
    countries: dict[str, N21Country]
    areas: dict[str, N21Area]
    combat: N21Combat | None
    movement: N21Movement | None
    seats: dict[str, list[str]]  # seat -> the countries it decides for
    to_act: list[str]
    options: dict[str, str]
    log: list[LogEntry]
    result: N21Result | None


def current_phase(s: N21State) -> str:
    if s.result is not None:
        return "over"
    turn = find(s, Turn)
    return turn.phase if turn is not None else "activity"


def status(s: N21State) -> Msg:
    """One line: turn, phase and who is asked what."""
    if s.result is not None:
        return Msg("napoleon21-status-over", result=s.result.summary)
    top = s.frames[-1]
    return Msg(
        "napoleon21-status",
        turn=s.turn,
        phase=phase(current_phase(s)),
        country=COUNTRY[top.country],
        doing=top.doing(),
    )


def build(s: N21State, seat: str | None, to_act: list[str]) -> N21View:
    """The view (the same for every seat and the public, but for ``seat``)."""
    now = current_phase(s)
    in_activity = now == "activity" and s.slot < len(s.order)
    waiting = s.frames[-1] if s.frames and s.result is None else None
    battle = find(s, Battle)
    return {
        "game": "napoleon21",
        "seat": seat,
        "status": status(s).to_json(),
        "turn": s.turn,
        "phase": now,
        "question": waiting.ask if waiting is not None else None,
        "order": list(s.order),
        "order_roll": s.order_roll,
        "acting": s.order[s.slot] if in_activity else None,
        "decider": waiting.country if waiting is not None else None,
        "done": list(s.order[: s.slot]) if now == "activity" else list(s.order),
        "morale": s.morale,
        "vp": french_vp(s),
        "nelson_blocks_sea": nelson_blocks_sea(s),
        "countries": {c: _country(s, c) for c in COUNTRIES},
        "areas": {a: {"units": _units(s, a)} for a in AREAS},
        "combat": {"area": battle.area, "step": battle.at.value} if battle and s.result is None else None,
        "movement": _movement(s),
        "seats": seat_countries(s),
        "to_act": to_act,
        "options": dict(s.options),
        "log": [e for e in s.log if is_visible(e, seat)],
        "result": _result(s),
    }


def _country(s: N21State, country: str) -> N21Country:
    chart = CHART[country]
    placed = on_map(s, country)
    return {
        "war": s.war[country].value if country != FRANCE else None,
        "stage": s.posture[country],
        "stages": [
            {"reinforcement": st.reinforcement, "max_strength": st.max_strength} for st in chart.stages
        ],
        "in_use": placed + s.box[country],
        "box": s.box[country],
        "on_map": placed,
        "vp": chart.vp,
        "garrison": chart.garrison,
    }


def _units(s: N21State, area: str) -> dict[str, N21Units]:
    stacks = s.units.get(area, {})
    return {
        c: {
            "up": stacks[c][UP],
            "down": stacks[c][DOWN],
            "routed_up": stacks[c][ROUTED_UP],
            "routed_down": stacks[c][ROUTED_DOWN],
        }
        for c in COUNTRIES
        if c in stacks
    }


def _movement(s: N21State) -> N21Movement | None:
    moving = find(s, Movement) if s.result is None else None
    if moving is None:
        return None
    groups: list[N21Group] = [
        {
            "area": g.area,
            "facing": "u" if g.up else "d",
            "forced": g.forced,
            "left": g.left,
            "sea": g.sea,
            "count": g.size,
        }
        for g in moving.groups
    ]
    chosen = moving.groups.index(moving.chosen) if moving.chosen in moving.groups else None
    return {
        "country": moving.country,
        "groups": groups,
        "chosen": groups[chosen] if chosen is not None else None,
        "dest": moving.dest or None,
    }


def _result(s: N21State) -> N21Result | None:
    result = s.result
    if result is None:
        return None
    rank = result.summary.args["rank"]
    assert isinstance(rank, Ref), result.summary
    return {
        "winners": list(result.winners),
        "draw": result.draw,
        "reason": result.reason,
        "summary": result.summary.to_json(),
        "rank": rank.id,
        "scores": dict(result.scores),
    }


def seat_countries(s: N21State) -> dict[str, list[str]]:
    """Seat -> the countries it decides for."""
    return {FRANCE: [FRANCE]} | {seat: list(cs) for seat, cs in allied_seats(s.options).items()}

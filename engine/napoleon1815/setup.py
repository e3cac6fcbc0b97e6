"""Setting up a scenario (SET-1..5): decks, blocks on the map, markers, reinforcements to come,
and, with the Grognard rules, the scouts each player places after the corps (GRG-4)."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Prompt, log, rng
from engine.napoleon1815.board import AREA_NAME
from engine.napoleon1815.data import cards, oob, scenarios
from engine.napoleon1815.flow.frames import DONE, Task, ask, frame
from engine.napoleon1815.seats import acts, grognard, seat_of_army
from engine.napoleon1815.state import (
    AREA,
    ARMIES,
    ARMY,
    BLOCK,
    CORPS,
    KIND,
    TOKEN_PREFIX,
    N1815State,
)


def new_state(base: dict[str, Any]) -> N1815State:
    """The opening state, before anyone decides anything."""
    s = N1815State(**base)
    scenario = scenarios.scenario(s.scenario)
    three = s.options["players"] == "3"
    s.vp = scenario.start_vp
    s.decks = {d.value: [c.number for c in cards.deck(d, three_player=three)] for d in cards.Deck}
    for pile in s.decks.values():
        rng.shuffle(s, pile)
    s.discards = {d.value: [] for d in cards.Deck}
    s.hands = {seat: [] for seat in s.seats}
    s.control = {area: army.value for area, army in scenario.control.items()}
    s.entrenchments = list(scenario.entrenchments)
    s.arrivals = [
        [
            r.turn,
            [[a.block, *_strength(a.block, a.infantry, a.cavalry), a.fatigue] for a in r.arrivals],
            list(r.entry),
        ]
        for r in scenario.reinforcements
    ]
    scouts = _scouts(s, scenario)
    numbers = _deal_tokens(s, scenario, scouts)
    for p in scenario.setup:
        infantry, cavalry = _strength(p.block, p.infantry, p.cavalry)
        s.pieces[numbers[p.block]] = [p.block, p.area, infantry, cavalry, p.fatigue, p.spent]
        if oob.BLOCK[p.block].enters_by_event:
            s.entered.append(p.block)  # EVT-38/45: already in play, so the card strengthens instead
    s.frames = [frame("turn")]
    if scouts:
        s.phase = "setup"
        s.frames.append(frame("scouts", todo=[[b, numbers[b]] for b in scouts]))
    return s


def _strength(block: str, infantry: int | None, cavalry: int | None) -> tuple[int, int]:
    b = oob.BLOCK[block]
    return (b.infantry if infantry is None else infantry), (b.cavalry if cavalry is None else cavalry)


def _scouts(s: N1815State, scenario: scenarios.Scenario) -> list[str]:
    """GRG-4: the scenario's number of scouts for each army (Grognard rules only)."""
    if not grognard(s):
        return []
    out: list[str] = []
    for army in oob.Army:
        count = scenario.scouts.get(army, 0)
        out += [b.id for b in oob.blocks_of(army, oob.BlockKind.SCOUT)[:count]]
    return out


def _deal_tokens(s: N1815State, scenario: scenarios.Scenario, scouts: list[str]) -> dict[str, str]:
    """Anonymous tokens, numbered at random within each army so that no number means a block."""
    blocks = [p.block for p in scenario.setup] + scouts
    out: dict[str, str] = {}
    for army in ARMIES:
        mine = [b for b in blocks if ARMY[b] == army]
        numbers = list(range(1, len(mine) + 1))
        rng.shuffle(s, numbers)
        out |= {b: f"{TOKEN_PREFIX[army]}{n}" for b, n in zip(mine, numbers, strict=True)}
        s.next_token[army] = len(mine) + 1
    return out


# --- GRG-4: placing the scouts ----------------------------------------------------------------


def _areas(s: N1815State, army: str) -> list[str]:
    """Areas holding a corps of the army (our convention, data README)."""
    return sorted({p[AREA] for p in s.pieces.values() if ARMY[p[BLOCK]] == army and KIND[p[BLOCK]] == CORPS})


def _run(s: N1815State, f: dict[str, Any]) -> str:
    while f["todo"]:
        block = f["todo"][0][0]
        army = ARMY[block]
        if len(_areas(s, army)) > 1:
            return ask(f, seat_of_army(s, army), "place a scout")
        if _areas(s, army):
            _place(s, f, _areas(s, army)[0])
        else:
            f["todo"].pop(0)
    return DONE


def _prompt(s: N1815State, f: dict[str, Any]) -> Prompt:
    army = ARMY[f["todo"][0][0]]
    left = sum(1 for b, _ in f["todo"] if ARMY[b] == army)
    p = Prompt(f"Place a cavalry scout in an area holding one of your corps ({left} to place).")
    for area in _areas(s, army):
        p.add("place", area, f"Place a scout at {AREA_NAME[area]}")
    return p


def _answer(s: N1815State, f: dict[str, Any], action: Action) -> None:
    _place(s, f, action.arg)


def _place(s: N1815State, f: dict[str, Any], area: str) -> None:
    block, token = f["todo"].pop(0)
    spent = ARMY[block] == "anglo_dutch" and any(
        r.key == "french_initiative" for r in scenarios.scenario(s.scenario).special_rules
    )  # Surprise: all Anglo-Dutch blocks start spent
    s.pieces[token] = [block, area, 0, 0, 0, spent]
    log(s, f"{acts(seat_of_army(s, ARMY[block]), 'place')} a scout at {AREA_NAME[area]}")


TASKS = {"scouts": Task(_run, _prompt, _answer)}

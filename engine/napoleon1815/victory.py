"""Victory points (p.14): one track, control flags, the immediate ends and the scenario's end."""

from __future__ import annotations

from engine.core import log
from engine.napoleon1815.data import board, components, scenarios
from engine.napoleon1815.seats import does, seats_of_side
from engine.napoleon1815.state import ALLIED, FRENCH, N1815State

ARMY_SIDE = {"french": FRENCH, "anglo_dutch": ALLIED, "prussian": ALLIED}


def gain(s: N1815State, side: str, points: int, why: str) -> None:
    """VIC-1: French gains lower the marker, Allied gains raise it; 0 and 20 end the game (VIC-9)."""
    if points <= 0 or s.outcome is not None:
        return
    s.vp = max(components.VP_MIN, min(components.VP_MAX, s.vp - points if side == FRENCH else s.vp + points))
    log(s, f"{does(side, 'gain')} {points} VP ({why}): VP {s.vp}")
    if s.vp == components.VP_MIN:
        end(s, FRENCH, "the VP marker reaches 0")
    elif s.vp == components.VP_MAX:
        end(s, ALLIED, "the VP marker reaches 20")


def end(s: N1815State, winner: str, why: str) -> None:
    """The game is over: ``winner`` (a side) wins; there are no draws (VIC-10)."""
    if s.outcome is not None:
        return
    summary = f"{does(winner, 'win')}: {why} (VP {s.vp})"
    s.outcome = {"winners": list(seats_of_side(s, winner)), "side": winner, "summary": summary}
    s.phase = "over"
    log(s, summary)


def scenario_end(s: N1815State) -> None:
    """VIC-10: after the last turn the scenario's VP threshold decides."""
    threshold = scenarios.scenario(s.scenario).french_win_max_vp
    if s.vp <= threshold:
        end(s, FRENCH, f"the scenario ends with VP {s.vp}, {threshold} or less")
    else:
        end(s, ALLIED, f"the scenario ends with VP {s.vp}, above {threshold}")


def claim(s: N1815State, area: str, army: str) -> bool:
    """VIC-3/4: a side taking an area puts its flag there and scores the area (A-6). True if it changed."""
    if not board.AREA[area].controllable:
        return False
    held = s.control.get(area)
    side = ARMY_SIDE[army]
    if held is not None and ARMY_SIDE[held] == side:
        return False
    s.control[area] = army
    name = board.AREA[area].name
    log(s, f"{does(side, 'take')} control of {name}")
    gain(s, side, board.AREA[area].vp, f"control of {name}")
    return True


def seven_markers(s: N1815State) -> None:
    """VIC-6: at the end of a turn, 7 or more Allied flags on the board earn the Allies 1 VP."""
    rules = scenarios.scenario(s.scenario).special_rules
    if any(r.key == "no_seven_marker_bonus" for r in rules):
        return
    flags = sum(1 for army in s.control.values() if ARMY_SIDE[army] == ALLIED)
    if flags >= components.SEVEN_MARKERS:
        gain(s, ALLIED, 1, f"{flags} control flags on the board")

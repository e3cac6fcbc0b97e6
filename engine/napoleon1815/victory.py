"""Victory points (p.14): one track, control flags, the immediate ends and the scenario's end."""

from __future__ import annotations

from engine.core import Msg, Result, log
from engine.napoleon1815 import refs
from engine.napoleon1815.data import board, components, scenarios
from engine.napoleon1815.seats import FRANCE
from engine.napoleon1815.state import ALLIED, ARMY_SIDE, FRENCH, N1815State, Phase


def gain(s: N1815State, side: str, points: int, why: Msg) -> None:
    """VIC-1: French gains lower the marker, Allied gains raise it; 0 and 20 end the game (VIC-9)."""
    if points <= 0 or s.result is not None:
        return
    s.vp = max(components.VP_MIN, min(components.VP_MAX, s.vp - points if side == FRENCH else s.vp + points))
    if not s.quiet:
        log(s, Msg("napoleon1815-log-vp", side=refs.SIDE[side], points=points, why=why, vp=s.vp))
    if s.vp == components.VP_MIN:
        end(s, FRENCH, "vp_zero", Msg("napoleon1815-why-vp-zero"))
    elif s.vp == components.VP_MAX:
        end(s, ALLIED, "vp_twenty", Msg("napoleon1815-why-vp-twenty"))


def end(s: N1815State, winner: str, reason: str, why: Msg) -> None:
    """The game is over: ``winner`` (a side) wins; there are no draws (VIC-10)."""
    if s.result is not None:
        return
    summary = Msg("napoleon1815-result", side=refs.SIDE[winner], why=why, vp=s.vp)
    winners = tuple(seat for seat in s.seats if (seat == FRANCE) == (winner == FRENCH))
    scores = {seat: (components.VP_MAX - s.vp if seat == FRANCE else s.vp) for seat in s.seats}
    s.result = Result(winners, reason, summary, scores=scores)
    s.phase = Phase.OVER
    s.checkpoint = True
    log(s, summary)


def scenario_end(s: N1815State) -> None:
    """VIC-10: after the last turn the scenario's VP threshold decides."""
    threshold = scenarios.scenario(s.scenario).french_win_max_vp
    if s.vp <= threshold:
        end(s, FRENCH, "scenario_end", Msg("napoleon1815-why-end-french", vp=s.vp, max=threshold))
    else:
        end(s, ALLIED, "scenario_end", Msg("napoleon1815-why-end-allied", vp=s.vp, max=threshold))


def claim(s: N1815State, area: str, army: str) -> bool:
    """VIC-3/4: a side taking an area puts its flag there and scores the area (A-6). True if it changed."""
    if area not in board.CONTROLLABLE:
        return False
    held = s.control.get(area)
    side = ARMY_SIDE[army]
    if held is not None and ARMY_SIDE[held] == side:
        return False
    s.control[area] = army
    if not s.quiet:
        log(s, Msg("napoleon1815-log-control", side=refs.SIDE[side], area=refs.AREA[area]))
    gain(s, side, board.AREA[area].vp, Msg("napoleon1815-why-control", area=refs.AREA[area]))
    return True


def seven_markers(s: N1815State) -> None:
    """VIC-6: at the end of a turn, 7 or more Allied flags on the board earn the Allies 1 VP."""
    rules = scenarios.scenario(s.scenario).special_rules
    if any(r.key == "no_seven_marker_bonus" for r in rules):
        return
    flags = sum(1 for army in s.control.values() if ARMY_SIDE[army] == ALLIED)
    if flags >= components.SEVEN_MARKERS:
        gain(s, ALLIED, 1, Msg("napoleon1815-why-flags", flags=flags))

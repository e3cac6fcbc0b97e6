"""Green events with the retreat symbol (TRM-12): Cambronne, Hold at all costs and Orderly retreat,
played by the loser once the winner is known; Panic, played by the Allies after a French retreat."""

from __future__ import annotations

from engine.napoleon1815.allocation import spread_fatigue
from engine.napoleon1815.battlefield import current, loser_role, stack
from engine.napoleon1815.retreat import Retreat
from engine.napoleon1815.seats import FRANCE, armies_of, side_of_seat
from engine.napoleon1815.state import ARMY, FRENCH, N1815State, cavalry
from engine.napoleon1815.windows import CONDITIONS, EFFECTS, Effect, Moment


def _own_loser(s: N1815State, seat: str) -> bool:
    """The losing stack holds some of the seat's blocks (3P-14)."""
    b = current(s)
    armies = armies_of(seat)
    return any(ARMY[s.pieces[t].block] in armies for t in stack(s, b, loser_role(b)))


def _orderly(s: N1815State, seat: str, moment: Moment) -> bool:
    """EVT-21: the retreating stack has at least 1 cavalry SP."""
    b = current(s)
    return _own_loser(s, seat) and cavalry(s, stack(s, b, loser_role(b))) > 0


def _flag(s: N1815State, f: Effect) -> None:
    current(s).flags.append(f.event)


def _panic(s: N1815State, f: Effect) -> None:
    """EVT-32: the beaten French stack retreats one more road and takes 2 fatigue."""
    b = current(s)
    loser = stack(s, b, loser_role(b))
    s.frames.append(spread_fatigue(s, loser, 2, seat=FRANCE))
    last = b.retreat
    if last is not None:
        s.frames.append(
            Retreat(
                tokens=list(last.tokens),
                side=last.side,
                origin=last.origin,
                here=last.here,
                left=1,
                used=list(last.used),
                seat=FRANCE,
            )
        )


CONDITIONS.update(
    {
        "cambronne": lambda s, seat, moment: side_of_seat(seat) == FRENCH,
        "hold_at_all_costs": lambda s, seat, moment: side_of_seat(seat) != FRENCH and _own_loser(s, seat),
        "orderly_retreat": _orderly,
        "panic": lambda s, seat, moment: True,
    }
)

EFFECTS.update({"cambronne": _flag, "hold_at_all_costs": _flag, "orderly_retreat": _flag, "panic": _panic})

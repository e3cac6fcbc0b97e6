"""The end of the war (§6 objectives, §16 victory check; conditions reconstructed in endings.py): the result
the game reports, with its reason code (``ageofnapoleon-reason-{reason}``)."""

from __future__ import annotations

from engine.ageofnapoleon import refs
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.endings import Ending
from engine.ageofnapoleon.state import AonState
from engine.core import Msg, Result

G = "ageofnapoleon"


def finish_war(s: AonState, winner: Side, how: Ending | None) -> None:
    """Record the result: ``how`` None is Napoleon's abdication after France surrendered."""
    reason = (how or Ending.ABDICATION).value
    s.result = Result(
        winners=(winner.value,),
        reason=reason,
        summary=Msg(f"{G}-result", winner=refs.seat(winner.value), reason=Msg(f"{G}-reason-{reason}")),
    )

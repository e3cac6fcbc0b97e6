"""Running the frames: every task by kind, and ``advance``, which goes on until a seat must decide."""

from __future__ import annotations

from engine.napoleon1815 import (
    allocation,
    combat,
    initiative,
    operations,
    recovery,
    retreat,
    setup,
    windows,
)
from engine.napoleon1815.events import battle, blue, moves, red
from engine.napoleon1815.flow import sequence
from engine.napoleon1815.flow.frames import DONE, WAIT, Task
from engine.napoleon1815.state import N1815State

TASKS: dict[str, Task] = {
    **sequence.TASKS,
    **setup.TASKS,
    **red.TASKS,
    **initiative.TASKS,
    **blue.TASKS,
    **operations.TASKS,
    **moves.TASKS,
    **windows.TASKS,
    **combat.TASKS,
    **battle.TASKS,
    **allocation.TASKS,
    **retreat.TASKS,
    **recovery.TASKS,
}

_LIMIT = 10_000  # a procedure that never waits nor ends is a bug; fail loudly rather than hang


def advance(s: N1815State) -> None:
    """Run frames until one waits for a decision or the game is over."""
    for _ in range(_LIMIT):
        if s.outcome is not None or not s.frames:
            return
        f = s.frames[-1]
        step = TASKS[f["k"]].run(s, f)
        if step == WAIT:
            return
        if step == DONE:
            assert s.frames[-1] is f, f"frame {f['k']} finished under another frame"
            s.frames.pop()
    raise RuntimeError("the game flow did not reach a decision")

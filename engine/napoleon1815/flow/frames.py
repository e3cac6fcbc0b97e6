"""Frames: the resumable procedures of the rules, kept in ``state.frames`` as plain dicts.

Each frame kind has a ``Task``: ``run`` goes on from the frame's stage (``f["at"]``) doing
everything that needs no decision, and returns

* ``WAIT`` when a seat must decide (it has set ``f["who"]`` and ``f["q"]`` with ``ask``),
* ``NEXT`` when it pushed a child frame (the child runs first, then ``run`` is called again),
* ``DONE`` when the procedure is over (the frame is popped).

``prompt`` lists the legal actions of the waiting frame and ``answer`` applies one of them
(checked against the prompt by ``Game.apply`` beforehand, so answers never re-check).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from engine.core import Action, Prompt
from engine.napoleon1815.state import Frame, N1815State

WAIT: Final = "wait"
NEXT: Final = "next"
DONE: Final = "done"

Run = Callable[[N1815State, Frame], str]
Ask = Callable[[N1815State, Frame], Prompt]
Answer = Callable[[N1815State, Frame, Action], None]


def _never_asks(s: N1815State, f: Frame) -> Prompt:
    raise AssertionError(f"frame {f['k']} never waits for a decision")


def _never_answered(s: N1815State, f: Frame, action: Action) -> None:
    raise AssertionError(f"frame {f['k']} never waits for a decision")


@dataclass(frozen=True, slots=True)
class Task:
    run: Run
    prompt: Ask = _never_asks
    answer: Answer = _never_answered


def frame(kind: str, /, at: str = "start", **data: object) -> Frame:
    """A new frame of ``kind`` at stage ``at``."""
    return {"k": kind, "at": at, **data}


def push(s: N1815State, f: Frame) -> str:
    """Run ``f`` before going on with the current frame; returns ``NEXT`` for ``run`` to return."""
    s.frames.append(f)
    return NEXT


def ask(f: Frame, who: str, question: str) -> str:
    """The frame waits for ``who``; ``question`` is shown in the status line (no secrets in it)."""
    f["who"] = who
    f["q"] = question
    return WAIT


def finish(s: N1815State, f: Frame) -> None:
    """End the current (top) frame from an ``answer``, before pushing what follows it."""
    assert s.frames and s.frames[-1] is f
    s.frames.pop()

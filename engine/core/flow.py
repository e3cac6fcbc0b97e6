"""The turn machine every game runs on: a stack of typed, resumable frames.

A frame is one procedure of the rules (a turn, an operation, a battle, a card window), a
dataclass with its own fields and an enumerated stage. The top frame is the procedure going on
now. ``Machine.advance`` runs frames until one waits for a decision:

* ``run`` goes on from the frame's stage doing everything that needs no choice, and returns
  ``WAIT`` when seats must decide (after ``ask``), ``NEXT`` when it pushed a child frame (the
  child runs first, then ``run`` is called again), or ``DONE`` when the procedure is over;
* ``prompt`` lists a waiting frame's legal actions for one seat, and ``answer`` carries out one
  of them (already checked against the prompt, so answers never re-check).

A frame waits for one seat or, for simultaneous secret choices, for several at once: ``who``
lists every seat still to answer, and the frame removes each as it answers.

Each game declares one ``Machine`` and one frame family (a ``Frame`` subclass naming that machine);
every frame kind registers with ``@MACHINE.frame``, which refuses a kind registered twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, TypeVar, final

from engine.core import plain
from engine.core.actions import Action, Prompt
from engine.core.messages import Json


class Flow(Enum):
    WAIT = "wait"
    NEXT = "next"
    DONE = "done"


WAIT, NEXT, DONE = Flow.WAIT, Flow.NEXT, Flow.DONE


class Stateful(Protocol):
    """What the machine needs of a game state: its frame stack (a list of the game's own frame
    family, so typed here by the base class) and its result."""

    @property
    def frames(self) -> Sequence[Frame[Any]]: ...

    @property
    def result(self) -> object: ...


S = TypeVar("S", bound=Stateful)
F = TypeVar("F", bound="Frame[Any]")


def stack(s: Stateful) -> list[Frame[Any]]:
    """The frame stack, to push and pop (each game's state holds it as a list of its family)."""
    return s.frames  # type: ignore[return-value]  # a list of the family (``cast`` is a call, per push)


@dataclass(slots=True, kw_only=True)
class Frame(Generic[S]):
    """One resumable procedure. Subclasses add their fields and a ``Stage`` enum for ``at``."""

    kind: ClassVar[str]
    machine: ClassVar[Machine[Any]]  # set on each game's family base class

    who: list[str] = field(default_factory=list)  # the seats asked now (empty: not waiting)
    ask: str = ""  # the prompt key of the question asked now: public, it feeds the status line

    @classmethod
    def family_decode(cls, data: dict[str, Json]) -> Frame[Any]:
        return cls.machine.decode(data)

    def run(self, s: S) -> Flow:
        """Go on from the current stage until a seat must decide, a child is pushed or it is over."""
        raise NotImplementedError(f"frame {self.kind} has no run")

    def prompt(self, s: S, seat: str) -> Prompt:
        raise AssertionError(f"frame {self.kind} never waits for a decision")

    def answer(self, s: S, seat: str, action: Action) -> None:
        raise AssertionError(f"frame {self.kind} never waits for a decision")

    def wait(self, who: str | list[str], question: str) -> Flow:
        """Wait for ``who`` (one seat, or several deciding at once) to answer ``question``."""
        self.who = [who] if type(who) is str else list(who)
        self.ask = question
        return WAIT


def push(s: Stateful, frame: Frame[Any]) -> Flow:
    """Run ``frame`` before going on with the current one; returns ``NEXT`` for ``run`` to return."""
    s.frames.append(frame)  # type: ignore[attr-defined]  # a list of the family (``stack`` is a call, per push)
    return NEXT


def finish(s: Stateful, frame: Frame[Any]) -> None:
    """End the current (top) frame from its ``answer``, before pushing what follows it."""
    frames = stack(s)
    assert frames and frames[-1] is frame, "only the top frame can finish"
    frames.pop()


def find(s: Stateful, kind: type[F]) -> F | None:
    """The innermost frame of a kind (e.g. the operation under way), or None."""
    for frame in reversed(s.frames):
        if isinstance(frame, kind):
            return frame
    return None


class Machine(Generic[S]):
    """The frame kinds of one game, and the loop that runs them."""

    LIMIT: ClassVar[int] = 10_000  # a procedure that never waits nor ends is a bug: fail loudly

    def __init__(self, game: str) -> None:
        self.game = game
        self.kinds: dict[str, type[Frame[Any]]] = {}

    def frame(self, cls: type[F]) -> type[F]:
        """Register a frame kind (a class decorator); a kind registered twice is refused."""
        kind = cls.__dict__.get("kind")
        if not isinstance(kind, str):
            raise TypeError(f"{cls.__name__} must name its kind")
        if kind in self.kinds:
            raise ValueError(f"{self.game}: frame kind {kind!r} is registered twice")
        self.kinds[kind] = cls
        return cls

    def decode(self, data: dict[str, Json]) -> Frame[Any]:
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in self.kinds:
            raise ValueError(f"{self.game}: no frame kind {kind!r}")
        return plain.from_plain(self.kinds[kind], data)

    def advance(self, s: S) -> None:
        """Run frames until one waits for a decision or the game is over."""
        frames: list[Frame[Any]] = s.frames  # type: ignore[assignment]  # a list of the family, as ``stack``
        left = self.LIMIT
        while s.result is None and frames:
            top = frames[-1]
            if top.who:  # asked before its child ran: no longer waiting
                top.who = []
            flow = top.run(s)
            if flow is WAIT:
                return
            if flow is DONE:
                assert frames[-1] is top, f"frame {top.kind} finished under another frame"
                frames.pop()
            left -= 1
            if not left:
                raise RuntimeError(f"{self.game}: the flow did not reach a decision")

    @final
    def to_act(self, s: S) -> list[str]:
        """The seats the top frame waits for (none once the game is over)."""
        frames = s.frames
        if s.result is not None or not frames:
            return []
        return list(frames[-1].who)

    def prompt(self, s: S, seat: str) -> Prompt:
        return s.frames[-1].prompt(s, seat)

    def answer(self, s: S, seat: str, action: Action) -> tuple[str, ...]:
        """Hand a checked action to the waiting frame, then run on to the next decision; returns the
        seats to act then (``Game.to_act`` as a tuple)."""
        frames = s.frames
        frames[-1].answer(s, seat, action)
        self.advance(s)
        if s.result is not None or not frames:
            return ()
        return tuple(frames[-1].who)

    def check(self) -> list[str]:
        """Frame kinds that break the machine's rules (for the conformance suite)."""
        faults = []
        for kind, cls in self.kinds.items():
            if cls.machine is not self:
                faults.append(f"{kind}: belongs to another machine")
            if cls.run is Frame.run:
                faults.append(f"{kind}: no run")
        return faults

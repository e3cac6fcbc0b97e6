"""Actions and prompts: what a seat may do now, as structured data with messages for people.

An action is a verb and typed arguments, ``Action("road", ("ligny",))``; its notation
(``road ligny``) is what a player types after ``/play`` and what the database stores. The label
says it to the acting seat, the public form says what the other seats and the channel may read
of it, and the kind tells a client how to style it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from engine.core.errors import InvalidActionError
from engine.core.messages import Msg

ActionArg = str | int
_VERB = re.compile(r"^[a-z][a-z0-9_]*$")
_WORD = re.compile(r"^[a-z0-9_.\-]+$")
_INT = re.compile(r"^-?[0-9]+$")


class ActionKind(StrEnum):
    """How a client should present an action."""

    PRIMARY = "primary"  # an ordinary choice
    BACK = "back"  # undoes a step of the composition (choose another stack...)
    DONE = "done"  # completes a multi-step composition (end the move, confirm the build)
    IRREVERSIBLE = "irreversible"  # ends something for good (pass for the phase, surrender)


@dataclass(slots=True, unsafe_hash=True)
class Action:
    """A verb and its arguments. Label, kind and public form are for people and do not take part in
    equality (nor in the hash): two actions are the same when verb and arguments are.

    An action never changes: its fields are ``Final``, so the type checker refuses any assignment.
    It is not a frozen dataclass, whose ``__init__`` sets each field through ``object.__setattr__``:
    prompts make actions on every step of a search, and that doubled the cost of each."""

    verb: Final[str]
    args: Final[tuple[ActionArg, ...]] = ()
    label: Final[Msg | None] = field(default=None, compare=False)
    kind: Final[ActionKind] = field(default=ActionKind.PRIMARY, compare=False)
    public: Final[Msg | None] = field(default=None, compare=False)  # None: the label itself is public

    def notation(self) -> str:
        """The typed form, read back by ``Action.parse``: ``"verb arg arg"``."""
        return " ".join((self.verb, *map(str, self.args)))

    @property
    def public_form(self) -> Msg | None:
        """What the other seats and the channel may read of this choice."""
        return self.public if self.public is not None else self.label

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read ``"verb arg ..."`` (whole numbers become ints); raises ``InvalidActionError`` otherwise."""
        verb, *words = text.strip().lower().split() or [""]
        if not _VERB.match(verb) or not all(_WORD.match(w) for w in words):
            raise InvalidActionError(Msg("core-error-not-an-action", text=text[:60]))
        return cls(verb, tuple(int(w) if _INT.match(w) else w for w in words))

    def to_json(self) -> list[ActionArg]:
        return [self.verb, *self.args]

    @classmethod
    def from_json(cls, data: list[ActionArg]) -> Action:
        return cls(str(data[0]), tuple(data[1:]))

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True, slots=True)
class Gather:
    """Several choices made in one interaction.

    By default, several actions of one verb chosen at once, then a finishing action: the blocks of a
    stack, then "move". A client may offer, for each finishing action, one multi-choice of the
    prompt's actions of ``verb`` (labelled by the finishing action's label). It applies the picks in
    the order they are offered, each only while it is still offered to the same seat under the same
    prompt key, then the finishing action if it is offered by then; it stops at the first that is
    not and asks the player again. Each pick is an ordinary action, logged and undone as one: the
    other seats see exactly what they would see of the same choices made one by one.

    With ``picks``, the gathering is **one decision**: a secret choice of several parts (an army, the
    cards set aside) is one action, so the others never count its parts. ``picks`` are the menu's
    options (of ``verb``, each labelled), not actions; ``compose`` makes the decision from the picks
    chosen: the finishing action with each pick's arguments appended, in the order ``picks`` lists
    them. Every decision the picks can make is among the prompt's actions, or it is not legal."""

    verb: str
    finish: tuple[Action, ...]
    picks: tuple[Action, ...] = ()

    @property
    def whole(self) -> bool:
        """Whether the picks and the finishing action are one decision (one action)."""
        return bool(self.picks)

    def compose(self, finish: Action, chosen: Iterable[int]) -> Action:
        """One decision: ``finish`` with the arguments of the picks at the indexes ``chosen``."""
        args = tuple(arg for i in sorted(set(chosen)) for arg in self.picks[i].args)
        return Action(finish.verb, finish.args + args)

    def parts(self, action: Action) -> list[int] | None:
        """The indexes of the picks that ``compose`` makes ``action`` of (None: it is not one of
        this gathering's decisions)."""
        for finish in self.finish if self.whole else ():
            if action.verb != finish.verb or action.args[: len(finish.args)] != finish.args:
                continue
            rest = action.args[len(finish.args) :]
            chosen: list[int] = []
            for i, pick in enumerate(self.picks):
                if pick.args and rest[: len(pick.args)] == pick.args:
                    rest = rest[len(pick.args) :]
                    chosen.append(i)
            if not rest:
                return chosen
        return None

    def composes(self, action: Action) -> bool:
        """Whether ``action`` is one of this gathering's whole decisions (rather than another
        action of the prompt): a finishing verb with picks' arguments."""
        return self.whole and any(action.verb == f.verb and action != f for f in self.finish)


@dataclass(slots=True)
class Prompt:
    """What a seat is asked now: the kind of decision (``key``), a message, and the legal actions.

    The flags below are for a client acting without the player. The engine sets them only from
    facts every other seat can see, so acting on them reveals nothing:

    * ``window``: a reaction window of this kind (a standing "always pass" order may answer it
      with ``decline``);
    * ``forced``: exactly one legal action, and that is public;
    * ``private``: a question of this kind is asked of its seat alone, by DM or panel, without a
      public post, whatever the seat holds (its answers may be few, or one, because of its hand:
      asking it privately every time tells nobody which).

    ``gather`` lets the seat's own client take several choices in one interaction (``Gather``).

    ``former`` names verbs that earlier releases offered for this question and stored games may
    hold: ``Game.apply(..., stored=True)`` still carries them out when replaying such a game; they
    are never offered nor accepted from a player.
    """

    key: str
    text: Msg
    actions: list[Action] = field(default_factory=list)
    window: str | None = None
    decline: Action | None = None
    forced: bool = False
    private: bool = False
    gather: Gather | None = None
    former: frozenset[str] = frozenset()

    def add(
        self,
        verb: str,
        *args: ActionArg,
        label: Msg | None,
        kind: ActionKind = ActionKind.PRIMARY,
        public: Msg | None = None,
    ) -> Action:
        """Offer an action; returns it. ``label`` is None only in a quiet state (``GameState.quiet``:
        a search's playout, where nobody reads it)."""
        action = Action(verb, args, label, kind, public)
        self.actions.append(action)
        return action

"""Corps picked one at a time, then a finishing action: the participants of a battle (aid BT-2 to BT-4), and
the corps that take a battle's or a winter's losses (BT-11 to BT-14, WA-3). Every pick is public (the corps
stand on the map), so a client may gather them in one menu (a ``Gather``); a pick may be taken back."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from engine.ageofnapoleon import refs
from engine.core import Action, ActionKind, Gather, Msg, Prompt

G = "ageofnapoleon"


def pick_corps(
    p: Prompt, among: Iterable[str], marked: list[str], need: int, pick: str, finish: tuple[str, str]
) -> Prompt:
    """Offer on ``p`` each corps of ``among`` not yet ``marked`` (labelled by the message ``pick``) while fewer
    than ``need`` are, each marked one to take back, and the finishing action once ``need`` are marked
    (``finish``: its verb and the message labelling it, which counts ``need``)."""
    offers = p.actions
    if len(marked) < need:
        offers.extend(_add(pick, c) for c in among if c not in marked)
    offers.extend(map(_drop, marked))
    if len(marked) == need:
        offers.append(_finish(*finish, need))
    else:
        p.gather = _gathering(*finish, need)
    return p


# offers and gatherings are immutable: one per message and corps (or count), made once


@cache
def _add(pick: str, corps: str) -> Action:
    return Action("add", (corps,), Msg(pick, corps=refs.corps(corps)))


@cache
def _drop(corps: str) -> Action:
    return Action("drop", (corps,), Msg(f"{G}-act-fight-drop", corps=refs.corps(corps)), ActionKind.BACK)


@cache
def _finish(verb: str, label: str, need: int) -> Action:
    return Action(verb, (), Msg(label, n=need), ActionKind.DONE)


@cache
def _gathering(verb: str, label: str, need: int) -> Gather:
    return Gather("add", (_finish(verb, label, need),))

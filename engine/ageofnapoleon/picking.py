"""Corps picked one at a time, then a finishing action: the participants of a battle (aid BT-2 to BT-4), and
the corps that take a battle's or a winter's losses (BT-11 to BT-14, WA-3). Every pick is public (the corps
stand on the map), so a client may gather them in one menu (a ``Gather``); a pick may be taken back."""

from __future__ import annotations

from collections.abc import Iterable

from engine.ageofnapoleon import refs
from engine.core import Action, ActionKind, Gather, Msg, Prompt

G = "ageofnapoleon"


def pick_corps(
    p: Prompt, among: Iterable[str], marked: list[str], need: int, pick: str, finish: Action
) -> Prompt:
    """Offer on ``p`` each corps of ``among`` not yet ``marked`` (labelled by the message ``pick``) while fewer
    than ``need`` are, each marked one to take back, and ``finish`` once ``need`` are marked."""
    if len(marked) < need:
        for c in among:
            if c not in marked:
                p.add("add", c, label=Msg(pick, corps=refs.corps(c)))
    for c in marked:
        p.add("drop", c, label=Msg(f"{G}-act-fight-drop", corps=refs.corps(c)), kind=ActionKind.BACK)
    if len(marked) == need:
        p.actions.append(finish)
    else:
        p.gather = Gather("add", (finish,))
    return p

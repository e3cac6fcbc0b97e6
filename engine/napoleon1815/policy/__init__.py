"""Scripted players for Napoleon 1815, deciding from their seat's view alone: what a seat knows
(``knowledge``), what it plans (``plans``), how it answers each question (``decisions``). They are
the ``easy`` AI, guide the search's playouts (``engine.core.levels``) and are measured against one
another by ``python -m tools.matchup napoleon1815`` and ``python -m tools.napoleon1815.strategies``.

A strategy sees only what its seat may know: it is called with ``game.view(state, seat)``, the
prompt's key and its structured actions (never the state, never a word of English), and reads the
static data (map, orders of battle, cards, the scenario's public set-up).

- France ``aggressive``: attacks from engaged areas and strikes (move-attack) whenever the
  expected VP of the battle is positive, Napoleon's +3 VP risk included; cavalry and scouts raid
  undefended VP sites; everything else marches on the best target.
- France ``methodical``: attacks only with a clear card advantage, marches the other corps to
  join Napoleon first, and rests tired corps (an unused corps loses all its fatigue).
- Allies ``hold``: stay on their posts (VP sites, farms, towns), march reinforcements to the
  threatened posts, retake lost sites, counter-attack weak French stacks.
- Allies ``concentrate``: Wellington's and Blücher's armies march to a rally point between them
  (the nearest defensible area both can reach), then fight as one; the same counter-attacks.

In three-player games both Allied seats play the same strategy. Every strategy plays its cards
the same simple way: battle, retreat and move-answering events whenever they apply, blue cards
that add strength or cards, recovery cards on tired spent corps. The strongest of each seat comes
first in ``STRATEGIES`` (DATA.md: France 59.7% v hold, 62.3% v concentrate).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Action, Prompt
from engine.core.agent import Scripted
from engine.core.rng import Rng
from engine.napoleon1815.policy.decisions import decide
from engine.napoleon1815.policy.knowledge import Know, basis
from engine.napoleon1815.policy.plans import AGGRESSIVE, CONCENTRATE, HOLD, METHODICAL, Style
from engine.napoleon1815.view import N1815View

ALLIED_SEATS = ("allies", "anglo_dutch", "prussia")


_KNOWN: dict[tuple[object, ...], Know] = {}  # knowledge by its basis: the boards seen last
_BOARDS = 256  # boards kept at most: a search's playouts see a seat's board again and again


def know(view: N1815View) -> Know:
    """What the seat knows from this view, worked out once per board: the search's prior asks every
    player of a seat, and its playouts ask one seat many questions on the same board."""
    found = _KNOWN.get(key := basis(view))
    if found is None:
        if len(_KNOWN) >= _BOARDS:
            _KNOWN.clear()
        found = _KNOWN[key] = Know(view)
    found.v = view  # what the knowledge does not hold (the operation under way...) is read anew
    return found


def scripted(style: Style) -> Scripted:
    def play(view: Mapping[str, Any], prompt: Prompt, pick: Rng) -> Action:
        seen: N1815View = view  # type: ignore[assignment]  # the harness passes this game's view
        return decide(know(seen), prompt, style) or prompt.actions[0]

    return Scripted(style.name, play)


FRANCE_PLAYERS: dict[str, Scripted] = {"aggressive": scripted(AGGRESSIVE), "methodical": scripted(METHODICAL)}
ALLIED_PLAYERS: dict[str, Scripted] = {"hold": scripted(HOLD), "concentrate": scripted(CONCENTRATE)}
STRATEGIES: dict[str, dict[str, Scripted]] = {
    "france": {**FRANCE_PLAYERS},
    **{seat: {**ALLIED_PLAYERS} for seat in ALLIED_SEATS},
}


def pairing(france: str, allies: str) -> dict[str, str]:
    """A matchup for two or three players: every Allied seat plays the same strategy."""
    return {"france": france, **{seat: allies for seat in ALLIED_SEATS}}


PAIRS = [
    ("random", "random"),
    ("random", "hold"),
    ("aggressive", "random"),
    ("aggressive", "hold"),
    ("aggressive", "concentrate"),
    ("methodical", "hold"),
    ("methodical", "concentrate"),
]
MATCHUPS: list[dict[str, str]] = [pairing(f, a) for f, a in PAIRS]

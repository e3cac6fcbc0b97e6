"""Standing orders: the answers a client may give for a player without asking them.

They read only a prompt's public flags (``Prompt.window``, ``decline``, ``forced``), which the engine
sets from facts every seat can see, so an answer given by standing order is the same whatever the
player holds, and the others learn nothing from it they could not see already.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import Action, Prompt


@dataclass(frozen=True, slots=True)
class StandingOrders:
    """A player's orders for one game: window kinds always passed, and whether forced steps are taken."""

    passes: frozenset[str] = frozenset()  # kinds of reaction window (``Game.window_kinds``)
    forced: bool = False  # take a step that has one public action

    def __bool__(self) -> bool:
        return bool(self.passes) or self.forced


def standing_answer(prompt: Prompt, orders: StandingOrders) -> Action | None:
    """The action the orders give for this prompt, or None: the player is asked."""
    if prompt.window is not None and prompt.window in orders.passes and prompt.decline is not None:
        return prompt.decline
    if orders.forced and prompt.forced and len(prompt.actions) == 1:
        return prompt.actions[0]
    return None

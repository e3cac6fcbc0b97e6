"""Verbs of earlier releases that stored games hold (``Prompt.former``): replayed from a stored game
(``Game.apply(..., stored=True)``) to the same state as today's one decision, never taken from a
player (issue 21: a secret choice of several parts used to be a click per part)."""

from __future__ import annotations

import pytest

from engine.core import Action, IllegalActionError
from tests.engine.test_gustav_helpers import GAME as GUSTAV
from tests.engine.test_gustav_helpers import IMP
from tests.engine.test_napoleon1815_helpers import GAME as N1815
from tests.engine.test_napoleon1815_helpers import blank, put, start_recovery, token


def stored(game: object, state: object, seat: str, *notations: str) -> None:
    for notation in notations:
        game.apply(state, seat, Action.parse(notation), stored=True)  # type: ignore[attr-defined]


def test_gustav_builds_and_culls_stored_click_by_click_replay_as_one_decision() -> None:
    former, today = GUSTAV.setup(1), GUSTAV.setup(1)
    with pytest.raises(IllegalActionError):
        GUSTAV.apply(former, IMP, Action.parse("add pike"))
    stored(GUSTAV, former, IMP, "add pike", "add cavalry", "drop pike", "add shot", "done")
    stored(GUSTAV, former, IMP, "cull tercio", "cull tilly", "keep tilly", "cull croats", "done")
    stored(GUSTAV, today, IMP, "army shot cavalry", "cull tercio croats")
    assert sorted(former.armies[IMP]) == sorted(today.armies[IMP])  # in click order: the reveal sorts them
    assert former.culled == today.culled and former.prep == today.prep
    assert GUSTAV.prompt(former, IMP).key == GUSTAV.prompt(today, IMP).key == "gustav-ask-stack"


def test_napoleon1815_arms_stored_toggle_by_toggle_replay_as_one_decision() -> None:
    states = []
    for _ in range(2):
        s = blank()
        put(s, "reille", "fleurus", fat=5, spent=True)
        put(s, "derlon", "ligny", fat=6, spent=True)
        put(s, "picton", "nivelles")
        start_recovery(s)
        states.append(s)
    former, today = states
    reille, derlon = token(former, "reille"), token(former, "derlon")
    with pytest.raises(IllegalActionError):
        N1815.apply(former, "france", Action("arm", (reille, "cavalry")))
    stored(
        N1815, former, "france", f"arm {reille} cavalry", f"arm {derlon} cavalry", f"arm {reille} infantry"
    )
    stored(N1815, former, "france", "done")
    stored(N1815, today, "france", f"done {derlon}")
    assert former.pieces == today.pieces and former.log == today.log

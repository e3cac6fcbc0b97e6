"""When a game of one seat tells its channel (``bot.service.news``): each phase the rules close
(a checkpoint) whose public picture changed, though the same seat always goes on; the games of
several seats keep their rule (a checkpoint after which the same seat goes on waits for the next
hand-off)."""

from __future__ import annotations

from bot.service.news import _tells_the_table as tells
from bot.storage import Entry, Facts
from engine import find_game
from engine.core import Action, UndoPolicy
from engine.core.rng import Rng
from engine.nwsolitaire.policy import SEAT, decide


def _play(checkpoint: bool, changed: bool = True, *, undone: bool = False) -> Entry:
    facts = Facts((SEAT,), checkpoint, changed, UndoPolicy.FREE)
    return Entry("play", 1, SEAT, Action("done"), facts=facts, undone=undone)


def test_a_solitaire_tells_each_phase_that_changed_the_picture() -> None:
    assert tells([_play(False), _play(True, changed=False)], set(), alone=True)
    assert not tells([_play(False), _play(False)], set(), alone=True)  # a phase going on
    assert not tells([_play(True, changed=False)], set(), alone=True)  # nothing to show
    assert not tells([_play(True, undone=True)], set(), alone=True)  # taken back before anyone heard


def test_several_seats_keep_the_hand_off_rule() -> None:
    assert not tells([_play(False), _play(True)], set())  # the same seat goes on: the next hand-off tells


def test_the_solitaire_closes_each_step_of_its_turn() -> None:
    """The engine marks the end of each step A-J of the solitaire's turn as a checkpoint: over The
    End 1813 (five turns) the player's decisions close many phases, never all of them."""
    game = find_game("nwsolitaire")
    state = game.setup(3, "end1813")
    pick, steps = Rng(3), []
    while game.result(state) is None:
        prompt = game.prompt(state, SEAT)
        steps.append(game.apply(state, SEAT, decide(game.view(state, SEAT), prompt, pick)))
    closed = [s for s in steps if s.handoff]
    assert 5 * 3 <= len(closed) < len(steps) // 2
    assert all(s.to_act in ((SEAT,), ()) for s in steps)

"""Age of Napoleon: surrender and victory (reconstructed conditions around the public facts, DATA.md §8)."""

from __future__ import annotations

from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.data.countries import Status as S
from engine.ageofnapoleon.endings import Ending, ending, surrender, surrenders
from engine.ageofnapoleon.phases import mobilize
from engine.ageofnapoleon.state import lift, set_statuses
from tests.engine.ageofnapoleon_helpers import empty_1805


def test_austria_capitulates_with_vienna_taken_and_no_army_there() -> None:
    state = empty_1805(4)
    mobilize(state, {"napoleon": "niederoesterreich", "karl": "ungarn"})
    assert surrenders(state) == ["oesterreich"]
    mobilize(state, {"johann": "niederoesterreich"})
    assert surrenders(state) == []  # an Austrian corps still holds Vienna
    lift(state, ["johann"])
    surrender(state, "oesterreich")
    assert (
        state.statuses["oesterreich"] is S.NEUTRAL and "karl" not in state.location and "karl" in state.pool
    )


def test_a_power_with_a_field_army_left_does_not_capitulate() -> None:
    """Reconstructed reading of the play report's "army scattered": no stack of three of its corps left
    (against a smaller force in its capital)."""
    state = empty_1805(5)
    mobilize(state, {"napoleon": "niederoesterreich", "karl": "ungarn", "mack": "ungarn", "johann": "ungarn"})
    assert surrenders(state) == []
    lift(state, ["johann"])
    assert surrenders(state) == ["oesterreich"]


def test_an_army_smaller_than_the_force_in_its_capital_is_scattered() -> None:
    """Reconstructed (1814: Paris fell while Napoleon still led an outnumbered army): a field army left
    elsewhere saves the capital only when it is as large as the enemy force holding it."""
    state = empty_1805(5)
    vienna = {c: "niederoesterreich" for c in ("napoleon", "davout", "soult", "lannes")}
    mobilize(state, {**vienna, "karl": "ungarn", "mack": "ungarn", "johann": "ungarn"})
    assert surrenders(state) == ["oesterreich"]  # three Austrian corps against four in Vienna
    mobilize(state, {"hiller": "ungarn"})
    assert surrenders(state) == []  # four against four


def test_surrender_is_checked_minors_first_then_the_majors_in_order() -> None:
    state = empty_1805(6)  # public §14.0: minor countries, then Spain, Preußen, Österreich, Russia, France
    mobilize(state, {"napoleon": "niederoesterreich", "kutuzov": "bayern", "wellington": "castilla_la_nueva"})
    assert surrenders(state) == ["bayern", "spain", "oesterreich"]


def test_a_minor_country_changes_hands() -> None:
    state = empty_1805(4)
    mobilize(state, {"kutuzov": "bayern"})
    assert surrenders(state) == ["bayern"]
    surrender(state, "bayern")
    assert state.statuses["bayern"] is S.MEMBER
    mobilize(state, {"davout": "pommern"})
    surrender(state, "pommern")
    assert state.statuses["pommern"] is S.DOMINION


def test_victory() -> None:
    state = empty_1805(4)
    assert ending(state) is None
    set_statuses(state, {"france": S.NEUTRAL})
    assert ending(state) == (Side.COALITION, Ending.ABDICATION)
    set_statuses(
        state, {"france": S.DOMINION, **dict.fromkeys(("oesterreich", "preussen", "russia"), S.ALLY)}
    )
    assert ending(state) == (Side.FRENCH, Ending.DOMINATION)  # Spain is French in 1805
    set_statuses(state, {"russia": S.MEMBER, "preussen": S.MEMBER, "oesterreich": S.NEUTRAL})
    assert ending(state) is None
    state.year = 1815  # Napoleon still reigns after the last check: the Coalition failed (time-victory)
    assert ending(state) == (Side.FRENCH, Ending.TIME)
    set_statuses(state, {"france": S.NEUTRAL})
    assert ending(state) == (Side.COALITION, Ending.ABDICATION)

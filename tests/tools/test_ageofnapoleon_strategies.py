"""Age of Napoleon's scripted players: they decide from their view alone, finish games, beat random play as
either side, and follow their war aims (the balance figures are in engine/ageofnapoleon/DATA.md §18)."""

from __future__ import annotations

from engine import find_game
from engine.ageofnapoleon.policy import (
    MUSTER,
    PARIS,
    General,
    _diplomats,
    _gains,
    _not_paying_with,
    _targets,
    strike,
)
from engine.core import Action
from engine.core.agent import RANDOM, info_for
from engine.core.rng import Rng
from tools.ageofnapoleon_strategies import GENERAL, series


def test_the_general_finishes_games_against_itself() -> None:
    out = series(3, {"french": GENERAL, "coalition": GENERAL})
    wins = out["wins"]
    assert out["games"] == 3 and isinstance(wins, dict) and sum(wins.values()) == 3


def test_random_play_loses_to_the_general() -> None:
    # almost always: since the owner chooses his battle losses (the commander no longer falls first), a random
    # French player may outlast the Coalition to 1815 now and then (seed 2: a French win on time)
    out = series(4, {"french": RANDOM, "coalition": GENERAL})
    wins = out["wins"]
    assert isinstance(wins, dict) and wins.get("coalition", 0) >= 3


def test_the_general_reads_only_its_view() -> None:
    game = find_game("ageofnapoleon")
    state = game.setup(5)
    seat = game.to_act(state)[0]
    chosen = GENERAL.choose(info_for(game, state, seat, Rng(1)))
    twin = game.determinize(state, seat, 77)
    assert GENERAL.choose(info_for(game, twin, seat, Rng(1))) == chosen


def _view_with(scenario: str, seat: str, location: dict[str, str], round_: int = 1) -> dict[str, object]:
    """The seat's view at the start of ``scenario`` with the map's corps where ``location`` puts them."""
    game = find_game("ageofnapoleon")
    view = dict(game.view(game.setup(1, scenario), seat))
    view["location"], view["reduced"], view["round"] = location, [], round_
    return view


def test_the_coalition_gathers_round_paris_until_it_outnumbers_frances_largest_stack() -> None:
    # 1813: Preußen and Russia in the Coalition; three of their corps next to Paris, France's largest stack two
    gathered = {"bluecher": "flandre", "yorck": "flandre", "buelow": "lorraine", "napoleon": "sachsen"}
    view = _view_with("1813", "coalition", {**gathered, "ney": "sachsen"})
    assert strike(view) and _targets(view, "coalition") == [PARIS]
    # a French stack of three: three gathered are not enough yet, they wait in the areas round Paris
    view = _view_with("1813", "coalition", {**gathered, "ney": "sachsen", "marmont": "sachsen"})
    assert not strike(view) and _targets(view, "coalition") == MUSTER
    # in the year's last campaign round they strike whatever the odds
    view = _view_with("1813", "coalition", {**gathered, "ney": "sachsen", "marmont": "sachsen"}, round_=4)
    assert strike(view)


def test_the_coalition_fills_paris_until_it_outnumbers_every_french_stack() -> None:
    held = {"bluecher": PARIS, "yorck": PARIS, "napoleon": "sachsen", "ney": "sachsen", "marmont": "sachsen"}
    assert _targets(_view_with("1813", "coalition", held), "coalition") == [PARIS]
    more = {**held, "buelow": PARIS, "wittgenstein": PARIS}
    assert _targets(_view_with("1813", "coalition", more), "coalition") == sorted({PARIS, "sachsen"})


def test_the_french_come_home_in_1809_when_the_coalition_closes_on_paris() -> None:
    far = {"karl": "boehmen", "hiller": "bayern", "napoleon": "bayern", "davout": PARIS}
    assert PARIS not in _targets(_view_with("1809", "french", far), "french")
    near = {**far, "karl": "lorraine", "hiller": "flandre"}
    assert _targets(_view_with("1809", "french", near), "french") == [PARIS]


def test_random_play_loses_to_the_general_in_1809_on_either_side() -> None:
    assert series(3, {"french": RANDOM, "coalition": GENERAL}, "1809")["wins"] == {"coalition": 3}
    assert series(3, {"french": GENERAL, "coalition": RANDOM}, "1809")["wins"] == {"french": 3}


def test_the_coalition_strikes_at_paris_when_no_french_stack_is_a_field_army() -> None:
    # France's stacks all under three corps (endings.ARMY): Paris taken by any force is a capitulation
    scattered = {"bluecher": "flandre", "napoleon": "sachsen", "ney": "sachsen", "marmont": "italia"}
    view = _view_with("1813", "coalition", scattered)
    assert strike(view) and _targets(view, "coalition") == [PARIS]


def test_the_generals_keep_the_diplomatic_cards_that_win_a_great_power_over() -> None:
    # 1805 after Österreich's surrender (neutral): Talleyrand would make it a French ally at the next
    # diplomacy phase, so the French do not pay for a move with it; Metternich (a French ally made neutral)
    # has no French-side great power to act on and may pay
    view = _view_with("1805", "french", {"napoleon": "bayern"})
    statuses = view["statuses"]
    assert isinstance(statuses, dict)
    view["statuses"] = {**statuses, "oesterreich": "neutral"}
    view["cards"] = {"hand": ["talleyrand", "depot"]}
    assert _diplomats(view, "french") == {"talleyrand"}
    acts = [Action("army", ("talleyrand", "bayern")), Action("army", ("depot", "bayern")), Action("pass")]
    assert _not_paying_with(acts, _diplomats(view, "french")) == acts[1:]
    # a play counts only when it brings the country nearer the player's side: Peace Party makes the
    # Coalition's own Russia neutral and is never played by it; on a French ally it is
    coalition = _view_with("1805", "coalition", {"kutuzov": "galizien"})
    assert not _gains(coalition, "coalition", "peace_party", "russia")
    assert _gains(coalition, "coalition", "peace_party", "spain")


def test_the_coalition_in_1813_fights_off_its_strike_only_with_cards_to_spare() -> None:
    # Blücher and Yorck in Flandre, next to Paris; Marmont alone in Normandie, next door and weaker; France's
    # army of three in Sachsen: not yet the strike, so attacking Marmont is a fight off it (HUNT_SPARE)
    where = {"bluecher": "flandre", "yorck": "flandre", "marmont": "normandie"}
    view = _view_with(
        "1813", "coalition", {**where, "napoleon": "sachsen", "ney": "sachsen", "davout": "sachsen"}
    )
    assert not strike(view)
    general = GENERAL.decide
    assert isinstance(general, General)
    acts = [Action("army", ("depot", "flandre")), Action("pass")]
    # round 1: a card kept for each of rounds 2-4, two more before a fight off the strike
    view["cards"] = {"hand": ["depot", "mud", "pitt", "veteran", "talleyrand"]}
    assert general._activate(view, acts, "coalition") == acts[-1]
    view["cards"] = {"hand": ["depot", "mud", "pitt", "veteran", "talleyrand", "metternich"]}
    assert general._activate(view, acts, "coalition") == acts[0]

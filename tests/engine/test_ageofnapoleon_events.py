"""Age of Napoleon: the card events outside diplomacy and battle (events.py; each card's source in
data/cards.py), and interception through the turn machine."""

from __future__ import annotations

from engine.ageofnapoleon.campaign_flow import Interception, interceptors
from engine.ageofnapoleon.data.countries import Side
from engine.ageofnapoleon.events import (
    campaign_event_ok,
    march_extra,
    play_campaign_event,
    play_reinforcement_event,
    raise_of,
    reinforcement_event_ok,
    russian_cut,
    winter_extra,
)
from engine.ageofnapoleon.game import AgeOfNapoleon
from engine.ageofnapoleon.phases import limits
from engine.ageofnapoleon.sea import BRITANNIA
from engine.ageofnapoleon.state import put
from engine.core import Action
from tests.engine.ageofnapoleon_helpers import empty_1805

GAME = AgeOfNapoleon()


def test_depot_helps_its_player_and_scorched_earth_hurts_the_enemy_for_the_round() -> None:
    state = empty_1805(1)
    assert not campaign_event_ok(state, Side.FRENCH, "mud")  # aid 移動: Mud answers an enemy move instead
    play_campaign_event(state, Side.FRENCH, "depot")  # aid 行軍損耗表: +2 on one's own roll
    play_campaign_event(state, Side.COALITION, "scorched_earth")  # aid: -2 on the enemy's
    assert march_extra(state, Side.FRENCH) == 0 and march_extra(state, Side.COALITION) == 0
    play_campaign_event(state, Side.COALITION, "depot")
    assert march_extra(state, Side.COALITION) == 2
    state.round += 1
    assert march_extra(state, Side.COALITION) == 0  # the round is over


def test_winter_cards_change_this_year_s_winter_rolls() -> None:
    state = empty_1805(2)
    play_campaign_event(state, Side.COALITION, "general_winter")
    play_campaign_event(state, Side.FRENCH, "winter_quarters")
    assert winter_extra(state, Side.FRENCH) == 0  # +1 of its own, -1 of the Coalition's
    assert not campaign_event_ok(state, Side.FRENCH, "forced_march")  # played with a move


def test_royal_navy_and_britannia_open_the_sea_once() -> None:
    state = empty_1805(3)
    assert campaign_event_ok(state, Side.COALITION, "royal_navy")
    play_campaign_event(state, Side.COALITION, "royal_navy")
    assert BRITANNIA in state.lasting and not reinforcement_event_ok(state, Side.COALITION, "britannia")


def test_conscription_raises_the_limit_and_the_russo_ottoman_war_cuts_russia() -> None:
    state = empty_1805(4)
    before = limits(state, Side.FRENCH, "france").mobilization
    play_reinforcement_event(state, Side.FRENCH, "conscription")
    assert (
        raise_of(state, Side.FRENCH) == 2 and limits(state, Side.FRENCH, "france").mobilization == before + 2
    )
    russia = limits(state, Side.COALITION, "russia").mobilization
    state.yearly.append("russo_ottoman_war")
    assert russian_cut(state) == 2 and limits(state, Side.COALITION, "russia").mobilization == russia - 2


def test_veteran_brings_back_a_corps_not_lost_to_winter() -> None:
    state = empty_1805(5)
    state.pool.remove("ney")
    state.pool.remove("soult")
    put(state.out, "ney")
    put(state.out, "soult")
    put(state.lasting, "winter_lost:ney")
    assert reinforcement_event_ok(state, Side.FRENCH, "veteran")
    play_reinforcement_event(state, Side.FRENCH, "veteran")
    assert state.out == ["ney"] and "soult" in state.pool


def test_reform_moves_a_power_to_its_reformed_line_unless_french() -> None:
    state = empty_1805(6)
    assert reinforcement_event_ok(state, Side.COALITION, "austrian_reform")
    play_reinforcement_event(state, Side.COALITION, "austrian_reform")
    assert "oesterreich" in state.reformed
    assert not reinforcement_event_ok(state, Side.COALITION, "austrian_reform")


def test_an_interception_card_succeeds_without_its_roll() -> None:
    state = GAME.setup(7)
    state.location = {"napoleon": "bayern", "karl": "boehmen"}
    state.deck.hands[Side.COALITION] = ["cavalry_screen"]
    assert interceptors(state, "bayern", Side.COALITION) == ["boehmen"]
    state.frames.append(Interception(side="coalition", area="bayern"))
    GAME.machine.advance(state)
    assert GAME.to_act(state) == ["coalition"]
    prompt = GAME.prompt(state, "coalition")
    assert prompt.window == "intercept" and prompt.decline in prompt.actions
    GAME.apply(state, "coalition", Action("intercept", ("cavalry_screen", "boehmen")))
    assert state.location["karl"] == "bayern" and state.deck.discard[-1] == "cavalry_screen"
    assert state.dice == [] and sorted(GAME.to_act(state)) == ["coalition", "french"]  # no roll; the battle

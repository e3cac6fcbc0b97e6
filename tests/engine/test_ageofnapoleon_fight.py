"""Age of Napoleon: corps, armies and a whole battle on the state (aid 戦闘結果表 with the reconstructed
roster, DATA.md §5)."""

from __future__ import annotations

from engine.ageofnapoleon.army import can_form, combat_ratings, commander, movement
from engine.ageofnapoleon.battle import Role, check_participants
from engine.ageofnapoleon.battle_cards import card_effects, card_refusal
from engine.ageofnapoleon.data.cards import DECK
from engine.ageofnapoleon.data.corps import ROSTER, Availability
from engine.ageofnapoleon.data.countries import COUNTRIES, SCENARIO_1805, Side
from engine.ageofnapoleon.data.sources import Origin
from engine.ageofnapoleon.state import AonState, new_state, side_of_corps, take
from engine.ageofnapoleon.state import place as put_on_map
from engine.core.rng import script
from tests.engine.ageofnapoleon_helpers import CARDS, battle, empty_1805

GRANDE_ARMEE = ["napoleon", "davout", "soult", "lannes", "murat"]


def place(state: AonState, area: str, corps: list[str]) -> None:
    put_on_map(state, corps, area)
    for c in corps:
        take(state.pool, c)


def test_the_roster() -> None:
    assert ROSTER["napoleon"].rank == 8 and ROSTER["napoleon"].source.origin is Origin.PUBLIC
    assert all(c.source.reconstructed for c in ROSTER.values() if c.id != "napoleon")
    assert {c.country for c in ROSTER.values()} == {c.id for c in COUNTRIES.values() if c.major}
    assert all(1 <= c.reduced < c.combat for c in ROSTER.values())
    assert {c.id for c in ROSTER.values() if c.availability is Availability.INVASION} <= {
        c.id for c in ROSTER.values() if c.country == "russia"
    }
    assert {ROSTER[c].country for c in ROSTER if ROSTER[c].availability is Availability.REFORMED} == {
        "oesterreich",
        "preussen",
    }


def test_armies_follow_their_commander() -> None:
    assert commander(["davout", "napoleon", "soult"]) == "napoleon"
    assert commander(["davout", "soult"]) == "davout"  # equal rank and combat: the first named
    assert movement(["napoleon", "murat"]) == 4 and movement(["murat"]) == 5
    assert can_form(GRANDE_ARMEE) and not can_form(["mack", "ferdinand", "hiller", "bellegarde"])
    assert combat_ratings(["napoleon", "davout"], {"davout"}) == [5, 3]


def test_1805_sides_and_set_up() -> None:
    state = new_state(1, SCENARIO_1805, CARDS)
    assert side_of_corps(state, "napoleon") is Side.FRENCH and side_of_corps(state, "mack") is Side.COALITION
    assert side_of_corps(state, "braunschweig") is None  # Preußen neutral in 1805
    assert len(state.deck.pile) == 55 and (state.year, state.round) == (1805, 3)
    assert set(state.pool) == set(ROSTER) - set(state.location) and len(state.location) == 20
    assert all(side_of_corps(state, c) is not None for c in state.location)  # no neutral corps on the map
    assert state.location["mack"] == state.location["ferdinand"] == "bayern"  # Ulm
    assert SCENARIO_1805.deployment_source.reconstructed
    real = new_state(1, SCENARIO_1805)  # the 55-card deck
    assert sorted(real.deck.pile) == sorted(DECK) and len(real.deck.pile) == 55


def test_ulm() -> None:
    state = empty_1805(1)
    place(state, "bayern", [*GRANDE_ARMEE, "mack", "ferdinand"])
    chosen = {Side.FRENCH: GRANDE_ARMEE, Side.COALITION: ["mack", "ferdinand"]}
    austrians = ["mack", "ferdinand"]
    assert check_participants(ROSTER[commander(austrians)].rank, austrians, austrians) is None
    assert check_participants(ROSTER[commander(austrians)].rank, austrians, ["mack"]) == "all"  # BT-2
    script(state, [5, 2])  # 23 on 21-25 rolls 5: 2; 7 on 6-10 rolls 2: 0
    report = battle(state, "bayern", Side.FRENCH, chosen, lost={Side.COALITION: ["ferdinand", "mack"]})
    assert report.totals == (23, 7) and report.resolution.inflicted == (2, 0)
    assert report.resolution.winner is Role.ATTACKER and report.resolution.losses == (0, 3)
    assert set(report.removed) == {"mack", "ferdinand"} and set(state.out) == {"mack", "ferdinand"}
    assert report.holder is Side.FRENCH and set(state.reduced) == set(GRANDE_ARMEE)
    assert "mack" not in state.location


def test_a_tie_at_home_goes_to_the_tie_break() -> None:
    state = empty_1805(2)
    place(state, "niederoesterreich", ["soult", "lannes", "karl", "johann"])
    chosen = {Side.FRENCH: ["soult", "lannes"], Side.COALITION: ["karl", "johann"]}
    # French 9 (6-10), Austrians 8 + 1 at home = 9 (6-10); both roll 5: 1 each; tie-break 4+1 vs 3+1
    script(state, [5, 5, 4, 3])
    # each owner names the corps it loses (battle_flow.py asks), here the second of each pair
    lost = {Side.FRENCH: ["lannes"], Side.COALITION: ["johann"]}
    report = battle(state, "niederoesterreich", Side.FRENCH, chosen, lost)
    assert report.totals == (9, 9) and report.resolution.tie_dice == (4, 3)
    assert report.resolution.winner is Role.ATTACKER and report.resolution.losses == (1, 1)
    assert report.removed == ("lannes", "johann")  # one loss each: permanent
    assert report.holder is Side.FRENCH  # one corps left each: the winner holds
    assert set(state.reduced) == {"soult", "karl"}


def test_battle_cards_never_two_of_a_kind_and_each_as_its_event() -> None:
    state = empty_1805(6)
    place(state, "bayern", ["napoleon", "davout", "mack", "ferdinand"])
    french, coalition = ["napoleon", "davout"], ["mack", "ferdinand"]
    state.deck.hands[Side.FRENCH] = ["imperial_guard", "grand_battery", "grand_battery", "strong_position"]
    state.deck.hands[Side.COALITION] = ["confusion", "fortune_of_war", "imperial_guard"]
    assert (
        card_refusal(state, Side.FRENCH, Role.ATTACKER, ["grand_battery", "grand_battery"], french) == "kind"
    )
    assert card_refusal(state, Side.FRENCH, Role.ATTACKER, ["strong_position"], french) == "role"
    assert card_refusal(state, Side.FRENCH, Role.ATTACKER, ["imperial_guard"], ["davout"]) == "napoleon"
    assert card_refusal(state, Side.COALITION, Role.DEFENDER, ["imperial_guard"], coalition) == "side"
    assert card_refusal(state, Side.FRENCH, Role.ATTACKER, ["cavalry_charge"], french) == "hand"
    assert (
        card_refusal(state, Side.FRENCH, Role.ATTACKER, ["imperial_guard", "grand_battery"], french) is None
    )
    assert card_effects(["imperial_guard", "grand_battery"], ["confusion", "fortune_of_war"]) == (
        (3, 0),
        (False, True),
    )
    # French 10 + 3 + 2 - 2 = 13 (11-15); Austrians 7 (6-10) roll two dice, 2 and 6, keep 6: 1
    script(state, [4, 2, 6])
    report = battle(
        state,
        "bayern",
        Side.FRENCH,
        {Side.FRENCH: french, Side.COALITION: coalition},
        lost={Side.FRENCH: ["davout"], Side.COALITION: ["ferdinand"]},
        cards={
            Side.FRENCH: ["imperial_guard", "grand_battery"],
            Side.COALITION: ["confusion", "fortune_of_war"],
        },
    )
    assert (
        report.totals == (13, 7)
        and report.resolution.dice == (4, 6)
        and report.resolution.inflicted == (1, 1)
    )
    assert sorted(state.deck.discard) == ["confusion", "fortune_of_war", "grand_battery", "imperial_guard"]
    assert state.deck.hands[Side.FRENCH] == ["grand_battery", "strong_position"]

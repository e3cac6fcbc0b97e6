"""The inventory's checklist items that no other solitaire test cites, one test per group, each naming
the items it checks (``2.1.1-1``…), on a state the rules set up and changed only where a test says."""

from __future__ import annotations

import pytest

from engine.core import rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.abdication import (
    collect,
    control_and_abdication,
    diplomats_and_josephine,
    fervour_adjustment,
    victory_or_last_turn,
)
from engine.nwsolitaire.army import grande_armee
from engine.nwsolitaire.battle import battles_due, coalition_refuges
from engine.nwsolitaire.coalition import buyable, placeable
from engine.nwsolitaire.common import change_abdication, change_fervour, random_country
from engine.nwsolitaire.data.chits import COALITION_DIPLOMATS, SATELLITES
from engine.nwsolitaire.data.map import ADJACENT, BROWN_BOXES, MAJORS, PLACEABLE, POWERS, RANDOM_COUNTRY
from engine.nwsolitaire.data.track import ABDICATION_WIN, FERVOUR_MAX, FERVOUR_MIN, TURNS
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.events import historical_events, place_but
from engine.nwsolitaire.naval import sea_control
from engine.nwsolitaire.state import (
    BEDROOM,
    CASUALTY,
    COALITION_POOL,
    FRENCH_CUP,
    HIGH_SEAS,
    HOTEL,
    LONDON,
    MINOR_CUP,
    NEUTRAL_POOL,
    STORAGE,
    SolitaireState,
    controller,
)
from engine.nwsolitaire.surrender import surrender


@pytest.fixture
def game() -> NapoleonicWars:
    return NapoleonicWars()


@pytest.fixture
def s(game: NapoleonicWars) -> SolitaireState:
    return game.setup(11, "bonaparte1792")


def clear_map(s: SolitaireState) -> None:
    for uid, at in s.where.items():
        if at in (*MAJORS, "portugal"):
            s.where[uid] = FRENCH_CUP if UNITS[uid].nation == "french" else COALITION_POOL
    s.french_cup = [u for u, at in s.where.items() if at == FRENCH_CUP]


def test_1_0_1_one_seat_sixteen_turns_and_11_3_1_the_last_turn_lost(
    game: NapoleonicWars, s: SolitaireState
) -> None:
    assert game.seats({}) == ("coalition",)
    assert sorted(TURNS) == list(range(1, 17))
    s.turn, s.abdication = 16, 15
    assert victory_or_last_turn(s) and s.result is not None and s.result.winners == ()


def test_11_1_1_and_11_2_1_abdication_16_wins_and_the_track_holds_its_ends(s: SolitaireState) -> None:
    s.abdication = 15
    change_abdication(s, 3)
    assert s.abdication == ABDICATION_WIN == 16
    change_abdication(s, -40)
    assert s.abdication == 0
    s.abdication, s.turn = 16, 4
    assert victory_or_last_turn(s) and s.result is not None and s.result.winners == ("coalition",)


def test_2_1_1_1_to_4_five_major_countries_their_dice_and_their_neighbours(s: SolitaireState) -> None:
    assert MAJORS == ("france", "germany", "austria", "italy", "spain")
    assert sorted(RANDOM_COUNTRY.values()) == sorted(MAJORS)  # 2.1.1-2: one die face each, 6 the But
    for country, near in ADJACENT.items():  # 2.1.1-3
        assert all(country in ADJACENT[other] for other in near)
    assert "prussia" not in MAJORS and "russia" not in MAJORS  # 2.1.1-4: Prussia is in Germany
    assert "germany" in PLACEABLE["prussian"]


def test_4_3_2_a_six_on_the_random_country_die_is_the_but_country(s: SolitaireState) -> None:
    s.but = "italy"
    for face in range(1, 7):
        s.script = [face]
        assert random_country(s) == (RANDOM_COUNTRY.get(face) or "italy")


def test_2_1_2_1_and_4_9_1_1_brown_boxes_their_kinds_and_icons() -> None:
    kinds = {b.kind for b in BROWN_BOXES.values()}
    assert {"strategic", "economic", "russian"} <= kinds
    assert BROWN_BOXES["egypt"].difficulty == 11 and BROWN_BOXES["egypt"].anchor  # 4.9-1: Egypt 11
    assert BROWN_BOXES["switzerland"].kind == "strategic"
    assert {b.id for b in BROWN_BOXES.values() if b.gold} >= {"ireland", "haiti", "cape", "egypt", "mysore"}


def test_2_1_3_1_and_6_2_2_status_boxes_and_sweden_stays(s: SolitaireState) -> None:
    assert set(POWERS) == {"spain", "sweden", "prussia", "austria", "russia"} == set(s.status)
    surrender(s, "austria")
    assert s.status["austria"] != "coalition"  # 6.2-1: neutral or surrendered, the same in play
    assert not [u for u in buyable(s) if UNITS[u].nation == "austrian"]  # 6.2.2-1
    assert all(at == NEUTRAL_POOL for u, at in s.where.items() if UNITS[u].nation == "austrian")  # 2.1.4-2


def test_2_1_4_3_and_2_4_3_1_the_high_seas_decide_sea_control(s: SolitaireState) -> None:
    s.british_navy, s.british_navy_flipped, s.french_navy = HIGH_SEAS, False, STORAGE
    assert sea_control(s) == "coalition"
    s.british_navy, s.french_navy = STORAGE, HIGH_SEAS
    assert sea_control(s) == "france"
    s.nelson = True  # Nelson alone never holds the sea
    s.french_navy = STORAGE
    assert sea_control(s) not in ("coalition", "france")


def test_2_1_4_5_portugal_takes_the_units_beaten_in_spain(s: SolitaireState) -> None:
    assert coalition_refuges(s, "spain", ["wellington"]) == ["portugal"]


def test_2_2_1_1_and_4_4_1_historical_events_fill_the_cup_on_their_turn(s: SolitaireState) -> None:
    before = len(s.event_cup)
    s.turn = 1
    historical_events(s)  # Valmy: Switzerland, the Cape and a satellite into the cup
    assert len(s.event_cup) == before + 3
    assert {"war_switzerland", "war_cape"} <= set(s.event_cup)


def test_4_3_1_the_but_marker_follows_the_turn_track(s: SolitaireState) -> None:
    for turn, expected in ((1, "france"), (2, "germany"), (3, "italy")):
        s.turn = turn
        place_but(s)
        assert s.but == expected == TURNS[turn].but


def test_2_4_2_1_and_2_4_2_2_minor_states_are_always_the_players_and_may_stay(s: SolitaireState) -> None:
    minors = [u for u in UNITS if UNITS[u].nation == "minor"]
    clear_map(s)
    s.where[minors[0]], s.where[minors[1]] = "germany", "germany"
    s.where["wellington"] = "germany"
    s.minor_cup = [u for u in minors if s.where[u] == MINOR_CUP]
    collect(s, keep=[minors[0]])
    assert s.where[minors[0]] == "germany" and s.where[minors[1]] == MINOR_CUP
    assert s.where["wellington"] == COALITION_POOL


def test_2_6_1_three_napoleons_and_2_9_1_fervour_in_each_major_country(s: SolitaireState) -> None:
    assert set(s.fervour) == set(MAJORS)
    change_fervour(s, "italy", 40)  # 11.4-2: a change past the end is ignored
    assert s.fervour["italy"] == FERVOUR_MAX
    change_fervour(s, "italy", -40)
    assert s.fervour["italy"] == FERVOUR_MIN


def test_4_6_3_and_9_2_1_1_satellites_carry_the_light_infantry_modifiers() -> None:
    values = {sat.li for sat in SATELLITES.values()}
    assert values <= {1, -1, -2, -3, None} and None in values  # X: no roll, NA


def test_7_2_1_and_7_4_1_the_grande_armee_four_to_the_but_then_the_invasion_table(s: SolitaireState) -> None:
    s.but, s.turn = "germany", 6
    s.script = [5]  # turn 6 + 5 = row 11
    grande_armee(s)
    assert len(s.but_stack) == 4 and all(s.where[u] == "germany" for u in s.but_stack)
    assert sum(UNITS[u].nation != "spanish" for u, at in s.where.items() if at == "france") >= 4


def test_8_2_2_and_9_8_1_2_nationalities_go_where_their_letter_allows(s: SolitaireState) -> None:
    s.but, s.paris = "germany", False
    assert placeable(s, "blake") == ["spain"]
    assert "spain" not in placeable(s, "blucher") and "france" not in placeable(s, "blucher")
    s.but = "france"
    assert "france" in placeable(s, "blucher")  # 11.1.1-1: the But marker opens France


def test_8_6_1_and_9_0_1_a_battle_wherever_both_sides_stand(s: SolitaireState) -> None:
    clear_map(s)
    s.where["wellington"], s.where["ney"] = "germany", "germany"
    s.where["blucher"] = "austria"
    s.where["soult"] = "italy"
    assert battles_due(s) == ["germany"]


def test_11_1_2_control_counts_coalition_and_minor_units_and_abdication_moves(s: SolitaireState) -> None:
    clear_map(s)
    s.but = "germany"
    s.where["wellington"], s.where["guards1"], s.where["blucher"] = "germany", "italy", "austria"
    s.satellites["italy"] = "sat_minus2a"  # a satellite does not stop control
    assert controller(s, "italy") == "coalition"
    s.abdication = 5
    control_and_abdication(s)
    assert s.abdication == 6
    s.where["blucher"] = COALITION_POOL
    assert not any(at == CASUALTY for at in s.where.values())
    control_and_abdication(s)  # two countries and no French casualty: -1
    assert s.abdication == 5


def test_11_4_2_fervour_follows_control_within_the_track(s: SolitaireState) -> None:
    clear_map(s)
    s.napoleon_at = STORAGE
    s.where["wellington"], s.where["ney"] = "germany", "italy"
    s.fervour["germany"], s.fervour["italy"] = FERVOUR_MIN, FERVOUR_MAX
    fervour_adjustment(s)
    assert s.fervour["germany"] == FERVOUR_MIN and s.fervour["italy"] == FERVOUR_MAX


def test_11_5_2_and_11_5_3_josephine_home_and_the_french_diplomats_out_of_france(s: SolitaireState) -> None:
    s.josephine_at, s.paris = "italy", False
    s.french_diplomats["talleyrand"] = "france"
    diplomats_and_josephine(s)
    assert s.josephine_at == BEDROOM and s.french_diplomats["talleyrand"] == HOTEL
    assert set(s.coalition_diplomats.values()) == {LONDON}
    assert set(COALITION_DIPLOMATS) == {"metternich", "castlereagh", "hardenberg", "razumovsky"}  # 6.0-1


def test_9_5_1_the_dice_of_a_battle_come_from_the_state_generator(s: SolitaireState) -> None:
    s.script = [4, 2]
    assert rng.roll_many(s, 2) == [4, 2]


def test_3_4_1_the_optional_rules_are_chosen_at_set_up(game: NapoleonicWars) -> None:
    specs = {spec.key: spec.choices for spec in game.option_specs}
    assert specs["cavalry"] == ("off", "on") and specs["veteran"] == ("off", "on")
    assert game.setup(1, "bonaparte1792", {"cavalry": "on"}).options["cavalry"] == "on"


def test_4_2_1_1_the_small_war_fund_goes_back_at_the_end_of_the_turn_only(
    game: NapoleonicWars, s: SolitaireState
) -> None:
    from engine.nwsolitaire.money import Budget

    s.treasury, s.small_war_fund = 3, 5
    allocation = {a.args[:2] for a in Budget().prompt(s, "coalition").actions if a.args}
    transfers = {a.args[:2] for a in Budget(end_of_turn=True).prompt(s, "coalition").actions if a.args}
    assert ("fund", "treasury") not in allocation
    assert {("fund", "treasury"), ("fund", "naval")} <= transfers


def test_9_0_2_the_player_chooses_the_order_of_the_battles(s: SolitaireState) -> None:
    from engine.nwsolitaire.battle import BattlePhase

    clear_map(s)
    for country, ours, theirs in (("germany", "wellington", "ney"), ("italy", "radetzky", "soult")):
        s.where[ours], s.where[theirs] = country, country
    offered = [a.args for a in BattlePhase().prompt(s, "coalition").actions]
    assert offered == [("germany",), ("italy",)]

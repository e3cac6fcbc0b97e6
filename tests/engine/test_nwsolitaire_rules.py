"""The Napoleonic Wars solitaire, rule by rule: each test cites the inventory's checklist item
(`4.9-2`…), missing-data item (M-…) or reading (A-…) it checks, on a state set up by the rules and
changed only where the test says so."""

from __future__ import annotations

import pytest

from engine.core import Action, rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.abdication import collect, loss_candidates, recovery
from engine.nwsolitaire.army import place_french
from engine.nwsolitaire.battle import Battle, coalition_refuges, french_refuge
from engine.nwsolitaire.coalition import napoleon_candidates, strategic_surprise
from engine.nwsolitaire.data.map import ADJACENT, BROWN_BOXES, MAJORS
from engine.nwsolitaire.data.tables import (
    CRT,
    FA,
    FD,
    INVASION_TABLE,
    NA,
    NAPOLEON_TABLE,
    combat_result,
    light_infantry,
)
from engine.nwsolitaire.data.units import UNITS
from engine.nwsolitaire.diplomacy import CounterDiplomacy, can_recruit, french_diplomacy, recruit_cost
from engine.nwsolitaire.events import duchy_of_warsaw, place_satellite, spanish_ulcer
from engine.nwsolitaire.money import cap_pools, collect_income, continental_system
from engine.nwsolitaire.naval import sea_control
from engine.nwsolitaire.smallwar import SmallWar, delay
from engine.nwsolitaire.state import (
    CASUALTY,
    COALITION_POOL,
    FRENCH_CUP,
    HIGH_SEAS,
    HOTEL,
    LONDON,
    NEUTRAL_POOL,
    REMOVED,
    ROYALIST_BOX,
    SolitaireState,
    coalition_at,
    french_at,
)
from engine.nwsolitaire.surrender import surrender

SEAT = "coalition"


@pytest.fixture
def game() -> NapoleonicWars:
    return NapoleonicWars()


@pytest.fixture
def s(game: NapoleonicWars) -> SolitaireState:
    return game.setup(7, "bonaparte1792")


def clear_map(s: SolitaireState) -> None:
    """Every unit off the major countries (to the pools and the cup), for a battle set up by hand."""
    for uid, at in s.where.items():
        if at in MAJORS:
            s.where[uid] = FRENCH_CUP if UNITS[uid].nation == "french" else COALITION_POOL


# --- the tables, over their whole range (M-10…M-13) ----------------------------------------------


def test_light_infantry_table_covers_every_column_and_fits_the_examples() -> None:
    """M-12, A-15, 9.2-2: every fervour 0-16 and modified roll 1-6 has a result (NA, FA or FD, the
    dice of the battle); the four examples hold."""
    assert {light_infantry(f, r) for f in range(17) for r in range(1, 7)} == {NA, FA, FD}
    assert light_infantry(16, 4) == FD and light_infantry(14, 3) == FD and light_infantry(11, 3) == FD
    assert light_infantry(5, 5 - 2) == FA
    for f in range(17):  # higher fervour never helps the Coalition
        order = {FD: 0, FA: 1, NA: 2}
        assert all(order[light_infantry(f, r)] <= order[light_infantry(f, r + 1)] for r in range(1, 6))


def test_combat_results_table_runs_without_gaps_and_fits_the_examples() -> None:
    """M-13, A-13, 9.6-1: the bands run upwards without a gap; -1, 8, 12, 13, 20 and 22 as the examples."""
    highs = [band.high for band in CRT]
    assert highs == sorted(highs)
    assert combat_result(-1) == combat_result(-30) == "french_pursuit"
    assert combat_result(8) == "french_narrow" and combat_result(12) == "cavalry_charge"
    assert combat_result(13) == "coalition_narrow" and combat_result(20) == "coalition_major"
    assert combat_result(22) == combat_result(60) == "coalition_pursuit"


def test_invasion_and_napoleon_tables_have_every_row() -> None:
    """M-10, M-11, 8.5-2: 1d6 + turn reaches rows 2-22 (Napoleon: 3-22, never on turn 1; a row is a
    country and N+x, or the surprise)."""
    assert sorted(INVASION_TABLE) == list(range(2, 23))
    assert INVASION_TABLE[4] == (("italy", 3), ("spain", 2), ("germany", 1))
    assert INVASION_TABLE[8] == (("germany", 3), ("italy", 2), ("austria", 1))
    assert sorted(NAPOLEON_TABLE) == list(range(3, 23))
    assert NAPOLEON_TABLE[6].country == ""  # the strategic surprise of 13.0 turn 2
    assert all(row.country in ("", *MAJORS) for row in NAPOLEON_TABLE.values())


def test_adjacency_is_symmetric() -> None:
    """M-1: the dotted lines join both ways."""
    assert all(a in ADJACENT[b] for a, near in ADJACENT.items() for b in near)


# --- 3.3 set-up and the scenarios ----------------------------------------------------------------


def test_scenario_one_lays_out_the_counters_of_3_3(s: SolitaireState) -> None:
    """3.3-1: pools 0 (then turn 1's income, £13), fervour 16/14/14/12/12, Talleyrand and Reinhard in Germany, the Royalists in
    France and the Émigrés in Germany, the £1 gold markers, every French corps in the cup."""
    assert (s.treasury, s.small_war_fund, s.naval_budget, s.abdication, s.turn) == (13, 0, 0, 0, 1)
    assert s.fervour == {"france": 16, "germany": 14, "italy": 14, "austria": 12, "spain": 12}
    assert s.status == {
        "spain": "coalition",
        "sweden": "neutral",
        "prussia": "coalition",
        "austria": "coalition",
        "russia": "neutral",
    }
    assert (
        s.french_diplomats["talleyrand"] == "germany" and list(s.french_diplomats.values()).count(HOTEL) == 4
    )
    assert coalition_at(s, "france") == ["royalists"] and sorted(coalition_at(s, "germany")) == [
        "emigres_conde",
        "emigres_vendee",
    ]
    assert sorted(s.gold) == ["cape", "egypt", "haiti", "ireland", "mysore"]
    assert len(s.french_cup) == 28 and sorted(s.event_cup) == ["no_war1", "no_war2", "san_ildefonso"]
    assert s.where["kutuzov"] == NEUTRAL_POOL and s.where["wellington"] == COALITION_POOL


def test_scenario_three_opens_with_the_russian_invasion(game: NapoleonicWars) -> None:
    """S3-2: before step A of turn 12 Napoleon invades Russia (all four markers face up: +4)."""
    s = game.setup(3, "end1813")
    # 4.10-1: one Austrian or Prussian neutral unit delayed per French diplomat in Germany or Austria
    assert s.turn == 12 and game.prompt(s, SEAT).key == "nwsolitaire-ask-levy"
    game.apply(s, SEAT, Action.parse("pick yorck"))
    game.apply(s, SEAT, Action.parse("pick charles"))
    assert s.where["yorck"] == s.where["charles"] == "delayed"
    assert game.prompt(s, SEAT).key == "nwsolitaire-ask-invasion"
    assert s.paris and s.ottoman_at == "" and s.status["russia"] == "coalition"  # 4.10-1
    rng.script(s, [4, 4])  # 8 + 4 = 12: a French defeat
    game.apply(s, SEAT, Action.parse("fight 0"))
    assert game.prompt(s, SEAT).key == "nwsolitaire-ask-charge"
    rng.script(s, [1, 1, 1, 2, 3])  # the three fervour rolls, then 2d6 French units lost
    game.apply(s, SEAT, Action.parse("accept"))
    # 4.10.2-1: Napo-V, everyone joins, the marriage goes, abdication 9 + 1, the Bavarians Austrian
    assert s.napoleon == "V" and s.marriage == "" and s.abdication == 10
    assert s.status["prussia"] == s.status["austria"] == "coalition" and s.bavaria_austrian
    assert sum(at == REMOVED for u, at in s.where.items() if UNITS[u].nation == "french") == 5 + 5


# --- 4.0 the Event Phase ---------------------------------------------------------------------------


def test_income_counts_london_the_powers_the_icons_and_trade(s: SolitaireState) -> None:
    """4.1-1, and the §4.1.1 example: £4, Austria's £2 without Prussia, two icons, three gold markers."""
    s.status["prussia"] = "surrendered"
    s.icons = {"beethoven": LONDON, "goya": LONDON}
    s.gold.update({"haiti": "down", "egypt": "down"})
    s.treasury = 3
    collect_income(s)
    assert s.treasury == 3 + 11
    s.continental_system = True
    rng.script(s, [4])
    continental_system(s)  # 4.1.1-1
    assert s.treasury == 10
    s.treasury = 2
    rng.script(s, [6])
    continental_system(s)
    assert s.treasury == 0  # never below 0


def test_each_pool_carries_over_at_most_16(s: SolitaireState) -> None:
    """4.2.2-2."""
    s.treasury, s.small_war_fund, s.naval_budget = 20, 16, 17
    cap_pools(s)
    assert (s.treasury, s.small_war_fund, s.naval_budget) == (16, 16, 16)


def test_the_naval_budget_never_moves_out(game: NapoleonicWars, s: SolitaireState) -> None:
    """4.2.2-1, 11.9-1: no transfer starts from the Naval Budget."""
    s.naval_budget = 5
    assert not any(a.args and a.args[0] == "naval" for a in game.legal_actions(s, SEAT))


def test_a_satellite_avoids_france_and_replaces_an_old_one(s: SolitaireState) -> None:
    """4.6-1, 4.6-2, 4.8-1: a 1 (France) is rolled again; the new chit replaces the old; the Pope
    is imprisoned when Italy gets one."""
    s.satellites["italy"] = "sat_minus1b"
    rng.script(s, [1, 4])
    place_satellite(s, "sat_minus2a")
    assert s.satellites == {"italy": "sat_minus2a"} and not s.pope


def test_a_pro_french_spain_takes_no_satellite(s: SolitaireState) -> None:
    """4.6-1, 6.3.3-1: Spain while pro-French is rolled again; 6 is the But country (Germany)."""
    s.status["spain"] = "pro_french"
    s.but = "germany"
    rng.script(s, [5, 6])
    place_satellite(s, "sat_xb")
    assert s.satellites == {"germany": "sat_xb"}


def test_the_duchy_of_warsaw(s: SolitaireState) -> None:
    """4.7-1, 4.7-2: in Germany over a satellite, Poniatowski into the French cup; a later
    satellite in Germany replaces the chit and Poniatowski stays."""
    s.satellites["germany"] = "sat_plus1"
    duchy_of_warsaw(s)
    assert s.warsaw and "germany" not in s.satellites and "poniatowski" in s.french_cup
    rng.script(s, [2])
    place_satellite(s, "sat_minus3a")
    assert not s.warsaw and "poniatowski" in s.french_cup


def test_the_spanish_ulcer(s: SolitaireState) -> None:
    """4.11-1: Spain joins, the treaty goes, fervour -10, the two Spanish units to the pool."""
    s.status["spain"] = "pro_french"
    s.ildefonso = "spain"
    for uid in ("blake", "palafox"):
        s.where[uid] = FRENCH_CUP
        s.french_cup.append(uid)
    spanish_ulcer(s)
    assert s.status["spain"] == "coalition" and s.ildefonso == REMOVED and s.spanish_ulcer
    assert s.fervour["spain"] == 2 and s.where["blake"] == s.where["palafox"] == COALITION_POOL
    assert "blake" not in s.french_cup


def war(game: NapoleonicWars, s: SolitaireState, box: str) -> None:
    from engine.core import push

    push(s, SmallWar(box=box))
    game.machine.advance(s)


def test_small_war_modifiers_sea_and_ottomans(game: NapoleonicWars, s: SolitaireState) -> None:
    """4.9-2, 4.9.2-1, A-2: +2 with the sea, 0 with the British Navy flipped, -2 for France; the
    Ottoman army -2; a naval battle is offered only against French sea control (A-30)."""
    frame = SmallWar(box="egypt")
    assert sea_control(s) == "coalition" and frame.modifier(s) == 2
    s.british_navy_flipped = True
    assert frame.modifier(s) == 0
    s.british_navy, s.french_navy = "storage", HIGH_SEAS
    assert frame.modifier(s) == -2
    s.ottoman_at = "egypt"
    assert frame.modifier(s) == -4
    assert SmallWar(box="switzerland").modifier(s) == 0  # no anchor
    war(game, s, "egypt")
    assert "naval" in [a.notation() for a in game.legal_actions(s, SEAT)]


def test_conceding_a_strategic_war_and_losing_an_economic_one(
    game: NapoleonicWars, s: SolitaireState
) -> None:
    """4.9-3, 4.9.1-3: a concession needs no roll; a strategic loss costs a level, an economic one the
    gold marker (A-3: turned over)."""
    s.abdication = 3
    war(game, s, "switzerland")
    game.apply(s, SEAT, Action.parse("concede"))
    assert s.wars["switzerland"] == "down" and s.abdication == 2
    war(game, s, "haiti")
    rng.script(s, [1, 1])
    game.apply(s, SEAT, Action.parse("fight 0"))
    assert s.wars["haiti"] == "down" and s.gold["haiti"] == "down"


def test_a_russian_war_moves_its_marker_and_finland_brings_sweden(
    game: NapoleonicWars, s: SolitaireState
) -> None:
    """4.9.1-2, 6.3-4, 4.9-2 4): the Finland war (won) puts its marker face up in the Russian War box
    and Sweden joins; a Russian unit may be delayed for +1 only while Russia is in the Coalition."""
    war(game, s, "finland")
    assert s.status["sweden"] == "coalition" and s.where["sweden"] == COALITION_POOL
    assert not any(a.verb == "delay" for a in game.legal_actions(s, SEAT))
    rng.script(s, [5, 5])
    game.apply(s, SEAT, Action.parse("fight 0"))
    assert s.russian_wars["finland"] == "up" and s.wars["finland"] == "up"


def test_egypt_keeps_napoleon_busy(game: NapoleonicWars, s: SolitaireState) -> None:
    """4.14-1, A-10: win or lose, Napoleon is busy in Egypt to the end of the turn."""
    s.napoleon = "B"
    war(game, s, "egypt")
    game.apply(s, SEAT, Action.parse("concede"))
    assert s.napoleon_at == "egypt" and s.napoleon_busy


# --- 5.0 and 6.0 the diplomats -------------------------------------------------------------------


def test_a_third_french_diplomat_goes_back_to_the_hotel(s: SolitaireState) -> None:
    """5.1-2, 5.2-1: Talleyrand leaves first; Germany already holds two, so he stays at the Hotel."""
    s.french_diplomats.update(
        {"talleyrand": HOTEL, "reinhard": HOTEL, "envoy1": "germany", "envoy2": "germany"}
    )
    rng.script(s, [2, 3])
    french_diplomacy(s)
    assert s.french_diplomats["talleyrand"] == HOTEL and s.french_diplomats["reinhard"] == "austria"


def test_several_diplomats_on_one_stop_at_the_first_win(game: NapoleonicWars, s: SolitaireState) -> None:
    """6.1-3: Castlereagh fails (5 + 2), Metternich wins (1 + 2): Razumovsky does not roll."""
    from engine.core import push

    s.treasury = 5
    push(s, CounterDiplomacy())
    game.machine.advance(s)
    for ours in ("castlereagh", "metternich", "razumovsky"):
        game.apply(s, SEAT, Action.parse(f"debate {ours} talleyrand"))
    rng.script(s, [5, 1])
    game.apply(s, SEAT, Action.parse("resolve"))
    assert s.french_diplomats["talleyrand"] == HOTEL and s.treasury == 2 and not s.script


def test_recruiting_costs_and_conditions(s: SolitaireState) -> None:
    """6.3-1, 6.3.2-1, A-6, A-7: £2 + £1 a defeated war (£5 with a marriage); a French diplomat in the
    green box or a scroll forbids it; Russia needs not both boxes French."""
    s.treasury = 10
    s.status["austria"] = "surrendered"
    s.wars = {"haiti": "down", "cape": "down", "egypt": "up"}
    assert recruit_cost(s, "austria") == 4
    s.marriage = "austria"
    assert recruit_cost(s, "austria") == 7 and can_recruit(s, "austria")
    s.french_diplomats["envoy1"] = "austria"
    assert not can_recruit(s, "austria")
    s.scrolls = {**s.scrolls, "russia": ()}
    s.coalition_diplomats["metternich"] = "germany"
    assert not can_recruit(s, "russia")  # Talleyrand in Germany and an envoy in Austria
    s.french_diplomats["envoy1"] = HOTEL
    assert can_recruit(s, "russia") and recruit_cost(s, "russia") == 4


# --- 7.0 the Grande Armée ---------------------------------------------------------------------------


def test_the_spanish_ulcer_takes_the_first_unit_into_spain(s: SolitaireState) -> None:
    """7.5-1: only the first French unit placed in Spain this turn goes to the Casualty box."""
    s.spanish_ulcer = True
    placed = place_french(s, "spain", 2)
    placed += place_french(s, "spain", 1)
    assert len(placed) == 2 and len([u for u, at in s.where.items() if at == CASUALTY]) == 1


def test_an_empty_cup_costs_fervour(s: SolitaireState) -> None:
    """7.0-1, A-11: the units left are placed, then the country loses 5 fervour."""
    s.french_cup = s.french_cup[:2]
    assert len(place_french(s, "italy", 4)) == 2 and s.fervour["italy"] == 9


# --- 8.0 the Coalition Phase ------------------------------------------------------------------------


def test_napoleon_takes_units_by_the_priorities_of_8_5(s: SolitaireState) -> None:
    """8.5-3, A-12: never France, the But country or the destination; the weakest stays where France
    is alone; from a contested country only while France stays ahead."""
    clear_map(s)
    s.but = "germany"
    for uid, at in {
        "ney": "spain",
        "oudinot": "spain",
        "soult": "italy",
        "massena": "austria",
        "davout": "germany",
        "lannes": "france",
    }.items():
        s.where[uid] = at
    s.where["wellington"] = "austria"  # 7 against 6: Masséna may not leave (7 - 7 is not above 0)
    assert napoleon_candidates(s, "italy") == ["ney"]  # Oudinot (3) holds Spain; Soult is in the destination
    s.where["soult"] = "spain"
    assert napoleon_candidates(s, "italy") == ["ney", "soult"]  # the player picks among equals


def test_a_strategic_surprise_moves_napoleon_the_but_marker_and_its_stack(s: SolitaireState) -> None:
    """8.5.1-1: a 4 sends Napoleon to Italy; the But marker and the 7.2 stack follow."""
    s.napoleon, s.but = "B", "germany"
    s.but_stack = place_french(s, "germany", 4)
    rng.script(s, [4])
    strategic_surprise(s)
    assert s.but == s.napoleon_at == "italy" and sorted(french_at(s, "italy")) == sorted(s.but_stack)


# --- 9.0 battles ------------------------------------------------------------------------------------


def fight(game: NapoleonicWars, s: SolitaireState, country: str, dice: list[int]) -> None:
    from engine.core import push

    rng.script(s, dice)
    push(s, Battle(country=country))
    game.machine.advance(s)


def test_a_french_narrow_win_keeps_a_cavalry_unit(game: NapoleonicWars, s: SolitaireState) -> None:
    """9.7.3-1: among the strongest French units a cavalry one survives; everything else is destroyed
    (the Royalists to their box, 9.7.1-1); France holds the country, fervour +1 (9.10-1)."""
    clear_map(s)
    s.fervour["germany"] = 15  # FD: one die
    for uid in ("augereau", "murat", "mortier", "wellington", "moore", "abercromby", "royalists"):
        s.where[uid] = "germany"
    fight(game, s, "germany", [1, 2])  # 19 - 13 + 2 = 8: a French narrow win
    assert french_at(s, "germany") == ["murat"] and coalition_at(s, "germany") == []
    assert s.where["augereau"] == s.where["wellington"] == CASUALTY and s.where["royalists"] == ROYALIST_BOX
    assert s.fervour["germany"] == 16


def test_french_retreat_takes_the_safest_way(s: SolitaireState) -> None:
    """9.8.2-1: from Spain to France; from Austria to a neighbour without coalition units (Italy),
    else by a die (1-3 Germany, 4-6 Italy)."""
    clear_map(s)
    assert french_refuge(s, "spain", ["ney"], False) == "france"
    s.where["wellington"] = "germany"
    assert french_refuge(s, "austria", ["ney"], False) == "italy"
    s.where["moore"] = "italy"
    rng.script(s, [5])
    assert french_refuge(s, "austria", ["ney"], False) == "italy"  # both weaker than Ney: a die


def test_coalition_retreats(s: SolitaireState) -> None:
    """9.8.1-1, 9.8.1-3, 9.8.3-1: all to one neighbour: from Spain to Portugal; from France to Italy or Germany, Spain too when all
    are British, Spanish or minors; from Germany to France only with the Paris or But marker."""
    assert coalition_refuges(s, "spain", ["wellington"]) == ["portugal"]
    assert coalition_refuges(s, "france", ["wellington", "guards1"]) == ["italy", "germany", "spain"]
    assert coalition_refuges(s, "france", ["wellington", "blucher"]) == ["italy", "germany"]
    s.but = "austria"
    assert coalition_refuges(s, "germany", ["blucher"]) == ["austria"]


def test_the_guard_of_napo_v_disbands_in_defeat(game: NapoleonicWars, s: SolitaireState) -> None:
    """9.3-1, 9.7.2-2: Napo-V brings the Guard on a 5; beaten, it disbands: France -1d6, abdication +2."""
    clear_map(s)
    s.napoleon, s.napoleon_at = "V", "austria"
    s.fervour["austria"] = 16
    s.where["ney"] = "austria"
    for uid in ("charles", "schwarzenberg", "radetzky", "bellegarde", "barclay", "bagration", "bennigsen"):
        s.where[uid] = "austria"
    # LI 1 (FD), Guard 5, one die 6: 27 - 13 + 6 = 20, a major victory; then France -3
    fight(game, s, "austria", [1, 5, 6, 3])
    assert s.where["guard"] == REMOVED and s.abdication == 2 and s.fervour["france"] == 13
    assert s.where["ney"] == CASUALTY


# --- 10.0 and 11.0 ----------------------------------------------------------------------------------


def test_a_surrender_sends_the_units_to_the_neutral_pool(s: SolitaireState) -> None:
    """6.2.1-1: Austrian units, those in the Casualty box too (delayed ones stay), the marker, -1d6."""
    s.where["charles"] = "austria"
    s.where["radetzky"] = CASUALTY
    delay(s, "bellegarde", voluntary=False)
    rng.script(s, [4])
    surrender(s, "austria")
    assert s.where["charles"] == s.where["radetzky"] == NEUTRAL_POOL and s.where["bellegarde"] == "delayed"
    assert s.status["austria"] == "surrendered" and s.fervour["austria"] == 8


def test_french_losses_follow_the_dots(s: SolitaireState) -> None:
    """11.7-1: red-dot infantry first, the weakest; white dots never."""
    for uid in ("murat", "bernadotte", "bessieres", "pichegru", "moreau"):
        s.where[uid] = CASUALTY
    assert loss_candidates(s) == ["pichegru"]
    s.where["pichegru"] = REMOVED
    s.where["moreau"] = REMOVED
    assert loss_candidates(s) == ["bessieres"]
    s.where["bessieres"] = REMOVED
    assert loss_candidates(s) == []


def test_collection_clears_the_map(s: SolitaireState) -> None:
    """11.8-1: French units to the cup, coalition units to the pool, Royalists to their box, minors
    kept in Portugal move to Spain, minors in the Casualty box to their cup."""
    s.where.update(
        {
            "ney": "italy",
            "wellington": "portugal",
            "guards1": "portugal",
            "guards2": CASUALTY,
            "royalists": "france",
        }
    )
    collect(s, keep=["guards1"])
    assert s.where["ney"] == FRENCH_CUP and "ney" in s.french_cup
    assert s.where["wellington"] == COALITION_POOL and s.where["royalists"] == ROYALIST_BOX
    assert s.where["guards1"] == "spain" and s.where["guards2"] == "minor_cup"


def test_delayed_units_come_back_on_time(s: SolitaireState) -> None:
    """12.3-3: a voluntary Russian delay returns at this turn's recovery, an event's at the next."""
    delay(s, "blake", voluntary=False)
    delay(s, "kutuzov", voluntary=True)
    recovery(s)
    assert s.where["kutuzov"] == NEUTRAL_POOL and s.where["blake"] == "delayed"  # Russia is neutral
    s.turn += 1
    recovery(s)
    assert s.where["blake"] == COALITION_POOL


# --- hidden information -----------------------------------------------------------------------------


def test_determinize_redraws_every_cup_and_keeps_the_view(game: NapoleonicWars, s: SolitaireState) -> None:
    """Hidden information: the cups' order and the unseen satellites are re-drawn; the view is the same."""
    other = game.determinize(s, SEAT, 99)
    assert sorted(other.french_cup) == sorted(s.french_cup) and other.french_cup != s.french_cup
    assert sorted(other.satellite_storage) == sorted(s.satellite_storage)
    assert game.view(other, SEAT) == game.view(s, SEAT)
    assert "french_cup" not in game.view(s, None) and game.view(s, None)["cups"]["french"] == 28


def test_every_brown_box_has_its_chit() -> None:
    """M-4, M-7: a small-war chit for each brown box."""
    from engine.nwsolitaire.data.chits import CHITS

    assert all(f"war_{box}" in CHITS for box in BROWN_BOXES)


# --- 9.1 the cavalry reaction (optional) ------------------------------------------------------------


def test_the_cavalry_reaction_of_the_9_1_example(game: NapoleonicWars) -> None:
    """9.1.1-2, 9.1.1-3, 9.1.2-1, 9.1.2-2 and the example of 9.1: Grouchy, the weakest of three French
    cavalry alone in Germany, stays; Murat (3 + 1) rides to Austria, Bessières (5 + 1) does not;
    Kutuzov (2 + 1, Murat now in Austria) rides from Italy."""
    s = game.setup(7, "bonaparte1792", {"cavalry": "on"})
    clear_map(s)
    s.fervour["austria"] = 16
    for uid in ("murat", "bessieres", "grouchy"):
        s.where[uid] = "germany"
    s.where["ney"] = "austria"
    s.where["blucher"] = "austria"  # coalition cavalry in the battle country: +1
    s.where["kutuzov"] = "italy"
    s.where["platov"] = "italy"
    fight(game, s, "austria", [3, 5])
    assert s.where["murat"] == "austria" and s.where["bessieres"] == s.where["grouchy"] == "germany"
    assert game.prompt(s, SEAT).key == "nwsolitaire-ask-reaction"
    assert [a.notation() for a in game.legal_actions(s, SEAT)] == ["react kutuzov", "react platov", "done"]
    rng.script(s, [2])
    game.apply(s, SEAT, Action.parse("react kutuzov"))
    assert s.where["kutuzov"] == "austria"


def test_a_retreat_after_a_cavalry_reaction_may_be_run_down(game: NapoleonicWars) -> None:
    """9.1.2-3: in a battle reacting cavalry joined, the retreating side rolls 1d6: above its SP the
    stack is destroyed; otherwise it retreats (here by 9.8.2's die, to Germany)."""
    s = game.setup(7, "bonaparte1792", {"cavalry": "on"})
    clear_map(s)
    s.fervour["austria"] = 16
    s.where["mortier"] = "austria"
    s.where["nansouty"] = s.where["grouchy"] = "germany"  # cavalry alone: Nansouty, the weaker, stays
    for uid in ("charles", "schwarzenberg", "radetzky", "bellegarde", "blucher", "brunswick"):
        s.where[uid] = "austria"  # 24 SP with Blücher's cavalry
    # Grouchy 1 + 1 rides in; LI 1 (FD); 24 - 7 + 6 = 23, a pursuit result but a white 6; the French
    # roll 6, not above their 7 SP; then 1 picks Germany among two empty neighbours
    fight(game, s, "austria", [1, 1, 6, 6, 1])
    assert s.where["grouchy"] == s.where["mortier"] == "germany"
    s = game.setup(7, "bonaparte1792", {"cavalry": "on"})
    clear_map(s)
    s.fervour["austria"] = 16
    s.where["ney"] = s.where["soult"] = "austria"
    s.where["murat"] = s.where["grouchy"] = "germany"
    s.where["radetzky"] = s.where["uhlans"] = "austria"  # 4 SP
    # Murat 1 + 1 rides in; LI 1; 4 - 17 + 3 = -10, a French pursuit (white 3: none); the Coalition
    # rolls 5, above its 4 SP: destroyed
    fight(game, s, "austria", [1, 1, 3, 5])
    assert s.where["radetzky"] == s.where["uhlans"] == CASUALTY


def test_provenance_names_every_component_and_marks_ours(game: NapoleonicWars) -> None:
    """M-1…M-17: every unit, brown box, turn, table row, satellite and diplomat has its source; values
    the rulebook prints are not marked reconstructed, the others are."""
    items = game.provenance()
    by_item = {(p.item.key, str(next(iter(p.item.args.values())))): p for p in items}
    assert (
        len(items)
        == len(UNITS) + len(BROWN_BOXES) + 16 + len(INVASION_TABLE) + len(NAPOLEON_TABLE) + 6 + 9 + 9 + 10
    )
    berthier = by_item[("nwsolitaire-prov-unit", "Ref(kind='nwsolitaire-unit', id='berthier')")]
    assert not berthier.reconstructed and berthier.source.key == "nwsolitaire-source-example"
    assert by_item[("nwsolitaire-prov-unit", "Ref(kind='nwsolitaire-unit', id='ney')")].reconstructed
    assert not by_item[("nwsolitaire-prov-invasion", "4")].reconstructed
    assert by_item[("nwsolitaire-prov-invasion", "5")].reconstructed


def test_scenario_two_napoleon_1805(game: NapoleonicWars) -> None:
    """S2-1: turn 6, But Austria, abdication 4, pools 4 (then the turn's income), Napo-N and Josephine
    in the Bedroom, Beethoven in London and Goya in Spain, the chits of D, Corfu's marker up, Spain
    pro-French with its units and the Bavarians in the French cup, Moreau out, the Pope and Terror gone."""
    s = game.setup(5, "napoleon1805")
    assert (s.turn, s.but, s.abdication, s.small_war_fund, s.naval_budget) == (6, "austria", 4, 4, 4)
    assert s.treasury == 4 + 4 + 2 + 1 + 5  # London £4, Austria £2, Beethoven £1, five gold markers
    assert s.napoleon == "N" and s.napoleon_at == s.josephine_at == "bedroom"
    assert s.icons == {"beethoven": LONDON, "goya": "spain"} and len(s.icon_storage) == 2
    assert s.wars == {"haiti": "up", "ireland": "up", "cape": "up", "egypt": "up", "switzerland": "down"}
    chits = sorted(c for c in s.event_cup if not c.startswith("sat_"))
    assert chits == sorted(
        [
            "war_senegal",
            "war_america",
            "war_mysore",
            "war_malta",
            "war_corfu",
            "war_denmark",
            "spanish_ulcer",
            "trafalgar",
        ]
    )
    assert sum(c.startswith("sat_") for c in s.event_cup) == 2  # J (turn 6's historical event comes after A2)
    assert sorted(s.satellites) == ["germany", "italy"] and len(s.satellites_out) == 3
    assert s.russian_wars == {"corfu": "up", "finland": "box", "caucasus": "box", "balkans": "box"}
    assert s.status["spain"] == "pro_french" and s.ildefonso == "spain"
    assert {"blake", "palafox", "bavaria"} <= set(s.french_cup) and s.where["moreau"] == REMOVED
    assert s.where["blucher"] == NEUTRAL_POOL and s.where["kutuzov"] == COALITION_POOL
    assert s.religion == "catholic" and not s.pope and not s.terror
    assert s.fervour == {"france": 14, "germany": 10, "italy": 8, "austria": 6, "spain": 10}


def test_scenario_three_the_end_1813(game: NapoleonicWars) -> None:
    """S3-1: turn 12, But Germany, abdication 9, pools 5, the marriage on Austria, Beethoven and Goya in
    London, the Spanish Ulcer in Spain, Fra Diavolo in Italy, the Duchy of Warsaw, Moreau, Dupont,
    Lannes, Murat and Bernadotte out, the Poles, Neapolitans and Bavarians in the cup, no £4 marker, no
    Nelson, the Swedes in the Coalition pool."""
    s = game.setup(5, "end1813")
    assert (s.turn, s.but, s.abdication, s.treasury, s.small_war_fund) == (12, "germany", 9, 5, 5)
    assert s.marriage == "austria" and s.icons == {"beethoven": LONDON, "goya": LONDON}
    assert s.spanish_ulcer and s.fra_diavolo and s.warsaw and not s.london_four and not s.nelson
    assert all(s.where[u] == REMOVED for u in ("moreau", "dupont", "lannes", "murat", "bernadotte"))
    assert {"poniatowski", "naples", "bavaria"} <= set(s.french_cup)
    assert s.where["sweden"] == COALITION_POOL and s.emancipation and s.religion == "usurper"
    assert list(s.satellites) == ["italy"] and s.event_cup == []
    assert s.fervour == {"france": 11, "germany": 8, "italy": 5, "austria": 2, "spain": 3}


def test_a_delayed_spanish_unit_returns_to_a_pro_french_spain(s: SolitaireState) -> None:
    """12.3-3 with 6.3.3-1: delayed by yellow fever, back after San Ildefonso: into the French cup."""
    delay(s, "blake", voluntary=False)
    s.status["spain"] = "pro_french"
    s.turn += 1
    recovery(s)
    assert s.where["blake"] == FRENCH_CUP and "blake" in s.french_cup

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


# --- the items the audit found uncited (2.1.4-1 … 12.3-2) ---------------------------------

SEAT = "coalition"


def keys(s: SolitaireState) -> list[str]:
    return [str(entry["msg"]["key"]) for entry in s.log]


def test_2_1_4_1_london_is_struck_only_by_the_trafalgar_chit(game: NapoleonicWars, s: SolitaireState) -> None:
    """2.1.4-1: London is no battlefield (no country touches it), and only a naval battle lost to the
    Trafalgar chit takes its £4 marker; 4.9.2-3 3): the Trafalgar chit brings a naval battle."""
    from engine.core import Action, push
    from engine.nwsolitaire.events import resolve_chit
    from engine.nwsolitaire.naval import NavalBattle

    assert LONDON not in ADJACENT and all(LONDON not in near for near in ADJACENT.values())
    assert LONDON not in MAJORS
    s.nelson = False
    for chit in ("", "trafalgar"):
        if chit:
            resolve_chit(s, chit)
        else:
            push(s, NavalBattle())
        game.machine.advance(s)
        assert isinstance(s.frames[-1], NavalBattle) and s.frames[-1].trafalgar == bool(chit)
        s.naval_budget = 0
        rng.script(s, [1, 1, 1])  # 3 on 3d6: lost
        game.apply(s, SEAT, Action.parse("navy 0"))
        assert s.london_four is not bool(chit)


def test_2_2_2_1_the_coalition_force_pool_is_what_may_be_bought(s: SolitaireState) -> None:
    """2.2.2-1: the units on offer are the ones in the Coalition Force Pool."""
    s.where["wellington"] = COALITION_POOL
    assert "wellington" in buyable(s)
    assert all(s.where[u] == COALITION_POOL for u in buyable(s))
    s.where["wellington"] = NEUTRAL_POOL
    assert "wellington" not in buyable(s)


def test_2_4_1_1_only_cavalry_reacts(s: SolitaireState) -> None:
    """2.4.1-1, 9.1.2-1: of the coalition units standing elsewhere, only the cavalry may react."""
    from engine.nwsolitaire.battle import coalition_reactors

    clear_map(s)
    s.options = {**s.options, "cavalry": "on"}
    s.where["uxbridge"], s.where["wellington"], s.where["hussars1"] = "italy", "italy", "italy"
    s.where["ney"], s.where["moore"] = "germany", "germany"
    reactors = coalition_reactors(s, "germany")
    assert "uxbridge" in reactors and "hussars1" in reactors
    assert "wellington" not in reactors and "moore" not in reactors


def test_2_5_1_coalition_diplomats_red_french_blue(game: NapoleonicWars, s: SolitaireState) -> None:
    """2.5-1: on the board the player's diplomats are red, France's blue."""
    from engine.core import Ref
    from i18n import translator
    from images.nwsolitaire.model import country

    s.coalition_diplomats["metternich"] = "germany"
    s.french_diplomats["talleyrand"] = "germany"
    tr = translator("en")
    chips = {c.text: c.fill for c in country(game.view(s, None), tr, "germany").chips}
    red = chips[tr.name(Ref("nwsolitaire-diplomat", "metternich"))]
    blue = chips[tr.name(Ref("nwsolitaire-diplomat", "talleyrand"))]
    assert red[0] > red[2] and blue[2] > blue[0]


def test_4_5_1_chits_are_drawn_one_at_a_time_and_leave_the_game(
    game: NapoleonicWars, s: SolitaireState
) -> None:
    """4.5-1: the second chit waits until the first is resolved; a drawn chit is out of the cup for good."""
    from engine.core import Action, push
    from engine.nwsolitaire.events import Draws

    s.event_cup = ["war_switzerland", "war_cape"]
    drawn = len(s.drawn_chits)
    push(s, Draws(left=2))
    game.machine.advance(s)
    assert len(s.drawn_chits) == drawn + 1 and len(s.event_cup) == 1  # the first war is waiting
    first = s.drawn_chits[-1]
    game.apply(s, SEAT, Action.parse("concede"))
    assert len(s.drawn_chits) == drawn + 2 and s.event_cup == []
    assert first not in s.event_cup and s.drawn_chits[-1] != first


def test_4_9_2_2_and_4_9_2_3_one_naval_battle_a_small_war_gives_plus_or_minus_two(
    game: NapoleonicWars, s: SolitaireState
) -> None:
    """4.9.2-2: against French sea control the player may fight one naval battle for an anchor-box war:
    won, +2; lost, -2; not a second one. 4.9.2-3 1) the anchor war offers it, 2) the 【NB】 event forces one."""
    from engine.core import Action, push
    from engine.nwsolitaire.naval import NavalBattle
    from engine.nwsolitaire.random_events import resolve_event
    from engine.nwsolitaire.smallwar import SmallWar

    for dice, mod in (([6, 6, 6], 2), ([1, 1, 1], -2)):
        s.british_navy, s.french_navy, s.nelson = STORAGE, HIGH_SEAS, False
        push(s, SmallWar(box="egypt"))
        game.machine.advance(s)
        rng.script(s, dice)
        game.apply(s, SEAT, Action.parse("naval"))
        game.apply(s, SEAT, Action.parse("navy 0"))
        war = s.frames[-1]
        assert isinstance(war, SmallWar) and war.modifier(s) == mod
        assert "naval" not in [a.verb for a in game.legal_actions(s, SEAT)]
        game.apply(s, SEAT, Action.parse("concede"))
    resolve_event(s, "NB")
    assert isinstance(s.frames[-1], NavalBattle)


def test_4_10_2_and_12_3_2_the_russian_invasion_roll(game: NapoleonicWars, s: SolitaireState) -> None:
    """4.10-2: +1 a face-up marker, -1 a face-down one, +1 each Russian delayed (12.3-2: any number);
    12 or more is a French defeat (Napo-V), 11 or less a French win (Russia surrenders)."""
    from engine.core import Action, push
    from engine.nwsolitaire.smallwar import Invasion

    for dice, defeated in (([4, 4], True), ([4, 3], False)):  # 8 + 4 = 12, 7 + 4 = 11
        t = game.setup(11, "bonaparte1792")
        t.napoleon, t.small_war_fund = "N", 0
        t.french_diplomats = dict.fromkeys(t.french_diplomats, HOTEL)
        t.russian_wars = dict(zip(t.russian_wars, ("up", "up", "up", "down"), strict=True))
        push(t, Invasion())
        game.machine.advance(t)
        for uid in ("barclay", "bagration"):
            game.apply(t, SEAT, Action.parse(f"delay {uid}"))
            assert t.where[uid] == "delayed"
        invasion = t.frames[-1]
        assert isinstance(invasion, Invasion) and invasion.modifier(t) == 3 - 1 + 2
        rng.script(t, [*dice, 1, 1, 1, 1, 1, 1, 1, 1])
        game.apply(t, SEAT, Action.parse("fight 0"))
        game.apply(t, SEAT, Action.parse("accept"))
        assert ("nwsolitaire-log-invasion-lost" in keys(t)) is defeated
        assert ("nwsolitaire-log-invasion-won" in keys(t)) is not defeated


def test_12_3_2_one_russian_delayed_for_a_russian_war(game: NapoleonicWars, s: SolitaireState) -> None:
    """12.3-2, 4.9-2 4): in a Russian War box, with Russia in the Coalition, one Russian unit may be
    delayed for +1, no more than one, and it goes to the turn track."""
    from engine.core import Action, push
    from engine.nwsolitaire.smallwar import SmallWar

    s.status["russia"] = "coalition"
    for uid in ("barclay", "bagration"):
        s.where[uid] = COALITION_POOL
    box = next(b for b, v in BROWN_BOXES.items() if v.kind == "russian" and not v.anchor and b != "finland")
    push(s, SmallWar(box=box))
    game.machine.advance(s)
    war = s.frames[-1]
    assert isinstance(war, SmallWar) and war.modifier(s) == 0
    game.apply(s, SEAT, Action.parse("delay barclay"))
    assert war.modifier(s) == 1 and s.where["barclay"] == "delayed"
    assert "delay" not in [a.verb for a in game.legal_actions(s, SEAT)]


def test_6_3_3_joining_leaves_the_satellite(s: SolitaireState) -> None:
    """6.3-3: Austria rejoining does not touch the satellite chit in Austria."""
    from engine.nwsolitaire.diplomacy import can_recruit, recruit

    surrender(s, "austria")
    s.satellites["austria"] = "sat_minus2a"
    s.french_diplomats = dict.fromkeys(s.french_diplomats, HOTEL)
    s.treasury = 16
    assert can_recruit(s, "austria")
    recruit(s, "austria")
    assert s.status["austria"] == "coalition" and s.satellites["austria"] == "sat_minus2a"


def test_7_1_2_coalition_units_enter_france_only_with_paris_or_but(s: SolitaireState) -> None:
    """7.1-2, 8.4: France is closed to the Coalition unless the Paris or the But marker is there."""
    s.but, s.paris = "germany", False
    assert "france" not in placeable(s, "wellington")
    s.paris = True
    assert "france" in placeable(s, "wellington")
    s.paris, s.but = False, "france"
    assert "france" in placeable(s, "wellington")


def test_9_2_2_1_the_pope_adds_two_to_the_light_infantry_roll(s: SolitaireState) -> None:
    """9.2.2-1: in Italy with the Pope a 1 reads as a 3 (fervour 2: FD becomes FA)."""
    from engine.nwsolitaire.battle import Battle
    from engine.nwsolitaire.data.tables import FA, FD

    s.satellites.pop("italy", None)
    s.josephine_at, s.fervour["italy"] = STORAGE, 2
    for pope, expected in ((True, FA), (False, FD)):
        s.pope = pope
        rng.script(s, [1])
        assert Battle(country="italy").light_infantry(s) == expected


def test_9_7_1_the_destroyed_go_to_the_casualty_box(s: SolitaireState) -> None:
    """9.7-1, 9.7.1-1: both sides' destroyed units to the Casualty box, the Royalists to theirs; the
    Guard is not destroyed but left to 9.7.2."""
    from engine.nwsolitaire.battle import destroy
    from engine.nwsolitaire.state import ROYALIST_BOX

    destroy(s, ["ney", "wellington", "blucher", "royalists", "guard"])
    assert s.where["ney"] == s.where["wellington"] == s.where["blucher"] == CASUALTY
    assert s.where["royalists"] == ROYALIST_BOX and s.where["guard"] == STORAGE


def test_9_7_2_1_the_guard_goes_home_after_a_french_win_or_with_napo_n(s: SolitaireState) -> None:
    """9.7.2-1: the Guard back to storage after a French win, or a French loss under Napo-N; only Napo-V
    beaten loses it (9.7.2-2)."""
    from engine.nwsolitaire.battle import Battle
    from engine.nwsolitaire.state import REMOVED

    for napoleon, winner in (("N", "france"), ("N", "coalition"), ("V", "france")):
        s.napoleon, s.guard_at, s.where["guard"] = napoleon, "austria", "austria"
        abdication = s.abdication
        Battle(country="austria", guard=True, winner=winner).after_result(s)
        assert s.where["guard"] == s.guard_at == STORAGE and s.abdication == abdication
    s.napoleon, s.guard_at, s.where["guard"] = "V", "austria", "austria"
    rng.script(s, [1])
    Battle(country="austria", guard=True, winner="coalition").after_result(s)
    assert s.where["guard"] == REMOVED


def test_9_8_1_1_9_9_1_and_9_12_1_a_retreat_into_the_enemy_fights_again(
    game: NapoleonicWars, s: SolitaireState
) -> None:
    """9.8.1-1: beaten in Austria, the coalition units all go to one neighbour the player picks (Germany
    or Italy); 9.12-1: French units stand in Italy, so a new battle is fought there at once, the units
    already there and those arriving fighting as one; 9.9-1: it rolls its own light infantry (no marker
    carried over)."""
    from engine.core import Action, push
    from engine.nwsolitaire.battle import Battle

    clear_map(s)
    s.napoleon_at = STORAGE
    s.fervour["austria"] = s.fervour["italy"] = 16  # FD: one die
    s.where["charles"], s.where["radetzky"], s.where["ney"] = "austria", "austria", "austria"
    s.where["massena"], s.where["augereau"], s.where["moore"] = "italy", "italy", "italy"
    rng.script(s, [1, 2])  # LI, then 8 - 6 + 2 = 4: a French victory
    push(s, Battle(country="austria"))
    game.machine.advance(s)
    assert sorted(a.args[0] for a in game.legal_actions(s, SEAT)) == ["germany", "italy"]
    rng.script(s, [1, 1])  # Italy: LI, then 5 + 8 - 12 + 1 = 2: a French major victory (Moore counts)
    game.apply(s, SEAT, Action.parse("retreat italy"))
    new = keys(s)  # the log of this step alone
    assert new.count("nwsolitaire-log-li") == 1 and new.count("nwsolitaire-log-battle") == 1
    assert s.where["charles"] == s.where["radetzky"] == s.where["moore"] == CASUALTY
    assert s.where["ney"] == "austria" and s.where["massena"] == "italy"

"""Integrity of the Napoleon 1815 component data, and the rulebook examples it must reproduce."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from engine.core import Msg
from engine.napoleon1815 import data
from engine.napoleon1815.data import board, cards, components, oob, scenarios
from engine.napoleon1815.data.cards import Colour, Deck, Timing
from engine.napoleon1815.data.map import River, Terrain
from engine.napoleon1815.data.oob import Army, BlockKind
from i18n import translator

PREFIXES = ("rulebook example p.", "rulebook p.", "public source: ", "reconstructed: ")

# --- helpers that apply the rulebook's arithmetic to the data (the engine will own the real ones) ---


def movement_points(card_value: int, block_ids: list[str]) -> int:
    """MOV-1 (p.10): card value, -1 per corps beyond the first, commander MP, solo-move symbol."""
    blocks = [oob.block(b) for b in block_ids]
    corps = [b for b in blocks if b.kind is BlockKind.CORPS]
    mp = card_value - (len(corps) - 1) + sum(b.mp_bonus for b in blocks)
    return mp + (1 if len(corps) == 1 and corps[0].solo_move else 0)


def move_fatigue(block_ids: list[str], mp_used: int, *, entered_engaged: bool = False) -> int:
    """MOV-7 (p.10): +1 per corps past 3 MP, +1 entering an engaged area, commander reduction."""
    blocks = [oob.block(b) for b in block_ids]
    corps = [b for b in blocks if b.kind is BlockKind.CORPS]
    gain = (len(corps) if mp_used > 3 else 0) + (1 if entered_engaged else 0)
    return max(0, gain - max((b.fatigue_reduction for b in blocks), default=0))


def battle_cards(stack: list[tuple[str, int, int]], *, terrain: Terrain = Terrain.PLAIN) -> int:
    """CMB-3 (p.12) for a defender or a plain attack: (block, SP, fatigue) per block."""
    total = 0
    for block_id, sp, fatigue in stack:
        b = oob.block(block_id)
        if b.kind is BlockKind.CORPS:
            total += 1 if sp <= 4 else 2
            total -= 1 if fatigue > 4 else 0
        total += b.battle_cards
    return total + (1 if terrain is Terrain.FOREST else 0)


def spread(total: int, corps: int) -> list[int]:
    """Even spread (p.10/p.13), remainder to the first corps listed."""
    return [total // corps + (1 if i < total % corps else 0) for i in range(corps)]


# --- counts ---


def test_block_counts_match_the_box() -> None:
    assert {army: len(oob.blocks_of(army)) for army in Army} == {
        Army.FRENCH: 17,
        Army.ANGLO_DUTCH: 14,
        Army.PRUSSIAN: 12,
        Army.NEUTRAL: 3,
    }
    assert [b.id for b in oob.BLOCKS if b.kind is BlockKind.COMMANDER] == [
        "napoleon",
        "wellington",
        "blucher",
    ]
    for army in (Army.FRENCH, Army.ANGLO_DUTCH, Army.PRUSSIAN):
        assert len(oob.blocks_of(army, BlockKind.SCOUT)) >= 3


def test_cubes_are_exactly_the_full_strength_oob() -> None:
    assert sum(c.count for c in oob.CUBES) == 104
    for cube in oob.CUBES:
        corps = oob.blocks_of(cube.army, BlockKind.CORPS)
        assert sum(getattr(b, cube.arm) for b in corps) == cube.count, cube.colour
    assert all(1 <= b.sp <= 8 for b in oob.BLOCKS if b.kind is BlockKind.CORPS)


def test_card_counts_and_serial_ranges() -> None:
    assert len(cards.FRENCH_DECK) == len(cards.ALLIED_DECK) == 36
    assert [c.number for c in cards.FRENCH_DECK] == list(range(1, 37))
    assert [c.number for c in cards.ALLIED_DECK] == list(range(37, 73))
    assert {c.number: c.replaces for c in cards.THREE_PLAYER_CARDS} == {
        78: 25,
        79: 42,
        80: 61,
        81: 67,
        82: 70,
    }
    assert [c.number for c in cards.INVASION_CARDS] == [73, 74, 75, 76, 77]
    for side in Deck:
        three = cards.deck(side, three_player=True)
        assert len(three) == 36
        assert {c.number for c in three} - {c.number for c in cards.deck(side)} <= set(range(78, 83))


def test_every_rulebook_event_is_on_a_card() -> None:
    assert [e.rule for e in cards.EVENTS] == [f"EVT-{n:02d}" for n in range(1, 48)]
    on_cards = {c.event for c in cards.FRENCH_DECK + cards.ALLIED_DECK}
    assert on_cards == set(cards.EVENT)
    for c in cards.CARDS:
        event = cards.EVENT[c.event]
        assert c.deck in event.decks or c.three_player
        assert c.colour is event.colour
        assert (c.timing is not None) == (c.colour is Colour.GREEN)


def test_decks_match_the_dice_and_the_value_spread() -> None:
    for side, three_player in itertools.product(Deck, (False, True)):
        deck = cards.deck(side, three_player=three_player)
        assert Counter((c.damage, c.fatigue) for c in deck) == Counter(dict.fromkeys(cards.DICE_FACES, 6))
        assert {c.value for c in deck} == {1, 2, 3, 4, 5}  # Red-haired Ney reads 1-3 and 4-5 (p.17)
        assert Counter(c.recovery for c in deck) == Counter({1: 16, 2: 14, 3: 6})
    assert set(cards.DICE) == {"blue", "red", "grey"}


# --- map ---


def test_map_is_a_connected_symmetric_road_graph() -> None:
    assert 45 <= len(board.AREAS) <= 60
    assert set(board.DISTANCE_TO_BRUXELLES) == set(board.AREA)
    for here, theirs in board.NEIGHBOURS.items():
        for there in theirs:
            assert here in board.NEIGHBOURS[there]
            assert board.road_between(here, there) is not None
    assert all(0 <= a.x <= 1000 and 0 <= a.y <= 1000 for a in board.AREAS)
    north, south = board.area("bruxelles"), board.area("beaumont")
    assert north.y < south.y  # north is up
    assert {a.terrain for a in board.AREAS} == set(Terrain)


def test_vp_sites_are_the_rulebook_list() -> None:
    farms = {a.id: 1 for a in board.AREAS if a.terrain is Terrain.FORTIFIED_FARM}
    assert dict(board.VP_SITES) == {
        "maubeuge": 2,
        "beaumont": 1,
        "bruxelles": 2,
        "namur": 2,
        "ath": 1,
        "alost": 1,
        **farms,
    }
    assert len(farms) >= components.ENTRENCHMENT_MARKERS
    assert len(board.CONTROLLABLE) == sum(components.FLAGS.values())  # one flag per site at most


def test_border_bridges_and_event_areas() -> None:
    assert sorted(board.LAMARQUE_ENTRY) == ["beaumont", "maubeuge", "philippeville"]
    assert {r.bridge for r in board.BRIDGES} == set(River)
    assert board.area("alost").terrain is Terrain.TOWN  # Frederick enters there (p.19)
    assert board.DISTANCE_TO_BRUXELLES["bruxelles"] == 0
    # Bridges are where the armies crossed: the Sambre at Marchienne, Charleroi and Châtelet.
    sambre = {r.key for r in board.BRIDGES if r.bridge is River.SAMBRE}
    assert {"marchienne|thuin", "charleroi|ham_sur_heure", "chatelet|gerpinnes"} <= sambre


# --- provenance ---


def test_every_record_names_its_source() -> None:
    """Each value's reason, in the English catalog, is clauses that each start with a source kind,
    the reconstructed clause first; a value is flagged reconstructed exactly when it has one."""
    en = translator("en", strict=True)
    records = data.provenance()
    assert len(records) > 300
    for p in records:
        item, source = en(p.item), en(p.source)
        parts = [part.strip() for part in source.split("; ")]
        assert all(part.startswith(PREFIXES) for part in parts), item
        assert p.reconstructed == parts[0].startswith("reconstructed: "), item
        assert p.reconstructed == any(part.startswith("reconstructed: ") for part in parts), item
        assert en(p.value), item
    reconstructed = {en(p.item) for p in data.reconstructed()}
    assert "Card Rain (1)" in reconstructed and "Block Drouot" in reconstructed
    assert "Block Wellington" not in reconstructed  # fully given by the rulebook and its example
    assert "Box contents: SP cubes" not in reconstructed


# --- the rulebook's examples, reproduced from the data ---


def test_movement_example_p11() -> None:
    # Flipped card 4. D'Erlon alone 4, Ney alone 5, d'Erlon+Napoleon 5, Ney+Napoleon 6, all three 4.
    assert movement_points(4, ["derlon"]) == 4
    assert movement_points(4, ["ney"]) == 5
    assert movement_points(4, ["derlon", "napoleon"]) == 5
    assert movement_points(4, ["ney", "napoleon"]) == 6
    assert movement_points(4, ["derlon", "ney", "napoleon"]) == 4
    stack = ["derlon", "ney", "napoleon"]
    assert move_fatigue(stack, 4) == 1  # case A: 2 fatigue, Napoleon takes one off
    assert move_fatigue(stack, 2, entered_engaged=True) == 0  # case C
    # Case C runs Ligny -> Marbais -> the engaged area, whose retreat arrow points to Marbais.
    assert "marbais" in board.NEIGHBOURS["ligny"]
    assert board.QUATRE_BRAS in board.NEIGHBOURS["marbais"]
    assert board.road_distances("ligny")["quatre_bras"] == 2
    assert max(board.road_distances("ligny").values()) >= 4  # case A can spend 4 MP


def test_combat_example_p13_card_counts() -> None:
    drouot, perponcher, picton = oob.block("drouot"), oob.block("perponcher"), oob.block("picton")
    assert drouot.sp == 5 and drouot.cavalry >= 1
    assert perponcher.sp == 3 and perponcher.cavalry >= 1
    assert picton.infantry >= 1
    assert battle_cards([("drouot", 5, 0)]) == 3
    # Skirmish line puts Picton at 7 fatigue; Perponcher stays at 4.
    assert battle_cards([("perponcher", 3, 4), ("picton", 3, 7), ("wellington", 0, 0)]) == 2
    assert (
        battle_cards([("perponcher", 3, 5), ("picton", 3, 6), ("wellington", 0, 0)]) == 1
    )  # why not Perponcher


def test_combat_example_p13_flips_exist_in_the_decks() -> None:
    skirmish = next(c for c in cards.FRENCH_DECK if c.event == "skirmish_line")
    assert skirmish.colour is Colour.GREEN and skirmish.timing is Timing.BATTLE
    french = [c for c in cards.FRENCH_DECK if c is not skirmish]
    three = [
        combo
        for combo in itertools.combinations(french, 3)
        if sum(c.damage for c in combo) == 2 and sum(c.fatigue for c in combo) == 3
    ]
    allied = [
        combo
        for combo in itertools.combinations(cards.ALLIED_DECK, 2)
        if sum(c.damage for c in combo) == 0 and sum(c.fatigue for c in combo) == 4
    ]
    assert three and allied
    # The pursuit card shows 2 fatigue and is none of the three battle cards.
    battle = three[0]
    assert any(c.fatigue == 2 and c not in battle for c in french)


def test_combat_example_p13_results() -> None:
    # Before: Perponcher 3 SP (1 cav) 4 fatigue; Picton 3 SP 7 fatigue after Skirmish line.
    perponcher_fatigue, picton_fatigue = 4, 7
    extra = spread(3, 2)  # 3 fatigue from the French cards: 1 each, the remainder to Perponcher
    perponcher_fatigue += extra[0]
    picton_fatigue += extra[1]
    assert (perponcher_fatigue, picton_fatigue) == (6, 8)
    perponcher_cav, picton_sp = oob.block("perponcher").cavalry - 1, 3 - 1  # 2 damage, one on cavalry
    assert perponcher_cav == 0 < oob.block("drouot").cavalry  # so the pursuit happens
    pursuit = spread(2, 2)
    assert picton_fatigue + pursuit[1] > components.FATIGUE_LIMIT  # Picton eliminated, 2 more SP lost
    vp = 10 - 2 - picton_sp
    assert vp == 6  # the French gained 4 VP in all
    assert perponcher_fatigue + pursuit[0] == 7


def test_draw_initiative_and_recovery_examples() -> None:
    allied_events = {c.event: c for c in cards.ALLIED_DECK}
    assert allied_events["inertia"].colour is Colour.RED  # p.8 draw example
    assert allied_events["reinforcement"].colour is Colour.BLUE
    assert allied_events["forced_march"].colour is Colour.GREEN
    assert any(c.value == 4 for c in cards.FRENCH_DECK) and any(c.value == 4 for c in cards.ALLIED_DECK)
    assert oob.block("uxbridge").kind is oob.block("vandamme").kind is BlockKind.CORPS  # p.9
    # The legend card (p.7): French, usable in an Allied operation, 2 fatigue in its box, recovery 1.
    assert any(
        c.timing is Timing.ALLIED_MOVE and c.fatigue == 2 and c.recovery == 1 for c in cards.FRENCH_DECK
    )


# --- scenarios ---


@pytest.mark.parametrize("scenario", scenarios.SCENARIOS, ids=lambda s: s.key)
def test_scenarios_are_complete(scenario: scenarios.Scenario) -> None:
    assert scenario.turns[0].number == 1
    assert all(t.invasion_card in cards.INVASION for t in scenario.turns)
    assert 0 < scenario.start_vp < 20
    placed = {p.block for p in scenario.setup} | {
        a.block for r in scenario.reinforcements for a in r.arrivals
    }
    assert {oob.NAPOLEON, oob.WELLINGTON, oob.BLUCHER} <= placed
    for army in (Army.FRENCH, Army.ANGLO_DUTCH, Army.PRUSSIAN):
        assert scenario.scouts[army] >= 1
    for area_id, army in scenario.control.items():
        assert board.area(area_id).controllable and army is not Army.NEUTRAL
    en = translator("en", strict=True)
    top = scenario.french_win_max_vp
    assert "VP" in en(Msg("napoleon1815-victory", max=top, above=top + 1))
    for turn in scenario.turns:
        assert en(Msg(f"napoleon1815-turn-{scenario.key}-{turn.number}"))


def test_the_two_required_scenarios() -> None:
    short, campaign = scenarios.scenario("ligny_quatre_bras"), scenarios.scenario("campaign")
    en = translator("en", strict=True)
    assert en(Msg("napoleon1815-turn-ligny_quatre_bras-1")).startswith("16 June")
    assert en(Msg(f"napoleon1815-turn-campaign-{campaign.last_turn}")).startswith("18 June")
    assert short.placement("perponcher") is not None and short.placement("zieten") is not None
    assert any(
        r.turn > 1 for r in campaign.reinforcements if oob.block(r.arrivals[0].block).army is Army.PRUSSIAN
    )
    assert campaign.special_rules[0].turns == (1,)
    assert all(p.spent for p in campaign.setup if oob.block(p.block).army is Army.ANGLO_DUTCH)
    assert set(campaign.entrenchments) == board.FORTIFIED_FARMS
    with pytest.raises(KeyError, match="known"):
        scenarios.scenario("austerlitz")

"""Napoleon 2.1 contract: the view, prompts players can use, help, renderer data, and a check that
every item of the rules checklist has a test."""

from __future__ import annotations

import json
import re
from pathlib import Path

from engine import find_game
from engine.core.rng import Rng
from engine.napoleon21 import data
from tests.engine.napoleon21_helpers import GAME, fight, new_state, place, play, turn_to

VIEW_KEYS = {
    "game", "status", "turn", "phase", "step", "order", "order_roll", "acting", "done", "morale", "vp",
    "nelson_blocks_sea", "countries", "areas", "combat", "seats", "to_act", "options", "last_log", "result",
}  # fmt: skip
COUNTRY_KEYS = {"war", "stage", "stages", "in_use", "box", "on_map", "vp", "garrison", "capital"}
ARG = re.compile(r"^[a-z0-9_:+/-]*$")


def test_registered_under_its_key() -> None:
    assert find_game("napoleon21").title == "Napoleon 2.1"
    assert list(GAME.scenarios) == ["1805"]


def test_view_has_exactly_the_agreed_keys() -> None:
    s = new_state()
    view = GAME.view(s, None)
    assert set(view) == VIEW_KEYS
    assert view["game"] == "napoleon21" and view["status"] == GAME.status(s)
    assert set(view["countries"]) == set(data.COUNTRIES)
    assert all(set(c) == COUNTRY_KEYS for c in view["countries"].values())
    assert set(view["areas"]) == set(data.AREAS)
    assert view["areas"]["france"]["units"] == {
        "france": {"up": 9, "down": 0, "routed_up": 0, "routed_down": 0}
    }
    assert view["areas"]["rhine"]["units"] == {}
    assert view["seats"] == {"france": ["france"], "allies": list(data.ALLIES)}
    assert view["order"] == s.order and view["acting"] == s.decider and view["done"] == []
    assert view["combat"] is None and view["result"] is None
    json.dumps(view)


def test_view_is_the_same_for_every_seat() -> None:
    """No hidden information: the public view is every seat's view."""
    s = new_state(allies="3")
    assert all(GAME.view(s, seat) == GAME.view(s, None) for seat in s.seats)


def test_view_shows_the_battle_and_step() -> None:
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": 2}, "france": {"france": 1}})
    fight(s, "france", 1, 1)
    view = GAME.view(s, None)
    assert view["combat"] == {"area": "rhine", "step": "rout check 1"}
    assert view["step"] == "combat in Rhine" and view["to_act"] == ["allies"]


def test_status_line() -> None:
    s = new_state()
    turn_to(s, "austria")
    assert GAME.status(s) == f"Turn {s.turn}, activity phase: Austria to act (choose activity)"


def test_prompts_in_random_play_suit_discord() -> None:
    """Real choices only (2+ actions), at most 25, short readable labels and args."""
    for seed in range(1, 21):
        s = GAME.setup(seed, None, {"allies": "5"} if seed % 2 else {"nelson": "on"})
        pick = Rng(seed)
        while GAME.result(s) is None and s.turn < 12:
            seat = GAME.to_act(s)[0]
            actions = GAME.legal_actions(s, seat)
            assert 2 <= len(actions) <= 25, (s.task, actions)
            for a in actions:
                assert ARG.match(a.arg) and len(a.arg) <= 40, a
                assert a.label and len(a.label) <= 80, a
            GAME.apply(s, seat, pick.choice(actions))


def test_undo_is_free_while_choosing_but_not_after_dice() -> None:
    s = new_state()
    turn_to(s, "france")
    play(s, "reinforce")
    assert s.undoable  # no die rolled, France still to act
    play(s, "done")
    turn_to(s, "prussia")
    play(s, "declare", "prussia")
    assert not s.undoable


def test_help_topics_cover_the_rules() -> None:
    topics = GAME.help_topics()
    for topic in ("overview", "turn", "declaration", "reinforcement", "mobilization", "movement", "combat",
                  "rout", "surrender", "adjustment", "morale", "victory", "options", "map", "chart", "data"):  # fmt: skip
        assert len(topics[topic]) > 60, topic
    assert all(len(text) < 1900 for text in topics.values())  # one Discord message each


def test_renderer_data_is_importable_and_complete() -> None:
    """Names, land/sea, adjacency, coast marks, country names and colours for the board image."""
    assert set(data.AREA_NAMES) == set(data.AREAS) == set(data.IS_SEA) == set(data.ADJACENT)
    assert set(data.AREA_MARKS) == set(data.LAND_AREAS)
    assert data.COAST_MARKS == {"baltic": "★", "atlantic": "■", "mediterranean": "●"}
    assert set(data.COUNTRY_NAMES) == set(data.COUNTRY_COLOURS) == set(data.COUNTRIES)


_CHECKLIST_TEXT = """
1.1-1 1.1-2 1.1-3 1.1-4 1.1-5 1.1-6 1.1-7 1.1-8 1.1-9 1.1-10 1.2-1 1.3-1 1.3-2 1.4-1 2.1-1 2.2-1
2.2-2 2.2-3 2.2-4 2.2-5 3.1-1 3.1-2 3.2-1 3.2-2 3.2-3 3.2-4 3.2-5 3.21-1 3.22-1 3.22-2 3.3-1 3.4-1
3.4-2 3.4-3 3.4-4 5.0-1 5.0-2 5.0-3 6.0-1 6.0-2 6.0-3 6.0-4 7.0-1 7.0-2 7.0-3 7.0-4 7.0-5 7.0-6 7.0-7
7.0-8 8.0-1 8.0-2 8.0-3 8.0-4 8.0-5 8.0-6 8.0-7 8.0-8 9.0-1 9.0-2 9.0-3 9.0-4 9.0-5 9.0-6 10.0-1
10.0-2 10.0-3 10.1-1 10.1-2 10.1-3 10.1-4 10.11-1 10.11-2 10.11-3 10.11-4 10.12-1 10.12-2 10.12-3
10.12-4 10.13-1 10.13-2 10.13-3 10.14-1 10.14-2 10.14-3 10.14-4 10.14-5 10.2-1 10.2-2 10.2-3 10.2-4
10.2-5 10.21-1 10.21-2 10.21-3 10.21-4 10.21-5 10.22-1 10.22-2 10.22-3 10.22-4 10.23-1 10.23-2
10.23-3 10.23-4 10.23-5 10.23-6 10.23-7 10.24-1 10.25-1 10.25-2 10.25-3 10.25-4 10.25-5 10.25-6
10.25-7 10.25-8 10.25-9 10.3-1 10.3-2 10.31-1 10.31-2 10.31-3 10.32-1 10.32-2 10.33-1 10.33-2 11.1-1
11.2-1 11.3-1 11.4-1 12.0-1 12.0-2 12.0-3 12.0-4 13.0-1 13.1-1 13.1-2 13.1-3 13.2-1 13.2-2 14-MP-1
14-MP-2 14-MP-3 14-RP-1 14-NO-1 14-FM-1 14-AM-1
"""
CHECKLIST = _CHECKLIST_TEXT.split()


def test_every_checklist_item_has_a_test() -> None:
    """Each ID of the rules inventory appears in a test name (``test_7_0_6_...``) or docstring."""
    source = "\n".join(p.read_text() for p in Path(__file__).parent.glob("test_napoleon21_*.py"))
    names = set(re.findall(r"def test_([0-9a-z_]+)", source))
    missing = []
    for item in CHECKLIST:
        as_name = item.lower().replace(".", "_").replace("-", "_") + "_"
        if not any(name.startswith(as_name) for name in names) and not re.search(
            rf'"""[^"]*\b{re.escape(item)}\b', source
        ):
            missing.append(item)
    assert missing == []
    assert len(CHECKLIST) == 148

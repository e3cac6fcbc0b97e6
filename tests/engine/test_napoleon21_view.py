"""Napoleon 2.1 contract: the view, prompts players can use, help, renderer data, every message in
strict English, and a check that every item of the rules checklist has a test."""

from __future__ import annotations

import json
import re
from pathlib import Path

from engine import find_game
from engine.core import Action, Msg, Ref, UndoPolicy, entry_msg
from engine.core.rng import Rng
from engine.napoleon21 import data
from engine.napoleon21.view import N21Country, N21View
from tests.engine.napoleon21_helpers import (
    EN,
    GAME,
    act,
    fight,
    new_state,
    place,
    play,
    start_moving,
    turn_to,
)

ARG = re.compile(r"^[a-z0-9_.-]+$")


def test_registered_under_its_key() -> None:
    game = find_game("napoleon21")
    assert EN(game.title) == "Napoleon 2.1" and EN(game.blurb).startswith("Napoleon against the coalitions")
    assert list(GAME.scenarios) == ["1805"]
    assert EN(Msg("napoleon21-scenario-1805")).startswith("1805")


def test_view_has_exactly_the_typed_keys() -> None:
    s = new_state()
    view = GAME.view(s, None)
    assert set(view) == set(N21View.__annotations__)
    assert view["game"] == "napoleon21" and view["status"] == GAME.status(s).to_json()
    assert set(view["countries"]) == set(data.COUNTRIES)
    assert all(set(c) == set(N21Country.__annotations__) for c in view["countries"].values())
    assert set(view["areas"]) == set(data.AREAS)
    assert view["areas"]["france"]["units"] == {
        "france": {"up": 9, "down": 0, "routed_up": 0, "routed_down": 0}
    }
    assert view["areas"]["rhine"]["units"] == {}
    assert view["seats"] == {"france": ["france"], "allies": list(data.ALLIES)}
    assert view["order"] == s.order and view["acting"] == view["decider"] == s.order[0] and view["done"] == []
    assert view["question"] == "napoleon21-ask-activity" and view["phase"] == "activity"
    assert view["combat"] is None and view["movement"] is None and view["result"] is None
    assert json.loads(json.dumps(view)) == view


def test_view_is_the_same_for_every_seat() -> None:
    """No hidden information: every seat's view is the public one but for its own seat."""
    s = new_state(allies="3")
    public = GAME.view(s, None)
    for seat in s.seats:
        view = GAME.view(s, seat)
        assert view["seat"] == seat and {**view, "seat": None} == public


def test_view_shows_the_battle_and_step() -> None:
    s = new_state()
    place(s, {"rhine": {"france": 1, "austria": 2}, "france": {"france": 1}})
    fight(s, "france", 1, 1)
    view = GAME.view(s, None)
    assert view["combat"] == {"area": "rhine", "step": "rout_check_1"}
    assert view["decider"] == "austria" and view["acting"] == "france" and view["to_act"] == ["allies"]
    assert view["question"] == "napoleon21-ask-hits"
    assert EN(view["status"]) == f"Turn {s.turn}, activity phase: Austria to act (combat in Rhine)"


def test_view_shows_the_units_moving() -> None:
    s = new_state()
    place(s, {"france": {"france": [2, 1]}})
    start_moving(s, "france")
    play(s, "unit", "france:u:2")
    movement = GAME.view(s, None)["movement"]
    assert movement is not None and movement["country"] == "france"
    up = {"area": "france", "facing": "u", "forced": False, "left": 2, "sea": False, "count": 2}
    assert movement["groups"][0] == up and movement["chosen"] == up and movement["dest"] is None
    play(s, "to", "rhine")
    movement = GAME.view(s, None)["movement"]
    assert movement is not None and movement["dest"] == "rhine"


def test_status_line() -> None:
    s = new_state()
    turn_to(s, "austria")
    assert EN(GAME.status(s)) == f"Turn {s.turn}, activity phase: Austria to act (choosing an activity)"


def test_prompts_in_random_play_suit_discord() -> None:
    """At most 25 actions with short readable labels and arguments; ``forced`` exactly when one."""
    for seed in range(1, 21):
        s = GAME.setup(seed, None, {"allies": "5"} if seed % 2 else {"nelson": "on"})
        pick = Rng(seed)
        while GAME.result(s) is None and s.turn < 12:
            seat = GAME.to_act(s)[0]
            prompt = GAME.prompt(s, seat)
            assert prompt.key.startswith("napoleon21-ask-") and 1 <= len(prompt.actions) <= 25, prompt
            assert prompt.forced == (len(prompt.actions) == 1)
            for a in prompt.actions:
                assert Action.parse(a.notation()) == a
                assert all(isinstance(x, int) or (ARG.match(x) and len(x) <= 40) for x in a.args), a
                assert a.label is not None and len(EN(a.label)) <= 80, a
                assert a.public_form == a.label  # nothing is hidden in this game
            GAME.apply(s, seat, pick.choice(prompt.actions))


def test_actions_keep_the_old_packed_order() -> None:
    """Stored games migrate by splitting the old packed argument on ":" (digits become ints)."""
    s = new_state()
    place(s, {"france": {"france": [2, 1]}})
    start_moving(s, "france", marches=(("france:u:2", 1),))
    notations = [a.notation() for a in GAME.legal_actions(s, "france")]
    assert "unit france u 3f" in notations and "unit france u 2" in notations
    assert Action.parse("unit france u 2").args == ("france", "u", 2)


def test_undo_is_free_while_choosing_but_not_after_dice() -> None:
    s = new_state()
    turn_to(s, "france")
    assert act(s, "reinforce").undo is UndoPolicy.FREE  # no die rolled, France still to act
    play(s, "done")
    turn_to(s, "prussia")
    assert act(s, "declare", "prussia").undo is UndoPolicy.CONSENT


def test_help_topics_cover_the_rules() -> None:
    topics = GAME.help_topics()
    for topic in ("overview", "turn", "declaration", "reinforcement", "mobilization", "movement", "combat",
                  "rout", "surrender", "adjustment", "morale", "victory", "options", "map", "chart", "data"):  # fmt: skip
        assert topic in topics
    for topic in topics:
        text = EN.text(f"napoleon21-help-{topic}")
        assert 60 < len(text) < 1900, topic  # one Discord message each
        assert EN.text(f"napoleon21-help-{topic}", attribute="title")


def test_chart_help_agrees_with_the_data() -> None:
    """The chart topic is written out in the catalog: it must say what the data says."""
    text = EN.text("napoleon21-help-chart").splitlines()
    for country, p in data.CHART.items():
        line = next(
            line for line in text if line.startswith(EN.name(Ref("napoleon21-country", country)) + ":")
        )
        stages = [f"{st.reinforcement or 'morale'}/{st.max_strength}" for st in p.stages]
        assert "★" + " → ".join(stages) in line, line
        assert f"{p.initial_strength} units at start" in line and f"(garrison {p.garrison})" in line
        assert p.war is None or f"{p.vp} VP" in line


def test_renderer_data_is_importable_and_complete() -> None:
    """Adjacency, coast marks and colours for the board image; every name in the catalog."""
    assert set(data.AREAS) == set(data.IS_SEA) == set(data.ADJACENT)
    assert set(data.AREA_MARKS) == set(data.LAND_AREAS)
    assert data.COAST_MARKS == {"baltic": "★", "atlantic": "■", "mediterranean": "●"}
    assert set(data.COUNTRY_COLOURS) == set(data.COUNTRIES)
    for area in data.AREAS:
        assert EN.name(Ref("napoleon21-area", area)) and EN.name(Ref("napoleon21-area", area), "map")
    assert EN.name(Ref("napoleon21-area", "rhine"), "full") == "Confederation of the Rhine"
    for country in data.COUNTRIES:
        for kind in ("country", "adjective", "capital"):
            assert EN.name(Ref(f"napoleon21-{kind}", country))
        assert len(EN.name(Ref("napoleon21-country", country), "abbr")) == 3


def test_every_message_of_random_games_reads_in_strict_english() -> None:
    """Prompts, labels, log lines, status and results of a few whole games: no key, name or argument
    missing, no placeholder left."""
    seen: dict[str, Msg] = {}
    for seed, options in ((11, {}), (12, {"allies": "3", "road_to_paris": "on"}), (13, {"nelson": "on"})):
        s = GAME.setup(seed, None, options)
        pick = Rng(seed)
        messages = [entry_msg(e) for e in s.log]
        while GAME.result(s) is None:
            seat = GAME.to_act(s)[0]
            prompt = GAME.prompt(s, seat)
            messages += [GAME.status(s), prompt.text, *(a.label for a in prompt.actions if a.label)]
            step = GAME.apply(s, seat, pick.choice(prompt.actions))
            messages += map(entry_msg, step.entries)
        result = GAME.result(s)
        assert result is not None
        messages += [result.summary, GAME.status(s)]
        seen |= {repr(m): m for m in messages}
    keys = {m.key for m in seen.values()}
    assert len(keys) > 60
    for msg in seen.values():
        text = EN(msg)
        assert text and "{" not in text and "napoleon21-" not in text, (msg, text)


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

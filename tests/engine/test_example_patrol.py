"""Patrol, the solitaire template: each rule of ``engine/examples/patrol/game.py`` (§1 orders, §2 the
French draws, §3 the end), its hidden cup, its undo policy and whole games to the end."""

from __future__ import annotations

import pytest

from engine import example
from engine.core import Action, IllegalActionError, Msg, UndoPolicy, is_visible, rng
from engine.core.rng import Rng
from engine.examples.patrol.data import CHITS, DRAWS, HARD_CHITS, POSTS, SEAT
from engine.examples.patrol.game import Orders, Patrol, PatrolState
from i18n import translator
from images import render_board

EN = translator("en", strict=True)


@pytest.fixture
def game() -> Patrol:
    found = example("patrol")
    assert isinstance(found, Patrol)
    return found


def new(game: Patrol, cup: list[str] | None = None, **options: str) -> PatrolState:
    """A new game; ``cup`` (top last) replaces the shuffled cup."""
    state = game.setup(1, None, options)
    if cup is not None:
        state.cup = [c for c in state.cup if c not in cup] + cup
    return state


def act(game: Patrol, state: PatrolState, notation: str) -> list[str]:
    """Apply an action and return the log lines the channel reads."""
    step = game.apply(state, SEAT, Action.parse(notation))
    return [EN.entry(e) for e in step.entries if is_visible(e, None)]


def notations(game: Patrol, state: PatrolState) -> list[str]:
    return [a.notation() for a in game.legal_actions(state, SEAT)]


# --- set-up ---------------------------------------------------------------------------------------


def test_one_seat_a_shuffled_cup_and_a_picket_at_each_post(game: Patrol) -> None:
    state = game.setup(7)
    assert state.seats == [SEAT] and game.to_act(state) == [SEAT]
    assert sorted(state.cup) == sorted(CHITS) and state.cup != list(CHITS)
    assert state.pickets == {post: 1 for post in POSTS}
    assert state.turn == 1 and state.reserves == 1  # §1: the first reserve has arrived
    assert game.prompt(state, SEAT).key == "patrol-ask-orders"
    assert EN(game.status(state)) == "Turn 1 of 6: the Allies give orders (2 left)"


def test_the_hard_game_adds_two_strong_raids(game: Patrol) -> None:
    state = game.setup(7, None, {"difficulty": "hard"})
    assert sorted(state.cup) == sorted([*CHITS, *HARD_CHITS])


# --- §1 orders ------------------------------------------------------------------------------------


def test_orders_send_reserves_and_move_pickets_to_the_next_post(game: Patrol) -> None:
    state = new(game)
    legal = notations(game, state)
    assert {"post ford", "post bridge", "post village", "peek", "end"} <= set(legal)
    assert "move ford bridge" in legal and "move ford village" not in legal  # §1: the next post only
    assert act(game, state, "post bridge") == ["A reserve joins the pickets at Stein Bridge."]
    assert state.reserves == 0 and state.pickets["bridge"] == 2
    assert not any(n.startswith("post") for n in notations(game, state))  # no reserve left
    act(game, state, "move ford bridge")
    assert state.pickets == {"ford": 0, "bridge": 3, "village": 1}


def test_a_post_holds_three_pickets_and_a_fallen_post_takes_no_orders(game: Patrol) -> None:
    state = new(game)
    state.pickets["bridge"] = 3
    state.fallen = ["village"]
    state.pickets["village"] = 0
    legal = notations(game, state)
    assert "post bridge" not in legal and "move ford bridge" not in legal
    assert "post village" not in legal and not any(n.startswith("move village") for n in legal)


def test_after_two_orders_only_ending_is_left_and_it_is_forced(game: Patrol) -> None:
    state = new(game)
    act(game, state, "post ford")
    assert game.prompt(state, SEAT).forced is False
    act(game, state, "move ford bridge")
    prompt = game.prompt(state, SEAT)
    assert [a.notation() for a in prompt.actions] == ["end"] and prompt.forced
    assert EN(prompt.text) == "Turn 1: no orders left. End your orders, and the French move."
    with pytest.raises(IllegalActionError):
        game.apply(state, SEAT, Action.parse("post bridge"))


def test_a_scout_shows_the_next_chit_to_the_player_alone_once_a_turn(game: Patrol) -> None:
    state = new(game, cup=["bridge2"])
    step = game.apply(state, SEAT, Action("peek"))
    assert [EN.entry(e) for e in step.entries if is_visible(e, None)] == [
        "A scout rides into the French lines."
    ]
    assert [EN.entry(e) for e in step.entries if e["to"] == SEAT] == [
        "Your scout sees the next French chit: a raid on Stein Bridge, strength 2."
    ]
    assert game.view(state, SEAT)["peeked"] == ["bridge2"]
    assert "peeked" not in game.view(state, None)
    assert step.undo is UndoPolicy.NEVER  # a solitaire takes back nothing revealed
    assert "peek" not in notations(game, state)


def test_orders_without_chance_can_be_taken_back(game: Patrol) -> None:
    state = new(game)
    step = game.apply(state, SEAT, Action.parse("post ford"))
    assert step.undo is UndoPolicy.FREE and not step.handoff


# --- §2 the French ----------------------------------------------------------------------------------


def test_ending_orders_lets_the_french_draw_without_asking_anything(game: Patrol) -> None:
    state = new(game, cup=["quiet1"])
    size = len(state.cup)
    step = game.apply(state, SEAT, Action("end"))
    assert len(state.cup) == size - DRAWS[0] and state.drawn == ["quiet1"]
    assert [EN.entry(e) for e in step.entries] == [
        "The Allies end their orders.",
        "The French draw a quiet night.",
        "All is quiet along the river.",
        "Turn 2 begins: a reserve arrives.",
    ]
    # the same seat goes on, but a new turn is a checkpoint; a draw can never be taken back
    assert step.to_act == (SEAT,) and step.handoff and step.public_changed
    assert step.undo is UndoPolicy.NEVER


@pytest.mark.parametrize(
    ("pickets", "die", "after", "line"),
    [
        (1, 5, 1, "The pickets at Weiler Ford hold against a raid of strength 2. [5]"),  # 1 + 5 >= 2 + 4
        (2, 3, 1, "The pickets at Weiler Ford give way before a raid of strength 2: 1 is left. [3]"),
        (1, 4, 0, "Weiler Ford falls to a raid of strength 2. [4]"),  # fewer pickets than the raid
    ],
)
def test_a_raid_is_held_or_costs_a_picket_or_takes_the_post(
    game: Patrol, pickets: int, die: int, after: int, line: str
) -> None:
    state = new(game, cup=["ford2"])
    state.pickets["ford"] = pickets
    rng.script(state, [die])
    lines = act(game, state, "end")
    assert line in lines
    assert state.pickets["ford"] == after
    assert ("ford" in state.fallen) == (line.startswith("Weiler Ford falls"))
    assert state.repulsed == (1 if "hold" in line else 0)


def test_the_emperor_picks_his_post_with_a_die(game: Patrol) -> None:
    state = new(game, cup=["emperor"])
    rng.script(state, [5, 6])  # 5: the village; then 1 + 6 >= 3 + 4
    lines = act(game, state, "end")
    assert "The Emperor’s column marches on Hochdorf. [5]" in lines
    assert "The pickets at Hochdorf hold against a raid of strength 3. [6]" in lines


def test_a_raid_on_a_fallen_post_rides_through(game: Patrol) -> None:
    state = new(game, cup=["village1"])
    state.fallen, state.pickets["village"] = ["village"], 0
    assert "The French ride through Hochdorf, already lost." in act(game, state, "end")


# --- §3 the end -------------------------------------------------------------------------------------


def test_two_fallen_posts_lose_the_game_at_once(game: Patrol) -> None:
    state = new(game, cup=["village2", "bridge3"])  # turn 1 draws one: the bridge
    state.fallen, state.pickets["village"] = ["village"], 0
    state.pickets["bridge"] = 0
    rng.script(state, [1])
    act(game, state, "end")
    result = game.result(state)
    assert result is not None and result.reason == "overrun" and result.winners == ()
    assert EN(result.summary) == "The French break through at Hochdorf and Stein Bridge on turn 1."
    assert game.to_act(state) == [] and state.cup[-1] == "village2"  # no further draw


def test_holding_to_the_last_turn_wins(game: Patrol) -> None:
    state = new(game, turns="4")
    state.pickets = {post: 3 for post in POSTS}
    rng.script(state, [6] * 20)  # 3 + 6 >= 3 + 4: every raid is held
    for _ in range(4):
        act(game, state, "end")
    result = game.result(state)
    assert len(state.drawn) == sum(DRAWS[:4])
    assert state.repulsed == len([c for c in state.drawn if not c.startswith("quiet")])
    assert result is not None and result.reason == "held" and result.winners == (SEAT,)
    assert result.scores == {SEAT: state.repulsed}
    assert EN(game.status(state)).startswith("Game over: The Allies hold the river to the end of turn 4")


# --- hidden information -----------------------------------------------------------------------------


def test_determinize_reshuffles_only_what_the_seat_has_not_seen(game: Patrol) -> None:
    state = new(game)
    game.apply(state, SEAT, Action("peek"))
    top = state.cup[-1]
    for seed in range(10):
        mine = game.determinize(state, SEAT, seed)
        assert mine.cup[-1] == top and sorted(mine.cup) == sorted(state.cup)
        assert game.view(mine, SEAT) == game.view(state, SEAT)
    assert any(game.determinize(state, None, seed).cup[-1] != top for seed in range(10))
    for twin in game.perturbations(state, SEAT, 1):
        assert twin.cup != state.cup and twin.cup[-1] == top
        assert game.view(twin, SEAT) == game.view(state, SEAT)
        assert game.status(twin) == game.status(state)
        assert game.prompt(twin, SEAT).actions == game.prompt(state, SEAT).actions


# --- whole games ------------------------------------------------------------------------------------


@pytest.mark.parametrize("options", [{}, {"difficulty": "hard"}, {"turns": "4"}])
def test_random_games_end_with_a_result_and_every_word_in_the_catalog(
    game: Patrol, options: dict[str, str]
) -> None:
    reasons = set()
    for seed in range(30):
        state = game.setup(seed, None, options)
        pick = Rng(seed)
        while game.result(state) is None:
            prompt = game.prompt(state, SEAT)
            EN(prompt.text)
            action = pick.choice(prompt.actions)
            assert action.label is not None
            EN(action.label)
            for entry in game.apply(state, SEAT, action).entries:
                EN.entry(entry)
            assert game.invariant_violations(state) == []
        result = game.result(state)
        assert result is not None
        reasons.add(result.reason)
        EN(result.summary)
        assert game.load(state.to_dict()).to_json() == state.to_json()
    assert reasons == {"held", "overrun"}  # both ends happen


def test_help_and_provenance_are_in_the_catalog(game: Patrol) -> None:
    for topic in game.help_topics():
        assert EN.text(f"patrol-help-{topic}", attribute="title")
        EN(Msg(f"patrol-help-{topic}"))
    for item in game.provenance():
        assert item.reconstructed
        EN(item.item), EN(item.value), EN(item.source)


def test_the_player_s_picture_shows_what_its_scout_saw(game: Patrol) -> None:
    state = new(game)
    before = render_board(game.view(state, SEAT))
    game.apply(state, SEAT, Action("peek"))
    assert render_board(game.view(state, SEAT)) != render_board(game.view(state, None))
    assert before.startswith(b"\x89PNG")


def test_the_orders_frame_is_the_one_waiting(game: Patrol) -> None:
    state = new(game)
    assert isinstance(state.frames[-1], Orders) and state.frames[-1].who == [SEAT]

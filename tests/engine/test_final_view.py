"""``Game.final_view``: the view with nothing hidden, over every registered game and template.

It is refused while a game goes on; once the game has a result (by the rules, or cut short as a
concession ends it), every fact of every seat's own view is in it, and the renderers draw it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

import engine
from engine.core import GameState, Msg, Result
from engine.core.game import GameNotOverError
from i18n import translator
from images import render_board, render_sheets

AnyGame = Any
KEYS = [*engine.TITLES, *engine.EXAMPLES]
# Option sets that give a game other seats or other hidden facts.
OPTIONS: dict[str, list[dict[str, str]]] = {
    "napoleon21": [{}, {"allies": "3"}],
    "napoleon1815": [{}, {"players": "3", "rules": "grognard"}],
}
MAX_STEPS = 20_000


def game_of(key: str) -> AnyGame:
    return engine.find_game(key) if key in engine.TITLES else engine.example(key)


def play(game: AnyGame, state: GameState, rnd: random.Random, steps: int) -> None:
    """Random legal actions, ``steps`` of them or until the game ends."""
    for _ in range(steps):
        acting = game.to_act(state)
        if not acting or state.result is not None:
            return
        seat = rnd.choice(acting)
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)), observe=False)


def covered(fact: object, where: object) -> bool:
    """``fact`` is in ``where``: equal, a dict whose every entry is in the other's, or a list whose
    every item is in some item of the other."""
    if fact == where:
        return True
    if isinstance(fact, Mapping) and isinstance(where, Mapping):
        return all(k in where and covered(v, where[k]) for k, v in fact.items())
    if isinstance(fact, list) and isinstance(where, list):
        return all(any(covered(item, other) for other in where) for item in fact)
    return False


def seat_parts(final: Mapping[str, object], seat: str) -> list[object]:
    """What the final view holds for one seat: every entry keyed by that seat (``seats``, ``hands``...)."""
    parts: list[object] = []
    for value in final.values():
        if isinstance(value, Mapping) and seat in value:
            parts.append(value[seat])
            if isinstance(value[seat], Mapping):
                parts.extend(value[seat].values())
    return parts


def missing(game: AnyGame, state: GameState) -> list[str]:
    """The facts of the seats' own views that the final view lacks, as ``seat.key``."""
    final = game.final_view(state)
    assert final["seat"] is None
    out = []
    for seat in state.seats:
        own = game.view(state, seat)
        for key, fact in own.items():
            if key in ("seat", "log"):  # whose view it is; the last action's lines as this seat read them
                continue
            if not covered(fact, final.get(key)) and not any(
                covered(fact, part) for part in seat_parts(final, seat)
            ):
                out.append(f"{seat}.{key}")
    return out


def cases() -> list[tuple[str, dict[str, str]]]:
    return [(key, options) for key in KEYS for options in OPTIONS.get(key, [{}])]


@pytest.mark.parametrize(("key", "options"), cases())
def test_refused_before_the_end(key: str, options: dict[str, str]) -> None:
    game = game_of(key)
    state = game.setup(seed=7, options=options)
    with pytest.raises(GameNotOverError) as refused:
        game.final_view(state)
    assert refused.value.msg == Msg("core-error-not-over")
    for lang in ("en", "ja"):
        assert translator(lang, strict=True)(refused.value.msg)


@pytest.mark.parametrize(("key", "options"), cases())
def test_everything_after_the_rules_end(key: str, options: dict[str, str]) -> None:
    game = game_of(key)
    state = game.setup(seed=11, options=options)
    play(game, state, random.Random(11), MAX_STEPS)
    assert state.result is not None, "a random game reaches its end"
    assert missing(game, state) == []
    final = game.final_view(state)
    assert render_board(final, "en").startswith(b"\x89PNG")
    assert all(png.startswith(b"\x89PNG") for _, png in render_sheets(final, "ja"))


@pytest.mark.parametrize(("key", "options"), [c for c in cases() if game_of(c[0]).hidden_information])
@pytest.mark.parametrize("steps", [5, 60])
def test_everything_when_cut_short(key: str, options: dict[str, str], steps: int) -> None:
    """A concession ends a hidden-information game mid-play: the client records the result on a
    copy of the state it reveals (a game without hidden information shows its public view)."""
    game = game_of(key)
    state = game.setup(seed=steps, options=options)
    play(game, state, random.Random(steps), steps)
    if state.result is None:
        state.result = Result((state.seats[0],), "concession", Msg("core-error-game-over"))
    assert missing(game, state) == []
    assert render_board(game.final_view(state), "en").startswith(b"\x89PNG")


def test_the_public_view_alone_would_not_do() -> None:
    """The check can fail: a hidden-information game's public view lacks the seats' own facts."""
    game = game_of("napoleon1815")
    state = game.setup(seed=3)
    play(game, state, random.Random(3), 40)
    state.result = Result(("france",), "concession", Msg("core-error-game-over"))
    public = game.view(state, None)
    own = game.view(state, "france")
    assert not covered(own["oob"], public.get("oob"))
    assert not any(covered(own["hand"], part) for part in seat_parts(public, "france") if part != [])
    assert missing(game, state) == []

"""A state's copy (``Game.clone``) equals it and shares nothing that can change, in every game."""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

import pytest

import engine
from engine.core import Game, GameState, Msg, Result, plain
from engine.core.rng import Rng

GAMES = sorted({*engine.TITLES, *engine.EXAMPLES})


def _game(key: str) -> Game[Any, Any]:
    return engine.example(key) if key in engine.EXAMPLES else engine.find_game(key)


def _containers(value: object, tp: object, path: str, out: dict[int, str]) -> None:
    """Every list, dict and record reached from ``value``, a ``tp``, except what its type says never
    changes in place (log entries, written once; a ``Mapping``, replaced whole): copies share those."""
    if plain.codec(tp).immutable:
        return
    if isinstance(value, (list, dict)) or hasattr(value, "__dataclass_fields__"):
        out[id(value)] = path
    args = typing.get_args(tp)
    if isinstance(value, list):
        for i, item in enumerate(value):
            _containers(item, args[0] if args else object, f"{path}[{i}]", out)
    elif isinstance(value, dict):
        for key, item in value.items():
            _containers(item, args[1] if len(args) == 2 else object, f"{path}[{key!r}]", out)
    elif hasattr(value, "__dataclass_fields__"):
        hints = typing.get_type_hints(type(value))
        for f in dataclasses.fields(value):  # type: ignore[arg-type]
            _containers(getattr(value, f.name), hints[f.name], f"{path}.{f.name}", out)


def _positions(game: Game[Any, Any], steps: int) -> list[GameState]:
    state, pick, out = game.setup(3), Rng(3), []
    for n in range(steps):
        acting = game.to_act(state)
        if not acting:
            break
        legal = game.legal_actions(state, acting[0])
        game.apply(state, acting[0], pick.choice(legal), observe=False, legal=True)
        if n % 10 == 0:
            out.append(game.clone(state))
    return out


@pytest.mark.parametrize("key", GAMES)
def test_a_copy_is_equal_and_shares_nothing_mutable(key: str) -> None:
    game = _game(key)
    for state in _positions(game, 120):
        copy = game.clone(state)
        assert copy == state
        assert copy.to_json() == state.to_json()
        mine: dict[int, str] = {}
        _containers(state, type(state), "state", mine)
        theirs: dict[int, str] = {}
        _containers(copy, type(copy), "state", theirs)
        shared = sorted(mine[i] for i in mine.keys() & theirs.keys())
        assert not shared, f"{key}: the copy shares {shared[:5]}"


def test_a_frozen_record_with_a_mutable_field_is_copied() -> None:
    game = _game(GAMES[0])
    state = game.setup(1)
    state.result = Result(("a",), "test", Msg("core-log-dice"), scores={"a": 1})
    copy = game.clone(state)
    assert copy.result == state.result
    assert copy.result is not None and state.result is not None
    assert copy.result.scores is not state.result.scores


def test_a_quiet_state_is_copied_quiet_and_never_stored_so() -> None:
    """``GameState.quiet`` (a search's playout) belongs to one copy: a clone keeps it, the plain
    form leaves it out, and a state loaded from it is not quiet; quiet, ``log`` writes nothing."""
    game = _game("duel")
    state = game.setup(1)
    state.quiet = True
    assert game.clone(state).quiet
    assert "quiet" not in state.to_dict()
    assert not game.load(state.to_dict()).quiet
    loud = game.setup(1)
    seat = game.to_act(state)[0]
    action = game.legal_actions(state, seat)[0]
    assert game.apply(loud, seat, action, observe=False).entries  # the same action logs aloud
    step = game.apply(state, seat, action, observe=False)
    assert step.entries == [] and state.log == []
    assert {**state.to_dict(), "log": []} == {**loud.to_dict(), "log": []}


def _mutate_every_container(state: GameState) -> int:
    """Change every list, dict and record reached from ``state`` in place (a new item in each list
    and dict, each field of a record rewritten to its own value's copy); returns how many."""
    found: dict[int, str] = {}
    _containers(state, type(state), "state", found)
    reached: dict[int, object] = {}
    _collect(state, reached)
    changed = 0
    for ident in found:
        value = reached[ident]
        if isinstance(value, list):
            value.append("probe")
        elif isinstance(value, dict):
            dict.__setitem__(
                value, "probe", "probe"
            )  # past a ``Grouped``'s index: only its items matter here
        elif not type(value).__dataclass_params__.frozen:  # type: ignore[attr-defined]
            name = dataclasses.fields(value)[0].name  # type: ignore[arg-type]
            setattr(value, name, "probe")
        else:
            continue
        changed += 1
    return changed


def _collect(value: object, out: dict[int, object]) -> None:
    if id(value) in out:
        return
    if isinstance(value, (list, tuple)):
        out[id(value)] = value
        for item in value:
            _collect(item, out)
    elif isinstance(value, dict):
        out[id(value)] = value
        for item in value.values():
            _collect(item, out)
    elif hasattr(value, "__dataclass_fields__"):
        out[id(value)] = value
        for f in dataclasses.fields(value):  # type: ignore[arg-type]
            _collect(getattr(value, f.name), out)


@pytest.mark.parametrize("key", GAMES)
def test_changing_every_container_of_a_copy_leaves_the_original_as_it_was(key: str) -> None:
    """After random play, every container of a clone is changed in place; the original's plain form
    stays as it was, and the other way round (the original changed, a clone taken before unchanged)."""
    game = _game(key)
    changed = 0
    for state in _positions(game, 200):
        before = state.to_json()
        changed += _mutate_every_container(game.clone(state))
        assert state.to_json() == before, f"{key}: changing a copy changed the original"
        copy = game.clone(state)
        _mutate_every_container(state)
        assert copy.to_json() == before, f"{key}: changing the original changed a copy"
    assert changed > 0

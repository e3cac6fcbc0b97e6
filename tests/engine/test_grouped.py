"""The index a ``Grouped`` dict keeps (pieces by area in Napoleon 1815, units by place in the
solitaire) stays exact through every kind of write, and the dict stays a plain dict to the rest."""

from __future__ import annotations

import json
import pickle
from typing import TypeVar

import engine
from engine.core.grouped import Grouped
from engine.core.rng import Rng
from engine.napoleon1815.state import N1815State, Pieces, at
from engine.nwsolitaire.state import Places, SolitaireState, placed, units_at

V = TypeVar("V")


class Spots(Grouped[tuple[str, int]]):
    __slots__ = ()

    def place_of(self, value: tuple[str, int]) -> str:
        return value[0]


def exact(d: Grouped[V]) -> bool:
    places = {d.place_of(v) for v in d.values()} | {"x", "y", "z"}
    groups = d.groups()  # every place with its keys (a place emptied may stay, listing none)
    return all(
        list(d.members(p)) == list(groups.get(p, [])) == [k for k, v in d.items() if d.place_of(v) == p]
        for p in places
    ) and all(p in places or not keys for p, keys in groups.items())


def test_the_index_follows_every_write() -> None:
    d = Spots({"a": ("x", 1), "b": ("y", 2), "c": ("x", 3)})
    assert list(d.members("x")) == ["a", "c"]
    d["c"] = ("y", 3)  # moves, keeping the dict's order in its new place
    d["a"] = ("x", 9)  # stays
    d["d"] = ("x", 4)  # new: last
    assert exact(d) and list(d.members("y")) == ["b", "c"]
    del d["b"]
    d.pop("d")
    assert exact(d) and list(d.members("x")) == ["a"]
    d["b"] = ("y", 5)  # back again, now last in the dict's order
    assert exact(d) and list(d.members("y")) == ["c", "b"]
    d.update({"e": ("z", 1)})
    d.setdefault("f", ("z", 2))
    d |= {"a": ("z", 0)}
    assert exact(d) and list(d.members("z")) == ["a", "e", "f"]
    d.popitem()
    d.clear()
    assert list(d.members("z")) == []


def test_a_copy_is_independent_and_plain_to_everyone_else() -> None:
    d = Spots({"a": ("x", 1), "b": ("y", 2)})
    d.members("x")
    c = d.copy()
    c["a"] = ("y", 1)
    assert type(c) is Spots and list(d.members("x")) == ["a"] and list(c.members("y")) == ["a", "b"]
    assert c == {"a": ("y", 1), "b": ("y", 2)} and json.dumps(d) == json.dumps(dict(d))
    back = pickle.loads(pickle.dumps(d))
    assert type(back) is Spots and back == d and exact(back)


def test_states_keep_their_index_through_play_clones_and_loads() -> None:
    for key, field in (("napoleon1815", "pieces"), ("nwsolitaire", "where")):
        game = engine.find_game(key)
        state, picker = game.setup(3), Rng(3)
        for n in range(120):
            acting = game.to_act(state)
            if not acting:
                break
            legal = game.legal_actions(state, acting[0])
            game.apply(state, acting[0], legal[picker.below(len(legal))], observe=False, legal=True)
            for copy in (state, game.clone(state), game.load(json.loads(state.to_json()))):
                grouped = getattr(copy, field)
                assert type(grouped) in (Pieces, Places) and exact(grouped)
            if n % 10 == 0:
                assert game.load(json.loads(state.to_json())).to_json() == state.to_json()


def test_the_readers_agree_with_a_pass_over_the_map() -> None:
    s1815 = engine.find_game("napoleon1815").setup(1)
    assert isinstance(s1815, N1815State)
    for area in {p.area for p in s1815.pieces.values()}:
        assert at(s1815, area) == sorted(t for t, p in s1815.pieces.items() if p.area == area)
    solo = engine.find_game("nwsolitaire").setup(1)
    assert isinstance(solo, SolitaireState)
    for place in set(solo.where.values()):
        assert units_at(solo, place) == [u for u, at_ in solo.where.items() if at_ == place]
        assert list(placed(solo)[place]) == units_at(solo, place)
    plain = engine.find_game("nwsolitaire").setup(1)
    assert isinstance(plain, SolitaireState)
    plain.where = dict(plain.where)  # read by a pass
    assert {p: list(us) for p, us in placed(plain).items()} == {
        p: list(us) for p, us in placed(solo).items() if us
    }

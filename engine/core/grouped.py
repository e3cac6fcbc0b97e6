"""A dict that also knows its keys grouped by a place read from each value: an index a state keeps
beside its map so that "what is in this area" is a lookup, not a pass over every piece.

``Grouped`` is a plain ``dict`` to everything else (equality, JSON, the plain form, iteration order):
the index is no part of its value. It is built on the first ``members`` call and kept exact by every
write made through the dict (``d[k] = v``, ``del d[k]``, ``pop``); any other kind of change drops it,
to be built again when next asked. A copy (``copy()``, what a state's clone calls) shares nothing
with the original and builds its own index when first asked, so a clone costs what a dict copy costs.

Subclasses name the place of a value with ``place_of``.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from typing import Generic, Self, TypeVar

V = TypeVar("V")
_NONE: tuple[str, ...] = ()
_new_dict = dict.__new__
_fill = dict.update  # the dict's own update: keys and values, nothing else


class Grouped(dict[str, V], Generic[V]):
    __slots__ = ("_groups", "_next", "_rank")

    def __init__(self, items: Iterable[tuple[str, V]] | dict[str, V] = ()) -> None:
        super().__init__(items)
        self._groups: dict[str, list[str]] | None = None
        self._rank: dict[str, int] = {}
        self._next = 0

    def place_of(self, value: V) -> str:
        """Where a value stands (subclasses say)."""
        raise NotImplementedError

    def members(self, place: str) -> list[str] | tuple[str, ...]:
        """The keys whose value stands in ``place``, in the dict's order (read only: do not change it)."""
        groups = self._groups
        if groups is None:
            groups = self._build()
        return groups.get(place, _NONE)

    def groups(self) -> dict[str, list[str]]:
        """Every place with its keys in the dict's order (read only: do not change it); a place
        emptied since the index was built keeps an empty list."""
        groups = self._groups
        return groups if groups is not None else self._build()

    def _build(self) -> dict[str, list[str]]:
        place_of = self.place_of
        groups: dict[str, list[str]] = {}
        rank: dict[str, int] = {}
        n = 0
        for key, value in self.items():
            rank[key] = n
            n += 1
            found = groups.get(place_of(value))
            if found is None:
                groups[place_of(value)] = [key]
            else:
                found.append(key)
        self._groups, self._rank, self._next = groups, rank, n
        return groups

    def __setitem__(self, key: str, value: V) -> None:
        groups = self._groups
        if groups is not None:
            if key not in self:  # a new key comes last in the dict's order
                self._rank[key] = self._next
                self._next += 1
                groups.setdefault(self.place_of(value), []).append(key)
            else:
                old = dict.__getitem__(self, key)
                if old is not value:
                    was, new = self.place_of(old), self.place_of(value)
                    if was != new:
                        groups[was].remove(key)
                        members = groups.get(new)
                        if members is None:
                            groups[new] = [key]
                        else:
                            bisect.insort(members, key, key=self._rank.__getitem__)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key: str) -> None:
        if self._groups is not None and key in self:
            self._groups[self.place_of(dict.__getitem__(self, key))].remove(key)
        dict.__delitem__(self, key)

    def pop(self, key: str, *default: V) -> V:  # type: ignore[override]
        if self._groups is not None and key in self:
            self._groups[self.place_of(dict.__getitem__(self, key))].remove(key)
        return dict.pop(self, key, *default)

    # every other change drops the index (none of them is on a hot path)
    def popitem(self) -> tuple[str, V]:
        self._groups = None
        return dict.popitem(self)

    def clear(self) -> None:
        self._groups = None
        dict.clear(self)

    def setdefault(self, key: str, default: V) -> V:
        self._groups = None
        return dict.setdefault(self, key, default)

    def update(self, *args: object, **kwargs: V) -> None:
        self._groups = None
        dict.update(self, *args, **kwargs)

    def __ior__(self, other: object) -> Self:  # type: ignore[override,misc]
        self._groups = None
        dict.update(self, other)  # type: ignore[call-overload]
        return self

    def copy(self) -> Self:
        """An independent copy, its index built when first asked (made without ``__init__``: a
        state's clone copies this dict each time)."""
        other = _new_dict(type(self))
        _fill(other, self)
        other._groups = None
        return other

    def __reduce__(self) -> tuple[type, tuple[dict[str, V]]]:
        return type(self), (dict(self),)

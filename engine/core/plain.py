"""Typed records as plain JSON, and fast copies, both derived from the type hints.

Game states, frames and pieces are dataclasses and named tuples with precise types
(``dict[str, Piece]``, ``list[Frame]``, ``Stage``...). This module reads those hints once and
builds, per type, three functions: to JSON values, back from them, and an independent copy that
shares what cannot change (numbers, strings, enums, named tuples, log entries, which are written
once) and copies only what can. A record's copy is written as Python source for its type, one line
per field, so a state copy (the hot path of a search) is a handful of list and dict copies.

Supported: ``str``, ``int``, ``float``, ``bool``, ``None``; enums; named tuples of supported
types; ``list[T]``, ``tuple[T, ...]``, ``dict[str, T]``; ``Mapping[str, T]`` of values that never
change (a dict replaced, never changed in place: copies share it); ``T | None``; dataclasses;
``Json`` (plain JSON values, deep-copied); and frame families (see ``flow.Frame``), decoded by kind.

A field declared with ``metadata=TRANSIENT`` is no part of the plain form (it keeps its default when
decoded) but is copied: a mode of play that belongs to one copy of a state, not to the game.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol, TypeVar, cast

from engine.core.log import LogEntry
from engine.core.messages import Json, Msg

T = TypeVar("T")
Encode = Callable[[object], Json]
Decode = Callable[[Json], object]
Copy = Callable[[object], object]
TRANSIENT: Mapping[str, bool] = {"transient": True}  # ``field(metadata=TRANSIENT)``: copied, not encoded


@dataclass(frozen=True, slots=True)
class Codec:
    encode: Encode
    decode: Decode
    copy: Copy
    immutable: bool  # values of this type never change in place: copies may share them


class Family(Protocol):
    """A polymorphic record decoded by a kind tag (frames): ``family_decode`` picks the class."""

    @classmethod
    def family_decode(cls, data: dict[str, Json]) -> object: ...


def _same(value: object) -> object:
    return value


def _json_copy(value: object) -> object:
    if isinstance(value, list):
        return [_json_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _json_copy(v) for k, v in value.items()}
    return value


_SCALAR = Codec(cast(Encode, _same), _same, _same, True)
_JSON = Codec(cast(Encode, _json_copy), cast(Decode, _json_copy), _json_copy, False)
# a log entry is written once (``log.log``) and never changed: copies share it
_LOG_ENTRY = Codec(cast(Encode, _json_copy), cast(Decode, _json_copy), _same, True)
_MSG = Codec(
    lambda v: cast(Json, cast(Msg, v).to_json()),
    lambda v: Msg.from_json(cast(dict[str, Json], v)),
    _same,
    True,
)


_CODECS: dict[object, Codec] = {}
_RECORDS: dict[type, Codec] = {}


def codec(tp: object) -> Codec:
    """The codec for a type (cached per type)."""
    found = _CODECS.get(tp)
    if found is None:
        found = _CODECS[tp] = _make_codec(tp)
    return found


def _make_codec(tp: object) -> Codec:
    if tp in (str, int, float, bool, type(None)):
        return _SCALAR
    if tp is LogEntry:
        return _LOG_ENTRY
    if tp is object or typing.is_typeddict(tp):
        return _JSON
    if tp is Msg:
        return _MSG
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        if any(typing.get_origin(a) in (list, dict) for a in typing.get_args(tp)):
            return _JSON  # the recursive ``Json`` alias, as ``get_type_hints`` unfolds it
        return _optional(tp)
    if origin is list:
        return _list(codec(typing.get_args(tp)[0]))
    if origin is tuple:
        return _tuple(codec(typing.get_args(tp)[0]))
    if origin is dict:
        return _dict(codec(typing.get_args(tp)[1]))
    if origin is Mapping:
        return _mapping(tp, codec(typing.get_args(tp)[1]))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum(tp)
    if isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields"):
        return _named_tuple(tp)
    if isinstance(tp, type) and hasattr(tp, "family_decode"):
        return _family(tp)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return record_codec(tp)
    raise TypeError(f"no plain-JSON form for {tp!r}")


def _optional(tp: object) -> Codec:
    options = [a for a in typing.get_args(tp) if a is not type(None)]
    if len(options) != 1:
        if all(a in (str, int, float, bool) for a in options):
            return _SCALAR
        raise TypeError(f"only T | None unions have a plain form, not {tp!r}")
    inner = codec(options[0])
    if inner.immutable:
        return Codec(
            lambda v: None if v is None else inner.encode(v),
            lambda v: None if v is None else inner.decode(v),
            _same,
            True,
        )
    return Codec(
        lambda v: None if v is None else inner.encode(v),
        lambda v: None if v is None else inner.decode(v),
        lambda v: None if v is None else inner.copy(v),
        False,
    )


def _list(item: Codec) -> Codec:
    if item is _SCALAR:
        return Codec(
            lambda v: list(cast(list[Json], v)),
            lambda v: list(cast(list[Json], v)),
            lambda v: list(cast(list[object], v)),
            False,
        )
    enc, dec, cp = item.encode, item.decode, item.copy
    copy: Copy = (
        (lambda v: list(cast(list[object], v)))
        if item.immutable
        else (lambda v: [cp(x) for x in cast(list[object], v)])
    )
    return Codec(
        lambda v: [enc(x) for x in cast(list[object], v)],
        lambda v: [dec(x) for x in cast(list[Json], v)],
        copy,
        False,
    )


def _tuple(item: Codec) -> Codec:
    enc, dec = item.encode, item.decode
    return Codec(
        lambda v: [enc(x) for x in cast(tuple[object, ...], v)],
        lambda v: tuple(dec(x) for x in cast(list[Json], v)),
        _same,
        item.immutable,
    )


def _dict(value: Codec) -> Codec:
    enc, dec, cp = value.encode, value.decode, value.copy
    if value is _SCALAR:
        return Codec(
            lambda v: dict(cast(dict[str, Json], v)),
            lambda v: dict(cast(dict[str, Json], v)),
            lambda v: dict(cast(dict[str, object], v)),
            False,
        )
    copy: Copy = (
        (lambda v: dict(cast(dict[str, object], v)))
        if value.immutable
        else (lambda v: {k: cp(x) for k, x in cast(dict[str, object], v).items()})
    )
    return Codec(
        lambda v: {k: enc(x) for k, x in cast(dict[str, object], v).items()},
        lambda v: {k: dec(x) for k, x in cast(dict[str, Json], v).items()},
        copy,
        False,
    )


def _mapping(tp: object, value: Codec) -> Codec:
    """A read-only dict: whoever changes it puts a new one in its place, so copies share it."""
    if not value.immutable:
        raise TypeError(f"{tp!r}: a Mapping may hold only values that never change")
    enc, dec = value.encode, value.decode
    return Codec(
        lambda v: {k: enc(x) for k, x in cast(dict[str, object], v).items()},
        lambda v: {k: dec(x) for k, x in cast(dict[str, Json], v).items()},
        _same,
        True,
    )


def _enum(tp: type[enum.Enum]) -> Codec:
    return Codec(lambda v: cast(enum.Enum, v).value, lambda v: tp(v), _same, True)


def _named_tuple(tp: type[tuple[object, ...]]) -> Codec:
    hints = typing.get_type_hints(tp)
    parts = [codec(hints[name]) for name in tp._fields]  # type: ignore[attr-defined]
    if not all(p.immutable for p in parts):
        raise TypeError(f"{tp.__name__}: a named tuple may hold only values that never change")
    make = cast(Callable[..., object], tp)
    return Codec(
        lambda v: [p.encode(x) for p, x in zip(parts, cast(tuple[object, ...], v), strict=True)],
        lambda v: make(*(p.decode(x) for p, x in zip(parts, cast(list[Json], v), strict=True))),
        _same,
        True,
    )


def _family(tp: type) -> Codec:
    family = cast(type[Family], tp)
    return Codec(
        lambda v: record_codec(type(v)).encode(v),
        lambda v: family.family_decode(cast(dict[str, Json], v)),
        _copy_member,
        False,
    )


class _CopyByClass(dict[type, Copy]):
    """Record class -> its copy function, made when first asked (frame families copy by class)."""

    def __missing__(self, tp: type) -> Copy:
        copy = self[tp] = record_codec(tp).copy
        return copy


_COPIES = _CopyByClass()


def _copy_member(value: object) -> object:
    """A copy of a member of a frame family, by its own class."""
    return _COPIES[type(value)](value)


def record_codec(tp: type) -> Codec:
    """The codec of a dataclass: a dict of its fields (plus ``kind`` for frames), cached per class."""
    found = _RECORDS.get(tp)
    if found is None:
        found = _RECORDS[tp] = _make_record_codec(tp)
    return found


def _make_record_codec(tp: type) -> Codec:
    hints = typing.get_type_hints(tp)
    fields = dataclasses.fields(tp)
    parts = tuple((f.name, codec(hints[f.name])) for f in fields if not f.metadata.get("transient"))
    kind = getattr(tp, "kind", None)

    def encode(value: object) -> Json:
        out: dict[str, Json] = {"kind": kind} if isinstance(kind, str) else {}
        for name, part in parts:
            out[name] = part.encode(getattr(value, name))
        return out

    def decode(data: Json) -> object:
        fields = cast(dict[str, Json], data)
        return tp(**{name: part.decode(fields[name]) for name, part in parts if name in fields})

    return Codec(encode, decode, _CopySource(tp).function(), False)


class _CopySource:
    """The Python source of one record type's copy, written out field by field (a state copy is the
    hot path of a search): what never changes is shared, a container of values that never change is
    copied by its ``copy()`` (a ``Grouped`` keeps its class), containers of records by a loop, records
    of a fixed class written inline, frames (a family) by their class's own copy. Loops, not
    comprehensions: before Python 3.12 a comprehension is a function made and called each time."""

    def __init__(self, tp: type) -> None:
        self.tp = tp
        self.env: dict[str, object] = {"new": object.__new__, "COPIES": _COPIES}
        self.lines = ["def copy(v):"]
        self.names = 0
        self.inlined: list[type] = []  # the records being written inline (a record never inlines itself)

    def function(self) -> Copy:
        self.lines.append(f"    return {self.record(self.tp, 'v', 1, inline_root=True)}")
        exec("\n".join(self.lines), self.env)  # source built from field names and types only
        return cast(Copy, self.env["copy"])

    def fresh(self, prefix: str) -> str:
        self.names += 1
        return f"{prefix}{self.names}"

    def constant(self, value: object) -> str:
        """A name in the function's globals bound to ``value``."""
        name = self.fresh("c")
        self.env[name] = value
        return name

    def emit(self, depth: int, line: str) -> None:
        self.lines.append("    " * depth + line)

    def value(self, tp: object, expr: str, depth: int) -> str:
        """An expression for a copy of ``expr`` (a name or attribute: read more than once), a ``tp``;
        statements it needs are written first, at ``depth``."""
        found = codec(tp)
        if found.immutable:
            return expr
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if origin in (list, dict) and codec(args[-1]).immutable:
            return f"{expr}.copy()"
        if origin is list or (origin is tuple and args[-1] is Ellipsis):
            out, item = self.fresh("t"), self.fresh("x")
            self.emit(depth, f"{out} = []")
            self.emit(depth, f"for {item} in {expr}:")
            self.emit(depth + 1, f"{out}.append({self.value(args[0], item, depth + 1)})")
            return out if origin is list else f"tuple({out})"
        if origin is dict:  # a copy first: a ``Grouped`` keeps its class
            out, key, item = self.fresh("t"), self.fresh("k"), self.fresh("x")
            self.emit(depth, f"{out} = {expr}.copy()")
            self.emit(depth, f"for {key}, {item} in {out}.items():")
            self.emit(depth + 1, f"{out}[{key}] = {self.value(args[1], item, depth + 1)}")
            return out
        if origin in (types.UnionType, typing.Union) and found is not _JSON:  # T | None
            (inner,) = [a for a in args if a is not type(None)]
            out = self.fresh("t")
            self.emit(depth, f"{out} = {expr}")
            self.emit(depth, f"if {out} is not None:")
            self.emit(depth + 1, f"{out} = {self.value(inner, out, depth + 1)}")
            return out
        if isinstance(tp, type) and hasattr(tp, "family_decode"):
            return f"COPIES[type({expr})]({expr})"
        if isinstance(tp, type) and dataclasses.is_dataclass(tp) and tp not in self.inlined:
            return self.record(tp, expr, depth)
        return f"{self.constant(found.copy)}({expr})"  # JSON values; a record within itself

    def record(self, tp: type, expr: str, depth: int, inline_root: bool = False) -> str:
        """A new ``tp`` with each field's copy: ``o.name = ...`` (through the slot for frozen records)."""
        self.inlined.append(tp)
        hints = typing.get_type_hints(tp)
        out = "o" if inline_root else self.fresh("r")
        self.emit(depth, f"{out} = new({self.constant(tp)})")
        frozen = tp.__dataclass_params__.frozen  # type: ignore[attr-defined]
        for f in dataclasses.fields(tp):
            copied = self.value(hints[f.name], f"{expr}.{f.name}", depth)
            slot = tp.__dict__.get(f.name)
            if frozen and isinstance(slot, types.MemberDescriptorType):  # the slot, despite ``frozen``
                self.emit(depth, f"{self.constant(slot.__set__)}({out}, {copied})")
            elif frozen:
                self.emit(depth, f"{self.constant(object.__setattr__)}({out}, {f.name!r}, {copied})")
            else:
                self.emit(depth, f"{out}.{f.name} = {copied}")
        self.inlined.pop()
        return out


def to_plain(value: T) -> Json:
    """A dataclass record as plain JSON values."""
    return record_codec(type(value)).encode(value)


def from_plain(tp: type[T], data: Json) -> T:
    """A dataclass record from its plain JSON values."""
    return cast(T, record_codec(tp).decode(data))


def copy_record(value: T) -> T:
    """An independent copy of a dataclass record (immutable parts shared)."""
    return cast(T, record_codec(type(value)).copy(value))

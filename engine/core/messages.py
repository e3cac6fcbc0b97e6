"""Text as data: a message is a catalog key plus typed arguments, turned into words only where shown.

The engine never writes a sentence. It says ``Msg("napoleon21-log-declare", seat=seat_ref, n=2)``
and the reader's language is chosen later (``i18n.Translator``), from whole-sentence templates in
the catalogs. An argument is one of:

* an ``int`` (counts, VP, die results: the catalog picks plural forms from it),
* a ``Ref``: a named thing of a game (a seat, an area, a country, a block, a card), shown by the
  name the catalog gives it in the reader's language,
* a tuple of ``Ref`` or ``str`` (a list of names or notations, joined the way the language joins
  lists: ``2, 3`` in English, ``2、3`` in Japanese),
* a nested ``Msg`` (a whole clause with its own template, e.g. the reason in a result line),
* a ``str`` for text that is the same in every language (a notation such as ``declare prussia``).

Every message has a plain-JSON form (``to_json`` / ``from_json``) so that logs, views and the
database store structure, never prose.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Final, TypeAlias, TypedDict, Union

Json: TypeAlias = Union[str, int, float, bool, list["Json"], dict[str, "Json"], None]  # noqa: UP007


@dataclass(slots=True, unsafe_hash=True)
class Ref:
    """A named thing of a game: ``Ref("napoleon21-area", "paris")`` is shown by the catalog entry
    ``napoleon21-area-paris`` (with attributes such as ``.short`` for other forms of the name).

    A ref never changes: its fields are ``Final`` (not a frozen dataclass, whose ``__init__`` sets
    each field through ``object.__setattr__``: messages make refs on every step, as ``Action`` does)."""

    kind: Final[str]
    id: Final[str]

    @property
    def key(self) -> str:
        """The catalog entry that names it."""
        return f"{self.kind}-{self.id}"


Arg: TypeAlias = "int | str | Ref | Msg | tuple[Ref | str, ...]"


class MsgJson(TypedDict):
    key: str
    args: dict[str, Json]


class Msg:
    """A catalog key and its arguments: ``Msg("core-game-over", reason=Msg(...))``."""

    __slots__ = ("args", "key")

    def __init__(self, key: str, /, **args: Arg) -> None:
        self.key = key
        self.args: dict[str, Arg] = args

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and self.key == other.key and self.args == other.args

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.args.items())
        return f"Msg({self.key!r}{', ' if inner else ''}{inner})"

    def refs(self) -> Iterator[Ref]:
        """Every ``Ref`` among the arguments, nested messages included."""
        for value in self.args.values():
            yield from _refs(value)

    def to_json(self) -> MsgJson:
        """The plain form; every log entry is written through here, so the common arguments (a
        number, a notation, a ``Ref``) are turned into JSON inline."""
        args: dict[str, Json] = {}
        for name, value in self.args.items():
            kind = type(value)
            if kind is str or kind is int:
                args[name] = value  # type: ignore[assignment]
            elif kind is Ref:
                args[name] = {"ref": value.kind, "id": value.id}  # type: ignore[union-attr]
            elif kind is tuple:
                args[name] = _list_json(value)  # type: ignore[arg-type]
            elif kind is Msg:
                args[name] = value.to_json()  # type: ignore[assignment,union-attr]
            else:
                args[name] = _arg_json(value)
        return {"key": self.key, "args": args}

    @classmethod
    def from_json(cls, data: Mapping[str, Json]) -> Msg:
        key, args = data["key"], data["args"]
        assert isinstance(key, str) and isinstance(args, dict), data
        return cls(key, **{name: _arg_from_json(value) for name, value in args.items()})


def _refs(value: Arg) -> Iterator[Ref]:
    if isinstance(value, Ref):
        yield value
    elif isinstance(value, Msg):
        yield from value.refs()
    elif isinstance(value, tuple):
        yield from (item for item in value if isinstance(item, Ref))


def _arg_json(value: Arg) -> Json:
    kind = type(value)
    if kind is str or kind is int:  # the common cases first: every log entry passes here
        return value  # type: ignore[return-value]
    if kind is Ref:
        return {"ref": value.kind, "id": value.id}  # type: ignore[union-attr]
    if isinstance(value, bool):
        raise TypeError("a message argument is never a bool: say it with a key of its own")
    if isinstance(value, int | str):
        return value
    if isinstance(value, Ref):
        return {"ref": value.kind, "id": value.id}
    if isinstance(value, Msg):
        return {"key": value.key, "args": {name: _arg_json(arg) for name, arg in value.args.items()}}
    return _list_json(value)


def _list_json(value: tuple[Ref | str, ...]) -> list[Json]:
    """A list argument (names, notations) as JSON, its refs turned into JSON inline."""
    items: list[Json] = []
    for item in value:
        kind = type(item)
        if kind is str:
            items.append(item)  # type: ignore[arg-type]
        elif kind is Ref:
            items.append({"ref": item.kind, "id": item.id})  # type: ignore[union-attr]
        else:
            items.append(_arg_json(item))
    return items


def _arg_from_json(value: Json) -> Arg:
    if isinstance(value, int | str) and not isinstance(value, bool):
        return value
    if isinstance(value, list):
        return tuple(_item_from_json(item) for item in value)
    if isinstance(value, dict) and "ref" in value:
        return Ref(str(value["ref"]), str(value["id"]))
    if isinstance(value, dict):
        return Msg.from_json(value)
    raise TypeError(f"not a message argument: {value!r}")


def _item_from_json(item: Json) -> Ref | str:
    if isinstance(item, str):
        return item
    if isinstance(item, dict) and "ref" in item:
        return Ref(str(item["ref"]), str(item["id"]))
    raise TypeError(f"not an item of a list argument: {item!r}")

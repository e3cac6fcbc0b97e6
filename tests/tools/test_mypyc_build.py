"""``tools/mypyc_build.py``'s rewrites of the copy, each on a small module (no compiling here: the
build's own check is ``python -m tools.golden`` run from ``build/compiled``)."""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

import pytest

from tools import mypyc_core, mypyc_rewrite

ROOT = Path(__file__).resolve().parents[2]

FRAMES = textwrap.dedent(
    """
    from __future__ import annotations

    from dataclasses import dataclass
    from enum import StrEnum


    class Stage(StrEnum):
        ASK = "ask"
        OVER = "over"


    @MACHINE.frame
    @dataclass(slots=True, kw_only=True)
    class Turn(GameFrame):
        kind = "turn"
        ASK, OVER = Stage.ASK, Stage.OVER
        at: Stage = Stage.ASK

        def run(self, s: State) -> Flow:
            match self.at:
                case self.ASK:
                    self.at = self.OVER
            return DONE if self.at is self.OVER else WAIT
    """
)


def test_frame_constants_and_registration_come_after_the_class() -> None:
    out = mypyc_rewrite.rewrite_dataclass_constants(FRAMES)
    ast.parse(out)
    assert "@MACHINE.frame" not in out
    assert out.index("class Turn(") < out.index('Turn.kind = "turn"') < out.index("MACHINE.frame(Turn)")
    assert "_Turn_ASK, _Turn_OVER = Stage.ASK, Stage.OVER" in out
    assert "self.at = _Turn_OVER" in out
    assert "case Stage.ASK:" in out  # a bare name would capture, not compare


def test_a_class_nested_in_a_dataclass_moves_before_it() -> None:
    source = textwrap.dedent(
        """
        @dataclass(slots=True, kw_only=True)
        class Turn(GameFrame):
            class Phase(StrEnum):
                ONE = "one"

            phase: Phase = Phase.ONE


        FIRST = Turn.Phase.ONE
        """
    )
    out = mypyc_rewrite.rewrite_nested_classes(source)
    ast.parse(out)
    assert out.index("class _Turn_Phase(StrEnum):") < out.index("class Turn(")
    assert "phase: _Turn_Phase = _Turn_Phase.ONE" in out
    assert "FIRST = _Turn_Phase.ONE" in out


def test_getitem_maps_read_whole_become_comprehensions() -> None:
    text = "out.extend(map(made(1).__getitem__, keys))\nlazy = map(d.__getitem__, keys)\nn = sum(map(d.__getitem__, keys))  # é\n"
    out = mypyc_rewrite.rewrite_getitem_maps(text)
    assert out == (
        "out.extend([_m[_k] for _m in (made(1),) for _k in keys])\n"
        "lazy = map(d.__getitem__, keys)\n"
        "n = sum([_m[_k] for _m in (d,) for _k in keys])  # é\n"
    )
    before: dict[str, object] = {"d": {1: 2, 3: 4}, "keys": [3, 1], "out": [], "made": lambda y: {1: y, 3: 7}}
    after = {**before, "out": []}
    exec(text, before)
    exec(out, after)
    assert (after["out"], after["n"]) == (before["out"], before["n"]) == ([7, 1], 6)


def test_starred_tuples_become_tuple_calls() -> None:
    out = mypyc_rewrite.rewrite_starred_tuples("ok = x in (a, *b) or y in (c, d)\n")
    assert out == "ok = x in tuple((a, *b)) or y in (c, d)\n"


def test_final_fields_become_plain_fields() -> None:
    assert (
        mypyc_rewrite.rewrite_finals("    verb: Final[str]\nLIMIT: Final = 3")
        == "    verb: str\nLIMIT: Final = 3"
    )


def test_frame_and_window_are_not_subscripted() -> None:
    out = mypyc_rewrite.rewrite_frame_subscripts(
        "class A(Frame[State]): ...\nclass B(Window[dict[str, int]], F): ..."
    )
    assert out == "class A(Frame): ...\nclass B(Window, F): ..."


def test_interpreted_subclasses_of_compiled_dataclasses_lose_their_slots() -> None:
    source = "@dataclass(slots=True, kw_only=True)\nclass Mine(Theirs):\n    x: int = 0\n"
    assert mypyc_rewrite.drop_slots(source, {"Mine"}).startswith("@dataclass(kw_only=True)\n")
    assert mypyc_rewrite.drop_slots(source, set()) == source


def test_hand_edits_refuse_a_line_that_is_gone() -> None:
    try:
        mypyc_core.hand_edits("engine/gustav/game.py", "nothing here\n")
    except AssertionError as error:
        assert "engine/gustav/game.py" in str(error)
    else:
        raise AssertionError("a hand edit whose line is gone must stop the build")


def test_a_message_may_have_an_argument_called_key_once_compiled() -> None:
    """mypyc ignores ``Msg.__init__``'s ``/``: compiled, ``Msg("bot-seat-key", key=...)`` would give
    ``key`` twice, so the key's own parameter is renamed (and a Msg the rewrite no longer knows stops it)."""
    source = (ROOT / "engine/core/messages.py").read_text(encoding="utf-8")
    rewritten = mypyc_core.rewrite_messages(source)
    namespace: dict[str, object] = {}
    exec(compile(rewritten, "messages.py", "exec"), namespace)  # the rewritten module, interpreted
    made = namespace["Msg"]("bot-seat-key", key="france")  # type: ignore[operator]
    assert (made.key, made.args) == ("bot-seat-key", {"key": "france"})  # type: ignore[attr-defined]
    assert "def __init__(self, key: str" not in rewritten
    with pytest.raises(ValueError, match=r"Msg\.__init__"):
        mypyc_core.rewrite_messages(source.replace("key: str, /", "name: str, /"))


def test_module_constants_become_final() -> None:
    """Compiled, a plain module name is a dict lookup at each read; a ``Final`` one is not."""
    source = textwrap.dedent(
        '''
        """A module."""

        from __future__ import annotations

        from typing import TypeVar

        T = TypeVar("T")
        LIMIT = 3
        NAMES: dict[str, int] = {"a": 1}
        WAIT, DONE = Flow.WAIT, Flow.DONE
        LOW = HIGH = 4
        _Stage_ASK = "ask"
        COUNTER = 0
        COUNTER += 1
        TABLE = {}
        helper = 2


        def bump() -> None:
            global LIMIT
        '''
    )
    rewritten = mypyc_rewrite.rewrite_module_constants(source)
    assert rewritten.split("\n")[3:6] == [
        "from __future__ import annotations",
        "from typing import Final",
        "",
    ]
    for line in (
        'NAMES: Final[dict[str, int]] = {"a": 1}',
        "WAIT: Final = Flow.WAIT",
        "DONE: Final = Flow.DONE",
        "LOW: Final = 4",
        "HIGH: Final = 4",
        '_Stage_ASK: Final = "ask"',
        "TABLE: Final = {}",
    ):
        assert f"\n{line}\n" in rewritten, line
    for line in ('T = TypeVar("T")', "LIMIT = 3", "COUNTER = 0", "helper = 2"):
        assert f"\n{line}\n" in rewritten, line  # a type variable, a name bound twice, a lower-case one
    assert mypyc_rewrite.rewrite_module_constants("x = 1\n") == "x = 1\n"


RECORDS = textwrap.dedent(
    """
    from __future__ import annotations

    from dataclasses import dataclass, field
    from enum import Enum


    class Kind(Enum):
        PLAIN = "plain"
        BOLD = "bold"


    @dataclass(slots=True)
    class Base:
        key: str
        kind: Kind = Kind.PLAIN
        tags: list[str] = field(default_factory=list)


    @dataclass(slots=True, kw_only=True)
    class Child(Base):
        count: int = field(default=2, compare=False)
        seen: dict[str, int] = field(default_factory=dict)
        marks: dict[str, int] = field(default_factory=lambda: {"a": 1})

        def __post_init__(self) -> None:
            self.count += 1


    @dataclass(frozen=True)
    class Frozen:
        key: str
    """
)


def test_compiled_dataclasses_get_an_init_written_out() -> None:
    """Each dataclass's ``__init__`` written in its body takes and sets what the generated one does
    (defaults, factories, keyword-only fields, ``__post_init__``); a frozen one keeps its own."""
    rewritten = mypyc_rewrite.native_inits({"engine.core.records": RECORDS})["engine.core.records"]
    assert rewritten.count("def __init__(") == 2
    assert rewritten.count("@mypyc_attr(allow_interpreted_subclasses=True)") == 2
    ours: dict[str, object] = {}
    exec(compile(rewritten, "records.py", "exec"), ours)  # interpreted: mypyc_attr changes nothing
    theirs: dict[str, object] = {}
    exec(compile(RECORDS, "records.py", "exec"), theirs)
    for namespace in (ours, theirs):
        child, base = namespace["Child"], namespace["Base"]
        made = (child("k", count=5), child("k", namespace["Kind"].BOLD, ["t"]), base("b"))  # type: ignore[operator]
        assert [repr(m) for m in made] == [
            "Child(key='k', kind=<Kind.PLAIN: 'plain'>, tags=[], count=6, seen={}, marks={'a': 1})",
            "Child(key='k', kind=<Kind.BOLD: 'bold'>, tags=['t'], count=3, seen={}, marks={'a': 1})",
            "Base(key='b', kind=<Kind.PLAIN: 'plain'>, tags=[])",
        ]
        assert made[0].tags is not made[1].tags  # type: ignore[attr-defined]

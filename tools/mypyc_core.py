"""The compiled build's rewrite rules for the core's own modules (flow, windows, rng, messages, plain),
the table of field types ``plain`` reads, the lines edited by hand, and Napoleon 1815's ``CardWindow``
given ``Window``'s body (``tools/mypyc_build.py`` tells why)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tools import mypyc_rng
from tools.mypyc_rewrite import Edits, add_import, base_names, module_name

_HALVES = Path(mypyc_rng.__file__)

_FRAME_DECLARED = '''

@mypyc_attr(allow_interpreted_subclasses=True)
class FrameDeclared:
    """What every frame kind says at class level: a plain base class, as mypyc makes every annotation
    of a dataclass a field (``tools/mypyc_build.py``)."""

    kind: ClassVar[str]
    machine: ClassVar[Machine[Any]]  # set on each game's family base class

'''


def rewrite_flow(text: str) -> str:
    """``Frame`` a plain dataclass whose class-level names live on a base class of their own."""
    text = text.replace("class Frame(Generic[S]):", "class Frame(FrameDeclared):")
    text = text.replace(
        "    kind: ClassVar[str]\n    machine: ClassVar[Machine[Any]]  # set on each game's family base class\n\n",
        "",
    )
    text = text.replace(
        "@dataclass(slots=True, kw_only=True)\nclass Frame(",
        _FRAME_DECLARED + "@dataclass(slots=True, kw_only=True)\nclass Frame(",
        1,
    )
    start = text.index("class Frame(FrameDeclared):")
    end = text.index("\ndef push(")
    body = re.sub(r"\bs: S\b", "s: Any", text[start:end])
    return text[:start] + body + text[end:]


def rewrite_windows(text: str) -> str:
    """``Window`` a plain frame, as ``Frame`` is."""
    text = text.replace(
        "from engine.core.flow import", "from typing import Any\n\nfrom engine.core.flow import", 1
    )
    return re.sub(r"\bs: S\b", "s: Any", text)


def rewrite_rng(text: str) -> str:
    """``Rng.below`` a method: a compiled function set as a class attribute does not bind ``self``;
    and the draws worked in 32-bit halves (``tools/mypyc_rng.py``)."""
    alias = (
        "    below = randbelow  # ``self.below(n)`` is ``randbelow(self, n)``, without a call in between\n"
    )
    assert alias in text, "rng.py names randbelow as Rng.below"
    method = "    def below(self, n: int) -> int:\n        return randbelow(self, n)\n"
    return _draws_in_halves(text.replace(alias, method, 1))


def _draws_in_halves(text: str) -> str:
    """``rng.py``'s functions that ``tools/mypyc_rng.py`` names in ``REPLACED`` swapped for its own,
    its constants and helpers put before the first of them."""
    halves = _HALVES.read_text(encoding="utf-8")
    source = halves.split("\n")
    own: dict[str, str] = {}
    helpers: list[str] = []
    for node in ast.parse(halves).body[1:]:  # after the docstring
        if isinstance(node, ast.ImportFrom) and node.module not in ("__future__", "engine.core.rng"):
            imported = ast.unparse(node)
            text = text if imported in text else add_import(text, imported)
        if isinstance(node, ast.ImportFrom) or _assigns(node, "REPLACED"):
            continue
        segment = "\n".join(source[node.lineno - 1 : node.end_lineno])  # its comments too
        if isinstance(node, ast.FunctionDef) and node.name in mypyc_rng.REPLACED:
            own[node.name] = segment
        else:
            helpers.append(segment)
    lines = text.split("\n")
    edits = Edits(lines)
    replaced = sorted(
        (n for n in ast.parse(text).body if isinstance(n, ast.FunctionDef) and n.name in own),
        key=lambda n: n.lineno,
    )
    assert {n.name for n in replaced} == set(mypyc_rng.REPLACED), f"rng.py holds {mypyc_rng.REPLACED}"
    edits.before[replaced[0].lineno - 1] = ["\n\n".join(helpers), "", ""]
    for node in replaced:
        assert node.end_lineno is not None
        edits.dropped.update(range(node.lineno - 1, node.end_lineno))
        edits.after[node.end_lineno - 1] = own[node.name].split("\n")
    return edits.text()


def _assigns(node: ast.stmt, name: str) -> bool:
    target = node.target if isinstance(node, ast.AnnAssign) else None
    return isinstance(target, ast.Name) and target.id == name


_REDUCE = '''
    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its key and arguments (a compiled class has no ``__dict__`` to pickle)."""
        return (_msg, (self.key, self.args))
'''
_MSG_FUNCTION = """

def _msg(key: str, args: dict[str, Arg]) -> Msg:
    return Msg(key, **args)
"""


# mypyc ignores the ``/`` of ``Msg.__init__``, which lets a message have an argument called ``key``
# (the bot's ``bot-seat-key``): compiled, the key's parameter takes a name no message argument has
_INIT = "    def __init__(self, key: str, /, **args: Arg) -> None:\n        self.key = key\n"
_COMPILED_INIT = (
    "    def __init__(self, msg_key_: str, /, **args: Arg) -> None:\n        self.key = msg_key_\n"
)


def rewrite_messages(text: str) -> str:
    """``Msg`` pickles by ``__reduce__``, and its key's parameter is not called ``key``."""
    if _INIT not in text:
        raise ValueError("engine/core/messages.py: Msg.__init__ is not the one the build rewrites")
    text = text.replace(_INIT, _COMPILED_INIT, 1)
    anchor = "    def refs(self) -> Iterator[Ref]:"
    text = text.replace(anchor, _REDUCE.lstrip("\n") + "\n" + anchor, 1)
    return text.replace("\n\ndef _refs(", _MSG_FUNCTION + "\n\ndef _refs(", 1)


_TYPE_HINTS = '''

def _new(cls: type[T]) -> T:
    """A record not yet filled in: a compiled class (and its interpreted subclasses) refuses
    ``object.__new__``."""
    return cls.__new__(cls)


def _compiled_copy(tp: type) -> Copy | None:
    """The copy of a record compiled with its package, if it has one (``tools/mypyc_copies.py``)."""
    package = ".".join(tp.__module__.split(".")[:2])
    try:
        copies = importlib.import_module(f"{package}.compiled_copies")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.compiled_copies":
            raise
        return None
    found: Copy | None = copies.COPIES_BY_CLASS.get(f"{tp.__module__}:{tp.__qualname__}")
    return found


def _type_hints(tp: type) -> dict[str, object]:
    """The field types of a record: from the table written at build time for a compiled class (mypyc
    drops them), from the class itself for an interpreted one (``tools/mypyc_build.py``)."""
    hints: dict[str, object] = {}
    for cls in reversed(tp.__mro__):
        own = HINTS.get(f"{cls.__module__}:{cls.__qualname__}")
        if own is None:
            own = cls.__dict__.get("__annotations__", {})
        stand_in = type(cls.__name__, (), {"__annotations__": dict(own), "__module__": cls.__module__})
        module = sys.modules[cls.__module__].__dict__  # as ``get_type_hints``: the module's names, then the class's
        hints.update(typing.get_type_hints(stand_in, dict(vars(cls)), module))
    return hints
'''


def rewrite_plain(text: str) -> str:
    """``plain`` reads the field types from the build's table."""
    text = text.replace("typing.get_type_hints(", "_type_hints(")
    made = "_CopySource(tp).function()"
    assert made in text, "plain makes a record's copy with _CopySource"
    text = text.replace(made, "_compiled_copy(tp) or _CopySource(tp).function()", 1)
    new = '"new": object.__new__'
    assert new in text, "plain's copies make records with object.__new__"
    text = text.replace(new, '"new": _new', 1)
    text = add_import(text, "import importlib\nimport sys\n\nfrom engine.core.compiled_hints import HINTS")
    return text.replace("\n\ndef codec(", _TYPE_HINTS + "\n\ndef codec(", 1)


def hints_table(paths: list[Path], out: Path) -> str:
    """The module ``plain`` reads field types from: each class's own annotations, as written."""
    table: dict[str, dict[str, str]] = {}
    for path in paths:
        module = module_name(path, out)
        text = path.read_text(encoding="utf-8")
        for node in ast.parse(text).body:
            if isinstance(node, ast.ClassDef):
                own = {
                    s.target.id: ast.get_source_segment(text, s.annotation) or ""
                    for s in node.body
                    if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
                }
                table[f"{module}:{node.name}"] = own
    lines = [
        '"""Field types of the compiled classes, by ``module:class`` (written by ``tools/mypyc_build.py``)."""',
        "",
        "from __future__ import annotations",
        "",
        "HINTS: dict[str, dict[str, str]] = {",
    ]
    lines += [f"    {key!r}: {own!r}," for key, own in sorted(table.items()) if own]
    lines.append("}")
    return "\n".join(lines) + "\n"


# Lines edited by hand, by module. mypyc refuses an int put in a variable of type float (it keeps a
# float unboxed and asks for the conversion to be written out): each is compared, never shown, so the
# result is the same. A frame's class-level constant read from another frame than ``self`` reads the
# module constant it became (``rewrite_dataclass_constants``; the name alone does not say which class).
HAND_EDITS: dict[str, tuple[tuple[str, str], ...]] = {
    "engine/napoleon1815/operation.py": (
        (
            "from engine.napoleon1815.alternation import OpsFields\n",
            "from engine.napoleon1815.alternation import _OpsFields_TURN, OpsFields\n",
        ),
        ("ops.at = ops.TURN", "ops.at = _OpsFields_TURN"),
    ),
    "engine/napoleon1815/fog.py": (
        (
            "from engine.napoleon1815.movement import OpFields,",
            "from engine.napoleon1815.movement import _OpFields_MOVE, OpFields,",
        ),
        ("op.at is op.MOVE", "op.at is _OpFields_MOVE"),
    ),
    "engine/gustav/game.py": (
        (
            "lead: float = victory.points(state, seat) - victory.points(state, them)",
            "lead = float(victory.points(state, seat) - victory.points(state, them))",
        ),
    ),
    "engine/napoleon21/policy.py": (
        ("best, best_score = ally, score", "best, best_score = ally, float(score)"),
    ),
}


def hand_edits(path: str, text: str) -> str:
    for old, new in HAND_EDITS.get(path, ()):
        assert text.count(old) == 1, f"{path}: the line to edit is not there once: {old}"
        text = text.replace(old, new)
    return text


_WINDOW_IMPORTS = """from dataclasses import field
from typing import Any

from engine.core.actions import Action, ActionKind, Prompt
from engine.core.flow import DONE, Flow, finish
from engine.core.messages import Msg
from engine.core.windows import DECLINE, HAND_ON, seat_ref"""


def inline_window(text: str, window: str) -> str:
    """A compiled frame with two bases, ``Window`` and its family's (Napoleon 1815's ``CardWindow``),
    gets ``Window``'s fields and methods written into its own body, its family's base alone: mypyc
    allows one base class with fields. Nothing asks whether a frame is a ``Window``."""
    tree = ast.parse(text)
    edits = Edits(text.split("\n"))
    found = False
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or len(node.bases) != 2 or base_names(node)[0] != "Window":
            continue
        found = True
        family = ast.get_source_segment(text, node.bases[1])
        edits.lines[node.lineno - 1] = f"class {node.name}({family}):"
        own = {s.name for s in node.body if isinstance(s, ast.FunctionDef)}
        calls_prompt = "Window.prompt(self, " in text
        fields, methods = _window_parts(window, own, calls_prompt)
        first = node.body[0]
        docstring = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
        assert first.end_lineno is not None and node.end_lineno is not None
        edits.after.setdefault(first.end_lineno - 1 if docstring else node.lineno - 1, []).extend(
            ["", *fields]
        )
        edits.after.setdefault(node.end_lineno - 1, []).extend(["", *methods])
    if not found:
        return text
    out = edits.text().replace("Window.prompt(self, ", "self._window_prompt(")
    return add_import(out, _WINDOW_IMPORTS)


def _window_parts(window: str, own: set[str], calls_prompt: bool) -> tuple[list[str], list[str]]:
    """``Window``'s field lines and method lines, but the methods the frame writes itself (its
    ``prompt``, when the frame's own calls it, as ``_window_prompt``)."""
    node = next(n for n in ast.parse(window).body if isinstance(n, ast.ClassDef) and n.name == "Window")
    lines = window.split("\n")
    fields: list[str] = []
    methods: list[str] = []
    for statement in node.body:
        assert statement.end_lineno is not None
        source = lines[statement.lineno - 1 : statement.end_lineno]
        if isinstance(statement, ast.AnnAssign):
            fields += source
        elif isinstance(statement, ast.FunctionDef) and statement.name not in own:
            methods += ["", *source]
        elif isinstance(statement, ast.FunctionDef) and statement.name == "prompt" and calls_prompt:
            methods += ["", source[0].replace("def prompt(", "def _window_prompt("), *source[1:]]
    return fields, methods

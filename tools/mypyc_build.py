"""``make compiled``: an opt-in build of the engine compiled with mypyc, in ``build/compiled/``.

The checkout's files (``git ls-files``) are copied to ``build/compiled/``; the copy is rewritten for
mypyc (the sources stay as they are: pure Python is the default and the fallback), and the chosen
packages are compiled in place there, each module a C extension beside its source. Run anything from
that directory to use it: ``cd build/compiled && ../../.venv/bin/python -m tools.golden OUT.json``.

What the rewrite does, and why (``engine/README.md``, "The compiled build"); each step is checked by
the golden file, run from the copy compiled and uncompiled:

* a frame family is not a generic dataclass (mypyc cannot compile ``Frame[S]`` as one): ``Frame[X]``
  and ``Window[X]`` lose their subscript everywhere, and the class-level ``kind`` and ``machine`` are
  declared on a plain base class, since mypyc makes every annotation of a dataclass a field;
* in a compiled dataclass, a class-level constant would become a field: ``kind = ...`` and
  ``machine = ...`` are set after the class, the other constants become module constants (read as
  ``self.NAME`` in the class and its subclasses, a ``case`` pattern keeping a dotted name), and
  ``@MACHINE.frame`` registers the class after them; a class nested in it moves before it;
* ``Final`` fields are plain fields (a compiled ``Final`` field cannot be set by ``__init__``);
* the core's classes that interpreted code subclasses allow it (``mypyc_attr``), and the dataclasses
  of those subclasses have no ``slots=True`` (their slots would hide the compiled fields);
* ``plain`` reads the field types from a table written here (mypyc drops them from the classes), and
  takes each record's copy from its package's ``compiled_copies.py`` (``tools/mypyc_copies.py``);
* ``Msg`` and every compiled dataclass pickle by ``__reduce__`` (process pools send them);
* Napoleon 1815's ``CardWindow`` gets ``Window``'s fields and methods in its body (mypyc allows one
  base class with fields); a module with a module-level ``__getattr__`` stays interpreted; a class
  made by ``Cls.__new__(Cls)`` is ``serializable`` (so that ``__new__`` does not call ``__init__``);
  ``Rng.below`` is a method; ``in (a, *b)`` becomes ``in tuple((a, *b))``; and ``HAND_EDITS`` lists
  the few lines edited by hand.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "compiled"
PACKAGES = (
    "engine/core",
    "engine/nwsolitaire",
    "engine/napoleon21",
    "engine/gustav",
    "engine/napoleon1815",
    "engine/ageofnapoleon",
)
HINTS_MODULE = "engine/core/compiled_hints.py"
_FRAME_SUBSCRIPT = re.compile(r"\b(Frame|Window)\[(?:[^\[\]]|\[[^\[\]]*\])*\]")
_FINAL = re.compile(r"^(\s+\w+): Final\[(.*)\](.*)$")
_SPECIAL_BASES = {"NamedTuple", "TypedDict", "Protocol", "Enum", "StrEnum", "IntEnum", "ABC"}


def copy_checkout(out: Path) -> None:
    """The checkout's tracked files, copied afresh (a build left there before is removed)."""
    if out.exists():
        shutil.rmtree(out)
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    for name in listed.decode().split("\0"):
        source = ROOT / name
        if name and source.is_file():
            target = out / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def _sources(out: Path) -> list[Path]:
    """The Python modules the rewrite reads: the engine's, the tools' and the tests'."""
    return sorted(path for top in ("engine", "tools", "tests") for path in (out / top).rglob("*.py"))


def _module(path: Path, out: Path) -> str:
    return ".".join(path.relative_to(out).with_suffix("").parts).removesuffix(".__init__")


def modules(out: Path, packages: tuple[str, ...]) -> list[Path]:
    """The packages' modules to compile: all but those with a module ``__getattr__`` (a compiled one is
    called before the module has its globals, when mypyc sets ``__file__``: a crash on import)."""
    return sorted(
        path
        for package in packages
        for path in (out / package).rglob("*.py")
        if "\ndef __getattr__(" not in path.read_text(encoding="utf-8")
    )


# --- the rewrite, one module's text at a time ------------------------------------------------------


@dataclass
class Edits:
    """Line edits of one module: lines replaced, dropped, or with lines put after them."""

    lines: list[str]
    after: dict[int, list[str]] = field(default_factory=dict)  # 0-based line -> lines put after it
    before: dict[int, list[str]] = field(default_factory=dict)
    dropped: set[int] = field(default_factory=set)

    def text(self) -> str:
        out: list[str] = []
        for n, line in enumerate(self.lines):
            out.extend(self.before.get(n, []))
            if n not in self.dropped:
                out.append(line)
            out.extend(self.after.get(n, []))
        return "\n".join(out) + "\n"


def _is_dataclass(node: ast.ClassDef) -> bool:
    return any(
        (isinstance(d, ast.Name) and d.id == "dataclass")
        or (isinstance(d, ast.Call) and isinstance(d.func, ast.Name) and d.func.id == "dataclass")
        for d in node.decorator_list
    )


def _has_slots(node: ast.ClassDef) -> bool:
    """A dataclass made with ``slots=True``."""
    return any(
        isinstance(d, ast.Call)
        and any(k.arg == "slots" and ast.unparse(k.value) == "True" for k in d.keywords)
        for d in node.decorator_list
    )


def _is_registration(decorator: ast.expr) -> bool:
    """``@MACHINE.frame``: a frame kind registering with its machine."""
    return isinstance(decorator, ast.Attribute) and decorator.attr == "frame"


def _base_names(node: ast.ClassDef) -> list[str]:
    names = []
    for base in node.bases:
        target = base.value if isinstance(base, ast.Subscript) else base
        if isinstance(target, ast.Name):
            names.append(target.id)
        elif isinstance(target, ast.Attribute):
            names.append(target.attr)
    return names


def rewrite_nested_classes(text: str) -> str:
    """A class within a dataclass (a frame's ``Stage``) moved before it as ``_Outer_Name``: mypyc
    compiles no class nested in a class."""
    tree = ast.parse(text)
    edits = Edits(text.split("\n"))
    renames: list[tuple[int, int, str, str]] = []  # the outer class's span, the name, its new name
    moved_names: list[tuple[str, str, str]] = []  # Outer, Name, the new name
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or not _is_dataclass(node):
            continue
        assert node.end_lineno is not None
        start = min(d.lineno for d in node.decorator_list) - 1
        for inner in node.body:
            if not isinstance(inner, ast.ClassDef):
                continue
            assert inner.end_lineno is not None
            first = min([d.lineno for d in inner.decorator_list] + [inner.lineno]) - 1
            span = range(first, inner.end_lineno)
            moved = [line[inner.col_offset :] for line in edits.lines[first : inner.end_lineno]]
            name = f"_{node.name}_{inner.name}"
            moved = [re.sub(rf"^class {inner.name}\b", f"class {name}", line) for line in moved]
            edits.before.setdefault(start, []).extend([*moved, "", ""])
            edits.dropped.update(span)
            renames.append((start, node.end_lineno - 1, inner.name, name))
            moved_names.append((node.name, inner.name, name))
    for start, end, inner_name, name in renames:
        for n in range(start, end + 1):
            if n not in edits.dropped:
                edits.lines[n] = re.sub(rf"(?<![.\w]){inner_name}\b", name, edits.lines[n])
    out = edits.text()
    for outer, inner_name, name in moved_names:
        out = re.sub(rf"\b{outer}\.{inner_name}\b", name, out)
    return out


@dataclass
class Inherited:
    """The class-level constants of the compiled dataclasses, for their subclasses in other modules:
    ``self.NAME`` there reads the module constant the defining class's ``NAME`` became. Classes are
    known by package and name (a base is looked for in its subclass's package, then in the core)."""

    owners: dict[str, tuple[str, set[str]]] = field(default_factory=dict)  # package:class -> module, names
    bases: dict[str, set[str]] = field(default_factory=dict)  # package:class -> its bases' names
    dotted: dict[str, dict[str, str]] = field(default_factory=dict)  # package -> constant -> dotted value

    def read(self, module: str, text: str) -> None:
        package = _package(module)
        for node in ast.parse(text).body:
            if not isinstance(node, ast.ClassDef):
                continue
            self.bases[f"{package}:{node.name}"] = set(_base_names(node))
            if not _is_dataclass(node):
                continue
            for statement in node.body:
                if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                    for name, part in _constants(statement):
                        if name not in ("kind", "machine"):
                            self.owners.setdefault(f"{package}:{node.name}", (module, set()))[1].add(name)
                            source = ast.get_source_segment(text, part) or ""
                            if re.fullmatch(r"\w+(\.\w+)+", source):
                                self.dotted.setdefault(package, {})[f"_{node.name}_{name}"] = source

    def _key(self, package: str, name: str) -> str:
        own = f"{package}:{name}"
        return own if own in self.bases else f"engine.core:{name}"

    def ancestors(self, module: str, name: str) -> dict[str, tuple[str, set[str]]]:
        """The class's ancestors that have constants: by name, each with its module and names."""
        package = _package(module)
        found: dict[str, tuple[str, set[str]]] = {}
        seen: set[str] = set()
        todo = list(self.bases.get(f"{package}:{name}", ()))
        while todo:
            key = self._key(package, todo.pop())
            if key not in seen:
                seen.add(key)
                if key in self.owners:
                    found[key.partition(":")[2]] = self.owners[key]
                todo.extend(self.bases.get(key, ()))
        return found


def _package(module: str) -> str:
    return ".".join(module.split(".")[:2])


def _constants(statement: ast.Assign) -> list[tuple[str, ast.expr]]:
    """The names a class-level assignment sets, each with its own value where the value is a tuple."""
    target, value = statement.targets[0], statement.value
    if isinstance(target, ast.Tuple):
        names = [t.id for t in target.elts if isinstance(t, ast.Name)]
        unknown: ast.expr = ast.Tuple(elts=[], ctx=ast.Load())  # no source: never taken for a dotted name
        parts = value.elts if isinstance(value, ast.Tuple) else [unknown] * len(names)
        return list(zip(names, parts, strict=False))
    return [(target.id, value)] if isinstance(target, ast.Name) else []


def rewrite_dataclass_constants(text: str, module: str = "", inherited: Inherited | None = None) -> str:
    """Class-level constants of dataclasses set after the class; frame registrations after them."""
    inherited = inherited or Inherited()
    tree = ast.parse(text)
    edits = Edits(text.split("\n"))
    renames: list[tuple[int, int, str, str]] = []  # class span, name, module constant
    module_renames: dict[str, str] = {}  # Cls.NAME -> module constant
    dotted = dict(inherited.dotted.get(_package(module), {}))  # constant -> its dotted value (``Stage.DRAW``)
    imports: set[str] = set()
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        assert node.end_lineno is not None
        own = {name for s in node.body if isinstance(s, ast.Assign) for name, _ in _constants(s)}
        for ancestor, (where, names) in inherited.ancestors(module, node.name).items():
            for name in names - own:
                constant = f"_{ancestor}_{name}"
                renames.append((node.lineno - 1, node.end_lineno - 1, name, constant))
                if where != module:  # a case pattern needs a dotted name: the module's own
                    alias = "_m_" + where.replace(".", "_")
                    imports.update((f"from {where} import {constant}", f"import {where} as {alias}"))
                    dotted[constant] = f"{alias}.{constant}"
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or not _is_dataclass(node):
            continue
        assert node.end_lineno is not None
        start = min(d.lineno for d in node.decorator_list) - 1
        end = node.end_lineno - 1
        set_after: list[str] = []
        for statement in node.body:
            if not isinstance(statement, ast.Assign) or len(statement.targets) != 1:
                continue
            target, value = statement.targets[0], ast.get_source_segment(text, statement.value)
            assert statement.end_lineno is not None and value is not None
            edits.dropped.update(range(statement.lineno - 1, statement.end_lineno))
            if isinstance(target, ast.Name) and target.id in ("kind", "machine"):
                set_after.append(f"{node.name}.{target.id} = {value}")
                continue
            assigned = _constants(statement)
            constants = [f"_{node.name}_{name}" for name, _ in assigned]
            edits.before.setdefault(start, []).append(f"{', '.join(constants)} = {value}")
            for (name, part), constant in zip(assigned, constants, strict=True):
                source = ast.get_source_segment(text, part) or ""
                if re.fullmatch(r"\w+(\.\w+)+", source):
                    dotted[constant] = source
                renames.append((start, end, name, constant))
                module_renames[f"{node.name}.{name}"] = constant
        if all(set(range(s.lineno - 1, s.end_lineno or s.lineno)) <= edits.dropped for s in node.body):
            first = node.body[0]
            edits.dropped.discard(first.lineno - 1)
            edits.lines[first.lineno - 1] = " " * first.col_offset + "pass"
        for decorator in node.decorator_list:
            if _is_registration(decorator):
                edits.dropped.add(decorator.lineno - 1)
                set_after.append(f"{ast.get_source_segment(text, decorator)}({node.name})")
        if set_after:
            edits.after.setdefault(end, []).extend(["", *set_after])
    for start, end, name, constant in renames:
        for n in range(start, end + 1):
            edits.lines[n] = re.sub(rf"\bself\.{name}\b", constant, edits.lines[n])
    out = edits.text()
    for attribute, constant in module_renames.items():
        out = re.sub(rf"\b{re.escape(attribute)}\b", constant, out)
    out = "\n".join(_case_values(line, dotted) for line in out.split("\n"))
    return _add_import(out, "\n".join(sorted(imports))) if imports else out


def _case_values(line: str, dotted: dict[str, str]) -> str:
    """A ``case`` pattern keeps a dotted name where a constant took its place (a bare name there
    would capture, not compare)."""
    if not line.lstrip().startswith("case "):
        return line
    for constant, source in dotted.items():
        line = re.sub(rf"\b{constant}\b", source, line)
    return line


def rewrite_finals(text: str) -> str:
    """``name: Final[T]`` in a class body becomes ``name: T``."""
    return "\n".join(_FINAL.sub(r"\1: \2\3", line) for line in text.split("\n"))


def rewrite_starred_tuples(text: str) -> str:
    """``in (a, *b)`` becomes ``in tuple((a, *b))``: mypyc fails on a starred item in a tuple it
    would compare against or loop over item by item (an internal error)."""
    out, start = [], 0
    while (found := text.find(" in (", start)) >= 0:
        opening = found + len(" in ")
        depth, end = 0, opening
        for end in range(opening, len(text)):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            if depth == 0:
                break
        inner = text[opening + 1 : end]
        out.append(text[start:opening])
        starred = inner.lstrip().startswith("*") or re.search(r",\s*\*", inner) is not None
        out.append(f"tuple({text[opening : end + 1]})" if starred else text[opening : end + 1])
        start = end + 1
    out.append(text[start:])
    return "".join(out)


def rewrite_frame_subscripts(text: str) -> str:
    return _FRAME_SUBSCRIPT.sub(r"\1", text)


def open_classes(text: str, subclassed: set[str]) -> str:
    """``@mypyc_attr(allow_interpreted_subclasses=True)`` on the classes interpreted code subclasses."""
    tree = ast.parse(text)
    edits = Edits(text.split("\n"))
    marked = False
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or node.name not in subclassed:
            continue
        if _SPECIAL_BASES & set(_base_names(node)) - {"ABC"} or "Exception" in node.name:
            continue
        first = min([d.lineno for d in node.decorator_list] + [node.lineno]) - 1
        edits.before.setdefault(first, []).append("@mypyc_attr(allow_interpreted_subclasses=True)")
        marked = True
    if not marked:
        return text
    return _add_import(edits.text(), "from mypy_extensions import mypyc_attr")


def compiled_records(paths: list[Path]) -> set[str]:
    """Names of the dataclasses the compiled modules define."""
    return {
        node.name
        for path in paths
        for node in ast.parse(path.read_text(encoding="utf-8")).body
        if isinstance(node, ast.ClassDef) and _is_dataclass(node)
    }


def interpreted_subclasses(paths: list[Path], compiled: set[str]) -> set[str]:
    """Names of the interpreted classes that derive, through any number of classes, from a compiled
    dataclass (by name: enough here)."""
    bases = [
        (node.name, set(_base_names(node)))
        for path in paths
        for node in ast.parse(path.read_text(encoding="utf-8")).body
        if isinstance(node, ast.ClassDef)
    ]
    found: set[str] = set()
    while grown := {name for name, own in bases if own & (compiled | found)} - found:
        found |= grown
    return found


def drop_slots(text: str, names: set[str]) -> str:
    """No ``slots=True`` for the dataclasses named: made for an interpreted subclass of a compiled
    dataclass, it would make slots for the compiled fields too, hiding them (mypyc classes have no
    ``__slots__`` for it to see)."""
    tree = ast.parse(text)
    lines = text.split("\n")
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name in names and _has_slots(node):
            for d in node.decorator_list:
                n = d.lineno - 1
                lines[n] = re.sub(r"slots=True(, )?", "", lines[n]).replace(", )", ")")
    return "\n".join(lines)


_RECORD_REDUCE = """
    def __reduce__(self) -> tuple[object, ...]:
        \"\"\"Pickled field by field (``tools/mypyc_build.py``).\"\"\"
        return (rebuild_record, (type(self), {f.name: getattr(self, f.name) for f in _dataclass_fields(self)}))"""
PICKLE_MODULE = "engine/core/compiled_pickle.py"
_PICKLE = '''"""Records of the compiled build, unpickled (written by ``tools/mypyc_build.py``)."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def rebuild_record(cls: type[T], values: dict[str, object]) -> T:
    """A record from its fields, set as a frozen one's ``__init__`` sets them (``record_reduce``)."""
    made = cls.__new__(cls)
    for name, value in values.items():
        object.__setattr__(made, name, value)
    return made
'''


def record_reduce(text: str) -> str:
    """A ``__reduce__`` for each dataclass: pickle's default sets each field, which a compiled frozen
    dataclass refuses, and it misses the compiled fields of an interpreted subclass (the AI's and the
    pictures' process pools send states, actions and prompts)."""
    tree = ast.parse(text)
    edits = Edits(text.split("\n"))
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or not _is_dataclass(node):
            continue
        if any(isinstance(s, ast.FunctionDef) and s.name == "__reduce__" for s in node.body):
            continue
        assert node.end_lineno is not None
        edits.after.setdefault(node.end_lineno - 1, []).append(_RECORD_REDUCE)
    if not edits.after:
        return text
    imports = "from dataclasses import fields as _dataclass_fields\n\nfrom engine.core.compiled_pickle import rebuild_record"
    return _add_import(edits.text(), imports)


def allow_new(text: str) -> str:
    """``@mypyc_attr(serializable=True)`` on a class made by ``Cls.__new__(Cls)`` in its module (a
    board made from the last one): a compiled class's ``__new__`` calls ``__init__`` otherwise."""
    tree = ast.parse(text)
    edits = Edits(text.split("\n"))
    marked = False
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and f"{node.name}.__new__({node.name})" in text:
            first = min([d.lineno for d in node.decorator_list] + [node.lineno]) - 1
            edits.before.setdefault(first, []).append("@mypyc_attr(serializable=True)")
            marked = True
    if not marked:
        return text
    return _add_import(edits.text(), "from mypy_extensions import mypyc_attr")


def _add_import(text: str, line: str) -> str:
    """An import put after ``from __future__ import annotations`` (every module of the engine has it)."""
    future = "from __future__ import annotations\n"
    assert future in text, "every engine module starts with the future import"
    return text.replace(future, f"{future}\n{line}\n", 1)


def subclassed_names(out: Path, compiled: set[Path]) -> set[str]:
    """Names of classes that some interpreted module of the copy subclasses (by name: enough here)."""
    found: set[str] = set()
    for path in _sources(out):
        if path in compiled:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                found.update(_base_names(node))
    return found


# --- the core's own rules ---------------------------------------------------------------------------

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
    """``Rng.below`` a method: a compiled function set as a class attribute does not bind ``self``."""
    alias = (
        "    below = randbelow  # ``self.below(n)`` is ``randbelow(self, n)``, without a call in between\n"
    )
    assert alias in text, "rng.py names randbelow as Rng.below"
    method = "    def below(self, n: int) -> int:\n        return randbelow(self, n)\n"
    return text.replace(alias, method, 1)


_REDUCE = '''
    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its key and arguments (a compiled class has no ``__dict__`` to pickle)."""
        return (_msg, (self.key, self.args))
'''
_MSG_FUNCTION = """

def _msg(key: str, args: dict[str, Arg]) -> Msg:
    return Msg(key, **args)
"""


def rewrite_messages(text: str) -> str:
    """``Msg`` pickles by ``__reduce__``."""
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
    text = _add_import(text, "import importlib\nimport sys\n\nfrom engine.core.compiled_hints import HINTS")
    return text.replace("\n\ndef codec(", _TYPE_HINTS + "\n\ndef codec(", 1)


def hints_table(paths: list[Path], out: Path) -> str:
    """The module ``plain`` reads field types from: each class's own annotations, as written."""
    table: dict[str, dict[str, str]] = {}
    for path in paths:
        module = _module(path, out)
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
        if not isinstance(node, ast.ClassDef) or len(node.bases) != 2 or _base_names(node)[0] != "Window":
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
    return _add_import(out, _WINDOW_IMPORTS)


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


def rewrite(out: Path, packages: tuple[str, ...]) -> list[Path]:
    """Rewrite the copy for mypyc; returns the modules to compile."""
    compiled = modules(out, packages)
    subclassed = subclassed_names(out, set(compiled))
    window = rewrite_windows(
        rewrite_frame_subscripts((out / "engine/core/windows.py").read_text(encoding="utf-8"))
    )
    inherited = Inherited()
    for path in compiled:
        inherited.read(_module(path, out), rewrite_nested_classes(path.read_text(encoding="utf-8")))
    interpreted = [p for p in _sources(out) if p not in set(compiled)]
    unslotted = interpreted_subclasses(interpreted, compiled_records(compiled))
    for path in _sources(out):
        text = path.read_text(encoding="utf-8")
        changed = rewrite_frame_subscripts(text)
        if path not in compiled:
            changed = drop_slots(changed, unslotted)
        else:
            changed = hand_edits(path.relative_to(out).as_posix(), changed)
            changed = record_reduce(allow_new(inline_window(changed, window)))
            changed = rewrite_finals(rewrite_starred_tuples(changed))
            changed = rewrite_dataclass_constants(
                rewrite_nested_classes(changed), _module(path, out), inherited
            )
            special = {
                "flow.py": rewrite_flow,
                "windows.py": rewrite_windows,
                "rng.py": rewrite_rng,
                "messages.py": rewrite_messages,
                "plain.py": rewrite_plain,
            }
            if path.parent.name == "core" and path.name in special:
                changed = special[path.name](changed)
            if path.parent.name == "core":
                changed = open_classes(changed, subclassed)
        if changed != text:
            path.write_text(changed, encoding="utf-8")
    (out / PICKLE_MODULE).write_text(_PICKLE, encoding="utf-8")
    hints = out / HINTS_MODULE
    hints.write_text(hints_table(compiled, out), encoding="utf-8")
    pyproject = out / "pyproject.toml"
    pyproject.write_text(
        pyproject.read_text(encoding="utf-8").replace(
            "warn_unused_ignores = true", "warn_unused_ignores = false"
        ),
        encoding="utf-8",
    )
    return [*compiled, hints, *write_copies(out, packages)]


def write_copies(out: Path, packages: tuple[str, ...]) -> list[Path]:
    """Each package's ``compiled_copies.py``, written by the rewritten copy itself, still interpreted."""
    subprocess.run([sys.executable, "-B", "-m", "tools.mypyc_copies", *packages], cwd=out, check=True)
    return [out / package / "compiled_copies.py" for package in packages]


def compile_modules(out: Path, paths: list[Path]) -> None:
    names = [str(path.relative_to(out)) for path in paths]
    subprocess.run([sys.executable, "-m", "mypyc", *names], cwd=out, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.mypyc_build", description=__doc__.split("\n\n")[0])
    parser.add_argument("packages", nargs="*", default=list(PACKAGES), help=f"default: {' '.join(PACKAGES)}")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--no-compile", action="store_true", help="copy and rewrite only")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    copy_checkout(args.out)
    paths = rewrite(args.out, tuple(args.packages))
    rewritten = time.perf_counter()
    if not args.no_compile:
        compile_modules(args.out, paths)
    done = time.perf_counter()
    print(f"compiled {len(paths)} modules of {', '.join(args.packages)} in {args.out}")
    print(f"copy and rewrite {rewritten - started:.1f} s, mypyc {done - rewritten:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

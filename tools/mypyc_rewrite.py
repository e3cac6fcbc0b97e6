"""The rewrite rules of the compiled build (``tools/mypyc_build.py``) that hold for any package: each
takes a module's text and returns it rewritten for mypyc. The core's own rules are in
``tools/mypyc_core.py``; why each rule is needed is told in ``tools/mypyc_build.py``."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

_FRAME_SUBSCRIPT = re.compile(r"\b(Frame|Window)\[(?:[^\[\]]|\[[^\[\]]*\])*\]")
_FINAL = re.compile(r"^(\s+\w+): Final\[(.*)\](.*)$")
_SPECIAL_BASES = {"NamedTuple", "TypedDict", "Protocol", "Enum", "StrEnum", "IntEnum", "ABC"}


def module_name(path: Path, out: Path) -> str:
    """The dotted name of a module of the copy in ``out``."""
    return ".".join(path.relative_to(out).with_suffix("").parts).removesuffix(".__init__")


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


def base_names(node: ast.ClassDef) -> list[str]:
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
            self.bases[f"{package}:{node.name}"] = set(base_names(node))
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
    return add_import(out, "\n".join(sorted(imports))) if imports else out


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


_CONSTANT = re.compile(r"_?[A-Z][A-Z0-9_]*|_[A-Z]\w*?_[A-Z][A-Z0-9_]*")  # and a class's constant moved out
_NOT_VALUES = {"TypeVar", "ParamSpec", "TypeVarTuple", "NewType"}


def rewrite_module_constants(text: str) -> str:
    """A module's constants (upper-case names bound once, at module level) made ``Final``: compiled,
    a plain module name is a dict lookup at each read, in its module and in every module that imports
    it, where a ``Final`` is a C static or its literal put in place. ``A, B = x, y`` is split in two."""
    tree = ast.parse(text)
    bindings: dict[str, int] = {}
    for name in _module_bindings(tree):
        bindings[name] = bindings.get(name, 0) + 1
    declared_global = {n for node in ast.walk(tree) if isinstance(node, ast.Global) for n in node.names}

    def constant(target: ast.expr) -> bool:
        return (
            isinstance(target, ast.Name)
            and _CONSTANT.fullmatch(target.id) is not None
            and bindings.get(target.id) == 1
            and target.id not in declared_global
        )

    edits = Edits(text.split("\n"))
    for node in tree.body:
        pairs = _constant_values(node)
        names = [target.id for target, _ in pairs or () if constant(target) and isinstance(target, ast.Name)]
        if pairs is None or len(names) != len(pairs):
            continue
        assert node.end_lineno is not None
        if isinstance(node, ast.AnnAssign):
            annotation = ast.get_source_segment(text, node.annotation) or ""
            line = edits.lines[node.lineno - 1]
            written = f"{names[0]}: {annotation} ="
            if annotation.startswith(("Final", "ClassVar")) or not line.startswith(written):
                continue
            edits.lines[node.lineno - 1] = line.replace(written, f"{names[0]}: Final[{annotation}] =", 1)
        else:
            edits.dropped.update(range(node.lineno - 1, node.end_lineno))
            edits.after[node.end_lineno - 1] = [
                f"{name}: Final = {ast.get_source_segment(text, value)}"
                for name, (_, value) in zip(names, pairs, strict=True)
            ]
    if edits.dropped or edits.lines != text.split("\n"):
        edits.before.setdefault(_after_heading(tree), []).append("from typing import Final")
    return edits.text().removesuffix("\n")


def _after_heading(tree: ast.Module) -> int:
    """The line after a module's docstring and ``__future__`` import, where an import may go."""
    line = 0
    for node in tree.body:
        docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        if not docstring and not (isinstance(node, ast.ImportFrom) and node.module == "__future__"):
            break
        line = node.end_lineno or line
    return line


def _constant_values(node: ast.stmt) -> list[tuple[ast.expr, ast.expr]] | None:
    """The names a module-level statement binds, each with its value, where it binds constants:
    ``A = x``, ``A: T = x``, ``A, B = x, y``, and ``A = B = 4`` (a literal)."""
    if isinstance(node, ast.AnnAssign) and node.value is not None and node.simple:
        return [(node.target, node.value)]
    if not isinstance(node, ast.Assign) or _declares_type(node.value):
        return None
    if len(node.targets) > 1:
        literal = isinstance(node.value, ast.Constant)
        return [(target, node.value) for target in node.targets] if literal else None
    target = node.targets[0]
    if isinstance(target, ast.Tuple):
        value = node.value
        if not isinstance(value, ast.Tuple) or len(value.elts) != len(target.elts):
            return None
        if any(isinstance(e, ast.Starred) for e in (*target.elts, *value.elts)):
            return None
        return list(zip(target.elts, value.elts, strict=True))
    return [(target, node.value)]


def _declares_type(value: ast.expr) -> bool:
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in _NOT_VALUES


def _module_bindings(tree: ast.Module) -> list[str]:
    """Every name bound at module level (functions' and classes' bodies left out), once a binding."""
    names: list[str] = []
    pending: list[ast.AST] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.append(node.name)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            names.append(node.id)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.extend((a.asname or a.name).split(".")[0] for a in node.names)
        pending.extend(ast.iter_child_nodes(node))
    return names


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


_WHOLE_CONSUMERS = {"extend", "sum", "tuple", "list", "sorted", "set", "frozenset"}


def rewrite_getitem_maps(text: str) -> str:
    """``map(d.__getitem__, keys)`` read whole (the one argument of ``extend``, ``sum``, ``tuple``...)
    becomes ``[m[k] for m in (d,) for k in keys]``: the same items, ``d`` and ``keys`` each evaluated
    once and in the same order, but each item a native lookup, not a call of a bound slot wrapper."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(lineno: int, col: int) -> int:  # ast's columns count UTF-8 bytes
        return starts[lineno - 1] + len(lines[lineno - 1].encode()[:col].decode())

    found: list[tuple[int, int, str]] = []
    for node in ast.walk(ast.parse(text)):
        if not (isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords):
            continue
        func, inner = node.func, node.args[0]
        called = (
            func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        )
        if called not in _WHOLE_CONSUMERS or not isinstance(inner, ast.Call) or inner.keywords:
            continue
        if not (isinstance(inner.func, ast.Name) and inner.func.id == "map" and len(inner.args) == 2):
            continue
        method, keys = inner.args
        if not (isinstance(method, ast.Attribute) and method.attr == "__getitem__"):
            continue
        mapping, items = ast.get_source_segment(text, method.value), ast.get_source_segment(text, keys)
        end = offset(inner.end_lineno or inner.lineno, inner.end_col_offset or 0)
        made = f"[_m[_k] for _m in ({mapping},) for _k in {items}]"
        found.append((offset(inner.lineno, inner.col_offset), end, made))
    for begin, end, made in sorted(found, reverse=True):
        text = text[:begin] + made + text[end:]
    return text


def rewrite_frame_subscripts(text: str) -> str:
    return _FRAME_SUBSCRIPT.sub(r"\1", text)


def open_classes(text: str, subclassed: set[str]) -> str:
    """``@mypyc_attr(allow_interpreted_subclasses=True)`` on the classes interpreted code subclasses."""

    def subclassed_here(node: ast.ClassDef) -> bool:
        special = _SPECIAL_BASES & set(base_names(node)) - {"ABC"}
        return node.name in subclassed and not special and "Exception" not in node.name

    return _mark_classes(text, subclassed_here, "allow_interpreted_subclasses=True")


def _mark_classes(text: str, chosen: Callable[[ast.ClassDef], bool], attribute: str) -> str:
    """``@mypyc_attr(attribute)`` on the module's classes ``chosen`` picks, imported where one is."""
    edits = Edits(text.split("\n"))
    marked = False
    for node in ast.parse(text).body:
        if isinstance(node, ast.ClassDef) and chosen(node):
            first = min([d.lineno for d in node.decorator_list] + [node.lineno]) - 1
            edits.before.setdefault(first, []).append(f"@mypyc_attr({attribute})")
            marked = True
    if not marked:
        return text
    return add_import(edits.text(), "from mypy_extensions import mypyc_attr")


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
        (node.name, set(base_names(node)))
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
PICKLE_SOURCE = '''"""Records of the compiled build, unpickled (written by ``tools/mypyc_build.py``)."""

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
    return add_import(edits.text(), imports)


def allow_new(text: str) -> str:
    """``@mypyc_attr(serializable=True)`` on a class made by ``Cls.__new__(Cls)`` in its module (a
    board made from the last one): a compiled class's ``__new__`` calls ``__init__`` otherwise."""
    return _mark_classes(text, lambda node: f"{node.name}.__new__({node.name})" in text, "serializable=True")


def add_import(text: str, line: str) -> str:
    """An import put after ``from __future__ import annotations`` (every module of the engine has it)."""
    future = "from __future__ import annotations\n"
    assert future in text, "every engine module starts with the future import"
    return text.replace(future, f"{future}\n{line}\n", 1)


_FACTORIES = {"list": "[]", "dict": "{}", "set": "set()"}
_OPEN_BASES = {"Generic", "FrameDeclared", "object"}  # bases that hold no field


@dataclass
class _Field:
    name: str
    kw_only: bool
    default: str | None  # the parameter's default as written in ``__init__`` (None: required)
    value: str  # what ``__init__`` sets, from the parameter of the field's name
    constant: tuple[str, str, str, str] | None = None  # module, class, name, its line: set before the class


@dataclass
class _Record:
    module: str
    fields: list[_Field] | None  # None: a dataclass whose ``__init__`` stays the generated one
    bases: list[str]
    dataclass: bool
    post_init: bool
    node: ast.ClassDef


def _portable(node: ast.expr) -> bool:
    """A default that reads the same in any module: a literal."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant):
        return True
    if isinstance(node, ast.Tuple):
        return all(_portable(e) for e in node.elts)
    return isinstance(node, ast.Constant)


def _fields(module: str, node: ast.ClassDef, text: str) -> list[_Field] | None:
    """The class's own fields as its ``__init__`` takes them; None where that ``__init__`` is not
    written here (a frozen or ``init=False`` dataclass, ``KW_ONLY``, ``InitVar``, a field left out of
    ``__init__``, a factory's field that may be None)."""
    keywords = {
        k.arg: ast.unparse(k.value)
        for d in node.decorator_list
        if isinstance(d, ast.Call)
        for k in d.keywords
    }
    if keywords.get("frozen") == "True" or keywords.get("init") == "False":
        return None
    kw_only = keywords.get("kw_only") == "True"
    found: list[_Field] = []
    for statement in node.body:
        if not isinstance(statement, ast.AnnAssign) or not isinstance(statement.target, ast.Name):
            continue
        name, annotation = statement.target.id, ast.unparse(statement.annotation)
        if annotation.startswith("ClassVar"):
            continue
        if "KW_ONLY" in annotation or "InitVar" in annotation:
            return None
        value, default = statement.value, None
        factory: ast.expr | None = None
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "field":
            options = {k.arg: k.value for k in value.keywords}
            if "init" in options or "kw_only" in options:
                return None
            default, factory = options.get("default"), options.get("default_factory")
        elif value is not None:
            default = value
        constant_name = f"_{node.name}_{name}_DEFAULT"
        if factory is not None:
            if "None" in annotation or "Optional" in annotation:
                return None
            made = _FACTORIES.get(ast.unparse(factory))
            line = f"{constant_name}: _Callable[[], {annotation}] = {ast.unparse(factory)}"
            constant = None if made else (module, node.name, constant_name, line)
            made = made or f"{constant_name}()"
            found.append(_Field(name, kw_only, "None", f"{made} if {name} is None else {name}", constant))
        elif default is not None and not _portable(default):
            source = ast.get_source_segment(text, default) or ast.unparse(default)
            constant = (module, node.name, constant_name, f"{constant_name}: {annotation} = {source}")
            found.append(_Field(name, kw_only, constant_name, name, constant))
        else:
            written = None if default is None else ast.unparse(default)
            found.append(_Field(name, kw_only, written, name))
    return found


def native_inits(texts: dict[str, str]) -> dict[str, str]:
    """An ``__init__`` written out in each compiled dataclass (by module name), where the dataclass
    would make one at run time: compiled, it is called as a C function, where the made one is
    interpreted. The class allows interpreted subclasses, which is what makes mypyc's ``__new__`` leave
    ``__init__`` alone (``Cls.__new__(Cls)``: the copies) and its type's call run it (as
    ``serializable`` alone does not: there, a class called by interpreted code is left empty); a
    default other than a literal becomes a module constant set before the class, imported where a
    subclass in another module names it."""
    records: dict[str, _Record] = {}  # by module:class
    by_name: dict[str, list[str]] = {}  # package:class -> module:class
    for module, text in texts.items():
        for node in ast.parse(text).body:
            if isinstance(node, ast.ClassDef):
                own = _fields(module, node, text) if _is_dataclass(node) else []
                post = any(isinstance(s, ast.FunctionDef) and s.name == "__post_init__" for s in node.body)
                has_init = any(isinstance(s, ast.FunctionDef) and s.name == "__init__" for s in node.body)
                records[f"{module}:{node.name}"] = _Record(
                    module, None if has_init else own, base_names(node), _is_dataclass(node), post, node
                )
                by_name.setdefault(f"{_package(module)}:{node.name}", []).append(f"{module}:{node.name}")

    def known(module: str, base: str) -> str | None:
        """The class a base name stands for: of the module, else the only one of its package, else
        the only one of the core's."""
        if f"{module}:{base}" in records:
            return f"{module}:{base}"
        for package in (_package(module), "engine.core"):
            found = by_name.get(f"{package}:{base}", [])
            if found:
                return found[0] if len(found) == 1 else None
        return None

    def lineage(key: str) -> list[_Record] | None:
        """The record's ancestors, root first, then itself; None when one is not known."""
        record = records[key]
        chain: list[_Record] = []
        for base in record.bases:
            if base in _OPEN_BASES:
                continue
            found = known(record.module, base)
            above = lineage(found) if found else None
            if above is None:
                return None
            chain += above
        return [*chain, record]

    out = dict(texts)
    edits = {module: Edits(text.split("\n")) for module, text in texts.items()}
    imports: dict[str, set[str]] = {}
    constants: set[tuple[str, str, str, str]] = set()
    for key, record in records.items():
        chain = lineage(key) if record.dataclass else None
        if not chain or any(r.dataclass and r.fields is None for r in chain):
            continue
        fields: dict[str, _Field] = {}
        for ancestor in chain:
            for f in ancestor.fields or []:
                fields[f.name] = f  # a field written again keeps its place, takes the new default
        for f in fields.values():
            if f.constant is not None:
                constants.add(f.constant)
                if f.constant[0] != record.module:
                    imports.setdefault(record.module, set()).add(
                        f"from {f.constant[0]} import {f.constant[2]}"
                    )
        node = record.node
        assert node.end_lineno is not None
        lines = _init_lines(list(fields.values()), any(r.post_init for r in chain))
        edits[record.module].after.setdefault(node.end_lineno - 1, []).extend(lines)
        if "allow_interpreted_subclasses=True" not in " ".join(ast.unparse(d) for d in node.decorator_list):
            first = min([d.lineno for d in node.decorator_list] + [node.lineno]) - 1
            edits[record.module].before.setdefault(first, []).append(
                "@mypyc_attr(allow_interpreted_subclasses=True)"
            )
        imports.setdefault(record.module, set()).update(
            ("from typing import Any", "from mypy_extensions import mypyc_attr")
        )
    for module, owner, _, line in sorted(constants):
        node = records[f"{module}:{owner}"].node
        first = min([d.lineno for d in node.decorator_list] + [node.lineno]) - 1
        edits[module].before.setdefault(first, []).insert(0, line)
        imports.setdefault(module, set()).add("from collections.abc import Callable as _Callable")
    for module, edit in edits.items():
        if edit.after or edit.before:
            out[module] = add_import(edit.text(), "\n".join(sorted(imports.get(module, ()))))
    return out


def _init_lines(fields: list[_Field], post_init: bool) -> list[str]:
    def parameter(f: _Field) -> str:
        return f"{f.name}: Any" + ("" if f.default is None else f" = {f.default}")

    positional = [parameter(f) for f in fields if not f.kw_only]
    keywords = [parameter(f) for f in fields if f.kw_only]
    parameters = ["self", *positional, *(["*", *keywords] if keywords else [])]
    lines = ["", f"    def __init__({', '.join(parameters)}) -> None:"]
    lines += [f"        self.{f.name} = {f.value}" for f in fields]
    if post_init:
        lines.append("        self.__post_init__()")
    if not fields and not post_init:
        lines.append("        pass")
    return lines

"""``python -m tools.mypyc_copies PACKAGE...``: each record's copy as typed Python, for the mypyc build.

Run by ``tools/mypyc_build.py`` in its rewritten copy of the checkout, before compiling (the engine
there is still interpreted). For each package (``engine/nwsolitaire``) it writes
``compiled_copies.py`` there: for every dataclass the package defines that ``plain`` can copy, the
copy function ``plain`` would make at run time (``plain._CopySource`` writes it), with its names
resolved to imports and its locals typed, so that mypyc compiles it with the rest: a run-time copy
reads a compiled object's attributes several times slower than compiled code does. The rewritten
``plain`` takes the compiled copy of a class when there is one.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import re
import types
from pathlib import Path

from engine.core import plain

HEADER = '''"""Copies of this package's records, compiled with it (written by ``tools/mypyc_copies.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from engine.core.plain import _COPIES as COPIES
from engine.core.plain import _json_copy, record_codec
'''


class Written:
    """The module being written: its imports (one alias per class) and its functions."""

    def __init__(self) -> None:
        self.aliases: dict[type, str] = {}
        self.imports: list[str] = []
        self.functions: list[str] = []
        self.table: list[str] = []

    def alias(self, tp: type) -> str:
        found = self.aliases.get(tp)
        if found is None:
            found = self.aliases[tp] = f"K{len(self.aliases)}"
            self.imports.append(f"from {tp.__module__} import {tp.__qualname__} as {found}")
        return found

    def add(self, tp: type) -> None:
        """The copy of ``tp``, as ``plain`` writes it, made compilable."""
        source = plain._CopySource(tp)
        source.lines.append(f"    return {source.record(tp, 'v', 1, inline_root=True)}")
        body = "\n".join(source.lines[1:])
        records = {codec.copy: record for record, codec in plain._RECORDS.items()}
        for name, value in source.env.items():
            if name in ("new", "COPIES", "__builtins__"):
                continue
            if isinstance(value, type):
                body = re.sub(rf"\b{name}\b", self.alias(value), body)
            elif value is object.__setattr__:
                body = re.sub(rf"\b{name}\(", "object.__setattr__(", body)
            elif isinstance(
                slot := getattr(value, "__self__", None), types.MemberDescriptorType
            ):  # its __set__
                field = slot.__name__
                body = re.sub(rf"\b{name}\((\w+), ", rf'object.__setattr__(\1, "{field}", ', body)
            elif value is plain._json_copy:
                body = re.sub(rf"\b{name}\(([\w.]+)\)", r"cast(Any, _json_copy(\1))", body)
            elif value in records:
                copy = f"record_codec({self.alias(records[value])}).copy"
                body = re.sub(rf"\b{name}\(([\w.]+)\)", rf"cast(Any, {copy}(\1))", body)
            else:
                raise TypeError(f"{tp.__qualname__}: no source for {value!r} in its copy")
        body = re.sub(r"\bnew\((\w+)\)", r"\1.__new__(\1)", body)
        body = re.sub(r"\bCOPIES\[type\(([\w.]+)\)\]\(\1\)", r"cast(Any, COPIES[type(\1)](\1))", body)
        body = re.sub(r"^(\s+\w+) = \[\]$", r"\1: list[Any] = []", body, flags=re.MULTILINE)
        root, n = self.alias(tp), len(self.table)
        self.functions.append(f"def copy_{n}(v: {root}) -> {root}:\n{body}")
        self.table.append(f'    "{tp.__module__}:{tp.__qualname__}": copy_{n},')

    def text(self) -> str:
        table = ["COPIES_BY_CLASS: dict[str, Callable[[Any], object]] = {", *self.table, "}"]
        parts = [HEADER, "\n".join(self.imports), *self.functions, "\n".join(table)]
        return "\n\n\n".join(part.rstrip("\n") for part in parts) + "\n"


def records(package: str) -> list[type]:
    """The dataclasses the package's modules define, in the order of their modules."""
    found: list[type] = []
    for path in sorted(Path(package).rglob("*.py")):
        if path.name == "compiled_copies.py":
            continue
        name = ".".join(path.with_suffix("").parts).removesuffix(".__init__")
        module = importlib.import_module(name)
        found += [
            value
            for value in vars(module).values()
            if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == name
        ]
    return found


def write(package: str) -> int:
    """Write the package's ``compiled_copies.py``; returns how many copies it holds."""
    written = Written()
    for tp in records(package):
        try:
            plain.record_codec(tp)
        except TypeError:  # a record with no plain form (a search node, a step): never copied by plain
            continue
        written.add(tp)
    Path(package, "compiled_copies.py").write_text(written.text(), encoding="utf-8")
    return len(written.table)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.mypyc_copies", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("packages", nargs="+", help="e.g. engine/nwsolitaire")
    args = parser.parse_args(argv)
    for package in args.packages:
        print(f"{package}/compiled_copies.py: {write(package)} copies")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

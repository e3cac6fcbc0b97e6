"""No import circle inside ``bot/``: the modules can be read (and changed) from the bottom up.

The graph is read from the source with ``ast``: every ``import`` and ``from … import`` of a ``bot``
module, at the top of a module, inside a function, or under ``TYPE_CHECKING`` (a type the module needs
is a dependency too). A ``from package import name`` counts as an import of the submodule ``name``
when there is one, otherwise of the package.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "bot"


def modules(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of ``package``, by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in (root / package).rglob("*.py"):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imported(module: str, path: Path, known: Mapping[str, Path]) -> Iterator[str]:
    """The modules of ``known`` that ``module`` imports."""

    def owner(name: str) -> str | None:  # the module a dotted name lives in
        while name and name not in known:
            name = name.rpartition(".")[0]
        return name or None

    is_package = path.name == "__init__.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if target := owner(alias.name):
                    yield target
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = module.split(".") if is_package else module.split(".")[:-1]
                stem = here[: len(here) - node.level + 1]
                base = ".".join([*stem, base] if base else stem)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                if target := (submodule if submodule in known else owner(base)):
                    yield target


def import_graph(root: Path = ROOT, package: str = PACKAGE) -> dict[str, set[str]]:
    known = modules(root, package)
    return {m: {t for t in _imported(m, p, known) if t != m} for m, p in known.items()}


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            step = next(edges, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph[step]))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_circle_finder_finds_a_circle_and_only_one() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_imports_of_every_kind() -> None:
    graph = import_graph()
    assert "bot.chat.client" in graph["bot.__main__"]  # from bot.chat.client import MarengoBot
    assert "bot.storage.schema" in graph["bot.storage.sqlite"]  # from bot.storage import schema
    assert "bot.service" in graph["bot.chat.words"]  # from bot.service import (…)


def test_no_import_circle_inside_bot() -> None:
    assert circles(import_graph()) == []

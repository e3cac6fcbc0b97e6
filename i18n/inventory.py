"""What the catalogs hold, read without formatting: each entry's key, its file, the placeholders of
its value and attributes, and the text of each.

The catalog tests compare languages with it (every key in both, the same placeholders), the
picture tests list every name a board may draw, and a translator's tools can find what is left.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import NamedTuple

from fluent.syntax import FluentParser
from fluent.syntax.ast import (
    BaseNode,
    Comment,
    Junk,
    Message,
    MessageReference,
    Pattern,
    Placeable,
    SelectExpression,
    Term,
    TermReference,
    TextElement,
    VariableReference,
)
from fluent.syntax.visitor import Visitor

from i18n.catalogs import catalog_packages, package_folder


class Entry(NamedTuple):
    """One message or term (a term's key starts with ``-``) of one catalog file."""

    key: str
    file: str  # "<package>/locales/<lang>/<name>.ftl"
    value: str | None  # the value's text, placeables as written (``{ $seat }``)
    variables: frozenset[str]  # ``$name``s the value uses
    attributes: Mapping[str, frozenset[str]]  # attribute -> its ``$name``s
    texts: Mapping[str, str]  # attribute -> its text
    references: frozenset[str]  # messages and ``-terms`` the value and attributes use
    comment: str  # the comment attached to the entry ("" when none)


class CatalogError(ValueError):
    """A catalog file Fluent cannot read."""


def catalog_folder(package: str, lang: str) -> Path:
    """``<package>/locales/<lang>``, which may not exist (a language not written yet)."""
    return package_folder(package) / "locales" / lang


def has_catalog(package: str, lang: str) -> bool:
    """Whether ``package`` has at least one catalog file in ``lang``."""
    return any(catalog_folder(package, lang).glob("*.ftl"))


def package_entries(package: str, lang: str) -> list[Entry]:
    """Every entry of a package's catalogs in one language, file by file, in file order."""
    found: list[Entry] = []
    for path in sorted(catalog_folder(package, lang).glob("*.ftl")):
        found.extend(read_catalog(f"{package}/locales/{lang}/{path.name}", path.read_text(encoding="utf-8")))
    return found


def language_entries(lang: str) -> list[Entry]:
    """Every entry of every package's catalogs in one language (a key defined twice appears twice)."""
    return [entry for package in catalog_packages() for entry in package_entries(package, lang)]


def read_catalog(name: str, text: str) -> Iterator[Entry]:
    """The entries of one catalog file; raises ``CatalogError`` on anything Fluent cannot parse."""
    for node in FluentParser().parse(text).body:
        if isinstance(node, Junk):
            raise CatalogError(f"{name}: cannot read {(node.content or '')[:80]!r}")
        if isinstance(node, Message | Term):
            key = node.id.name if isinstance(node, Message) else "-" + node.id.name
            attributes = {a.id.name: _uses(a.value).variables for a in node.attributes}
            texts = {a.id.name: pattern_text(a.value) for a in node.attributes}
            refs = [_uses(node.value).references] if node.value else []
            refs += [_uses(a.value).references for a in node.attributes]
            yield Entry(
                key=key,
                file=name,
                value=pattern_text(node.value) if node.value else None,
                variables=_uses(node.value).variables if node.value else frozenset(),
                attributes=attributes,
                texts=texts,
                references=frozenset().union(*refs),
                comment=(node.comment.content or "") if isinstance(node.comment, Comment) else "",
            )


def pattern_text(pattern: Pattern) -> str:
    """A pattern's text with its placeables written back as ``{ … }`` (selectors flattened: every
    variant's text, one after another)."""
    parts = []
    for element in pattern.elements:
        if isinstance(element, TextElement):
            parts.append(element.value)
        elif isinstance(element, Placeable) and isinstance(element.expression, SelectExpression):
            parts.extend(pattern_text(variant.value) for variant in element.expression.variants)
        elif isinstance(element, Placeable):
            parts.append("{ … }")
    return "".join(parts)


class _Uses(Visitor):
    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.refs: set[str] = set()

    def visit_VariableReference(self, node: VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: MessageReference) -> None:
        self.refs.add(node.id.name)
        self.generic_visit(node)

    def visit_TermReference(self, node: TermReference) -> None:
        self.refs.add("-" + node.id.name)
        self.generic_visit(node)


class _Found(NamedTuple):
    variables: frozenset[str]
    references: frozenset[str]


def _uses(node: BaseNode) -> _Found:
    seen = _Uses()
    seen.visit(node)
    return _Found(frozenset(seen.variables), frozenset(seen.refs))


def differences(reference: list[Entry], other: list[Entry]) -> list[str]:
    """How a translation's entries differ in shape from the reference language's: keys missing or
    extra, attributes missing or extra, placeholders (``$name``) missing or extra in a value or an
    attribute. Empty when they match."""
    ours = {entry.key: entry for entry in reference}
    theirs = {entry.key: entry for entry in other}
    found = [f"{key}: missing (in {ours[key].file})" for key in ours if key not in theirs]
    found += [
        f"{key}: not in the reference language ({theirs[key].file})" for key in theirs if key not in ours
    ]
    for key in ours.keys() & theirs.keys():
        a, b = ours[key], theirs[key]
        if (a.value is None) != (b.value is None):
            found.append(f"{key}: has a value in one language only")
        found += _placeholders(key, a.variables, b.variables)
        for name in a.attributes.keys() - b.attributes.keys():
            found.append(f"{key}.{name}: missing")
        for name in b.attributes.keys() - a.attributes.keys():
            found.append(f"{key}.{name}: not in the reference language")
        for name in a.attributes.keys() & b.attributes.keys():
            found += _placeholders(f"{key}.{name}", a.attributes[name], b.attributes[name])
    return sorted(found)


def _placeholders(where: str, reference: frozenset[str], other: frozenset[str]) -> list[str]:
    found = [f"{where}: placeholder ${name} missing" for name in sorted(reference - other)]
    return found + [f"{where}: extra placeholder ${name}" for name in sorted(other - reference)]


def duplicates(entries: list[Entry]) -> list[str]:
    """Keys defined more than once, with the files that define them."""
    files: dict[str, list[str]] = {}
    for entry in entries:
        files.setdefault(entry.key, []).append(entry.file)
    return sorted(f"{key}: {', '.join(where)}" for key, where in files.items() if len(where) > 1)


def prefix(package: str) -> str:
    """The key prefix of a package's entries: ``engine.napoleon21`` -> ``napoleon21-``."""
    return package.rpartition(".")[2] + "-"

"""Provenance strings: every record in this package says where its values come from.

A source is one or more clauses joined by ``"; "``. Each clause starts with one of the
prefixes in :data:`PREFIXES`:

* ``rulebook p.N`` — stated by the seed rulebook (the Japanese edition, the authority);
* ``rulebook example p.N`` — not stated, but forced by a worked example of the rulebook;
* ``public source: ...`` — history or geography from a public reference;
* ``reconstructed: why`` — our own choice where the component data is missing.

A source with a reconstructed clause must put it first, so that
``engine.core.Provenance(...).reconstructed`` (a ``startswith`` test) is true for it.
"""

from __future__ import annotations

from typing import Final

PREFIXES: Final = ("rulebook example p.", "rulebook p.", "public source: ", "reconstructed: ")


def clauses(source: str) -> tuple[str, ...]:
    """The clauses of a source string, in order."""
    return tuple(part.strip() for part in source.split("; "))


def is_reconstructed(source: str) -> bool:
    """True when any part of the value was chosen by us rather than read from a source."""
    return any(part.startswith("reconstructed: ") for part in clauses(source))


def checked(source: str, where: str) -> str:
    """Return ``source`` unchanged, or raise ValueError naming ``where`` if it is malformed."""
    parts = clauses(source)
    for part in parts:
        prefix = next((p for p in PREFIXES if part.startswith(p)), None)
        if prefix is None or len(part) <= len(prefix):
            raise ValueError(f"{where}: source clause {part!r} must start with one of {PREFIXES}")
    if is_reconstructed(source) and not parts[0].startswith("reconstructed: "):
        raise ValueError(f"{where}: put the reconstructed clause first in {source!r}")
    return source

"""Component data of Napoleon 1815 (seed 004): map, orders of battle, cards and scenarios.

Pure data, ids and numbers only, built once at import and validated then (a typo fails the import).
Names are in the catalog (``locales/en/names.ftl``); every record names the reason of its values, a
key of ``locales/en/provenance.ftl``; :func:`provenance` lists them all in the shape of
``engine.core.Provenance`` so that the game can show players which values are reconstructed.
README.md beside this file describes the model and its invariants.
"""

from __future__ import annotations

from engine.core import Provenance
from engine.napoleon1815.data import cards, components, oob, scenarios
from engine.napoleon1815.data import map as board
from engine.napoleon1815.data.provenance import listing

__all__ = ["board", "cards", "components", "oob", "provenance", "reconstructed", "scenarios"]


def provenance() -> list[Provenance]:
    """Every component value with its reason, in a stable order."""
    return listing()


def reconstructed() -> list[Provenance]:
    """Only the values we chose ourselves (what a player asks for with "which values are invented?")."""
    return [p for p in listing() if p.reconstructed]

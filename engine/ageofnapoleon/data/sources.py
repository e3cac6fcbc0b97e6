"""Where a value comes from. Every record of this package carries a ``Source``:

* ``aid(§)``: printed on the seed (the Japanese player aid), the authority; ``§`` is the aid's heading
  (戦略チャート, 増援チャート, 9.6, 9.7, 移動, 戦闘結果表, 行軍損耗表, 冬季損耗表) or rule number;
* ``public(§)``: a fact of the published rules or scenario book, section ``§`` (facts only, in our words);
* ``errata(§)``: the designer's published answers and corrections;
* ``ours(reason)``: reconstructed, with the reason (a catalog stem ``ageofnapoleon-source-{reason}``).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class Origin(StrEnum):
    AID = "aid"
    PUBLIC = "public"
    ERRATA = "errata"
    RECONSTRUCTED = "reconstructed"


class Source(NamedTuple):
    origin: Origin
    ref: str  # the section (aid heading or rule number) or, when reconstructed, the reason's key

    @property
    def reconstructed(self) -> bool:
        return self.origin is Origin.RECONSTRUCTED


def aid(section: str) -> Source:
    """A value printed on the player aid (the seed)."""
    return Source(Origin.AID, section)


def public(section: str) -> Source:
    """A fact of the public rules or scenario book, by section."""
    return Source(Origin.PUBLIC, section)


def errata(section: str) -> Source:
    """A fact of the designer's errata and Q&A, by the rule section it answers."""
    return Source(Origin.ERRATA, section)


def ours(reason: str) -> Source:
    """A value we reconstructed; ``reason`` names why (DATA.md, catalog ``ageofnapoleon-source-{reason}``)."""
    return Source(Origin.RECONSTRUCTED, reason)

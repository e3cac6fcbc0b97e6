"""Where a value comes from. Every record of this package carries a ``Source``:

* ``aid(§)``: printed on the seed (the Japanese player aid), the authority; ``§`` is a rule number (9.6, 9.7)
  or the key of one of the aid's charts (``AID_PARTS``, named by the catalog ``ageofnapoleon-aidpart-{key}``);
* ``public(§, fact)``: a fact of the published rules or scenario book, ``§`` its section number or the key of
  the review or report that gives it (``REPORTS``, catalog ``ageofnapoleon-report-{key}``);
* ``errata(§)``: the designer's published answers and corrections;
* ``ours(reason)``: reconstructed, with the reason (a catalog stem ``ageofnapoleon-source-{reason}``).

A ref is never prose: the words of a fact a source gives (``fact``) are the catalog entry
``ageofnapoleon-fact-{fact}``, in each language.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Final, NamedTuple

SECTION: Final = re.compile(r"\d+(\.\d+)*")  # a rule number: 2.1.1.2
KEY: Final = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")  # a catalog key's tail: review-vasey
# the aid's charts, by key (catalog ageofnapoleon-aidpart-{key})
AID_PARTS: Final = (
    "strategy-chart",
    "reinforcement-chart",
    "movement",
    "crt",
    "march-attrition",
    "winter-attrition",
)
# public sources without rule numbers (catalog ageofnapoleon-report-{key})
REPORTS: Final = (
    "review",
    "review-2003",
    "review-vasey",
    "play-report",
)


class Origin(StrEnum):
    AID = "aid"
    PUBLIC = "public"
    ERRATA = "errata"
    RECONSTRUCTED = "reconstructed"


class Source(NamedTuple):
    origin: Origin
    ref: str  # the section (rule number, aid chart or report key) or, when reconstructed, the reason's key
    fact: str = ""  # the key of the fact's words (``ageofnapoleon-fact-{fact}``), if the source states one

    @property
    def reconstructed(self) -> bool:
        return self.origin is Origin.RECONSTRUCTED


def aid(section: str) -> Source:
    """A value printed on the player aid (the seed), by rule number or chart."""
    assert SECTION.fullmatch(section) or section in AID_PARTS, section
    return Source(Origin.AID, section)


def public(section: str, fact: str = "") -> Source:
    """A fact of the public rules or scenario book, by section or report, with the fact's key if it names one."""
    assert SECTION.fullmatch(section) or section in REPORTS, section
    assert not fact or KEY.fullmatch(fact), fact
    return Source(Origin.PUBLIC, section, fact)


def errata(section: str) -> Source:
    """A fact of the designer's errata and Q&A, by the rule section it answers."""
    assert SECTION.fullmatch(section), section
    return Source(Origin.ERRATA, section)


def ours(reason: str) -> Source:
    """A value we reconstructed; ``reason`` names why (DATA.md, catalog ``ageofnapoleon-source-{reason}``)."""
    assert KEY.fullmatch(reason), reason
    return Source(Origin.RECONSTRUCTED, reason)

"""Rules topics for /rules, in our own words (the numbers are the rulebook's): the texts are the
catalog entries ``napoleon1815-help-{topic}`` (help.ftl), each with its ``.title``."""

from __future__ import annotations

from typing import Final

HELP_TOPICS: Final = (
    "overview",
    "sequence",
    "operations",
    "movement",
    "combat",
    "retreat",
    "recovery",
    "victory",
    "grognard",
    "three_players",
    "cards",
    "readings",
    "reconstructed",
)

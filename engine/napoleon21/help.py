"""Rules summaries for the /rules command, by topic. The texts, in our own words with the rulebook's
numbers, are catalog entries ``napoleon21-help-<topic>`` (``.title``: the topic's title)."""

from __future__ import annotations

HELP_TOPICS: tuple[str, ...] = (
    "overview",
    "turn",
    "activities",
    "declaration",
    "reinforcement",
    "mobilization",
    "movement",
    "combat",
    "rout",
    "surrender",
    "adjustment",
    "morale",
    "victory",
    "options",
    "map",
    "chart",
    "data",
)

"""The diplomacy phase (aid ゲームの流れ: cards that change a country's side; public rules §7.0).

Designer's Q&A (errata §6.2 of the first edition): when the French and the Coalition player both play a
diplomatic card on the same country in the same phase, the two cancel and the country keeps its status.
France and Britain never change side (public: "everyone except France and Britain" moves between statuses).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.ageofnapoleon.data.countries import Side, Status

FIXED: frozenset[str] = frozenset({"france", "britain"})


@dataclass(frozen=True, slots=True)
class Play:
    side: Side
    card: str
    country: str
    status: Status  # the status the card gives the country


def resolve(plays: list[Play], statuses: Mapping[str, Status]) -> dict[str, Status]:
    """The statuses after a diplomacy phase's plays: plays of both sides on one country cancel; otherwise a
    country takes the status its (last) play gives it."""
    by_country: dict[str, list[Play]] = {}
    for play in plays:
        if play.country in FIXED:
            raise ValueError(f"{play.country} never changes side")
        by_country.setdefault(play.country, []).append(play)
    after = dict(statuses)
    for country, country_plays in by_country.items():
        if len({p.side for p in country_plays}) > 1:
            continue  # French and Coalition plays on one country cancel (errata §6.2)
        after[country] = country_plays[-1].status
    return after

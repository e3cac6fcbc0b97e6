"""The diplomacy phase (aid ゲームの流れ: cards that change a country's side; public rules §7.0).

Designer's Q&A (errata §6.2 of the first edition): when the French and the Coalition player both play a
diplomatic card on the same country in the same phase, the two cancel and the country keeps its status.
France and Britain never change side (public: "everyone except France and Britain" moves between statuses).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.ageofnapoleon.data.cards import CARDS, DIPLOMACY
from engine.ageofnapoleon.data.countries import (
    ALLY,
    COUNTRIES,
    DOMINION,
    FRENCH,
    MEMBER,
    NEUTRAL,
    Side,
    Status,
    side_of,
)

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


# --- the diplomatic cards' events (data.cards; their conditions reconstructed, DATA.md §12) ---------------


def _own(side: Side) -> Status:
    return ALLY if side is FRENCH else MEMBER


def _step_towards(status: Status, side: Side) -> Status:
    """One step along Coalition member - neutral - French ally, towards ``side``."""
    order = [MEMBER, NEUTRAL, ALLY]
    here = order.index(status) if status in order else 1
    there = min(here + 1, 2) if side is FRENCH else max(here - 1, 0)
    return order[there]


def card_status(card_id: str, side: Side, current: Status, country: str) -> Status | None:
    """The status a diplomatic card played by ``side`` gives ``country`` now, or None if it cannot."""
    major = COUNTRIES[country].major if country in COUNTRIES else False
    neutral = current is NEUTRAL
    french = side_of(current) is FRENCH
    rules: dict[str, Status | None] = {
        "english_gold": (NEUTRAL if french else MEMBER if neutral else None),
        "peace_party": NEUTRAL if not neutral else None,
        "talleyrand": ALLY if neutral else None,
        "metternich": NEUTRAL if current is ALLY else None,
        "pitt": MEMBER if neutral and major else None,
        "queen_louise": MEMBER if neutral and country == "preussen" else None,
        "marie_louise": ALLY if neutral and country == "oesterreich" else None,
        "continental_system": ALLY if neutral and not major else None,
        "war_party": _own(side) if neutral else None,
        "tsar_alexander": _step_towards(current, side) if country == "russia" else None,
        "napoleonic_dynasty": ALLY if current is DOMINION else None,
    }
    after = rules.get(card_id)
    return after if after is not None and after is not current else None


def play_refusal(hand: list[str], play: Play, current: Status) -> str | None:
    """Why this diplomatic play may not be made, or None."""
    card = CARDS.get(play.card)
    if card is None or play.card not in hand:
        return "hand"
    if card.phase is not DIPLOMACY:
        return "phase"
    if card.side not in (None, play.side):
        return "side"
    if play.country in FIXED or card_status(play.card, play.side, current, play.country) != play.status:
        return "target"
    return None

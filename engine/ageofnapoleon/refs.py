"""Names as message arguments: every thing of the game is a ``Ref`` whose words are in the catalogs
(``locales/{en,ja}``)."""

from __future__ import annotations

from functools import cache

from engine.core import Ref

GAME = "ageofnapoleon"


@cache  # a Ref is immutable: one per name, made once
def seat(side: str) -> Ref:
    return Ref(f"{GAME}-seat", str(side))


@cache  # a Ref is immutable: one per name, made once
def area(area_id: str) -> Ref:
    return Ref(f"{GAME}-area", area_id)


@cache  # a Ref is immutable: one per name, made once
def corps(corps_id: str) -> Ref:
    return Ref(f"{GAME}-corps", corps_id)


@cache  # a Ref is immutable: one per name, made once
def card(card_id: str) -> Ref:
    return Ref(f"{GAME}-card", card_id)


@cache  # a Ref is immutable: one per name, made once
def country(country_id: str) -> Ref:
    return Ref(f"{GAME}-country", country_id)


@cache  # a Ref is immutable: one per name, made once
def phase(phase_id: str) -> Ref:
    return Ref(f"{GAME}-phase", str(phase_id))


def cards(ids: list[str]) -> tuple[Ref, ...]:
    return tuple(map(card, ids))


def corps_list(ids: list[str]) -> tuple[Ref, ...]:
    return tuple(map(corps, ids))

"""Age of Napoleon shows players where every component value comes from (``Game.provenance``, listed by
``/rules topic: reconstructed`` and ``sources``): the corps, the cards, the areas, every border and the
scenarios' set-ups, each with its source in both languages, the reconstructed ones saying so."""

from __future__ import annotations

import pytest

import engine
from engine.ageofnapoleon.data.board import AREAS, BORDERS
from engine.ageofnapoleon.data.cards import CARDS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import SCENARIOS
from i18n import translator

GAME = engine.find_game("ageofnapoleon")
MARK = {"en": "reconstructed:", "ja": "再構成："}


def test_every_component_value_is_listed_once() -> None:
    items = GAME.provenance()
    assert len(items) == len(ROSTER) + len(CARDS) + len(AREAS) + len(BORDERS) + 2 * len(SCENARIOS)
    borders = [p for p in items if p.item.key == "ageofnapoleon-prov-border"]
    assert len(borders) == len(BORDERS)
    # the one border a public fact gives (2.1.1.1) is not marked reconstructed; the rest are
    assert sum(1 for p in borders if not p.reconstructed) == 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_sources_read_in_both_languages_and_reconstructed_ones_say_so(lang: str) -> None:
    tr = translator(lang, strict=True)
    for p in GAME.provenance():
        assert tr(p.item) and tr(p.value)
        assert tr(p.source).startswith(MARK[lang]) == p.reconstructed, tr(p.source)

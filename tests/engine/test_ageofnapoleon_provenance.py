"""Age of Napoleon shows players where every component value comes from (``Game.provenance``, listed by
``/rules topic: reconstructed`` and ``sources``): the corps, the cards, the areas, every border and the
scenarios' set-ups, each with its source in both languages, the reconstructed ones saying so."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import fields, is_dataclass

import pytest

import engine
from engine.ageofnapoleon.data.board import AREAS, BORDERS
from engine.ageofnapoleon.data.cards import CARDS
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import SCENARIOS
from engine.ageofnapoleon.data.sources import AID_PARTS, KEY, REPORTS, SECTION, Origin, Source
from i18n import translator
from tests.engine.test_ageofnapoleon_catalogs import ENGLISH, keys

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


def _sources(value: object, depth: int = 0) -> Iterator[Source]:
    """Every ``Source`` a data value holds: in records, mappings and sequences."""
    if isinstance(value, Source):
        yield value
    elif depth < 4 and isinstance(value, Mapping):
        for v in value.values():
            yield from _sources(v, depth + 1)
    elif depth < 4 and isinstance(value, tuple | list | frozenset | set):
        for v in value:
            yield from _sources(v, depth + 1)
    elif depth < 4 and is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from _sources(getattr(value, f.name), depth + 1)


def every_source() -> set[Source]:
    found: set[Source] = set()
    for name in ("board", "cards", "charts", "corps", "countries"):
        module = importlib.import_module(f"engine.ageofnapoleon.data.{name}")
        for value in vars(module).values():
            found |= set(_sources(value))
    return found


def test_every_ref_is_a_section_or_a_key_never_words() -> None:
    """Issue 18: a source's ref is a rule number, an aid chart, a report's key or a reason's key; the words of
    the fact it gives are a catalog entry, in both languages."""
    sources = every_source()
    assert len(sources) > 20 and any(s.fact for s in sources)
    have = {lang: keys(lang) for lang in ("en", "ja")}
    for s in sources:
        wanted: set[str] = set()
        if s.reconstructed:
            assert KEY.fullmatch(s.ref) and not s.fact, s
            wanted.add(f"ageofnapoleon-source-{s.ref}")
        elif SECTION.fullmatch(s.ref):
            wanted.add(f"ageofnapoleon-source-{s.origin.value}")
        elif s.origin is Origin.AID:
            assert s.ref in AID_PARTS, s
            wanted.add(f"ageofnapoleon-aidpart-{s.ref}")
        else:
            assert s.origin is Origin.PUBLIC and s.ref in REPORTS, s
            wanted.add(f"ageofnapoleon-report-{s.ref}")
        if s.fact:
            assert KEY.fullmatch(s.fact), s
            wanted |= {f"ageofnapoleon-fact-{s.fact}", "ageofnapoleon-source-fact"}
        for lang in ("en", "ja"):
            assert wanted <= have[lang], (lang, s, sorted(wanted - have[lang]))


def test_japanese_provenance_lines_hold_no_english() -> None:
    """Each line of ``/rules topic: sources`` in Japanese: the item, its value and its source, with no run of
    three Latin letters (a section number or Q&A is allowed; a sentence in English is not)."""
    tr = translator("ja", strict=True)
    for p in GAME.provenance():
        line = f"{tr(p.item)} {tr(p.value)} {tr(p.source)}"
        assert not ENGLISH.search(line), line

"""Age of Napoleon's catalogs: English and Japanese hold the same entries, every name the data and the
log use is there, and the log reads in both languages with no English left in the Japanese."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from engine.ageofnapoleon import log
from engine.ageofnapoleon.attrition import Attrition
from engine.ageofnapoleon.battle import Resolution, Role
from engine.ageofnapoleon.data.board import AREAS, Terrain
from engine.ageofnapoleon.data.cards import CARDS, Phase
from engine.ageofnapoleon.data.corps import ROSTER
from engine.ageofnapoleon.data.countries import (
    COUNTRIES,
    DETACHABLE,
    SCENARIO_1805,
    SCENARIOS,
    Side,
    Status,
)
from engine.ageofnapoleon.data.sources import Origin
from engine.ageofnapoleon.sequence import YEAR
from engine.core import Msg
from i18n.translate import Translator

LOCALES = Path(__file__).parents[2] / "engine" / "ageofnapoleon" / "locales"
ENGLISH = re.compile(r"[A-Za-z]{3,}")


def keys(lang: str) -> set[str]:
    found = set()
    for path in (LOCALES / lang).glob("*.ftl"):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        assert not [e for e in resource.body if isinstance(e, ast.Junk)], path
        found |= {e.id.name for e in resource.body if isinstance(e, ast.Message)}
    return found


def translator(lang: str) -> Translator:
    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return Translator(lang, bundle, None, True)


def test_both_languages_hold_the_same_entries() -> None:
    assert keys("en") == keys("ja")
    assert all(k.startswith("ageofnapoleon-") for k in keys("en"))


def test_every_name_the_data_uses_is_in_the_catalogs() -> None:
    have = keys("ja")
    wanted = {f"ageofnapoleon-country-{c}" for c in (*COUNTRIES, *DETACHABLE)}
    wanted |= (
        {f"ageofnapoleon-card-{c}" for c in CARDS}
        | {f"ageofnapoleon-event-{c}" for c in CARDS}
        | {f"ageofnapoleon-cardphase-{p}" for p in Phase}
    )
    wanted |= {f"ageofnapoleon-phase-{p}" for p in YEAR} | {f"ageofnapoleon-status-{s}" for s in Status}
    wanted |= {f"ageofnapoleon-seat-{s}" for s in Side} | {
        f"ageofnapoleon-source-{o}" for o in Origin if o != "reconstructed"
    }
    wanted |= {
        f"ageofnapoleon-source-{src.ref}"
        for s in SCENARIOS.values()
        for src in (s.source, s.deployment_source)
        if src.reconstructed
    }
    wanted |= {
        f"ageofnapoleon-source-{c.phase_source.ref}" for c in CARDS.values() if c.phase_source.reconstructed
    }
    wanted |= {
        "ageofnapoleon-source-limits-meaning",
        "ageofnapoleon-source-geography",
        "ageofnapoleon-source-history",
        "ageofnapoleon-source-manifest",
        f"ageofnapoleon-source-{SCENARIO_1805.deployment_source.ref}",
    }
    wanted |= {f"ageofnapoleon-corps-{c}" for c in ROSTER}
    wanted |= {f"ageofnapoleon-area-{a}" for a in AREAS} | {f"ageofnapoleon-terrain-{t}" for t in Terrain}
    assert wanted <= have, sorted(wanted - have)


def messages() -> list[Msg]:
    outright = Resolution((5, 3), (2, 1), None, Role.ATTACKER, (1, 3))
    tie = Resolution((2, 6), (1, 1), (2, 5), Role.DEFENDER, (1, 1))
    return [
        log.battle(outright, Side.FRENCH, Side.COALITION, (22, 12)),
        log.battle(tie, Side.COALITION, Side.FRENCH, (22, 8)),
        log.march(Side.FRENCH, Attrition((5, 2), 2, (), False)),
        log.march(Side.COALITION, Attrition((6,), 1, (), True)),
        log.winter(Side.COALITION, Attrition((1,), 0, (), True)),
        log.draw(Side.FRENCH, 9),
        log.draw(Side.COALITION, 1),
        log.reshuffle(),
        log.status_change("preussen", Status.MEMBER),
    ]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_log_reads_in_both_languages(lang: str) -> None:
    t = translator(lang)
    for msg in messages():
        text = t(msg)
        assert text and "{" not in text
        if lang == "ja":
            assert not ENGLISH.findall(text), text
    assert "プロイセン" in translator("ja")(messages()[-1])
    assert translator("en")(messages()[0]).startswith("France (22) attacks The Coalition (12)")

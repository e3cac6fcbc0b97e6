"""The Napoleonic Wars solitaire against the registered games' standard: the conformance suite
(tools/conformance.py) in each scenario and option set, its catalogs, and a whole game read in Japanese.
The game is registered (engine.TITLES); the fixture hands out a fresh instance of it."""

from __future__ import annotations

import re

import pytest

import engine
from engine.core import Msg, entry_msg
from engine.core.rng import Rng
from engine.nwsolitaire import NapoleonicWars
from engine.nwsolitaire.policy import decide
from i18n import translator
from i18n.inventory import differences, duplicates, language_entries, package_entries
from tools.conformance import Report, check_game, check_reference

PACKAGE = "engine.nwsolitaire"


@pytest.fixture
def registered() -> NapoleonicWars:
    assert "nwsolitaire" in engine.TITLES
    return NapoleonicWars()


def test_both_catalogs_hold_the_same_keys_and_placeholders(registered: NapoleonicWars) -> None:
    assert package_entries(PACKAGE, "en") and package_entries(PACKAGE, "ja")
    assert differences(package_entries(PACKAGE, "en"), package_entries(PACKAGE, "ja")) == []
    assert duplicates(language_entries("en")) == duplicates(language_entries("ja")) == []


def test_every_entry_formats_in_japanese_and_english(registered: NapoleonicWars) -> None:
    for lang in ("en", "ja"):
        tr = translator(lang, strict=True)
        assert tr.has("nwsolitaire-title")


def test_reference_texts(registered: NapoleonicWars) -> None:
    assert check_reference(registered).failures == []


@pytest.mark.parametrize(
    ("scenario", "options"),
    [
        ("bonaparte1792", {}),
        ("napoleon1805", {"veteran": "on", "sp_markers": "off"}),
        ("end1813", {}),
        ("bonaparte1792", {"cavalry": "on"}),
        ("napoleon1805", {"cavalry": "on", "sp_markers": "hidden"}),  # 7.6 fog of war
        ("bonaparte1792", {"sp_markers": "hidden"}),
    ],
)
def test_random_play_passes_the_conformance_suite(
    registered: NapoleonicWars, scenario: str, options: dict[str, str]
) -> None:
    report = Report(registered.key)
    check_game(
        registered,
        range(1, 3),
        scenario=scenario,
        options=options,
        secret_every=13,
        max_steps=4000,
        report=report,
    )
    assert report.failures == []
    assert report.checks["steps"] > 0 and report.checks["secret pairs"] > 0


JAPANESE_KEPT = {"But", "SP", "NA", "FA", "FD", "DATA"} | {
    "BP",
    "TG",
    "SN",
    "YF",
    "RT",
    "CI",
    "NB",
    "CON",
    "EXC",
    "IRF",
    "CRA",
    "JOT",
    "CS",
    "SCR",
    "DIV",
    "DO",
    "EOTJ",
    "HUN",
}  # the event codes (1.0-2)


@pytest.mark.parametrize("scenario", ["bonaparte1792", "end1813"])
def test_a_whole_game_reads_in_japanese(registered: NapoleonicWars, scenario: str) -> None:
    """Every word the player reads in a whole game by the scripted player (status, prompts, labels, log,
    result), in the strict Japanese catalog with no English left but the rulebook's own notations
    (the But marker, SP, the light-infantry results, the event codes)."""
    ja = translator("ja", strict=True)
    english = re.compile(r"[A-Za-z]{2,}")
    state = registered.setup(4, scenario, {"cavalry": "on"})
    said: list[Msg] = []
    while registered.result(state) is None:
        said.append(registered.status(state))
        prompt = registered.prompt(state, "coalition")
        said += [prompt.text, *(a.label for a in prompt.actions if a.label is not None)]
        step = registered.apply(
            state, "coalition", decide(registered.view(state, "coalition"), prompt, Rng(4))
        )
        said += [entry_msg(e) for e in step.entries]
    result = registered.result(state)
    assert result is not None
    said.append(result.summary)
    leftovers = {w for m in said for w in english.findall(ja(m))} - JAPANESE_KEPT
    assert leftovers == set()

"""The text mode of every board (``images.boardtext``): for every game and template, states sampled
from random games give, for the channel and each seat, in English and Japanese, lines that all
translate with a strict translator, name no hidden thing the view does not name, are the same for
states whose views are the same, read as Japanese in Japanese, and carry the key facts (the status,
every area or hex with units, each side's tracks, the seat's own hand)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

import engine
from engine.core import Game, GameState, Ref
from engine.core.rng import Rng
from engine.gustav.data.cards import CARDS as GUSTAV_CARDS
from engine.napoleon1815.data import cards as n1815_cards
from engine.napoleon1815.data import oob
from i18n import LANGUAGES, MissingText, translator
from images import RENDERERS
from images.boardtext import TEXTS, board_sections, board_text
from images.gustav.sample import sample_view as gustav_sample
from images.napoleon21.sample import sample_view as n21_sample
from images.napoleon1815.sample import KINDS as N1815_KINDS
from images.napoleon1815.sample import sample_view as n1815_sample
from tests.i18n.japanese_style import style_problems

AnyGame = Game[Any, Any]
View = Mapping[str, Any]

# Option sets played per game: the fog of war and three players where the game has them.
OPTIONS: dict[str, list[dict[str, str]]] = {
    "napoleon1815": [
        {"players": "2", "rules": "grognard"},
        {"players": "3", "rules": "grognard", "combat": "dice"},
        {"players": "2", "rules": "conscript"},
    ],
    "napoleon21": [{"allies": "1"}, {"allies": "3", "nelson": "on"}],
}
SEEDS = (3, 11)
STEPS = 900  # enough for a whole game of Gustav with random play (the others end sooner or get far)
SAMPLES = 8  # states looked at per game played
TWINS = 1  # perturbed state compared per state and seat, besides a determinized one

# Things whose names may be hidden from a viewer: each (Ref kind, ids). A name in the text must
# belong to a thing the view itself names (its id somewhere in the view).
SECRET_NAMES: dict[str, list[tuple[str, list[str]]]] = {
    "napoleon1815": [
        ("napoleon1815-block", [b.id for b in oob.BLOCKS]),
        ("napoleon1815-card", [str(c.number) for c in n1815_cards.CARDS]),
    ],
    "gustav": [("gustav-card", list(GUSTAV_CARDS))],
    "patrol": [("patrol-chit", ["ford1", "ford2", "ford3", "bridge1", "bridge2", "bridge3", "emperor"])],
}

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f々〆ヶ]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def all_games() -> dict[str, AnyGame]:
    return {**engine.games(), **{key: engine.example(key) for key in engine.EXAMPLES}}


GAMES = all_games()


def sampled_states(game: AnyGame) -> Iterator[GameState]:
    """States spread along random games of each option set: the start, some along the way, the end."""
    for options in OPTIONS.get(game.key, [{}]):
        for seed in SEEDS:
            state = game.setup(seed, None, options)
            pick = Rng(seed ^ 0xB0A4D)
            trail: list[GameState] = [game.clone(state)]
            for _ in range(STEPS):
                acting = game.to_act(state)
                if not acting:
                    break
                choices = [(seat, a) for seat in acting for a in game.legal_actions(state, seat)]
                seat, action = choices[pick.below(len(choices))]
                game.apply(state, seat, action)
                trail.append(game.clone(state))
            every = max(1, len(trail) // SAMPLES)
            yield from trail[::every]
            yield trail[-1]


STATES: dict[str, list[GameState]] = {}


def states_of(key: str) -> list[GameState]:
    if key not in STATES:
        STATES[key] = list(sampled_states(GAMES[key]))
    return STATES[key]


def viewers(game: AnyGame, state: GameState) -> list[str | None]:
    return [None, *game.seats(state.options)]


def scalars(value: object) -> Iterator[str]:
    """Every string and number in a view, as strings (ids, tokens, card numbers...)."""
    if isinstance(value, Mapping):
        for item in value.values():
            yield from scalars(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from scalars(item)
    elif isinstance(value, str | int) and not isinstance(value, bool):
        yield str(value)


# --- the registry -----------------------------------------------------------------------------------


def test_every_game_with_a_picture_has_a_text() -> None:
    assert set(TEXTS) == set(RENDERERS)
    assert set(GAMES) <= set(TEXTS)


def test_an_unknown_game_is_refused_by_name() -> None:
    with pytest.raises(KeyError, match="chess"):
        board_text({"game": "chess"}, "en")


def test_lines_are_the_headings_then_the_lines_of_each_section() -> None:
    view = n21_sample()
    sections = board_sections(view, "en", strict=True)
    assert sections[0].heading is None  # the status line opens, under no heading
    flat: list[str] = []
    for section in sections:
        assert section.lines, section.heading
        flat += ([section.heading] if section.heading else []) + section.lines
    assert board_text(view, "en", strict=True) == flat


# --- every line in words, in both languages ---------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_line_translates_strictly(key: str, lang: str) -> None:
    game = GAMES[key]
    for state in states_of(key):
        for seat in viewers(game, state):
            view = game.view(state, seat)
            try:
                lines = board_text(view, lang, strict=True)
            except MissingText as missing:
                pytest.fail(f"{key} {lang} seat {seat}: {missing}")
            assert lines and lines[0] == translator(lang)(view["status"])
            for line in lines:
                assert line.strip() and "{" not in line and "images-text-" not in line, line


@pytest.mark.parametrize("kind", N1815_KINDS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_made_views_translate_strictly(kind: str, lang: str) -> None:
    """The samples the pictures are tested with: battles, operations and the end in every form."""
    for view in (n1815_sample(kind), n21_sample(over=True), gustav_sample()):
        lines = board_text(view, lang, strict=True)
        assert all(line.strip() and "{" not in line for line in lines)


def test_a_battle_names_what_the_view_names_and_counts_the_rest() -> None:
    view = n1815_sample("battle")
    battle = view["battle"]
    assert battle is not None
    text = "\n".join(board_text(view, "en", strict=True))
    en = translator("en", strict=True)
    assert en.name(Ref("napoleon1815-area", battle["area"])) in text
    named = {b["token"]: b["block"] for b in view["blocks"] if "block" in b}
    for token in battle["attackers"] + battle["defenders"]:
        if token in named:
            assert en.name(Ref("napoleon1815-block", named[token])) in text


# --- fog stays fog ----------------------------------------------------------------------------------


def hidden_names_in(key: str, view: View, text: str, lang: str) -> list[str]:
    """Names of secret-able things in ``text`` that belong to nothing the view names. The game's
    own sentences in the view (the status, the log) are left out: the conformance suite checks
    those, and they may use a name as a plain word ("the corps with Napoleon")."""
    tr = translator(lang, strict=True)
    for line in [tr(view["status"]), *(tr.entry(e) for e in view["log"])]:
        text = text.replace(line, "")
    present = set(scalars(json.loads(json.dumps(view))))
    named: set[str] = set()
    unnamed: set[str] = set()
    for kind, ids in SECRET_NAMES.get(key, []):
        for thing in ids:
            (named if thing in present else unnamed).add(tr.name(Ref(kind, thing)))
    for name in sorted(named, key=len, reverse=True):  # a shown name may contain a hidden one
        text = text.replace(name, "")
    return sorted(name for name in unnamed - named if name in text)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(SECRET_NAMES))
def test_no_hidden_thing_is_named(key: str, lang: str) -> None:
    game = GAMES[key]
    for state in states_of(key):
        for seat in viewers(game, state):
            view = game.view(state, seat)
            text = "\n".join(board_text(view, lang, strict=True))
            assert hidden_names_in(key, view, text, lang) == [], f"{key} seat {seat}"


def test_the_fog_check_catches_a_hidden_block_named() -> None:
    game = GAMES["napoleon1815"]
    state = game.setup(5, None, {"rules": "grognard"})
    view = game.view(state, None)
    hidden = next(b for b in oob.BLOCKS if b.id not in set(scalars(view)))
    text = translator("en").name(Ref("napoleon1815-block", hidden.id))
    assert hidden_names_in("napoleon1815", view, text, "en") != []


@pytest.mark.parametrize("key", sorted(k for k, g in GAMES.items() if g.hidden_information))
def test_states_a_seat_cannot_tell_apart_read_the_same(key: str) -> None:
    """For a state and its twins that differ only in what a seat may not see (``determinize``,
    ``perturbations``), the seat's view and so its text are the same, the channel's too (in one
    language per state, the languages taking turns)."""
    game = GAMES[key]
    compared = 0
    for n, state in enumerate(states_of(key)):
        lang = LANGUAGES[n % len(LANGUAGES)]
        for seat in viewers(game, state):
            twins = [
                game.determinize(state, seat, 100 + n),
                *game.perturbations(state, seat, 200 + n)[:TWINS],
            ]
            for viewer in {seat, None}:
                view = game.view(state, viewer)
                text = board_text(view, lang)
                for twin in twins:
                    other = game.view(twin, viewer)
                    if other == view:  # the conformance suite reports a view that tells twins apart
                        compared += 1
                        assert board_text(other, lang) == text, f"{key} {viewer}"
    assert compared


# --- Japanese reads as Japanese ---------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(GAMES))
def test_japanese_text_has_no_english_sentence_and_reads_as_japanese(key: str) -> None:
    game = GAMES[key]
    for state in states_of(key):
        for seat in viewers(game, state):
            for line in board_text(game.view(state, seat), "ja", strict=True):
                english = ENGLISH_WORD.search(line) and not JAPANESE.search(line)
                assert not english, line
                assert style_problems(line) == [], line


# --- the key facts are there ------------------------------------------------------------------------


def facts(key: str, view: View, lang: str) -> list[str]:
    """What the text must say, in ``lang``: where the units are, and the seat's own hand."""
    tr = translator(lang, strict=True)
    if key == "napoleon21":
        return [tr.name(Ref("napoleon21-area", a)) for a, area in view["areas"].items() if area["units"]]
    if key == "napoleon1815":
        found = [tr.name(Ref("napoleon1815-area", b["area"])) for b in view["blocks"]]
        found += [tr.name(Ref("napoleon1815-block", b["block"])) for b in view["blocks"] if "block" in b]
        return found + [tr.name(Ref("napoleon1815-card", str(c))) for c in view.get("hand", [])]
    if key == "gustav":
        found = [u["hex"] for u in view["units"] if u["hex"]]
        found += [tr.name(Ref("gustav-seat", side)) for side in view["sides"]]
        return found + [tr.name(Ref("gustav-card", c)) for c in view.get("own", {}).get("hand", [])]
    if key == "patrol":
        return [tr.name(Ref("patrol-post", p)) for p in view["pickets"]]
    if key == "nwsolitaire":
        fields = [
            p for p in ("france", "germany", "austria", "italy", "spain", "portugal") if view["units"].get(p)
        ]
        found = [tr.name(Ref("nwsolitaire-country", p)) for p in fields]
        return found + [
            tr.name(Ref("nwsolitaire-unit", u), "short") for p in fields for u in view["units"][p]
        ]
    if key == "ageofnapoleon":
        found = [tr.name(Ref("ageofnapoleon-area", a)) for a in set(view["location"].values())]
        found += [tr.name(Ref("ageofnapoleon-corps", c)) for c in view["location"]]
        return found + [tr.name(Ref("ageofnapoleon-card", c)) for c in view["cards"]["hand"] or []]
    return [tr.name(Ref(f"{key}-seat", seat)) for seat in view["scores"]]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_text_names_every_place_with_units(key: str, lang: str) -> None:
    game = GAMES[key]
    for state in states_of(key):
        for seat in viewers(game, state):
            view = game.view(state, seat)
            text = "\n".join(board_text(view, lang, strict=True))
            missing = [fact for fact in facts(key, view, lang) if fact not in text]
            assert missing == [], f"{key} seat {seat}"


def test_napoleon21_counts_each_country_in_its_area() -> None:
    view = n21_sample()
    en = translator("en", strict=True)
    heading = en.text("images-text-n21-map")
    lines = next(s.lines for s in board_sections(view, "en", strict=True) if s.heading == heading)
    for area, info in view["areas"].items():
        for country, units in info["units"].items():
            line = next(x for x in lines if x.startswith(en.name(Ref("napoleon21-area", area)) + ":"))
            assert en.name(Ref("napoleon21-country", country)) in line
            if units["up"]:
                assert f"{units['up']} face-up" in line


def test_a_seat_reads_its_own_order_of_battle_and_the_channel_does_not() -> None:
    game = GAMES["napoleon1815"]
    state = game.setup(7, None, {"rules": "grognard"})
    en = translator("en", strict=True)
    own = board_sections(game.view(state, "france"), "en", strict=True)
    public = board_sections(game.view(state, None), "en", strict=True)
    heading = en.text("images-text-n1815-own", {"seat": Ref("napoleon1815-seat", "france")})
    assert heading in [s.heading for s in own]
    assert not any(s.heading and s.heading.startswith("Behind your screen") for s in public)
    ney = en.name(Ref("napoleon1815-block", "ney"))
    assert any(ney in line for s in own for line in s.lines)
    assert not any(ney in line for s in public for line in s.lines)

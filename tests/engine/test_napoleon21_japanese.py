"""Napoleon 2.1 in Japanese: whole self-play games read through a strict Japanese translator, with
every prompt, action label and public form, status line, log entry and result, and the boards drawn
on the way, contain no English sentence (nothing but numbers, marks and the codes VP and R), every
drawn text has its glyphs and nothing is cut to fit.
"""

from __future__ import annotations

import re

import pytest

from engine.core import Action, LogEntry, Msg, entry_msg
from engine.core.rng import Rng
from i18n import translator
from images import napoleon21 as board
from tests.engine.napoleon21_helpers import GAME
from tests.i18n.japanese_style import style_problems
from tests.images.textcheck import drawn_text, tofu

JA = translator("ja", strict=True)
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
BOARD_EVERY = 60  # steps between boards drawn (drawing every step would be slow)
GAMES: list[tuple[int, dict[str, str]]] = [
    (7001, {}),
    (7002, {"allies": "3", "nelson": "on"}),
    (7003, {"allies": "prussia+austria/russia+spain+britain"}),
    (7004, {"allies": "5", "french_mobilization": "on", "allied_mobilization": "on"}),
]


def english(texts: set[str]) -> list[str]:
    return sorted(text for text in texts if ENGLISH_WORD.search(text))


def play(seed: int, options: dict[str, str]) -> tuple[set[str], set[str], list[str]]:
    """A random game to its end: (texts read, texts drawn on boards, texts cut with an ellipsis)."""
    board._palette()  # the palette is chosen from English sample boards: before recording
    board._base.cache_clear()  # so that the map's own words are drawn (and recorded) again
    state = GAME.setup(seed, None, options)
    pick = Rng(seed)
    words: list[Msg] = []
    entries: list[LogEntry] = []
    drawn: set[str] = set()
    cut: list[str] = []
    for step in range(5000):
        if step % BOARD_EVERY == 0 or GAME.result(state) is not None:
            with drawn_text() as calls:
                board.board(GAME.view(state, None), "ja")
            assert tofu(calls) == []
            drawn |= {text for text, _ in calls}
            cut += [text for text, _ in calls if "…" in text and not text.startswith("›")]
        if GAME.result(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        words += [GAME.status(state), prompt.text]
        words += [msg for a in prompt.actions for msg in (a.label, a.public) if msg is not None]
        action: Action = pick.choice(prompt.actions)
        entries += GAME.apply(state, seat, action, observe=False).entries
    result = GAME.result(state)
    assert result is not None, f"seed {seed}: random play should end within 5000 steps"
    words += [GAME.status(state), result.summary, *map(entry_msg, entries)]
    read = {JA(msg) for msg in {repr(msg): msg for msg in words}.values()}
    read |= {JA.entry(entry) for entry in entries}
    return read, drawn, cut


@pytest.mark.parametrize(("seed", "options"), GAMES, ids=[f"seed{seed}" for seed, _ in GAMES])
def test_a_whole_game_reads_and_draws_in_japanese(seed: int, options: dict[str, str]) -> None:
    read, drawn, cut = play(seed, options)
    assert len(read) > 200
    assert english(read) == []
    assert {text: style_problems(text) for text in read if style_problems(text)} == {}
    assert english(drawn) == []
    assert cut == []


def test_english_is_found() -> None:
    assert english({"第3ターン", "12VP", "×3", "France to act"}) == ["France to act"]

"""Gustav in Japanese: a whole game between the scripted players, every word a player could read
(status lines, prompts, labels, public forms, log lines for each reader, the result) rendered by the
strict Japanese catalogs with no English left, and the help and provenance too."""

from __future__ import annotations

import re

from engine.core import Msg
from engine.core.rng import Rng, derive
from engine.gustav.policy import greedy
from i18n import translator
from tests.engine.test_gustav_helpers import GAME
from tests.i18n.japanese_style import style_problems

JA = translator("ja", strict=True)
ENGLISH = re.compile(r"[A-Za-z]{3,}")
# what the Japanese text keeps on purpose, because the Japanese seed writes it so: START on the
# board (ゲーム準備) and ZOC (基本ルール: 「これをZOCといい」)
KEPT = {"START", "ZOC"}


def english_in(text: str) -> list[str]:
    return [word for word in ENGLISH.findall(text) if word not in KEPT]


def whole_game(seed: int) -> list[Msg]:
    state = GAME.setup(seed)
    picks = {seat: Rng(derive(seed, n)) for n, seat in enumerate(state.seats)}
    said: list[Msg] = []
    while GAME.to_act(state):
        said.append(GAME.status(state))
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        said.append(prompt.text)
        for action in prompt.actions:
            said += [m for m in (action.label, action.public_form) if m is not None]
        step = GAME.apply(state, seat, greedy(GAME.view(state, seat), prompt, picks[seat]))
        said += [Msg.from_json(e["msg"]) for e in step.entries]  # type: ignore[arg-type]
    result = GAME.result(state)
    assert result is not None
    return [*said, result.summary, GAME.status(state)]


def test_a_whole_game_reads_in_japanese_without_english() -> None:
    said = whole_game(3)
    keys = {m.key for m in said}
    assert {"gustav-log-army", "gustav-log-deploy", "gustav-log-play", "gustav-log-voltage"} <= keys
    leftovers = {m.key: english_in(JA(m)) for m in said if english_in(JA(m))}
    assert leftovers == {}
    assert {m.key: style_problems(JA(m)) for m in said if style_problems(JA(m))} == {}


def test_help_and_provenance_read_in_japanese() -> None:
    texts = [JA.text(f"gustav-help-{topic}") for topic in GAME.help_topics()]
    texts += [JA(m) for item in GAME.provenance() for m in (item.item, item.value, item.source)]
    assert [t for t in texts if english_in(t)] == []

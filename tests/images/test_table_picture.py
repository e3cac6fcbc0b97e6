"""The table's picture (issue 21, §5): what the public board tells at a glance, on a phone too.

* The header of a desktop board (whose turn, what is asked) reads at least ``MIN_TEXT`` px tall when
  a phone shows the whole board ``PHONE_WIDTH`` px wide.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.core import Msg
from i18n import LANGUAGES, translator
from images import napoleon21, render_board
from images.phone import MIN_TEXT, PHONE_WIDTH
from images.render import load_game, play_random
from tests.images.textcheck import drawn_text


def opened(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def squeezed(text: str) -> str:
    return "".join(text.split())


def status_drawn(key: str, status: object, lang: str) -> str:
    """The status line as the game's header shows it (Napoleon 2.1's without its turn number)."""
    if key == "napoleon21":
        return napoleon21._status(napoleon21.Pen(lang), status)  # type: ignore[arg-type]
    return translator(lang)(Msg.from_json(status))  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("key", "seed", "steps"), [("napoleon21", 3, 60), ("napoleon1815", 2, 90)])
def test_the_header_of_a_public_board_reads_on_a_phone(key: str, seed: int, steps: int, lang: str) -> None:
    game = load_game(key)
    state, _ = play_random(game, seed, steps)
    view = game.view(state, None)
    with drawn_text() as drawn:
        png = render_board(view, lang)
    width = opened(png).width
    legible = squeezed("".join(text for text, face in drawn if face.size * PHONE_WIDTH / width >= MIN_TEXT))
    status = squeezed(status_drawn(key, view["status"], lang))
    assert status and status in legible, (status, legible[:300])

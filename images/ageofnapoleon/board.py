"""The desktop board: the header, the map (``mapview``), then the panel (``panel``) in rows: the tracks;
the cards, the last battle and the key side by side; the countries; the last moves."""

from __future__ import annotations

from functools import cache

from PIL import Image

from engine.ageofnapoleon.data.countries import SCENARIOS
from engine.ageofnapoleon.game import AgeOfNapoleon
from engine.ageofnapoleon.view import AonView
from images.ageofnapoleon import panel
from images.ageofnapoleon.layout import WIDTH
from images.ageofnapoleon.mapview import picture
from images.ageofnapoleon.style import PAPER, PHASE_FILL, SIDE_INK, STATUS_FILL
from images.phone import stacked

CARDS_W, BATTLE_W = 330, 370
KEY_W = WIDTH - CARDS_W - BATTLE_W
LOG_ROWS = 8


@cache
def key(lang: str, width: int) -> Image.Image:
    """The key never changes: drawn once per language and width."""
    return panel.key(lang, width)


def page(view: AonView, lang: str) -> Image.Image:
    parts = [
        panel.header(view, lang, WIDTH),
        picture(view, lang),
        panel.tracks(view, lang, WIDTH),
        panel.row(
            [panel.cards(view, lang, CARDS_W), panel.battle(view, lang, BATTLE_W), key(lang, KEY_W)],
            WIDTH,
        ),
        panel.countries(view, lang, WIDTH, 4),
        panel.log(view, lang, WIDTH, LOG_ROWS),
    ]
    return stacked(parts, PAPER)


@cache
def palette() -> Image.Image:
    """The fixed 256-colour palette, chosen once from each scenario's opening board (in both languages)
    and a strip of every marker colour."""
    game = AgeOfNapoleon()
    samples = [
        page(game.view(game.setup(1, scenario), None), lang)
        for scenario, lang in zip(SCENARIOS, ("en", "ja", "en"), strict=True)
    ]
    colours = [*STATUS_FILL.values(), *SIDE_INK.values(), *PHASE_FILL.values()]
    strip = Image.new("RGB", (WIDTH, sum(p.height for p in samples) + 20 * len(colours)))
    y = 0
    for sample in samples:
        strip.paste(sample, (0, y))
        y += sample.height
    for colour in colours:
        strip.paste(colour, (0, y, WIDTH, y + 20))
        y += 20
    return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)

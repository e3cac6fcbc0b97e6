"""A minimal renderer for the toy game, so generic image checks have something to draw."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image, ImageDraw


def board(view: dict[str, Any]) -> bytes:
    image = Image.new("RGB", (200, 60), "white")
    draw = ImageDraw.Draw(image)
    draw.text((5, 5), f"scores {view['scores']} deck {view['deck_size']}", fill="black")
    draw.text((5, 30), f"hand {view.get('hand', '-')}", fill="black")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()

"""The one option parser: ``"allies=3 nelson=on"`` (a slash-command field, or ``--option`` pairs)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.errors import SetupError
from engine.core.messages import Msg


def parse_options(text: str | Iterable[str] | None) -> dict[str, str]:
    """``"a=1, b=2"`` or ``["a=1", "b=2"]`` -> ``{"a": "1", "b": "2"}``; raises SetupError otherwise."""
    pairs = (text or "").replace(",", " ").split() if isinstance(text, str | None) else list(text)
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise SetupError(Msg("core-error-option-pair", pair=pair[:40]))
        options[key.strip().lower()] = value.strip()
    return options

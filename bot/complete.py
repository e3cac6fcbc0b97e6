"""Autocomplete suggestions: pure functions of what is typed (Discord takes at most 25, within 3 s)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from discord import app_commands

from bot.text import clip
from engine.core import Action, Game

MAX_CHOICES = 25


def filtered(pairs: Iterable[tuple[str, str]], current: str) -> list[app_commands.Choice[str]]:
    """(name, value) pairs whose name or value contains ``current``, as at most 25 choices."""
    needle = current.strip().lower()
    out = []
    for name, value in pairs:
        if needle in name.lower() or needle in value.lower():
            out.append(app_commands.Choice(name=clip(name, 100), value=value[:100]))
            if len(out) == MAX_CHOICES:
                break
    return out


def games(all_games: dict[str, Game[Any]], current: str) -> list[app_commands.Choice[str]]:
    return filtered(((f"{g.title} — {g.blurb}", key) for key, g in all_games.items()), current)


def scenarios(game: Game[Any] | None, current: str) -> list[app_commands.Choice[str]]:
    if game is None:
        return []
    return filtered(((f"{key} — {text}", key) for key, text in game.scenarios.items()), current)


def options(game: Game[Any] | None, current: str) -> list[app_commands.Choice[str]]:
    """Complete ``key=value key=value`` text: keep what is typed, offer the next pairs."""
    if game is None or not game.option_specs:
        return []
    tokens = current.split()
    partial = "" if not tokens or current.endswith(" ") else tokens[-1]
    done = tokens if not partial else tokens[:-1]
    taken = {token.partition("=")[0] for token in done}
    pairs = []
    for spec in game.option_specs:
        if spec.key in taken:
            continue
        for choice in spec.choices:
            token = f"{spec.key}={choice}"
            if token.startswith(partial.lower()):
                value = " ".join([*done, token])
                pairs.append((f"{value} ({spec.help}{', default' if choice == spec.default else ''})", value))
    return filtered(pairs, "")


def seats(labels: dict[str, str], seat_keys: Iterable[str], current: str) -> list[app_commands.Choice[str]]:
    return filtered(((labels.get(s, s), s) for s in seat_keys), current)


def actions(legal: list[Action], current: str) -> list[app_commands.Choice[str]]:
    """Legal actions: the label shown, the notation sent (``#index`` when it is too long)."""
    pairs = [
        (a.label or a.notation(), a.notation() if len(a.notation()) <= 100 else f"#{i}")
        for i, a in enumerate(legal)
    ]
    return filtered(pairs, current)

"""Autocomplete suggestions: pure functions of what is typed (Discord takes at most 25, within 3 s),
named in the member's words."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from discord import app_commands

from bot import limits, versioned
from bot.chat import fitting
from bot.chat.words import Words
from engine.core import Action, Game


def filtered(pairs: Iterable[tuple[str, str]], current: str) -> list[app_commands.Choice[str]]:
    """(name, value) pairs whose name or value contains ``current``, as at most 25 choices."""
    needle = current.strip().lower()
    return fitting.choices((n, v) for n, v in pairs if needle in n.lower() or needle in v.lower())


def games(
    say: Words, all_games: Mapping[str, Game[Any, Any]], current: str
) -> list[app_commands.Choice[str]]:
    return filtered(((say.game_choice(g), key) for key, g in all_games.items()), current)


def scenarios(say: Words, game: Game[Any, Any] | None, current: str) -> list[app_commands.Choice[str]]:
    if game is None:
        return []
    return filtered(((say.scenario_choice(game, s), s) for s in game.scenarios), current)


def options(say: Words, game: Game[Any, Any] | None, current: str) -> list[app_commands.Choice[str]]:
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
                pairs.append(
                    (say.option_choice(game, spec.key, choice, choice == spec.default, value), value)
                )
    return filtered(pairs, "")


def seats(names: Mapping[str, str], seat_keys: Iterable[str], current: str) -> list[app_commands.Choice[str]]:
    """Seats by name (``names``: seat -> its name in the member's words)."""
    return filtered(((names.get(s, s), s) for s in seat_keys), current)


def actions(
    say: Words, legal: list[Action], current: str, version: int | None = None
) -> list[app_commands.Choice[str]]:
    """Legal actions: the label shown, the notation sent (``#index`` when it is too long), tagged with
    the game ``version`` they were offered at (``bot.versioned``)."""
    room = limits.CHOICE_VALUE - (versioned.room(version) if version is not None else 0)
    pairs = [
        (say.label(a), a.notation() if len(a.notation()) <= room else f"#{i}") for i, a in enumerate(legal)
    ]
    found = filtered(pairs, current)
    if version is not None:
        for choice in found:
            choice.value = versioned.tag(choice.value, version)
    return found

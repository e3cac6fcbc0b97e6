"""Small pure parts: configuration, message chunks, autocomplete suggestions, button layouts."""

from __future__ import annotations

import pytest
from discord import AppCommandOptionType, app_commands

from bot import text
from bot.chat import complete, controls, words
from bot.chat.tree import _message_for
from bot.config import ConfigError, load_settings
from bot.service import SeatTurn
from engine.core import Action, ActionKind, Gather, Msg, Prompt
from engine.examples.duel import Duel


def test_settings_from_environment() -> None:
    settings = load_settings(
        {
            "DISCORD_TOKEN": " secret-token ",
            "DEV_GUILD_ID": "42",
            "LOG_LEVEL": "debug",
            "SYNC_COMMANDS": "Never",
        }
    )
    assert (settings.token, settings.dev_guild_id, settings.log_level, settings.sync_commands) == (
        "secret-token",
        42,
        "DEBUG",
        "never",
    )
    assert settings.database_url == "marengo.db" and settings.api_base is None
    assert settings.draw_workers == 1
    assert "secret-token" not in repr(settings)
    assert load_settings({"DISCORD_TOKEN": "t", "DRAW_WORKERS": "0"}).draw_workers == 0  # threads
    assert load_settings({"DISCORD_TOKEN": "t", "AI_PACE": "0"}).ai_pace == 0  # the AI answers at once


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "abc"}, "DEV_GUILD_ID must be a number"),
        ({"DISCORD_TOKEN": "t", "SYNC_COMMANDS": "sometimes"}, "SYNC_COMMANDS must be one of"),
        ({"DISCORD_TOKEN": "t", "LOG_LEVEL": "LOUD"}, "LOG_LEVEL must be"),
        ({"DISCORD_TOKEN": "t", "REMINDER_POLL_SECONDS": "-1"}, "must be positive"),
        ({"DISCORD_TOKEN": "t", "DRAW_WORKERS": "-1"}, "DRAW_WORKERS must be a whole number"),
        ({"DISCORD_TOKEN": "t", "AI_PACE": "-1"}, "AI_PACE must be 0 or more"),
    ],
)
def test_settings_errors_say_what_to_fix(env: dict[str, str], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_settings(env)


def test_chunks_fit_discord_messages() -> None:
    lines = [f"line {i} " + "x" * 90 for i in range(60)]
    parts = text.chunks(lines)
    assert len(parts) > 1 and all(len(p) <= 2000 for p in parts)
    assert "\n".join(parts).split("\n") == lines
    assert text.chunks(["y" * 2500]) == ["y" * 1999 + "…"]


def test_option_suggestions_complete_key_value_text() -> None:
    duel, say = Duel(), words.of("en")
    values = [c.value for c in complete.options(say, duel, "")]
    assert values == ["target=12", "target=20"]
    assert [c.value for c in complete.options(say, duel, "target=2")] == ["target=20"]
    assert complete.options(say, duel, "target=12 ") == []  # every option is set
    names = [c.name for c in complete.options(say, duel, "")]
    assert all(len(n) <= 100 for n in names) and names[0] == "target=12 (12 points, default)"


def test_action_suggestions_label_shown_notation_sent() -> None:
    legal = [Action("move", (f"u{i}", f"area{i}"), Msg("duel-action-play", card=i)) for i in range(40)]
    legal.append(Action("x", ("y" * 120,), Msg("duel-action-draw")))
    say = words.of("en")
    choices = complete.actions(say, legal, "")
    assert len(choices) == 25 and choices[0].name == "Play the 0" and choices[0].value == "move u0 area0"
    assert [c.value for c in complete.actions(say, legal, "draw")] == ["#40"]


def _turn(count: int, verb_arg: str = "") -> SeatTurn:
    actions = [Action("go", (verb_arg or str(i),), Msg("duel-action-play", card=i)) for i in range(count)]
    return SeatTurn("red", 1, Prompt("duel-ask-turn", Msg("duel-prompt-turn"), actions))


def test_turn_view_buttons_then_menu_then_nothing() -> None:
    say = words.of("en")
    few = controls.turn_controls(say, 7, 12, _turn(20), hand_button=True)
    assert few is not None and len(few.children) == 21
    assert all(len(item.custom_id) <= 100 for item in few.children)  # type: ignore[attr-defined]
    menu = controls.turn_controls(say, 7, 12, _turn(25))
    assert menu is not None and len(menu.children) == 1
    assert controls.turn_controls(say, 7, 12, _turn(26)) is None


def _gathering(count: int) -> SeatTurn:
    """A prompt whose ``go`` actions may be picked several at once, then "stand"."""
    turn = _turn(count)
    finish = Action("stand", label=Msg("duel-action-draw"), kind=ActionKind.DONE)
    turn.prompt.gather = Gather("go", (finish,))
    return turn


def test_a_gathering_is_one_menu_above_the_buttons_where_there_is_room() -> None:
    say = words.of("en")
    view = controls.turn_controls(say, 7, 12, _gathering(3), back=True)
    assert view is not None
    menu, *buttons = view.children
    assert isinstance(menu, controls.GatherSelect) and menu.item.custom_id == "mg:g:7:12:red:stand"
    assert (menu.item.min_values, menu.item.max_values) == (1, 3)
    assert menu.item.placeholder == say.label(Action("stand", label=Msg("duel-action-draw")))
    assert [o.value for o in menu.item.options] == ["go 0", "go 1", "go 2"] and len(buttons) == 4
    crowded = controls.turn_controls(say, 7, 12, _gathering(20), back=True, hand_button=True, catch_up=True)
    assert crowded is not None and not any(isinstance(i, controls.GatherSelect) for i in crowded.children)
    assert len(crowded.children) == 23  # five rows of buttons leave no row for the menu


def test_long_notation_falls_back_to_an_index() -> None:
    view = controls.turn_controls(words.of("en"), 7, 12, _turn(1, "z" * 120))
    assert view is not None
    (button,) = view.children
    assert button.custom_id == "mg:a:7:12:red:#0"  # type: ignore[attr-defined]


def test_an_unreadable_value_is_named_in_the_readers_words() -> None:
    transformer = app_commands.transformers.RangeTransformer(AppCommandOptionType.integer, min=1, max=25)
    error = app_commands.TransformerError("@everyone many", AppCommandOptionType.integer, transformer)
    assert _message_for(error, words.of("en")) == "I could not read “@\u200beveryone many” as a whole number."
    assert _message_for(error, words.of("ja")) == "「@\u200beveryone many」を整数として読めませんでした。"

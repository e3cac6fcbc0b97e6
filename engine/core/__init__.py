"""The shared core every game builds on: actions, errors, the seeded generator, the log, the state base."""

from engine.core.actions import Action, Prompt
from engine.core.errors import (
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
    RulesError,
    SetupError,
)
from engine.core.game import Game, OptionSpec, Provenance, Result, View, log
from engine.core.log import LogEntry, format_entry, is_visible
from engine.core.state import GameState

__all__ = [
    "Action",
    "Game",
    "GameOverError",
    "GameState",
    "IllegalActionError",
    "InvalidActionError",
    "LogEntry",
    "NotYourTurnError",
    "OptionSpec",
    "Prompt",
    "Provenance",
    "Result",
    "RulesError",
    "SetupError",
    "View",
    "format_entry",
    "is_visible",
    "log",
]

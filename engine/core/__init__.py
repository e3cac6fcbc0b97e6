"""The shared core every game builds on: messages, actions, errors, the seeded generator, the log,
the state base, the turn machine and its reaction windows, and the game contract."""

from engine.core.actions import Action, ActionArg, ActionKind, Gather, Prompt
from engine.core.errors import (
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
    RulesError,
    SetupError,
)
from engine.core.flow import DONE, NEXT, WAIT, Flow, Frame, Machine, find, finish, push
from engine.core.game import Game, OptionSpec, Provenance, Step
from engine.core.log import LogEntry, entry_msg, is_visible, log
from engine.core.messages import Arg, Json, Msg, MsgJson, Ref
from engine.core.options import parse_options
from engine.core.orders import StandingOrders, standing_answer
from engine.core.state import GameState, Result, UndoPolicy
from engine.core.windows import Window, seat_ref

__all__ = [
    "DONE",
    "NEXT",
    "WAIT",
    "Action",
    "ActionArg",
    "ActionKind",
    "Arg",
    "Flow",
    "Frame",
    "Game",
    "GameOverError",
    "GameState",
    "Gather",
    "IllegalActionError",
    "InvalidActionError",
    "Json",
    "LogEntry",
    "Machine",
    "Msg",
    "MsgJson",
    "NotYourTurnError",
    "OptionSpec",
    "Prompt",
    "Provenance",
    "Ref",
    "Result",
    "RulesError",
    "SetupError",
    "StandingOrders",
    "Step",
    "UndoPolicy",
    "Window",
    "entry_msg",
    "find",
    "finish",
    "is_visible",
    "log",
    "parse_options",
    "push",
    "seat_ref",
    "standing_answer",
]

"""An offline Discord on loopback: REST + gateway for a real discord.py bot, driven by scripted users.

See :class:`FakeDiscord` for the API and ``README.md`` beside this file for a walk-through.
"""

from fakediscord.faults import Faults
from fakediscord.models import Attachment, Channel, Guild, Member, Message, Revision, Role, User
from fakediscord.process import BotProcess
from fakediscord.server import FakeDiscord, RequestRecord
from fakediscord.users import CallbackRecord, InteractionRecord, ScriptError

__all__ = [
    "Attachment",
    "BotProcess",
    "CallbackRecord",
    "Channel",
    "FakeDiscord",
    "Faults",
    "Guild",
    "InteractionRecord",
    "Member",
    "Message",
    "RequestRecord",
    "Revision",
    "Role",
    "ScriptError",
    "User",
]

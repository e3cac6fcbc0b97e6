"""What a scripted user's Discord client does: pick a registered command, fill its options, click.

It refuses what a real client would not let a user do (unknown commands or options, missing required
options, values outside choices or ranges, hidden commands, disabled buttons) by raising
:class:`ScriptError`. :class:`InteractionRecord` then follows what the bot answered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Self

from fakediscord.models import EPHEMERAL, Channel, Guild, Message, Role, User
from fakediscord.objects import channel_json, member_json, role_json, user_json
from fakediscord.waiting import PATIENCE, Notifier

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE = 2, 3, 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE = 6
BOT_DM_CONTEXT = 1


class ScriptError(Exception):
    """A scripted user tried something a real Discord client would not let them do."""


@dataclass
class CallbackRecord:
    """The bot's initial response to an interaction: callback ``type`` and its ``data``."""

    type: int
    data: dict[str, Any]


@dataclass(eq=False)
class InteractionRecord:
    """One interaction a scripted user started, and everything the bot did with it."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    payload: dict[str, Any]
    created_at: float
    notifier: Notifier
    diagnostics: Callable[[], str]
    response: CallbackRecord | None = None
    original: Message | None = None
    followups: list[Message] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    answered_at: float | None = None  # when the initial response arrived in time (the fake's clock)
    late_at: float | None = None  # when one arrived after the deadline, and was refused
    updated: bool = False  # a deferred update (type 6) was followed by the edit it promised

    @property
    def ephemeral(self) -> bool:
        """The initial response (or deferral) was ephemeral."""
        if self.original is not None:
            return self.original.ephemeral
        return self.response is not None and bool((self.response.data or {}).get("flags", 0) & EPHEMERAL)

    @property
    def choices(self) -> list[dict[str, Any]]:
        """The autocomplete answer's choices (empty until answered)."""
        if self.response is None:
            return []
        return list((self.response.data or {}).get("choices", []))

    def touch(self, message: Message) -> None:
        """Note a message this interaction created or edited."""
        if message not in self.messages:
            self.messages.append(message)

    def is_done(self, followups: int = 0) -> bool:
        """Answered; a deferred answer filled in (a deferred update: its message edited, or a followup
        sent); at least ``followups`` followups sent."""
        if self.response is None:
            return False
        if self.response.type == DEFERRED_UPDATE and not self.updated and not self.followups:
            return False
        if (
            self.response.type == DEFERRED_CHANNEL_MESSAGE
            and self.original is not None
            and self.original.loading
        ):
            return False
        return len(self.followups) >= followups

    async def done(self, *, followups: int = 0, timeout: float = PATIENCE) -> Self:
        """Wait until :meth:`is_done`; a deferral counts once the "thinking" message was replaced."""
        await self.notifier.wait_until(
            lambda: self.is_done(followups), timeout, lambda: self._timeout_text(followups)
        )
        return self

    def _timeout_text(self, followups: int) -> str:
        name = self.payload.get("data", {}).get("name") or self.payload.get("data", {}).get("custom_id")
        state = f"response={self.response}, followups={len(self.followups)}/{followups}, errors={self.errors}"
        return f"interaction {self.id} ({name!r} by {self.user.name}) not done: {state}\n{self.diagnostics()}"


def find_command(commands: list[dict[str, Any]], name: str) -> dict[str, Any] | None:
    """The registered slash command called ``name``."""
    return next((c for c in commands if c["name"] == name and (c.get("type") or 1) == 1), None)


def check_visible(command: dict[str, Any], permissions: int, in_dm: bool) -> None:
    """Raise if the client would hide the command: its context or its default member permissions."""
    contexts = command.get("contexts")
    if in_dm and (
        command.get("dm_permission") is False or (contexts is not None and BOT_DM_CONTEXT not in contexts)
    ):
        raise ScriptError(f"/{command['name']} is not available in DMs")
    required = command.get("default_member_permissions")
    if required is not None and (int(required) & permissions) != int(required):
        raise ScriptError(f"/{command['name']} needs permissions {required}; the user has {permissions}")


class OptionBuilder:
    """Builds ``data.options`` (and ``data.resolved``) for a command path and keyword values."""

    def __init__(self, guild: Guild | None, focused: str | None = None, *, checked: bool = True) -> None:
        """``checked``: keep to the options' choices, lengths and bounds, as Discord's client does (a
        hostile client need not)."""
        self._guild = guild
        self._focused = focused
        self._checked = checked
        self.resolved: dict[str, dict[str, Any]] = {}

    def command_data(
        self, command: dict[str, Any], path: list[str], values: dict[str, Any]
    ) -> dict[str, Any]:
        """The interaction ``data`` for ``/command path…`` with ``values``."""
        options = self._walk(command, path, values, f"/{command['name']}")
        data: dict[str, Any] = {"id": command["id"], "name": command["name"], "type": 1, "options": options}
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        if self.resolved:
            data["resolved"] = self.resolved
        return data

    def _walk(
        self, node: dict[str, Any], path: list[str], values: dict[str, Any], where: str
    ) -> list[dict[str, Any]]:
        children = node.get("options") or []
        nested = [o for o in children if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if nested:
            if not path:
                names = ", ".join(o["name"] for o in nested)
                raise ScriptError(f"{where} needs a subcommand: one of {names}")
            chosen = next((o for o in nested if o["name"] == path[0]), None)
            if chosen is None:
                raise ScriptError(f"{where} has no subcommand {path[0]!r}")
            inner = self._walk(chosen, path[1:], values, f"{where} {path[0]}")
            return [{"type": chosen["type"], "name": chosen["name"], "options": inner}]
        if path:
            raise ScriptError(f"{where} has no subcommand {path[0]!r}")
        return self._values(children, values, where)

    def _values(
        self, declared: list[dict[str, Any]], values: dict[str, Any], where: str
    ) -> list[dict[str, Any]]:
        by_name = {o["name"]: o for o in declared}
        unknown = sorted(set(values) - set(by_name))
        if unknown:
            raise ScriptError(
                f"{where} has no option {unknown[0]!r} (options: {', '.join(by_name) or 'none'})"
            )
        result = []
        for option in declared:
            name = option["name"]
            if name not in values:
                if option.get("required") and self._focused is None:
                    raise ScriptError(f"{where}: required option {name!r} is missing")
                continue
            if name == self._focused:
                if not option.get("autocomplete"):
                    raise ScriptError(f"{where}: option {name!r} has no autocomplete")
                result.append(
                    {"type": option["type"], "name": name, "value": str(values[name]), "focused": True}
                )
            else:
                value = self._coerce(option, values[name], f"{where} {name}")
                result.append({"type": option["type"], "name": name, "value": value})
        return result

    def _coerce(self, option: dict[str, Any], value: Any, where: str) -> Any:
        kind = option["type"]
        if kind in (USER, CHANNEL, ROLE, MENTIONABLE):
            return self._resolve(kind, value, where)
        coerced = _coerce_scalar(kind, value, where)
        if not self._checked:
            return coerced
        choices = option.get("choices")
        if choices and coerced not in [c["value"] for c in choices]:
            allowed = ", ".join(repr(c["value"]) for c in choices)
            raise ScriptError(f"{where}: {coerced!r} is not one of the choices {allowed}")
        _check_range(option, coerced, where)
        return coerced

    def _resolve(self, kind: int, value: Any, where: str) -> str:
        if isinstance(value, User) and kind in (USER, MENTIONABLE):
            self.resolved.setdefault("users", {})[str(value.id)] = user_json(value)
            member = self._guild.members.get(value.id) if self._guild else None
            if member is not None:
                permissions = self._guild.permissions_of(value.id) if self._guild else 0
                data = member_json(member, with_user=False, permissions=permissions)
                self.resolved.setdefault("members", {})[str(value.id)] = data
            return str(value.id)
        if isinstance(value, Role) and kind in (ROLE, MENTIONABLE):
            self.resolved.setdefault("roles", {})[str(value.id)] = role_json(value)
            return str(value.id)
        if isinstance(value, Channel) and kind == CHANNEL:
            self.resolved.setdefault("channels", {})[str(value.id)] = channel_json(value) | {
                "permissions": "0"
            }
            return str(value.id)
        raise ScriptError(f"{where}: expected a fake {_TYPE_NAMES[kind]}, got {value!r}")


_TYPE_NAMES = {USER: "User", CHANNEL: "Channel", ROLE: "Role", MENTIONABLE: "User or Role"}


def _coerce_scalar(kind: int, value: Any, where: str) -> Any:
    try:
        if kind == STRING:
            if isinstance(value, bool) or not isinstance(value, str | int | float):
                raise TypeError
            return str(value)
        if kind == INTEGER:
            if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
                raise TypeError
            return int(value)
        if kind == NUMBER:
            if isinstance(value, bool):
                raise TypeError
            return float(value)
        if kind == BOOLEAN:
            if isinstance(value, str) and value.lower() in ("true", "false"):
                return value.lower() == "true"
            if not isinstance(value, bool):
                raise TypeError
            return value
    except (TypeError, ValueError):
        raise ScriptError(f"{where}: {value!r} is not a valid value for option type {kind}") from None
    raise ScriptError(f"{where}: option type {kind} is not supported by the fake")


def _check_range(option: dict[str, Any], value: Any, where: str) -> None:
    size: float
    if isinstance(value, str):
        low, high, size = option.get("min_length"), option.get("max_length"), len(value)
    elif isinstance(value, int | float) and not isinstance(value, bool):
        low, high, size = option.get("min_value"), option.get("max_value"), value
    else:
        return
    if (low is not None and size < low) or (high is not None and size > high):
        raise ScriptError(f"{where}: {value!r} is outside {low}..{high}")


def component_data(message: Message, user: User, custom_id: str, values: list[str] | None) -> dict[str, Any]:
    """The ``data`` of a button click (``values`` None) or a string-select choice on ``message``."""
    if message.deleted:
        raise ScriptError(f"message {message.id} was deleted")
    if message.ephemeral and message.interaction_metadata is not None:
        owner = message.interaction_metadata["user"]["id"]
        if owner != str(user.id):
            raise ScriptError(f"{user.name} cannot see ephemeral message {message.id}")
    component = message.find_component(custom_id)
    if component is None:
        ids = _custom_ids(message.components)
        raise ScriptError(f"message {message.id} has no component {custom_id!r} (has {ids})")
    if component.get("disabled"):
        raise ScriptError(f"component {custom_id!r} is disabled")
    kind = component["type"]
    if values is None:
        if kind != 2:
            raise ScriptError(f"component {custom_id!r} is not a button (type {kind})")
        return {"custom_id": custom_id, "component_type": 2}
    if kind != 3:
        raise ScriptError(f"component {custom_id!r} is not a string select (type {kind})")
    allowed = [o["value"] for o in component.get("options", [])]
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    if any(v not in allowed for v in values) or not low <= len(values) <= high:
        raise ScriptError(f"select {custom_id!r}: {values} not {low}..{high} of {allowed}")
    return {"custom_id": custom_id, "component_type": 3, "values": list(values)}


def _custom_ids(components: list[dict[str, Any]]) -> list[str]:
    found = []
    for component in components:
        if "custom_id" in component:
            found.append(component["custom_id"])
        found += _custom_ids(component.get("components") or [])
    return found

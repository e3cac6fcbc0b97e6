"""``FakeDiscord``: an offline Discord (REST + gateway) on 127.0.0.1 with a random port, and its test API."""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import math
import re
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Self

from aiohttp import web

from fakediscord.faults import Faults
from fakediscord.gateway import GUILD_MEMBERS_INTENT, GUILDS_INTENT, Gateway
from fakediscord.models import (
    ADMINISTRATOR,
    DEFAULT_BOT_PERMISSIONS,
    DM,
    DM_APP_PERMISSIONS,
    EVERYONE_PERMISSIONS,
    GUILD_TEXT,
    MANAGE_CHANNELS,
    Attachment,
    Channel,
    Guild,
    Member,
    Message,
    Role,
    Snowflakes,
    User,
)
from fakediscord.objects import (
    channel_json,
    guild_create_json,
    interaction_json,
    member_json,
    role_json,
)
from fakediscord.openapi import load_validator
from fakediscord.routes import API_PREFIX, BODY, ApiError, RequestBody, Routes, Upload, read_body
from fakediscord.users import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    InteractionRecord,
    OptionBuilder,
    ScriptError,
    check_visible,
    component_data,
    find_command,
)
from fakediscord.waiting import PATIENCE, Notifier

_UNAUTHENTICATED = ("/webhooks/", "/interactions/")
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass
class RequestRecord:
    """One REST request the bot sent and the status it got."""

    method: str
    path: str
    body: Any
    files: list[str] = field(default_factory=list)
    status: int = 0

    @property
    def route(self) -> str:
        return f"{self.method} {self.path}"


class FakeDiscord:
    """Discord's REST API and gateway for one bot application, with scripted users to drive it.

    ``interaction_deadline`` is the seconds a bot has for the initial response (Discord: 3, which the
    load benchmark sets; by default none, as tests assert order, not time: a loaded machine makes every
    answer late); ``token_lifetime`` bounds followups and edits (Discord: 900). Every wait gives up
    only after ``PATIENCE`` (``fakediscord.waiting``), a guard against a hang.
    With ``reject_invalid`` a request that breaks the OpenAPI schema or a documented limit gets
    400 / 50035, as from Discord; it is recorded in :attr:`violations` either way.
    """

    def __init__(
        self,
        *,
        bot_name: str = "Marengo",
        heartbeat_interval_ms: int = 2000,
        interaction_deadline: float = math.inf,
        token_lifetime: float = 900.0,
        response_timeout: float = PATIENCE,
        reject_invalid: bool = True,
        privileged_intents: int = 0,
    ) -> None:
        self._snowflakes = Snowflakes()
        self.bot_user = User(self.new_id(), bot_name, bot=True)
        self.owner = User(self.new_id(), "app-owner")
        self.application_id = self.bot_user.id
        user_part = base64.urlsafe_b64encode(str(self.bot_user.id).encode()).decode().rstrip("=")
        self.token = f"{user_part}.{secrets.token_urlsafe(4)}.{secrets.token_urlsafe(27)}"
        self.interaction_deadline = interaction_deadline
        self.token_lifetime = token_lifetime
        self.response_timeout = response_timeout
        self.reject_invalid = reject_invalid
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user, self.owner.id: self.owner}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.attachments: dict[int, Attachment] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.command_syncs = 0
        self.interactions: list[InteractionRecord] = []
        self.faults = Faults()
        self.violations: list[str] = []
        self.unhandled: list[str] = []
        self.errors: list[str] = []
        self.requests: list[RequestRecord] = []
        self.notifier = Notifier()
        self.gateway = Gateway(self, heartbeat_interval_ms, privileged_intents)
        self._dm_channels: dict[int, Channel] = {}
        self._runner: web.AppRunner | None = None
        self._port = 0

    # -- lifecycle -------------------------------------------------------------------------------

    async def start(self) -> None:
        """Listen on 127.0.0.1 with a port the OS picks."""
        load_validator()
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        Routes(self).register(app)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/gateway/resume", self.gateway.handle)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self._port = self._runner.addresses[0][1]

    async def close(self) -> None:
        """Close the gateway connections and stop listening."""
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._port}"

    @property
    def api_base(self) -> str:
        """What the bot sets as ``discord.http.Route.BASE``."""
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        """What ``GET /gateway/bot`` returns; a plain ``commands.Bot`` needs it as ``DiscordWebSocket.DEFAULT_GATEWAY``."""
        return f"ws://127.0.0.1:{self._port}/gateway"

    @property
    def resume_gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self._port}/gateway/resume"

    def bot_env(self) -> dict[str, str]:
        """Environment for a bot process: token, API base and gateway URL."""
        return {
            "DISCORD_TOKEN": self.token,
            "DISCORD_API_BASE": self.api_base,
            "DISCORD_GATEWAY_URL": self.gateway_url,
        }

    # -- the world -------------------------------------------------------------------------------

    def new_id(self) -> int:
        return self._snowflakes.next()

    def loop_time(self) -> float:
        return asyncio.get_running_loop().time()

    def create_user(self, name: str, *, locale: str = "en-US") -> User:
        """A scripted human user whose Discord client speaks ``locale``."""
        user = User(self.new_id(), name, locale=locale)
        self.users[user.id] = user
        return user

    def create_guild(
        self,
        name: str,
        *,
        owner: User | None = None,
        bot_permissions: int = DEFAULT_BOT_PERMISSIONS,
        locale: str = "en-US",
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """A guild the bot is in, with @everyone, the bot's managed role, and its owner as a member;
        ``locale`` is its preferred locale; ``shard`` (id, count): its id falls to that shard (its
        timestamp moved on by a millisecond or a few)."""
        owner = owner or self.create_user(f"{name} owner")
        guild_id = self.new_id()
        while shard is not None and (guild_id >> 22) % shard[1] != shard[0]:
            guild_id += 1 << 22
        guild = Guild(guild_id, name, owner.id, locale=locale)
        guild.roles.append(Role(guild.id, "@everyone", EVERYONE_PERMISSIONS))
        bot_role = Role(
            self.new_id(), self.bot_user.name, bot_permissions, 1, managed=True, bot_id=self.bot_user.id
        )
        guild.roles.append(bot_role)
        guild.members[self.bot_user.id] = Member(self.bot_user, [bot_role])
        guild.members[owner.id] = Member(owner)
        self.guilds[guild.id] = guild
        self.gateway.dispatch(
            "GUILD_CREATE", guild_create_json(guild, self.bot_user), GUILDS_INTENT, guild_id=guild.id
        )
        return guild

    def create_text_channel(self, guild: Guild, name: str) -> Channel:
        """A text channel (type 0) in ``guild``; CHANNEL_CREATE is sent if the bot is connected."""
        channel = Channel(self.new_id(), GUILD_TEXT, name, guild.id, position=len(guild.channels))
        self.add_channel(channel)
        self.gateway.dispatch("CHANNEL_CREATE", channel_json(channel), GUILDS_INTENT, guild_id=guild.id)
        return channel

    def add_channel(self, channel: Channel) -> None:
        """Store a guild channel or thread."""
        self.channels[channel.id] = channel
        if channel.guild_id is not None:
            self.guilds[channel.guild_id].channels.append(channel)

    def add_member(
        self,
        guild: Guild,
        user: User,
        *,
        manage_channels: bool = False,
        administrator: bool = False,
        permissions: int = 0,
    ) -> Member:
        """Make ``user`` a member; extra permission bits come from a role made for them."""
        bits = (
            permissions
            | (MANAGE_CHANNELS if manage_channels else 0)
            | (ADMINISTRATOR if administrator else 0)
        )
        member = Member(user, [self._role_with(guild, bits)] if bits else [])
        guild.members[user.id] = member
        event = member_json(member) | {"guild_id": str(guild.id)}
        self.gateway.dispatch("GUILD_MEMBER_ADD", event, GUILD_MEMBERS_INTENT, guild_id=guild.id)
        return member

    def _role_with(self, guild: Guild, bits: int) -> Role:
        role = next((r for r in guild.roles if r.permissions == bits and not r.managed), None)
        if role is None:
            role = Role(self.new_id(), f"perms-{bits:x}", bits, len(guild.roles))
            guild.roles.append(role)
            event = {"guild_id": str(guild.id), "role": role_json(role)}
            self.gateway.dispatch("GUILD_ROLE_CREATE", event, GUILDS_INTENT, guild_id=guild.id)
        return role

    def dm_channel(self, user: User) -> Channel:
        """The bot's DM channel with ``user`` (one per user, made on first use)."""
        if user.id not in self._dm_channels:
            channel = Channel(self.new_id(), DM, recipient=user)
            self._dm_channels[user.id] = self.channels[channel.id] = channel
        return self._dm_channels[user.id]

    def store_message(self, channel: Channel, message: Message) -> None:
        channel.messages.append(message)
        self.messages[message.id] = message

    def store_attachment(
        self, message: Message, filename: str, upload: Upload, description: str | None
    ) -> Attachment:
        attachment = Attachment(self.new_id(), filename, upload.data, upload.content_type, description)
        attachment.url = f"{self.base_url}/attachments/{message.channel_id}/{attachment.id}/{filename}"
        self.attachments[attachment.id] = attachment
        return attachment

    def channel_messages(self, channel: Channel) -> list[Message]:
        """Messages everyone sees in ``channel``, oldest first (no ephemeral or deleted ones)."""
        return [m for m in channel.messages if not m.ephemeral and not m.deleted]

    def dm_messages(self, user: User) -> list[Message]:
        """Messages the bot sent to ``user`` by DM, oldest first."""
        return self.channel_messages(self.dm_channel(user))

    def registered_commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        """The commands the bot registered globally, or in ``guild``."""
        return self.commands.get(guild.id if guild else None, [])

    def count_requests(self, route_regex: str) -> int:
        """How many REST requests matched ``"METHOD /path"`` (retries included)."""
        pattern = re.compile(route_regex)
        return sum(1 for r in self.requests if pattern.search(r.route))

    def interaction_by_id(self, interaction_id: str) -> InteractionRecord | None:
        return next((i for i in self.interactions if str(i.id) == interaction_id), None)

    def interaction_by_token(self, token: str) -> InteractionRecord | None:
        return next((i for i in self.interactions if i.token == token), None)

    # -- waiting ---------------------------------------------------------------------------------

    async def wait_until(
        self, predicate: Callable[[], bool], timeout: float = PATIENCE, what: str = "condition"
    ) -> None:
        """Wait for ``predicate()``; the timeout error names ``what`` and includes :meth:`diagnostics`."""
        await self.notifier.wait_until(
            predicate, timeout, lambda: f"timed out waiting for {what}\n{self.diagnostics()}"
        )

    async def wait_for_bot(
        self, timeout: float = PATIENCE, *, identifies: int = 1, commands: bool = True
    ) -> None:
        """Wait until the bot has IDENTIFYed (at least ``identifies`` times), is connected, and has commands."""

        def ready() -> bool:
            registered = any(self.commands.values()) or not commands
            return self.gateway.connected and self.gateway.identifies >= identifies and registered

        await self.wait_until(ready, timeout, f"the bot (identifies >= {identifies}, commands={commands})")

    def diagnostics(self) -> str:
        """What the fake saw, for failure messages."""
        hint = ""
        if not self.gateway.log:
            hint = (
                f"\nno gateway connection yet: the bot must connect to {self.gateway_url} "
                "(set discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, e.g. from GET /gateway/bot)"
            )
        recent = [f"{r.route} -> {r.status}" for r in self.requests[-8:]]
        return (
            f"gateway: {self.gateway.log[-6:]}\nrecent requests: {recent}\nerrors: {self.errors[-6:]}\n"
            f"violations: {self.violations[-6:]}\nunhandled: {self.unhandled[-6:]}{hint}"
        )

    # -- scripted users --------------------------------------------------------------------------

    async def slash(self, user: User, channel: Channel, command: str, /, **options: Any) -> InteractionRecord:
        """``user`` runs ``/command`` (``"game new"`` for a subcommand) in ``channel`` with these options."""
        guild, permissions = self._context(user, channel)
        registered, path = self._find_registered(guild, command)
        check_visible(registered, permissions, in_dm=guild is None)
        data = OptionBuilder(guild).command_data(registered, path, options)
        return self._interact(APPLICATION_COMMAND, user, channel, data)

    async def forge_slash(
        self, user: User, channel: Channel, command: str, /, **options: Any
    ) -> InteractionRecord:
        """A hostile client's ``/command``: like :meth:`slash`, without the client's checks of the
        options' choices, lengths and bounds (Discord passes such values on to the bot)."""
        guild, permissions = self._context(user, channel)
        registered, path = self._find_registered(guild, command)
        check_visible(registered, permissions, in_dm=guild is None)
        data = OptionBuilder(guild, checked=False).command_data(registered, path, options)
        return self._interact(APPLICATION_COMMAND, user, channel, data)

    async def autocomplete(
        self, user: User, channel: Channel, command: str, /, *, focused: str, **options: Any
    ) -> list[dict[str, Any]]:
        """``user`` types into option ``focused`` (value ``options[focused]``); returns the bot's choices."""
        guild, permissions = self._context(user, channel)
        registered, path = self._find_registered(guild, command)
        check_visible(registered, permissions, in_dm=guild is None)
        options.setdefault(focused, "")
        data = OptionBuilder(guild, focused=focused).command_data(registered, path, options)
        record = self._interact(AUTOCOMPLETE, user, channel, data)
        await record.done(timeout=self.response_timeout)
        return record.choices

    async def click(self, user: User, message: Message, custom_id: str) -> InteractionRecord:
        """``user`` clicks the button ``custom_id`` on ``message``."""
        return self._component(user, message, component_data(message, user, custom_id, None))

    async def select(
        self, user: User, message: Message, custom_id: str, values: list[str]
    ) -> InteractionRecord:
        """``user`` picks ``values`` in the string select ``custom_id`` on ``message``."""
        return self._component(user, message, component_data(message, user, custom_id, values))

    async def forge(
        self, user: User, message: Message, custom_id: str, values: list[str] | None = None
    ) -> InteractionRecord:
        """A hostile client's click (``values`` None) or menu choice on ``message``: any custom id and
        any values, whatever the message shows. The interaction's copy of the message carries the
        forged component too, as if Discord had let it through, so the bot's own dispatch reaches it:
        the bot must check everything the custom id and the values say."""
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
        component: dict[str, Any] = {"type": 2, "style": 2, "custom_id": custom_id, "label": "forged"}
        if values is not None:
            data["values"] = list(values)
            options = [{"label": v[:100], "value": v[:100]} for v in dict.fromkeys(values)]
            component = {"type": 3, "custom_id": custom_id, "options": options, "max_values": len(options)}
        rows = [*message.components[:4], {"type": 1, "components": [component]}]
        shown = dataclasses.replace(message, components=rows)
        channel = self.channels[message.channel_id]
        self._context(user, channel)
        return self._interact(MESSAGE_COMPONENT, user, channel, data, shown)

    def _component(self, user: User, message: Message, data: dict[str, Any]) -> InteractionRecord:
        channel = self.channels[message.channel_id]
        self._context(user, channel)
        return self._interact(MESSAGE_COMPONENT, user, channel, data, message)

    def _context(self, user: User, channel: Channel) -> tuple[Guild | None, int]:
        if channel.guild_id is None:
            if channel.recipient is not user:
                raise ScriptError(f"{user.name} cannot use the DM channel of {channel.recipient}")
            return None, DM_APP_PERMISSIONS
        guild = self.guilds[channel.guild_id]
        if user.id not in guild.members:
            raise ScriptError(f"{user.name} is not a member of {guild.name}")
        return guild, guild.permissions_of(user.id)

    def _find_registered(self, guild: Guild | None, command: str) -> tuple[dict[str, Any], list[str]]:
        name, *path = command.split()
        scopes = ([guild.id] if guild else []) + [None]
        for scope in scopes:
            found = find_command(self.commands.get(scope, []), name)
            if found is not None:
                return found, path
        available = sorted({c["name"] for scope in scopes for c in self.commands.get(scope, [])})
        raise ScriptError(f"/{name} is not registered here (registered: {available})")

    def _interact(
        self, kind: int, user: User, channel: Channel, data: dict[str, Any], message: Message | None = None
    ) -> InteractionRecord:
        if self.gateway.session_for(channel.guild_id) is None:
            shard = self.gateway.shard_of(channel.guild_id)
            raise ScriptError(f"the bot has never connected to the gateway (for shard {shard})")
        guild = self.guilds.get(channel.guild_id or 0)
        _, permissions = self._context(user, channel)
        app_permissions = guild.permissions_of(self.bot_user.id) if guild else DM_APP_PERMISSIONS
        interaction_id = self.new_id()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
        payload = interaction_json(
            interaction_id=interaction_id,
            application_id=self.application_id,
            kind=kind,
            token=token,
            data=data,
            channel=channel,
            user=user,
            member=guild.members[user.id] if guild else None,
            permissions=permissions,
            app_permissions=app_permissions,
            message=message,
            guild_locale=guild.locale if guild else "en-US",
        )
        record = InteractionRecord(
            interaction_id,
            token,
            kind,
            user,
            channel,
            payload,
            self.loop_time(),
            self.notifier,
            self.diagnostics,
        )
        self.interactions.append(record)
        self.gateway.dispatch("INTERACTION_CREATE", payload, guild_id=channel.guild_id)
        return record

    async def drop_gateway(
        self, *, resumable: bool = True, abrupt: bool = False, shard: int | None = None
    ) -> None:
        """Disconnect the bot (or its session for ``shard``): resumable (close 4000, or TCP cut with
        ``abrupt``) or not (4009, session gone)."""
        await self.gateway.drop(resumable=resumable, abrupt=abrupt, shard=shard)

    # -- request pipeline ------------------------------------------------------------------------

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not request.path.startswith(API_PREFIX + "/"):
            return await handler(request)
        path = request.path[len(API_PREFIX) :]
        record = RequestRecord(request.method, path, None)
        self.requests.append(record)
        try:
            response = await self._handle_api(request, handler, record)
        except ApiError as exc:
            self.errors.append(f"{record.route} -> {exc.status} {exc.code} {exc.message}")
            response = exc.response()
        response.headers["Via"] = "1.1 google"
        record.status = response.status
        self.notifier.changed()
        return response

    async def _handle_api(
        self, request: web.Request, handler: Handler, record: RequestRecord
    ) -> web.StreamResponse:
        try:
            body = await read_body(request)
        except ApiError:
            self.violations.append(f"{record.route}: body is not valid JSON")
            raise
        request[BODY] = body
        record.body, record.files = body.json, [u.filename for u in body.files]
        problems = self._validate(request, record, body)
        if request.match_info.http_exception is not None:
            self.unhandled.append(record.route)
            raise ApiError(404, 0, "404: Not Found")
        fault = self.faults.take(request.method, record.path)
        if fault is not None:
            return fault
        if (
            not record.path.startswith(_UNAUTHENTICATED)
            and request.headers.get("Authorization") != f"Bot {self.token}"
        ):
            raise ApiError(401, 0, "401: Unauthorized")
        if problems and self.reject_invalid:
            raise ApiError(400, 50035, "Invalid Form Body", problems)
        return await handler(request)

    def _validate(self, request: web.Request, record: RequestRecord, body: RequestBody) -> list[str]:
        problems = load_validator().check(
            request.method,
            record.path,
            query=list(request.query),
            content_type=body.content_type,
            body=body.json,
            file_fields=body.fields,
        )
        self.violations.extend(problems)
        return problems

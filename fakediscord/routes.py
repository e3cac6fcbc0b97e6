"""The REST routes a slash-command bot uses, answering with Discord-shaped JSON and Discord's error codes."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn

from aiohttp import web

from fakediscord import limits
from fakediscord.gateway import DIRECT_MESSAGES_INTENT, GUILD_MESSAGES_INTENT, GUILDS_INTENT
from fakediscord.models import (
    ATTACH_FILES,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DM,
    EPHEMERAL,
    GUILD_TEXT,
    LOADING,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    Attachment,
    Channel,
    Guild,
    Message,
    Revision,
    User,
    utcnow,
)
from fakediscord.objects import (
    application_json,
    channel_json,
    error_json,
    guild_json,
    invalid_form_json,
    member_json,
    message_json,
    user_json,
)
from fakediscord.users import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    DEFERRED_CHANNEL_MESSAGE,
    MESSAGE_COMPONENT,
    CallbackRecord,
    InteractionRecord,
)

if TYPE_CHECKING:
    from fakediscord.server import FakeDiscord

API_PREFIX = "/api/v10"
MAX_FILE_SIZE = 10 * 1024 * 1024
CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, AUTOCOMPLETE_RESULT, MODAL = 4, 6, 7, 8, 9
CALLBACKS_FOR = {
    APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL},
    MESSAGE_COMPONENT: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, MODAL},
    AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
}
"""Callback types allowed per interaction type (PONG is for HTTP-endpoint PINGs, never sent on the gateway)."""
_MENTION = re.compile(r"<@!?(\d+)>")
_TRUE = ("1", "true", "True")


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """JSON with ``Content-Type: application/json`` exactly (no charset): discord.py only parses that."""
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers=headers, content_type="application/json"
    )


class ApiError(Exception):
    """A Discord error response: HTTP status, JSON error code and message."""

    def __init__(self, status: int, code: int, message: str, problems: list[str] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message, self.problems = status, code, message, problems or []

    def response(self) -> web.Response:
        body = invalid_form_json(self.problems) if self.problems else error_json(self.code, self.message)
        return json_response(body, status=self.status)


@dataclass
class Upload:
    """One ``files[n]`` part of a multipart body."""

    field: str
    filename: str
    data: bytes
    content_type: str | None

    @property
    def index(self) -> int:
        return int(self.field[len("files[") : -1]) if self.field.startswith("files[") else -1


@dataclass
class RequestBody:
    """A parsed request body: the JSON (or ``payload_json``) and uploaded files."""

    json: Any = None
    files: list[Upload] = field(default_factory=list)
    fields: list[str] = field(default_factory=list)
    content_type: str | None = None


BODY = web.RequestKey("body", RequestBody)


async def read_body(request: web.Request) -> RequestBody:
    """Parse JSON or multipart (``payload_json`` + ``files[n]``); raise ApiError 50109 on invalid JSON."""
    if request.content_type == "multipart/form-data":
        body = RequestBody(content_type=request.content_type)
        form = await request.post()
        for name, value in form.items():
            if isinstance(value, web.FileField):
                body.files.append(Upload(name, value.filename, value.file.read(), value.content_type))
                body.fields.append(name)
            elif name == "payload_json":
                body.json = _parse_json(value)
            else:
                body.fields.append(name)
        return body
    raw = await request.read()
    return RequestBody(_parse_json(raw) if raw else None, content_type=request.content_type)


def _parse_json(raw: str | bytes | bytearray) -> Any:
    try:
        return json.loads(raw)
    except ValueError:
        raise ApiError(400, 50109, "The request body contains invalid JSON.") from None


class Routes:
    """Handlers bound to one :class:`FakeDiscord`."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    def register(self, app: web.Application) -> None:
        """Add every route under ``/api/v10`` plus the attachment downloads."""
        table = [
            ("GET", "/users/@me", self.get_me),
            ("GET", "/users/{user_id}", self.get_user),
            ("POST", "/users/@me/channels", self.create_dm),
            ("GET", "/gateway", self.get_gateway),
            ("GET", "/gateway/bot", self.get_gateway_bot),
            ("GET", "/applications/@me", self.get_application),
            ("GET", "/oauth2/applications/@me", self.get_application),
            ("GET", "/applications/{application_id}/commands", self.get_commands),
            ("PUT", "/applications/{application_id}/commands", self.put_commands),
            ("GET", "/applications/{application_id}/guilds/{guild_id}/commands", self.get_commands),
            ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands", self.put_commands),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self.interaction_callback),
            ("POST", "/webhooks/{application_id}/{token}", self.execute_webhook),
            ("GET", "/webhooks/{application_id}/{token}/messages/{message_id}", self.get_webhook_message),
            ("PATCH", "/webhooks/{application_id}/{token}/messages/{message_id}", self.edit_webhook_message),
            (
                "DELETE",
                "/webhooks/{application_id}/{token}/messages/{message_id}",
                self.delete_webhook_message,
            ),
            ("GET", "/channels/{channel_id}", self.get_channel),
            ("GET", "/channels/{channel_id}/messages", self.get_messages),
            ("POST", "/channels/{channel_id}/messages", self.create_channel_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self.get_channel_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self.edit_channel_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_channel_message),
            ("POST", "/channels/{channel_id}/threads", self.create_thread),
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads", self.create_thread_from_message),
            ("GET", "/guilds/{guild_id}", self.get_guild),
            ("GET", "/guilds/{guild_id}/channels", self.get_guild_channels),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member),
        ]
        for method, path, handler in table:
            app.router.add_route(method, API_PREFIX + path, handler)
        app.router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self.download)

    # -- users, application, gateway -------------------------------------------------------------

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response(user_json(self.fake.bot_user) | {"verified": True, "mfa_enabled": False})

    async def get_user(self, request: web.Request) -> web.Response:
        return json_response(user_json(self._user(request.match_info["user_id"])))

    async def create_dm(self, request: web.Request) -> web.Response:
        body = request[BODY].json or {}
        user = self._user(body.get("recipient_id"))
        return json_response(channel_json(self.fake.dm_channel(user)))

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.fake.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000 - self.fake.gateway.identifies, "reset_after": 86_400_000}
        return json_response(
            {"url": self.fake.gateway_url, "shards": 1, "session_start_limit": limit | {"max_concurrency": 1}}
        )

    async def get_application(self, request: web.Request) -> web.Response:
        fake = self.fake
        return json_response(application_json(fake.application_id, fake.bot_user, fake.owner))

    # -- application commands --------------------------------------------------------------------

    async def get_commands(self, request: web.Request) -> web.Response:
        return json_response(self.fake.commands.get(self._command_scope(request), []))

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        body = request[BODY].json
        if not isinstance(body, list):
            raise ApiError(400, 50035, "Invalid Form Body", ["the body must be a list of commands"])
        label = "global commands" if scope is None else f"guild {scope} commands"
        self._reject_if(limits.check_commands(body, label))
        self.fake.commands[scope] = self._assign_ids(scope, body)
        self.fake.command_syncs += 1
        return json_response(self.fake.commands[scope])

    def _command_scope(self, request: web.Request) -> int | None:
        if request.match_info["application_id"] != str(self.fake.application_id):
            raise ApiError(403, 50001, "Missing Access")
        if "guild_id" not in request.match_info:
            return None
        return self._guild(request.match_info["guild_id"]).id

    def _assign_ids(self, scope: int | None, commands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Keep the id of a command whose name and type are unchanged, as Discord does on bulk overwrite."""
        old = {(c["type"], c["name"]): c["id"] for c in self.fake.commands.get(scope, [])}
        stored = []
        for command in commands:
            kind = command.get("type") or 1
            entry = (
                {
                    "id": old.get((kind, command["name"])) or str(self.fake.new_id()),
                    "application_id": str(self.fake.application_id),
                    "version": str(self.fake.new_id()),
                    "type": kind,
                    "description": "",
                    "default_member_permissions": None,
                    "nsfw": False,
                }
                | {k: v for k, v in command.items() if v is not None}
                | {"type": kind}
            )
            if entry["default_member_permissions"] is not None:
                entry["default_member_permissions"] = str(entry["default_member_permissions"])
            if scope is not None:
                entry["guild_id"] = str(scope)
            stored.append(entry)
        return stored

    # -- interactions ----------------------------------------------------------------------------

    async def interaction_callback(self, request: web.Request) -> web.Response:
        record = self.fake.interaction_by_id(request.match_info["interaction_id"])
        if record is None or record.token != request.match_info["token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        body = request[BODY]
        kind = (body.json or {}).get("type")
        if record.response is not None:
            self._interaction_error(record, 400, 40060, "Interaction has already been acknowledged.")
        now = self.fake.loop_time()
        if now - record.created_at > self.fake.interaction_deadline:
            record.late_at = now
            self._interaction_error(record, 404, 10062, "Unknown interaction")
        if kind not in CALLBACKS_FOR.get(record.type, set()):
            problem = f"callback type {kind} is not valid for interaction type {record.type}"
            self.fake.violations.append(problem)
            self._interaction_error(record, 400, 50035, problem)
        data = (body.json or {}).get("data") or {}
        self._reject_if(self._callback_problems(kind, data, len(body.files)))
        record.response = CallbackRecord(kind, data)
        record.answered_at = now
        message = self._apply_callback(record, kind, data, body.files)
        if request.query.get("with_response") not in _TRUE:
            return web.Response(status=204)
        return json_response(self._callback_response(record, kind, message))

    def _interaction_error(self, record: InteractionRecord, status: int, code: int, message: str) -> NoReturn:
        record.errors.append(f"{code} {message}")
        raise ApiError(status, code, message)

    def _callback_problems(self, kind: int, data: dict[str, Any], files: int) -> list[str]:
        if kind in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            return limits.check_message(data, "interaction response", file_count=files)
        if kind == AUTOCOMPLETE_RESULT:
            return limits.check_choices(data.get("choices") or [], "autocomplete result")
        if kind == MODAL:
            return limits.check_modal(data, "modal")
        return []

    def _apply_callback(
        self, record: InteractionRecord, kind: int, data: dict[str, Any], files: list[Upload]
    ) -> Message | None:
        bot = self.fake.bot_user
        if kind == CHANNEL_MESSAGE:
            record.original = self._create_message(record.channel, bot, data, files, record)
        elif kind == DEFERRED_CHANNEL_MESSAGE:
            placeholder = {"flags": LOADING | ((data.get("flags") or 0) & EPHEMERAL)}
            record.original = self._create_message(record.channel, bot, placeholder, [], record)
        elif kind in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            record.original = self.fake.messages[int(record.payload["message"]["id"])]
            if kind == UPDATE_MESSAGE:
                self._edit_message(record.original, data, files)
        if record.original is not None and kind != DEFERRED_UPDATE:
            record.touch(record.original)
        self.fake.notifier.changed()
        return (
            record.original if kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, UPDATE_MESSAGE) else None
        )

    def _callback_response(
        self, record: InteractionRecord, kind: int, message: Message | None
    ) -> dict[str, Any]:
        interaction: dict[str, Any] = {"id": str(record.id), "type": record.type}
        resource: dict[str, Any] = {"type": kind}
        if message is not None:
            interaction |= {
                "response_message_id": str(message.id),
                "response_message_loading": message.loading,
                "response_message_ephemeral": message.ephemeral,
            }
            resource["message"] = message_json(message)
        return {"interaction": interaction, "resource": resource}

    # -- webhooks (interaction followups and edits) ----------------------------------------------

    async def execute_webhook(self, request: web.Request) -> web.Response:
        record = self._webhook_interaction(request)
        body = request[BODY]
        data = body.json or {}
        self._reject_if(limits.check_message(data, "followup", file_count=len(body.files)))
        original = record.original
        if (
            record.response
            and record.response.type == DEFERRED_CHANNEL_MESSAGE
            and original
            and original.loading
        ):
            self._edit_message(original, data, body.files, fill=True)
            message = original
        else:
            message = self._create_message(record.channel, self.fake.bot_user, data, body.files, record)
        record.followups.append(message)
        record.touch(message)
        self.fake.notifier.changed()
        if request.query.get("wait") not in _TRUE:
            return web.Response(status=204)
        return json_response(message_json(message))

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_interaction(request)
        return json_response(message_json(self._webhook_message(record, request.match_info["message_id"])))

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_interaction(request)
        message = self._webhook_message(record, request.match_info["message_id"])
        body = request[BODY]
        data = body.json or {}
        self._reject_if(limits.check_message(data, "edited response", file_count=len(body.files)))
        self._edit_message(message, data, body.files, fill=message.loading)
        record.updated = record.updated or message is record.original
        record.touch(message)
        self.fake.notifier.changed()
        return json_response(message_json(message))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_interaction(request)
        self._delete_message(self._webhook_message(record, request.match_info["message_id"]))
        return web.Response(status=204)

    def _webhook_interaction(self, request: web.Request) -> InteractionRecord:
        record = self.fake.interaction_by_token(request.match_info["token"])
        if request.match_info["application_id"] != str(self.fake.application_id) or record is None:
            raise ApiError(404, 10015, "Unknown Webhook")
        if self.fake.loop_time() - record.created_at > self.fake.token_lifetime:
            record.errors.append("50027 Invalid Webhook Token")
            raise ApiError(401, 50027, "Invalid Webhook Token")
        if record.response is None:
            record.errors.append("10015 Unknown Webhook (not acknowledged yet)")
            raise ApiError(404, 10015, "Unknown Webhook")
        return record

    def _webhook_message(self, record: InteractionRecord, message_id: str) -> Message:
        if message_id == "@original":
            message = record.original
        else:
            message = next((m for m in record.messages if str(m.id) == message_id), None)
        if message is None or message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    # -- channels and messages -------------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(channel_json(self._channel(request.match_info["channel_id"])))

    async def get_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request.match_info["channel_id"])
        messages = [m for m in reversed(channel.messages) if not m.ephemeral and not m.deleted]
        if "before" in request.query:
            messages = [m for m in messages if m.id < _int(request.query["before"])]
        if "after" in request.query:
            messages = [m for m in messages if m.id > _int(request.query["after"])]
        limit = min(max(_int(request.query.get("limit", 50)), 1), 100)
        return json_response([message_json(m) for m in messages[:limit]])

    async def create_channel_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request.match_info["channel_id"])
        body = request[BODY]
        data = body.json or {}
        self._check_can_send(channel, body.files)
        if not (data.get("content") or data.get("embeds") or data.get("components") or body.files):
            raise ApiError(400, 50006, "Cannot send an empty message")
        self._reject_if(limits.check_message(data, "channel message", file_count=len(body.files)))
        message = self._create_message(channel, self.fake.bot_user, data, body.files, None)
        return json_response(message_json(message))

    async def get_channel_message(self, request: web.Request) -> web.Response:
        return json_response(message_json(self._channel_message(request)))

    async def edit_channel_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        body = request[BODY]
        data = body.json or {}
        self._reject_if(limits.check_message(data, "edited message", file_count=len(body.files)))
        self._edit_message(message, data, body.files)
        return json_response(message_json(message))

    async def delete_channel_message(self, request: web.Request) -> web.Response:
        self._delete_message(self._channel_message(request))
        return web.Response(status=204)

    def _channel_message(self, request: web.Request) -> Message:
        channel = self._channel(request.match_info["channel_id"])
        message = self.fake.messages.get(_int(request.match_info["message_id"]))
        if message is None or message.channel_id != channel.id or message.ephemeral or message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    def _check_can_send(self, channel: Channel, files: list[Upload]) -> None:
        if channel.type == DM:
            assert channel.recipient is not None
            if self.fake.faults.dms_closed(channel.recipient):
                raise ApiError(403, 50007, "Cannot send messages to this user")
            return
        self._require(channel, SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES)
        if files:
            self._require(channel, ATTACH_FILES)

    def _require(self, channel: Channel, permission: int) -> None:
        guild = self.fake.guilds[channel.guild_id or 0]
        if not guild.permissions_of(self.fake.bot_user.id) & permission:
            raise ApiError(403, 50013, "Missing Permissions")

    # -- threads ---------------------------------------------------------------------------------

    async def create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request.match_info["channel_id"])
        data = request[BODY].json or {}
        kind = data.get("type") or PRIVATE_THREAD
        self._require(parent, CREATE_PUBLIC_THREADS if kind == PUBLIC_THREAD else CREATE_PRIVATE_THREADS)
        return json_response(channel_json(self._open_thread(parent, self.fake.new_id(), kind, data)))

    async def create_thread_from_message(self, request: web.Request) -> web.Response:
        parent = self._channel(request.match_info["channel_id"])
        message = self._channel_message(request)
        if message.thread_id is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        self._require(parent, CREATE_PUBLIC_THREADS)
        thread = self._open_thread(parent, message.id, PUBLIC_THREAD, request[BODY].json or {})
        message.thread_id = thread.id
        return json_response(channel_json(thread))

    def _open_thread(self, parent: Channel, thread_id: int, kind: int, data: dict[str, Any]) -> Channel:
        if parent.type != GUILD_TEXT:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        thread = Channel(
            id=thread_id,
            type=kind,
            name=data.get("name") or "thread",
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.fake.bot_user.id,
            auto_archive_duration=data.get("auto_archive_duration") or 4320,
        )
        self.fake.add_channel(thread)
        member = {"id": str(thread.id), "user_id": str(self.fake.bot_user.id), "flags": 0}
        member["join_timestamp"] = thread.created_at.isoformat()
        event = channel_json(thread) | {"newly_created": True, "member": member}
        self.fake.gateway.dispatch("THREAD_CREATE", event, GUILDS_INTENT, guild_id=thread.guild_id)
        return thread

    # -- guilds ----------------------------------------------------------------------------------

    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request.match_info["guild_id"])
        data = guild_json(guild)
        if request.query.get("with_counts") in _TRUE:
            data |= {"approximate_member_count": len(guild.members), "approximate_presence_count": 0}
        return json_response(data)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request.match_info["guild_id"])
        return json_response([channel_json(c) for c in guild.channels if not c.is_thread])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request.match_info["guild_id"])
        member = guild.members.get(_int(request.match_info["user_id"]))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return json_response(member_json(member))

    async def download(self, request: web.Request) -> web.Response:
        attachment = self.fake.attachments.get(_int(request.match_info["attachment_id"]))
        if attachment is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=attachment.data, content_type=attachment.content_type or "application/octet-stream"
        )

    # -- shared helpers --------------------------------------------------------------------------

    def _reject_if(self, problems: list[str]) -> None:
        if problems:
            self.fake.violations.extend(problems)
            if self.fake.reject_invalid:
                raise ApiError(400, 50035, "Invalid Form Body", problems)

    def _user(self, user_id: Any) -> User:
        user = self.fake.users.get(_int(user_id))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user

    def _channel(self, channel_id: str) -> Channel:
        channel = self.fake.channels.get(_int(channel_id))
        if channel is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    def _guild(self, guild_id: str) -> Guild:
        guild = self.fake.guilds.get(_int(guild_id))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    def _create_message(
        self,
        channel: Channel,
        author: User,
        data: dict[str, Any],
        files: list[Upload],
        record: InteractionRecord | None,
    ) -> Message:
        message = Message(
            id=self.fake.new_id(),
            channel_id=channel.id,
            author=author,
            guild_id=channel.guild_id,
            tts=bool(data.get("tts")),
            message_reference=data.get("message_reference"),
        )
        message.flags = data.get("flags") or 0
        if record is None:
            message.flags &= ~EPHEMERAL  # only interaction responses can be ephemeral
        self._fill(message, data, files)
        if record is not None:
            message.webhook_id = message.application_id = self.fake.application_id
            message.type = 20 if record.type == APPLICATION_COMMAND else 0
            message.interaction_metadata = self._interaction_metadata(record)
        self.fake.store_message(channel, message)
        self._dispatch_message("MESSAGE_CREATE", channel, message)
        return message

    def _interaction_metadata(self, record: InteractionRecord) -> dict[str, Any]:
        metadata: dict[str, Any] = {
            "id": str(record.id),
            "type": record.type,
            "user": user_json(record.user),
            "authorizing_integration_owners": record.payload["authorizing_integration_owners"],
        }
        if record.type == APPLICATION_COMMAND:
            metadata["name"] = record.payload["data"]["name"]
        if "message" in record.payload:
            metadata["interacted_message_id"] = record.payload["message"]["id"]
        return metadata

    def _edit_message(
        self, message: Message, data: dict[str, Any], files: list[Upload], fill: bool = False
    ) -> None:
        """Apply an edit; ``fill`` replaces a deferred placeholder (no "edited" mark, loading cleared)."""
        keep = message.flags & EPHEMERAL
        if not fill:
            shown = Revision(
                message.shown_at or message.id, message.content, message.components, message.attachments
            )
            message.earlier.append(shown)
            message.shown_at = self.fake.new_id()
        if data.get("flags") is not None:
            message.flags = keep | (data["flags"] & ~(EPHEMERAL | LOADING)) | (message.flags & LOADING)
        self._fill(message, data, files)
        if fill:
            message.flags &= ~LOADING
        else:
            message.edited_at = utcnow()
        self._dispatch_message("MESSAGE_UPDATE", self.fake.channels[message.channel_id], message)

    def _fill(self, message: Message, data: dict[str, Any], files: list[Upload]) -> None:
        if "content" in data:
            message.content = data["content"] or ""
            message.mentions = self._mentions(message.content, data.get("allowed_mentions"))
        if "embeds" in data:
            message.embeds = data["embeds"] or []
        if "components" in data:
            message.components = data["components"] or []
        if "attachments" in data or files:
            message.attachments = self._attachments(message, data.get("attachments"), files)

    def _attachments(
        self, message: Message, refs: list[dict[str, Any]] | None, files: list[Upload]
    ) -> list[Attachment]:
        """Kept attachments (by id) plus uploads (``files[n]`` matched to ``{"id": n}`` references)."""
        for upload in files:
            if len(upload.data) > MAX_FILE_SIZE:
                raise ApiError(413, 40005, "Request entity too large")
        uploads = {upload.index: upload for upload in files}
        existing = {a.id: a for a in message.attachments}
        kept: list[dict[str, Any]] = [{"id": a.id} for a in message.attachments] + [
            {"id": i} for i in uploads
        ]
        result = []
        for ref in kept if refs is None else refs:
            ref_id = _int(ref.get("id"))
            if ref_id in existing:
                result.append(existing[ref_id])
            elif ref_id in uploads:
                upload = uploads.pop(ref_id)
                filename = ref.get("filename") or upload.filename
                result.append(self.fake.store_attachment(message, filename, upload, ref.get("description")))
        result += [self.fake.store_attachment(message, u.filename, u, None) for u in uploads.values()]
        return result

    def _mentions(self, content: str, allowed: dict[str, Any] | None) -> list[User]:
        ids = [int(found) for found in _MENTION.findall(content)]
        if allowed is not None:
            users = {int(u) for u in allowed.get("users") or []}
            ids = [i for i in ids if "users" in (allowed.get("parse") or []) or i in users]
        return [self.fake.users[i] for i in dict.fromkeys(ids) if i in self.fake.users]

    def _delete_message(self, message: Message) -> None:
        message.deleted = True
        channel = self.fake.channels[message.channel_id]
        event = {"id": str(message.id), "channel_id": str(channel.id)}
        if channel.guild_id is not None:
            event["guild_id"] = str(channel.guild_id)
        self._dispatch_message("MESSAGE_DELETE", channel, message, event)
        self.fake.notifier.changed()

    def _dispatch_message(
        self, event: str, channel: Channel, message: Message, data: dict[str, Any] | None = None
    ) -> None:
        if message.ephemeral:
            return
        intent = DIRECT_MESSAGES_INTENT if channel.type == DM else GUILD_MESSAGES_INTENT
        payload = data or message_json(message, with_guild_id=True)
        self.fake.gateway.dispatch(event, payload, intent, guild_id=channel.guild_id)


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return -1

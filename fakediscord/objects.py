"""Discord-shaped JSON for the fake's records, with the fields discord.py 2.7.1 requires to parse them.

Ids are strings, permissions are decimal strings, timestamps are ISO 8601 in UTC.
"""

from __future__ import annotations

from typing import Any

from fakediscord.models import (
    DM,
    THREAD_TYPES,
    Attachment,
    Channel,
    Guild,
    Member,
    Message,
    Role,
    User,
)

JSON = dict[str, Any]


def user_json(user: User) -> JSON:
    """A user object (``discriminator`` ``"0"``: the post-2023 username system)."""
    return {
        "id": str(user.id),
        "username": user.name,
        "global_name": None if user.bot else user.name.title(),
        "discriminator": "0",
        "avatar": None,
        "bot": user.bot,
        "public_flags": 0,
        "flags": 0,
    }


def role_json(role: Role) -> JSON:
    """A role object; a bot's managed role carries ``tags.bot_id``."""
    data: JSON = {
        "id": str(role.id),
        "name": role.name,
        "permissions": str(role.permissions),
        "position": role.position,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "managed": role.managed,
        "mentionable": False,
        "flags": 0,
    }
    if role.bot_id is not None:
        data["tags"] = {"bot_id": str(role.bot_id)}
    return data


def member_json(member: Member, *, with_user: bool = True, permissions: int | None = None) -> JSON:
    """A guild member; interaction payloads add the member's ``permissions``."""
    data: JSON = {
        "roles": [str(role.id) for role in member.roles],
        "joined_at": member.joined_at.isoformat(),
        "nick": None,
        "avatar": None,
        "banner": None,
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "pending": False,
        "flags": 0,
        "communication_disabled_until": None,
    }
    if with_user:
        data["user"] = user_json(member.user)
    if permissions is not None:
        data["permissions"] = str(permissions)
    return data


def channel_json(channel: Channel, *, last_message_id: int | None = None) -> JSON:
    """A channel object for a guild text channel, a thread or a DM."""
    last = last_message_id if last_message_id is not None else _last_message_id(channel)
    if channel.type == DM:
        assert channel.recipient is not None
        return {
            "id": str(channel.id),
            "type": DM,
            "last_message_id": last,
            "recipients": [user_json(channel.recipient)],
            "flags": 0,
        }
    data: JSON = {
        "id": str(channel.id),
        "type": channel.type,
        "guild_id": str(channel.guild_id),
        "name": channel.name,
        "last_message_id": last,
        "rate_limit_per_user": 0,
        "flags": 0,
    }
    if channel.type in THREAD_TYPES:
        data |= {
            "parent_id": str(channel.parent_id),
            "owner_id": str(channel.owner_id),
            "message_count": len(channel.messages),
            "total_message_sent": len(channel.messages),
            "member_count": 1,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": channel.auto_archive_duration,
                "archive_timestamp": channel.created_at.isoformat(),
                "locked": False,
                "invitable": True,
                "create_timestamp": channel.created_at.isoformat(),
            },
        }
    else:
        data |= {
            "position": channel.position,
            "permission_overwrites": [],
            "parent_id": None,
            "topic": None,
            "nsfw": False,
        }
    return data


def _last_message_id(channel: Channel) -> str | None:
    visible = [m for m in channel.messages if not m.ephemeral]
    return str(visible[-1].id) if visible else None


def guild_json(guild: Guild) -> JSON:
    """A guild object as ``GET /guilds/{id}`` returns it (no channels or members)."""
    return {
        "id": str(guild.id),
        "name": guild.name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": str(guild.owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": [role_json(role) for role in guild.roles],
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "system_channel_id": None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "safety_alerts_channel_id": None,
        "vanity_url_code": None,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": guild.locale,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": False,
    }


def guild_create_json(guild: Guild, bot: User) -> JSON:
    """The GUILD_CREATE event: without the privileged members intent only the bot's own member is sent."""
    return guild_json(guild) | {
        "unavailable": False,
        "large": False,
        "member_count": len(guild.members),
        "joined_at": guild.members[bot.id].joined_at.isoformat(),
        "channels": [channel_json(c) for c in guild.channels if not c.is_thread],
        "threads": [channel_json(c) for c in guild.channels if c.is_thread],
        "members": [member_json(guild.members[bot.id])],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    }


def attachment_json(attachment: Attachment) -> JSON:
    """An attachment object; ``url`` points back at the fake, so ``Attachment.read()`` works."""
    data: JSON = {
        "id": str(attachment.id),
        "filename": attachment.filename,
        "size": attachment.size,
        "url": attachment.url,
        "proxy_url": attachment.url,
        "flags": 0,
    }
    if attachment.content_type:
        data["content_type"] = attachment.content_type
    if attachment.description:
        data["description"] = attachment.description
    return data


def message_json(message: Message, *, with_guild_id: bool = False) -> JSON:
    """A message object; gateway events also carry ``guild_id``."""
    data: JSON = {
        "id": str(message.id),
        "channel_id": str(message.channel_id),
        "type": message.type,
        "author": user_json(message.author),
        "content": message.content,
        "timestamp": message.created_at.isoformat(),
        "edited_timestamp": message.edited_at.isoformat() if message.edited_at else None,
        "tts": message.tts,
        "mention_everyone": False,
        "mentions": [user_json(user) for user in message.mentions],
        "mention_roles": [],
        "attachments": [attachment_json(a) for a in message.attachments],
        "embeds": message.embeds,
        "components": message.components,
        "pinned": False,
        "flags": message.flags,
    }
    if message.webhook_id is not None:
        data["webhook_id"] = str(message.webhook_id)
    if message.application_id is not None:
        data["application_id"] = str(message.application_id)
    if message.interaction_metadata is not None:
        data["interaction_metadata"] = message.interaction_metadata
    if message.message_reference is not None:
        data["message_reference"] = message.message_reference
    if message.thread_id is not None:
        data["thread"] = {"id": str(message.thread_id)}
    if with_guild_id and message.guild_id is not None:
        data["guild_id"] = str(message.guild_id)
    return data


def application_json(app_id: int, bot: User, owner: User) -> JSON:
    """The application object (``GET /applications/@me``)."""
    return {
        "id": str(app_id),
        "name": bot.name,
        "icon": None,
        "description": "",
        "summary": "",
        "type": None,
        "bot_public": True,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "flags": 0,
        "owner": user_json(owner),
        "team": None,
        "bot": user_json(bot),
        "redirect_uris": [],
        "interactions_endpoint_url": None,
        "approximate_guild_count": 0,
        "integration_types_config": {"0": {}},
    }


def error_json(code: int, message: str) -> JSON:
    """A JSON error body as Discord returns it."""
    return {"code": code, "message": message}


def invalid_form_json(problems: list[str]) -> JSON:
    """A 50035 "Invalid Form Body" error; discord.py renders each problem in the exception text."""
    return {
        "code": 50035,
        "message": "Invalid Form Body",
        "errors": {"_errors": [{"code": "FAKE_DISCORD_INVALID", "message": p} for p in problems]},
    }


def interaction_json(
    *,
    interaction_id: int,
    application_id: int,
    kind: int,
    token: str,
    data: JSON,
    channel: Channel,
    user: User,
    member: Member | None,
    permissions: int,
    app_permissions: int,
    message: Message | None = None,
    guild_locale: str = "en-US",
) -> JSON:
    """An INTERACTION_CREATE payload: ``member`` (with ``permissions``) in a guild, ``user`` in a DM;
    ``locale`` is the user's client language, ``guild_locale`` the server's."""
    payload: JSON = {
        "id": str(interaction_id),
        "application_id": str(application_id),
        "type": kind,
        "data": data,
        "token": token,
        "version": 1,
        "channel_id": str(channel.id),
        "channel": channel_json(channel) | {"permissions": str(permissions)},
        "app_permissions": str(app_permissions),
        "locale": user.locale,
        "entitlements": [],
        "attachment_size_limit": 10 * 1024 * 1024,
    }
    if member is not None:
        payload |= {
            "guild_id": str(channel.guild_id),
            "guild": {"id": str(channel.guild_id), "locale": guild_locale, "features": []},
            "guild_locale": guild_locale,
            "member": member_json(member, permissions=permissions),
            "authorizing_integration_owners": {"0": str(channel.guild_id)},
            "context": 0,
        }
    else:
        payload |= {"user": user_json(user), "authorizing_integration_owners": {"0": "0"}, "context": 1}
    if message is not None:
        payload["message"] = message_json(message)
    return payload

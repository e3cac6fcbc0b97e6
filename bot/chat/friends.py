"""``/game friends``: the owner opens the seat they hold to friends (every member of the channel, or
the members named), or closes it again; the table is told who may act for it now. The rules of it
are the service's (``bot.service.friends``); refusals are private, like every mistake."""

from __future__ import annotations

import re

import discord

from bot import limits, text
from bot.chat import words
from bot.chat.app import app
from bot.service.friends import EVERYONE
from bot.service.records import GameInfo

EVERYONE_CHOICE, MEMBERS, NOBODY = "everyone", "members", "nobody"
WHO = (EVERYONE_CHOICE, MEMBERS, NOBODY)
MEMBER = re.compile(r"<@!?(\d{1,20})>|\b(\d{15,20})\b")  # a mention, or a member's id as Discord shows it


def named_members(given: str | None) -> tuple[int, ...]:
    """The members ``given`` names, by mention or id, each once, in order."""
    found = [int(a or b) for a, b in MEMBER.findall(given or "")]
    return tuple(dict.fromkeys(n for n in found if n < 2**63))


async def share(
    interaction: discord.Interaction, game_id: int, who: str, members: str | None, seat: str | None
) -> None:
    """Open the owner's seat to friends and tell the table: refused privately from the game as last
    loaded, then acknowledged publicly before the game's lock and the write."""
    bot, say = app(interaction), words.reader(interaction)
    named = named_members(members) if who == MEMBERS else ()
    if who == MEMBERS and not named:
        await interaction.response.send_message(say.say("bot-friends-error-none"), ephemeral=True)
        return
    everyone = who == EVERYONE_CHOICE
    friends = bot.service.friends
    await friends.check_open(game_id, interaction.user.id, everyone=everyone, members=named, seat=seat)
    await interaction.response.defer(thinking=True)  # public, once the game as last loaded allows it
    info = await friends.open_seat(game_id, interaction.user.id, everyone=everyone, members=named, seat=seat)
    await interaction.followup.send(
        limits.clip(told(words.of(info.language), info), limits.MESSAGE),
        allowed_mentions=discord.AllowedMentions.none(),
    )


def told(say: words.Words, info: GameInfo) -> str:
    """The line that tells the table who may act for the opened seat now."""
    seat, friends = info.settings.get("open_seat"), info.settings.get("open_to")
    if not isinstance(seat, str) or not seat or not isinstance(friends, list) or not friends:
        return say.say("bot-friends-closed", game=info.name)
    if EVERYONE in friends:
        return say.say("bot-friends-everyone", game=info.name, seat=info.seat_ref(seat))
    members = text.mentions(int(f) for f in friends)
    return say.say("bot-friends-members", game=info.name, seat=info.seat_ref(seat), members=members)

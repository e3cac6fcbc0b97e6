"""The REST objects the fake returns parse in discord.py, and every request it sends is valid."""

from __future__ import annotations

import io

import aiohttp
import discord
import pytest

from fakediscord.models import MANAGE_CHANNELS
from fakediscord.sample_bot import BOARD_PNG, SampleBot
from tests.fakediscord.conftest import Scene


async def test_fetches_parse(scene: Scene, bot: SampleBot) -> None:
    guild = await bot.fetch_guild(scene.guild.id)
    assert guild.name == "Test guild" and guild.owner_id == scene.guild.owner_id
    member = await guild.fetch_member(scene.bob.id)
    assert member.name == "bob" and len(member.roles) == 2
    user = await bot.fetch_user(scene.alice.id)
    assert (user.name, user.bot) == ("alice", False)
    channel = await bot.fetch_channel(scene.chan.id)
    assert isinstance(channel, discord.TextChannel) and channel.name == "war-room"
    with pytest.raises(discord.NotFound):
        await guild.fetch_member(12345)
    assert scene.fake.violations == []


async def test_channel_message_lifecycle(scene: Scene, bot: SampleBot) -> None:
    channel = bot.get_channel(scene.chan.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send(
        f"Your turn {scene.alice.mention}", file=discord.File(io.BytesIO(BOARD_PNG), "b.png")
    )
    [stored] = scene.fake.channel_messages(scene.chan)
    assert stored.mentions == [scene.alice] and stored.attachments[0].data == BOARD_PNG
    assert sent.attachments[0].filename == "b.png" and await sent.attachments[0].read() == BOARD_PNG
    fetched = await channel.fetch_message(sent.id)
    assert fetched.content == sent.content and fetched.author.id == scene.fake.bot_user.id
    edited = await sent.edit(content="Board updated", attachments=[])
    assert edited.content == "Board updated" and edited.edited_at is not None and edited.attachments == []
    assert [m.id async for m in channel.history(limit=5)] == [sent.id]
    thread = await sent.create_thread(name="turn 1")
    assert thread.id == sent.id and thread.parent_id == channel.id
    await thread.send("in the thread")
    await sent.delete()
    assert scene.fake.channel_messages(scene.chan) == []
    with pytest.raises(discord.NotFound):
        await channel.fetch_message(sent.id)
    assert scene.fake.violations == [] and scene.fake.unhandled == []


async def test_dm_channel_is_kept_per_user(scene: Scene, bot: SampleBot) -> None:
    user = await bot.fetch_user(scene.alice.id)
    first = await user.create_dm()
    await user.send("one")
    await user.send("two")
    assert first.id == scene.fake.dm_channel(scene.alice).id
    assert [m.content for m in scene.fake.dm_messages(scene.alice)] == ["one", "two"]


async def test_permissions_reach_the_interaction(scene: Scene, bot: SampleBot) -> None:
    by_alice = await (await scene.fake.slash(scene.alice, scene.chan, "game new", game="marengo")).done()
    by_bob = await (await scene.fake.slash(scene.bob, scene.chan, "game new", game="marengo")).done()
    assert not int(by_alice.payload["member"]["permissions"]) & MANAGE_CHANNELS
    assert int(by_bob.payload["member"]["permissions"]) & MANAGE_CHANNELS
    assert int(by_bob.payload["app_permissions"]) == scene.guild.permissions_of(scene.fake.bot_user.id)


async def test_original_response_can_be_read_and_deleted(scene: Scene, bot: SampleBot) -> None:
    it = await (await scene.fake.slash(scene.alice, scene.chan, "game new", game="marengo")).done()
    url = f"{scene.fake.api_base}/webhooks/{scene.fake.application_id}/{it.token}/messages/@original"
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as response:
            assert (await response.json())["id"] == str(it.original.id if it.original else 0)
        async with session.delete(url) as response:
            assert response.status == 204
        async with session.get(url) as response:
            assert (await response.json())["code"] == 10008
    assert scene.fake.channel_messages(scene.chan) == []


async def test_expired_token_refuses_followups(scene: Scene, bot: SampleBot) -> None:
    scene.fake.token_lifetime = 0.0
    it = await scene.fake.slash(scene.alice, scene.chan, "game board")
    await scene.fake.wait_until(lambda: bool(it.errors), 5, "the refused followup")
    assert it.errors == ["50027 Invalid Webhook Token"]
    assert it.original is not None and it.original.loading

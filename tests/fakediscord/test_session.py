"""Login, READY, GUILD_CREATE, heartbeats and command sync, seen from both sides."""

from __future__ import annotations

import asyncio

import discord
import pytest

from fakediscord import FakeDiscord
from fakediscord.gateway import make_encoder
from fakediscord.sample_bot import SampleBot
from fakediscord.waiting import PATIENCE
from tests.fakediscord.conftest import Scene


async def test_login_ready_and_sync_are_recorded_and_clean(scene: Scene, bot: SampleBot) -> None:
    fake = scene.fake
    routes = [r.route for r in fake.requests]
    app = fake.application_id
    assert routes[:4] == [
        "GET /users/@me",
        "GET /oauth2/applications/@me",
        "GET /gateway/bot",
        f"PUT /applications/{app}/commands",
    ]
    assert all(r.status == 200 for r in fake.requests)
    assert fake.gateway.identifies == 1
    assert "compress=zlib-stream" in fake.gateway.log[0] or "compress=zstd-stream" in fake.gateway.log[0]
    [game] = fake.registered_commands()
    assert game["name"] == "game" and game["id"].isdigit()
    assert [o["name"] for o in game["options"]] == ["new", "board", "hand", "thread"]
    assert fake.violations == [] and fake.unhandled == [] and fake.errors == []


async def test_bot_caches_guild_channel_and_itself(scene: Scene, bot: SampleBot) -> None:
    await asyncio.wait_for(bot.wait_until_ready(), PATIENCE)
    guild = bot.get_guild(scene.guild.id)
    assert guild is not None and guild.name == "Test guild"
    channel = guild.get_channel(scene.chan.id)
    assert isinstance(channel, discord.TextChannel) and channel.name == "war-room"
    assert bot.user is not None and bot.user.id == scene.fake.bot_user.id
    assert guild.me.guild_permissions.send_messages
    assert bot.application_id == scene.fake.application_id


async def test_channel_created_while_connected_reaches_the_cache(scene: Scene, bot: SampleBot) -> None:
    lobby = scene.fake.create_text_channel(scene.guild, "lobby")
    await scene.fake.wait_until(lambda: bot.get_channel(lobby.id) is not None, 5, "CHANNEL_CREATE")


async def test_heartbeats_are_acknowledged(scene: Scene, bot: SampleBot) -> None:
    await scene.fake.wait_until(lambda: scene.fake.gateway.heartbeats >= 2, 5, "two heartbeats")
    assert bot.latency < 1.0


async def test_guild_sync_with_dev_guild(scene: Scene, pointed_at_fake: None) -> None:
    sample = SampleBot(dev_guild_id=scene.guild.id)
    task = asyncio.create_task(sample.start(scene.fake.token))
    try:
        await scene.fake.wait_for_bot()
        assert scene.fake.registered_commands() == []
        [game] = scene.fake.registered_commands(scene.guild)
        assert game["guild_id"] == str(scene.guild.id)
        it = await scene.fake.slash(scene.alice, scene.chan, "game new", game="austerlitz")
        await it.done()
    finally:
        await sample.close()
        await task


async def test_resync_keeps_command_ids(scene: Scene, bot: SampleBot) -> None:
    [before] = scene.fake.registered_commands()
    await bot.tree.sync()
    [after] = scene.fake.registered_commands()
    assert after["id"] == before["id"] and after["version"] != before["version"]
    assert scene.fake.command_syncs == 2


async def test_wrong_token_fails_login(fake: FakeDiscord, pointed_at_fake: None) -> None:
    sample = SampleBot()
    with pytest.raises(discord.LoginFailure):
        await sample.login("not-the-token")
    await sample.close()
    assert fake.errors == ["GET /users/@me -> 401 0 401: Unauthorized"]


def test_stream_encoder_matches_discord_py_decompressor() -> None:
    context = discord.utils._ActiveDecompressionContext
    encode = make_encoder(context.COMPRESSION_TYPE)
    decoder = context()
    for text in ('{"op": 10}', '{"op": 0, "t": "READY"}' * 200, "{}"):
        frame = encode(text)
        assert isinstance(frame, bytes)
        assert decoder.decompress(frame) == text

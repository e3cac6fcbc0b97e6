"""Fixtures: a running fake Discord with a guild, a channel and two players, and the sample bot on it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import discord
import pytest
from discord.gateway import DiscordWebSocket

from fakediscord import Channel, FakeDiscord, Guild, User
from fakediscord.sample_bot import SampleBot, use_api


@dataclass
class Scene:
    """A fake Discord with one guild, its ``war-room`` channel, and players ``alice`` and ``bob``."""

    fake: FakeDiscord
    guild: Guild
    chan: Channel
    alice: User
    bob: User


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(heartbeat_interval_ms=1000) as fake:
        yield fake


@pytest.fixture
def scene(fake: FakeDiscord) -> Scene:
    guild = fake.create_guild("Test guild")
    chan = fake.create_text_channel(guild, "war-room")
    alice, bob = fake.create_user("alice"), fake.create_user("bob")
    fake.add_member(guild, alice)
    fake.add_member(guild, bob, manage_channels=True)
    return Scene(fake, guild, chan, alice, bob)


@pytest.fixture
def pointed_at_fake(fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py's REST base points at the fake; both globals are restored after the test."""
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", DiscordWebSocket.DEFAULT_GATEWAY)
    use_api(fake.api_base)


@pytest.fixture
async def bot(scene: Scene, pointed_at_fake: None) -> AsyncIterator[SampleBot]:
    """The sample bot, in this process, logged in and connected to the fake."""
    sample = SampleBot()
    task = asyncio.create_task(sample.start(scene.fake.token))
    try:
        await scene.fake.wait_for_bot()
        yield sample
    finally:
        await sample.close()
        await task

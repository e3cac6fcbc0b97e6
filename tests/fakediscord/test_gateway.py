"""Gateway drops: RESUME with replay of the events sent in the gap, or a new IDENTIFY."""

from __future__ import annotations

import aiohttp
import pytest

from fakediscord import FakeDiscord
from fakediscord.gateway import GUILDS_INTENT, MESSAGE_CONTENT_INTENT
from fakediscord.sample_bot import SampleBot
from tests.fakediscord.conftest import Scene


async def _resumed(fake: FakeDiscord) -> None:
    await fake.wait_until(lambda: fake.gateway.resumes == 1 and fake.gateway.connected, 10, "RESUME")


@pytest.mark.parametrize("abrupt", [False, True])
async def test_drop_then_resume_replays_the_gap(scene: Scene, bot: SampleBot, abrupt: bool) -> None:
    fake = scene.fake
    await fake.drop_gateway(resumable=True, abrupt=abrupt)
    assert not fake.gateway.connected
    it = await fake.slash(scene.alice, scene.chan, "game new", game="waterloo-1815")
    await it.done()
    await _resumed(fake)
    assert fake.gateway.identifies == 1
    assert any("via /gateway/resume, replayed 1" in line for line in fake.gateway.log)
    assert it.original is not None and "waterloo-1815" in it.original.content


async def test_unresumable_drop_identifies_again(
    scene: Scene, bot: SampleBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def no_identify_delay(shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 s before every IDENTIFY but the first one; not worth it here."""

    monkeypatch.setattr(bot, "before_identify_hook", no_identify_delay)
    fake = scene.fake
    await fake.drop_gateway(resumable=False)
    await fake.wait_for_bot(identifies=2)
    assert any("INVALID_SESSION" in line for line in fake.gateway.log)
    assert len(fake.gateway.sessions) == 1
    await (await fake.slash(scene.alice, scene.chan, "game board")).done(followups=1)


async def _gateway_close(fake: FakeDiscord, identify: dict[str, object]) -> int | None:
    async with aiohttp.ClientSession() as session, session.ws_connect(fake.gateway_url + "?v=10") as ws:
        hello = await ws.receive_json()
        assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] == 1000
        await ws.send_json({"op": 2, "d": identify})
        await ws.receive()
        return ws.close_code


async def test_identify_with_privileged_intent_is_refused(fake: FakeDiscord) -> None:
    code = await _gateway_close(
        fake, {"token": fake.token, "intents": GUILDS_INTENT | MESSAGE_CONTENT_INTENT}
    )
    assert code == 4014
    assert fake.errors == [
        f"gateway IDENTIFY with privileged intents {GUILDS_INTENT | MESSAGE_CONTENT_INTENT} not enabled (4014)"
    ]


async def test_identify_with_wrong_token_is_refused(fake: FakeDiscord) -> None:
    assert await _gateway_close(fake, {"token": "nope", "intents": GUILDS_INTENT}) == 4004


async def test_uncompressed_connection_gets_text_frames(scene: Scene) -> None:
    fake = scene.fake
    async with aiohttp.ClientSession() as session, session.ws_connect(fake.gateway_url + "?v=10") as ws:
        await ws.receive_json()
        await ws.send_json({"op": 2, "d": {"token": fake.token, "intents": GUILDS_INTENT}})
        ready = await ws.receive_json()
        guild_create = await ws.receive_json()
        await ws.send_json({"op": 1, "d": ready["s"]})
        ack = await ws.receive_json()
    assert (ready["t"], ready["s"], guild_create["t"], guild_create["s"], ack["op"]) == (
        "READY",
        1,
        "GUILD_CREATE",
        2,
        11,
    )
    assert ready["d"]["resume_gateway_url"] == fake.resume_gateway_url
    assert ready["d"]["guilds"] == [{"id": str(scene.guild.id), "unavailable": True}]
    assert [c["name"] for c in guild_create["d"]["channels"]] == ["war-room"]

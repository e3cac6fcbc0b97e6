"""Injected rate limits and server errors: discord.py must retry them and succeed."""

from __future__ import annotations

from fakediscord.sample_bot import SampleBot
from tests.fakediscord.conftest import Scene

DM_SEND = r"POST /channels/\d+/messages"


async def test_rate_limit_is_retried_after_retry_after(scene: Scene, bot: SampleBot) -> None:
    fake = scene.fake
    fake.faults.rate_limit(DM_SEND, times=1, retry_after=0.3)
    it = await (await fake.slash(scene.alice, scene.chan, "game hand", player=scene.bob)).done()
    assert it.original is not None and it.original.content == "Sent bob their hand"
    assert fake.count_requests(DM_SEND) == 2
    assert [r.status for r in fake.requests if r.method == "POST" and "/channels/" in r.path] == [429, 200]
    assert len(fake.dm_messages(scene.bob)) == 1


async def test_global_rate_limit_is_retried(scene: Scene, bot: SampleBot) -> None:
    scene.fake.faults.rate_limit(DM_SEND, times=2, retry_after=0.1, global_=True)
    await (await scene.fake.slash(scene.alice, scene.chan, "game hand", player=scene.bob)).done()
    assert scene.fake.count_requests(DM_SEND) == 3
    assert len(scene.fake.dm_messages(scene.bob)) == 1


async def test_server_error_then_success(scene: Scene, bot: SampleBot) -> None:
    scene.fake.faults.server_error(r"POST /webhooks/", times=1, status=502)
    it = await (await scene.fake.slash(scene.alice, scene.chan, "game board")).done(followups=1)
    assert [r.status for r in scene.fake.requests if r.path.startswith("/webhooks/")] == [502, 200]
    assert it.original is not None and it.original.attachments[0].filename == "board.png"
    assert scene.fake.errors == [] and scene.fake.violations == []

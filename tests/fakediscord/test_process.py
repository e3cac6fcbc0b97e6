"""The sample bot as a real subprocess: configured by environment, killed, restarted, terminated."""

from __future__ import annotations

import sys

from fakediscord import BotProcess
from tests.fakediscord.conftest import Scene

SAMPLE_BOT = (sys.executable, "-m", "fakediscord.sample_bot")


def _sample_bot(scene: Scene) -> BotProcess:
    env = scene.fake.bot_env() | {"DEV_GUILD_ID": str(scene.guild.id), "LOG_LEVEL": "INFO"}
    return BotProcess(cmd=SAMPLE_BOT, env=env)


async def test_sigkill_and_restart_identifies_again(scene: Scene) -> None:
    fake = scene.fake
    async with _sample_bot(scene) as process:
        await fake.wait_for_bot()
        await process.wait_for_log("sample bot ready")
        it = await fake.slash(scene.alice, scene.chan, "game new", game="napoleon21")
        await it.done()
        assert it.original is not None
        process.kill()
        assert await process.wait_exit() == -9
        await fake.wait_until(lambda: not fake.gateway.connected, 5, "the killed bot's disconnect")
        await process.start()
        await fake.wait_for_bot(identifies=2)
        assert fake.gateway.resumes == 0 and len(fake.gateway.sessions) == 2
        click = await fake.click(
            scene.bob, it.original, it.original.components[0]["components"][0]["custom_id"]
        )
        await click.done()
        assert click.original is not None and click.original.content.startswith("bob joined game")
    assert fake.violations == [] and fake.unhandled == []


async def test_sigterm_closes_cleanly(scene: Scene) -> None:
    async with _sample_bot(scene) as process:
        await scene.fake.wait_for_bot()
        process.terminate()
        assert await process.wait_exit() == 0
    assert "logging in using static token" in process.logs
    assert "Traceback" not in process.logs

"""bot.logfilter: at DEBUG, no interaction token, webhook token or bot token reaches a log.

The records are the ones discord.py writes (its format strings and its own route URLs), and a real
discord.py bot answering slash commands through the offline Discord, logging at DEBUG.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Iterator

import discord
import pytest
from discord.gateway import DiscordWebSocket

from bot.logfilter import REDACTED, TokenFilter, install
from fakediscord import FakeDiscord
from fakediscord.sample_bot import SampleBot, use_api

# Made-up tokens, put together here so that no token-shaped string stands in the repository.
BOT_TOKEN = ".".join(("MTA4NzY1NDMyMTA5ODc2NTQzMg", "GhIjKl", "abcdefghijklmnopqrstuvwxyz0123456789AB"))
INTERACTION_TOKEN = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OTpzZWNyZXRzZWNyZXRzZWNyZXQ"
WEBHOOK_TOKEN = "Xy9_kQ2-abcDEFghiJKLmnoPQRstuVWXyz0123456789abcdefghijklmnopqrstuvw"
SECRETS = (BOT_TOKEN, INTERACTION_TOKEN, WEBHOOK_TOKEN)


@pytest.fixture
def record_factory() -> Iterator[None]:
    """``install`` replaces the process's record factory: put the old one back afterwards."""
    before = logging.getLogRecordFactory()
    yield
    logging.setLogRecordFactory(before)


@pytest.fixture
def captured(record_factory: None) -> Iterator[io.StringIO]:
    """Everything logged anywhere at DEBUG, formatted as a handler would write it, with tokens filtered."""
    install(BOT_TOKEN)
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    yield out
    root.removeHandler(handler)
    root.setLevel(level)


def interaction_url(token: str) -> str:
    route = discord.http.Route(
        "POST",
        "/interactions/{interaction_id}/{interaction_token}/callback",
        interaction_id=123456789012345678,
        interaction_token=token,
    )
    return route.url


def webhook_url(token: str) -> str:
    route = discord.http.Route(
        "PATCH",
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
        webhook_id=987654321098765432,
        webhook_token=token,
    )
    return route.url


@pytest.mark.parametrize(
    "level", [logging.DEBUG, logging.INFO, logging.WARNING, logging.ERROR, logging.CRITICAL]
)
def test_discord_http_routes_at_every_level(captured: io.StringIO, level: int) -> None:
    http = logging.getLogger("discord.http")
    body = {"type": 4, "data": {"content": "Red to act"}}
    http.log(level, "%s %s with %s has returned %s", "POST", interaction_url(INTERACTION_TOKEN), body, 204)
    http.log(level, "%s %s has received %s", "PATCH", webhook_url(WEBHOOK_TOKEN), {"id": "1"})
    text = captured.getvalue()
    assert "/interactions/123456789012345678/" + REDACTED + "/callback" in text
    assert "/webhooks/987654321098765432/" + REDACTED + "/messages/@original" in text
    assert not any(secret in text for secret in SECRETS)


def test_a_gateway_interaction_event(captured: io.StringIO) -> None:
    event = {"t": "INTERACTION_CREATE", "op": 0, "d": {"id": "1", "type": 2, "token": INTERACTION_TOKEN}}
    logging.getLogger("discord.gateway").debug("For Shard ID %s: WebSocket Event: %s", None, event)
    logging.getLogger("discord.gateway").debug('{"d": {"token": "%s"}}', "short-but-secret")
    text = captured.getvalue()
    assert f"'token': '{REDACTED}'" in text and '"token": "[redacted]"' in text
    assert INTERACTION_TOKEN not in text and "short-but-secret" not in text


def test_the_bot_token_anywhere(captured: io.StringIO) -> None:
    log = logging.getLogger("bot")
    log.info("logging in with %s", BOT_TOKEN)
    log.debug("headers %r", {"Authorization": f"Bot {BOT_TOKEN}"})
    log.warning(
        "an odd token %s", ".".join(("MTk4NjIyNDgzNDcxOTI1MjQ4", "Cl2FMQ", "ZnCjm1XVW7vRze4b7Cq4se7kKWs"))
    )
    text = captured.getvalue()
    assert BOT_TOKEN not in text and "ZnCjm1XVW7vRze4b7Cq4se7kKWs" not in text
    assert text.count(REDACTED) == 3


def test_an_exact_secret_of_any_shape() -> None:
    token_filter = TokenFilter(["hunter2-plain"])
    assert token_filter.redact("password is hunter2-plain") == f"password is {REDACTED}"


def test_a_traceback_is_redacted_whatever_the_formatter(captured: io.StringIO) -> None:
    log = logging.getLogger("discord.client")
    try:
        raise RuntimeError(f"cannot reach {interaction_url(INTERACTION_TOKEN)}")
    except RuntimeError:
        log.exception("Ignoring exception in %s", "on_interaction")
    text = captured.getvalue()
    assert "Traceback" in text and "RuntimeError: cannot reach" in text
    assert INTERACTION_TOKEN not in text


def test_a_record_made_elsewhere_is_redacted_by_the_filter_on_a_handler() -> None:
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.addFilter(TokenFilter())
    record = logging.LogRecord(
        "discord.webhook", logging.DEBUG, __file__, 1, "Webhook %s", (webhook_url(WEBHOOK_TOKEN),), None
    )
    handler.handle(record)
    assert WEBHOOK_TOKEN not in out.getvalue() and REDACTED in out.getvalue()


def test_text_without_tokens_is_unchanged() -> None:
    line = "POST https://discord.com/api/v10/channels/123/messages with {'content': 'Red rolls 5'} has returned 200"
    assert TokenFilter().redact(line) == line


def test_installing_twice_keeps_one_filter(record_factory: None) -> None:
    first = install("one-secret-value")
    second = install("another-secret-value")
    assert first is second and {"one-secret-value", "another-secret-value"} <= first.secrets


async def test_a_real_bot_at_debug_logs_no_token(
    captured: io.StringIO, monkeypatch: pytest.MonkeyPatch
) -> None:
    """discord.py's own DEBUG logging while answering a slash command and a deferred followup."""
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", DiscordWebSocket.DEFAULT_GATEWAY)
    async with FakeDiscord(heartbeat_interval_ms=1000) as fake:
        guild = fake.create_guild("Test guild")
        chan = fake.create_text_channel(guild, "war-room")
        alice = fake.create_user("alice")
        fake.add_member(guild, alice)
        use_api(fake.api_base)
        install(fake.token)
        sample = SampleBot()
        task = asyncio.create_task(sample.start(fake.token))
        try:
            await fake.wait_for_bot()
            await (await fake.slash(alice, chan, "game new", game="napoleon21")).done()
            await (await fake.slash(alice, chan, "game board")).done(followups=1)
        finally:
            await sample.close()
            await task
        tokens = [record.token for record in fake.interactions]
        bot_token = fake.token
    text = captured.getvalue()
    assert len(tokens) == 2 and "/interactions/" in text and "/webhooks/" in text  # routes were logged
    assert "INTERACTION_CREATE" in text  # and the gateway events
    assert not any(token in text for token in tokens)
    assert bot_token not in text

"""The OpenAPI validator and the limit checks catch malformed requests; unknown routes are recorded."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from fakediscord import FakeDiscord
from fakediscord.limits import check_choices, check_commands, check_message
from fakediscord.openapi import Operation, load_validator
from tests.fakediscord.conftest import Scene


async def _send(fake: FakeDiscord, method: str, path: str, **kwargs: Any) -> tuple[int, Any]:
    headers = {"Authorization": f"Bot {fake.token}"} | kwargs.pop("headers", {})
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, fake.api_base + path, headers=headers, **kwargs) as response,
    ):
        return response.status, await response.json()


async def test_malformed_message_is_rejected_and_recorded(scene: Scene) -> None:
    body = {"content": 42, "embeds": "not a list", "tts": "yes"}
    status, error = await _send(scene.fake, "POST", f"/channels/{scene.chan.id}/messages", json=body)
    assert status == 400 and error["code"] == 50035
    assert scene.fake.violations == [
        "POST /channels/{channel_id}/messages: body['content']: 42 is not of type 'string', 'null'",
        "POST /channels/{channel_id}/messages: body['embeds']: 'not a list' is not of type 'array', 'null'",
        "POST /channels/{channel_id}/messages: body['tts']: 'yes' is not of type 'boolean', 'null'",
    ]
    assert scene.fake.channel_messages(scene.chan) == []


async def test_limit_violation_is_rejected_like_discord(scene: Scene) -> None:
    row = {"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "same", "label": "Go"}]}
    body = {"content": "c" * 2001, "components": [row] * 6}
    status, error = await _send(scene.fake, "POST", f"/channels/{scene.chan.id}/messages", json=body)
    assert status == 400 and error["code"] == 50035
    assert scene.fake.violations == [
        "channel message: content is 2001 characters (limit 2000)",
        "channel message: 6 action rows (limit 5)",
        "channel message: custom_id 'same' is used twice",
    ]


async def test_schema_errors_name_the_offending_field(scene: Scene) -> None:
    button = {"type": 2, "style": 1, "custom_id": "x" * 101, "label": "Go"}
    body = {"content": "hi", "components": [{"type": 1, "components": [button]}]}
    status, _ = await _send(scene.fake, "POST", f"/channels/{scene.chan.id}/messages", json=body)
    assert status == 400
    [problem] = scene.fake.violations
    assert problem.startswith(
        "POST /channels/{channel_id}/messages: body['components'][0]['components'][0]['custom_id']"
    )
    assert "is too long" in problem


async def test_unknown_route_is_404_and_recorded(fake: FakeDiscord) -> None:
    status, error = await _send(fake, "GET", "/channels/1/pins")
    assert (status, error["message"]) == (404, "404: Not Found")
    assert fake.unhandled == ["GET /channels/1/pins"]
    status, _ = await _send(fake, "GET", "/no/such/thing")
    assert status == 404 and fake.violations == ["GET /no/such/thing: path not in Discord's API"]


async def test_invalid_json_is_50109(scene: Scene) -> None:
    headers = {"Content-Type": "application/json"}
    status, error = await _send(
        scene.fake, "POST", f"/channels/{scene.chan.id}/messages", data=b"{nope", headers=headers
    )
    assert (status, error["code"]) == (400, 50109)


async def test_missing_token_is_401(scene: Scene) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"{scene.fake.api_base}/users/@me") as response,
    ):
        assert response.status == 401


def test_templates_prefer_literal_segments() -> None:
    validator = load_validator()
    me = validator.match("GET", "/users/@me")
    original = validator.match("PATCH", "/webhooks/1/tok/messages/@original")
    assert isinstance(me, Operation) and me.template == "/users/@me"
    assert isinstance(original, Operation) and original.template.endswith("/messages/@original")
    assert validator.match("PUT", "/users/@me") == "PUT /users/@me: method not in Discord's API"


def test_validator_accepts_integer_attachment_ids_and_flags_unknown_query() -> None:
    validator = load_validator()
    body = {"content": "hi", "attachments": [{"id": 0, "filename": "board.png"}]}
    ok = validator.check(
        "POST",
        "/channels/1/messages",
        query=[],
        content_type="multipart/form-data",
        body=body,
        file_fields=["files[0]"],
    )
    assert ok == []
    problems = validator.check(
        "POST",
        "/channels/1/messages",
        query=["bogus"],
        content_type="application/json",
        body=body,
        file_fields=[],
    )
    assert problems == ["POST /channels/{channel_id}/messages: unknown query parameter 'bogus'"]


def _command(**overrides: Any) -> dict[str, Any]:
    return {"name": "game", "description": "Play", "type": 1, "options": []} | overrides


def _string_option(name: str, **overrides: Any) -> dict[str, Any]:
    return {"type": 3, "name": name, "description": "An option"} | overrides


@pytest.mark.parametrize(
    ("command", "problem"),
    [
        (_command(name="Game"), "must be lower-case"),
        (_command(name="new game"), "characters outside"),
        (_command(description="d" * 101), "description must be 1-100 characters (got 101)"),
        (_command(options=[_string_option(f"o{i}") for i in range(26)]), "26 options (limit 25)"),
        (
            _command(
                options=[_string_option("unit", autocomplete=True, choices=[{"name": "a", "value": "a"}])]
            ),
            "autocomplete cannot be combined with choices",
        ),
        (
            _command(
                options=[
                    _string_option("unit", choices=[{"name": str(i), "value": str(i)} for i in range(26)])
                ]
            ),
            "26 choices (limit 25)",
        ),
        (
            _command(options=[_string_option("a"), _string_option("b", required=True)]),
            "required options must come before optional ones",
        ),
        (
            _command(options=[_string_option(f"o{i}", description="d" * 100) for i in range(25)] * 1)
            | {"description": "d" * 100, "name_localizations": {"fr": "x" * 32}},
            None,
        ),
        (
            _command(
                options=[
                    _string_option(f"o{i}", choices=[{"name": "n" * 100, "value": "v" * 100}] * 2)
                    for i in range(20)
                ]
            ),
            "characters of names, descriptions and choices (limit 8000)",
        ),
    ],
)
def test_command_limits(command: dict[str, Any], problem: str | None) -> None:
    problems = check_commands([command], "global commands")
    if problem is None:
        assert problems == []
    else:
        assert any(problem in p for p in problems), problems


def test_command_count_limit() -> None:
    commands = [_command(name=f"c{i}") for i in range(101)]
    assert check_commands(commands, "global") == ["global: 101 commands of type 1, the limit is 100"]


def test_message_and_autocomplete_limits() -> None:
    rows = [
        {"type": 1, "components": [{"type": 2, "style": 1, "custom_id": f"b{r}{i}"} for i in range(6)]}
        for r in range(6)
    ]
    problems = check_message({"components": rows, "embeds": [{}] * 11}, "m", file_count=11)
    assert "m: 6 action rows (limit 5)" in problems
    assert "m: row 0: 6 buttons (limit 5)" in problems
    assert "m: 11 embeds (limit 10)" in problems and "m: 11 files (limit 10)" in problems
    select = {"type": 3, "custom_id": "s", "options": [{"label": "l", "value": str(i)} for i in range(26)]}
    assert "m: select has 26 options (limit 25)" in check_message(
        {"components": [{"type": 1, "components": [select]}]}, "m"
    )
    choices = [{"name": "", "value": "v"}] + [{"name": "n", "value": "v" * 101}] * 25
    assert check_choices(choices, "ac") == [
        "ac: 26 choices (limit 25)",
        "ac: choice 0 name must be 1-100 characters (got 0)",
        *[f"ac: choice {i} value is 101 characters (limit 100)" for i in range(1, 26)],
    ]

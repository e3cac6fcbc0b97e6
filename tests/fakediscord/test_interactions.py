"""Slash commands, autocomplete, components, DMs and threads through the real discord.py stack."""

from __future__ import annotations

import aiohttp
import discord
import pytest

from fakediscord import ScriptError
from fakediscord.models import MANAGE_CHANNELS, PUBLIC_THREAD, Message
from fakediscord.sample_bot import BOARD_PNG, SampleBot
from tests.fakediscord.conftest import Scene


async def test_slash_command_round_trip(scene: Scene, bot: SampleBot) -> None:
    it = await scene.fake.slash(scene.alice, scene.chan, "game new", game="napoleon21", options="allies=1")
    await it.done()
    assert it.response is not None and it.response.type == 4
    assert it.original is not None and it.original.content.startswith("New napoleon21 game")
    assert "(allies=1)" in it.original.content and not it.ephemeral
    assert scene.fake.channel_messages(scene.chan) == [it.original]
    row = it.original.components[0]["components"]
    assert row[0]["custom_id"].startswith("sample:join:")
    sent = it.payload["data"]["options"][0]
    assert sent == {
        "type": 1,
        "name": "new",
        "options": [
            {"type": 3, "name": "game", "value": "napoleon21"},
            {"type": 3, "name": "options", "value": "allies=1"},
        ],
    }
    assert scene.fake.violations == [] and scene.fake.errors == []


async def test_deferred_followup_with_attachment(scene: Scene, bot: SampleBot) -> None:
    it = await scene.fake.slash(scene.alice, scene.chan, "game board")
    await it.done(followups=1)
    assert it.response is not None and it.response.type == 5
    assert it.original is it.followups[0]
    assert not it.original.loading and it.original.content == "The board"
    [png] = it.original.attachments
    assert (png.filename, png.data, png.size) == ("board.png", BOARD_PNG, len(BOARD_PNG))
    async with aiohttp.ClientSession() as session, session.get(png.url) as response:
        assert await response.read() == BOARD_PNG
    assert scene.fake.violations == []


async def test_autocomplete_answers_choices(scene: Scene, bot: SampleBot) -> None:
    choices = await scene.fake.autocomplete(scene.alice, scene.chan, "game new", focused="game", game="nap")
    assert [c["value"] for c in choices] == ["napoleon21", "napoleonic-wars"]
    record = scene.fake.interactions[-1]
    assert record.payload["data"]["options"][0]["options"] == [
        {"type": 3, "name": "game", "value": "nap", "focused": True}
    ]


async def test_button_click_through_dynamic_item(scene: Scene, bot: SampleBot) -> None:
    new = await (await scene.fake.slash(scene.alice, scene.chan, "game new", game="marengo")).done()
    assert new.original is not None
    custom_id = new.original.components[0]["components"][0]["custom_id"]
    click = await (await scene.fake.click(scene.bob, new.original, custom_id)).done()
    assert click.original is not None
    assert click.original.content == f"bob joined game {custom_id.split(':')[-1]}"
    assert click.original.interaction_metadata is not None
    assert click.original.interaction_metadata["interacted_message_id"] == str(new.original.id)


async def test_select_updates_the_message(scene: Scene, bot: SampleBot) -> None:
    new = await (await scene.fake.slash(scene.alice, scene.chan, "game new", game="marengo")).done()
    assert new.original is not None
    custom_id = new.original.components[1]["components"][0]["custom_id"]
    pick = await (await scene.fake.select(scene.alice, new.original, custom_id, ["france"])).done()
    assert pick.response is not None and pick.response.type == 7
    assert pick.original is new.original
    assert new.original.content.startswith("alice plays france") and new.original.edited_at is not None
    with pytest.raises(ScriptError, match=r"not 1\.\.1"):
        await scene.fake.select(scene.alice, new.original, custom_id, ["prussia"])


async def test_dm_sent(scene: Scene, bot: SampleBot) -> None:
    it = await (await scene.fake.slash(scene.alice, scene.chan, "game hand", player=scene.bob)).done()
    assert it.ephemeral and it.original is not None and it.original.content == "Sent bob their hand"
    assert scene.fake.channel_messages(scene.chan) == []
    [dm] = scene.fake.dm_messages(scene.bob)
    assert dm.content.startswith("Your hand:")
    assert it.payload["data"]["resolved"]["users"][str(scene.bob.id)]["username"] == "bob"


async def test_dm_refused_with_50007(scene: Scene, bot: SampleBot) -> None:
    scene.fake.faults.close_dms(scene.bob)
    it = await (await scene.fake.slash(scene.alice, scene.chan, "game hand", player=scene.bob)).done()
    assert it.original is not None and it.original.content == "I cannot DM bob" and it.ephemeral
    assert scene.fake.dm_messages(scene.bob) == []
    assert scene.fake.errors == [
        f"POST /channels/{scene.fake.dm_channel(scene.bob).id}/messages -> 403 50007 Cannot send messages to this user"
    ]
    scene.fake.faults.open_dms(scene.bob)
    await (await scene.fake.slash(scene.alice, scene.chan, "game hand", player=scene.bob)).done()
    assert len(scene.fake.dm_messages(scene.bob)) == 1


async def test_thread_creation(scene: Scene, bot: SampleBot) -> None:
    it = await (await scene.fake.slash(scene.bob, scene.chan, "game thread", name="orders")).done()
    [thread] = [c for c in scene.guild.channels if c.is_thread]
    assert (thread.type, thread.parent_id, thread.name) == (PUBLIC_THREAD, scene.chan.id, "orders")
    assert [m.content for m in scene.fake.channel_messages(thread)] == ["Orders go here"]
    assert it.original is not None and it.original.content == f"Opened <#{thread.id}>"
    cached = bot.get_channel(thread.id)
    assert isinstance(cached, discord.Thread) and cached.name == "orders"


async def test_second_callback_is_already_acknowledged(scene: Scene, bot: SampleBot) -> None:
    it = await (await scene.fake.slash(scene.alice, scene.chan, "game new", game="marengo")).done()
    url = f"{scene.fake.api_base}/interactions/{it.id}/{it.token}/callback"
    async with (
        aiohttp.ClientSession() as session,
        session.post(url, json={"type": 4, "data": {}}) as response,
    ):
        assert response.status == 400
        assert (await response.json())["code"] == 40060
    assert it.errors == ["40060 Interaction has already been acknowledged."]


async def test_late_response_is_refused(scene: Scene, bot: SampleBot) -> None:
    scene.fake.interaction_deadline = 0.0
    it = await scene.fake.slash(scene.alice, scene.chan, "game new", game="marengo")
    await scene.fake.wait_until(lambda: bool(it.errors), 5, "the refused callback")
    assert it.errors == ["10062 Unknown interaction"] and it.response is None


async def test_scripted_users_cannot_do_what_clients_forbid(scene: Scene, bot: SampleBot) -> None:
    fake, alice, chan = scene.fake, scene.alice, scene.chan
    with pytest.raises(ScriptError, match="not registered"):
        await fake.slash(alice, chan, "play")
    with pytest.raises(ScriptError, match="needs a subcommand"):
        await fake.slash(alice, chan, "game")
    with pytest.raises(ScriptError, match="no option 'speed'"):
        await fake.slash(alice, chan, "game new", game="marengo", speed=3)
    with pytest.raises(ScriptError, match="required option 'game'"):
        await fake.slash(alice, chan, "game new")
    with pytest.raises(ScriptError, match="option 'options' has no autocomplete"):
        await fake.autocomplete(alice, chan, "game new", focused="options", options="al")
    with pytest.raises(ScriptError, match="expected a fake User"):
        await fake.slash(alice, chan, "game hand", player="bob")
    outsider = fake.create_user("carol")
    with pytest.raises(ScriptError, match="not a member"):
        await fake.slash(outsider, chan, "game board")


async def test_done_timeout_explains_what_is_missing(scene: Scene, bot: SampleBot) -> None:
    it = await scene.fake.slash(scene.alice, scene.chan, "game board")
    with pytest.raises(TimeoutError, match=r"\('game' by alice\) not done: response=None"):
        await it.done(timeout=0)
    await it.done(followups=1)


async def test_interactions_need_a_bot_that_connected(scene: Scene) -> None:
    message = Message(scene.fake.new_id(), scene.chan.id, scene.fake.bot_user)
    message.components = [
        {"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "x", "label": "X"}]}
    ]
    scene.fake.store_message(scene.chan, message)
    with pytest.raises(ScriptError, match="never connected"):
        await scene.fake.click(scene.alice, message, "x")


async def test_default_member_permissions_hide_a_command(scene: Scene) -> None:
    admin = {"id": "1", "name": "admin", "description": "Admin", "type": 1, "options": []}
    scene.fake.commands[None] = [admin | {"default_member_permissions": str(MANAGE_CHANNELS)}]
    with pytest.raises(ScriptError, match="needs permissions"):
        await scene.fake.slash(scene.alice, scene.chan, "admin")
    with pytest.raises(ScriptError, match="never connected"):
        await scene.fake.slash(scene.bob, scene.chan, "admin")

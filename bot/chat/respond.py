"""Interaction flows shared by slash commands and buttons: act, show a hand, vote, page the log.

Each takes the interaction, calls ``GameService`` and ``Delivery``, and answers in the member's
language. Player mistakes are raised as ``RulesError`` and answered by the caller's error handler
(``bot.chat.tree``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

from bot import limits, text
from bot.chat import controls, words
from bot.chat.app import app
from bot.errors import StaleBoard
from bot.service import Outcome, Panel, UndoKind
from engine.core import RulesError

Files = list[tuple[str, bytes]]


def is_admin(interaction: discord.Interaction) -> bool:
    """Manage Channels in the channel of the interaction."""
    return bool(interaction.guild_id) and interaction.permissions.manage_channels


def in_panel(interaction: discord.Interaction) -> bool:
    """A click on a private panel (an ephemeral message or a DM), which is then edited in place."""
    message = interaction.message
    return (
        interaction.type is discord.InteractionType.component
        and message is not None
        and (message.flags.ephemeral or interaction.guild_id is None)
    )


async def acknowledge(interaction: discord.Interaction) -> None:
    """Answer Discord at once, before any work that may wait (the game's lock, the database, the
    public post): a click on a private panel as an update to come (the panel is then edited in
    place), anything else as a private "thinking…" the answer fills in. Discord drops an interaction
    not answered within 3 seconds, whatever else the bot is busy with."""
    if in_panel(interaction):
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)


async def play(
    interaction: discord.Interaction,
    game_id: int,
    action: str,
    *,
    seat: str | None = None,
    version: int | None = None,
) -> None:
    """Carry out an action and show the player their panel: what just happened (a die roll at once)
    and their next choice, edited in place when they clicked on it, else a new private reply. The
    table hears of it when the turn passes: its post (the board drawn and uploaded, the last post's
    buttons taken off) comes after the player's answer, never before it."""
    bot, say = app(interaction), words.reader(interaction)
    await decided(
        interaction,
        game_id,
        lambda: bot.service.play.act(
            game_id, interaction.user.id, action, say.tr, seat=seat, version=version
        ),
        lambda outcome: say.say("bot-done", action=say.label(outcome.taken[0])),
    )


async def decided(
    interaction: discord.Interaction,
    game_id: int,
    decide: Callable[[], Awaitable[Outcome]],
    head: Callable[[Outcome], str],
) -> None:
    """Acknowledge a decision at once, then, when the backlog gives it a place (``Delivery.backlog``),
    carry it out (``decide``) and tell it (``told``, under ``head``); buttons from an older version
    of the game get the game as it is now instead."""
    await acknowledge(interaction)
    async with app(interaction).delivery.backlog.turn():
        try:
            outcome = await decide()
        except StaleBoard as stale:
            say = words.reader(interaction)
            note = say.say("bot-stale-note", why=stale.msg)
            await turn(interaction, game_id, note=note, edit=in_panel(interaction))
            return
        await told(interaction, outcome, head(outcome))


async def told(interaction: discord.Interaction, outcome: Outcome, head: str) -> None:
    """After a decision: the public post to the table, then the player's panel (the post's problem,
    if it failed, at its foot), both from the decision's outcome. The interaction was acknowledged
    first (``acknowledge``), so neither waits against Discord's deadline."""
    problem = await app(interaction).delivery.tell(outcome, words.reader(interaction))
    assert outcome.panel is not None  # a decision's outcome carries its actor's panel
    await show_panel(interaction, outcome.panel, head, problem)


async def gather(
    interaction: discord.Interaction,
    game_id: int,
    picks: list[str],
    finish: str,
    *,
    seat: str | None = None,
    version: int | None = None,
) -> None:
    """Carry out several picks and their finishing action from one menu (``engine.core.Gather``),
    then show the panel as after a click, saying so when the engine stopped taking them midway."""
    bot, say = app(interaction), words.reader(interaction)

    def head(outcome: Outcome) -> str:
        lines = [say.say("bot-done", action=say.label(a)) for a in outcome.taken]
        if len(outcome.taken) < outcome.asked:
            lines.append(say.say("bot-gather-stopped", taken=len(outcome.taken), asked=outcome.asked))
        return "\n".join(lines)

    await decided(
        interaction,
        game_id,
        lambda: bot.service.play.gather(
            game_id, interaction.user.id, picks, finish, seat=seat, version=version
        ),
        head,
    )


async def show_panel(interaction: discord.Interaction, panel: Panel, head: str, problem: str = "") -> None:
    """The player's panel: ``head``, what their seat may read since their decision, then their next
    choice with its buttons (Back where the engine allows it), or the status once the turn passed."""
    bot, say = app(interaction), words.reader(interaction)
    lines = [head, *(text.quote(say.entry(e)) for e in panel.entries)]
    view = None
    if panel.turn is not None:
        lines.append(say.your_turn(panel.info, panel.turn))
        view = controls.turn_controls(say, panel.info.id, panel.info.version, panel.turn, back=panel.back)
    else:
        lines.append(say.say("bot-panel-passed", status=panel.status))
    body = limits.clip("\n".join(lines), limits.MESSAGE - len(problem)) + problem
    if in_panel(interaction):
        files = bot.delivery.discord_files(await redrawn(interaction, panel))
        await edit_panel(interaction, body, view, files)
        if interaction.guild_id is None and interaction.message is not None:  # a DM, now their panel
            bot.delivery.panel_shown(
                interaction.user.id, panel.info.id, interaction.message.id, asking=view is not None
            )
    else:
        await text_or_followup(interaction, body, view)


async def edit_panel(
    interaction: discord.Interaction,
    body: str,
    view: discord.ui.View | None,
    files: list[discord.File] | None = None,
) -> None:
    """The clicked panel edited in place: as the answer, or after an acknowledgement (``acknowledge``)."""
    if interaction.response.is_done() and files:
        await interaction.edit_original_response(content=body, view=view, attachments=files)
    elif interaction.response.is_done():
        await interaction.edit_original_response(content=body, view=view)
    elif files:
        await interaction.response.edit_message(content=body, view=view, attachments=files)
    else:
        await interaction.response.edit_message(content=body, view=view)


async def redrawn(interaction: discord.Interaction, panel: Panel) -> Files:
    """The pictures a clicked panel carries (a DM's: own board, sheets), drawn again from the seat's
    view after the click, so that they never show the seat as it was a click ago (say, an army
    being raised); none where the panel carries no picture."""
    message = interaction.message
    names = {a.filename for a in message.attachments} if message is not None else set()
    if not names or panel.view is None or panel.seat is None:
        return []
    bot, say = app(interaction), words.reader(interaction)
    phone = bot.service.members.prefers_phone(interaction.user.id)
    drawn = await bot.delivery.private_files(panel.view, say.tr.lang, phone=phone)
    fresh = [(name, png) for name, png in drawn if name in names]
    if interaction.guild_id is None:  # a DM: the next DM need not send them again
        bot.delivery.pictures_shown(panel.info.id, panel.seat, interaction.user.id, fresh)
    return fresh


async def back(interaction: discord.Interaction, game_id: int, version: int) -> None:
    """Take back the decision just made (the engine lets its player do so alone) and show the panel again."""
    bot, say = app(interaction), words.reader(interaction)

    def head(outcome: Outcome) -> str:
        assert outcome.undone is not None  # a take-back's outcome says what it undid
        return say.undo_reply(outcome.undone)

    await decided(
        interaction, game_id, lambda: bot.service.undo.take_back(game_id, interaction.user.id, version), head
    )


async def catch_up(interaction: discord.Interaction, game_id: int) -> None:
    """What happened since the caller's last decision, with links to the hand-off posts, and the board."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot, say = app(interaction), words.reader(interaction)
    missed = await bot.service.news.catch_up(game_id, interaction.user.id)
    info = missed.info
    lines = [say.say("bot-catch-up-head", game=info.name, count=len(missed.entries))]
    lines += [text.quote(say.entry(e)) for e in missed.entries]
    if missed.posts:
        links = " ".join(
            text.message_link(info.guild_id, p.channel_id, p.message_id) for p in missed.posts[-10:]
        )
        lines.append(say.say("bot-catch-up-posts", links=links))
    body, files = await bot.delivery.board_files(game_id)
    lines.append(body)
    await interaction.followup.send(
        limits.clip("\n".join(lines), limits.MESSAGE), files=bot.delivery.discord_files(files), ephemeral=True
    )


async def turn(
    interaction: discord.Interaction,
    game_id: int,
    *,
    seat: str | None = None,
    note: str = "",
    edit: bool = False,
) -> None:
    """Show the caller their prompt with fresh buttons (or whose turn it is), privately; ``edit``:
    in place of the panel they clicked on."""
    bot, say = app(interaction), words.reader(interaction)
    info = await bot.service.tables.info(game_id)
    try:
        current = await bot.service.play.turn(game_id, interaction.user.id, seat)
    except RulesError as e:  # not their turn, not seated, game over: say so after the note
        if not note:
            raise
        body, view = f"{note}\n{say.error(e)}", None
    else:
        body, view = (
            say.your_turn(info, current, note),
            controls.turn_controls(say, info.id, info.version, current),
        )
    if edit:
        await edit_panel(interaction, limits.clip(body, limits.MESSAGE), view)
    else:
        await text_or_followup(interaction, body, view)


async def text_or_followup(interaction: discord.Interaction, body: str, view: discord.ui.View | None) -> None:
    body = limits.clip(body, limits.MESSAGE)
    if interaction.response.is_done():
        await interaction.followup.send(body, ephemeral=True, view=controls.or_missing(view))
    else:
        await interaction.response.send_message(body, ephemeral=True, view=controls.or_missing(view))


async def hand(interaction: discord.Interaction, game_id: int) -> None:
    """The caller's private view of each of their seats, privately; turns DMs back on for them."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot, say = app(interaction), words.reader(interaction)
    hands = await bot.service.news.hand(game_id, interaction.user.id)
    info = await bot.service.tables.info(game_id)
    if await bot.service.members.dm_blocked(interaction.user.id):
        await bot.service.members.set_dm(interaction.user.id, blocked=False)
        await interaction.followup.send(say.say("bot-dms-again"), ephemeral=True)
    for seat_hand in hands:
        files = []
        if info.hidden and seat_hand.view is not None:
            phone = bot.service.members.prefers_phone(interaction.user.id)
            files = await bot.delivery.private_files(seat_hand.view, say.tr.lang, phone=phone)
        view = controls.turn_controls(say, info.id, info.version, seat_hand.turn) if seat_hand.turn else None
        await interaction.followup.send(
            say.hand(info, seat_hand),
            files=bot.delivery.discord_files(files),
            ephemeral=True,
            view=controls.or_missing(view),
        )


async def undo_vote(interaction: discord.Interaction, game_id: int, version: int, approve: bool) -> None:
    """Count a vote on an undo request, and carry the undo out when everyone approved."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot = app(interaction)
    outcome = await bot.service.undo.vote(game_id, interaction.user.id, version, approve)
    await undo_outcome(interaction, outcome)


async def undo_outcome(interaction: discord.Interaction, told: Outcome) -> None:
    """Tell the table (the outcome's news, where something was taken back) and the caller what
    became of an undo."""
    bot, say = app(interaction), words.reader(interaction)
    outcome = told.undone
    assert outcome is not None
    problem = ""
    if outcome.kind is UndoKind.DONE:
        problem = await bot.delivery.tell(told, say)
    elif outcome.kind is UndoKind.VOTE:
        await bot.delivery.post_undo_vote(outcome)
    elif outcome.kind is UndoKind.REFUSED:
        notice = words.of(outcome.info.language).undo_refused(outcome)
        await bot.delivery.post_notice(outcome.info, notice)
    await interaction.followup.send(say.undo_reply(outcome) + problem, ephemeral=True)


async def log(
    interaction: discord.Interaction, game_id: int, count: int, *, end: int | None = None, edit: bool = False
) -> None:
    """A page of the game log with older/newer buttons (privately): ``edit``, in place of the page
    whose button was clicked. The caller acknowledged first (``acknowledge``), before the log is read."""
    bot, say = app(interaction), words.reader(interaction)
    info = await bot.service.tables.info(game_id)
    page = await bot.service.news.log_page(game_id, end, count)
    body = text.chunks(say.log_page(info, page))[0]
    view = controls.log_controls(say, game_id, page)
    if edit:
        await edit_panel(interaction, body, view)
    else:
        await interaction.followup.send(body, view=view, ephemeral=True)


async def snooze(interaction: discord.Interaction, game_id: int, version: int) -> None:
    """Put the next reminder off; acknowledged privately before the game's lock."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    due = await app(interaction).service.reminders.snooze(game_id, interaction.user.id, version)
    await interaction.followup.send(
        words.reader(interaction).say("bot-snoozed", time=text.relative(due)), ephemeral=True
    )

"""Interaction flows of a game's life outside the turns: taking a seat (with the seat's whole private
picture for a new holder), conceding, the lobby's buttons, a rematch. Like ``bot.chat.respond``, each takes the
interaction, calls the service and delivery, and answers in the member's language."""

from __future__ import annotations

import logging

import discord

from bot import limits, text
from bot.chat import controls, lobby_controls, words
from bot.chat.app import App, app
from bot.chat.respond import is_admin
from bot.chat.words import Words
from bot.service.records import ConcedeKind, GameInfo, Outcome
from bot.storage import MessageRef
from engine.core import Msg

log = logging.getLogger(__name__)
LOBBY = "lobby"  # a remembered message kind: the lobby's post, edited as seats are taken
# the claim of a change of who may act (join, leave, the AI; away, settings, friends, back): one a game at a time
SEATS = "seats"


async def join(interaction: discord.Interaction, game_id: int, seat: str | None) -> None:
    """Seat the member (replacing a player who left, in play) and say so in the game's channel.
    Acknowledged before the game's lock, the database and the lobby's post: a pick on the lobby's
    post as an update (a refusal then follows privately), a command publicly once the game as last
    loaded takes the member (a refusal is its private answer). One change of seats (a join, a
    leave, the AI's) a game at a time, refused privately at once, so that no refusal can come after
    a public acknowledgement."""
    bot = app(interaction)
    info = await bot.service.tables.info(game_id)
    with bot.service.tables.claim(SEATS, game_id, Msg("bot-guard-joining", game=info.name)):
        if clicked(interaction):
            await interaction.response.defer()
        else:
            await bot.service.lobby.check_join(game_id, interaction.user.id, seat)
            await interaction.response.defer(thinking=True)
        had_ai = (await bot.service.tables.info(game_id)).ai_seats
        joined = await bot.service.lobby.join(game_id, interaction.user.id, seat)
    info, (taken,) = joined.info, joined.seats
    said = words.of(info.language).joined(info, interaction.user.id, taken, had_ai.get(taken))
    await interaction.followup.send(said)
    await refresh_lobby(bot, game_id)
    await send_takeover(interaction, game_id, taken)
    await bot.delivery.tell(joined)  # the new holder's standing orders may have answered at once


def clicked(interaction: discord.Interaction) -> bool:
    """A click or pick on a shared post (the lobby's), acknowledged as an update to it: the answer
    and any refusal then come as followups (a refusal privately), never as an edit of the post."""
    return interaction.type is discord.InteractionType.component


async def add_ai(interaction: discord.Interaction, game_id: int, seat: str, level: str | None) -> None:
    """The owner gives the AI a seat nobody holds (``level`` None: takes it off); the lobby's post
    shows it, and the table is told in one line. Acknowledged before the game's lock and the
    database, as ``join`` is: a pick on the lobby's post as an update, a command publicly once the
    game as last loaded allows it; one change of seats a game at a time."""
    bot, admin, played = app(interaction), is_admin(interaction), level is not None
    info = await bot.service.tables.info(game_id)
    with bot.service.tables.claim(SEATS, game_id, Msg("bot-guard-seating", game=info.name)):
        if clicked(interaction):
            await interaction.response.defer()
        else:
            await bot.service.orders.check_bot_seat(game_id, interaction.user.id, admin, seat, played, level)
            await interaction.response.defer(thinking=True)
        seated = await bot.service.orders.mark_bot_seat(
            game_id, interaction.user.id, admin, seat, played, level
        )
    info = seated.info
    say = words.of(info.language)
    key = "bot-ai-seated" if played else "bot-ai-unseated"
    ai = say.ai(info.ai_seats.get(seat, level or "normal"))
    await interaction.followup.send(say.say(key, seat=info.seat_ref(seat), ai=ai, game=info.name))
    await refresh_lobby(bot, game_id)
    await bot.delivery.tell(seated)


async def leave(interaction: discord.Interaction, game_id: int) -> None:
    """Free the member's seats and say so in the game's channel. Acknowledged publicly before the
    game's lock and the database once the game as last loaded lets them leave (a refusal is its
    private answer); one change of seats a game at a time."""
    bot, user_id = app(interaction), interaction.user.id
    info = await bot.service.tables.info(game_id)
    with bot.service.tables.claim(SEATS, game_id, Msg("bot-guard-seating", game=info.name)):
        await bot.service.lobby.check_leave(game_id, user_id)
        await interaction.response.defer(thinking=True)
        seats = await bot.service.lobby.leave(game_id, user_id)
    info = await bot.service.tables.info(game_id)
    await interaction.followup.send(words.of(info.language).left(info, user_id, seats))
    await refresh_lobby(bot, game_id)


async def send_takeover(interaction: discord.Interaction, game_id: int, seat: str) -> None:
    """A new holder of a seat in play gets the seat's whole private picture at once, by DM."""
    bot, user_id = app(interaction), interaction.user.id
    hand = await bot.service.seats.takeover(game_id, user_id, seat)
    if hand is None or hand.view is None:
        return
    info = await bot.service.tables.info(game_id)
    say = words.of(bot.service.members.dm_language(user_id, info.language))
    head = say.say(
        "bot-takeover-head", seat=info.seat_ref(seat), game=info.name, channel=text.channel(info.channel_id)
    )
    body = limits.clip(f"{head}\n{say.hand(info, hand)}", limits.MESSAGE)
    files = await bot.delivery.private_files(hand.view, say.tr.lang)
    view = controls.turn_controls(say, info.id, info.version, hand.turn) if hand.turn else None
    if await bot.delivery.send_private(info, user_id, body, files, view):
        await bot.service.seats.seat_delivered(game_id, seat)


async def start(interaction: discord.Interaction, game_id: int, *, shuffle: bool, without_dms: bool) -> None:
    """Start the game once every seat is taken (owner or Manage Channels); in a hidden-information
    game, first check that every player can receive direct messages."""
    bot = app(interaction)
    info = await bot.service.tables.info(game_id)
    with bot.service.tables.claim(
        "start", game_id, Msg("bot-guard-starting", game=info.name)
    ):  # one at a time
        if clicked(interaction):  # Start on the lobby's post: acknowledged before anything waits
            await interaction.response.defer()
        info = await bot.service.lobby.check_start(game_id, interaction.user.id, is_admin(interaction))
        if not clicked(interaction):
            await interaction.response.defer(thinking=True)
        failed = await bot.delivery.check_dms(info) if info.hidden else []
        say = words.of(info.language)
        if failed and not without_dms:
            await interaction.followup.send(
                say.say("bot-no-dms", players=text.mentions(failed)),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
            return
        started = await bot.service.lobby.start(
            game_id, interaction.user.id, is_admin(interaction), shuffle=shuffle
        )
    await refresh_lobby(bot, game_id)
    problem = await bot.delivery.tell(started, words.reader(interaction))
    await interaction.followup.send(say.say("bot-started", game=info.name) + problem)


async def start_at_once(interaction: discord.Interaction, game_id: int) -> None:
    """Solo play: ``/game new`` gave the AI every seat but the owner's, so the game starts at once
    (its answer already sent); in a hidden-information game only if the owner takes DMs (else they
    start it with ``without_dms``)."""
    bot = app(interaction)
    info = await bot.service.tables.info(game_id)
    say = words.of(info.language)
    with bot.service.tables.claim("start", game_id, Msg("bot-guard-starting", game=info.name)):
        if info.hidden and await bot.delivery.check_dms(info):
            await interaction.followup.send(
                say.say("bot-no-dms", players=text.mentions(info.users())),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
            return
        started = await bot.service.lobby.start(game_id, interaction.user.id, is_admin(interaction))
    await refresh_lobby(bot, game_id)
    problem = await bot.delivery.tell(started, words.reader(interaction))
    await interaction.followup.send(say.say("bot-started", game=info.name) + problem)


def lobby_post(info: GameInfo) -> tuple[str, discord.ui.View | None]:
    """The lobby's post: the game, who sits where (the AI's seats named), and (while in the lobby)
    Join, Add AI on each free seat, and Start."""
    say = words.of(info.language)
    body = "\n".join([say.created(info), say.say("bot-lobby-seating", seating=say.seating(info))])
    open_ = {s: say.seat(info, s) for s in info.open_seats()}
    free = {s: say.seat(info, s) for s in info.free_seats()}
    view = lobby_controls.seat_controls(say, info.id, open_, free) if info.status == "lobby" else None
    return limits.clip(body, limits.MESSAGE), view


async def post_lobby(bot: App, game_id: int) -> None:
    """Post the lobby's post (``lobby_post``) and remember it, to edit it as seats are taken."""
    info = await bot.service.tables.info(game_id)
    body, view = lobby_post(info)
    message_id = await bot.delivery.outbox.send(info.channel_id, body, view=view, mention=[info.owner_id])
    await bot.service.news.remember_message(
        game_id, LOBBY, MessageRef(info.channel_id, message_id, info.version)
    )


async def refresh_lobby(bot: App, game_id: int) -> None:
    """The lobby's post, edited in place to show who sits where now (once started, without buttons)."""
    ref = await bot.service.lobby.posted(game_id, LOBBY)
    if ref is None:
        return
    info = await bot.service.tables.info(game_id)
    body, view = lobby_post(info)
    try:
        await bot.delivery.outbox.edit(ref.channel_id, ref.message_id, body, view, [info.owner_id])
    except discord.HTTPException as e:  # deleted meanwhile: the game goes on without it
        log.info("could not edit the lobby post of game %s: %s", game_id, e)


# --- conceding ---------------------------------------------------------------------------------


async def concede(interaction: discord.Interaction, game_id: int) -> None:
    """Ask the player to confirm, privately, with the game's version (acknowledged first)."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot, say = app(interaction), words.reader(interaction)
    info = await bot.service.ending.ask(game_id, interaction.user.id)
    await interaction.followup.send(
        say.say(
            "bot-concede-confirm", game=info.name, seats=info.seat_refs(info.seats_of(interaction.user.id))
        ),
        view=lobby_controls.concede_controls(say, game_id, info.version),
        ephemeral=True,
    )


async def concede_confirmed(interaction: discord.Interaction, game_id: int, version: int, yes: bool) -> None:
    bot, say = app(interaction), words.reader(interaction)
    if not yes:
        await interaction.response.send_message(say.say("bot-concede-kept"), ephemeral=True)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    outcome = await bot.service.ending.concede(game_id, interaction.user.id, version)
    await concession_news(interaction, outcome)


async def side_vote(interaction: discord.Interaction, game_id: int, version: int, agree: bool) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    outcome = await app(interaction).service.ending.vote(game_id, interaction.user.id, version, agree)
    await concession_news(interaction, outcome)


async def concession_news(interaction: discord.Interaction, told: Outcome) -> None:
    """Tell the table what became of a concession (the outcome's news where the game ended), and
    the caller privately."""
    bot, say = app(interaction), words.reader(interaction)
    outcome = told.conceded
    assert outcome is not None
    info = outcome.info
    table = words.of(info.language)
    player, seats = text.mention(outcome.requested_by), info.seat_refs(list(outcome.seats))
    problem = ""
    if outcome.kind is ConcedeKind.ENDED:
        problem = await bot.delivery.tell(told, say)
    elif outcome.kind is ConcedeKind.VOTE:
        body = table.say(
            "bot-concede-vote",
            player=player,
            seats=seats,
            game=info.name,
            voters=text.mentions(outcome.voters),
        )
        view = lobby_controls.side_vote_controls(table, info.id, info.version)
        await bot.delivery.outbox.send(info.channel_id, body, view=view, mention=outcome.voters)
    elif outcome.kind is ConcedeKind.LEFT:
        body = table.say("bot-concede-left", player=player, seats=seats, game=info.name)
        await bot.delivery.post_notice(info, body, [outcome.requested_by])
    reply = say.say(
        f"bot-concede-{outcome.kind.value}", game=info.name, waiting=text.mentions(outcome.waiting)
    )
    await interaction.followup.send(reply + problem, ephemeral=True)


# --- a rematch ---------------------------------------------------------------------------------


async def rematch(interaction: discord.Interaction, game_id: int, swap: bool) -> None:
    """Open the rematch of an ended game in a new thread, as a lobby with Join and Start; tell the
    old game's channel, and the caller privately. The caller acknowledged privately first, before
    the game was looked up: a refusal is the private answer."""
    bot, say = app(interaction), words.reader(interaction)
    ended = await bot.service.tables.info(game_id)
    with bot.service.tables.claim("rematch", game_id, Msg("bot-guard-rematch-opening", game=ended.name)):
        info, _ = await bot.service.finales.rematch_plan(game_id, interaction.user.id, swap)
        table = words.of(info.language)
        parent = info.parent_channel_id or info.channel_id
        channel_id = await _thread(bot, parent, info, interaction, table)
        new = await bot.service.finales.open_rematch(
            game_id, interaction.user.id, swap, channel_id=channel_id, parent_channel_id=parent
        )
    await post_lobby(bot, new.id)
    key = "bot-end-rematch-opened-swapped" if swap else "bot-end-rematch-opened"
    where = text.channel(new.channel_id)
    await bot.delivery.post_notice(
        info, table.say(key, player=text.mention(interaction.user.id), game=info.name, channel=where)
    )
    solo = set(new.players.values()) == {interaction.user.id} and not new.free_seats() and bool(new.ai_seats)
    reply = "bot-end-rematch-solo-reply" if solo else "bot-end-rematch-reply"
    await interaction.followup.send(say.say(reply, channel=where), ephemeral=True)
    if solo:  # the caller against the AI alone: it starts at once, as ``/game new ai:``
        await start_at_once(interaction, new.id)


async def _thread(
    bot: App, parent: int, info: GameInfo, interaction: discord.Interaction, table: Words
) -> int:
    """A new thread for the rematch, named as ``/game new`` names one (unique by the owner's number)."""
    serial = str(await bot.service.seats.owner_serial(info.guild_id, interaction.user.id))
    owner, title = interaction.user.display_name, Msg(f"{info.key}-title")
    name = (
        table.say("bot-thread-name-life", title=title, name=info.given_name, owner=owner, serial=serial)
        if info.given_name
        else table.say("bot-thread-name-unnamed", title=title, owner=owner, serial=serial)
    )
    channel_id, _ = await bot.delivery.place_for_new(parent, True, name)
    return channel_id

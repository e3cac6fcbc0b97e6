"""Members' languages and layouts: ephemeral replies follow the client's locale of each interaction,
direct messages the locale a member's client last showed; a member may choose a language of their own,
and the phone layout for their private boards; a game's owner chooses the layout of the boards the
game posts in its channel. And whether a member takes direct messages, and where."""

from __future__ import annotations

from bot.service.records import GameInfo
from bot.service.tables import Tables, require_admin
from bot.storage import MemberRow
from i18n import language_of

PHONE = "phone"  # members.layout: the phone layout of private boards
BOARD_LAYOUT = "board_layout"  # games.settings: the layout of the channel's boards, PHONE or not set


def channel_phone(info: GameInfo) -> bool:
    """Whether the game posts its boards in its channel in the phone layout (the owner's choice)."""
    return info.settings.get(BOARD_LAYOUT) == PHONE


class Members:
    """Each member's language, layout and direct messages; the channel's board layout."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.storage = tables.storage
        self.clock = tables.clock

        self._members: dict[int, MemberRow] = {}  # by user id, all loaded at start (``load``)

    async def load(self) -> None:
        self._members = {m.user_id: m for m in await self.storage.members()}

    def reply_language(self, user_id: int, locale: str | None) -> str:
        """The language of a reply to an interaction: the member's choice, or their client's."""
        member = self._members.get(user_id)
        if member is not None and member.language is not None:
            return member.language
        return language_of(locale)

    def dm_language(self, user_id: int, fallback: str) -> str:
        """The language of a direct message: the member's choice, else their client's as last seen,
        else ``fallback`` (the game's language) for a member never seen."""
        member = self._members.get(user_id)
        if member is None:
            return fallback
        if member.language is not None:
            return member.language
        return language_of(member.locale) if member.locale else fallback

    def chosen_language(self, user_id: int) -> str | None:
        member = self._members.get(user_id)
        return member.language if member is not None else None

    async def remember_locale(self, user_id: int, locale: str) -> None:
        """Note the locale a member's client sent (written only when it changed)."""
        member = self._members.get(user_id)
        if member is not None and member.locale == locale:
            return
        await self._save(
            MemberRow(user_id, locale, member.language if member else None, member.layout if member else None)
        )

    async def choose_language(self, user_id: int, language: str | None, locale: str) -> None:
        """The member's own language for replies and DMs (None: follow their client's locale)."""
        member = self._members.get(user_id)
        await self._save(MemberRow(user_id, locale, language, member.layout if member else None))

    async def choose_layout(self, user_id: int, phone: bool, locale: str) -> None:
        """The layout of the member's boards in DMs and private replies: phone, or desktop."""
        member = self._members.get(user_id)
        language = member.language if member else None
        await self._save(MemberRow(user_id, locale, language, PHONE if phone else None))

    def prefers_phone(self, user_id: int) -> bool:
        """Whether the member chose the phone layout for their private boards."""
        member = self._members.get(user_id)
        return member is not None and member.layout == PHONE

    async def choose_board_layout(self, game_id: int, user_id: int, is_admin: bool, phone: bool) -> GameInfo:
        """The layout of the boards the game posts in its channel: phone, or desktop (owner or
        Manage Channels)."""
        async with self.tables.held(game_id) as table:
            info = table.info()
            require_admin(info, user_id, is_admin, "bot-error-owner-settings")
            settings = {k: v for k, v in info.settings.items() if k != BOARD_LAYOUT}
            await self.storage.set_life(game_id, {**settings, BOARD_LAYOUT: PHONE} if phone else settings)
            await self.tables.refresh(table)
            return table.info()

    # --- direct messages ----------------------------------------------------------------------

    async def dm_blocked(self, user_id: int) -> bool:
        status = await self.storage.dm_status(user_id)
        return bool(status and status.blocked)

    async def dm_channel(self, user_id: int) -> int | None:
        status = await self.storage.dm_status(user_id)
        return status.channel_id if status else None

    async def set_dm(self, user_id: int, *, channel_id: int | None = None, blocked: bool) -> None:
        await self.storage.set_dm_status(user_id, channel_id, blocked, self.clock.now())

    async def _save(self, member: MemberRow) -> None:
        await self.storage.set_member(member, self.clock.now())
        self._members[member.user_id] = member

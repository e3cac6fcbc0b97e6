"""The offline Discord with clocks on it: when each message arrived (each interaction notes when it
was answered, in time or late: ``InteractionRecord.answered_at``, ``late_at``).

Times are the fake's event-loop clock (``time.monotonic``), the one ``InteractionRecord.created_at``
uses for the moment an interaction was dispatched to the bot.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from aiohttp import web

from fakediscord import Attachment, Channel, FakeDiscord, InteractionRecord, Message, RequestRecord
from fakediscord.routes import RequestBody, Upload

Watcher = Callable[[Message, float], None]
PNG_SIGNATURE = 8  # the bytes of each upload kept


class TimedDiscord(FakeDiscord):
    """``FakeDiscord`` telling watchers of each channel's new messages.

    Built to stay out of the way of what it measures: requests are not checked against Discord's
    OpenAPI schema (the end-to-end tests do that; here it would cost the fake tens of milliseconds per
    message, and the fake shares the machine with the bot), only the first bytes of each upload are
    kept, and interactions are found by id or token in a dict instead of a list scan.
    """

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.watchers: dict[int, Watcher] = {}  # channel id -> called with each message stored there
        self._by_id: dict[str, InteractionRecord] = {}
        self._by_token: dict[str, InteractionRecord] = {}
        self._indexed = 0

    def _index(self) -> None:
        for record in self.interactions[self._indexed :]:
            self._by_id[str(record.id)] = record
            self._by_token[record.token] = record
        self._indexed = len(self.interactions)

    def interaction_by_id(self, interaction_id: str) -> InteractionRecord | None:
        self._index()
        return self._by_id.get(interaction_id)

    def interaction_by_token(self, token: str) -> InteractionRecord | None:
        self._index()
        return self._by_token.get(token)

    def _validate(self, request: web.Request, record: RequestRecord, body: RequestBody) -> list[str]:
        return []

    def store_message(self, channel: Channel, message: Message) -> None:
        super().store_message(channel, message)
        watcher = self.watchers.get(channel.id)
        if watcher is not None:
            watcher(message, self.loop_time())

    def store_attachment(
        self, message: Message, filename: str, upload: Upload, description: str | None
    ) -> Attachment:
        upload = dataclasses.replace(upload, data=upload.data[:PNG_SIGNATURE])
        return super().store_attachment(message, filename, upload, description)

"""No token in any log, at any level: interaction and webhook tokens, the bot token, OAuth secrets.

discord.py logs at DEBUG every REST call with its URL (``POST …/interactions/{id}/{token}/callback``,
``…/webhooks/{application_id}/{token}/messages/@original``) and body, and every gateway event as a
dict (an ``INTERACTION_CREATE`` carries ``'token': '…'``). ``TokenFilter`` rewrites a log record's
message (formatted with its arguments), traceback and stack with every such secret replaced by
``[redacted]``. ``install`` runs it on every record any logger creates, before any handler or
formatter sees it, so it holds for handlers added later and for formatters that print a traceback
from ``exc_info`` themselves (discord.py's coloured one does).
"""

from __future__ import annotations

import logging
import re
import traceback
from collections.abc import Callable, Iterable

REDACTED = "[redacted]"

_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    # REST routes carrying a token: /interactions/{id}/{token}/…, /webhooks/{id}/{token}/…
    (re.compile(r"(/(?:interactions|webhooks)/\d+/)[^/\s?#'\"<>]+"), rf"\1{REDACTED}"),
    # a secret as a key and its value: gateway payloads ("token": "…", 'token': '…'), query strings
    (
        re.compile(
            r"""(["']?\b(?:token|interaction_token|webhook_token|access_token|refresh_token|client_secret)"""
            r"""["']?\s*[:=]\s*["']?)[^"'\s,}&)\]]+"""
        ),
        rf"\1{REDACTED}",
    ),
    # an Authorization header's credentials
    (re.compile(r"(\b(?:Bot|Bearer)\s+)[A-Za-z0-9._~+/=-]{20,}"), rf"\1{REDACTED}"),
    # an interaction token wherever it stands: each begins with base64("interaction:")
    (re.compile(r"aW50ZXJhY3Rpb246[A-Za-z0-9_=-]*"), REDACTED),
    # anything shaped like a bot token: base64(user id) . timestamp . HMAC
    (
        re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,}"),
        REDACTED,
    ),
)


class TokenFilter(logging.Filter):
    """Redacts tokens from every record it sees and lets the record through.

    ``secrets`` are exact strings to hide as well (the bot token from the configuration), so a
    token of an unexpected shape is hidden too.
    """

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self.secrets: set[str] = set()
        self.add(secrets)

    def add(self, secrets: Iterable[str]) -> None:
        """Hide these exact strings too (empty ones are ignored)."""
        self.secrets.update(s for s in secrets if s)

    def redact(self, text: str) -> str:
        """``text`` with every secret and token replaced by ``[redacted]``."""
        for secret in sorted(self.secrets, key=len, reverse=True):
            text = text.replace(secret, REDACTED)
        for pattern, replacement in _PATTERNS:
            text = pattern.sub(replacement, text)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record in place: message and arguments become one redacted string, and a
        traceback is folded into it (redacted) so no formatter can print the raw exception."""
        message = self.redact(_message(record))
        if record.exc_info and record.exc_info[0] is not None:
            message = f"{message}\n{self.redact(_traceback(record))}"
        elif record.exc_text:
            message = f"{message}\n{self.redact(record.exc_text)}"
        record.msg, record.args = message, None
        record.exc_info, record.exc_text = None, None
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)
        return True


def _message(record: logging.LogRecord) -> str:
    try:
        return record.getMessage()
    except (TypeError, ValueError):  # arguments that do not fit the format: show both
        return f"{record.msg!s} {record.args!r}"


def _traceback(record: logging.LogRecord) -> str:
    assert record.exc_info is not None
    kind, value, trace = record.exc_info
    return "".join(traceback.format_exception(kind, value, trace)).rstrip("\n")


RecordFactory = Callable[..., logging.LogRecord]


class _RedactingFactory:
    """Wraps the record factory in force: every record is made, then filtered."""

    def __init__(self, inner: RecordFactory, token_filter: TokenFilter) -> None:
        self.inner = inner
        self.token_filter = token_filter

    def __call__(self, *args: object, **kwargs: object) -> logging.LogRecord:
        record = self.inner(*args, **kwargs)
        self.token_filter.filter(record)
        return record


def install(*secrets: str) -> TokenFilter:
    """Redact tokens (and these exact secrets, such as the bot token) from every log record from
    now on, whatever its logger, level or handler. Installing again adds the secrets to the filter
    already in force. Returns the filter (to add to a handler of one's own, if wanted)."""
    current = logging.getLogRecordFactory()
    if isinstance(current, _RedactingFactory):
        current.token_filter.add(secrets)
        return current.token_filter
    token_filter = TokenFilter(secrets)
    logging.setLogRecordFactory(_RedactingFactory(current, token_filter))
    return token_filter

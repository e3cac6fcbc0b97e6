"""Injected failures: rate limits, server errors and users with closed DMs, shaped as Discord sends them."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from http import HTTPStatus

from aiohttp import web

from fakediscord.models import User
from fakediscord.objects import error_json
from fakediscord.routes import json_response


@dataclass
class _Rule:
    pattern: re.Pattern[str]
    times: int
    status: int
    retry_after: float = 0.0
    global_: bool = False


class Faults:
    """Rules matched against ``"METHOD /path"`` (the path after ``/api/v10``, e.g. ``POST /channels/1/messages``).

    Each rule answers its next ``times`` matching requests; the request is still recorded and validated.
    """

    def __init__(self) -> None:
        self._rules: list[_Rule] = []
        self._closed_dms: set[int] = set()

    def rate_limit(
        self, route_regex: str, times: int = 1, retry_after: float = 0.3, global_: bool = False
    ) -> None:
        """Answer the next ``times`` matching requests with a 429 and ``retry_after`` seconds."""
        self._rules.append(_Rule(re.compile(route_regex), times, 429, retry_after, global_))

    def server_error(self, route_regex: str, times: int = 1, status: int = 502) -> None:
        """Answer the next ``times`` matching requests with a 5xx (discord.py retries 500/502/504/524)."""
        self._rules.append(_Rule(re.compile(route_regex), times, status))

    def close_dms(self, user: User) -> None:
        """Messages to this user's DM channel fail with 403 / 50007, as when DMs from members are off."""
        self._closed_dms.add(user.id)

    def open_dms(self, user: User) -> None:
        """Undo :meth:`close_dms`."""
        self._closed_dms.discard(user.id)

    def dms_closed(self, user: User) -> bool:
        return user.id in self._closed_dms

    def take(self, method: str, path: str) -> web.Response | None:
        """The injected response for this request, consuming one use of the first matching rule."""
        route = f"{method} {path}"
        for rule in self._rules:
            if rule.times > 0 and rule.pattern.search(route):
                rule.times -= 1
                if rule.status == 429:
                    return _rate_limited(rule.retry_after, rule.global_)
                return _server_error(rule.status)
        return None


def _rate_limited(retry_after: float, global_: bool) -> web.Response:
    body = {
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": global_,
        "code": 0,
    }
    headers = {
        "Via": "1.1 google",
        "Retry-After": str(max(1, round(retry_after))),
        "X-RateLimit-Scope": "global" if global_ else "user",
    }
    if global_:
        headers["X-RateLimit-Global"] = "true"
    else:
        headers |= {
            "X-RateLimit-Limit": "5",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
            "X-RateLimit-Reset-After": f"{retry_after:.3f}",
            "X-RateLimit-Bucket": "fakediscord-bucket",
        }
    return json_response(body, 429, headers)


def _server_error(status: int) -> web.Response:
    return json_response(error_json(0, f"{status}: {HTTPStatus(status).phrase}"), status)

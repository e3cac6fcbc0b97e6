"""Discord's text limits, and clipping that keeps every reply within them whatever the input.

Discord counts a limit in Unicode code points, Python's ``len`` (Discord staff in
discord/discord-api-docs#1315: "the API calculates length based on the number of codepoints"), so
a Python string never splits a UTF-16 surrogate pair. What clipping must still respect is the
character a reader sees: ``clip`` cuts between grapheme clusters (a base with its combining marks,
an emoji with its skin tone, variation selector or ZWJ sequence, a flag's two regional indicators,
a Hangul syllable's jamo) and never inside Discord markup such as ``<@id>`` or ``<t:…:R>``, then
adds an ellipsis. ``excerpt`` quotes user input in an error: one line, a short prefix, markdown and
mass mentions escaped.

The numbers are those of ``shared/discord-api/openapi.json`` (``maxLength`` / ``maxItems``) unless
marked otherwise. Ephemeral replies and followups obey the same limits as any message. Nothing here
imports discord (the service quotes user input with ``excerpt``); fitting discord.py's own objects
(embeds, menus, autocomplete choices) to these limits is ``bot.chat.fitting``.
"""

from __future__ import annotations

import re
import unicodedata

# --- the limits ------------------------------------------------------------------------------------

# Message content: IncomingWebhookInteractionRequest (every interaction reply, ephemeral or not) and
# IncomingWebhookRequestPartial (followups) say 2000. MessageCreateRequest says 4000, which only
# Nitro authors get (Discord's docs give 2000 for a bot's message): we keep 2000 everywhere.
MESSAGE = 2000
EMBED_TITLE = 256  # RichEmbed.title
EMBED_DESCRIPTION = 4096  # RichEmbed.description
EMBED_FIELDS = 25  # RichEmbed.fields
EMBED_FIELD_NAME = 256  # RichEmbedField.name
EMBED_FIELD_VALUE = 1024  # RichEmbedField.value
EMBED_FOOTER = 2048  # RichEmbedFooter.text
EMBED_AUTHOR = 256  # RichEmbedAuthor.name
EMBED_TOTAL = 6000  # Discord's docs, "Embed Limits": all embeds of a message together (not in the spec)
EMBEDS = 10  # MessageCreateRequest.embeds
BUTTON_LABEL = 80  # ButtonComponentForMessageRequest.label
CUSTOM_ID = 100  # ButtonComponentForMessageRequest.custom_id, StringSelect...custom_id
SELECT_PLACEHOLDER = 150  # StringSelectComponentForMessageRequest.placeholder
SELECT_OPTIONS = 25  # StringSelectComponentForMessageRequest.options
SELECT_LABEL = 100  # StringSelectOptionForRequest.label
SELECT_DESCRIPTION = 100  # StringSelectOptionForRequest.description
SELECT_VALUE = 100  # StringSelectOptionForRequest.value
CHOICE_NAME = 100  # ApplicationCommandOptionStringChoice.name
# The spec allows 6000, Discord's docs say "up to 100 characters if string", and the offline Discord
# checks 100: we keep 100.
CHOICE_VALUE = 100
AUTOCOMPLETE_CHOICES = 25  # InteractionApplicationCommandAutocompleteCallbackStringData.choices
THREAD_NAME = 100  # CreateTextThreadWithMessageRequest.name
MODAL_TITLE = 45  # ModalInteractionCallbackRequestData.title
TEXT_INPUT_LABEL = 45  # TextInputComponentForModalRequest.label

ELLIPSIS = "…"
EXCERPT = 40  # code points of user input an error may quote

# --- grapheme clusters (Unicode UAX #29, the rules that matter for chat text) ----------------------

_ZWJ = "\u200d"
_VARIATION = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]")
_EXTEND_EXTRA = re.compile("[\u200c\U0001f3fb-\U0001f3ff\U000e0020-\U000e007f]")  # ZWNJ, skin tones, tags
_MARKUP = re.compile(r"<(?:@[!&]?\d+|#\d+|t:-?\d+(?::[tTdDfFsSR])?|a?:\w+:\d+|/[\w -]+:\d+)>")
_MARKUP_REACH = 120  # longer than any markup token
_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_SPACES = re.compile(r"\s+")
# What Discord reads as markdown, and the links it must leave alone: the same patterns as
# ``discord.utils.escape_markdown`` and ``escape_mentions``, here so that the Discord-free service can
# quote user input without importing discord.
_MARKDOWN = re.compile(
    r"(?P<url><[^: >]+:/[^ >]+>|(?:https?|steam)://[^\s<]+[^<.,:;\"'\]\s])"
    r"|(?P<markdown>[_\\~|*`]|^>(?:>>)?\s|\[.+\]\(.+\)|^#{1,3}|^\s*-)",
    re.MULTILINE,
)
_MASS_MENTION = re.compile(r"@(everyone|here|[!&]?[0-9]{17,20})")


def _extends(char: str) -> bool:
    """Grapheme_Extend, SpacingMark and ZWJ: joins the character before it (GB9, GB9a)."""
    return (
        unicodedata.category(char) in ("Mn", "Me", "Mc")
        or char == _ZWJ
        or bool(_VARIATION.match(char) or _EXTEND_EXTRA.match(char))
    )


def _regional(char: str) -> bool:
    return "\U0001f1e6" <= char <= "\U0001f1ff"


def _hangul(char: str) -> str:
    """The Hangul_Syllable_Type: L, V, T, LV, LVT or "" (GB6-GB8)."""
    code = ord(char)
    if 0x1100 <= code <= 0x115F or 0xA960 <= code <= 0xA97C:
        return "L"
    if 0x1160 <= code <= 0x11A7 or 0xD7B0 <= code <= 0xD7C6:
        return "V"
    if 0x11A8 <= code <= 0x11FF or 0xD7CB <= code <= 0xD7FB:
        return "T"
    if 0xAC00 <= code <= 0xD7A3:
        return "LV" if (code - 0xAC00) % 28 == 0 else "LVT"
    return ""


_HANGUL_JOINS = {"L": {"L", "V", "LV", "LVT"}, "V": {"V", "T"}, "LV": {"V", "T"}, "T": {"T"}, "LVT": {"T"}}


def is_boundary(text: str, i: int) -> bool:
    """Whether a grapheme cluster may end before ``text[i]``."""
    if i <= 0 or i >= len(text):
        return True
    before, after = text[i - 1], text[i]
    if before == "\r" and after == "\n":  # GB3
        return False
    if _extends(after):  # GB9, GB9a
        return False
    if before == _ZWJ and unicodedata.category(after) == "So":  # GB11: an emoji ZWJ sequence
        return False
    if _regional(before) and _regional(after):  # GB12, GB13: flags pair up from the left
        run = 0
        while i - 1 - run >= 0 and _regional(text[i - 1 - run]):
            run += 1
        return run % 2 == 0
    return _hangul(after) not in _HANGUL_JOINS.get(_hangul(before), set())


def _cut(text: str, limit: int) -> int:
    """The last place at or before ``limit`` to cut ``text``: between clusters, outside markup."""
    cut = max(limit, 0)
    while cut > 0 and not is_boundary(text, cut):
        cut -= 1
    if cut == 0:
        return 0  # the first character a reader sees is longer than the limit: none of it
    start = max(cut - _MARKUP_REACH, 0)
    for token in _MARKUP.finditer(text, start, min(cut + _MARKUP_REACH, len(text))):
        if token.start() < cut < token.end():
            return token.start()
    return cut


# --- clipping ----------------------------------------------------------------------------------------


def clip(text: str, limit: int = MESSAGE) -> str:
    """``text`` itself when it fits in ``limit`` code points; otherwise its longest head that ends
    between two characters a reader sees (and outside markup), with an ellipsis, within ``limit``."""
    if len(text) <= limit:
        return text
    if limit < len(ELLIPSIS):
        return text[: _cut(text, limit)]
    return text[: _cut(text, limit - len(ELLIPSIS))].rstrip() + ELLIPSIS


def excerpt(text: str, n: int = EXCERPT) -> str:
    """User input quoted in an error: one line, at most ``n`` code points of it (and an ellipsis),
    direction controls removed, markdown and @everyone/@here escaped so it shows as typed."""
    line = "".join(" " if unicodedata.category(c) == "Cc" else c for c in _BIDI.sub("", text))
    line = _SPACES.sub(" ", line).strip()
    return _MASS_MENTION.sub("@\u200b\\1", _MARKDOWN.sub(_escape_markdown, clip(line, n)))


def _escape_markdown(match: re.Match[str]) -> str:
    """A link is left as it is; any other markdown gets a backslash before it."""
    return match["url"] or "\\" + match["markdown"]


def content(text: str) -> str:
    """Message content, for ``send``, ``send_message``, ``edit`` and followups (ephemeral too)."""
    return clip(text, MESSAGE)


def thread_name(name: str) -> str:
    """A thread name (one line, 100 code points)."""
    return clip(_SPACES.sub(" ", name).strip(), THREAD_NAME) or ELLIPSIS

"""Discord's documented limits that discord.py does not check locally (see discord-engineering.md §1).

Every check returns a list of readable problems; an empty list means the payload is within limits.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any

from fakediscord.models import IS_COMPONENTS_V2

CHAT_INPUT, USER_COMMAND, MESSAGE_COMMAND = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, NUMBER = 3, 4, 10
ACTION_ROW, BUTTON, STRING_SELECT = 1, 2, 3
SELECTS = (3, 5, 6, 7, 8)
LINK_BUTTON, PREMIUM_BUTTON = 5, 6
COMMANDS_PER_TYPE = {CHAT_INPUT: 100, USER_COMMAND: 15, MESSAGE_COMMAND: 15}


def _is_name_char(char: str) -> bool:
    """``[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]``: Devanagari and Thai include their combining marks."""
    if char in "-_'" or unicodedata.category(char)[0] in "LN":
        return True
    return "\u0900" <= char <= "\u097f" or "\u0e00" <= char <= "\u0e7f"


def check_name(name: Any, where: str) -> list[str]:
    """A slash command or option name: 1-32 name characters, lower-case where a lower case exists."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        return [f"{where}: name {name!r} must be 1-32 characters"]
    problems = []
    if not all(_is_name_char(c) for c in name):
        problems.append(f"{where}: name {name!r} has characters outside [-_'\\p{{L}}\\p{{N}}]")
    if name != name.lower():
        problems.append(f"{where}: name {name!r} must be lower-case")
    return problems


def _check_text(value: Any, where: str, low: int, high: int) -> list[str]:
    if not isinstance(value, str) or not low <= len(value) <= high:
        length = len(value) if isinstance(value, str) else type(value).__name__
        return [f"{where} must be {low}-{high} characters (got {length})"]
    return []


def _longest(entity: dict[str, Any], key: str) -> int:
    """The length that counts toward the 8000 limit: the longest of the default and its localizations."""
    values = [entity.get(key) or "", *(entity.get(f"{key}_localizations") or {}).values()]
    return max(len(str(v)) for v in values)


def check_commands(commands: list[dict[str, Any]], scope: str) -> list[str]:
    """A bulk-overwrite payload: per-command limits plus the per-scope command counts."""
    problems: list[str] = []
    counts: dict[int, int] = {}
    names: set[tuple[int, str]] = set()
    for command in commands:
        kind = command.get("type") or CHAT_INPUT
        counts[kind] = counts.get(kind, 0) + 1
        key = (kind, command.get("name", ""))
        if key in names:
            problems.append(f"{scope}: duplicate command name {key[1]!r}")
        names.add(key)
        problems += check_command(command, scope)
    for kind, count in counts.items():
        limit = COMMANDS_PER_TYPE.get(kind, 1)
        if count > limit:
            problems.append(f"{scope}: {count} commands of type {kind}, the limit is {limit}")
    return problems


def check_command(command: dict[str, Any], scope: str) -> list[str]:
    """One application command: names, descriptions, option tree, choices and the 8000-char total."""
    name = command.get("name", "?")
    where = f"{scope} /{name}"
    kind = command.get("type") or CHAT_INPUT
    if kind != CHAT_INPUT:
        return _check_text(name, f"{where}: name", 1, 32)
    problems = check_name(name, where)
    problems += _check_text(command.get("description"), f"{where}: description", 1, 100)
    problems += _check_options(command.get("options") or [], where, depth=0)
    total = _command_size(command)
    if total > 8000:
        problems.append(f"{where}: {total} characters of names, descriptions and choices (limit 8000)")
    return problems


def _command_size(entity: dict[str, Any]) -> int:
    total = _longest(entity, "name") + _longest(entity, "description")
    for choice in entity.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    return total + sum(_command_size(option) for option in entity.get("options") or [])


def _check_options(options: list[dict[str, Any]], where: str, depth: int) -> list[str]:
    problems = []
    if len(options) > 25:
        problems.append(f"{where}: {len(options)} options (limit 25)")
    kinds = {o.get("type") for o in options}
    nested = kinds & {SUB_COMMAND, SUB_COMMAND_GROUP}
    if nested and kinds - nested:
        problems.append(f"{where}: subcommands cannot be mixed with plain options")
    if depth == 1 and SUB_COMMAND_GROUP in kinds:
        problems.append(f"{where}: subcommand groups can only be nested one level")
    if depth == 2 and nested:
        problems.append(f"{where}: a subcommand cannot contain subcommands")
    seen_optional = False
    names: set[str] = set()
    for option in options:
        option_where = f"{where} {option.get('name', '?')}"
        if option.get("name") in names:
            problems.append(f"{option_where}: duplicate option name")
        names.add(option.get("name", ""))
        problems += check_name(option.get("name"), option_where)
        problems += _check_text(option.get("description"), f"{option_where}: description", 1, 100)
        if option.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP):
            next_depth = depth + 1 if option["type"] == SUB_COMMAND_GROUP else 2
            problems += _check_options(option.get("options") or [], option_where, next_depth)
            continue
        if option.get("required"):
            if seen_optional:
                problems.append(f"{option_where}: required options must come before optional ones")
        else:
            seen_optional = True
        problems += _check_value_option(option, option_where)
    return problems


def _check_value_option(option: dict[str, Any], where: str) -> list[str]:
    problems = []
    choices = option.get("choices") or []
    if option.get("autocomplete"):
        if choices:
            problems.append(f"{where}: autocomplete cannot be combined with choices")
        if option.get("type") not in (STRING, INTEGER, NUMBER):
            problems.append(f"{where}: autocomplete only works on string, integer and number options")
    problems += check_choices(choices, where)
    for key, low in (("min_length", 0), ("max_length", 1)):
        value = option.get(key)
        if value is not None and not low <= value <= 6000:
            problems.append(f"{where}: {key} {value} outside {low}-6000")
    return problems


def check_choices(choices: list[dict[str, Any]], where: str) -> list[str]:
    """Choices of an option or of an autocomplete answer: at most 25, names 1-100, string values ≤100."""
    problems = []
    if len(choices) > 25:
        problems.append(f"{where}: {len(choices)} choices (limit 25)")
    for index, choice in enumerate(choices):
        problems += _check_text(choice.get("name"), f"{where}: choice {index} name", 1, 100)
        value = choice.get("value")
        if isinstance(value, str) and len(value) > 100:
            problems.append(f"{where}: choice {index} value is {len(value)} characters (limit 100)")
    return problems


def check_message(body: dict[str, Any], where: str, *, file_count: int = 0) -> list[str]:
    """A message create/edit body: content, embeds, files and components."""
    problems = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > 2000:
        problems.append(f"{where}: content is {len(content)} characters (limit 2000)")
    embeds = body.get("embeds") or []
    if len(embeds) > 10:
        problems.append(f"{where}: {len(embeds)} embeds (limit 10)")
    problems += _check_embeds(embeds, where)
    attachments = max(len(body.get("attachments") or []), file_count)
    if attachments > 10:
        problems.append(f"{where}: {attachments} files (limit 10)")
    components = body.get("components") or []
    flags = body.get("flags") or 0
    problems += check_components(components, where, v2=bool(flags & IS_COMPONENTS_V2))
    return problems


_EMBED_FIELDS = {"title": 256, "description": 4096}


def _check_embeds(embeds: list[dict[str, Any]], where: str) -> list[str]:
    problems = []
    total = 0
    for index, embed in enumerate(embeds):
        texts = [(key, embed.get(key) or "", limit) for key, limit in _EMBED_FIELDS.items()]
        texts.append(("footer.text", (embed.get("footer") or {}).get("text") or "", 2048))
        texts.append(("author.name", (embed.get("author") or {}).get("name") or "", 256))
        fields = embed.get("fields") or []
        if len(fields) > 25:
            problems.append(f"{where}: embed {index} has {len(fields)} fields (limit 25)")
        for n, fld in enumerate(fields):
            texts.append((f"fields[{n}].name", fld.get("name") or "", 256))
            texts.append((f"fields[{n}].value", fld.get("value") or "", 1024))
        for key, text, limit in texts:
            if len(text) > limit:
                problems.append(f"{where}: embed {index} {key} is {len(text)} characters (limit {limit})")
            total += len(text.strip())
    if total > 6000:
        problems.append(f"{where}: embeds hold {total} characters in total (limit 6000)")
    return problems


def check_components(components: list[dict[str, Any]], where: str, *, v2: bool = False) -> list[str]:
    """Legacy rows (≤5 rows, ≤5 buttons or one select per row) or components V2 (≤40 in all)."""
    problems = []
    if v2:
        count = sum(1 for _ in _walk(components))
        if count > 40:
            problems.append(f"{where}: {count} components (limit 40 with IS_COMPONENTS_V2)")
    else:
        if len(components) > 5:
            problems.append(f"{where}: {len(components)} action rows (limit 5)")
        for index, row in enumerate(components):
            problems += _check_row(row, f"{where}: row {index}")
    custom_ids = [c["custom_id"] for c in _walk(components) if "custom_id" in c]
    for duplicate in sorted({c for c in custom_ids if custom_ids.count(c) > 1}):
        problems.append(f"{where}: custom_id {duplicate!r} is used twice")
    for component in _walk(components):
        problems += _check_component(component, where)
    return problems


def _walk(components: Iterable[dict[str, Any]]) -> Iterable[dict[str, Any]]:
    for component in components:
        yield component
        yield from _walk(component.get("components") or [])
        if "accessory" in component:
            yield from _walk([component["accessory"]])


def _check_row(row: dict[str, Any], where: str) -> list[str]:
    if row.get("type") != ACTION_ROW:
        return [f"{where}: top-level component of type {row.get('type')} without IS_COMPONENTS_V2"]
    children = row.get("components") or []
    kinds = [c.get("type") for c in children]
    if not children:
        return [f"{where}: empty action row"]
    if any(k in SELECTS for k in kinds) and len(children) > 1:
        return [f"{where}: a select menu must be alone in its row"]
    if len(children) > 5:
        return [f"{where}: {len(children)} buttons (limit 5)"]
    return []


def _check_component(component: dict[str, Any], where: str) -> list[str]:
    kind = component.get("type")
    problems = []
    if "custom_id" in component:
        problems += _check_text(component["custom_id"], f"{where}: custom_id", 1, 100)
    if kind == BUTTON:
        label = component.get("label") or ""
        if len(label) > 80:
            problems.append(f"{where}: button label is {len(label)} characters (limit 80)")
        style = component.get("style")
        if style == LINK_BUTTON and len(component.get("url") or "") > 512:
            problems.append(f"{where}: button url longer than 512")
        if style not in (LINK_BUTTON, PREMIUM_BUTTON) and "custom_id" not in component:
            problems.append(f"{where}: non-link button without custom_id")
    if kind in SELECTS:
        problems += _check_select(component, where)
    return problems


def _check_select(select: dict[str, Any], where: str) -> list[str]:
    problems = []
    options = select.get("options") or []
    if len(options) > 25:
        problems.append(f"{where}: select has {len(options)} options (limit 25)")
    if select.get("type") == STRING_SELECT and not options:
        problems.append(f"{where}: string select without options")
    for index, option in enumerate(options):
        for key in ("label", "value"):
            problems += _check_text(option.get(key), f"{where}: select option {index} {key}", 1, 100)
        if len(option.get("description") or "") > 100:
            problems.append(f"{where}: select option {index} description longer than 100")
    if len(select.get("placeholder") or "") > 150:
        problems.append(f"{where}: select placeholder longer than 150")
    for key in ("min_values", "max_values"):
        value = select.get(key)
        if value is not None and not 0 <= value <= 25:
            problems.append(f"{where}: select {key} {value} outside 0-25")
    return problems


def check_modal(data: dict[str, Any], where: str) -> list[str]:
    """A modal callback: title ≤45, custom_id 1-100, 1-5 components."""
    problems = _check_text(data.get("title"), f"{where}: modal title", 1, 45)
    problems += _check_text(data.get("custom_id"), f"{where}: modal custom_id", 1, 100)
    components = data.get("components") or []
    if not 1 <= len(components) <= 5:
        problems.append(f"{where}: modal has {len(components)} components (1-5)")
    return problems

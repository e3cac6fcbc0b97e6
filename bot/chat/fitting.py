"""Discord's own objects (autocomplete choices, select options, embeds, buttons and menus of a view)
fitted to the limits of ``bot.limits``, whatever the text put in them."""

from __future__ import annotations

from collections.abc import Iterable

import discord
from discord import app_commands

from bot.limits import (
    AUTOCOMPLETE_CHOICES,
    BUTTON_LABEL,
    CHOICE_NAME,
    CHOICE_VALUE,
    ELLIPSIS,
    EMBED_AUTHOR,
    EMBED_DESCRIPTION,
    EMBED_FIELD_NAME,
    EMBED_FIELD_VALUE,
    EMBED_FIELDS,
    EMBED_FOOTER,
    EMBED_TITLE,
    EMBED_TOTAL,
    EMBEDS,
    SELECT_DESCRIPTION,
    SELECT_LABEL,
    SELECT_OPTIONS,
    SELECT_PLACEHOLDER,
    SELECT_VALUE,
    clip,
)


def choices(pairs: Iterable[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    """Autocomplete answers: the first 25, names clipped; a value too long to send is left out
    (a clipped value would mean something else)."""
    out: list[app_commands.Choice[str]] = []
    for name, value in pairs:
        if len(out) == AUTOCOMPLETE_CHOICES:
            break
        if len(value) <= CHOICE_VALUE:
            out.append(app_commands.Choice(name=clip(name, CHOICE_NAME) or ELLIPSIS, value=value))
    return out


def select_option(label: str, value: str, description: str | None = None) -> discord.SelectOption:
    """A select option with its label and description clipped (its value is ours and must fit)."""
    if len(value) > SELECT_VALUE:
        raise ValueError(f"a select value has at most {SELECT_VALUE} characters, got {len(value)}")
    return discord.SelectOption(
        label=clip(label, SELECT_LABEL) or ELLIPSIS,
        value=value,
        description=None if description is None else clip(description, SELECT_DESCRIPTION),
    )


def fit_embed(embed: discord.Embed, budget: int = EMBED_TOTAL) -> discord.Embed:
    """The embed with every text clipped to its limit, fields beyond 25 left out, and the
    description shortened last so the whole stays within ``budget`` (6000 for one embed)."""
    fitted = embed.copy()
    if fitted.title:
        fitted.title = clip(fitted.title, EMBED_TITLE)
    if fitted.author.name:
        fitted.set_author(
            name=clip(fitted.author.name, EMBED_AUTHOR),
            url=fitted.author.url,
            icon_url=fitted.author.icon_url,
        )
    if fitted.footer.text:
        fitted.set_footer(text=clip(fitted.footer.text, EMBED_FOOTER), icon_url=fitted.footer.icon_url)
    fields = [(f.name or "", f.value or "", bool(f.inline)) for f in fitted.fields[:EMBED_FIELDS]]
    fitted.clear_fields()
    for name, value, inline in fields:
        fitted.add_field(
            name=clip(name, EMBED_FIELD_NAME), value=clip(value, EMBED_FIELD_VALUE), inline=inline
        )
    description = clip(fitted.description or "", EMBED_DESCRIPTION)
    fitted.description = None
    room = budget - len(fitted)
    while room < 0 and fitted.fields:  # the fields alone are too long: drop from the end
        fitted.remove_field(len(fitted.fields) - 1)
        room = budget - len(fitted)
    if description:
        fitted.description = clip(description, max(room, 0)) or None
    return fitted


def fit_embeds(embeds: Iterable[discord.Embed]) -> list[discord.Embed]:
    """Several embeds of one message: at most 10, sharing the 6000-character total in order."""
    out: list[discord.Embed] = []
    left = EMBED_TOTAL
    for embed in list(embeds)[:EMBEDS]:
        fitted = fit_embed(embed, left)
        left -= len(fitted)
        out.append(fitted)
    return out


def fit_controls(view: discord.ui.View) -> discord.ui.View:
    """Clip, in place, the button labels, select placeholders and options of a view; returns it."""
    for item in view.children:
        if isinstance(item, discord.ui.Button) and item.label:
            item.label = clip(item.label, BUTTON_LABEL)
        elif isinstance(item, discord.ui.Select):
            if item.placeholder:
                item.placeholder = clip(item.placeholder, SELECT_PLACEHOLDER)
            item.options = [_fit_option(o) for o in item.options[:SELECT_OPTIONS]]
    return view


def _fit_option(option: discord.SelectOption) -> discord.SelectOption:
    option.label = clip(option.label, SELECT_LABEL) or ELLIPSIS
    if option.description:
        option.description = clip(option.description, SELECT_DESCRIPTION)
    return option

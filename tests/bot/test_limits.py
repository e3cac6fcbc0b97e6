"""bot.limits: every outgoing text within Discord's limits, cut between characters a reader sees.

The offline Discord's own checks (``fakediscord.limits``) judge the messages, embeds, components and
autocomplete answers built here, so the limits are tested against an independent reading of the spec.
"""

from __future__ import annotations

import discord
from hypothesis import given
from hypothesis import strategies as st

from bot import limits
from bot.chat import fitting
from bot.limits import ELLIPSIS, clip, excerpt
from fakediscord.limits import check_choices, check_components, check_message

JAPANESE = "皇帝ナポレオンはワーテルローで敗れた。プロイセン軍が到着する前に決着をつけたかった。"
# Clusters a careless cut would break: ZWJ families, skin tones, flags, keycaps, a variation
# selector, combining dakuten and accents, a Hangul syllable in jamo, CR LF.
CLUSTERS = [
    "a",
    "日",
    "が",
    "か\u3099",
    "e\u0301",
    "👍🏽",
    "👨\u200d👩\u200d👧\u200d👦",
    "🏳️\u200d🌈",
    "🇯🇵",
    "🇫🇷",
    "1️⃣",
    "❤️",
    "\u1100\u1161\u11a8",
    "\r\n",
    " ",
    "<t:1700000000:R>",
    "<@123456789012345678>",
]


def ends_between_clusters(clipped: str, parts: list[str]) -> bool:
    """Whether ``clipped`` (ellipsis removed, trailing space allowed to go) is a run of whole parts."""
    head = clipped.removesuffix(ELLIPSIS)
    joined = ""
    for part in parts:
        if len(joined) >= len(head):
            break
        joined += part
    return joined.rstrip() == head or joined == head


def test_short_text_is_left_alone() -> None:
    assert clip("Red to act", 2000) == "Red to act"
    assert clip("x" * 2000) == "x" * 2000


def test_a_few_thousand_characters_fit_one_message_with_an_ellipsis() -> None:
    text = "road ligny " * 500  # 5,500 characters
    clipped = limits.content(text)
    assert len(clipped) <= limits.MESSAGE and clipped.endswith(ELLIPSIS)
    assert text.startswith(clipped.removesuffix(ELLIPSIS))
    assert check_message({"content": clipped}, "reply") == []
    assert check_message({"content": text}, "reply") != []  # the oracle does refuse the raw text


def test_japanese_text_is_cut_between_characters() -> None:
    text = JAPANESE * 100
    clipped = clip(text, limits.MESSAGE)
    assert len(clipped) == limits.MESSAGE
    assert text.startswith(clipped[:-1]) and clipped[-1] == ELLIPSIS


def test_an_emoji_sequence_is_never_split() -> None:
    family = "👨\u200d👩\u200d👧\u200d👦"  # 7 code points, one picture
    for limit in range(1, 30):
        clipped = clip(family * 5, limit)
        assert len(clipped) <= limit
        assert clipped.removesuffix(ELLIPSIS).count("\u200d") % 3 == 0
    assert clip(family * 5, 10) == family + ELLIPSIS


def test_flags_pair_from_the_left() -> None:
    flags = "🇯🇵🇫🇷🇬🇧"
    assert clip(flags, 4) == "🇯🇵" + ELLIPSIS
    assert clip(flags, 5) == "🇯🇵🇫🇷" + ELLIPSIS


def test_a_combining_mark_stays_with_its_letter() -> None:
    assert clip("か\u3099か\u3099か\u3099", 4) == "か\u3099" + ELLIPSIS
    assert clip("e\u0301e\u0301e\u0301", 4) == "e\u0301" + ELLIPSIS


def test_markup_is_not_cut_open() -> None:
    text = "Deadline " + "<t:1700000000:R>" + " and more text after it"
    for limit in range(10, 26):
        assert "<t:" not in clip(text, limit) or "<t:1700000000:R>" in clip(text, limit)
    assert clip(text, 20) == "Deadline" + ELLIPSIS


def test_a_character_longer_than_the_limit_is_left_out_whole() -> None:
    assert clip("a" + "\u0301" * 3000, 2000) == ELLIPSIS
    assert clip("👨\u200d👩\u200d👧\u200d👦", 5) == ELLIPSIS


@given(st.lists(st.sampled_from(CLUSTERS), max_size=300), st.integers(min_value=1, max_value=400))
def test_any_text_is_cut_within_the_limit_between_clusters(parts: list[str], limit: int) -> None:
    text = "".join(parts)
    clipped = clip(text, limit)
    assert len(clipped) <= limit
    if len(text) <= limit:
        assert clipped == text
    else:
        assert clipped.endswith(ELLIPSIS)
        assert ends_between_clusters(clipped, parts), (clipped, parts)


def test_excerpt_names_the_input_without_echoing_it() -> None:
    text = "play " + "x" * 5000
    quoted = excerpt(text)
    assert len(quoted) <= limits.EXCERPT and quoted.startswith("play xxx") and quoted.endswith(ELLIPSIS)


def test_excerpt_is_one_line_with_markdown_and_mass_mentions_escaped() -> None:
    quoted = excerpt("**road**\n\n`ligny`\x00 @everyone \u202eevil")
    assert "\n" not in quoted and "\x00" not in quoted and "\u202e" not in quoted
    assert quoted.startswith("\\*\\*road\\*\\* \\`ligny\\`")
    assert "@everyone" not in quoted


def test_excerpt_of_japanese_and_emoji() -> None:
    assert excerpt(JAPANESE, 10) == JAPANESE[:9] + ELLIPSIS
    assert excerpt("👍🏽" * 30, 10) == "👍🏽" * 4 + ELLIPSIS


def test_autocomplete_answers_fit() -> None:
    pairs = [(f"{JAPANESE * 5} {i}", f"move {i}") for i in range(40)]
    pairs.insert(3, ("too long a value", "v" * 101))
    answer = fitting.choices(pairs)
    assert len(answer) == limits.AUTOCOMPLETE_CHOICES
    assert all(c.value != "v" * 101 for c in answer)
    assert check_choices([c.to_dict() for c in answer], "autocomplete") == []


def test_an_embed_fits_every_limit_and_the_total() -> None:
    embed = discord.Embed(title="🇯🇵" * 300, description=JAPANESE * 200)
    embed.set_footer(text="f" * 3000)
    embed.set_author(name="a" * 300)
    for i in range(30):
        embed.add_field(name=f"field {i} " + "n" * 300, value="v" * 2000)
    fitted = fitting.fit_embed(embed)
    assert len(fitted.fields) <= limits.EMBED_FIELDS and len(fitted) <= limits.EMBED_TOTAL
    assert fitted.title is not None and fitted.title.endswith(ELLIPSIS)
    assert check_message({"embeds": [fitted.to_dict()]}, "post") == []
    assert check_message({"embeds": [embed.to_dict()]}, "post") != []
    assert embed.title == "🇯🇵" * 300  # the original is left as it was


def test_embeds_of_one_message_share_the_total() -> None:
    embeds = [discord.Embed(description=JAPANESE * 100) for _ in range(12)]
    fitted = fitting.fit_embeds(embeds)
    assert len(fitted) == limits.EMBEDS
    assert check_message({"embeds": [e.to_dict() for e in fitted]}, "post") == []


def test_a_view_with_long_labels_and_many_options_fits() -> None:
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="Join " + JAPANESE * 5, custom_id="game:1:join"))
    options = [fitting.select_option(JAPANESE * 3, f"seat{i}", "d" * 300) for i in range(30)]
    view.add_item(discord.ui.Select(custom_id="game:1:seat", options=options, placeholder="p" * 200))
    components = fitting.fit_controls(view).to_components()
    assert check_components(components, "lobby") == []
    assert len(components[1]["components"][0]["options"]) == limits.SELECT_OPTIONS


def test_a_select_value_that_does_not_fit_is_a_bug_not_clipped() -> None:
    try:
        fitting.select_option("label", "v" * 101)
    except ValueError as e:
        assert "100" in str(e)
    else:
        raise AssertionError("a 101-character value was accepted")


def test_thread_names_are_one_line() -> None:
    name = limits.thread_name("Napoleon 2.1 — " + "long\nname " * 40)
    assert len(name) <= limits.THREAD_NAME and "\n" not in name

"""The Japanese catalogs read as a Japanese wargamer expects (``japanese_style``): no half-width
space beside a Japanese word, none of the words a glossary's "Not this" table forbids, log lines
in the polite past, dice before the full stop, a single card named in a sentence quoted in 「」;
and each check is shown to catch what it must.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine.core import LogEntry, Msg, Ref
from i18n import catalog_packages, translator
from i18n.catalogs import package_folder
from i18n.commands import set_command_ids
from i18n.inventory import Entry, package_entries
from tests.i18n.japanese_style import (
    DICE_AFTER_STOP,
    QUOTED_ALREADY,
    SPACE_KEPT,
    Wrong,
    forbidden,
    glossary_of,
    spaced,
    unquoted_cards,
    wrong_words,
)

PACKAGES = [p for p in catalog_packages() if (package_folder(p) / "locales" / "ja").is_dir()]
GAMES = ("engine.napoleon21", "engine.gustav", "engine.napoleon1815")
# each game's lines in the pictures' shared catalog (images/locales/ja/boardtext.ftl)
PICTURE_KEYS = {
    "engine.napoleon21": "images-text-n21-",
    "engine.gustav": "images-text-gustav-",
    "engine.napoleon1815": "images-text-n1815-",
}
COMMON = wrong_words(glossary_of("bot"))


def texts(entry: Entry) -> dict[str, str]:
    """An entry's value and attributes, as the inventory writes them (placeables as ``{ … }``)."""
    found = {"": entry.value} if entry.value is not None else {}
    return found | {f".{name}": text for name, text in entry.texts.items()}


def sources(package: str) -> dict[str, tuple[str, str]]:
    """Each Japanese entry's source text, with its comment and its group's (``## …`` above it)."""
    found: dict[str, tuple[str, str]] = {}
    for path in sorted((package_folder(package) / "locales" / "ja").glob("*.ftl")):
        group = ""
        comment: list[str] = []
        key = ""
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("## "):
                group, comment = line, []
            elif line.startswith("#"):
                comment.append(line)
            elif match := re.match(r"(-?[a-z0-9_-]+) =", line):
                key = match.group(1)
                found[key] = (line[match.end() :], "\n".join([group, *comment]))
                comment = []
            elif key and line.startswith(" "):
                text, notes = found[key]
                found[key] = (text + "\n" + line, notes)
    return found


def game_entries(game: str) -> list[Entry]:
    pictures = [e for e in package_entries("images", "ja") if e.key.startswith(PICTURE_KEYS[game])]
    return package_entries(game, "ja") + pictures


@pytest.mark.parametrize("package", PACKAGES)
def test_no_half_width_space_beside_a_japanese_word(package: str) -> None:
    notes = sources(package)
    found = [
        f"{entry.key}{where}: {'|'.join(spaced(text))}"
        for entry in package_entries(package, "ja")
        if SPACE_KEPT not in notes.get(entry.key, ("", ""))[1]
        for where, text in texts(entry).items()
        if spaced(text)
    ]
    assert found == []


@pytest.mark.parametrize("package", PACKAGES)
def test_no_word_the_shared_glossary_forbids(package: str) -> None:
    found = [
        f"{entry.key}{where}: {', '.join(forbidden(text, COMMON))}"
        for entry in package_entries(package, "ja")
        for where, text in texts(entry).items()
        if forbidden(text, COMMON)
    ]
    assert found == []


@pytest.mark.parametrize("game", GAMES)
def test_no_word_the_games_glossary_forbids(game: str) -> None:
    words = wrong_words(glossary_of(game))
    assert words, f"{glossary_of(game)} has no 'Not this' table"
    found = [
        f"{entry.key}{where}: {', '.join(forbidden(text, words))}"
        for entry in game_entries(game)
        for where, text in texts(entry).items()
        if forbidden(text, words)
    ]
    assert found == []


@pytest.mark.parametrize("game", GAMES)
def test_each_rulebook_term_is_spelled_once_in_the_games_glossary(game: str) -> None:
    """The terms of ``locales/ja/glossary.ftl`` (``-gustav-morale = モラル``) are the only place the
    catalogs spell them: every other entry says ``{ -gustav-morale }``, and GLOSSARY.md lists each."""
    terms = [e for e in package_entries(game, "ja") if e.file.endswith("/glossary.ftl")]
    assert terms, f"{game} has no ja/glossary.ftl"
    documented = glossary_of(game).read_text(encoding="utf-8")
    assert [t.key for t in terms if (t.value or "") not in documented] == []
    spelled = [
        f"{entry.key}{where}: {term.value}"
        for entry in game_entries(game)
        if not entry.file.endswith("/glossary.ftl")
        for where, text in texts(entry).items()
        for term in terms
        if term.value and term.value in text
    ]
    assert spelled == []


@pytest.mark.parametrize("game", ["engine.napoleon21", "engine.napoleon1815", "engine.gustav"])
def test_log_lines_are_in_the_past(game: str) -> None:
    """A log line tells what happened: 〜しました, never 〜します (an effect still to come is said as
    having been decided: 〜ことになりました)."""
    present = [
        f"{entry.key}: {entry.value}"
        for entry in package_entries(game, "ja")
        if "-log-" in entry.key
        and entry.value is not None
        and re.search(r"(?<!でし)(?<!まし)ます。", entry.value)
    ]
    assert present == []


@pytest.mark.parametrize("package", [*GAMES, "images"])
def test_a_single_card_in_a_sentence_is_quoted(package: str) -> None:
    """「テルシオ」を使用しました: the brackets are the sentence's (a card's own name has none), and
    a list of cards follows a colon or sits in parentheses instead of running into a particle."""
    found = [
        f"{key}: {', '.join(unquoted_cards(text))}"
        for key, (text, notes) in sources(package).items()
        if QUOTED_ALREADY not in notes and not re.search(r"-(board|prov)-", key) and unquoted_cards(text)
    ]
    names = [
        e.key
        for e in package_entries(package, "ja")
        if re.match(r"(gustav|napoleon1815)-(card|event)-", e.key) and "「" in (e.value or "")
    ]
    assert found == []
    assert names == [], "a card's own name carries no 「」: the sentence adds them"


def test_dice_come_before_the_full_stop() -> None:
    line = Msg("napoleon21-log-declare-own-failed", country=Ref("napoleon21-country", "spain")).to_json()
    entry: LogEntry = {"msg": line, "dice": [2, 5], "to": None}
    said = translator("ja", strict=True).entry(entry)
    assert said.endswith("（出目2、5）。")
    assert not DICE_AFTER_STOP.search(said)
    assert translator("en", strict=True).entry(entry).endswith(". [2 5]")


def test_a_command_in_a_sentence_is_a_mention_once_its_id_is_known() -> None:
    """Discord shows a mention by the name the reader's client knows, so a Japanese sentence still
    gives a member whose client is in English a command to click; without ids, the Japanese name."""
    ja = translator("ja", strict=True)
    set_command_ids({})
    assert "`/ゲーム 開始`" in ja.text("bot-joined-full")
    set_command_ids({"game": 1234})
    try:
        assert "</game start:1234>" in ja.text("bot-joined-full")
        assert "</game start:1234>" in translator("en", strict=True).text("bot-joined-full")
    finally:
        set_command_ids({})


def test_a_list_in_an_error_joins_as_japanese_lists() -> None:
    ja = translator("ja", strict=True)
    said = ja(Msg("core-error-option-value", option="target", value="99", choices=("12", "20")))
    assert "12、20" in said
    assert "12, 20" in translator("en", strict=True)(
        Msg("core-error-option-value", option="target", value="99", choices=("12", "20"))
    )


# ---------------------------------------------------------------- the checks catch what they must


def test_the_space_check_catches_spaces_beside_japanese_only() -> None:
    assert len(spaced("{ … } が { … } を担当します")) == 3
    assert spaced("DM を許可して") == ["DM を許可して"]
    assert spaced("**{ … }** で") != []
    assert spaced("🎲 **{ … }** — 記録") == []  # around a symbol or a dash: a layout choice
    assert spaced("`/ゲーム 参加` で") != []  # after code, as after any word
    assert spaced("`/ゲーム 参加`") == []  # inside code: a command as typed


def test_the_glossary_tables_are_read(tmp_path: Path) -> None:
    glossary = tmp_path / "GLOSSARY.md"
    glossary.write_text(
        "# x\n\n| Japanese | English |\n|---|---|\n| 撃破 | destroy |\n\n## Not this\n\n"
        "| Write | not | why |\n|---|---|---|\n| モラル | 士気 / 気力 | line 31 |\n\n## After\n| a | b |\n"
    )
    assert wrong_words(glossary) == [
        Wrong("士気", "モラル", "GLOSSARY.md"),
        Wrong("気力", "モラル", "GLOSSARY.md"),
    ]
    assert forbidden("士気が0になりました", wrong_words(glossary)) == ["士気 (write モラル)"]


def test_the_card_check_catches_bare_cards_and_lists_into_particles() -> None:
    assert unquoted_cards("{ $seat }が{ $card }を使用しました。") == ["{ $card }"]
    assert unquoted_cards("{ $seat }が「{ $card }」を使用しました。") == []
    assert unquoted_cards("{ $cards }を引きました。") == ["{ $cards }を"]
    assert unquoted_cards("カードを引きました：{ $cards }。") == []
    assert DICE_AFTER_STOP.search("失敗しました。（出目3）")


def joined_lists_in_messages(source: str) -> list[str]:
    """``Msg(..., x=", ".join(...))`` (or a name assigned such a join in the same function): a list
    joined in code reads 「12 20」 or 「12, 20」 in Japanese; a tuple lets the translator join it."""
    found = []
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Module):
            continue
        joined = {
            target.id
            for node in ast.walk(function)
            if isinstance(node, ast.Assign) and _is_join(node.value)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Msg":
                for keyword in node.keywords:
                    value = keyword.value
                    if _is_join(value) or (isinstance(value, ast.Name) and value.id in joined):
                        found.append(f"line {node.lineno}: {keyword.arg}=")
    return sorted(set(found))


def _is_join(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "join"
        and isinstance(node.func.value, ast.Constant)
        and node.func.value.value in (" ", ", ", "、")
    )


@pytest.mark.parametrize("package", ["engine", "bot"])
def test_no_message_carries_a_list_joined_in_code(package: str) -> None:
    root = Path(package_folder(package))
    found = [
        f"{path.relative_to(root.parent)} {where}"
        for path in sorted(root.rglob("*.py"))
        for where in joined_lists_in_messages(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_join_check_finds_joins() -> None:
    code = 'def f(s):\n    listed = " ".join(s)\n    return Msg("k", a=listed, b=", ".join(s), c=tuple(s))\n'
    assert joined_lists_in_messages(code) == ["line 3: a=", "line 3: b="]


def test_a_list_of_notations_survives_storage() -> None:
    """A message stored as JSON (the log, the database) keeps a list of notations, and one of names."""
    msg = Msg("core-error-option-value", option="x", value="9", choices=("12", "20"))
    assert Msg.from_json(msg.to_json()) == msg  # type: ignore[arg-type]
    names = Msg("bot-error-seats-free", seats=(Ref("duel-seat", "red"), "`blue`"))
    assert Msg.from_json(names.to_json()) == names  # type: ignore[arg-type]
    assert list(names.refs()) == [Ref("duel-seat", "red")]

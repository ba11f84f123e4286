"""The Traditional Chinese words of every registered game and of the app around them.

Every game the registry lists (``macaron_desktop/games/__init__.py``) is held to the same
rules, so a game that arrives later is checked without touching this file:

* spaces: a zh_TW translation sets no space between a placeholder and Chinese beside it;
  ``ui/words.py``'s :func:`fill` sets one only where the value begins or ends in Latin
  letters or digits (``由 Amélie 擔任``, ``由小明擔任``). Every message is rendered with a
  Chinese name, a Latin name and a count, and the spacing around each value is checked;
* the code fills placeholders only through :func:`fill` (no ``str.replace``) and joins the
  parts of a line only through :func:`join_parts` (no hard-coded ``" · "``);
* measure words, the dot without spaces, and the settled terms (不出牌, 抽牌堆) in the
  catalogue and on the game's zh_TW rules page.

The checks on particular lines of the existing games are in ``test_zh_tw_lines.py``.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from macaron_desktop.core.registry import specs
from macaron_desktop.ui.words import fill

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "macaron_desktop"
CATALOGUE = ROOT / "i18n" / "macaron_desktop_zh_TW.ts"

HAN = r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
# Chinese punctuation (、。「」…), full-width forms (：，（）！), the dash —— and the ellipsis …
CJK = r"[\u2014\u2026\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]"
LATIN = r"[0-9A-Za-z\u00c0-\u024f]"
PLACEHOLDER = re.compile(r"%n|%\d")

Key = tuple[str, str]


# -- what each game says ------------------------------------------------------------------


@cache
def catalogue() -> dict[Key, tuple[str, ...]]:
    """(context, source) -> the zh_TW translation (each plural form) of every message."""
    found: dict[Key, tuple[str, ...]] = {}
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found[(name, message.findtext("source", ""))] = tuple(forms or [translation.text or ""])
    return found


def _is_translate(call: ast.Call) -> bool:
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return name in ("translate", "QT_TRANSLATE_NOOP")


def _strings(call: ast.Call) -> Key | None:
    if len(call.args) >= 2 and all(isinstance(a, ast.Constant) for a in call.args[:2]):
        context, source = (a.value for a in call.args[:2])  # type: ignore[attr-defined]
        if isinstance(context, str) and isinstance(source, str):
            return context, source
    return None


def sources(folder: Path) -> list[Path]:
    """The Python files of ``folder`` (for the app: every file outside ``games/``)."""
    if folder == PACKAGE:
        return [p for p in folder.rglob("*.py") if "games" not in p.relative_to(folder).parts]
    return sorted(folder.rglob("*.py"))


@cache
def said_in(folder: Path) -> frozenset[Key]:
    """Every (context, source) the files of ``folder`` translate."""
    found = set()
    for path in sources(folder):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _is_translate(node) and (key := _strings(node)):
                found.add(key)
    return frozenset(found)


def _folder(spec_module: str) -> Path:
    return PACKAGE.joinpath(*spec_module.split(".")[1:-1])


#: every registered game (its id, its package, its zh_TW rules page), and the app itself
SPEAKERS = [
    pytest.param(
        (
            _folder(spec.rules_module),
            ROOT / "assets" / spec.rules_pages["zh_TW"] if "zh_TW" in spec.rules_pages else None,
        ),
        id=spec.game_id,
    )
    for spec in specs()
] + [pytest.param((PACKAGE, None), id="app")]


def messages(folder: Path) -> list[tuple[str, str, str]]:
    """(context, source, translation) of every message ``folder`` says, plural forms apart."""
    table = catalogue()
    return [
        (context, source, text)
        for context, source in sorted(said_in(folder))
        if (context, source) in table
        for text in table[(context, source)]
    ]


def test_every_registered_game_is_checked_by_its_own_package() -> None:
    folders = {param.values[0][0] for param in SPEAKERS}
    assert len(folders) == len(SPEAKERS)  # no game shares another's package
    for param in SPEAKERS:
        folder = param.values[0][0]
        assert folder.is_dir() and (folder == PACKAGE or folder.parent == PACKAGE / "games")
    macaron = next(p.values[0][0] for p in SPEAKERS if p.id == "macaron")
    assert ("Macaron", "%1 plays %2.") in said_in(macaron)
    assert ("Macaron", "%1 plays %2.") not in said_in(PACKAGE)


# -- spaces around a placeholder ----------------------------------------------------------

CHINESE_NAME = "小明"
LATIN_NAME = "Amélie"
COUNT = "3 張牌"  # a count with its measure word: a digit first, Chinese last
OTHER = "\x01"  # what the other placeholders become (neither Latin nor Chinese)


def spacing_problems(text: str) -> list[str]:
    """How ``text`` (a zh_TW translation) sets its values wrongly: each placeholder is filled
    in turn with a Chinese name, a Latin name and a count (the others with a neutral mark)
    and the characters beside the value are read."""
    found = []
    for match in PLACEHOLDER.finditer(text):
        if match[0] == "%n":  # Qt sets the number itself: Chinese must not touch it
            before, after = text[match.start() - 1 : match.start()], text[match.end() :][:1]
            if re.fullmatch(HAN, before) or re.fullmatch(HAN, after):
                found.append("%n touches Chinese: Qt sets no space, write one")
            continue
        index = int(match[0][1:])
        for value in (CHINESE_NAME, LATIN_NAME, COUNT):
            values = [OTHER] * 9
            values[index - 1] = value
            line = fill(text, *values)
            # where this placeholder's value landed: the n-th value among the filled ones
            at = _position(text, match.start(), line, value)
            left, right = line[max(0, at - 2) : at], line[at + len(value) : at + len(value) + 2]
            found += _beside(value, match[0], left, right)
    return sorted(set(found))


def _position(text: str, start: int, line: str, value: str) -> int:
    """Where the placeholder at ``start`` of ``text`` begins in the filled ``line``."""
    same = [m.start() for m in PLACEHOLDER.finditer(text) if m[0] == text[start : start + 2]]
    occurrence = same.index(start)
    at = -1
    for _ in range(occurrence + 1):
        at = line.index(value, at + 1)
    return at


def _beside(value: str, name: str, left: str, right: str) -> list[str]:
    problems = []
    chinese_first, chinese_last = re.match(HAN, value), re.match(HAN, value[-1])
    if left.endswith(" ") and re.fullmatch(CJK, left[:1]) and chinese_first:
        problems.append(f"a space between Chinese and {name} (as a Chinese word)")
    if right.startswith(" ") and re.fullmatch(CJK, right[1:2]) and chinese_last:
        problems.append(f"a space between {name} (ending in Chinese) and Chinese")
    if re.fullmatch(HAN, left[-1:]) and not chinese_first:
        problems.append(f"{name} (in Latin letters) glued to Chinese before it")
    if re.fullmatch(HAN, right[:1]) and not chinese_last:
        problems.append(f"{name} (in Latin letters) glued to Chinese after it")
    if left.endswith("  ") or right.startswith("  "):
        problems.append(f"two spaces beside {name}")
    return problems


def test_the_spacing_rule_sees_each_kind_of_mistake() -> None:
    assert spacing_problems("由%2擔任起始玩家。") == []
    assert spacing_problems("由 %2 擔任起始玩家。") == [
        "a space between %2 (ending in Chinese) and Chinese",
        "a space between Chinese and %2 (as a Chinese word)",
    ]
    assert spacing_problems("%1 的 Maca") == ["a space between %1 (ending in Chinese) and Chinese"]
    assert spacing_problems("%1 %2") == []  # two values side by side: either may be Latin
    assert spacing_problems("%1：%2。") == []
    assert spacing_problems("剩%n張") == ["%n touches Chinese: Qt sets no space, write one"]
    assert spacing_problems("剩 %n 張") == []
    # the same placeholder twice: each place is read
    assert spacing_problems("%1吃墩：但 %1 先出牌。") != []
    # what the rule leaves to fill(): a Latin name gets its spaces, a Chinese one none
    assert fill("由%1擔任", LATIN_NAME) == "由 Amélie 擔任"
    assert fill("由%1擔任", CHINESE_NAME) == "由小明擔任"
    assert fill("剛好%1個點心盒", 3) == "剛好 3 個點心盒"


@pytest.mark.parametrize("speaker", SPEAKERS)
def test_every_message_renders_with_a_chinese_and_a_latin_name(
    speaker: tuple[Path, Path | None],
) -> None:
    folder, _ = speaker
    wrong = [
        f"[{context}] {source!r} -> {text!r}: {'; '.join(problems)}"
        for context, source, text in messages(folder)
        if (problems := spacing_problems(text))
    ]
    assert wrong == [], "\n".join(wrong)


def test_every_message_a_game_says_is_in_the_catalogue() -> None:
    for param in SPEAKERS:
        missing = sorted(set(said_in(param.values[0][0])) - set(catalogue()))
        assert missing == [], f"{param.id}: run python i18n/update.py: {missing[:5]}"


# -- the code fills and joins through ui/words.py --------------------------------------------

WORDS = PACKAGE / "ui" / "words.py"


def hand_made_words(path: Path) -> list[str]:
    """Where ``path`` fills a placeholder with ``str.replace`` or joins parts of a line with
    a hard-coded dot, instead of ``ui/words.py``'s :func:`fill` and :func:`join_parts`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    translated = {
        id(arg)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and _is_translate(node)
        for arg in node.args
    }
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("replace", "arg")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and re.fullmatch(r"%\d", str(node.args[0].value))
        ):
            found.append(f"{path.name}:{node.lineno}: .{node.func.attr}({node.args[0].value!r})")
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and "·" in node.value
            and id(node) not in translated | docstrings
        ):
            found.append(f"{path.name}:{node.lineno}: a hard-coded dot {node.value!r}")
    return found


def test_the_check_of_the_code_sees_replace_and_a_hard_coded_dot(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""A · docstring."""\n'
        'a = translate("X", "%1 wins").replace("%1", name)\n'
        'b = f"{round_text} · {task}"\n'
        'c = fill(translate("X", "%1 · %2"), x, y)\n'
    )
    assert hand_made_words(sample) == [
        "sample.py:2: .replace('%1')",
        "sample.py:3: a hard-coded dot ' · '",
    ]


@pytest.mark.parametrize("speaker", SPEAKERS)
def test_the_code_fills_and_joins_through_the_words_module(
    speaker: tuple[Path, Path | None],
) -> None:
    folder, _ = speaker
    found = [line for path in sources(folder) if path != WORDS for line in hand_made_words(path)]
    assert found == [], "use ui/words.py's fill() and join_parts():\n" + "\n".join(found)


# -- measure words, separators and the settled terms ----------------------------------------

# (pattern, why): over the game's translations and its zh_TW rules page
BANNED = [
    (r"(%\d|(?<![.\d])\d+) ?點心盒", "a count of gift boxes takes its measure word: 3 個點心盒"),
    (r"放棄", "nobody forfeits: a player who lays nothing 不出牌 (docs/translation-terms.md)"),
    (r" · |· | ·", "the parts of a Chinese line are set with the dot alone: 第 2 手·輪到你"),
    (r"[\d%]·\d", "a dot between two numbers reads as a decimal: 其中 1 張牌收進個人收藏"),
    (r"[。！？] ", "no space after a full stop: sentences stand side by side"),
    (r"點心盒區", "the track is 點心盒軌 everywhere"),
    (r"皇家口味[：:]\s*(組別|%\d)", "Royal: group B is 皇家組別：組別 B"),
    (r"(定為|選定|成為|選擇)皇家口味", "a group is chosen or made Royal: 皇家組別"),
    (r"組別（皇家口味）|皇家口味與過敏原", "a group is not a flavour: 皇家組別"),
    (r"抵消|消除", "數字 2 消滅過敏原 (the article's verb)"),
    (r"本程式規則", "the house-rule tag is 家規"),
    (r"\d\s*(</b>)?\s*勝利點數|%\d\s*勝利點數", "N 點勝利點數, with the measure word"),
]


def texts_of(speaker: tuple[Path, Path | None]) -> dict[str, str]:
    """What a player reads of this game: its messages, and its zh_TW rules page."""
    folder, page = speaker
    found = {f"[{c}] {s!r}": t for c, s, t in messages(folder)}
    if page is not None:
        found[page.name] = re.sub(r"<[^>]+>", "", page.read_text(encoding="utf-8"))
    return found


@pytest.mark.parametrize("speaker", SPEAKERS)
@pytest.mark.parametrize(("pattern", "why"), BANNED, ids=[why[:24] for _, why in BANNED])
def test_banned_words_do_not_appear(
    speaker: tuple[Path, Path | None], pattern: str, why: str
) -> None:
    hits = [
        f"{where}: …{text[max(0, m.start() - 12) : m.end() + 12]}…"
        for where, text in texts_of(speaker).items()
        for m in re.finditer(pattern, text)
    ]
    assert hits == [], f"{why}:\n" + "\n".join(hits)


def test_the_banned_words_catch_the_old_wordings() -> None:
    old = ["+%1 點心盒", "%1 放棄。", "1–5 人 · 單人模式", "土 2·1 張牌", "查看。 家規"]
    for text in old:
        assert any(re.search(pattern, text) for pattern, _ in BANNED), text


@pytest.mark.parametrize("speaker", SPEAKERS)
def test_a_draw_pile_is_the_pile_you_draw_from(speaker: tuple[Path, Path | None]) -> None:
    """抽牌堆 is the pile players draw from (棄牌堆 the discard pile); 牌堆 alone is a game's
    other piles (Emma's in Macaron), so a page says 牌堆 alone only if its game has such
    piles."""
    folder, page = speaker
    other_piles = False
    for _, source, text in messages(folder):
        draw = re.search(r"draw pile|deck", source, re.I)
        assert not draw or "抽牌堆" in text, (source, text)
        if re.search(r"(?<![抽棄])牌堆", text):
            assert re.search(r"\bpiles?\b", source) and not draw, (source, text)
            other_piles = True
    if page is not None and not other_piles:
        bare = re.findall(r".{8}(?<![抽棄])牌堆.{4}", page.read_text(encoding="utf-8"))
        assert bare == [], f"{page}: the draw pile is 抽牌堆: {bare}"


# -- translator comments ------------------------------------------------------------------

# A ``#:`` comment is a note to translators: pyside6-lupdate hands every such comment to the
# next translate() call of the file, however far below. So a ``#:`` comment that has a call
# below it must stand right above that call; other comments use plain ``#``.
TRANSLATE_CALL = re.compile(r"(?<!def )\b(translate|QT_TRANSLATE_NOOP)\(")


def test_every_translator_note_stands_right_above_its_string() -> None:
    misplaced = []
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            if not line.lstrip().startswith("#:"):
                continue
            below = lines[number + 1 :]
            if not any(TRANSLATE_CALL.search(rest) for rest in below):
                continue  # no string below picks it up
            following = next((rest for rest in below if not rest.lstrip().startswith("#")), "")
            if not TRANSLATE_CALL.search(following):
                misplaced.append(f"{path.relative_to(ROOT)}:{number + 1}: {line.strip()}")
    assert misplaced == []


def test_notes_in_the_catalogue_describe_their_own_strings() -> None:
    notes = {}
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        for message in context.iter("message"):
            note = message.findtext("extracomment")
            if note:
                notes[(context.findtext("name"), message.findtext("source"))] = note
    assert "your seat" in notes[("NewGameDialog", "Player")]
    assert ("Macaron", "Allergen: %1") not in notes
    assert "、" in notes[("Words", ", ")]

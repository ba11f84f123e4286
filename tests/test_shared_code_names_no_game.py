"""Shared code knows no game: no game id, and none of the words a game's spec lists as its
own (``GameSpec.words``, English and zh_TW), in core/, ui/, app.py, sim.py or settings.py.

Everything game-specific lives in the game's package (``games/<id>/``) and reaches the
shared code through the game's spec. The product's own name is allowed.
"""

from __future__ import annotations

import re
from pathlib import Path

from macaron_desktop.core.registry import specs

PACKAGE = Path(__file__).resolve().parent.parent / "macaron_desktop"
SHARED = [
    *sorted(PACKAGE.joinpath("core").rglob("*.py")),
    *sorted(PACKAGE.joinpath("ui").rglob("*.py")),
    PACKAGE / "app.py",
    PACKAGE / "sim.py",
    PACKAGE / "settings.py",
]
PRODUCT_NAME = re.compile(r"macaron[_-]desktop|macaron ?desktop", re.IGNORECASE)


def game_words() -> dict[str, str]:
    """Every forbidden word (lower case) and the game it belongs to: every registered
    game's id and the words its spec lists."""
    words: dict[str, str] = {}
    for spec in specs():
        for word in (spec.game_id, *spec.words):
            words.setdefault(word.lower(), spec.game_id)
    return words


def forbidden_words() -> list[str]:
    """The forbidden words, longest first (so that "macarena" is named, not "maca")."""
    return sorted(game_words(), key=lambda w: (-len(w), w))


def _pattern(words: list[str]) -> re.Pattern[str]:
    # a Latin word starts after anything but a letter or digit ("_emma" and "MacaronTable"
    # count, "dilemma" does not); a Chinese word counts anywhere (no spaces between words)
    latin = [re.escape(w) for w in words if w.isascii()]
    chinese = [re.escape(w) for w in words if not w.isascii()]
    parts = [f"(?<![a-z0-9])(?:{'|'.join(latin)})"] if latin else []
    if chinese:
        parts.append(f"(?:{'|'.join(chinese)})")
    return re.compile("(" + "|".join(parts) + ")", re.IGNORECASE)


def findings(text: str, words: list[str]) -> list[str]:
    """``word (line N)`` for each forbidden word in ``text`` (see :func:`_pattern`)."""
    found = []
    pattern = _pattern(words)
    for number, line in enumerate(text.splitlines(), start=1):
        for match in pattern.finditer(PRODUCT_NAME.sub("", line)):
            found.append(f"{match.group(1).lower()} (line {number})")
    return found


def test_every_game_lists_words_of_its_own_and_they_are_not_another_games_id() -> None:
    ids = {s.game_id for s in specs()}
    for spec in specs():
        if spec.playable:  # a game people play has words of its own to keep out
            assert spec.words, f"{spec.game_id} lists no words of its rules"
        assert all(w.strip() == w and w for w in spec.words), spec.game_id
        assert not ids & {w.lower() for w in spec.words}, spec.game_id


def test_every_listed_word_is_one_the_game_uses() -> None:
    """A word no text of the game uses (a typo) would guard nothing."""
    root = PACKAGE.parent
    catalogue = (root / "i18n" / "macaron_desktop_zh_TW.ts").read_text(encoding="utf-8")
    for spec in specs():
        package = PACKAGE / "games" / spec.game_id
        texts = [p.read_text(encoding="utf-8") for p in sorted(package.rglob("*.py"))]
        pages = [root / "assets" / page for page in spec.rules_pages.values()]
        texts += [p.read_text(encoding="utf-8") for p in pages if p.is_file()]
        own = "\n".join([*texts, catalogue]).lower()
        unused = [w for w in spec.words if w.lower() not in own]
        assert unused == [], f"{spec.game_id} lists words it never uses: {unused}"


def test_the_check_finds_what_it_must() -> None:
    words = forbidden_words()
    assert {"macaron", "macarena", "toy", "emma", "maca", "amulet", "護身符"} <= set(words)
    bad = (
        'x = "Emma"\nfrom ..games.macaron.record import build\nif mode == "2v2":\n'
        "class MacaronTable:\n_flavours = 1\nmake_toy()\nthe_macas = 2\n"
        "AmuletBadge\n# 交出護身符\nlabel = '點心盒'\n"
    )
    found = findings(bad, words)
    assert len(found) == 10, found
    assert "macaron (line 2)" in found and "maca (line 7)" in found
    assert "護身符 (line 9)" in found
    fine = (
        "import macaron_desktop\nMacaron Desktop; macaron-desktop; MacaronDesktop\n"
        "dilemma; destroy; as well as; an element; chartseries; 遊戲庫"
    )
    assert findings(fine, words) == []


def test_no_shared_module_names_a_game() -> None:
    words = forbidden_words()
    owner = game_words()
    problems = []
    for path in SHARED:
        name = path.relative_to(PACKAGE).as_posix()
        for found in findings(path.read_text(encoding="utf-8"), words):
            word = found.split(" (line")[0]
            problems.append(f"{name}: {found} ({owner[word]}'s)")
    assert problems == [], "\n".join(problems)

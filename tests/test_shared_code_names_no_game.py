"""Shared code knows no game: no game id or Macaron word in core/, ui/, app.py or sim.py.

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
]
PRODUCT_NAME = re.compile(r"macaron[_-]desktop|macaron ?desktop", re.IGNORECASE)
MACARON_WORDS = ("emma", "2v2", "flavour", "flavor")


def forbidden_words() -> list[str]:
    """Every registered game's id, and the words of Macaron's rules."""
    return sorted({*(s.game_id for s in specs()), *MACARON_WORDS})


def findings(text: str, words: list[str]) -> list[str]:
    """``word (line N)`` for each forbidden word at the start of a word in ``text``."""
    found = []
    # a word starts after anything but a letter or digit ("_emma" and "MacaronTable" count)
    pattern = re.compile(r"(?<![a-z0-9])(" + "|".join(map(re.escape, words)) + ")", re.IGNORECASE)
    for number, line in enumerate(text.splitlines(), start=1):
        for match in pattern.finditer(PRODUCT_NAME.sub("", line)):
            found.append(f"{match.group(1)} (line {number})")
    return found


def test_the_check_finds_what_it_must() -> None:
    words = forbidden_words()
    assert {"macaron", "toy", "emma"} <= set(words)
    bad = 'x = "Emma"\nfrom ..games.macaron.record import build\nif mode == "2v2":\nclass MacaronTable:\n_flavours = 1\nmake_toy()'
    assert len(findings(bad, words)) == 6
    fine = (
        "import macaron_desktop\nMacaron Desktop; macaron-desktop; MacaronDesktop\ndilemma; destroy"
    )
    assert findings(fine, words) == []


def test_no_shared_module_names_a_game() -> None:
    words = forbidden_words()
    problems = []
    for path in SHARED:
        for found in findings(path.read_text(encoding="utf-8"), words):
            problems.append(f"{path.relative_to(PACKAGE.parent)}: {found}")
    assert problems == [], "\n".join(problems)

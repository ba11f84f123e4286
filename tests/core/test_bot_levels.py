"""``core.spec.bot_levels``: a game's levels from their labels and one bot maker."""

from __future__ import annotations

from typing import Any

from macaron_desktop.core.spec import QT_TRANSLATE_NOOP, bot_levels

MADE: list[str] = []


def _make(level: str) -> Any:
    MADE.append(level)
    return f"bot:{level}"


def test_levels_keep_their_order_build_lazily_and_hide_the_unlisted() -> None:
    levels = bot_levels(
        _make,
        {
            "easy": QT_TRANSLATE_NOOP("Test", "Bot (easy)"),
            "hard": QT_TRANSLATE_NOOP("Test", "Bot (hard)"),
            "random": QT_TRANSLATE_NOOP("Test", "Bot (random)"),
        },
    )
    assert [(b.id, b.listed) for b in levels] == [("easy", True), ("hard", True), ("random", False)]
    assert MADE == []  # nothing is built before a seat needs it
    assert levels[1].factory() == "bot:hard" and MADE == ["hard"]
    assert levels[0].label == "Bot (easy)"

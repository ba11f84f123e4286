"""``core.spec``'s helpers: a game's bot levels from their labels and one bot maker, and
its modes from the player counts it is played with."""

from __future__ import annotations

from typing import Any

from macaron_desktop.core.spec import QT_TRANSLATE_NOOP, bot_levels, player_count_modes

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
    assert levels[0].label.source == "Bot (easy)"


def test_a_mode_per_player_count_with_that_many_player_seats() -> None:
    modes = player_count_modes(
        {3: QT_TRANSLATE_NOOP("Test", "3 players"), 2: QT_TRANSLATE_NOOP("Test", "2 players")}
    )
    assert [(m.id, len(m.player_seats), dict(m.config)) for m in modes] == [
        ("3p", 3, {"players": 3}),
        ("2p", 2, {"players": 2}),
    ]
    assert modes[1].label.source == "2 players" and modes[0].side_seats() == ((0,), (1,), (2,))

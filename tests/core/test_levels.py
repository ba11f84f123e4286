"""The kit's standard bot levels: the same names for every game, strength by budget."""

from __future__ import annotations

import random

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.levels import standard_levels
from macaron_desktop.core.search import MistakeBot


class Basic:
    def choose(self, view, legal, rng):  # type: ignore[no-untyped-def]
        return legal[0]


def test_the_levels_are_made_from_the_basic_bot_and_the_search_budgets() -> None:
    budgets: list[tuple[int, float]] = []

    def search(worlds: int, cap: float) -> Basic:
        budgets.append((worlds, cap))
        return Basic()

    levels = standard_levels(Basic, search, hard=(10, 1.0), expert=(30, 3.0))
    assert set(levels) == {"random", "basic", "easy", "normal", "hard", "expert"}
    assert isinstance(levels["random"](), RandomBot)
    assert isinstance(levels["normal"](), Basic) and isinstance(levels["basic"](), Basic)
    easy = levels["easy"]()
    assert isinstance(easy, MistakeBot)
    # easy plays the basic bot's second choice now and then, never anything else
    picks = {easy.choose(None, ["first", "second", "third"], random.Random(k)) for k in range(60)}
    assert picks == {"first", "second"}
    levels["hard"]()
    levels["expert"]()
    assert budgets == [(10, 1.0), (30, 3.0)]

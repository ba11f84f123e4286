"""Statistics count a player's scoring side (a team), read from the result, not the mode."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from macaron_desktop.core.game import Result
from macaron_desktop.core.match import SeatSpec
from macaron_desktop.core.stats import load_stats, record_finished


@dataclass
class _Game:
    game_id: str


@dataclass
class _Finished:
    """Just enough of a finished match for the statistics."""

    game: _Game
    config: dict[str, Any]
    seats: list[SeatSpec]
    outcome: Result

    def result(self) -> Result:
        return self.outcome


def test_a_player_in_a_team_counts_the_teams_score_and_win() -> None:
    seats = [SeatSpec("Bot", "bot", "basic"), SeatSpec("Bot", "bot", "basic")]
    seats += [SeatSpec("Ana"), SeatSpec("Bot", "bot", "basic")]
    # Ana sits in seat 2, on side 0 with seat 0; side 0 wins with 21
    result = Result((21, 12), (0,), ((0, 2), (1, 3)))
    figures = record_finished(_Finished(_Game("macaron"), {"mode": "2v2"}, seats, result))
    assert figures is not None and (figures.played, figures.won, figures.best_score) == (1, 1, 21)
    lost = Result((9, 15), (1,), ((0, 2), (1, 3)))
    record_finished(_Finished(_Game("macaron"), {"mode": "2v2"}, seats, lost))
    stored = load_stats()["macaron"]["2v2"]
    assert (stored.played, stored.won, stored.best_score) == (2, 1, 21)


def test_without_sides_every_seat_scores_alone() -> None:
    seats = [SeatSpec("Bot", "bot", "random"), SeatSpec("Ana"), SeatSpec("Bot", "bot", "random")]
    result = Result((2, 4, 1), (1,))
    figures = record_finished(_Finished(_Game("toy"), {"players": 3}, seats, result))
    assert figures is not None and (figures.won, figures.best_score) == (1, 4)
    assert "3p" in load_stats()["toy"]

"""The end of a game on the game screen: the result panel and playing again.

A mixin of :class:`~macaron_desktop.ui.game_screen.GameScreen`; the panel itself is
:class:`~.panels.GameOver` (winners, a score chart round by round, what to do next).
"""

from __future__ import annotations

from typing import Any

from .panels import side_names


class GameOverFlow:
    """Game over and play again; mixed into the game screen."""

    # every side's scores after each finished round (the game-over chart)
    round_scores: list[list[int]]
    match: Any
    window_: Any

    def _show_game_over(self) -> None:
        view = self.current()
        if getattr(self, "read_only", False):
            # a replay: the end is one more position to look at, not a game to go on from
            self._update_status(view)
            return
        result = self.match.result()
        assert result is not None
        sides = result.sides or self.board.sides(view)
        names = side_names(self.names, sides)
        history = [
            [scores[i] for scores in self.round_scores if i < len(scores)]
            for i in range(len(names))
        ]
        self.game_over.show_result(
            names,
            list(result.winners),
            list(result.scores),
            history,
            self.board.target(view),
            can_export=self.window_._can_export(),
        )
        self.window_._update_actions()
        self._update_status(view)

    def play_again(self) -> None:
        """A new game with the same seats and settings (and a new seed)."""
        from ...core.match import Match
        from ...core.rng import new_seed
        from ...core.savegame import Autosave

        old = self.match
        match = Match(old.game, dict(old.config), new_seed(), list(old.seats))
        window = self.window_
        window.close_game()
        window.open_match(match, Autosave.for_new_game(match))

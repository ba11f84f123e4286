"""The contract every game implements.

A game is a handful of pure functions over plain, immutable state:

* ``new_game(config, seed)`` deals a fresh game; all randomness comes from ``seed``.
* ``seats_to_act(state)`` names the seats that may act now. Usually one; several while a
  simultaneous choice (such as passing cards) is being collected; none once the game is over.
* ``legal_actions(state, seat)`` lists exactly what that seat may do.
* ``apply(state, seat, action)`` returns the next state, or raises
  :class:`~macaron_desktop.core.messages.IllegalAction` saying why not.
* ``view(state, seat)`` is what that seat may know; bots decide from views only.
* ``result(state)`` is ``None`` while the game runs, then the final scores and winners.
* optionally ``summary(state)``: ``{"round": n, "scores": [...]}`` for the Load dialog.
* ``encode_action`` / ``decode_action`` turn actions into JSON data and back, for the
  action log that savegames, records and undo are built on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True)
class Result:
    """The end of a game: final scores (per seat, or per team) and who shares the win."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


class Game(Protocol[S, A]):
    """A game's rules. Implementations are stateless; all state lives in ``S``."""

    game_id: str

    def validate_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """Return a complete config (defaults filled in) or raise ``ValueError``."""
        ...

    def new_game(self, config: Mapping[str, Any], seed: int) -> S:
        """Set up a new game from a validated config and a seed."""
        ...

    def num_seats(self, state: S) -> int:
        """How many seats the game has (Emma included where she plays)."""
        ...

    def seats_to_act(self, state: S) -> tuple[int, ...]:
        """Seats that may act now; empty when the game is over."""
        ...

    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Every action ``seat`` may take now (empty if it is not that seat's turn)."""
        ...

    def apply(self, state: S, seat: int, action: A) -> S:
        """The state after ``seat`` takes ``action``; raises ``IllegalAction`` if refused."""
        ...

    def view(self, state: S, seat: int) -> Any:
        """What ``seat`` may know of ``state``: hidden cards and choices are left out."""
        ...

    def result(self, state: S) -> Result | None:
        """Final scores and winners, or ``None`` while the game is running."""
        ...

    def encode_action(self, action: A) -> dict[str, Any]:
        """JSON-ready data for ``action``."""
        ...

    def decode_action(self, data: Mapping[str, Any]) -> A:
        """The action that ``encode_action`` produced ``data`` from; ``ValueError`` if bad."""
        ...

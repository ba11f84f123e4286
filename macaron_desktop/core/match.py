"""A match: one game in progress, with its seats, its action log and undo.

The log of moves is the single source of truth: replaying it from the seed rebuilds every
state exactly, which is what savegames, undo, records and bug reports rely on.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal

from .bots import Bot, bot_rng
from .game import A, Game, Result, S
from .messages import IllegalAction

#: who plays a seat: a person, a bot, or the rules themselves (a seat whose single legal
#: action is applied for it, such as a solo game's automatic opponent)
SeatKind = Literal["human", "bot", "rule"]


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: a name, and whether a human, a bot (with its level) or the rules."""

    name: str
    kind: SeatKind = "human"
    level: str | None = None


@dataclass(frozen=True)
class Move(Generic[A]):
    """One entry of the action log: which seat did what."""

    seat: int
    action: A


class Match(Generic[S, A]):
    """Game state plus the action log, with legality checks and undo."""

    def __init__(
        self,
        game: Game[S, A],
        config: Mapping[str, Any],
        seed: int,
        seats: Sequence[SeatSpec],
    ) -> None:
        self.game = game
        self.config = game.validate_config(config)
        self.seed = seed
        self.initial_state: S = game.new_game(self.config, seed)
        if len(seats) != game.num_seats(self.initial_state):
            raise ValueError(
                f"{len(seats)} seats given, the game needs {game.num_seats(self.initial_state)}"
            )
        self.seats: tuple[SeatSpec, ...] = tuple(seats)
        self._states: list[S] = [self.initial_state]
        self.moves: list[Move[A]] = []
        #: hints the players asked for in this game (statistics; undo keeps them, since
        #: a hint seen stays seen)
        self.hints_used = 0

    @classmethod
    def replay(
        cls,
        game: Game[S, A],
        config: Mapping[str, Any],
        seed: int,
        seats: Sequence[SeatSpec],
        moves: Iterable[Move[A]],
    ) -> Match[S, A]:
        """Rebuild a match from its log; ``IllegalAction`` if a move no longer fits."""
        match = cls(game, config, seed, seats)
        for move in moves:
            match.play(move.seat, move.action)
        return match

    @property
    def state(self) -> S:
        """The current state."""
        return self._states[-1]

    def state_after(self, n_moves: int) -> S:
        """The state after the first ``n_moves`` moves of the log."""
        return self._states[n_moves]

    def seats_to_act(self) -> tuple[int, ...]:
        """Seats that may act now."""
        return self.game.seats_to_act(self.state)

    def legal_actions(self, seat: int) -> Sequence[A]:
        """What ``seat`` may do now."""
        return self.game.legal_actions(self.state, seat)

    def view(self, seat: int) -> Any:
        """What ``seat`` may know now."""
        return self.game.view(self.state, seat)

    def result(self) -> Result | None:
        """The result once the game is over."""
        return self.game.result(self.state)

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.result() is not None

    def play(self, seat: int, action: A) -> S:
        """Apply ``action`` for ``seat``; raises ``IllegalAction`` and changes nothing if refused."""
        if seat not in self.seats_to_act():
            raise IllegalAction("not_your_turn", seat=seat)
        new_state = self.game.apply(self.state, seat, action)
        self._states.append(new_state)
        self.moves.append(Move(seat, action))
        return new_state

    def bot_rng(self, seat: int) -> random.Random:
        """The generator a bot in ``seat`` uses for its next decision (reproducible: keyed
        by how many moves the seat has made, see ``core.bots.bot_rng``)."""
        return bot_rng(self.seed, seat, sum(1 for move in self.moves if move.seat == seat))

    def bot_choice(self, seat: int, bot: Bot) -> A:
        """Ask ``bot`` what ``seat`` should do now, from that seat's view only."""
        return bot.choose(self.view(seat), self.legal_actions(seat), self.bot_rng(seat))

    def last_decision(self, seat: int) -> int | None:
        """Index in the log of the last move ``seat`` made, or ``None``."""
        for index in range(len(self.moves) - 1, -1, -1):
            if self.moves[index].seat == seat:
                return index
        return None

    def undo_to(self, n_moves: int) -> None:
        """Forget every move from index ``n_moves`` on."""
        if not 0 <= n_moves <= len(self.moves):
            raise ValueError(f"cannot undo to move {n_moves} of {len(self.moves)}")
        del self.moves[n_moves:]
        del self._states[n_moves + 1 :]

    def mid_turn(self, n_moves: int) -> bool:
        """Whether a turn is in progress after the first ``n_moves`` moves: the game's
        ``mid_turn`` says so for some seat (a game without ``mid_turn`` has none)."""
        mid_turn = getattr(self.game, "mid_turn", None)
        if mid_turn is None:
            return False
        state = self._states[n_moves]
        return any(mid_turn(state, seat) for seat in range(len(self.seats)))

    def turn_start(self, n_moves: int) -> int:
        """The latest point at or before ``n_moves`` moves where no turn is in progress:
        where the turn under way after ``n_moves`` moves began."""
        while n_moves > 0 and self.mid_turn(n_moves):
            n_moves -= 1
        return n_moves

    def undo_last_decision(self, seat: int) -> bool:
        """Take back ``seat``'s last decision and everything after it, back to the start
        of the turn it was made in: undo never stops inside a turn (``mid_turn``), not
        even one in which ``seat`` only had a part; False if ``seat`` made none."""
        index = self.last_decision(seat)
        if index is None:
            return False
        self.undo_to(self.turn_start(index))
        return True

    def encoded_moves(self) -> list[dict[str, Any]]:
        """The action log as JSON data."""
        return [{"seat": m.seat, "action": self.game.encode_action(m.action)} for m in self.moves]

"""Turns in steps, declared once: which step a game is in, who acts, what it accepts.

A game names its steps (the phases of a round, the parts of a turn) as :class:`Step`
values and puts them in one :class:`Flow`::

    FLOW = Flow(
        [
            Step("bid", actors=seats_without_a_bid, accepts={Bid: place_bid},
                 waiting_refusal=ALREADY_CHOSEN),
            Step("play", actors=seat_to_play, accepts={Play: play_card}),
            Step("discard", actors=seat_to_play, accepts={Discard: discard}, in_turn=True),
        ],
        step_of=lambda state: state.step,
        seats=lambda state: len(state.hands),
        actions=(Bid, Play, Discard),
        game_over="over",
    )

Each step says:

* ``actors``: who acts in it, a function of the state (one seat; several while a
  simultaneous choice is collected);
* ``accepts``: the action types it takes, each with its handler ``(state, seat, action)
  -> state``, which checks what only the game knows (is the card in the hand?) and moves
  the state on;
* ``in_turn``: whether the step lies inside a turn that began earlier. Undo never stops on
  such a state, whichever seat acts in the step: a turn may give another player a part
  (a neighbour's action, a response) and still belong to the player whose turn it is;
* ``waiting_refusal``: in a simultaneous step, the refusal for a seat that has chosen
  already (instead of "not your turn").

``flow.apply`` hands an action to its handler or refuses it with the kit's refusals, in
this order: the game is over (:data:`GAME_OVER`), not an action of this game
(:data:`UNKNOWN_ACTION`), not this seat's turn (:data:`NOT_YOUR_TURN`, or the step's
``waiting_refusal``), not an action this step takes (:data:`WRONG_STEP`). Those keys are
worded once, for every game, by ``ui/refusals.py``; a game words only its own.
``flow.seats_to_act`` and ``flow.mid_turn`` answer the contract's questions of the same
names from the declaration.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from .messages import IllegalAction, MessageKey

S = TypeVar("S")

#: refused: the game is over (no values)
GAME_OVER = "game_over"
#: refused: not an action of this game at all (``action``: its ``repr``)
UNKNOWN_ACTION = "unknown_action"
#: refused: this seat may not act now (``seat``)
NOT_YOUR_TURN = "not_your_turn"
#: refused, in a simultaneous step: this seat has made its choice already (``seat``)
ALREADY_CHOSEN = "already_chosen"
#: refused: the action does not fit the step the game is in (``step``: the step's name
#: or its ``value``; ``action``: the action's class name)
WRONG_STEP = "wrong_step"

#: every refusal key of the kit -> (its values, what it means); games list these beside
#: their own refusals in their message catalogues
REFUSALS: Mapping[str, tuple[tuple[str, ...], str]] = MappingProxyType(
    {
        GAME_OVER: ((), "the game is over"),
        UNKNOWN_ACTION: (("action",), "not an action of this game at all"),
        NOT_YOUR_TURN: (("seat",), "this seat may not act now"),
        ALREADY_CHOSEN: (("seat",), "a simultaneous step: this seat has chosen already"),
        WRONG_STEP: (
            ("step", "action"),
            "this kind of action (class name) does not fit the current step (its name)",
        ),
    }
)

#: the refusals every flow may raise (``ALREADY_CHOSEN`` only where a step declares it)
COMMON_REFUSALS: tuple[str, ...] = (GAME_OVER, UNKNOWN_ACTION, NOT_YOUR_TURN, WRONG_STEP)


def common_refusals() -> dict[str, tuple[tuple[str, ...], str]]:
    """:data:`COMMON_REFUSALS` with their values and meanings, for a game's catalogue."""
    return {key: REFUSALS[key] for key in COMMON_REFUSALS}


def refusal_catalogue(*extra: str) -> dict[str, MessageKey]:
    """The kit's refusals as entries of a game's message catalogue: the common ones and
    ``extra`` (such as :data:`ALREADY_CHOSEN` for a game with a simultaneous step)."""
    keys = (*COMMON_REFUSALS, *extra)
    return {key: MessageKey("refusal", *REFUSALS[key]) for key in keys}


Handler = Callable[[S, int, Any], S]
Actors = Callable[[S], tuple[int, ...]]


def _nobody(state: Any) -> tuple[int, ...]:
    return ()


@dataclass(frozen=True)
class Step(Generic[S]):
    """One step of a game: its name, who acts in it, what it accepts, whether it lies
    inside a turn (see the module's text)."""

    name: Hashable
    actors: Actors[S]
    accepts: Mapping[type, Handler[S]] = field(default_factory=dict)
    in_turn: bool = False
    waiting_refusal: str | None = None


class Flow(Generic[S]):
    """A game's steps, declared once: dispatch, refusals, who acts and ``mid_turn``.

    ``step_of(state)`` names the step ``state`` is in (one of the steps' names, or
    ``game_over``); ``seats(state)`` is the number of seats (a seat outside them is never
    told it has chosen already); ``actions`` are all the action types of the game.
    """

    def __init__(
        self,
        steps: Sequence[Step[S]],
        *,
        step_of: Callable[[S], Hashable],
        seats: Callable[[S], int],
        actions: Sequence[type],
        game_over: Hashable,
    ) -> None:
        names = [step.name for step in steps]
        if len(set(names)) != len(names) or game_over in names:
            raise ValueError(f"step names must be distinct: {names} and {game_over!r}")
        known = tuple(actions)
        for step in steps:
            strangers = [t.__name__ for t in step.accepts if t not in known]
            if strangers:
                raise ValueError(f"step {step.name!r} accepts non-actions: {strangers}")
        final: Step[S] = Step(game_over, _nobody)
        self.steps: Mapping[Hashable, Step[S]] = MappingProxyType(
            {step.name: step for step in (*steps, final)}
        )
        self.step_of = step_of
        self.game_over = game_over
        self._seats = seats
        self._actions = known
        # flat tables for the hot paths: one dict lookup each
        self._actors: dict[Hashable, Actors[S]] = {
            name: step.actors for name, step in self.steps.items()
        }
        #: step name -> its ``actors``, for an engine that asks who acts on its hot path
        #: without a call in between (``flow.actors[name](state)``)
        self.actors: Mapping[Hashable, Actors[S]] = MappingProxyType(self._actors)
        self._handlers: dict[tuple[Hashable, type], Handler[S]] = {
            (step.name, kind): handler for step in steps for kind, handler in step.accepts.items()
        }
        self._in_turn: dict[Hashable, bool] = {
            name: step.in_turn for name, step in self.steps.items()
        }

    # ------------------------------------------------------------------ the contract

    def step(self, state: S) -> Step[S]:
        """The step ``state`` is in."""
        return self.steps[self.step_of(state)]

    def seats_to_act(self, state: S) -> tuple[int, ...]:
        """The seats that act in the current step (none once the game is over)."""
        return self._actors[self.step_of(state)](state)

    def accepts(self, state: S) -> tuple[type, ...]:
        """The action types the current step takes."""
        return tuple(self.step(state).accepts)

    def mid_turn(self, state: S, seat: int | None = None) -> bool:
        """Whether a turn is in progress in ``state``: its step is declared inside a turn.

        The same for every seat (``seat`` is the contract's and changes nothing): a turn
        in progress is in progress for the whole table, another player's part of it
        included, and undo never stops there.
        """
        return self._in_turn[self.step_of(state)]

    def apply(self, state: S, seat: int, action: Any) -> S:
        """The state after ``seat`` takes ``action``: the step's handler for its type, or
        the kit's refusal (``IllegalAction``) when the step or the seat does not fit."""
        name = self.step_of(state)
        handler = self._handlers.get((name, type(action)))
        if handler is not None and seat in self._actors[name](state):
            return handler(state, seat, action)
        raise self.refusal(state, seat, action)

    def refusal(self, state: S, seat: int, action: Any) -> IllegalAction:
        """Why the current step refuses ``action`` from ``seat``, the kit's way."""
        name = self.step_of(state)
        if name == self.game_over:
            return IllegalAction(GAME_OVER)
        if not isinstance(action, self._actions):
            return IllegalAction(UNKNOWN_ACTION, action=repr(action))
        step = self.steps[name]
        if seat not in step.actors(state):
            waiting = step.waiting_refusal
            if waiting is not None and type(seat) is int and 0 <= seat < self._seats(state):
                return IllegalAction(waiting, seat=seat)
            return IllegalAction(NOT_YOUR_TURN, seat=seat)
        return IllegalAction(
            WRONG_STEP, step=getattr(name, "value", name), action=type(action).__name__
        )


class FlowRules:
    """The contract's turn questions answered from a game's :class:`Flow`: a mixin for a
    rules class (before :class:`~.game.GameRules`), which sets :attr:`flow` and writes
    :meth:`step_actions` and :meth:`step_prompt` for a seat that acts in the step::

        class CardGame(FlowRules, GameRules, game_id="cards", actions=ACTIONS, config=...):
            flow = FLOW

            def step_actions(self, state, seat):
                return legal_actions(state, seat)
    """

    flow: Flow[Any]

    def seats_to_act(self, state: Any) -> tuple[int, ...]:
        """Who acts in the current step (several at once in a simultaneous one)."""
        return self.flow.seats_to_act(state)

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        """Every action ``seat`` may take now; empty when it is not that seat's step."""
        if seat not in self.flow.seats_to_act(state):
            return []
        return self.step_actions(state, seat)

    def apply(self, state: Any, seat: int, action: Any) -> Any:
        """The state after ``seat`` takes ``action``; ``IllegalAction`` says why not."""
        return self.flow.apply(state, seat, action)

    def mid_turn(self, state: Any, seat: int) -> bool:
        """Whether a turn begun earlier is still going on (its step is ``in_turn``)."""
        return self.flow.mid_turn(state, seat)

    def prompt(self, state: Any, seat: int) -> Any:
        """The choice ``seat`` faces now, for the shared screen; ``None`` when it is not
        that seat's step."""
        if seat not in self.flow.seats_to_act(state):
            return None
        return self.step_prompt(state, seat)

    def step_actions(self, state: Any, seat: int) -> Sequence[Any]:
        """The legal actions of ``seat``, which acts in the current step."""
        raise NotImplementedError

    def step_prompt(self, state: Any, seat: int) -> Any:
        """The prompt of ``seat``, which acts in the current step (default: none)."""
        return None

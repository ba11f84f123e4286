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

What the kit adds for games whose decisions take several steps or hide information (all
optional; a game without them still plugs in):

* ``prompt(state, seat)`` describes the choice a seat faces now as one of the generic
  prompts below (:class:`ChooseCards`, :class:`ChooseOne`, :class:`Confirm`), so the shared
  screen can ask for it without knowing the game. ``None`` means "pick any legal action on
  the board" (play a card, say). A decision that takes several steps (a series laid card by
  card, the cards that pay a cost) is a *pending step* held in the state: every step is one
  small typed action with its own legal list, and ``prompt`` describes the current step.
* ``mid_turn(state, seat)`` is true while a turn is in progress in ``state``: a step that
  lies inside a turn, whichever seat acts in it (a turn may give another player a part);
  ``core.flow`` answers it from the declared steps. Undo rewinds past every state for
  which it is true for any seat, so it takes back whole turns only.
* Events are :class:`Event` values with an audience; ``view(state, seat)`` carries only the
  events that seat may see (``view.events``), and the table animates from those.
* ``open_view(state, seat)`` is ``view`` with every hand shown, for the replay of a
  finished game (a game without it offers only each seat's own eyes there).
* ``resample(view, rng)`` returns a complete state that agrees with everything the view's
  seat knows, with the hidden part (other hands, the deck order, ...) drawn from ``rng``.
  It is the one door through which search bots imagine hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar

from .actions import ActionSet

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True)
class Result:
    """The end of a game: final scores and who shares the win.

    ``scores`` and ``winners`` index *scoring sides*. ``sides[i]`` lists the seats that make
    side ``i`` (two partners in a team game, a lone seat otherwise); left empty, every seat
    is its own side, in seat order. Statistics, summaries and the game-over chart use
    ``sides`` and need no knowledge of teams.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...] = ()

    def seats_of(self, side: int) -> tuple[int, ...]:
        """The seats that make scoring side ``side``."""
        return self.sides[side] if self.sides else (side,)

    def side_of(self, seat: int) -> int | None:
        """The scoring side ``seat`` belongs to (``None`` for a seat that does not score)."""
        if not self.sides:
            return seat if seat < len(self.scores) else None
        return next((i for i, seats in enumerate(self.sides) if seat in seats), None)


@dataclass(frozen=True)
class Event:
    """One entry of a game's log: a message key, its values and who may see it.

    ``params`` hold typed values (cards, seats, numbers), never text to be parsed back.
    ``audience`` is ``None`` for an event everyone sees, else the seats that may see it
    (the cards a seat received when passing, say).
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    audience: frozenset[int] | None = None

    def visible_to(self, seat: int) -> bool:
        """Whether ``seat`` may see this event."""
        return self.audience is None or seat in self.audience


# -- prompts: the generic choices the shared screen knows how to ask for -----------------


@dataclass(frozen=True)
class Answer:
    """A legal action offered as a button beside a choice of cards.

    ``key`` (with ``params``) is the message key of the button's label ("score nothing",
    "use this card's power"); ``action`` is what the button proposes.
    """

    key: str
    action: Any
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ChooseCards:
    """Choose between ``minimum`` and ``maximum`` cards from ``source``.

    ``source`` names where the cards lie, in words the game's board understands
    ("hand", "display", "discard", a property's name...). ``key`` (with ``params``) is
    the message that tells the player what the cards are for. The game turns the chosen
    cards into one action with ``cards_action(state, seat, cards)``; the rules then
    accept or refuse it like any action.

    ``skip`` is the answer that chooses nothing ("score nothing"), when the player may;
    ``extra`` are other legal actions offered beside the choice ("use this power
    instead"). Both are :class:`Answer` values; without them the player must choose.
    """

    key: str
    source: str
    minimum: int
    maximum: int
    params: Mapping[str, Any] = field(default_factory=dict)
    skip: Answer | None = None
    extra: tuple[Answer, ...] = ()


@dataclass(frozen=True)
class ChooseOne:
    """Choose one of ``options`` (legal actions: a group, an element, a row to bet on...)."""

    key: str
    options: tuple[Any, ...]
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Confirm:
    """A yes/no question ("use this effect?"): ``yes`` and ``no`` are legal actions."""

    key: str
    yes: Any
    no: Any
    params: Mapping[str, Any] = field(default_factory=dict)


Prompt = ChooseCards | ChooseOne | Confirm


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
        """How many seats the game has (seats the rules play included)."""
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


class PromptingGame(Protocol[S, A]):
    """The optional part of the contract for choices the shared screen asks for."""

    def prompt(self, state: S, seat: int) -> Prompt | None:
        """The generic prompt ``seat`` faces now, or ``None`` for a free choice on the board."""
        ...

    def cards_action(self, state: S, seat: int, cards: Sequence[Any]) -> A:
        """The action that answers a :class:`ChooseCards` prompt with ``cards``."""
        ...

    def mid_turn(self, state: S, seat: int) -> bool:
        """Whether a turn is in progress in ``state`` (``core.flow``: a step declared
        inside a turn, whoever acts in it); undo never stops on such a state."""
        ...


class OpenHandsGame(Protocol[S, A]):
    """The optional part of the contract for the replay of a finished game."""

    def open_view(self, state: S, seat: int) -> Any:
        """``seat``'s view with every hand shown, of the same type as ``view``'s, so the
        game's own table draws it: the replay's "every hand open" (a finished game's)."""
        ...


class ResamplingGame(Protocol[S, A]):
    """The optional part of the contract that search bots need."""

    def resample(self, view: Any, rng: random.Random) -> S:
        """A full state that agrees with all that ``view``'s seat knows; hidden parts drawn
        from ``rng``."""
        ...


class GameRules:
    """The part of the contract that every rules object of the kit answers alike.

    A game's rules class names its id, its :class:`~.actions.ActionSet` and its config
    check as class keywords, and writes the rest of the contract itself::

        class CardGame(GameRules, game_id="cards", actions=ACTIONS, config=validate_config):

    It then has ``game_id``, ``validate_config`` (the config check), ``encode_action`` and
    ``decode_action`` (the action set's coding) and ``result`` (the state's ``result``
    field; a game that works its result out overrides it).
    """

    game_id: ClassVar[str]
    actions: ClassVar[ActionSet]
    _config: ClassVar[Callable[[Mapping[str, Any]], dict[str, Any]]]

    def __init_subclass__(
        cls,
        *,
        game_id: str,
        actions: ActionSet,
        config: Callable[[Mapping[str, Any]], dict[str, Any]],
        **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        cls.game_id = game_id
        cls.actions = actions
        cls._config = staticmethod(config)  # type: ignore[assignment]

    def validate_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """A complete config (defaults filled in), or ``ValueError``."""
        return self._config(config)

    def result(self, state: Any) -> Result | None:
        """Final scores and winners (``state.result``), or ``None`` while the game runs."""
        return state.result  # type: ignore[no-any-return]

    def encode_action(self, action: Any) -> dict[str, Any]:
        """JSON data for an action."""
        return self.actions.encode(action)

    def decode_action(self, data: Mapping[str, Any]) -> Any:
        """The action ``encode_action`` made ``data`` from; ``ValueError`` if it is not one."""
        return self.actions.decode(data)

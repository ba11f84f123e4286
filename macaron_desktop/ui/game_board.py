"""What a game adds to the shared game screen: its board.

The :class:`~.game_screen.GameScreen` is the same for every game: the status line, the
side panel with scores and the game log, the hot-seat privacy screen, the pace of other
seats' moves, undo, the round summary's frame, game over with a score chart, play again
and the save-failed notice. A game plugs in a :class:`GameBoard`, which

* **lays out** its items for one seat's view and the table's size (:meth:`layout`),
  and forgets the private ones when the seat at the screen changes (:meth:`clear`);
* turns **gestures into actions**: its items' clicks, drops and keys (:meth:`on_key`)
  become ``self.host.propose(action, item)``; the screen says why a refused one was
  refused (:meth:`refusal`);
* **animates events**: :meth:`animate` queues the motions of one event on
  ``self.host.animator``; ``self.host.linger()`` lets a finished trick stay on the
  table as long as the player's pace setting says;
* says **its texts**: a log line per event, the status line, the score heading, the
  round summary's table, the words of generic prompts.

Everything else has a default here, so a small game writes only the abstract methods.
The board reaches the screen only through ``self.host`` (a :class:`BoardHost`).

Generic prompts (see :mod:`macaron_desktop.core.game`): when the game describes the
current choice with ``prompt(state, seat)``, the screen asks :meth:`handles_prompt`
first. A board that shows the choice on its own items (a row to click) returns True,
reads the prompt with ``self.host.current_prompt()`` when it lays out, and answers with
``self.host.propose(option)`` or, for ``ChooseCards``, ``self.host.answer_cards(cards)``.
Otherwise the screen asks it: a yes/no bar for ``Confirm`` and a row of buttons for
``ChooseOne``, labelled by :meth:`prompt_text` and :meth:`option_text`; and for
``ChooseCards`` the card picker (:mod:`.screen.card_picker`), which needs three things
of the board:

* :meth:`card_items` maps the prompt's ``source`` ("hand", "display", ...) to the card
  items laid out for it; while the prompt is asked the picker takes their clicks and
  drops, so the board ignores them then;
* :meth:`choice_zone` may name the zone chosen cards are dragged to (else the picker
  lays its own just above the cards);
* :meth:`describe_choice` words the live line ("these three form a run"), and
  :meth:`confirm_text` and :meth:`answer_text` label the Confirm button and the prompt's
  skip and extra answers.

A game without ``prompt`` works the same: its board offers every choice on the table.

What a new game writes for its table: one ``GameBoard`` subclass (``layout``,
``animate``, ``log_line``, ``status_text``, plus the optional hooks it needs), its texts,
and the catalogue entry whose ``create_table`` returns
``GameScreen(session, window, TheBoard())``. An :class:`~.table.ItemPool` keeps the
board's items alive between layouts.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QWidget

    from ..core.match import Match
    from ..settings import Settings
    from .session import GameSession
    from .table import Animator, DraggableItem, DropZone, TableScene, TableView
    from .table.accessible import Spoken


class GameEvent(Protocol):
    """An event of a game's log: a message key and its values (``core.game.Event``)."""

    @property
    def key(self) -> str:
        """The message key."""
        ...

    @property
    def params(self) -> Any:
        """Typed values (seats, cards, numbers)."""
        ...


@dataclass(frozen=True)
class RoundSummary:
    """The contents of the panel shown when a round (or hand) is over.

    ``rows`` are the table's lines under ``headers`` (one per seat, usually);
    ``notes`` are lines under the table (rich text allowed). ``scores`` are every scoring
    side's totals after the round: the game-over chart draws them.
    """

    title: str
    headers: Sequence[str]
    rows: Sequence[Sequence[str]]
    notes: Sequence[str] = ()
    scores: Sequence[int] = ()
    # the button that goes on ("Next round"); empty for the screen's own wording
    go_on: str = ""
    # the status line while the summary is up
    status: str = ""


class BoardHost(Protocol):
    """What the screen offers a board (the :class:`~.game_screen.GameScreen` is one)."""

    session: GameSession
    match: Match[Any, Any]
    view: TableView
    scene: TableScene
    animator: Animator
    # the players' names, by seat
    names: list[str]
    # the seat whose view the table shows
    viewer: int

    @property
    def busy(self) -> bool:
        """Events are being animated: a layout now would jump ahead of them."""
        ...

    @property
    def revealed(self) -> bool:
        """The viewing seat's private cards may be drawn (no hot-seat screen hides them)."""
        ...

    @property
    def between_rounds(self) -> bool:
        """A round summary is up; the table is cleared under it."""
        ...

    @property
    def keyboard_used(self) -> bool:
        """The player used the keyboard on this table (show the focus ring)."""
        ...

    def current(self) -> Any:
        """The viewing seat's view now."""
        ...

    def my_turn(self, view: Any = None) -> bool:
        """A person at this screen sits in the viewing seat and may act now."""
        ...

    def legal(self) -> list[Any]:
        """What the viewing seat may do now (empty when it is not its turn)."""
        ...

    def propose(self, action: Any, item: DraggableItem | None = None) -> bool:
        """Offer ``action``; False (and ``item`` glides home) when it was refused."""
        ...

    def current_prompt(self) -> Any:
        """The generic prompt the viewing seat faces now, if the game gives prompts."""
        ...

    def answer_cards(self, cards: Sequence[Any], item: DraggableItem | None = None) -> bool:
        """Answer a ``ChooseCards`` prompt with ``cards`` (through ``cards_action``)."""
        ...

    def refresh(self, animate: bool = False) -> None:
        """Lay the table out again and update the status line, scores and buttons."""
        ...

    def linger(self, until_click: bool = False) -> None:
        """Let what was just shown stay on the table as long as the pace setting says
        (``until_click``: until the player clicks, whatever the pace)."""
        ...

    def show_step(self, text: str) -> None:
        """Queue ``text`` for the status line: it says the step the animations show from
        there on (a walk-through's step), until the animations end."""
        ...

    def seat_colour(self, seat: int) -> str:
        """The colour of a seat's pieces."""
        ...

    def language(self) -> str:
        """The language the app shows now (``en``, ``zh_TW``)."""
        ...

    def settings(self) -> Settings:
        """The user's settings now."""
        ...


class GameBoard(ABC):
    """A game's part of the game screen; see the module documentation."""

    # set by the screen before anything else is called
    host: BoardHost

    def attach(self, host: BoardHost) -> None:
        """Join ``host``: make the board's lasting items and widgets here."""
        self.host = host

    # -- drawing ------------------------------------------------------------------------------
    @abstractmethod
    def layout(self, view: Any, animate: bool) -> None:
        """Place every item for ``view`` and the table area (``self.host.view.area()``)."""

    def clear(self) -> None:  # noqa: B027 (a hook: most boards have nothing to forget)
        """Forget the items of the viewing seat's private cards (another seat sits down,
        or undo rewound the game)."""

    @abstractmethod
    def animate(self, event: GameEvent, view: Any) -> None:
        """Queue on ``self.host.animator`` what shows ``event`` (``view``: the view now)."""

    def waits_before(self, event: GameEvent) -> bool:
        """Whether the table waits for the player (a click or Enter, whatever the pace)
        before it shows ``event`` and logs its line: the player reads what was shown
        before it (a hand's end scored step by step) before the game moves on."""
        return False

    def events(self, view: Any) -> Sequence[GameEvent]:
        """Every event of the game so far that the viewing seat may see, oldest first."""
        return tuple(getattr(view, "events", ()))

    # -- input ---------------------------------------------------------------------------------
    def on_key(self, action: str) -> None:  # noqa: B027 (a hook)
        """A table key (``left``, ``right``, ``up``, ``down``, ``select``, ``activate``,
        ``cancel``, ``first``, ``last``): move the focus, choose, act."""

    def controls(self) -> Sequence[QWidget]:
        """The board's own buttons, shown in the bar under the table."""
        return ()

    def update_controls(self, view: Any) -> None:  # noqa: B027 (a hook)
        """Show or hide the board's buttons for ``view``."""

    def handles_prompt(self, prompt: Any) -> bool:
        """The board shows ``prompt`` on its own items (the screen shows nothing for it)."""
        return False

    def card_items(self, source: str) -> Sequence[DraggableItem]:
        """The items of the cards a ``ChooseCards`` prompt's ``source`` names, in their
        order on the table (the arrow keys follow it); each item's ``key`` is its card,
        which ``cards_action`` receives. Nothing by default."""
        return ()

    def choice_zone(self, prompt: Any) -> DropZone | None:
        """The zone where cards dragged for ``prompt`` are chosen (laid out by the
        board), or ``None`` for the picker's own zone above the cards."""
        return None

    def describe_choice(self, view: Any, prompt: Any, chosen: Sequence[Any]) -> str:
        """The picker's live line: what the ``chosen`` cards would do (in the game's
        words). By default the prompt's own message (:meth:`prompt_text`)."""
        return self.prompt_text(prompt)

    def confirm_text(self, prompt: Any) -> str:
        """The label of the picker's Confirm button for ``prompt``."""
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("GameScreen", "&Confirm")

    def answer_text(self, answer: Any) -> str:
        """The label of a skip or extra answer (a ``core.game.Answer``): by default its
        message, as :meth:`prompt_text` words a key and its params."""
        return self.prompt_text(answer)

    # -- texts -----------------------------------------------------------------------------------
    @abstractmethod
    def log_line(self, event: GameEvent) -> str | None:
        """The game log's line for ``event``, or ``None`` for an event the log skips."""

    def log_events(self, events: Sequence[GameEvent]) -> Sequence[GameEvent]:
        """The events whose lines the log shows now (all of them unless a game's rules
        make players forget some, e.g. the cards of a gathered trick)."""
        return events

    def log_forgets(self, event: GameEvent) -> bool:
        """After ``event`` the log drops lines it showed (then the screen redraws it)."""
        return False

    @abstractmethod
    def status_text(self, view: Any) -> str:
        """The status line while the game runs: whose turn, and what to do."""

    def refusal(self, reason: Any) -> str:
        """Why an action was refused (``reason``: the rules' message), in one sentence: the
        kit's refusals (``ui/refusals.py``) worded, any other "That is not possible now."."""
        from macaron_desktop.core.messages import Message

        from .refusals import refusal_or_not_now

        return refusal_or_not_now(reason if isinstance(reason, Message) else Message(""))

    def score_heading(self, view: Any) -> str:
        """Rich text above the scores in the side panel (the mode, the target)."""
        return ""

    def sides(self, view: Any) -> Sequence[Sequence[int]]:
        """The scoring sides (``core.game.Result.sides``): one seat each by default."""
        return [(seat,) for seat in range(len(self.host.names))]

    def side_scores(self, view: Any) -> Sequence[int]:
        """Every scoring side's score now."""
        return tuple(getattr(view, "scores", ()))

    def target(self, view: Any) -> int | None:
        """The score that ends the game (a line on the chart), if there is one."""
        return None

    def round_summary(self, event: GameEvent) -> RoundSummary | None:
        """The summary to show for ``event`` when it ends a round, else ``None``."""
        return None

    def prompt_text(self, prompt: Any) -> str:
        """What a generic prompt asks, in words (its ``key`` and ``params``)."""
        return str(getattr(prompt, "key", ""))

    def option_text(self, option: Any) -> str:
        """The button text of one option of a ``ChooseOne`` (or ``Confirm``'s yes/no)."""
        return str(option)

    def retranslate(self) -> None:  # noqa: B027 (a hook)
        """Set the board's own texts (buttons) in the current language."""

    # -- a screen reader ------------------------------------------------------------------------
    def describe_item(self, item: QGraphicsItem) -> Spoken | None:
        """The game's words for one item of the table (a card, a well, a token, a row)
        for the accessibility tree, or ``None`` for the kit's own: the item's text or
        tool tip. A card lying face down is never asked about (it is a "face-down card")."""
        return None

    def item_group(self, item: QGraphicsItem) -> tuple[str, str] | None:
        """The part of the table ``item`` belongs to: a key and its heading in words
        (``("trick", "Trick")``), or ``None``: the kit's own (your hand for the cards of
        ``card_items("hand")``, seat N's part for a role ``seat/N/…``, else the table)."""
        return None

    def focused_item(self) -> QGraphicsItem | None:
        """The item the table's keys reached now (the accessible focus): by default the
        board's ``focus_targets()[focus_index]`` when it keeps them, else ``None`` (then
        the focused card or token)."""
        targets = getattr(self, "focus_targets", None)
        index = getattr(self, "focus_index", None)
        if not callable(targets) or not isinstance(index, int):
            return None
        found = targets()
        target = found[index] if 0 <= index < len(found) else None
        from PySide6.QtWidgets import QGraphicsItem

        return target if isinstance(target, QGraphicsItem) else None

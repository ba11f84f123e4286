"""What the game screen's parts need of the screen: small host protocols.

The hint controller (:mod:`macaron_desktop.ui.hints`) and the card picker
(:mod:`.card_picker`) are given the game screen, yet know it only through these
protocols, so neither imports the screen that imports them. This module imports nothing
of the app at run time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ...core.match import Match
    from ..session import GameSession
    from ..table import DraggableItem, TableView


class HintHost(Protocol):
    """What the Hint button's controller asks of the game screen."""

    session: GameSession
    match: Match[Any, Any]
    # the seat whose view the table shows
    viewer: int

    @property
    def busy(self) -> bool:
        """Events are being animated."""
        ...

    def my_turn(self, view: Any = None) -> bool:
        """A person at this screen sits in the viewing seat and may act now."""
        ...


class PickerHost(Protocol):
    """What the card picker asks of the game screen."""

    view: TableView

    @property
    def keyboard_used(self) -> bool:
        """The player used the keyboard on this table (show the focus)."""
        ...

    def current(self) -> Any:
        """The viewing seat's view now."""
        ...

    def propose(self, action: Any, item: DraggableItem | None = None) -> bool:
        """Offer ``action`` to the rules (False, with the reason shown, if refused)."""
        ...

    def answer_cards(self, cards: Sequence[Any], item: DraggableItem | None = None) -> bool:
        """Answer the ``ChooseCards`` prompt with ``cards`` (the game makes the action)."""
        ...

"""The generic prompts the game screen asks itself (see :mod:`macaron_desktop.core.game`).

A mixin of :class:`~macaron_desktop.ui.game_screen.GameScreen`. Unless the board shows a
prompt on its own items (``GameBoard.handles_prompt``), the screen asks it: a
``Confirm`` as a yes/no bar and a ``ChooseOne`` as a row of buttons
(:class:`~.prompt_bar.PromptBar`), a ``ChooseCards`` with the card picker
(:class:`~.card_picker.CardPicker`) on the cards the board names for its source.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...core.game import ChooseCards, ChooseOne, Confirm

if TYPE_CHECKING:
    from PySide6.QtWidgets import QHBoxLayout

    from ..table import DraggableItem
    from .card_picker import CardPicker
    from .prompt_bar import PromptBar


class Prompting:
    """Asks the generic prompts; mixed into the game screen."""

    prompt_bar: PromptBar
    picker: CardPicker
    # the bar under the table: the picker, a spacer, the board's buttons
    _bar: QHBoxLayout
    _prompt: Any
    _prompt_options: list[Any]
    _busy: bool
    match: Any
    board: Any
    viewer: int

    def current_prompt(self) -> Any:
        """The generic prompt the viewing seat faces now (``None``: none, or not its turn).

        Only for games that give ``prompt(state, seat)``; a board that shows a prompt on
        its own items reads it here.
        """
        asked = getattr(self.match.game, "prompt", None)
        if not callable(asked) or not self.my_turn():
            return None
        return asked(self.match.state, self.viewer)

    def answer_cards(self, cards: Sequence[Any], item: DraggableItem | None = None) -> bool:
        """Answer a ``ChooseCards`` prompt with ``cards`` (the game makes the action)."""
        make = getattr(self.match.game, "cards_action", None)
        if make is None:
            return False
        return self.propose(make(self.match.state, self.viewer, list(cards)), item)

    def _update_prompt(self) -> None:
        """Show a generic prompt the board does not show on its own items."""
        prompt = None if self._busy else self.current_prompt()
        if prompt is not None and self.board.handles_prompt(prompt):
            prompt = None
        if isinstance(prompt, ChooseCards):
            self._prompt = None
            self.prompt_bar.dismiss()
            self.picker.ask(prompt)  # the choice so far is kept, the items read again
            self._bar.setStretch(1, 0)
            return
        self.picker.dismiss()
        self._bar.setStretch(1, 1)
        if not isinstance(prompt, (Confirm, ChooseOne)):
            self._prompt = None
            self.prompt_bar.dismiss()
            return
        if prompt == self._prompt and self.prompt_bar.isVisible():
            return
        self._prompt = prompt
        text, answers = self._prompt_words(prompt)
        if isinstance(prompt, Confirm):
            self._prompt_options = [prompt.yes, prompt.no]
            self.prompt_bar.ask(text, answers, cancel_index=1)
        else:
            self._prompt_options = list(prompt.options)
            self.prompt_bar.ask(text, answers)

    def _dismiss_prompts(self) -> None:
        """A move was made: no prompt stands until the table is laid out again."""
        self.prompt_bar.dismiss()
        self.picker.dismiss()
        self._bar.setStretch(1, 1)

    def _retranslate_prompts(self) -> None:
        if self._prompt is not None and self.prompt_bar.isVisible():
            self.prompt_bar.relabel(*self._prompt_words(self._prompt))
        if self.picker.active:
            self.picker.retranslate()

    def _prompt_key(self, action: str) -> bool:
        """A table key for the prompt asked now; True when it used the key."""
        return self.picker.on_key(action) or self.prompt_bar.on_key(action)

    def _prompt_words(self, prompt: Confirm | ChooseOne) -> tuple[str, list[str]]:
        text = self.board.prompt_text(prompt)
        if isinstance(prompt, Confirm):
            return text, [
                QCoreApplication.translate("GameScreen", "&Yes"),
                QCoreApplication.translate("GameScreen", "&No"),
            ]
        return text, [self.board.option_text(option) for option in prompt.options]

    def _prompt_chosen(self, index: int) -> None:
        if self._prompt is None or not 0 <= index < len(self._prompt_options):
            return
        self.propose(self._prompt_options[index])

"""Prompts worded by a game's own text modules, for a board to mix in before ``GameBoard``.

A game whose ``texts`` module words a prompt from its key and params
(``prompt_text(key, params)``) and whose ``choices`` module words what chosen cards would
do (``describe_choice(view, prompt, chosen)``, ``confirm_text(prompt)``) names the two
modules once, in its class line (``words=texts, choices=choices``: they become
:attr:`WordedPrompts.prompt_words` and :attr:`WordedPrompts.choice_words`);
the card picker's texts and its drop zone (the board's zone ``("choose", prompt key)``)
then come from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any, ClassVar

from .table import DropZone


class WordedPrompts:
    """The card picker's words and zone from a game's ``texts`` and ``choices`` modules."""

    #: the game's module with ``prompt_text(key, params)``
    prompt_words: ClassVar[ModuleType]
    #: the game's module with ``describe_choice(view, prompt, chosen)`` and
    #: ``confirm_text(prompt)``
    choice_words: ClassVar[ModuleType]
    items: Any

    def __init_subclass__(
        cls, *, words: ModuleType | None = None, choices: ModuleType | None = None, **rest: Any
    ) -> None:
        """A board names its game's two modules in its class line:
        ``class Board(..., WordedPrompts, ..., words=texts, choices=choices)``."""
        super().__init_subclass__(**rest)
        if words is not None:
            cls.prompt_words = words
        if choices is not None:
            cls.choice_words = choices

    def choice_zone(self, prompt: Any) -> DropZone | None:
        """The zone the board laid out for ``prompt`` (``("choose", its key)``), or
        ``None`` for the picker's own zone."""
        zone: DropZone | None = self.items.zones.get(("choose", getattr(prompt, "key", "")))
        return zone

    def describe_choice(self, view: Any, prompt: Any, chosen: Sequence[Any]) -> str:
        """What the chosen cards would do, in the game's words."""
        text: str = self.choice_words.describe_choice(view, prompt, chosen)
        return text

    def confirm_text(self, prompt: Any) -> str:
        """The picker's Confirm button for ``prompt``, in the game's words."""
        text: str = self.choice_words.confirm_text(prompt)
        return text

    def answer_text(self, answer: Any) -> str:
        """A skip or extra answer's label."""
        text: str = self.prompt_words.prompt_text(answer.key, answer.params)
        return text

    def prompt_text(self, prompt: Any) -> str:
        """What a prompt asks."""
        text: str = self.prompt_words.prompt_text(prompt.key, prompt.params)
        return text

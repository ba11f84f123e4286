"""A game's sentences as a table: message key → sentence and the values that fill it.

Most refusals, log lines and prompts are one sentence with a few values filled in
(``%1 takes %2 from the discard pile.``). A game words them in a table instead of a chain of
``if key == …`` branches: each entry is the marked sentence (``QT_TRANSLATE_NOOP``, so the
translators see it in the game's context) and the names of the message's values that fill
``%1``, ``%2`` … in order, separated by spaces. A value is worded by the game's *namer* of
the same name (``card`` → the card's name), or by the namer named after a colon
(``count:trees`` words the value ``count`` with the namer ``trees``); a value without a
namer is written as it is (``?`` when missing). Values the message lacks, such as the
acting player's name (``who``), are given when the table is used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.messages import Message
from macaron_desktop.core.spec import Text

from .words import fill

# message key -> its marked sentence and the names of the values that fill it, in order
SentenceTable = Mapping[str, tuple[Text, str]]
# a value's name -> how it is worded
Namers = Mapping[str, Callable[[Any], str]]


def as_is(value: Any) -> str:
    """A value written as it is, ``?`` when it is missing."""
    return "?" if value is None else str(value)


def worded(table: SentenceTable, namers: Namers, message: Message, **known: Any) -> str | None:
    """``message`` worded from ``table`` in the current language, or ``None`` when its key
    is not in the table; ``known`` adds values the message lacks (``who``)."""
    entry = table.get(message.key)
    if entry is None:
        return None
    text, fields = entry
    params = {**message.params, **known} if known else message.params
    values = []
    for field in fields.split():
        param, _, namer = field.partition(":")
        values.append(namers.get(namer or param, as_is)(params.get(param)))
    return fill(QCoreApplication.translate(text.context, text.source), *values)

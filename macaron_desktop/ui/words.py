"""Joining words the way the player's language writes them: lists, partners, sentences,
and values filled into a translated sentence.

English writes ``Ana, Ben, Chloé`` and ``Ana & Ben``; Traditional Chinese writes both with
the enumeration comma (``Ana、Ben、Chloé``), sets sentences side by side without a space
after the full stop, and the parts of a line with a dot without spaces (``第 2 手·輪到你``). Every list or run of sentences a player reads goes through here, so
the separators are translated once (context ``Words``) instead of in each game.

A Chinese sentence puts no space beside a placeholder that stands for a Chinese word
(``給%1看``), yet the value may begin or end in Latin letters or digits (``Amélie``,
``座位 2``): :func:`fill` then sets the usual space between them and the Chinese beside it
(``給 Amélie 看``, ``給座位 2 看``), and leaves ``給對手看`` alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication

from ..core.spec import Text


def join_list(items: Iterable[str]) -> str:
    """Names, cards or elements as one list: ``Ana, Ben, Chloé``."""
    #: Between the items of a list (names, cards, elements). Traditional Chinese: 、
    return QCoreApplication.translate("Words", ", ").join(items)


def join_partners(items: Iterable[str]) -> str:
    """The players of one team: ``Ana & Ben``."""
    #: Between the names of the partners of one team. Traditional Chinese: 、
    return QCoreApplication.translate("Words", " & ").join(items)


def join_parts(items: Iterable[str]) -> str:
    """The parts of one line that are not a list nor whole sentences: ``Hand 2 · Your
    turn``, ``Ana plays … · 2 cards to the collection``."""
    #: Between the parts of one line (of the log, the status bar, a player's standing).
    #: Traditional Chinese: the dot without spaces (·)
    return QCoreApplication.translate("Words", " · ").join(items)


def join_sentences(items: Iterable[str]) -> str:
    """Whole sentences (each with its full stop) one after another on a line."""
    text = ""
    for item in items:
        if not text:
            text = item
            continue
        #: Two whole sentences, each with its full stop, on one line. Traditional Chinese
        #: sets them side by side (%1%2): the full stop 。 already separates them.
        template = QCoreApplication.translate("Words", "%1 %2", "two sentences on one line")
        text = template.replace("%1", text).replace("%2", item)
    return text


# a Han character, and a Latin letter or digit (what Traditional Chinese sets a space
# between); a plus sign goes with its number (``8+ 盒``, ``獲得 +2``). Ranges of code
# points, not character classes: compiling the Han class took about 2 ms of a start.
_HAN = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF))
_LATIN = ((0x30, 0x39), (0x41, 0x5A), (0x61, 0x7A), (0xC0, 0x24F), (0x2B, 0x2B))
_PLACEHOLDER = re.compile(r"%(\d+)")


def _among(ranges: tuple[tuple[int, int], ...], char: str) -> bool:
    """Whether ``char`` (one character, or none) lies in one of ``ranges``."""
    if not char:
        return False
    code = ord(char)
    return any(low <= code <= high for low, high in ranges)


def fill(text: str, *values: object) -> str:
    """``text`` (already translated) with ``%1``, ``%2`` … replaced by ``values``; where a
    value's first or last character is a Latin letter or digit and the sentence has a Han
    character right beside it, a space goes between them."""

    def value(match: re.Match[str]) -> str:
        index = int(match[1])
        if not 1 <= index <= len(values):
            return match[0]
        word = str(values[index - 1])
        before = text[match.start() - 1] if match.start() > 0 else ""
        after = text[match.end()] if match.end() < len(text) else ""
        if word and _among(_LATIN, word[0]) and _among(_HAN, before):
            word = " " + word
        if word and _among(_LATIN, word[-1]) and _among(_HAN, after):
            word += " "
        return word

    return _PLACEHOLDER.sub(value, text)


class Counted(NamedTuple):
    """A counted noun in a game's words: ``one`` for a count of 1 (``1 card``), ``many``
    filled with any other count (``%1 cards``); both marked texts, so the translators see
    the two forms in the game's context. Called with the count, it gives the words."""

    one: Text
    many: Text

    def __call__(self, count: int) -> str:
        """``1 card`` or ``5 cards`` in the current language."""
        if count == 1:
            return QCoreApplication.translate(self.one.context, self.one.source)
        return fill(QCoreApplication.translate(self.many.context, self.many.source), count)


def seat_name(names: Sequence[str], seat: Any) -> str:
    """The name of player ``seat`` (a seat number from 0) among ``names``; ``a player``
    when the seat is missing or out of range (a message worded alone, in the tests)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return QCoreApplication.translate("Words", "a player")

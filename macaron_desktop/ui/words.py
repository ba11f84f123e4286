"""Joining words the way the player's language writes them: lists, partners, sentences.

English writes ``Ana, Ben, Chloé`` and ``Ana & Ben``; Traditional Chinese writes both with
the enumeration comma (``Ana、Ben、Chloé``) and sets sentences side by side without a space
after the full stop. Every list or run of sentences a player reads goes through here, so
the separators are translated once (context ``Words``) instead of in each game.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication


def join_list(items: Iterable[str]) -> str:
    """Names, cards or elements as one list: ``Ana, Ben, Chloé``."""
    #: Between the items of a list (names, cards, elements). Traditional Chinese: 、
    return QCoreApplication.translate("Words", ", ").join(items)


def join_partners(items: Iterable[str]) -> str:
    """The players of one team: ``Ana & Ben``."""
    #: Between the names of the partners of one team. Traditional Chinese: 、
    return QCoreApplication.translate("Words", " & ").join(items)


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

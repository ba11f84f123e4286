"""Cards as data: a game's TOML file of cards, with their texts in every language.

A game whose cards differ by what they do (fifty property and action cards, say) keeps
them in a data file in its package, declared in its spec
(``card_data=("macaron_desktop.games.<id>:cards.toml",)``), rather than in code. The file
holds each card's fields and its texts in both languages side by side::

    format = 1
    languages = ["en", "zh_TW"]

    [[cards]]
    id = "red"
    count = 5
    name = { en = "Red", zh_TW = "紅色" }
    text = { en = "Ranks 1 to 5.", zh_TW = "點數 1 到 5。" }

A *text* is a table keyed by language (it has an ``en`` entry); everything else is a
plain field for the rules. Translators edit the texts in the file (lupdate does not read
TOML); the tests check that every text has every language of ``languages`` and that the
Chinese follows the catalogue's spacing rules. The file ships in the wheel as a file of
the package (hatch includes a package's files). No Qt here: rules may read their cards.
"""

from __future__ import annotations

import importlib.resources
import tomllib
from collections.abc import Iterator, Mapping
from functools import cache
from types import MappingProxyType
from typing import Any, NamedTuple

#: the language every text has, and the one shown when a translation is missing
FALLBACK = "en"
FORMAT = 1


class TextEntry(NamedTuple):
    """One text of the file: which card, which field, and the text per language."""

    card: str
    field: str
    texts: Mapping[str, str]


class CardData(NamedTuple):
    """A card data file, read: its languages and its cards (read-only mappings)."""

    ref: str
    languages: tuple[str, ...]
    cards: tuple[Mapping[str, Any], ...]

    @property
    def ids(self) -> tuple[str, ...]:
        """Every card's ``id``, in file order."""
        return tuple(card["id"] for card in self.cards)

    def card(self, card_id: str) -> Mapping[str, Any]:
        """The card ``card_id``; ``KeyError`` for an unknown one."""
        for card in self.cards:
            if card["id"] == card_id:
                return card
        raise KeyError(f"{self.ref} has no card {card_id!r}")

    def entries(self) -> Iterator[TextEntry]:
        """Every text of every card, in file order."""
        for card in self.cards:
            for name, value in card.items():
                if is_text(value):
                    yield TextEntry(card["id"], name, value)

    def texts(self, language: str) -> dict[str, dict[str, str]]:
        """card id → field → text in ``language`` (English where it has none)."""
        found: dict[str, dict[str, str]] = {card_id: {} for card_id in self.ids}
        for entry in self.entries():
            text = entry.texts.get(language) or entry.texts[FALLBACK]
            found[entry.card][entry.field] = text
        return found


def is_text(value: Any) -> bool:
    """Whether a field's value is a text: a table of strings keyed by language."""
    return (
        isinstance(value, Mapping)
        and FALLBACK in value
        and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())
    )


def split_ref(ref: str) -> tuple[str, str]:
    """``"package:file"`` as its package and its file (``ValueError`` if malformed)."""
    package, sep, name = ref.partition(":")
    if not sep or not package or not name:
        raise ValueError(f"a card data file is named 'package:file', not {ref!r}")
    return package, name


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return MappingProxyType({k: _frozen(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def parse(text: str, ref: str = "<text>") -> CardData:
    """A card data file's text, read and checked (``ValueError`` names what is wrong)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{ref}: {error}") from None
    if data.get("format") != FORMAT:
        raise ValueError(f"{ref}: format {data.get('format')!r}, expected {FORMAT}")
    languages = tuple(data.get("languages", ()))
    if FALLBACK not in languages:
        raise ValueError(f"{ref}: languages must include {FALLBACK!r}")
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        raise ValueError(f"{ref}: no [[cards]]")
    ids = [card.get("id") for card in cards]
    if not all(isinstance(i, str) and i for i in ids) or len(set(ids)) != len(ids):
        raise ValueError(f"{ref}: every card needs an id of its own")
    return CardData(ref, languages, tuple(_frozen(card) for card in cards))


@cache
def load(ref: str) -> CardData:
    """The card data file ``ref`` (``"package:file"``) from the installed package."""
    package, name = split_ref(ref)
    resource = importlib.resources.files(package).joinpath(name)
    return parse(resource.read_text(encoding="utf-8"), ref)

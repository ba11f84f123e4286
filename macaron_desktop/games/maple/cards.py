"""Masters of Maple Syrup's 50 property cards, read from ``cards.toml``.

The file holds each *design* (Sugar Maple, Sap Bucket...) once with its ``count``; the
game's cards are the copies, :class:`Card` members named by design and copy
(``Card("sugar_maple-2")``). :data:`DESIGNS` gives each design's data: kind, cost, value
(``None`` for ``?``), WHEN HARVESTED draws, its :class:`~.effects.Effect` and
:class:`~.effects.Scoring`. Copy 1 of each starting design begins on seat 0's property,
copy 2 on seat 1's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from macaron_desktop.core import card_data
from macaron_desktop.core.enums import IdentityEnum

from .effects import Effect, Scoring, parse_effect, parse_scoring

#: the card data file, as the spec declares it
CARDS_FILE = "macaron_desktop.games.maple:cards.toml"
TREE = "tree"
UTILITY = "utility"


class Design(NamedTuple):
    """One card design of the file (see the module's text)."""

    id: str
    kind: str
    count: int
    start: int
    cost: int
    value: int | None
    harvest: int
    effect: Effect | None
    scoring: Scoring | None

    @property
    def is_tree(self) -> bool:
        """Whether this is a tree card (tapped and harvested)."""
        return self.kind == TREE


def _designs() -> dict[str, Design]:
    data = card_data.load(CARDS_FILE)
    ids = set(data.ids)
    found = {}
    for raw in data.cards:
        where = f"{CARDS_FILE} {raw['id']}"
        kind = raw["kind"]
        if kind not in (TREE, UTILITY):
            raise ValueError(f"{where}: kind {kind!r}")
        value = raw["value"]
        scoring = parse_scoring(raw.get("scoring"), where, ids)
        if (value == "?") != (scoring is not None and scoring.mode == "value"):
            raise ValueError(f"{where}: a ? value needs a GAME END value line, and only it")
        found[raw["id"]] = Design(
            raw["id"],
            kind,
            int(raw["count"]),
            int(raw.get("start", 0)),
            int(raw["cost"]),
            None if value == "?" else int(value),
            int(raw.get("harvest", 0)),
            parse_effect(raw.get("effect"), where),
            scoring,
        )
    return found


DESIGNS: dict[str, Design] = _designs()


class _CardBase(IdentityEnum):
    def __init__(self, value: str) -> None:
        design_id, copy = value.rsplit("-", 1)
        self.design: Design = DESIGNS[design_id]
        self.copy = int(copy)

    @property
    def is_tree(self) -> bool:
        """Whether this card is a tree."""
        return self.design.kind == TREE

    @property
    def cost(self) -> int:
        """The develop cost in ¢ (cards discarded)."""
        return self.design.cost

    def __repr__(self) -> str:
        return f"Card({self.value!r})"


Card = _CardBase(  # type: ignore[call-overload]
    "Card",
    [
        (f"{d.id.upper()}_{k}", f"{d.id}-{k}")
        for d in DESIGNS.values()
        for k in range(1, d.count + 1)
    ],
)
"""One of the 50 property cards (a design and a copy number)."""

ALL_CARDS: tuple[Card, ...] = tuple(Card)
#: the card each seat begins with on its property (the two Red Maples)
STARTING: tuple[Card, Card] = tuple(  # type: ignore[assignment]
    c for c in ALL_CARDS if c.copy <= c.design.start
)
_ORDER = {c: i for i, c in enumerate(ALL_CARDS)}


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in the file's order (a hand is kept so)."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))

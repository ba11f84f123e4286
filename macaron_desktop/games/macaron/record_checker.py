"""What checking a Macaron record is made of: the error it ends in (:class:`InvalidRecord`,
every problem listed) and the checker that reads a record's shapes and notes problems.

:mod:`.record` checks the whole record and each round with it; :mod:`.record_rounds` the
parts of a round (deal and passes, the solo set-up, Royal and Allergen, the tricks).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from .cards import Card, Flavor, Group, max_rank


class InvalidRecord(ValueError):
    """A record that breaks the format or the rules; ``problems`` lists every finding."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        shown = "; ".join(problems[:10])
        more = f" (and {len(problems) - 10} more)" if len(problems) > 10 else ""
        super().__init__(f"invalid Macaron record: {shown}{more}")


class _Stop(Exception):
    """Raised to abandon checking a part whose structure is already broken."""


class _Checker:
    def __init__(self) -> None:
        self.problems: list[str] = []
        self.check_deal = False
        self.seed = 0

    def fail(self, where: str, what: str) -> None:
        self.problems.append(f"{where}: {what}")

    def stop(self, where: str, what: str) -> _Stop:
        self.fail(where, what)
        return _Stop()

    # -- shape helpers

    def obj(self, value: Any, where: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.stop(where, "must be an object")
        return value

    def lst(self, value: Any, where: str, length: int | None = None) -> list[Any]:
        if not isinstance(value, list):
            raise self.stop(where, "must be a list")
        if length is not None and len(value) != length:
            raise self.stop(where, f"must have {length} entries, not {len(value)}")
        return value

    def int_(self, value: Any, where: str, low: int | None = None, high: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.stop(where, f"must be an integer, not {value!r}")
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.stop(where, f"{value} is out of range")
        return value

    def seat(self, value: Any, where: str, seats: int) -> int:
        return self.int_(value, where, 0, seats - 1)

    def card(self, value: Any, where: str, flavors: Sequence[Flavor]) -> Card:
        data = self.obj(value, where)
        if set(data) != {"flavor", "rank"}:
            raise self.stop(where, "a card has exactly the keys flavor and rank")
        flavor = self.flavor(data["flavor"], where + ".flavor", flavors)
        rank = self.int_(data["rank"], where + ".rank", 1, max_rank(flavor))
        return Card(flavor, rank)

    def cards(self, value: Any, where: str, flavors: Sequence[Flavor]) -> list[Card]:
        items = self.lst(value, where)
        return [self.card(v, f"{where}[{i}]", flavors) for i, v in enumerate(items)]

    def flavor(self, value: Any, where: str, flavors: Sequence[Flavor]) -> Flavor:
        try:
            flavor = Flavor(value)
        except ValueError:
            raise self.stop(where, f"unknown flavour {value!r}") from None
        if flavor not in flavors:
            raise self.stop(where, f"{value} is not in play")
        return flavor

    def group(self, value: Any, where: str, groups: Sequence[Group]) -> Group:
        try:
            group = Group(value)
        except ValueError:
            raise self.stop(where, f"unknown group {value!r}") from None
        if group not in groups:
            raise self.stop(where, f"group {value} is not in play")
        return group

    def absent_or_null(self, data: Mapping[str, Any], key: str, where: str) -> None:
        if data.get(key) is not None:
            self.fail(where, f"{key} does not belong to this mode")


def _same_cards(a: Sequence[Card], b: Sequence[Card]) -> bool:
    return Counter(a) == Counter(b)

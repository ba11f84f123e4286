"""What a set of ingredient cards forms when scored, and which of them are kept.

A combination is three cards (four with Amélie) whose snack values are consecutive (a
run: all different, no wrap) or all equal (three or four of a kind). "One colour" means
every card is of one ingredient; anything else is "mixed". What is kept:

============================  ===========================================
mixed run                     the lowest (with Lilly: the highest)
one-colour run                the highest
mixed three of a kind         any one, the player's pick
one-colour three of a kind    any two, the player's pick
Amélie's run of four          the two lowest
Amélie's four of a kind       any two, the player's pick
============================  ===========================================

A helper's power may change a card for forming only: Maurice raises one card's value by
one, Mathieu lowers it by one (2 and 8 are allowed, and "lowest" and "highest" use the
changed value), Claude changes one card's ingredient. Kept cards always score their
printed value. Pure functions, no Qt; refusals are :class:`IllegalAction` keys.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from macaron_desktop.core.messages import IllegalAction

from .cards import Card, Helper, Ingredient

#: the helper whose power is a change of value, and by how much
VALUE_CHANGES: dict[Helper, int] = {Helper.MAURICE: 1, Helper.MATHIEU: -1}


@dataclass(frozen=True)
class Tweak:
    """A helper's power applied to one chosen card, for forming the combination only.

    ``delta`` is Maurice's +1 or Mathieu's -1; ``ingredient`` is Claude's new colour.
    """

    card: Card
    delta: int = 0
    ingredient: Ingredient | None = None


@dataclass(frozen=True)
class Combination:
    """What the chosen cards form.

    ``kind`` is ``"run"`` or ``"kind"`` (equal values); ``one_colour`` tells the two
    flavours apart; ``keep`` is how many cards go to the score pile and
    ``keep_options`` every choice of kept cards the rules allow (one entry when the rules
    decide, several when the player picks).
    """

    cards: tuple[Card, ...]
    kind: str
    one_colour: bool
    keep: int
    keep_options: tuple[tuple[Card, ...], ...]

    @property
    def player_picks(self) -> bool:
        """Whether the player chooses which cards are kept."""
        return len(self.keep_options) > 1

    def points(self, kept: Sequence[Card]) -> int:
        """The points ``kept`` scores: the printed snack values."""
        return sum(c.snack for c in kept)


def check_tweak(helper: Helper | None, cards: Sequence[Card], tweak: Tweak | None) -> None:
    """Refuse a power that is not ``helper``'s, or one used on a card not chosen."""
    if tweak is None:
        return
    if tweak.card not in cards:
        raise IllegalAction("power_card_not_chosen", card=tweak.card)
    if tweak.delta:
        if VALUE_CHANGES.get(helper) != tweak.delta:  # type: ignore[arg-type]
            raise IllegalAction("power_not_yours", helper=helper)
    elif tweak.ingredient is not None:
        if helper is not Helper.CLAUDE:
            raise IllegalAction("power_not_yours", helper=helper)
        if tweak.ingredient is tweak.card.ingredient:
            raise IllegalAction("colour_unchanged", card=tweak.card)
    else:
        raise IllegalAction("power_does_nothing", card=tweak.card)


def form(cards: Sequence[Card], helper: Helper | None, tweak: Tweak | None = None) -> Combination:
    """What ``cards`` form for the holder of ``helper``, or ``IllegalAction`` saying why not.

    ``cards`` must be distinct cards; whether they are in the hand, and whether a card
    stays in hand afterwards, is the rules' business.
    """
    chosen = tuple(cards)
    if len(set(chosen)) != len(chosen):
        raise IllegalAction("card_twice")
    if len(chosen) == 4 and helper is not Helper.AMELIE:
        raise IllegalAction("four_needs_amelie")
    if len(chosen) not in (3, 4):
        raise IllegalAction("combination_size", count=len(chosen))
    check_tweak(helper, chosen, tweak)
    value = {c: c.snack for c in chosen}
    colour = {c: c.ingredient for c in chosen}
    if tweak is not None:
        value[tweak.card] += tweak.delta
        if tweak.ingredient is not None:
            colour[tweak.card] = tweak.ingredient
    values = sorted(value.values())
    by_value = tuple(sorted(chosen, key=lambda c: (value[c], c.snack, c.ingredient.value)))
    one_colour = len(set(colour.values())) == 1
    is_run = all(b == a + 1 for a, b in zip(values, values[1:], strict=False))
    is_kind = len(set(values)) == 1
    if not is_run and not is_kind:
        raise IllegalAction("not_a_combination", count=len(chosen))
    if len(chosen) == 4:
        if is_run:
            return Combination(chosen, "run", one_colour, 2, (by_value[:2],))
        return Combination(chosen, "kind", one_colour, 2, _picks(by_value, 2))
    if is_run:
        if one_colour or helper is Helper.LILLY:
            return Combination(chosen, "run", one_colour, 1, ((by_value[-1],),))
        return Combination(chosen, "run", one_colour, 1, ((by_value[0],),))
    if one_colour:
        return Combination(chosen, "kind", True, 2, _picks(by_value, 2))
    return Combination(chosen, "kind", False, 1, _picks(by_value, 1))


def _picks(cards: tuple[Card, ...], n: int) -> tuple[tuple[Card, ...], ...]:
    return tuple(combinations(cards, n))


def interpretations(
    cards: Sequence[Card], helper: Helper | None
) -> list[tuple[Tweak | None, Combination]]:
    """Every way ``cards`` form a combination for the holder of ``helper``: without the
    power first, then each use of it that forms something else (what the cards form, or
    what may be kept, differs). Empty when they form nothing, power or not."""
    found: list[tuple[Tweak | None, Combination]] = []
    seen: set[tuple[object, ...]] = set()
    for tweak in (None, *_tweaks(tuple(cards), helper)):
        try:
            combo = form(cards, helper, tweak)
        except IllegalAction:
            continue
        outcome = (combo.kind, combo.one_colour, combo.keep_options)
        if outcome not in seen:
            seen.add(outcome)
            found.append((tweak, combo))
    return found


def _tweaks(chosen: tuple[Card, ...], helper: Helper | None) -> list[Tweak]:
    """The uses of ``helper``'s forming power on ``chosen`` worth trying: Maurice's or
    Mathieu's change on each card; Claude's change of a card to another chosen colour
    (a colour none of the others has cannot make them one colour)."""
    if helper in VALUE_CHANGES:
        return [Tweak(c, delta=VALUE_CHANGES[helper]) for c in chosen]  # type: ignore[index]
    if helper is Helper.CLAUDE:
        colours = sorted({c.ingredient for c in chosen}, key=lambda i: i.value)
        return [Tweak(c, ingredient=i) for c in chosen for i in colours if i is not c.ingredient]
    return []

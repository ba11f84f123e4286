"""Masters of Maple Syrup's card effects as data: one small engine, no function per card.

A utility card (and a few trees) carries at most one timed effect and at most one GAME
END scoring line, both read from ``cards.toml``:

* :class:`Effect` — a *trigger* (``timing``: ``first_developed``, ``when``, ``before``,
  ``after`` or ``instead``; ``action``: ``tap``, ``harvest`` or ``develop``), an optional
  :class:`Condition` and an *operation* (``op`` with an ``amount``);
* :class:`Scoring` — GAME END: ``value`` (the card's ``?``) or ``bonus`` (its ``+``),
  counting ``per`` something (tucked cards, trees, utilities, cards in hand, tapped
  trees, cards of one kind, or ``flat``).

The rules (:mod:`.resolve`) ask this module which effects trigger at a moment and carry
the operations out; :func:`card_text` words every card's effect in English and in
Traditional Chinese from the same data, and a test checks that the texts in
``cards.toml`` are exactly these, so text and behaviour cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: the timings of the rulebook's glossary (GAME END is a :class:`Scoring`)
TIMINGS = ("first_developed", "when", "before", "after", "instead")
ACTIONS = ("tap", "harvest", "develop")
#: operations, each with the timings it may be used at
OPS: Mapping[str, tuple[str, ...]] = {
    "draw": ("first_developed", "before", "after", "instead"),
    "take_discard": ("first_developed", "before", "after", "instead"),
    "tap": ("first_developed", "before", "after", "instead"),
    "harvest": ("first_developed", "before", "after", "instead"),
    "tuck": ("first_developed", "before", "after", "instead"),
    "more_taps": ("when",),
    "more_harvests": ("when",),
    "more_draws": ("when",),
    "discount": ("when",),
}
#: a WHEN operation that only raises a maximum or lowers a cost: applied as the action
#: happens (a player may still do less, so it takes nothing away); the others are offered
AUTOMATIC = frozenset({"more_taps", "more_harvests", "discount"})
#: which action each WHEN operation modifies
WHEN_ACTION = {
    "more_taps": "tap",
    "more_harvests": "harvest",
    "more_draws": "harvest",
    "discount": "develop",
}
CONDITIONS = ("trees_at_least", "hand_at_most")
PER = ("flat", "tucked", "trees", "utilities", "hand", "tapped")


@dataclass(frozen=True)
class Condition:
    """Only if: ``trees_at_least`` n trees on the property, or ``hand_at_most`` n cards."""

    test: str
    amount: int


@dataclass(frozen=True)
class Effect:
    """A timed effect: its trigger, its condition and its operation (see the module)."""

    timing: str
    action: str | None
    op: str
    amount: int
    condition: Condition | None = None

    @property
    def offered(self) -> bool:
        """Whether the owner is asked (every effect but the automatic WHEN ones)."""
        return self.op not in AUTOMATIC


@dataclass(frozen=True)
class Scoring:
    """A GAME END line: ``mode`` ``value`` (``?``) or ``bonus`` (``+``); ``points`` per
    ``every`` counted (``per``), at most ``most``; ``per`` may name a card kind (its id)."""

    mode: str
    per: str
    points: int = 1
    every: int = 1
    most: int = 0
    condition: Condition | None = None


def _condition(data: Any, where: str) -> Condition | None:
    if data is None:
        return None
    ((test, amount),) = dict(data).items()
    if test not in CONDITIONS or not isinstance(amount, int):
        raise ValueError(f"{where}: unknown condition {test!r}")
    return Condition(test, amount)


def parse_effect(data: Mapping[str, Any] | None, where: str) -> Effect | None:
    """The ``effect`` table of a card, checked (``ValueError`` names what is wrong)."""
    if data is None:
        return None
    timing, op = data.get("timing"), data.get("op")
    action = data.get("action")
    amount = data.get("amount", 1)
    if timing not in TIMINGS or op not in OPS or timing not in OPS[op]:
        raise ValueError(f"{where}: {op!r} cannot be used at {timing!r}")
    if (timing == "first_developed") != (action is None) or (
        action is not None and action not in ACTIONS
    ):
        raise ValueError(f"{where}: timing {timing!r} with action {action!r}")
    if timing == "when" and WHEN_ACTION[op] != action:
        raise ValueError(f"{where}: {op!r} modifies {WHEN_ACTION[op]}, not {action}")
    if not isinstance(amount, int) or amount < 1:
        raise ValueError(f"{where}: amount {amount!r}")
    return Effect(timing, action, op, amount, _condition(data.get("condition"), where))


def parse_scoring(data: Mapping[str, Any] | None, where: str, kinds: set[str]) -> Scoring | None:
    """The ``scoring`` table of a card, checked; ``kinds`` are the card ids ``per`` may name."""
    if data is None:
        return None
    mode, per = data.get("mode"), data.get("per", "flat")
    if mode not in ("value", "bonus") or (per not in PER and per not in kinds):
        raise ValueError(f"{where}: scoring {mode!r} per {per!r}")
    return Scoring(
        mode,
        per,
        int(data.get("points", 1)),
        int(data.get("every", 1)),
        int(data.get("most", 0)),
        _condition(data.get("condition"), where),
    )


# -- the texts -------------------------------------------------------------------------------

_ACTION_WORDS = {
    "en": {"tap": "TAPPING", "harvest": "HARVESTING", "develop": "DEVELOPING"},
    "zh_TW": {"tap": "插管", "harvest": "採收", "develop": "開發"},
}


def _timing_text(effect: Effect, lang: str) -> str:
    if effect.timing == "first_developed":
        return "WHEN FIRST DEVELOPED: " if lang == "en" else "首次開發時："
    word = _ACTION_WORDS[lang][effect.action or ""]
    if lang == "en":
        head = {"when": "WHEN", "before": "BEFORE", "after": "AFTER", "instead": "INSTEAD OF"}
        return f"{head[effect.timing]} {word}: "
    zh = {"when": "當{}時：", "before": "{}之前：", "after": "{}之後：", "instead": "取代{}："}
    return zh[effect.timing].format(word)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _op_text(op: str, n: int, lang: str) -> str:
    if lang == "en":
        return {
            "draw": f"draw {_plural(n, 'card', 'cards')}",
            "take_discard": (
                f"take the top {_plural(n, 'card', 'cards')} of the discard pile"
                if n > 1
                else "take the top card of the discard pile"
            ),
            "tap": f"tap up to {_plural(n, 'tree', 'trees')}",
            "harvest": f"harvest up to {_plural(n, 'tapped tree', 'tapped trees')}",
            "tuck": f"tuck up to {_plural(n, 'card', 'cards')} from your hand under this card",
            "more_taps": f"tap up to {_plural(n, 'more tree', 'more trees')}",
            "more_harvests": f"harvest up to {_plural(n, 'more tree', 'more trees')}",
            "more_draws": f"draw {_plural(n, 'more card', 'more cards')}",
            "discount": f"the card costs {n}¢ less",
        }[op]
    return {
        "draw": f"抽 {n} 張牌",
        "take_discard": f"拿取棄牌堆頂的 {n} 張牌",
        "tap": f"最多為 {n} 棵樹插管",
        "harvest": f"最多採收 {n} 棵已插管的樹",
        "tuck": f"從手牌最多墊放 {n} 張牌到這張卡下方",
        "more_taps": f"最多再為 {n} 棵樹插管",
        "more_harvests": f"最多再採收 {n} 棵樹",
        "more_draws": f"多抽 {n} 張牌",
        "discount": f"這張卡的開發費用減少 {n}¢",
    }[op]


def _condition_text(condition: Condition | None, lang: str) -> str:
    if condition is None:
        return ""
    n = condition.amount
    if lang == "en":
        if condition.test == "trees_at_least":
            return f"if you have at least {_plural(n, 'tree', 'trees')}, "
        return f"if you hold at most {_plural(n, 'card', 'cards')}, "
    if condition.test == "trees_at_least":
        return f"若你的農場至少有 {n} 棵樹，"
    return f"若你的手牌不多於 {n} 張，"


def effect_text(effect: Effect, lang: str) -> str:
    """An effect in words: ``"AFTER TAPPING: draw 1 card."``, ``"插管之後：抽 1 張牌。"``"""
    body = _condition_text(effect.condition, lang) + _op_text(effect.op, effect.amount, lang)
    if lang == "en":
        return f"{_timing_text(effect, lang)}{body[0].upper()}{body[1:]}."
    return f"{_timing_text(effect, lang)}{body}。"


def _counted(
    per: str, lang: str, names: Mapping[str, Mapping[str, str]], many: bool = False
) -> str:
    if lang == "en":
        words = {
            "tucked": ("card tucked", "cards tucked"),
            "trees": ("tree", "trees"),
            "utilities": ("utility", "utilities"),
            "hand": ("card in your hand", "cards in your hand"),
            "tapped": ("tapped tree", "tapped trees"),
        }
        where = {"tucked": " under this card", "hand": ""}.get(per, " on your property")
        unit = words.get(per) or (names[per]["en"], names[per]["en"] + "s")
        return unit[many] + where
    words = {
        "tucked": "墊放在這張卡下方的卡",
        "trees": "你農場上的樹木卡",
        "utilities": "你農場上的設施卡",
        "hand": "你的手牌",
        "tapped": "你農場上已插管的樹",
    }
    return words.get(per) or f"你農場上的「{names[per]['zh_TW']}」"


def scoring_text(scoring: Scoring, lang: str, names: Mapping[str, Mapping[str, str]]) -> str:
    """A GAME END line in words (``names``: card id → language → name, for ``per``)."""
    sign = "?" if scoring.mode == "value" else "+"
    p, every, most = scoring.points, scoring.every, scoring.most
    cond = _condition_text(scoring.condition, lang)
    if lang == "en":
        if scoring.per == "flat":
            body = f"{cond}{sign} = {p}"
        else:
            each = (
                f"every {every} {_counted(scoring.per, 'en', names, many=True)}"
                if every > 1
                else f"each {_counted(scoring.per, 'en', names)}"
            )
            body = f"{cond}{sign} = {p} for {each}"
        tail = f" (at most {most})" if most else ""
        return f"GAME END: {body[0].upper() if body[0] != sign else body[0]}{body[1:]}{tail}."
    if scoring.per == "flat":
        body = f"{cond}{sign} = {p}"
    else:
        unit = _counted(scoring.per, "zh_TW", names)
        each = f"每 {every} 張{unit}" if every > 1 else f"每張{unit}"
        body = f"{cond}{sign} = {each}得 {p} 分"
    tail = f"（最多 {most} 分）" if most else ""
    return f"遊戲結束：{body}{tail}。"


def card_text(
    effect: Effect | None,
    scoring: Scoring | None,
    lang: str,
    names: Mapping[str, Mapping[str, str]],
) -> str:
    """A card's whole effect text in ``lang`` (empty for a plain card)."""
    parts = []
    if effect is not None:
        parts.append(effect_text(effect, lang))
    if scoring is not None:
        parts.append(scoring_text(scoring, lang, names))
    return (" " if lang == "en" else "").join(parts)

"""The fields Maus au Chocolat adds to its envelope records (see docs/records.md).

``shuffles``: every shuffle's order, in the order they happened: the first deck, the
helpers, then each reshuffle of the discards into a new draw pile (card or helper ids).
``dealt``: what each seat held after the deal, and the first display and helpers.
With the seed-free rules below and the moves, a program of its own can replay every
step: seat s is dealt cards 5s..5s+4 of the deck, the display is the next players + 1,
the draw pile the rest from the top; seat s gets helper s of the helpers' order, the
row the rest.
"""

from __future__ import annotations

from typing import Any


def record_fields(game: Any, played: Any) -> dict[str, Any]:
    """The ``shuffles`` and ``dealt`` fields of a played game."""
    state = played.state
    first = game.new_game(played.config, played.seed)
    labels = ["deck", "helpers", *(["reshuffle"] * (len(state.shuffles) - 2))]
    return {
        "shuffles": [
            {"of": label, "order": list(order)}
            for label, order in zip(labels, state.shuffles, strict=True)
        ],
        "dealt": {
            "hands": [[c.value for c in hand] for hand in first.hands],
            "display": [c.value for c in first.display],
            "helpers": [h.value for h in first.helpers],
            "helper_row": [h.value for h in first.helper_row],
        },
    }


def check_fields(data: Any, match: Any) -> list[str]:
    """The deal in the record must follow from the first shuffles in the record."""
    problems: list[str] = []
    try:
        deck = data["shuffles"][0]["order"]
        helpers = data["shuffles"][1]["order"]
        dealt = data["dealt"]
        n = len(dealt["hands"])
        for seat, hand in enumerate(dealt["hands"]):
            if sorted(hand) != sorted(deck[5 * seat : 5 * seat + 5]):
                problems.append(
                    f"dealt.hands[{seat}] is not cards {5 * seat}-{5 * seat + 4} of the deck"
                )
        if dealt["display"] != deck[5 * n : 6 * n + 1]:
            problems.append("dealt.display is not the deck's next players + 1 cards")
        if dealt["helpers"] != helpers[:n] or dealt["helper_row"] != helpers[n:]:
            problems.append("dealt helpers do not follow the helpers' shuffle")
    except (KeyError, IndexError, TypeError) as error:
        problems.append(f"shuffles/dealt: {error!r}")
    return problems


#: the keys this game adds to the envelope
FIELDS: tuple[str, ...] = ("shuffles", "dealt")

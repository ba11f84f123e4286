"""A screen reader hears where a card lies on the Maus au Chocolat and Maple tables: the
group each card not in your hand is put in, with its heading."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from macaron_desktop.games.maple.cards import ALL_CARDS as MAPLE_CARDS
from macaron_desktop.games.maple.table.spoken import MapleSpeech
from macaron_desktop.games.maus.cards import ALL_CARDS as MAUS_CARDS
from macaron_desktop.games.maus.table.spoken import MausSpeech


def _speech(cls: type, view: Any) -> Any:
    speech = cls()
    speech.host = SimpleNamespace(names=["Ann", "Bo"])
    speech.current = lambda: view
    return speech


def test_maus_cards_are_grouped_by_display_bids_top_discard_and_score_pile() -> None:
    c = MAUS_CARDS
    view = SimpleNamespace(
        hand=(c[0],),
        display=(c[1], c[2]),
        bids=(None, c[3]),
        discards=(c[4], c[5]),
        piles=((c[6],), (c[7], c[8])),
    )
    speech = _speech(MausSpeech, view)
    assert speech.card_group(view, c[2]) == ("display", "Display")
    assert speech.card_group(view, c[3]) == ("bids", "Bids")
    assert speech.card_group(view, c[5]) == ("discards", "Discard pile")
    assert speech.card_group(view, c[4]) is None  # under the top of the pile: not seen
    assert speech.card_group(view, c[8]) == ("pile/1", "Bo's score pile")
    assert speech.card_group(view, c[6]) == ("pile/0", "Ann's score pile")
    assert speech.card_group(view, c[9]) is None


def test_maple_cards_are_grouped_by_dealt_top_discard_and_property() -> None:
    c = MAPLE_CARDS
    view = SimpleNamespace(
        hand=(c[0],),
        dealt=(c[1],),
        discards=(c[2], c[3]),
        properties=((c[4],), (c[5],)),
    )
    speech = _speech(MapleSpeech, view)
    assert speech.card_group(view, c[1]) == ("dealt", "Dealt cards")
    assert speech.card_group(view, c[3]) == ("discards", "Discard pile")
    assert speech.card_group(view, c[2]) is None
    assert speech.card_group(view, c[5]) == ("property/1", "Bo's property")
    assert speech.card_group(view, c[9]) is None


def test_no_discards_no_discard_group() -> None:
    c = MAUS_CARDS
    view = SimpleNamespace(hand=(), display=(), bids=(), discards=(), piles=((), ()))
    assert _speech(MausSpeech, view).card_group(view, c[0]) is None

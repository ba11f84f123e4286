"""Names under Macaron's trick cards (issue 21, point 3): a twelve-letter name is never cut
off, at every window size the layout test covers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from macaron_gestures import GesturePlayer, open_game
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.games.macaron.actions import PlayCard
from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.games.macaron.view import TrickPlay
from macaron_desktop.ui.main_window import MainWindow

SIZES = ((1024, 640), (1200, 780), (1600, 1000), (1920, 1080))
# twelve letters each, wide ones among them
NAMES = ("Wilhelmina G", "Maximilian O", "Gwendolyn Wh", "Bartholomew F", "Marie-Claire")


def test_twelve_letter_names_under_the_trick_are_whole_at_every_size(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    seats = [SeatSpec(NAMES[0], "human")] + [SeatSpec(n, "bot", "basic") for n in NAMES[1:]]
    window = make_window(size=SIZES[0])
    table = open_game(window, qtbot, "5p", 5, seats)
    player = GesturePlayer(qtbot, table, 5)
    # my turn with four cards in the trick: the fullest trick a seat sees before playing
    player.play_until(
        lambda: table.current().phase is Phase.PLAY and len(table.current().trick) == 4
    )
    board = table.board
    view = table.current()
    card = next(a.card for a in table.legal() if isinstance(a, PlayCard))
    # the full trick, my card included, as the table draws it once I have played
    full = replace(
        view,
        trick=(*view.trick, TrickPlay(table.viewer, card, card.flavor)),
        hand=tuple(c for c in view.hand if c != card),
    )
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.width() == w)
        board.layout(full, False)
        items = [board.cards[p.card] for p in full.trick]
        tags = [item.seat_tag for item in items]
        shown = [tag.text().removeprefix("★ ") for tag in tags]
        assert shown == [NAMES[p.seat] for p in full.trick], (width, height, shown)
        rects = [tag.sceneBoundingRect() for tag in tags]
        for a, b in zip(rects, rects[1:], strict=False):
            assert not a.intersects(b), (width, height)

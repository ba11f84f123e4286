"""What a player notices on the Macaron table (issue 11): the last round's scores, the
played tricks, who plays which card, vote totals, Emma's badges, passing and layout."""

from __future__ import annotations

from collections.abc import Callable

from macaron_gestures import GesturePlayer, open_game
from pytestqt.qtbot import QtBot

from macaron_desktop.ui.main_window import MainWindow


def test_the_last_round_shows_its_summary_before_game_over(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "2p", 12)
    player = GesturePlayer(qtbot, table, 12)
    for _ in range(2000):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if table.match.finished:
            break
        player.step()
    assert table.match.finished
    # the last round's boxes, rows, bets and VP come first; game over waits behind them
    assert table.summary.isVisible()
    assert not table.game_over.isVisible()
    last = table.current().round_summaries[-1]
    texts = [
        table.summary.grid.itemAt(i).widget().text() for i in range(table.summary.grid.count())
    ]
    assert "Ana" in texts and f"{last.vp[0]:+d}" in texts
    assert table.summary.button.text().replace("&", "") == "See the result"
    table.summary.button.click()
    assert table.game_over.isVisible()
    assert not table.summary.isVisible()

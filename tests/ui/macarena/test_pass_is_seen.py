"""A pass in La Macarena is seen on the table (issue 21, point 5): a banner under the seat
that stays as long as the pace says, and the seat's Macas fly back from their wells."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot
from test_macarena_table import match_until, open_match

from macaron_desktop.ui.main_window import MainWindow


def test_a_pass_shows_a_banner_and_the_macas_fly_home(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    match = match_until(3, lambda s: sum(m.count(0) for m in s.macas) >= 1)
    wells = [w for w, m in enumerate(match.state.macas) if 0 in m]
    window = make_window(animation_speed="fast", pace="quick")
    table = open_match(window, qtbot, match)
    board = table.board
    banners: list[str] = []
    flights: list[tuple[Any, QPointF]] = []
    make_banner, make_maca = board._banner, board._maca_token

    def banner(text: str, point: QPointF, size: int) -> Any:
        banners.append(text)
        return make_banner(text, point, size)

    def maca(seat: int, key: object, size: float) -> Any:
        token = make_maca(seat, key, size)
        flights.append((token, QPointF()))
        return token

    board._banner = banner  # type: ignore[method-assign]
    board._maca_token = maca  # type: ignore[method-assign]
    assert board.pass_button.isVisible()
    board.pass_button.click()
    # the banner is up while the table still shows the pass
    qtbot.waitUntil(lambda: bool(board.banners), timeout=3000)
    assert banners[0] == "Ana passes"
    assert board.banners[0].text() == "Ana passes"
    # one Maca flies back per well Ana had one on, towards Ana's seat
    assert [f[0].key for f in flights] == [("returning maca", 0, w) for w in wells]
    seat = board.geo.seats[0]
    qtbot.waitUntil(
        lambda: all(
            (f[0].pos() - seat).manhattanLength() < 2 or f[0].scene() is None for f in flights
        ),
        timeout=5000,
    )
    qtbot.waitUntil(lambda: all(f[0].scene() is None for f in flights), timeout=5000)
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert any(line.startswith("Ana passes") for line in lines)

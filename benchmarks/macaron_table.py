"""Macaron table: a full repaint at 1920x1080 and the time from a drop to the game.

    QT_QPA_PLATFORM=offscreen python benchmarks/macaron_table.py [--repeats 40]

1. Repaint: a 5P game is played (through the GUI, with gestures) until the busiest
   moment we reach: the viewer to play with four cards on the trick, every vote and bet
   on the table. The table view (1920x1080) is then repainted whole, synchronously,
   many times (``viewport().repaint()``); as a baseline in the same run, an empty QGraphicsView of the same size
   with the same linen cloth is painted the same way. Medians and their ratio are
   printed.
2. Drop to accepted: a card is dragged onto the trick with real mouse events; the time
   from the mouse release to the session's ``moved`` signal (the rules accepted and the
   game logged the move) is measured over many turns (animations instant, so only the
   work of the drop is timed).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MACARON_DESKTOP_HOME", tempfile.mkdtemp())
# the gesture players of the GUI tests (tests/ui/table_gestures.py, tests/ui/macaron/)
for _helpers in ("ui", "ui/macaron"):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / _helpers))

from pytestqt.qt_compat import qt_api  # noqa: E402

qt_api.set_qt_api("pyside6")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


class _Request:
    class node:  # noqa: N801 - the shape pytest-qt expects
        @staticmethod
        def add_report_section(*_args: object) -> None:
            """Nothing to report outside pytest."""


def paint_ms(widget: object, repeats: int) -> tuple[float, float]:
    """Median wall-clock and GUI-thread CPU time of a full, synchronous repaint of a
    QGraphicsView's viewport (the raster engine paints on this thread)."""
    from PySide6.QtWidgets import QGraphicsView

    assert isinstance(widget, QGraphicsView)
    viewport = widget.viewport()
    times = []
    cpu = []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.thread_time()
        viewport.repaint()  # paints the whole viewport now, as an expose would
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    return statistics.median(times), statistics.median(cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=40)
    args = parser.parse_args()
    app = QApplication([])
    from macaron_gestures import GesturePlayer, open_game
    from pytestqt.qtbot import QtBot

    from macaron_desktop.games.macaron.actions import PlayCard
    from macaron_desktop.games.macaron.state import Phase
    from macaron_desktop.settings import Settings
    from macaron_desktop.ui.i18n import LanguageManager
    from macaron_desktop.ui.main_window import MainWindow
    from macaron_desktop.ui.style import apply_style
    from macaron_desktop.ui.table import TableView

    apply_style(app)
    languages = LanguageManager()
    languages.apply("en")
    qtbot = QtBot(_Request)
    window = MainWindow(Settings(animation_speed="instant", confirm_leave_game=False), languages)
    window.show()
    table = open_game(window, qtbot, "5p", 8)
    # size the window so that the table view itself is 1920 x 1080
    for _ in range(6):
        view_size = table.view.viewport().size()
        window.resize(
            window.width() + 1920 - view_size.width(), window.height() + 1080 - view_size.height()
        )
        app.processEvents()
    player = GesturePlayer(qtbot, table, 8)
    for _ in range(400):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        view = table.current()
        if table.my_turn() and view.phase is Phase.PLAY and len(view.trick) == 4 and view.bets:
            break
        player.step()
    view = table.current()
    print(
        f"table view {table.view.viewport().width()}x{table.view.viewport().height()}, "
        f"round {view.round_number}, {len(view.trick)} cards on the trick, "
        f"{len(view.votes)} votes, {sum(b is not None for b in view.bets)} bets"
    )
    baseline = TableView()
    baseline.resize(table.view.size())
    baseline.show()
    app.processEvents()
    paint_ms(table.view, 3)  # warm the pixmap cache
    table_ms, table_cpu = paint_ms(table.view, args.repeats)
    empty_ms, empty_cpu = paint_ms(baseline, args.repeats)
    print(f"repaint, busiest 5P table : median {table_ms:.2f} ms over {args.repeats}")
    print(f"repaint, empty cloth view : median {empty_ms:.2f} ms over {args.repeats}")
    print(f"ratio table / empty       : {table_ms / max(empty_ms, 1e-6):.2f}")
    print(f"  GUI-thread CPU, table   : median {table_cpu:.2f} ms (empty view {empty_cpu:.2f} ms)")

    # drop to accepted
    delays: list[float] = []
    cpu: list[float] = []
    moved_at: list[tuple[float, float]] = []
    table.session.moved.connect(
        lambda *_: moved_at.append((time.perf_counter(), time.thread_time()))
    )
    viewport = table.view.viewport()

    def at(point: QPointF) -> QPoint:
        return table.view.mapFromScene(point)

    for _ in range(600):
        if len(delays) >= args.repeats or table.game_over.isVisible():
            break
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if not (table.my_turn() and table.current().phase is Phase.PLAY):
            player.step()
            continue
        card = next(a.card for a in table.legal() if isinstance(a, PlayCard))
        start = player.grab_point(table.board.cards[card])
        end = table.board.zones["trick"].sceneBoundingRect().center()
        QTest.mousePress(
            viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(start)
        )
        for step in range(1, 7):
            QTest.mouseMove(viewport, at(start + (end - start) * (step / 6)))
        moved_at.clear()
        released, released_cpu = time.perf_counter(), time.thread_time()
        QTest.mouseRelease(
            viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(end)
        )
        if moved_at:
            delays.append((moved_at[0][0] - released) * 1000)
            cpu.append((moved_at[0][1] - released_cpu) * 1000)
    print(
        f"drop -> accepted          : median {statistics.median(delays):.2f} ms over {len(delays)} drops"
    )
    # the GUI thread's own CPU time over the same span: what the drop costs without the
    # waits a loaded machine adds (other processes, the disk)
    print(f"  of it GUI-thread CPU    : median {statistics.median(cpu):.2f} ms")
    window.close_game()


if __name__ == "__main__":
    main()

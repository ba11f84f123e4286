"""The animator: instant at speed 0, in order, busy until done, and able to finish early."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF
from pytestqt.qtbot import QtBot

from macaron_desktop.settings import Settings
from macaron_desktop.ui.table import Animator, CardItem, Motion, TableScene


def card(scene: TableScene, key: str = "c") -> CardItem:
    item = CardItem(key, QSizeF(60, 84))
    scene.addItem(item)
    return item


def test_speed_zero_applies_everything_at_once_and_in_order(qtbot: QtBot) -> None:
    scene = TableScene(Animator(0))
    a, b = card(scene, "a"), card(scene, "b")
    log: list[str] = []
    with qtbot.waitSignal(scene.animator.finished, timeout=100):
        scene.animator.animate([Motion(a, QPointF(10, 20), 30.0, 0.5, z=7)])
        scene.animator.pause(5000)  # skipped at speed 0
        scene.animator.call(lambda: log.append(f"a at {a.pos().x():.0f}"))
        scene.animator.move(b, QPointF(99, 1))
    assert a.pos() == QPointF(10, 20) and a.rotation() == 30.0 and a.opacity() == 0.5
    assert a.zValue() == 7
    assert b.pos() == QPointF(99, 1)
    assert log == ["a at 10"]
    assert not scene.animator.busy


def test_steps_run_one_after_another_and_finish_once(qtbot: QtBot) -> None:
    animator = Animator(40)
    scene = TableScene(animator)
    a, b = card(scene, "a"), card(scene, "b")
    seen: list[tuple[float, float]] = []
    finished: list[bool] = []
    animator.finished.connect(lambda: finished.append(True))
    animator.move(a, QPointF(100, 0))
    # queued behind the first step: b starts moving only when a has arrived
    animator.call(lambda: seen.append((a.pos().x(), b.pos().x())))
    animator.animate([Motion(b, QPointF(0, 100))], stagger_ms=10)
    assert animator.busy
    assert a.pos() != QPointF(100, 0), "nothing jumps when animations take time"
    with qtbot.waitSignal(animator.finished, timeout=2000):
        pass
    assert seen == [(100.0, 0.0)]
    assert b.pos() == QPointF(0, 100)
    assert finished == [True]
    assert not animator.busy


def test_finish_now_jumps_everything_to_its_end(qtbot: QtBot) -> None:
    animator = Animator(10_000)
    scene = TableScene(animator)
    a = card(scene)
    animator.move(a, QPointF(50, 60), rotation=90)
    animator.pause(10_000)
    animator.move(a, QPointF(70, 80))
    with qtbot.waitSignal(animator.finished, timeout=100):
        animator.finish_now()
    assert a.pos() == QPointF(70, 80) and a.rotation() == 90
    assert not animator.busy
    # and later steps take their time again
    animator.move(a, QPointF(0, 0))
    assert animator.busy
    animator.finish_now()


def test_speed_comes_from_the_settings() -> None:
    assert Animator.from_settings(Settings(animation_speed="instant")).duration_ms == 0
    assert Animator.from_settings(Settings(animation_speed="slow")).duration_ms == 700
    animator = Animator()
    assert animator.duration_ms == Settings().animation_ms()
    animator.set_speed("fast")
    assert animator.duration_ms == 180
    animator.duration_ms = -5
    assert animator.duration_ms == 0


def test_an_item_deleted_before_its_step_is_skipped(qtbot: QtBot) -> None:
    animator = Animator(30)
    scene = TableScene(animator)
    a, b = card(scene, "a"), card(scene, "b")
    animator.move(a, QPointF(10, 10))
    animator.animate([Motion(b, QPointF(20, 20)), Motion(a, QPointF(30, 30))])
    scene.removeItem(b)
    b.deleteLater()
    with qtbot.waitSignal(animator.finished, timeout=2000):
        pass
    assert a.pos() == QPointF(30, 30)


def test_a_new_home_redirects_the_motions_on_their_way_to_the_old_one(qtbot: QtBot) -> None:
    animator = Animator(200)
    scene = TableScene(animator)
    a, b = card(scene, "a"), card(scene, "b")
    a.set_home(QPointF(100, 0), 10.0)
    b.set_home(QPointF(0, 100))
    seen: list[QPointF] = []
    animator.move(a, a.home, rotation=a.home_rotation)  # running
    animator.move(b, b.home)  # queued behind
    animator.call(lambda: seen.append(b.pos()))
    animator.move(b, QPointF(5, 5))  # on from its home: stays as it was
    # the table is laid out again (a resize) while they move
    a.set_home(QPointF(300, 0), 20.0)
    b.set_home(QPointF(0, 300))
    with qtbot.waitSignal(animator.finished, timeout=3000):
        pass
    assert a.pos() == QPointF(300, 0) and a.rotation() == 20.0
    assert seen == [QPointF(0, 300)]
    assert b.pos() == QPointF(5, 5)


def test_an_animator_that_outlives_its_table_runs_nothing_more(qtbot: QtBot) -> None:
    """A screen torn down mid-animation: its queued callbacks never reach the dead table."""
    animator = Animator(40)  # owned by nobody: it outlives the scene
    scene = TableScene(animator)
    a = card(scene)
    ran: list[str] = []
    animator.move(a, QPointF(50, 0))
    animator.call(lambda: ran.append("after the motion"))
    assert animator.busy
    scene.deleteLater()
    qtbot.waitUntil(lambda: not animator.busy, timeout=2000)
    qtbot.wait(100)
    assert ran == []
    animator.call(lambda: ran.append("queued later"))
    assert ran == [] and not animator.busy

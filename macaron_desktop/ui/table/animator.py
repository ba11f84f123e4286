"""Moving items around the table, one step after another.

An :class:`Animator` runs *steps* in the order they were queued: a group of
:class:`Motion` s played together (optionally staggered, as when dealing), a pause, or a
callback. A table queues the steps that show what the model has just committed, keeps
input waiting while :attr:`Animator.busy` is true, and goes on when :attr:`finished`
fires. At speed 0 ("instant" in the settings) every step is applied at once, in order,
before the call returns; :meth:`Animator.finish_now` does the same for what is running.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject
from shiboken6 import Shiboken

from ...settings import ANIMATION_MS, Settings


class Motion(NamedTuple):
    """Where one item should end up; ``None`` leaves that property as it is.

    ``z`` is not animated: it is set when the step starts, so a card flies above the
    others on its way.
    """

    item: QGraphicsObject
    pos: QPointF | None = None
    rotation: float | None = None
    opacity: float | None = None
    z: float | None = None


@dataclass
class _Step:
    motions: list[Motion] = field(default_factory=list)
    duration_ms: int | None = None
    stagger_ms: int = 0
    pause_ms: int = 0
    callback: Callable[[], object] | None = None
    hold: bool = False


class Animator(QObject):
    """Plays queued steps one after another; see the module documentation."""

    #: the queue ran empty: everything queued so far has been shown
    finished = Signal()

    def __init__(self, duration_ms: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if duration_ms is None:
            duration_ms = Settings().animation_ms()
        self._duration = max(0, int(duration_ms))
        self._queue: deque[_Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._draining = False
        self._rushing = False
        self._holding = False
        # the table this animator plays on is gone: nothing queued runs any more
        self._abandoned = False

    def abandon(self) -> None:
        """Drop everything queued and never run a step again (the table was deleted:
        its callbacks would reach a screen that is being torn down)."""
        self._abandoned = True
        self._queue.clear()
        self._holding = False

    @classmethod
    def from_settings(cls, settings: Settings, parent: QObject | None = None) -> Animator:
        """An animator at the user's chosen animation speed."""
        return cls(settings.animation_ms(), parent)

    # -- speed ----------------------------------------------------------------------------
    @property
    def duration_ms(self) -> int:
        """How long one movement takes; 0 applies every step at once."""
        return self._duration

    @duration_ms.setter
    def duration_ms(self, value: int) -> None:
        self._duration = max(0, int(value))

    def set_speed(self, speed: str) -> None:
        """Use one of the settings' speeds: ``slow``, ``normal``, ``fast`` or ``instant``."""
        self.duration_ms = ANIMATION_MS[speed]

    @property
    def busy(self) -> bool:
        """Something is moving or waiting to move."""
        return self._running is not None or bool(self._queue) or self._draining or self._holding

    @property
    def holding(self) -> bool:
        """The queue waits at a :meth:`hold` for :meth:`release` (a click to continue)."""
        return self._holding

    # -- queueing -------------------------------------------------------------------------
    def animate(
        self,
        motions: Iterable[Motion],
        *,
        duration_ms: int | None = None,
        stagger_ms: int = 0,
    ) -> None:
        """Queue one step: every motion together, each ``stagger_ms`` after the previous."""
        motions = list(motions)
        if motions:
            self._enqueue(_Step(motions, duration_ms, max(0, stagger_ms)))

    def move(
        self,
        item: QGraphicsObject,
        pos: QPointF | None = None,
        *,
        rotation: float | None = None,
        opacity: float | None = None,
        z: float | None = None,
        duration_ms: int | None = None,
    ) -> None:
        """Queue a step that moves one item."""
        self.animate([Motion(item, pos, rotation, opacity, z)], duration_ms=duration_ms)

    def pause(self, ms: int) -> None:
        """Queue a pause (for instance to let the players see a finished trick).

        Skipped when the animator runs at speed 0.
        """
        if ms > 0:
            self._enqueue(_Step(pause_ms=ms))

    def call(self, callback: Callable[[], object]) -> None:
        """Queue a callback that runs when every step queued before it has finished."""
        self._enqueue(_Step(callback=callback))

    def hold(self) -> None:
        """Queue a stop that lasts until :meth:`release`, at every speed.

        "Click to continue": the table stays as it is, input waits, and what was queued
        after the hold runs once the player goes on.
        """
        self._enqueue(_Step(hold=True))

    def release(self) -> None:
        """Go on after a :meth:`hold` (nothing happens when none is waiting)."""
        if self._holding:
            self._holding = False
            self._drain()

    def finish_now(self) -> None:
        """Jump what is running and everything queued to its end, in order (holds too)."""
        if not self.busy:
            return
        self._rushing = True
        if self._holding:
            self._holding = False
            self._drain()
            return
        running = self._running
        if running is not None:
            # reaching the end emits ``finished``, which runs the rest of the queue
            running.setCurrentTime(running.totalDuration())
        # otherwise a callback of the running queue called us: it goes on, instantly

    def retarget(
        self,
        item: QGraphicsObject,
        old: QPointF,
        new: QPointF,
        old_rotation: float | None = None,
        new_rotation: float | None = None,
    ) -> None:
        """Send ``item`` to ``new`` wherever a motion, running or queued, was taking it to
        ``old`` (and to ``new_rotation`` where it was turning it to ``old_rotation``).

        A table that lays itself out again while its items move (the window was resized
        in the middle of a deal) moves their homes; the motions on their way follow, so
        the items do not end up where the old layout had them.
        """
        if not self.busy:
            return
        running = [self._running] if self._running is not None else []
        while running:
            animation = running.pop()
            if isinstance(animation, QAnimationGroup):
                running += [animation.animationAt(i) for i in range(animation.animationCount())]
            elif isinstance(animation, QPropertyAnimation) and animation.targetObject() is item:
                name = bytes(animation.propertyName().data())
                end = animation.endValue()
                if name == b"pos" and _same_point(end, old):
                    animation.setEndValue(QPointF(new))
                elif name == b"rotation" and _same_angle(end, old_rotation):
                    animation.setEndValue(float(new_rotation))  # type: ignore[arg-type]
        for step in self._queue:
            for index, motion in enumerate(step.motions):
                if motion.item is not item:
                    continue
                if _same_point(motion.pos, old):
                    motion = motion._replace(pos=QPointF(new))
                if _same_angle(motion.rotation, old_rotation):
                    motion = motion._replace(rotation=new_rotation)
                step.motions[index] = motion

    # -- running --------------------------------------------------------------------------
    def _enqueue(self, step: _Step) -> None:
        if self._abandoned:
            return
        self._queue.append(step)
        if self._running is None and not self._draining and not self._holding:
            self._drain()

    def _drain(self) -> None:
        """Run queued steps until one needs time, or the queue is empty."""
        self._draining = True
        try:
            while self._queue and not self._abandoned:
                step = self._queue.popleft()
                if step.callback is not None:
                    step.callback()
                    continue
                if step.hold:
                    if self._rushing:
                        continue
                    self._holding = True
                    return
                animation = self._build(step)
                if animation is not None:
                    self._running = animation
                    animation.finished.connect(self._step_finished)
                    animation.start()
                    return
        finally:
            self._draining = False
        self._rushing = False
        self.finished.emit()

    def _step_finished(self) -> None:
        finished = self._running
        self._running = None
        if finished is not None:
            finished.deleteLater()
        self._drain()

    def _build(self, step: _Step) -> QAbstractAnimation | None:
        duration = self._duration if step.duration_ms is None else max(0, step.duration_ms)
        instant = self._rushing or self._duration == 0 or duration == 0
        if step.pause_ms:
            if instant:
                return None
            pause = QSequentialAnimationGroup(self)
            pause.addPause(step.pause_ms)
            return pause
        # an item the table deleted meanwhile has nothing left to move
        motions = [motion for motion in step.motions if Shiboken.isValid(motion.item)]
        for motion in motions:
            if motion.z is not None:
                motion.item.setZValue(motion.z)
        if instant:
            for motion in motions:
                _apply(motion)
            return None
        group = QParallelAnimationGroup(self)
        for index, motion in enumerate(motions):
            parts = _property_animations(motion, duration)
            if not parts:
                continue
            track = QSequentialAnimationGroup()
            if step.stagger_ms and index:
                track.addPause(step.stagger_ms * index)
            together = QParallelAnimationGroup()
            for part in parts:
                together.addAnimation(part)
            track.addAnimation(together)
            group.addAnimation(track)
        if group.animationCount() == 0:
            group.deleteLater()
            return None
        return group


def _same_point(value: object, point: QPointF) -> bool:
    return isinstance(value, QPointF) and (value - point).manhattanLength() < 0.01


def _same_angle(value: object, angle: float | None) -> bool:
    return angle is not None and isinstance(value, int | float) and abs(value - angle) < 0.01


def _apply(motion: Motion) -> None:
    item = motion.item
    if motion.pos is not None:
        item.setPos(motion.pos)
    if motion.rotation is not None:
        item.setRotation(motion.rotation)
    if motion.opacity is not None:
        item.setOpacity(motion.opacity)


def _property_animations(motion: Motion, duration: int) -> list[QPropertyAnimation]:
    parts: list[QPropertyAnimation] = []
    targets = (
        (b"pos", motion.pos, QEasingCurve.Type.OutCubic),
        (b"rotation", motion.rotation, QEasingCurve.Type.OutCubic),
        (b"opacity", motion.opacity, QEasingCurve.Type.InOutQuad),
    )
    for name, value, easing in targets:
        if value is None:
            continue
        animation = QPropertyAnimation(motion.item, name)
        animation.setDuration(duration)
        animation.setEndValue(QPointF(value) if name == b"pos" else float(value))
        animation.setEasingCurve(easing)
        parts.append(animation)
    return parts

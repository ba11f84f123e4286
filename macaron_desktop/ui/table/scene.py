"""The scene of one table: its items, its animator and whether it takes input now."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene

from .animator import Animator


class TableScene(QGraphicsScene):
    """A ``QGraphicsScene`` that knows the table's :class:`Animator`.

    Items of the toolkit ask it whether they may react to the mouse: not while the
    animator is busy, and not while the table is :attr:`locked` (a bot is thinking, the
    privacy screen is up). Gestures made then are dropped, not queued.
    """

    #: the table was locked (True) or unlocked (False)
    locked_changed = Signal(bool)

    def __init__(self, animator: Animator | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # A table holds a few hundred items, and its cards move all the time: keeping a
        # BSP tree of them up to date costs more at every move than the plain scan it
        # saves when painting or hit-testing.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.animator = animator if animator is not None else Animator(parent=self)
        # an animator that outlives its table (another object owns it) stops with it
        self.destroyed.connect(self.animator.abandon)
        self._locked = False

    @property
    def locked(self) -> bool:
        """The table refuses every gesture until unlocked."""
        return self._locked

    @locked.setter
    def locked(self, value: bool) -> None:
        if value != self._locked:
            self._locked = value
            self.locked_changed.emit(value)

    def accepts_input(self) -> bool:
        """A click, drag or key may reach the game now."""
        return not self._locked and not self.animator.busy

"""The nodes of the table's accessibility tree, as Qt's interfaces, and their factory.

:mod:`.accessible` works out what the tree holds (:class:`~.accessible.TableAccessibility`);
this module shows it to Qt. Every node is backed by a ``QObject``: the view, a small
:class:`GroupObject` per group, and the items themselves (``QGraphicsObject``). Qt's
cache keeps each interface as long as its object lives and drops it when the object
goes, and PySide keeps the Python side of every interface its factory made alive, so
nothing here frees an interface or keeps one that Qt has dropped.

The model is reached by duck typing (a group's parent object, a view's ``accessibility``
attribute), so this module imports neither the model nor the view.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsObject, QWidget
from shiboken6 import Shiboken

from .draggable import DraggableItem
from .drop_zone import DropZone

# the model of a table (``accessible.TableAccessibility``): typed loosely, to import it not
Model = Any


class GroupObject(QObject):
    """The object behind one group's node (Qt's cache keys interfaces by object)."""

    def __init__(self, key: str, model: QObject) -> None:
        super().__init__(model)
        self.key = key
        self.name = ""


class ItemProxy(QObject):
    """The object behind the node of an item that is no ``QObject`` (a picture with a
    tool tip): one per such item, made by the model and kept while the model lives."""

    def __init__(self, item: QGraphicsItem, model: QObject) -> None:
        super().__init__(model)
        self.item = item


def node_object(model: Model, item: QGraphicsItem) -> QObject | None:
    """The object whose interface is ``item``'s node."""
    return item if isinstance(item, QObject) else model.proxy_of(item)


def _is_model(obj: object) -> bool:
    return callable(getattr(obj, "groups", None)) and callable(getattr(obj, "entry_of", None))


def _screen_rect(model: Model, scene_rect: QRectF) -> QRect:
    view = model.view
    if view is None or scene_rect.isEmpty():
        return QRect()
    rect = view.mapFromScene(scene_rect).boundingRect()
    return QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size())


def _model_of(obj: QObject) -> Model | None:
    if isinstance(obj, (GroupObject, ItemProxy)):
        parent = obj.parent()
        return parent if _is_model(parent) else None
    if isinstance(obj, QGraphicsObject):
        scene = obj.scene()
        for view in scene.views() if scene is not None else ():
            model = getattr(view, "accessibility", None)
            if _is_model(model):
                return model
    return None


class TableInterface(QAccessibleWidget):
    """The view's node: its own widgets (the message, panels over it), then the groups."""

    def __init__(self, view: QWidget, model: Model) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self.model = model

    def _widgets(self) -> int:
        return super().childCount()

    def childCount(self) -> int:  # noqa: N802 (Qt name)
        """Widgets over the table and the groups on it."""
        return self._widgets() + len(self.model.groups())

    def child(self, index: int) -> QAccessibleInterface | None:
        """The widgets first, then the groups."""
        widgets = self._widgets()
        if index < widgets:
            return super().child(index)
        groups = self.model.groups()
        if 0 <= index - widgets < len(groups):
            return QAccessible.queryAccessibleInterface(groups[index - widgets])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt name)
        """Where ``child`` is among the widgets and groups."""
        obj = child.object() if child is not None else None
        if isinstance(obj, GroupObject):
            groups = self.model.groups()
            return self._widgets() + groups.index(obj) if obj in groups else -1
        return super().indexOfChild(child)

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802 (Qt name)
        """The item the keys reached, if the table has the keyboard."""
        item = self.model.focus
        if item is not None and self.model.group_of(item) is not None:
            return QAccessible.queryAccessibleInterface(item)
        return super().focusChild()


class GroupInterface(QAccessibleObject):
    """One part of the table: a grouping of items, named like ``Your hand``."""

    def __init__(self, group: GroupObject) -> None:
        super().__init__(group)
        self.group = group

    def _model(self) -> Model | None:
        return _model_of(self.group) if Shiboken.isValid(self.group) else None

    def _items(self) -> list[QGraphicsItem]:
        model = self._model()
        return [entry.item for entry in model.entries(self.group)] if model else []

    def parent(self) -> QAccessibleInterface | None:
        """The table view's node."""
        model = self._model()
        view = model.view if model is not None else None
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def childCount(self) -> int:  # noqa: N802 (Qt name)
        """The items of the group."""
        return len(self._items())

    def child(self, index: int) -> QAccessibleInterface | None:
        """The ``index``-th item."""
        items = self._items()
        model = self._model()
        if model is None or not 0 <= index < len(items):
            return None
        obj = node_object(model, items[index])
        return QAccessible.queryAccessibleInterface(obj) if obj is not None else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt name)
        """Where ``child`` is in the group."""
        obj = child.object() if child is not None else None
        items = self._items()
        if isinstance(obj, ItemProxy):
            obj = obj.item
        return next((i for i, item in enumerate(items) if item is obj), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802 (Qt name)
        """The item at a point of the screen."""
        for index in range(self.childCount()):
            child = self.child(index)
            if child is not None and child.rect().contains(QPoint(x, y)):
                return child
        return None

    def text(self, kind: QAccessible.Text) -> str:
        """The group's heading."""
        return self.group.name if kind == QAccessible.Text.Name else ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 (Qt name)
        """Texts are the table's: nothing to set."""

    def rect(self) -> QRect:
        """Where the group's items lie on the screen."""
        model = self._model()
        area = QRectF()
        for item in self._items():
            area = area.united(item.sceneBoundingRect())
        return _screen_rect(model, area) if model is not None else QRect()

    def role(self) -> QAccessible.Role:
        """A grouping."""
        return QAccessible.Role.Grouping

    def state(self) -> QAccessible.State:
        """A plain grouping."""
        return QAccessible.State()


_ITEM_ROLES = {
    "card": QAccessible.Role.ListItem,
    "token": QAccessible.Role.ListItem,
    "zone": QAccessible.Role.Button,
    "label": QAccessible.Role.StaticText,
    "picture": QAccessible.Role.Graphic,
}


class ItemInterface(QAccessibleObject):
    """One item of the table: a card, a token, a zone, a label, a picture."""

    def __init__(self, obj: QObject) -> None:
        super().__init__(obj)
        self.obj = obj
        self.item: QGraphicsItem = obj.item if isinstance(obj, ItemProxy) else obj

    def _model(self) -> Model | None:
        if not Shiboken.isValid(self.obj) or not Shiboken.isValid(self.item):
            return None
        return _model_of(self.obj)

    def parent(self) -> QAccessibleInterface | None:
        """The item's group (the table's node when it is in none now)."""
        model = self._model()
        if model is None:
            return None
        group = model.group_of(self.item)
        if group is not None:
            return QAccessible.queryAccessibleInterface(group)
        view = model.view
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def childCount(self) -> int:  # noqa: N802 (Qt name)
        """An item has no children."""
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:
        """No children."""
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt name)
        """No children."""
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802 (Qt name)
        """No children."""
        return None

    def text(self, kind: QAccessible.Text) -> str:
        """The name with the states, or the description (the group and the board's)."""
        model = self._model()
        if model is None:
            return ""
        if kind == QAccessible.Text.Name:
            return model.full_name(self.item)
        if kind == QAccessible.Text.Description:
            entry = model.entry_of(self.item)
            return entry.spoken.description if entry is not None else ""
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 (Qt name)
        """Texts are the table's: nothing to set."""

    def rect(self) -> QRect:
        """Where the item is drawn on the screen."""
        model = self._model()
        if model is None:
            return QRect()
        return _screen_rect(model, self.item.sceneBoundingRect())

    def role(self) -> QAccessible.Role:
        """A list item for a card or token, a button for a zone, text for a label."""
        model = self._model()
        entry = model.entry_of(self.item) if model is not None else None
        kind = entry.spoken.kind if entry is not None else ""
        return _ITEM_ROLES.get(kind, QAccessible.Role.Graphic)

    def state(self) -> QAccessible.State:
        """Focusable, focused, selected, playable (movable), disabled (dimmed), invisible."""
        model = self._model()
        if model is None:
            state = QAccessible.State()
            state.invalid = True
            return state
        return item_state(model, self.item)


# the states of an item that change while the table is shown and are told when they do
# (the focus has an event of its own: ``Focus``)
TOLD_STATES = ("disabled", "selected", "movable", "focusable", "selectable", "invisible")


def item_state(model: Model, item: QGraphicsItem) -> QAccessible.State:
    """The state of ``item``'s node: focusable and selectable (it takes the keys and the
    mouse), focused (the keys reached it), selected (chosen), disabled (dimmed: not
    playable now), invisible, and *movable* for a playable item: Qt has no state of its
    own for "the rules let you play it now", and "movable" (to the table) is the nearest."""
    state = QAccessible.State()
    if not Shiboken.isValid(item):
        state.invalid = True
        return state
    if not item.isVisible():
        state.invisible = True
    if isinstance(item, DraggableItem):
        state.focusable = item.interactive
        state.selectable = item.interactive
        state.selected = item.selected
        state.disabled = item.dimmed
        state.movable = item.playable
    elif isinstance(item, DropZone):
        state.focusable = True
    state.focused = model.focus is item
    return state


def told_bits(state: QAccessible.State) -> frozenset[str]:
    """The names of the :data:`TOLD_STATES` set in ``state``."""
    return frozenset(name for name in TOLD_STATES if getattr(state, name))


def state_of(bits: frozenset[str]) -> QAccessible.State:
    """A state with the named bits set (what a ``StateChanged`` event says changed)."""
    state = QAccessible.State()
    for name in bits:
        setattr(state, name, True)
    return state


# ============================================================================ the factory
_installed = False


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, GroupObject):
        return GroupInterface(obj)
    if isinstance(obj, ItemProxy):
        return ItemInterface(obj)
    model = getattr(obj, "accessibility", None)
    if isinstance(obj, QWidget) and _is_model(model):
        return TableInterface(obj, model)
    if isinstance(obj, QGraphicsObject) and _model_of(obj) is not None:
        return ItemInterface(obj)
    return None


def install_factory() -> None:
    """Give Qt the table's interfaces (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True

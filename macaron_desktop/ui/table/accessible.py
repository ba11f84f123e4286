"""The table as a screen reader sees it: groups of named items, the focus, announcements.

A :class:`TableView` draws a ``QGraphicsScene``, which assistive technology sees as one
picture. This module gives it an accessibility tree through Qt's own interfaces
(``QAccessible.installFactory``): the view's node holds one *group* node per part of the
table (your hand, the trick, a seat, a well…), and each group one node per item (cards,
tokens, zones, labels, pictures with a tool tip), with

* a **role** (a card or token is a list item, a zone a button, a label static text),
* a **name** in the player's language: the game's words for the item (its board's
  ``describe`` hook, else the item's own text or tool tip, which every game sets from
  its text modules) followed by its state (``green 7, playable``),
* a **state**: focusable, focused, selected, disabled (dimmed), and
* its **group**, whose node is its parent.

A card lying face down is only ever a "face-down card": the describer is not even asked,
so another seat's hidden cards are never named. While a :class:`~.privacy.PrivacyScreen`
covers the table, the tree holds no item at all.

Every node is backed by a ``QObject`` (the items are ``QGraphicsObject``; each group,
and each picture, has a small object of its own), so Qt's cache keeps each interface for as long as its
object lives and drops it when the object goes: nothing here has to free an interface.

:meth:`TableAccessibility.follow_focus` makes the item the keyboard reached the
accessible focus (a ``Focus`` event on its node), :meth:`TableAccessibility.announce`
speaks a sentence (``QAccessibleAnnouncementEvent``) and keeps it in
:attr:`TableAccessibility.announcements`, which tests read, and
:meth:`TableAccessibility.tell_changes` tells assistive technology of every shown item
whose state changed (``QAccessibleStateChangeEvent``: it became playable or stopped being
so, was chosen or put back, was dimmed) and of the focused item's new name. The screen
calls it when the board is laid out again and after each key; any other change (a click)
is told when the scene next reports a change. Nothing is told while a privacy screen
covers the table, and an item is compared only with itself as it was shown to the same
person: what another seat's cards were is never told.
"""

from __future__ import annotations

import html
import re
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
)
from shiboken6 import Shiboken

from ..words import fill
from .accessible_nodes import (
    GroupObject,
    ItemProxy,
    install_factory,
    item_state,
    node_object,
    state_of,
    told_bits,
)
from .card_item import CardItem
from .draggable import DraggableItem
from .drop_zone import DropZone
from .label_item import LabelItem
from .privacy import PrivacyScreen
from .token_item import TokenItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsView as TableView  # the table's view (no cycle)

# how many announcements the list keeps (a whole game's are a few thousand)
KEPT_ANNOUNCEMENTS = 5000
# the group of items no board placed in one
TABLE_GROUP = "table"


@dataclass(frozen=True)
class Spoken:
    """One item in words: its ``name`` and the ``group`` it belongs to (a key, with the
    group's heading ``group_name``), a ``kind`` (``card``, ``token``, ``zone``, ``label``,
    ``picture``), an optional ``description`` read after the name, and an optional
    ``order`` within its group (parts laid out in a ring are read by number, not by where
    they lie; items without one keep the reading order, after those with one)."""

    name: str
    group: str = ""
    group_name: str = ""
    kind: str = ""
    description: str = ""
    order: float | None = None


# what a board says of an item that the tree leaves out (its words are another's)
SKIP = Spoken("", kind="skip")

# a board's words for one item: ``None`` takes the kit's own (the item's text or tip)
Describer = Callable[[QGraphicsItem], "Spoken | None"]


def face_down_text() -> str:
    """What a card lying face down is called (never its face)."""
    return QCoreApplication.translate("TableAccessible", "face-down card")


# the group of the viewing seat's hand
HAND_GROUP = "hand"


def hand_group_name() -> str:
    """The heading of the viewing seat's hand."""
    return QCoreApplication.translate("TableAccessible", "Your hand")


def table_group_name() -> str:
    """The heading of items no board put in a group."""
    return QCoreApplication.translate("TableAccessible", "Table")


def state_words(item: QGraphicsItem) -> list[str]:
    """The states of ``item`` a player hears after its name."""
    words = []
    if isinstance(item, DraggableItem):
        if item.selected:
            words.append(QCoreApplication.translate("TableAccessible", "selected"))
        if item.playable:
            words.append(QCoreApplication.translate("TableAccessible", "playable"))
        elif item.dimmed:
            words.append(QCoreApplication.translate("TableAccessible", "not playable now"))
    return words


_TAGS = re.compile(r"<[^>]+>")
_BLOCKS = re.compile(r"<br\s*/?>|</?(p|div|li|tr|td|th|table)\b[^>]*>", re.IGNORECASE)
_BREAKS = re.compile(r"<br\s*/?>|</p>|\n", re.IGNORECASE)


def plain(text: str) -> str:
    """``text`` without rich-text tags, on one line."""
    spaced = _BLOCKS.sub(" ", text)  # a line break or a cell keeps its words apart
    return " ".join(html.unescape(_TAGS.sub("", spaced)).split())


def _first_line(text: str) -> str:
    """The first line of a plain or rich text (a tool tip's title), without tags."""
    for line in _BREAKS.split(text.strip()):
        if plain(line):
            return plain(line)
    return ""


def default_spoken(item: QGraphicsItem) -> Spoken | None:
    """The kit's words for an item a board did not describe (``None``: not in the tree)."""
    tip = item.toolTip() if isinstance(item, QGraphicsItem) else ""
    if isinstance(item, CardItem):
        name = _first_line(tip) if item.face_up else face_down_text()
        return Spoken(name or QCoreApplication.translate("TableAccessible", "card"), kind="card")
    if isinstance(item, TokenItem):
        return Spoken(_first_line(tip), kind="token") if tip.strip() else None
    if isinstance(item, DropZone):
        text = _first_line(item.label) or _first_line(tip)
        return Spoken(text, kind="zone") if text else None
    if isinstance(item, LabelItem):
        text = " ".join(item.text().split())
        return Spoken(text, kind="label") if text else None
    if isinstance(item, QGraphicsPixmapItem) and tip.strip():
        return Spoken(_first_line(tip), kind="picture")
    return None


@dataclass
class _Entry:
    item: QGraphicsItem
    spoken: Spoken


class TableAccessibility(QObject):
    """The accessibility tree of one :class:`TableView`; see the module documentation.

    ``describe`` (set by the game screen from its board) words an item; the tree is
    worked out again when the scene changed since it was last read.
    """

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        install_factory()
        self._view_ref = weakref.ref(view)
        self.describe: Describer = lambda _item: None
        # every sentence announced, oldest first
        self.announcements: list[str] = []
        # every item that became the accessible focus, by name, oldest first
        self.focus_names: list[str] = []
        self._focus: QGraphicsItem | None = None
        self._groups: dict[str, GroupObject] = {}
        self._proxies: dict[int, ItemProxy] = {}
        self._order: list[GroupObject] = []
        self._entries: dict[str, list[_Entry]] = {}
        self._group_of: dict[int, str] = {}
        self._dirty = True
        # the told states of the items last shown (by id: the item and its states), and
        # the focused item's name as last told
        self._told: dict[int, tuple[QGraphicsItem, frozenset[str]]] = {}
        self._focus_name = ""
        view.scene().changed.connect(self._scene_changed)

    @property
    def view(self) -> TableView | None:
        """The table view (``None`` once it is gone)."""
        view = self._view_ref()
        return view if view is not None and Shiboken.isValid(view) else None

    def changed(self, *_args: object) -> None:
        """The table changed: work the tree out again when it is next read."""
        self._dirty = True

    def _scene_changed(self, *_args: object) -> None:
        self._dirty = True
        if self._told:  # a change no refresh told (a click): the items last shown
            self._tell_states([item for item, _bits in self._told.values()])

    # -- the tree -----------------------------------------------------------------------------
    def covered(self) -> bool:
        """A privacy screen hides the table: the tree shows none of it."""
        view = self.view
        if view is None:
            return True
        return any(child.isVisible() for child in view.findChildren(PrivacyScreen))

    def _items(self) -> list[QGraphicsItem]:
        view = self.view
        if view is None:
            return []
        found = []
        for item in view.scene().items():
            if not Shiboken.isValid(item) or not item.isVisible() or item.opacity() <= 0.01:
                continue
            if isinstance(item, (DraggableItem, DropZone, LabelItem, QGraphicsPixmapItem)):
                found.append(item)
        # reading order: top to bottom in rows, left to right in a row
        found.sort(key=lambda i: (round(i.sceneBoundingRect().center().y() / 40), i.x()))
        return found

    def spoken(self, item: QGraphicsItem) -> Spoken | None:
        """``item`` in words (the board's, else the kit's), without its state."""
        if isinstance(item, CardItem) and not item.face_up:
            said = None  # a hidden card is never named: the board is not even asked
        else:
            said = self.describe(item)
        base = default_spoken(item)
        if said is None:
            return base
        if said.kind == SKIP.kind:
            return None
        if not said.name and base is None:
            return None
        return Spoken(
            said.name or (base.name if base else ""),
            said.group,
            said.group_name,
            said.kind or (base.kind if base else ""),
            said.description,
            said.order,
        )

    def _update(self) -> None:
        if not self._dirty:
            return
        self._dirty = False
        entries: dict[str, list[_Entry]] = {}
        order: list[str] = []
        names: dict[str, str] = {}
        self._group_of = {}
        items = [] if self.covered() else self._items()
        for item in items:
            spoken = self.spoken(item)
            if spoken is None or not spoken.name:
                continue
            key = spoken.group or TABLE_GROUP
            if key not in entries:
                entries[key] = []
                order.append(key)
            names.setdefault(key, spoken.group_name or table_group_name())
            entries[key].append(_Entry(item, spoken))
            self._group_of[id(item)] = key
        for listed in entries.values():  # stable: the reading order where none is given
            listed.sort(key=lambda e: (e.spoken.order is None, e.spoken.order or 0.0))
        self._entries = entries
        self._order = []
        for key in order:
            group = self._groups.get(key)
            if group is None:
                group = self._groups[key] = GroupObject(key, self)
            group.name = names[key]
            self._order.append(group)

    def groups(self) -> list[GroupObject]:
        """The groups shown now, in reading order."""
        self._update()
        return list(self._order)

    def entries(self, group: GroupObject) -> list[_Entry]:
        """The items of ``group`` now, in reading order."""
        self._update()
        return list(self._entries.get(group.key, ()))

    def proxy_of(self, item: QGraphicsItem) -> ItemProxy:
        """The object behind the node of ``item`` when it is no ``QObject``."""
        proxy = self._proxies.get(id(item))
        if proxy is None or proxy.item is not item:
            proxy = self._proxies[id(item)] = ItemProxy(item, self)
        return proxy

    def group_of(self, item: QGraphicsItem) -> GroupObject | None:
        """The group ``item`` is shown in now."""
        self._update()
        key = self._group_of.get(id(item))
        return self._groups.get(key) if key is not None else None

    def entry_of(self, item: QGraphicsItem) -> _Entry | None:
        """``item``'s entry in the tree now, if it is in it."""
        group = self.group_of(item)
        if group is None:
            return None
        return next((e for e in self._entries.get(group.key, ()) if e.item is item), None)

    def full_name(self, item: QGraphicsItem) -> str:
        """``item``'s name as the screen reader says it: its words and its states."""
        entry = self.entry_of(item)
        spoken = entry.spoken if entry is not None else self.spoken(item)
        if spoken is None:
            return ""
        return QCoreApplication.translate("TableAccessible", ", ").join(
            [spoken.name, *state_words(item)]
        )

    def read_out(self) -> list[tuple[str, str]]:
        """Each group's key and the group as one sentence: ``Your hand: green 7,
        playable; …``."""
        lines = []
        for group in self.groups():
            names = [self.full_name(entry.item) for entry in self.entries(group)]
            items = QCoreApplication.translate("TableAccessible", "; ").join(names)
            line = fill(QCoreApplication.translate("TableAccessible", "%1: %2"), group.name, items)
            lines.append((group.key, line))
        return lines

    # -- focus and speech ------------------------------------------------------------------------
    def follow_focus(self, item: QGraphicsItem | None) -> None:
        """Make ``item`` (the one the keys reached) the accessible focus."""
        if item is self._focus:
            return
        self._focus = item
        if item is None or not isinstance(item, QGraphicsObject) or not Shiboken.isValid(item):
            return
        self.changed()
        name = self.full_name(item)
        self._focus_name = name
        if name:
            self.focus_names.append(name)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))

    @property
    def focus(self) -> QGraphicsItem | None:
        """The item that is the accessible focus now."""
        item = self._focus
        return item if item is not None and Shiboken.isValid(item) else None

    def tell_changes(self) -> None:
        """The board was laid out again or a key was pressed: send a ``StateChanged``
        event for every item shown whose state changed since it was last told, and a
        ``NameChanged`` event when the focused item's name did ("green 7" became "green
        7, playable"). Only while assistive technology listens (else nothing is kept)."""
        if not QAccessible.isActive():
            self._told = {}
            self._focus_name = ""
            return
        shown = [entry.item for group in self.groups() for entry in self.entries(group)]
        self._tell_states(shown)
        focus = self.focus
        if focus is None or self.group_of(focus) is None:
            return
        name = self.full_name(focus)
        obj = node_object(self, focus)
        if name != self._focus_name and obj is not None:
            self._focus_name = name
            QAccessible.updateAccessibility(QAccessibleEvent(obj, QAccessible.Event.NameChanged))

    def _tell_states(self, items: list[QGraphicsItem]) -> None:
        """Tell the changed states of ``items`` and keep them as told."""
        if self.covered() or not QAccessible.isActive():
            self._told = {}  # what the next person sees is compared with nothing before
            return
        told: dict[int, tuple[QGraphicsItem, frozenset[str]]] = {}
        for item in items:
            if not Shiboken.isValid(item):
                continue
            bits = told_bits(item_state(self, item))
            told[id(item)] = (item, bits)
            before = self._told.get(id(item))
            if before is None or before[0] is not item or before[1] == bits:
                continue
            obj = node_object(self, item)
            if obj is not None:
                event = QAccessibleStateChangeEvent(obj, state_of(before[1] ^ bits))
                QAccessible.updateAccessibility(event)
        self._told = told

    def announce(self, text: str) -> None:
        """Say ``text`` (already translated) to the screen reader, and keep it."""
        text = plain(text)
        view = self.view
        if not text or view is None:
            return
        self.announcements.append(text)
        del self.announcements[:-KEPT_ANNOUNCEMENTS]
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(view, text))


__all__ = [
    "HAND_GROUP",
    "hand_group_name",
    "SKIP",
    "Spoken",
    "TableAccessibility",
    "default_spoken",
    "face_down_text",
    "install_factory",
    "plain",
    "state_words",
]

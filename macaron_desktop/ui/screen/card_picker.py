"""The part of the bar under the table that asks any ``ChooseCards`` prompt.

The game's board names the cards a prompt's ``source`` stands for
(:meth:`~macaron_desktop.ui.game_board.GameBoard.card_items`) and may name the zone
chosen cards are dragged to (:meth:`~macaron_desktop.ui.game_board.GameBoard.choice_zone`;
without one the picker lays its own zone over the cards). While the prompt is asked the
picker takes those items' clicks and drops; the board leaves them alone. The player
chooses

* with the mouse: a click on a card chooses it or puts it back; a card dragged onto the
  zone is chosen. When the board named the zone, the chosen cards are shown in it, side by
  side and made small enough to fit, and the zone says how many are still to choose; a
  click on a chosen card there puts it back in its place. On the picker's own zone (the
  board named none) a chosen card glides back to its place, lifted. Cards move to and from
  the zone at once, so the next click is never held up by a motion;
* with the keys: the arrows move between the cards, Space chooses or puts back, Enter
  confirms, Escape puts every chosen card back (and, with nothing chosen, gives the
  prompt's skip answer).

Above the buttons a live line says what the chosen cards would do, in the game's words
(:meth:`~macaron_desktop.ui.game_board.GameBoard.describe_choice`). The prompt's
``maximum`` is enforced as the player chooses (one card too many is refused, saying
why); Confirm stays disabled below the ``minimum``, with the reason beside it. Confirm
turns the cards into the game's action (``cards_action``) and proposes it; the prompt's
``skip`` and ``extra`` answers are buttons that propose their actions. The rules accept
or refuse every answer like any action.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ...core.game import Answer, ChooseCards
from ..table import DECOR_Z, DraggableItem, DropZone
from ..words import fill

if TYPE_CHECKING:
    from ..game_board import GameBoard
    from .hosts import PickerHost

PICKER_STYLE = """
QLabel#PickerLine { color: #4A3020; font-size: 14px; font-weight: 600; }
QLabel#PickerReason { color: #8A5A3A; font-size: 12px; }
"""

# how long a refusal stays on the table
REFUSAL_MS = 3500
# the id of the zone the picker lays out when the board names none
OWN_ZONE_ID = ("card picker", "zone")


def too_many_text(maximum: int) -> str:
    """Why one more card is refused."""
    if maximum <= 1:
        return QCoreApplication.translate(
            "CardPicker", "You may choose only one card: click it to put it back."
        )
    return fill(
        QCoreApplication.translate(
            "CardPicker", "You may choose at most %1 cards: click one to put it back."
        ),
        maximum,
    )


def too_few_text(missing: int) -> str:
    """Why Confirm is disabled: how many cards are still to choose."""
    if missing == 1:
        return QCoreApplication.translate("CardPicker", "Choose one more card.")
    return fill(QCoreApplication.translate("CardPicker", "Choose %1 more cards."), missing)


# the chosen cards in a zone: above the cards lying there (a discard pile's top card, a
# property's cards), below the banners a board shows over the table
CHOSEN_Z = 400.0


class CardPicker(QWidget):
    """The live line, the reason and the answers of a ``ChooseCards`` prompt."""

    def __init__(self, host: PickerHost, board: GameBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardPicker")
        self.setStyleSheet(PICKER_STYLE)
        self.host = host
        self.board = board
        self.prompt: ChooseCards | None = None
        # the keys of the chosen cards, in the order they were chosen
        self.chosen: list[Hashable] = []
        self.focus_index = 0
        self.items: list[DraggableItem] = []
        self.zone: DropZone | None = None
        self._own_zone: DropZone | None = None
        # the chosen cards shown in the board's zone: where the board had put each one
        # (home, rotation, z) and where the picker put it instead
        self._board_homes: dict[Hashable, tuple[QPointF, float, float]] = {}
        self._zone_homes: dict[Hashable, QPointF] = {}
        # the text the board gave its zone, shown again while nothing is chosen
        self._zone_label = ""
        self.line = QLabel()
        self.line.setObjectName("PickerLine")
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.reason = QLabel()
        self.reason.setObjectName("PickerReason")
        self.reason.setWordWrap(True)
        self.confirm_button = QPushButton()
        self.confirm_button.clicked.connect(self.confirm)
        self.skip_button = QPushButton()
        self.skip_button.clicked.connect(self.skip)
        self.extra_buttons: list[QPushButton] = []
        # one row, as high as its buttons: the bar under the table keeps its height
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(4, 0, 0, 0)
        self._row.addWidget(self.line, 1)
        self._row.addWidget(self.reason)
        self._row.addWidget(self.skip_button)
        self._row.addWidget(self.confirm_button)
        for button in (self.confirm_button, self.skip_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.hide()

    # -- asking ---------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """A prompt is being asked."""
        return self.prompt is not None

    def ask(self, prompt: ChooseCards) -> None:
        """Ask ``prompt`` (again, after a layout: the choice so far is kept)."""
        if prompt != self.prompt:
            self.prompt = prompt
            self.chosen = []
            self.focus_index = 0
            self._make_extra_buttons(prompt.extra)
        self.sync()
        self.show()

    def dismiss(self) -> None:
        """Stop asking (answered, or no longer asked)."""
        if self.prompt is None and not self.isVisible():
            return
        self.prompt = None
        self.chosen = []
        self._show_in_zone()
        if self.zone is not None and self.zone is not self._own_zone:
            self.zone.label = self._zone_label
            self.zone.label_from = 0.0
        for item in self.items:
            item.focused = False
        self.items = []
        self.zone = None
        if self._own_zone is not None:
            self._own_zone.hide()
        self.hide()

    def sync(self) -> None:
        """Read the board's items again (it laid the table out) and show the choice."""
        prompt = self.prompt
        if prompt is None:
            return
        self.items = [i for i in self.board.card_items(prompt.source) if i.isVisible()]
        keys = [item.key for item in self.items]
        self.chosen = [key for key in self.chosen if key in keys]
        if self.items:
            self.focus_index = max(0, min(self.focus_index, len(self.items) - 1))
        for item in self.items:
            self._connect(item)
            item.interactive = True
            item.draggable = True
        self._set_zone(self.board.choice_zone(prompt))
        self._show_choice()

    def _connect(self, item: DraggableItem) -> None:
        if getattr(item, "_card_picker", None) is self:
            return
        item._card_picker = self  # type: ignore[attr-defined]
        item.clicked.connect(self._clicked)
        item.dropped.connect(self._dropped)

    def _set_zone(self, zone: DropZone | None) -> None:
        if zone is None:
            zone = self._lay_own_zone()
        elif self._own_zone is not None:
            self._own_zone.hide()
        self.zone = zone
        if zone is None:
            return
        if zone is not self._own_zone:
            # the board lays its zone out again with its own text; that text comes back
            # while nothing is chosen
            if zone.label != self._zone_text():
                self._zone_label = zone.label
        mine = {id(item) for item in self.items}
        zone.predicate = lambda item: id(item) in mine
        if getattr(zone, "_card_picker", None) is not self:
            zone._card_picker = self  # type: ignore[attr-defined]
            zone.clicked.connect(self._zone_clicked)

    def _lay_own_zone(self) -> DropZone | None:
        """A zone just above the cards (the board named none)."""
        if not self.items:
            return None
        homes = QRectF()
        for item in self.items:
            size = item.size
            rect = QRectF(0, 0, size.width(), size.height())
            rect.moveCenter(item.home)
            homes = homes.united(rect)
        card_w, card_h = self.items[0].size.width(), self.items[0].size.height()
        x, y, width, _height = self.host.view.area()
        size = QSizeF(min(width - 20, card_w * 2.6), card_h * 0.6)
        top = max(y + 4, homes.top() - 16 - size.height())
        if self._own_zone is None:
            self._own_zone = DropZone(OWN_ZONE_ID, size)
            self._own_zone.setZValue(DECOR_Z + 1)
            self.host.view.table_scene.addItem(self._own_zone)
        zone = self._own_zone
        zone.set_size(size)
        # above the cards, yet wholly on the table even over a card at its very edge
        half = size.width() / 2
        centre_x = min(max(homes.center().x(), x + 4 + half), x + width - 4 - half)
        zone.setPos(centre_x, top + size.height() / 2)
        zone.label = QCoreApplication.translate("CardPicker", "Drop cards here to choose them")
        zone.show()
        return zone

    # -- choosing -------------------------------------------------------------------------
    def _item_of(self, key: Hashable) -> DraggableItem | None:
        return next((item for item in self.items if item.key == key), None)

    def shown_in_zone(self) -> frozenset[Hashable]:
        """The keys of the chosen cards shown in the board's zone now."""
        return frozenset(self._zone_homes)

    def choose(self, key: Hashable) -> bool:
        """Choose the card ``key``; refused (False, the reason shown) over the maximum."""
        prompt = self.prompt
        if prompt is None or key in self.chosen or self._item_of(key) is None:
            return False
        if len(self.chosen) >= prompt.maximum:
            self.host.view.show_message(too_many_text(prompt.maximum), REFUSAL_MS)
            return False
        self.chosen.append(key)
        self._show_choice()
        return True

    def toggle(self, key: Hashable) -> bool:
        """Choose the card ``key``, or put it back if it was chosen; False if refused."""
        if key in self.chosen:
            self.chosen.remove(key)
            self._show_choice()
            return True
        return self.choose(key)

    def clear(self) -> None:
        """Put every chosen card back."""
        self.chosen = []
        self._show_choice()

    def can_confirm(self) -> bool:
        """The choice has between the prompt's minimum and maximum cards."""
        prompt = self.prompt
        return prompt is not None and prompt.minimum <= len(self.chosen) <= prompt.maximum

    def confirm(self) -> bool:
        """Answer with the chosen cards (the rules may still refuse them)."""
        if not self.can_confirm():
            if self.prompt is not None:
                self.host.view.show_message(self._reason(), REFUSAL_MS)
            return False
        return self.host.answer_cards(list(self.chosen))

    def skip(self) -> bool:
        """Give the prompt's skip answer ("choose nothing")."""
        prompt = self.prompt
        if prompt is None or prompt.skip is None:
            return False
        return self.host.propose(prompt.skip.action)

    def give_extra(self, index: int) -> bool:
        """Give the prompt's extra answer ``index``."""
        prompt = self.prompt
        if prompt is None or not 0 <= index < len(prompt.extra):
            return False
        return self.host.propose(prompt.extra[index].action)

    # -- gestures -------------------------------------------------------------------------
    def _clicked(self, item: DraggableItem) -> None:
        if self.prompt is not None and any(item is mine for mine in self.items):
            self.toggle(item.key)

    def _dropped(self, item: DraggableItem, zone: DropZone) -> None:
        if self.prompt is None or zone is not self.zone:
            return
        if any(item is mine for mine in self.items) and item.key not in self.chosen:
            self.choose(item.key)
        # a chosen card takes its place in the board's zone at once, or glides back to
        # its place in the hand, lifted (on the picker's own zone): chosen cards never
        # pile up
        if item.key in self._zone_homes:
            item.place_at_home()
        else:
            item.return_home()

    def _zone_clicked(self, zone: DropZone) -> None:
        """A click on the zone confirms a complete choice."""
        if self.prompt is not None and zone is self.zone and self.can_confirm():
            self.confirm()

    def on_key(self, action: str) -> bool:
        """A table key while a prompt is asked; True when the picker used it."""
        if self.prompt is None:
            return False
        count = len(self.items)
        if action in ("left", "up", "right", "down", "first", "last") and count:
            if action in ("left", "up"):
                self.focus_index = (self.focus_index - 1) % count
            elif action in ("right", "down"):
                self.focus_index = (self.focus_index + 1) % count
            elif action == "first":
                self.focus_index = 0
            else:
                self.focus_index = count - 1
            self._show_focus()
            return True
        if action == "select" and count:
            self.toggle(self.items[self.focus_index].key)
            return True
        if action == "activate":
            self.confirm()
            return True
        if action == "cancel":
            if self.chosen:
                self.clear()
            elif self.prompt.skip is not None:
                self.skip()
            return True
        return False

    # -- showing --------------------------------------------------------------------------
    def _reason(self) -> str:
        prompt = self.prompt
        if prompt is None or len(self.chosen) >= prompt.minimum:
            return ""
        return too_few_text(prompt.minimum - len(self.chosen))

    def _show_focus(self) -> None:
        shown = self.host.keyboard_used and self.host.view.hasFocus()
        for index, item in enumerate(self.items):
            item.focused = shown and index == self.focus_index

    def _show_choice(self) -> None:
        prompt = self.prompt
        if prompt is None:
            return
        for item in self.items:
            item.selected = item.key in self.chosen
        self._show_in_zone()
        self._show_focus()
        chosen = list(self.chosen)
        self.line.setText(self.board.describe_choice(self.host.current(), prompt, chosen))
        reason = self._reason()
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        self.confirm_button.setEnabled(self.can_confirm())
        self.confirm_button.setToolTip(reason)
        self._label_buttons(prompt)

    def _zone_text(self) -> str:
        """What the board's zone says while cards are chosen: how many more, or how to
        confirm."""
        prompt = self.prompt
        if prompt is None or not self.chosen:
            return self._zone_label
        if len(self.chosen) < prompt.minimum:
            return too_few_text(prompt.minimum - len(self.chosen))
        return QCoreApplication.translate("CardPicker", "Click here or press Enter to confirm")

    def _show_in_zone(self) -> None:
        """Lay the chosen cards in the board's zone and the others back where the board
        put them."""
        zone = self.zone
        in_zone = zone is not None and zone is not self._own_zone and zone.isVisible()
        for item in self.items:
            key = item.key
            if key in self._zone_homes and item.home != self._zone_homes[key]:
                # the board laid the table out again: its new place for the card
                self._board_homes[key] = (QPointF(item.home), item.home_rotation, item.home_z)
                del self._zone_homes[key]
            if key not in self._zone_homes:
                self._board_homes[key] = (QPointF(item.home), item.home_rotation, item.home_z)
        chosen = [item for key in self.chosen if (item := self._item_of(key)) is not None]
        if in_zone and zone is not None and chosen:
            self._lay_in_zone(zone, chosen)
            zone.label = self._zone_text()
        elif in_zone and zone is not None:
            zone.label = self._zone_label
            zone.label_from = 0.0
        for item in self.items:
            if item.key in self._zone_homes and (not in_zone or item.key not in self.chosen):
                home, rotation, z = self._board_homes[item.key]
                del self._zone_homes[item.key]
                item.setScale(1.0)
                item.set_home(home, rotation, z)
                item.place_at_home()
        if self.prompt is None:
            self._board_homes = {}

    def _lay_in_zone(self, zone: DropZone, chosen: list[DraggableItem]) -> None:
        """The chosen cards side by side in the zone's left part, as high as the zone
        (or smaller), the zone's text beside them on the right."""
        rect = zone.mapRectToScene(zone.rect())
        size = chosen[0].size
        gap = 6.0
        count = max(len(chosen), self.prompt.maximum if self.prompt is not None else 1)
        scale = min(
            1.0,
            (rect.height() - 8) / size.height(),
            (rect.width() * 0.55 - gap * (count + 1)) / (count * size.width()),
        )
        width = size.width() * scale
        left = rect.left() + gap + width / 2
        # a chosen card is drawn lifted: its place is lower by the lift, so it is seen
        # in the middle of the zone
        y = rect.center().y() + DraggableItem.SELECTED_LIFT * size.height() * scale
        zone.label_from = (gap + count * (width + gap)) / rect.width()
        for index, item in enumerate(chosen):
            spot = QPointF(left + index * (width + gap), y)
            self._zone_homes[item.key] = spot
            item.setScale(scale)
            item.set_home(spot, 0.0, CHOSEN_Z + index)
            if not item.dragging:
                # at once, not through the animator: the table keeps taking clicks, so
                # the next card can be chosen right away
                item.place_at_home()

    def _make_extra_buttons(self, extra: Sequence[Answer]) -> None:
        for button in self.extra_buttons:
            self._row.removeWidget(button)
            button.deleteLater()
        self.extra_buttons = []
        for index, _answer in enumerate(extra):
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _checked=False, i=index: self.give_extra(i))
            self._row.insertWidget(2 + index, button)
            self.extra_buttons.append(button)

    def buttons(self) -> list[QPushButton]:
        """The buttons shown now (the extra answers, skip, Confirm), left to right."""
        shown = [*self.extra_buttons, self.skip_button, self.confirm_button]
        return [button for button in shown if not button.isHidden()]

    def retranslate(self) -> None:
        """Every text in the current language (the live line included)."""
        if self._own_zone is not None and self._own_zone.isVisible():
            self._own_zone.label = QCoreApplication.translate(
                "CardPicker", "Drop cards here to choose them"
            )
        self._show_choice()

    def _label_buttons(self, prompt: ChooseCards) -> None:
        self.confirm_button.setText(self.board.confirm_text(prompt))
        self.skip_button.setVisible(prompt.skip is not None)
        if prompt.skip is not None:
            self.skip_button.setText(self.board.answer_text(prompt.skip))
        for button, answer in zip(self.extra_buttons, prompt.extra, strict=False):
            button.setText(self.board.answer_text(answer))

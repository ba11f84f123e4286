"""La Macarena's "My collection" panel, and where each part of the table lies.

A mixin of :class:`~.drawing.TableDrawing`: the panel covers the middle of the table (the
wells and the series) with an opaque sheet, its title on top and, under it, one column
per element: the element's token, how many cards of it the seat holds, and those cards.
:meth:`CollectionDrawing.regions` gives every part of the table its rectangle, by role.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPen

from macaron_desktop.ui.table import painted_rect

from ..cards import ELEMENTS
from ..view import MacarenaView
from . import texts
from .art import card_path, element_art, sorted_collection

# the collection panel's depth (over the wells' cards, under the banners)
PANEL_Z = 580.0


class CollectionDrawing:
    """Draws the own collection on demand; says where the table's parts lie."""

    def _layout_collection(self, view: MacarenaView) -> None:
        """The panel over the middle of the table: the title, then a column per element."""

        geo: Any = self.geo  # type: ignore[attr-defined]
        items: Any = self.items  # type: ignore[attr-defined]
        language = self.host.language()  # type: ignore[attr-defined]
        scale = geo.text_scale
        rect = geo.collection
        items.rect(
            rect,
            pen=QPen(QColor("#C9A57E"), 2),
            brush=QColor(255, 250, 240),
            z=PANEL_Z,
            role="collection",
        )
        cards = sorted_collection(view.collection)
        title = items.label(
            texts.fill(
                QCoreApplication.translate("Macarena", "Your collection: %1"),
                texts.cards_text(len(cards)),
            ),
            QPointF(),
            round(13 * scale),
            True,
            z=PANEL_Z + 2,
            role="collection/title",
        )
        box = title.boundingRect()
        title.setPos(QPointF(rect.x() + 10 + box.width() / 2, rect.y() + 6 + box.height() / 2))
        top = rect.y() + 12 + box.height()
        column_w = (rect.width() - 20) / len(ELEMENTS)
        token = round(20 * scale)
        header_h = token + 6
        card_h = min(geo.card_h, rect.bottom() - 8 - top - header_h)
        mini = QSizeF(card_h * geo.card_w / geo.card_h, card_h)
        for e, element in enumerate(ELEMENTS):
            role = f"collection/{element.value}"
            left = rect.x() + 10 + e * column_w
            mine = [c for c in cards if c.element is element]
            items.pixmap(
                element_art(element),
                QRectF(left, top, token, token),
                z=PANEL_Z + 1,
                tooltip=texts.element_name(element),
                role=f"{role}/token",
            )
            count = items.label(
                texts.cards_text(len(mine)),
                QPointF(),
                round(12 * scale),
                True,
                z=PANEL_Z + 2,
                role=f"{role}/count",
            )
            count.setPos(
                QPointF(left + token + 4 + count.boundingRect().width() / 2, top + token / 2)
            )
            room = column_w - 10 - mini.width()
            step = min(mini.width() * 0.6, room / max(len(mine) - 1, 1))
            for k, card in enumerate(mine):
                items.pixmap(
                    card_path(card, language),
                    QRectF(left + k * step, top + header_h, mini.width(), mini.height()),
                    z=PANEL_Z + 1 + k * 0.01,
                    tooltip=texts.card_name(card),
                    role=f"{role}/cards",
                )

    def regions(self) -> dict[str, QRectF]:
        """Where each part of the table lies as laid out now, in scene coordinates, by role.

        Roles are paths (see :mod:`macaron_desktop.ui.table.regions`): ``seat/<seat>``
        with its ``name``, ``hand``, ``collection`` and ``standing``; ``deck`` with its
        ``count``; ``well/<n>`` (its ring and top card) with its ``number``, ``under``
        (the count of cards under the top one) and ``macas``; ``series`` (the cards of the
        series being built); ``own/name``, ``own/standing`` and ``hand``; ``collection``
        with its ``title`` and, per element, ``token``, ``count`` and ``cards``. While the
        collection panel is open it hides what lies under it, which is left out.
        """
        regions = self.items.regions()  # type: ignore[attr-defined]
        parts: dict[str, QRectF] = {}
        for slot, item in self.cards.items():  # type: ignore[attr-defined]
            if not item.isVisible() or item.opacity() <= 0.0:
                continue
            kind = slot[0]
            role = f"well/{slot[1] + 1}" if kind == "top" else kind
            rect = painted_rect(item)
            if kind == "hand":
                lift = item.SELECTED_LIFT * item.size.height()
                rect = rect.united(rect.translated(0, -lift))
            parts[role] = parts[role].united(rect) if role in parts else rect
        regions.update(parts)
        panel = regions.get("collection")
        if panel is not None:
            regions = {
                role: rect
                for role, rect in regions.items()
                if role.startswith("collection") or not panel.intersects(rect)
            }
        return regions

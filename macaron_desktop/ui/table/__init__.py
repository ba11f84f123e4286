"""The card-table toolkit every game's table is built on.

One :class:`TableView` (a ``QGraphicsView``) shows one :class:`TableScene`, whose
:class:`Animator` moves the items. Cards are :class:`CardItem`, chips and markers
:class:`TokenItem` (both :class:`DraggableItem`), targets :class:`DropZone`, names and
scores :class:`LabelItem`, one module each. The
functions of :mod:`.layout` say where things go for any window size; art comes from
an :class:`SvgPixmapCache` (``view.svg_pixmap`` renders for the view's screen);
:class:`CardGeometry` keeps a layout's card size (:func:`centred_rect` places a
rectangle by its centre);
:class:`PrivacyScreen` hides a hot-seat table while the computer changes hands; an
:class:`ItemPool` keeps a board's items alive from one layout to the next, and
:mod:`.regions` tells which parts of a laid-out table overlap.

The toolkit never decides rules. A game's table:

1. asks the rules (through its ``GameSession``) for the legal actions of the seat to act,
   and marks the matching items ``playable`` (lift and glow) or ``dimmed``, and sets each
   zone's ``accepts`` predicate from the same list;
2. turns gestures into *proposed* actions: ``item.dropped(item, zone)``,
   ``item.clicked(item)`` (select, then ``zone.clicked(zone)``), ``item.activated(item)``
   and ``view.key_action("left" | "right" | "activate" | …)``;
3. proposes the action. When the rules refuse it, the table calls
   ``item.return_home()`` and ``view.show_message(text)`` with the translated reason;
4. when the model has committed the action (``session.moved``), computes the new layout,
   queues the motions, and lets the game go on when the animator is done::

       view = TableView(animator=Animator.from_settings(settings))
       view.resized.connect(lambda rect: table.lay_out(animate=False))
       card = CardItem(card_key, QSizeF(w, h), view.svg_pixmap(face_svg, (w, h)))
       view.table_scene.addItem(card)
       card.dropped.connect(table.on_drop)         # propose PlayCard(card.key)

       def on_moved(seat, action):                 # the model committed the action
           w, h = card_size(view.area())
           spots = fan_hand(view.area(), w, h, len(hand), tilt=1.5)
           motions = []
           for index, (card, spot) in enumerate(zip(hand, spots, strict=True)):
               card.set_home(QPointF(spot.x, spot.y), spot.rotation, z=index)
               motions.append(Motion(card, card.home, spot.rotation, z=index))
           view.animator.animate(motions)
           view.animator.call(session.advance)    # bots and the next player wait

While the animator is busy or ``view.table_scene.locked`` is set, clicks, drags and keys
are dropped, so nobody plays into a moving table.
"""

from __future__ import annotations

from .animator import Animator, Motion
from .card_item import CardItem
from .draggable import DraggableItem
from .drop_zone import DropZone, best_drop_zone, zone_focus_ring
from .geometry import CardGeometry, centred_rect
from .label_item import LabelItem
from .layout import Placement, Seat, card_size, fan_hand, grid, pile_row, seat_positions
from .pixmaps import SEAT_COLOUR_PLACEHOLDER, SEAT_COLOURS, SvgPixmapCache, shared_cache
from .placed_cards import PlacedCards, Wanted
from .pool import DECOR_Z, ItemPool
from .privacy import PrivacyScreen
from .regions import overlapping, painted_rect, scene_regions, set_role
from .scene import TableScene
from .token_item import TokenItem
from .view import KEY_ACTIONS, TableView

__all__ = [
    "DECOR_Z",
    "KEY_ACTIONS",
    "SEAT_COLOURS",
    "SEAT_COLOUR_PLACEHOLDER",
    "Animator",
    "CardGeometry",
    "CardItem",
    "DraggableItem",
    "DropZone",
    "ItemPool",
    "LabelItem",
    "Motion",
    "Placement",
    "PlacedCards",
    "PrivacyScreen",
    "Seat",
    "SvgPixmapCache",
    "TableScene",
    "TableView",
    "TokenItem",
    "Wanted",
    "best_drop_zone",
    "card_size",
    "centred_rect",
    "fan_hand",
    "grid",
    "overlapping",
    "painted_rect",
    "pile_row",
    "scene_regions",
    "seat_positions",
    "set_role",
    "shared_cache",
    "zone_focus_ring",
]

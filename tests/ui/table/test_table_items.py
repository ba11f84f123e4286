"""Cards, tokens and drop zones under a real mouse: press, move and release on the viewport."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QSizeF
from pytestqt.qtbot import QtBot

from macaron_desktop.ui.table import Animator, CardItem, DropZone, TableView, TokenItem
from macaron_desktop.ui.table.draggable import DRAG_Z

HOME = QPointF(150, 450)


def recorder(signal: object) -> list[tuple[object, ...]]:
    calls: list[tuple[object, ...]] = []
    signal.connect(lambda *args: calls.append(args))  # type: ignore[attr-defined]
    return calls


def test_dragging_a_card_onto_an_accepting_zone_drops_it_there(
    view: TableView, add_card: Callable[..., CardItem], add_zone: Callable[..., DropZone], mouse
) -> None:
    card = add_card("almond_3")
    zone = add_zone("trick", (500, 250), accepts=lambda item: item.key == "almond_3")
    dropped = recorder(card.dropped)
    clicked = recorder(card.clicked)
    started = recorder(card.drag_started)

    mouse.press(HOME)
    mouse.move(QPointF(300, 350))
    # the card follows the mouse, above everything else, not yet over the zone
    assert card.dragging and started == [(card,)]
    assert card.pos() == QPointF(300, 350)
    assert card.zValue() == DRAG_Z
    assert not zone.highlighted
    mouse.move(QPointF(495, 255))
    assert card.pos() == QPointF(495, 255)
    assert zone.highlighted, "an accepting zone under the dragged card lights up"
    mouse.release(QPointF(495, 255))

    assert dropped == [(card, zone)]
    assert clicked == []
    assert not zone.highlighted and not card.dragging
    # the table decides where the card goes next: it stays where it was let go
    assert card.pos() == QPointF(495, 255)


def test_a_refusing_zone_sends_the_card_home_at_once_at_speed_zero(
    view: TableView, add_card: Callable[..., CardItem], add_zone: Callable[..., DropZone], mouse
) -> None:
    card = add_card()
    zone = add_zone("trick", (500, 250), accepts=lambda item: False)
    dropped = recorder(card.dropped)
    mouse.press(HOME)
    mouse.move(QPointF(300, 300))
    mouse.move(QPointF(500, 250))
    assert not zone.highlighted, "a zone that would refuse does not light up"
    mouse.release(QPointF(500, 250))
    assert dropped == []
    assert card.pos() == HOME
    assert card.zValue() == 1


def test_a_card_let_go_on_the_empty_table_goes_home(
    view: TableView, add_card: Callable[..., CardItem], add_zone: Callable[..., DropZone], mouse
) -> None:
    card = add_card()
    add_zone("trick", (800, 150))
    dropped = recorder(card.dropped)
    mouse.drag(HOME, QPointF(420, 300))
    assert dropped == []
    assert card.pos() == HOME


def test_the_card_glides_home_through_the_animator(
    qtbot: QtBot, add_card: Callable[..., CardItem], view: TableView, mouse
) -> None:
    view.animator.duration_ms = 80
    card = add_card()
    mouse.drag(HOME, QPointF(420, 300))
    # just let go: on its way, still above the others
    assert view.animator.busy
    assert card.pos() != HOME
    assert card.zValue() == DRAG_Z
    with qtbot.waitSignal(view.animator.finished, timeout=2000):
        pass
    assert card.pos() == HOME
    assert card.zValue() == 1
    assert not view.animator.busy


def test_the_accepting_zone_with_most_overlap_wins(
    view: TableView, add_card: Callable[..., CardItem], add_zone: Callable[..., DropZone], mouse
) -> None:
    card = add_card()
    left = add_zone("left", (400, 250))  # x 340..460
    right = add_zone("right", (520, 250))  # x 460..580
    dropped = recorder(card.dropped)
    # the card (80 wide) ends at x 440..520: 20 px over the left zone, 60 over the right
    mouse.drag(HOME, QPointF(480, 250))
    assert dropped == [(card, right)]
    assert not left.highlighted and not right.highlighted


def test_a_refusing_zone_with_more_overlap_loses_to_an_accepting_one(
    view: TableView, add_card: Callable[..., CardItem], add_zone: Callable[..., DropZone], mouse
) -> None:
    card = add_card()
    left = add_zone("left", (400, 250))
    add_zone("right", (520, 250), accepts=lambda item: False)
    dropped = recorder(card.dropped)
    mouse.drag(HOME, QPointF(480, 250))
    assert dropped == [(card, left)]


def test_a_short_click_is_a_click_not_a_drag(
    view: TableView, add_card: Callable[..., CardItem], add_zone: Callable[..., DropZone], mouse
) -> None:
    card = add_card()
    add_zone("trick", (150, 450))  # under the card: a click must not drop it
    clicked = recorder(card.clicked)
    dropped = recorder(card.dropped)
    mouse.click(HOME)
    assert clicked == [(card,)]
    # a wobble under the drag distance is still a click, and the card does not move
    mouse.press(HOME)
    mouse.move(HOME + QPointF(2, 1))
    assert card.pos() == HOME and not card.dragging
    mouse.release(HOME + QPointF(2, 1))
    assert clicked == [(card,), (card,)]
    assert dropped == []


def test_a_double_click_activates(
    view: TableView, add_card: Callable[..., CardItem], mouse
) -> None:
    card = add_card()
    activated = recorder(card.activated)
    mouse.double_click(HOME)
    assert activated == [(card,)]


def test_a_card_that_may_not_be_dragged_still_clicks(
    view: TableView, add_card: Callable[..., CardItem], add_zone: Callable[..., DropZone], mouse
) -> None:
    card = add_card()
    card.draggable = False
    add_zone("trick", (500, 250))
    dropped = recorder(card.dropped)
    clicked = recorder(card.clicked)
    mouse.drag(HOME, QPointF(500, 250))
    assert card.pos() == HOME and dropped == [] and clicked == []
    mouse.click(HOME)
    assert clicked == [(card,)]


def test_a_non_interactive_card_lets_the_click_through_to_the_zone_below(
    view: TableView, add_card: Callable[..., CardItem], add_zone: Callable[..., DropZone], mouse
) -> None:
    zone = add_zone("trick", (500, 250))
    card = add_card(at=(500, 250))
    card.interactive = False
    card_clicks = recorder(card.clicked)
    zone_clicks = recorder(zone.clicked)
    mouse.click(QPointF(500, 250))
    assert card_clicks == []
    assert zone_clicks == [(zone,)]
    mouse.drag(QPointF(500, 250), QPointF(200, 200))
    assert card.pos() == QPointF(500, 250)


def test_gestures_wait_while_the_table_is_animating_or_locked(
    view: TableView, add_card: Callable[..., CardItem], mouse
) -> None:
    card = add_card()
    other = add_card("other", at=(600, 150))
    clicked = recorder(card.clicked)
    view.animator.duration_ms = 10_000
    view.animator.move(other, QPointF(700, 150))
    assert view.animator.busy
    mouse.click(HOME)
    mouse.drag(HOME, QPointF(400, 300))
    assert clicked == [] and card.pos() == HOME
    view.animator.finish_now()
    assert other.pos() == QPointF(700, 150)
    view.table_scene.locked = True
    mouse.click(HOME)
    assert clicked == []
    view.table_scene.locked = False
    mouse.click(HOME)
    assert clicked == [(card,)]


def test_lift_states_raise_what_is_drawn_but_not_the_position(
    view: TableView, add_card: Callable[..., CardItem]
) -> None:
    card = add_card()
    resting = card.visible_scene_rect()
    card.playable = True
    playable = card.visible_scene_rect()
    card.selected = True
    selected = card.visible_scene_rect()
    assert selected.top() < playable.top() < resting.top()
    assert card.pos() == HOME
    assert card.boundingRect().contains(card.body_rect().translated(0, -card.lift()))


def test_a_card_is_drawn_inside_its_bounds_in_every_state(
    view: TableView, add_card: Callable[..., CardItem]
) -> None:
    """The bounds follow the lift (a resting card's cached picture has no empty room
    above it), and what is drawn, glow included, never leaves them: Qt would leave
    trails of a card drawn outside its bounds."""
    card = add_card()
    resting_height = card.boundingRect().height()
    margin = card.glow_margin()
    for selected in (False, True):
        for playable in (False, True):
            for hovered in (False, True):
                card.selected, card.playable = selected, playable
                card._set_state("_hovered", hovered)
                drawn = card.body_rect().translated(0, -card.lift())
                glow = drawn.adjusted(-margin, -margin, margin, margin)
                assert card.boundingRect().contains(glow)
                assert card.boundingRect().contains(card.body_rect())
    card.selected = card.playable = False
    card._set_state("_hovered", False)
    assert card.boundingRect().height() == resting_height
    card.selected = True
    assert card.boundingRect().height() > resting_height


def test_a_token_drags_and_drops_like_a_card(
    view: TableView, add_zone: Callable[..., DropZone], mouse
) -> None:
    token = TokenItem(("bet", 2), QSizeF(44, 44), tooltip="Betting token")
    view.table_scene.addItem(token)
    token.set_home(QPointF(300, 500))
    token.place_at_home()
    assert token.toolTip() == "Betting token"
    row = add_zone("row", (700, 300), accepts=lambda item: isinstance(item, TokenItem))
    dropped = recorder(token.dropped)
    clicked = recorder(token.clicked)
    mouse.drag(QPointF(300, 500), QPointF(700, 310))
    assert dropped == [(token, row)]
    token.return_home()
    assert token.pos() == QPointF(300, 500)
    mouse.click(QPointF(300, 500))
    assert clicked == [(token,)]


def test_return_home_without_a_table_scene_jumps(qtbot: QtBot) -> None:
    card = CardItem("lonely", QSizeF(60, 84))
    card.set_home(QPointF(10, 20), 15.0, z=3)
    card.setPos(500, 500)
    card.return_home()
    assert (card.pos(), card.rotation(), card.zValue()) == (QPointF(10, 20), 15.0, 3)


def test_face_up_and_pixmaps_can_change(view: TableView, add_card) -> None:
    card = add_card()
    assert card.face_up
    card.face_up = False
    assert not card.face_up
    card.set_size(QSizeF(40, 56))
    assert card.body_rect().width() == 40
    view.viewport().repaint()  # paints the plain fallback without art


def test_animator_is_shared_by_the_view_and_its_scene() -> None:
    animator = Animator(0)
    table = TableView(animator=animator, plain_background=True)
    assert table.animator is animator is table.table_scene.animator
    table.deleteLater()


def test_hovering_lifts_an_interactive_card_only(
    view: TableView, add_card: Callable[..., CardItem], mouse
) -> None:
    card = add_card()
    still = add_card("still", at=(600, 450))
    still.interactive = False
    resting = card.visible_scene_rect().top()
    mouse.move(HOME)
    assert card.hovered
    assert card.visible_scene_rect().top() < resting
    mouse.move(QPointF(600, 450))
    assert not card.hovered and not still.hovered
    assert card.visible_scene_rect().top() == resting


def test_a_dimmed_card_still_reports_clicks_so_the_table_can_explain(
    view: TableView, add_card: Callable[..., CardItem], mouse
) -> None:
    card = add_card()
    card.dimmed = True
    clicked = recorder(card.clicked)
    mouse.click(HOME)
    assert clicked == [(card,)]

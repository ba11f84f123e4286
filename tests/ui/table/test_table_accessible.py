"""The table's accessibility tree, read through Qt's own ``QAccessible`` interfaces as a
screen reader reads it (issue 24): groups of named items with their states, face-down
cards never named, the focus that follows the keys, a privacy screen that hides it all."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from key_player import listen
from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from macaron_desktop.ui.table import CardItem, DropZone, LabelItem, PrivacyScreen, TableView
from macaron_desktop.ui.table.accessible import Spoken

NAME = QAccessible.Text.Name


def groups(view: TableView) -> dict[str, QAccessibleInterface]:
    root = QAccessible.queryAccessibleInterface(view)
    found = {}
    for index in range(root.childCount()):
        child = root.child(index)
        if child is not None and child.role() == QAccessible.Role.Grouping:
            assert root.indexOfChild(child) == index
            assert child.parent().object() is view
            found[child.text(NAME)] = child
    return found


def names(node: QAccessibleInterface) -> list[str]:
    return [node.child(i).text(NAME) for i in range(node.childCount())]


def hand_describer(hand: list[CardItem]) -> Callable[[QGraphicsItem], Spoken | None]:
    """A board's words: the hand's cards by their key, in the "hand" group."""

    def describe(item: QGraphicsItem) -> Spoken | None:
        if item in hand:
            return Spoken(f"card {item.key}", "hand", "Your hand", "card")
        if isinstance(item, CardItem):
            return Spoken(f"secret {item.key}", "other", "Bruno")  # never asked: face down
        return None

    return describe


def test_the_hand_is_a_group_of_named_cards_with_their_states(
    view: TableView, add_card: Callable[..., CardItem]
) -> None:
    hand = [add_card(k, (150 + 90 * k, 450)) for k in range(3)]
    hand[0].playable = True
    hand[1].selected = True
    hand[2].dimmed = True
    hidden = add_card("ace", (500, 100))
    hidden.face_up = False
    view.accessibility.describe = hand_describer(hand)
    found = groups(view)
    assert set(found) == {"Your hand", "Table"}
    assert names(found["Your hand"]) == [
        "card 0, playable",
        "card 1, selected",
        "card 2, not playable now",
    ]
    # the other seat's card lies face down: it is a face-down card and nothing more
    assert names(found["Table"]) == ["face-down card"]
    nodes = [found["Your hand"].child(i) for i in range(3)]
    assert [n.object() for n in nodes] == hand
    assert nodes[1].state().selected and not nodes[0].state().selected
    assert nodes[2].state().disabled and not nodes[0].state().disabled
    assert all(n.role() == QAccessible.Role.ListItem for n in nodes)
    assert all(n.parent().text(NAME) == "Your hand" for n in nodes)
    assert found["Your hand"].indexOfChild(nodes[2]) == 2
    # the node is where the card is drawn on the screen
    centre = view.viewport().mapToGlobal(view.mapFromScene(hand[1].pos()))
    assert nodes[1].rect().contains(centre)
    # a state that changes is read anew
    hand[2].dimmed = False
    hand[2].playable = True
    view.accessibility.changed()
    assert names(found["Your hand"])[2] == "card 2, playable"


def test_labels_zones_and_tips_give_the_kits_own_words(
    view: TableView, add_card: Callable[..., CardItem]
) -> None:
    card = add_card("x", (100, 100))
    card.setToolTip("<b>Blue 7</b><br>worth 3 points")
    zone = DropZone("pile", QSizeF(90, 120), "Draw pile")
    zone.setPos(QPointF(400, 300))
    view.table_scene.addItem(zone)
    label = LabelItem("Bruno · 3 points")
    label.setPos(QPointF(700, 80))
    view.table_scene.addItem(label)
    table = groups(view)["Table"]
    assert sorted(names(table)) == ["Blue 7", "Bruno · 3 points", "Draw pile"]
    roles = {table.child(i).text(NAME): table.child(i).role() for i in range(3)}
    assert roles["Draw pile"] == QAccessible.Role.Button
    assert roles["Bruno · 3 points"] == QAccessible.Role.StaticText


def test_the_focus_follows_the_keys_and_the_privacy_screen_hides_the_table(
    view: TableView, add_card: Callable[..., CardItem]
) -> None:
    hand = [add_card(k, (150 + 90 * k, 450)) for k in range(2)]
    model = view.accessibility
    model.describe = hand_describer(hand)
    model.follow_focus(hand[1])
    node = QAccessible.queryAccessibleInterface(hand[1])
    assert node.state().focused
    assert not QAccessible.queryAccessibleInterface(hand[0]).state().focused
    assert QAccessible.queryAccessibleInterface(view).focusChild().object() is hand[1]
    assert model.focus_names == ["card 1"]
    model.follow_focus(hand[1])  # the same item again: no second focus event
    assert model.focus_names == ["card 1"]
    assert names(groups(view)["Your hand"]) == ["card 0", "card 1"]
    screen = PrivacyScreen(view)
    screen.show_for("Bruno")  # the tree read just before is not read again from memory
    assert groups(view) == {}, "nothing of the table while it is hidden"
    screen.reveal()
    assert names(groups(view)["Your hand"]) == ["card 0", "card 1"]


def test_state_changes_are_told_once_and_never_behind_the_privacy_screen(
    qtbot: QtBot,
    view: TableView,
    add_card: Callable[..., CardItem],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sent = listen(monkeypatch)
    hand = [add_card(k, (150 + 90 * k, 450)) for k in range(3)]
    model = view.accessibility
    model.describe = hand_describer(hand)
    model.tell_changes()  # shown: nothing changed yet
    assert [s for s in sent if s.kind == QAccessible.Event.StateChanged] == []
    hand[0].playable = True
    hand[1].dimmed = True
    model.tell_changes()
    told = [(s.obj, s.changed, s.name) for s in sent]
    assert told == [
        (hand[0], {"movable"}, "card 0, playable"),
        (hand[1], {"disabled"}, "card 1, not playable now"),
    ]
    model.tell_changes()  # told once
    assert len(sent) == 2
    # a change no layout told (a click) is told when the scene reports it
    hand[2].selected = True
    qtbot.waitUntil(lambda: len(sent) == 3)
    assert (sent[2].obj, sent[2].changed, sent[2].name) == (
        hand[2],
        {"selected"},
        "card 2, selected",
    )
    # behind the privacy screen nothing is told, and what changed there is not told after
    screen = PrivacyScreen(view)
    screen.show_for("Bruno")
    hand[0].playable = False
    hand[2].selected = False
    model.tell_changes()
    qtbot.wait(20)
    screen.reveal()
    model.changed()
    model.tell_changes()
    qtbot.wait(20)
    assert len(sent) == 3
    hand[1].dimmed = False
    model.tell_changes()
    assert (sent[-1].obj, sent[-1].changed) == (hand[1], {"disabled"})


def test_announcements_are_kept_in_order_as_plain_text(qtbot: QtBot, view: TableView) -> None:
    model = view.accessibility
    model.announce("Bruno plays <b>Blue 7</b>.")
    model.announce("")
    model.announce("Your turn:\n  follow Blue.")
    assert model.announcements == ["Bruno plays Blue 7.", "Your turn: follow Blue."]

"""Masters of Maple Syrup's table, as a player sees it: the neighbour's end lit while you
choose yours, a refused develop saying why, an effect offered in the neighbour's turn, the
discard pile looked through in order, tapped trees turned, and the last moves on the
table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from maple_gestures import GesturePlayer, open_at, open_game
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from macaron_desktop.core.game import ChooseOne, Confirm
from macaron_desktop.games.maple.actions import UseEffect
from macaron_desktop.games.maple.bots import BasicBot
from macaron_desktop.games.maple.cards import ALL_CARDS
from macaron_desktop.games.maple.state import Phase
from macaron_desktop.games.maple.table import texts
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.table import LabelItem


def _table(make_window: Callable[..., MainWindow], qtbot: QtBot, seed: int = 1):  # type: ignore[no-untyped-def]
    table = open_game(make_window(pace="quick"), qtbot, "standard", seed=seed)
    return table, GesturePlayer(qtbot, table)


def _my_step(player: GesturePlayer, phase: Phase) -> bool:
    table = player.table
    return table.my_turn() and table.current().phase is phase


def test_the_neighbours_end_is_lit_while_you_point_at_yours(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table, player = _table(make_window, qtbot)
    player.play_until(lambda: _my_step(player, Phase.CHOOSE_ACTION))
    board = table.board
    index, end = board.end_spots[1]  # end 1 of action card I (HARVEST 1)
    item = board._end_item(index, end)
    other = board._end_item(index, 1 - end)
    assert item is not None and other is not None and item.playable
    assert not other.selected
    QTest.mouseMove(table.view.viewport(), table.view.mapFromScene(player.grab_point(item)))
    qtbot.waitUntil(lambda: board.lit_end() == (index, 1 - end))
    assert other.selected  # lit: it is what the neighbour would get
    caption = board.end_caption.text()
    assert board.end_caption.isVisible()
    assert caption == "You take HARVEST 1; Bot gets TAP 2."
    # taking that end gives the neighbour the lit one
    player.take_end(index, end)
    state = table.match.state
    assert state.end_for(index, 0).kind == "harvest" and state.end_for(index, 1).kind == "tap"
    assert not other.selected and not board.end_caption.isVisible()
    # the mouse leaves the table while it is still there (a view destroyed under the
    # mouse leaves Qt's hover bookkeeping pointing at it for later tests)
    QTest.mouseMove(table.status, table.status.rect().center())
    qtbot.wait(10)


def test_a_develop_the_hand_cannot_pay_is_refused_with_its_reason(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table, player = _table(make_window, qtbot)

    def unaffordable() -> list:  # type: ignore[type-arg]
        hand = table.current().hand
        return [c for c in hand if c.cost > len(hand) - 1]

    player.play_until(lambda: _my_step(player, Phase.DEVELOP) and bool(unaffordable()))
    card = unaffordable()[0]
    before = len(table.match.moves)
    player.drag_to(card, ("choose", "choose_develop"))
    # the live line says it before the rules do
    assert "but only" in table.picker.line.text()
    player.press(table.picker.confirm_button)
    assert len(table.match.moves) == before
    reason = table.view.message()
    assert reason.startswith(f"That card costs {card.cost}¢")
    assert "too small to pay" in reason


def test_an_effect_is_offered_to_its_owner_in_the_neighbours_turn(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    def offered(state: Any) -> bool:
        return state.current == 1 and state.phase in (Phase.EFFECTS, Phase.INSTEAD)

    table = open_at(make_window(pace="quick"), qtbot, 1, offered)
    player = GesturePlayer(qtbot, table)
    prompt = table.current_prompt()
    assert isinstance(prompt, (Confirm, ChooseOne))
    bar = table.prompt_bar
    assert bar.isVisible()
    card = next(o.card for o in table._prompt_options if isinstance(o, UseEffect))
    assert texts.card_name(card) in bar.text.text() or any(
        texts.card_name(card) in b.text() for b in bar.buttons
    )
    assert table.status.text().startswith(f"Turn {table.current().turn} · Bot's turn")
    player.press(bar.buttons[table._prompt_options.index(UseEffect(card))])
    qtbot.waitUntil(lambda: not table._busy)
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    used = f"Ana uses {texts.card_name(card)}."
    assert any(line.startswith(used) for line in lines)
    assert any(line.startswith(used) for line in table.board.recent)


def test_the_discard_pile_is_looked_through_in_order(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table, player = _table(make_window, qtbot)
    player.play_until(lambda: len(table.current().discards) >= 6 and table.my_turn())
    pile = table.current().discards
    top = table.board.cards[pile[-1]]
    player.click(player.grab_point(top))
    browser = table.board.browser
    assert browser is not None and browser.isVisible()
    lines = browser.texts()
    assert len(lines) == len(pile)
    for number, (line, card) in enumerate(zip(lines, pile, strict=True), start=1):
        assert line.startswith(f"{number}. {texts.card_name(card)} (")
    assert f"{len(pile)} cards in the discard pile" in browser.intro.text()
    browser.close()
    # the button under the table opens it too
    qtbot.mouseClick(table.board.browse_button, Qt.MouseButton.LeftButton)
    assert table.board.browser.isVisible() and table.board.browser.texts() == lines
    table.board.browser.close()


def test_tapped_trees_lie_turned_and_the_table_says_what_just_happened(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table, player = _table(make_window, qtbot)
    player.play_until(lambda: bool(table.current().tapped[1]) and table.my_turn())
    view = table.current()
    for seat in (0, 1):
        for card in view.properties[seat]:
            turned = table.board.cards[card].home_rotation
            assert turned == (90.0 if card in view.tapped[seat] else 0.0), card
    taps = [m for m in table.match.moves if m.seat == 1 and type(m.action).__name__ == "Tap"]
    last = f"Bot taps {texts.cards_list(taps[-1].action.cards)}."
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert last in lines


def test_hot_seat_shows_each_hand_to_its_owner_only(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    from macaron_desktop.core.match import SeatSpec

    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    table = open_game(make_window(pace="quick"), qtbot, "standard", seed=2, seats=seats)
    player = GesturePlayer(qtbot, table)
    state = table.match.state

    def shown(seat: int) -> set:  # type: ignore[type-arg]
        return {c for c in state.dealt[seat] if c in table.board.cards}

    qtbot.waitUntil(table.privacy.isVisible)
    assert table.privacy.geometry() == table.view.rect()  # the table is hidden
    table.privacy.button.click()
    first = table.viewer
    assert shown(first) == set(state.dealt[first]) and not shown(1 - first)
    player.step()  # the first person keeps three cards, by clicks
    qtbot.waitUntil(lambda: table.privacy.isVisible() and table.viewer != first)
    assert table.privacy.geometry() == table.view.rect()
    table.privacy.button.click()
    assert shown(1 - first) == set(state.dealt[1 - first]) and not shown(first)


class _Tucker(BasicBot):
    """The basic bot, but keen on tucking: it develops a card that tucks whenever it may,
    uses every tucking effect and tucks all it may (the basic bot seldom tucks at all)."""

    def choose(self, view: Any, legal: Sequence[Any], rng: Any) -> Any:
        from macaron_desktop.games.maple.actions import Develop, Tuck, UseEffect

        def tucks(card: Any) -> bool:
            return card.design.effect is not None and card.design.effect.op == "tuck"

        for action in legal:
            if isinstance(action, Develop | UseEffect) and tucks(action.card):
                return action
        if legal and isinstance(legal[0], Tuck):
            return max(legal, key=lambda a: len(a.cards))
        return super().choose(view, legal, rng)


def test_tucked_cards_peek_out_with_their_count_and_do_not_count_toward_ten(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    from macaron_desktop.ui.table import LabelItem

    table = open_at(
        make_window(pace="quick"), qtbot, 13, lambda state: bool(state.tucked[1]), bot=_Tucker()
    )
    view = table.current()
    ((host, count),) = view.tucked_counts[1]
    labels = {
        item.text(): item
        for item in table.scene.items()
        if isinstance(item, LabelItem) and item.isVisible()
    }
    badge = labels[f"+{count} tucked"]
    cards = "1 card" if count == 1 else f"{count} cards"
    assert badge.toolTip() == f"{cards} tucked face down under {texts.card_name(host)}"
    card = table.board.cards[host]
    # below the card that tucked them, peeking out of its lower edge
    assert abs(badge.scenePos().x() - card.home.x()) < 1
    assert badge.scenePos().y() > card.home.y() + card.size.height() / 2 - 10
    shown = len(view.properties[1])
    assert any(text.startswith(f"Property {shown}/10") for text in labels)
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert f"Bot tucks {cards} face down under {texts.card_name(host)}." in lines


def _asked(make_window: Callable[..., MainWindow], qtbot: QtBot, reached: Any) -> Any:
    """A game played on until ``reached(state)`` with you to choose cards, opened on the
    table with the card picker showing."""
    table = open_at(make_window(pace="quick"), qtbot, seed=1, reached=reached)
    qtbot.waitUntil(lambda: table.picker.isVisible() and not table.busy)
    return table


def test_the_choice_zone_stays_on_the_table_over_a_tree_at_its_edge(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    # TAP with the Red Maple alone: the one card to choose lies at the table's left edge,
    # and the zone the picker lays above it must not run off the table
    table = _asked(
        make_window,
        qtbot,
        lambda s: s.phase is Phase.TAP and s.current == 0 and len(s.properties[0]) == 1,
    )
    picker = table.picker
    x, y, width, height = table.view.area()
    zone = picker.zone.sceneBoundingRect()
    assert picker.zone.isVisible()
    assert x <= zone.left() and zone.right() <= x + width, (zone, (x, width))
    assert y <= zone.top() and zone.bottom() <= y + height
    # the zone lies on your property beside the tree, clear of your name and the tree
    board = table.board
    assert picker.zone is board.items.zones[("choose", "choose_tap")]
    assert board.geo.properties[0].contains(zone)
    tree = board.cards[table.current().properties[0][0]].sceneBoundingRect()
    assert not zone.intersects(tree)
    name = table.names[0]
    labels = [
        item.sceneBoundingRect()
        for item in table.view.table_scene.items()
        if isinstance(item, LabelItem) and item.isVisible() and item.text() == name
    ]
    assert labels and not any(zone.intersects(label) for label in labels)
    assert "tap" in picker.zone.label


def test_a_card_being_developed_is_shown_beside_the_property_not_over_it(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = _asked(make_window, qtbot, lambda s: s.phase is Phase.DEVELOP and len(s.hands[0]) >= 2)
    player = GesturePlayer(qtbot, table)
    view = table.current()
    card = view.hand[0]
    player.drag_to(card, ("choose", "choose_develop"))
    qtbot.waitUntil(lambda: table.picker.chosen == [card])
    board = table.board
    shown = board.cards[card].sceneBoundingRect()
    for placed in view.properties[0]:
        assert not shown.intersects(board.cards[placed].sceneBoundingRect()), placed
    assert shown.intersects(board.items.zones[("choose", "choose_develop")].sceneBoundingRect())


def test_the_prompts_count_trees_and_cards_in_the_singular_too(
    make_window: Callable[..., MainWindow],
) -> None:
    make_window()  # the app and its translations
    assert texts.prompt_text("choose_tap", {"count": 1}).endswith("up to 1 tree.")
    assert texts.prompt_text("choose_harvest", {"count": 2}).endswith("up to 2 trees.")
    spiles = next(c for c in ALL_CARDS if c.design.id == "spiles")
    assert texts.prompt_text("choose_payment", {"cost": 1, "card": spiles}) == (
        "Pay 1¢ for Spiles: choose 1 card of your hand to discard."
    )
    assert "choose 3 cards" in texts.prompt_text("choose_payment", {"cost": 3, "card": spiles})


def test_a_card_chosen_to_pay_lies_on_top_of_the_discard_pile(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = _asked(
        make_window, qtbot, lambda s: s.phase is Phase.PAY and s.discards and len(s.hands[0]) >= 2
    )
    player = GesturePlayer(qtbot, table)
    card = table.picker.items[0].key
    player.drag_to(card, ("choose", "choose_payment"))
    qtbot.waitUntil(lambda: table.picker.chosen == [card])
    board = table.board
    chosen = board.cards[card]
    top = board.cards[table.current().discards[-1]]
    assert chosen.sceneBoundingRect().intersects(top.sceneBoundingRect())
    assert chosen.zValue() > top.zValue()  # seen, not hidden under the pile


def test_in_setup_your_row_says_you_are_keeping_three_of_five(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table, _player = _table(make_window, qtbot)
    # the bot keeps its three as soon as it may
    qtbot.waitUntil(lambda: table.current().kept[1] and not table.busy)
    assert table.current().phase is Phase.KEEP
    labels = [str(getattr(i, "text", lambda: "")()) for i in table.scene.items()]
    mine = [t for t in labels if t.startswith("Property 1/10")]
    # yours (five dealt, none kept yet) and the bot's (it kept three at once)
    assert sorted(mine) == [
        "Property 1/10 · 1 point · hand 3",
        "Property 1/10 · 1 point · keeping 3 of 5",
    ]

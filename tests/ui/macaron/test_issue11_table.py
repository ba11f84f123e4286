"""What a player notices on the Macaron table (issue 11): the last round's scores, the
played tricks, who plays which card, vote totals, Emma's badges, passing and layout."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from macaron_gestures import GesturePlayer, open_game
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.core.game import Event
from macaron_desktop.games.macaron.cards import Flavor, Group
from macaron_desktop.games.macaron.state import Phase, Vote
from macaron_desktop.games.macaron.table import board as macaron_board
from macaron_desktop.games.macaron.table import texts
from macaron_desktop.games.macaron.table.summary import round_summary
from macaron_desktop.games.macaron.tricks import trick_winner
from macaron_desktop.settings import Settings
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.settings_dialog import SettingsDialog
from macaron_desktop.ui.table import LabelItem, TokenItem


@pytest.mark.slow
def test_the_last_round_shows_its_summary_before_game_over(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "2p", 12)
    player = GesturePlayer(qtbot, table, 12)
    for _ in range(2000):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if table.match.finished:
            break
        player.step()
    assert table.match.finished
    # the last round's boxes, rows, bets and VP come first; game over waits behind them
    assert table.summary.isVisible()
    assert not table.game_over.isVisible()
    last = table.current().round_summaries[-1]
    texts = [
        table.summary.grid.itemAt(i).widget().text() for i in range(table.summary.grid.count())
    ]
    assert "Ana" in texts and f"{last.vp[0]:+d}" in texts
    assert table.summary.button.text().replace("&", "") == "See the result"
    table.summary.button.click()
    assert table.game_over.isVisible()
    assert not table.summary.isVisible()


def _log(table: GameScreen) -> list[str]:
    return [table.log.item(i).text() for i in range(table.log.count())]


def _after_two_tricks(table: GameScreen) -> bool:
    view = table.current()
    return table.my_turn() and view.phase is Phase.PLAY and view.tricks_played >= 2


def test_a_gathered_trick_leaves_the_log_and_only_the_memory_aid_shows_it_again(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    table = open_game(window, qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    player.play_until(lambda: _after_two_tricks(table))
    view = table.current()
    log = _log(table)
    # by default the cards of a gathered trick are gone; who won it and the boxes stay
    assert sum("wins the trick" in line for line in log) == view.tricks_played
    assert sum(" plays " in line for line in log) == len(view.trick)
    assert not table.board.last_trick_button.isVisible()
    qtbot.keyClick(table.view, Qt.Key.Key_L)
    assert "Last trick" not in table.view.message()
    # the house rule (Macaron's own, in Preferences under its name) keeps every card in
    # the log and shows the last trick on demand
    window.open_settings()
    dialog = window.settings_dialog
    assert list(dialog.game_groups) == ["macaron"]
    assert dialog.game_groups["macaron"].title() == "Macaron"
    dialog.game_field("macaron", "memory_aid").setChecked(True)
    dialog.accept()
    assert window.settings.game_value("macaron", "memory_aid") is True
    log = _log(table)
    assert sum(" plays " in line for line in log) == 4 * view.tricks_played + len(view.trick)
    button = table.board.last_trick_button
    assert button.isVisible()
    button.click()
    last = view.last_trick
    assert last is not None
    message = table.view.message()
    assert message.startswith("Last trick: ")
    assert f"{table.names[last.winner]} won it" in message
    assert all(table.names[p.seat] in message for p in last.plays)
    table.view.clear_message()
    qtbot.keyClick(table.view, Qt.Key.Key_L)
    assert table.view.message() == message
    window.apply_settings(window.settings.with_game_value("macaron", "memory_aid", False))
    assert sum(" plays " in line for line in _log(table)) == len(view.trick)
    assert not button.isVisible()


def test_the_memory_aid_is_a_house_rule_of_macaron_off_by_default(qapp: object) -> None:
    assert Settings().game_value("macaron", "memory_aid") is False
    dialog = SettingsDialog(Settings())
    box = dialog.game_field("macaron", "memory_aid")
    assert not box.isChecked()
    assert "house rule" in box.text()
    notes = [f.note.text() for f in dialog.game_fields if f.note is not None]
    assert any("gathered trick" in note for note in notes)
    box.setChecked(True)
    assert dialog.result_settings().game_value("macaron", "memory_aid") is True


def test_each_trick_card_names_its_player_and_the_winning_card_is_marked(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    seen = 0
    for _ in range(600):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        view = table.current()
        if table.my_turn() and view.phase is Phase.PLAY and len(view.trick) >= 2:
            plays = [(p.flavor, p.card.rank) for p in view.trick]
            winner = trick_winner(plays, view.royal_flavors)
            for index, play in enumerate(view.trick):
                item = table.board.cards[play.card]
                tag = item.seat_tag
                assert tag.isVisible() and tag.parentItem() is item
                assert table.names[play.seat] in tag.text()
                assert tag.colour == table.seat_colour(play.seat)
                assert item.winning is (index == winner)
                assert item.winning_frame.isVisible() is (index == winner)
                assert tag.text().startswith("★") is (index == winner)
            # the tags of neighbouring cards do not cover each other
            rects = [table.board.cards[p.card].seat_tag.sceneBoundingRect() for p in view.trick]
            for a, b in itertools.pairwise(rects):
                assert a.right() <= b.left() + 4
            seen += 1
            if seen >= 3:
                return
        player.step()
    raise AssertionError("no trick with two cards came up")


def _placed_tokens(table: GameScreen) -> list[TokenItem]:
    return [
        t
        for t in table.board.tokens
        if t.isVisible() and isinstance(t.key, tuple) and t.key[0] == "placed"
    ]


def test_vote_totals_are_shown_after_the_reveal_and_named_in_the_log(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    checked_own = False
    for _ in range(600):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        view = table.current()
        if view.votes_revealed:
            break
        mine = [v for v in view.votes if v.seat == table.viewer]
        if table.my_turn() and view.phase is Phase.VOTE and mine:
            # my own face-down tokens still show me their values
            tips = [t.toolTip() for t in _placed_tokens(table) if t.key[1] == table.viewer]
            assert sorted(tips) == sorted(f"<qt>Token of Ana: {v.value}</qt>" for v in mine)
            checked_own = True
        player.step()
    assert checked_own
    view = table.current()
    assert view.votes_revealed
    totals: dict[str, int] = {}
    for vote in view.votes:
        totals[vote.target.value] = totals.get(vote.target.value, 0) + vote.value
    labels = table.board.vote_total_labels
    assert {k: label.text() for k, label in labels.items() if label.isVisible()} == {
        k: f"Σ {n}" for k, n in totals.items()
    }
    # tokens lie side by side: none hides another's value
    rects = [t.visible_scene_rect() for t in _placed_tokens(table)]
    assert len(rects) == len(view.votes)
    for a, b in itertools.combinations(rects, 2):
        overlap = a.intersected(b)
        assert overlap.width() * overlap.height() < 0.05 * a.width() * a.height()
    log = _log(table)
    line = next(line for line in log if line.startswith("The votes are revealed."))
    royal = view.royal_group.value
    groups = {k: n for k, n in totals.items() if k in "ABCD"}
    runner = max((n for k, n in groups.items() if k != royal), default=0)
    best = groups.get(royal, 0)
    if best > runner:
        assert f"Royal: group {royal}, {best} votes to {runner}." in line
    else:
        assert f"Royal: group {royal}, tied at {best} votes: the tie goes to the leftmost." in line


def test_a_tied_vote_says_it_went_to_the_leftmost(qapp: object) -> None:
    votes = [
        Vote(0, 3, Group.B),
        Vote(1, 3, Group.C),
        Vote(2, 1, Flavor.ALMOND),
        Vote(3, 2, Flavor.STRAWBERRY),
    ]
    event = Event(
        "votes_revealed", {"votes": votes, "royal_group": Group.B, "allergen": Flavor.STRAWBERRY}
    )
    line = texts.log_line(event, ["Ana", "Ben", "Cy", "Di"])
    assert line == (
        "The votes are revealed. Royal: group B, tied at 3 votes: the tie goes to the leftmost. "
        "Allergen: strawberry, 2 votes to 1."
    )


def test_an_emma_card_counting_as_another_flavour_carries_a_badge(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "solo", 11)
    player = GesturePlayer(qtbot, table, 11)
    for _ in range(1500):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if table.game_over.isVisible():
            break
        view = table.current()
        odd = [p for p in view.trick if p.pile is not None and p.flavor is not p.card.flavor]
        if table.my_turn() and view.phase is Phase.PLAY and odd:
            for play in view.trick:
                badge = getattr(table.board.cards[play.card], "counts_badge", None)
                if play in odd:
                    assert badge is not None and badge.isVisible()
                    assert badge.text() == f"counts as {texts.flavor_name(play.flavor)}"
                else:
                    assert badge is None or not badge.isVisible()
            return
        player.step()
    raise AssertionError("Emma never played a card that counts as another flavour")


def test_the_cards_received_are_highlighted_and_logged_for_me(
    make_window: Callable[..., MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the highlight is brief: a few seconds at most; here it fades after 1.5 s, not 5 s
    assert macaron_board.RECEIVED_MS <= 8000
    monkeypatch.setattr(macaron_board, "RECEIVED_MS", 1500)
    table = open_game(make_window(), qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    player.play_until(lambda: bool(table.current().received))
    view = table.current()
    step = 1 if view.pass_direction == "left" else -1
    giver = table.names[(table.viewer - step) % view.num_seats]
    receiver = table.names[(table.viewer + step) % view.num_seats]
    for card in view.received:
        item = table.board.cards[card]
        assert item.received_frame.isVisible()
        assert item.received_tag.text() == f"from {giver}"
    for card in set(view.hand) - set(view.received):
        frame = getattr(table.board.cards[card], "received_frame", None)
        assert frame is None or not frame.isVisible()
    log = _log(table)
    got = [texts.card_name(c.flavor, c.rank) for c in view.received]
    gave = [texts.card_name(c.flavor, c.rank) for c in view.passed_out]
    assert f"{giver} passed {got[0]} and {got[1]} to Ana." in log
    assert f"Ana passed {gave[0]} and {gave[1]} to {receiver}." in log
    # nobody else's passes: only the two lines this seat may see
    assert sum(" passed " in line and "were passed" not in line for line in log) == 2
    # and it fades
    qtbot.waitUntil(
        lambda: not table.board.cards[view.received[0]].received_frame.isVisible(), timeout=8000
    )


def test_a_third_card_on_the_discard_zone_is_refused_and_chosen_cards_stay_visible(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "solo", 5)
    player = GesturePlayer(qtbot, table, 5)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.DISCARD)
    view = table.current()
    zone = table.board.zones["pass"]
    first, second, third = (table.board.cards[c] for c in view.hand[:3])
    player.drag_item_to_zone(first, zone)
    player.drag_item_to_zone(second, zone)
    assert table.picker.chosen == [first.key, second.key]
    home = third.home
    player.drag_item_to_zone(third, zone)
    assert table.picker.chosen == [first.key, second.key]
    assert table.view.message() == "You may choose at most 2 cards: click one to put it back."
    qtbot.waitUntil(lambda: (third.pos() - home).manhattanLength() < 1)
    # the two chosen cards lie apart in the zone, and leave the zone's words free
    qtbot.waitUntil(lambda: (first.pos() - first.home).manhattanLength() < 1)
    qtbot.waitUntil(lambda: (second.pos() - second.home).manhattanLength() < 1)
    assert abs(first.pos().x() - second.pos().x()) > first.sceneBoundingRect().width() * 0.5
    words = zone.mapRectToScene(zone.label_rect())
    for item in (first, second):
        assert item.selected
        assert zone.sceneBoundingRect().contains(item.visible_scene_rect())
        assert not item.visible_scene_rect().intersects(words)


def test_after_a_button_the_keys_reach_the_table_again(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    table = open_game(window, qtbot, "solo", 5)
    player = GesturePlayer(qtbot, table, 5)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PLAY)
    player.step()
    qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
    assert table.undo_button.isEnabled()
    # Tab to the button and press it with Space (a click where buttons take focus)
    table.undo_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert table.undo_button.hasFocus()
    moves = len(table.match.moves)
    qtbot.keyClick(table.undo_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(table.match.moves) < moves)
    qtbot.waitUntil(lambda: table.view.hasFocus())
    qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
    before = table.board.focus_index
    qtbot.keyClick(table.view.focusWidget() or table.view, Qt.Key.Key_Right)
    assert table.board.focus_index != before


def test_english_plurals_rows_named_as_on_the_track_and_scores_name_the_seats(
    qapp: object,
) -> None:
    assert texts.bet_name(1, "advanced") == "exactly 1 box"
    assert texts.bet_name(4, "advanced") == "exactly 4 boxes"
    assert texts.bet_name(3, "standard") == "3–5 boxes"
    assert texts.bet_name(1, "standard") == "0 boxes"
    names = ["Ana", "Ben", "Cy", "Di"]
    bet = Event("bet_placed", {"seat": 0, "row_or_column": 5, "side": "standard"})
    assert texts.log_line(bet, names) == "Ana bets on 8+ boxes."
    scored = Event("round_scored", {"round": 2, "scores": [6, 11, 0, 3]})
    assert texts.log_line(scored, names) == "Scores after round 2: Ana 6 · Ben 11 · Cy 0 · Di 3."
    teams = ((0, 2), (1, 3))
    two = Event("round_scored", {"round": 2, "scores": [6, 11]})
    assert (
        texts.log_line(two, names, teams=teams) == "Scores after round 2: Ana & Cy 6 · Ben & Di 11."
    )
    data = {
        "round": 1,
        "bets": [3, None],
        "bet_hits": [True, None],
        "boxes": [4, 1],
        "rows": [3, 2],
        "vp": [5, 1],
        "scores": [5, 1],
    }
    summary = round_summary(data, ["Ana", "Ben"], None, "standard")
    assert summary.rows[0][2] == "3–5 boxes" and summary.rows[0][3] == "3–5 boxes ✔"
    assert summary.rows[1][2] == "1–2 boxes"


def test_the_advanced_side_says_column_and_one_box(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "2p", 12, scoring="advanced")
    player = GesturePlayer(qtbot, table, 12)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.BET)
    assert "column of the gift-box track" in table.status.text()
    labels = [
        z.label
        for z in table.board.zones.values()
        if isinstance(z.zone_id, tuple) and z.zone_id[0] == "bet"
    ]
    assert "1 box · +3/−1" in labels and "1 boxes · +3/−1" not in labels
    token = next(t for t in table.board.tokens if t.key == "bet_token")
    assert "column" in token.toolTip()


def test_partners_share_their_team_colour_and_the_partner_is_named_so(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "2v2", 15)
    qtbot.waitUntil(lambda: not table.busy)
    colour = table.seat_colour
    assert colour(0) == colour(2) != colour(1) == colour(3)
    panel = table.scores.text()
    # the side panel's square for each team is in the colour of the team's seats
    assert panel.index(f"color:{colour(0)}") < panel.index(f"color:{colour(1)}")
    partner = table.names[2]
    labels = [i.text() for i in table.scene.items() if isinstance(i, LabelItem) and i.isVisible()]
    # the counts follow on the same line, or on the next where the row is narrow
    assert any(
        text.startswith((f"{partner} (partner) · ", f"{partner} (partner)\n")) for text in labels
    )
    opponent = table.names[1]
    assert not any(text.startswith(f"{opponent} (partner)") for text in labels)
